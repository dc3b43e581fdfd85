"""The standings service's written-out shortcuts give what the core's definitions give."""

from __future__ import annotations

import itertools

from figs_td.core.model import Game, GameKind, Player, TournamentState
from figs_td.services.standings import _incomplete_rounds


def test_incomplete_rounds_follow_has_result() -> None:
    games = []
    combos = itertools.product(
        GameKind, (None, 2), ((None, None), (300, None), (None, 300), (300, 250))
    )
    for rnd, (kind, second, (a, b)) in enumerate(combos, start=1):
        games.append(Game(rnd, 1 if second else None, 1, second, a, b, kind))
    state = TournamentState(players=[Player(1, "A"), Player(2, "B")], games=games)
    expected = {g.round for g in games if not g.has_result}
    assert _incomplete_rounds(state) == expected
    # By hand: a played normal game with a score missing waits; a bye never does.
    # (combinations in order: kind, then bye/played, then the scores; 8 per kind)
    assert 1 not in expected  # normal bye
    assert {5, 6, 7} <= expected  # normal, played, a score missing
    assert 8 not in expected  # normal, played, 300-250
    assert not expected & set(range(25, 33))  # double forfeits: a result without scores
    assert all(g.second is not None for g in games if g.round in expected)


def test_collector_paused_only_during_the_standings() -> None:
    import gc

    from figs_td.services.standings import _without_gc_passes, standings_of

    state = TournamentState(
        players=[Player(1, "A"), Player(2, "B")], games=[Game(1, 1, 1, 2, 400, 300)]
    )
    assert gc.isenabled()
    with _without_gc_passes():
        assert not gc.isenabled()
    assert gc.isenabled()
    rows = standings_of(state, "FIGS")
    assert [(r.player_id, r.rank, r.points) for r in rows] == [(1, 1, 400), (2, 2, 300)]
    assert gc.isenabled()
    gc.disable()
    try:
        with _without_gc_passes():
            pass
        assert not gc.isenabled()  # left off as it was
    finally:
        gc.enable()
    try:
        with _without_gc_passes():
            raise ValueError("errore nel calcolo")
    except ValueError:
        pass
    assert gc.isenabled()
