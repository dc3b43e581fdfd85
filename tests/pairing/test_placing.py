"""Final placing of knockout and phased events (domain.md §7, "Final placing"), hand-worked.

Bracket of 8 (seeds = ids, P1 the top seed), standard order 1 8 4 5 2 7 3 6:
quarter-finals 1–8, 4–5, 2–7, 3–6 won by 8, 4, 7, 3; semifinals 4–8 won by 4, 3–7 won by 7;
final 4–7 won by 7. Placing: 1 P7, 2 P4; no third-place match → P3 and P8 share 3rd (listed by
seed); then the quarter-final losers by seed: P1 5th, P2 6th, P5 7th, P6 8th.
"""

from __future__ import annotations

import pytest
from pairing_helpers import players, state_of

from figs_td.core.model import Game, System, TournamentState
from figs_td.core.pairing import PairingError, PairingOptions, find_system
from figs_td.core.standings.placing import final_placing
from figs_td.core.standings.table import compute_standings

SEEDS = list(range(1, 9))


def _win(rnd: int, table: int, winner: int, loser: int, w: int = 400, lose: int = 300) -> Game:
    return Game(rnd, table, winner, loser, w, lose)


def _ko_state(third: Game | None = None) -> TournamentState:
    games = [
        _win(1, 1, 8, 1),
        _win(1, 2, 4, 5),
        _win(1, 3, 7, 2),
        _win(1, 4, 3, 6),
        _win(2, 1, 4, 8),
        _win(2, 2, 7, 3),
        _win(3, 1, 7, 4),
    ]
    if third is not None:
        games.append(third)
    st = state_of(players(8), games)
    st.system = System.KNOCKOUT
    return st


def _places(state: TournamentState, settings: dict[str, object]) -> list[tuple[int, int, str]]:
    rows = compute_standings(state)
    placing = final_placing(state, rows, settings)
    assert placing is not None
    return [(p.player_id, p.place, p.phase) for p in placing]


def test_knockout_without_third_place_match_shares_third() -> None:
    ko = {"seeds": SEEDS, "start_round": 1, "best_of": 1, "third_place": False}
    assert _places(_ko_state(), {"knockout": ko}) == [
        (7, 1, "knockout"),
        (4, 2, "knockout"),
        (3, 3, "knockout"),
        (8, 3, "knockout"),
        (1, 5, "knockout"),
        (2, 6, "knockout"),
        (5, 7, "knockout"),
        (6, 8, "knockout"),
    ]


def test_knockout_with_third_place_match() -> None:
    # Third-place match P3–P8 won by P8: P8 3rd, P3 4th.
    state = _ko_state(third=_win(3, 2, 8, 3, 500, 250))
    ko = {"seeds": SEEDS, "start_round": 1, "best_of": 1, "third_place": True}
    got = _places(state, {"knockout": ko})
    assert [(pid, place) for pid, place, _ in got] == [
        (7, 1),
        (4, 2),
        (8, 3),
        (3, 4),
        (1, 5),
        (2, 6),
        (5, 7),
        (6, 8),
    ]
    # The plain standings put the third-place winner P8 (2 wins, +250) above the finalist P4
    # (2 wins, +100) under WESPA (wins, spread): the placing does not.
    rows = compute_standings(state, tiebreaks="WESPA")
    assert [r.player_id for r in rows[:3]] == [7, 8, 4]


def test_no_placing_until_the_bracket_is_complete() -> None:
    state = _ko_state()
    state.games = [g for g in state.games if g.round < 3]  # final not played yet
    ko = {"seeds": SEEDS, "start_round": 1, "best_of": 1}
    assert final_placing(state, compute_standings(state), {"knockout": ko}) is None
    # nor for a Swiss event without phases
    swiss = state_of(players(4), [_win(1, 1, 1, 2), _win(1, 2, 3, 4)])
    assert final_placing(swiss, compute_standings(swiss), {}) is None


def test_six_players_bracket_byes_and_exit_round_by_seed() -> None:
    # Bracket of 8 for 6: 1 and 2 have byes; 4–5 won by 5, 3–6 won by 6; semifinals 1–5 won by
    # 1, 2–6 won by 6; final 1–6 won by 1. Places: P1, P6, then P2 and P5 share 3rd, then the
    # first-round losers by seed: P3 5th, P4 6th.
    games = [
        _win(1, 1, 5, 4),
        _win(1, 2, 6, 3),
        _win(2, 1, 1, 5),
        _win(2, 2, 6, 2),
        _win(3, 1, 1, 6),
    ]
    st = state_of(players(6), games)
    st.system = System.KNOCKOUT
    ko = {"seeds": [1, 2, 3, 4, 5, 6], "start_round": 1, "best_of": 1}
    got = [(pid, place) for pid, place, _ in _places(st, {"knockout": ko})]
    assert got == [(1, 1), (6, 2), (2, 3), (5, 3), (3, 5), (4, 6)]


# --- a level replay (rule profile ``knockout_replay``) ---------------------------------------


