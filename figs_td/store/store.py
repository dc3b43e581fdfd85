"""Opening a tournament database and running one transaction per user action.

``open_store(target)`` accepts the path of a ``.figs`` file (SQLite) or a SQLAlchemy URL
(``postgresql+psycopg://…``, several arbiter desks sharing one event). SQLite files run in WAL
mode with foreign keys on, a busy timeout and ``synchronous=FULL`` (a committed action survives a
power cut); every write transaction starts with ``BEGIN IMMEDIATE`` so that two processes never
dead-lock upgrading a read lock.
"""

from __future__ import annotations

import os
import random
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import create_engine, event, exc, inspect, text
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from figs_td.errors import ConflictError, FigsError, InputError, StoreError
from figs_td.store import migrations

if TYPE_CHECKING:
    from figs_td.store.transaction import Transaction

#: Extension of a tournament file.
EXTENSION = ".figs"
#: How many automatic backups are kept beside the file.
BACKUPS_KEPT = 10
#: Milliseconds a writer waits for another desk/process to finish (SQLite busy timeout).
BUSY_TIMEOUT_MS = 30_000

_SQLITE_HEADER = b"SQLite format 3\x00"


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

    def __init__(self, engine: Engine, *, path: Path | None, label: str) -> None:
        self.engine = engine
        self.path = path  # None for a database URL
        self.label = label
        self._write_engine = engine.execution_options(figs_write=True)
        self.last_changes: frozenset[str] = frozenset()
        self._local = threading.local()

    # -- lifecycle -------------------------------------------------------------------------
    def close(self) -> None:
        self.engine.dispose()

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
        from figs_td.store.transaction import Transaction

        bind = self._write_engine if write else self.engine
        if write:
            if getattr(self._local, "writing", False):
                # A second write transaction (another connection) would wait for the first
                # one's lock until the timeout on SQLite: nesting is a programming error.
                raise RuntimeError("transazione di scrittura annidata: usare il tx già aperto")
            self._local.writing = True
        try:
            with Session(bind=bind, expire_on_commit=False) as session:
                tx = Transaction(self, session, actor=actor, write=write)
                try:
                    yield tx
                    if write:
                        session.commit()
                        self.last_changes = frozenset(tx.changes)
                    else:
                        session.rollback()
                except BaseException:
                    session.rollback()
                    raise
        except FigsError:
            raise
        except exc.IntegrityError as e:
            raise ConflictError(
                "salvataggio rifiutato: i dati sono stati modificati nel frattempo da un'altra "
                f"postazione o violano un vincolo del torneo ({_short(e)})"
            ) from None
        except exc.OperationalError as e:
            raise StoreError(_operational_message(self.label, e)) from None
        except exc.DatabaseError as e:
            raise StoreError(
                f"il file del torneo '{self.label}' è danneggiato o illeggibile ({_short(e)})"
            ) from None
        finally:
            if write:
                self._local.writing = False

    # -- backups ---------------------------------------------------------------------------
    def backup(self, reason: str = "") -> Path | None:
        """Copy the file beside itself with the SQLite backup API; keep the last 10 copies.

        Called by the pairing service before a round is paired. Returns the copy's path, or
        ``None`` on PostgreSQL (the server's own backups apply there).
        """
        if self.path is None:
            return None
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
        tag = "".join(c for c in reason if c.isalnum() or c == "-")[:20]
        dest = self.path.with_name(
            f"{self.path.stem}.backup-{stamp}{'-' + tag if tag else ''}.figs"
        )
        raw = self.engine.raw_connection()
        try:
            src = raw.driver_connection
            assert isinstance(src, sqlite3.Connection)
            dst = sqlite3.connect(dest)
            try:
                src.backup(dst)
            finally:
                dst.close()
        finally:
            raw.close()
        for old in self.backups()[:-BACKUPS_KEPT]:
            old.unlink(missing_ok=True)
        return dest

    def backups(self) -> list[Path]:
        """The automatic backups of this file, oldest first."""
        if self.path is None:
            return []
        return sorted(self.path.parent.glob(f"{self.path.stem}.backup-*.figs"))


def _short(e: exc.DBAPIError) -> str:
    return str(e.orig).strip().splitlines()[0] if e.orig is not None else str(e)


