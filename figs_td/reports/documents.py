"""One function per document, each writing PDF or XLSX (chosen by the file suffix).

Every function takes the prepared data of :mod:`figs_td.reports.data`, a path ending in ``.pdf``
or ``.xlsx``, and returns the number of pages written (PDF) or of sheets (XLSX).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from figs_td.core.lexicon.word_tables import WORD_LIST_MARK, WORD_LIST_NOTE
from figs_td.reports import bracket, desk_documents, layouts
from figs_td.reports.data import (
    KIND_LEGEND,
    STATUS_LEGEND,
    AuditData,
    CrossCell,
    CrosstableData,
    PairingRow,
    PairingsData,
    PlayerCell,
    ResultsData,
    RulingsData,
    ScorecardsData,
    ScoresheetsData,
    StandingsData,
    WordListData,
    marked_name,
)
from figs_td.reports.pdf import BASE_SIZE, WALL_SIZE, Progress, sheet_pdf
from figs_td.reports.table import SCORECARD_COLUMNS as SCORECARD_COLUMNS  # re-exported
from figs_td.reports.table import Column, Sheet, sort_key
from figs_td.reports.table import output_format as output_format  # re-exported
from figs_td.reports.xlsx import write_workbook


def _write(
    path: Path | str,
    header: Any,
    sheet: Sheet,
    *,
    large: bool = False,
    note: str = "",
    size: float = BASE_SIZE,
    progress: Progress | None = None,
) -> int:
    if output_format(path) == "xlsx":
        write_workbook(path, header, [sheet])
        return 1
    if large:
        sheet.landscape = True  # to be posted: the wide page keeps the type large
    return sheet_pdf(path, header, sheet, large=large, size=size, note=note, progress=progress)


def _who(p: PlayerCell) -> str:
    return f"{p.name} {WORD_LIST_MARK}" if p.word_list else p.name


def _note(rows: tuple[PairingRow, ...]) -> str:
    marked = any(r.first.word_list or (r.second and r.second.word_list) for r in rows)
    return WORD_LIST_NOTE if marked else ""


#: Art. 25: with "sorteggio al tavolo" the players draw tiles to decide who starts.
DRAW_NOTE = "Chi inizia: sorteggio al tavolo (art. 25)"


def _legend(data: PairingsData) -> str:
    """The notes under a pairing sheet: the word-list mark, and the draw for the first move."""
    return "  ".join(n for n in (_note(data.rows), DRAW_NOTE if data.by_draw else "") if n)


def _start_labels(data: PairingsData) -> tuple[str, str]:
    return ("Giocatore", "Avversario") if data.by_draw else ("Inizia", "Secondo")


# ---------------------------------------------------------------------------------------------
# Pairings and results (posted on the wall: 14 pt, table numbers in bold)


def _pairings_sheet(
    data: PairingsData,
    title: str,
    sheet_title: str,
    cols: list[Column],
    rows: Sequence[Sequence[object]],
    bold_column: int,
) -> Sheet:
    """A sheet of the round's pairings: ``bold_column`` in bold on every row, the legend under."""
    bold = {(bold_column, i) for i in range(len(rows))}
    return Sheet(title, cols, list(rows), bold=bold, sheet_title=sheet_title, legend=_legend(data))


def pairings_sheet(data: PairingsData) -> Sheet:
    if data.knockout:
        return knockout_pairings_sheet(data)
    first_label, second_label = _start_labels(data)
    cols = [
        Column("Tavolo", 1.7, "int"),
        Column("N.", 1.0, "int"),
        Column(first_label, 6.0, wrap=True),  # names wrap, never cut: the * mark stays
        Column("V", 1.0, "num"),
        Column("Diff.", 1.4, "signed"),
        Column("N.", 1.0, "int"),
        Column(second_label, 6.0, wrap=True),
        Column("V", 1.0, "num"),
        Column("Diff.", 1.4, "signed"),
    ]
    rows: list[list[object]] = []
    for r in data.rows:
        a, b = r.first, r.second
        if b is None:
            rows.append([r.table, a.number, _who(a), a.wins, a.spread, None, "riposo", None, None])
        else:
            rows.append(
                [r.table, a.number, _who(a), a.wins, a.spread, b.number, _who(b), b.wins, b.spread]
            )
    for a in data.absent:  # announced absent for this round: on the wall with everybody
        rows.append([None, a.number, _who(a), a.wins, a.spread, None, "assente", None, None])
    return _pairings_sheet(data, "Abbinamenti per tavolo", "Abbinamenti", cols, rows, 0)


