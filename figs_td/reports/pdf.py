"""PDF building blocks (reportlab platypus): A4 pages, header, "pagina x di y", tables.

Every page carries the tournament name, place, date, round and document title at the top and
"pagina x di y" at the bottom. Tables repeat their header row on every page and are split only
between rows.

Type sizes (read from 2 m): body text never below ``BASE_SIZE`` (10 pt), documents posted on the
wall ``WALL_SIZE`` (14 pt), ``large=True`` at least ``LARGE_SIZE`` (18 pt). The type never shrinks
to make a table fit, and a name or a club is never shortened: text that does not fit its column
goes on further lines (issue 44).
"""

from __future__ import annotations

import contextlib
import functools
import threading
import weakref
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from figs_td.reports.data import ReportHeader
from figs_td.reports.table import Sheet, fmt

#: Called as ``progress(done, total, label)``; ``total`` is 0 when unknown.
Progress = Callable[[int, int, str], None]

MARGIN = 30.0  # points (~10.6 mm)
HEADER_H = 62.0
FOOTER_H = 18.0
BASE_SIZE = 10.0  # body text, never less
WALL_SIZE = 14.0  # documents posted on the wall
LARGE_SIZE = 18.0  # ``--large``
ROUND_SIZE = 18.0  # the round in the page header


@dataclass(frozen=True)
class Style:
    """Type sizes of a document (normal or large)."""

    size: float
    font: str
    bold: str

    @property
    def leading(self) -> float:
        return self.size * 1.25


def body_size(large: bool = False, size: float = BASE_SIZE) -> float:
    """The type size used: ``size``, never below 10 pt, and at least 18 pt when ``large``."""
    size = max(size, BASE_SIZE)
    return max(size, LARGE_SIZE) if large else size


def style(large: bool = False, size: float = BASE_SIZE) -> Style:
    from figs_td.reports.fonts import register_fonts

    regular, bold = register_fonts()
    return Style(body_size(large, size), regular, bold)


@functools.lru_cache(maxsize=16384)
def text_width(text: str, font: str, size: float) -> float:
    """reportlab's ``stringWidth``, remembered: a table measures each cell to size its columns
    and again to shorten it, and numbers repeat a lot (fonts never change once registered)."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    return float(stringWidth(text, font, size))


def _words(text: str) -> list[str]:
    """The words of ``text``; a sign without letters or digits (the "*" of the word lists, a
    dash) stays with the word before it, so that it never starts a line alone."""
    out: list[str] = []
    for word in text.split():
        if out and not any(c.isalnum() for c in word):
            out[-1] += " " + word
        else:
            out.append(word)
    return out


def _pieces(word: str) -> list[str]:
    """A word's unbreakable pieces: "Marie-Françoise" → "Marie-", "Françoise"."""
    import re

    return re.findall(r"[^-]+-?|-", word)


def wrap_lines(text: str, font: str, size: float, width: float) -> list[str]:
    """``text`` broken into lines at most ``width`` points wide: between words, or after a
    hyphen inside one ("Vandenberghe-" / "Dupont"); only a single piece wider than the whole
    line is cut, letter by letter. The text's own line breaks are kept."""
    out: list[str] = []
    for para in text.split("\n"):
        line = ""
        for w, word in enumerate(_words(para)):
            for k, piece in enumerate(_pieces(word)):
                glue = " " if w and not k and line else ""
                if text_width(line + glue + piece, font, size) <= width:
                    line += glue + piece
                    continue
                if line:
                    out.append(line)
                line = piece
                while text_width(line, font, size) > width and len(line) > 1:
                    cut = len(line) - 1
                    while cut > 1 and text_width(line[:cut], font, size) > width:
                        cut -= 1
                    out.append(line[:cut])
                    line = line[cut:]
        out.append(line)
    return out


