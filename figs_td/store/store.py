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
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import create_engine, event, exc, inspect, text
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from figs_td.errors import (
    ConflictError,
    FigsError,
    InputError,
    StoreError,
    db_error_code,
    describe_db_failure,
    describe_quick_check,
    is_busy_db_error,
)
from figs_td.store import _sqlite, migrations
from figs_td.store._backup_names import (
    BACKUPS_KEPT,
    EXTENSION,
    backup_path,
    backups_of,
    backups_to_rotate,
    rotate_backups,
    temp_backup_path,
)
from figs_td.store._checks import InvalidData, labelled

if TYPE_CHECKING:
    from figs_td.store._backup import BackupInProgress
    from figs_td.store._cache import _Kept
    from figs_td.store.transaction import Transaction

__all__ = ["BACKUPS_KEPT", "EXTENSION", "Store", "backups_to_rotate", "is_url", "open_store"]
#: Milliseconds a writer waits for another desk/process to finish (SQLite busy timeout); then
#: "il torneo è in uso da un'altra postazione …: riprovare". Readers never wait (WAL).
BUSY_TIMEOUT_MS = _sqlite.BUSY_TIMEOUT_MS

_SQLITE_HEADER = _sqlite.SQLITE_HEADER


def is_url(target: str | os.PathLike[str]) -> bool:
    return isinstance(target, str) and "://" in target


def _describe(target: str | os.PathLike[str]) -> str:
    if is_url(target):
        from sqlalchemy.engine import make_url

        try:
            return make_url(str(target)).render_as_string(hide_password=True)
        except (exc.ArgumentError, ValueError):  # ValueError: a port that is not a number
            return "indirizzo del database"
    return str(target)


