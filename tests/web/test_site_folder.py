"""Issue 35 §3: the site is written only into a folder of its own, and never leaves temporary files.

A folder that already holds other files and no list of a site (``.figs-sito``) is refused unless
``--force`` (before: a club's own ``index.html`` was replaced without a word); the folder of the
open tournament is refused always (before: ``publish -o .`` wrote 55 pages beside it); a folder
the site wrote before is updated as it was. Each publish first removes the temporary files a
killed publish left (before: hidden ``.….figs-tmp-…`` pages stayed and were uploaded with the site).
"""

from __future__ import annotations

import datetime as dt
import os
import signal
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.errors import InputError
from figs_td.services.publish import load_site
from figs_td.store import open_store
from figs_td.web.site import MANIFEST, MANIFEST_HEAD, write_site

ROOT = Path(__file__).resolve().parents[2]
CLUB = "<html><body>Circolo Scrabble Lecco</body></html>"


def publish(figs: Path, out: Path, **kw: object):  # noqa: ANN201
    with open_store(figs) as store:
        return write_site(load_site(store), out, **kw)  # type: ignore[arg-type]


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def club_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "circolo"
    folder.mkdir()
    (folder / "index.html").write_text(CLUB, "utf-8")
    (folder / "foto.jpg").write_bytes(b"\xff\xd8\xff")
    return folder


def test_a_folder_of_other_files_is_refused_unless_forced(
    small: Path, tmp_path: Path, capsys
) -> None:
    folder = club_folder(tmp_path)
    code, _out, err = cli(capsys, "publish", str(small), "-o", str(folder), "--zip")
    assert code == 2 and "Traceback" not in err
    assert f"la cartella '{folder}' contiene già dei file (per esempio 'index.html')" in err
    assert "--force" in err
    assert (folder / "index.html").read_text("utf-8") == CLUB  # not replaced
    assert sorted(p.name for p in folder.iterdir()) == ["foto.jpg", "index.html"]
    assert not (tmp_path / "circolo.zip").exists()
    code, out, err = cli(capsys, "publish", str(small), "-o", str(folder), "--force")
    assert code == 0, err
    assert "Piccolo torneo" in (folder / "index.html").read_text("utf-8")  # as asked
    assert (folder / "foto.jpg").read_bytes() == b"\xff\xd8\xff"  # a file the site has not
    assert (folder / MANIFEST).is_file()
    # the folder is now the site's own: updated without --force
    code, out, err = cli(capsys, "publish", str(small), "-o", str(folder))
    assert code == 0 and "0 file nuovi o cambiati" in out, err


def test_the_service_refuses_and_the_caller_may_force(small: Path, tmp_path: Path) -> None:
    folder = tmp_path / "vuota"
    folder.mkdir()
    (folder / ".DS_Store").write_bytes(b"\x00")  # what a system leaves in a folder it showed
    assert publish(small, folder).written  # an empty folder is fine
    other = tmp_path / "altro"
    other.mkdir()
    (other / "note.txt").write_text("mie note")
    with pytest.raises(InputError, match="contiene già dei file") as refusal:
        publish(small, other)
    assert type(refusal.value).__name__ == "ForeignFolder"
    assert refusal.value.folder == other  # type: ignore[attr-defined]
    assert refusal.value.found == "note.txt"  # type: ignore[attr-defined]
    assert sorted(p.name for p in other.iterdir()) == ["note.txt"]
    assert "index.html" in publish(small, other, force=True).written


