"""National ranking (classifica federale) from the final places of several tournaments.

domain.md §7 (the federation's 2009 rules): each tournament gives points by final place — 100, 80,
60, 50, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2
for places 1–29 and 1 point from 30th down (the table is editable); a player's ranking is the sum
of their best 11 results of the 24 months before the reference date.

Players are matched across tournaments by federation id (tessera), then by normalised name
(accents, case, punctuation and word order ignored).

Decisions where the texts are silent:

- Players sharing a place (equal on every tie-break) each get the points of that place.
- "The last 24 months" is the interval (as_of − 24 months, as_of]: a tournament played exactly
  24 months before ``as_of`` no longer counts; one played on ``as_of`` does.
- A record without tessera joins the player with that tessera when exactly one tessera carries
  that name; when the name belongs to several tesserae it stays apart.
- Equal rankings share the rank; they are listed by name.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

#: Points by final place, places 1–29 (domain.md §7, federation table of 2009).
DEFAULT_PLACE_POINTS: Final[tuple[int, ...]] = (
    100, 80, 60, 50, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16,
    15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2,
)  # fmt: skip
#: Points for every place after the table (30th and below).
DEFAULT_REST_POINTS: Final = 1
BEST_OF: Final = 11
WINDOW_MONTHS: Final = 24


@dataclass(frozen=True)
class PlaceTable:
    """Points by final place: ``points[i]`` for place i+1, ``rest`` for every later place."""

    points: tuple[int, ...] = DEFAULT_PLACE_POINTS
    rest: int = DEFAULT_REST_POINTS

    def __post_init__(self) -> None:
        if any(p < 0 for p in self.points) or self.rest < 0:
            raise ValueError("tabella dei punti per posizione: valori negativi non ammessi")

    def for_place(self, place: int) -> int:
        if place < 1:
            raise ValueError(f"posizione non valida: {place}")
        return self.points[place - 1] if place <= len(self.points) else self.rest


@dataclass(frozen=True)
class TournamentPlace:
    """One player's final place in one tournament, as read from a tournament or export file."""

    tournament: str
    date: dt.date
    place: int  # 1 = the winner
    name: str
    federation_id: str = ""


@dataclass(frozen=True)
class Result:
    """A counted (or not counted) result of a ranked player."""

    tournament: str
    date: dt.date
    place: int
    points: int
    counted: bool


@dataclass(frozen=True)
class RankingRow:
    rank: int
    federation_id: str
    name: str
    points: int
    counted: int  # results counted (≤ best_of)
    tournaments: int  # results in the window
    results: tuple[Result, ...] = field(default=())


# Letters that Unicode does not decompose into a base letter plus an accent.
_FOLD: Final = str.maketrans(
    {"ł": "l", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i", "þ": "th"}
)


def normalise_name(name: str) -> str:
    """Accents, case, punctuation and word order ignored: 'Rossi, Mário' == 'mario rossi',
    'Łukasz' == 'Lukasz'."""
    if name.isascii():  # most names: the same result without the per-letter walk
        return " ".join(sorted(_NOT_ALNUM.sub(" ", name.lower()).split()))
    folded = unicodedata.normalize("NFKD", name.casefold().translate(_FOLD))
    plain = "".join(c if c.isalnum() else " " for c in folded if not unicodedata.combining(c))
    return " ".join(sorted(plain.split()))


_NOT_ALNUM: Final = re.compile(r"[^a-z0-9]+")


def months_before(day: dt.date, months: int) -> dt.date:
    """The same day ``months`` earlier (clamped to the month's last day: 29 Feb → 28 Feb)."""
    y, m = divmod(day.year * 12 + day.month - 1 - months, 12)
    month = m + 1
    for d in (day.day, 30, 29, 28):
        try:
            return dt.date(y, month, min(d, day.day))
        except ValueError:
            continue
    raise AssertionError("unreachable")


def _identities(places: Sequence[TournamentPlace]) -> list[str]:
    """A key per record: ``id:<tessera>`` or, without a usable tessera, ``name:<normalised>``."""
    ids_by_name: dict[str, set[str]] = {}
    for p in places:
        if p.federation_id.strip():
            ids_by_name.setdefault(normalise_name(p.name), set()).add(p.federation_id.strip())
    keys = []
    for p in places:
        fid = p.federation_id.strip()
        if fid:
            keys.append(f"id:{fid}")
            continue
        norm = normalise_name(p.name)
        known = ids_by_name.get(norm, set())
        keys.append(f"id:{next(iter(known))}" if len(known) == 1 else f"name:{norm}")
    return keys


def compute_ranking(
    places: Iterable[TournamentPlace],
    as_of: dt.date,
    *,
    table: PlaceTable | None = None,
    best_of: int = BEST_OF,
    window_months: int = WINDOW_MONTHS,
) -> list[RankingRow]:
    """The national ranking on ``as_of``: best ``best_of`` results of the ``window_months`` months
    before it (domain.md §7), best first."""
    if best_of < 1 or window_months < 1:
        raise ValueError("classifica federale: servono almeno 1 risultato e 1 mese")
    table = table or PlaceTable()
    start = months_before(as_of, window_months)
    inside = [p for p in places if start < p.date <= as_of]
    keys = _identities(inside)
    grouped: dict[str, list[TournamentPlace]] = {}
    for key, p in zip(keys, inside, strict=True):
        grouped.setdefault(key, []).append(p)
    rows: list[tuple[int, str, str, int, int, tuple[Result, ...]]] = []
    for key, recs in grouped.items():
        scored = sorted(
            ((table.for_place(r.place), r) for r in recs),
            key=lambda sr: (-sr[0], -sr[1].date.toordinal(), sr[1].tournament),
        )
        results = tuple(
            Result(r.tournament, r.date, r.place, pts, i < best_of)
            for i, (pts, r) in enumerate(scored)
        )
        total = sum(res.points for res in results if res.counted)
        latest = max(recs, key=lambda r: r.date)
        fid = key[3:] if key.startswith("id:") else ""
        rows.append((total, latest.name, fid, min(best_of, len(recs)), len(recs), results))
    rows.sort(key=lambda r: (-r[0], normalise_name(r[1])))
    out: list[RankingRow] = []
    rank, prev = 0, None
    for i, (total, name, fid, counted, n, results) in enumerate(rows, start=1):
        if total != prev:
            rank, prev = i, total
        out.append(RankingRow(rank, fid, name, total, counted, n, results))
    return out
