"""Team documents: the round's team pairings (match, board, who starts), the round's team
results (games won per team, each board's score) and the team standings (PDF or XLSX)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from figs_td.reports.data import ReportHeader
from figs_td.reports.prize_documents import BODY_SIZE, _write
from figs_td.reports.table import Column, Sheet

#: Pairings are posted on the wall: read from 2 m.
WALL_SIZE = 14.0


@dataclass(frozen=True)
class BoardLine:
    match: str  # "Coppia 1 – Coppia 6"
    board: int | None  # None: a team resting
    table: int | None
    first: str
    second: str
    score: str = ""  # "412-380" (results)


@dataclass(frozen=True)
class TeamRoundData:
    header: ReportHeader
    round: int
    lines: tuple[BoardLine, ...]
    match_results: tuple[tuple[str, str], ...] = ()  # (match, "1½-½") for the results


@dataclass(frozen=True)
class TeamStandingLine:
    rank: int
    team: str
    members: str
    matches: int
    match_points: int
    games_won: object
    spread: int
    points: int


@dataclass(frozen=True)
class TeamStandingsData:
    header: ReportHeader
    ranking_note: str
    lines: tuple[TeamStandingLine, ...]


def pairings_sheet(data: TeamRoundData) -> Sheet:
    cols = [
        Column("Incontro", 6.0),
        Column("Scacch.", 1.6, "int"),
        Column("Tavolo", 1.6, "int"),
        Column("Inizia", 5.0),
        Column("Secondo", 5.0),
    ]
    rows: list[Sequence[object]] = [
        [ln.match, ln.board, ln.table, ln.first, ln.second] for ln in data.lines
    ]
    sheet = Sheet(f"Abbinamenti a squadre – turno {data.round}", cols, rows)
    sheet.landscape = True
    return sheet


def team_pairings(data: TeamRoundData, path: Path | str, **_: object) -> int:
    return _write(path, data.header, pairings_sheet(data), size=WALL_SIZE, note="")


def results_sheet(data: TeamRoundData) -> Sheet:
    cols = [
        Column("Incontro", 6.0),
        Column("Scacch.", 1.6, "int"),
        Column("Inizia", 5.0),
        Column("Secondo", 5.0),
        Column("Punteggio", 2.4),
    ]
    rows: list[Sequence[object]] = []
    totals = dict(data.match_results)
    last = ""
    for ln in data.lines:
        if ln.match != last and ln.match in totals:
            rows.append([ln.match, None, "Partite vinte", "", totals[ln.match]])
            last = ln.match
        rows.append([ln.match, ln.board, ln.first, ln.second, ln.score])
    sheet = Sheet(f"Risultati a squadre – turno {data.round}", cols, rows)
    sheet.landscape = True
    return sheet


def team_results(data: TeamRoundData, path: Path | str, **_: object) -> int:
    note = "Partite vinte per squadra (la patta vale ½), poi il punteggio di ogni scacchiera."
    return _write(path, data.header, results_sheet(data), size=BODY_SIZE + 2, note=note)


def standings_sheet(data: TeamStandingsData) -> Sheet:
    cols = [
        Column("Pos.", 1.1, "int"),
        Column("Squadra", 4.0),
        Column("Giocatori", 7.0, wrap=True),
        Column("Inc.", 1.1, "int"),
        Column("P. inc.", 1.5, "int"),
        Column("Vinte", 1.5, "num"),
        Column("Diff.", 1.6, "signed"),
        Column("Fatti", 1.6, "int"),
    ]
    rows: list[Sequence[object]] = [
        [r.rank, r.team, r.members, r.matches, r.match_points, r.games_won, r.spread, r.points]
        for r in data.lines
    ]
    sheet = Sheet("Classifica a squadre", cols, rows)
    sheet.landscape = True
    return sheet


def team_standings(data: TeamStandingsData, path: Path | str, **_: object) -> int:
    return _write(
        path, data.header, standings_sheet(data), size=BODY_SIZE + 2, note=data.ranking_note
    )