def ellipsize(text: str, font: str, size: float, width: float) -> str:
    """``text`` shortened with "…" so that it is at most ``width`` points wide."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    if text_width(text, font, size) <= width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:  # longest prefix that fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if stringWidth(text[:mid].rstrip() + "…", font, size) <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "…"


def page_size(landscape: bool = False) -> tuple[float, float]:
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.pagesizes import landscape as to_landscape

    return to_landscape(A4) if landscape else A4


def frame_width(landscape: bool = False) -> float:
    return page_size(landscape)[0] - 2 * MARGIN


def frame_height(landscape: bool = False, margin_v: float = MARGIN) -> float:
    return page_size(landscape)[1] - 2 * margin_v - HEADER_H - FOOTER_H


def _numbered_canvas_class(font: str, progress: Progress | None, margin_v: float = MARGIN) -> type:
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
                self.setFont(font, BASE_SIZE)
                self.drawCentredString(
                    width / 2, margin_v - 4, f"pagina {self._pageNumber} di {total}"
                )
                super().showPage()
            super().save()

    return NumberedCanvas


def draw_header(
    canvas: Any,
    size: tuple[float, float],
    header: ReportHeader,
    title: str,
    round_text: str,
    printed: str,
    st: Style,
    margin_v: float = MARGIN,
) -> None:
    """Tournament (line 1), document title and the round in large type (line 2), place and
    dates, print time (line 3). Nothing overlaps: long texts are shortened with "…"."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    w, h = size
    top = h - margin_v
    room = w - 2 * MARGIN
    canvas.saveState()
    canvas.setFont(st.bold, 14)
    canvas.drawString(MARGIN, top - 13, ellipsize(header.tournament, st.bold, 14, room))
    round_w = stringWidth(round_text, st.bold, ROUND_SIZE) if round_text else 0.0
    canvas.setFont(st.bold, ROUND_SIZE)
    canvas.drawRightString(w - MARGIN, top - 33, round_text)
    canvas.setFont(st.bold, 14)
    gap = 16 if round_text else 0
    canvas.drawString(MARGIN, top - 33, ellipsize(title, st.bold, 14, room - round_w - gap))
    printed_w = stringWidth(printed, st.font, BASE_SIZE)
    canvas.setFont(st.font, BASE_SIZE)
    canvas.drawRightString(w - MARGIN, top - 48, printed)
    sub = ellipsize(header.subtitle(), st.font, BASE_SIZE, room - printed_w - 16)
    canvas.drawString(MARGIN, top - 48, sub)
    canvas.setLineWidth(0.6)
    canvas.line(MARGIN, top - HEADER_H + 6, w - MARGIN, top - HEADER_H + 6)
    canvas.restoreState()


@contextlib.contextmanager
def unchecked_shapes() -> Iterator[None]:
    """reportlab's check of every attribute set on a chart's shapes and widgets (a debugging
    aid: ``rl_config.shapeChecking``) off for the duration: the chart is built by our code
    from checked values, and the checks were a tenth of the standings PDF's time
    (benchmarks/services_speed.py). The drawing is the same. Nested or concurrent uses (two
    documents written by two threads) share one count: the setting comes back when the last
    one ends."""
    from reportlab import rl_config

    with _unchecked_lock:
        if not _unchecked["depth"]:
            _unchecked["before"] = rl_config.shapeChecking
            rl_config.shapeChecking = 0
        _unchecked["depth"] += 1
    try:
        yield
    finally:
        with _unchecked_lock:
            _unchecked["depth"] -= 1
            if not _unchecked["depth"]:
                rl_config.shapeChecking = _unchecked["before"]


_unchecked_lock = threading.Lock()
_unchecked: dict[str, int] = {"depth": 0, "before": 1}


def build(
    path: Path | str,
    header: ReportHeader,
    title: str,
    story: Sequence[Any],
    *,
    landscape: bool = False,
    progress: Progress | None = None,
    margin_v: float = MARGIN,
) -> int:
    """Write ``story`` (platypus flowables) to ``path`` as an A4 PDF; returns the page count.

    ``margin_v``: top and bottom margins (a one-page list may use narrower ones)."""
    from reportlab import rl_config
    from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate

    # Streams compressed only (no ASCII85 layer on top): a smaller file, and reportlab's pure
    # Python ASCII85 encoder was a tenth of the time of a long table (benchmarks/services_speed).
    rl_config.useA85 = 0
    st = style()
    size = page_size(landscape)
    pages = {"n": 0}

    printed = header.printed_text()
    round_text = header.round_text()

    def on_page(canvas: Any, doc: Any) -> None:
        pages["n"] += 1
        draw_header(canvas, size, header, title, round_text, printed, st, margin_v)

    doc = BaseDocTemplate(
        str(path),
        pagesize=size,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=margin_v + HEADER_H,
        bottomMargin=margin_v + FOOTER_H,
        title=f"{header.tournament} – {title}",
        author="figs-td",
        creator="figs-td",
    )
    frame = Frame(
        MARGIN,
        margin_v + FOOTER_H,
        size[0] - 2 * MARGIN,
        size[1] - 2 * margin_v - HEADER_H - FOOTER_H,
        id="body",
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
    )
    doc.addPageTemplates([PageTemplate(id="page", frames=[frame], onPage=on_page)])
    with unchecked_shapes():
        doc.build(list(story), canvasmaker=_numbered_canvas_class(st.font, progress, margin_v))
    return pages["n"]


