"""Pairing and standings benchmark: ``python benchmarks/pairing.py`` prints the figures.

Targets (2-core machine): italo-svizzero 400 players × 11 rounds, worst round ≤ 0.5 s;
1,000 × 11 ≤ 1.5 s; 30 players paired for 29 rounds ≤ 1 s per round; standings of 1,000 players
after 15 rounds ≤ 0.2 s. Results are random (seeded); every round goes through the whole public
path: ``find_system(...).pair(state, round, options)`` (standings, look-ahead, first move).
"""

from __future__ import annotations

import dataclasses
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from figs_td.core.model import Game, Player, TournamentState  # noqa: E402
from figs_td.core.pairing import PairingOptions, find_system  # noqa: E402
from figs_td.core.standings.table import compute_standings  # noqa: E402


def _play(state: TournamentState, rp, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    for g in rp.to_games():
        if g.second is None:
            state.games.append(g)
        else:
            a, b = rng.randint(250, 550), rng.randint(250, 550)
            state.games.append(Game(g.round, g.table, g.first, g.second, a, b))


def swiss(
    n: int, rounds: int, seed: int = 1, *, constrained: bool = False
) -> tuple[float, float, int]:
    """``constrained``: 20 clubs, same club not before round 4, n/10 forbidden pairs (issue 25
    §5: the constraints join the look-ahead's graph as pairs already met)."""
    rng = random.Random(seed)
    ps = [Player(i, f"G{i}", rating=rng.randint(1000, 2100), seq=i) for i in range(1, n + 1)]
    settings: dict[str, object] = {}
    if constrained:  # its own generator: the unconstrained events stay as they were
        crng = random.Random(seed + 1000)
        ps = [dataclasses.replace(p, club=f"C{crng.randint(1, 20)}") for p in ps]
        forbid = [crng.sample(range(1, n + 1), 2) for _ in range(n // 10)]
        settings = {"constraints": {"forbid": forbid, "same_club_from": 4}}
    state = TournamentState(players=ps)
    system = find_system("italo-svizzero")
    times = []
    rematches = 0
    for r in range(1, rounds + 1):
        t = time.perf_counter()
        rp = system.pair(state, r, PairingOptions(seed=seed, settings=settings))
        times.append(time.perf_counter() - t)
        rematches += rp.rematches
        _play(state, rp, rng)
    return max(times), sum(times) / len(times), rematches


def standings(n: int, rounds: int) -> float:
    rng = random.Random(7)
    ps = [Player(i, f"G{i}", rating=rng.randint(1000, 2100), seq=i) for i in range(1, n + 1)]
    state = TournamentState(players=ps)
    for r in range(1, rounds + 1):  # random pairings: only the standings are timed here
        ids = [p.id for p in ps]
        rng.shuffle(ids)
        for t in range(n // 2):
            a, b = ids[2 * t], ids[2 * t + 1]
            state.games.append(Game(r, t + 1, a, b, rng.randint(250, 550), rng.randint(250, 550)))
    best = float("inf")
    for _ in range(3):
        t = time.perf_counter()
        compute_standings(state)
        best = min(best, time.perf_counter() - t)
    return best


def main() -> int:
    ok = True
    for n, rounds, target in ((400, 11, 0.5), (1000, 11, 1.5), (30, 29, 1.0)):
        runs = [swiss(n, rounds, seed) for seed in range(1, 6 if n <= 30 else 2)]
        worst = max(r[0] for r in runs)
        mean = sum(r[1] for r in runs) / len(runs)
        rem = sum(r[2] for r in runs)
        flag = "ok" if worst <= target else "TROPPO LENTO"
        ok &= worst <= target
        print(
            f"italo-svizzero {n:>5} giocatori × {rounds:>2} turni: turno peggiore {worst:.3f} s, "
            f"medio {mean:.3f} s, rivincite {rem} in {len(runs)} tornei (obiettivo ≤ {target} s) {flag}"
        )
    for n, rounds, target in ((400, 11, 0.5), (1000, 11, 1.5)):
        worst, mean, rem = swiss(n, rounds, 1, constrained=True)
        flag = "ok" if worst <= target else "TROPPO LENTO"
        ok &= worst <= target
        print(
            f"con vincoli     {n:>5} giocatori × {rounds:>2} turni: turno peggiore {worst:.3f} s, "
            f"medio {mean:.3f} s, rivincite {rem} (20 circoli, stesso circolo dal turno 4, "
            f"{n // 10} coppie vietate; obiettivo ≤ {target} s) {flag}"
        )
    t = standings(1000, 15)
    ok &= t <= 0.2
    print(
        f"classifica 1000 giocatori dopo 15 turni: {t:.3f} s (obiettivo ≤ 0.2 s) {'ok' if t <= 0.2 else 'TROPPO LENTO'}"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
