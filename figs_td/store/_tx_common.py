"""What the two transactions share — the ORM store's (:mod:`figs_td.store.transaction`) and the
thin SQLite path's (:mod:`figs_td.store.lite`): the state the core reasons on, built from the
facades the same way, and the refusal of a change in a read-only transaction. Standard library
and core only (the thin path imports no SQLAlchemy)."""

from __future__ import annotations

from figs_td.core.absences import with_absences
from figs_td.core.model import TournamentState

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from typing import Any


class TransactionCommon:
    """Mixed into both transactions; they provide ``tournament``, ``players``, ``rounds`` and
    ``write``."""

    write: bool
    tournament: Any
    players: Any
    rounds: Any

    def state(self, info: Any = None) -> TournamentState:
        """The :class:`TournamentState` the core reasons on (players, games, system, settings).
        ``info``: the tournament (``tournament.get()``) as this transaction has just read it."""
        if info is None:
            info = self.tournament.get()
        state = TournamentState(
            players=self.players.list(),
            games=self.rounds.core_games(),
            system=info.system,
            planned_rounds=info.planned_rounds,
            settings=info.result_settings,
        )
        return with_absences(state, info.settings)  # one-round absences (core/absences.py)

    def require_write(self) -> None:
        if not self.write:
            raise RuntimeError(
                "modifica in una transazione di sola lettura (usare store.transaction)"
            )
