"""The federation's site for phones (issue 40 §2): the ranking and the rating in pages of at most
200 KB, an index by letter, a players' search from a small JSON index; in Chromium at 390 px any
player is two taps away and the rating stays in view."""

from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path

import pytest

from figs_td.services.archive import site as site_mod
from tests.archive.helpers import make_event
from tests.archive.test_archive_store import FOUR, ROUNDS, varied
from tests.web.test_browser import PHONE, Watched, _why_no_browser, browser  # noqa: F401

LONG = ("Dell'Acqua Bevilacqua Santangelo", "Anna Maria Rosaria", "Circolo Scrabble Lago di Garda",
        "T77", 1500)  # fmt: skip


def _publish(tmp: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    from figs_td.services import archive as svc
    from figs_td.web.archive_site import publish_archive

    # pages of two rows: four players make two pages of the ranking and of the rating
    monkeypatch.setattr(site_mod, "RANKING_PAGE_ROWS", 2)
    monkeypatch.setattr(site_mod, "RATING_PAGE_ROWS", 2)
    store = svc.open_archive(str(tmp / "a.figsa"), create=True)
    try:
        svc.add_sources(store, [make_event(tmp / "a.figs", "Campionato italiano", "2025-05-01", FOUR, ROUNDS)], category="campionato")
        svc.add_sources(
            store, [make_event(tmp / "b.figs", "Open di Roma", "2026-03-01", [FOUR[0], LONG, FOUR[2], FOUR[3]], varied(3))],
            category="open",
        )  # fmt: skip
        publish_archive(store, tmp / "sito", as_of=dt.date(2026, 6, 1))
    finally:
        store.close()
    return tmp / "sito"


def test_pages_letters_and_search_index(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    site = _publish(tmp_path, monkeypatch)
    names = {p.name for p in site.iterdir()}
    # FOUR: Rossi Mario, Bianchi Anna, Verdi Luca, Neri Sara; then the long name: five players
    assert {"index.html", "classifica-2.html", "rating.html", "rating-2.html"} <= names
    assert "classifica-3.html" in names  # five ranked players, two a page
    assert {"giocatori-b.html", "giocatori-d.html", "giocatori-n.html", "giocatori-r.html",
            "giocatori-v.html", "cerca.json", "cerca.js"} <= names  # fmt: skip
    index = json.loads((site / "cerca.json").read_text("utf-8"))
    rows = {r[1]: r for r in index["giocatori"]}
    assert index["v"] == 1 and len(rows) == 5
    assert rows["Dell'Acqua Bevilacqua Santangelo Anna Maria Rosaria"][2:] == [
        "Circolo Scrabble Lago di Garda", "T77"
    ]
    # every player's page named in the index exists; every link of every page resolves
    assert all(f"giocatore-{r[0]}.html" in names for r in index["giocatori"])
    for page in site.glob("*.html"):
        for href in re.findall(r'href="([^"#:]+)', page.read_text("utf-8")):
            assert href in names, (page.name, href)
    letter = (site / "giocatori-d.html").read_text("utf-8")
    assert "Dell&#39;Acqua Bevilacqua Santangelo Anna Maria Rosaria" in letter
    assert 'aria-current="page">D<' in letter
    second = (site / "classifica-2.html").read_text("utf-8")
    assert "Pagina 2 di 3" in second and 'href="index.html">precedente' in second


def test_a_page_is_split_by_its_results_too() -> None:
    # 100 rows a page, 1,000 results a page: rows of 400 results make pages of two rows
    rows = tuple((i, i, "x", "", 0, 0, 0, tuple(range(400))) for i in range(5))
    pages = site_mod._split(rows, 100, 1_000, lambda r: len(r[7]))
    assert [len(p) for p in pages] == [2, 2, 1]
    assert site_mod._split((), 100) == [()]  # the home page even with nobody ranked
    big = ((0, 0, "x", "", 0, 0, 0, tuple(range(5_000))),)
    assert [len(p) for p in site_mod._split(big, 100, 1_000, lambda r: len(r[7]))] == [1]


def test_the_heaviest_ranking_page_stays_under_200_kb() -> None:
    """100 rows of the longest names and clubs (60 letters), each with 10 results of events
    named with 60 letters: the budget of the page (1,000 results) is reached, the page is
    rendered as the site does."""
    from figs_td.web.archive_site import rating_curve_svg
    from figs_td.web.pages import _env

    long = "Campionato Italiano di Scrabble Classico a Squadre Regionali"[:60]
    results = tuple((e, long, "01/06/2026", 12, 80, e % 2 == 0, "oltre i migliori 8")
                    for e in range(10))  # fmt: skip
    rows = tuple((i, i, "N" * 60, "C" * 60, 999, 8, 10, results) for i in range(1, 101))
    pages = site_mod._split(rows, site_mod.RANKING_PAGE_ROWS, site_mod.RANKING_PAGE_RESULTS,
                            lambda r: len(r[7]))  # fmt: skip
    assert len(pages[0]) == 100
    html = _env().get_template("archive_ranking.html").render(
        title="Classifica", rows=pages[0], pager=site_mod._pager(1, 47, site_mod.ranking_page_name),
        letters=tuple("abcdefghilmnopqrstuvz"), rating_curve=rating_curve_svg,
    )  # fmt: skip
    assert len(html.encode("utf-8")) <= 200_000, len(html.encode("utf-8"))


@pytest.mark.skipif(bool(_why_no_browser()), reason=_why_no_browser() or "ok")
def test_two_taps_to_any_player_at_390_px(
    browser: object,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    site = _publish(tmp_path, monkeypatch)
    w = Watched(browser, PHONE)
    try:
        # the site as a web host serves it (a search index cannot be read from file://)
        def serve(route) -> None:  # noqa: ANN001
            name = route.request.url.split("/")[-1].split("?")[0] or "index.html"
            path = site / name
            if not path.is_file():
                route.fulfill(status=404, body="")
                return
            kind = {"html": "text/html; charset=utf-8", "css": "text/css", "js": "text/javascript",
                    "json": "application/json", "svg": "image/svg+xml"}[name.rsplit(".", 1)[1]]  # fmt: skip
            route.fulfill(status=200, body=path.read_bytes(), headers={"Content-Type": kind})

        w.page.route("http://sito.test/**", serve)
        base = "http://sito.test/"
        # search: tap the box, type three letters (accents and case ignored), tap the player
        w.page.goto(base + "index.html")
        w.page.locator("#cerca-giocatore").click()  # tap 1
        w.page.keyboard.type("BEV")
        found = w.page.locator(".trovati a")
        found.first.wait_for()
        assert found.count() == 1
        found.first.click()  # tap 2
        w.page.locator("h1").first.wait_for()
        assert "Santangelo" in w.page.locator("h1").inner_text()
        # a letter: tap D on the ranking, tap the player
        w.page.goto(base + "index.html")
        w.page.get_by_role("link", name="D", exact=True).click()  # tap 1
        w.page.get_by_role("link", name=re.compile("Santangelo")).click()  # tap 2
        assert "Santangelo" in w.page.locator("h1").inner_text()
        # the rating: its column inside the screen, no sideways swipe, on every page kind
        for name in ("rating.html", "rating-2.html", "index.html", "giocatori-d.html"):
            w.page.goto(base + name)
            assert w.horizontal_overflow() <= 0, name
        w.page.goto(base + "rating.html")
        right = w.page.evaluate(
            "Math.max(...[...document.querySelectorAll('table.classifica tr > :nth-child(4)')]"
            ".map(c => c.getBoundingClientRect().right))"
        )
        assert 0 < right <= PHONE["width"]
        # names and events wrap between words only (no break inside a word at 390 px)
        for name in ("index.html", "giocatore-1.html"):
            w.page.goto(base + name)
            wraps = w.page.evaluate(
                "[...document.querySelectorAll('table.archivio tbody th, table.archivio td')]"
                ".map(c => getComputedStyle(c).overflowWrap + ' ' + getComputedStyle(c).wordBreak)"
            )
            assert wraps and not any("anywhere" in x or "break-all" in x for x in wraps), name
        assert w.errors == []
    finally:
        w.close()


def test_the_ranking_pdf_wraps_names_clubs_and_results(tmp_path: Path) -> None:
    from pypdf import PdfReader

    from figs_td.core.archive.ranking import ArchiveRankingRow, RankedResult
    from figs_td.services.archive.ranking import write_ranking

    name = "Dell'Acqua Bevilacqua Santangelo Anna Maria Rosaria Concetta"
    club = "Circolo Scrabble Lago di Garda e Valli Giudicarie"
    event = "Campionato Italiano di Scrabble Classico a Squadre Regionali"
    results = tuple(RankedResult(e, event, dt.date(2026, 1, e), "open", 3, 60, e < 8, "" if e < 8 else
                                 "oltre i migliori 8") for e in range(1, 11))  # fmt: skip
    row = ArchiveRankingRow(1, 7, "T77", name, club, 480, 8, 10, results)
    out = tmp_path / "classifica.pdf"
    write_ranking([row], dt.date(2026, 6, 1), str(out))
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(out).pages)
    assert "…" not in text
    for words in (name, club, event, "oltre i migliori 8"):
        # every word of the name, the club and the results is printed whole
        assert all(w in text for w in words.split()), words
    assert text.count("Regionali") == 10
