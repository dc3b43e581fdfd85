"""PDF building blocks (reportlab platypus): A4 pages, header, "pagina x di y", tables.

Every page carries the tournament name, place, date, round and document title at the top and
"pagina x di y" at the bottom. Tables repeat their header row on every page and are split only
between rows. ``large=True`` doubles the type size for sheets posted on the wall (readable from 2 m).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from figs_td.reports.data import ReportHeader
from figs_td.reports.table import Sheet, fmt

#: Called as ``progress(done, total, label)``; ``total`` is 0 when unknown.
Progress = Callable[[int, int, str], None]

MARGIN = 36.0  # points (~12.7 mm)
HEADER_H = 40.0
FOOTER_H = 20.0
BASE_SIZE = 9.0
LARGE_FACTOR = 2.0


@dataclass(frozen=True)
class Style:
    """Type sizes of a document (normal or large)."""

    size: float
    font: str
    bold: str

    @property
    def leading(self) -> float:
        return self.size * 1.25


def style(large: bool = False, size: float = BASE_SIZE) -> Style:
    from figs_td.reports.fonts import register_fonts

    regular, bold = register_fonts()
    return Style(size * (LARGE_FACTOR if large else 1.0), regular, bold)


def page_size(landscape: bool = False) -> tuple[float, float]:
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.pagesizes import landscape as to_landscape

    return to_landscape(A4) if landscape else A4


def frame_width(landscape: bool = False) -> float:
    return page_size(landscape)[0] - 2 * MARGIN


def frame_height(landscape: bool = False) -> float:
    return page_size(landscape)[1] - 2 * MARGIN - HEADER_H - FOOTER_H


def _numbered_canvas_class(font: str, progress: Progress | None) -> type:
    from reportlab.pdfgen.canvas import Canvas

    class NumberedCanvas(Canvas):
        """Keeps every page until the end, then writes "pagina x di y" on each."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            kwargs["initialFontName"] = font  # never a base-14 font in the file
            super().__init__(*args, **kwargs)
            self._pages: list[dict[str, Any]] = []

        def showPage(self) -> None:  # noqa: N802 - reportlab API
            self._pages.append(dict(self.__dict__))
            self._startPage()
            if progress is not None:
                progress(len(self._pages), 0, "pagine")

        def save(self) -> None:
            total = len(self._pages)
            width = self._pagesize[0]
            for state in self._pages:
                self.__dict__.update(state)
                self.setFont(font, 8)
                self.drawCentredString(
                    width / 2, MARGIN - 4, f"pagina {self._pageNumber} di {total}"
                )
                super().showPage()
            super().save()

    return NumberedCanvas


def build(
    path: Path | str,
    header: ReportHeader,
    title: str,
    story: Sequence[Any],
    *,
    landscape: bool = False,
    progress: Progress | None = None,
) -> int:
    """Write ``story`` (platypus flowables) to ``path`` as an A4 PDF; returns the page count."""
    from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate

    st = style()
    size = page_size(landscape)
    pages = {"n": 0}

    def on_page(canvas: Any, doc: Any) -> None:
        pages["n"] += 1
        w, h = size
        top = h - MARGIN
        canvas.saveState()
        canvas.setFont(st.bold, 12)
        canvas.drawString(MARGIN, top - 12, header.tournament)
        canvas.setFont(st.font, 9)
        canvas.drawString(MARGIN, top - 25, header.subtitle())
        canvas.setFont(st.bold, 12)
        canvas.drawRightString(w - MARGIN, top - 12, title)
        canvas.setFont(st.font, 9)
        canvas.drawRightString(w - MARGIN, top - 25, header.round_text())
        canvas.setLineWidth(0.5)
        canvas.line(MARGIN, top - HEADER_H + 8, w - MARGIN, top - HEADER_H + 8)
        canvas.restoreState()

    doc = BaseDocTemplate(
        str(path),
        pagesize=size,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN + HEADER_H,
        bottomMargin=MARGIN + FOOTER_H,
        title=f"{header.tournament} – {title}",
        author="figs-td",
        creator="figs-td",
    )
    frame = Frame(
        MARGIN,
        MARGIN + FOOTER_H,
        size[0] - 2 * MARGIN,
        size[1] - 2 * MARGIN - HEADER_H - FOOTER_H,
        id="body",
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
    )
    doc.addPageTemplates([PageTemplate(id="page", frames=[frame], onPage=on_page)])
    doc.build(list(story), canvasmaker=_numbered_canvas_class(st.font, progress))
    return pages["n"]