def knockout_pairings_sheet(data: PairingsData) -> Sheet:
    """A knockout round: the match of each table, who starts; the seeds who skip the round are
    listed after the tables ("passa il turno"). No wins/spread: they mean nothing there."""
    first_label, second_label = _start_labels(data)
    cols = [
        Column("Tavolo", 1.7, "int"),
        Column("Incontro", 4.0, wrap=True),
        Column("N.", 1.0, "int"),
        Column(first_label, 6.0, wrap=True),
        Column("N.", 1.0, "int"),
        Column(second_label, 6.0, wrap=True),
    ]
    rows: list[list[object]] = []
    stage = data.header.stage
    for r in data.rows:
        a, b = r.first, r.second
        label = r.label
        if stage and label.startswith(stage) and stage != "Finale":
            label = label[len(stage) :].strip(" ,") or label  # "Ottavi di finale 2" → "2"
        if b is None:
            rows.append([r.table, label, a.number, _who(a), None, "passa il turno"])
        else:
            rows.append([r.table, label, a.number, _who(a), b.number, _who(b)])
    for p in data.idle:
        rows.append([None, "passa il turno", p.number, _who(p), None, ""])
    return _pairings_sheet(data, "Abbinamenti per tavolo", "Abbinamenti", cols, rows, 0)


def pairings(data: PairingsData, path: Path | str, *, large: bool = False, **kw: Any) -> int:
    """Pairings of a round by table: both players with wins and spread so far; byes listed."""
    sheet = pairings_sheet(data)
    return _write(path, data.header, sheet, large=large, note=_legend(data), size=WALL_SIZE, **kw)


def alpha_entries(data: PairingsData) -> list[tuple[PlayerCell, int | None, str, str]]:
    """Every player of the round alphabetically: (player, table, move, opponent)."""
    entries: list[tuple[PlayerCell, int | None, str, str]] = []
    for r in data.rows:
        a, b = r.first, r.second
        if b is None:
            entries.append((a, r.table, "riposo", ""))
        else:
            first, second = ("sorteggio", "sorteggio") if data.by_draw else ("inizia", "secondo")
            entries.append((a, r.table, first, b.name))
            entries.append((b, r.table, second, a.name))
    for p in data.idle:
        entries.append((p, None, "passa il turno", ""))
    for p in data.absent:
        entries.append((p, None, "assente", ""))
    entries.sort(key=lambda e: sort_key(e[0].name))
    return entries


def pairings_alpha_sheet(data: PairingsData) -> Sheet:
    cols = [
        Column("Giocatore", 6.0),
        Column("N.", 1.0, "int"),
        Column("Tavolo", 1.7, "int"),
        Column("Avversario", 6.0),
        Column("Mossa", 1.8),
    ]
    rows: list[Sequence[object]] = [
        [_who(p), p.number, table, opp or ("" if move != "riposo" else "riposo"), move]
        for p, table, move, opp in alpha_entries(data)
    ]
    return _pairings_sheet(
        data, "Abbinamenti in ordine alfabetico", "Ordine alfabetico", cols, rows, 2
    )


def pairings_alpha(data: PairingsData, path: Path | str, *, large: bool = False, **kw: Any) -> int:
    """Pairings of a round alphabetically: "Nome → tavolo (inizia/secondo)" in two columns,
    one page for 100 players at 14 pt (the XLSX keeps the opponent too)."""
    if output_format(path) == "xlsx":
        write_workbook(path, data.header, [pairings_alpha_sheet(data)])
        return 1
    return layouts.alpha_pdf(path, data, alpha_entries(data), large=large, note=_legend(data), **kw)


def results_sheet(data: ResultsData) -> Sheet:
    """Results: the winner's name and score in bold, "pareggio" for a tie, a bye with the score
    it is credited with."""
    cols = [
        Column("Tavolo", 1.7, "int"),
        Column("Inizia", 6.0),
        Column("Punti inizia", 1.4, "int"),  # two names: one "Punti" column each side
        Column("Secondo", 6.0),
        Column("Punti secondo", 1.4, "int"),
        Column("Note", 3.0),
    ]
    rows: list[Sequence[object]] = []
    bold: set[tuple[int, int]] = set()
    for i, r in enumerate(data.rows):
        note = r.note
        if r.winner == 0:
            note = ", ".join(p for p in (note, "pareggio") if p)
        rows.append([r.table, r.first, r.score_first, r.second or "riposo", r.score_second, note])
        bold.add((0, i))
        if r.winner == 1:
            bold |= {(1, i), (2, i)}
        elif r.winner == 2:
            bold |= {(3, i), (4, i)}
    legend = "In grassetto chi ha vinto; riposo: vittoria con il punteggio convenzionale."
    return Sheet("Risultati", cols, rows, bold=bold, legend=legend)


