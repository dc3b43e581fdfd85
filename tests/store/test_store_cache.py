"""The players and games a store keeps between transactions (store/_cache.py): never stale.

Whatever happens — another store object or process writing the same file, any write of the
store itself, a transaction rolled back — ``tx.state()`` must equal what a store opened afresh
reads. Runs on SQLite and, when ``FIGS_TEST_PG_URL`` is set, on PostgreSQL (which keeps nothing,
and must be just as right).
"""

from __future__ import annotations

import random
import sqlite3

import pytest

from figs_td.core.model import Game, GameKind, TournamentState
from figs_td.services import results
from figs_td.services.standings import standings
from figs_td.store import open_store


def add_players(store, names: list[str]) -> list[int]:  # noqa: ANN001
    with store.transaction(actor="test") as tx:
        return [tx.players.add(*n.split(", ")).id for n in names]


def _fresh(target: str) -> TournamentState:
    other = open_store(target)
    try:
        with other.read() as tx:
            return tx.state()
    finally:
        other.close()


def _state(store) -> TournamentState:  # noqa: ANN001
    with store.read() as tx:
        return tx.state()


def _paired(store, n: int = 8) -> list[int]:  # noqa: ANN001
    ids = add_players(store, [f"Giocatore{i}, Nome" for i in range(n)])
    with store.transaction(actor="test") as tx:
        tx.rounds.save_round(1, [Game(1, t + 1, ids[2 * t], ids[2 * t + 1]) for t in range(n // 2)])
    return ids


def _score(state: TournamentState, table: int) -> tuple[int | None, int | None]:
    (g,) = [g for g in state.games if g.round == 1 and g.table == table]
    return g.score_first, g.score_second


def test_another_store_writing_is_seen(store, target: str) -> None:  # noqa: ANN001
    _paired(store)
    assert _score(_state(store), 1) == (None, None)  # read (and kept, on SQLite)
    other = open_store(target)
    try:
        results.enter_result(other, 1, 1, 400, 300, actor="banco2")
        with other.transaction(actor="banco2") as tx:
            tx.players.update(tx.players.list()[0].id, surname="Cambiato")
    finally:
        other.close()
    state = _state(store)
    assert _score(state, 1) == (400, 300)
    assert state.players[0].name.startswith("Cambiato")
    assert state == _fresh(target)
    rows = standings(store, after_round=1)
    assert rows[0].points == 400  # the winner of table 1 leads on spread (+100)


def test_another_connection_writing_is_seen(tmp_path, _template) -> None:  # noqa: ANN001
    """Another process: a plain sqlite3 connection writes the file."""
    import shutil

    path = tmp_path / "t.figs"
    shutil.copyfile(_template, path)
    store = open_store(path)
    try:
        _paired(store)
        assert _score(_state(store), 2) == (None, None)
        db = sqlite3.connect(path)
        with db:
            db.execute(
                "UPDATE game SET score_first = 350, score_second = 351, version = version + 1 "
                "WHERE round = 1 AND table_no = 2"
            )
        db.close()
        assert _score(_state(store), 2) == (350, 351)
    finally:
        store.close()


def test_result_then_state_reads_no_game_back(tmp_path, _template) -> None:  # noqa: ANN001
    """SQLite: after a result the state comes from what the store keeps (no SELECT of the
    games or the players), and equals what a fresh store reads."""
    import shutil

    path = tmp_path / "t.figs"
    shutil.copyfile(_template, path)
    store = open_store(path)
    try:
        _paired(store)
        _state(store)
        results.enter_result(store, 1, 3, 410, 390, actor="test")
        seen: list[str] = []
        with store.read() as tx:
            conn = tx.session.connection().connection.dbapi_connection
            conn.set_trace_callback(seen.append)
            try:
                state = tx.state()
            finally:
                conn.set_trace_callback(None)
        assert _score(state, 3) == (410, 390)
        assert not [s for s in seen if "FROM game" in s or "FROM player" in s], seen
        assert state == _fresh(str(path))
    finally:
        store.close()


def test_rolled_back_result_leaves_nothing(store, target: str) -> None:  # noqa: ANN001
    _paired(store)
    _state(store)
    with pytest.raises(RuntimeError, match="annullata"), store.transaction(actor="t") as tx:
        tx.rounds.set_result(1, 1, 420, 380)
        # Inside the transaction its own result is seen …
        assert _score(tx.state(), 1) == (420, 380)
        raise RuntimeError("azione annullata")
    # … and after the rollback it is gone, for this store and any other.
    assert _score(_state(store), 1) == (None, None)
    assert _state(store) == _fresh(target)
    results.enter_result(store, 1, 1, 300, 200, actor="t")
    assert _score(_state(store), 1) == (300, 200)


def test_rolled_back_other_write_leaves_nothing(store, target: str) -> None:  # noqa: ANN001
    _paired(store)
    _state(store)
    with pytest.raises(RuntimeError), store.transaction(actor="t") as tx:
        tx.rounds.set_result(1, 2, 420, 380)
        tx.players.update(tx.players.list()[1].id, surname="Annullato")
        state = tx.state()
        assert _score(state, 2) == (420, 380)
        assert state.players[1].name.startswith("Annullato")
        raise RuntimeError
    state = _state(store)
    assert _score(state, 2) == (None, None)
    assert not state.players[1].name.startswith("Annullato")
    assert state == _fresh(target)


def test_every_write_is_seen(store, target: str) -> None:  # noqa: ANN001
    """A random sequence of the store's writes; after each, the state equals a fresh read."""
    ids = _paired(store, 10)
    rng = random.Random(19)
    for step in range(40):
        what = rng.choice(["result", "result", "clear", "swap", "first", "player", "forfeit"])
        table = rng.randint(1, 5)
        with store.transaction(actor="t") as tx:
            if what == "result":
                tx.rounds.set_result(1, table, rng.randint(200, 500), rng.randint(200, 500))
            elif what == "forfeit":
                tx.rounds.set_result(1, table, 0, 0, kind=GameKind.DOUBLE_FORFEIT)
            elif what == "clear":
                tx.rounds.clear_result(1, table)
            elif what == "first":
                tx.rounds.swap_first(1, table)
            elif what == "swap":
                free = [g for g in tx.rounds.games(1) if g.score_first is None]
                if len(free) >= 2:
                    a, b = rng.sample(free, 2)
                    tx.rounds.swap_players(1, a.first, b.first)
            else:
                tx.players.update(rng.choice(ids), club=f"Circolo {step}")
        assert _state(store) == _fresh(target), (step, what)
        if step % 10 == 9:  # the round deleted and paired again (other seats)
            with store.transaction(actor="t") as tx:
                tx.rounds.delete_last_round(force=True)
            assert _state(store).games == []
            assert _state(store) == _fresh(target), (step, "deleted")
            with store.transaction(actor="t") as tx:
                tx.rounds.save_round(
                    1, [Game(1, t + 1, ids[2 * t + 1], ids[2 * t]) for t in range(5)]
                )
            assert _state(store) == _fresh(target), (step, "paired again")


def test_unchanged_file_is_not_read_again(store, target: str) -> None:  # noqa: ANN001
    """Two reads with nothing written in between: the second reads no player row (the games
    come through the driver's own cursor, untraced here; their turn is checked by the score)
    (SQLite: same connection and data_version; PostgreSQL: same fingerprint); a write by
    another desk in between, and the rows are read again."""
    from sqlalchemy import event

    _paired(store)
    seen: list[str] = []

    def trace(conn, cursor, statement, *args) -> None:  # noqa: ANN001
        seen.append(statement)

    def rows_read() -> list[str]:
        return [s for s in seen if "FROM game ORDER BY" in s or "FROM player ORDER BY" in s]

    first = _state(store)
    event.listen(store.engine, "before_cursor_execute", trace)
    try:
        second = _state(store)
        assert second == first
        assert rows_read() == []
        other = open_store(target)
        try:
            results.enter_result(other, 1, 4, 333, 222, actor="banco2")
        finally:
            other.close()
        third = _state(store)
        assert _score(third, 4) == (333, 222)
        assert "FROM player ORDER BY" in " ".join(rows_read())
    finally:
        event.remove(store.engine, "before_cursor_execute", trace)
