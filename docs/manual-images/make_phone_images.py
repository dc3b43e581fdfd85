#!/usr/bin/env python3
"""Take the manual's pictures of the players' phones (docs/manual-images/telefono-*.png) from
the real live server, in Chromium (Playwright and Debian's chromium):

    .venv/bin/python docs/manual-images/make_phone_images.py

A 4-player event with codes (tests/web/self_entry_helpers.py) on a temporary file, the live
server with self-entry on 127.0.0.1, two phones at 390×844 (Rossi and Verdi, in Italian):

- ``telefono-disaccordo.png``: the two reports disagree — both phones side by side;
- ``telefono-respinta.png``: the director rejected Verdi's report, with a reason;
- ``telefono-rifiutata.png``: a score refused, what was typed still there;
- ``telefono-conferma-cambiata.png``: Rossi confirms a report Verdi had just corrected;
- ``telefono-cambia-giocatore.png``: Rossi's phone opens Verdi's QR code.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "web")]

from self_entry_helpers import make_self_entry_event  # noqa: E402

from figs_td.core.model import Game  # noqa: E402
from figs_td.services.self_entry import queue as sq  # noqa: E402
from figs_td.store import open_store  # noqa: E402
from figs_td.web.server import LiveServer  # noqa: E402

SIZE = {"width": 390, "height": 844}
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]  # fmt: skip


def shot(page: Any, name: str) -> Path:
    path = HERE / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def side_by_side(left: Path, right: Path, name: str) -> None:
    """Two phones' pictures next to each other, on white, with a gap."""
    from PIL import Image

    with Image.open(left) as a, Image.open(right) as b:
        gap = 24
        out = Image.new("RGB", (a.width + gap + b.width, max(a.height, b.height)), "white")
        out.paste(a, (0, 0))
        out.paste(b, (a.width + gap, 0))
        out.save(HERE / f"{name}.png", optimize=True)
    left.unlink()
    right.unlink()


def report(page: Any, mine: int, theirs: int) -> None:
    if not page.locator("#miei").is_visible():
        page.locator("details summary").first.click()
    page.fill("#miei", str(mine))
    page.fill("#suoi", str(theirs))
    page.get_by_role("button", name="Invia il risultato").click()


def main() -> int:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "telefoni.figs"
        codes = make_self_entry_event(path)
        server = LiveServer(str(path), "127.0.0.1", 0, poll=0.1, self_entry=True)
        url = server.start()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
                rossi_ctx = browser.new_context(viewport=SIZE, locale="it-IT")
                verdi_ctx = browser.new_context(viewport=SIZE, locale="it-IT")
                rossi, verdi = rossi_ctx.new_page(), verdi_ctx.new_page()
                rossi.goto(f"{url}g#{codes[1]}")
                rossi.get_by_text("Inizi TU").wait_for()
                verdi.goto(f"{url}g#{codes[3]}")
                verdi.get_by_text("Inizia Rossi Mario").wait_for()

                report(rossi, 412, 380)
                verdi.locator("#conferma").wait_for()
                report(verdi, 380, 400)
                for page in (rossi, verdi):
                    page.get_by_text("Vai al tavolo del direttore di gara.").wait_for()
                side_by_side(shot(rossi, "_r"), shot(verdi, "_v"), "telefono-disaccordo")

                with open_store(path) as st:
                    [item] = sq.queue(st)
                    by = {who: r.id for r, who, _y in item.reports}
                    sq.decide(st, by["Verdi Anna"], False, actor="direttore",
                              reason="sul cartellino Rossi ha 412")  # fmt: skip
                    sq.decide(st, by["Rossi Mario"], True, actor="direttore")
                verdi.locator("#respinta").wait_for()
                shot(verdi, "telefono-respinta")

                with open_store(path) as st, st.transaction(actor="banco") as tx:
                    tx.rounds.save_round(2, [Game(2, 1, 3, 1), Game(2, 2, 4, 2)])
                verdi.get_by_text("Inizi TU").wait_for()
                report(verdi, 2100, 300)
                verdi.get_by_text("è troppo").wait_for()
                shot(verdi, "telefono-rifiutata")
                verdi.fill("#miei", "210")
                verdi.get_by_role("button", name="Invia il risultato").click()
                verdi.get_by_text("In attesa").wait_for()

                rossi.locator("#proposta").wait_for()
                rossi_ctx.route("**/eventi", lambda route: route.abort())
                rossi_ctx.route("**/revisione", lambda route: route.abort())
                rossi.goto(f"{url}g")
                verdi.locator("details summary").first.click()
                report(verdi, 220, 300)
                verdi.get_by_text("In attesa").wait_for()
                rossi.get_by_role("button", name="Conferma").click()
                rossi.get_by_text("ha corretto la sua segnalazione").wait_for()
                shot(rossi, "telefono-conferma-cambiata")
                rossi.get_by_role("button", name="Conferma").click()
                rossi.get_by_text("Risultato inserito").wait_for()
                rossi_ctx.unroute("**/eventi")
                rossi_ctx.unroute("**/revisione")

                rossi.goto("about:blank")
                rossi.goto(f"{url}g#{codes[3]}")
                rossi.get_by_text("cambiare giocatore?").wait_for()
                shot(rossi, "telefono-cambia-giocatore")
                browser.close()
        finally:
            server.stop()
    print(f"scritte in {HERE}: telefono-*.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
