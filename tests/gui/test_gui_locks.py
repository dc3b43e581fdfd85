"""The blocker of issue 13: with a tournament open, the window's file dialogs must not drop the
process's POSIX locks on the database (Qt reading ``torneo.figs``/``-wal``/``-shm`` to guess their
type closes a second descriptor, which releases every lock of the process). Without the locks a
CLI call on the same file believes it is the last user and deletes the WAL the window still
writes into: the window's later writes vanish after a crash."""

from __future__ import annotations

import hashlib
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from gui_helpers import answer_file_dialog

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
    cli("new", str(path), "--name", "Open dei Lucchetti", "--system", "italo-svizzero")
    for name in ("Rossi, Mario", "Bianchi, Anna", "Verdi, Luca", "Neri, Sara"):
        cli("players", "add", str(path), name)
    cli("pair", str(path), "--seed", "1")


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


def test_every_file_dialog_keeps_the_lock(qtbot, window, tmp_path: Path) -> None:  # noqa: ANN001
    from window_process import dialog_openers

    path = tmp_path / "torneo.figs"
    make_tournament(path)
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
    cli("players", "add", str(path), "Riga, Carlo")  # another process writes…
    assert (tmp_path / "torneo.figs-wal").exists()  # …and leaves the WAL in use alone
    panel = window.panels["players"]
    window.tabs.setCurrentWidget(panel)
    qtbot.keyClicks(panel.q_surname, "Finestra")
    qtbot.keyClicks(panel.q_given, "Franca")
    from PySide6.QtCore import Qt

    qtbot.keyClick(panel.q_given, Qt.Key.Key_Return)
    window.close_tournament()
    assert surnames(path) == ["Bianchi", "Finestra", "Neri", "Riga", "Rossi", "Verdi"]


def test_cli_and_window_writes_survive_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "torneo.figs"
    make_tournament(path)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FIGS_TD_SETTINGS_DIR=str(tmp_path / "ini"))
    env["PYTHONPATH"] = os.pathsep.join([str(HERE), env.get("PYTHONPATH", "")])
    proc = subprocess.Popen(  # noqa: S603
        [sys.executable, str(HERE / "window_process.py"), str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert proc.stdout is not None and proc.stdin is not None
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
    from figs_td.gui import errors

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
