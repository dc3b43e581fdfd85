"""Two desks (threads, each with its own connection pool) correcting the same game at once with
forfeits, time losses and corrections, on SQLite and PostgreSQL: zero silent overwrites.

Each desk reads the game, decides a new result from what it saw, and writes it with the version
it read. Whatever the interleaving, every accepted change must be based on the version that was
current (the audit trail forms one chain: each correction's ``old`` is the previous ``new``),
and every refusal is a ConflictError naming the other desk.
"""

from __future__ import annotations

import random
import threading

from conftest import add_players

from figs_td.core.model import Game
from figs_td.errors import ConflictError
from figs_td.services import results
from figs_td.store import open_store

ROUNDS_PER_DESK = 25


def _desk(target: str, name: str, seed: int, log: list[tuple[str, int, str]], go) -> None:  # noqa: ANN001
    rng = random.Random(seed)
    store = open_store(target)
    go.wait()
    try:
        for _ in range(ROUNDS_PER_DESK):
            seen = results.game_at(store, 1, 1)  # what this desk shows
            what = rng.choice(["result", "forfeit", "time_loss"])
            try:
                if what == "result":
                    results.enter_result(
                        store,
                        1,
                        1,
                        rng.randint(250, 500),
                        rng.randint(250, 500),
                        expected_version=seen.version,
                        actor=name,
                    )
                elif what == "forfeit":
                    results.enter_forfeit(
                        store, 1, 1, rng.choice([0, 1]), expected_version=seen.version, actor=name
                    )
                else:
                    results.enter_time_loss(
                        store,
                        1,
                        1,
                        (rng.randint(200, 400), rng.randint(200, 400)),
                        flagged=rng.choice([0, 1]),
                        overtime_s=(60, 60),
                        expected_version=seen.version,
                        actor=name,
                    )
                log.append((name, seen.version, "ok"))
            except ConflictError as e:
                log.append((name, seen.version, str(e)))
    finally:
        store.close()


def test_two_desks_on_the_same_game_never_overwrite_silently(store, target: str) -> None:  # noqa: ANN001
    a, b = add_players(store, ["Rossi, Anna", "Bianchi, Bruno"])
    with store.transaction(actor="setup") as tx:
        tx.rounds.save_round(1, [Game(1, 1, a, b)])
    log: list[tuple[str, int, str]] = []
    go = threading.Barrier(2)
    desks = [
        threading.Thread(target=_desk, args=(target, f"banco-{i}", i, log, go)) for i in (1, 2)
    ]
    for t in desks:
        t.start()
    for t in desks:
        t.join(120)
    accepted = [(name, v) for name, v, outcome in log if outcome == "ok"]
    refused = [(name, outcome) for name, _v, outcome in log if outcome != "ok"]
    assert len(log) == 2 * ROUNDS_PER_DESK
    assert accepted and refused  # the desks did get in each other's way
    for name, message in refused:
        other = "banco-2" if name == "banco-1" else "banco-1"
        assert "modificata nel frattempo da " + other in message
    # The audit trail is one chain: each correction starts from the previous result.
    with store.read() as tx:
        entries = [
            e for e in tx.audit.entries() if e.key == "1/1" and e.action.startswith("result.")
        ]
    # Every stored version is one audited change (an identical re-entry changes nothing) …
    final = results.game_at(store, 1, 1)
    assert len(entries) == final.version - 1 <= len(accepted)
    assert entries[0].action == "result.enter" and entries[0].old is None
    # … and each one starts from the result the previous one left: nothing was overwritten.
    for prev, cur in zip(entries, entries[1:], strict=False):
        assert cur.action == "result.correct"
        assert cur.old == prev.new
