"""Issue 44 §2 on the pages of a finished knockout of 8 and a finished championship
(``tests/reports/finished_events.py``): the standings and the projector say that the bracket
decided the top places and show each player's phase; every player page shows "Piazzamento
finale N" equal to ``standings --json`` ``place``; the menu has one "Tabellone"; at 390 px the
crosstable keeps its totals in view and the phone standings show the phase without scrolling.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from test_browser import PHONE, Watched, _why_no_browser, browser  # noqa: F401
from web_helpers import parse

sys.path.insert(0, str(Path(__file__).parents[1] / "reports"))
from finished_events import championship, knockout8  # noqa: E402

from figs_td.cli import main  # noqa: E402

NOTE_KO = (
    "La classifica è decisa dal tabellone a eliminazione diretta: conta il turno in cui si "
    "esce, non i punti."
)
NOTE_CHAMP = (
    "I primi 4 posti sono decisi dal tabellone a eliminazione diretta (fase Eliminazione): "
    "conta il turno in cui si esce, non i punti. Gli altri posti seguono l'ordine della "
    "classifica (fase Consolazione)."
)


@pytest.fixture(scope="module")
def sites(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[str, Path]]:
    from figs_td.services.publish import load_site
    from figs_td.store import open_store
    from figs_td.web.site import write_site

    folder = tmp_path_factory.mktemp("tabelloni")
    out = {}
    for key, build in (("knockout", knockout8), ("championship", championship)):
        f = build(folder)
        with open_store(f) as store:
            write_site(load_site(store), folder / f"sito-{key}")
        out[key] = (f, folder / f"sito-{key}")
    return out


def _read(site: Path, name: str) -> str:
    return (site / name).read_text(encoding="utf-8")


def _text(html: str) -> str:
    import html as html_lib

    return " ".join(html_lib.unescape(re.sub(r"<[^>]+>", " ", html)).split())


def _json_places(f: str, capsys: pytest.CaptureFixture[str]) -> dict[str, tuple[int, str]]:
    capsys.readouterr()
    assert main(["standings", f, "--json"]) == 0
    return {r["name"]: (r["place"], r["phase"]) for r in json.loads(capsys.readouterr().out)}


@pytest.mark.parametrize("key", ["knockout", "championship"])
def test_player_pages_show_the_final_place(
    key: str, sites: dict[str, tuple[str, Path]], capsys: pytest.CaptureFixture[str]
) -> None:
    f, site = sites[key]
    places = _json_places(f, capsys)
    labels = {"knockout": "Eliminazione", "consolation": "Consolazione", "swiss": "Svizzero"}
    seen = {}
    for page in sorted(site.glob("giocatore-*.html")):
        html = _read(site, page.name)
        name = re.search(r"<h1>(.*?)</h1>", html)[1]  # type: ignore[index]
        m = re.search(r"Piazzamento finale <strong>(\d+)</strong> \(fase (\w+)\)", html)
        assert m, page.name
        seen[name] = (int(m[1]), m[2])
    assert seen == {n: (p, labels[ph]) for n, (p, ph) in places.items()}
    if key == "knockout":  # by hand: the quarter-final losers 5th to 8th by seed, not all 5th
        assert [seen[f"P{n} Giocatore"][0] for n in (1, 2, 3, 4)] == [5, 6, 7, 8]


def test_standings_and_projector_say_the_bracket_decided(
    sites: dict[str, tuple[str, Path]],
) -> None:
    for key, note in (("knockout", NOTE_KO), ("championship", NOTE_CHAMP)):
        _f, site = sites[key]
        for page in ("classifica.html", "proiettore.html"):
            html = _read(site, page)
            assert note in _text(html), (key, page)
            rows = next(rows for _cap, rows in parse(html).tables if rows and "Fase" in rows[0])
            j, i = rows[0].index("Fase"), rows[0].index("Giocatore")
            phases = {r[i]: r[j] for r in rows[1:]}
            if key == "knockout":
                assert set(phases.values()) == {"Eliminazione"}
            else:
                top = {f"P{n} Giocatore" for n in (9, 10, 6, 8)}
                assert {n for n, p in phases.items() if p == "Eliminazione"} == top
                assert {p for n, p in phases.items() if n not in top} == {"Consolazione"}


def test_one_tabellone_in_the_menu(sites: dict[str, tuple[str, Path]]) -> None:
    for key in ("knockout", "championship"):
        _f, site = sites[key]
        for page in ("index.html", "classifica.html", "tabellone.html", "eliminazione.html"):
            nav = re.search(r"<nav[^>]*>(.*?)</nav>", _read(site, page), flags=re.S)[1]  # type: ignore[index]
            items = re.findall(r'<a href="([^"]+)">([^<]+)</a>', nav)
            texts = [t for _h, t in items]
            assert "Eliminazione" not in texts and texts.count("Tabellone") == 1, (key, page)
            assert dict((t, h) for h, t in items)["Tabellone"] == "eliminazione.html"
        # the two pages link each other
        assert 'href="tabellone.html"' in _read(site, "eliminazione.html").split("</nav>")[1]
        assert 'href="eliminazione.html"' in _read(site, "tabellone.html").split("</nav>")[1]


@pytest.mark.skipif(bool(_why_no_browser()), reason=_why_no_browser() or "ok")
@pytest.mark.parametrize("key", ["knockout", "championship"])
def test_phone_crosstable_and_standings(
    browser: object,  # noqa: F811
    sites: dict[str, tuple[str, Path]],
    key: str,
) -> None:
    """At 390 px: the crosstable's Punti, V and Diff. are inside the screen without scrolling
    (the rounds scroll in the labelled box); the standings show place, name, phase and points
    with nothing cut and no sideways scrolling."""
    _f, site = sites[key]
    w = Watched(browser, PHONE)
    try:
        w.page.goto((site / "tabellone.html").as_uri())
        assert w.horizontal_overflow() <= 0
        box = w.page.locator(".scorre").first
        assert box.get_attribute("role") == "region" and box.get_attribute("aria-labelledby")
        right = box.evaluate("e => e.getBoundingClientRect().right")
        heads = w.page.locator("table.tabellone thead th")
        labels = [heads.nth(i).inner_text() for i in range(heads.count())]
        for label in ("Pos.", "Giocatore", "Punti", "V", "Diff."):
            cell = heads.nth(labels.index(label))
            assert cell.evaluate("e => e.getBoundingClientRect().right") <= right, label
        w.page.goto((site / "classifica.html").as_uri())
        box = w.page.locator(".scorre").first
        assert box.evaluate("e => e.scrollWidth - e.clientWidth") <= 0
        assert w.horizontal_overflow() <= 0
        heads = w.page.locator("table.classifica thead th")
        shown = [
            heads.nth(i).inner_text() for i in range(heads.count()) if heads.nth(i).is_visible()
        ]
        assert shown == ["Pos.", "Giocatore", "Fase", "Punti"]
        cells = w.page.locator("table.classifica tbody td.fase")
        assert cells.first.is_visible() and cells.first.inner_text() == "Eliminazione"
        assert w.errors == []
    finally:
        w.close()