def table(
    sheet: Sheet,
    *,
    large: bool = False,
    size: float = BASE_SIZE,
    zebra: bool = True,
    extra_style: Sequence[tuple[Any, ...]] = (),
) -> Any:
    """A platypus Table of ``sheet``: header row repeated on each page, rows never split."""
    from xml.sax.saxutils import escape

    from reportlab.lib import colors
    from reportlab.platypus import Paragraph, Table, TableStyle

    st = style(large, size)
    avail = frame_width(sheet.landscape)
    kinds = [c.kind for c in sheet.columns]
    texts = [[fmt(v, k) for v, k in zip(row, kinds, strict=True)] for row in sheet.rows]
    widths, factor = fit_widths(sheet, texts, st, avail)
    if factor < 1:
        st = Style(st.size * factor, st.font, st.bold)
        size *= factor
    data: list[list[Any]] = [[c.label for c in sheet.columns]]
    wrap = [i for i, c in enumerate(sheet.columns) if c.wrap]
    para = paragraph_style(large, size) if wrap else None
    for cells in texts:
        for i in wrap:
            if cells[i]:
                cells[i] = Paragraph(escape(cells[i]).replace("\n", "<br/>"), para)
        data.append(cells)
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, 0), st.bold, st.size, st.leading),
        ("FONT", (0, 1), (-1, -1), st.font, st.size, st.leading),
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d9d9d9")),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
        ("GRID", (0, 0), (-1, -1), 0.25, colors.HexColor("#808080")),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5 * (2 if large else 1)),
        ("LEFTPADDING", (0, 0), (-1, -1), PAD),
        ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5 * (2 if large else 1)),
    ]
    for i, col in enumerate(sheet.columns):
        if col.numeric:
            commands.append(("ALIGN", (i, 0), (i, -1), "RIGHT"))
    if zebra and len(data) > 2:
        commands.append(
            ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.HexColor("#f2f2f2")])
        )
    commands.extend(extra_style)
    tbl = Table(data, colWidths=widths, repeatRows=1, splitByRow=1)
    tbl.setStyle(TableStyle(commands))
    return tbl


PAD = 3.0
MIN_FACTOR = 0.6  # type never shrinks below 60 % of the size asked for
SAMPLE = 3000  # rows measured to size the columns


def fit_widths(
    sheet: Sheet, texts: list[list[str]], st: Style, avail: float
) -> tuple[list[float], float]:
    """Column widths that fit the content, and the type scale factor (≤ 1) needed to fit ``avail``.

    Each column gets at least its widest cell (header in bold); room left over is shared by the
    relative widths. When the content is wider than the page the type is scaled down (never below
    ``MIN_FACTOR``); wrapping columns give way first.
    """
    from reportlab.pdfbase.pdfmetrics import stringWidth

    n = len(sheet.columns)
    natural = []
    for i, col in enumerate(sheet.columns):
        w = max(stringWidth(part, st.bold, st.size) for part in col.label.split("\n"))
        if not col.wrap:
            for row in texts[:SAMPLE]:
                for part in row[i].split("\n"):
                    w = max(w, stringWidth(part, st.font, st.size))
        natural.append(w + 2 * PAD + 1)
    total = sum(natural)
    factor = 1.0
    if total > avail:
        factor = max(MIN_FACTOR, avail / total)
        natural = [w * factor for w in natural]
        total = sum(natural)
    # Room left over goes to the wrapping columns when there are any, else to every column.
    wraps = any(c.wrap for c in sheet.columns)
    weights = [c.width if (c.wrap or not wraps) else 0.0 for c in sheet.columns]
    if total <= avail:
        extra = avail - total
        return [
            w + extra * wt / sum(weights) for w, wt in zip(natural, weights, strict=True)
        ], factor
    # Still too wide at the smallest type: squeeze in proportion (long text is clipped).
    return [w * avail / total for w in natural], factor if n else 1.0


def paragraph_style(large: bool = False, size: float = BASE_SIZE, bold: bool = False) -> Any:
    from reportlab.lib.styles import ParagraphStyle

    st = style(large, size)
    return ParagraphStyle(
        "figs", fontName=st.bold if bold else st.font, fontSize=st.size, leading=st.leading
    )


def sheet_pdf(
    path: Path | str,
    header: ReportHeader,
    sheet: Sheet,
    *,
    large: bool = False,
    size: float = BASE_SIZE,
    note: str = "",
    progress: Progress | None = None,
) -> int:
    """A document that is one table (optionally preceded by a note); returns the page count."""
    from xml.sax.saxutils import escape

    from reportlab.platypus import Paragraph, Spacer

    story: list[Any] = []
    if note:
        story += [Paragraph(escape(note), paragraph_style(large, size)), Spacer(1, 6)]
    story.append(table(sheet, large=large, size=size))
    return build(path, header, sheet.title, story, landscape=sheet.landscape, progress=progress)
