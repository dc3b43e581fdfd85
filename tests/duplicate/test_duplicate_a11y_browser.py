"""The duplicate event's public pages in Chromium (issue 37 §4, as
tests/web/test_public_a11y_browser.py for the other events): the index, the duplicate
projector, the standings, a solutions sheet and a player's page pass axe-core with no serious or
critical violation at phone and desktop widths, and on a phone no text is under 16 px (the
projector aside: it is made for a screen across the room)."""

from __future__ import annotations

import re
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from figs_td.services.duplicate import events as dup
from tests.web.test_browser import ARGS, CHROMIUM, _why_no_browser

from .test_duplicate_room import make_event

pytestmark = pytest.mark.skipif(bool(_why_no_browser()), reason=_why_no_browser() or "ok")
sys.path.insert(0, str(Path(__file__).parents[1] / "web"))

from a11y import font_sizes, looked_at, serious_violations  # noqa: E402

PHONE, DESKTOP = {"width": 390, "height": 844}, {"width": 1366, "height": 900}


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    exe = str(CHROMIUM) if CHROMIUM.exists() else str(shutil.which("chromium"))
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=exe, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def site(tmp_path: Path, tiny: str) -> tuple[Path, list[str]]:
    """The static site of a 3-player duplicate whose second rack is being played; one page of
    each kind."""
    from figs_td.services.publish import load_site
    from figs_td.web.pages import Pages
    from figs_td.web.site import write_site

    store = make_event(str(tmp_path / "d.figs"), tiny, 3)
    try:
        dup.new_game(store, seed=1)
        dup.draw(store, tiles="LAAMMQU")
        dup.confirm_top(store, 1, "8G ALA")
        dup.draw(store, tiles="MO?")
        data = load_site(store)
        write_site(data, tmp_path / "sito")
        names = Pages(data).paths()
    finally:
        store.close()
    kinds: dict[str, str] = {}
    for name in names:
        kinds.setdefault(re.sub(r"\d+", "N", name), name)
    return tmp_path / "sito", list(kinds.values())


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["telefono", "desktop"])
def test_duplicate_pages_accessible_and_readable(
    browser: Any, site: tuple[Path, list[str]], viewport: dict[str, int], tmp_path: Path
) -> None:
    folder, names = site
    assert {"duplicato.html", "duplicato-classifica.html"} <= set(names)
    assert any(n.startswith("duplicato-soluzioni-") for n in names)
    context = browser.new_context(viewport=viewport)
    found: dict[str, object] = {}
    small: dict[str, dict[str, float]] = {}
    try:
        page = context.new_page()
        for name in names:
            page.goto((folder / name).as_uri())
            projector = name in ("duplicato.html", "proiettore.html")
            looked_at(page, tmp_path, f"{viewport['width']}-{name[:-5]}", full_page=not projector)
            if bad := serious_violations(page):
                found[name] = bad
            if viewport is PHONE and not projector:
                sizes = {k: v for k, v in font_sizes(page).items() if v < 16}
                if sizes:
                    small[name] = sizes
    finally:
        context.close()
    assert found == {}
    assert small == {}
