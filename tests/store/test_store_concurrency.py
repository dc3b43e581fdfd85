"""Several desks at once: two processes entering 200 results each (nothing lost), conflicts on the
same game, and a SIGKILL in the middle of a 10,000-row import (the file stays exactly as before)."""

from __future__ import annotations

import hashlib
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from conftest import child_env

from figs_td.core.model import Game
from figs_td.errors import ConflictError
from figs_td.store import NewPlayer, open_store

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent


def _env() -> dict[str, str]:
    return child_env()


def _round_of(store, tables: int) -> None:  # noqa: ANN001
    with store.transaction(actor="setup") as tx:
        recs = tx.players.add_many([NewPlayer(f"Giocatore{i:04d}") for i in range(2 * tables)])
        ids = [r.id for r in recs]
        tx.rounds.save_round(1, [Game(1, t + 1, ids[2 * t], ids[2 * t + 1]) for t in range(tables)])


def test_two_processes_200_results_each(target: str, store, tmp_path: Path) -> None:
    _round_of(store, 400)
    go = tmp_path / "go"
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                str(HERE / "store_writer.py"),
                "results",
                target,
                str(a),
                str(b),
                str(go),
            ],
            env=_env(),
            stderr=subprocess.PIPE,
            text=True,
        )
        for a, b in ((1, 200), (201, 400))
    ]
    time.sleep(1.0)  # let both start and open the store
    go.touch()
    for p in procs:
        _, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
    with store.read() as tx:
        games = tx.rounds.games(1)
        entries = [e for e in tx.audit.entries(entity="games") if e.action == "result.enter"]
    assert [(g.table, g.score_first, g.score_second, g.version) for g in games] == [
        (t, 300 + t, 200, 2) for t in range(1, 401)
    ]
    assert sorted(e.actor for e in entries) == ["desk-1"] * 200 + ["desk-201"] * 200


def test_concurrent_change_of_the_same_game_is_a_conflict(target: str, store) -> None:
    """Desk 1 holds an uncommitted change; desk 2 changes the same game from the version it read:
    desk 2 waits, then gets a ConflictError instead of overwriting."""
    _round_of(store, 2)
    other = open_store(target)
    outcome: list[object] = []
    try:
        with store.read() as tx:
            seen = tx.rounds.game(1, 1).version
        started = threading.Event()

        def desk2() -> None:
            started.wait(10)
            try:
                with other.transaction(actor="desk-2") as tx:
                    tx.rounds.set_result(1, 1, 333, 222, expected_version=seen)
                outcome.append("saved")
            except ConflictError as e:
                outcome.append(e)

        t = threading.Thread(target=desk2)
        t.start()
        with store.transaction(actor="desk-1") as tx:
            tx.rounds.set_result(1, 1, 444, 111, expected_version=seen)
            started.set()
            time.sleep(0.5)  # desk 2 tries meanwhile
        t.join(30)
    finally:
        other.close()
    assert len(outcome) == 1 and isinstance(outcome[0], ConflictError)
    assert "modificata nel frattempo" in str(outcome[0])
    with store.read() as tx:
        g = tx.rounds.game(1, 1)
    assert (g.score_first, g.score_second, g.version) == (444, 111, seen + 1)


def test_different_games_at_the_same_time_both_succeed(target: str, store) -> None:
    _round_of(store, 2)
    other = open_store(target)
    try:
        with store.read() as tx:
            v1, v2 = tx.rounds.game(1, 1).version, tx.rounds.game(1, 2).version
        with other.transaction(actor="desk-2") as tx:
            tx.rounds.set_result(1, 2, 300, 301, expected_version=v2)
        with store.transaction(actor="desk-1") as tx:
            tx.rounds.set_result(1, 1, 410, 390, expected_version=v1)
    finally:
        other.close()
    with store.read() as tx:
        assert [(g.score_first, g.score_second) for g in tx.rounds.games(1)] == [
            (410, 390),
            (300, 301),
        ]


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_sigkill_during_a_10000_row_import_leaves_the_file_as_before(tmp_path: Path) -> None:
    from figs_td.services.tournament import create_tournament

    figs = tmp_path / "torneo.figs"
    with create_tournament(figs, "Prova", "italo-svizzero") as store:
        with store.transaction() as tx:
            tx.players.add("Rossi", "Mario")
    before = _sha(figs)
    src = tmp_path / "diecimila.csv"
    src.write_text(
        "cognome;nome;rating\n"
        + "".join(f"Cognome{i};Nome{i};{1000 + i % 900}\n" for i in range(10_000)),
        encoding="utf-8",
    )
    proc = subprocess.Popen(
        [sys.executable, str(HERE / "store_writer.py"), "import", str(figs), str(src)],
        env=_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        assert line.startswith("ROWS 10000"), proc.stderr.read() if proc.stderr else ""
        wal = Path(f"{figs}-wal")
        assert wal.exists() and wal.stat().st_size > 100_000  # the rows really were written
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        for pipe in (proc.stdout, proc.stderr):
            if pipe:
                pipe.close()
    assert _sha(figs) == before  # the tournament file itself was never touched
    with open_store(figs) as store, store.read() as tx:
        assert [p.name for p in tx.players.list()] == ["Rossi Mario"]
        assert [e.action for e in tx.audit.entries()] == ["tournament.create", "player.add"]
        with store.engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA integrity_check").scalar() == "ok"
