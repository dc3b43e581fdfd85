"""A phone at 390 px in Chromium (Playwright, the system's chromium): the player opens his page,
taps "Sono presente", the desk sees him present (issue 42)."""

from __future__ import annotations

from pathlib import Path

import test_browser
from checkin_helpers import make_checkin_event

from figs_td.services.registration.checkin import checkin_status
from figs_td.store import open_store
from figs_td.web.server import LiveServer

PHONE = {"width": 390, "height": 844}
pytestmark = test_browser.pytestmark  # skipped, with the reason, without Playwright or chromium
browser = test_browser.browser  # the module's chromium (fixture)


def test_sono_presente_from_a_phone(browser: object, tmp_path: Path) -> None:
    path = tmp_path / "t.figs"
    codes = make_checkin_event(path)
    server = LiveServer(str(path), "127.0.0.1", 0, poll=0.1, self_entry=True)
    url = server.start()
    context = browser.new_context(viewport=PHONE, locale="it-IT", has_touch=True)  # type: ignore[attr-defined]
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{url}g#{codes[3]}")
        button = page.get_by_role("button", name="Sono presente")
        button.wait_for(timeout=20_000)
        box = button.bounding_box()
        assert box and box["height"] >= 48 and box["x"] + box["width"] <= 390
        button.tap()
        page.get_by_text("Presenza registrata.").wait_for(timeout=20_000)
        assert page.locator("#presente").is_visible()
        with open_store(path) as st:
            status = checkin_status(st)
        assert [r.player.name for r in status.present] == ["Verdi Anna"]
        assert (len(status.present), status.expected) == (1, 4)
        assert errors == []
    finally:
        context.close()
        server.stop()
