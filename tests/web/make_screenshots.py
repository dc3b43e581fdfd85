#!/usr/bin/env python3
"""Screenshots of the published pages for docs/screenshots/ (chromium via Playwright).

    .venv/bin/python tests/web/make_screenshots.py

A generated 65-player event (6 rounds paired, the last in progress), served live on 127.0.0.1.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
OUT = ROOT / "docs" / "screenshots"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]
SHOTS = [  # name, path, viewport, full page
    ("web-phone-turno", "turno-6.html", (390, 844), False),
    ("web-phone-classifica", "classifica.html", (390, 844), False),
    ("web-phone-giocatore", "giocatore-1.html", (390, 844), True),
    ("web-desktop-classifica", "classifica.html", (1366, 900), False),
    ("web-desktop-tabellone", "tabellone.html", (1366, 900), False),
    ("web-desktop-torneo", "", (1366, 900), False),
    ("web-projector", "proiettore", (1920, 1080), False),
]


def main() -> int:
    sys.path.insert(0, str(HERE))
    from make_event import make_event
    from playwright.sync_api import sync_playwright

    from figs_td.web.server import LiveServer

    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        figs = make_event(Path(tmp) / "torneo.figs", 65, 8, played=6, open_tables=5,
                          name="Campionato regionale di Scrabble")  # fmt: skip
        server = LiveServer(str(figs), "127.0.0.1", 0)
        server.start()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
                for name, path, (w, h), full in SHOTS:
                    page = browser.new_page(viewport={"width": w, "height": h})
                    page.goto(server.url + path)
                    page.wait_for_timeout(500)
                    page.screenshot(path=str(OUT / f"{name}.png"), full_page=full)
                    page.close()
                    print(OUT / f"{name}.png")
                browser.close()
        finally:
            server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