def test_the_tournaments_own_folder_is_refused_even_forced(
    small: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: ``publish t.figs -o .`` beside the tournament wrote the site's pages there."""
    folder = small.parent
    before = sorted(p.name for p in folder.iterdir())
    monkeypatch.chdir(folder)
    for args in (["-o", "."], ["-o", ".", "--force"], ["-o", str(folder), "--force"]):
        code, _out, err = cli(capsys, "publish", small.name, *args)
        assert code == 2 and "è la cartella del torneo aperto" in err, err
        assert "una cartella a parte" in err
    assert sorted(p.name for p in folder.iterdir()) == before


def _stale(folder: Path, name: str, pid: int) -> Path:
    path = folder / f".{name}.figs-tmp-{pid}-0123abcd"
    path.write_text("<html>mezza pagina")
    return path


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_each_publish_first_removes_what_a_killed_one_left(small: Path, tmp_path: Path) -> None:
    out = tmp_path / "sito"
    publish(small, out)
    (out / "foto").mkdir()  # a folder added by hand beside the pages
    dead = _dead_pid()
    left = [_stale(out, "index.html", dead), _stale(out, "turno-1.html", dead),
            _stale(out, MANIFEST, dead), _stale(out / "foto", "a.jpg", dead)]  # fmt: skip
    running = _stale(out, "classifica.html", os.getppid())  # another publish still running
    report = publish(small, out, zip_path=tmp_path / "sito.zip")
    assert not any(p.exists() for p in left)
    assert running.exists()  # a live process's file is never touched
    assert report.written == ()  # the pages themselves were fine
    with zipfile.ZipFile(tmp_path / "sito.zip") as z:
        names = z.namelist()
    assert names and not any(".figs-tmp-" in n for n in names)


_KILLED = r"""
import os, signal, sys
from pathlib import Path
import figs_td.atomic as atomic
from figs_td.services.publish import load_site
from figs_td.store import open_store
from figs_td.web.site import write_site
calls = []
def commit(tmp, target, **kw):  # killed with the 6th page written but not yet renamed
    calls.append(tmp)
    if len(calls) == 6:
        os.kill(os.getpid(), signal.SIGKILL)
    os.replace(tmp, target)
atomic.commit_temp = commit
with open_store(Path(sys.argv[1])) as store:
    site = load_site(store)
write_site(site, Path(sys.argv[2]))
raise SystemExit("not killed")
"""


@pytest.mark.skipif(os.name == "nt", reason="SIGKILL")
def test_a_first_publish_killed_half_way_then_a_new_one(small: Path, tmp_path: Path) -> None:
    out = tmp_path / "sito"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-c", _KILLED, str(small), str(out)], env=env, timeout=120
    )
    assert proc.returncode == -signal.SIGKILL
    temps = [p.name for p in out.iterdir() if ".figs-tmp-" in p.name]
    assert len(temps) == 1  # the page being written when the publish was killed
    assert (out / MANIFEST).read_text("utf-8") == MANIFEST_HEAD  # the folder claimed first
    report = publish(small, out, zip_path=tmp_path / "sito.zip")  # no --force needed
    assert [p.name for p in out.iterdir() if ".figs-tmp-" in p.name] == []
    assert set(report.files) | {MANIFEST} == {p.name for p in out.iterdir()}
    with zipfile.ZipFile(tmp_path / "sito.zip") as z:
        assert not any(".figs-tmp-" in n for n in z.namelist())


def test_the_archive_site_follows_the_same_rules(tmp_path: Path, capsys) -> None:
    from figs_td.services import archive as svc
    from figs_td.web.archive_site import MANIFEST as ARCHIVE_MANIFEST
    from figs_td.web.archive_site import publish_archive
    from tests.archive.helpers import make_event
    from tests.archive.test_archive_store import FOUR, ROUNDS

    event = Path(make_event(tmp_path / "a.figs", "A", "2026-03-01", FOUR, ROUNDS))
    archive = tmp_path / "a.figsa"
    store = svc.open_archive(str(archive), create=True)
    try:
        svc.add_sources(store, [str(event)], category="open")
        folder = club_folder(tmp_path)
        with pytest.raises(InputError, match="contiene già dei file"):
            publish_archive(store, folder, as_of=dt.date(2026, 6, 1))
        assert (folder / "index.html").read_text("utf-8") == CLUB
        with pytest.raises(InputError, match="è la cartella dell'archivio aperto"):
            publish_archive(store, tmp_path, as_of=dt.date(2026, 6, 1), force=True)
        stale = _stale(folder, "index.html", _dead_pid())
        publish_archive(store, folder, as_of=dt.date(2026, 6, 1), force=True)
        assert (folder / ARCHIVE_MANIFEST).is_file() and not stale.exists()
    finally:
        store.close()
    (tmp_path / "b").mkdir()
    other = club_folder(tmp_path / "b")  # a folder of the club's own
    code, _out, err = cli(capsys, "archive", str(archive), "publish", "-o", str(other))
    assert code == 2 and "contiene già dei file (per esempio 'index.html')" in err
    assert "--force" in err and (other / "index.html").read_text("utf-8") == CLUB
    code, _out, err = cli(capsys, "archive", str(archive), "publish", "-o", str(other), "--force")
    assert code == 0, err
    assert (other / ARCHIVE_MANIFEST).is_file()


def test_the_current_folder_with_the_default_zip(
    small: Path, tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``publish t.figs -o . --zip`` in an empty folder: the zip is named after the folder, beside
    it, its pages under the folder's name (before: «PosixPath('.') has an empty name»; with a zip
    named by hand, entries at the zip's root as ``/index.html``)."""
    folder = tmp_path / "sito"
    folder.mkdir()
    monkeypatch.chdir(folder)
    code, out, err = cli(capsys, "publish", str(small), "-o", ".", "--zip")
    assert code == 0, err
    assert f"archivio: {tmp_path / 'sito.zip'}" in out
    with zipfile.ZipFile(tmp_path / "sito.zip") as z:
        assert "sito/index.html" in z.namelist()