class Store:
    """An open tournament database. Use :meth:`transaction` for every user action."""

    def __init__(
        self, engine: Engine, *, path: Path | None, label: str, read_only: str | None = None
    ) -> None:
        self.engine = engine
        self.path = path  # None for a database URL
        self.label = label
        # A file on a read-only place (issue 35): the sentence refusing every write, else None.
        self.read_only = read_only
        self._write_engine = engine.execution_options(figs_write=True)
        self.last_changes: frozenset[str] = frozenset()
        self._local = threading.local()
        # The players and games last read (SQLite; see store/_cache.py), with where/when.
        self._kept: _Kept | None = None
        if path is not None:
            from figs_td import pathguard

            pathguard.protect(path, self)  # no reader or writer of this process may touch it

    # -- lifecycle -------------------------------------------------------------------------
    def close(self) -> None:
        from figs_td import pathguard

        self._kept = None
        self.engine.dispose()
        pathguard.release(self)

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    # -- transactions ----------------------------------------------------------------------
    @contextmanager
    def transaction(self, actor: str = "") -> Iterator[Transaction]:
        """One user action: commits on success, rolls everything back on any error.

        ``actor`` (who acts: a desk, the arbiter's name, ``cli``) goes into every audit entry.
        Database errors become :class:`StoreError` / :class:`ConflictError` with Italian messages.
        """
        yield from self._run(actor, write=True)

    @contextmanager
    def read(self) -> Iterator[Transaction]:
        """A read-only view (same facades; nothing is committed)."""
        yield from self._run("", write=False)

    def _run(self, actor: str, *, write: bool) -> Iterator[Transaction]:
        from figs_td.store._cache import tx_cache
        from figs_td.store.transaction import Transaction

        bind = self._write_engine if write else self.engine
        if write and self.read_only:
            raise StoreError(self.read_only)  # before anything is read, locked or copied
        if write:
            if getattr(self._local, "writing", False):
                # A second write transaction (another connection) would wait for the first
                # one's lock until the timeout on SQLite: nesting is a programming error.
                raise RuntimeError("transazione di scrittura annidata: usare il tx già aperto")
            self._local.writing = True
        try:
            with Session(bind=bind, expire_on_commit=False) as session:
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
        except InvalidData as e:
            raise labelled(e, self.label) from None
        except FigsError:
            raise
        except exc.IntegrityError as e:
            raise ConflictError(
                "salvataggio rifiutato: i dati sono stati modificati nel frattempo da un'altra "
                f"postazione o violano un vincolo del torneo ({db_error_code(e)})"
            ) from None
        except exc.OperationalError as e:
            raise StoreError(_operational_message(self.label, e)) from None
        except exc.DatabaseError as e:
            raise StoreError(describe_db_failure(self.label, e)) from None
        finally:
            if write:
                self._local.writing = False

    # -- backups and copies ----------------------------------------------------------------
    def backup(self, reason: str = "", *, round_no: int | None = None) -> Path | None:
        """A checked copy of the file beside itself (``NAME.backup-<UTC>-<reason>.figs``).

        Taken only by actions that will really write (callers invoke it after validation). The
        copy is made with SQLite's online backup to a temporary name, checked with ``quick_check`` and
        only then renamed: a copy named as a backup is always complete. ``round_no``: the copy
        taken before pairing that round; the last one per round is never rotated out, besides
        them the last :data:`BACKUPS_KEPT` others are kept. Returns the copy's path, or ``None``
        on PostgreSQL (the server's own backups apply there).
        """
        if self.path is None:
            return None
        if self.read_only:
            raise StoreError(self.read_only)
        dest = self._backup_path(reason, round_no)
        self.copy_to(dest)
        self._rotate_backups()
        return dest

    def _start_backup(self) -> BackupInProgress | None:
        """A backup copy written in a thread while the action goes on (store/_backup.py); call
        only inside a write transaction (it holds the write lock). None on PostgreSQL."""
        if self.path is None:
            return None
        if self.read_only:
            raise StoreError(self.read_only)
        from figs_td.store._backup import BackupInProgress

        return BackupInProgress(self, temp_backup_path(self.path))

    @property
    def _busy_timeout_s(self) -> float:
        """How long a copy's reader waits for a busy file (seconds)."""
        return BUSY_TIMEOUT_MS / 1000

    def _sqlite_message(self, err: BaseException | str, action: str = "") -> str:
        return _sqlite_message(self.label, err, action)

    def _backup_path(self, reason: str, round_no: int | None) -> Path:
        assert self.path is not None
        return backup_path(self.path, reason, round_no)

    def _rotate_backups(self) -> None:
        if self.path is not None:
            rotate_backups(self.path)

    def copy_to(self, dest: str | os.PathLike[str]) -> Path:
        """A complete, self-contained copy of the tournament (committed state) at ``dest``:
        written under a temporary name, checked, then renamed (never a half copy)."""
        if self.path is None:
            raise InputError(
                "un torneo su database PostgreSQL si copia con gli strumenti del server "
                "(pg_dump), non con figs-td"
            )
        from figs_td.atomic import atomic_output
        from figs_td.store._backup import write_checked_copy

        target = Path(dest).expanduser().absolute()
        if target == self.path:
            raise InputError(f"la copia non può sostituire il torneo stesso ('{target}')")
        if not target.parent.is_dir():
            raise InputError(f"la cartella di '{target}' non esiste")
        try:
            with atomic_output(target) as tmp:
                write_checked_copy(self, tmp, shown=target)
        except OSError as e:
            from figs_td.errors import describe_os_error

            raise StoreError(
                describe_os_error(e, action="scrivere la copia del torneo", path=target)
            ) from None
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

    def backups(self) -> list[Path]:
        """The automatic backups of this file, oldest first."""
        if self.path is None:
            return []
        return backups_of(self.path)


def _busy_message(label: str) -> str:
    return _sqlite.busy_message(label, BUSY_TIMEOUT_MS)


def _sqlite_message(label: str, err: BaseException | str, action: str = "") -> str:
    # The mapping of SQLite/PostgreSQL errors to Italian lives in figs_td/errors.py.
    if is_busy_db_error(err):
        return _busy_message(label)
    return describe_db_failure(label, err, action)


def _operational_message(label: str, e: exc.OperationalError) -> str:
    return _sqlite_message(label, e)


# ---------------------------------------------------------------------------------------------
# Opening


