"""The pages of categories, prizes, clubs and teams in chromium (skipped, with the reason, where
Playwright or the browser is missing): no horizontal scroll on a 390-pixel phone, no console
error, injected names shown as text, the live prize list following a result."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from make_extras import MARKUP, TEAM_NAMES, make_prize_event, make_team_event
from test_browser import DESKTOP, PHONE, Watched, _why_no_browser, browser  # noqa: F401
from test_extra_pages import TEAM_SCORES

pytestmark = pytest.mark.skipif(bool(_why_no_browser()), reason=_why_no_browser() or "ok")

PRIZE_PAGES = ["categorie.html", "categorie-1.html", "premi.html", "circoli.html",
               "classifica.html", "classifica-2.html", "index.html"]  # fmt: skip
TEAM_PAGES = ["squadre.html", "squadre-turno-1.html", "squadre-turno-2.html", "index.html"]


@pytest.fixture(scope="module")
def sites(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    from figs_td.services.publish import load_site
    from figs_td.store import open_store
    from figs_td.web.site import write_site

    base = tmp_path_factory.mktemp("extra")
    out = {}
    for key, figs in (
        ("premi", make_prize_event(base / "premi.figs")),
        ("squadre", make_team_event(base / "coppie.figs", TEAM_SCORES)),
    ):
        out[key] = base / f"sito-{key}"
        with open_store(figs) as store:
            write_site(load_site(store), out[key])
    return out


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["telefono", "desktop"])
def test_new_pages_fit_the_screen_and_show_names_as_text(
    browser: object,  # noqa: F811
    sites: dict[str, Path],
    viewport: dict[str, int],
) -> None:
    w = Watched(browser, viewport)
    try:
        for key, names in (("premi", PRIZE_PAGES), ("squadre", TEAM_PAGES)):
            for name in names:
                w.page.goto((sites[key] / name).as_uri())
                assert w.page.locator("h1").first.is_visible(), name
                assert w.horizontal_overflow() <= 0, f"{name}: scorrimento orizzontale"
                assert w.page.evaluate("window.__pwned") is None, name
        assert w.errors == [], w.errors
        w.page.goto((sites["premi"] / "premi.html").as_uri())
        assert w.page.get_by_role("link", name=f"Blu {MARKUP}").count() == 1
        assert w.page.locator("img").count() == 0
        w.page.goto((sites["squadre"] / "squadre.html").as_uri())
        assert w.page.get_by_role("cell", name=TEAM_NAMES[2]).count() == 1
    finally:
        w.close()


@pytest.fixture
def live_prizes(tmp_path: Path) -> Iterator[tuple[object, Path]]:
    from figs_td.web.server import LiveServer

    figs = make_prize_event(tmp_path / "premi.figs", open_last=True)
    server = LiveServer(str(figs), "127.0.0.1", 0, poll=0.1)
    server.start()
    yield server, figs
    server.stop()


def test_live_prize_list_follows_a_result_on_a_phone(
    browser: object,  # noqa: F811
    live_prizes: tuple[object, Path],
) -> None:
    from figs_td.services.results import enter_result
    from figs_td.store import open_store

    server, figs = live_prizes
    w = Watched(browser, PHONE)
    try:
        w.page.goto(server.url + "premi.html")  # type: ignore[attr-defined]
        w.wait_until("document.documentElement.dataset.revision !== undefined")
        w.page.wait_for_timeout(300)  # the event stream is open
        assert w.page.get_by_text("Provvisori").count() == 1
        with open_store(figs) as desk:
            enter_result(desk, 2, 3, 380, 370, actor="tavolo")
        # How soon is a speed figure (benchmarks/web.py); here only that it comes, by itself.
        w.page.get_by_text("classifica dopo il turno 2").first.wait_for(timeout=60000)
        assert w.page.get_by_text("Provvisori").count() == 0
        assert w.horizontal_overflow() <= 0
        assert w.errors == [], w.errors
    finally:
        w.close()
