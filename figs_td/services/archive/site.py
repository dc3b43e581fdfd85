"""The federation's site from the archive: the pages, each with a stamp and the data to show.

A page's *stamp* says cheaply whether it can have changed since the last publish, without
reading its data: a player's page depends on his latest event, his count of results, his name,
club and tessera, the merges and the rating generation (every rating computed again after a
merge, a replacement, an event in the past); an event's page on the event's version and the
rating generation. The writer (:mod:`figs_td.web.archive_site`) reads the data of, renders and
writes only the pages whose stamp changed — after one event, the event's page, its players'
pages and the three lists (ranking, rating, events). A player's page shows his own results and
rating curve only (not his current rank), so that the rest stays as it is.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from figs_td.core.archive import resolve
from figs_td.services.archive.ranking import ranking
from figs_td.services.archive.rating import RATING_LABEL, rating_list

if TYPE_CHECKING:
    from figs_td.store.archive.store import ArchiveStore

#: Changes with the layout of the data below: a new program republishes every page once.
DATA_LAYOUT = "1"


@dataclass(frozen=True)
class Page:
    name: str  # file name in the flat folder
    template: str
    stamp: str  # "" = always rendered (the lists), compared by bytes
    data: Callable[[], dict[str, Any]]


def _day(d: dt.date) -> str:
    return d.strftime("%d/%m/%Y")


def site_pages(store: ArchiveStore, as_of: dt.date) -> Iterator[Page]:
    """Every page of the site (module text)."""
    with store.read() as tx:
        merged = tx.merged_map()
        players = {p.id: p for p in tx.players()}
        events = tx.events()
        by_player = tx.page_stamps()
        generation = tx.rating_generation()
    yield Page("index.html", "archive_ranking.html", "", lambda: _ranking_page(store, as_of))
    yield Page("rating.html", "archive_rating.html", "", lambda: _rating_page(store))
    yield Page(
        "eventi.html",
        "archive_events.html",
        "",
        lambda: {
            "title": "Eventi",
            "rows": tuple(
                (e.id, _day(e.day), e.name, e.place, e.category, e.players)
                for e in reversed(events)
            ),
        },
    )
    for e in events:
        stamp = f"{DATA_LAYOUT}:{generation}:{e.id}:{e.version}"
        yield Page(
            f"evento-{e.id}.html", "archive_event.html", stamp, _event_page(store, e.id, merged)
        )
    ids_of: dict[int, list[int]] = {}
    for pid in by_player:
        ids_of.setdefault(resolve(merged, pid), []).append(pid)
    for root, ids in sorted(ids_of.items()):
        p = players[root]
        latest = max(by_player[i][0] for i in ids)
        count = sum(by_player[i][1] for i in ids)
        # No tab or line break in a stamp: the manifest is one "name<TAB>stamp<TAB>sha256"
        # line a page (JSON escapes them; a tab here made every player page render again).
        who = json.dumps([p.name, p.club, p.federation_id], ensure_ascii=False)
        stamp = f"{DATA_LAYOUT}:{generation}:{latest}:{count}:{sorted(ids)}:{who}"
        yield Page(
            f"giocatore-{root}.html", "archive_player.html", stamp, _player_page(store, root)
        )


def _ranking_page(store: ArchiveStore, as_of: dt.date) -> dict[str, Any]:
    rows = ranking(store, as_of)
    return {
        "title": f"Classifica federale al {_day(as_of)}",
        "rows": tuple(
            (r.rank, r.player_id, r.name, r.club, r.points, r.counted, r.tournaments,
             tuple((x.event_id, x.event, _day(x.date), x.place, x.points, x.counted, x.why)
                   for x in r.results))
            for r in rows
        ),
    }  # fmt: skip


def _rating_page(store: ArchiveStore) -> dict[str, Any]:
    return {
        "title": "Rating non ufficiale",
        "label": RATING_LABEL,
        "rows": tuple(
            (r.rank, r.player_id, r.name, r.club, r.rating, r.games) for r in rating_list(store)
        ),
    }


def _change(c: Any) -> tuple[float, float] | None:
    return None if c is None else (round(c.before, 1), round(c.after, 1))


def _event_page(
    store: ArchiveStore, event_id: int, merged: dict[int, int]
) -> Callable[[], dict[str, Any]]:
    def build() -> dict[str, Any]:
        with store.read() as tx:
            e = tx.event(event_id)
            results = tx.results_of_event(event_id)
            changes = tx.ratings_of_event(event_id)
        assert e is not None
        return {
            "title": e.name,
            "about": (_day(e.day), e.place, e.category, e.players, e.rounds),
            "rows": tuple(
                (r.place, resolve(merged, r.player_id), r.name, r.club, r.games, r.wins,
                 _change(changes.get(resolve(merged, r.player_id))))
                for r in results
            ),
        }  # fmt: skip

    return build


def _player_page(store: ArchiveStore, root: int) -> Callable[[], dict[str, Any]]:
    def build() -> dict[str, Any]:
        from figs_td.services.archive.players import player_history

        h = player_history(store, root)
        ratings = {e: c for e, _n, _d, c in h.ratings}
        rows = tuple(
            (r.event_id, _day(r.day), r.event, r.category, r.place, r.field_size, r.club,
             _change(ratings.get(r.event_id)))
            for r in h.results
        )  # fmt: skip
        return {
            "title": h.player.name,
            "about": (h.player.federation_id, h.player.club),
            "rows": rows,
            "curve": tuple((r[1], r[7][1]) for r in rows if r[7] is not None),
        }

    return build
