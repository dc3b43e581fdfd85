"""Final placing (classifica finale) of a knockout or a phased event (domain.md §7).

- The knockout decides the places it covers: the champion 1st, the finalist 2nd, then the
  semifinal losers — the third-place match's winner 3rd and loser 4th, or both 3rd (shared)
  when there is no such match — then the players out in each earlier round, round by round
  (the later the exit, the better), and within a round of exit by seed.
- Everyone else keeps their place in the standings below them (the Swiss standings of a phased
  event; the consolation pool, when it played on, is that group and is ranked after the bracket).
- Players equal in those standings share the place, as they share the rank.

Nothing here is stored: the placing is worked out from the seeds and the games, like the bracket.
It applies once the bracket is complete (final, and third-place match if any, decided);
:func:`final_placing` returns ``None`` before that and for events without a knockout.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from figs_td.core.model import System, TournamentState
from figs_td.core.standings.table import StandingRow, compute_standings

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:  # the bracket is built only for a knockout or phased event (see _bracket)
    from typing import Any

    from figs_td.core.pairing.knockout import Match

__all__ = [
    "CONSOLATION_BUCHHOLZ",
    "PHASES",
    "bracket_note",
    "phase_labels",
    "Placing",
    "current_phase",
    "final_placing",
    "final_standings",
    "knockout_places",
    "outside_state",
]

#: Setting ``pairing.consolation_buchholz`` (``consolation_buchholz`` in the placing settings):
#: which games count in the Buchholz that orders the players outside the bracket. ``esclusa``
#: (default, domain.md "Final placing"): the bracket's games are left out — the knockout is
#: another competition, and a pool player cannot choose his Swiss opponents, so their wins in
#: the semifinal or the final must not decide his place among the pool. ``inclusa``: every game
#: counts (the standings over all rounds), for a federation that reads its rules that way.
CONSOLATION_BUCHHOLZ: dict[str, str] = {
    "esclusa": "partite del tabellone escluse",
    "inclusa": "partite del tabellone incluse",
}

#: Values of ``Placing.phase`` / the standings' ``phase`` and their Italian labels.
PHASES: dict[str, str] = {
    "main": "Classifica",
    "swiss": "Svizzero",
    "groups": "Gironi",
    "knockout": "Eliminazione",
    "consolation": "Consolazione",
    "outside": "Fuori tabellone",
}


@dataclass(frozen=True)
class Placing:
    """One player's final place and the phase of the event that decided it."""

    player_id: int
    place: int
    phase: str  # a key of PHASES


def _bracket_complete(stages: Sequence[Sequence[Match]]) -> bool:
    if not stages:
        return False
    last = stages[-1]
    return any(m.label == "Finale" for m in last) and all(m.winner is not None for m in last)


def knockout_places(stages: Sequence[Sequence[Match]], seeds: Sequence[int]) -> list[Placing]:
    """Places of the bracket's players from a complete bracket (see the module docstring)."""
    seed_of = {pid: i for i, pid in enumerate(seeds)}
    last = stages[-1]
    final = next(m for m in last if m.label == "Finale")
    third = next((m for m in last if m.label == "Finale 3° posto"), None)
    assert final.winner is not None and final.loser is not None
    out = [Placing(final.winner, 1, "knockout"), Placing(final.loser, 2, "knockout")]
    place = 3
    # Earlier stages, the latest first: the semifinals, then the quarter-finals …
    for k, stage in enumerate(reversed(stages[:-1])):
        losers = sorted(
            (m.loser for m in stage if m.loser is not None), key=lambda p: seed_of.get(p, 0)
        )
        if k == 0 and third is not None and third.winner is not None:
            # Third-place match (finale 3° posto): its winner 3rd, its loser 4th.
            assert third.loser is not None
            out += [Placing(third.winner, 3, "knockout"), Placing(third.loser, 4, "knockout")]
            place = 5
            continue
        if k == 0:
            # No third-place match: the semifinal losers share the third place.
            out += [Placing(p, place, "knockout") for p in losers]
            place += len(losers)
            continue
        for p in losers:
            out.append(Placing(p, place, "knockout"))
            place += 1
    return out


