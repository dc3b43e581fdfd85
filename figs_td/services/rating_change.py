"""Expected change of the unofficial rating during a tournament (``standings --rating-change``).

The core's logistic formula (:func:`figs_td.core.archive.rating.tournament_changes`) over the games
played so far, with the ratings the players were registered with; the same default parameters
as a new archive. Unofficial, like the archive's rating.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from figs_td.core.archive.rating import DEFAULT_PARAMS, RatingParams, tournament_changes
from figs_td.core.model import GameKind

if TYPE_CHECKING:
    from figs_td.core.model import TournamentState
    from figs_td.store.store import Store

_PLAYED = (GameKind.NORMAL, GameKind.TIME_LOSS)


def rating_changes_of(
    state: TournamentState, *, after_round: int | None = None, params: RatingParams = DEFAULT_PARAMS
) -> dict[int, float]:
    """Player id → expected rating change after the games with a result (up to ``after_round``)."""
    games = [
        (g.first, g.second, g.score_first, g.score_second)
        for g in state.games
        if g.kind in _PLAYED
        and g.second is not None
        and g.score_first is not None
        and g.score_second is not None
        and (after_round is None or g.round <= after_round)
    ]
    return tournament_changes({p.id: p.rating for p in state.players}, games, params)  # type: ignore[arg-type]


def rating_changes(store: Store, *, after_round: int | None = None) -> dict[int, float]:
    with store.read() as tx:
        state = tx.state()
    return rating_changes_of(state, after_round=after_round)
