"""Prizes, categories, clubs and team standings on a large event. Prints figures.

    .venv/bin/python benchmarks/prizes.py

Core only (no store): 500 players × 11 rounds, 8 categories, 40 prizes, 60 clubs; a pairs event
of 100 teams × 9 rounds. Target: each computation ≤ 50 ms, so that the Premi page refreshes at once
after a result (the standings themselves are measured by benchmarks/pairing.py).
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _time(label: str, target_ms: float, fn: Callable[[], object], n: int = 5) -> None:
    best = float("inf")
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        best = min(best, (time.perf_counter() - t0) * 1000)
    ok = "OK" if best <= target_ms else "OLTRE"
    print(f"{label:<52} {best:8.2f} ms  (≤ {target_ms:.0f} ms) {ok}")


def main() -> None:
    from figs_td.core.model import Game, Player, System, TournamentState
    from figs_td.core.pairing import PairingOptions, find_system
    from figs_td.core.standings.categories import (
        Category,
        PlayerExtra,
        category_members,
        category_standings,
    )
    from figs_td.core.standings.clubs import club_standings
    from figs_td.core.standings.prizes import Prize, assign_prizes
    from figs_td.core.standings.table import compute_standings
    from figs_td.core.teams import Team, team_standings

    rnd = random.Random(16)
    n = 500
    players = [
        Player(i, f"G{i}", rating=rnd.randint(900, 2100), club=f"Circolo {i % 60}", seq=i)
        for i in range(1, n + 1)
    ]
    games = []
    for r in range(1, 12):
        ids = list(range(1, n + 1))
        rnd.shuffle(ids)
        for t in range(n // 2):
            games.append(
                Game(
                    r,
                    t + 1,
                    ids[2 * t],
                    ids[2 * t + 1],
                    rnd.randint(250, 550),
                    rnd.randint(250, 550),
                )
            )
    state = TournamentState(players, games)
    rows = compute_standings(state)
    cats = [
        Category("A", "band", min_rating=1800),
        Category("B", "band", min_rating=1500, max_rating=1799),
        Category("C", "band", min_rating=1200, max_rating=1499),
        Category("D", "band", max_rating=1199),
        Category("Under 18", "free", born_from=2008),
        Category("Senior", "free", born_to=1960),
        Category("Esordienti", "free"),
        Category("Femminile", "free"),
    ]
    extras = {
        p.id: PlayerExtra(
            rnd.randint(1940, 2015), frozenset({"Esordienti"} if p.id % 7 == 0 else ())
        )
        for p in players
    }
    table = [Prize(k, None, amount=500 - 40 * k) for k in range(1, 11)]
    table += [Prize(k, c.name, amount=60 - 10 * k) for c in cats for k in range(1, 4)]
    table += [Prize(k, "Under 18", label="libro") for k in range(4, 10)]

    def members() -> dict[str, set[int]]:
        return {c.name: category_members(c, players, extras) for c in cats}

    m = members()
    _time("membri delle 8 categorie (500 giocatori)", 50, members)
    _time(
        "classifiche delle 8 categorie",
        50,
        lambda: [category_standings(rows, s) for s in m.values()],
    )
    chain = ("tournament_points", "buchholz", "spread", "points")
    _time(
        "assegnazione di 40 premi (un premio a testa)",
        50,
        lambda: assign_prizes(table, rows, m, tiebreaks=chain),
    )
    _time(
        "assegnazione di 40 premi (cumulabili)",
        50,
        lambda: assign_prizes(table, rows, m, tiebreaks=chain, cumulative=True),
    )
    _time(
        "classifica per circoli (60 circoli, migliori 3)", 50, lambda: club_standings(rows, players)
    )

    teams = [Team(f"S{i}", (2 * i - 1, 2 * i)) for i in range(1, 101)]
    tplayers = [Player(i, f"G{i}", rating=rnd.randint(900, 2100), seq=i) for i in range(1, 201)]
    settings = {
        "teams": [{"name": t.name, "members": list(t.members)} for t in teams],
        "team_pairing": "swiss",
    }
    tstate = TournamentState(tplayers, [], System.TEAMS)
    system = find_system("squadre")
    t0 = time.perf_counter()
    for r in range(1, 10):
        rp = system.pair(tstate, r, PairingOptions(settings=settings))
        new = [
            Game(r, t.table, t.first, t.second, rnd.randint(250, 550), rnd.randint(250, 550))
            for t in rp.tables
        ]
        tstate = TournamentState(tplayers, tstate.games + new, System.TEAMS)
    per_round = (time.perf_counter() - t0) * 1000 / 9
    ok = "OK" if per_round <= 500 else "OLTRE"
    print(
        f"{'abbinamento a squadre (100 coppie, media di 9 turni)':<52} {per_round:8.2f} ms  (≤ 500 ms) {ok}"
    )
    _time("classifica a squadre (100 coppie, 9 turni)", 50, lambda: team_standings(teams, tstate))


if __name__ == "__main__":
    main()
