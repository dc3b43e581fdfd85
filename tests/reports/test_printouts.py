"""Issue 14: what the wall, the table and the federation get — labels, marks, order, sizes read
back from the generated files."""

from __future__ import annotations

import dataclasses
import datetime as dt
from fractions import Fraction
from pathlib import Path

import pytest
from fixtures import HEADER, NAMES, complete_state, knockout_state, random_state, small_state
from openpyxl import load_workbook
from pdfsizes import min_size, runs
from pypdf import PdfReader

from figs_td.core.model import GameKind, System, TournamentState
from figs_td.errors import InputError
from figs_td.reports import bracket, desk_data, documents, layouts, prepare, sentences
from figs_td.reports.data import ReportHeader
from figs_td.services.reports.documents import check_options


def _state_4_of_8() -> TournamentState:
    """8 planned rounds, 4 played, round 5 paired with no result yet."""
    base = random_state(10, 5, seed=3)
    games = [
        g if g.round < 5 else dataclasses.replace(g, score_first=None, score_second=None)
        for g in base.games
    ]
    games = [dataclasses.replace(g, kind=GameKind.BYE) if g.second is None else g for g in games]
    return TournamentState(base.players, games, planned_rounds=8)


# 1. "Classifica finale" only after the planned last round ----------------------------------


def test_standings_after_round_4_of_8_never_final_and_no_unplayed_round() -> None:
    data = prepare.standings_data(_state_4_of_8(), HEADER)
    # round 5 is paired, none of its results in: the title says it is left out (issue 39)
    assert data.title == "Classifica dopo il turno 4 — turno 5: 0 di 5 risultati, non contati"
    assert data.header.round == 4 and not data.final and data.history == ()
    sheet = documents.standings_sheet(data)
    assert sheet.sheet_name == "Classifica"


def test_final_only_when_planned_last_round_is_complete() -> None:
    st = complete_state()  # 3 planned, 3 complete
    data = prepare.standings_data(st, HEADER)
    assert data.title == "Classifica finale" and data.final
    assert all(len(h.ranks) == 3 for h in data.history)
    short = TournamentState(st.players, st.games, planned_rounds=5)
    assert prepare.standings_data(short, HEADER).title == "Classifica dopo il turno 3"


# 2. Knockout: bracket document, standings order from the service, no chart ------------------


def test_bracket_document_from_the_games() -> None:
    st, _, ko = knockout_state()
    data = bracket.bracket_data(st, HEADER, ko)
    assert [s.label for s in data.stages] == [
        "Ottavi di finale", "Quarti di finale", "Semifinale", "Finale",
    ]  # fmt: skip
    first = data.stages[0].matches
    # 13 players in a bracket of 16: seeds 1, 2, 3 pass the first round.
    byes = sorted(m.seed_a for m in first if m.b is None)
    assert byes == [1, 2, 3]
    assert data.champion == st.player(1).name
    final = data.stages[-1].matches
    assert [m.label for m in final] == ["Finale", "Finale 3° posto"]
    assert final[0].games == ("400-301",) and final[1].winner == st.player(3).name


def test_bracket_pdf_and_xlsx(tmp_path: Path) -> None:
    st, _, ko = knockout_state()
    data = bracket.bracket_data(st, HEADER, ko)
    assert documents.WRITERS["bracket"](data, tmp_path / "b.pdf") == 1
    text = PdfReader(str(tmp_path / "b.pdf")).pages[0].extract_text()
    assert "Semifinale" in text and "Finale 3° posto" in text and "Vincitore" in text
    assert min_size(tmp_path / "b.pdf") >= 10
    documents.WRITERS["bracket"](data, tmp_path / "b.xlsx")
    ws = load_workbook(str(tmp_path / "b.xlsx"))["Tabellone"]
    rows = [r for r in ws.iter_rows(min_row=2, values_only=True) if r[1]]  # legend left out
    assert sum(1 for r in rows if r[0] == "Semifinale") == 2
    assert [r[1] for r in rows[-2:]] == ["Finale", "Finale 3° posto"]
    assert rows[-2][7] == st.player(1).name  # the winner


def test_bracket_refused_without_knockout() -> None:
    with pytest.raises(InputError, match="eliminazione diretta"):
        bracket.bracket_data(small_state(), HEADER, None)


