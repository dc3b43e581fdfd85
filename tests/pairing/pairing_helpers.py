"""Helpers for the pairing tests: building states and independent matching checks."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Sequence

from figs_td.core.model import Game, Player, TournamentState


def players(n: int, *, rated: bool = True) -> list[Player]:
    """P1..Pn, P1 the highest rated."""
    return [
        Player(i, f"P{i}", rating=(2000 - 10 * i) if rated else None, seq=i)
        for i in range(1, n + 1)
    ]


def game(rnd: int, table: int, a: int, b: int, sa: int, sb: int) -> Game:
    return Game(rnd, table, a, b, sa, sb)


def play_round(state: TournamentState, rp, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    """Store the round ``rp`` in ``state`` with random scores (250–500 each; byes as paired)."""
    for g in rp.to_games():
        if g.second is None:
            state.games.append(g)
        else:
            a, b = rng.randint(250, 500), rng.randint(250, 500)
            state.games.append(Game(g.round, g.table, g.first, g.second, a, b))


def met_pairs(games: Iterable[Game]) -> set[frozenset[int]]:
    return {frozenset((g.first, g.second)) for g in games if g.second is not None}


def brute_min_rematches(ids: Sequence[int], met: set[frozenset[int]]) -> int:
    """Fewest rematches over every perfect matching of ``ids`` (even, small): exhaustive."""
    best = len(ids)

    def rec(rest: list[int], cost: int) -> None:
        nonlocal best
        if cost >= best:
            return
        if not rest:
            best = cost
            return
        a = rest[0]
        for i in range(1, len(rest)):
            b = rest[i]
            rec(rest[1:i] + rest[i + 1 :], cost + (frozenset((a, b)) in met))

    rec(list(ids), 0)
    return best


_P = 2_147_483_647


def tutte_matching_size(ids: Sequence[int], edges: Iterable[tuple[int, int]], seed: int = 0) -> int:
    """Size of a maximum matching via the rank of a random Tutte matrix (Lovász): independent
    of the matching code under test. Wrong with probability ≤ n/p per call."""
    idx = {v: i for i, v in enumerate(ids)}
    n = len(ids)
    rng = random.Random(seed)
    m = [[0] * n for _ in range(n)]
    for a, b in edges:
        i, j = idx[a], idx[b]
        x = rng.randrange(1, _P)
        m[i][j] = x
        m[j][i] = _P - x
    rank = 0
    for col in range(n):
        pivot = next((r for r in range(rank, n) if m[r][col]), None)
        if pivot is None:
            continue
        m[rank], m[pivot] = m[pivot], m[rank]
        inv = pow(m[rank][col], _P - 2, _P)
        for r in range(rank + 1, n):
            if m[r][col]:
                f = m[r][col] * inv % _P
                row, prow = m[r], m[rank]
                for c in range(col, n):
                    row[c] = (row[c] - f * prow[c]) % _P
        rank += 1
    return rank // 2


def min_rematches(ids: Sequence[int], met: set[frozenset[int]]) -> int:
    """Fewest rematches for an even set of players (brute force when small, Tutte otherwise)."""
    if len(ids) <= 10:
        return brute_min_rematches(ids, met)
    fresh = [(a, b) for a, b in itertools.combinations(ids, 2) if frozenset((a, b)) not in met]
    return len(ids) // 2 - tutte_matching_size(ids, fresh)


def state_of(ps: list[Player], games: list[Game] | None = None) -> TournamentState:
    return TournamentState(players=ps, games=list(games or []))
