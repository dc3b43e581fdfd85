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

__all__ = ["SYSTEMS", "find_system", "system_names"]

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


def _norm(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return " ".join(folded.lower().replace("_", " ").replace("-", " ").split())


_ALIASES: dict[str, PairingSystem] = {}
for _system in SYSTEMS.values():
    for _alias in (_system.name, _system.label, *_system.aliases):
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
