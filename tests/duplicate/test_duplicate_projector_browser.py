"""The duplicate projector in a real browser (Debian's chromium driven by Playwright, skipped with
the reason where either is missing, as tests/web/test_browser.py): the rack of seven tiles stays
on one row beside the board, inside the screen, on the usual projector sizes (issue 36 §2)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from figs_td.services.duplicate import events as dup
from tests.web.test_browser import ARGS, CHROMIUM, _why_no_browser

from .test_duplicate_room import make_event

pytestmark = pytest.mark.skipif(bool(_why_no_browser()), reason=_why_no_browser() or "ok")

SCREENS = [(1024, 768), (1280, 800), (1366, 768), (1920, 1080)]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    exe = str(CHROMIUM) if CHROMIUM.exists() else str(shutil.which("chromium"))
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=exe, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def projector(tmp_path: Path, tiny: str) -> Path:
    """The static site of an event whose second rack is being played: MMQU left after 8G ALA,
    plus MO and a jolly, the widest letters of the set."""
    from figs_td.services.publish import load_site
    from figs_td.web.site import write_site

    store = make_event(str(tmp_path / "p.figs"), tiny, 3)
    try:
        dup.new_game(store, seed=1)
        dup.draw(store, tiles="LAAMMQU")
        dup.confirm_top(store, 1, "8G ALA")
        dup.draw(store, tiles="MO?")
        write_site(load_site(store), tmp_path / "sito")
    finally:
        store.close()
    return tmp_path / "sito" / "duplicato.html"


@pytest.mark.parametrize(("width", "height"), SCREENS)
def test_the_rack_stays_on_one_row(browser: Any, projector: Path, width: int, height: int) -> None:
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        page.goto(projector.as_uri())
        tiles = page.evaluate(
            "[...document.querySelectorAll('.dup-leggio .tessera')].map(e => {"
            "const r = e.getBoundingClientRect(); return [e.textContent, r.top, r.left, r.right];})"
        )
        board = page.evaluate(
            "document.querySelector('.dup-plancia').getBoundingClientRect().right"
        )
        overflow = page.evaluate(
            "document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
    finally:
        context.close()
    assert "".join(t[0] for t in tiles) == "MMQUMO?"
    assert len({round(t[1], 1) for t in tiles}) == 1, tiles  # one row: every tile's top equal
    assert all(t[2] >= board for t in tiles)  # beside the board, not over it
    assert max(t[3] for t in tiles) <= width and overflow == 0  # inside the screen
    assert min(t[3] - t[2] for t in tiles) >= 40  # still tiles one reads from the room
