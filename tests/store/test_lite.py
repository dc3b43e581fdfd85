"""The thin SQLite path (``figs_td.store.lite``) of ``figs-td result`` / ``standings``: it opens
only a current, undamaged figs-td file in WAL mode (the full store opens everything else), and
writes exactly what the full store writes (the same rows, the same audit entries, the same
refusals, the same busy message)."""

from __future__ import annotations

import dataclasses
import hashlib
import os
import shutil
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from figs_td.core.model import Game, GameKind
from figs_td.errors import ConflictError, InputError, StoreError
from figs_td.services import results
from figs_td.services.standings import standings, standings_json
from figs_td.services.tournament import create_tournament, open_tournament
from figs_td.store import lite, migrations, open_store
from figs_td.store.lite import LiteStore, open_lite

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
PG_URL = os.environ.get("FIGS_TEST_PG_URL", "")

#: Round 1 by hand: table 1 Rossi–Verdi, 2 Bianchi–Neri, 3 Gialli–Blu, Viola has the bye.
NAMES = ["Rossi, Mario", "Bianchi, Luca", "Verdi, Anna", "Neri, Giò", "Gialli, Ugo", "Blu, Ada"]
NAMES += ["Viola, Eva"]


def _build(path: Path) -> None:
    with create_tournament(path, "Prova", "italo-svizzero", rounds=3, actor="setup") as s:
        with s.transaction(actor="setup") as tx:
            ids = [tx.players.add(*n.split(", ")).id for n in NAMES]
            tx.rounds.save_round(
                1,
                [
                    Game(1, 1, ids[0], ids[2]),
                    Game(1, 2, ids[1], ids[3]),
                    Game(1, 3, ids[4], ids[5]),
                    Game(1, None, ids[6], None, 50, None, GameKind.BYE),
                ],
            )


@pytest.fixture(scope="module")
def _template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("lite") / "prova.figs"
    _build(path)
    return path


@pytest.fixture
def figs(tmp_path: Path, _template: Path) -> Path:
    """A current tournament file: 7 players, round 1 paired (3 tables and a bye)."""
    path = tmp_path / "prova.figs"
    shutil.copyfile(_template, path)
    return path


def _rows(path: Path, sql: str) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# -------------------------------------------------------------------------------------------
# Which files the thin path opens


def test_the_thin_path_knows_the_current_schema() -> None:
    # A new migration: read lite.py's SQL against it, then raise lite.SCHEMA_VERSION.
    assert lite.SCHEMA_VERSION == migrations.latest_version()
    assert lite.APP_ID == migrations.APP_ID


def test_a_current_file_opens_on_the_thin_path(figs: Path) -> None:
    for purpose in ("result", "standings"):
        with open_tournament(figs, purpose=purpose) as s:
            assert isinstance(s, LiteStore)
            with s.read() as tx:
                assert tx.tournament.get().name == "Prova"
    with open_tournament(figs) as s:
        assert not isinstance(s, LiteStore)  # without a purpose: the full store
    with pytest.raises(ValueError):
        open_tournament(figs, purpose="swap")


def test_standings_only_is_read_only(figs: Path) -> None:
    with open_tournament(figs, purpose="standings") as s:
        with pytest.raises(RuntimeError, match="sola lettura"):
            with s.transaction(actor="x"):
                pass
    with open_tournament(figs, purpose="result") as s, s.transaction(actor="x") as tx:
        with pytest.raises(RuntimeError, match="annidata"):
            with s.transaction(actor="y"):
                pass
        tx.rounds.game(1, 1)


def test_an_older_schema_goes_to_the_full_store_which_upgrades_it(tmp_path: Path) -> None:
    path = tmp_path / "vecchio.figs"
    shutil.copyfile(FIXTURES / "schema_v1.figs", path)
    assert open_lite(path) is None
    with open_tournament(path, purpose="result") as s:
        assert not isinstance(s, LiteStore)
        change = results.enter_result(s, 1, 1, 400, 380, force=True, actor="banco")
    assert change.game.score_first == 400
    assert list(tmp_path.glob("vecchio.backup-*-v1.figs"))  # the full store's backup first
    version = _rows(path, "SELECT value FROM figs_meta WHERE key = 'schema_version'")
    assert version == [(str(migrations.latest_version()),)]
    with open_tournament(path, purpose="result") as s:  # now current: the thin path
        assert isinstance(s, LiteStore)
        assert results.game_at(s, 1, 1).score_first == 400


