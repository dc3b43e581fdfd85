"""Pictures of the players' self-entry page for the manual (``docs/screenshots/web-phone-g-*``):

    .venv/bin/python tests/web/make_self_entry_screenshots.py

A 4-player event, the live server with self-entry, two phones in Chromium (390×844): the form
of the player who starts, the confirmation shown to his opponent, the result with *Contesta*.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path[:0] = [str(ROOT), str(HERE)]

from self_entry_helpers import make_self_entry_event  # noqa: E402

from figs_td.web.server import LiveServer  # noqa: E402

OUT = ROOT / "docs" / "screenshots"


def main() -> None:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "telefoni.figs"
        codes = make_self_entry_event(path)
        server = LiveServer(str(path), "127.0.0.1", 0, self_entry=True)
        url = server.start()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                            args=["--no-sandbox"])  # fmt: skip
                size = {"width": 390, "height": 844}
                rossi = browser.new_context(viewport=size, locale="it-IT").new_page()
                verdi = browser.new_context(viewport=size, locale="it-IT").new_page()
                rossi.goto(f"{url}g#{codes[1]}")
                rossi.get_by_text("Inizi TU").wait_for()
                rossi.fill("#miei", "412")
                rossi.fill("#suoi", "380")
                rossi.screenshot(path=str(OUT / "web-phone-g-segnala.png"))
                rossi.locator("#segnala button").click()
                rossi.get_by_text("In attesa").wait_for()
                verdi.goto(f"{url}g#{codes[3]}")
                verdi.locator("#conferma").wait_for()
                verdi.screenshot(path=str(OUT / "web-phone-g-conferma.png"))
                verdi.locator("#conferma").click()
                verdi.get_by_text("concordano").wait_for()
                verdi.screenshot(path=str(OUT / "web-phone-g-risultato.png"))
                browser.close()
        finally:
            server.stop()
    print(f"scritte in {OUT}")


if __name__ == "__main__":
    main()
