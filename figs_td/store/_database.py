"""What both stores do with their database, written once: the tournament's
(:mod:`figs_td.store.store`) and the federation archive's (:mod:`figs_td.store.archive.store`).

Each store describes itself with a :class:`DatabaseKind` — its meta table and numbered
migrations, its PostgreSQL advisory lock, its file extension and the words that name it in a
message ("il file del torneo", "l'archivio") — and subclasses :class:`OpenDatabase`. Here: the
engine of a SQLite file (the pragmas of :mod:`figs_td.store._sqlite`, ``BEGIN IMMEDIATE`` retried
while another desk writes) or of a PostgreSQL URL (lock timeout), the checks of a file before it
is opened (a folder, a pipe, not SQLite, an open file's companion, missing), the check of what it
holds (damaged, another program's, newer than the program) and its upgrade after a backup, the
errors of a transaction in Italian, and checked copies beside the file.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Generic, Self, TypeVar

from sqlalchemy import Connection, create_engine, event, exc, inspect, text
from sqlalchemy.engine import Engine

from figs_td.errors import (
    ConflictError,
    FigsError,
    InputError,
    StoreError,
    db_error_code,
    describe_db_failure,
    describe_quick_check,
)
from figs_td.store import _sqlite, migrations
from figs_td.store._backup_names import backup_path, backups_of, rotate_backups
from figs_td.store._checks import InvalidData, labelled


class DatabaseKind:
    """What differs between the tournament's database and the archive's."""

    def __init__(
        self,
        *,
        app_id: str,
        meta: str,
        steps: Callable[[], list[Callable[[Connection], None]]],
        lock: int,
        extension: str,
        archive: bool,
        subject: str,
        action: str = "",
        open_action: str = "",
        of_what: str,
    ) -> None:
        self.app_id = app_id  #: ``meta.app`` of a file of this kind
        self.meta = meta  #: the table holding ``app`` and ``schema_version``
        self.steps = steps  #: its numbered migrations, read when used (``[i]``: version i → i + 1)
        self.lock = lock  #: the PostgreSQL advisory lock of opening and upgrading
        self.extension = extension
        #: the federation's archive, not a tournament: the refusals below name one or the other
        #: in whole sentences (the window translates each sentence as it is, never a word put
        #: into another)
        self.archive = archive
        self.subject = subject  # "il torneo" / "l'archivio" (busy, read-only)
        self.action = action  # what a failed transaction was doing ("" : nothing said)
        self.open_action = open_action  # the same, while opening
        self.of_what = of_what  # pathguard's words for the open file

    def latest_version(self) -> int:
        return len(self.steps())

    def without_meta(self, label: str, tables: list[str], *, sqlite: bool) -> str | None:
        """The refusal of a database without the meta table that holds ``tables``; None: an
        empty one, which may be created."""
        return self.refuse_foreign(label) if tables else None

    def refuse_foreign(self, label: str) -> str:
        """The refusal of a file or database that is not one of this kind (whole sentences: the
        window translates each as it is)."""
        if self.archive:
            return f"'{label}' non è un archivio di figs-td"
        return f"'{label}' non è un file di torneo di figs-td"

    def refuse_conflict(self, code: str) -> str:
        """A write refused by a constraint (another desk's change, or a rule of the schema)."""
        if self.archive:
            return (
                "salvataggio rifiutato: l'archivio è stato modificato nel frattempo da un'altra "
                f"postazione ({code})"
            )
        return (
            "salvataggio rifiutato: i dati sono stati modificati nel frattempo da un'altra "
            f"postazione o violano un vincolo del torneo ({code})"
        )

    def refuse_empty(self, label: str) -> str:
        """The refusal of an empty database opened without ``create``."""
        if self.archive:
            return f"'{label}' non contiene un archivio"
        return f"'{label}' è vuoto: non contiene un torneo"

    def refuse_empty_file(self, label: str) -> str:
        """The refusal of an empty (0-byte) file opened without ``create``."""
        if self.archive:
            return f"l'archivio '{label}' non esiste"
        return f"il file '{label}' è vuoto: non è un file di torneo"


# ---------------------------------------------------------------------------------------------
# Engines


def describe_target(target: str | os.PathLike[str]) -> str:
    """The file name or the database address without its password (for messages)."""
    if isinstance(target, str) and "://" in target:
        from sqlalchemy.engine import make_url

        try:
            return make_url(str(target)).render_as_string(hide_password=True)
        except (exc.ArgumentError, ValueError):  # ValueError: a port that is not a number
            return "indirizzo del database"
    return str(target)


def url_engine(target: str, timeout_ms: Callable[[], int]) -> Engine:
    """The engine of a database URL; on PostgreSQL a writer waits for another desk's lock at
    most ``timeout_ms()`` milliseconds, then "in uso". SQLAlchemy's errors for a bad URL or a
    missing driver go to the caller, which words them."""
    engine = create_engine(target, pool_pre_ping=True)
    if engine.dialect.name == "postgresql":

        @event.listens_for(engine, "connect")
        def _on_pg_connect(dbapi_conn: Any, _record: Any) -> None:
            cur = dbapi_conn.cursor()
            cur.execute(f"SET lock_timeout = {int(timeout_ms())}")
            cur.close()
            dbapi_conn.commit()

    return engine


def sqlite_engine(
    path: Path,
    label: str,
    *,
    timeout_ms: Callable[[], int],
    message: Callable[[BaseException], str],
    read_only: bool = False,
    archive: bool = False,
) -> Engine:
    """The engine of a SQLite file: every connection configured by :func:`_sqlite.configure`,
    a write transaction (execution option ``figs_write``) begun with ``BEGIN IMMEDIATE``
    retried while another desk writes (refused with ``message(error)``; ``timeout_ms()``: how
    long a writer waits, read when used). ``read_only``: a
    read-only place, read without creating anything beside the file (issue 35). Every
    connection keeps the file under the path guard until it is closed
    (:class:`_sqlite.GuardedConnection`; ``archive``: the federation's archive)."""
    extra: dict[str, Any] = {}
    if read_only:
        extra["creator"] = lambda: _sqlite.connect_readonly(
            path, label, timeout_ms=timeout_ms(), same_thread=False, archive=archive
        )
    engine = create_engine(
        f"sqlite:///{path}",
        connect_args={
            "timeout": timeout_ms() / 1000,
            "check_same_thread": False,
            "factory": _sqlite.connection_class(archive),
        },
        # The connection used last is used again: what the store keeps between transactions
        # (store/_cache.py) is tied to the connection it was read on.
        pool_use_lifo=True,
        **extra,
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        # WAL is switched on once, by prepare(), after the file is known to be ours (a foreign
        # SQLite file is never modified); it is a property of the file, kept by every connection.
        _sqlite.configure(dbapi_conn, timeout_ms())

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        if conn.get_execution_options().get("figs_write"):
            try:
                _sqlite.begin_immediate(conn.connection.dbapi_connection, timeout_ms())
            except sqlite3.OperationalError as e:
                raise StoreError(message(e)) from None
        else:
            conn.exec_driver_sql("BEGIN")

    return engine


def _close_returned(dbapi_conn: Any, _record: Any) -> None:
    """A connection handed back to the pool of a closed store: closed at once."""
    if dbapi_conn is not None:
        dbapi_conn.close()


# ---------------------------------------------------------------------------------------------
# The file before it is opened


def check_file(path: Path, label: str, kind: DatabaseKind) -> bool:
    """True when the file exists and is not empty; raises StoreError if it cannot be one of
    ``kind`` (a folder, a pipe or device, not SQLite, an open file's ``-wal``/``-shm``).

    A file this process already holds open is never read by a descriptor of ours: closing it
    would drop every lock SQLite holds on it, and another process would delete the ``-wal``
    still in use; SQLite reads its header (the wrong kind is then refused by its tables)."""
    if not path.exists():
        return False
    if path.is_dir():
        raise StoreError(
            f"'{label}' è una cartella, non un archivio"
            if kind.archive
            else f"'{label}' è una cartella, non un file di torneo"
        )
    if not path.is_file():  # opening a pipe would wait for ever; a device is no database
        raise StoreError(
            f"'{label}' non è un file normale (dispositivo, pipe o socket), non un archivio"
            if kind.archive
            else f"'{label}' non è un file normale (dispositivo, pipe o socket), non un file di torneo"
        )
    from figs_td import pathguard

    if pathguard.is_open_tournament(path):
        return True  # already open here: a descriptor of ours would drop SQLite's locks
    companion = pathguard.open_companion(path)
    if companion is not None:
        raise StoreError(
            f"'{label}' è {companion}, non un archivio da aprire"
            if kind.archive
            else f"'{label}' è {companion}, non un file di torneo da aprire"
        )
    with path.open("rb") as f:
        head = f.read(len(_sqlite.SQLITE_HEADER))
    if not head:
        return False
    if head != _sqlite.SQLITE_HEADER:
        raise StoreError(kind.refuse_foreign(label))
    return True


def check_new_place(path: Path, label: str, kind: DatabaseKind) -> None:
    """Refuse a new file of ``kind`` without its extension or in a folder that does not exist."""
    if path.suffix.lower() != kind.extension:
        raise InputError(
            f"l'archivio deve avere estensione {kind.extension}: '{label}'"
            if kind.archive
            else f"il file del torneo deve avere estensione .figs: '{label}'"
        )
    if not path.parent.is_dir():
        raise InputError(f"la cartella di '{label}' non esiste")


def check_path(path: Path, label: str, kind: DatabaseKind, *, create: bool) -> bool:
    """:func:`check_file`, and a missing or empty file refused unless ``create`` (then it must
    be a new file's place: :func:`check_new_place`). True when the file holds something."""
    if check_file(path, label, kind):
        return True
    if not create:
        if path.is_file():  # 0 bytes: an interrupted copy or a file made by hand
            raise StoreError(kind.refuse_empty_file(label))
        raise StoreError(
            f"l'archivio '{label}' non esiste"
            if kind.archive
            else f"il file del torneo '{label}' non esiste"
        )
    check_new_place(path, label, kind)
    return False


# ---------------------------------------------------------------------------------------------
# The open database


TxT = TypeVar("TxT")


class OpenDatabase(Generic[TxT]):
    """An open database of one :class:`DatabaseKind` (the subclass's :attr:`kind`), whose
    transactions are ``TxT`` (the subclass's :meth:`_run` opens one)."""

    kind: DatabaseKind

    def __init__(
        self, engine: Engine, *, path: Path | None, label: str, read_only: str | None = None
    ) -> None:
        self.engine = engine
        self.path = path  # None for a database URL
        self.label = label
        # A file on a read-only place (issue 35): the sentence refusing every write, else None.
        self.read_only = read_only
        self._write_engine = engine.execution_options(figs_write=True)
        self._local = threading.local()
        if path is not None:
            from figs_td import pathguard

            # no reader or writer of this process may touch it
            pathguard.protect(path, self, of_what=self.kind.of_what)

    def close(self) -> None:
        from figs_td import pathguard

        pool = self.engine.pool
        self.engine.dispose()  # the idle connections are closed; a new, empty pool
        # A connection still in use (on another thread) goes back to the old pool when done,
        # which would keep it open — and its file guarded — until the garbage collector
        # finds the pool: closed as it comes back instead.
        event.listen(pool, "checkin", _close_returned)
        pathguard.release(self)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    @contextmanager
    def transaction(self, actor: str = "") -> Iterator[TxT]:
        """One user action: commits on success, rolls everything back on any error.

        ``actor`` (who acts: a desk, the arbiter's name, ``cli``) goes into every audit entry.
        Database errors become :class:`StoreError` / :class:`ConflictError` with Italian messages.
        """
        yield from self._run(actor, write=True)

    @contextmanager
    def read(self) -> Iterator[TxT]:
        """A read-only view (same facades; nothing is committed)."""
        yield from self._run("", write=False)

    def _run(self, actor: str, *, write: bool) -> Iterator[TxT]:
        raise NotImplementedError

    def _busy_ms(self) -> int:
        """How long a writer waits for another desk (milliseconds)."""
        return _sqlite.BUSY_TIMEOUT_MS

    @property
    def _busy_timeout_s(self) -> float:
        """How long a copy's reader waits for a busy file (seconds)."""
        return self._busy_ms() / 1000

    def _sqlite_message(self, err: BaseException | str, action: str = "") -> str:
        """An error of the database in Italian (busy, read-only, damaged, disk…)."""
        return _sqlite.sqlite_message(
            self.label,
            err,
            action or self.kind.action,
            timeout_ms=self._busy_ms(),
            subject=self.kind.subject,
        )

    @contextmanager
    def _one_action(self, *, write: bool) -> Iterator[None]:
        """Around one transaction: a second write transaction inside the first is a programming
        error (it would wait for the first one's lock); database errors become Italian
        :class:`StoreError` / :class:`ConflictError`."""
        if write:
            if getattr(self._local, "writing", False):
                raise RuntimeError("transazione di scrittura annidata: usare il tx già aperto")
            self._local.writing = True
        try:
            yield
        except InvalidData as e:
            raise labelled(e, self.label) from None
        except FigsError:
            raise
        except exc.IntegrityError as e:
            raise ConflictError(self.kind.refuse_conflict(db_error_code(e))) from None
        except exc.OperationalError as e:
            raise StoreError(self._sqlite_message(e)) from None
        except exc.DatabaseError as e:
            raise StoreError(describe_db_failure(self.label, e, self.kind.action)) from None
        finally:
            if write:
                self._local.writing = False

    def _write_copy(self, dest: Path) -> None:
        """The committed state into ``dest``: written under a temporary name, checked, renamed
        (:func:`figs_td.store._backup.write_checked_copy`)."""
        from figs_td.atomic import atomic_output
        from figs_td.store._backup import write_checked_copy

        try:
            with atomic_output(dest) as tmp:
                write_checked_copy(self, tmp, shown=dest)
        except OSError as e:
            from figs_td.errors import describe_os_error

            raise StoreError(
                describe_os_error(
                    e,
                    action="scrivere la copia dell'archivio"
                    if self.kind.archive
                    else "scrivere la copia del torneo",
                    path=dest,
                )
            ) from None

    def backup(self, reason: str = "", *, round_no: int | None = None) -> Path | None:
        """A checked copy of the file beside itself (``NAME.backup-<UTC>-<reason>.EXT``).

        Taken only by actions that will really write (callers invoke it after validation). The
        copy is made with SQLite's online backup to a temporary name, checked with
        ``quick_check`` and only then renamed: a copy named as a backup is always complete.
        ``round_no``: the copy taken before pairing that round (:mod:`._backup_names`); the
        older copies go as :meth:`_rotate_backups` says. Returns the copy's path, or ``None``
        on PostgreSQL (the server's own backups apply there).
        """
        if self.path is None:
            return None
        if self.read_only:
            raise StoreError(self.read_only)
        dest = self._backup_path(reason, round_no)
        self._write_copy(dest)
        self._rotate_backups()
        return dest

    def _backup_path(self, reason: str, round_no: int | None = None) -> Path:
        assert self.path is not None
        return backup_path(self.path, reason, round_no, self.kind.extension)

    def _rotate_backups(self) -> None:
        """The last :data:`~._backup_names.BACKUPS_KEPT` copies stay (and the last one taken
        before pairing each round)."""
        if self.path is not None:
            rotate_backups(self.path)

    def backups(self) -> list[Path]:
        """The automatic backups of this file, oldest first."""
        if self.path is None:
            return []
        return backups_of(self.path, self.kind.extension)


# ---------------------------------------------------------------------------------------------
# What the database holds


def prepare(store: OpenDatabase[Any], *, create: bool) -> None:
    """Check what ``store`` holds and make it current: not damaged (``quick_check``), of its
    kind (its meta table and ``app``), not newer than the program; an empty database is given
    the schema when ``create``, an older one is upgraded after a backup. A SQLite file is looked
    at with a reader (never waits for a desk that is writing, never changes a file that is not
    ours); on PostgreSQL one desk creates or upgrades, the others wait for its lock."""
    kind, label = store.kind, store.label
    try:
        if store.is_sqlite:
            with store.engine.connect() as conn:
                rows = conn.exec_driver_sql("PRAGMA quick_check").fetchall()
                if [r[0] for r in rows] != ["ok"]:
                    raise StoreError(describe_quick_check(label, [str(r[0]) for r in rows]))
                conn.rollback()
        engine = store.engine if store.is_sqlite else store._write_engine
        with engine.connect() as conn:
            _lock(store, conn)
            insp = inspect(conn)
            if not insp.has_table(kind.meta):
                refusal = kind.without_meta(label, insp.get_table_names(), sqlite=store.is_sqlite)
                if refusal is None and not create:
                    refusal = kind.refuse_empty(label)
                if refusal is not None:
                    raise StoreError(refusal)
                if store.is_sqlite:
                    conn.rollback()
                    _upgrade(store, 0)
                    _use_wal(store.engine)
                else:
                    migrations.migrate(conn, 0, kind.steps(), kind.meta)
                    conn.commit()
                return
            version = _version(conn, kind, label)
            conn.rollback()
        latest = kind.latest_version()
        if version < latest and store.read_only:
            raise StoreError(
                f"l'archivio '{label}' è di una versione precedente di figs-td e va "
                f"aggiornato, ma {store.read_only}"
                if kind.archive
                else f"il torneo '{label}' è di una versione precedente di figs-td e va "
                f"aggiornato, ma {store.read_only}"
            )
        if store.is_sqlite and not store.read_only:
            _use_wal(store.engine)
        if version < latest:
            if store.path is not None:
                store.backup(f"v{version}")
            _upgrade(store, version)
    except FigsError:
        raise
    except exc.OperationalError as e:
        raise StoreError(store._sqlite_message(e)) from None
    except (exc.DatabaseError, sqlite3.DatabaseError) as e:
        raise StoreError(describe_db_failure(label, e, kind.open_action)) from None
    except OSError as e:
        from figs_td.errors import describe_os_error

        raise StoreError(
            describe_os_error(
                e, action="aprire l'archivio" if kind.archive else "aprire il torneo", path=label
            )
        ) from None


def _lock(store: OpenDatabase[Any], conn: Connection) -> None:
    if not store.is_sqlite:
        conn.execute(text(f"SELECT pg_advisory_xact_lock({int(store.kind.lock)})"))


def _version(conn: Connection, kind: DatabaseKind, label: str) -> int:
    """The schema version of a database of ``kind``; refused when it is another program's or
    newer than this program."""
    app = conn.execute(text(f"SELECT value FROM {kind.meta} WHERE key = 'app'")).scalar()
    if app != kind.app_id:
        raise StoreError(kind.refuse_foreign(label))
    version = migrations.current_version(conn, kind.meta)
    latest = kind.latest_version()
    if version > latest:
        raise StoreError(
            f"l'archivio '{label}' è stato creato da una versione più recente di figs-td "
            f"(schema {version}, questa versione arriva a {latest}): aggiornare il programma"
            if kind.archive
            else f"il file del torneo '{label}' è stato creato da una versione più recente di "
            f"figs-td (schema {version}, questa versione arriva a {latest}): aggiornare "
            "il programma"
        )
    return version


def _upgrade(store: OpenDatabase[Any], version: int) -> None:
    """The migrations after ``version`` (0: a new database), in one write transaction; the
    version is read again under the write lock (another desk may have upgraded meanwhile)."""
    kind = store.kind
    with store._write_engine.begin() as wconn:
        _lock(store, wconn)
        current = (
            migrations.current_version(wconn, kind.meta)
            if version or inspect(wconn).has_table(kind.meta)
            else 0
        )
        if current < kind.latest_version():
            migrations.migrate(wconn, current, kind.steps(), kind.meta)


def _use_wal(engine: Engine) -> None:
    """Switch a file known to be ours to WAL (readers never wait for a writer); kept in the file."""
    raw = engine.raw_connection()
    try:
        dbapi = raw.driver_connection
        assert isinstance(dbapi, sqlite3.Connection)
        mode = dbapi.execute("PRAGMA journal_mode").fetchone()
        if not mode or str(mode[0]).lower() != "wal":
            dbapi.execute("PRAGMA journal_mode = WAL")
    finally:
        raw.close()
