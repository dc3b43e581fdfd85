"""National ranking over the archive (classifica federale), with rules the federation edits.

The rules (:class:`RankingRules`, kept in the archive's settings table):

- points by final place, by category and field size (:class:`PointsRule`: the rule of the
  event's category — or ``*`` for any — with the largest ``min_players`` not above the field);
- the window: results of the ``window_months`` months before the reference date, as
  :func:`figs_td.core.archive.places.compute_ranking` ((as_of − window, as_of]);
- ``discards``: the player's worst ``discards`` results of the window are discarded (scarti);
- ``best_of``: of the others, the best ``best_of`` count.

The default (:data:`DEFAULT_RULES`) is the federation's 2009 table for every category and field,
24 months, best 11, no discards: on the same results it gives what ``figs-td ranking`` gives
(same points, same order, same shared ranks; tests/archive/test_archive_ranking.py checks it).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final, NamedTuple

from figs_td.core.archive.places import (
    BEST_OF,
    DEFAULT_PLACE_POINTS,
    DEFAULT_REST_POINTS,
    WINDOW_MONTHS,
    PlaceTable,
    months_before,
    normalise_name,
)

ANY: Final = "*"


@dataclass(frozen=True)
class PointsRule:
    """Points by place for events of ``category`` (``*``: any) with at least ``min_players``."""

    category: str = ANY
    min_players: int = 1
    table: PlaceTable = field(default_factory=PlaceTable)


@dataclass(frozen=True)
class RankingRules:
    window_months: int = WINDOW_MONTHS
    best_of: int = BEST_OF
    discards: int = 0
    points: tuple[PointsRule, ...] = (PointsRule(),)

    def __post_init__(self) -> None:
        if self.window_months < 1 or self.best_of < 1 or self.discards < 0 or not self.points:
            raise ValueError(
                "regole della classifica: servono almeno 1 mese, 1 risultato contato, scarti "
                "non negativi e una tabella dei punti"
            )

    def table_for(self, category: str, field_size: int) -> PlaceTable:
        """The points table of an event (most specific rule: own category first, then the
        largest ``min_players`` not above the field; the smallest rule when none fits)."""
        fitting = [
            r
            for r in self.points
            if r.category in (category, ANY) and r.min_players <= max(field_size, 1)
        ]
        if not fitting:
            fitting = [r for r in self.points if r.category in (category, ANY)] or list(self.points)
            return min(fitting, key=lambda r: r.min_players).table
        return max(fitting, key=lambda r: (r.category == category, r.min_players)).table

    def to_json(self) -> dict[str, Any]:
        return {
            "window_months": self.window_months,
            "best_of": self.best_of,
            "discards": self.discards,
            "points": [
                {
                    "category": r.category,
                    "min_players": r.min_players,
                    "places": list(r.table.points),
                    "rest": r.table.rest,
                }
                for r in self.points
            ],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RankingRules:
        """Rules from the settings' JSON; ``ValueError`` (Italian) when malformed."""
        try:
            points = tuple(
                PointsRule(
                    str(p.get("category", ANY))[:40],
                    int(p.get("min_players", 1)),
                    PlaceTable(
                        tuple(int(x) for x in p.get("places", DEFAULT_PLACE_POINTS))[:1000],
                        int(p.get("rest", DEFAULT_REST_POINTS)),
                    ),
                )
                for p in list(data.get("points", [{}]))[:200]
            )
            return cls(
                int(data.get("window_months", WINDOW_MONTHS)),
                int(data.get("best_of", BEST_OF)),
                int(data.get("discards", 0)),
                points,
            )
        except (TypeError, AttributeError) as exc:
            raise ValueError(f"regole della classifica non valide: {exc}") from None


DEFAULT_RULES: Final = RankingRules()


class ArchiveResult(NamedTuple):
    """One final place of a player (already resolved through merges) in an archived event (a
    named tuple: tens of thousands are made for one ranking, issue 40 §1)."""

    player_id: int
    name: str
    event_id: int
    event: str
    date: dt.date
    category: str
    field_size: int
    place: int
    federation_id: str = ""
    club: str = ""


class RankedResult(NamedTuple):
    event_id: int
    event: str
    date: dt.date
    category: str
    place: int
    points: int
    counted: bool
    why: str  # "contato", "oltre i migliori N", "scartato"


@dataclass(frozen=True)
class ArchiveRankingRow:
    rank: int
    player_id: int
    federation_id: str
    name: str
    club: str
    points: int
    counted: int
    tournaments: int
    results: tuple[RankedResult, ...]


def archive_ranking(
    results: Iterable[ArchiveResult], as_of: dt.date, rules: RankingRules = DEFAULT_RULES
) -> list[ArchiveRankingRow]:
    """The ranking on ``as_of`` (module text): best first, equal points share the rank and are
    listed by folded name, as :func:`figs_td.core.archive.places.compute_ranking`."""
    start = months_before(as_of, rules.window_months)
    grouped: dict[int, list[ArchiveResult]] = {}
    for r in results:
        if start < r.date <= as_of:
            grouped.setdefault(r.player_id, []).append(r)
    rows: list[tuple[int, str, ArchiveResult, int, tuple[RankedResult, ...]]] = []
    tables: dict[tuple[str, int], PlaceTable] = {}

    def table(category: str, field_size: int) -> PlaceTable:
        key = (category, field_size)
        if key not in tables:
            tables[key] = rules.table_for(category, field_size)
        return tables[key]

    for pid, recs in grouped.items():
        scored = sorted(
            ((table(r.category, r.field_size).for_place(r.place), r) for r in recs),
            key=lambda sr: (-sr[0], -sr[1].date.toordinal(), sr[1].event),
        )
        kept = max(len(scored) - rules.discards, 0)
        ranked: list[RankedResult] = []
        for i, (pts, r) in enumerate(scored):
            if i >= kept:
                why = "scartato"
            elif i >= rules.best_of:
                why = f"oltre i migliori {rules.best_of}"
            else:
                why = "contato"
            ranked.append(
                RankedResult(
                    r.event_id, r.event, r.date, r.category, r.place, pts, why == "contato", why
                )
            )
        total = sum(x.points for x in ranked if x.counted)
        latest = max(recs, key=lambda r: (r.date, r.event_id))
        rows.append((total, latest.name, latest, pid, tuple(ranked)))
    folded = {name: normalise_name(name) for _t, name, _l, _p, _r in rows}
    rows.sort(key=lambda r: (-r[0], folded[r[1]], r[3]))
    out: list[ArchiveRankingRow] = []
    rank, prev = 0, None
    for i, (total, name, latest, pid, results_of) in enumerate(rows, start=1):
        if total != prev:
            rank, prev = i, total
        counted = sum(1 for x in results_of if x.counted)
        fid = latest.federation_id or next(
            (r.federation_id for r in grouped[pid] if r.federation_id), ""
        )
        out.append(
            ArchiveRankingRow(
                rank, pid, fid, name, latest.club, total, counted, len(results_of), results_of
            )
        )
    return out
