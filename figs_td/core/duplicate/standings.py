"""Duplicate standings (domain.md §10): total, difference from the top total, percentage of it,
tops found; several games summed; ties shared; per-move ranking. The total includes the solo
bonuses and takes the warnings' and the arbiter's penalties (:mod:`.duplicate_bonus`), shown
apart in the row.

Order: total score (higher first), then the number of tops found (a move scoring the top score).
Players equal on both share the rank (1, 2, 2, 4).

A slip scoring above its move's top (entered before the top was placed: the score alone cannot
be checked until then) is *unsettled* until the arbiter corrects it: no move can score more than
the top, so the number is certainly wrong. It counts 0 here (the least the slip can be worth:
the total, the percentage and the rank are never built on it) and the row lists it
(:attr:`StandingRow.unsettled`), so that every printout and page marks the player as "da
verificare dall'arbitro" (issue 36).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from figs_td.core.duplicate.bonus import Adjustment

__all__ = [
    "UNSETTLED_LEGEND",
    "UNSETTLED_MARK",
    "MoveRank",
    "StandingRow",
    "counted",
    "move_ranking",
    "standings",
]

#: The sign of an unsettled slip on every printout and page, and what it means (issue 36).
UNSETTLED_MARK = "(!)"
UNSETTLED_LEGEND = (
    "(!) punteggio oltre il top, scritto prima che il top fosse sul tabellone: da verificare "
    "dall'arbitro; conta 0 finché non è corretto"
)


@dataclass
class StandingRow:
    rank: int
    player_id: int
    number: int  # the player's number (seq)
    name: str
    total: int
    top_total: int
    diff: int  # total - top total (0 or negative)
    pct: float  # total / top total × 100, one decimal
    tops: int
    per_game: dict[int, int] = field(default_factory=dict)
    solos: int = 0  # solo bonuses won
    bonus: int = 0  # their points
    warnings: int = 0
    penalty: int = 0  # points taken (warnings beyond the threshold + the arbiter's penalties)
    #: (game, move, score written) of the slips above the move's top, counted 0 until settled
    unsettled: list[tuple[int, int, int]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "rank": self.rank,
            "player_id": self.player_id,
            "number": self.number,
            "name": self.name,
            "total": self.total,
            "top_total": self.top_total,
            "diff": self.diff,
            "pct": self.pct,
            "tops": self.tops,
            "games": {str(k): v for k, v in sorted(self.per_game.items())},
            "solos": self.solos,
            "bonus": self.bonus,
            "warnings": self.warnings,
            "penalty": self.penalty,
            "unsettled": [{"game": g, "move": m, "score": v} for g, m, v in self.unsettled],
        }


@dataclass
class MoveRank:
    rank: int
    player_id: int
    number: int
    name: str
    score: int
    top: bool
    unsettled: bool = False  # the score is above the top: ranked as 0 until the arbiter settles it

    def to_json(self) -> dict[str, Any]:
        return asdict(self)  # the fields above, in their order


def _shared_ranks(keys: list[tuple[int, ...]]) -> list[int]:
    ranks: list[int] = []
    for i, k in enumerate(keys):
        ranks.append(ranks[-1] if i and keys[i - 1] == k else i + 1)
    return ranks


def standings(
    players: list[tuple[int, int, str]],
    tops: dict[tuple[int, int], int],
    scores: dict[tuple[int, int, int], int],
    adjust: dict[tuple[int, int, int], Adjustment] | None = None,
) -> list[StandingRow]:
    """``players``: (id, number, name); ``tops``: (game, move) → top score of the moves played;
    ``scores``: (game, move, player id) → the player's score (a missing slip counts 0);
    ``adjust``: the solo bonuses, warnings and penalties of the slips."""
    adjust = adjust or {}
    top_total = sum(tops.values())
    rows = []
    for pid, number, name in players:
        total = 0
        found = 0
        row = StandingRow(0, pid, number, name, 0, top_total, 0, 0.0, 0)
        for (g, m), top in tops.items():
            s = scores.get((g, m, pid), 0)
            if s > top:  # above the top: unsettled, counted 0 until the arbiter corrects it
                row.unsettled.append((g, m, s))
                s = 0
            if s == top and top > 0:
                found += 1
            adj = adjust.get((g, m, pid))
            if adj is not None:
                s += adj.net
                row.solos += 1 if adj.solo else 0
                row.bonus += adj.solo
                row.penalty += adj.warning_points + adj.penalty
            total += s
            row.per_game[g] = row.per_game.get(g, 0) + s
        row.warnings = _warnings(adjust, pid)
        row.total, row.tops, row.diff = total, found, total - top_total
        row.pct = round(100.0 * total / top_total, 1) if top_total else 0.0
        rows.append(row)
    rows.sort(key=lambda r: (-r.total, -r.tops, r.number))
    for row, rank in zip(rows, _shared_ranks([(r.total, r.tops) for r in rows]), strict=True):
        row.rank = rank
    return rows


def counted(score: int, top: int) -> int:
    """What a slip's score counts for: 0 when it is above the move's top (unsettled)."""
    return 0 if score > top else score


def _warnings(adjust: dict[tuple[int, int, int], Adjustment], pid: int) -> int:
    """A player's warnings: the last count of each game, summed over the games."""
    last: dict[int, int] = {}
    for (g, _m, p), adj in sorted(adjust.items()):
        if p == pid:
            last[g] = max(last.get(g, 0), adj.warning_rank)
    return sum(last.values())


def move_ranking(
    players: list[tuple[int, int, str]], top: int, scores: dict[int, int]
) -> list[MoveRank]:
    """The ranking of one move: ``scores`` player id → score (missing: 0)."""
    rows = [
        MoveRank(
            0,
            pid,
            number,
            name,
            scores.get(pid, 0),
            scores.get(pid, 0) == top and top > 0,
            scores.get(pid, 0) > top,
        )
        for pid, number, name in players
    ]
    rows.sort(key=lambda r: (-counted(r.score, top), r.number))
    keys: list[tuple[int, ...]] = [(counted(r.score, top),) for r in rows]
    for row, rank in zip(rows, _shared_ranks(keys), strict=True):
        row.rank = rank
    return rows