def test_knockout_standings_have_no_rank_chart_and_keep_the_service_order() -> None:
    st, _, _ = knockout_state()
    from figs_td.core.standings.table import compute_standings

    rows = list(reversed(compute_standings(st)))
    data = prepare.standings_data(st, HEADER, rows=rows)
    assert data.final and data.history == ()  # no rank-by-round chart for a knockout
    assert [ln.name for ln in data.rows] == [r.name for r in rows]


# 3. Knockout pairings -----------------------------------------------------------------------


def test_knockout_pairings_stage_seeds_skipping_no_wins_columns() -> None:
    st, rps, _ = knockout_state()
    rp = rps[0]
    data = prepare.pairings_data(
        st, HEADER, 1, labels={t.table: t.label for t in rp.tables}, idle=rp.idle, knockout=True
    )
    assert data.header.round_text() == "Turno 1 – Ottavi di finale"
    sheet = documents.pairings_sheet(data)
    labels = [c.label for c in sheet.columns]
    assert "V" not in labels and "Diff." not in labels
    skip = [r for r in sheet.rows if r[1] == "passa il turno"]
    assert [r[2] for r in skip] == [1, 2, 3]
    assert sheet.rows[0][1] == "2"  # "Ottavi di finale 2": the stage is in the header
    semis = rps[2]
    sd = prepare.pairings_data(
        st, HEADER, 3, labels={t.table: t.label for t in semis.tables}, knockout=True
    )
    assert sd.header.stage == "Semifinale"
    fd = prepare.pairings_data(
        st, HEADER, 4, labels={t.table: t.label for t in rps[3].tables}, knockout=True
    )
    assert fd.header.stage == "Finale"
    assert [r[1] for r in documents.pairings_sheet(fd).rows] == ["Finale", "Finale 3° posto"]


# 4. --round / --large honoured or refused ------------------------------------------------


@pytest.mark.parametrize(
    ("doc", "round_no", "large"),
    [("audit", 2, False), ("players", 1, False), ("federation", 1, False),
     ("scoresheets", None, True), ("words23", None, True), ("slips", None, True)],
)  # fmt: skip
def test_options_refused_with_a_message(doc: str, round_no: int | None, large: bool) -> None:
    with pytest.raises(InputError, match="--round" if round_no else "--large"):
        check_options(doc, round_no, large)


def test_options_honoured_elsewhere() -> None:
    for doc in ("pairings", "standings", "crosstable", "scorecards", "results", "statistics"):
        check_options(doc, 2, True)


# 5 and 10. Page header ----------------------------------------------------------------------


def test_header_long_name_dates_and_print_time(tmp_path: Path) -> None:
    long = "Torneo internazionale di Scrabble in lingua italiana " * 4 + "Sant'Ellero"
    header = ReportHeader(
        long, "Pelago", dt.date(2026, 11, 21), date_end=dt.date(2026, 11, 22),
        printed=dt.datetime(2026, 11, 22, 18, 5),
    )  # fmt: skip
    assert header.date_text() == "21–22/11/2026"
    assert ReportHeader("x", date="2026-11-30", date_end="2026-12-01").date_text() == (
        "30/11–01/12/2026"
    )
    data = prepare.pairings_data(random_state(120, 1), header, 1)
    out = tmp_path / "p.pdf"
    pages = documents.pairings(data, out)
    assert pages >= 2
    rs = runs(out)
    for page in range(1, pages + 1):
        mine = [r for r in rs if r.page == page]
        top = next(r for r in mine if r.text.startswith("Torneo internazionale"))
        title = next(r for r in mine if r.text == "Abbinamenti per tavolo")
        assert top.text.endswith("…") and top.y > title.y + 10  # never runs into the title
        assert any(r.text == "stampato il 22/11/2026 alle 18:05" for r in mine)
        assert any(r.text == "Pelago, 21–22/11/2026" for r in mine)
        assert any(r.text == "Turno 1" and r.size >= 18 for r in mine)


# 7. Sizes: body ≥ 10 pt, wall ≥ 14 pt, --large ≥ 18 pt, a long name never shrinks the page ---


def _name_runs(path: Path, names: list[str]) -> list[float]:
    starts = {n[:8] for n in names}
    return [r.size for r in runs(path) if r.text[:8] in starts]


WALL = ["pairings", "pairings-alpha", "results", "standings"]


