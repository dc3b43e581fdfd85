"""What the players must see on the duplicate printouts and pages (issue 36 §2): the solo
bonuses, warnings and penalties in columns of their own (Sol., Avv., Pen.) on the standings (PDF,
XLSX, web) and on the solutions sheet for the wall; a slip scoring above the top, entered before
the top was placed, marked "(!) da verificare dall'arbitro" everywhere and counted 0 until the
arbiter corrects it; the live index of a duplicate event linking its own projector.

The tiny list {LA, ALA} of test_duplicate_room, 20 players, French preset (solo +10 with ≥ 16
players, −5 from the 3rd warning of a game). One move, rack LAACDEI, top 8G ALA **10**; 8G LA
scores 8. Worked out by hand:

- n. 4 writes 999 (a score alone) before the top is placed: above the top, unsettled → 0;
- n. 1 ``t``: the top, alone → 10 + 10 solo = **20**, 200.0 %, 1 top;
- n. 2 ``8g la a``: 8, one warning (free) → **8**, 80.0 %;
- n. 5 ``8g la p3``: 8 − 3 penalty → **5**, 50.0 %;
- n. 3 ``8g la a a a``: 8, three warnings, the third costs 5 → **3**, 30.0 %;
- everybody else (n. 4 included) 0: ranks 1, 2, 3, 4, then 5 shared by sixteen players.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from figs_td.services.duplicate import events as dup
from figs_td.services.duplicate.reports import export_duplicate

from .test_duplicate_room import make_event
from .test_duplicate_web import pages_of
from .test_duplicate_web import text as _text

LEGEND = "da verificare dall'arbitro"


def room(path: Path, lexicon: str) -> Any:
    store = make_event(str(path), lexicon, 20)
    dup.new_game(store, seed=1)
    dup.draw(store, tiles="LAACDEI")
    dup.enter_slip(store, 1, 4, score=999)  # the top is not known yet: stored
    dup.confirm_top(store, 1, "8G ALA")
    for line in ("1: t", "2: 8g la a", "3: 8g la a a a", "5: 8g la p3"):
        dup.enter_line(store, 1, line, player=1)
    return store


@pytest.fixture
def event(tmp_path: Path, tiny: str) -> Any:
    store = room(tmp_path / "stampe.figs", tiny)
    yield store
    store.close()


def pdf_text(path: Path) -> str:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) non installato")
    return subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout


def pdf_row(text_: str, name: str) -> list[str]:
    """The cells printed after ``name`` on its line of a PDF table."""
    line = next(ln for ln in text_.splitlines() if name in ln)
    return line.split(name, 1)[1].split()


def text(pages: Any, name: str) -> str:
    """A page's words, entities read (dall&#39;arbitro → dall'arbitro)."""
    import html

    return html.unescape(_text(pages, name))


def flat(text_: str) -> str:
    return " ".join(text_.split())


def xlsx_table(path: Path, index: int = 0) -> tuple[list[Any], dict[str, list[Any]], list[Any]]:
    """The header row (the one starting with "Pos." or "N."), the body rows by player name and
    every value of the sheet."""
    from openpyxl import load_workbook

    ws = load_workbook(path).worksheets[index]
    rows = [[c.value for c in r] for r in ws.iter_rows()]
    head_at = next(i for i, r in enumerate(rows) if r and r[0] in ("Pos.", "N."))
    head = rows[head_at]
    name_col = head.index("Giocatore")
    body = {str(r[name_col]): r for r in rows[head_at + 1 :] if isinstance(r[0], int)}
    return head, body, [v for r in rows for v in r if v is not None]


# --------------------------------------------------------------------------- Sol., Avv., Pen.


def test_standings_pdf_and_xlsx_have_solo_warnings_and_penalty_columns(
    event: Any, tmp_path: Path
) -> None:
    res = export_duplicate(event, "duplicate-standings", tmp_path / "classifica.xlsx")
    head, body, _ = xlsx_table(res.files[0])
    assert head == ["Pos.", "N.", "Giocatore", "P1", "Punti", "Diff.", "%", "Top",
                    "Sol.", "Avv.", "Pen."]  # fmt: skip
    p1 = body["Giocatore01 Nome"]
    assert p1 == [1, 1, "Giocatore01 Nome", 20, 20, 10, 200, 1, 10, None, None]
    assert body["Giocatore02 Nome"] == [2, 2, "Giocatore02 Nome", 8, 8, -2, 80, 0, None, 1, None]
    assert body["Giocatore05 Nome"] == [3, 5, "Giocatore05 Nome", 5, 5, -5, 50, 0, None, None, -3]
    assert body["Giocatore03 Nome"] == [4, 3, "Giocatore03 Nome", 3, 3, -7, 30, 0, None, 3, -5]

    res = export_duplicate(event, "duplicate-standings", tmp_path / "classifica.pdf")
    pdf = pdf_text(res.files[0])
    head_line = next(ln for ln in pdf.splitlines() if "Giocatore" in ln and "Pos." in ln)
    assert head_line.split()[-4:] == ["Top", "Sol.", "Avv.", "Pen."]
    # P1, Punti, Diff., %, Top, then Sol./Avv./Pen. (empty cells print nothing)
    assert pdf_row(pdf, "Giocatore01 Nome") == ["20", "20", "+10", "200", "1", "+10"]
    assert pdf_row(pdf, "Giocatore03 Nome") == ["3", "3", "-7", "30", "0", "3", "-5"]
    assert pdf_row(pdf, "Giocatore05 Nome") == ["5", "5", "-5", "50", "0", "-3"]

    st = text(pages_of(event), "duplicato-classifica.html")
    assert "Pos. Giocatore Punti Diff. % Top Sol. Avv. Pen." in st
    assert "4 Giocatore03 Nome 3 -7 30.0 0 3 -5" in st


def test_solutions_sheet_shows_warnings_for_the_wall(event: Any, tmp_path: Path) -> None:
    res = export_duplicate(event, "duplicate-solutions", tmp_path / "soluzioni.xlsx")
    head, body, _ = xlsx_table(res.files[0], 1)
    assert head == ["N.", "Giocatore", "Mossa scritta", "Punti", "Dal top", "Sol.", "Avv.", "Pen."]
    assert body["Giocatore01 Nome"] == [1, "Giocatore01 Nome", "8G ALA", 10, 0, 10, None, None]
    assert body["Giocatore02 Nome"] == [2, "Giocatore02 Nome", "8G LA", 8, -2, None, 1, None]
    assert body["Giocatore03 Nome"] == [3, "Giocatore03 Nome", "8G LA", 8, -2, None, 3, -5]

    pdf_path = export_duplicate(event, "duplicate-solutions", tmp_path / "s.pdf").files[0]
    pdf = pdf_text(pdf_path)
    assert pdf_row(pdf, "Giocatore03 Nome") == ["8G", "LA", "8", "-2", "3", "-5"]
    assert pdf_row(pdf, "Giocatore02 Nome") == ["8G", "LA", "8", "-2", "1"]
    # The wall size holds with the new columns: every word in 14 pt or more.
    xml = subprocess.run(
        ["pdftotext", "-bbox", str(pdf_path), "-"], capture_output=True, text=True, check=True
    ).stdout
    heights = {
        w: float(y2) - float(y1)
        for y1, y2, w in re.findall(r'yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]+)<', xml)
    }
    assert min(heights[w] for w in ("Avv.", "Pen.", "Sol.", "Giocatore03", "-5", "(!)")) >= 14

    sheet = text(pages_of(event), "duplicato-soluzioni-1-1.html")
    assert "N. Giocatore Mossa scritta Punti Dal top Sol. Avv. Pen." in sheet
    assert "3 Giocatore03 Nome 8G LA 8 -2 3 -5" in sheet
    assert "1 Giocatore01 Nome 8G ALA 10 0 +10" in sheet


# --------------------------------------------------------------------------- the unsettled slip


def test_a_slip_above_the_top_counts_zero_and_is_marked_everywhere(
    event: Any, tmp_path: Path
) -> None:
    rows = {r.number: r for r in dup.standings(event)}
    assert rows[1].rank == 1 and rows[1].total == 20  # not n. 4 at 999 (9990 %)
    p4 = rows[4]
    assert (p4.rank, p4.total, p4.pct, p4.tops, p4.unsettled) == (5, 0, 0.0, 0, [(1, 1, 999)])
    assert p4.to_json()["unsettled"] == [{"game": 1, "move": 1, "score": 999}]
    ranking = {r.number: r for r in dup.move_ranking(event, 1, 1)}
    assert ranking[1].rank == 1 and ranking[4].unsettled and ranking[4].rank == 5
    slip = dup.slips_for_move(event, 1, 1)[4]
    assert (slip["score"], slip["net"], slip["unsettled"]) == (999, 0, True)  # never changed

    # Standings, PDF and XLSX: the name marked, the legend saying which slip.
    pdf = pdf_text(export_duplicate(event, "duplicate-standings", tmp_path / "c.pdf").files[0])
    assert pdf_row(pdf, "Giocatore04 Nome (!)") == ["0", "0", "-10", "0", "0"]
    assert f"{LEGEND}; conta 0 finché non è corretto — n. 4 Giocatore04 Nome, partita 1, " \
           "mossa 1, 999 punti." in flat(pdf)  # fmt: skip
    _, body, values = xlsx_table(
        export_duplicate(event, "duplicate-standings", tmp_path / "c.xlsx").files[0]
    )
    assert body["Giocatore04 Nome (!)"][:8] == [5, 4, "Giocatore04 Nome (!)", 0, 0, -10, 0, 0]
    assert any(isinstance(v, str) and LEGEND in v and "999 punti" in v for v in values)

    # The solutions sheet: the score shown as written, marked, below the valid slips.
    pdf = pdf_text(export_duplicate(event, "duplicate-solutions", tmp_path / "s.pdf").files[0])
    assert pdf_row(pdf, "Giocatore04 Nome") == ["(999", "punti)", "999", "(!)", "(!)"]
    assert "+989" not in pdf and LEGEND in flat(pdf)
    names = [ln.split()[1] for ln in pdf.splitlines() if re.match(r"\s*\d+ Giocatore\d\d", ln)]
    assert names[:5] == ["Giocatore01", "Giocatore02", "Giocatore03", "Giocatore05", "Giocatore04"]
    _, body, values = xlsx_table(
        export_duplicate(event, "duplicate-solutions", tmp_path / "s.xlsx").files[0], 1
    )
    assert body["Giocatore04 Nome"][3:5] == ["999 (!)", "(!)"]
    assert any(isinstance(v, str) and LEGEND in v for v in values)

    # The players' records.
    pdf = pdf_text(
        export_duplicate(event, "duplicate-players", tmp_path / "g.pdf", players=[4]).files[0]
    )
    assert "999 (!)" in pdf and LEGEND in flat(pdf) and "0 punti, 0.0% del top" in flat(pdf)

    # The web pages: standings, solutions sheet, the player's phone page.
    pages = pages_of(event)
    st = text(pages, "duplicato-classifica.html")
    assert "5 Giocatore04 Nome (!) 0 -10 0.0 0" in st and LEGEND in st
    sheet = text(pages, "duplicato-soluzioni-1-1.html")
    assert "4 Giocatore04 Nome (999 punti) 999 (!) (!)" in sheet and LEGEND in sheet
    assert "+989" not in sheet
    phone = text(pages, "duplicato-giocatore-4.html")
    assert "0 punti — 5° posto — 0.0% del top (10) (!)" in phone and LEGEND in phone
    assert "1 (999 punti) 999 (!) 10 (!) 0" in phone  # move, written, score, top, gap, total

    # The arbiter corrects the slip: no mark left, the score counts.
    dup.enter_slip(event, 1, 4, score=8)
    p4 = next(r for r in dup.standings(event) if r.number == 4)
    assert (p4.rank, p4.total, p4.unsettled) == (2, 8, [])  # level with n. 2 (8, no top)
    pages = pages_of(event)
    for page in ("duplicato-classifica.html", "duplicato-soluzioni-1-1.html",
                 "duplicato-giocatore-4.html"):  # fmt: skip
        assert "(!)" not in text(pages, page) and LEGEND not in text(pages, page)
    pdf = pdf_text(export_duplicate(event, "duplicate-standings", tmp_path / "c2.pdf").files[0])
    assert "(!)" not in pdf and pdf_row(pdf, "Giocatore04 Nome") == ["8", "8", "-2", "80", "0"]


# --------------------------------------------------------------------------- the live index


def test_the_index_of_a_duplicate_event_links_its_own_projector(event: Any) -> None:
    pages = pages_of(event)
    index = pages.render("index.html").decode()
    assert 'href="proiettore.html"' not in index
    assert 'href="duplicato.html">Vista per il proiettore' in index
    assert 'href="duplicato-classifica.html"' in index
    assert 'href="duplicato-soluzioni-1-1.html"' in index
    assert "Nessun turno ancora abbinato" not in index
    # An old bookmark of the pairings projector shows the duplicate one.
    projector = pages.render("proiettore.html").decode()
    assert "Abbinamenti non ancora pubblicati" not in projector
    assert 'class="dup-plancia"' in projector and "Top: 8G ALA 10" in text(pages, "proiettore.html")


# --------------------------------------------------------------------------- read from 2 m


def test_long_names_wrap_and_the_type_keeps_its_size(event: Any, tmp_path: Path) -> None:
    """A long name wraps on the standings (≥ 10 pt) and on the wall sheet (≥ 14 pt), with the
    three new columns: every word printed, none cut with "…"."""
    from figs_td.services.players import add_player

    long = "Della Gherardesca Lanfranchi, Maria Antonietta Benedetta Scolastica"
    add_player(event, long)
    dup.enter_line(event, 1, "21: 8g la a a", player=1)  # 8, two warnings (free)
    words = long.replace(",", "").split()
    for doc, least in (("duplicate-standings", 10), ("duplicate-solutions", 14)):
        pdf = tmp_path / f"{doc}.pdf"
        export_duplicate(event, doc, pdf)
        printed = pdf_text(pdf)
        assert "…" not in printed
        assert all(w in printed.split() for w in words), doc
        xml = subprocess.run(
            ["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, text=True, check=True
        ).stdout
        boxes = re.findall(r'yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]+)<', xml)
        heights = {w: float(y2) - float(y1) for y1, y2, w in boxes}
        assert min(heights[w] for w in [*words, "Avv.", "Pen."]) >= least, doc
    _, body, _ = xlsx_table(
        export_duplicate(event, "duplicate-standings", tmp_path / "c.xlsx").files[0]
    )
    name = "Della Gherardesca Lanfranchi Maria Antonietta Benedetta Scolastica"
    assert body[name][-3:] == [None, 2, None]  # Sol., Avv., Pen.


def test_the_web_standings_count_one_game_in_the_singular(event: Any) -> None:
    pages = pages_of(event)
    assert "Generale (1 partita; % della somma dei top)" in text(pages, "duplicato-classifica.html")
