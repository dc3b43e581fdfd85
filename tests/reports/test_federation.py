"""Federation export: layout, types, formula safety, and reading it back for the ranking."""

import csv
import datetime as dt
from pathlib import Path

import pytest
from fixtures import HEADER, small_state
from openpyxl import load_workbook

from figs_td.errors import InputError
from figs_td.reports import prepare
from figs_td.reports.federation import (
    GAMES_COLUMNS,
    STANDINGS_COLUMNS,
    read_places,
    write_federation,
)
from figs_td.services.federation import parse_points


def _data():  # type: ignore[no-untyped-def]
    return prepare.federation_data(small_state(), HEADER)


def test_xlsx_layout(tmp_path: Path) -> None:
    (out,) = write_federation(_data(), tmp_path / "f.xlsx")
    wb = load_workbook(str(out))
    assert wb.sheetnames == ["Classifica", "Partite"]
    cl, pa = wb["Classifica"], wb["Partite"]
    assert tuple(c.value for c in cl[1]) == STANDINGS_COLUMNS
    assert tuple(c.value for c in pa[1]) == GAMES_COLUMNS
    first = [c.value for c in cl[2]]
    assert first[1] == dt.datetime(2026, 11, 21)  # a real date
    assert first[3:6] == [1, "T0004", "Françoise Çelik"] and first[8] == 2.5
    assert pa.max_row == 1 + 12
    for ws in (cl, pa):
        assert ws.freeze_panes == "A2"
        assert all(c.data_type != "f" for row in ws.iter_rows() for c in row)


def test_csv_layout_and_formula_guard(tmp_path: Path) -> None:
    files = write_federation(_data(), tmp_path / "f.csv")
    assert [f.name for f in files] == ["f.csv", "f-partite.csv"]
    raw = files[0].read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # BOM: spreadsheets read UTF-8
    rows = list(csv.reader(files[0].read_text("utf-8-sig").splitlines(), delimiter=";"))
    assert tuple(rows[0]) == (*STANDINGS_COLUMNS, "esportazione")  # the export's mark last
    assert rows[1][1] == "2026-11-21" and rows[1][8] == "2,5"
    assert rows[-1][5] == '\'=HYPERLINK("http://x","y")'
    games = list(csv.reader(files[1].read_text("utf-8-sig").splitlines(), delimiter=";"))
    assert tuple(games[0]) == (*GAMES_COLUMNS, "esportazione")
    assert len({r[-1] for r in rows[1:] + games[1:]}) == 1  # one mark for the pair
    bye = next(g for g in games if g[-2] == "riposo")
    # One rule for byes: the +50 the standings count in points scored is the bye's score here.
    assert bye[8] == "" and bye[5] == "Françoise Çelik" and bye[6] == "50" and bye[9] == ""
    kinds = {g[-2] for g in games[1:]}
    assert kinds == {"normale", "riposo", "a tavolino"}
    status = {r[5]: r[-2] for r in rows[1:]}
    assert set(status.values()) == {"attivo"}


@pytest.mark.parametrize("suffix", [".xlsx", ".csv"])
def test_read_back_places(tmp_path: Path, suffix: str) -> None:
    out = write_federation(_data(), tmp_path / f"f{suffix}")[0]
    places = read_places(out)
    assert len(places) == 8
    assert places[0].date == dt.date(2026, 11, 21)
    assert (places[0].place, places[0].name, places[0].federation_id) == (
        1,
        "Françoise Çelik",
        "T0004",
    )
    assert places[-1].name == '=HYPERLINK("http://x","y")'


def test_bad_files(tmp_path: Path) -> None:
    bad = tmp_path / "x.csv"
    bad.write_text("torneo;data;posizione;giocatore\nA;31/02/2026;1;X\n", encoding="utf-8")
    with pytest.raises(InputError, match="riga 2"):
        read_places(bad)
    missing = tmp_path / "y.csv"
    missing.write_text("nome;punti\nA;1\n", encoding="utf-8")
    with pytest.raises(InputError, match="mancano le colonne"):
        read_places(missing)
    with pytest.raises(InputError):
        write_federation(_data(), tmp_path / "f.pdf")


def test_parse_points() -> None:
    t = parse_points("100,80,60/2")
    assert (t.for_place(1), t.for_place(3), t.for_place(4)) == (100, 60, 2)
    with pytest.raises(InputError):
        parse_points("cento")
