"""The unofficial rating over the archive: event by event as events arrive, all again after a
merge, a replacement, an event in the past or new parameters; the list of current ratings."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from figs_td.core.archive import ArchiveEvent, resolve
from figs_td.core.rating import RatedEvent, RatingParams, rate_event, rate_history
from figs_td.services.archive.rules import rules_of

if TYPE_CHECKING:
    from figs_td.store.archive.store import ArchiveStore
    from figs_td.store.archive.tx import ArchiveTx

RATING_LABEL = "Rating non ufficiale (formula logistica NASPA, non quello della federazione)"


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


def rebuild_ratings(tx: ArchiveTx, params: RatingParams) -> None:
    """Every active event rated again from the first (after a merge, a replacement, an event
    added in the past, new parameters)."""
    merged = tx.merged_map()
    starts = tx.start_ratings()
    order = [e.id for e in tx.events()]

    def events() -> Iterator[RatedEvent]:
        current: int | None = None
        games: list[tuple[int, int, int, int]] = []
        games_by_event: dict[int, list[tuple[int, int, int, int]]] = {}
        for eid, a, b, sa, sb in tx.rating_games():
            if eid != current and current is not None:
                games_by_event[current] = games
                games = []
            current = eid
            games.append((resolve(merged, a), resolve(merged, b), sa, sb))
        if current is not None:
            games_by_event[current] = games
        for eid in order:
            start = {resolve(merged, p): float(r) for p, r in starts.get(eid, {}).items()}
            yield RatedEvent(eid, games_by_event.get(eid, []), start)

    by_event, ratings, played = rate_history(events(), params)
    tx.clear_ratings()
    for eid, changes in by_event.items():
        tx.save_ratings(eid, changes)
    tx.set_player_ratings({p: (r, played[p]) for p, r in ratings.items()})


def rerate_all(store: ArchiveStore, *, actor: str = "") -> None:
    """Rate every event again from the first (what a merge or a new parameter does)."""
    with store.transaction(actor=actor) as tx:
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
