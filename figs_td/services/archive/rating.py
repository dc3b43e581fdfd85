"""The unofficial rating over the archive: event by event as events arrive; again from the
first day an action changes (a merge, an unmerge, a replacement, an event in the past), every
rating before it kept; all again after new parameters; the list of current ratings."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from figs_td.core.archive.events import ArchiveEvent, resolve
from figs_td.core.archive.rating import RatedEvent, RatingParams, rate_event, rate_history
from figs_td.services.archive.rules import rules_of

if TYPE_CHECKING:
    from figs_td.store.archive.store import ArchiveStore
    from figs_td.store.archive.tx import ArchiveTx

RATING_LABEL = "Rating non ufficiale (formula logistica propria del programma, non quello della federazione né quello NASPA)"


def rate_new_event(
    tx: ArchiveTx, eid: int, event: ArchiveEvent, ids: Sequence[int], params: RatingParams
) -> None:
    merged = tx.merged_map()
    root = [resolve(merged, i) for i in ids]
    state = tx.rating_state(set(root))
    ratings = {p: r for p, (r, _g) in state.items() if r is not None}
    played = {p: g for p, (_r, g) in state.items()}
    start = {root[x.index]: float(x.rating) for x in event.lines if x.rating}
    games = [(root[g.first], root[g.second], g.score_first, g.score_second) for g in event.games]
    changes = rate_event(ratings, played, games, params, start=start)
    tx.save_ratings(eid, changes)
    tx.set_player_ratings({p: (c.after, c.games_before + c.games) for p, c in changes.items()})


def rebuild_ratings(tx: ArchiveTx, params: RatingParams, since: dt.date | None = None) -> None:
    """Every active event from ``since`` on (None: from the first) rated again, every rating
    before it kept (after a merge, an unmerge, a replacement, an event added in the past, new
    parameters).

    Exact, not an approximation: ratings are chronological (day, then event), so nothing before
    ``since`` depends on what changed, and each player's state just before ``since`` is stored
    already — his first removed rating's ``before`` and ``games_before`` (none when he had no
    rated game before), or, for a player with no rating from ``since`` on, his current rating
    (his last one). The caller picks ``since`` so that whoever changes identity has no rating
    before it: for a merge or an unmerge, the merged player's first event
    (:func:`affected_since`)."""
    merged = tx.merged_map()
    starts = tx.start_ratings(since)
    order = [e.id for e in tx.events(since=since)]
    before = tx.clear_ratings(since)
    games_by_event: dict[int, list[tuple[int, int, int, int]]] = {}
    for eid, a, b, sa, sb in tx.rating_games(since):
        games_by_event.setdefault(eid, []).append((resolve(merged, a), resolve(merged, b), sa, sb))
    ratings = {p: r for p, (r, g) in before.items() if g > 0}
    played = {p: g for p, (_r, g) in before.items() if g > 0}
    if since is not None:  # the others with a rating before ``since``: their current one
        seen = {p for games in games_by_event.values() for g in games for p in g[:2]}
        state = tx.rating_state(seen - set(before)) if seen - set(before) else {}
        ratings.update({p: r for p, (r, _g) in state.items() if r is not None})
        played.update({p: g for p, (r, g) in state.items() if r is not None})

    def events() -> Iterator[RatedEvent]:
        for eid in order:
            start = {resolve(merged, p): float(r) for p, r in starts.get(eid, {}).items()}
            yield RatedEvent(eid, games_by_event.get(eid, []), start)

    by_event, now, now_played = rate_history(events(), params, ratings=ratings, played=played)
    tx.save_many_ratings(by_event)
    final: dict[int, tuple[float | None, int]] = {
        p: (r, g) if g > 0 else (None, 0) for p, (r, g) in before.items()
    }  # a player rated from ``since`` on no more (merged, replaced) goes back to before it
    final.update({p: (now[p], now_played[p]) for c in by_event.values() for p in c})
    tx.set_player_ratings(final)


def rerate_from(tx: ArchiveTx, since: dt.date, *, now: bool) -> None:
    """The ratings from ``since`` on change: computed again here (``now``), or marked to be
    computed afterwards (:func:`catch_up`: on the window's worker, by the command line's next
    step) so that the action returns at once (issue 40 §1). A day already waiting is kept if it
    is earlier: one re-rating from the earliest covers every waiting action (the ratings before
    it are untouched by all of them)."""
    waiting = tx.rating_stale_since()
    if not now:
        tx.mark_rating_stale(since)
        return
    day = since if waiting is None else min(waiting, since)
    if waiting is not None:
        tx.claim_rating_stale(waiting)
    rebuild_ratings(tx, rules_of(tx)[1], day)


def rating_pending(store: ArchiveStore) -> dt.date | None:
    """The first day whose ratings are "in aggiornamento" (None: they are current)."""
    with store.read() as tx:
        return tx.rating_stale_since()


def catch_up(store: ArchiveStore, *, actor: str = "") -> dt.date | None:
    """Compute the waiting ratings (one transaction; a kill leaves them waiting, as before);
    returns the day they were computed from, None when nothing waited or another desk did it."""
    with store.read() as tx:
        waiting = tx.rating_stale_since()
    if waiting is None:
        return None
    with store.transaction(actor=actor) as tx:
        if not tx.claim_rating_stale(waiting):
            return None
        rebuild_ratings(tx, rules_of(tx)[1], waiting)
        tx.audit("rating.catch_up", "rating", waiting.isoformat())
    return waiting


def affected_since(tx: ArchiveTx, merged_id: int) -> dt.date | None:
    """The first day a merge of ``merged_id`` into another player, or its unmerge, changes: the
    first active event ``merged_id`` — or an id merged into it — played in (None: none).

    Before that day the kept player's ratings are his own either way (stored under his id),
    and the merged one has none: nothing before it changes."""
    merged = tx.merged_map()

    def through(i: int) -> bool:  # whether ``i`` counts for ``merged_id`` (or is it)
        seen: set[int] = set()
        while i != merged_id and i in merged and i not in seen:
            seen.add(i)
            i = merged[i]
        return i == merged_id

    return tx.first_day_of(sorted({merged_id} | {i for i in merged if through(i)}))


def rerate_all(store: ArchiveStore, *, actor: str = "") -> None:
    """Rate every event again from the first (what new rating parameters do; the reference
    the partial re-ratings are tested and measured against)."""
    with store.transaction(actor=actor) as tx:
        waiting = tx.rating_stale_since()
        if waiting is not None:
            tx.claim_rating_stale(waiting)
        rebuild_ratings(tx, rules_of(tx)[1])
        tx.audit("rating.rebuild", "rating", "*")


@dataclass(frozen=True)
class RatingRow:
    rank: int
    player_id: int
    name: str
    club: str
    federation_id: str
    rating: int
    games: int


def rating_list(store: ArchiveStore) -> list[RatingRow]:
    """The current unofficial rating of every rated player, best first."""
    with store.read() as tx:
        rows = tx.current_ratings()
    rows.sort(key=lambda p: (-(p.rating or 0), p.name))
    out: list[RatingRow] = []
    prev, rank = None, 0
    for i, p in enumerate(rows, start=1):
        r = round(p.rating or 0)
        if r != prev:
            rank, prev = i, r
        out.append(RatingRow(rank, p.id, p.name, p.club, p.federation_id, r, p.rated_games))
    return out
