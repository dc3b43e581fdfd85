"""A second publish after one new result rewrites only the pages that show it (issue 29): the
round's pages, the current standings and what is built from them, the two players' pages and the
pages of the players whose rank after the round changed; every other file keeps its bytes and its
time stamp. The static site writes the same bytes as the live pages of the same state."""

from __future__ import annotations

from pathlib import Path

from figs_td.services.publish import load_site
from figs_td.services.results import enter_result, round_games
from figs_td.store import open_store
from figs_td.web.pages import Pages
from figs_td.web.site import render_site, write_site

WHOLE_EVENT = {"classifica.html", "tabellone.html", "statistiche.html", "proiettore.html"}


def publish(figs: Path, out: Path):  # noqa: ANN201
    with open_store(figs) as store:
        return write_site(load_site(store), out)


def test_one_new_result_rewrites_a_handful_of_files(event65: Path, tmp_path: Path) -> None:
    out = tmp_path / "sito"
    first = publish(event65, out)
    stamps = {n: (out / n).stat().st_mtime_ns for n in first.files}
    with open_store(event65) as store:
        before = {h.name: h.ranks for h in load_site(store).history}
        numbers = {name: n for n, name, _club in load_site(store).players}
        game = next(
            g for g in round_games(store, 6) if g.second is not None and g.score_first is None
        )
        with store.read() as tx:
            who = {p.id: p.name for p in tx.state().players}
        enter_result(store, 6, game.table, 433, 401)
        after = {h.name: h.ranks for h in load_site(store).history}
    moved = {f"giocatore-{numbers[name]}.html" for name in after if after[name] != before[name]}
    players = {f"giocatore-{numbers[who[pid]]}.html" for pid in (game.first, game.second)}
    third = publish(event65, out)
    allowed = {"turno-6.html", "turno-6-alfabetico.html", "classifica-6.html"}
    allowed |= WHOLE_EVENT | players | moved
    assert {"turno-6.html", "classifica-6.html"} | players <= set(third.written)
    assert set(third.written) <= allowed, set(third.written) - allowed
    assert len(third.written) < len(first.files) // 3  # a handful, not the site
    for name in set(first.files) - set(third.written):
        assert (out / name).stat().st_mtime_ns == stamps[name], name


def test_static_pages_equal_the_live_pages_of_the_same_state(event65: Path) -> None:
    # The static site prepares the whole-event tables once; a live player's page prepares only
    # that player's card: the bytes are the same.
    with open_store(event65) as store:
        static = render_site(load_site(store))
        live = Pages(load_site(store), live=False)
        for name in [n for n in static if n.startswith("giocatore-")][:12]:
            assert live.render(name) == static[name], name
