"""Standings use case (classifica): the core's standings on the stored tournament."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from figs_td.core.standings.table import StandingRow
from figs_td.services._gc import without_gc_passes as _without_gc_passes

__all__ = [
    "number",
    "placing_settings",
    "scope_of",
    "standings",
    "standings_json",
    "standings_of",
    "standings_with_scope",
]

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from typing import Any

    from figs_td.core.model import TournamentState
    from figs_td.core.standings.scope import StandingsScope
    from figs_td.store.records import TournamentInfo
    from figs_td.store.store import Store


def standings(
    store: Store,
    *,
    after_round: int | None = None,
    tiebreaks: str | Sequence[str] | None = None,
    provisional: bool = False,
) -> list[StandingRow]:
    """Standings after ``after_round`` (default: the last complete round) with the tournament's chain
    (``tiebreaks`` overrides it: ``"FIGS"``, ``"WESPA"`` or a list of criteria).
    ``provisional``: also the results entered so far in the rounds being played.

    Every row carries ``place`` and ``phase``: after the last phase of a knockout or phased event
    the rows are in the final placing (:mod:`figs_td.core.standings.placing`), otherwise ``place`` is the
    rank and ``phase`` the phase being played."""
    return standings_with_scope(
        store, after_round=after_round, tiebreaks=tiebreaks, provisional=provisional
    )[0]


def standings_with_scope(
    store: Store,
    *,
    after_round: int | None = None,
    tiebreaks: str | Sequence[str] | None = None,
    provisional: bool = False,
) -> tuple[list[StandingRow], StandingsScope]:
    """:func:`standings` and what they count and leave out (:func:`scope_of`: the title every
    view prints, "Classifica dopo il turno 0 — turno 1: 2 di 6 risultati, non contati")."""
    with store.read() as tx, _without_gc_passes():  # 7,500 games: thousands of objects
        info = tx.tournament.get()
        state = tx.state()
        last = tx.rounds.last_number()
    if after_round is not None and not 0 <= after_round <= last:
        from figs_td.errors import InputError

        raise InputError(f"turno {after_round} inesistente: il torneo è al turno {last}")
    # Default: after the last round with every result in (a round being played is left out,
    # its byes included); provisional: every result entered so far.
    scope = scope_of(state, info, after_round=after_round, provisional=provisional)
    chain = tiebreaks if tiebreaks is not None else info.tiebreaks
    return standings_of(state, chain, after_round=scope.after_round, info=info), scope


def scope_of(
    state: TournamentState,
    info: TournamentInfo | None = None,
    *,
    after_round: int | None = None,
    provisional: bool = False,
) -> StandingsScope:
    """What the standings after ``after_round`` count and leave out, and whether they are the
    final ones (:func:`figs_td.core.standings.scope.standings_scope`; the event is over as
    :func:`figs_td.reports.prepare.is_final_standings` says, with the tournament's bracket when
    ``info`` is given): one rule for every view of the standings."""
    from figs_td.core.standings.scope import standings_scope

    scope = standings_scope(state, after_round, provisional=provisional)
    if scope.provisional or scope.after_round <= 0:
        return scope
    if state.planned_rounds is None and info is None:
        return scope
    from dataclasses import replace

    from figs_td.reports.prepare import is_final_standings

    settings = placing_settings(info) if info is not None else None
    return replace(scope, final=is_final_standings(state, scope.after_round, settings))


def _incomplete_rounds(state: TournamentState) -> set[int]:
    """Rounds with a game still waiting for its result (``Game.has_result`` written out: a
    played game without both scores; byes and double forfeits are results)."""
    from figs_td.core.model import GameKind

    bye, double = GameKind.BYE, GameKind.DOUBLE_FORFEIT
    return {
        g.round
        for g in state.games
        if (g.score_first is None or g.score_second is None)
        and g.second is not None
        and g.kind is not bye
        and g.kind is not double
    }


def standings_of(
    state: TournamentState,
    tiebreaks: str | Sequence[str],
    *,
    after_round: int | None = None,
    info: TournamentInfo | None = None,
) -> list[StandingRow]:
    """Standings of a state already in memory (a desk's cached reads) with the chain
    ``tiebreaks``; ``after_round`` None counts every game with a result. The same computation as
    :func:`standings`, without re-reading the file. ``info`` (the tournament's settings and rule
    profile) gives the final placing of a knockout/phased event; without it ``place`` = rank.
    The place itself comes from :func:`figs_td.core.standings.placing.final_standings` (one rule)."""
    from figs_td.core.standings.placing import final_standings

    with _without_gc_passes():
        settings = placing_settings(info) if info is not None else {}
        return final_standings(state, tiebreaks, settings, after_round=after_round)


def placing_settings(info: TournamentInfo) -> dict[str, Any]:
    """What the placing needs from the tournament: its ``pairing.*`` settings without the
    prefix, and the rule profile's ``knockout_replay``."""
    from figs_td.core.rules import get_profile

    out = {k[len("pairing.") :]: v for k, v in info.settings.items() if k.startswith("pairing.")}
    try:
        out["knockout_replay"] = get_profile(info.profile, **info.profile_overrides).knockout_replay
    except ValueError:
        out["knockout_replay"] = "replay"
    return out


def phase_column(
    state: TournamentState,
    rows: Sequence[StandingRow],
    info: TournamentInfo,
    after_round: int | None = None,
) -> tuple[dict[int, str], str]:
    """What the window and the projector add to final standings that a bracket decided (issue
    44): each player's phase ("Eliminazione", "Consolazione", "Svizzero") by player id and the
    sentence saying that the bracket gave the top places; ``({}, "")`` otherwise (not final
    yet, no bracket). The documents and the pages read the same two things from
    ``reports.prepare.standings_data``."""
    from figs_td.core.standings.placing import bracket_note, phase_labels
    from figs_td.reports.prepare import has_bracket, is_final_standings

    settings = placing_settings(info)
    rnd = state.last_round if after_round is None else after_round
    decided = has_bracket(state, settings) and is_final_standings(state, rnd, settings)
    return phase_labels(rows, decided), bracket_note(rows, decided)


def number(value: Fraction | int) -> int | float:
    """A JSON number: an integer when whole, else a float (½ wins → 2.5)."""
    if isinstance(value, Fraction):
        return value.numerator if value.denominator == 1 else float(value)
    return value


def standings_json(rows: Sequence[StandingRow]) -> list[dict[str, Any]]:
    """The issue's JSON: rank, name, wins, spread, buchholz, points, games (+ tournament_points,
    and ``place``/``phase`` of the final placing — see :func:`standings`)."""
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
            "place": r.final_place,
            "phase": r.phase or "main",
        }
        for r in rows
    ]
