"""Every document written, then read back: PDF text with pypdf, XLSX with openpyxl."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fixtures import HEADER, NAMES, complete_state, random_state, small_state
from openpyxl import load_workbook
from pdfsizes import fonts_used
from pypdf import PdfReader

from figs_td.errors import InputError
from figs_td.reports import documents, prepare
from figs_td.reports.data import (
    AuditData,
    AuditLine,
    RulingLine,
    RulingsData,
)

FORMULA_NAME = NAMES[-1]


def _data(doc: str):  # type: ignore[no-untyped-def]
    st = small_state()
    return {
        "pairings": lambda: prepare.pairings_data(st, HEADER, 3),
        "pairings-alpha": lambda: prepare.pairings_data(st, HEADER, 3),
        "results": lambda: prepare.results_data(st, HEADER, 2),
        "standings": lambda: prepare.standings_data(complete_state(), HEADER),
        "crosstable": lambda: prepare.crosstable_data(st, HEADER),
        "scorecards": lambda: prepare.scorecards_data(st, HEADER),
        "scoresheets": lambda: prepare.scoresheets_data(st, HEADER, 3),
        "words23": lambda: prepare.words23_data(["re", "io", "oca", "zio"], HEADER, copies=3),
        "rulings": lambda: RulingsData(
            HEADER,
            (
                RulingLine(
                    2,
                    1,
                    "15:02",
                    "Erdős Pál",
                    "Łukasiewicz Paweł",
                    "QUA (no)",
                    False,
                    6,
                    "Šimůnek Jiří (collegio)",
                    "=1+1",
                ),
            ),
        ),  # fmt: skip
        "audit": lambda: AuditData(
            HEADER,
            tuple(
                AuditLine(f"2026-11-21 10:{i:02d}", "Ołówek", "result.enter", "x")
                for i in range(60)
            ),
        ),
    }[doc]()


#: Names each PDF must contain (accented and non-Italian letters).
EXPECTED = {
    "pairings": ["Łukasiewicz Paweł", "Šimůnek Jiří", "Erdős Pál", "riposo"],
    "pairings-alpha": ["Łukasiewicz Paweł", "Françoise Çelik", "inizia", "secondo"],
    "results": ["Łukasiewicz Paweł", "a tavolino"],
    "standings": ["Łukasiewicz Paweł", "Erdős Pál", "Buchholz", "Posizione in classifica"],
    "crosstable": ["Łukasiewicz Paweł", "Šimůnek Jiří"],
    "scorecards": ["Łukasiewicz Paweł", "Club Ægir", "riposo"],
    "scoresheets": ["Erdős Pál", "Šimůnek Jiří", "3. Erdős Pál", "Inizia", "Tavolo 2"],
    "words23": ["OCA", "ZIO", "Tavolo 3"],
    "rulings": ["Erdős Pál", "Šimůnek Jiří", "collegio", "non valida"],
    "audit": ["Ołówek"],
}
PAGES = {
    "pairings": 1,
    "pairings-alpha": 1,
    "results": 1,
    "standings": 2,  # table, then the rank-by-round chart
    "crosstable": 1,
    "scorecards": 2,  # legend, eight cards of 10 pt type kept whole
    "scoresheets": 3,  # three games, one scoresheet per page (rows 7 mm apart)
    "words23": 3,  # one copy per table
    "rulings": 1,
    "audit": 2,  # 60 lines
}


def _text(path: Path) -> list[str]:
    return [p.extract_text() for p in PdfReader(str(path)).pages]


@pytest.mark.parametrize("doc", sorted(EXPECTED))
def test_pdf_read_back(doc: str, tmp_path: Path) -> None:
    out = tmp_path / f"{doc}.pdf"
    pages = documents.WRITERS[doc](_data(doc), out)
    texts = _text(out)
    assert len(texts) == pages == PAGES[doc]
    whole = "\n".join(texts)
    for name in EXPECTED[doc]:
        assert name in whole, name
    for i, text in enumerate(texts, start=1):
        assert "Torneo di Città di Castello" in text
        assert "Città di Castello, 21/11/2026" in text
        assert f"pagina {i} di {len(texts)}" in text
    if doc in ("pairings", "results", "scoresheets"):
        assert all("Turno" in t for t in texts)


def test_pdf_embeds_a_truetype_font(tmp_path: Path) -> None:
    out = tmp_path / "p.pdf"
    documents.pairings(_data("pairings"), out)
    fonts = fonts_used(out)
    assert fonts and not any("Helvetica" in f or "Vera" in f for f in fonts)


def test_chart_page_uses_only_the_embedded_font(tmp_path: Path) -> None:
    out = tmp_path / "s.pdf"
    documents.WRITERS["standings"](_data("standings"), out)
    fonts = fonts_used(out)
    assert fonts and all("DejaVu" in f or "+" in f for f in fonts), fonts


def test_long_table_repeats_header_and_numbers_pages(tmp_path: Path) -> None:
    st = random_state(300, 4)
    data = prepare.standings_data(st, HEADER, 4, final=False)
    out = tmp_path / "s.pdf"
    pages = documents.standings(data, out)
    texts = _text(out)
    assert pages == len(texts) > 3
    for i, t in enumerate(texts, start=1):
        assert "Giocatore" in t and "Buchholz" in t  # header row on every page
        assert f"pagina {i} di {pages}" in t
    # every player once, no row split across pages
    numbers = re.findall(r"Club \d+", "\n".join(texts))
    assert len(numbers) == 300


def test_large_type_takes_more_pages(tmp_path: Path) -> None:
    data = prepare.pairings_data(random_state(120, 2), HEADER, 2)
    normal = documents.pairings(data, tmp_path / "a.pdf")
    large = documents.pairings(data, tmp_path / "b.pdf", large=True)
    assert large > normal


def _cells(path: Path):  # type: ignore[no-untyped-def]
    wb = load_workbook(str(path))
    # One sheet per document; the final standings add the rank-by-round chart sheet.
    assert len(wb.sheetnames) == 1 or wb.sheetnames[1:] == ["Andamento"]
    return wb[wb.sheetnames[0]]


#: XLSX: the header row and the name columns stay in view.
FROZEN = {"standings": "D2", "crosstable": "D2", "scorecards": "C2"}


@pytest.mark.parametrize("doc", sorted(EXPECTED))
def test_xlsx_read_back(doc: str, tmp_path: Path) -> None:
    out = tmp_path / f"{doc}.xlsx"
    documents.WRITERS[doc](_data(doc), out)
    ws = _cells(out)
    assert ws.freeze_panes == FROZEN.get(doc, "A2")
    assert ws.auto_filter.ref and ws.auto_filter.ref.startswith("A1:")
    assert int(ws.page_setup.paperSize) == 9  # A4
    assert ws.print_title_rows == "$1:$1"
    assert all(c.font.b for c in ws[1])
    for row in ws.iter_rows():
        for c in row:
            assert c.data_type != "f", (c.coordinate, c.value)
    assert ws.column_dimensions["A"].width >= 4


def test_xlsx_values_and_types(tmp_path: Path) -> None:
    out = tmp_path / "s.xlsx"
    documents.standings(prepare.standings_data(small_state(), HEADER, 3), out)
    ws = _cells(out)
    header = [c.value for c in ws[1]]
    assert header == ["Pos.", "N.", "Giocatore", "Club", "Partite", "Punti", "Buchholz",
                      "Differenza", "Punti fatti"]  # fmt: skip
    rows = {r[2]: r for r in ws.iter_rows(min_row=2, values_only=True)}
    # Françoise: draw, forfeit win, bye -> 2.5 wins = 5 points, spread 0 + 50 + 50
    assert rows["Françoise Çelik"][5] == 5 and rows["Françoise Çelik"][7] == 100
    assert isinstance(rows["Françoise Çelik"][7], int)
    assert FORMULA_NAME in rows
    cell = next(c for c in ws["C"] if c.value == FORMULA_NAME)
    assert cell.data_type == "s"


def test_xlsx_crosstable_numbers(tmp_path: Path) -> None:
    out = tmp_path / "x.xlsx"
    documents.crosstable(prepare.crosstable_data(small_state(), HEADER), out)
    ws = _cells(out)
    header = [c.value for c in ws[1]]
    assert header[3:7] == ["T1 avv.", "T1 esito", "T1 punti", "T1 punti avv."]
    rossi = next(r for r in ws.iter_rows(min_row=2, values_only=True) if r[2] == "Rossi Mario")
    assert rossi[3:7] == (2, "V", 400, 350)
    assert rossi[-2] == 2 and isinstance(rossi[-2], int)
    francoise = next(
        r for r in ws.iter_rows(min_row=2, values_only=True) if r[2] == "Françoise Çelik"
    )
    assert francoise[-2] == 2.5


def test_text_that_looks_like_a_formula_stays_text(tmp_path: Path) -> None:
    out = tmp_path / "r.xlsx"
    data = RulingsData(
        HEADER,
        tuple(
            RulingLine(1, 1, "", name, "-2", "@SUM(A1)", True, 1, "+39 333", "=1+1")
            for name in ('=HYPERLINK("http://evil","x")', "+cmd", "-1", "@x")
        ),
    )
    documents.rulings(data, out)
    ws = _cells(out)
    values = [c.value for row in ws.iter_rows(min_row=2) for c in row if c.value is not None]
    assert '=HYPERLINK("http://evil","x")' in values and "=1+1" in values and "+cmd" in values
    assert all(
        c.data_type in ("s", "n") for row in ws.iter_rows() for c in row if c.value is not None
    )


def test_unknown_suffix_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"\.pdf oppure \.xlsx"):
        documents.pairings(_data("pairings"), tmp_path / "x.docx")
