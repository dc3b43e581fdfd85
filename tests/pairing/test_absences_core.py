"""One-round absences in the core (issue 42 §2): who is paired, what the missed round gives.

Values worked out by hand: five players, P5 announces he will miss round 1; round 1 is
P1–P4 400–300 and P2–P3 350–340 (standings: P1 2 points +100, P2 2 points +10, P3 0 −10,
P4 0 −100)."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest
from pairing_helpers import players, state_of

from figs_td.core.absences import (
    MAX_REASON,
    absence_result,
    absent_in,
    stored_absences,
    with_absences,
)
from figs_td.core.model import Game, Player, TournamentState
from figs_td.core.pairing import PairingOptions, find_system
from figs_td.core.rules import ResultSettings
from figs_td.core.standings.table import compute_standings, rank_history

ROUND1 = [Game(1, 1, 1, 4, 400, 300), Game(1, 2, 2, 3, 350, 340)]


def _absent(ps: list[Player], pid: int, *rounds: int) -> list[Player]:
    return [dataclasses.replace(p, absent_rounds=frozenset(rounds)) if p.id == pid else p
            for p in ps]  # fmt: skip


def _five(result: str, **settings: int) -> TournamentState:
    return TournamentState(
        players=_absent(players(5), 5, 1),
        games=list(ROUND1),
        settings=ResultSettings(**settings),
        absence_result=result,
    )


def test_active_and_entered_differ_only_in_the_missed_round() -> None:
    p = Player(7, "Sette", absent_rounds=frozenset({3}), late_from_round=2)
    assert [p.is_active_in(r) for r in (1, 2, 3, 4)] == [False, True, False, True]
    assert [p.is_entered_in(r) for r in (1, 2, 3, 4)] == [False, True, True, True]


def test_swiss_round_one_leaves_the_absent_out_and_the_bye_goes_to_someone_present() -> None:
    sw = find_system("italo-svizzero")
    ps = _absent(players(6), 6, 1)  # P6, the lowest rated, would have had no bye (even field)
    rp = sw.pair(state_of(ps), 1, PairingOptions(draw="rating"))
    # Five present: the bye to the lowest rated present (P5), top half against bottom half.
    assert [(t.first, t.second) for t in rp.tables] == [(1, 3), (2, 4)]
    assert rp.byes == (5,)
    # He is back in round 2: six players, three tables, no bye.
    state = state_of(ps, [*ROUND1[:1], Game(1, 2, 2, 4, 350, 340), Game(1, None, 5, None)])
    state.games[0] = Game(1, 1, 1, 3, 400, 300)
    rp2 = sw.pair(state, 2, PairingOptions())
    assert len(rp2.tables) == 3 and rp2.byes == ()
    assert 6 in {pid for t in rp2.tables for pid in (t.first, t.second)}


def test_round_robin_the_scheduled_opponent_rests_and_the_table_keeps_the_absent() -> None:
    rr = find_system("girone")
    ps = _absent(players(4), 3, 1)
    # Berger, 4 players: round 1 1–4 2–3, round 2 4–3 1–2 (FIDE C.05 Annex 1).
    rp = rr.pair(state_of(ps), 1, PairingOptions())
    assert [(t.first, t.second) for t in rp.tables] == [(1, 4)]
    assert rp.byes == (2,)
    games = [Game(1, 1, 1, 4, 300, 200), Game(1, None, 2, None)]
    rp2 = rr.pair(state_of(ps, games), 2, PairingOptions())
    assert [(t.first, t.second) for t in rp2.tables] == [(4, 3), (1, 2)]


def test_nulla_gives_nothing() -> None:
    rows = {r.player_id: r for r in compute_standings(_five("nulla"))}
    p5 = rows[5]
    assert (p5.games, p5.wins, p5.losses, p5.tournament_points) == (0, 0, 0, 0)
    assert (p5.spread, p5.points, p5.against, p5.opponents) == (0, 0, 0, ())
    assert [r.player_id for r in compute_standings(_five("nulla"))] == [1, 2, 3, 4, 5]


def test_sconfitta_is_a_forfeit_loss_by_the_forfeit_spread() -> None:
    rows = {r.player_id: r for r in compute_standings(_five("sconfitta", forfeit_spread=30))}
    p5 = rows[5]
    assert (p5.games, p5.wins, p5.losses, p5.tournament_points) == (1, 0, 1, 0)
    assert (p5.spread, p5.points, p5.against) == (-30, 0, 30)
    assert p5.opponents == ()  # nobody's Buchholz gets anything from it
    # Last: 0 points like P3 and P4, but Buchholz 0 against their 2.
    assert compute_standings(_five("sconfitta"))[-1].player_id == 5


def test_riposo_is_the_bye_win() -> None:
    standings = compute_standings(_five("riposo", bye_spread=50))
    p5 = next(r for r in standings if r.player_id == 5)
    assert (p5.games, p5.wins, p5.losses, p5.tournament_points) == (1, 1, 0, 2)
    assert (p5.spread, p5.points, p5.against) == (50, 50, 0)
    # 2 points each for P1, P5, P2, Buchholz 0 each: by spread +100, +50, +10.
    assert [r.player_id for r in standings][:3] == [1, 5, 2]


def test_the_credit_follows_the_counting_options_and_the_cap() -> None:
    loss = compute_standings(_five("sconfitta"), count_forfeits=False)
    p5 = next(r for r in loss if r.player_id == 5)
    assert (p5.games, p5.against) == (0, 0)  # not counted, as a forfeit is not
    capped = compute_standings(_five("sconfitta", forfeit_spread=80, spread_cap=50))
    assert next(r for r in capped if r.player_id == 5).spread == -50


def test_a_round_not_paired_yet_gives_nothing() -> None:
    state = dataclasses.replace(_five("sconfitta"), players=_absent(players(5), 5, 2))
    p5 = next(r for r in compute_standings(state) if r.player_id == 5)
    assert (p5.games, p5.spread) == (0, 0)


def test_a_withdrawn_player_is_not_credited_an_absence() -> None:
    ps = [dataclasses.replace(p, absent_rounds=frozenset({1}), withdrawn_from_round=1)
          if p.id == 5 else p for p in players(5)]  # fmt: skip
    state = TournamentState(players=ps, games=list(ROUND1), absence_result="riposo")
    p5 = next(r for r in compute_standings(state) if r.player_id == 5)
    assert (p5.games, p5.tournament_points) == (0, 0)
    assert absent_in(state, 1) == []


def test_rank_history_agrees_with_the_standings() -> None:
    state = _five("riposo")
    state.games.append(Game(2, 1, 5, 1, 300, 400))  # P5 back, loses to P1 by 100
    state.games.append(Game(2, 2, 2, 4, 350, 300))
    state.games.append(Game(2, None, 3, None))
    history = rank_history(state, 2)
    for rnd in (1, 2):
        ranks = {r.player_id: r.rank for r in compute_standings(state, after_round=rnd)}
        assert {pid: h[rnd - 1] for pid, h in history.items()} == ranks
    assert history[5][0] == 2  # after round 1: second on spread (+50), as worked out above


def test_stored_absences_are_read_defensively() -> None:
    raw = {
        "absences": {
            "3": {"2": "dentista", "0": "", "abc": "", "4": 12},
            "x": {"1": ""},
            "5": "non un dizionario",
            "6": {"1": "a" * (MAX_REASON + 50)},
        }
    }
    got = stored_absences(raw)
    assert got == {3: {2: "dentista", 4: ""}, 6: {1: "a" * MAX_REASON}}
    assert stored_absences({}) == {} and stored_absences({"absences": [1, 2]}) == {}


def test_setting_and_state() -> None:
    assert absence_result({}) == "nulla"
    assert absence_result({"absence_round_result": "riposo"}) == "riposo"
    assert absence_result({"absence_round_result": "boh"}) == "nulla"
    base = state_of(players(3))
    assert with_absences(base, {}) is base
    state = with_absences(base, {"absences": {"2": {"3": ""}}, "absence_round_result": "sconfitta"})
    assert state.player(2).absent_rounds == frozenset({3}) and state.absence_result == "sconfitta"
    assert absent_in(state, 3) == [2] and absent_in(state, 2) == []


@pytest.mark.parametrize("result, wins", [("nulla", Fraction(0)), ("riposo", Fraction(1))])
def test_wins_are_fractions(result: str, wins: Fraction) -> None:
    p5 = next(r for r in compute_standings(_five(result)) if r.player_id == 5)
    assert p5.wins == wins and isinstance(p5.wins, Fraction)
