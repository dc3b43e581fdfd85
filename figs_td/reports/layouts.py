"""PDF layouts that are more than one table: final standings with the chart, scorecards, blank
scoresheets (formulari) and the 2-/3-letter word list."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from figs_td.reports import pdf
from figs_td.reports.data import ScorecardsData, ScoresheetsData, StandingsData, WordListData
from figs_td.reports.pdf import Progress
from figs_td.reports.table import Column, Sheet


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
    from reportlab.platypus import PageBreak

    from figs_td.reports.chart import TOP_N, rank_chart

    if large:
        sheet.landscape = True  # to be posted: the wide page keeps the type large
    story: list[Any] = [pdf.table(sheet, large=large)]
    if data.history:
        st = pdf.style()
        land = sheet.landscape
        width, height = pdf.frame_width(land), min(pdf.frame_height(land), 480.0)
        story += [PageBreak(), rank_chart(data.history, width, height, st.font)]
        if len(data.history) > TOP_N:
            from reportlab.platypus import Paragraph

            note = f"Nel grafico i primi {TOP_N} della classifica finale."
            story.append(Paragraph(note, pdf.paragraph_style()))
    return pdf.build(
        path, data.header, sheet.title, story, landscape=sheet.landscape, progress=progress
    )


def scorecards_pdf(
    path: Path | str, data: ScorecardsData, *, progress: Progress | None = None
) -> int:
    """One block per player, never split across pages."""
    from reportlab.platypus import KeepTogether, Paragraph, Spacer

    head = pdf.paragraph_style(size=10, bold=True)
    cols = [
        Column("Turno", 1, "int"),
        Column("Tavolo", 1.1, "int"),
        Column("N.", 0.8, "int"),
        Column("Avversario", 5.5),
        Column("Mossa", 1.5),
        Column("Punti", 1.1, "int"),
        Column("Avv.", 1.1, "int"),
        Column("Esito", 1),
        Column("V", 1, "num"),
        Column("Diff.", 1.3, "signed"),
    ]
    story: list[Any] = []
    total = len(data.cards)
    for i, card in enumerate(data.cards, start=1):
        rows = [
            [
                ln.round,
                ln.table,
                ln.opponent_number,
                ln.opponent,
                move_label(ln.moved_first),
                ln.score,
                ln.opp_score,
                ln.result,
                ln.wins,
                ln.spread,
            ]
            for ln in card.lines
        ]
        title = f"{card.number}. {card.name}" + (f" – {card.club}" if card.club else "")
        block = [
            Paragraph(escape(title), head),
            Spacer(1, 2),
            pdf.table(Sheet("", cols, rows), size=8),
            Spacer(1, 10),
        ]
        story.append(KeepTogether(block))
        if progress is not None and i % 50 == 0:
            progress(i, total, "schede preparate")
    return pdf.build(path, data.header, "Schede giocatori", story, progress=progress)


def scoresheets_pdf(
    path: Path | str, data: ScoresheetsData, *, progress: Progress | None = None
) -> int:
    """Two blank scoresheets per A4 page, names, table and who starts filled in."""
    from reportlab.lib import colors
    from reportlab.platypus import KeepTogether, Paragraph, Spacer, Table, TableStyle

    st = pdf.style()
    title_style = pdf.paragraph_style(size=12, bold=True)
    width = pdf.frame_width()
    side = ["N.", "Parola", "Posizione", "Punti", "Totale"]
    side_w = [0.06, 0.2, 0.1, 0.07, 0.07]
    widths = [w * width for w in side_w + side_w]
    round_text = data.header.round_text()
    story: list[Any] = []
    for k, s in enumerate(data.sheets):
        table_text = f"Tavolo {s.table}" if s.table is not None else "Tavolo —"
        heading = " – ".join(p for p in ("Formulario", round_text, table_text) if p)
        names = [
            [
                f"Inizia: {s.first_number}. {s.first}" if s.first_number else f"Inizia: {s.first}",
                f"Secondo: {s.second_number}. {s.second}"
                if s.second_number
                else f"Secondo: {s.second}",
            ],
        ]
        name_tbl = Table(names, colWidths=[width / 2, width / 2])
        name_tbl.setStyle(
            TableStyle(
                [
                    ("FONT", (0, 0), (-1, -1), st.bold, 11, 14),
                    ("BOX", (0, 0), (0, 0), 0.8, colors.black),
                    ("BOX", (1, 0), (1, 0), 0.8, colors.black),
                    ("TOPPADDING", (0, 0), (-1, -1), 5),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 6),
                ]
            )
        )
        grid: list[list[str]] = [side + side]
        grid += [[str(i), "", "", "", ""] * 2 for i in range(1, data.lines + 1)]
        for label in ("Leggio (−)", "Penalità (−)", "Totale finale"):
            grid.append(["", label, "", "", ""] * 2)
        grid_tbl = Table(grid, colWidths=widths, rowHeights=[12.5] * len(grid))
        n = len(grid)
        grid_tbl.setStyle(
            TableStyle(
                [
                    ("FONT", (0, 0), (-1, 0), st.bold, 8, 10),
                    ("FONT", (0, 1), (-1, -1), st.font, 8, 10),
                    ("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#606060")),
                    ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d9d9d9")),
                    ("LINEAFTER", (4, 0), (4, -1), 1.6, colors.black),
                    ("BACKGROUND", (0, n - 3), (-1, -1), colors.HexColor("#f2f2f2")),
                    ("FONT", (0, n - 3), (-1, -1), st.bold, 8, 10),
                    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ]
            )
        )
        sign = Table(
            [
                [
                    "Firma di chi inizia: ____________________",
                    "Firma del secondo: ____________________",
                ]
            ],
            colWidths=[width / 2, width / 2],
        )
        sign.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), st.font, 9, 11)]))
        block = [
            Paragraph(escape(heading), title_style),
            Spacer(1, 4),
            name_tbl,
            Spacer(1, 4),
            grid_tbl,
            Spacer(1, 8),
            sign,
            Spacer(1, 24),
        ]
        story.append(KeepTogether(block))
        if progress is not None:
            progress(k + 1, len(data.sheets), "formulari")
    if not story:
        story.append(Paragraph("Nessuna partita in questo turno.", pdf.paragraph_style()))
    return pdf.build(path, data.header, "Formulari", story, progress=progress)


def _columns_fit(n2: int, n3: int, height: float) -> tuple[int, float]:
    """Columns and type size so that both word lists fit one page (art. 24: one per table)."""
    for cols in (8, 10, 12, 14, 16):
        rows = math.ceil(n2 / cols) + math.ceil(n3 / cols)
        size = min(12.0, height / (max(rows, 1) * 1.3))
        if size >= 7.0:
            return cols, size
    return 16, max(5.0, height / (max(math.ceil(n2 / 16) + math.ceil(n3 / 16), 1) * 1.3))


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
    head = pdf.paragraph_style(size=11, bold=True)
    room = pdf.frame_height() - 3 * 11 * 1.25 - 30
    cols, size = _columns_fit(len(two), len(three), room)
    story: list[Any] = []
    for copy in range(1, max(1, data.copies) + 1):
        label = f"Tavolo {copy}" if data.copies > 1 else ""
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
            progress(copy, data.copies, "copie")
    return pdf.build(path, data.header, "Parole di 2 e 3 lettere", story, progress=progress)
