"""The federation's site from the archive: the data of every page, prepared once.

Each page's data is a plain value (tuples of numbers and text) whose ``key`` — a digest of it —
tells the writer (:mod:`figs_td.web.archive_site`) whether the page changed since the last
publish: only changed pages are rendered and written. A player's page holds his own results and
rating curve only (not his current rank), so adding one event changes the pages of its players,
the event's page, the lists and the ranking — nothing else.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from figs_td.core.archive import resolve
from figs_td.services.archive.ranking import ranking
from figs_td.services.archive.rating import RATING_LABEL, rating_list

if TYPE_CHECKING:
    from figs_td.store.archive.store import ArchiveStore


@dataclass(frozen=True)
class Page:
    name: str  # file name in the flat folder
    template: str
    data: dict[str, Any]

    @property
    def key(self) -> str:
        return hashlib.sha256(repr((self.template, sorted(self.data.items()))).encode()).hexdigest()


def site_pages(store: ArchiveStore, as_of: dt.date) -> Iterator[Page]:
    """Every page of the site (module text)."""
    rows = ranking(store, as_of)
    ratings = rating_list(store)
    with store.read() as tx:
        merged = tx.merged_map()
        players = {p.id: p for p in tx.players()}
        events = tx.events()
        results = tx.all_results()
        changes: dict[int, dict[int, tuple[float, float]]] = {}
        for eid, pid, c in tx.all_ratings():
            changes.setdefault(eid, {})[pid] = (round(c.before, 1), round(c.after, 1))
    yield Page(
        "index.html",
        "archive_ranking.html",
        {
            "title": f"Classifica federale al {as_of:%d/%m/%Y}",
            "rows": tuple(
                (r.rank, r.player_id, r.name, r.club, r.points, r.counted, r.tournaments,
                 tuple((x.event_id, x.event, x.date.strftime("%d/%m/%Y"), x.place, x.points, x.counted, x.why)
                       for x in r.results))
                for r in rows
            ),
        },
    )  # fmt: skip
    yield Page(
        "rating.html",
        "archive_rating.html",
        {
            "title": "Rating non ufficiale",
            "label": RATING_LABEL,
            "rows": tuple(
                (r.rank, r.player_id, r.name, r.club, r.rating, r.games) for r in ratings
            ),
        },
    )
    yield Page(
        "eventi.html",
        "archive_events.html",
        {
            "title": "Eventi",
            "rows": tuple(
                (e.id, e.day.strftime("%d/%m/%Y"), e.name, e.place, e.category, e.players)
                for e in reversed(events)
            ),
        },
    )
    by_event: dict[int, list[Any]] = {}
    by_player: dict[int, list[Any]] = {}
    for r in results:
        root = resolve(merged, r.player_id)
        by_event.setdefault(r.event_id, []).append(r)
        by_player.setdefault(root, []).append(r)
    for e in events:
        ch = changes.get(e.id, {})
        yield Page(
            f"evento-{e.id}.html",
            "archive_event.html",
            {
                "title": e.name,
                "about": (e.day.strftime("%d/%m/%Y"), e.place, e.category, e.players, e.rounds),
                "rows": tuple(
                    (r.place, resolve(merged, r.player_id), r.name, r.club, r.games, r.wins,
                     ch.get(resolve(merged, r.player_id)))
                    for r in by_event.get(e.id, [])
                ),
            },
        )  # fmt: skip
    for pid, res in by_player.items():
        p = players[pid]
        rows = tuple(
            (r.event_id, r.day.strftime("%d/%m/%Y"), r.event, r.category, r.place, r.field_size,
             r.club, changes.get(r.event_id, {}).get(pid))
            for r in res
        )  # fmt: skip
        yield Page(
            f"giocatore-{pid}.html",
            "archive_player.html",
            {
                "title": p.name,
                "about": (p.federation_id, p.club),
                "rows": rows,
                "curve": tuple((r[1], r[7][1]) for r in rows if r[7] is not None),
            },
        )  # fmt: skip