def _sqlite_engine(path: Path, label: str, *, read_only: bool = False) -> Engine:
    extra: dict[str, Any] = {}
    if read_only:  # a read-only place: immutable or mode=ro, no file created (issue 35)
        extra["creator"] = lambda: _sqlite.connect_readonly(
            path, label, timeout_ms=BUSY_TIMEOUT_MS, same_thread=False
        )
    engine = create_engine(
        f"sqlite:///{path}",
        connect_args={"timeout": BUSY_TIMEOUT_MS / 1000, "check_same_thread": False},
        # The connection used last is used again: what the store keeps between transactions
        # (store/_cache.py) is tied to the connection it was read on.
        pool_use_lifo=True,
        **extra,
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        # WAL is switched on once, by _prepare, after the file is known to be ours (a foreign
        # SQLite file is never modified); it is a property of the file, kept by every connection.
        _sqlite.configure(dbapi_conn, BUSY_TIMEOUT_MS)

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        if conn.get_execution_options().get("figs_write"):
            try:
                _begin_immediate(conn.connection.dbapi_connection)
            except sqlite3.OperationalError as e:
                raise StoreError(_sqlite_message(label, e)) from None
        else:
            conn.exec_driver_sql("BEGIN")

    return engine


def _begin_immediate(dbapi_conn: sqlite3.Connection) -> None:
    """``BEGIN IMMEDIATE``, retried while another desk writes (:func:`_sqlite.begin_immediate`)."""
    _sqlite.begin_immediate(dbapi_conn, BUSY_TIMEOUT_MS)


def _check_sqlite_file(path: Path, label: str) -> bool:
    """True when the file exists and is not empty; raises StoreError if it is not SQLite."""
    if not path.exists():
        return False
    if path.is_dir():
        raise StoreError(f"'{label}' è una cartella, non un file di torneo")
    if not path.is_file():  # opening a pipe would wait for ever; a device is no tournament
        raise StoreError(
            f"'{label}' non è un file normale (dispositivo, pipe o socket), non un file di torneo"
        )
    from figs_td import pathguard

    if pathguard.is_open_tournament(path):
        return True  # already open here: a descriptor of ours would drop SQLite's locks
    companion = pathguard.open_companion(path)
    if companion is not None:
        raise StoreError(f"'{label}' è {companion}, non un file di torneo da aprire")
    with path.open("rb") as f:
        head = f.read(len(_SQLITE_HEADER))
    if not head:
        return False
    if head != _SQLITE_HEADER:
        raise StoreError(f"'{label}' non è un file di torneo di figs-td")
    return True


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
    label = _describe(target)
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
            engine = create_engine(str(target), pool_pre_ping=True)
        except (exc.ArgumentError, exc.NoSuchModuleError, ImportError, ValueError) as e:
            missing = isinstance(e, (exc.NoSuchModuleError, ImportError))
            kind = "driver del database mancante" if missing else "scritto male"
            raise InputError(f"indirizzo del database non valido: {label} ({kind})") from None
        if engine.dialect.name == "postgresql":

            @event.listens_for(engine, "connect")
            def _on_pg_connect(dbapi_conn: Any, _record: Any) -> None:
                # A writer waits for another desk's lock at most BUSY_TIMEOUT_MS, then "in uso".
                cur = dbapi_conn.cursor()
                cur.execute(f"SET lock_timeout = {int(BUSY_TIMEOUT_MS)}")
                cur.close()
                dbapi_conn.commit()
    else:
        path = Path(target).expanduser().absolute()
        exists = _check_sqlite_file(path, label)
        if not exists:
            if not create:
                if path.is_file():  # 0 bytes: an interrupted copy or a file made by hand
                    raise StoreError(f"il file '{label}' è vuoto: non è un file di torneo")
                raise StoreError(f"il file del torneo '{label}' non esiste")
            if path.suffix.lower() != EXTENSION:
                raise InputError(f"il file del torneo deve avere estensione .figs: '{label}'")
            if not path.parent.is_dir():
                raise InputError(f"la cartella di '{label}' non esiste")
        else:
            read_only = _sqlite.readonly_refusal(path)
        if read_only is None:
            from figs_td.atomic import cleanup_stale_temps

            cleanup_stale_temps(path.parent)  # what a killed run left (exports, copies, new files)
        engine = _sqlite_engine(path, label, read_only=read_only is not None)
    store = Store(engine, path=path, label=label, read_only=read_only)
    try:
        _prepare(store, create=create)
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
            _prepare(store, create=False)
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
    label = _describe(target)
    path = Path(target).expanduser().absolute()
    if path.suffix.lower() != EXTENSION:
        raise InputError(f"il file del torneo deve avere estensione .figs: '{label}'")
    if not path.parent.is_dir():
        raise InputError(f"la cartella di '{label}' non esiste")
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


def _prepare(store: Store, *, create: bool) -> None:
    label = store.label
    try:
        if store.is_sqlite:
            with store.engine.connect() as conn:
                rows = conn.exec_driver_sql("PRAGMA quick_check").fetchall()
                if [r[0] for r in rows] != ["ok"]:
                    raise StoreError(describe_quick_check(label, [str(r[0]) for r in rows]))
                conn.rollback()
        # SQLite: look with a reader (never waits for a desk that is writing, never changes a
        # file that is not ours); PostgreSQL: one desk creates a fresh database, the others wait.
        engine = store.engine if store.is_sqlite else store._write_engine
        with engine.connect() as conn:
            if not store.is_sqlite:
                conn.execute(text("SELECT pg_advisory_xact_lock(7345219)"))
            insp = inspect(conn)
            if not insp.has_table("figs_meta"):
                if insp.get_table_names():
                    raise StoreError(f"'{label}' non è un file di torneo di figs-td")
                if not create:
                    raise StoreError(f"'{label}' è vuoto: non contiene un torneo")
                if store.is_sqlite:
                    conn.rollback()
                    with store._write_engine.begin() as wconn:
                        migrations.migrate(wconn, 0)
                    _use_wal(store)
                else:
                    migrations.migrate(conn, 0)
                    conn.commit()
                return
            app = conn.execute(text("SELECT value FROM figs_meta WHERE key = 'app'")).scalar()
            if app != migrations.APP_ID:
                raise StoreError(f"'{label}' non è un file di torneo di figs-td")
            version = migrations.current_version(conn)
            latest = migrations.latest_version()
            if version > latest:
                raise StoreError(
                    f"il file del torneo '{label}' è stato creato da una versione più recente di "
                    f"figs-td (schema {version}, questa versione arriva a {latest}): aggiornare "
                    "il programma"
                )
            conn.rollback()
            if version < latest and store.read_only:
                raise StoreError(
                    f"il torneo '{label}' è di una versione precedente di figs-td e va "
                    f"aggiornato, ma {store.read_only}"
                )
            if store.is_sqlite and not store.read_only:
                _use_wal(store)
            if version < latest:
                if store.path is not None:
                    store.backup(f"v{version}")
                with store._write_engine.begin() as wconn:
                    if not store.is_sqlite:
                        wconn.execute(text("SELECT pg_advisory_xact_lock(7345219)"))
                    current = migrations.current_version(wconn)
                    if current < latest:
                        migrations.migrate(wconn, current)
    except FigsError:
        raise
    except exc.OperationalError as e:
        raise StoreError(_operational_message(label, e)) from None
    except exc.DatabaseError as e:
        raise StoreError(describe_db_failure(label, e)) from None
    except sqlite3.DatabaseError as e:
        raise StoreError(describe_db_failure(label, e)) from None
    except OSError as e:
        from figs_td.errors import describe_os_error

        raise StoreError(describe_os_error(e, action="aprire il torneo", path=label)) from None


def _use_wal(store: Store) -> None:
    """Switch a file known to be ours to WAL (readers never wait for a writer); kept in the file."""
    raw = store.engine.raw_connection()
    try:
        dbapi = raw.driver_connection
        assert isinstance(dbapi, sqlite3.Connection)
        mode = dbapi.execute("PRAGMA journal_mode").fetchone()
        if not mode or str(mode[0]).lower() != "wal":
            dbapi.execute("PRAGMA journal_mode = WAL")
    finally:
        raw.close()
