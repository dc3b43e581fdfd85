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
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from figs_td.core.archive.events import resolve
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
        updating = tx.rating_stale_since()
    ranked = _ranking_rows(store, as_of)
    rated = _rating_rows(store)
    title = f"Classifica federale al {_day(as_of)}"
    letters = _letters(players, merged)
    nav = {"letters": tuple(letters)}
    pages = _split(ranked, RANKING_PAGE_ROWS, RANKING_PAGE_RESULTS, lambda r: len(r[7]))
    for n, rows in enumerate(pages, start=1):
        yield Page(ranking_page_name(n), "archive_ranking.html", "",
                   _fixed({"title": title, "rows": rows, "pager": _pager(n, len(pages), ranking_page_name), **nav}))  # fmt: skip
    pages = _split(rated, RATING_PAGE_ROWS)
    for n, rows in enumerate(pages, start=1):
        yield Page(rating_page_name(n), "archive_rating.html", "",
                   _fixed({"title": "Rating non ufficiale", "label": RATING_LABEL, "rows": rows,
                           "updating": _day(updating) if updating else "",
                           "pager": _pager(n, len(pages), rating_page_name), **nav}))  # fmt: skip
    for letter, group in letters.items():
        # names, clubs and tessere only: a letter's page changes when a player arrives or is
        # renamed, not after every event (the ranking and the rating have their own pages)
        pages = _split(tuple(group), LETTER_PAGE_ROWS)
        for n, rows in enumerate(pages, start=1):
            def name(i: int, letter: str = letter) -> str:
                return letter_page_name(letter, i)

            yield Page(name(n), "archive_letter.html", "",
                       _fixed({"title": f"Giocatori: {_letter_label(letter)}", "letter": letter,
                               "rows": rows, "pager": _pager(n, len(pages), name), **nav}))  # fmt: skip
    yield Page(SEARCH_INDEX, "", "", lambda: {"bytes": _search_index(letters)})
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


#: Rows of one page of the ranking and of the rating (issue 40 §2: a page of 100 ranking rows,
#: each with its results, stays under 200 KB; the rating's rows are short).
RANKING_PAGE_ROWS = 100
#: ... and at most this many results on one page (a result is at most ~150 bytes of HTML).
RANKING_PAGE_RESULTS = 1_000
RATING_PAGE_ROWS = 250
LETTER_PAGE_ROWS = 400
#: The players' search index (names, clubs, tessere), read by ``cerca.js``.
SEARCH_INDEX = "cerca.json"
#: The letter of names that do not start with A–Z.
OTHER_LETTER = "altri"


def ranking_page_name(n: int) -> str:
    """Page 1 of the ranking is the home page (the address published before the split)."""
    return "index.html" if n == 1 else f"classifica-{n}.html"


def rating_page_name(n: int) -> str:
    return "rating.html" if n == 1 else f"rating-{n}.html"


def letter_page_name(letter: str, n: int = 1) -> str:
    return f"giocatori-{letter}.html" if n == 1 else f"giocatori-{letter}-{n}.html"


def _letter_label(letter: str) -> str:
    return "altri nomi" if letter == OTHER_LETTER else letter.upper()


def _fixed(data: dict[str, Any]) -> Callable[[], dict[str, Any]]:
    return lambda: data


def _split(
    rows: tuple[Any, ...],
    size: int,
    budget: int | None = None,
    weight: Callable[[Any], int] | None = None,
) -> list[tuple[Any, ...]]:
    """``rows`` in pages of at most ``size`` rows and, with ``budget``, of at most ``budget`` of
    their ``weight`` (a row heavier than the budget has a page of its own); one empty page when
    there is none (the home page)."""
    pages: list[tuple[Any, ...]] = []
    page: list[Any] = []
    used = 0
    for row in rows:
        w = weight(row) if weight is not None else 0
        if page and (len(page) >= size or (budget is not None and used + w > budget)):
            pages.append(tuple(page))
            page, used = [], 0
        page.append(row)
        used += w
    if page or not pages:
        pages.append(tuple(page))
    return pages


def _pager(n: int, pages: int, name: Callable[[int], str]) -> tuple[tuple[int, str, bool], ...]:
    """Links to every page: (number, file, is this one); none when there is one page."""
    if pages <= 1:
        return ()
    return tuple((i, name(i), i == n) for i in range(1, pages + 1))


def _initial(name: str) -> str:
    """The letter a name is listed under: its first letter, accents ignored ("Émile" → e)."""
    for c in unicodedata.normalize("NFKD", name.casefold()):
        if c.isalpha() and c.isascii():
            return c
        if c.isalnum():
            return OTHER_LETTER
    return OTHER_LETTER


def _letters(
    players: dict[int, Any], merged: dict[int, int]
) -> dict[str, list[tuple[int, str, str, str]]]:
    """Every player (not merged into another) by the letter of his name, in name order."""
    out: dict[str, list[tuple[int, str, str, str]]] = {}
    for p in sorted(players.values(), key=lambda p: (p.name.casefold(), p.id)):
        if resolve(merged, p.id) != p.id:
            continue
        out.setdefault(_initial(p.name), []).append((p.id, p.name, p.club, p.federation_id))
    return dict(sorted(out.items(), key=lambda kv: (kv[0] == OTHER_LETTER, kv[0])))


def _search_index(letters: dict[str, list[tuple[int, str, str, str]]]) -> bytes:
    """``{"v": 1, "giocatori": [[id, name, club, tessera], …]}``: a player's page is
    ``giocatore-<id>.html``. Compact JSON, no spaces."""
    rows = [list(p) for group in letters.values() for p in group]
    data = {"v": 1, "giocatori": rows}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _ranking_rows(store: ArchiveStore, as_of: dt.date) -> tuple[Any, ...]:
    return tuple(
        (r.rank, r.player_id, r.name, r.club, r.points, r.counted, r.tournaments,
         tuple((x.event_id, x.event, _day(x.date), x.place, x.points, x.counted, x.why)
               for x in r.results))
        for r in ranking(store, as_of)
    )  # fmt: skip


def _rating_rows(store: ArchiveStore) -> tuple[Any, ...]:
    return tuple(
        (r.rank, r.player_id, r.name, r.club, r.rating, r.games) for r in rating_list(store)
    )


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
