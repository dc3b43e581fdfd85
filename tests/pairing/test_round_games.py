"""``RoundPairing.to_games`` sets the games' fields directly (a round has up to 1,500 tables):
the games must be exactly those of the dataclass's constructor."""

from __future__ import annotations

import random

from figs_td.core.model import Game, GameKind
from figs_td.core.pairing.base import RoundPairing, Table


def test_to_games_equals_the_constructor() -> None:
    rng = random.Random(11)
    for size in (0, 1, 2, 7, 150):
        ids = rng.sample(range(1, 10_000), 2 * size + 3)
        tables = tuple(
            Table(n + 1, ids[2 * n], ids[2 * n + 1], reason="r", rematch=rng.randint(0, 2))
            for n in range(size)
        )
        byes = tuple(ids[2 * size : 2 * size + rng.randint(0, 3)])
        rp = RoundPairing(round=rng.randint(1, 20), system="italo-svizzero", tables=tables,
                          byes=byes)  # fmt: skip
        expected = [Game(rp.round, t.table, t.first, t.second) for t in tables]
        expected += [Game(rp.round, None, b, None, kind=GameKind.BYE) for b in byes]
        games = rp.to_games()
        assert games == expected
        assert [vars(g) for g in games] == [vars(g) for g in expected]
        assert [hash(g) for g in games] == [hash(g) for g in expected]
        assert all(type(g) is Game and type(g.kind) is GameKind for g in games)
        assert [g.has_result for g in games] == [False] * size + [True] * len(byes)
