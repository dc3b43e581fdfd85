"""Categories, prizes, clubs and team events on the published site: values worked out by hand,
the same tables as the printed documents, pages absent when their data are absent."""

from __future__ import annotations

from pathlib import Path

import pytest
from make_extras import MARKUP, TEAM_NAMES, make_prize_event, make_team_event
from web_helpers import parse, table

from figs_td.services.publish import load_site
from figs_td.store import open_store
from figs_td.web.pages import Pages
from figs_td.web.site import write_site

BLU = f"Blu {MARKUP}"
# Team event (T1 = players 1-2 … T4 = players 7-8; round robin in registration order):
# R1: T1–T4 (1v7 400-350, 2v8 380-390: 1-1), T2–T3 (3v5 420-300, 4v6 410-360: 2-0);
# R2: T4–T3 (7v5 330-330, 8v6 450-400: 1½-½), T1–T2 (1v3 360-340, 2v4 390-350: 2-0).
TEAM_SCORES = {
    1: {1: 400, 7: 350, 2: 380, 8: 390, 3: 420, 5: 300, 4: 410, 6: 360},
    2: {7: 330, 5: 330, 8: 450, 6: 400, 1: 360, 3: 340, 2: 390, 4: 350},
}


@pytest.fixture
def prized(tmp_path: Path) -> Path:
    return make_prize_event(tmp_path / "premi.figs")


@pytest.fixture
def teams(tmp_path: Path) -> Path:
    return make_team_event(tmp_path / "coppie.figs", TEAM_SCORES)


def site_of(figs: Path) -> Pages:
    with open_store(figs) as store:
        return Pages(load_site(store))


def page(pages: Pages, name: str) -> str:
    data = pages.render(name)
    assert data is not None, name
    return data.decode("utf-8")


def test_categories_prizes_and_clubs_worked_out_by_hand(prized: Path) -> None:
    # After R2 (FIGS: points, Buchholz without the lowest, spread, points scored):
    # Rossi 4 (+400); Neri 3 (+10); Gialli 2 (Buchholz 4, -200); Blu 2 (Buchholz 2, -90);
    # Bianchi 1 (-100); Verdi 0 (-20).  After R1: Gialli, Rossi (both +100, 420 > 400 scored),
    # Neri (+10), Verdi (-10), Blu (-100, 320), Bianchi (-100, 300).
    pages = site_of(prized)
    paths = pages.paths()
    for name in ("categorie.html", "categorie-1.html", "categorie-2.html", "premi.html",
                 "circoli.html"):  # fmt: skip
        assert name in paths
    assert not any(p.startswith("squadre") for p in paths)
    # Every standings page shows each player's categories (band B 1400-1699, C <= 1399).
    rows = table(page(pages, "classifica-2.html"), "Classifica finale")
    col = rows[0].index("Categorie")
    assert [(r[1], r[col]) for r in rows[1:]] == [
        ("Rossi Mario", ""),
        ("Neri Ugo", "C"),
        ("Gialli Eva", "B"),
        (BLU, "C"),
        ("Bianchi Anna", "B"),
        ("Verdi Luca", "B"),
    ]
    assert "Premio" not in rows[0]  # the prize column is on the final standings only
    # Category standings after each round: places renumbered within the category.
    after1 = page(pages, "categorie-1.html")
    assert [r[:2] for r in table(after1, "B")[1:]] == [
        ["1", "Gialli Eva"], ["2", "Verdi Luca"], ["3", "Bianchi Anna"]
    ]  # fmt: skip
    assert [r[:2] for r in table(after1, "C")[1:]] == [["1", "Neri Ugo"], ["2", BLU]]
    after2 = page(pages, "categorie.html")
    b = table(after2, "B")
    # The columns of the FIGS chain, Buchholz included (lowest opponent dropped): Gialli met
    # Blu (2) and Rossi (4) -> 4; Bianchi met Rossi (4) and Neri (3) -> 4; Verdi met Neri (3)
    # and Blu (2) -> 3.
    assert b[0] == ["Pos.", "Giocatore", "Club", "V", "Punti", "Buchholz", "Diff.", "Fatti"]
    assert b[1:] == [
        ["1", "Gialli Eva", "Napoli", "1", "2", "4", "-200", "620"],
        ["2", "Bianchi Anna", "Milano", "0,5", "1", "4", "-100", "600"],
        ["3", "Verdi Luca", "Roma", "0", "0", "3", "-20", "720"],
    ]
    assert "B: rating 1400–1699" in after2 and "C: rating ≤ 1399" in after2
    # Final standings: the prize column.  One prize per player, the most valuable first:
    # 1° assoluto Rossi, 2° assoluto Neri, 1° B Gialli; 1° C: Neri already has the 2° assoluto,
    # so it passes to Blu; 2° B Bianchi; 2° C: nobody left in C.
    final = page(pages, "classifica.html")
    rows = table(final, "Classifica finale")
    prize = rows[0].index("Premio")
    assert [(r[1], r[prize]) for r in rows[1:]] == [
        ("Rossi Mario", "1° assoluto – € 100"),
        ("Neri Ugo", "2° assoluto – € 50"),
        ("Gialli Eva", "1° B – € 30"),
        (BLU, "1° C – € 20"),
        ("Bianchi Anna", "2° B – € 15"),
        ("Verdi Luca", ""),
    ]
    rule = "Un solo premio per giocatore (il più alto; quello lasciato passa al successivo)."
    assert rule in final
    prizes = page(pages, "premi.html")
    assert table(prizes, "Premi") == [
        ["Premio", "Descrizione", "Euro", "Vincitore", "Pos.", "Club"],
        ["1° assoluto", "", "100", "Rossi Mario", "1", "Roma"],
        ["2° assoluto", "", "50", "Neri Ugo", "2", "Milano"],
        ["1° B", "", "30", "Gialli Eva", "3", "Napoli"],
        ["1° C", "", "20", BLU, "4", "Roma"],
        ["2° B", "", "15", "Bianchi Anna", "5", "Milano"],
        ["2° C", "Libro", "10", "non assegnato", "", ""],
    ]
    assert rule in prizes and "Punti, Buchholz, Differenza, Punti fatti" in prizes
    assert "Provvisori" not in prizes  # both planned rounds are complete
    # Clubs, best 3: Roma 4+0+2 = 6 (+400-20-90 = +290), Milano 3+1 = 4 (+10-100 = -90),
    # Napoli 2 (-200).
    clubs = table(page(pages, "circoli.html"), "Classifica per circoli")
    assert [r[:4] for r in clubs[1:]] == [
        ["1", "Roma", "6", "+290"], ["2", "Milano", "4", "-90"], ["3", "Napoli", "2", "-200"]
    ]  # fmt: skip
    # Links from every page's navigation and from the event page.
    index = parse(page(pages, "index.html")).links
    for name in ("categorie.html", "premi.html", "circoli.html", "categorie-2.html"):
        assert name in index
    assert "premi.html" in parse(page(pages, "turno-1.html")).links
    assert "N. 4 · Milano · categorie: C" in page(pages, "giocatore-4.html")


