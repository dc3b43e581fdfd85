"""The live server serves the pages of categories, prizes, clubs and teams, the same as the
static site, and they follow a result entered at another desk."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from make_extras import make_prize_event, make_team_event
from test_extra_pages import TEAM_SCORES
from test_server import EventReader, request
from web_helpers import table

from figs_td.services.publish import load_site
from figs_td.store import open_store
from figs_td.web.pages import Pages
from figs_td.web.server import LiveServer


@pytest.fixture
def playing(tmp_path: Path) -> Iterator[tuple[LiveServer, Path]]:
    """The prize event with the last game of round 2 still being played, served live."""
    figs = make_prize_event(tmp_path / "premi.figs", open_last=True)
    server = LiveServer(str(figs), "127.0.0.1", 0, poll=0.1)
    server.start()
    yield server, figs
    server.stop()


def _main(html: str) -> str:
    """The page without what only the live page has (the script and its fallback)."""
    html = re.sub(r"<script[^>]*></script>\n?", "", html)
    html = re.sub(r"<noscript>.*?</noscript>\n?", "", html)
    return html.replace(" · pagina in diretta, si aggiorna da sola", "")


def _wait_for(server: LiveServer, path: str, text: str) -> None:
    """Until ``text`` is on the page (how soon is a speed figure, benchmarks/web.py; the
    deadline is only there so that a page that never changes fails instead of hanging)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        _, body = request(server, "GET", path)
        if text in body.decode():
            return
        time.sleep(0.02)
    raise AssertionError(f"{path}: {text!r} non comparso")


def test_live_pages_equal_the_static_ones_and_follow_a_result(
    playing: tuple[LiveServer, Path],
) -> None:
    from figs_td.services.results import enter_result

    server, figs = playing
    with open_store(figs) as store:
        static = Pages(load_site(store))
    for name in ("categorie.html", "categorie-1.html", "categorie-2.html", "premi.html",
                 "circoli.html", "classifica.html", "index.html"):  # fmt: skip
        resp, body = request(server, "GET", f"/{name}")
        assert resp.status == 200, name
        assert "default-src 'none'" in (resp.getheader("content-security-policy") or "")
        assert _main(body.decode()) == (static.render(name) or b"").decode(), name
    for name in ("squadre.html", "squadre-turno-1.html", "categorie-3.html"):
        assert request(server, "GET", f"/{name}")[0].status == 404
    # Round 2 is being played: the prizes are those after round 1 (Gialli first overall).
    _, body = request(server, "GET", "/premi.html")
    assert "Provvisori: assegnati sulla classifica dopo il turno 1." in body.decode()
    assert table(body.decode(), "Premi")[1][3] == "Gialli Eva"
    reader = EventReader(server.port)
    reader.start()
    assert reader.ready.wait(60)
    last = reader.seen[-1][1]
    with open_store(figs) as desk:  # another desk
        enter_result(desk, 2, 3, 380, 370, actor="tavolo 3")
    # Round 2 complete: the final prizes (Rossi first, the 1° C passed on to Blu).
    _wait_for(server, "/premi.html", "classifica dopo il turno 2")
    _, body = request(server, "GET", "/premi.html")
    html = body.decode()
    assert "Provvisori" not in html
    rows = table(html, "Premi")
    assert [r[3] for r in rows[1:4]] == ["Rossi Mario", "Neri Ugo", "Gialli Eva"]
    assert rows[4][3].startswith("Blu ")
    _, body = request(server, "GET", "/categorie.html")
    assert "Classifiche per categoria dopo il turno 2" in body.decode()
    _, body = request(server, "GET", "/classifica.html")
    assert "Premio" in body.decode() and "1° assoluto – € 100" in body.decode()
    assert reader.seen[-1][1] != last
    reader.close()


def test_live_team_pages(tmp_path: Path) -> None:
    from figs_td.services.results import enter_result

    figs = make_team_event(tmp_path / "coppie.figs", {1: TEAM_SCORES[1]})
    server = LiveServer(str(figs), "127.0.0.1", 0, poll=0.1)
    server.start()
    try:
        with open_store(figs) as store:
            static = Pages(load_site(store))
        for name in ("squadre.html", "squadre-turno-1.html"):
            resp, body = request(server, "GET", f"/{name}")
            assert resp.status == 200
            assert _main(body.decode()) == (static.render(name) or b"").decode(), name
        from figs_td.services.pairing.rounds import pair_next_round

        with open_store(figs) as desk:
            pair_next_round(desk)
            _wait_for(server, "/squadre-turno-2.html", "Abbinamenti")
            enter_result(desk, 2, 3, 360, 340)  # T1–T2, board 1: Giocatore1 360-340
        _wait_for(server, "/squadre-turno-2.html", "360-340")
    finally:
        server.stop()
