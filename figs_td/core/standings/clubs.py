"""Club standings (classifica per circoli).

For each club: the sum of the tournament points (2/1/0) of its best ``best`` players in the
general standings (default 3), then the sum of their spread; the players who counted are listed.
Clubs equal on both share the rank.

Decisions where the texts are silent (docs/notes/prizes.md): a club with fewer than ``best``
players is ranked with the players it has; players without a club are left out; club names are
compared ignoring case and repeated spaces (the first spelling met is shown).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from figs_td.core.model import Player
from figs_td.core.standings.table import StandingRow

__all__ = ["ClubRow", "club_standings"]

DEFAULT_BEST: Final = 3  # how many of a club's players count, best first
MAX_BEST: Final = 50


@dataclass(frozen=True)
class ClubRow:
    """One club's line: rank, name, sums and the standings rows that counted."""

    rank: int
    club: str
    tournament_points: int  # the sum over ``players``
    spread: int
    players: tuple[StandingRow, ...]  # the best ``best`` members, in standings order
    members: int  # how many players the club has in the tournament


def club_standings(
    rows: Sequence[StandingRow], players: Sequence[Player], *, best: int = DEFAULT_BEST
) -> list[ClubRow]:
    """Club standings from the general standings ``rows`` (best first)."""
    if isinstance(best, bool) or not isinstance(best, int) or not 1 <= best <= MAX_BEST:
        raise ValueError(f"giocatori per circolo non validi: {best!r} (da 1 a {MAX_BEST})")
    club_of = {p.id: " ".join(p.club.split()) for p in players}
    groups: dict[str, list[StandingRow]] = {}
    shown: dict[str, str] = {}
    for r in rows:
        club = club_of.get(r.player_id, "")
        if not club:
            continue
        k = club.casefold()
        shown.setdefault(k, club)
        groups.setdefault(k, []).append(r)
    lines = []
    for k, members in groups.items():
        counted = tuple(members[:best])
        lines.append(
            (
                sum(r.tournament_points for r in counted),
                sum(r.spread for r in counted),
                shown[k],
                counted,
                len(members),
            )
        )
    lines.sort(key=lambda x: (-x[0], -x[1], x[2].casefold()))
    out: list[ClubRow] = []
    prev: tuple[int, int] | None = None
    rank = 0
    for i, (pts, spread, name, counted, n) in enumerate(lines, start=1):
        if (pts, spread) != prev:
            rank, prev = i, (pts, spread)
        out.append(ClubRow(rank, name, pts, spread, counted, n))
    return out
