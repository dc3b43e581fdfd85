"""Solo bonus, warnings and penalties of a duplicate event (domain.md §10: not in the Italian
texts, settings off by default; the French federation's values as a preset).

- **Solo** (*solitario*): when exactly one player's slip scores the top of a move and the event
  has at least ``solo_min_players`` players, that player gets ``solo_bonus`` points.
- **Warnings** (*avvertimenti*): counted per player within one game, in move order; each warning
  from the ``warning_from``-th on costs ``warning_penalty`` points.
- **Penalties** (*penalità*): points taken by the arbiter on a slip, as given.

Nothing here is stored: the adjustments are worked out from the slips whenever the standings,
the slips or the solutions sheet are shown, so a slip corrected later moves the solo too.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from figs_td.core.duplicate.rules import DuplicateSettings

__all__ = ["Adjustment", "SlipFacts", "adjustments", "solo_holder"]


@dataclass(frozen=True)
class SlipFacts:
    """What the standings need of one slip."""

    game: int
    move: int
    player_id: int
    score: int
    warnings: int = 0
    penalty: int = 0


@dataclass(frozen=True)
class Adjustment:
    """Points added to or taken from a slip's score."""

    solo: int = 0  # the bonus (0 or the setting)
    warning_points: int = 0  # taken for warnings beyond the threshold (positive)
    penalty: int = 0  # taken by the arbiter (positive)
    warning_rank: int = 0  # how many warnings the player has in the game up to this slip

    @property
    def net(self) -> int:
        return self.solo - self.warning_points - self.penalty


def solo_holder(
    settings: DuplicateSettings, players: int, top: int, scores: dict[int, int]
) -> int | None:
    """The player (id) who alone wrote the top of a move (``scores``: player id → score), when
    the solo bonus applies; else None."""
    if not settings.solo_bonus or players < settings.solo_min_players or top <= 0:
        return None
    found = [pid for pid, score in scores.items() if score == top]
    return found[0] if len(found) == 1 else None


def adjustments(
    settings: DuplicateSettings,
    players: int,
    tops: dict[tuple[int, int], int],
    slips: list[SlipFacts],
) -> dict[tuple[int, int, int], Adjustment]:
    """(game, move, player id) → the adjustment of each slip of a move played (in ``tops``)."""
    by_move: dict[tuple[int, int], list[SlipFacts]] = defaultdict(list)
    for s in slips:
        if (s.game, s.move) in tops:
            by_move[(s.game, s.move)].append(s)
    solo: set[tuple[int, int, int]] = set()
    for (g, m), group in by_move.items():
        pid = solo_holder(settings, players, tops[(g, m)], {s.player_id: s.score for s in group})
        if pid is not None:
            solo.add((g, m, pid))
    out: dict[tuple[int, int, int], Adjustment] = {}
    seen: dict[tuple[int, int], int] = defaultdict(int)  # (game, player) → warnings so far
    for s in sorted((s for grp in by_move.values() for s in grp), key=lambda s: (s.game, s.move)):
        key = (s.game, s.move, s.player_id)
        before = seen[(s.game, s.player_id)]
        seen[(s.game, s.player_id)] = before + s.warnings
        costly = 0
        if settings.warning_penalty:
            costly = sum(
                1 for k in range(before + 1, before + s.warnings + 1) if k >= settings.warning_from
            )
        adj = Adjustment(
            settings.solo_bonus if key in solo else 0,
            costly * settings.warning_penalty,
            s.penalty,
            before + s.warnings,
        )
        if adj.net or adj.warning_rank or adj.solo:
            out[key] = adj
    return out