def _bracket(
    state: TournamentState, settings: Mapping[str, Any]
) -> tuple[list[int], list[list[Match]]] | None:
    ko = settings.get("knockout")
    if not isinstance(ko, Mapping) or not ko.get("seeds"):
        return None
    phases = settings.get("phases") if isinstance(settings.get("phases"), Mapping) else None
    seeds = [int(x) for x in ko["seeds"]]
    start = int(ko.get("start_round", 1))
    best_of = int(ko.get("best_of", 1))
    third = bool(ko.get("third_place", False))
    if phases is not None:
        best_of = int(phases.get("best_of", best_of))
        third = bool(phases.get("third_place", third))
    games = [g for g in state.games if g.round >= start and g.has_result]
    gone = frozenset(p.id for p in state.players if not p.is_active_in(state.last_round + 1))
    replay = str(settings.get("knockout_replay", "replay"))
    from figs_td.core.pairing.knockout import build_bracket

    stages = build_bracket(
        seeds, games, best_of=best_of, third_place=third, withdrawn=gone, replay=replay
    )
    return seeds, stages


def _knockout_start(settings: Mapping[str, Any]) -> int:
    ko = settings.get("knockout")
    return int(ko.get("start_round", 1)) if isinstance(ko, Mapping) else 1


def outside_state(state: TournamentState, settings: Mapping[str, Any]) -> TournamentState:
    """``state`` without the bracket's games (the games from the knockout's first round on in
    which a seeded player sits): what places the players outside the bracket. Their Buchholz is
    not lifted by what their Swiss opponents did in the knockout; without a consolation pool
    this is the standings after the last Swiss round."""
    ko = settings.get("knockout")
    if not isinstance(ko, Mapping) or not ko.get("seeds"):
        return state
    seeds = {int(x) for x in ko["seeds"]}
    start = _knockout_start(settings)
    games = [
        g
        for g in state.games
        if g.round < start or not (g.first in seeds or (g.second is not None and g.second in seeds))
    ]
    return replace(state, games=games)


def final_placing(
    state: TournamentState, rows: Sequence[StandingRow], settings: Mapping[str, Any]
) -> list[Placing] | None:
    """The final placing, best first, or ``None`` when it does not apply (yet).

    ``rows``: the standings that place everyone outside the bracket (their order and shared
    ranks; see :func:`outside_state`). ``settings``: the pairing settings (``knockout`` with
    its ``seeds``, ``start_round``, ``best_of``, ``third_place``; ``phases`` for a phased event;
    ``knockout_replay`` from the rule profile).
    """
    phased = isinstance(settings.get("phases"), Mapping)
    if state.system is not System.KNOCKOUT and not phased:
        return None
    built = _bracket(state, settings)
    if built is None:
        return None
    seeds, stages = built
    if not _bracket_complete(stages):
        return None
    out = knockout_places(stages, seeds)
    in_bracket = {p.player_id for p in out}
    place = len(out) + 1
    start = _knockout_start(settings)
    others = [r for r in rows if r.player_id not in in_bracket]
    others_ids = {r.player_id for r in others}
    consolation = any(
        g.round >= start and g.first in others_ids for g in state.games if g.second is not None
    )
    if not phased:
        phase = "outside"
    else:
        phase = "consolation" if consolation else "swiss"
    prev_rank: int | None = None
    shared = place
    for i, r in enumerate(others):
        if r.rank != prev_rank:
            shared = place + i
            prev_rank = r.rank
        out.append(Placing(r.player_id, shared, phase))
    return out


