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
PRIZE_SHOTS = [  # categories, prizes, clubs (the 65-player event, 6 of 8 rounds complete)
    ("web-phone-premi", "premi.html", (390, 844), True),
    ("web-phone-categorie", "categorie.html", (390, 844), False),
    ("web-desktop-premi", "premi.html", (1366, 900), False),
    ("web-desktop-classifica-premi", "classifica.html", (1366, 900), False),
    ("web-desktop-circoli", "circoli.html", (1366, 900), False),
]
TEAM_SHOTS = [  # a pairs event, 2 rounds of 3
    ("web-phone-squadre-turno", "squadre-turno-2.html", (390, 844), True),
    ("web-desktop-squadre", "squadre.html", (1366, 900), False),
]


def main() -> int:
    sys.path.insert(0, str(HERE))
    from make_event import make_event
    from make_extras import add_prizes_to, make_team_event
    from playwright.sync_api import sync_playwright
    from test_extra_pages import TEAM_SCORES

    from figs_td.web.server import LiveServer

    OUT.mkdir(parents=True, exist_ok=True)
    only = set(sys.argv[1:])  # names of shots to take (default: all)
    with tempfile.TemporaryDirectory() as tmp:
        figs = make_event(Path(tmp) / "torneo.figs", 65, 8, played=6, open_tables=5,
                          name="Campionato regionale di Scrabble")  # fmt: skip
        prized = make_event(Path(tmp) / "premi.figs", 65, 8, played=6,
                            name="Campionato regionale di Scrabble")  # fmt: skip
        add_prizes_to(prized)
        teams = make_team_event(Path(tmp) / "coppie.figs", TEAM_SCORES,
                                names=["Alfieri", "Bastioni", "Civette", "Delfini"])  # fmt: skip
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            for source, shots in ((figs, SHOTS), (prized, PRIZE_SHOTS), (teams, TEAM_SHOTS)):
                shots = [s for s in shots if not only or s[0] in only]
                if not shots:
                    continue
                server = LiveServer(str(source), "127.0.0.1", 0)
                server.start()
                try:
                    for name, path, (w, h), full in shots:
                        page = browser.new_page(viewport={"width": w, "height": h})
                        page.goto(server.url + path)
                        page.wait_for_timeout(500)
                        page.screenshot(path=str(OUT / f"{name}.png"), full_page=full)
                        page.close()
                        print(OUT / f"{name}.png")
                finally:
                    server.stop()
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
