"""Standings use case (classifica): the core's standings on the stored tournament."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from figs_td.core.standings import StandingRow, compute_standings

if TYPE_CHECKING:
    from figs_td.core.model import TournamentState
    from figs_td.store.store import Store

__all__ = ["number", "standings", "standings_json", "standings_of"]


def standings(
    store: Store,
    *,
    after_round: int | None = None,
    tiebreaks: str | Sequence[str] | None = None,
) -> list[StandingRow]:
    """Standings after ``after_round`` (default: the last complete round) with the tournament's chain
    (``tiebreaks`` overrides it: ``"FIGS"``, ``"WESPA"`` or a list of criteria)."""
    with store.read() as tx:
        info = tx.tournament.get()
        state = tx.state()
        last = tx.rounds.last_number()
    if after_round is None:
        # Default: after the last round with every result in (a round being played is left out,
        # its byes included).
        incomplete = {g.round for g in state.games if not g.has_result}
        after_round = min(incomplete) - 1 if incomplete else last
    if after_round is not None and not 0 <= after_round <= last:
        from figs_td.errors import InputError

        raise InputError(f"turno {after_round} inesistente: il torneo è al turno {last}")
    chain = tiebreaks if tiebreaks is not None else info.tiebreaks
    return standings_of(state, chain, after_round=after_round)


def standings_of(
    state: TournamentState, tiebreaks: str | Sequence[str], *, after_round: int | None = None
) -> list[StandingRow]:
    """Standings of a state already in memory (a desk's cached reads) with the chain
    ``tiebreaks``; ``after_round`` None counts every game with a result. The same computation as
    :func:`standings`, without re-reading the file."""
    return compute_standings(state, after_round=after_round, tiebreaks=tiebreaks)


def number(value: Fraction | int) -> int | float:
    """A JSON number: an integer when whole, else a float (½ wins → 2.5)."""
    if isinstance(value, Fraction):
        return value.numerator if value.denominator == 1 else float(value)
    return value


def standings_json(rows: Sequence[StandingRow]) -> list[dict[str, Any]]:
    """The issue's JSON: rank, name, wins, spread, buchholz, points, games (+ tournament_points)."""
    return [
        {
            "rank": r.rank,
            "name": r.name,
            "wins": number(r.wins),
            "spread": r.spread,
            "buchholz": number(r.buchholz),
            "points": r.points,
            "games": r.games,
            "tournament_points": r.tournament_points,
        }
        for r in rows
    ]
