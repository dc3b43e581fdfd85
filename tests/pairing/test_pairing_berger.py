"""Girone: the FIDE Berger tables (Handbook C.05 Annex 1), written out by hand for comparison."""

from __future__ import annotations

import itertools

import pytest
from pairing_helpers import players, state_of

from figs_td.core.model import Game, Player
from figs_td.core.pairing import PairingError, PairingOptions, find_system
from figs_td.core.pairing.berger import berger_table, round_robin_schedule


def _parse(text: str) -> list[list[tuple[int, int]]]:
    rounds = []
    for line in text.strip().splitlines():
        rounds.append([tuple(int(x) for x in p.split("-")) for p in line.split()])
    return rounds  # type: ignore[return-value]


# The published tables (first listed = white / moves first).
PUBLISHED = {
    4: """
        1-4 2-3
        4-3 1-2
        2-4 3-1
    """,
    6: """
        1-6 2-5 3-4
        6-4 5-3 1-2
        2-6 3-1 4-5
        6-5 1-4 2-3
        3-6 4-2 5-1
    """,
    8: """
        1-8 2-7 3-6 4-5
        8-5 6-4 7-3 1-2
        2-8 3-1 4-7 5-6
        8-6 7-5 1-4 2-3
        3-8 4-2 5-1 6-7
        8-7 1-6 2-5 3-4
        4-8 5-3 6-2 7-1
    """,
    10: """
        1-10 2-9 3-8 4-7 5-6
        10-6 7-5 8-4 9-3 1-2
        2-10 3-1 4-9 5-8 6-7
        10-7 8-6 9-5 1-4 2-3
        3-10 4-2 5-1 6-9 7-8
        10-8 9-7 1-6 2-5 3-4
        4-10 5-3 6-2 7-1 8-9
        10-9 1-8 2-7 3-6 4-5
        5-10 6-4 7-3 8-2 9-1
    """,
    12: """
        1-12 2-11 3-10 4-9 5-8 6-7
        12-7 8-6 9-5 10-4 11-3 1-2
        2-12 3-1 4-11 5-10 6-9 7-8
        12-8 9-7 10-6 11-5 1-4 2-3
        3-12 4-2 5-1 6-11 7-10 8-9
        12-9 10-8 11-7 1-6 2-5 3-4
        4-12 5-3 6-2 7-1 8-11 9-10
        12-10 11-9 1-8 2-7 3-6 4-5
        5-12 6-4 7-3 8-2 9-1 10-11
        12-11 1-10 2-9 3-8 4-7 5-6
        6-12 7-5 8-4 9-3 10-2 11-1
    """,
}

# For 14 and 16 the first three and the last round, from the same tables.
PUBLISHED_PARTIAL = {
    14: (
        """
        1-14 2-13 3-12 4-11 5-10 6-9 7-8
        14-8 9-7 10-6 11-5 12-4 13-3 1-2
        2-14 3-1 4-13 5-12 6-11 7-10 8-9
        """,
        "7-14 8-6 9-5 10-4 11-3 12-2 13-1",
    ),
    16: (
        """
        1-16 2-15 3-14 4-13 5-12 6-11 7-10 8-9
        16-9 10-8 11-7 12-6 13-5 14-4 15-3 1-2
        2-16 3-1 4-15 5-14 6-13 7-12 8-11 9-10
        """,
        "8-16 9-7 10-6 11-5 12-4 13-3 14-2 15-1",
    ),
}


@pytest.mark.parametrize("n", sorted(PUBLISHED))
def test_full_tables_match_the_published_ones(n: int) -> None:
    assert berger_table(n) == _parse(PUBLISHED[n])


@pytest.mark.parametrize("n", sorted(PUBLISHED_PARTIAL))
def test_large_tables_match_the_published_rounds(n: int) -> None:
    head, last = PUBLISHED_PARTIAL[n]
    table = berger_table(n)
    assert table[:3] == _parse(head)
    assert table[-1] == _parse(last)[0]


@pytest.mark.parametrize("n", range(4, 17, 2))
def test_every_pair_meets_once_and_first_moves_balance(n: int) -> None:
    table = berger_table(n)
    assert len(table) == n - 1
    pairs = [frozenset(p) for rnd in table for p in rnd]
    assert sorted(map(sorted, pairs)) == sorted(
        map(list, itertools.combinations(range(1, n + 1), 2))
    )
    for p in range(1, n + 1):
        firsts = sum(1 for rnd in table for a, _ in rnd if a == p)
        assert abs(firsts - (n - 1 - firsts)) <= 1