def _operational_message(label: str, e: exc.OperationalError) -> str:
    msg = _short(e)
    if "locked" in msg or "busy" in msg:
        return (
            f"il file del torneo '{label}' è occupato da un'altra postazione da troppo tempo; "
            "riprovare"
        )
    if "readonly" in msg or "read-only" in msg:
        return f"il file del torneo '{label}' è in sola lettura"
    if "malformed" in msg or "not a database" in msg:
        return f"il file del torneo '{label}' è danneggiato ({msg})"
    return f"impossibile usare il database del torneo '{label}': {msg}"


# ---------------------------------------------------------------------------------------------
# Opening


def _sqlite_engine(path: Path) -> Engine:
    engine = create_engine(
        f"sqlite:///{path}",
        connect_args={"timeout": BUSY_TIMEOUT_MS / 1000, "check_same_thread": False},
    )

    wal_checked: list[bool] = []
    engine.figs_wal_checked = wal_checked  # type: ignore[attr-defined]

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # we issue BEGIN ourselves
        cur = dbapi_conn.cursor()
        cur.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        if wal_checked:  # never switch a file to WAL before knowing it is a tournament
            cur.execute("PRAGMA journal_mode = WAL")
        cur.execute("PRAGMA foreign_keys = ON")
        cur.execute("PRAGMA synchronous = FULL")
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        if conn.get_execution_options().get("figs_write"):
            _begin_immediate(conn.connection.dbapi_connection)
        else:
            conn.exec_driver_sql("BEGIN")

    return engine


def _begin_immediate(dbapi_conn: sqlite3.Connection) -> None:
    """``BEGIN IMMEDIATE``, retried every few milliseconds while another desk writes.

    SQLite's own busy handler backs off up to 100 ms between attempts, which makes two busy
    desks wait for each other far longer than the few milliseconds a result takes; so writers
    poll here (fairly, with a short random pause) and fall back to the error after the timeout.
    """
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    dbapi_conn.execute("PRAGMA busy_timeout = 0")
    try:
        while True:
            try:
                dbapi_conn.execute("BEGIN IMMEDIATE")
                return
            except sqlite3.OperationalError as e:
                if "locked" not in str(e) and "busy" not in str(e):
                    raise
                if time.monotonic() > deadline:
                    raise
                time.sleep(random.uniform(0.0005, 0.003))
    finally:
        dbapi_conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")


def _check_sqlite_file(path: Path, label: str) -> bool:
    """True when the file exists and is not empty; raises StoreError if it is not SQLite."""
    if not path.exists():
        return False
    if path.is_dir():
        raise StoreError(f"'{label}' è una cartella, non un file di torneo")
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
    """
    label = _describe(target)
    path: Path | None = None
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
        engine = _sqlite_engine(path)
    store = Store(engine, path=path, label=label)
    try:
        _prepare(store, create=create)
    except BaseException:
        store.close()
        raise
    return store


def _use_wal(store: Store, conn: Any) -> None:
    """WAL mode, once the file is known to be a tournament (a foreign file is never modified)."""
    checked = getattr(store.engine, "figs_wal_checked", None)
    if checked is None:
        return
    conn.connection.dbapi_connection.execute("PRAGMA journal_mode = WAL")
    checked.append(True)


def _prepare(store: Store, *, create: bool) -> None:
    label = store.label
    try:
        if store.is_sqlite:
            with store.engine.connect() as conn:
                rows = conn.exec_driver_sql("PRAGMA quick_check").fetchall()
                if [r[0] for r in rows] != ["ok"]:
                    detail = "; ".join(str(r[0]) for r in rows[:3])
                    raise StoreError(f"il file del torneo '{label}' è danneggiato ({detail})")
                conn.rollback()
        with store._write_engine.connect() as conn:
            if not store.is_sqlite:
                # Two desks opening a fresh database at once: one creates, the other waits.
                conn.execute(text("SELECT pg_advisory_xact_lock(7345219)"))
            insp = inspect(conn)
            if not insp.has_table("figs_meta"):
                if insp.get_table_names():
                    raise StoreError(f"'{label}' non è un file di torneo di figs-td")
                if not create:
                    raise StoreError(f"'{label}' è vuoto: non contiene un torneo")
                migrations.migrate(conn, 0)
                conn.commit()
                _use_wal(store, conn)
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
            _use_wal(store, conn)
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
        raise StoreError(f"il file del torneo '{label}' è danneggiato ({_short(e)})") from None
    except (sqlite3.DatabaseError, OSError) as e:
        raise StoreError(
            f"il file del torneo '{label}' è danneggiato o illeggibile ({e})"
        ) from None
