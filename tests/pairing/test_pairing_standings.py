"""Standings worked out by hand (domain.md §7: 2/1/0, Buchholz minus lowest, spread, scored)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from pairing_helpers import game, players, state_of

from figs_td.core.model import Game, GameKind, Player, TournamentState
from figs_td.core.rules import ResultSettings
from figs_td.core.standings.table import TIEBREAK_PRESETS, compute_standings


def _event():
    # Four players, two rounds.
    # R1: P1 400–300 P2 ; P3 350–350 P4 (draw)
    # R2: P1 380–390 P3 ; P2 500–200 P4
    ps = players(4)
    games = [
        game(1, 1, 1, 2, 400, 300),
        game(1, 2, 3, 4, 350, 350),
        game(2, 1, 1, 3, 380, 390),
        game(2, 2, 2, 4, 500, 200),
    ]
    return state_of(ps, games)


def test_figs_hand_worked() -> None:
    rows = compute_standings(_event())
    by = {r.name: r for r in rows}
    # Wins (draw ½) and 2/1/0 points.
    assert by["P3"].wins == Fraction(3, 2) and by["P3"].tournament_points == 3
    assert by["P1"].wins == 1 and by["P1"].tournament_points == 2
    assert by["P2"].wins == 1 and by["P2"].tournament_points == 2
    assert by["P4"].wins == Fraction(1, 2) and by["P4"].tournament_points == 1
    # Spread / scored / against.
    assert (by["P1"].spread, by["P1"].points, by["P1"].against) == (90, 780, 690)
    assert (by["P2"].spread, by["P2"].points, by["P2"].against) == (200, 800, 600)
    assert (by["P3"].spread, by["P4"].spread) == (10, -300)
    # Buchholz, lowest opponent dropped: P1 met P2 (2) and P3 (3) → 3; P2 met P1 (2), P4 (1) → 2;
    # P3 met P4 (1), P1 (2) → 2; P4 met P3 (3), P2 (2) → 3.
    assert [by[n].buchholz for n in ("P1", "P2", "P3", "P4")] == [3, 2, 2, 3]
    # Order: P3 (3 pts); P1 and P2 on 2 points, P1 has the higher Buchholz; P4.
    assert [r.name for r in rows] == ["P3", "P1", "P2", "P4"]
    assert [r.rank for r in rows] == [1, 2, 3, 4]
    assert rows[0].values["buchholz"] == 2 and rows[0].games == 2


def test_wespa_uses_spread_before_anything_else() -> None:
    rows = compute_standings(_event(), tiebreaks="WESPA")
    # P1 and P2 both 1 win: P2's spread +200 beats P1's +90.
    assert [r.name for r in rows] == ["P3", "P2", "P1", "P4"]
    assert TIEBREAK_PRESETS["WESPA"] == ("wins", "spread")


def test_after_round_and_shared_ranks() -> None:
    rows = compute_standings(_event(), after_round=1, tiebreaks=["wins"])
    # After round 1: P1 1 win; P3, P4 ½; P2 0. Equal on every criterion share the rank.
    assert [(r.name, r.rank) for r in rows] == [("P1", 1), ("P3", 2), ("P4", 2), ("P2", 4)]


def test_bye_and_forfeit_count_as_configured() -> None:
    ps = players(3)
    games = [
        Game(1, 1, 1, 2, 60, 0, kind=GameKind.FORFEIT),
        Game(1, None, 3, None, kind=GameKind.BYE),
    ]
    st = state_of(ps, games)
    st.settings = ResultSettings(bye_spread=30, forfeit_spread=60)
    by = {r.name: r for r in compute_standings(st)}
    assert (by["P3"].wins, by["P3"].spread, by["P3"].byes, by["P3"].games) == (1, 30, 1, 1)
    assert (by["P1"].wins, by["P1"].spread) == (1, 60)
    assert (by["P2"].losses, by["P2"].spread) == (1, -60)
    # Not counted as games: the win and the spread stay.
    by = {r.name: r for r in compute_standings(st, count_byes=False, count_forfeits=False)}
    assert (by["P3"].games, by["P3"].points, by["P3"].spread) == (0, 0, 30)
    assert (by["P1"].games, by["P1"].points, by["P1"].wins) == (0, 0, 1)


def test_double_forfeit_is_a_loss_for_both() -> None:
    st = state_of(players(2), [Game(1, 1, 1, 2, kind=GameKind.DOUBLE_FORFEIT)])
    rows = compute_standings(st)
    assert all(r.wins == 0 and r.losses == 1 and r.spread == 0 for r in rows)
    assert [r.rank for r in rows] == [1, 1]


def test_games_without_result_are_ignored() -> None:
    st = state_of(players(2), [Game(1, 1, 1, 2)])
    assert all(r.games == 0 for r in compute_standings(st))


@pytest.mark.parametrize("bad", ["XYZ", ["wins", "colore"], []])
def test_unknown_tiebreak_is_an_italian_error(bad: object) -> None:
    with pytest.raises(ValueError, match="spareggi|criterio"):
        compute_standings(_event(), tiebreaks=bad)  # type: ignore[arg-type]


def test_imported_byes_carry_their_own_spread() -> None:
    # TSH convention: +50 = bye won by 50; −50 = forfeit lost with no opponent.
    ps = players(2)
    games = [
        Game(1, None, 1, None, 50, None, kind=GameKind.BYE),
        Game(1, None, 2, None, -50, None, kind=GameKind.FORFEIT),
    ]
    by = {r.name: r for r in compute_standings(state_of(ps, games))}
    assert (by["P1"].wins, by["P1"].spread) == (1, 50)
    assert (by["P2"].wins, by["P2"].losses, by["P2"].spread) == (0, 1, -50)


def test_fraction_table_builds_each_value_once() -> None:
    from fractions import Fraction

    from figs_td.core.standings.table import _Fractions

    halves = _Fractions(2)
    assert halves[7] == Fraction(7, 2) and halves[4] == 2 and halves[0] == 0
    assert isinstance(halves[4], Fraction)
    assert halves[7] is halves[7]  # built on the first lookup, then looked up
    assert sorted(halves) == [0, 4, 7]
    assert _Fractions(1)[-3] == Fraction(-3)


def test_average_ratio_is_the_constructors_fraction() -> None:
    import random
    from fractions import Fraction

    from figs_td.core.standings.table import _ratio

    rng = random.Random(4)
    for n, d in [(4123, 15), (-6, 4), (0, 7), (10, 5)] + [
        (rng.randint(-9000, 9000), rng.randint(1, 40)) for _ in range(500)
    ]:
        f = _ratio(n, d)
        assert type(f) is Fraction
        assert (f.numerator, f.denominator) == (
            Fraction(n, d).numerator,
            Fraction(n, d).denominator,
        )
        assert f == Fraction(n, d) and hash(f) == hash(Fraction(n, d)) and f * d == n
    assert str(_ratio(810, 2)) == "405" and _ratio(6487, 16) == Fraction(6487, 16)


def test_opponent_missing_from_the_players_still_counts_for_buchholz() -> None:
    # Player 3 played rounds 1 and 2 but is not in the list (e.g. removed): the games still
    # count, and 3's tournament points (a win: 2) are the Buchholz of both opponents.
    players = [Player(1, "Uno", rating=1500, seq=1), Player(2, "Due", rating=1400, seq=2)]
    games = [Game(1, 1, 1, 3, 400, 300), Game(2, 1, 3, 2, 420, 380)]
    rows = compute_standings(TournamentState(players, games, planned_rounds=2))
    assert [(r.player_id, r.tournament_points, r.buchholz, r.spread) for r in rows] == [
        (1, 2, 2, 100),
        (2, 0, 2, -40),
    ]