@pytest.mark.parametrize("doc", WALL)
def test_wall_documents_are_14pt_and_18pt_large(doc: str, tmp_path: Path) -> None:
    st = random_state(60, 3)
    st.players[0] = dataclasses.replace(st.players[0], name="Z" * 30 + " Longhissimo " * 8)
    data = {
        "pairings": lambda: prepare.pairings_data(st, HEADER, 3),
        "pairings-alpha": lambda: prepare.pairings_data(st, HEADER, 3),
        "results": lambda: prepare.results_data(st, HEADER, 3),
        "standings": lambda: prepare.standings_data(st, HEADER),
    }[doc]()
    names = [p.name for p in st.players]
    for large, least in ((False, 14.0), (True, 18.0)):
        out = tmp_path / f"{doc}-{large}.pdf"
        documents.WRITERS[doc](data, out, large=large)
        sizes = _name_runs(out, names)
        assert len(sizes) >= 60 and min(sizes) >= least, (doc, large, min(sizes))
        assert min_size(out) >= 10
        long = [r.text for r in runs(out) if r.text.startswith("ZZZZ")]
        # issues 25 and 44: names wrap inside their cell, never cut with "…"
        texts = [r.text for r in runs(out)]
        assert long and not any("…" in t for t in texts)
        assert sum(t.count("Longhissimo") for t in texts) == 8


def test_every_pdf_document_is_at_least_10pt(tmp_path: Path) -> None:
    st = complete_state()
    ko, _, kos = knockout_state()
    cases = {
        "pairings": prepare.pairings_data(st, HEADER, 3),
        "pairings-alpha": prepare.pairings_data(st, HEADER, 3),
        "results": prepare.results_data(st, HEADER, 2),
        "standings": prepare.standings_data(st, HEADER),
        "crosstable": prepare.crosstable_data(random_state(30, 15), HEADER),
        "scorecards": prepare.scorecards_data(st, HEADER),
        "scoresheets": prepare.scoresheets_data(st, HEADER, 3),
        "words23": prepare.words23_data(["re", "io", "oca"] * 100, HEADER, copies=2),
        "players": desk_data.start_list_data(st, HEADER),
        "statistics": desk_data.statistics_data(st, HEADER),
        "slips": prepare.scoresheets_data(st, HEADER, 3),
        "bracket": bracket.bracket_data(ko, HEADER, kos),
    }
    for doc, data in cases.items():
        out = tmp_path / f"{doc}.pdf"
        documents.WRITERS[doc](data, out)
        assert min_size(out) >= 10, doc


def test_crosstable_of_15_rounds_keeps_10pt_and_splits_rounds(tmp_path: Path) -> None:
    data = prepare.crosstable_data(random_state(20, 15), HEADER)
    out = tmp_path / "x.pdf"
    documents.crosstable(data, out)
    assert min_size(out) >= 10
    text = "\n".join(p.extract_text() for p in PdfReader(str(out)).pages)
    assert "Colonne T1–" in text and "T15" in text


# 8. Alphabetical list: 100 players, one page, ≥ 14 pt, table numbers in bold ----------------


def test_alphabetical_list_of_100_players_fits_one_page_at_14pt(tmp_path: Path) -> None:
    st = random_state(100, 1)
    data = prepare.pairings_data(st, HEADER, 1)
    out = tmp_path / "a.pdf"
    assert documents.pairings_alpha(data, out) == 1
    names = [p.name for p in st.players]
    # issue 44: three names are wider than the column ("Dell'Acqua François 42"): they wrap
    plain = "".join(PdfReader(str(out)).pages[0].extract_text().split())
    assert "…" not in plain and all("".join(n.split()) in plain for n in names)
    sizes = _name_runs(out, names)
    assert len(sizes) == 100 and min(sizes) >= 14
    arrows = [r for r in runs(out) if r.text.startswith("→")]
    assert len(arrows) == 100 and min(r.size for r in arrows) >= 14
    # read down the columns: alphabetical order in the left column
    entries = documents.alpha_entries(data)
    from figs_td.reports.table import sort_key

    assert [e[0].name for e in entries] == sorted(names, key=sort_key)


def test_table_numbers_are_bold() -> None:
    sheet = documents.pairings_sheet(prepare.pairings_data(small_state(), HEADER, 1))
    assert {(0, i) for i in range(len(sheet.rows))} <= sheet.bold


# 9. Blank scoresheets ---------------------------------------------------------------------