def test_pages_show_the_printed_documents_cells(prized: Path, tmp_path: Path) -> None:
    """The prize list, the categories and the clubs on the web are the XLSX documents' cells."""
    from openpyxl import load_workbook

    from figs_td.reports.table import fmt
    from figs_td.services.reports.documents import export_document

    pages = site_of(prized)
    for doc, name, caption in (
        ("prizes", "premi.html", "Premi"),
        ("clubs", "circoli.html", "Classifica per circoli"),
    ):
        out = tmp_path / f"{doc}.xlsx"
        with open_store(prized) as store:
            export_document(store, doc, out)
        sheet = load_workbook(out).worksheets[0]
        cells = [[fmt(c) for c in row] for row in sheet.iter_rows(values_only=True)]
        web = table(page(pages, name), caption)
        start = next(i for i, row in enumerate(cells) if row[: len(web[0])] == web[0])
        got = [row[: len(web[0])] for row in cells[start : start + len(web)]]
        got = [[c.replace("+", "") for c in row] for row in got]  # the XLSX keeps numbers
        assert got == [[c.replace("+", "") for c in row] for row in web], doc


def test_prizes_before_the_last_round_are_provisional(tmp_path: Path) -> None:
    pages = site_of(make_prize_event(tmp_path / "uno.figs", rounds=1))
    prizes = page(pages, "premi.html")
    assert "Provvisori: assegnati sulla classifica dopo il turno 1." in prizes
    # After R1 one prize each: Gialli 1° ass., Rossi 2° ass., 1° B Verdi (Gialli has one),
    # 1° C Neri, 2° B Bianchi, 2° C Blu.
    got = [(r[0], r[3]) for r in table(prizes, "Premi")[1:]]
    assert got == [("1° assoluto", "Gialli Eva"), ("2° assoluto", "Rossi Mario"),
                   ("1° B", "Verdi Luca"), ("1° C", "Neri Ugo"), ("2° B", "Bianchi Anna"),
                   ("2° C", BLU)]  # fmt: skip


def test_pages_absent_without_their_data(small: Path) -> None:
    pages = site_of(small)  # no categories, no prizes, no clubs, no teams
    paths = pages.paths()
    for name in ("categorie.html", "categorie-1.html", "premi.html", "circoli.html",
                 "squadre.html", "squadre-turno-1.html"):  # fmt: skip
        assert name not in paths
        assert pages.render(name) is None
    html = page(pages, "classifica.html")
    assert "Categorie" not in html and "Premio" not in html
    assert "premi.html" not in parse(page(pages, "index.html")).links