def results(data: ResultsData, path: Path | str, *, large: bool = False, **kw: Any) -> int:
    """Results of a round."""
    sheet = results_sheet(data)
    return _write(path, data.header, sheet, large=large, size=WALL_SIZE, note=sheet.legend, **kw)


# ---------------------------------------------------------------------------------------------
# Standings and crosstable


def standings_sheet(data: StandingsData) -> Sheet:
    cols = [
        Column("Pos.", 1.1, "int"),
        Column("N.", 1.0, "int"),
        Column("Giocatore", 6.0),
        Column("Club", 3.0),
    ]
    # A bracket decided the top places (issue 44): the phase beside each place says why.
    phased = any(r.phase for r in data.rows)
    if phased:
        cols.append(Column("Fase", 2.2))
    cols.append(Column("Partite", 1.4, "int"))
    for c in data.columns:
        kind = "signed" if c.key == "spread" else "num"
        cols.append(Column(c.label, 1.6, kind))
    rows = [
        [
            r.rank,
            r.number,
            marked_name(r.name, r.status),
            r.club,
            *([r.phase] if phased else []),
            r.games,
            *(r.values.get(c.key) for c in data.columns),
        ]
        for r in data.rows
    ]
    legend = " ".join(
        t for t in (data.bracket_note, STATUS_LEGEND if any(r.status for r in data.rows) else "")
        if t
    )  # fmt: skip
    return Sheet(data.title, cols, rows, legend=legend, frozen_columns=3, sheet_title="Classifica")


def standings(
    data: StandingsData,
    path: Path | str,
    *,
    large: bool = False,
    progress: Progress | None = None,
) -> int:
    """Standings after a round with the preset's tie-break columns; the final standings (after
    the planned last round) end with the rank-by-round chart. Posted: 14 pt, 18 with ``large``."""
    sheet = standings_sheet(data)
    if output_format(path) == "xlsx":
        from figs_td.reports.xlsx import rank_chart_sheet

        write_workbook(path, data.header, [sheet], extra=rank_chart_sheet(data.history))
        return 1
    return layouts.standings_pdf(path, data, sheet, large=large, progress=progress)


def cross_text(c: CrossCell | None) -> str:
    """A crosstable cell: "V 12" (result, opponent number, mark) over "412-380"."""
    if c is None:
        return ""
    if c.opponent is None:
        return c.result
    score = "" if c.score is None else f"\n{score_pair(c.score, c.opp_score)}"
    return f"{c.result}{c.mark} {c.opponent}".strip() + score


def crosstable_sheet(data: CrosstableData, *, for_pdf: bool) -> Sheet:
    head = [Column("Pos.", 2.2, "int"), Column("N.", 2.2, "int"), Column("Giocatore", 9.0)]
    tail = [Column("Punti", 2.4, "int"), Column("V", 2.2, "num"), Column("Diff.", 2.8, "signed")]
    legend = f"V vittoria, P pareggio, S sconfitta, R riposo; {KIND_LEGEND}"
    if any(c is not None and c.result == "ass." for r in data.rows for c in r.cells):
        legend += "; ass. assente in quel turno (annunciato prima dell'abbinamento)"
    if any(r.status for r in data.rows):
        legend += f"; {STATUS_LEGEND}"
    if data.round_robin:
        return round_robin_sheet(data, head, tail, legend, for_pdf=for_pdf)
    if for_pdf:
        rounds = [Column(f"T{i}", 3.6) for i in range(1, data.rounds + 1)]
        rows = [
            [r.rank, r.number, marked_name(r.name, r.status), *map(cross_text, r.cells),
             r.tournament_points, r.wins, r.spread]
            for r in data.rows
        ]  # fmt: skip
        return Sheet("Tabellone", [*head, *rounds, *tail], rows, landscape=True, legend=legend)
    rounds = []
    for i in range(1, data.rounds + 1):
        rounds += [
            Column(f"T{i} avv.", 1, "int"),
            Column(f"T{i} esito", 1),
            Column(f"T{i} punti", 1, "int"),
            Column(f"T{i} punti avv.", 1, "int"),
        ]
    xrows = []
    for r in data.rows:
        cells: list[object] = []
        for c in r.cells:
            cells += (
                [None] * 4
                if c is None
                else [c.opponent, f"{c.result}{c.mark}", c.score, c.opp_score]
            )
        xrows.append(
            [r.rank, r.number, marked_name(r.name, r.status), *cells, r.tournament_points,
             r.wins, r.spread]
        )  # fmt: skip
    return Sheet(
        "Tabellone", [*head, *rounds, *tail], xrows, landscape=True, legend=legend,
        frozen_columns=3,
    )  # fmt: skip


