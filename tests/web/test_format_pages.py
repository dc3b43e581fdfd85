"""Pages of knockout and phased events (issue 25 §1 and §3): the place column of every page equals
``standings --json`` ``place`` (static site and live page), round pages name the match
(Quarti/Semifinale/Finale/Finale 3° posto/Consolazione), a bracket page, one rule for the
standings title shared with the PDF, late entries and withdrawals marked, no doubled title.
"""

from __future__ import annotations

import http.client
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from web_helpers import parse

sys.path.insert(0, str(Path(__file__).parents[1] / "reports"))
from finished_events import EVENTS, enter, make, play  # noqa: E402

from figs_td.cli import main  # noqa: E402
from figs_td.services.publish import load_site  # noqa: E402
from figs_td.store import open_store  # noqa: E402
from figs_td.web.pages import Pages  # noqa: E402
from figs_td.web.server import LiveServer  # noqa: E402


@pytest.fixture(scope="module")
def events(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    folder = tmp_path_factory.mktemp("formati")
    return {key: build(folder) for key, build in EVENTS.items()}


def _static(f: str) -> Pages:
    with open_store(f) as store:
        return Pages(load_site(store).prepare_all())


def _page(pages: Pages, name: str) -> str:
    body = pages.render(name)
    assert body is not None, name
    return body.decode("utf-8")


def _places(html: str, pos: str = "Pos.", name: str = "Giocatore") -> dict[str, int]:
    for _cap, rows in parse(html).tables:
        if rows and pos in rows[0] and name in rows[0]:
            i, j = rows[0].index(pos), rows[0].index(name)
            return {re.sub(r" \(.*\)$", "", r[j]): int(r[i]) for r in rows[1:] if r[i]}
    raise AssertionError("nessuna tabella con le posizioni")


def _stages(html: str) -> list[str]:
    return re.findall(r'<h2 id="fase-\d+">(.*?)</h2>', html)


def _matches(html: str) -> list[str]:
    """Each match of the bracket page as plain text."""
    items = re.findall(r'<li class="incontro">(.*?)</li>', html, flags=re.S)
    return [" ".join(re.sub(r"<[^>]+>", " ", i).split()) for i in items]


def _reference(f: str, capsys: pytest.CaptureFixture[str]) -> dict[str, int]:
    capsys.readouterr()
    assert main(["standings", f, "--json"]) == 0
    return {r["name"]: r["place"] for r in json.loads(capsys.readouterr().out)}


@pytest.fixture
def live(events: dict[str, str]) -> Iterator[LiveServer]:
    server = LiveServer(events["championship"], "127.0.0.1", 0, poll=0.1)
    server.start()
    yield server
    server.stop()


def _get(server: LiveServer, path: str) -> str:
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    conn.request("GET", path)
    resp = conn.getresponse()
    body = resp.read().decode("utf-8")
    conn.close()
    assert resp.status == 200, path
    return body


@pytest.mark.parametrize("key", list(EVENTS))
def test_every_page_prints_the_standings_place(
    key: str, events: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    f = events[key]
    ref = _reference(f, capsys)
    pages = _static(f)
    last = max(pages.rounds)
    for name in ("classifica.html", f"classifica-{last}.html", "tabellone.html"):
        assert _places(_page(pages, name)) == ref, name
    prizes = _places(_page(pages, "premi.html"), "Pos.", "Vincitore")
    assert prizes and prizes == {n: ref[n] for n in prizes}


def test_live_page_prints_the_same_places(
    live: LiveServer, events: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    ref = _reference(events["championship"], capsys)
    for name in ("/classifica.html", "/tabellone.html"):
        assert _places(_get(live, name)) == ref, name
    index = _get(live, "/")
    assert index.count("Campionato — Campionato") == 0
    assert "<title>Campionato</title>" in index
    bracket = _get(live, "/eliminazione.html")
    assert "Finale 3° posto" in bracket
    assert "Semifinale" in _get(live, "/turno-6.html")


def test_round_pages_name_the_matches(events: dict[str, str]) -> None:
    # Championship (finished_events.championship): round 6 semifinals + consolation, round 7
    # final, third-place match + consolation; the final won by P9 over P10.
    pages = _static(events["championship"])
    r6 = parse(_page(pages, "turno-6.html")).tables[0][1]
    assert r6[0][:2] == ["Tav.", "Incontro"]
    assert [r[1] for r in r6[1:]] == ["Semifinale 1", "Semifinale 2"] + ["Consolazione"] * 3
    r7 = parse(_page(pages, "turno-7.html")).tables[0][1]
    assert [r[1] for r in r7[1:3]] == ["Finale", "Finale 3° posto"]
    assert "<h1>Turno 7 — Finale</h1>" in _page(pages, "turno-7.html")
    # Swiss rounds carry no match column.
    assert parse(_page(pages, "turno-1.html")).tables[0][1][0][1] == "Inizia"
    bracket = _page(pages, "eliminazione.html")
    assert _stages(bracket) == ["Semifinale", "Finale"]
    assert _matches(bracket)[-2:] == [
        "Finale P10 Giocatore (1) – P9 Giocatore (2) 300-409 vince: P9 Giocatore",
        "Finale 3° posto P8 Giocatore (3) – P6 Giocatore (4) 300-406 vince: P6 Giocatore",
    ]
    assert "eliminazione.html" in pages.paths()
    # Knockout of 8: quarter-finals, semifinals, final.
    ko = _static(events["knockout"])
    assert "<h1>Turno 1 — Quarti di finale</h1>" in _page(ko, "turno-1.html")
    assert _stages(_page(ko, "eliminazione.html")) == ["Quarti di finale", "Semifinale", "Finale"]
    assert _matches(_page(ko, "eliminazione.html"))[0] == (
        "Quarti di finale 1 P1 Giocatore (1) – P8 Giocatore (8) 300-408 passa: P8 Giocatore"
    )
    assert "Vincitore: <strong>" in _page(ko, "eliminazione.html")


def test_no_bracket_page_for_a_swiss_event(tmp_path: Path) -> None:
    f = make(tmp_path / "s.figs", "italo-svizzero", 6, 2)
    play(f, 1)
    pages = _static(f)
    assert "eliminazione.html" not in pages.paths()
    assert pages.render("eliminazione.html") is None
    assert "eliminazione.html" not in _page(pages, "index.html")


def test_title_rule_shared_with_the_pdf(events: dict[str, str], tmp_path: Path) -> None:
    from pypdf import PdfReader

    for key in ("championship", "knockout"):
        f = events[key]
        out = tmp_path / f"{key}.pdf"
        assert main(["export", f, "standings", "-o", str(out)]) == 0
        pdf = PdfReader(str(out)).pages[0].extract_text()
        assert "Classifica finale" in pdf
        pages = _static(f)
        assert "<h1>Classifica finale</h1>" in _page(pages, "classifica.html")
    # Before the last round: "Classifica dopo il turno N" on both.
    f = make(tmp_path / "s.figs", "italo-svizzero", 6, 3)
    play(f, 2)
    out = tmp_path / "s.pdf"
    assert main(["export", f, "standings", "-o", str(out)]) == 0
    assert "Classifica dopo il turno 2" in PdfReader(str(out)).pages[0].extract_text()
    assert "<h1>Classifica dopo il turno 2</h1>" in _page(_static(f), "classifica.html")


def test_late_entries_and_withdrawals_are_marked(tmp_path: Path) -> None:
    f = make(tmp_path / "r.figs", "italo-svizzero", 6, 3)
    play(f, 1)
    assert main(["players", "add", f, "Ultimo, Arrivato", "--from-round", "2"]) == 0
    assert main(["players", "withdraw", f, "P1 Giocatore", "--from-round", "2"]) == 0
    assert main(["pair", f]) == 0
    enter(f, 2)
    pages = _static(f)
    html = _page(pages, "classifica.html")
    rows = {r[1]: r for r in parse(html).tables[0][1][1:]}
    assert "P1 Giocatore (rit. T2)" in rows
    assert any(n.endswith("(iscr. T2)") and "Arrivato" in n for n in rows)
    assert "ritirato dal turno indicato" in html  # the legend, as on paper
    cross = parse(_page(pages, "tabellone.html")).tables[0][1]
    assert any(r[2] == "P1 Giocatore (rit. T2)" for r in cross)
