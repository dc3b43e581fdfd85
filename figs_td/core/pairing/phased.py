"""Championship format (domain.md §7): N rounds of italo-svizzero, then a knockout among the top k.

The 2015 championship: 6 rounds of italo-svizzero in one group; then the top 4 play semifinals, a
final and a third-place final, while all the others continue with italo-svizzero rounds for the
consolation title (*Lettera d'Argento*).

Settings (the tournament's JSON ``settings["phases"]``)::

    {"swiss_rounds": 6, "knockout": 4, "best_of": 1, "third_place": true,
     "consolation": true, "consolation_rounds": null}

The knockout seeds are the top ``knockout`` players of the standings after ``swiss_rounds``
(tie-break chain of the tournament); they are recorded in the round's metadata.

The 2008 format (two groups of 4 Swiss rounds, then a knockout from the quarter-finals among the
top 4 of each group) is ``{"swiss_rounds": 4, "knockout": 8, "groups": 2}``: players are dealt
into the groups in seed order (1→A, 2→B, 3→B, 4→A, …), each group is paired on its own, and the
bracket crosses the groups (A1–B4, B2–A3, B1–A4, A2–B3).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from figs_td.core.model import TournamentState
from figs_td.core.pairing.base import (
    PairingError,
    PairingOptions,
    RoundPairing,
    Table,
    active_players,
)
from figs_td.core.pairing.knockout import knockout_round, replay_rule, respect_constraints
from figs_td.core.pairing.swiss import pair_swiss_group
from figs_td.core.standings.table import compute_standings, seed_order

__all__ = [
    "Phases",
    "group_members",
    "pair_group_round",
    "pair_phased_round",
    "phases_from_settings",
]


@dataclass(frozen=True)
class Phases:
    swiss_rounds: int
    knockout: int
    best_of: int = 1
    third_place: bool = True
    consolation: bool = True
    consolation_rounds: int | None = None  # None: as long as the knockout lasts
    groups: int = 1  # 2008 format: the Swiss phase in separate groups (gironi)


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
            groups=int(raw.get("groups", 1)),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise PairingError(
            f"impostazioni delle fasi non valide: {raw!r}", code="bad_option"
        ) from exc
    if ph.groups < 1 or (ph.groups > 1 and ph.knockout % ph.groups):
        raise PairingError(
            f"fasi: {ph.knockout} posti nel tabellone non si dividono tra {ph.groups} gruppi",
            code="bad_option",
        )
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
    drawn: list[str] = []
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
        if phases.groups > 1:
            seeds = _group_seeds(state, options, phases, eligible)
        else:
            seeds = eligible[: phases.knockout]
        seeds, drawn = respect_constraints(seeds, state, round_no, options.settings)
    start = phases.swiss_rounds + 1
    tables, idle, notes, stages = knockout_round(
        state,
        round_no,
        seeds,
        start_round=start,
        best_of=phases.best_of,
        third_place=phases.third_place,
        replay=replay_rule(options.settings),
    )
    notes = [*drawn, *notes]
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
            "skips": [m.a for m in stages[-1] if m.b is None],
            "knockout": {
                "seeds": seeds,
                "start_round": start,
                "best_of": phases.best_of,
                "third_place": phases.third_place,
            },
        },
    )


def group_members(
    state: TournamentState, options: PairingOptions, phases: Phases
) -> dict[int, int]:
    """Group (0-based) of each player: stored (``groups_members``) or dealt in seed order
    snake-wise (1→A, 2→B, 3→B, 4→A, …); late entries join the smallest group."""
    stored = options.settings.get("groups_members") or {}
    g = phases.groups
    if not stored:
        members: dict[int, int] = {}
        for k, p in enumerate(seed_order(state.players)):
            lap, pos = divmod(k, g)
            members[p.id] = pos if lap % 2 == 0 else g - 1 - pos
        return members
    members = {int(k): int(v) for k, v in stored.items()}
    for p in seed_order(state.players):
        if p.id not in members:
            sizes = [sum(1 for v in members.values() if v == i) for i in range(g)]
            members[p.id] = sizes.index(min(sizes))
    return members


def pair_group_round(
    state: TournamentState, round_no: int, options: PairingOptions, phases: Phases
) -> RoundPairing:
    """A Swiss round of the group phase: each group paired on its own, tables numbered on."""
    members = group_members(state, options, phases)
    active = active_players(state, round_no)
    tables: list[Table] = []
    byes: list[int] = []
    notes: list[str] = []
    seed: int | None = None
    for gi in range(phases.groups):
        players = [p for p in active if members.get(p.id) == gi]
        if len(players) < 2:
            byes += [p.id for p in players]
            continue
        rp = pair_swiss_group(state, round_no, options, players, first_table=len(tables) + 1)
        name = f"Gruppo {chr(ord('A') + gi)}"
        tables += [dataclasses.replace(t, label=name) for t in rp.tables]
        byes += list(rp.byes)
        notes += [f"{name}: {n}" for n in rp.notes]
        seed = rp.seed if rp.seed is not None else seed
    return RoundPairing(
        round=round_no,
        system="italo-svizzero",
        tables=tuple(tables),
        byes=tuple(byes),
        seed=seed,
        notes=tuple(notes),
        metadata={
            "phase": "groups",
            "groups_members": {str(k): v for k, v in members.items()},
            "seed": seed,
            "draw": options.draw or "random",
        },
    )


def _group_seeds(
    state: TournamentState, options: PairingOptions, phases: Phases, ranked: list[int]
) -> list[int]:
    """Knockout seeds from the groups: A1, B1, A2, B2, … so that the bracket crosses the groups
    (with two groups of four: A1–B4, B2–A3, B1–A4, A2–B3) and group winners meet only in the final."""
    members = group_members(state, options, phases)
    per = phases.knockout // phases.groups
    by_group = [
        [pid for pid in ranked if members.get(pid) == gi][:per] for gi in range(phases.groups)
    ]
    for gi, top in enumerate(by_group):
        if len(top) < per:
            raise PairingError(
                f"gruppo {chr(ord('A') + gi)}: solo {len(top)} giocatori per {per} posti nel tabellone",
                code="too_few",
            )
    return [by_group[gi][k] for k in range(per) for gi in range(phases.groups)]
