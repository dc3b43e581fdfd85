"""Report speed: every document of 500 players × 15 rounds, PDF and XLSX. Standings and
crosstable ≤ 3 s each, scorecards ≤ 10 s (the existing targets); the other documents ≤ 3 s,
except the blank scoresheets (250 pages, like the scorecards) ≤ 10 s. The one-round documents
hold 250 tables. Each figure includes preparing the data from the state.

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
from figs_td.reports import bracket, desk_data, documents, prepare
from figs_td.reports.data import AuditData, AuditLine, ReportHeader, RulingLine, RulingsData

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


WORDS = ["".join(w) for w in zip("ABCDEFGHILMNOPRSTUVZ" * 3, "AEIOU" * 12, strict=False)] + [
    a + b + c for a in "BCDLMNPRST" for b in "AEIOU" for c in "AEIO"
]


def knockout(n: int) -> tuple[TournamentState, dict[str, Any]]:
    """A finished knockout of ``n`` players (the higher seed always wins)."""
    from figs_td.core.model import System
    from figs_td.core.pairing.base import PairingOptions
    from figs_td.core.pairing.knockout import KnockoutSystem

    state = field(n, 0)
    state = TournamentState(state.players, [], system=System.KNOCKOUT)
    settings: dict[str, Any] = {"knockout": {"third_place": True}}
    r = 1
    while True:
        try:
            rp = KnockoutSystem().pair(state, r, PairingOptions(settings=settings))
        except Exception:  # the bracket is complete
            break
        settings = {"knockout": rp.metadata["knockout"]}
        seeds = rp.metadata["knockout"]["seeds"]
        games = [
            Game(r, t.table, t.first, t.second, *((400, 300) if seeds.index(t.first)
                 < seeds.index(t.second) else (300, 400)))
            for t in rp.tables
        ]  # fmt: skip
        state = TournamentState(state.players, state.games + games, system=System.KNOCKOUT)
        r += 1
    return state, settings["knockout"]


def main() -> int:
    state = field(PLAYERS, ROUNDS)
    last = ROUNDS
    ko_state, ko_settings = knockout(64)
    rulings = RulingsData(HEADER, tuple(
        RulingLine(r % 15 + 1, r % 250 + 1, "21/11/2026 15:02", "Rossi Mario – Bianchi Lucia", "",
                   "QUA (non valida)", False, 5, "Verdi (arbitro)", "penalità a chi ha giocato")
        for r in range(500)
    ))  # fmt: skip
    audit = AuditData(HEADER, tuple(
        AuditLine("21/11/2026 15:02", "Banco 2", "risultato inserito",
                  f"Turno {r % 15 + 1}, tavolo {r % 250 + 1} (Rossi – Bianchi): risultato 412–380")
        for r in range(3000)
    ))  # fmt: skip
    W = documents.WRITERS
    cases: list[tuple[str, Callable[[], Any], Callable[..., int], float]] = [
        ("standings", lambda: prepare.standings_data(state, HEADER), W["standings"], 3.0),
        ("crosstable", lambda: prepare.crosstable_data(state, HEADER), W["crosstable"], 3.0),
        ("scorecards", lambda: prepare.scorecards_data(state, HEADER), W["scorecards"], 10.0),
        ("pairings", lambda: prepare.pairings_data(state, HEADER, last), W["pairings"], 3.0),
        ("pairings-alpha", lambda: prepare.pairings_data(state, HEADER, last),
         W["pairings-alpha"], 3.0),
        ("results", lambda: prepare.results_data(state, HEADER, last), W["results"], 3.0),
        ("scoresheets", lambda: prepare.scoresheets_data(state, HEADER, last),
         W["scoresheets"], 10.0),  # 250 pages, like the scorecards
        ("slips", lambda: prepare.scoresheets_data(state, HEADER, last), W["slips"], 3.0),
        ("words23", lambda: prepare.words23_data(WORDS, HEADER, tables=prepare.entitled_tables(
            state, last, 1100)), W["words23"], 3.0),
        ("players", lambda: desk_data.start_list_data(state, HEADER), W["players"], 3.0),
        ("statistics", lambda: desk_data.statistics_data(state, HEADER), W["statistics"], 3.0),
        ("bracket", lambda: bracket.bracket_data(ko_state, HEADER, ko_settings),
         W["bracket"], 3.0),
        ("rulings", lambda: rulings, W["rulings"], 3.0),
        ("audit", lambda: audit, W["audit"], 3.0),  # 3000 entries, ~75 pages
    ]  # fmt: skip
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
                what = f"{pages} pagine" if ext == "pdf" else f"{pages} fogli"
                print(
                    f"{name:14} {ext:4} {elapsed:6.2f} s  (limite {limit:.0f} s, {what}) "
                    f"{'ok' if ok else 'LENTO'}"
                )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
