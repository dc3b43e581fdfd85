"""Prepared plain data for every document (no database, no reportlab, no openpyxl).

The service fills these from the store and the core; each writer (PDF, XLSX) is a pure function
of them, so documents can be tested with data built by hand.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field, replace
from fractions import Fraction


@dataclass(frozen=True)
class ReportHeader:
    """What the header of every page shows: tournament, place, dates, round, print time."""

    tournament: str
    place: str = ""
    date: dt.date | str | None = None
    round: int | None = None
    date_end: dt.date | str | None = None
    printed: dt.datetime | None = None  # None: the moment the document is written
    stage: str = ""  # knockout stage of the round ("Semifinale"), shown next to the round

    def date_text(self) -> str:
        """``21/11/2026``, or the range ``21–22/11/2026`` / ``30/11–01/12/2026`` of the event."""
        start, end = _day(self.date), _day(self.date_end)
        if isinstance(start, dt.date) and isinstance(end, dt.date) and end > start:
            if (start.year, start.month) == (end.year, end.month):
                return f"{start:%d}–{end:%d/%m/%Y}"
            if start.year == end.year:
                return f"{start:%d/%m}–{end:%d/%m/%Y}"
            return f"{start:%d/%m/%Y}–{end:%d/%m/%Y}"
        if isinstance(start, dt.date):
            return start.strftime("%d/%m/%Y")
        return start or ""

    def subtitle(self) -> str:
        """``Luogo, data`` as one line (empty parts left out)."""
        return ", ".join(p for p in (self.place, self.date_text()) if p)

    def round_text(self) -> str:
        text = f"Turno {self.round}" if self.round is not None else ""
        return " – ".join(p for p in (text, self.stage) if p)

    def printed_text(self) -> str:
        """``stampato il 23/11/2026 alle 10:05`` (local time)."""
        when = self.printed or dt.datetime.now()
        return f"stampato il {when:%d/%m/%Y} alle {when:%H:%M}"

    def with_round(self, round_no: int | None, stage: str = "") -> ReportHeader:
        return replace(self, round=round_no, stage=stage)


def _day(value: dt.date | str | None) -> dt.date | str | None:
    if isinstance(value, str) and value:
        try:
            return dt.date.fromisoformat(value)
        except ValueError:
            return value
    return value


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
    label: str = ""  # knockout: the match ("Quarti di finale 2", "Finale 3° posto")


@dataclass(frozen=True)
class PairingsData:
    header: ReportHeader
    rows: tuple[PairingRow, ...]
    knockout: bool = False  # no wins/spread columns; ``idle`` are the seeds who skip the round
    idle: tuple[PlayerCell, ...] = ()
    by_draw: bool = False  # who starts is drawn at the table (art. 25): "sorteggio", not a name
    absent: tuple[PlayerCell, ...] = ()  # announced absent for this round (players absent)


@dataclass(frozen=True)
class ResultRow:
    """One game of a round with its result; ``note`` says how it came about (riposo, tavolino…)."""

    table: int | None
    first: str
    score_first: int | None
    second: str | None
    score_second: int | None
    note: str = ""

    @property
    def winner(self) -> int | None:
        """1 or 2 (who won), 0 for a tie, None without a result (a bye: 1)."""
        if self.second is None:
            return 1
        if self.score_first is None or self.score_second is None:
            return None
        if self.note == "doppia assenza":
            return None
        return (
            0
            if self.score_first == self.score_second
            else (1 if self.score_first > self.score_second else 2)
        )


@dataclass(frozen=True)
class ResultsData:
    header: ReportHeader
    rows: tuple[ResultRow, ...]  # by table


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
    status: str = ""
    phase: str = ""  # final standings decided by a bracket: "Eliminazione", "Consolazione" …


@dataclass(frozen=True)
class RankHistory:
    """A player's rank after each round (None: not ranked yet), for the rank-by-round chart."""

    name: str
    ranks: tuple[int | None, ...]
    place: int | None = None  # the final place (the standings' place column), for the legend


@dataclass(frozen=True)
class StandingsData:
    header: ReportHeader
    columns: tuple[StandingsColumn, ...]
    rows: tuple[StandingsLine, ...]
    history: tuple[RankHistory, ...] = ()  # non-empty: draw the rank-by-round chart
    title: str = "Classifica"
    final: bool = False  # after the planned last round, complete
    bracket_note: str = ""  # the bracket decided the top places (core.placing.bracket_note)


@dataclass(frozen=True)
class CrossCell:
    """One round of a crosstable row. ``result``: V (vittoria), P (pareggio), S (sconfitta),
    R (riposo); ``opponent`` is the opponent's number (None for a bye)."""

    opponent: int | None
    result: str
    score: int | None
    opp_score: int | None
    mark: str = ""  # t a tavolino, c per tempo, d doppia assenza (KIND_MARKS)
    round: int = 0


