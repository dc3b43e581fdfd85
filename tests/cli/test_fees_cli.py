"""``figs-td players fee``: what each player owes and has paid (issue 42 §3)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.services.registration.fees import list_fees, parse_euro
from figs_td.store import open_store


@pytest.fixture
def event(tmp_path: Path) -> Path:
    path = tmp_path / "t.figs"
    assert main(["new", str(path), "--name", "Quote", "--system", "italo-svizzero",
                 "--rounds", "3"]) == 0  # fmt: skip
    for name in ("Rossi, Mario", "Bianchi, Luca"):
        assert main(["players", "add", str(path), name]) == 0
    return path


def test_fee_due_and_paid(event: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["players", "fee", str(event), "Rossi", "--due", "20", "--paid", "15,50"]) == 0
    assert capsys.readouterr().out.strip() == (
        "Rossi Mario: dovuti 20,00 €, pagati 15,50 €, da pagare 4,50 €"
    )
    assert main(["players", "fee", str(event), "Rossi", "--paid", "20", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "player_id": 1, "name": "Rossi Mario", "due_cents": 2000, "paid_cents": 2000,
        "owed_cents": 0,
    }  # fmt: skip
    with open_store(event) as st:
        fees = {f.name: (f.due, f.paid, f.owed) for f in list_fees(st)}
    assert fees == {"Rossi Mario": (2000, 2000, 0), "Bianchi Luca": (0, 0, 0)}


@pytest.mark.parametrize("amount", ["-5", "abc", "20.123", "100000", "1e3"])
def test_bad_amount_is_refused_and_nothing_saved(
    event: Path, amount: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["players", "fee", str(event), "Rossi", "--due", "20"]) == 0
    assert main(["players", "fee", str(event), "Rossi", "--due", amount]) == 2
    assert "--due" in capsys.readouterr().err
    with open_store(event) as st:
        assert list_fees(st)[0].due == 2000


def test_parse_euro() -> None:
    assert parse_euro("15", "x") == 1500
    assert parse_euro("15.5", "x") == 1550
    assert parse_euro("0,05", "x") == 5
    assert parse_euro("10000", "x") == 1_000_000
    with pytest.raises(Exception, match="negativo"):
        parse_euro("-1", "x")


def test_unknown_player_is_refused(event: Path) -> None:
    assert main(["players", "fee", str(event), "Nessuno", "--paid", "5"]) == 2


def test_players_pdf_and_xlsx_show_fees_with_totals(event: Path, tmp_path: Path) -> None:
    from openpyxl import load_workbook
    from pypdf import PdfReader

    pdf, xlsx = tmp_path / "iscritti.pdf", tmp_path / "iscritti.xlsx"
    assert main(["export", str(event), "players", "-o", str(pdf)]) == 0
    assert "Da pagare" not in PdfReader(pdf).pages[0].extract_text()  # no fee: no columns
    assert main(["players", "fee", str(event), "Rossi", "--due", "20", "--paid", "15,50"]) == 0
    assert main(["players", "fee", str(event), "Bianchi", "--due", "10", "--paid", "0"]) == 0
    assert main(["export", str(event), "players", "-o", str(pdf)]) == 0
    assert main(["export", str(event), "players", "-o", str(xlsx)]) == 0
    text = " ".join(PdfReader(pdf).pages[0].extract_text().split())
    # 20 + 10 due, 15,50 + 0 paid, 4,50 + 10 owed
    assert "Quote: dovuti 30,00 €, pagati 15,50 €, da pagare 14,50 €." in text
    ws = load_workbook(xlsx).active
    rows = [[c.value for c in r] for r in ws.iter_rows()]
    head = next(r for r in rows if "Da pagare €" in r)
    i = head.index("Quota €")
    by_name = {r[2]: r[i:i + 3] for r in rows if r[2] in ("Rossi Mario", "Bianchi Luca", "Totale")}
    assert by_name == {
        "Rossi Mario": [20, 15.5, 4.5], "Bianchi Luca": [10, 0, 10], "Totale": [30, 15.5, 14.5],
    }  # fmt: skip


def test_default_fee_applies_to_players_without_their_own(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["tournament", "set", str(event), "--fee", "25"]) == 0
    assert main(["players", "fee", str(event), "Bianchi", "--due", "12,5", "--paid", "5"]) == 0
    assert main(["players", "fee", str(event), "Rossi", "--paid", "10"]) == 0
    capsys.readouterr()
    with open_store(event) as st:
        fees = {f.name: (f.due, f.paid, f.owed) for f in list_fees(st)}
    assert fees == {"Rossi Mario": (2500, 1000, 1500), "Bianchi Luca": (1250, 500, 750)}
    assert main(["tournament", "set", str(event), "--fee", "-3"]) == 2
    assert "negativo" in capsys.readouterr().err


def test_reduced_fee_by_category(event: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["players", "add", str(event), "Verdi, Anna", "--rating", "1800"]) == 0
    assert main(["categories", "band", str(event), "Fascia C", "--max", "1499"]) == 0
    assert main(["categories", "band", str(event), "Fascia B", "--max", "1599"]) == 0
    # the unrated Rossi and Bianchi are in both bands (art.: an unrated player is a newcomer)
    assert main(["tournament", "set", str(event), "--fee", "20",
                 "--fee-category", "Fascia B=12", "Fascia C=10,50"]) == 0  # fmt: skip
    assert main(["players", "fee", str(event), "Bianchi", "--due", "15"]) == 0
    with open_store(event) as st:
        due = {f.name: f.due for f in list_fees(st)}
    # Rossi: the lowest of his two reductions; Bianchi: his own; Verdi (1800): the default
    assert due == {"Rossi Mario": 1050, "Bianchi Luca": 1500, "Verdi Anna": 2000}
    assert main(["tournament", "set", str(event), "--fee-category", "Fascia C="]) == 0
    with open_store(event) as st:
        assert list_fees(st)[0].due == 1200
    capsys.readouterr()
    assert main(["tournament", "set", str(event), "--fee-category", "Under 18=5"]) == 2
    assert "categoria sconosciuta 'Under 18'" in capsys.readouterr().err
    assert main(["tournament", "set", str(event), "--fee-category", "Fascia B"]) == 2
