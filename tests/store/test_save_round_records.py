"""``tx.rounds.save_round`` returns the games it inserted without reading them back whole: they
must be exactly what :meth:`games` reads afterwards (ids, order, kinds, versions, dates), on
SQLite and PostgreSQL, with a bye, results already in the games (an import) and tables saved
out of order."""

from __future__ import annotations

from conftest import add_players

from figs_td.core.model import Game, GameKind


def test_saved_records_are_what_a_fresh_read_gives(store) -> None:  # noqa: ANN001
    ids = add_players(store, [f"Cognome{i}, Nome" for i in range(7)])
    first_round = [
        Game(1, 3, ids[4], ids[5]),
        Game(1, 1, ids[0], ids[1], 400, 350, GameKind.NORMAL),
        Game(1, None, ids[6], None, kind=GameKind.BYE),
        Game(1, 2, ids[2], ids[3], 0, 50, GameKind.FORFEIT),
    ]
    with store.transaction(actor="test") as tx:
        tx.rounds.save_round(
            1, [Game(1, 1, ids[0], ids[6]), Game(1, None, ids[1], None, kind=GameKind.BYE)]
        )
        tx.rounds.delete_last_round(force=True)
    with store.transaction(actor="test") as tx:
        saved = tx.rounds.save_round(1, first_round, meta={"seed": 1})
    with store.read() as tx:
        again = tx.rounds.games(1)
    assert saved == again
    assert [vars(r) for r in saved] == [vars(r) for r in again]
    # By table, the bye last; the ids are the stored ones (not 1, 2, 3… of a fresh file).
    assert [(r.table, r.first) for r in saved] == [
        (1, ids[0]), (2, ids[2]), (3, ids[4]), (None, ids[6])
    ]  # fmt: skip
    assert saved[0].score_first == 400 and saved[1].kind is GameKind.FORFEIT
    assert all(r.version == 1 and r.time_loss is None for r in saved)


def test_the_trail_keeps_how_the_round_was_paired_and_every_game(store) -> None:  # noqa: ANN001
    """The audit entry of a paired round: who, the seed and system, every game; the tables'
    explanations stay in the round's own row (not written twice)."""
    ids = add_players(store, [f"Cognome{i}, Nome" for i in range(3)])
    meta = {
        "seed": 7,
        "system": "italo-svizzero",
        "notes": ["Riposo a Cognome2 Nome"],
        "tables": {"1": {"reason": "primo turno a sorteggio (seme 7)", "first_reason": ""}},
    }
    with store.transaction(actor="banco 1") as tx:
        tx.rounds.save_round(
            1,
            [Game(1, 1, ids[0], ids[1]), Game(1, None, ids[2], None, kind=GameKind.BYE)],
            meta=meta,
        )
    with store.read() as tx:
        entry = tx.audit.latest(entity="rounds", key=1, actions=("round.pair",))
        kept = tx.rounds.info(1).meta
    assert entry is not None and entry.actor == "banco 1"
    assert entry.new["meta"] == {
        "seed": 7,
        "system": "italo-svizzero",
        "notes": ["Riposo a Cognome2 Nome"],
    }
    assert entry.new["games"] == [[1, ids[0], ids[1], "normal"], [None, ids[2], None, "bye"]]
    assert kept["tables"] == meta["tables"]


def test_kept_games_after_saving_are_a_fresh_read(store, target: str) -> None:  # noqa: ANN001
    """The games the store keeps after ``save_round`` (the core games given, shared, or made
    from the rows written when they are not core games with a ``GameKind``) equal what a store
    opened afresh reads: same order (tables, then the bye), same values and types; and
    ``last_number`` (one plain query) follows the rounds saved and deleted."""
    from figs_td.store import open_store

    ids = add_players(store, [f"Cognome{i}, Nome" for i in range(5)])
    given = [
        Game(1, 2, ids[2], ids[3]),
        Game(1, None, ids[4], None, kind=GameKind.BYE),
        Game(1, 1, ids[0], ids[1], 410, 380),
    ]
    # Round 2 given with the kinds as text: its kept games are rebuilt from the rows written.
    as_text = [
        Game(2, 1, ids[4], ids[0], kind="normal"),  # type: ignore[arg-type]
        Game(2, None, ids[1], None, kind="bye"),  # type: ignore[arg-type]
        Game(2, 2, ids[2], ids[3], kind="normal"),  # type: ignore[arg-type]
    ]
    with store.read() as tx:
        assert tx.rounds.last_number() == 0
        tx.state()  # read and kept
    for number, games in ((1, given), (2, as_text)):
        with store.transaction(actor="test") as tx:
            tx.rounds.save_round(number, games)
            assert tx.rounds.last_number() == number
            inside = tx.state()
        other = open_store(target)
        try:
            with other.read() as tx:
                fresh = tx.state()
        finally:
            other.close()
        with store.read() as tx:
            kept = tx.state()
        assert kept == fresh == inside
        assert [type(g.kind) for g in kept.games] == [GameKind] * len(kept.games)
        assert [(g.round, g.table) for g in kept.games if g.round == number] == [
            (number, 1), (number, 2), (number, None)
        ]  # fmt: skip
    with store.transaction(actor="test") as tx:
        tx.rounds.delete_last_round(force=True)
        assert tx.rounds.last_number() == 1


def test_state_with_the_tournament_given_equals_state(store) -> None:  # noqa: ANN001
    """``tx.state(info)`` (the tournament the caller has just read) is ``tx.state()``."""
    add_players(store, [f"Cognome{i}, Nome" for i in range(3)])
    with store.transaction(actor="test") as tx:
        tx.tournament.set_setting("pairing.draw", "rating")
        info = tx.tournament.get()
        assert tx.state(info) == tx.state()
