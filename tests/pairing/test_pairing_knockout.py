"""Eliminazione diretta and the championship format (domain.md §7)."""

from __future__ import annotations

import pytest
from pairing_helpers import players, state_of

from figs_td.core.model import Game, TournamentState
from figs_td.core.pairing import PairingError, PairingOptions, find_system
from figs_td.core.pairing.knockout import bracket_order, build_bracket

KO = find_system("knockout")


def test_standard_bracket_order() -> None:
    assert bracket_order(2) == [1, 2]
    assert bracket_order(4) == [1, 4, 2, 3]
    assert bracket_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    # 1 and 2 in opposite halves; 1–4 in different quarters for 16.
    order = bracket_order(16)
    assert order[:8].count(1) == 1 and 2 in order[8:]
    assert {1, 2, 3, 4} == {order[0], order[4], order[8], order[12]}


def _higher_seed_wins(state: TournamentState, rp) -> None:  # type: ignore[no-untyped-def]
    for t in rp.tables:
        lo, hi = sorted((t.first, t.second))  # lower id = higher seed (players() order)
        sf = 400 if t.first == lo else 300
        state.games.append(Game(rp.round, t.table, t.first, t.second, sf, 700 - sf))


def test_six_players_byes_to_top_seeds_and_third_place() -> None:
    state = state_of(players(6))
    opts = PairingOptions(settings={"knockout": {"third_place": True}})
    r1 = KO.pair(state, 1, opts)
    # Bracket of 8: 1–(8) bye, 4–5, 2–(7) bye, 3–6.
    assert {frozenset((t.first, t.second)) for t in r1.tables} == {
        frozenset((4, 5)),
        frozenset((3, 6)),
    }
    assert set(r1.idle) == {1, 2} and r1.byes == ()
    _higher_seed_wins(state, r1)
    r2 = KO.pair(state, 2, opts)
    # Semifinals: 1–4, 2–3.
    assert {frozenset((t.first, t.second)) for t in r2.tables} == {
        frozenset((1, 4)),
        frozenset((2, 3)),
    }
    assert all(t.label.startswith("Semifinale") for t in r2.tables)
    _higher_seed_wins(state, r2)
    r3 = KO.pair(state, 3, opts)
    labels = {t.label: frozenset((t.first, t.second)) for t in r3.tables}
    assert labels == {"Finale": frozenset((1, 2)), "Finale 3° posto": frozenset((3, 4))}
    _higher_seed_wins(state, r3)
    with pytest.raises(PairingError, match="concluso"):
        KO.pair(state, 4, opts)


def test_drawn_single_game_is_replayed_and_first_move_alternates() -> None:
    state = state_of(players(2))
    r1 = KO.pair(state, 1, PairingOptions())
    t = r1.tables[0]
    state.games.append(Game(1, 1, t.first, t.second, 350, 350))
    r2 = KO.pair(state, 2, PairingOptions())
    assert len(r2.tables) == 1
    assert (r2.tables[0].first, r2.tables[0].second) == (t.second, t.first)
    assert "spareggio" in r2.tables[0].reason


def test_best_of_three() -> None:
    state = state_of(players(2))
    opts = PairingOptions(settings={"knockout": {"best_of": 3}})
    r1 = KO.pair(state, 1, opts)
    a, b = r1.tables[0].first, r1.tables[0].second
    state.games.append(Game(1, 1, a, b, 400, 300))  # a leads 1–0
    r2 = KO.pair(state, 2, opts)
    assert "partita 2" in r2.tables[0].label
    state.games.append(Game(2, 1, b, a, 400, 300))  # 1–1
    r3 = KO.pair(state, 3, opts)
    state.games.append(Game(3, 1, r3.tables[0].first, r3.tables[0].second, 420, 300))
    with pytest.raises(PairingError, match="concluso"):
        KO.pair(state, 4, opts)
    stages = build_bracket([1, 2], state.games, best_of=3)
    assert stages[-1][0].winner == r3.tables[0].first


