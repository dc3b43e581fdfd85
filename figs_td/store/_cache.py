"""The last players and games a store read, kept between transactions (SQLite files).

``tx.state()`` of one action after another (a result, then the standings) would read the same
7,500 games again each time. The store keeps what it last read, labelled with where and when
it was read: the SQLite connection and that connection's ``PRAGMA data_version`` (which
changes whenever *another* connection — another desk, another process, another store object
on the same file — commits a change), and it is reused only in a transaction on that same
connection whose ``data_version`` is still the same.

The transaction's own writes do not change ``data_version``: they are followed with the
connection's ``total_changes`` (every row inserted, updated or deleted counts). While a
transaction has written nothing, the kept copy is the file's content. A result entered through
``tx.rounds.change_result`` is applied to a copy belonging to the transaction (*pending*),
marked with the ``total_changes`` just after it; any other write makes both unknown, and they
are read again. At commit the pending copy becomes the kept one if nothing else was written
after it; otherwise the kept copy is dropped. A rollback drops the pending copy only (the file
is back to what the kept copy says). A write transaction on SQLite holds the write lock from
``BEGIN IMMEDIATE`` to its commit, so nobody else can commit in between.

PostgreSQL (several desks on one server, each statement seeing the latest commits): the kept
copy is labelled with a fingerprint of the two tables — their row counts and the sum of a 64-bit
hash of every row's ``(id, version)``; every change of a game or a player raises its
``version`` (the optimistic concurrency check of every write), a deleted row changes the count,
an inserted one brings a new id — computed by one query before the rows are read. A transaction
uses the kept copy only while it has written nothing (``txid_current_if_assigned()`` is null)
and the fingerprint is the label; it never keeps what it read after writing, and keeps no
pending copy: after a write the next transaction reads again. Since the label is taken before
the rows, a change committed in between makes the label older than the rows, never newer:
the next fingerprint differs from it and the copy is read again.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from figs_td.core.model import Game, Player
    from figs_td.store._protocols import KeepingStore as Store
    from figs_td.store._protocols import TransactionContext as Transaction


@dataclass
class _Kept:
    """What was read, and where/when: ``conn`` and its ``data_version`` at that moment."""

    conn: Any  # the SQLite connection; None on PostgreSQL
    data_version: Any  # its data_version; PostgreSQL: the fingerprint of the tables
    players: list[Player] | None = None
    games: list[Game] | None = None


class TxCache:
    """The cache as one transaction sees it (SQLite only)."""

    __slots__ = ("_dv", "conn", "mark", "pending", "start", "store", "tx")

    def __init__(self, store: Store, tx: Transaction, conn: sqlite3.Connection) -> None:
        self.store = store
        self.tx = tx
        self.conn = conn
        self.start = conn.total_changes  # nothing written by this transaction while equal
        self._dv: int | None = None
        self.pending: _Kept | None = None
        self.mark = -1

    def _changes(self) -> int:
        self.tx.session.flush()  # ORM changes still in memory count as written
        return self.conn.total_changes

    def data_version(self) -> int:
        if self._dv is None:
            row = self.conn.execute("PRAGMA data_version").fetchone()
            self._dv = int(row[0])
        return self._dv

    def _kept(self) -> _Kept | None:
        """The store's copy when it is the file's content as this transaction sees it."""
        kept = self.store._kept
        if kept is None or kept.conn is not self.conn:
            return None
        if kept.data_version != self.data_version():
            self.store._kept = None  # another connection committed: stale
            return None
        return kept

    def current(self) -> _Kept | None:
        """Players/games equal to what this transaction would read now, if known."""
        changes = self._changes()
        if changes == self.start:
            return self._kept()
        if self.pending is not None and changes == self.mark:
            return self.pending
        return None

    def store_read(
        self, *, players: list[Player] | None = None, games: list[Game] | None = None
    ) -> None:
        """Remember what was just read from the database (a copy of the lists)."""
        changes = self._changes()
        if changes == self.start:
            kept = self._kept()
            if kept is None:
                kept = _Kept(self.conn, self.data_version())
                self.store._kept = kept
        elif self.pending is not None and changes == self.mark:
            kept = self.pending
        else:
            kept = _Kept(self.conn, self.data_version())
            self.pending, self.mark = kept, changes
        if players is not None:
            kept.players = list(players)
        if games is not None:
            kept.games = list(games)

    def base(self) -> _Kept | None:
        """Before a tracked write: what is known now (see :meth:`after_write`)."""
        return self.current()

    def after_write(self, base: _Kept | None, change_games: Callable[[list[Game]], bool]) -> None:
        """After a tracked write: the pending copy is ``base`` with ``change_games`` applied
        (a copy of its list; False from ``change_games``: the change could not be applied, the
        games become unknown)."""
        changes = self._changes()
        pending = _Kept(self.conn, self.data_version())
        if base is not None:
            pending.players = base.players
            if base.games is not None:
                # The transaction's own copy is changed in place; the store's is copied first
                # (it must stay as it is if this transaction is rolled back).
                games = base.games if base is self.pending else list(base.games)
                pending.games = games if change_games(games) else None
        self.pending, self.mark = pending, changes

    def committed(self) -> None:
        changes = self.conn.total_changes
        if changes == self.start:
            return  # nothing written: the kept copy (if any) is still the file's content
        if self.pending is not None and changes == self.mark:
            self.store._kept = self.pending
        else:
            self.store._kept = None

    def rolled_back(self) -> None:
        self.pending = None


#: PostgreSQL: the tables' fingerprint (see the module's text).
_PG_FINGERPRINT = (
    "SELECT (SELECT count(*) FROM game), "
    "(SELECT coalesce(sum(hashint8extended((id::bigint << 24) + version, 0)), 0) FROM game), "
    "(SELECT count(*) FROM player), "
    "(SELECT coalesce(sum(hashint8extended((id::bigint << 24) + version, 0)), 0) FROM player)"
)
#: PostgreSQL: has this transaction written anything (a transaction id assigned)?
_PG_WRITTEN = "SELECT txid_current_if_assigned() IS NOT NULL"


class PgTxCache(TxCache):
    """The cache as one PostgreSQL transaction sees it (see the module's text)."""

    __slots__ = ("_fingerprint",)

    def __init__(self, store: Store, tx: Transaction) -> None:  # noqa: D107
        self.store = store
        self.tx = tx
        self.conn = None
        self.start = 0
        self._dv = None
        self.pending = None
        self.mark = -1
        self._fingerprint: tuple[Any, ...] | None = None

    def _clean(self) -> bool:
        """True while this transaction has written nothing; the fingerprint is taken then (once
        per transaction, before any row is read through the cache)."""
        self.tx.session.flush()
        conn = self.tx.session.connection()
        if conn.exec_driver_sql(_PG_WRITTEN).scalar():
            return False
        if self._fingerprint is None:
            self._fingerprint = tuple(conn.exec_driver_sql(_PG_FINGERPRINT).one())
        return True

    def current(self) -> _Kept | None:
        if not self._clean():
            return None
        kept = self.store._kept
        if kept is None or kept.conn is not None or kept.data_version != self._fingerprint:
            return None
        return kept

    def store_read(
        self, *, players: list[Player] | None = None, games: list[Game] | None = None
    ) -> None:
        if self._fingerprint is None or not self._clean():
            return  # no label taken before the rows, or read after writing: not kept
        kept = self.store._kept
        if kept is None or kept.conn is not None or kept.data_version != self._fingerprint:
            kept = self.store._kept = _Kept(None, self._fingerprint)
        if players is not None:
            kept.players = list(players)
        if games is not None:
            kept.games = list(games)

    def base(self) -> _Kept | None:
        return None

    def after_write(self, base: _Kept | None, change_games: Callable[[list[Game]], bool]) -> None:
        pass  # nothing pending: the next transaction reads (and its fingerprint differs)

    def committed(self) -> None:
        pass

    def rolled_back(self) -> None:
        pass


def tx_cache(store: Store, tx: Transaction) -> TxCache | None:
    """The cache for a transaction just begun."""
    dialect = store.engine.dialect
    if dialect.name == "postgresql":
        # hashint8extended: PostgreSQL 11 and later (older servers: every transaction reads).
        version = getattr(dialect, "server_version_info", None) or (0,)
        return PgTxCache(store, tx) if version >= (11,) else None
    if not store.is_sqlite:
        return None
    conn: Any = tx.session.connection().connection.dbapi_connection
    if not isinstance(conn, sqlite3.Connection):
        return None
    return TxCache(store, tx, conn)
