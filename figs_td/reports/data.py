"""Prepared plain data for every document (no database, no reportlab, no openpyxl).

The service fills these from the store and the core; each writer (PDF, XLSX) is a pure function
of them, so documents can be tested with data built by hand.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from fractions import Fraction


@dataclass(frozen=True)
class ReportHeader:
    """What the header of every page shows: tournament, place, date, round."""

    tournament: str
    place: str = ""
    date: dt.date | str | None = None
    round: int | None = None

    def date_text(self) -> str:
        if isinstance(self.date, dt.date):
            return self.date.strftime("%d/%m/%Y")
        return self.date or ""

    def subtitle(self) -> str:
        """``Luogo, data`` as one line (empty parts left out)."""
        return ", ".join(p for p in (self.place, self.date_text()) if p)

    def round_text(self) -> str:
        return f"Turno {self.round}" if self.round is not None else ""


# ---------------------------------------------------------------------------------------------
# Pairings and results of a round


@dataclass(frozen=True)
class PlayerCell:
    """A player as shown on a pairing sheet: number, name, record so far."""

    number: int
    name: str
    wins: Fraction = Fraction(0)
    spread: int = 0
    word_list: bool = False  # may consult the 2-/3-letter word tables (domain.md §7)


@dataclass(frozen=True)
class PairingRow:
    """One table of a round: ``first`` moves first; ``second`` is None for a bye (riposo)."""

    table: int | None
    first: PlayerCell
    second: PlayerCell | None


@dataclass(frozen=True)
class PairingsData:
    header: ReportHeader
    rows: tuple[PairingRow, ...]


@dataclass(frozen=True)
class ResultRow:
    """One game of a round with its result; ``note`` says how it came about (riposo, tavolino…)."""

    table: int | None
    first: str
    score_first: int | None
    second: str | None
    score_second: int | None
    note: str = ""


@dataclass(frozen=True)
class ResultsData:
    header: ReportHeader
    rows: tuple[ResultRow, ...]


# ---------------------------------------------------------------------------------------------
# Standings and crosstable


@dataclass(frozen=True)
class StandingsColumn:
    """A tie-break column: JSON key, Italian label, and whether values may be fractional."""

    key: str
    label: str


@dataclass(frozen=True)
class StandingsLine:
    rank: int
    number: int
    name: str
    club: str
    games: int
    values: dict[str, object]  # by column key: int, Fraction or str


@dataclass(frozen=True)
class RankHistory:
    """A player's rank after each round (None: not ranked yet), for the rank-by-round chart."""

    name: str
    ranks: tuple[int | None, ...]


@dataclass(frozen=True)
class StandingsData:
    header: ReportHeader
    columns: tuple[StandingsColumn, ...]
    rows: tuple[StandingsLine, ...]
    history: tuple[RankHistory, ...] = ()  # non-empty: draw the rank-by-round chart (final report)
    title: str = "Classifica"


@dataclass(frozen=True)
class CrossCell:
    """One round of a crosstable row. ``result``: V (vittoria), P (pareggio), S (sconfitta),
    R (riposo); ``opponent`` is the opponent's number (None for a bye)."""

    opponent: int | None
    result: str
    score: int | None
    opp_score: int | None


@dataclass(frozen=True)
class CrossRow:
    rank: int
    number: int
    name: str
    cells: tuple[CrossCell | None, ...]  # one per round, None when not paired
    tournament_points: int
    wins: Fraction
    spread: int


@dataclass(frozen=True)
class CrosstableData:
    header: ReportHeader
    rounds: int
    rows: tuple[CrossRow, ...]


# ---------------------------------------------------------------------------------------------
# Scorecards and blank scoresheets


@dataclass(frozen=True)
class ScorecardLine:
    round: int
    table: int | None
    opponent: str  # "riposo" for a bye
    opponent_number: int | None
    moved_first: bool | None  # None for a bye
    score: int | None
    opp_score: int | None
    result: str  # V / P / S / R, "" when not entered
    wins: Fraction  # running, after this round
    spread: int  # running, after this round


@dataclass(frozen=True)
class Scorecard:
    number: int
    name: str
    club: str
    lines: tuple[ScorecardLine, ...]


@dataclass(frozen=True)
class ScorecardsData:
    header: ReportHeader
    cards: tuple[Scorecard, ...]


@dataclass(frozen=True)
class ScoresheetBlank:
    """A blank scoresheet (formulario) with names, table and who starts pre-filled."""

    table: int | None
    first: str  # moves first
    second: str
    first_number: int = 0
    second_number: int = 0


@dataclass(frozen=True)
class ScoresheetsData:
    header: ReportHeader
    sheets: tuple[ScoresheetBlank, ...]
    lines: int = 16  # move lines per player


# ---------------------------------------------------------------------------------------------
# Word list, rulings, audit


@dataclass(frozen=True)
class WordListData:
    """The valid 2- and 3-letter words (art. 24), printed once per table."""

    header: ReportHeader
    words: tuple[str, ...]
    copies: int = 1
    lexicon: str = ""

    def by_length(self, n: int) -> list[str]:
        return sorted({w.upper() for w in self.words if len(w) == n})


@dataclass(frozen=True)
class RulingLine:
    """A challenge ruling (contestazione) as recorded."""

    round: int | None
    table: int | None
    time: str
    player: str  # who played the challenged move
    challenger: str
    words: str
    valid: bool | None
    penalty: int | None
    ruled_by: str
    note: str = ""


@dataclass(frozen=True)
class RulingsData:
    header: ReportHeader
    rows: tuple[RulingLine, ...]


@dataclass(frozen=True)
class AuditLine:
    when: str
    who: str
    action: str
    detail: str = ""


@dataclass(frozen=True)
class AuditData:
    header: ReportHeader
    rows: tuple[AuditLine, ...]


# ---------------------------------------------------------------------------------------------
# Federation export


@dataclass(frozen=True)
class FederationStanding:
    rank: int
    federation_id: str
    name: str
    club: str
    games: int
    wins: Fraction
    tournament_points: int
    spread: int
    points: int
    buchholz: Fraction


@dataclass(frozen=True)
class FederationGame:
    round: int
    table: int | None
    first_id: str
    first: str
    score_first: int | None
    second_id: str
    second: str
    score_second: int | None
    kind: str


@dataclass(frozen=True)
class FederationData:
    header: ReportHeader
    standings: tuple[FederationStanding, ...]
    games: tuple[FederationGame, ...] = field(default=())
