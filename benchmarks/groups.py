"""Eliminazione a gruppi: time of the worst round for 64, 256 and 1,000 players over the default
⌈log₂ n⌉ rounds, random results. Target: ≤ 1.5 s per round at 1,000 players.

Run: ``.venv/bin/python benchmarks/groups.py``.
"""

from __future__ import annotations

import random
import time

from figs_td.core.model import Game, Player, TournamentState
from figs_td.core.pairing import PairingOptions, find_system
from figs_td.core.pairing.groups import default_rounds


def run(n: int) -> tuple[int, float, float]:
    system = find_system("eliminazione-a-gruppi")
    players = [Player(i, f"P{i}", rating=3000 - i, seq=i) for i in range(1, n + 1)]
    state = TournamentState(players=players)
    rng = random.Random(n)
    times = []
    rounds = default_rounds(n)
    for rnd in range(1, rounds + 1):
        t = time.perf_counter()
        rp = system.pair(state, rnd, PairingOptions(seed=rnd))
        times.append(time.perf_counter() - t)
        for g in rp.to_games():
            if g.second is None:
                state.games.append(g)
                continue
            a, b = rng.choice([(400, 300), (300, 400), (350, 350)])
            state.games.append(Game(g.round, g.table, g.first, g.second, a, b))
    return rounds, max(times), sum(times) / len(times)


def main() -> None:
    for n in (64, 256, 1000):
        rounds, worst, mean = run(n)
        print(
            f"eliminazione a gruppi, {n} giocatori × {rounds} turni: "
            f"turno peggiore {worst:.3f} s, media {mean:.3f} s"
        )


if __name__ == "__main__":
    main()
