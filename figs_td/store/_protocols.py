"""What the store's parts need of each other, as protocols, so that their imports go one way.

:class:`~figs_td.store.store.Store` opens a :class:`~figs_td.store.transaction.Transaction`,
which creates the facades (``tx.tournament``, ``tx.rounds`` …); the facades call back into the
transaction (its session, the audit trail, the write check) and read the store's label. They
are annotated with the protocols below instead of the classes, so that no module imports back
the one that imports it, annotations included (``tests/test_import_cycles.py``):
store → transaction → facades → _protocols.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    from sqlalchemy.engine import Engine
    from sqlalchemy.orm import Session

    from figs_td.store._rows import AuditRecording


class StoreHandle(Protocol):
    """What a transaction and its facades read of the open store."""

    @property
    def label(self) -> str:
        """The file name or the database address without its password (for messages)."""
        ...

    @property
    def is_sqlite(self) -> bool: ...


class TransactionContext(Protocol):
    """The transaction a facade works in (:class:`~figs_td.store.transaction.Transaction`)."""

    @property
    def store(self) -> StoreHandle: ...

    @property
    def session(self) -> Session: ...

    @property
    def actor(self) -> str: ...

    @property
    def write(self) -> bool: ...

    @property
    def audit(self) -> AuditRecording: ...

    def require_write(self) -> None:
        """Refuse a change in a read-only transaction."""
        ...

    def lock(self, name: str) -> None:
        """Serialise the writers of ``name``."""
        ...

    def note(self, *changed: str) -> None:
        """Record what changed (``"players"``, ``"games"`` …) for the views to refresh."""
        ...


class KeepingStore(Protocol):
    """What the kept state (``store/_cache.py``) reads and writes of the open store."""

    _kept: Any  # the players and games last read, with the version they were read at

    @property
    def engine(self) -> Engine: ...

    @property
    def is_sqlite(self) -> bool: ...


class BackupSource(Protocol):
    """What a backup copy (``store/_backup.py``) needs of the open store."""

    @property
    def path(self) -> Path | None: ...

    @property
    def label(self) -> str: ...

    @property
    def _busy_timeout_s(self) -> float: ...

    def _sqlite_message(self, err: BaseException | str, action: str = "") -> str: ...

    def _backup_path(self, reason: str, round_no: int | None) -> Path: ...

    def _rotate_backups(self) -> None: ...
