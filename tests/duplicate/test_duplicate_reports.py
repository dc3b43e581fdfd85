"""Duplicate documents (PDF/XLSX) and the federation export of the event."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

from figs_td.services.duplicate import events as dup
from figs_td.services.duplicate.reports import export_duplicate
from figs_td.services.reports.documents import DOCUMENTS, export_document


def short_game(store: Any) -> None:
    dup.set_duplicate_settings(store, moves=2)
    dup.new_game(store, seed=8)
    dup.draw(store, tiles="CASTORE")
    dup.confirm_top(store, None, "H4 COSTARE")
    dup.enter_slip(store, 1, 1, text="8D COSTARE")  # 76
    dup.enter_slip(store, 1, 2, score=40)
    dup.enter_slip(store, 1, 3, text="8D CQSTARE")  # not a word: 0
    dup.draw(store)
    dup.confirm_top(store, None, 1)


def test_documents_pdf_and_xlsx(event: Any, tmp_path: Path) -> None:
    from openpyxl import load_workbook

    short_game(event)
    assert {"duplicate-master", "duplicate-standings", "duplicate-players"} <= set(DOCUMENTS)
    for doc in ("duplicate-master", "duplicate-standings", "duplicate-players"):
        res = export_document(event, doc, tmp_path / f"{doc}.pdf")
        assert res.files[0].read_bytes().startswith(b"%PDF") and res.pages >= 1
    players = export_duplicate(event, "duplicate-players", tmp_path / "p.pdf", players=[1, 3])
    assert players.pages == 2  # one page per player asked for
    res = export_duplicate(event, "duplicate-master", tmp_path / "m.xlsx")
    wb = load_workbook(res.files[0])
    assert wb.sheetnames[1] == "Plancia finale"
    master = wb.worksheets[0]
    values = [[c.value for c in row] for row in master.iter_rows()]
    flat = [v for row in values for v in row]
    assert "H4 COSTARE" in flat and 76 in flat
    board = [[c.value for c in row] for row in wb.worksheets[1].iter_rows()]
    assert any("C" in (row or []) for row in board)
    res = export_duplicate(event, "duplicate-standings", tmp_path / "s.xlsx")
    rows = [[c.value for c in r] for r in load_workbook(res.files[0]).worksheets[0].iter_rows()]
    assert any(r[:3] == [1, 1, "Giocatore01 Nome"] for r in rows)


def test_federation_export_of_the_event(event: Any, tmp_path: Path) -> None:
    short_game(event)
    res = export_document(event, "federation", tmp_path / "fed.csv")
    first, second = res.files
    with open(first, encoding="utf-8-sig") as fh:
        standings = list(csv.reader(fh, delimiter=";"))
    assert standings[0][:4] == ["torneo", "data", "luogo", "posizione"]
    assert standings[1][5] == "Giocatore01 Nome" and standings[1][3] == "1"
    with open(second, encoding="utf-8-sig") as fh:
        moves = list(csv.reader(fh, delimiter=";"))
    assert len(moves) == 1 + 2 * 20  # two moves × 20 players
    row = next(r for r in moves[1:] if r[8] == "Giocatore03 Nome" and r[3] == "1")
    assert row[9] == "8D CQSTARE" and row[10] == "0" and row[5] == "H4 COSTARE"
    res = export_document(event, "federation", tmp_path / "fed.xlsx")
    assert res.files[0].is_file()