@dataclass(frozen=True)
class CrossRow:
    """One player's line of the crosstable: a cell per round, then the totals."""

    rank: int
    number: int  # the player's number in the tournament (what the cells name as opponent)
    name: str
    cells: tuple[CrossCell | None, ...]  # one per round, None when not paired
    tournament_points: int
    wins: Fraction
    spread: int
    status: str = ""  # "ritirato dal turno 5", "iscritto dal turno 3"


@dataclass(frozen=True)
class CrosstableData:
    header: ReportHeader
    rounds: int
    rows: tuple[CrossRow, ...]
    round_robin: bool = False  # print the player × player grid


#: Marks of results that were not played over the board, and their legend.
KIND_MARKS = {"forfeit": "t", "time_loss": "c", "double_forfeit": "d"}
KIND_LEGEND = "t a tavolino, c sconfitta per tempo, d doppia assenza"
STATUS_LEGEND = "(rit.) ritirato dal turno indicato, (iscr.) iscritto dal turno indicato"


def status_mark(status: str) -> str:
    """The short mark after a name: "ritirato dal turno 5" → "(rit. T5)"."""
    if status.startswith("ritirato dal turno "):
        return f"(rit. T{status.rsplit(' ', 1)[1]})"
    if status.startswith("iscritto dal turno "):
        return f"(iscr. T{status.rsplit(' ', 1)[1]})"
    return ""


def marked_name(name: str, status: str) -> str:
    mark = status_mark(status)
    return f"{name} {mark}" if mark else name


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
    mark: str = ""  # KIND_MARKS: how the result came about when not over the board


@dataclass(frozen=True)
class Scorecard:
    number: int
    name: str
    club: str
    lines: tuple[ScorecardLine, ...]
    status: str = ""


@dataclass(frozen=True)
class PlayerCodes:
    """Self-entry codes to print (slips, scorecards): player number → code, and the players'
    page (``http://…/g``, empty when no server was started) that the QR codes open."""

    url: str
    by_number: dict[int, str] = field(default_factory=dict)


@dataclass(frozen=True)
class ScorecardsData:
    header: ReportHeader
    cards: tuple[Scorecard, ...]
    codes: PlayerCodes | None = None


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
    lines: int = 25  # move lines per player (a whole game: about 25 moves each)
    codes: PlayerCodes | None = None  # the slips' tear-off stubs with each player's code


# ---------------------------------------------------------------------------------------------
# Word list, rulings, audit


@dataclass(frozen=True)
class WordListData:
    """The valid 2- and 3-letter words (art. 24), printed once per table."""

    header: ReportHeader
    words: tuple[str, ...]
    copies: int = 1
    lexicon: str = ""
    tables: tuple[str, ...] = ()  # one page each: "Tavolo 5 – Rossi Mario *, Bianchi Lucia"

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
    rows: tuple[RulingLine, ...]  # one per challenge ruled


@dataclass(frozen=True)
class AuditLine:
    when: str  # local date and time
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
    status: str = "attivo"  # attivo / ritirato dal turno N / iscritto dal turno N


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


# ---------------------------------------------------------------------------------------------
# Start list, statistics, bracket


@dataclass(frozen=True)
class StartListLine:
    seed: int
    number: int
    name: str
    club: str
    rating: int | None
    federation_id: str
    status: str  # "attivo", "ritirato dal turno N", "iscritto dal turno N"
    due: int = 0  # registration fee in euro cents (issue 42), shown when the data has fees
    paid: int = 0


@dataclass(frozen=True)
class StartListData:
    """The start list (elenco iscritti), in seed order."""

    header: ReportHeader
    rows: tuple[StartListLine, ...]
    fees: bool = False  # the quota columns and their totals (some fee recorded)


@dataclass(frozen=True)
class StatRecord:
    """A record of the event: what, the figure, who, where ("turno 3, tavolo 5, …")."""

    label: str
    value: int
    who: str
    detail: str


@dataclass(frozen=True)
class RoundStats:
    round: int
    games: int  # games played over the board
    average: Fraction  # mean score per player
    average_combined: Fraction  # mean of both scores together
    highest: int


@dataclass(frozen=True)
class StatisticsData:
    header: ReportHeader
    records: tuple[StatRecord, ...]
    rounds: tuple[RoundStats, ...]


@dataclass(frozen=True)
class BracketMatch:
    """One match of the bracket as printed. ``b`` None: ``a`` passes the round (a bye)."""

    label: str
    a: str
    b: str | None
    seed_a: int
    seed_b: int | None
    games: tuple[str, ...]  # "412-380" from a's side, one per game
    winner: str | None  # None while undecided


@dataclass(frozen=True)
class BracketStage:
    label: str  # "Quarti di finale", "Semifinale", "Finale"
    matches: tuple[BracketMatch, ...]


@dataclass(frozen=True)
class BracketData:
    header: ReportHeader
    stages: tuple[BracketStage, ...]
    champion: str | None = None