def round_robin_sheet(
    data: CrosstableData, head: list[Column], tail: list[Column], legend: str, *, for_pdf: bool
) -> Sheet:
    """Round robin: the player × player grid; the cell of row A, column B holds A's result(s)
    against B ("V 412-380"; one line per game in a double round robin)."""
    numbers = sorted(r.number for r in data.rows)
    cols = [Column(str(n), 2.5) for n in numbers]
    rows = []
    for r in data.rows:
        by_opp: dict[int, list[str]] = {}
        for c in r.cells:
            if c is None or c.opponent is None:
                continue
            score = "" if c.score is None else " " + score_pair(c.score, c.opp_score)
            by_opp.setdefault(c.opponent, []).append(f"{c.result}{c.mark}{score}")
        sep = "\n" if for_pdf else "; "
        cells = ["■" if n == r.number and for_pdf else sep.join(by_opp.get(n, [])) for n in numbers]
        rows.append(
            [r.rank, r.number, marked_name(r.name, r.status), *cells, r.tournament_points, r.wins,
             r.spread]
        )  # fmt: skip
    sheet = Sheet(
        "Tabellone (girone)", [*head, *cols, *tail], rows, landscape=True, legend=legend,
        frozen_columns=3, sheet_title="Tabellone",
    )  # fmt: skip
    return sheet


def crosstable(
    data: CrosstableData, path: Path | str, *, large: bool = False, progress: Progress | None = None
) -> int:
    """Crosstable (tabellone): one row per player, one column per round (opponent, V/P/S, score);
    a round robin as the player × player grid. At 10 pt (18 with ``large``) the rounds that do
    not fit the page width go on the following pages, names repeated."""
    if output_format(path) == "xlsx":
        write_workbook(path, data.header, [crosstable_sheet(data, for_pdf=False)])
        return 1
    sheet = crosstable_sheet(data, for_pdf=True)
    return layouts.split_columns_pdf(
        path, data.header, sheet, fixed_head=3, fixed_tail=3, large=large, progress=progress
    )


# ---------------------------------------------------------------------------------------------
# Scorecards, scoresheets, words, rulings, audit


def scorecards_sheet(data: ScorecardsData) -> Sheet:
    cols = [Column("N.", 1, "int"), Column("Giocatore", 5), *SCORECARD_COLUMNS]
    rows = [
        [card.number, marked_name(card.name, card.status), *layouts.scorecard_cells(ln)]
        for card in data.cards
        for ln in card.lines
    ]
    legend = f"Esito: V vittoria, P pareggio, S sconfitta, R riposo; {KIND_LEGEND}"
    return Sheet(
        "Schede giocatori", cols, rows, legend=legend, frozen_columns=2, sheet_title="Schede"
    )


def scorecards(
    data: ScorecardsData, path: Path | str, *, large: bool = False, progress: Progress | None = None
) -> int:
    """Player scorecards: each player's rounds with running wins and spread."""
    if output_format(path) == "xlsx":
        write_workbook(path, data.header, [scorecards_sheet(data)])
        return 1
    return layouts.scorecards_pdf(path, data, large=large, progress=progress)


def scoresheets_sheet(data: ScoresheetsData) -> Sheet:
    cols = [
        Column("Tavolo", 1, "int"),
        Column("N.", 1, "int"),
        Column("Inizia", 5),
        Column("N.", 1, "int"),
        Column("Secondo", 5),
        Column("Punti inizia", 1.5, "int"),
        Column("Punti secondo", 1.5, "int"),
    ]
    rows = [
        [s.table, s.first_number, s.first, s.second_number, s.second, None, None]
        for s in data.sheets
    ]
    return Sheet("Formulari", cols, rows)