def table(
    sheet: Sheet,
    *,
    large: bool = False,
    size: float = BASE_SIZE,
    zebra: bool = True,
    extra_style: Sequence[tuple[Any, ...]] = (),
    bold_cells: Sequence[tuple[int, int]] = (),
    widths: Sequence[float] | None = None,
) -> Any:
    """A platypus Table of ``sheet``: header row repeated on each page, rows never split.

    The type is never made smaller to fit the page, and no text is shortened: what does not fit
    its column goes on further lines (between words, after a hyphen; a wrapping column as a
    paragraph). ``bold_cells``: (column, row) of body
    cells printed in bold (row 0 = first body row).
    """
    from xml.sax.saxutils import escape

    from reportlab.lib import colors
    from reportlab.platypus import Paragraph, TableStyle

    st = style(large, size)
    avail = frame_width(sheet.landscape)
    kinds = [c.kind for c in sheet.columns]
    texts = [[fmt(v, k) for v, k in zip(row, kinds, strict=True)] for row in sheet.rows]
    widths = list(widths) if widths is not None else fit_widths(sheet, texts, st, avail)
    bold_set = set(bold_cells) | sheet.bold
    for i, col in enumerate(sheet.columns):
        if col.wrap or col.numeric:
            continue
        room = widths[i] - 2 * PAD - 0.5
        for r, cells in enumerate(texts):
            # A name or a club never loses letters: what does not fit goes on further lines
            # (plain lines, so a bold winner stays bold; the "*" mark stays with its word).
            text = cells[i]
            font = st.bold if (i, r) in bold_set else st.font
            if text and ("\n" in text or text_width(text, font, st.size) > room):
                cells[i] = "\n".join(wrap_lines(text, font, st.size, room))
    data: list[list[Any]] = [
        [ellipsize(c.label, st.bold, st.size, widths[i] - 2 * PAD) if "\n" not in c.label
         else c.label for i, c in enumerate(sheet.columns)]
    ]  # fmt: skip
    from reportlab.pdfbase.pdfmetrics import stringWidth

    wrap = [i for i, c in enumerate(sheet.columns) if c.wrap]
    para = paragraph_style(large, st.size) if wrap else None
    room_of = {i: widths[i] - 2 * PAD - 0.5 for i in wrap}
    for cells in texts:
        # An empty cell as [] (no flowables): reportlab then draws nothing in it (fast).
        row: list[Any] = [c if c else [] for c in cells]
        for i in wrap:
            text = cells[i]
            # A paragraph only when the text needs wrapping (paragraphs are slow to lay out).
            if text and ("\n" in text or stringWidth(text, st.font, st.size) > room_of[i]):
                lines = wrap_lines(text, st.font, st.size, room_of[i])
                row[i] = Paragraph("<br/>".join(escape(x) for x in lines), para)
        data.append(row)
    pad_v = st.size / BASE_SIZE
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, 0), st.bold, st.size, st.leading),
        ("FONT", (0, 1), (-1, -1), st.font, st.size, st.leading),
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d9d9d9")),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
        ("GRID", (0, 0), (-1, -1), 0.25, colors.HexColor("#808080")),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5 * pad_v),
        ("LEFTPADDING", (0, 0), (-1, -1), PAD),
        ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5 * pad_v),
    ]
    for i, col in enumerate(sheet.columns):
        if col.numeric:
            commands.append(("ALIGN", (i, 0), (i, -1), "RIGHT"))
    if zebra and len(data) > 2:
        commands.append(
            ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.HexColor("#f2f2f2")])
        )
    for c, r in bold_set:
        commands.append(("FONT", (c, r + 1), (c, r + 1), st.bold, st.size, st.leading))
    commands.extend(extra_style)
    tbl = fast_table_class()(data, colWidths=widths, repeatRows=1, splitByRow=1)
    tbl.setStyle(TableStyle(commands))
    return tbl


