"""PDF layouts that are more than one table: final standings with the chart, scorecards, blank
scoresheets (formulari) and the 2-/3-letter word list."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from figs_td.reports import pdf
from figs_td.reports.data import (
    PairingsData,
    PlayerCell,
    ReportHeader,
    ScorecardLine,
    ScorecardsData,
    ScoresheetsData,
    StandingsData,
    WordListData,
)
from figs_td.reports.pdf import Progress
from figs_td.reports.table import Sheet


def move_label(moved_first: bool | None) -> str:
    return {True: "inizia", False: "secondo", None: ""}[moved_first]


def standings_pdf(
    path: Path | str,
    data: StandingsData,
    sheet: Sheet,
    *,
    large: bool = False,
    progress: Progress | None = None,
) -> int:
    from reportlab.platypus import PageBreak, Paragraph, Spacer

    from figs_td.reports.chart import TOP_N, rank_chart

    sheet = pdf.wrapped_labels(sheet)
    if large:
        sheet.landscape = True  # to be posted: the wide page keeps the type large
    pdf.choose_orientation(sheet, pdf.style(large, pdf.WALL_SIZE))
    story: list[Any] = [pdf.table(sheet, large=large, size=pdf.WALL_SIZE)]
    legend = sheet.legend
    if data.bracket_note:  # why a player with fewer points stands higher: above the table
        story[:0] = [Paragraph(escape(data.bracket_note), pdf.paragraph_style()), Spacer(1, 4)]
        legend = legend.replace(data.bracket_note, "").strip()
    if legend:
        story += [Spacer(1, 6), Paragraph(escape(legend), pdf.paragraph_style())]
    if data.history:
        st = pdf.style()
        land = sheet.landscape
        width, height = pdf.frame_width(land), min(pdf.frame_height(land) - 30, 480.0)
        with pdf.unchecked_shapes():
            story += [PageBreak(), rank_chart(data.history, width, height, st.font)]
        if len(data.history) > TOP_N:
            note = f"Nel grafico i primi {TOP_N} della classifica finale."
            story.append(Paragraph(note, pdf.paragraph_style()))
    return pdf.build(
        path, data.header, sheet.title, story, landscape=sheet.landscape, progress=progress
    )


def split_columns_pdf(
    path: Path | str,
    header: ReportHeader,
    sheet: Sheet,
    *,
    fixed_head: int,
    fixed_tail: int,
    large: bool = False,
    progress: Progress | None = None,
) -> int:
    """A wide table at full type size: the middle columns (rounds, opponents) that do not fit the
    page width go to further tables (pages), the first ``fixed_head`` and last ``fixed_tail``
    columns (position, name; totals) repeated on each."""
    from reportlab.platypus import PageBreak, Paragraph, Spacer

    from figs_td.reports.table import fmt

    st = pdf.style(large)
    avail = pdf.frame_width(True)
    kinds = [c.kind for c in sheet.columns]
    texts = [[fmt(v, k) for v, k in zip(row, kinds, strict=True)] for row in sheet.rows]
    natural = pdf.natural_widths(sheet, texts, st)
    n = len(sheet.columns)
    middle = list(range(fixed_head, n - fixed_tail))
    fixed = list(range(fixed_head)) + list(range(n - fixed_tail, n))
    # The name column: at most about 26 characters wide (longer names end with "…"), so that
    # the rounds get the room.
    name_i = fixed_head - 1
    natural[name_i] = min(natural[name_i], 26 * st.size * 0.55)
    room = avail - sum(natural[i] for i in fixed)
    groups: list[list[int]] = [[]]
    used = 0.0
    for i in middle:
        if groups[-1] and used + natural[i] > room:
            groups.append([])
            used = 0.0
        groups[-1].append(i)
        used += natural[i]
    story: list[Any] = []
    for k, group in enumerate(groups):
        cols = [*range(fixed_head), *group, *range(n - fixed_tail, n)]
        part = Sheet(
            sheet.title,
            [sheet.columns[i] for i in cols],
            [[row[i] for i in cols] for row in sheet.rows],
            landscape=True,
        )
        widths = [natural[i] for i in cols]
        extra = avail - sum(widths)
        widths[fixed_head - 1] += max(0.0, extra)
        if k:
            story.append(PageBreak())
        if len(groups) > 1:
            first, last = sheet.columns[group[0]].label, sheet.columns[group[-1]].label
            story += [
                Paragraph(escape(f"Colonne {first}–{last}"), pdf.paragraph_style(bold=True)),
                Spacer(1, 4),
            ]
        story.append(pdf.table(part, large=large, widths=widths))
    if sheet.legend:
        story += [Spacer(1, 6), Paragraph(escape(sheet.legend), pdf.paragraph_style())]
    return pdf.build(path, header, sheet.title, story, landscape=True, progress=progress)


def scorecard_cells(ln: ScorecardLine) -> list[object]:
    move = move_label(ln.moved_first)
    return [
        ln.round,
        ln.table,
        ln.opponent_number,
        ln.opponent,
        move,
        ln.score,
        ln.opp_score,
        f"{ln.result}{ln.mark}",
        ln.wins,
        ln.spread,
    ]


def scorecards_pdf(
    path: Path | str, data: ScorecardsData, *, large: bool = False, progress: Progress | None = None
) -> int:
    """One block per player, never split across pages; the same column widths on every card
    (computed once over all of them), forfeits and time losses marked, with a legend."""
    from reportlab.platypus import KeepTogether, Paragraph, Spacer

    from figs_td.reports.data import KIND_LEGEND, marked_name
    from figs_td.reports.table import SCORECARD_COLUMNS, fmt

    head = pdf.paragraph_style(large, 12, bold=True)
    cols = list(pdf.wrapped_labels(Sheet("", SCORECARD_COLUMNS)).columns)
    all_rows = [scorecard_cells(ln) for card in data.cards for ln in card.lines]
    st = pdf.style(large)
    whole = Sheet("", cols, all_rows)
    texts = [[fmt(v, c.kind) for v, c in zip(row, cols, strict=True)] for row in all_rows]
    widths = pdf.fit_widths(whole, texts, st, pdf.frame_width())
    legend = f"Esito: V vittoria, P pareggio, S sconfitta, R riposo; {KIND_LEGEND}."
    story: list[Any] = [Paragraph(escape(legend), pdf.paragraph_style()), Spacer(1, 6)]
    total = len(data.cards)
    for i, card in enumerate(data.cards, start=1):
        rows = [scorecard_cells(ln) for ln in card.lines]
        name = marked_name(card.name, card.status)
        title = f"{card.number}. {name}" + (f" – {card.club}" if card.club else "")
        block = [
            Paragraph(escape(title), head),
            Spacer(1, 2),
            pdf.table(Sheet("", cols, rows), large=large, widths=widths),
            Spacer(1, 10),
        ]
        if data.codes is not None:  # self-entry: the player's code and QR code
            from figs_td.reports.player_codes import code_block

            code = code_block(data.codes, card.number, card.name, pdf.frame_width())
            block[3:3] = [Spacer(1, 4), code] if code is not None else []
        story.append(KeepTogether(block))
        if progress is not None and i % 50 == 0:
            progress(i, total, "schede preparate")
    return pdf.build(path, data.header, "Schede giocatori", story, progress=progress)


ROW_MM = 7.0  # scoresheet rows: room to write by hand (≥ 7 mm)


def scoresheets_pdf(
    path: Path | str, data: ScoresheetsData, *, progress: Progress | None = None
) -> int:
    """One blank scoresheet per A4 page: the two players, table and round filled in, rows
    7 mm apart, enough for a whole game (``data.lines`` moves each, 25 by default)."""
    from reportlab.lib import colors
    from reportlab.lib.units import mm
    from reportlab.platypus import PageBreak, Paragraph, Spacer, Table, TableStyle

    st = pdf.style()
    title_style = pdf.paragraph_style(size=14, bold=True)
    width = pdf.frame_width()
    side = ["N.", "Parola", "Posizione", "Punti", "Totale"]
    side_w = [0.045, 0.175, 0.12, 0.08, 0.08]
    widths = [w * width for w in side_w + side_w]
    round_text = data.header.round_text()
    row_h = ROW_MM * mm
    story: list[Any] = []
    for k, s in enumerate(data.sheets):
        table_text = f"Tavolo {s.table}" if s.table is not None else "Tavolo —"
        heading = " – ".join(p for p in ("Formulario", round_text, table_text) if p)
        first = f"{s.first_number}. {s.first}" if s.first_number else s.first
        second = f"{s.second_number}. {s.second}" if s.second_number else s.second
        names = [
            ["Inizia", "Secondo"],
            # A long name goes on two lines, never cut (issue 44).
            ["\n".join(pdf.wrap_lines(t, st.bold, 14, width / 2 - 12)) for t in (first, second)],
        ]
        gap = 1 if any("\n" in t for t in names[1]) else 6
        name_tbl = Table(names, colWidths=[width / 2, width / 2])
        name_tbl.setStyle(
            TableStyle(
                [
                    ("FONT", (0, 0), (-1, 0), st.font, 10, 12),
                    ("FONT", (0, 1), (-1, 1), st.bold, 14, 17),
                    ("BOX", (0, 0), (0, -1), 0.8, colors.black),
                    ("BOX", (1, 0), (1, -1), 0.8, colors.black),
                    ("TOPPADDING", (0, 0), (-1, -1), 3),
                    ("BOTTOMPADDING", (0, 1), (-1, 1), 6 if gap == 6 else 2),
                ]
            )
        )
        # Empty cells as [] (no flowables): reportlab then draws nothing in them (fast).
        grid: list[list[Any]] = [side + side]
        grid += [[str(i), [], [], [], []] * 2 for i in range(1, data.lines + 1)]
        for label in ("Leggio (−)", "Penalità (−)", "Totale finale"):
            grid.append([[], label, [], [], []] * 2)
        grid_tbl = Table(grid, colWidths=widths, rowHeights=[row_h] * len(grid))
        n = len(grid)
        grid_tbl.setStyle(
            TableStyle(
                [
                    ("FONT", (0, 0), (-1, 0), st.bold, 10, 12),
                    ("FONT", (0, 1), (-1, -1), st.font, 10, 12),
                    ("GRID", (0, 0), (-1, -1), 0.5, colors.HexColor("#606060")),
                    ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d9d9d9")),
                    ("LINEAFTER", (4, 0), (4, -1), 1.6, colors.black),
                    ("BACKGROUND", (0, n - 3), (-1, -1), colors.HexColor("#f2f2f2")),
                    ("FONT", (0, n - 3), (-1, -1), st.bold, 10, 12),
                    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ]
            )
        )
        sign = Table(
            [["Firma di chi inizia", "Firma del secondo"], ["", ""]],
            colWidths=[width / 2 - 6, width / 2 - 6],
            rowHeights=[13, 22],
        )
        sign.setStyle(
            TableStyle(
                [
                    ("FONT", (0, 0), (-1, -1), st.font, 10, 12),
                    ("LINEBELOW", (0, 1), (0, 1), 0.8, colors.black),
                    ("LINEBELOW", (1, 1), (1, 1), 0.8, colors.black),
                ]
            )
        )
        if k:
            story.append(PageBreak())
        # Two-line names take 17 pt more: the gaps give it back, so a sheet stays one page.
        story += [
            Paragraph(escape(heading), title_style),
            Spacer(1, gap),
            name_tbl,
            Spacer(1, gap),
            grid_tbl,
            Spacer(1, gap),
            sign,
        ]
        if progress is not None:
            progress(k + 1, len(data.sheets), "formulari")
    if not story:
        story.append(Paragraph("Nessuna partita in questo turno.", pdf.paragraph_style()))
    return pdf.build(path, data.header, "Formulari", story, progress=progress)


def _columns_fit(n2: int, n3: int, height: float) -> tuple[int, float]:
    """Columns and type size so that both word lists fit one page (art. 24: one per table)."""
    for cols in (8, 10, 12, 14):
        rows = math.ceil(n2 / cols) + math.ceil(n3 / cols)
        size = min(14.0, height / (max(rows, 1) * 1.3))
        if size >= pdf.BASE_SIZE:
            return cols, size
    return 14, pdf.BASE_SIZE  # never smaller: the list then runs over a second page


def _word_grid(words: list[str], cols: int, size: float, width: float) -> Any:
    """Words read down the columns."""
    from reportlab.platypus import Table, TableStyle

    st = pdf.style()
    nrows = max(1, math.ceil(len(words) / cols))
    grid = [["" for _ in range(cols)] for _ in range(nrows)]
    for i, w in enumerate(words):
        grid[i % nrows][i // nrows] = w
    tbl = Table(grid, colWidths=[width / cols] * cols)
    tbl.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), st.font, size, size * 1.15),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), size * 0.15),
            ]
        )
    )
    return tbl


def words23_pdf(path: Path | str, data: WordListData, *, progress: Progress | None = None) -> int:
    """The 2- and 3-letter words, one page for each table (Regolamento art. 24)."""
    from reportlab.platypus import PageBreak, Paragraph, Spacer

    two, three = data.by_length(2), data.by_length(3)
    width = pdf.frame_width()
    head = pdf.paragraph_style(size=12, bold=True)
    room = pdf.frame_height() - 4 * 12 * 1.25 - 30
    cols, size = _columns_fit(len(two), len(three), room)
    story: list[Any] = []
    labels = list(data.tables) or [
        f"Tavolo {c}" if data.copies > 1 else "" for c in range(1, max(1, data.copies) + 1)
    ]
    for copy, label in enumerate(labels, start=1):
        lex = f" – lessico: {data.lexicon}" if data.lexicon else ""
        if copy > 1:
            story.append(PageBreak())
        story += [
            Paragraph(
                escape(
                    " – ".join(p for p in (label, f"Parole di 2 lettere ({len(two)}){lex}") if p)
                ),
                head,
            ),
            Spacer(1, 3),
            _word_grid(two, cols, size, width),
            Spacer(1, 8),
            Paragraph(escape(f"Parole di 3 lettere ({len(three)})"), head),
            Spacer(1, 3),
            _word_grid(three, cols, size, width),
        ]
        if progress is not None:
            progress(copy, len(labels), "copie")
    return pdf.build(path, data.header, "Parole di 2 e 3 lettere", story, progress=progress)


ALPHA_MARGIN = 14.0  # narrower top/bottom margins: 100 names fit one page at 14 pt


def alpha_pdf(
    path: Path | str,
    data: PairingsData,
    entries: Sequence[tuple[PlayerCell, int | None, str, str]],
    *,
    large: bool = False,
    note: str = "",
    progress: Progress | None = None,
) -> int:
    """The alphabetical list to post: "Nome → tavolo (inizia/secondo)", read down two columns
    (one with ``large``), table numbers in bold. Row height shrinks down to 1.02 × the type size
    (never the type) so that 100 players fit one A4 page at 14 pt; a name too long for its
    column goes on two lines (or more), never cut (issue 44)."""
    from reportlab.lib import colors
    from reportlab.pdfbase.pdfmetrics import stringWidth
    from reportlab.platypus import PageBreak, Paragraph, Spacer, Table, TableStyle

    st = pdf.style(large, pdf.WALL_SIZE)
    size = st.size
    ncols = 1 if large else 2
    width = pdf.frame_width()
    gap = 8.0  # the zebra stripes keep the two columns apart
    col_w = (width - gap * (ncols - 1)) / ncols
    story: list[Any] = []
    height = pdf.frame_height(margin_v=ALPHA_MARGIN)
    if note:
        story += [Paragraph(escape(note), pdf.paragraph_style()), Spacer(1, 3)]
        note_lines = 1 + int(stringWidth(note, st.font, pdf.BASE_SIZE) // width)
        height -= pdf.BASE_SIZE * 1.25 * note_lines + 3
    texts = [
        (_who(p), "→ –" if table is None else f"→ {table}", move) for p, table, move, _ in entries
    ]
    arrow_w = max((stringWidth(t[1], st.bold, size) for t in texts), default=0) + 6
    move_w = max((stringWidth(t[2], st.font, size) for t in texts), default=0) + 4
    name_w = col_w - arrow_w - move_w
    # A long name goes on two lines (or more), never cut: the "*" stays with its last word.
    cells = [
        ["\n".join(pdf.wrap_lines(name, st.font, size, name_w - 6)), arrow, move]
        for name, arrow, move in texts
    ]
    lines = [c[0].count("\n") + 1 for c in cells]
    lead = size * 1.04  # the lines of one name
    per_col = max(1, math.ceil(sum(lines) / ncols))
    row_h = min(size * 1.45, max(size * 1.02, (height - 2) / per_col))
    heights = [row_h + (k - 1) * lead for k in lines]
    pages = _alpha_pages(heights, ncols, height - 2)
    n = len(entries)
    done = 0
    for p_no, page in enumerate(pages):
        columns = []
        for c in range(ncols):
            rows = page[c] if c < len(page) else []
            part = [cells[k] for k in rows] or [["", "", ""]]
            t = Table(
                part,
                colWidths=[name_w, arrow_w, move_w],
                rowHeights=[heights[k] for k in rows] or row_h,
            )
            t.setStyle(
                TableStyle(
                    [
                        ("FONT", (0, 0), (-1, -1), st.font, size, lead),
                        ("FONT", (1, 0), (1, -1), st.bold, size, lead),
                        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                        ("TOPPADDING", (0, 0), (-1, -1), 0),
                        ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                        ("LEFTPADDING", (0, 0), (-1, -1), 3),
                        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
                        (
                            "ROWBACKGROUNDS",
                            (0, 0),
                            (-1, -1),
                            [colors.white, colors.HexColor("#ececec")],
                        ),
                    ]
                )
            )
            columns.append(t)
            done += len(rows)
        if p_no:
            story.append(PageBreak())
        if ncols == 1:
            story.append(columns[0])
        else:
            outer = Table([columns], colWidths=[col_w + gap] * (ncols - 1) + [col_w])
            # FONT: a table without one names reportlab's default Helvetica (not embedded).
            outer.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), st.font, size),
                                       ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                       ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                                       ("TOPPADDING", (0, 0), (-1, -1), 0),
                                       ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                                       ("VALIGN", (0, 0), (-1, -1), "TOP")]))  # fmt: skip
            story.append(outer)
        if progress is not None:
            progress(done, n, "giocatori")
    return pdf.build(
        path,
        data.header,
        "Abbinamenti in ordine alfabetico",
        story,
        progress=progress,
        margin_v=ALPHA_MARGIN,
    )


def _alpha_pages(heights: list[float], ncols: int, room: float) -> list[list[list[int]]]:
    """Rows (by index) in pages of ``ncols`` columns read downwards: full columns of ``room``
    points, and the last page's rows shared evenly among its columns."""
    pages: list[list[list[int]]] = []
    start = 0
    while start < len(heights):
        rest = heights[start:]
        page: list[list[int]] = [[] for _ in range(ncols)]
        target = sum(rest) / ncols
        if sum(rest) <= ncols * room:  # the last page: even columns
            done = 0.0
            for k, h in enumerate(rest):
                c = min(ncols - 1, int((done + h / 2) / target)) if target else 0
                page[c].append(start + k)
                done += h
            if all(sum(heights[k] for k in col) <= room + 1e-6 for col in page):
                pages.append([col for col in page if col] or [[]])
                break
            page = [[] for _ in range(ncols)]
        c, used, k = 0, 0.0, start
        while k < len(heights) and c < ncols:
            if page[c] and used + heights[k] > room + 1e-6:
                c, used = c + 1, 0.0
                continue
            page[c].append(k)
            used += heights[k]
            k += 1
        pages.append([col for col in page if col])
        start = k
    return pages or [[[]]]


def _who(p: PlayerCell) -> str:
    from figs_td.core.lexicon.word_tables import WORD_LIST_MARK

    return f"{p.name} {WORD_LIST_MARK}" if p.word_list else p.name