def test_scoresheets_rows_7mm_25_moves_prefilled(tmp_path: Path) -> None:
    data = prepare.scoresheets_data(small_state(), HEADER, 3)
    assert data.lines >= 25 and layouts.ROW_MM >= 7
    out = tmp_path / "f.pdf"
    assert documents.scoresheets(data, out) == 3  # one per page, whole
    rs = runs(out)
    # rows numbered 1..25 on each side: the distance between two row numbers is ≥ 7 mm
    ys = sorted({round(r.y, 1) for r in rs if r.page == 1 and r.text in ("1", "2")}, reverse=True)
    assert ys[0] - ys[1] >= 7 * 72 / 25.4 - 0.1
    text = PdfReader(str(out)).pages[0].extract_text()
    assert "Tavolo 1" in text and "1. Rossi Mario" in text and "7. Bianchi Lucia" in text


# 11. Marks: withdrawn, late, forfeits, time losses ----------------------------------------


def _marked_state() -> TournamentState:
    st = complete_state()
    players = list(st.players)
    players[4] = dataclasses.replace(players[4], withdrawn_from_round=3)
    players[7] = dataclasses.replace(players[7], late_from_round=2)
    games = [
        dataclasses.replace(g, kind=GameKind.TIME_LOSS) if (g.round, g.table) == (1, 1) else g
        for g in st.games
    ]
    return TournamentState(players, games, planned_rounds=3)


def test_marks_and_legends() -> None:
    st = _marked_state()
    sheet = documents.standings_sheet(prepare.standings_data(st, HEADER))
    names = [r[2] for r in sheet.rows]
    assert f"{NAMES[4]} (rit. T3)" in names and f"{NAMES[7]} (iscr. T2)" in names
    assert "ritirato" in sheet.legend
    cross = prepare.crosstable_data(st, HEADER)
    row2 = next(r for r in cross.rows if r.number == 2)
    assert documents.cross_text(row2.cells[1]) == "St 4\n0-50"  # lost a tavolino to 4
    row1 = next(r for r in cross.rows if r.number == 1)
    assert documents.cross_text(row1.cells[0]).startswith("Vc 2")
    cards = {c.number: c for c in prepare.scorecards_data(st, HEADER).cards}
    forfeit = cards[4].lines[1]
    assert forfeit.mark == "t" and forfeit.moved_first is None  # no "inizia" on a forfeit
    assert layouts.scorecard_cells(forfeit)[4] == "" and layouts.scorecard_cells(forfeit)[7] == "Vt"
    assert "tavolino" in documents.scorecards_sheet(prepare.scorecards_data(st, HEADER)).legend


# 12. Results: winner marked, ties, bye score ----------------------------------------------


def test_results_mark_winner_tie_and_bye() -> None:
    st = small_state()
    sheet = documents.results_sheet(prepare.results_data(st, HEADER, 1))
    assert (1, 0) in sheet.bold and (2, 0) in sheet.bold  # Rossi 400-350
    assert "pareggio" in sheet.rows[1][5] and (1, 1) not in sheet.bold  # 380-380
    assert (3, 2) in sheet.bold  # 300-420: the second player won
    bye = documents.results_sheet(prepare.results_data(st, HEADER, 3))
    row = next(r for r in bye.rows if r[3] == "riposo")
    assert row[2] == 50 and (1, bye.rows.index(row)) in bye.bold


# 13. words23: only tables with an entitled player, with the names ------------------------


def test_words23_only_entitled_tables(tmp_path: Path) -> None:
    st = small_state()  # ratings 1500, 1400, … 800
    tables = prepare.entitled_tables(st, 1, 1000)  # players 6, 7, 8 (1000, 900, 800)
    assert tables == (
        f"Tavolo 3 – {NAMES[4]}, {NAMES[5]} *",
        f"Tavolo 4 – {NAMES[6]} *, {NAMES[7]} *",
    )
    data = prepare.words23_data(["re", "oca"], HEADER, tables=tables)
    out = tmp_path / "w.pdf"
    assert documents.words23(data, out) == 2
    assert NAMES[5] in PdfReader(str(out)).pages[0].extract_text()


# 14. Rulings and audit in Italian ---------------------------------------------------------


@dataclasses.dataclass
class _E:
    at: str
    actor: str
    action: str
    entity: str
    key: str
    old: object
    new: object