def scoresheets(
    data: ScoresheetsData, path: Path | str, *, progress: Progress | None = None
) -> int:
    """Blank scoresheets (formulari) of a round, names, table and who starts pre-filled."""
    if output_format(path) == "xlsx":
        write_workbook(path, data.header, [scoresheets_sheet(data)])
        return 1
    return layouts.scoresheets_pdf(path, data, progress=progress)


def words23_sheet(data: WordListData) -> Sheet:
    rows: list[list[object]] = [[2, w] for w in data.by_length(2)]
    rows += [[3, w] for w in data.by_length(3)]
    return Sheet(
        "Parole di 2 e 3 lettere", [Column("Lettere", 1, "int"), Column("Parola", 3)], rows
    )


def words23(data: WordListData, path: Path | str, *, progress: Progress | None = None) -> int:
    """The valid 2- and 3-letter words, one copy (page) per table (art. 24)."""
    if output_format(path) == "xlsx":
        write_workbook(path, data.header, [words23_sheet(data)])
        return 1
    return layouts.words23_pdf(path, data, progress=progress)


def rulings_sheet(data: RulingsData) -> Sheet:
    """Rulings: "Contestata da" only when some record names the challenger."""
    with_challenger = any(r.challenger for r in data.rows)
    cols = [
        Column("Turno", 1.1, "int"),
        Column("Tavolo", 1.1, "int"),
        Column("Data e ora", 2.6),
        Column("Partita / mossa di", 4.5, wrap=True),
        *([Column("Contestata da", 4)] if with_challenger else []),
        Column("Parole", 4, wrap=True),
        Column("Esito", 1.8),
        Column("Penalità", 1.3, "int"),
        Column("Decisa da", 3.5, wrap=True),
        Column("Note", 5, wrap=True),
    ]
    rows: list[Sequence[object]] = [
        [
            r.round,
            r.table,
            r.time,
            r.player,
            *([r.challenger] if with_challenger else []),
            r.words,
            {True: "valida", False: "non valida", None: ""}[r.valid],
            r.penalty,
            r.ruled_by,
            r.note,
        ]
        for r in data.rows
    ]
    return Sheet("Contestazioni", cols, rows, landscape=True)


#: What the rulings document says when there is none (instead of an empty table).
NO_RULINGS = "Nessuna contestazione"


def rulings(data: RulingsData, path: Path | str, **kw: Any) -> int:
    """The rulings log (contestazioni); "Nessuna contestazione" when there is none."""
    sheet = rulings_sheet(data)
    if data.rows:
        return _write(path, data.header, sheet, **kw)
    rnd = data.header.round
    sheet.legend = NO_RULINGS + (f" nel turno {rnd}." if rnd else ".")
    if output_format(path) == "xlsx":
        write_workbook(path, data.header, [sheet])
        return 1
    from xml.sax.saxutils import escape

    from reportlab.platypus import Paragraph

    from figs_td.reports import pdf

    story = [Paragraph(escape(sheet.legend), pdf.paragraph_style(size=WALL_SIZE))]
    return pdf.build(path, data.header, sheet.title, story, progress=kw.get("progress"))


def audit_sheet(data: AuditData) -> Sheet:
    cols = [
        Column("Data e ora", 3.4),
        Column("Chi", 2.2),
        Column("Azione", 2.8),
        Column("Dettagli", 8, wrap=True),
    ]
    return Sheet(
        "Registro delle operazioni", cols, [[r.when, r.who, r.action, r.detail] for r in data.rows]
    )


def audit(data: AuditData, path: Path | str, **kw: Any) -> int:
    """The audit log (registro delle operazioni)."""
    return _write(path, data.header, audit_sheet(data), **kw)


#: Document name (as the CLI spells it) → writer.
WRITERS: dict[str, Callable[..., int]] = {
    "pairings": pairings,
    "pairings-alpha": pairings_alpha,
    "results": results,
    "standings": standings,
    "crosstable": crosstable,
    "scorecards": scorecards,
    "scoresheets": scoresheets,
    "words23": words23,
    "rulings": rulings,
    "audit": audit,
    "players": desk_documents.players,
    "statistics": desk_documents.statistics,
    "slips": desk_documents.slips,
    "bracket": bracket.bracket,
}


def score_pair(a: int | None, b: int | None) -> str:
    """``"412-380"``; a negative score (a time loss, ``000_`` art. 37) in brackets, so that the
    dash stays readable: ``"30-(-30)"``."""

    def one(s: int | None) -> str:
        return "" if s is None else f"({s})" if s < 0 else str(s)

    return f"{one(a)}-{one(b)}"
