"""Opening an archive and running one transaction per action (SQLite file or PostgreSQL URL).

The same connection rules as a tournament file (:mod:`figs_td.store._sqlite`: WAL, foreign keys,
``synchronous=FULL``, ``BEGIN IMMEDIATE`` retried while another desk writes); PostgreSQL writers
take an advisory lock, so two staff adding the same event at once cannot both store it.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, event, exc, inspect, text
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
from figs_td.store import _sqlite
from figs_td.store.archive import schema
from figs_td.store.archive._names import EXTENSION
from figs_td.store.archive.tx import ArchiveTx

_LOCK = 7345220  # PostgreSQL advisory lock of the archive's writers


def _label(target: str) -> str:
    if "://" in target:
        from sqlalchemy.engine import make_url

        try:
            return make_url(target).render_as_string(hide_password=True)
        except (exc.ArgumentError, ValueError):
            return "indirizzo del database"
    return target


class ArchiveStore:
    """An open archive. Every action is one :meth:`transaction`; reads use :meth:`read`."""

    def __init__(self, engine: Engine, *, path: Path | None, label: str) -> None:
        self.engine = engine
        self.path = path
        self.label = label
        self._local = threading.local()
        if path is not None:
            from figs_td import pathguard

            pathguard.protect(path, self, of_what="dell'archivio aperto")

    def close(self) -> None:
        from figs_td import pathguard

        self.engine.dispose()
        pathguard.release(self)

    def __enter__(self) -> ArchiveStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    @contextmanager
    def transaction(self, actor: str = "") -> Iterator[ArchiveTx]:
        """One action: commits on success, rolls back on any error (Italian messages)."""
        yield from self._run(actor, write=True)

    @contextmanager
    def read(self) -> Iterator[ArchiveTx]:
        yield from self._run("", write=False)

    def _run(self, actor: str, *, write: bool) -> Iterator[ArchiveTx]:
        if write:
            if getattr(self._local, "writing", False):
                raise RuntimeError("transazione di scrittura annidata")
            self._local.writing = True
        try:
            bind = self.engine.execution_options(figs_write=True) if write else self.engine
            with bind.connect() as conn:
                if write and not self.is_sqlite:
                    conn.execute(text(f"SELECT pg_advisory_xact_lock({_LOCK})"))
                tx = ArchiveTx(conn, actor=actor, write=write)
                try:
                    yield tx
                    if write:
                        conn.commit()
                    else:
                        conn.rollback()
                except BaseException:
                    conn.rollback()
                    raise
        except FigsError:
            raise
        except exc.IntegrityError as e:
            raise ConflictError(
                "salvataggio rifiutato: l'archivio è stato modificato nel frattempo da un'altra "
                f"postazione ({db_error_code(e)})"
            ) from None
        except exc.OperationalError as e:
            raise StoreError(self._sqlite_message(e)) from None
        except exc.DatabaseError as e:
            raise StoreError(describe_db_failure(self.label, e, "usare l'archivio")) from None
        finally:
            if write:
                self._local.writing = False

    # -- backups (store/_backup.BackupSource) ----------------------------------------------
    @property
    def _busy_timeout_s(self) -> float:
        return _sqlite.BUSY_TIMEOUT_MS / 1000

    def _sqlite_message(self, err: BaseException | str, action: str = "") -> str:
        if _sqlite.is_busy(err):
            return (
                f"l'archivio è in uso da un'altra postazione ('{self.label}' è occupato in "
                f"scrittura da più di {_sqlite.BUSY_TIMEOUT_MS // 1000} secondi): riprovare"
            )
        return describe_db_failure(self.label, err, action or "usare l'archivio")

    def _backup_path(self, reason: str, round_no: int | None = None) -> Path:
        assert self.path is not None
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
        tag = "".join(c for c in reason if c.isalnum() or c == "-")[:20]
        return self.path.with_name(
            f"{self.path.stem}.backup-{stamp}{'-' + tag if tag else ''}{EXTENSION}"
        )

    def backups(self) -> list[Path]:
        if self.path is None:
            return []
        return sorted(self.path.parent.glob(f"{self.path.stem}.backup-*{EXTENSION}"))

    def _rotate_backups(self) -> None:
        """Copies beside the archive total at most its own size, the newest always kept (issue
        40 §1: ten whole copies were 11× the archive): with the archive, at most 2× its size.
        Copies are taken before rare actions only (a replacement, new settings, an upgrade);
        merges and unmerges undo each other and keep no copy."""
        from figs_td.store.store import backups_to_rotate

        copies = self.backups()
        going = set(backups_to_rotate(copies))
        try:
            room = self.path.stat().st_size if self.path is not None else 0
        except OSError:
            room = 0
        used = 0
        for i, copy in enumerate(reversed(copies)):  # newest first
            if copy in going:
                continue
            try:
                size = copy.stat().st_size
            except OSError:
                continue
            if i > 0 and used + size > room:
                going.add(copy)
            else:
                used += size
        for old in going:
            old.unlink(missing_ok=True)

    def backup(self, reason: str = "") -> Path | None:
        """A checked copy beside the archive before an action that rewrites history (merges,
        replacements, settings, upgrades); ``None`` on PostgreSQL (the server's own backups)."""
        if self.path is None:
            return None
        from figs_td.atomic import atomic_output
        from figs_td.store._backup import write_checked_copy

        dest = self._backup_path(reason)
        try:
            with atomic_output(dest) as tmp:
                write_checked_copy(self, tmp, shown=dest)
        except OSError as e:
            from figs_td.errors import describe_os_error

            raise StoreError(
                describe_os_error(e, action="scrivere la copia dell'archivio", path=dest)
            ) from None
        self._rotate_backups()
        return dest


def _sqlite_engine(path: Path, label: str) -> Engine:
    engine = create_engine(
        f"sqlite:///{path}",
        connect_args={"timeout": _sqlite.BUSY_TIMEOUT_MS / 1000, "check_same_thread": False},
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        _sqlite.configure(dbapi_conn)

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        if conn.get_execution_options().get("figs_write"):
            try:
                _sqlite.begin_immediate(conn.connection.dbapi_connection)
            except sqlite3.OperationalError as e:
                raise StoreError(_sqlite.sqlite_message(label, e)) from None
        else:
            conn.exec_driver_sql("BEGIN")

    return engine


def check_archive_path(target: str | os.PathLike[str], *, create: bool = False) -> Path:
    """The archive file ``target`` names, refused before anything is read or written when it
    cannot be one: a folder, a pipe or device, a file that is no archive, a missing archive
    (``create``: a new one needs the extension and an existing folder)."""
    label = _label(str(target))
    path = Path(target).expanduser().absolute()
    if path.is_dir():
        raise StoreError(f"'{label}' è una cartella, non un archivio")
    if path.exists() and not path.is_file():  # a pipe would block, a device is no archive
        raise StoreError(
            f"'{label}' non è un file normale (dispositivo, pipe o socket), non un archivio"
        )
    if path.exists() and path.stat().st_size > 0:
        _check_header(path, label)
    elif not create:
        raise StoreError(f"l'archivio '{label}' non esiste")
    else:
        if path.suffix.lower() != EXTENSION:
            raise InputError(f"l'archivio deve avere estensione {EXTENSION}: '{label}'")
        if not path.parent.is_dir():
            raise InputError(f"la cartella di '{label}' non esiste")
    return path


def open_archive(target: str | os.PathLike[str], *, create: bool = False) -> ArchiveStore:
    """Open the archive at ``target`` (a ``.figsa`` path or a PostgreSQL URL); ``create``: make
    it when missing. Refuses, in Italian: not an archive, damaged, newer schema, missing."""
    target_s = str(target)
    label = _label(target_s)
    path: Path | None = None
    if "://" in target_s:
        if not target_s.startswith("postgresql"):
            raise InputError(
                f"indirizzo dell'archivio non valido: {label} (atteso postgresql+psycopg://…)"
            )
        try:
            engine = create_engine(target_s, pool_pre_ping=True)
        except (exc.ArgumentError, exc.NoSuchModuleError, ImportError, ValueError):
            raise InputError(f"indirizzo dell'archivio non valido: {label}") from None

        @event.listens_for(engine, "connect")
        def _on_pg_connect(dbapi_conn: Any, _record: Any) -> None:
            cur = dbapi_conn.cursor()
            cur.execute(f"SET lock_timeout = {int(_sqlite.BUSY_TIMEOUT_MS)}")
            cur.close()
            dbapi_conn.commit()
    else:
        path = check_archive_path(target_s, create=create)
        engine = _sqlite_engine(path, label)
    store = ArchiveStore(engine, path=path, label=label)
    try:
        _prepare(store, create=create)
    except FigsError:
        store.close()
        raise
    except exc.OperationalError as e:
        store.close()
        raise StoreError(store._sqlite_message(e)) from None
    except (exc.DatabaseError, sqlite3.DatabaseError) as e:
        store.close()
        raise StoreError(describe_db_failure(label, e, "aprire l'archivio")) from None
    except BaseException:
        store.close()
        raise
    return store


def _check_header(path: Path, label: str) -> None:
    """Refuse a file that is not SQLite. A file this process already holds open (the archive
    opened again, the window's tournament typed here) is never read by a descriptor of ours:
    closing it would drop every lock SQLite holds on it, and another process would delete the
    ``-wal`` still in use; SQLite reads its header (a tournament is then refused by its tables).
    Its ``-wal``/``-shm`` are refused without being read."""
    from figs_td import pathguard

    if pathguard.is_open_tournament(path):
        return
    companion = pathguard.open_companion(path)
    if companion is not None:
        raise StoreError(f"'{label}' è {companion}, non un archivio da aprire")
    with path.open("rb") as f:
        if f.read(len(_sqlite.SQLITE_HEADER)) != _sqlite.SQLITE_HEADER:
            raise StoreError(f"'{label}' non è un archivio di figs-td")


def _prepare(store: ArchiveStore, *, create: bool) -> None:
    label = store.label
    if store.is_sqlite:
        with store.engine.connect() as conn:
            rows = conn.exec_driver_sql("PRAGMA quick_check").fetchall()
            conn.rollback()
        if [r[0] for r in rows] != ["ok"]:
            raise StoreError(describe_quick_check(label, [str(r[0]) for r in rows]))
    with store.engine.execution_options(figs_write=True).connect() as conn:
        if not store.is_sqlite:
            conn.execute(text(f"SELECT pg_advisory_xact_lock({_LOCK})"))
        insp = inspect(conn)
        if not insp.has_table(schema.META):
            tables = insp.get_table_names()
            if store.is_sqlite and tables:  # a PostgreSQL database may hold other things too
                what = "un file di torneo" if "figs_meta" in tables else "un file di altro tipo"
                raise StoreError(f"'{label}' è {what}, non un archivio di figs-td")
            if not create:
                raise StoreError(f"'{label}' non contiene un archivio")
            schema.migrate(conn, 0)
            conn.commit()
            _use_wal(store)
            return
        app = conn.execute(text(f"SELECT value FROM {schema.META} WHERE key = 'app'")).scalar()
        if app != schema.APP_ID:
            raise StoreError(f"'{label}' non è un archivio di figs-td")
        version = schema.current_version(conn)
        latest = schema.latest_version()
        if version > latest:
            raise StoreError(
                f"l'archivio '{label}' è stato creato da una versione più recente di figs-td "
                f"(schema {version}, questa versione arriva a {latest}): aggiornare il programma"
            )
        conn.rollback()
    _use_wal(store)
    if version < latest:
        store.backup(f"v{version}")
        with store.engine.execution_options(figs_write=True).begin() as wconn:
            current = schema.current_version(wconn)
            if current < latest:
                schema.migrate(wconn, current)


def _use_wal(store: ArchiveStore) -> None:
    if not store.is_sqlite:
        return
    raw = store.engine.raw_connection()
    try:
        dbapi = raw.driver_connection
        assert isinstance(dbapi, sqlite3.Connection)
        mode = dbapi.execute("PRAGMA journal_mode").fetchone()
        if not mode or str(mode[0]).lower() != "wal":
            dbapi.execute("PRAGMA journal_mode = WAL")
    finally:
        raw.close()
