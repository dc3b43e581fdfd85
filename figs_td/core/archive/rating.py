"""Unofficial rating (rating non ufficiale): a logistic rating updated event by event.

Not the federation's rating (its formula is not public, domain.md §7 "Rating storico"): the
archive labels it "non ufficiale" everywhere it is shown. The formula is the program's own (issue
40 §5): an Elo-style logistic rating whose curve uses the same scale as the one NASPA publishes, but
which is **not** NASPA's rating. NASPA's rating-dependent multipliers (a player above 2000 moves
less) and its iterative treatment of new players (a first rating computed from the event itself)
are not reproduced: here K depends only on the games played before, and a newcomer starts from the
rating written at registration or ``initial``. On a real event its changes are close to NASPA's
below 2000 and about 1.6× NASPA's above; in a fresh archive (everyone a newcomer) about 2×.

The formula:

- expected score of a player rated ``r`` against an opponent rated ``o``:
  ``1 / (1 + e^(0.0031879 · (o − r)))`` (``d = o − r``; 0.5 for equal ratings);
- after each event: ``new = old + K · (actual − expected)``, summed over the event's games, every
  expectation taken with the ratings *before* the event (a win 1, a draw ½, a loss 0);
- ``K`` by the games the player had played before the event (:class:`RatingParams`: ``k_bands``
  of ``(fewer than N games, K)``, then ``k_final``): a newcomer's rating moves faster.

A player's first rating is the one given by the event (a TSH or ``.figs`` rating) or
``initial``. Only played games count (no byes, no forfeits).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

SCALE: Final = 0.0031879


@dataclass(frozen=True)
class RatingParams:
    initial: float = 1500.0
    scale: float = SCALE
    k_bands: tuple[tuple[int, float], ...] = ((50, 32.0), (200, 24.0))
    k_final: float = 16.0

    def __post_init__(self) -> None:
        if not (0 < self.scale < 1) or self.k_final < 0 or any(k < 0 for _n, k in self.k_bands):
            raise ValueError("parametri del rating non validi (scala tra 0 e 1, K non negativi)")

    def k_for(self, games_played: int) -> float:
        """K of a player who had played ``games_played`` rated games before the event."""
        for below, k in self.k_bands:
            if games_played < below:
                return k
        return self.k_final

    def to_json(self) -> dict[str, Any]:
        return {
            "initial": self.initial,
            "scale": self.scale,
            "k_bands": [list(b) for b in self.k_bands],
            "k_final": self.k_final,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RatingParams:
        try:
            bands = tuple(
                (int(n), float(k)) for n, k in list(data.get("k_bands", [[50, 32], [200, 24]]))[:50]
            )
            return cls(
                float(data.get("initial", 1500.0)),
                float(data.get("scale", SCALE)),
                bands,
                float(data.get("k_final", 16.0)),
            )
        except (TypeError, ValueError, AttributeError) as exc:
            raise ValueError(f"parametri del rating non validi: {exc}") from None


DEFAULT_PARAMS: Final = RatingParams()


def expected_score(own: float, opponent: float, scale: float = SCALE) -> float:
    """``1 / (1 + e^(scale · d))`` with ``d = opponent − own``."""
    d = max(min(scale * (opponent - own), 700.0), -700.0)
    return 1.0 / (1.0 + math.exp(d))


@dataclass(frozen=True)
class Change:
    """One player's rating across one event."""

    before: float
    after: float
    expected: float
    actual: float
    games: int  # games of this event
    games_before: int  # rated games before the event


#: A played game: (first, second, score_first, score_second), players by any hashable id.
GameTuple = tuple[int, int, int, int]


def rate_event(
    ratings: Mapping[int, float],
    played: Mapping[int, int],
    games: Iterable[GameTuple],
    params: RatingParams = DEFAULT_PARAMS,
    *,
    start: Mapping[int, float] | None = None,
) -> dict[int, Change]:
    """The change of every player of one event. ``ratings``/``played``: each player's rating
    and rated games before it (a player missing from ``ratings`` starts at ``start[id]`` or
    ``params.initial``)."""
    start = start or {}
    before: dict[int, float] = {}
    exp: dict[int, float] = {}
    act: dict[int, float] = {}
    n: dict[int, int] = {}

    def rating_of(p: int) -> float:
        r = before.get(p)
        if r is None:
            r = ratings.get(p)
            if r is None:
                r = float(start.get(p, params.initial))
            before[p] = r
        return r

    for a, b, sa, sb in games:
        ra, rb = rating_of(a), rating_of(b)
        ea = expected_score(ra, rb, params.scale)
        exp[a] = exp.get(a, 0.0) + ea
        exp[b] = exp.get(b, 0.0) + (1.0 - ea)
        wa = 1.0 if sa > sb else (0.5 if sa == sb else 0.0)
        act[a] = act.get(a, 0.0) + wa
        act[b] = act.get(b, 0.0) + (1.0 - wa)
        n[a] = n.get(a, 0) + 1
        n[b] = n.get(b, 0) + 1
    out: dict[int, Change] = {}
    for p, r in before.items():
        k = params.k_for(played.get(p, 0))
        out[p] = Change(r, r + k * (act[p] - exp[p]), exp[p], act[p], n[p], played.get(p, 0))
    return out


@dataclass(frozen=True)
class RatedEvent:
    """The games of one event in the order events are rated (date, then id)."""

    event_id: int
    games: Sequence[GameTuple]
    start: Mapping[int, float]  # ratings given by the event (a player's first rating)


def rate_history(
    events: Iterable[RatedEvent],
    params: RatingParams = DEFAULT_PARAMS,
    *,
    ratings: Mapping[int, float] | None = None,
    played: Mapping[int, int] | None = None,
) -> tuple[dict[int, dict[int, Change]], dict[int, float], dict[int, int]]:
    """Every event rated in turn: (changes by event, final ratings, rated games). ``ratings``
    and ``played``: each player's state before the first of ``events`` (none: nobody rated
    yet), to rate the history from a point on."""
    now = dict(ratings or {})
    games = dict(played or {})
    by_event: dict[int, dict[int, Change]] = {}
    for ev in events:
        changes = rate_event(now, games, ev.games, params, start=ev.start)
        for p, c in changes.items():
            now[p] = c.after
            games[p] = c.games_before + c.games
        by_event[ev.event_id] = changes
    return by_event, now, games


def tournament_changes(
    ratings: Mapping[int, int | None],
    games: Iterable[GameTuple],
    params: RatingParams = DEFAULT_PARAMS,
) -> dict[int, float]:
    """Expected rating change of each player of a tournament so far (``standings
    --rating-change``): the tournament's ratings as registered; a player without one starts at
    ``initial`` with the newcomer's K, a rated player has the established K (``k_final``)."""
    rated = {p: float(r) for p, r in ratings.items() if r is not None}
    played = {p: 10**9 for p in rated}
    changes = rate_event(rated, played, games, params)
    return {p: (changes[p].after - changes[p].before) if p in changes else 0.0 for p in ratings}
