"""Pairing systems (abbinamenti): italo-svizzero, girone, girone doppio, eliminazione diretta.

``find_system(name)`` returns a system; ``system.pair(state, round_no, options)`` returns a whole
:class:`RoundPairing` or raises :class:`PairingError`.
"""

from figs_td.core.pairing.base import (
    History,
    PairingError,
    PairingOptions,
    PairingSystem,
    RoundPairing,
    Table,
)
from figs_td.core.pairing.registry import SYSTEMS, find_system

#: What callers of the package use: the types of a round, and the systems by name.
__all__ = ["History", "PairingError", "PairingOptions", "PairingSystem", "RoundPairing", "Table"]
__all__ += ["SYSTEMS", "find_system"]
