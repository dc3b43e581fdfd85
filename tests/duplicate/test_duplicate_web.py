"""The web pages of a duplicate event, from the live server's data: the projector page (board,
rack, countdown), the solutions sheet, the standings per game and overall, a player's running
total for the phone; the static site writes them too (tiny list: see test_duplicate_room)."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from typing import Any

from figs_td.services.duplicate import events as dup

from .test_duplicate_room import make_event


def pages_of(store: Any) -> Any:
    from figs_td.services.publish import load_site
    from figs_td.web.pages import Pages

    return Pages(load_site(store), live=True)


def text(pages: Any, name: str) -> str:
    body = pages.render(name)
    assert body is not None, name
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", body.decode("utf-8")))


def test_duplicate_pages(tmp_path: Path, tiny: str) -> None:
    store = make_event(str(tmp_path / "web.figs"), tiny, 20)
    try:
        dup.new_game(store, seed=1)
        move = dup.draw(store, tiles="LAACDEI")
        pages = pages_of(store)
        assert "duplicato.html" in pages.paths()
        # While the rack is played: the rack, the countdown from 3:00 with its deadline.
        html = pages.render("duplicato.html").decode()
        assert 'id="conto"' in html and ">3:00<" in html and 'src="duplicato.js"' in html
        start = datetime.fromisoformat(move.drawn_at)
        deadline = int(re.search(r'data-scadenza="(\d+)"', html).group(1))
        assert deadline == int(start.timestamp() * 1000) + 180_000
        assert "L A A C D E I" in text(pages, "duplicato.html")
        assert pages.render("duplicato.js").startswith(b"/* figs-td duplicate projector")
        # The top placed: the board shows ALA (the new tiles marked), the top, the link.
        dup.confirm_top(store, 1, "8G ALA")
        dup.enter_line(store, 1, "t", player=1)
        dup.enter_line(store, 1, "8g la a", player=2)
        pages = pages_of(store)
        html = pages.render("duplicato.html").decode()
        assert html.count("tessera nuova") == 3 and 'id="conto"' not in html
        assert "Top: 8G ALA 10" in text(pages, "duplicato.html")
        sheet = text(pages, "duplicato-soluzioni-1-1.html")
        assert "1 Giocatore01 Nome 8G ALA 10 0" in sheet  # +10 solo: alone with the top, 20 players
        assert "+10" in sheet
        assert "2 Giocatore02 Nome 8G LA 8 -2" in sheet
        st = text(pages, "duplicato-classifica.html")
        assert "1 Giocatore01 Nome 20 +10 200.0 1 +10" in st  # 10 + 10 solo, 200 % of the top 10
        assert "Partita 1" in st
        phone = text(pages, "duplicato-giocatore-2.html")
        assert "8 punti — 2° posto — 80.0% del top (10)" in phone
        assert "1 8G LA 8 10 -2 8" in phone  # move, written, score, top, gap, running total
        assert pages.render("duplicato-giocatore-99.html") is None
        assert pages.render("duplicato-soluzioni-1-2.html") is None
    finally:
        store.close()


def test_static_site_of_a_duplicate_event(tmp_path: Path, tiny: str) -> None:
    from figs_td.services.publish import load_site
    from figs_td.web.site import write_site

    store = make_event(str(tmp_path / "s.figs"), tiny, 3)
    try:
        dup.new_game(store, seed=1)
        dup.draw(store, tiles="LAACDEI")
        dup.confirm_top(store, 1, "8G ALA")
        report = write_site(load_site(store), tmp_path / "sito")
    finally:
        store.close()
    files = set(report.files)
    assert {"duplicato.html", "duplicato-classifica.html", "duplicato-soluzioni-1-1.html",
            "duplicato-giocatore-3.html", "duplicato.css"} <= files  # fmt: skip
    assert "duplicato.js" not in files  # the static site needs no script
