"""Persistence of a tournament: SQLite ``.figs`` files or a PostgreSQL database.

The only package that touches SQL sessions and tables. Usage (see ``docs/architecture.md``)::

    from figs_td.store import open_store

    with open_store("torneo.figs") as store:
        with store.transaction(actor="cli") as tx:
            tx.rounds.set_result(3, 5, 412, 380)
        with store.read() as tx:
            state = tx.state()  # figs_td.core.model.TournamentState

Importing this package is cheap; SQLAlchemy/SQLModel load on the first ``open_store`` call.
"""

from __future__ import annotations

from figs_td.store.records import GameRecord, PlayerRecord, PlayerStatus, TournamentInfo

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from typing import Any

    # Created on first use (records.__getattr__); exported by __all__.
    from figs_td.store.records import (
        AuditEntry,
        NewPlayer,
        RoundInfo,
        RulingRecord,
        ScoresheetRecord,
    )
    from figs_td.store.store import Store
    from figs_td.store.transaction import Transaction

__all__ = [
    "AuditEntry",
    "GameRecord",
    "NewPlayer",
    "PlayerRecord",
    "PlayerStatus",
    "RoundInfo",
    "RulingRecord",
    "ScoresheetRecord",
    "Store",
    "TournamentInfo",
    "Transaction",
    "open_store",
]


def open_store(target: Any, *, create: bool = False) -> Store:
    """Open a ``.figs`` file or a database URL; see :func:`figs_td.store.store.open_store`."""
    from figs_td.store.store import open_store as _open

    return _open(target, create=create)


def __getattr__(name: str) -> Any:
    if name == "Store":
        from figs_td.store.store import Store

        return Store
    if name == "Transaction":
        from figs_td.store.transaction import Transaction

        return Transaction
    from figs_td.store import records

    if name in records._LATER:  # created on first use (records.__getattr__)
        return getattr(records, name)
    raise AttributeError(name)
