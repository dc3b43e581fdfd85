"""The store on a read-only place (issue 35): how it opens, what it refuses, and the ``-wal``
left on a read-only medium. The command-by-command table is ``tests/cli/test_readonly_places.py``.

The first tests make the place read-only for the program only (``os.access`` says no, as it
does on a read-only mount even to root): they check the store's own choices and run
everywhere. The last ones use a real read-only mount (``unshare``), where SQLite itself
cannot write: a ``-wal`` holding committed actions is read through its ``-shm``, or refused
when the ``-shm`` is missing.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

import figs_td
from figs_td.errors import StoreError
from figs_td.services.tournament import create_tournament, open_tournament
from figs_td.store import _sqlite, open_store

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cli"))
from readonly_places import on_readonly_mount, readonly_mount_works, snapshot  # noqa: E402


@pytest.fixture
def event(tmp_path: Path) -> Path:
    folder = tmp_path / "chiavetta"
    folder.mkdir()
    f = folder / "torneo.figs"
    create_tournament(f, "Sulla chiavetta", "italo-svizzero", rounds=3).close()
    return f


@pytest.fixture
def readonly_folder(monkeypatch: pytest.MonkeyPatch, event: Path) -> Path:
    """The program is told the folder cannot be written (as ``os.access`` says on a read-only
    medium)."""
    real = os.access

    def access(path, mode, *a, **k):  # noqa: ANN001, ANN202
        if mode & os.W_OK and Path(path) in (event.parent, event):
            return False
        return real(path, mode, *a, **k)

    monkeypatch.setattr(_sqlite.os, "access", access)
    return event.parent


MESSAGE = "è di sola lettura: copiate il torneo in una cartella scrivibile (con «figs-td backup "


@pytest.mark.parametrize("purpose", ["", "standings", "result", "pair", "duplicate"])
def test_reads_and_refuses_every_write(readonly_folder: Path, event: Path, purpose: str) -> None:
    before = snapshot(readonly_folder)
    with open_tournament(event, purpose=purpose) as store:
        assert store.read_only == (
            f"la cartella '{readonly_folder}' è di sola lettura: copiate il torneo in una "
            f"cartella scrivibile (con «figs-td backup '{event}' COPIA.figs» o File → Salva "
            "una copia…) e lavorate sulla copia"
        )
        with store.read() as tx:
            assert tx.tournament.get().name == "Sulla chiavetta"
        with pytest.raises(StoreError, match=re.escape(MESSAGE)):
            with store.transaction(actor="test"):
                pass
        if hasattr(store, "backup"):
            with pytest.raises(StoreError, match=re.escape(MESSAGE)):
                store.backup("prova")
        # Immutable: no -wal, -shm or lock file is created beside it.
        assert snapshot(readonly_folder) == before
    assert snapshot(readonly_folder) == before


def test_a_copy_to_a_writable_place(readonly_folder: Path, event: Path, tmp_path: Path) -> None:
    with open_store(event) as store:
        copy = store.copy_to(tmp_path / "copia.figs")
    with open_store(copy) as store:
        assert store.read_only is None
        with store.transaction(actor="test") as tx:
            tx.tournament.update(place="Lucca")
        with store.read() as tx:
            assert (tx.tournament.get().name, tx.tournament.get().place) == (
                "Sulla chiavetta",
                "Lucca",
            )


def test_a_writable_place_is_opened_as_always(event: Path) -> None:
    with open_store(event) as store:
        assert store.read_only is None
        with store.transaction(actor="test") as tx:
            tx.tournament.update(place="Pisa")


def test_a_readonly_file_in_a_writable_folder(monkeypatch: pytest.MonkeyPatch, event: Path) -> None:
    real = os.access
    monkeypatch.setattr(
        _sqlite.os,
        "access",
        lambda p, m, *a, **k: False if (m & os.W_OK and Path(p) == event) else real(p, m),
    )
    with open_store(event) as store:
        assert store.read_only is not None
        assert store.read_only.startswith(f"il file del torneo '{event}' è di sola lettura")


# ---------------------------------------------------------------------------------------------
# A -wal left on the read-only medium (the program killed, the stick pulled out).


def _leave_in_wal(f: Path, name: str, *, keep_shm: bool) -> None:
    """Commit a change that stays in ``f``'s ``-wal`` (no checkpoint; the process ends
    without closing, as a killed one)."""
    code = (
        "import os, sqlite3, sys\n"
        "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
        "c.execute('PRAGMA wal_autocheckpoint = 0')\n"
        "c.execute('UPDATE tournament SET name = ? WHERE id = 1', (sys.argv[2],))\n"
        "os._exit(0)\n"
    )
    subprocess.run([sys.executable, "-c", code, str(f), name], check=True)
    assert Path(f"{f}-wal").stat().st_size > 0
    if not keep_shm:
        Path(f"{f}-shm").unlink()
    conn = sqlite3.connect(f"file:{f}?immutable=1", uri=True)
    try:  # the file alone still has the old name: what immutable alone would show
        assert conn.execute("SELECT name FROM tournament").fetchone() == ("Sulla chiavetta",)
    finally:
        conn.close()


def _show_on_a_stick(
    f: Path, tmp_path: Path, args: tuple[str, ...] = (), *, access_lies: bool = False
) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(Path(figs_td.__file__).resolve().parents[1]), env.get("PYTHONPATH", "")]
    )
    env["FIGS_TD_DATA"] = str(tmp_path / "dati")
    env["FIGS_TD_SETTINGS_DIR"] = str(tmp_path / "impostazioni")
    args = args or ("tournament", "show", str(f), "--json")
    cmd = [sys.executable, "-m", "figs_td", *args]
    if access_lies:  # permissions that say yes on a medium that says no
        code = (
            "import os, sys\n"
            "os.access = lambda *a, **k: True\n"
            "from figs_td.cli import main\n"
            "sys.exit(main(sys.argv[1:]))\n"
        )
        cmd = [sys.executable, "-c", code, *args]
    return subprocess.run(
        on_readonly_mount(f.parent, cmd),
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=300,
    )


needs_mount = pytest.mark.skipif(not readonly_mount_works(), reason="unshare/mount non disponibili")


@needs_mount
def test_a_wal_with_its_index_is_read(event: Path, tmp_path: Path) -> None:
    _leave_in_wal(event, "Nel wal", keep_shm=True)
    before = snapshot(event.parent)
    done = _show_on_a_stick(event, tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["name"] == "Nel wal"
    assert snapshot(event.parent) == before


@needs_mount
def test_a_wal_without_its_index_is_refused(event: Path, tmp_path: Path) -> None:
    _leave_in_wal(event, "Nel wal", keep_shm=False)
    before = snapshot(event.parent)
    done = _show_on_a_stick(event, tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip() == (
        f"errore: il torneo '{event}' ha azioni salvate in 'torneo.figs-wal' non ancora "
        "riportate nel file, che in sola lettura non si possono leggere: copiate "
        "'torneo.figs' e 'torneo.figs-wal' insieme in una cartella scrivibile e aprite il "
        "torneo da lì"
    )
    assert snapshot(event.parent) == before


@needs_mount
def test_a_place_whose_permissions_say_yes(event: Path, tmp_path: Path) -> None:
    """A share mounted read-only whose permissions look open (``os.access`` says yes): SQLite
    cannot open the file as usual; the store finds the folder refuses a file and reads it
    read-only."""
    before = snapshot(event.parent)
    shown = _show_on_a_stick(event, tmp_path, access_lies=True)
    assert shown.returncode == 0, shown.stderr
    assert json.loads(shown.stdout)["name"] == "Sulla chiavetta"
    args = ("tournament", "set", str(event), "--place", "Lucca")
    refused = _show_on_a_stick(event, tmp_path, args, access_lies=True)
    assert refused.returncode == 2
    assert refused.stderr.startswith(
        f"errore: la cartella '{event.parent}' è di sola lettura: copiate il torneo"
    )
    assert snapshot(event.parent) == before
