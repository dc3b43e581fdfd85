"""The reports service on real tournament files: knockout pairings read from the stored round,
the bracket, the new documents through ``figs-td export``, options honoured or refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from figs_td.cli import main
from figs_td.core.model import System


def _knockout_file(path: Path, rounds_played: int) -> Path:
    """13 players (ratings 2000, 1990, …), a knockout with a third-place match; the higher
    seed wins every game."""
    from figs_td.services.pairing.rounds import pair_next_round
    from figs_td.store import open_store

    with open_store(str(path), create=True) as store:
        with store.transaction(actor="test") as tx:
            tx.tournament.create("Coppa Città di Pelago", System.KNOCKOUT, planned_rounds=4,
                                 place="Pelago", date_start="2026-11-21",
                                 date_end="2026-11-22")  # fmt: skip
            tx.tournament.set_setting("pairing.knockout", {"third_place": True})
            for i in range(13):
                tx.players.add(f"Giocatore{i + 1:02d}", "Anna", rating=2000 - 10 * i)
        for _ in range(rounds_played):
            paired = pair_next_round(store)
            with store.transaction(actor="test") as tx:
                for t in paired.tables:
                    first_wins = t.first < t.second
                    tx.rounds.set_result(
                        paired.round, t.table, 400 if first_wins else 300,
                        300 if first_wins else 400,
                    )  # fmt: skip
        pair_next_round(store)
    return path


def test_knockout_pairings_from_the_stored_round(tmp_path: Path) -> None:
    figs = _knockout_file(tmp_path / "ko.figs", 0)
    out = tmp_path / "p.pdf"
    assert main(["export", str(figs), "pairings", "-o", str(out)]) == 0
    text = PdfReader(str(out)).pages[0].extract_text()
    assert "Turno 1 – Ottavi di finale" in text
    assert text.count("passa il turno") == 3 and "Diff." not in text
    xlsx = tmp_path / "p.xlsx"
    assert main(["export", str(figs), "pairings", "-o", str(xlsx)]) == 0
    ws = load_workbook(str(xlsx)).active
    assert [c.value for c in ws[1]] == ["Tavolo", "Incontro", "N.", "Inizia", "N.", "Secondo"]
    skip = [r for r in ws.iter_rows(min_row=2, values_only=True) if r[1] == "passa il turno"]
    assert [r[3] for r in skip] == ["Giocatore01 Anna", "Giocatore02 Anna", "Giocatore03 Anna"]


def test_bracket_and_standings_of_a_knockout(tmp_path: Path) -> None:
    figs = _knockout_file(tmp_path / "ko.figs", 3)  # the final and 3rd place paired
    out = tmp_path / "b.pdf"
    assert main(["export", str(figs), "bracket", "-o", str(out)]) == 0
    text = PdfReader(str(out)).pages[0].extract_text()
    assert "Semifinale" in text and "Finale 3° posto" in text
    assert "Pelago, 21–22/11/2026" in text
    st = tmp_path / "s.pdf"
    assert main(["export", str(figs), "standings", "-o", str(st)]) == 0
    texts = [p.extract_text() for p in PdfReader(str(st)).pages]
    assert not any("Posizione in classifica dopo ogni turno" in t for t in texts)
    assert "Classifica dopo il turno 3" in texts[0]


@pytest.mark.parametrize("doc", ["players", "statistics", "slips", "bracket"])
def test_new_documents_through_the_cli(tmp_path: Path, doc: str) -> None:
    figs = _knockout_file(tmp_path / "ko.figs", 2)
    for ext in ("pdf", "xlsx"):
        out = tmp_path / f"{doc}.{ext}"
        assert main(["export", str(figs), doc, "-o", str(out)]) == 0
        assert out.stat().st_size > 0


def test_round_and_large_refused_or_honoured(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    figs = _knockout_file(tmp_path / "ko.figs", 2)
    assert main(["export", str(figs), "audit", "--round", "2", "-o", str(tmp_path / "a.pdf")]) == 2
    assert "--round" in capsys.readouterr().err
    assert main(["export", str(figs), "slips", "--large", "-o", str(tmp_path / "s.pdf")]) == 2
    assert "--large" in capsys.readouterr().err
    out = tmp_path / "x.pdf"
    assert main(["export", str(figs), "crosstable", "--round", "1", "-o", str(out)]) == 0
    text = PdfReader(str(out)).pages[0].extract_text()
    assert "Turno 1" in text and "T2" not in text
    out = tmp_path / "c.xlsx"
    assert main(["export", str(figs), "scorecards", "--round", "1", "-o", str(out)]) == 0
    rounds = {r[2] for r in load_workbook(str(out)).active.iter_rows(min_row=2, values_only=True)
              if isinstance(r[2], int)}  # fmt: skip
    assert rounds == {1}


def test_words23_pages_only_for_entitled_tables(tmp_path: Path) -> None:
    from figs_td.services.reports.documents import export_document
    from figs_td.store import open_store

    figs = _knockout_file(tmp_path / "ko.figs", 0)
    words = tmp_path / "parole.txt"
    words.write_text("re\nio\noca\nzio\ncasa\n", encoding="utf-8")
    out = tmp_path / "w.pdf"
    with open_store(str(figs)) as store:
        result = export_document(store, "words23", out, lexicon=str(words))
        assert result.pages == 1 and "nessuna soglia" in result.warnings[0]
        with store.transaction(actor="test") as tx:
            tx.tournament.set_setting("words.threshold_rating", 1885)  # only seed 13 (1880)
        result = export_document(store, "words23", out, lexicon=str(words))
    assert result.pages == 1 and result.warnings == ()
    text = PdfReader(str(out)).pages[0].extract_text()
    assert "Giocatore04 Anna, Giocatore13 Anna *" in text and "OCA" in text


def test_phased_knockout_round_pairings(tmp_path: Path) -> None:
    """Two Swiss rounds, then the top 4 in a knockout; the others play a consolation Swiss: the
    knockout round's sheet names the stage, keeps "Consolazione" tables and lists no seed as
    skipping (all four play)."""
    from figs_td.services.pairing.rounds import pair_next_round, set_phases
    from figs_td.store import open_store

    figs = tmp_path / "ph.figs"
    with open_store(str(figs), create=True) as store:
        with store.transaction(actor="test") as tx:
            tx.tournament.create("Campionato", System.SWISS, planned_rounds=4)
            for i in range(10):
                tx.players.add(f"Giocatore{i + 1:02d}", "Anna", rating=2000 - 10 * i)
        set_phases(store, swiss_rounds=2, knockout=4)
        for _ in range(2):
            paired = pair_next_round(store, draw="rating")
            with store.transaction(actor="test") as tx:
                for t in paired.tables:
                    tx.rounds.set_result(paired.round, t.table, 400 + t.table, 300)
        pair_next_round(store)
    out = tmp_path / "p.xlsx"
    assert main(["export", str(figs), "pairings", "-o", str(out)]) == 0
    ws = load_workbook(str(out)).active
    assert [c.value for c in ws[1]][:2] == ["Tavolo", "Incontro"]
    labels = [r[1] for r in ws.iter_rows(min_row=2, values_only=True) if r[0] is not None]
    assert labels[:2] == ["1", "2"] and set(labels[2:]) == {"Consolazione"}
    pdf = tmp_path / "p.pdf"
    assert main(["export", str(figs), "pairings", "-o", str(pdf)]) == 0
    assert "Turno 3 – Semifinale" in PdfReader(str(pdf)).pages[0].extract_text()


def test_finished_knockout_standings_print_the_final_placing(tmp_path: Path) -> None:
    # Higher seed wins every game: champion 1, finalist 2, third-place match 3 v 4, then the
    # quarter-final losers by seed (domain.md §7, final placing).
    from figs_td.store import open_store

    figs = _knockout_file(tmp_path / "ko.figs", 3)
    with open_store(str(figs)) as store, store.transaction(actor="test") as tx:
        for g in tx.state().games:
            if g.round == 4:
                first_wins = g.first < g.second
                tx.rounds.set_result(4, g.table, 400 if first_wins else 300,
                                     300 if first_wins else 400)  # fmt: skip
    out = tmp_path / "c.xlsx"
    assert main(["export", str(figs), "standings", "-o", str(out)]) == 0
    ws = load_workbook(str(out)).active
    rows = [r for r in ws.iter_rows(min_row=2, values_only=True) if isinstance(r[0], int)]
    top = [(r[0], next(v for v in r if isinstance(v, str) and v.startswith("Giocatore")))
           for r in rows[:8]]  # fmt: skip
    assert top == [
        (1, "Giocatore01 Anna"),
        (2, "Giocatore02 Anna"),
        (3, "Giocatore03 Anna"),
        (4, "Giocatore04 Anna"),
        (5, "Giocatore05 Anna"),
        (6, "Giocatore06 Anna"),
        (7, "Giocatore07 Anna"),
        (8, "Giocatore08 Anna"),
    ]


def _swiss_by_draw(path: Path) -> Path:
    from figs_td.services.pairing.rounds import pair_next_round
    from figs_td.store import open_store

    with open_store(str(path), create=True) as store:
        with store.transaction(actor="test") as tx:
            tx.tournament.create("Coppa del Sorteggio", System.SWISS, planned_rounds=3)
            tx.tournament.set_setting("pairing.first_move", "sorteggio")
            for i in range(4):
                tx.players.add(f"Giocatore{i + 1}", "Anna", rating=1800 - 10 * i)
        pair_next_round(store)
    return path


def test_pairing_sheets_say_sorteggio_when_the_players_draw(tmp_path: Path) -> None:
    # Art. 25: with "sorteggio al tavolo" the sheet names no starter.
    figs = _swiss_by_draw(tmp_path / "s.figs")
    alpha = tmp_path / "a.xlsx"
    assert main(["export", str(figs), "pairings-alpha", "-o", str(alpha)]) == 0
    ws = load_workbook(str(alpha)).active
    moves = [r[4] for r in ws.iter_rows(min_row=2, values_only=True) if isinstance(r[2], int)]
    assert moves == ["sorteggio"] * 4
    table = tmp_path / "t.pdf"
    assert main(["export", str(figs), "pairings", "-o", str(table)]) == 0
    text = PdfReader(str(table)).pages[0].extract_text()
    assert "sorteggio al tavolo (art. 25)" in text and "Inizia" not in text
