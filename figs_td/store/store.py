"""Opening a tournament database and running one transaction per user action.

``open_store(target)`` accepts the path of a ``.figs`` file (SQLite) or a SQLAlchemy URL
(``postgresql+psycopg://…``, several arbiter desks sharing one event). SQLite files run in WAL
mode with foreign keys on, a busy timeout and ``synchronous=FULL`` (a committed action survives a
power cut); every write transaction starts with ``BEGIN IMMEDIATE`` so that two processes never
dead-lock upgrading a read lock.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import exc
from sqlalchemy.orm import Session

from figs_td.errors import InputError, StoreError
from figs_td.store import _sqlite, migrations
from figs_td.store._backup_names import (
    BACKUPS_KEPT,
    EXTENSION,
    backups_to_rotate,
    temp_backup_path,
)
from figs_td.store._database import (
    DatabaseKind,
    OpenDatabase,
    check_new_place,
    check_path,
    describe_target,
    prepare,
    sqlite_engine,
    url_engine,
)

if TYPE_CHECKING:
    from sqlalchemy.engine import Engine

    from figs_td.store._backup import BackupInProgress
    from figs_td.store._cache import _Kept
    from figs_td.store.transaction import Transaction

__all__ = ["BACKUPS_KEPT", "EXTENSION", "Store", "backups_to_rotate", "is_url", "open_store"]
#: Milliseconds a writer waits for another desk/process to finish (SQLite busy timeout); then
#: "il torneo è in uso da un'altra postazione …: riprovare". Readers never wait (WAL).
BUSY_TIMEOUT_MS = _sqlite.BUSY_TIMEOUT_MS

#: A tournament database: what :mod:`figs_td.store._database` needs to know of it.
TOURNAMENT = DatabaseKind(
    app_id=migrations.APP_ID,
    meta="figs_meta",
    steps=lambda: migrations.MIGRATIONS,
    lock=7345219,
    extension=EXTENSION,
    archive=False,
    subject="il torneo",
    of_what="del torneo aperto",
)


def is_url(target: str | os.PathLike[str]) -> bool:
    return isinstance(target, str) and "://" in target


class Store(OpenDatabase["Transaction"]):
    """An open tournament database. Use :meth:`transaction` for every user action."""

    kind = TOURNAMENT

    def __init__(
        self, engine: Engine, *, path: Path | None, label: str, read_only: str | None = None
    ) -> None:
        super().__init__(engine, path=path, label=label, read_only=read_only)
        self.last_changes: frozenset[str] = frozenset()
        # The players and games last read (SQLite; see store/_cache.py), with where/when.
        self._kept: _Kept | None = None

    # -- lifecycle -------------------------------------------------------------------------
    def close(self) -> None:
        self._kept = None
        super().close()

    def _busy_ms(self) -> int:
        return BUSY_TIMEOUT_MS

    # -- transactions (:meth:`transaction`, :meth:`read`) -------------------------------
    def _run(self, actor: str, *, write: bool) -> Iterator[Transaction]:
        from figs_td.store._cache import tx_cache
        from figs_td.store.transaction import Transaction

        bind = self._write_engine if write else self.engine
        if write and self.read_only:
            raise StoreError(self.read_only)  # before anything is read, locked or copied
        with (
            self._one_action(write=write),
            Session(bind=bind, expire_on_commit=False) as session,
        ):
            tx = Transaction(self, session, actor=actor, write=write)
            cache = tx._cache = tx_cache(self, tx)
            try:
                yield tx
                if write:
                    session.commit()
                    self.last_changes = frozenset(tx.changes)
                    if cache is not None:
                        cache.committed()
                    self._checkpoint_after_commit()
                else:
                    session.rollback()
                    self._checkpoint_after_commit(read=True)
            except BaseException:
                if cache is not None:
                    cache.rolled_back()
                session.rollback()
                raise

    # -- backups and copies ----------------------------------------------------------------
    def _start_backup(self) -> BackupInProgress | None:
        """A backup copy written in a thread while the action goes on (store/_backup.py); call
        only inside a write transaction (it holds the write lock). None on PostgreSQL."""
        if self.path is None:
            return None
        if self.read_only:
            raise StoreError(self.read_only)
        from figs_td.store._backup import BackupInProgress

        return BackupInProgress(self, temp_backup_path(self.path))

    def copy_to(self, dest: str | os.PathLike[str]) -> Path:
        """A complete, self-contained copy of the tournament (committed state) at ``dest``:
        written under a temporary name, checked, then renamed (never a half copy)."""
        if self.path is None:
            raise InputError(
                "un torneo su database PostgreSQL si copia con gli strumenti del server "
                "(pg_dump), non con figs-td"
            )
        target = Path(dest).expanduser().absolute()
        if target == self.path:
            raise InputError(f"la copia non può sostituire il torneo stesso ('{target}')")
        if not target.parent.is_dir():
            raise InputError(f"la cartella di '{target}' non esiste")
        self._write_copy(target)
        return target

    def checkpoint(self, mode: str = "PASSIVE") -> None:
        """Move committed changes from ``-wal`` into the ``.figs`` file itself (PASSIVE: without
        waiting for anybody; TRUNCATE: also empties the ``-wal``, used when closing), so that a
        plain copy of the ``.figs`` is complete. A busy file is left for the next time."""
        if self.path is None or self.read_only or mode not in ("PASSIVE", "TRUNCATE"):
            return
        try:
            with self.engine.connect() as conn:
                conn.exec_driver_sql(f"PRAGMA wal_checkpoint({mode})")
                conn.rollback()
        except exc.DBAPIError:
            pass  # another desk is writing: its own checkpoint, or ours next time

    def _checkpoint_after_commit(self, *, read: bool = False) -> None:
        """After every committed action on a ``.figs`` file: its ``-wal`` folded into the file
        (:func:`_sqlite.checkpoint_after_commit`), on the connection just used (the pool hands
        the last one back first), so that a plain copy of the ``.figs`` alone is complete.
        ``read``: after a read, what a writer could not fold while it was reading
        (:func:`_sqlite.checkpoint_after_read`). Nothing on a read-only place."""
        if self.path is None or self.read_only:
            return
        try:
            raw = self.engine.raw_connection()
        except exc.DBAPIError:
            return
        try:
            dbapi = raw.driver_connection
            if isinstance(dbapi, sqlite3.Connection) and not dbapi.in_transaction:
                if read:
                    _sqlite.checkpoint_after_read(dbapi)
                else:
                    _sqlite.checkpoint_after_commit(dbapi)
        finally:
            raw.close()


# ---------------------------------------------------------------------------------------------
# Opening


def _sqlite_engine(path: Path, label: str, *, read_only: bool = False) -> Engine:
    return sqlite_engine(
        path,
        label,
        timeout_ms=lambda: BUSY_TIMEOUT_MS,
        message=lambda e: _sqlite.sqlite_message(label, e, timeout_ms=BUSY_TIMEOUT_MS),
        read_only=read_only,
    )


def open_store(target: str | os.PathLike[str], *, create: bool = False) -> Store:
    """Open the tournament database at ``target`` (a ``.figs`` path or a SQLAlchemy URL).

    ``create=True`` creates the schema when the file/database is missing or empty (a ``.figs``
    path must then end in ``.figs``); an existing tournament is simply opened. Older schemas are
    upgraded (a backup copy is taken first). Raises :class:`StoreError` with distinct Italian
    messages for: not a tournament file, corrupted file, file from a newer version, missing file.

    A file on a place this process cannot write (a write-protected USB stick, a read-only share,
    a read-only file: :func:`_sqlite.readonly_refusal`) is opened read-only, creating nothing
    beside it (:func:`_sqlite.readonly_uri`): every read works, every write transaction or
    backup is refused with a sentence naming the folder and what to do (``Store.read_only``).
    """
    label = describe_target(target)
    path: Path | None = None
    read_only: str | None = None
    if is_url(target) and str(target).startswith("sqlite"):
        from sqlalchemy.engine import make_url

        database = make_url(str(target)).database
        if not database or database == ":memory:":
            raise InputError("un torneo in SQLite ha bisogno di un file .figs")
        target = database  # a sqlite:/// URL is the same as its path (WAL, backups…)
    if is_url(target):
        try:
            engine = url_engine(str(target), lambda: BUSY_TIMEOUT_MS)
        except (exc.ArgumentError, exc.NoSuchModuleError, ImportError, ValueError) as e:
            missing = isinstance(e, (exc.NoSuchModuleError, ImportError))
            kind = "driver del database mancante" if missing else "scritto male"
            raise InputError(f"indirizzo del database non valido: {label} ({kind})") from None
    else:
        path = Path(target).expanduser().absolute()
        if check_path(path, label, TOURNAMENT, create=create):
            read_only = _sqlite.readonly_refusal(path)
        if read_only is None:
            from figs_td.atomic import cleanup_stale_temps

            cleanup_stale_temps(path.parent)  # what a killed run left (exports, copies, new files)
        engine = _sqlite_engine(path, label, read_only=read_only is not None)
    store = Store(engine, path=path, label=label, read_only=read_only)
    try:
        prepare(store, create=create)
    except StoreError:
        store.close()
        if path is None or read_only is not None or create:
            raise
        # A place that says it is writable but is not (a share mounted read-only whose
        # permissions look open): SQLite cannot create the -shm; read it read-only instead.
        read_only = _sqlite.refused_write(path)
        if read_only is None:
            raise
        store = Store(
            _sqlite_engine(path, label, read_only=True), path=path, label=label, read_only=read_only
        )
        try:
            prepare(store, create=False)
        except BaseException:
            store.close()
            raise
    except BaseException:
        store.close()
        raise
    return store


@contextmanager
def building(target: str | os.PathLike[str]) -> Iterator[Store]:
    """Build a new tournament file in one go: the schema and everything written in the block go
    into a temporary file beside ``target``, which is renamed to ``target`` only when the block
    ends without error. Killed at any moment: no file, or a complete one (a temporary left
    behind is removed by the next start). A database URL is used in place (its transactions
    already are all or nothing). Yields the open store; the caller reopens ``target`` after."""
    if is_url(target) and not str(target).startswith("sqlite"):
        store = open_store(target, create=True)
        try:
            yield store
        finally:
            store.close()
        return
    from figs_td.atomic import temp_path_for

    if is_url(target):  # sqlite:///path.figs
        from sqlalchemy.engine import make_url

        target = make_url(str(target)).database or ""
    label = describe_target(target)
    path = Path(target).expanduser().absolute()
    check_new_place(path, label, TOURNAMENT)
    if path.exists() and (path.is_dir() or path.stat().st_size > 0):
        raise InputError(f"il file '{label}' esiste già: scegliere un altro nome")
    from figs_td import pathguard

    pathguard.check_output(target)  # a pipe, a device, a link to one: refused, never replaced
    tmp = temp_path_for(path, keep_suffix=True)
    companions = [Path(f"{tmp}{x}") for x in ("-wal", "-shm", "-journal")]
    try:
        store = open_store(tmp, create=True)
        try:
            yield store
            store.checkpoint("TRUNCATE")
        finally:
            store.close()  # the last connection folds the -wal into the file
        _commit_no_clobber(tmp, path, label)
    finally:
        for p in (tmp, *companions):
            p.unlink(missing_ok=True)


def _commit_no_clobber(tmp: Path, path: Path, label: str) -> None:
    """Rename the finished temporary file to ``path`` unless a file appeared there meanwhile
    (a hard link fails on an existing name; an empty placeholder may be replaced)."""
    from figs_td import pathguard
    from figs_td.atomic import commit_temp, fsync_dir, fsync_file

    pathguard.check_output(path)  # a pipe or device put there meanwhile is not replaced
    if path.exists() and path.stat().st_size == 0:
        commit_temp(tmp, path)
        return
    fsync_file(tmp)
    try:
        os.link(tmp, path)
    except FileExistsError:
        raise InputError(f"il file '{label}' esiste già: scegliere un altro nome") from None
    except OSError:
        commit_temp(tmp, path)  # a file system without hard links
        return
    fsync_dir(path.parent)
