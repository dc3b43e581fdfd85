"""A plain copy of the ``.figs`` file alone (file manager, USB stick), taken at a quiet moment
while a window holds the tournament open and other desks write, holds every committed result:
each committed action is folded from ``-wal`` into the file (issue 24, item 5)."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

from conftest import child_env

from figs_td.core.model import Game
from figs_td.store import NewPlayer, open_store

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent


def _setup(path: Path, tables: int) -> None:
    from figs_td.services.tournament import create_tournament

    create_tournament(path, "Copia", "italo-svizzero", rounds=3, actor="test").close()
    with open_store(path) as store, store.transaction(actor="setup") as tx:
        recs = tx.players.add_many([NewPlayer(f"Giocatore{i:03d}") for i in range(2 * tables)])
        ids = [r.id for r in recs]
        tx.rounds.save_round(1, [Game(1, t + 1, ids[2 * t], ids[2 * t + 1]) for t in range(tables)])


def _results_in(copy: Path) -> dict[int, tuple[int, int]]:
    conn = sqlite3.connect(copy)
    try:
        rows = conn.execute(
            "SELECT table_no, score_first, score_second FROM game "
            "WHERE round = 1 AND score_first IS NOT NULL"
        ).fetchall()
    finally:
        conn.close()
    return {t: (a, b) for t, a, b in rows}


def test_copy_of_the_figs_alone_holds_every_result_of_every_desk(tmp_path: Path) -> None:
    path = tmp_path / "torneo.figs"
    _setup(path, 12)
    # The window: the tournament open in this process (its connections keep the -wal alive),
    # with a reader going on in a thread like the live server's pages.
    window = open_store(path)
    stop = threading.Event()

    def serve_like() -> None:
        from figs_td.services.standings import standings

        while not stop.is_set():
            standings(window)

    reader = threading.Thread(target=serve_like)
    reader.start()
    try:
        go = tmp_path / "go"
        go.touch()
        # Two desks on the full store (separate processes), one CLI desk on the thin path.
        desks = [
            subprocess.Popen(
                [
                    sys.executable,
                    str(HERE / "store_writer.py"),
                    "results",
                    str(path),
                    a,
                    b,
                    str(go),
                ],
                env=child_env(),
                stderr=subprocess.PIPE,
                text=True,
            )
            for a, b in (("1", "4"), ("5", "8"))
        ]
        for table in range(9, 12):
            cli = subprocess.run(
                [sys.executable, "-m", "figs_td", "result", str(path), "--round", "1"]
                + ["--table", str(table), "--score", f"{300 + table}-200"],
                env=child_env(),
                capture_output=True,
                text=True,
                timeout=120,
            )
            assert cli.returncode == 0, cli.stderr
        for p in desks:
            _, err = p.communicate(timeout=120)
            assert p.returncode == 0, err
        # And the window itself enters one.
        from figs_td.services.results import enter_result

        enter_result(window, 1, 12, 312, 200, actor="finestra")
    finally:
        stop.set()
        reader.join()
    # The quiet moment: the window still holds the file, its -wal is still there and not empty.
    wal = Path(f"{path}-wal")
    assert wal.is_file() and wal.stat().st_size > 0
    usb = tmp_path / "chiavetta"
    usb.mkdir()
    shutil.copyfile(path, usb / "torneo.figs")  # the .figs alone, no -wal
    window.close()
    assert _results_in(usb / "torneo.figs") == {t: (300 + t, 200) for t in range(1, 13)}
    with open_store(usb / "torneo.figs") as copy, copy.read() as tx:
        actors = [e.actor for e in tx.audit.entries() if e.action == "result.enter"]
    assert sorted(a.split(":")[0] for a in actors) == sorted(
        ["desk-1"] * 4 + ["desk-5"] * 4 + ["cli"] * 3 + ["finestra"]
    )


def test_frames_held_back_by_a_reader_are_folded_when_its_read_ends(tmp_path: Path) -> None:
    """A result committed while another desk reads an older snapshot cannot be folded by the
    writer (the reader may still need the old pages); the reader folds it when it is done, so
    the quiet moment after both is complete too."""
    from figs_td.services.results import enter_result

    path = tmp_path / "torneo.figs"
    _setup(path, 2)
    reader, writer = open_store(path), open_store(path)
    try:
        with reader.read() as tx:
            assert tx.rounds.game(1, 1).score_first is None  # the reader's snapshot
            enter_result(writer, 1, 1, 401, 200, actor="desk")
            usb = tmp_path / "durante.figs"
            shutil.copyfile(path, usb)
            assert _results_in(usb) == {}  # held back while the reader reads
        shutil.copyfile(path, tmp_path / "dopo.figs")
        assert Path(f"{path}-wal").stat().st_size > 0  # both desks still open
        assert _results_in(tmp_path / "dopo.figs") == {1: (401, 200)}
    finally:
        reader.close()
        writer.close()