def test_team_event_pages_worked_out_by_hand(teams: Path) -> None:
    pages = site_of(teams)
    t1, t2, t3, t4 = TEAM_NAMES
    paths = pages.paths()
    for name in ("squadre.html", "squadre-turno-1.html", "squadre-turno-2.html"):
        assert name in paths
    r1 = page(pages, "squadre-turno-1.html")
    assert table(r1, "Abbinamenti") == [
        ["Incontro", "Scacch.", "Tavolo", "Inizia", "Secondo"],
        [f"{t1} – {t4}", "1", "1", "Giocatore1", "Giocatore7"],
        [f"{t1} – {t4}", "2", "2", "Giocatore2", "Giocatore8"],
        [f"{t2} – {t3}", "1", "3", "Giocatore3", "Giocatore5"],
        [f"{t2} – {t3}", "2", "4", "Giocatore4", "Giocatore6"],
    ]
    assert table(r1, "Risultati")[1:] == [
        [f"{t1} – {t4}", "", "Partite vinte", "", "1-1"],
        [f"{t1} – {t4}", "1", "Giocatore1", "Giocatore7", "400-350"],
        [f"{t1} – {t4}", "2", "Giocatore2", "Giocatore8", "380-390"],
        [f"{t2} – {t3}", "", "Partite vinte", "", "2-0"],
        [f"{t2} – {t3}", "1", "Giocatore3", "Giocatore5", "420-300"],
        [f"{t2} – {t3}", "2", "Giocatore4", "Giocatore6", "410-360"],
    ]
    # After R1: T2 2 games (+170), T1 1 (+40), T4 1 (-40), T3 0 (-170).
    after1 = table(r1, "Classifica a squadre dopo il turno 1")
    assert [(r[0], r[1], r[5], r[6]) for r in after1[1:]] == [
        ("1", t2, "2", "+170"), ("2", t1, "1", "+40"), ("3", t4, "1", "-40"), ("4", t3, "0", "-170")
    ]  # fmt: skip
    r2 = page(pages, "squadre-turno-2.html")
    totals = [r for r in table(r2, "Risultati")[1:] if r[2] == "Partite vinte"]
    assert totals == [[f"{t4} – {t3}", "", "Partite vinte", "", "1,5-0,5"],
                      [f"{t1} – {t2}", "", "Partite vinte", "", "2-0"]]  # fmt: skip
    # Final: T1 3 games (+100, 1530 scored), T4 2½ (+10, 1520), T2 2 (+110, 1520), T3 ½ (-220,
    # 1390); match points T1 1+2, T4 1+2, T2 2+0, T3 0.
    final = table(page(pages, "squadre.html"), "Classifica a squadre")
    assert final[0] == ["Pos.", "Squadra", "Giocatori", "Inc.", "P. inc.", "Vinte", "Diff.",
                        "Fatti"]  # fmt: skip
    assert final[1:] == [
        ["1", t1, "Giocatore1, Giocatore2", "2", "3", "3", "+100", "1530"],
        ["2", t4, "Giocatore7, Giocatore8", "2", "3", "2,5", "+10", "1520"],
        ["3", t2, "Giocatore3, Giocatore4", "2", "2", "2", "+110", "1520"],
        ["4", t3, "Giocatore5, Giocatore6", "2", "0", "0,5", "-220", "1390"],
    ]
    index = parse(page(pages, "index.html")).links
    assert {"squadre.html", "squadre-turno-1.html", "squadre-turno-2.html"} <= set(index)
    assert "squadre-turno-2.html" in parse(page(pages, "turno-2.html")).links
    assert "A squadre" in page(pages, "index.html")


def test_injected_names_stay_text_and_links_lead_to_pages(
    prized: Path, teams: Path, tmp_path: Path
) -> None:
    for figs in (prized, teams):
        out = tmp_path / figs.stem
        with open_store(figs) as store:
            write_site(load_site(store), out)
        for f in out.glob("*.html"):
            html = f.read_text("utf-8")
            assert "<script" not in html and "<img" not in html, f.name
            assert not parse(html).scripts
            for link in parse(html).links:  # relative links to pages of this site only
                target = link.split("#")[0]
                assert not target or (out / target).is_file(), (f.name, link)
        new = [
            f for f in out.glob("*.html") if f.name.startswith(("premi", "categorie", "squadre"))
        ]
        assert new
    assert "&lt;img src=x onerror=" in (tmp_path / prized.stem / "premi.html").read_text("utf-8")
    assert "&lt;script&gt;window.__pwned=1&lt;/script&gt;" in (
        tmp_path / teams.stem / "squadre.html"
    ).read_text("utf-8")
