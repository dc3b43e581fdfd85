"""XLSX rows written whole (reports/xlsx.py): every cell still gets what the writer promises —
the signed format on every number of a signed column, formula-looking text kept as text, bold
cells bold, empty cells empty, widths from the longest text."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import openpyxl

from figs_td.reports.data import ReportHeader
from figs_td.reports.table import Column, Sheet
from figs_td.reports.xlsx import write_workbook


def test_rows_appended_whole_keep_formats_text_and_bold(tmp_path: Path) -> None:
    sheet = Sheet(
        "Classifica",
        [Column("Giocatore", 5), Column("Differenza", 1, "signed"), Column("Vittorie", 1, "num")],
        [
            ["Rossi Mario", 120, Fraction(5, 2)],
            ['=HYPERLINK("x")', -35, Fraction(2)],
            ["+39 Bianchi", None, None],
            ["Verdi", 0, Fraction(1, 2)],
        ],
        bold={(0, 3), (1, 0)},
    )
    out = tmp_path / "c.xlsx"
    write_workbook(out, ReportHeader("Torneo", "Roma", None), [sheet])
    ws = openpyxl.load_workbook(out).active
    assert [c.value for c in ws["B"]][1:] == [120, -35, None, 0]
    for r in (2, 3, 5):  # every number of the signed column, not only the first one
        assert ws.cell(row=r, column=2).number_format == "+0;-0;0"
    assert ws.cell(row=2, column=1).number_format == "General"
    assert ws.cell(row=3, column=1).value == '=HYPERLINK("x")'
    assert ws.cell(row=3, column=1).data_type == "s"
    assert (
        ws.cell(row=4, column=1).data_type == "s"
        and ws.cell(row=4, column=1).value == "+39 Bianchi"
    )
    assert [ws.cell(row=r, column=3).value for r in range(2, 6)] == [2.5, 2, None, 0.5]
    assert ws.cell(row=5, column=1).font.b and ws.cell(row=2, column=2).font.b
    assert not ws.cell(row=2, column=1).font.b and not ws.cell(row=3, column=2).font.b
    assert ws.column_dimensions["A"].width == len('=HYPERLINK("x")') + 2
    assert ws.column_dimensions["B"].width == len("Differenza") + 2
