"""``figs-td export`` and ``figs-td ranking`` on a real tournament file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fixtures import small_state
from openpyxl import load_workbook
from pypdf import PdfReader

from figs_td.cli import main
from figs_td.core.model import Game, System


def _make(path: Path, name: str, date: str) -> Path:
    from figs_td.store import open_store

    st = small_state()
    with open_store(str(path), create=True) as store:
        with store.transaction(actor="test") as tx:
            tx.tournament.create(name, System.SWISS, planned_rounds=3, place="Città di Castello",
                                 date_start=date)  # fmt: skip
            for p in st.players:
                surname, _, given = p.name.partition(" ")
                tx.players.add(surname, given, club=p.club, rating=p.rating,
                               federation_id=p.federation_id)  # fmt: skip
        for r in (1, 2, 3):
            with store.transaction(actor="test") as tx:
                games = st.games_in(r)
                tx.rounds.save_round(
                    r, [Game(g.round, g.table, g.first, g.second, kind=g.kind) for g in games]
                )
                for g in games:
                    if g.second is not None and g.score_first is not None:
                        tx.rounds.set_result(r, g.table, g.score_first, g.score_second, kind=g.kind)
    return path


@pytest.fixture(scope="module")
def figs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _make(
        tmp_path_factory.mktemp("t") / "t.figs", "Torneo di Città di Castello", "2026-11-21"
    )


@pytest.mark.parametrize("doc", ["pairings", "pairings-alpha", "results", "standings",
                                 "crosstable", "scorecards", "scoresheets", "rulings", "audit"])  # fmt: skip
def test_export_pdf_and_xlsx(
    figs: Path, tmp_path: Path, doc: str, capsys: pytest.CaptureFixture[str]
) -> None:
    pdf = tmp_path / f"{doc}.pdf"
    assert main(["export", str(figs), doc, "-o", str(pdf)]) == 0
    text = "\n".join(p.extract_text() for p in PdfReader(str(pdf)).pages)
    assert "Torneo di Città di Castello" in text
    if doc not in ("rulings",):
        assert "Łukasiewicz" in text
    xlsx = tmp_path / f"{doc}.xlsx"
    assert main(["export", str(figs), doc, "-o", str(xlsx)]) == 0
    frozen = {"standings": "D2", "crosstable": "D2", "scorecards": "C2"}.get(doc, "A2")
    assert load_workbook(str(xlsx)).active.freeze_panes == frozen
    assert "scritto" in capsys.readouterr().out


def test_export_round_and_large(figs: Path, tmp_path: Path) -> None:
    out = tmp_path / "p.pdf"
    assert main(["export", str(figs), "pairings", "--round", "1", "--large", "-o", str(out)]) == 0
    text = PdfReader(str(out)).pages[0].extract_text()
    assert "Turno 1" in text and "Abbinamenti per tavolo" in text


def test_export_errors(figs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["export", str(figs), "pairings", "--round", "9", "-o", str(tmp_path / "a.pdf")]) == 2
    )
    assert "turno 9" in capsys.readouterr().err
    assert main(["export", str(figs), "pairings", "-o", str(tmp_path / "a.doc")]) == 2
    assert ".pdf oppure .xlsx" in capsys.readouterr().err
    assert (
        main(["export", str(tmp_path / "nessuno.figs"), "pairings", "-o", str(tmp_path / "a.pdf")])
        == 2
    )
    assert not (tmp_path / "a.pdf").exists()


def test_federation_export_and_ranking(
    figs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = _make(tmp_path / "o.figs", "Torneo di Roma", "2026-06-01")
    assert main(["export", str(figs), "federation", "-o", str(tmp_path / "a.xlsx")]) == 0
    assert main(["export", str(other), "federation", "-o", str(tmp_path / "b.csv")]) == 0
    capsys.readouterr()
    files = [str(tmp_path / "a.xlsx"), str(tmp_path / "b.csv")]
    assert main(["ranking", *files, "--as-of", "2026-12-01", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    # Same final standings twice: Françoise Çelik first in both -> 100 + 100.
    assert rows[0]["name"] == "Françoise Çelik" and rows[0]["points"] == 200
    assert rows[0]["federation_id"] == "T0004" and rows[0]["tournaments"] == 2
    # .figs files directly, with --as-of before the Rome tournament: only one counts
    assert main(["ranking", str(figs), str(other), "--as-of", "2026-07-01", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows[0]["points"] == 100 and rows[0]["tournaments"] == 1
    out = tmp_path / "r.xlsx"
    assert main(["ranking", *files, "--as-of", "2026-12-01", "-o", str(out)]) == 0
    ws = load_workbook(str(out)).active
    assert ws["C2"].value == "Françoise Çelik" and ws["D2"].value == 200
    assert main(["ranking", *files, "--as-of", "domani"]) == 2


def test_missing_results_are_reported(
    figs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Round 3, table 1 (Rossi – Bianchi) has no result in the fixture.
    assert main(["export", str(figs), "federation", "-o", str(tmp_path / "f.xlsx"), "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["warnings"] == [
        "1 partita senza risultato (turno 3): non contate"
    ]
    assert "avviso: 1 partita senza risultato" in captured.err
    assert (
        main(["export", str(figs), "standings", "--round", "2", "-o", str(tmp_path / "s.pdf")]) == 0
    )
    assert "avviso" not in capsys.readouterr().err


def test_progress_is_reported(figs: Path, tmp_path: Path) -> None:
    from figs_td.services.reports.documents import export_document
    from figs_td.store import open_store

    seen: list[tuple[int, int, str]] = []
    with open_store(str(figs)) as store:
        result = export_document(
            store, "scorecards", tmp_path / "c.pdf", progress=lambda *a: seen.append(a)
        )
    assert result.pages == len(PdfReader(str(tmp_path / "c.pdf")).pages) == 2
    assert ("lettura del torneo" in [s[2] for s in seen]) and any(s[2] == "pagine" for s in seen)