def test_audit_sentences() -> None:
    games = {(3, 5): "Banco Anna – Rossi Mario"}
    e = _E("2026-11-21T14:02:00+00:00", "Banco 2", "result.correct", "games", "3/5",
           {"score_first": 412, "score_second": 380, "kind": "normal"},
           {"score_first": 421, "score_second": 380, "kind": "normal"})  # fmt: skip
    (line,) = sentences.audit_lines([e], {}, games)
    assert line.detail == (
        "Turno 3, tavolo 5 (Banco Anna – Rossi Mario): risultato corretto da 412–380 a 421–380"
    )
    assert line.action == "risultato corretto" and line.when.endswith("2026 " + line.when[-5:])
    upd = _E("2026-11-21T14:02:00", "td", "player.update", "players", "4",
             {"name": "Rossi", "rating": 1500}, {"name": "Rossi", "rating": 1600})  # fmt: skip
    assert sentences.audit_lines([upd], {4: "Rossi Mario"})[0].detail == (
        "Rossi Mario: rating da 1500 a 1600"
    )
    pair = _E("2026-11-21T14:02:00", "td", "round.pair", "rounds", "4", None, None)
    assert sentences.audit_lines([pair])[0].detail == "Turno 4 abbinato"
    big = _E("x", "td", "tournament.setting", "t", "pairing.groups", None, {"a": "x" * 400})
    assert "…" not in sentences.audit_lines([big])[0].detail  # no cut at 200 characters


@dataclasses.dataclass
class _R:
    round: int = 3
    table: int | None = 5
    words: list = dataclasses.field(default_factory=lambda: ["QUA"])  # type: ignore[type-arg]
    word_verdicts: dict = dataclasses.field(default_factory=lambda: {"QUA": False})  # type: ignore[type-arg]
    move_valid: bool = False
    move_value: int = 24
    penalty: int = 5
    charged_to: str = "mover"
    lexicon_name: str = "Lessico libero"
    ruled_by: str = "Verdi"
    ruled_by_role: str = "arbitro"
    ruled_at: str | None = "2026-11-21T14:02:00+00:00"
    extra: dict = dataclasses.field(default_factory=dict)  # type: ignore[type-arg]


def test_ruling_lines_are_plain_italian() -> None:
    (line,) = sentences.ruling_lines([_R()], {(3, 5): "Banco – Rossi"})
    assert "lessico Lessico" not in line.note and "Lessico libero" in line.note
    assert line.time.startswith("21/11/2026") and line.words == "QUA (non valida)"
    sheet = documents.rulings_sheet(
        documents.RulingsData(HEADER, (line,))  # type: ignore[attr-defined]
    )
    assert "Contestata da" not in [c.label for c in sheet.columns]


# 15. Round robin grid, scorecards aligned ----------------------------------------------


def test_round_robin_crosstable_is_a_player_grid() -> None:
    st = complete_state()
    rr = TournamentState(st.players, st.games, system=System.ROUND_ROBIN, planned_rounds=3)
    data = prepare.crosstable_data(rr, HEADER)
    sheet = documents.crosstable_sheet(data, for_pdf=True)
    labels = [c.label for c in sheet.columns]
    assert labels[3:11] == [str(n) for n in range(1, 9)]
    row1 = next(r for r in sheet.rows if r[1] == 1)
    assert row1[3] == "■"  # own cell
    assert row1[4] == "V 400-350" and row1[5] == "V 390-370"  # vs 2 (round 1), vs 3 (round 2)


def test_scorecard_columns_line_up_from_card_to_card(tmp_path: Path) -> None:
    out = tmp_path / "c.pdf"
    documents.scorecards(prepare.scorecards_data(random_state(30, 6), HEADER), out)
    xs = {round(r.x, 1) for r in runs(out) if r.text == "Avversario"}
    assert len([r for r in runs(out) if r.text == "Avversario"]) == 30 and len(xs) == 1


# 16. XLSX -----------------------------------------------------------------------------------


