"""The atomic writer: the previous file or the new one, never half; leftovers cleaned up."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from figs_td.atomic import (
    atomic_output,
    atomic_write_bytes,
    atomic_write_text,
    cleanup_stale_temps,
    temp_path_for,
)
from figs_td.errors import describe_os_error


def test_write_replaces_the_target_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "classifica.csv"
    target.write_text("vecchio")
    atomic_write_text(target, "nuovo;è\n", encoding="utf-8")
    assert target.read_text(encoding="utf-8") == "nuovo;è\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["classifica.csv"]


def test_an_error_while_writing_keeps_the_previous_file(tmp_path: Path) -> None:
    target = tmp_path / "classifica.pdf"
    atomic_write_bytes(target, b"buono")
    with pytest.raises(RuntimeError), atomic_output(target) as tmp:
        tmp.write_bytes(b"mez")
        raise RuntimeError("ucciso a metà")
    assert target.read_bytes() == b"buono"
    assert [p.name for p in tmp_path.iterdir()] == ["classifica.pdf"]


def test_cleanup_removes_a_dead_process_temporary_only(tmp_path: Path) -> None:
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    dead_pid = int(dead.stdout)
    left = tmp_path / f".torneo.figs.figs-tmp-{dead_pid}-00ab"
    left.write_bytes(b"x")
    mine = temp_path_for(tmp_path / "altro.pdf")
    mine.write_bytes(b"y")
    unrelated = tmp_path / ".nascosto"
    unrelated.write_bytes(b"z")
    removed = cleanup_stale_temps(tmp_path)
    assert removed == [left]
    assert mine.exists() and unrelated.exists() and not left.exists()


def test_cleanup_keeps_a_live_process_temporary(tmp_path: Path) -> None:
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        live = tmp_path / f".torneo.figs.figs-tmp-{proc.pid}-00cd"
        live.write_bytes(b"x")
        assert cleanup_stale_temps(tmp_path) == []
        assert live.exists()
    finally:
        proc.kill()
        proc.wait()


def test_os_errors_read_in_italian_with_the_file() -> None:
    exc = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), "/media/usb/classifica.pdf")
    msg = describe_os_error(exc, action="scrivere la classifica")
    assert (
        msg
        == "impossibile scrivere la classifica: '/media/usb/classifica.pdf': spazio esaurito sul disco"
    )
    missing = FileNotFoundError(errno.ENOENT, "No such file or directory", "iscritti.csv")
    assert describe_os_error(missing) == "'iscritti.csv': non esiste"


# --- sync_folder=False: a batch of files, the folder fsynced once by the caller ---------------

_BATCH_WRITER = r"""
import os, signal, sys
from pathlib import Path
import figs_td.atomic as atomic
folder, files, size = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
mode = sys.argv[4]
if mode == "die-before-folder-sync":
    # the whole batch renamed, killed where the caller would fsync the folder
    atomic.fsync_dir = lambda _folder: os.kill(os.getpid(), signal.SIGKILL)
gen = 1
while True:
    for k in range(files):
        page = bytes([65 + (gen + k) % 26]) * size  # generation `gen` of page k, all one byte
        atomic.atomic_write_bytes(folder / f"pagina-{k}.html", page, sync_folder=False)
        if gen == 1 and k == files - 1:
            print("scritte", flush=True)
    if mode == "die-before-folder-sync":
        atomic.fsync_dir(folder)
        raise SystemExit("fsync_dir did not kill the process")
    gen += 1
"""


def _whole_pages(folder: Path, files: int, size: int) -> set[int]:
    """The generation each page holds; fails on a half-written or mixed page or a leftover."""
    gens = set()
    for k in range(files):
        data = (folder / f"pagina-{k}.html").read_bytes()
        assert len(data) == size, (k, len(data))
        assert data == data[:1] * size, k  # one generation, never a mix
        gens.add((data[0] - 65 - k) % 26)
    return gens


def _run_writer(folder: Path, files: int, size: int, mode: str) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1]))
    args = [sys.executable, "-c", _BATCH_WRITER, str(folder), str(files), str(size), mode]
    return subprocess.Popen(args, stdout=subprocess.PIPE, text=True, env=env)


@pytest.mark.skipif(os.name == "nt", reason="SIGKILL")
def test_killed_before_the_folder_fsync_every_file_is_the_old_or_the_new(tmp_path: Path) -> None:
    files, size = 12, 300_000
    for k in range(files):  # the previous generation (0) of every page
        atomic_write_bytes(tmp_path / f"pagina-{k}.html", bytes([65 + k % 26]) * size)
    proc = _run_writer(tmp_path, files, size, "die-before-folder-sync")
    proc.communicate(timeout=60)
    assert proc.returncode == -9  # killed where the folder would have been fsynced
    assert _whole_pages(tmp_path, files, size) == {1}  # every rename made, every page whole
    assert cleanup_stale_temps(tmp_path) == []  # nothing left half-way


@pytest.mark.skipif(os.name == "nt", reason="SIGKILL")
def test_killed_while_writing_a_batch_every_file_is_whole(tmp_path: Path) -> None:
    files, size = 8, 400_000
    for k in range(files):
        atomic_write_bytes(tmp_path / f"pagina-{k}.html", bytes([65 + k % 26]) * size)
    proc = _run_writer(tmp_path, files, size, "loop")
    assert proc.stdout is not None and proc.stdout.readline() == "scritte\n"
    proc.kill()  # somewhere in a later generation: writing, fsyncing or renaming
    proc.wait()
    assert _whole_pages(tmp_path, files, size)  # each page one whole generation
    assert len(cleanup_stale_temps(tmp_path)) <= 1  # at most the temporary being written


def test_without_folder_sync_the_file_is_fsynced_before_its_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import figs_td.atomic as atomic

    calls: list[tuple[str, str]] = []
    real_replace = os.replace
    monkeypatch.setattr(atomic, "fsync_file", lambda p: calls.append(("fsync", Path(p).name)))
    monkeypatch.setattr(atomic, "fsync_dir", lambda p: calls.append(("fsync_dir", Path(p).name)))

    def replace(a: Path, b: Path) -> None:
        calls.append(("rename", Path(b).name))
        real_replace(a, b)

    monkeypatch.setattr(atomic.os, "replace", replace)
    target = tmp_path / "turno-1.html"
    atomic_write_bytes(target, b"nuovo", sync_folder=False)
    assert [c[0] for c in calls] == ["fsync", "rename"]
    assert calls[0][1].startswith(".turno-1.html.figs-tmp-") and calls[1][1] == "turno-1.html"
    calls.clear()
    atomic_write_bytes(target, b"ancora")  # the default still fsyncs the folder after the rename
    assert [c[0] for c in calls] == ["fsync", "rename", "fsync_dir"]
    assert calls[2][1] == tmp_path.name
    assert target.read_bytes() == b"ancora"


def test_without_folder_sync_the_guard_still_refuses_each_target(tmp_path: Path) -> None:
    import sqlite3

    from figs_td.errors import InputError

    db = tmp_path / "torneo.html"  # a SQLite database, whatever its name
    with sqlite3.connect(db) as con:
        con.execute("create table t (x)")
    before = db.read_bytes()
    with pytest.raises(InputError, match="torneo.html"):
        atomic_write_bytes(db, b"<html>", sync_folder=False)
    assert db.read_bytes() == before
    (tmp_path / "cartella.html").mkdir()
    with pytest.raises(InputError, match="cartella"):
        atomic_write_bytes(tmp_path / "cartella.html", b"<html>", sync_folder=False)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cartella.html", "torneo.html"]
