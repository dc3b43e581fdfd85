"""Issue 35 §3: no writer lands on another program's files.

Another event's ``altro.figs-wal`` holding committed results not yet folded into ``altro.figs``
(another desk has it open, or the program was killed), its ``-shm`` and ``-journal``, an archive's
companions, any SQLite file, a pipe, a device: every command that writes a file refuses them
(exit 2, Italian, the file named) and leaves them as they were — the other event keeps every result.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from figs_td import pathguard
from figs_td.cli import main
from figs_td.errors import InputError

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
NAMES = [f"{n} {c}" for n, c in zip(
    ("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ugo"),
    ("Rossi", "Bianchi", "Verdi", "Neri", "Gialli", "Blu", "Viola", "Grigi"), strict=True,
)]  # fmt: skip
SCORES = ("420-380", "401-399", "350-360", "500-250")  # tables 1–4 of round 1


def _new_event(path: Path) -> None:
    assert main(["new", str(path), "--name", "Prova", "--system", "svizzero", "--rounds", "3"]) == 0
    for name in NAMES:
        assert main(["players", "add", str(path), name]) == 0
    assert main(["pair", str(path), "--seed", "1"]) == 0


def results_in(path: Path) -> int:
    """The games of round 1 with both scores, read by SQLite itself (``-wal`` included)."""
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return con.execute(
            "SELECT count(*) FROM game WHERE round = 1 AND score_first IS NOT NULL"
        ).fetchone()[0]
    finally:
        con.close()


@pytest.fixture
def event(tmp_path: Path) -> Path:
    path = tmp_path / "t.figs"
    _new_event(path)
    return path


@pytest.fixture
def other(tmp_path: Path) -> Path:
    """``altro.figs`` whose four results of round 1 are committed in ``altro.figs-wal`` only —
    what a desk with the event open (or killed) leaves on disk. Made by holding a reader open
    while the results are entered (the checkpoints cannot pass it) and copying the two files."""
    work = tmp_path / "lavoro"
    work.mkdir()
    live = work / "altro.figs"
    _new_event(live)
    reader = sqlite3.connect(live)
    try:
        reader.execute("BEGIN")
        reader.execute("SELECT count(*) FROM game").fetchone()  # a snapshot before the results
        for table, score in enumerate(SCORES, start=1):
            args = ["result", str(live), "--round", "1", "--table", str(table), "--score", score]
            assert main(args) == 0
        out = tmp_path / "altro.figs"
        shutil.copyfile(live, out)
        shutil.copyfile(f"{live}-wal", f"{out}-wal")
    finally:
        reader.close()
    alone = tmp_path / "solo.figs"
    shutil.copyfile(out, alone)
    assert results_in(alone) == 0  # the results are in the -wal only
    alone.unlink()
    assert Path(f"{out}-wal").read_bytes()[:4] in (b"\x37\x7f\x06\x82", b"\x37\x7f\x06\x83")
    return out


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def refused(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code = main(list(args))
    err = capsys.readouterr().err
    assert code == 2, err
    assert "Traceback" not in err and "errore interno" not in err
    return err


def writers(event: Path, target: Path) -> list[list[str]]:
    """Every command that writes a file named by the user, aimed at ``target``; the PDF and XLSX
    exports choose their format by the name, so they get a link ``….pdf``/``….xlsx`` to it."""
    links = []
    for suffix in (".pdf", ".xlsx"):
        link = target.with_name(f"{target.name}.link{len(list(target.parent.glob('*.link*')))}")
        link = link.with_suffix(link.suffix + suffix)
        link.symlink_to(target)
        links.append(str(link))
    return [
        ["export-tsh", str(event), str(target)],
        ["export", str(event), "standings", "-o", links[0]],
        ["export", str(event), "pairings", "-o", links[1], "--round", "1"],
        ["publish", str(event), "-o", str(event.parent / "sito"), "--zip", str(target)],
    ]


def test_a_live_wal_of_another_event_is_never_written_over(
    event: Path, other: Path, capsys
) -> None:
    """Before: ``export-tsh t.figs altro.figs-wal`` exit 0, and ``altro.figs`` opened afterwards
    had 0 of its 4 results, with an integrity check saying ok."""
    wal = Path(f"{other}-wal")
    before = digest(wal)
    for args in writers(event, wal):
        err = refused(capsys, *args)
        assert "è il file -wal di un torneo ('altro.figs'" in err, err
        assert digest(wal) == before
    assert not (event.parent / "sito").exists()  # refused before any page was written
    assert results_in(other) == 4  # the other event keeps all its results


def test_companion_names_are_refused_whether_they_exist_or_not(
    event: Path, tmp_path: Path, capsys
) -> None:
    cases = {
        "altro.figs-shm": "il file -shm di un torneo ('altro.figs'",
        "altro.figs-journal": "il file -journal di un torneo ('altro.figs'",
        "x.figsa-wal": "il file -wal di un archivio ('x.figsa'",
        "ALTRO.FIGS-WAL": "il file -wal di un torneo ('ALTRO.FIGS'",
    }
    for name, words in cases.items():
        target = tmp_path / name
        for args in writers(event, target):
            err = refused(capsys, *args)
            assert words in err, (args, err)
            assert not target.exists()
    shm = tmp_path / "altro.figs-shm"  # shared memory has no header: the name says it all
    shm.write_bytes(b"\x00" * 32768)
    for args in writers(event, shm):
        refused(capsys, *args)
    assert shm.read_bytes() == b"\x00" * 32768
    journal = tmp_path / "dati.db-journal"  # beside an SQLite database of another program
    shutil.copyfile(event, tmp_path / "dati.db")
    err = refused(capsys, "export-tsh", str(event), str(journal))
    assert "è il file -journal del database SQLite 'dati.db'" in err and not journal.exists()
    assert main(["export-tsh", str(event), str(tmp_path / "note.txt-journal")]) == 0  # no db


def test_sqlite_files_logs_and_journals_are_refused_by_their_content(
    event: Path, other: Path, tmp_path: Path, capsys
) -> None:
    db = tmp_path / "dati.db"
    shutil.copyfile(other, db)
    log = tmp_path / "registro.bin"
    shutil.copyfile(f"{other}-wal", log)
    journal = tmp_path / "giornale.bin"
    journal.write_bytes(b"\xd9\xd5\x05\xf9\x20\xa1\x63\xd7" + b"\x00" * 504)  # its magic
    link = tmp_path / "link.t"
    link.symlink_to(f"{other}-wal")  # a link to a companion: its target is what counts
    for target, words in (
        (db, "è un database SQLite"),
        (log, "è il registro -wal di un database SQLite"),
        (journal, "è il giornale -journal di un database SQLite"),
        (link, "è il file -wal di un torneo ('altro.figs'"),
    ):
        before = target.read_bytes()
        for args in writers(event, target):
            assert words in refused(capsys, *args), args
        assert target.read_bytes() == before
    assert results_in(other) == 4


def test_scoresheet_output_and_copies_refuse_them_too(
    event: Path, other: Path, tmp_path: Path, capsys
) -> None:
    sheet = tmp_path / "partita.json"
    sheet.write_text('{"players": ["Anna", "Bruno"], "turns": []}', encoding="utf-8")
    wal = Path(f"{other}-wal")
    before = digest(wal)
    err = refused(capsys, "scoresheet", str(sheet), "--output", str(wal))
    assert "è il file -wal di un torneo" in err
    for target in (f"{other}-shm", tmp_path / "x.figsa-journal"):
        refused(capsys, "scoresheet", str(sheet), "--output", str(target))
        assert not Path(target).exists()
    assert digest(wal) == before and results_in(other) == 4
    # a copy needs a .figs name, and a .figs that is another event is never replaced
    err = refused(capsys, "backup", str(event), str(wal))
    assert "estensione .figs" in err
    assert "esiste già" in refused(capsys, "backup", str(event), str(other))
    assert digest(wal) == before and results_in(other) == 4


def test_new_and_import_refuse_a_pipe_a_device_and_companions(
    event: Path, tmp_path: Path, capsys
) -> None:
    tsh = tmp_path / "torneo.t"
    assert main(["export-tsh", str(event), str(tsh)]) == 0
    null = tmp_path / "nulla.figs"
    null.symlink_to(os.devnull)
    for args in (
        ["new", str(null), "--name", "Prova", "--system", "svizzero"],
        ["import-tsh", str(tsh), str(null)],
    ):
        assert "non è un file normale" in refused(capsys, *args)
        assert null.is_symlink() and os.readlink(null) == os.devnull
    assert "non è un file normale" in refused(capsys, "players", "list", str(null))


def _cli_all(cases: list[list[str]], cwd: Path) -> list[dict]:
    """The commands in a process of their own, one after the other (the command line's
    ``main`` for each, the driver of ``readonly_places.py``): a pipe opened by mistake blocks
    it, and the generous deadline turns that into a failure instead of a hung test run. For
    each command: its exit status (``code``), output (``out``) and errors (``err``)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    work = cwd / "driver"
    (work / "vuota").mkdir(parents=True)
    (work / "casi.json").write_text(json.dumps(cases), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(HERE / "readonly_places.py"), str(work / "casi.json"),
         str(work / "esiti.json"), str(work / "vuota")],
        cwd=cwd, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads((work / "esiti.json").read_text(encoding="utf-8"))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes: POSIX")