def test_a_newer_schema_is_refused_by_the_full_store(figs: Path) -> None:
    conn = sqlite3.connect(figs)
    conn.execute("UPDATE figs_meta SET value = '99' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    assert open_lite(figs) is None
    with pytest.raises(StoreError, match="versione più recente"):
        open_tournament(figs, purpose="standings")


def test_a_damaged_file_goes_to_the_full_store(figs: Path) -> None:
    with open_store(figs) as s:
        s.checkpoint("TRUNCATE")
    data = bytearray(figs.read_bytes())
    page = 4096
    assert len(data) > 3 * page
    data[2 * page : 3 * page] = b"\x55" * page  # a page of garbage: quick_check fails
    figs.write_bytes(bytes(data))
    assert open_lite(figs) is None
    with pytest.raises(StoreError, match="danneggiato"):
        open_tournament(figs, purpose="standings")


def test_a_foreign_sqlite_file_is_left_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "conti.figs"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE figs_meta (key TEXT, value TEXT)")  # looks like ours, is not
    conn.execute("INSERT INTO figs_meta VALUES ('app', 'contabilita')")
    conn.commit()
    conn.close()
    digest = _sha(path)
    assert open_lite(path) is None
    with pytest.raises(StoreError, match="non è un file di torneo"):
        open_tournament(path, purpose="result")
    assert _sha(path) == digest
    assert sorted(p.name for p in tmp_path.iterdir()) == ["conti.figs"]


def test_a_file_not_in_wal_mode_goes_to_the_full_store(figs: Path) -> None:
    conn = sqlite3.connect(figs)
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    assert open_lite(figs) is None
    with open_tournament(figs, purpose="result") as s:
        assert not isinstance(s, LiteStore)
    assert _rows(figs, "PRAGMA journal_mode") == [("wal",)]  # switched by the full store
    with open_tournament(figs, purpose="result") as s:
        assert isinstance(s, LiteStore)


def test_no_tournament_missing_or_empty_files_get_the_full_store_messages(tmp_path: Path) -> None:
    empty_schema = tmp_path / "vuoto.figs"
    open_store(empty_schema, create=True).close()
    zero = tmp_path / "zero.figs"
    zero.write_bytes(b"")
    cases = [
        (empty_schema, "non contiene ancora un torneo"),
        (zero, "è vuoto"),
        (tmp_path / "manca.figs", "non esiste"),
        (tmp_path, "è una cartella"),
    ]
    for path, message in cases:
        assert open_lite(path) is None
        with pytest.raises(StoreError, match=message):
            open_tournament(path, purpose="result")


@pytest.mark.postgres
def test_a_database_url_goes_to_the_full_store(tmp_path: Path) -> None:
    if not PG_URL:
        pytest.skip("FIGS_TEST_PG_URL non impostato: niente PostgreSQL")
    import uuid

    import psycopg

    schema = f"figs_{uuid.uuid4().hex[:12]}"
    admin = PG_URL.replace("postgresql+psycopg://", "postgresql://", 1)
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    url = f"{PG_URL}{'&' if '?' in PG_URL else '?'}options=-csearch_path%3D{schema}"
    try:
        create_tournament(url, "Prova", "italo-svizzero").close()
        assert open_lite(url) is None
        with open_tournament(url, purpose="standings") as s:
            assert not isinstance(s, LiteStore)
            assert standings(s) == []
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


# -------------------------------------------------------------------------------------------
# The same writes, the same refusals


def _plain(value: Any) -> Any:
    """A service's answer without the time of the write."""
    if isinstance(value, results.ResultChange):
        return dataclasses.replace(value, game=_plain(value.game))
    return dataclasses.replace(value, updated_at=None)


def _steps() -> list[tuple[str, Callable[[Any], Any]]]:
    """A desk's afternoon on round 1, as service calls."""
    return [
        ("enter", lambda s: results.enter_result(s, 1, 1, 420, 390, actor="banco-1")),
        ("same again", lambda s: results.enter_result(s, 1, 1, 420, 390, force=True)),
        (
            "correct",
            lambda s: results.enter_result(s, 1, 1, 421, 390, expected_version=2, actor="b-2"),
        ),
        (
            "started second",
            lambda s: results.enter_result(s, 1, 2, 380, 300, started=1, actor="banco-1"),
        ),
        (
            "double forfeit",
            lambda s: results.enter_result(s, 1, 3, 0, 0, kind="double_forfeit", actor="arb"),
        ),
        (
            "time loss",
            lambda s: results.enter_result(
                s, 1, 3, 300, -20, kind="time_loss", expected_version=2, actor="arb"
            ),
        ),
        ("clear", lambda s: results.clear_result(s, 1, 1, expected_version=3, actor="banco-1")),
        ("enter again", lambda s: results.enter_result(s, 1, 1, 400, 400, actor="banco-1")),
    ]


def test_the_thin_path_writes_what_the_full_store_writes(tmp_path: Path, figs: Path) -> None:
    other = tmp_path / "copia.figs"
    shutil.copyfile(figs, other)
    full = open_store(figs)
    thin = open_tournament(other, purpose="result")
    assert isinstance(thin, LiteStore)
    try:
        for name, step in _steps():
            assert _plain(step(thin)) == _plain(step(full)), name
        assert thin.last_changes == full.last_changes == {"games"}
    finally:
        full.close()
        thin.close()
    games = "SELECT * FROM game ORDER BY id"
    audit = "SELECT id, actor, action, entity, entity_key, old, new FROM audit ORDER BY id"
    assert [g[:-1] for g in _rows(figs, games)] == [g[:-1] for g in _rows(other, games)]
    assert _rows(figs, audit) == _rows(other, audit)
    actions = [r[2] for r in _rows(other, audit)][-8:]
    assert actions == [
        "result.enter",
        "result.correct",
        "game.swap_first",
        "result.enter",
        "result.enter",
        "result.correct",
        "result.clear",
        "result.enter",
    ]


def _refusal(store: Any, call: Callable[[Any], Any]) -> tuple[str, str]:
    try:
        call(store)
    except (InputError, ConflictError) as e:
        return type(e).__name__, str(e)
    raise AssertionError("not refused")


REFUSALS: list[Callable[[Any], Any]] = [
    lambda s: results.enter_result(s, 1, 1, 430, 390),  # a stored result, no version
    lambda s: results.enter_result(s, 1, 1, 430, 390, expected_version=1),  # stale
    lambda s: results.clear_result(s, 1, 1, expected_version=1),
    lambda s: results.enter_result(s, 1, 1, 430, 390, started=1, expected_version=1),
    lambda s: results.enter_result(s, 1, 9, 430, 390),
    lambda s: results.enter_result(s, 2, 1, 430, 390),
    lambda s: results.enter_result(s, 1, 2, -5, 390),
    lambda s: results.enter_result(s, 1, 2, 4500, 390),
    lambda s: results.enter_result(s, 1, 2, 400, 400, kind="forfeit"),
    lambda s: results.enter_result(s, 1, 2, 400, 300, kind="bye"),
    lambda s: results.enter_result(s, 1, 2, 400, 300, kind="vittoria"),
    lambda s: results.enter_result(s, 1, 2, 400, 300, started=2),
    lambda s: results.seat_at_table(s, 1, 2, "Nessuno"),
]


def test_the_same_refusals_word_for_word(figs: Path) -> None:
    with open_store(figs) as full:
        results.enter_result(full, 1, 1, 420, 390, actor="banco-1")
    with open_store(figs) as full, open_tournament(figs, purpose="result") as thin:
        assert isinstance(thin, LiteStore)
        for call in REFUSALS:
            assert _refusal(thin, call) == _refusal(full, call)
        kind, message = _refusal(thin, REFUSALS[1])
        assert kind == "ConflictError"
        assert "la partita è stata modificata nel frattempo da banco-1 il " in message
        assert "(ora 420-390, versione 1 → 2)" in message
        kind, message = _refusal(thin, REFUSALS[0])
        assert "c'è già il risultato 420-390 (inserito da banco-1 il " in message
    # Nothing was written by a refusal (the swap of the refused ``started=1`` included).
    assert _rows(figs, "SELECT first_id, score_first, version FROM game WHERE table_no = 1") == [
        (1, 420, 2)
    ]
    assert _rows(figs, "SELECT count(*) FROM audit WHERE entity = 'games'") == [(1,)]


def test_a_change_made_meanwhile_by_another_desk_is_named(figs: Path) -> None:
    with open_tournament(figs, purpose="result") as thin:
        seen = results.game_at(thin, 1, 2).version
        with open_store(figs) as other_desk:
            results.enter_result(other_desk, 1, 2, 350, 340, actor="banco-2")
        with pytest.raises(ConflictError, match="modificata nel frattempo da banco-2") as err:
            results.enter_result(thin, 1, 2, 400, 300, expected_version=seen, actor="banco-1")
        assert "ora 350-340, versione 1 → 2" in str(err.value)
        assert results.game_at(thin, 1, 2).score_first == 350


def test_standings_are_the_same_on_both_paths(figs: Path) -> None:
    with open_store(figs) as s:
        results.enter_result(s, 1, 1, 420, 390)
        results.enter_result(s, 1, 2, 300, 300)
        results.enter_result(s, 1, 3, 0, 0, kind="double_forfeit")
        with s.transaction() as tx:
            tx.players.withdraw(4, 2)
    with open_store(figs) as full, open_tournament(figs, purpose="standings") as thin:
        assert isinstance(thin, LiteStore)
        for kw in ({}, {"after_round": 0}, {"tiebreaks": "WESPA"}, {"tiebreaks": ["spread"]}):
            a = standings(full, **kw)  # type: ignore[arg-type]
            assert a == standings(thin, **kw), kw  # type: ignore[arg-type]
            assert standings_json(a) == standings_json(standings(thin, **kw))  # type: ignore[arg-type]
        # By hand (FIGS: points, Buchholz, spread): the bye is a win by 50 (no opponent:
        # Buchholz 0), Rossi beat Verdi by 30, Bianchi–Neri drew (Buchholz 1 each), Verdi lost
        # to a player on 2 points, Gialli and Blu both lost by forfeit (no spread).
        got = [(r.rank, r.name, r.tournament_points, r.buchholz, r.spread) for r in standings(thin)]
        assert got == [
            (1, "Viola Eva", 2, 0, 50),
            (2, "Rossi Mario", 2, 0, 30),
            (3, "Bianchi Luca", 1, 1, 0),
            (3, "Neri Giò", 1, 1, 0),
            (5, "Verdi Anna", 0, 2, -30),
            (6, "Gialli Ugo", 0, 0, 0),
            (6, "Blu Ada", 0, 0, 0),
        ]


def test_the_state_is_the_full_stores_object_for_object(figs: Path) -> None:
    """The thin store builds its players straight from the rows (``records.player_of``) and
    sorts its games in Python: the same state, object for object, as the full store's."""
    with open_store(figs) as s:
        results.enter_result(s, 1, 1, 420, 390)
        results.enter_result(s, 1, 3, 0, 0, kind="double_forfeit")
        with s.transaction() as tx:
            tx.players.withdraw(4, 2)
        with s.read() as tx:
            full = tx.state()
    with open_tournament(figs, purpose="standings") as thin, thin.read() as tx:
        assert isinstance(thin, LiteStore)
        state = tx.state()
    assert state == full
    assert [g.table for g in state.games] == [1, 2, 3, None]  # the order, byes last
    for mine, theirs in zip(state.games + state.players, full.games + full.players, strict=True):
        assert type(mine) is type(theirs) and vars(mine) == vars(theirs)
    assert state.games[2].kind is GameKind.DOUBLE_FORFEIT
    assert {p.name: p.withdrawn_from_round for p in state.players}["Neri Giò"] == 2


# -------------------------------------------------------------------------------------------
# Busy, locks and WAL


@pytest.fixture
def locked(figs: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The file while another process holds its write lock (a long import, say)."""
    monkeypatch.setattr(lite, "BUSY_TIMEOUT_MS", 400)
    holder = sqlite3.connect(figs, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("UPDATE game SET updated_at = 'x' WHERE id = 1")
    yield figs
    holder.execute("ROLLBACK")
    holder.close()


def test_a_blocked_writer_is_told_busy_not_damaged(locked: Path) -> None:
    with open_tournament(locked, purpose="result") as s:
        assert isinstance(s, LiteStore)
        start = time.monotonic()
        with pytest.raises(StoreError) as err:
            results.enter_result(s, 1, 2, 400, 300)
        assert time.monotonic() - start > 0.3  # waited for the other desk, then gave up
    msg = str(err.value)
    assert "il torneo è in uso da un'altra postazione" in msg and msg.endswith("riprovare")
    assert "danneggiato" not in msg


def test_readers_never_wait_for_a_writer(locked: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # No waiting allowed at all: a reader that needed the writer's lock would be told busy.
    monkeypatch.setattr(lite, "BUSY_TIMEOUT_MS", 0)
    with open_tournament(locked, purpose="standings") as s:
        assert isinstance(s, LiteStore)
        assert len(standings(s)) == 7


def test_the_wal_of_another_desk_is_kept(figs: Path) -> None:
    desk = sqlite3.connect(figs, isolation_level=None)  # another desk keeps the file open
    desk.execute("SELECT count(*) FROM game").fetchone()
    wal = figs.with_name(figs.name + "-wal")
    with open_tournament(figs, purpose="result") as s:
        results.enter_result(s, 1, 2, 400, 300, actor="banco-1")
    assert wal.exists()  # not checkpointed away nor deleted under the other desk
    assert desk.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert desk.execute("SELECT score_first FROM game WHERE table_no = 2").fetchone() == (400,)
    desk.close()


def test_an_error_inside_the_action_rolls_it_all_back(figs: Path) -> None:
    before = _rows(figs, "SELECT * FROM game ORDER BY id")
    with open_tournament(figs, purpose="result") as s:
        with pytest.raises(InputError, match="punteggio negativo"):
            results.enter_result(s, 1, 2, -1, 300, started=1)  # the swap is done first
    assert _rows(figs, "SELECT * FROM game ORDER BY id") == before
    assert _rows(figs, "SELECT count(*) FROM audit WHERE entity = 'games'") == [(0,)]


def test_the_update_itself_checks_the_version_read(
    figs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Belt and braces: were the row changed between the read and the UPDATE, the UPDATE (guarded
    by the version read) changes nothing and the action is refused, on both paths alike."""
    from figs_td.store.facades.rounds import RoundsFacade
    from figs_td.store.lite import LiteRounds

    with open_store(figs) as s:
        results.enter_result(s, 1, 1, 420, 390, actor="banco-2")
    messages = []
    for facade, opener in ((LiteRounds, "result"), (RoundsFacade, "")):
        real = facade._game_at

        def stale(self: Any, number: int, table: int, real: Any = real) -> Any:
            game = real(self, number, table)
            return dataclasses.replace(game, version=game.version - 1)  # read before banco-2

        monkeypatch.setattr(facade, "_game_at", stale)
        with open_tournament(figs, purpose=opener) as s:
            with pytest.raises(ConflictError, match="modificata nel frattempo da banco-2") as e:
                results.enter_result(s, 1, 1, 400, 380, force=True)
            messages.append(str(e.value))
    assert messages[0] == messages[1]
    assert _rows(figs, "SELECT score_first, version FROM game WHERE table_no = 1") == [(420, 2)]
