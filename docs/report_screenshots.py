"""Pictures of the printouts for the README: every PDF kind, page 1, as PNG.

Run: .venv/bin/python docs/report_screenshots.py   (needs pdftoppm, from poppler-utils)
Writes docs/screenshots/report-*.png from tournaments built here (no database).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import random
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from figs_td.core.model import Game, GameKind, Player, System, TournamentState
from figs_td.core.pairing.base import PairingOptions
from figs_td.core.pairing.knockout import KnockoutSystem
from figs_td.reports import bracket, desk_data, documents, prepare
from figs_td.reports.data import AuditData, AuditLine, ReportHeader, RulingLine, RulingsData

OUT = Path(__file__).parent / "screenshots"
HEADER = ReportHeader(
    "Torneo Internazionale di Scrabble della Valdisieve «Città di Pontassieve» e Sant'Ellero",
    "Pontassieve",
    dt.date(2026, 11, 21),
    date_end=dt.date(2026, 11, 22),
    printed=dt.datetime(2026, 11, 22, 18, 5),
)
SURNAMES = ["Rossi", "Bianchi", "Kowalski", "Erdős", "Çelik", "Dell'Acqua", "Dvořák", "Müller",
            "Ferrari", "Esposito", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno",
            "Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano", "Rizzo", "Lombardi"]  # fmt: skip
GIVEN = ["Mario", "Łukasz", "Zoë", "François", "Niccolò", "Jiří", "Ágnes", "Søren", "Lucia",
         "Giulia", "Francesca", "Alessandro", "Matteo", "Chiara", "Sara", "Paolo"]  # fmt: skip


def swiss(n: int, rounds: int, planned: int, seed: int = 5) -> TournamentState:
    rng = random.Random(seed)
    clubs = ["Club Roma", "Club Firenze", "Club Milano", "Club Napoli", "Club Torino"]
    players = [
        Player(i + 1, f"{SURNAMES[i % len(SURNAMES)]} {GIVEN[(i * 7) % len(GIVEN)]}",
               rating=rng.randint(900, 2000), club=clubs[i % 5], federation_id=f"T{i + 1:05d}",
               seq=i + 1)
        for i in range(n)
    ]  # fmt: skip
    if n <= 8:
        return TournamentState(players, [], planned_rounds=planned)
    players[3] = dataclasses.replace(players[3], name="Dell'Acqua Bartolomei Maria Vittoria "
                                     "Alessandra Costanza")  # fmt: skip
    players[5] = dataclasses.replace(players[5], withdrawn_from_round=rounds)
    players[8] = dataclasses.replace(players[8], late_from_round=2)
    games: list[Game] = []
    for r in range(1, rounds + 1):
        ids = [p.id for p in players if p.is_active_in(r)]
        rng.shuffle(ids)
        for t in range(len(ids) // 2):
            a, b = ids[2 * t], ids[2 * t + 1]
            kind = GameKind.NORMAL
            sa, sb = rng.randint(280, 560), rng.randint(280, 560)
            if (r, t) == (2, 3):
                kind, sa, sb = GameKind.FORFEIT, 50, 0
            if (r, t) == (1, 5):
                kind, sa, sb = GameKind.TIME_LOSS, 310, 402
            games.append(Game(r, t + 1, a, b, sa, sb, kind))
        if len(ids) % 2:
            games.append(Game(r, None, ids[-1], None, kind=GameKind.BYE))
    return TournamentState(players, games, planned_rounds=planned)


def knockout(n: int) -> tuple[TournamentState, list[Any], dict[str, Any]]:
    base = swiss(n, 0, 4)
    players = [
        dataclasses.replace(p, withdrawn_from_round=None, late_from_round=None)
        for p in base.players
    ]
    state = TournamentState(players, [], system=System.KNOCKOUT, planned_rounds=4)
    settings: dict[str, Any] = {"knockout": {"third_place": True}}
    rps = []
    rng = random.Random(3)
    for r in range(1, 5):
        rp = KnockoutSystem().pair(state, r, PairingOptions(settings=settings))
        settings = {"knockout": rp.metadata["knockout"]}
        rps.append(rp)
        if r == 4:
            break  # the final still to play
        games = [Game(r, t.table, t.first, t.second, rng.randint(330, 520),
                      rng.randint(330, 520)) for t in rp.tables]  # fmt: skip
        state = TournamentState(state.players, state.games + games, system=System.KNOCKOUT,
                                planned_rounds=4)  # fmt: skip
    return state, rps, settings["knockout"]


def render(pdf: Path, name: str, page: int = 1, dpi: int = 60) -> None:
    target = OUT / f"report-{name}"
    subprocess.run(
        ["pdftoppm", "-png", "-r", str(dpi), "-f", str(page), "-l", str(page), "-singlefile",
         str(pdf), str(target)],
        check=True,
    )  # fmt: skip
    print(f"{target}.png")


def main() -> int:
    st = swiss(65, 8, 8)
    mid = swiss(65, 5, 8)
    big = swiss(100, 1, 8, seed=9)
    rr_base = swiss(8, 0, 7, seed=2)
    rr = TournamentState(
        [dataclasses.replace(p, withdrawn_from_round=None, late_from_round=None)
         for p in rr_base.players[:8]], [], system=System.ROUND_ROBIN, planned_rounds=7,
    )  # fmt: skip
    rng = random.Random(4)
    ids = [p.id for p in rr.players]
    rr_games = []
    for r in range(7):  # circle method
        order = [ids[0], *ids[1:][r:], *ids[1:][:r]]
        for t in range(4):
            rr_games.append(Game(r + 1, t + 1, order[t], order[7 - t], rng.randint(300, 520),
                                 rng.randint(300, 520)))  # fmt: skip
    rr = dataclasses.replace(rr, games=rr_games)
    ko, rps, ko_settings = knockout(13)
    rulings = RulingsData(HEADER.with_round(None), (
        RulingLine(3, 5, "21/11/2026 15:02", "Rossi Mario – Bianchi Lucia", "", "QUA (non valida)",
                   False, 5, "Verdi Anna (arbitro)", "penalità a chi ha giocato; mossa da 24 "
                   "punti; Lessico libero"),
        RulingLine(4, 2, "21/11/2026 17:40", "Erdős Zoë – Çelik Søren", "", "ZIO (valida)", True,
                   2, "Verdi Anna (arbitro)", "penalità a chi ha contestato; mossa da 18 punti"),
    ))  # fmt: skip
    audit = AuditData(HEADER, (
        AuditLine("21/11/2026 15:10", "Banco 2", "risultato corretto",
                  "Turno 3, tavolo 5 (Banco Anna – Rossi Mario): risultato corretto da 412–380 a "
                  "421–380"),
        AuditLine("21/11/2026 15:12", "Direttore", "giocatore modificato",
                  "Ferrari Giulia: rating da 1500 a 1600"),
        AuditLine("21/11/2026 15:20", "Direttore", "turno abbinato", "Turno 4 abbinato"),
    ))  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        w = documents.WRITERS
        jobs: list[tuple[str, str, Any, dict[str, Any], int]] = [
            ("pairings", "pairings", prepare.pairings_data(st, HEADER, 8, word_list_threshold=1100),
             {}, 1),
            ("pairings-large", "pairings", prepare.pairings_data(st, HEADER, 8), {"large": True},
             1),
            ("pairings-alpha", "pairings-alpha", prepare.pairings_data(
                big, HEADER, 1, word_list_threshold=1000), {}, 1),
            ("pairings-knockout", "pairings", prepare.pairings_data(
                ko, HEADER, 1, labels={t.table: t.label for t in rps[0].tables},
                idle=rps[0].idle, knockout=True), {}, 1),
            ("results", "results", prepare.results_data(st, HEADER, 2), {}, 1),
            ("standings", "standings", prepare.standings_data(mid, HEADER), {}, 1),
            ("standings-large", "standings", prepare.standings_data(mid, HEADER),
             {"large": True}, 1),
            ("standings-chart", "standings", prepare.standings_data(st, HEADER), {}, 99),
            ("crosstable", "crosstable", prepare.crosstable_data(st, HEADER), {}, 1),
            ("crosstable-rr", "crosstable", prepare.crosstable_data(rr, HEADER), {}, 1),
            ("scorecards", "scorecards", prepare.scorecards_data(st, HEADER), {}, 1),
            ("scoresheets", "scoresheets", prepare.scoresheets_data(st, HEADER, 8), {}, 1),
            ("slips", "slips", prepare.scoresheets_data(st, HEADER, 8), {}, 1),
            ("words23", "words23", prepare.words23_data(
                [a + b for a in "BCDLMNRST" for b in "AEIO"] + [a + b + c for a in "BCDLMPRST"
                 for b in "AEIOU" for c in "AEIO"], HEADER,
                tables=prepare.entitled_tables(st, 8, 1100)), {}, 1),
            ("rulings", "rulings", rulings, {}, 1),
            ("audit", "audit", audit, {}, 1),
            ("players", "players", desk_data.start_list_data(st, HEADER), {}, 1),
            ("statistics", "statistics", desk_data.statistics_data(st, HEADER), {}, 1),
            ("bracket", "bracket", bracket.bracket_data(ko, HEADER, ko_settings), {}, 1),
        ]  # fmt: skip
        for name, doc, data, kw, page in jobs:
            pdf = d / f"{name}.pdf"
            pages = w[doc](data, pdf, **kw)
            render(pdf, name, min(page, pages))
    return 0


if __name__ == "__main__":
    sys.exit(main())
