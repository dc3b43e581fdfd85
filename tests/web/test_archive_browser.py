"""The archive's site in Chromium (Playwright) at phone and desktop width: every kind of page
loads without errors, fits the screen, asks for nothing outside its folder, shows the curve."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from tests.archive.helpers import make_event
from tests.archive.test_archive_store import FOUR, ROUNDS, varied
from tests.web.test_browser import DESKTOP, PHONE, Watched, _why_no_browser, browser  # noqa: F401

pytestmark = pytest.mark.skipif(bool(_why_no_browser()), reason=_why_no_browser() or "ok")


@pytest.fixture(scope="module")
def archive_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from figs_td.services import archive as svc
    from figs_td.web.archive_site import publish_archive

    tmp = tmp_path_factory.mktemp("archivio")
    long_name = ("De Santis Bartolomei", "Maria Giovanna Francesca", "Circolo Scrabble di Roma", "T9", 1450)
    store = svc.open_archive(str(tmp / "a.figsa"), create=True)
    try:
        svc.add_sources(store, [make_event(tmp / "a.figs", "Campionato italiano", "2025-05-01", FOUR, ROUNDS)], category="campionato")
        svc.add_sources(
            store, [make_event(tmp / "b.figs", "Open di <Roma>", "2026-03-01", [FOUR[0], long_name, FOUR[2], FOUR[3]], varied(3))],
            category="open",
        )  # fmt: skip
        publish_archive(store, tmp / "sito", as_of=dt.date(2026, 6, 1))
    finally:
        store.close()
    return tmp / "sito"


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["telefono", "desktop"])
def test_archive_pages_in_chromium(browser: object, archive_site: Path, viewport: dict[str, int]) -> None:  # noqa: F811
    w = Watched(browser, viewport)
    outside: list[str] = []
    w.page.on("request", lambda r: outside.append(r.url) if not r.url.startswith("file://") else None)
    try:
        pages = ["index.html", "rating.html", "eventi.html", "evento-1.html", "evento-2.html", "giocatore-1.html"]
        for name in pages:
            w.page.goto((archive_site / name).as_uri())
            assert w.page.locator("h1").first.is_visible(), name
            assert w.horizontal_overflow() <= 0, f"{name}: scorrimento orizzontale a {viewport}"
            assert w.page.evaluate("document.documentElement.lang") == "it"
        w.page.goto((archive_site / "giocatore-1.html").as_uri())
        curve = w.page.locator("svg.curva")
        assert curve.is_visible() and curve.bounding_box()["width"] <= viewport["width"]
        assert w.page.locator("svg.curva circle").count() == 2  # one point per event
        w.page.goto((archive_site / "rating.html").as_uri())
        assert w.page.get_by_text("non ufficiale").first.is_visible()
        w.page.goto((archive_site / "evento-2.html").as_uri())
        assert w.page.locator("h1").inner_text() == "Open di <Roma>"
        w.page.screenshot(path=str(archive_site.parent / f"evento-{viewport['width']}.png"), full_page=True)
        w.page.goto((archive_site / "giocatore-1.html").as_uri())
        w.page.screenshot(path=str(archive_site.parent / f"giocatore-{viewport['width']}.png"), full_page=True)
        assert w.errors == [] and outside == []
    finally:
        w.close()