def test_a_pipe_is_refused_by_every_writer_and_left_a_pipe(event: Path, tmp_path: Path) -> None:
    """Before: ``new x.figs`` over a pipe named ``x.figs`` replaced it with the tournament."""
    tsh = tmp_path / "torneo.t"
    assert main(["export-tsh", str(event), str(tsh)]) == 0
    sheet = tmp_path / "partita.json"
    sheet.write_text('{"players": ["Anna", "Bruno"], "turns": []}', encoding="utf-8")
    pipes = {n: tmp_path / n for n in ("x.figs", "y.figs", "out.t", "out.pdf", "out.xlsx",
                                       "out.zip", "out.json", "copia.figs", "z.figsa")}  # fmt: skip
    for p in pipes.values():
        os.mkfifo(p)
    cases = [
        ["new", "x.figs", "--name", "Prova", "--system", "svizzero"],
        ["import-tsh", str(tsh), "y.figs"],
        ["export-tsh", str(event), "out.t"],
        ["export", str(event), "standings", "-o", "out.pdf"],
        ["export", str(event), "standings", "-o", "out.xlsx"],
        ["publish", str(event), "-o", "sito", "--zip", "out.zip"],
        ["scoresheet", str(sheet), "--output", "out.json"],
        ["backup", str(event), "copia.figs"],
        ["archive", "z.figsa", "add", str(event), "--category", "A"],
        ["players", "list", "x.figs"],  # opened as a tournament: refused, not waited on
    ]
    for args, done in zip(cases, _cli_all(cases, tmp_path), strict=True):
        assert done["code"] == 2, (args, done["out"], done["err"])
        assert "non è un file normale" in done["err"] or "esiste già" in done["err"], (
            args, done["err"],
        )  # fmt: skip
        assert "Traceback" not in done["err"]
    for p in pipes.values():
        assert stat.S_ISFIFO(os.lstat(p).st_mode), p
    assert not (tmp_path / "sito").exists()


def test_the_guard_itself(tmp_path: Path) -> None:
    assert pathguard.companion_of("altro.figs-wal") == ("-wal", "altro.figs")
    assert pathguard.companion_of("A.FigsA-Journal") == ("-journal", "A.FigsA")
    assert pathguard.companion_of("altro.figs") is None
    assert pathguard.companion_of("note.txt-wal") is None
    assert pathguard.companion_of("-wal") is None
    missing = tmp_path / "nuovo.figs-shm"
    with pytest.raises(InputError, match="non viene sostituito"):
        pathguard.check_output(missing)
    with pytest.raises(InputError, match="non viene cancellato"):
        pathguard.check_removal(missing)
    wal = tmp_path / "registro"
    wal.write_bytes(b"\x37\x7f\x06\x83" + b"\x00" * 28)
    assert pathguard.database_kind(wal) == "wal"
    with pytest.raises(InputError, match="non viene cancellato"):
        pathguard.check_removal(wal)
    plain = tmp_path / "pagina.html"
    plain.write_text("<p>ciao</p>")
    assert pathguard.database_kind(plain) is None
    assert pathguard.check_output(plain) == plain.resolve()
    pathguard.check_removal(plain)