@pytest.mark.parametrize("n", range(3, 17))
def test_double_round_robin_swaps_and_never_three_in_a_row(n: int) -> None:
    sched = round_robin_schedule(n, double=True)
    half = len(sched) // 2
    first_cycle = {frozenset(p) for rnd in sched[:half] for p in rnd}
    # Second cycle: the same pairs, first move swapped.
    assert [rnd for rnd in sched[half:]] == [
        [(b, a) for a, b in rnd] for rnd in berger_table(n + n % 2)
    ]
    assert first_cycle == {frozenset(p) for rnd in sched[half:] for p in rnd}
    for p in range(1, n + 1):
        roles = "".join(
            "F" if a == p else "S"
            for rnd in sched
            for a, b in rnd
            if p in (a, b) and max(a, b) <= n
        )
        assert "FFF" not in roles and "SSS" not in roles, (p, roles)


def test_girone_through_the_system_seed_order_and_bye() -> None:
    rr = find_system("round-robin")
    ps = players(5)  # odd: number 6 is the bye
    rp = rr.pair(state_of(ps), 1, PairingOptions())
    # Round 1 of the 6-table: 1–6 (bye for 1), 2–5, 3–4.
    assert [(t.first, t.second) for t in rp.tables] == [(2, 5), (3, 4)]
    assert rp.byes == (1,)
    assert rp.metadata["pairing_numbers"] == [1, 2, 3, 4, 5]
    # Rating order decides numbers, not registration: reverse the ratings.
    rev = [Player(p.id, p.name, rating=1000 + 10 * p.id, seq=p.id) for p in ps]
    rp = rr.pair(state_of(rev), 1, PairingOptions())
    assert rp.metadata["pairing_numbers"] == [5, 4, 3, 2, 1]


def test_girone_round_two_uses_the_stored_numbers_and_does_not_need_results() -> None:
    rr = find_system("girone")
    ps = players(4)
    opts = PairingOptions(settings={"pairing_numbers": [4, 3, 2, 1]})
    games = [Game(1, 1, 4, 1), Game(1, 2, 3, 2)]
    rp = rr.pair(state_of(ps, games), 2, opts)
    # Round 2 of the 4-table: 4–3, 1–2 in pairing numbers → ids 1–2, 4–3.
    assert [(t.first, t.second) for t in rp.tables] == [(1, 2), (4, 3)]
    with pytest.raises(PairingError, match="finito"):
        rr.pair(
            state_of(
                ps, games + [Game(2, 1, 1, 2), Game(2, 2, 4, 3), Game(3, 1, 3, 1), Game(3, 2, 2, 4)]
            ),
            4,
            opts,
        )


def test_girone_random_numbers_are_reproducible() -> None:
    rr = find_system("girone")
    a = rr.pair(state_of(players(8)), 1, PairingOptions(draw="random", seed=9))
    b = rr.pair(state_of(players(8)), 1, PairingOptions(draw="random", seed=9))
    assert a.metadata["pairing_numbers"] == b.metadata["pairing_numbers"]
    assert sorted(a.metadata["pairing_numbers"]) == list(range(1, 9))


def test_withdrawn_player_gives_the_opponent_a_bye() -> None:
    rr = find_system("girone")
    ps = players(4)
    ps[3] = Player(4, "P4", rating=1960, seq=4, withdrawn_from_round=2)
    games = [Game(1, 1, 1, 4, 300, 200), Game(1, 2, 2, 3, 300, 200)]
    rp = rr.pair(state_of(ps, games), 2, PairingOptions())
    # Round 2: 4–3 (4 withdrawn → bye for 3), 1–2.
    assert [(t.first, t.second) for t in rp.tables] == [(1, 2)]
    assert rp.byes == (3,)


def test_double_round_robin_second_cycle() -> None:
    dd = find_system("girone-doppio")
    ps = players(4)
    sched = round_robin_schedule(4, double=True)
    assert len(sched) == 6
    # First cycle with its last two rounds exchanged: 1–4 2–3 / 2–4 3–1 / 4–3 1–2.
    assert sched[:3] == [[(1, 4), (2, 3)], [(2, 4), (3, 1)], [(4, 3), (1, 2)]]
    assert sched[3] == [(4, 1), (3, 2)]
    rp = dd.pair(state_of(ps), 1, PairingOptions())
    assert rp.system == "girone-doppio" and len(rp.tables) == 2
