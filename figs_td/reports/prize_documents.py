"""Documents of prizes and categories: the prize list (for the prize-giving), the final standings
with the prize column, the standings per category and the club standings (PDF or XLSX)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

from figs_td.atomic import atomic_output
from figs_td.reports.data import ReportHeader
from figs_td.reports.table import Column, Kind, Sheet

#: Printed at the prize-giving and posted on the wall: larger than the 9-point tables.
PRIZE_SIZE = 12.0
BODY_SIZE = 10.0


@dataclass(frozen=True)
class PrizeLine:
    prize: str  # "1° assoluto"
    label: str  # description
    amount: int | Fraction | None  # what the winner receives (a shared award: the share)
    winner: str  # "" when unassigned
    rank: int | None
    club: str
    tied: bool


@dataclass(frozen=True)
class PrizeListData:
    header: ReportHeader
    lines: tuple[PrizeLine, ...]
    rule: str


@dataclass(frozen=True)
class RankedLine:
    """A standings line of the category/final documents."""

    group: str  # category name ("" in the final standings)
    rank: int
    name: str
    club: str
    wins: object
    tournament_points: int
    spread: int
    points: int
    prize: str = ""
    values: Mapping[str, object] = field(default_factory=dict)  # tie-break values by key
    phase: str = ""  # the bracket decided the final standings: "Eliminazione", "Consolazione" …


@dataclass(frozen=True)
class RankedData:
    header: ReportHeader
    title: str
    lines: tuple[RankedLine, ...]
    note: str = ""
    with_group: bool = False
    with_prize: bool = False
    chain: tuple[str, ...] = ()  # the tie-break chain: its columns, in its order
    bracket_note: str = ""  # the bracket decided the top places (core.placing.bracket_note)


@dataclass(frozen=True)
class ClubLine:
    rank: int
    club: str
    tournament_points: int
    spread: int
    players: str  # "Rossi Mario (12), Bianchi Anna (10)"


@dataclass(frozen=True)
class ClubData:
    header: ReportHeader
    best: int
    lines: tuple[ClubLine, ...]


def _write(path: Path | str, header: ReportHeader, sheet: Sheet, *, size: float, note: str) -> int:
    from figs_td.reports.table import output_format

    fmt = output_format(path)
    with atomic_output(path) as tmp:
        if fmt == "xlsx":
            from figs_td.reports.xlsx import write_workbook

            write_workbook(tmp, header, [sheet])
            return 1
        from figs_td.reports.pdf import sheet_pdf

        return sheet_pdf(tmp, header, sheet, size=size, note=note)


def prize_list_sheet(data: PrizeListData) -> Sheet:
    cols = [
        Column("Premio", 3.2),
        Column("Descrizione", 4.0, wrap=True),
        Column("Euro", 1.4, "num"),  # a share may have cents (53,33)
        Column("Vincitore", 5.5, wrap=True),  # shared prizes name every player
        Column("Pos.", 1.2, "int"),
        Column("Club", 3.0),
    ]
    rows: list[Sequence[object]] = [
        [
            line.prize,
            line.label,
            line.amount,
            (line.winner + " (ex aequo)" if line.tied else line.winner) or "non assegnato",
            line.rank,
            line.club,
        ]
        for line in data.lines
    ]
    return Sheet("Premi", cols, rows)


def prize_list(data: PrizeListData, path: Path | str, **_: object) -> int:
    """The prize list, read out at the prize-giving: large type, the rule used printed above."""
    return _write(path, data.header, prize_list_sheet(data), size=PRIZE_SIZE, note=data.rule)


#: The columns of a tie-break criterion in the category/final documents: (label, kind).
CRITERION_COLUMNS: dict[str, tuple[str, Kind]] = {
    "tournament_points": ("Punti", "int"),
    "wins": ("V", "num"),
    "buchholz": ("Buchholz", "num"),
    "buchholz_full": ("Buchholz totale", "num"),
    "spread": ("Diff.", "signed"),
    "points": ("Fatti", "int"),
    "against": ("Subiti", "int"),
    "average_points": ("Media", "num"),
}
#: Without the chain: the columns printed so far.
_DEFAULT_CHAIN = ("tournament_points", "spread", "points")


def ranked_sheet(data: RankedData) -> Sheet:
    """Position, name, club, wins, then one column per criterion of the tie-break chain that
    ordered the standings (Buchholz when the chain has it), in its order."""
    chain = [k for k in (data.chain or _DEFAULT_CHAIN) if k in CRITERION_COLUMNS and k != "wins"]
    cols = [Column("Categoria", 2.6)] if data.with_group else []
    phased = any(r.phase for r in data.lines)
    cols += [
        Column("Pos.", 1.1, "int"),
        Column("Giocatore", 5.5),
        Column("Club", 3.0, wrap=True),
        *([Column("Fase", 2.2)] if phased else []),  # the bracket decided (issue 44)
        Column("V", 1.1, "num"),
    ]
    for key in chain:
        label, kind = CRITERION_COLUMNS[key]
        cols.append(Column(label, 1.5, kind))
    if data.with_prize:
        cols.append(Column("Premio", 5.0, wrap=True))
    fixed = {"tournament_points": "tournament_points", "spread": "spread", "points": "points"}
    rows: list[Sequence[object]] = []
    for r in data.lines:
        row: list[object] = [r.group] if data.with_group else []
        row += [r.rank, r.name, r.club, *([r.phase] if phased else []), r.wins]
        for key in chain:
            value = getattr(r, fixed[key]) if key in fixed else r.values.get(key)
            row.append(value)
        if data.with_prize:
            row.append(r.prize)
        rows.append(row)
    sheet = Sheet(data.title, cols, rows, legend=data.bracket_note)  # XLSX: under the rows
    sheet.landscape = data.with_prize
    return sheet


def ranked(data: RankedData, path: Path | str, **_: object) -> int:
    """Standings per category, or the final standings with the prize column (posted on the
    wall: at wall size, 14 pt)."""
    from figs_td.reports.pdf import WALL_SIZE

    size = WALL_SIZE if data.with_prize else BODY_SIZE
    from figs_td.reports.table import output_format

    sheet = ranked_sheet(data)
    note = data.note
    if output_format(path) == "pdf":  # the bracket's sentence above the table, with the rule
        note = " ".join(t for t in (data.bracket_note, data.note) if t)
        sheet.legend = ""
    return _write(path, data.header, sheet, size=size, note=note)


def clubs_sheet(data: ClubData) -> Sheet:
    cols = [
        Column("Pos.", 1.1, "int"),
        Column("Circolo", 4.0),
        Column("Punti", 1.3, "int"),
        Column("Diff.", 1.5, "signed"),
        Column(f"Giocatori che contano (migliori {data.best})", 10.0, wrap=True),
    ]
    rows: list[Sequence[object]] = [
        [c.rank, c.club, c.tournament_points, c.spread, c.players] for c in data.lines
    ]
    sheet = Sheet("Classifica per circoli", cols, rows)
    sheet.landscape = True
    return sheet


def clubs(data: ClubData, path: Path | str, **_: object) -> int:
    note = (
        f"Per ogni circolo: somma dei punti (poi della differenza) dei migliori {data.best} "
        "giocatori in classifica."
    )
    return _write(path, data.header, clubs_sheet(data), size=BODY_SIZE, note=note)