def test_best_of_three_two_straight_wins_end_the_match() -> None:
    state = state_of(players(2))
    opts = PairingOptions(settings={"knockout": {"best_of": 3}})
    r1 = KO.pair(state, 1, opts)
    winner = r1.tables[0].first
    state.games.append(Game(1, 1, r1.tables[0].first, r1.tables[0].second, 400, 300))
    r2 = KO.pair(state, 2, opts)
    sf = 400 if r2.tables[0].first == winner else 300
    state.games.append(Game(2, 1, r2.tables[0].first, r2.tables[0].second, sf, 700 - sf))
    with pytest.raises(PairingError, match="concluso"):
        KO.pair(state, 3, opts)


def test_championship_format_swiss_then_top_four_with_consolation() -> None:
    swiss = find_system("italo-svizzero")
    state = state_of(players(8))
    phases = {"swiss_rounds": 2, "knockout": 4, "best_of": 1, "third_place": True}
    opts = PairingOptions(draw="rating", settings={"phases": phases})
    for r in (1, 2):
        rp = swiss.pair(state, r, opts)
        _higher_seed_wins(state, rp)
    from figs_td.core.standings.table import compute_standings

    top4 = [r.player_id for r in compute_standings(state)][:4]
    r3 = swiss.pair(state, 3, opts)
    semis = [t for t in r3.tables if t.label.startswith("Semifinale")]
    cons = [t for t in r3.tables if t.label == "Consolazione"]
    # Seeds 1..4 = the top four: 1–4 and 2–3.
    assert {frozenset((t.first, t.second)) for t in semis} == {
        frozenset((top4[0], top4[3])),
        frozenset((top4[1], top4[2])),
    }
    assert len(cons) == 2 and not {p for t in cons for p in (t.first, t.second)} & set(top4)
    assert [t.table for t in r3.tables] == [1, 2, 3, 4]
    _higher_seed_wins(state, r3)
    r4 = swiss.pair(state, 4, opts)
    assert {t.label for t in r4.tables} == {"Finale", "Finale 3° posto", "Consolazione"}


def test_2008_format_two_groups_then_crossed_quarter_finals() -> None:
    swiss = find_system("italo-svizzero")
    state = state_of(players(16))
    phases = {"swiss_rounds": 2, "knockout": 8, "groups": 2, "third_place": False}
    opts = PairingOptions(draw="rating", settings={"phases": phases})
    # Seeds dealt snake-wise: A = 1, 4, 5, 8, 9, 12, 13, 16; B = 2, 3, 6, 7, 10, 11, 14, 15.
    group_a = {1, 4, 5, 8, 9, 12, 13, 16}
    for r in (1, 2):
        rp = swiss.pair(state, r, opts)
        for t in rp.tables:
            same = {t.first, t.second} <= group_a or not ({t.first, t.second} & group_a)
            assert same, "groups never mix in the Swiss phase"
            assert t.label in ("Gruppo A", "Gruppo B")
        _higher_seed_wins(state, rp)
    from figs_td.core.standings.table import compute_standings

    ranked = [r.player_id for r in compute_standings(state)]
    a = [p for p in ranked if p in group_a][:4]
    b = [p for p in ranked if p not in group_a][:4]
    r3 = swiss.pair(state, 3, opts)
    quarters = {frozenset((t.first, t.second)) for t in r3.tables if t.label.startswith("Quarti")}
    # Crossed: A1–B4, B2–A3, B1–A4, A2–B3.
    assert quarters == {
        frozenset((a[0], b[3])),
        frozenset((b[1], a[2])),
        frozenset((b[0], a[3])),
        frozenset((a[1], b[2])),
    }


def test_withdrawn_player_loses_the_match_by_walkover() -> None:
    from figs_td.core.model import Player

    ps = players(4)
    state = state_of(ps)
    r1 = KO.pair(state, 1, PairingOptions())  # 1–4, 2–3
    # 1 beats 4; then 3 withdraws before the 2–3 result is in… it is entered as a 2–3 draw,
    # so a replay would be due: the withdrawal decides it for 2.
    for t in r1.tables:
        if {t.first, t.second} == {1, 4}:
            sf = 400 if t.first == 1 else 300
            state.games.append(Game(1, t.table, t.first, t.second, sf, 700 - sf))
        else:
            state.games.append(Game(1, t.table, t.first, t.second, 350, 350))
    state.players[2] = Player(3, "P3", rating=1970, seq=3, withdrawn_from_round=2)
    r2 = KO.pair(state, 2, PairingOptions())
    assert [{t.first, t.second} for t in r2.tables] == [{1, 2}]
    assert r2.tables[0].label == "Finale"