def current_phase(
    state: TournamentState, settings: Mapping[str, Any], after_round: int | None
) -> str:
    """The phase the standings are taken in: ``main`` (one-phase events), ``swiss``/``groups``
    then ``knockout`` (phased events), ``knockout`` (eliminazione)."""
    if state.system is System.KNOCKOUT:
        return "knockout"
    phases = settings.get("phases")
    if not isinstance(phases, Mapping):
        return "main"
    rnd = state.last_round if after_round is None else after_round
    try:
        swiss_rounds = int(phases.get("swiss_rounds", 0))
        groups = int(phases.get("groups", 1))
    except (TypeError, ValueError):
        return "main"
    if rnd > swiss_rounds:
        return "knockout"
    return "groups" if groups > 1 else "swiss"


def final_standings(
    state: TournamentState,
    tiebreaks: str | Sequence[str],
    settings: Mapping[str, Any],
    *,
    after_round: int | None = None,
) -> list[StandingRow]:
    """THE place of every player, whatever the format: the standings after ``after_round``
    (default: every game with a result) with ``place`` and ``phase`` filled.

    Swiss, round robin, eliminazione a gruppi: ``place`` is the rank (shared on a complete tie).
    Knockout and phased events once the bracket is decided (the standings after the last round
    only): the rows in the final placing's order (:func:`final_placing`); the players outside
    the bracket carry the rows that placed them (:func:`outside_state`), so the Buchholz printed
    beside them is the one that decided their order. Every document, page, the federation
    export and the prize assignment read ``place`` from here (through the standings service).
    """
    rows = compute_standings(state, after_round=after_round, tiebreaks=tiebreaks)
    final = after_round is None or after_round >= state.last_round
    placing = None
    outside_rows: Sequence[StandingRow] = rows
    if (
        final
        and settings
        and (state.system is System.KNOCKOUT or isinstance(settings.get("phases"), Mapping))
    ):
        # The consolation pool's Buchholz: the bracket's games left out unless the tournament
        # says otherwise (CONSOLATION_BUCHHOLZ).
        every_game = settings.get("consolation_buchholz") == "inclusa"
        reduced = state if every_game else outside_state(state, settings)
        if reduced is not state:
            outside_rows = compute_standings(reduced, after_round=after_round, tiebreaks=tiebreaks)
        placing = final_placing(state, outside_rows, settings)
    if placing is None:
        phase = current_phase(state, settings, after_round)
        return [r.placed(r.rank, phase) for r in rows]
    by_id = {r.player_id: r for r in rows}
    outside = {r.player_id: r for r in outside_rows}
    out: list[StandingRow] = []
    for p in placing:
        row = by_id.get(p.player_id) if p.phase == "knockout" else outside.get(p.player_id)
        if row is not None:
            out.append(row.placed(p.place, p.phase))
    return out


def phase_labels(rows: Sequence[StandingRow], final: bool) -> dict[int, str]:
    """Each player's phase as printed in the final standings of an event whose top places the
    bracket decided ("Eliminazione", "Consolazione", "Svizzero", "Fuori tabellone"), by player
    id; empty when the bracket did not decide the standings (not final, no bracket, other
    formats): then there is no phase column."""
    if not final or not any(r.phase == "knockout" for r in rows):
        return {}
    return {r.player_id: PHASES.get(r.phase, r.phase) for r in rows}


def bracket_note(rows: Sequence[StandingRow], final: bool) -> str:
    """The sentence under final standings that the bracket decided (issue 44): which places the
    bracket gave and what ordered the others; "" when :func:`phase_labels` is empty."""
    labels = phase_labels(rows, final)
    if not labels:
        return ""
    ko = [r for r in rows if r.phase == "knockout"]
    others = [r for r in rows if r.phase != "knockout"]
    if not others:
        return (
            "La classifica è decisa dal tabellone a eliminazione diretta: conta il turno in cui "
            "si esce, non i punti."
        )
    kinds = " / ".join(sorted({PHASES.get(r.phase, r.phase) for r in others}))
    return (
        f"I primi {len(ko)} posti sono decisi dal tabellone a eliminazione diretta (fase "
        "Eliminazione): conta il turno in cui si esce, non i punti. Gli altri posti seguono "
        f"l'ordine della classifica (fase {kinds})."
    )
