"""The italo-svizzero system (domain.md §7): a Swiss round (:mod:`figs_td.core.pairing.swiss`),
or, when the settings ask for phases, the group round or the knockout after the Swiss rounds
(:mod:`figs_td.core.pairing.phased`). Kept apart from both so that imports go one way:
swiss_system → phased → swiss."""

from __future__ import annotations

from figs_td.core.model import TournamentState
from figs_td.core.pairing.base import (
    PairingOptions,
    RoundPairing,
    SystemBase,
    active_players,
)
from figs_td.core.pairing.phased import (
    pair_group_round,
    pair_phased_round,
    phases_from_settings,
)
from figs_td.core.pairing.swiss import pair_swiss_group

__all__ = ["SwissSystem"]


class SwissSystem(SystemBase, name="italo-svizzero", label="Italo-svizzero"):
    """Italo-svizzero."""

    def pair_round(
        self, state: TournamentState, round_no: int, options: PairingOptions
    ) -> RoundPairing:
        phases = phases_from_settings(options.settings)
        if phases is not None and round_no > phases.swiss_rounds:
            # Championship format (domain.md §7): knockout among the top k after N Swiss rounds.
            return pair_phased_round(state, round_no, options, phases)
        if phases is not None and phases.groups > 1:
            return pair_group_round(state, round_no, options, phases)
        players = active_players(state, round_no)
        return pair_swiss_group(state, round_no, options, players, system=self.name)