@functools.cache
def fast_table_class() -> type:
    """reportlab's ``Table`` drawing its one-line text cells without a text object per cell.

    The PDF operators written are exactly those of ``Table._drawCell`` → ``canvas.drawString``
    (``BT 1 0 0 1 x y Tm /F 14 Tf 17 TL (…) Tj T* ET``), built directly: a text object, its
    font lookup and the encoding of the text per cell were two fifths of a long table's time
    (benchmarks/services_speed.py). Anything else (flowables, several lines, a link, a font that
    is not an embedded TrueType one, shaping, a direction) goes through reportlab's own path;
    tests/reports/test_pdf_fast_table.py compares the pages' content streams."""
    from reportlab.lib.rl_accel import escapePDF, fp_str
    from reportlab.pdfbase.pdfmetrics import getFont
    from reportlab.platypus import Table

    # The encoded text of each cell, per PDF being written (a font's subset codes are the
    # document's own): numbers and names repeat from page to page.
    encoded_by_doc: weakref.WeakKeyDictionary[Any, dict[tuple[str, float, float, str], str]]
    encoded_by_doc = weakref.WeakKeyDictionary()

    class FastTable(Table):  # type: ignore[misc]
        def _drawCell(self, cellval: Any, cellstyle: Any, pos: Any, size: Any) -> None:  # noqa: N802
            just = cellstyle.alignment
            if (
                type(cellval) is not str
                or "\n" in cellval
                or just not in ("LEFT", "RIGHT")
                or cellstyle.valign != "MIDDLE"
                or cellstyle.href
                or cellstyle.destination
                or cellstyle.direction
                or cellstyle.shaping
            ):
                super()._drawCell(cellval, cellstyle, pos, size)
                return
            canv = self.canv
            if self._curcellstyle is not cellstyle:
                cur = self._curcellstyle
                if cur is None or cellstyle.color != cur.color:
                    canv.setFillColor(cellstyle.color)
                if (
                    cur is None
                    or cellstyle.leading != cur.leading
                    or cellstyle.fontname != cur.fontname
                    or cellstyle.fontsize != cur.fontsize
                ):
                    canv.setFont(cellstyle.fontname, cellstyle.fontsize, cellstyle.leading)
                self._curcellstyle = cellstyle
            font_name, font_size = canv._fontname, canv._fontsize
            font = getFont(font_name)
            if not font._dynamicFont or not canv.bottomup:
                super()._drawCell(cellval, cellstyle, pos, size)
                return
            colpos, rowpos = pos
            colwidth, rowheight = size
            leading = cellstyle.leading
            y = (
                rowpos
                + (cellstyle.bottomPadding + rowheight - cellstyle.topPadding + leading) / 2.0
            )
            y -= cellstyle.fontsize
            if just == "LEFT":
                x = colpos + cellstyle.leftPadding
            else:
                x = colpos + colwidth - cellstyle.rightPadding
                x -= text_width(cellval, font_name, font_size)
            doc = canv._doc
            memo = encoded_by_doc.get(doc)
            if memo is None:
                memo = encoded_by_doc[doc] = {}
            key = (font_name, font_size, canv._leading, cellval)
            encoded = memo.get(key, "")
            if not encoded:
                tmpl = f"{fp_str(font_size)} Tf {fp_str(canv._leading)} TL"
                parts = []
                current = -1
                for subset, t in font.splitString(cellval, doc):
                    if subset != current:
                        parts.append(f"{font.getSubsetInternalName(subset, doc)} {tmpl}")
                        current = subset
                    parts.append(f"({escapePDF(t)}) Tj")
                encoded = memo[key] = " ".join(parts)
            canv._code.append(f"BT 1 0 0 1 {fp_str(x, y)} Tm {encoded} T* ET")

    return FastTable


PAD = 3.0
SAMPLE = 3000  # rows measured to size the columns
WRAP_WANT = 200.0  # points a wrapping column asks for, at most, before it wraps