def test_xlsx_names_formats_freeze_chart_print(tmp_path: Path) -> None:
    st = complete_state()
    out = tmp_path / "a.xlsx"
    documents.pairings_alpha(prepare.pairings_data(st, HEADER, 3, word_list_threshold=1000), out)
    assert load_workbook(str(out)).sheetnames == ["Ordine alfabetico"]
    out = tmp_path / "p.xlsx"
    documents.pairings(prepare.pairings_data(st, HEADER, 3, word_list_threshold=1000), out)
    ws = load_workbook(str(out)).active
    assert ws.title == "Abbinamenti"
    texts = [c.value for row in ws.iter_rows() for c in row if isinstance(c.value, str)]
    assert any(t.startswith("*") and "tabelle delle parole" in t for t in texts)  # legend
    out = tmp_path / "s.xlsx"
    documents.standings(prepare.standings_data(st, HEADER), out)
    wb = load_workbook(str(out))
    ws = wb["Classifica"]
    spread_col = [c.value for c in ws[1]].index("Differenza") + 1
    cell = ws.cell(row=2, column=spread_col)
    assert isinstance(cell.value, int) and cell.number_format == "+0;-0;0"
    assert ws.freeze_panes == "D2" and ws.print_title_rows == "$1:$1"
    assert ws.page_setup.fitToWidth == 1 and ws.sheet_properties.pageSetUpPr.fitToPage
    assert len(wb["Andamento"]._charts) == 1
    out = tmp_path / "x.xlsx"
    documents.crosstable(prepare.crosstable_data(st, HEADER), out)
    ws = load_workbook(str(out)).active
    assert ws.freeze_panes == "D2" and ws.page_setup.orientation == "landscape"
    widths = [ws.column_dimensions[c].width for c in "ABCD"]
    assert all(w >= len(h) for w, h in zip(widths, ("Pos.", "N.", "Giocatore"), strict=False))


# New documents ------------------------------------------------------------------------------


def test_start_list_seed_order_and_status(tmp_path: Path) -> None:
    st = _marked_state()
    data = desk_data.start_list_data(st, HEADER)
    assert [r.seed for r in data.rows] == list(range(1, 9))
    assert [r.rating for r in data.rows] == sorted((p.rating for p in st.players), reverse=True)
    status = {r.name: r.status for r in data.rows}
    assert status[NAMES[4]] == "ritirato dal turno 3"
    assert status[NAMES[7]] == "iscritto dal turno 2" and status[NAMES[0]] == "attivo"
    assert documents.WRITERS["players"](data, tmp_path / "p.pdf") == 1
    documents.WRITERS["players"](data, tmp_path / "p.xlsx")
    ws = load_workbook(str(tmp_path / "p.xlsx")).active
    assert [c.value for c in ws[1]] == ["Seme", "N.", "Giocatore", "Club", "Rating", "Tessera",
                                        "Stato"]  # fmt: skip


def test_statistics_by_hand(tmp_path: Path) -> None:
    data = desk_data.statistics_data(complete_state(), HEADER)
    rec = {r.label: r for r in data.records}
    assert (rec["Punteggio più alto"].value, rec["Punteggio più alto"].who) == (420, NAMES[5])
    assert rec["Punteggio più alto"].detail == f"turno 1, tavolo 3, contro {NAMES[4]} (420-300)"
    assert (rec["Punteggio più alto in una sconfitta"].value,
            rec["Punteggio più alto in una sconfitta"].who) == (390, NAMES[7])  # fmt: skip
    assert rec["Somma dei punteggi più alta"].value == 800
    assert (rec["Vittoria più larga"].value, rec["Vittoria più larga"].who) == (120, NAMES[5])
    low = rec["Punteggio più basso in una vittoria"]
    assert (low.value, low.who) == (301, NAMES[1])
    assert (rec["Più partite iniziate"].value, rec["Più partite iniziate"].who) == (3, NAMES[0])
    r1, r2, r3 = data.rounds
    assert (r1.games, r1.average, r1.average_combined, r1.highest) == (
        4, Fraction(3030, 8), Fraction(3030, 4), 420,
    )  # fmt: skip
    assert (r2.games, r2.average, r3.average) == (3, Fraction(365), Fraction(2031, 6))
    assert documents.WRITERS["statistics"](data, tmp_path / "s.pdf") == 1
    assert documents.WRITERS["statistics"](data, tmp_path / "s.xlsx") == 2


def test_slips_three_per_page(tmp_path: Path) -> None:
    st = random_state(14, 1)
    data = prepare.scoresheets_data(st, HEADER, 1)
    out = tmp_path / "c.pdf"
    assert documents.WRITERS["slips"](data, out) == 3  # 7 tables, 3 per page
    text = PdfReader(str(out)).pages[0].extract_text()
    assert text.count("Firma") == 3 and "Tavolo 1" in text and "Inizia" in text
    assert min_size(out) >= 10


def test_catalog_lists_the_new_documents() -> None:
    from figs_td.reports.catalog import DOCUMENTS, LABELS

    for doc in ("players", "statistics", "slips", "bracket"):
        assert doc in DOCUMENTS and doc in documents.WRITERS and doc in LABELS
