"""Report speed: standings and crosstable of 500 players × 15 rounds (PDF and XLSX, ≤ 3 s each),
scorecards of 500 players (≤ 10 s). Each figure includes preparing the data from the state.

Run: .venv/bin/python benchmarks/reports.py
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from figs_td.core.model import Game, GameKind, Player, TournamentState
from figs_td.reports import documents, prepare
from figs_td.reports.data import ReportHeader

PLAYERS, ROUNDS = 500, 15
HEADER = ReportHeader("Campionato Italiano di Scrabble", "Città di Castello", "21/11/2026")


def field(n: int, rounds: int, seed: int = 7) -> TournamentState:
    rng = random.Random(seed)
    first = ["Mario", "Łukasz", "Zoë", "François", "Niccolò", "Jiří", "Ágnes", "Søren", "Lucia"]
    last = ["Rossi", "Kowalski", "Erdős", "Çelik", "Dell'Acqua", "Dvořák", "Bianchi", "Müller"]
    players = [
        Player(i + 1, f"{rng.choice(last)} {rng.choice(first)}", rating=rng.randint(900, 2000),
               club=f"Club {i % 40}", federation_id=f"T{i + 1:05d}", seq=i + 1)
        for i in range(n)
    ]  # fmt: skip
    games, ids = [], [p.id for p in players]
    for r in range(1, rounds + 1):
        rng.shuffle(ids)
        for t in range(len(ids) // 2):
            a, b = ids[2 * t], ids[2 * t + 1]
            games.append(Game(r, t + 1, a, b, rng.randint(250, 550), rng.randint(250, 550)))
        if len(ids) % 2:
            games.append(Game(r, None, ids[-1], None, kind=GameKind.BYE))
    return TournamentState(players, games, planned_rounds=rounds)


def main() -> int:
    state = field(PLAYERS, ROUNDS)
    cases: list[tuple[str, Callable[[], Any], Callable[..., int], float]] = [
        ("standings", lambda: prepare.standings_data(state, HEADER), documents.standings, 3.0),
        ("crosstable", lambda: prepare.crosstable_data(state, HEADER), documents.crosstable, 3.0),
        ("scorecards", lambda: prepare.scorecards_data(state, HEADER), documents.scorecards, 10.0),
    ]
    # Fonts are registered once per process; do it before timing.
    from figs_td.reports.fonts import register_fonts

    register_fonts()
    failed = False
    print(f"{PLAYERS} giocatori × {ROUNDS} turni")
    with tempfile.TemporaryDirectory() as tmp:
        for name, prep, write, limit in cases:
            for ext in ("pdf", "xlsx"):
                t0 = time.perf_counter()
                pages = write(prep(), Path(tmp) / f"{name}.{ext}")
                elapsed = time.perf_counter() - t0
                ok = elapsed <= limit
                failed |= not ok
                what = f"{pages} pagine" if ext == "pdf" else "1 foglio"
                print(
                    f"{name:11} {ext:4} {elapsed:6.2f} s  (limite {limit:.0f} s, {what}) {'ok' if ok else 'LENTO'}"
                )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