def natural_widths(sheet: Sheet, texts: list[list[str]], st: Style) -> list[float]:
    """Each column's widest cell (header in bold) plus padding; a wrapping column at least its
    longest word, so that it wraps between words, never inside one ("Valenti ni")."""
    natural = []
    for i, col in enumerate(sheet.columns):
        w = max(text_width(part, st.bold, st.size) for part in col.label.split("\n"))
        if col.wrap:
            # At least the longest word; up to WRAP_WANT points of the widest line (what the
            # column asks for when the page is shared out, before it starts wrapping).
            distinct = {row[i] for row in texts[:SAMPLE] if row[i]}
            words = {p for text in distinct for word in _words(text) for p in _pieces(word)}
            lines = {line for text in distinct for line in text.split("\n")}
            widest = max((text_width(line, st.font, st.size) for line in lines), default=0.0)
            w = max([w, min(widest, WRAP_WANT), *(text_width(x, st.font, st.size) for x in words)])
        else:
            distinct = {row[i] for row in texts[:SAMPLE]}  # each text measured once
            for text in distinct:
                for part in text.split("\n") if "\n" in text else (text,):
                    w = max(w, text_width(part, st.font, st.size))
        natural.append(w + 2 * PAD + 1)
    return natural


def fit_widths(sheet: Sheet, texts: list[list[str]], st: Style, avail: float) -> list[float]:
    """Column widths that fill ``avail`` at the type size of ``st`` (never a smaller type).

    Each column gets at least its widest cell. Room left over goes to the wrapping columns (else
    to every column by relative width). When the content is too wide, numbers keep their width
    and the text columns share what is left (their text is then shortened or wrapped).
    """
    natural = natural_widths(sheet, texts, st)
    total = sum(natural)
    if total <= avail:
        wraps = any(c.wrap for c in sheet.columns)
        weights = [c.width if (c.wrap or not wraps) else 0.0 for c in sheet.columns]
        extra = avail - total
        return [w + extra * wt / sum(weights) for w, wt in zip(natural, weights, strict=True)]
    fixed = sum(w for w, c in zip(natural, sheet.columns, strict=True) if c.numeric)
    flexible = [w for w, c in zip(natural, sheet.columns, strict=True) if not c.numeric]
    room = avail - fixed
    if not flexible or room < 6 * len(flexible) * st.size:
        # Even the numbers do not fit: squeeze everything in proportion (the caller should split
        # the table, as the crosstable does by groups of rounds).
        return [w * avail / total for w in natural]
    widths = list(natural)
    share = _share(flexible, room)
    k = 0
    for i, c in enumerate(sheet.columns):
        if not c.numeric:
            widths[i] = share[k]
            k += 1
    return widths


def wrapped_labels(sheet: Sheet) -> Sheet:
    """The same sheet with multi-word labels of number columns on two lines ("Punti\nfatti"),
    narrower columns at a large type size."""
    from dataclasses import replace

    cols = [
        replace(c, label=c.label.replace(" ", "\n", 1)) if c.numeric else c for c in sheet.columns
    ]
    return replace(sheet, columns=cols)


def choose_orientation(sheet: Sheet, st: Style, share: float = 0.55) -> None:
    """Landscape when the number columns alone take more than ``share`` of a portrait page: the
    names keep room and the type its size."""
    if sheet.landscape:
        return
    kinds = [c.kind for c in sheet.columns]
    texts = [[fmt(v, k) for v, k in zip(row, kinds, strict=True)] for row in sheet.rows]
    natural = natural_widths(sheet, texts, st)
    fixed = sum(w for w, c in zip(natural, sheet.columns, strict=True) if c.numeric)
    if fixed > share * frame_width(False):
        sheet.landscape = True


def _share(wanted: list[float], room: float) -> list[float]:
    """Split ``room`` among columns wanting ``wanted``: small ones get what they want, the
    widest share the rest equally (water filling)."""
    out = [0.0] * len(wanted)
    left = room
    order = sorted(range(len(wanted)), key=lambda i: wanted[i])
    for n, i in enumerate(order):
        fair = left / (len(order) - n)
        out[i] = min(wanted[i], fair)
        left -= out[i]
    return out


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

    sheet = wrapped_labels(sheet)
    choose_orientation(sheet, style(large, size))
    story: list[Any] = []
    if note:
        story += [Paragraph(escape(note), paragraph_style(large, BASE_SIZE)), Spacer(1, 6)]
    story.append(table(sheet, large=large, size=size))
    if sheet.legend and sheet.legend != note:
        story += [Spacer(1, 6), Paragraph(escape(sheet.legend), paragraph_style(large, BASE_SIZE))]
    return build(path, header, sheet.title, story, landscape=sheet.landscape, progress=progress)
