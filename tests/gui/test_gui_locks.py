"""The blocker of issue 13: with a tournament open, the window's file dialogs must not drop the
process's POSIX locks on the database (Qt reading ``torneo.figs``/``-wal``/``-shm`` to guess their
type closes a second descriptor, which releases every lock of the process). Without the locks a
CLI call on the same file believes it is the last user and deletes the WAL the window still
writes into: the window's later writes vanish after a crash."""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from gui_helpers import answer_file_dialog
from lock_harness import cli_steps

HERE = Path(__file__).parent
CLI = [sys.executable, "-m", "figs_td"]

pytestmark = pytest.mark.skipif(not Path("/proc/locks").exists(), reason="/proc/locks: Linux only")


def cli(*args: str) -> str:
    env = dict(os.environ, FIGS_ACTOR="cli")
    done = subprocess.run(
        [*CLI, *args], capture_output=True, text=True, env=env, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def make_tournament(path: Path) -> None:
    """The tournament made by the command line (one process for its six commands)."""
    cli_steps(
        ["new", str(path), "--name", "Open dei Lucchetti", "--system", "italo-svizzero"],
        *[
            ["players", "add", str(path), name]
            for name in ("Rossi, Mario", "Bianchi, Anna", "Verdi, Luca", "Neri, Sara")
        ],
        ["pair", str(path), "--seed", "1"],
    )


@pytest.fixture(scope="module")
def _made_once(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tournament made by the command line (processes of their own) once for the module;
    closed by its last process: no ``-wal`` nor ``-shm`` beside it (the pairing's backup is)."""
    path = tmp_path_factory.mktemp("lucchetti") / "torneo.figs"
    make_tournament(path)
    assert not {"torneo.figs-wal", "torneo.figs-shm"} & {p.name for p in path.parent.iterdir()}
    return path


@pytest.fixture
def tournament(_made_once: Path, tmp_path: Path) -> Path:
    """``torneo.figs`` in the test's folder, not yet opened: a copy of that folder's files (each
    test's own, copied rather than made again by six processes)."""
    for made in _made_once.parent.iterdir():
        shutil.copyfile(made, tmp_path / made.name)
    return tmp_path / _made_once.name


def holds_lock(pid: int, path: Path) -> bool:
    inode = os.stat(path).st_ino
    rows = Path("/proc/locks").read_text().splitlines()
    return any(f" {pid} " in row and f":{inode} " in row for row in rows)


def surnames(path: Path) -> list[str]:
    from figs_td.services import players as svc
    from figs_td.store import open_store

    store = open_store(path)
    try:
        return sorted(p.surname for p in svc.list_players(store))
    finally:
        store.close()


def cli_then_window_write(qtbot, window, path: Path) -> None:  # noqa: ANN001
    """Another process adds a player, then the window adds one by keys: both are in the file."""
    from PySide6.QtCore import Qt

    cli("players", "add", str(path), "Riga, Carlo")  # another process writes…
    assert path.with_name(path.name + "-wal").exists()  # …and leaves the WAL in use alone
    panel = window.panels["players"]
    window.tabs.setCurrentWidget(panel)
    qtbot.keyClicks(panel.q_surname, "Finestra")
    qtbot.keyClicks(panel.q_given, "Franca")
    qtbot.keyClick(panel.q_given, Qt.Key.Key_Return)
    window.close_tournament()
    assert surnames(path) == ["Bianchi", "Finestra", "Neri", "Riga", "Rossi", "Verdi"]


def test_every_file_dialog_keeps_the_lock(
    qtbot, window, tmp_path: Path, tournament: Path
) -> None:  # noqa: ANN001
    from window_process import dialog_openers

    path = tournament
    window.open_path(str(path))
    assert holds_lock(os.getpid(), path)
    openers = dialog_openers(window)
    for opener in openers:
        seen = answer_file_dialog(qtbot, None)
        opener()
        qtbot.waitUntil(lambda: len(seen) == 3)  # noqa: B023 - shown and answered
        assert Path(seen[1]) == tmp_path  # the dialog listed the tournament's folder
        assert holds_lock(os.getpid(), path), opener
    assert len(openers) == 10
    names = {p.name for p in tmp_path.iterdir()}
    assert {"torneo.figs-wal", "torneo.figs-shm"} <= names
    cli_then_window_write(qtbot, window, path)


def test_every_file_dialog_refuses_the_open_tournament_typed(
    qtbot, window, tmp_path: Path, monkeypatch, tournament: Path
) -> None:  # noqa: ANN001
    """Issue 24 item 1: the open tournament's name typed in every file dialog of the window is
    refused with the guard's message; nothing is read, imported or written, the locks stay; then
    a CLI write and a window write both land."""
    from window_process import close_message_boxes, dialog_openers

    from figs_td.gui.dialogs import file_dialogs
    from figs_td.gui.window import errors
    from figs_td.services.lexicon import lists as lexicons

    filters: list[list[str]] = []
    prepare = file_dialogs.prepare

    def recording(dialog):  # noqa: ANN001, ANN202
        folders_only = dialog.fileMode() == dialog.FileMode.Directory
        filters.append(["(cartelle)"] if folders_only else dialog.nameFilters())
        return prepare(dialog)

    monkeypatch.setattr(file_dialogs, "prepare", recording)
    path = tournament
    window.open_path(str(path))
    before_lexicons = [e.info.name for e in lexicons.list_lexicons()]
    from figs_td.services import players as svc

    store = window.session.backend.store  # the window's own store: no second descriptor
    before_players = [p.surname for p in svc.list_players(store)]
    openers = dialog_openers(window)
    refusals = []
    for opener in openers:
        shown = len(errors.last_message)
        seen = answer_file_dialog(qtbot, "torneo.figs")
        opener()
        qtbot.waitUntil(lambda: len(seen) == 3)  # noqa: B023 - shown and answered
        qtbot.waitUntil(lambda: len(errors.last_message) > shown)  # noqa: B023
        refusals.append(errors.last_message[-1])
        close_message_boxes()
        assert holds_lock(os.getpid(), path), opener
    assert len(refusals) == len(openers) == len(filters) == 10
    # Each dialog lists only the kinds of file it takes: never a "*" filter ("all files").
    assert not [f for f in sum(filters, []) if "(*)" in f or " *)" in f or "*.*" in f], filters
    assert filters[7] == ["Elenchi di parole (*.txt *.lst *.dic)"]
    assert filters[9] == ["(cartelle)"]  # Esporta sito…: a folder dialog lists folders only
    assert all("torneo.figs" in m and "torneo aperto" in m for m in refusals), refusals
    assert "letto come un elenco di parole" in refusals[7]  # Arbitro → Carica lessico…
    assert [e.info.name for e in lexicons.list_lexicons()] == before_lexicons  # none installed
    assert [p.surname for p in svc.list_players(store)] == before_players  # nothing imported
    cli_then_window_write(qtbot, window, path)


def test_a_typed_wildcard_is_no_copy_name_and_a_new_site_folder_is_created(
    qtbot, window, tmp_path: Path, tournament: Path
) -> None:  # noqa: ANN001
    """Issue 26: *Salva una copia…* with ``*`` typed refuses the name (no ``*.figs``); *Esporta
    sito…* with a new folder name typed creates the folder and writes the site into it."""
    from window_process import close_message_boxes

    from figs_td.gui.window import errors

    path = tournament
    window.open_path(str(path))
    seen = answer_file_dialog(qtbot, "*")
    window.act_save_copy.trigger()
    qtbot.waitUntil(lambda: len(seen) == 3)
    qtbot.waitUntil(lambda: "nome di file non valido" in (errors.last_message or [""])[-1])
    close_message_boxes()
    assert not any("*" in p.name for p in tmp_path.iterdir())
    publish = {a.objectName(): a for a in window.publish_menu.actions()}
    seen = answer_file_dialog(qtbot, "torneo.figs-journal")  # not there yet: never a folder
    publish["publish_site"].trigger()
    qtbot.waitUntil(lambda: len(seen) == 3)
    qtbot.waitUntil(lambda: "file -journal del torneo aperto" in errors.last_message[-1])
    close_message_boxes()
    assert not (tmp_path / "torneo.figs-journal").exists()
    seen = answer_file_dialog(qtbot, "sito-nuovo")
    publish["publish_site"].trigger()
    qtbot.waitUntil(lambda: len(seen) == 3)
    qtbot.waitUntil(lambda: (tmp_path / "sito-nuovo" / "index.html").exists(), timeout=30000)
    assert (tmp_path / "sito-nuovo").is_dir()


def test_cli_and_window_writes_survive_a_crash(tmp_path: Path, tournament: Path) -> None:
    _writes_survive_a_crash(tmp_path, tournament, typed=False)


def test_typed_tournament_refused_then_both_writes_survive_a_crash(
    tmp_path: Path, tournament: Path
) -> None:
    """Issue 24 done-when: in a window process of its own, every file dialog gets the open
    tournament's name typed (all refused), then a CLI write, a window write, a kill: both stay."""
    _writes_survive_a_crash(tmp_path, tournament, typed=True)


def _writes_survive_a_crash(tmp_path: Path, tournament: Path, *, typed: bool) -> None:
    path = tournament
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FIGS_TD_SETTINGS_DIR=str(tmp_path / "ini"))
    env["PYTHONPATH"] = os.pathsep.join([str(HERE), env.get("PYTHONPATH", "")])
    proc = subprocess.Popen(  # noqa: S603
        [
            sys.executable,
            str(HERE / "window_process.py"),
            str(path),
            *(["--type-tournament"] if typed else []),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert proc.stdout is not None and proc.stdin is not None
        if typed:
            assert proc.stdout.readline().strip() == "refused 10"
        assert proc.stdout.readline().strip() == "dialogs 10"
        assert holds_lock(proc.pid, path)
        cli("players", "add", str(path), "Riga, Carlo")
        assert (tmp_path / "torneo.figs-wal").exists()
        proc.stdin.write("write\n")
        proc.stdin.flush()
        assert proc.stdout.readline().strip() == "written"
    finally:
        proc.send_signal(signal.SIGKILL)  # a crash: nothing is closed nor checkpointed
        proc.wait(10)
    assert surnames(path) == ["Bianchi", "Finestra", "Neri", "Riga", "Rossi", "Verdi"]


def test_opening_a_foreign_sqlite_file_leaves_it_untouched(window, tmp_path: Path) -> None:  # noqa: ANN001
    from figs_td.gui.window import errors

    folder = tmp_path / "altro"
    folder.mkdir()
    foreign = folder / "rubrica.figs"
    con = sqlite3.connect(foreign)
    con.execute("CREATE TABLE contatti (nome TEXT)")
    con.execute("INSERT INTO contatti VALUES ('Anna')")
    con.commit()
    con.close()
    before = hashlib.sha256(foreign.read_bytes()).hexdigest()
    window.open_path(str(foreign))
    assert window.session is None
    assert "non è un file di torneo" in errors.last_message[-1]
    assert hashlib.sha256(foreign.read_bytes()).hexdigest() == before
    assert sorted(p.name for p in folder.iterdir()) == ["rubrica.figs"]


def test_the_live_page_keeps_the_windows_lock(qtbot, window, tournament: Path) -> None:  # noqa: ANN001
    """The live page opens its own store on the window's file, in the window's process: opening
    it must not read the file with a descriptor of its own (that dropped the window's locks)."""
    import urllib.request

    from figs_td.gui.dialogs.publish_menu import start_live, stop_live

    path = tournament
    window.open_path(str(path))
    assert holds_lock(os.getpid(), path)
    url = start_live(window, lan=False, show=False)
    try:
        with urllib.request.urlopen(url, timeout=30) as page:  # noqa: S310 - our own server
            assert b"Open dei Lucchetti" in page.read()
        assert holds_lock(os.getpid(), path)
    finally:
        stop_live(window)
    assert holds_lock(os.getpid(), path)
    cli_then_window_write(qtbot, window, path)