def _drawn_final(rule: str, replay_scores: tuple[int, int]) -> tuple[object, list[Game]]:
    # Final P1–P2 (P1 the higher seed): game 1 drawn 350–350, the replay drawn too.
    games = [Game(1, 1, 1, 2, 350, 350), Game(2, 1, 2, 1, *replay_scores)]
    st = state_of(players(2), games)
    st.system = System.KNOCKOUT
    opts = PairingOptions(
        settings={
            "knockout": {"seeds": [1, 2], "start_round": 1, "best_of": 1},
            "knockout_replay": rule,
        }
    )
    return opts, games


def test_level_replay_replayed_again_by_default() -> None:
    opts, games = _drawn_final("replay", (380, 380))
    st = state_of(players(2), games)
    st.system = System.KNOCKOUT
    rp = find_system("eliminazione").pair(st, 3, opts)  # type: ignore[arg-type]
    assert len(rp.tables) == 1 and "partita 3" in rp.tables[0].label
    assert "se anche lo spareggio è pari si rigioca ancora" in rp.tables[0].reason


def test_level_replay_to_the_higher_seed() -> None:
    opts, games = _drawn_final("seed", (380, 380))
    st = state_of(players(2), games)
    st.system = System.KNOCKOUT
    settings = dict(opts.settings)  # type: ignore[attr-defined]
    got = _places(st, settings)
    assert [(pid, place) for pid, place, _ in got] == [(1, 1), (2, 2)]


def test_level_replay_to_the_higher_score_over_the_match() -> None:
    # Replay drawn 380–380, but by score: game 1 350 each, so still level → higher seed P1.
    opts, games = _drawn_final("score", (380, 380))
    st = state_of(players(2), games)
    st.system = System.KNOCKOUT
    got = _places(st, dict(opts.settings))  # type: ignore[attr-defined]
    assert got[0][0] == 1
    # A 2–1 scoreline is no draw: a drawn replay always has equal scores, so "score" looks at
    # the whole match. Game 1 350–350, replay 380–380 … add a best-of-2 match instead:
    games2 = [
        Game(1, 1, 1, 2, 300, 420),  # P2 wins, +120
        Game(2, 1, 2, 1, 300, 350),  # P1 wins, +50 → 1–1 after 2 games
        Game(3, 1, 1, 2, 400, 400),  # replay drawn
    ]
    st2 = state_of(players(2), games2)
    st2.system = System.KNOCKOUT
    ko = {"seeds": [1, 2], "start_round": 1, "best_of": 2}
    # P1 scored 300 + 350 + 400 = 1050, P2 420 + 300 + 400 = 1120 → P2 goes on.
    got2 = _places(st2, {"knockout": ko, "knockout_replay": "score"})
    assert [(pid, place) for pid, place, _ in got2] == [(2, 1), (1, 2)]
    # by seed P1 would have it
    got3 = _places(st2, {"knockout": ko, "knockout_replay": "seed"})
    assert got3[0][0] == 1


@pytest.mark.parametrize("n", range(2, 17))
def test_random_knockouts_against_rounds_survived(n: int) -> None:
    # Independent check: a player's place follows how many stages they survived (bracket byes
    # included), the champion first; semifinal losers share 3rd; earlier exits by seed.
    import random

    rng = random.Random(n)
    ko = find_system("eliminazione")
    st = state_of(players(n))
    st.system = System.KNOCKOUT
    opts = PairingOptions(settings={"knockout": {"third_place": False}})
    rnd = 0
    while True:
        rnd += 1
        try:
            rp = ko.pair(st, rnd, opts)
        except PairingError:
            break
        for t in rp.tables:
            a, b = (400, 300) if rng.random() < 0.5 else (300, 400)
            st.games.append(Game(rnd, t.table, t.first, t.second, a, b))
    size = 1
    while size < n:
        size *= 2
    stages = size.bit_length() - 1  # log2(size)
    losses = {g.second if g.score_first > g.score_second else g.first for g in st.games}  # type: ignore[operator]
    last_round_of = {
        p: max((g.round for g in st.games if p in (g.first, g.second)), default=0)
        for p in range(1, n + 1)
    }
    champion = next(p for p in range(1, n + 1) if p not in losses)
    # exit stage: the round of the loss counted from the end of the bracket
    survived = {p: (stages if p == champion else last_round_of[p]) for p in range(1, n + 1)}
    ko_settings = {"knockout": {"seeds": list(range(1, n + 1)), "start_round": 1}}
    got = _places(st, ko_settings)
    assert got[0][:2] == (champion, 1)
    order = [pid for pid, _, _ in got]
    assert sorted(order) == list(range(1, n + 1))
    # places never go down as the exit comes earlier, and within an exit round seed order holds
    for (p, place, _), (q, place2, _) in zip(got, got[1:], strict=False):
        assert place <= place2
        if place2 > 2:
            assert survived[p] > survived[q] or (survived[p] == survived[q] and p < q)
    if n >= 4:
        third = [pid for pid, place, _ in got if place == 3]
        assert len(third) == 2  # the two semifinal losers share it
        assert [place for _, place, _ in got][:4] == [1, 2, 3, 3]
