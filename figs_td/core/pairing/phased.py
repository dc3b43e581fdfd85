"""Championship format (domain.md §7): N rounds of italo-svizzero, then a knockout among the top k.

The 2015 championship: 6 rounds of italo-svizzero in one group; then the top 4 play semifinals, a
final and a third-place final, while all the others continue with italo-svizzero rounds for the
consolation title (*Lettera d'Argento*).

Settings (the tournament's JSON ``settings["phases"]``)::

    {"swiss_rounds": 6, "knockout": 4, "best_of": 1, "third_place": true,
     "consolation": true, "consolation_rounds": null}

The knockout seeds are the top ``knockout`` players of the standings after ``swiss_rounds``
(tie-break chain of the tournament); they are recorded in the round's metadata.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from figs_td.core.model import TournamentState
from figs_td.core.pairing.base import PairingError, PairingOptions, RoundPairing, active_players
from figs_td.core.pairing.knockout import knockout_round
from figs_td.core.pairing.swiss import pair_swiss_group
from figs_td.core.standings import compute_standings

__all__ = ["Phases", "pair_phased_round", "phases_from_settings"]


@dataclass(frozen=True)
class Phases:
    swiss_rounds: int
    knockout: int
    best_of: int = 1
    third_place: bool = True
    consolation: bool = True
    consolation_rounds: int | None = None  # None: as long as the knockout lasts


def phases_from_settings(settings: Mapping[str, Any]) -> Phases | None:
    raw = settings.get("phases")
    if not raw:
        return None
    try:
        ph = Phases(
            swiss_rounds=int(raw["swiss_rounds"]),
            knockout=int(raw["knockout"]),
            best_of=int(raw.get("best_of", 1)),
            third_place=bool(raw.get("third_place", True)),
            consolation=bool(raw.get("consolation", True)),
            consolation_rounds=(
                int(raw["consolation_rounds"]) if raw.get("consolation_rounds") else None
            ),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise PairingError(
            f"impostazioni delle fasi non valide: {raw!r}", code="bad_option"
        ) from exc
    if ph.swiss_rounds < 1 or ph.knockout < 2 or ph.best_of < 1:
        raise PairingError(
            "fasi: servono almeno 1 turno di italo-svizzero e almeno 2 giocatori nel tabellone",
            code="bad_option",
        )
    return ph


def pair_phased_round(
    state: TournamentState, round_no: int, options: PairingOptions, phases: Phases
) -> RoundPairing:
    """A round after the Swiss phase: knockout tables first, then the consolation Swiss."""
    seeds_raw = (
        options.settings.get("knockout", {}).get("seeds")
        if isinstance(options.settings.get("knockout"), dict)
        else None
    )
    if seeds_raw:
        seeds = [int(x) for x in seeds_raw]
    else:
        rows = compute_standings(
            state, after_round=phases.swiss_rounds, tiebreaks=options.tiebreaks
        )
        eligible = [r.player_id for r in rows if state.player(r.player_id).is_active_in(round_no)]
        if len(eligible) < phases.knockout:
            raise PairingError(
                f"tabellone a {phases.knockout}: solo {len(eligible)} giocatori attivi",
                code="too_few",
            )
        seeds = eligible[: phases.knockout]
    start = phases.swiss_rounds + 1
    tables, idle, notes, _ = knockout_round(
        state,
        round_no,
        seeds,
        start_round=start,
        best_of=phases.best_of,
        third_place=phases.third_place,
    )
    byes: tuple[int, ...] = ()
    in_bracket = set(seeds)
    others = [p for p in active_players(state, round_no) if p.id not in in_bracket]
    extra_rounds = round_no - phases.swiss_rounds
    consolation = (
        phases.consolation
        and len(others) >= 2
        and (phases.consolation_rounds is None or extra_rounds <= phases.consolation_rounds)
    )
    all_tables = list(tables)
    if consolation:
        cons = pair_swiss_group(state, round_no, options, others, first_table=len(tables) + 1)
        all_tables += [dataclasses.replace(t, label="Consolazione") for t in cons.tables]
        byes = cons.byes
        notes += list(cons.notes)
    else:
        idle += [p.id for p in others]
    return RoundPairing(
        round=round_no,
        system="italo-svizzero",
        tables=tuple(all_tables),
        byes=byes,
        idle=tuple(idle),
        notes=tuple(notes),
        metadata={
            "phase": "knockout",
            "knockout": {
                "seeds": seeds,
                "start_round": start,
                "best_of": phases.best_of,
                "third_place": phases.third_place,
            },
        },
    )
