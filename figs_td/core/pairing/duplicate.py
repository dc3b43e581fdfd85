"""The duplicate "system" in the pairing registry: a duplicate event has no pairings (every
player plays the same board, domain.md §10); asking for a round says where to go instead."""

from __future__ import annotations

from figs_td.core.model import TournamentState
from figs_td.core.pairing.base import PairingError, PairingOptions, RoundPairing, SystemBase


class DuplicateSystem(SystemBase, name="duplicato", label="Duplicato"):
    def pair(self, state: TournamentState, round_no: int, options: PairingOptions) -> RoundPairing:
        raise PairingError(
            "un torneo di duplicato non ha abbinamenti: le partite si giocano con "
            "'figs-td duplicate' o nella scheda Duplicato",
            code="duplicate",
        )
