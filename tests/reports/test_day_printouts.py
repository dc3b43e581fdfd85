"""The printouts of issue 25 §2: pairings by table never cut a name nor lose the "*" mark, the
statistics wrap between words and shorten tie lists, the final standings at wall size with the
tie-break columns, and the smaller items (clubs' round, no rulings, Italian audit, results.xlsx
columns, rounded averages, the federation export of an unplayed round, embedded fonts)."""

from __future__ import annotations

import csv
import dataclasses
from pathlib import Path

import pytest
from fixtures import HEADER, complete_state, random_state
from pdfsizes import fonts_used, runs
from pypdf import PdfReader

from figs_td.cli import main
from figs_td.core.model import TournamentState
from figs_td.reports import desk_data, documents, prepare
from figs_td.store import open_store

LONG = [
    "Santangelo di Montevergine Giovanbattista Maria",
    "Castiglioni Brambilla Maria Antonietta Ludovica",
    "Papadopoulos Konstantinos Alexandros",
    "Abbiategrasso Ludovica Benedetta Francesca",
]


def _long_state() -> TournamentState:
    """66 players (two A4 pages of pairings at 14 pt), four with very long names, every other
    player rated under the word-list threshold (1400)."""
    st = random_state(66, 2, seed=5)
    players = [
        dataclasses.replace(p, name=LONG[i // 15] if i % 15 == 0 and i // 15 < 4 else p.name,
                            rating=1300 if i % 2 else 1800)
        for i, p in enumerate(st.players)
    ]  # fmt: skip
    return dataclasses.replace(st, players=players)


def test_pairings_by_table_never_cut_a_name_nor_lose_the_mark(tmp_path: Path) -> None:
    st = _long_state()
    data = prepare.pairings_data(st, HEADER, 2, word_list_threshold=1400)
    out = tmp_path / "p.pdf"
    documents.pairings(data, out)
    pages = PdfReader(str(out)).pages
    assert len(pages) >= 2
    texts = [r.text for r in runs(out)]
    assert not any("…" in t for t in texts)
    words = " ".join(texts).split()
    for name in LONG:  # every word of every long name, whole, on the page
        for w in name.split():
            assert w in words, w
    # the * of every marked player: as many marks as marked players (+ the legend's)
    marked = sum(1 for p in st.players if p.rating is not None and p.rating <= 1400)
    assert " ".join(texts).count("*") == marked + 1
    for page in pages:  # both pages carry marks
        assert "*" in page.extract_text()


def test_statistics_wrap_between_words_and_shorten_ties(tmp_path: Path) -> None:
    # 34 players, one round of 17 games: every player who started has 1 start -> 17 tied.
    st = random_state(34, 1, seed=3)
    players = [dataclasses.replace(p, name=f"Valentini Tommaso Maria {p.id}") for p in st.players]
    st = dataclasses.replace(st, players=players)
    data = desk_data.statistics_data(st, HEADER)
    starts = [r for r in data.records if r.label == "Più partite iniziate"]
    assert [r.who for r in starts[3:]] == ["e altri 14"] and len(starts) == 4
    out = tmp_path / "s.pdf"
    documents.WRITERS["statistics"](data, out)
    words = " ".join(r.text for r in runs(out)).split()
    for r in data.records:
        for w in r.detail.split():
            assert w in words, (w, r.detail)


def test_final_standings_at_wall_size_with_the_tie_breaks(tmp_path: Path) -> None:
    from figs_td.services.reports.prizes import final_standings_data
    from figs_td.store.records import TournamentInfo

    st = complete_state()
    rows = prepare.compute_standings(st, tiebreaks="FIGS")
    for chain, has_bh in (("FIGS", True), ("WESPA", False)):
        info = TournamentInfo(name="Prova", system=st.system, tiebreaks=chain, planned_rounds=3)
        data = final_standings_data(HEADER, rows, st, info)
        out = tmp_path / f"f-{chain}.pdf"
        from figs_td.reports import prize_documents

        prize_documents.ranked(data, out)
        text = PdfReader(str(out)).pages[0].extract_text()
        assert ("Buchholz" in text) is has_bh, chain
        names = {p.name[:8] for p in st.players}
        sizes = [r.size for r in runs(out) if r.text[:8] in names]
        assert sizes and min(sizes) >= 14.0
        sheet = prize_documents.ranked_sheet(data)
        labels = [c.label for c in sheet.columns]
        if has_bh:  # in the chain's order: Punti, Buchholz, Diff., Fatti
            assert labels[labels.index("Punti") :][:4] == ["Punti", "Buchholz", "Diff.", "Fatti"]
            bh = labels.index("Buchholz")
            assert [r[bh] for r in sheet.rows] == [r.buchholz for r in rows]


@pytest.fixture
def event(tmp_path: Path) -> str:
    """Six players, two rounds of three (all entered), clubs, no rulings."""
    path = tmp_path / "e.figs"
    with open_store(path, create=True) as st, st.transaction(actor="test") as tx:
        tx.tournament.create("Prova", "italo-svizzero", planned_rounds=3)
        tx.tournament.update(date_start="2026-11-21")
        for i in range(1, 6):
            tx.players.add(f"P{i}", "Giocatore", rating=2000 - 10 * i, club=f"Club {i % 2}")
    f = str(path)
    for rnd in (1, 2):
        assert main(["pair", f] + (["--draw", "rating"] if rnd == 1 else [])) == 0
        with open_store(f) as st, st.transaction(actor="test") as tx:
            for g in tx.rounds.games(rnd):
                if g.second is not None:
                    tx.rounds.set_result(rnd, g.table or 0, 401, 333)
    return f


def _text(out: Path) -> str:
    return "\n".join(p.extract_text() for p in PdfReader(str(out)).pages)


def test_smaller_items(event: str, tmp_path: Path) -> None:
    import openpyxl

    def export(doc: str, ext: str = "pdf", *extra: str) -> Path:
        out = tmp_path / f"{doc}.{ext}"
        assert main(["export", event, doc, "-o", str(out), *extra]) == 0, doc
        return out

    # The clubs document says after which round.
    assert "Turno 2" in _text(export("clubs"))
    # No rulings: a sentence, not an empty table.
    text = _text(export("rulings"))
    assert "Nessuna contestazione" in text and "Penalità" not in text
    # The audit document in Italian: no stored English keys or codes.
    audit = _text(export("audit"))
    for english in ("given_name", "surname", "status", "active", "date_start", "win_points"):
        assert english not in audit, english
    assert "stato: attivo" in audit and "Iscritto P1 Giocatore (club: Club 1" in audit
    # results.xlsx: every column named once.
    ws = openpyxl.load_workbook(export("results", "xlsx", "--round", "1")).worksheets[0]
    head = [c.value for c in next(ws.iter_rows(max_row=1))]
    assert len(head) == len(set(head)) and "Punti inizia" in head and "Punti secondo" in head
    # Averages: rounded as printed (401 and 333 → 367, exact; the statistics' per-round mean of
    # a round with a bye excluded is exact too) — every fraction in the workbook ≤ 2 decimals.
    ws = openpyxl.load_workbook(export("statistics", "xlsx")).worksheets[1]
    values = [c for row in ws.iter_rows(min_row=2, values_only=True) for c in row]
    assert all(round(v, 2) == v for v in values if isinstance(v, float))
    # Embedded fonts only, the alphabetical pairings and the slips included.
    for doc in ("pairings-alpha", "slips", "pairings", "statistics", "clubs"):
        fonts = fonts_used(export(doc))
        assert fonts and not any("Helvetica" in f for f in fonts), (doc, fonts)


def test_xlsx_fractions_rounded(tmp_path: Path) -> None:
    from fractions import Fraction

    from figs_td.reports.table import cell_value

    assert cell_value(Fraction(6485, 16)) == 405.31  # 405.3125
    assert cell_value(Fraction(7, 2)) == 3.5 and cell_value(Fraction(4, 1)) == 4


def test_federation_export_mid_event_leaves_out_the_unplayed_round(
    event: str, tmp_path: Path
) -> None:
    # Round 3 paired, nothing played: the bye pre-entered for the fifth player is not counted.
    assert main(["pair", event]) == 0
    with open_store(event) as st, st.transaction(actor="test") as tx:
        bye = next(g for g in tx.rounds.games(3) if g.second is None)
        name = {p.id: p.name for p in tx.players.list()}[bye.first]
    out = tmp_path / "f.csv"
    assert main(["export", event, "federation", "-o", str(out)]) == 0
    with out.open(encoding="utf-8-sig", newline="") as fh:
        rows = {r["giocatore"]: r for r in csv.DictReader(fh, delimiter=";")}
    assert int(rows[name]["partite"]) == 2  # rounds 1 and 2 only (a bye in one of them at most)
    with (tmp_path / "f-partite.csv").open(encoding="utf-8-sig", newline="") as fh:
        played = [r["turno"] for r in csv.DictReader(fh, delimiter=";")]
    assert played and "3" not in played and "2" in played


def test_wrapping_breaks_between_words_or_after_a_hyphen() -> None:
    from figs_td.reports.fonts import register_fonts
    from figs_td.reports.pdf import text_width, wrap_lines

    font, _bold = register_fonts()
    want = ["Vandenberghe-", "Dupont Marie-", "Françoise *"]
    width = max(text_width(x, font, 14) for x in want) + 1
    assert wrap_lines("Vandenberghe-Dupont Marie-Françoise *", font, 14, width) == want
    # the word-list mark never starts a line alone
    narrow = text_width("Benedetta *", font, 14) + 1
    assert wrap_lines("Ludovica Benedetta *", font, 14, narrow) == ["Ludovica", "Benedetta *"]
    # only a piece wider than the whole line is cut, and nothing is lost
    cut = wrap_lines("Z" * 40 + " Rossi", font, 14, 100)
    assert "".join(cut).replace(" ", "") == "Z" * 40 + "Rossi"
    assert all(text_width(x, font, 14) <= 100 for x in cut)
