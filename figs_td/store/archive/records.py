"""The plain records an archive transaction returns (:mod:`.tx`): players, events, a player's
line in an event, merges; and the rows of the ``SELECT`` s that become them."""

from __future__ import annotations

import datetime as dt
import functools
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class PlayerRow:
    id: int
    name: str
    club: str
    federation_id: str
    merged_into: int | None
    rating: float | None
    rated_games: int
    version: int
    events: int = 0


@dataclass(frozen=True)
class EventRow:
    id: int
    name: str
    day: dt.date
    place: str
    category: str
    players: int
    rounds: int
    games: int
    source: str
    added_at: str
    actor: str
    replaced_by: int | None
    version: int


@dataclass(frozen=True)
class ResultRow:
    """A player's line in an event, with the event."""

    event_id: int
    event: str
    day: dt.date
    category: str
    field_size: int
    player_id: int
    place: int
    name: str
    club: str
    federation_id: str
    rating: int | None
    games: int
    wins: float


@dataclass(frozen=True)
class MergeRow:
    id: int
    kept_id: int
    merged_id: int
    at: str
    actor: str
    undone_at: str | None
    undone_by: str | None


@functools.lru_cache(maxsize=65_536)
def iso_day(text: str) -> dt.date:
    """The day of an ISO date as stored (cached: a few hundred days for many thousand rows)."""
    return dt.date.fromisoformat(text)


def event_row(r: Any) -> EventRow:
    """The :class:`EventRow` of a row of ``tx._EVENT_COLS``."""
    return EventRow(
        r[0], r[1], iso_day(r[2]), r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10],
        r[11], r[12],
    )  # fmt: skip


def result_row(r: Any) -> ResultRow:
    """The :class:`ResultRow` of a row of ``tx._RESULT_SQL``."""
    return ResultRow(
        r[0], r[1], iso_day(r[2]), r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10],
        r[11], float(r[12]),
    )  # fmt: skip
