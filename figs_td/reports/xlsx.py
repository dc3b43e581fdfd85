"""XLSX writing (openpyxl): one sheet per document, ready to sort, filter and print.

Numbers are stored as numbers, the header row is frozen and carries an autofilter, columns get a
width that fits their content, the print setup is A4 with the header row repeated. Text that
starts with ``=``, ``+``, ``-`` or ``@`` is stored as text, never as a formula: openpyxl turns a
string starting with ``=`` into a formula cell, so such cells are forced back to type ``s``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from copy import copy
from pathlib import Path
from typing import Any

from figs_td.core.inputs import printable
from figs_td.reports.data import RankHistory, ReportHeader
from figs_td.reports.table import Column, Sheet, cell_value, fmt

FORMULA_PREFIXES = ("=", "+", "-", "@")
SIGNED_FORMAT = "+0;-0;0"
MAX_WIDTH = 50
SAMPLE_ROWS = 2000  # rows looked at to size the columns
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f]")  # characters XML cannot hold


def set_text(cell: Any, text: str) -> None:
    """Store ``text`` in ``cell`` as a string whatever its first character. Control characters
    (a name saved by an older version) are written as ``\\x1b``: XML cannot hold them."""
    text = printable(text)
    cell.value = text
    if text.startswith(FORMULA_PREFIXES):
        cell.data_type = "s"  # never a formula (a player called "=HYPERLINK(…)" stays a name)
        cell.quotePrefix = True  # Excel keeps it as text when the cell is edited


def add_sheet(wb: Any, header: ReportHeader, sheet: Sheet) -> Any:
    """Append ``sheet`` to the workbook ``wb`` as a formatted worksheet; returns it."""
    from openpyxl.styles import Alignment, Font, PatternFill
    from openpyxl.utils import get_column_letter

    ws = wb.create_sheet(_unique_title(wb, sheet.sheet_name))
    bold = Font(bold=True)
    fill = PatternFill("solid", fgColor="D9D9D9")
    for col, column in enumerate(sheet.columns, start=1):
        cell = ws.cell(row=1, column=col)
        set_text(cell, column.label)
        cell.font = bold
        cell.fill = fill
        cell.alignment = Alignment(horizontal="center", vertical="center", wrap_text=True)
    ncols = len(sheet.columns)
    # Whole rows appended (openpyxl's fast path), then the few cells that need more fixed up:
    # text that looks like a formula, the signed number format, bold cells. The signed format
    # is set once through the public API and its style copied to the other cells.
    signed = [c for c, col in enumerate(sheet.columns) if col.kind == "signed"]
    signed_style: Any = None
    bold_font = Font(bold=True)
    plain = (int, str)
    for r, row in enumerate(sheet.rows, start=2):
        values = [v if type(v) in plain else cell_value(v) for v in row]
        for c, v in enumerate(values):
            if type(v) is str and _CONTROL.search(v):
                values[c] = printable(v)  # a name saved by an older version: XML cannot hold it
        ws.append(values)
        cells = ws._cells  # the cells append just made, by (row, column)
        for c, v in enumerate(values, start=1):
            if type(v) is str and v.startswith(FORMULA_PREFIXES):
                set_text(cells[r, c], v)
        for c in signed:
            v = values[c] if c < len(values) else None
            if v is None or isinstance(v, str):
                continue
            cell = cells[r, c + 1]
            if signed_style is None:
                cell.number_format = SIGNED_FORMAT  # "+12" shown, the value stays 12
                signed_style = cell._style
            else:
                cell._style = copy(signed_style)
    for c, r in sheet.bold:
        cell = ws.cell(row=r + 2, column=c + 1)
        if cell.value is not None:
            cell.font = bold_font
    nrows = len(sheet.rows) + 1
    last = get_column_letter(max(ncols, 1))
    ref = f"A1:{last}{nrows}"
    # Header row and the name columns stay in view.
    ws.freeze_panes = f"{get_column_letter(sheet.frozen_columns + 1)}2"
    if sheet.legend:
        set_text(ws.cell(row=nrows + 2, column=1), sheet.legend)
    ws.auto_filter.ref = ref
    for c, column in enumerate(sheet.columns, start=1):
        ws.column_dimensions[get_column_letter(c)].width = _width(sheet, c - 1, column.label)
    # Print setup: A4, header row on every page, fit to one page wide.
    ws.page_setup.paperSize = ws.PAPERSIZE_A4
    ws.page_setup.orientation = "landscape" if sheet.landscape else "portrait"
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0
    ws.sheet_properties.pageSetUpPr.fitToPage = True
    ws.print_area = ref
    ws.print_title_rows = "1:1"
    if sheet.frozen_columns:
        ws.print_title_cols = f"A:{get_column_letter(sheet.frozen_columns)}"
    ws.oddHeader.left.text = _header_text(header.tournament)
    ws.oddHeader.center.text = _header_text(header.subtitle())
    ws.oddHeader.right.text = _header_text(
        " – ".join(p for p in (sheet.title, header.round_text()) if p)
    )
    ws.oddFooter.center.text = "pagina &P di &N"
    return ws


def _header_text(text: str) -> str:
    return text.replace("&", "&&")


def _unique_title(wb: Any, title: str) -> str:
    existing = set(wb.sheetnames)
    if title not in existing:
        return title
    for i in range(2, 1000):
        candidate = f"{title[:27]} ({i})"
        if candidate not in existing:
            return candidate
    return title[:20]


def _width(sheet: Sheet, index: int, label: str) -> float:
    kind = sheet.columns[index].kind
    longest = max(len(label) if len(label) <= 14 else max(map(len, label.split())), 4)
    signed = kind == "signed"
    for row in sheet.rows[:SAMPLE_ROWS]:
        v = row[index]
        t = type(v)
        if t is str:  # fmt() of text and of integers, without its general checks
            text: str = v
        elif t is int:
            text = f"+{v}" if signed and v > 0 else str(v)
        else:
            text = fmt(v, kind)
        if "\n" in text:
            longest = max(longest, max(len(line) for line in text.split("\n")))
        elif len(text) > longest:
            longest = len(text)
    return float(min(MAX_WIDTH, longest + 2))


def write_workbook(
    path: Path | str,
    header: ReportHeader,
    sheets: Sequence[Sheet],
    *,
    extra: Callable[[Any, ReportHeader], None] | None = None,
) -> None:
    """Write one worksheet per sheet to ``path``; ``extra(wb, header)`` may add more (a chart)."""
    from openpyxl import Workbook

    wb = Workbook()
    wb.remove(wb.active)
    wb.properties.title = header.tournament
    wb.properties.creator = "figs-td"
    for sheet in sheets:
        add_sheet(wb, header, sheet)
    if extra is not None:
        extra(wb, header)
    wb.save(str(path))


def rank_chart_sheet(
    history: Sequence[RankHistory], top: int = 12
) -> Callable[[Any, ReportHeader], None] | None:
    """A sheet "Andamento" with each top player's rank by round and a real Excel line chart
    (rank 1 at the top), or None without history."""
    if not history or not history[0].ranks:
        return None

    def add(wb: Any, header: ReportHeader) -> None:
        from openpyxl.chart import LineChart, Reference

        players = list(history[:top])
        rounds = len(players[0].ranks)
        sheet = Sheet(
            "Andamento",
            [Column("Turno", 1, "int"), *(Column(p.name, 2, "int") for p in players)],
            [[r + 1, *(p.ranks[r] for p in players)] for r in range(rounds)],
        )
        ws = add_sheet(wb, header, sheet)
        chart = LineChart()
        chart.title = "Posizione in classifica dopo ogni turno"
        chart.y_axis.title = "posizione"
        chart.x_axis.title = "turno"
        chart.y_axis.scaling.orientation = "maxMin"  # rank 1 at the top
        chart.height, chart.width = 12, 24
        data = Reference(ws, min_col=2, max_col=len(players) + 1, min_row=1, max_row=rounds + 1)
        chart.add_data(data, titles_from_data=True)
        chart.set_categories(Reference(ws, min_col=1, min_row=2, max_row=rounds + 1))
        ws.add_chart(chart, f"A{rounds + 4}")

    return add
