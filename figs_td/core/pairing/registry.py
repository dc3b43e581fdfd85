"""Pairing systems by name and by Italian/English alias (``find_system("swiss")``)."""

from __future__ import annotations

import unicodedata

from figs_td.core.pairing.base import PairingError, PairingSystem
from figs_td.core.pairing.berger import DoubleRoundRobinSystem, RoundRobinSystem
from figs_td.core.pairing.duplicate import DuplicateSystem
from figs_td.core.pairing.groups import GroupEliminationSystem
from figs_td.core.pairing.knockout import KnockoutSystem
from figs_td.core.pairing.swiss_system import SwissSystem
from figs_td.core.pairing.teams import TeamSystem

__all__ = ["OTHER_NAMES", "SYSTEMS", "find_system", "system_names"]

#: Every system by canonical name (the values of ``model.System``).
SYSTEMS: dict[str, PairingSystem] = {
    s.name: s
    for s in (
        SwissSystem(),
        RoundRobinSystem(),
        DoubleRoundRobinSystem(),
        KnockoutSystem(),
        TeamSystem(),
        GroupEliminationSystem(),
        DuplicateSystem(),
    )
}


#: The other names a director may type for each system (English, older or shorter ones),
#: besides its canonical name and its label; separated by "|".
OTHER_NAMES: dict[str, str] = {
    "italo-svizzero": "swiss|svizzero|italo-swiss|italosvizzero|italo svizzero|sistema svizzero",
    "girone": "round-robin|roundrobin|girone all'italiana|girone-all-italiana|all-play-all|berger",
    "girone-doppio": "double-round-robin|doppio|girone doppio|girone-andata-ritorno"
    "|andata e ritorno",
    "eliminazione": "knockout|ko|eliminazione diretta|eliminazione-diretta|single-elimination"
    "|tabellone",
    "squadre": "teams|team|a squadre|coppie|pairs",
    "eliminazione-a-gruppi": "eliminazione a gruppi|gruppi|vincenti contro vincenti"
    "|eliminazione del circolo|group elimination|group-elimination|winners-winners"
    "|winners play winners",
    "duplicato": "duplicate",
}


def _norm(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return " ".join(folded.lower().replace("_", " ").replace("-", " ").split())


_ALIASES: dict[str, PairingSystem] = {}
for _system in SYSTEMS.values():
    for _alias in (_system.name, _system.label, *OTHER_NAMES[_system.name].split("|")):
        _ALIASES[_norm(_alias)] = _system


def find_system(name: str) -> PairingSystem:
    """The system called ``name`` (canonical name or alias, any case, accents and dashes folded)."""
    system = _ALIASES.get(_norm(str(name)))
    if system is None:
        known = ", ".join(SYSTEMS)
        raise PairingError(
            f"sistema di abbinamento sconosciuto: '{name}' (noti: {known})", code="unknown"
        )
    return system


def system_names() -> list[str]:
    return list(SYSTEMS)
