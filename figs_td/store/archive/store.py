"""Opening an archive and running one transaction per action (SQLite file or PostgreSQL URL).

The same machinery as a tournament file (:mod:`figs_td.store._database`: WAL, foreign keys,
``synchronous=FULL``, ``BEGIN IMMEDIATE`` retried while another desk writes, the checks on
opening, the numbered upgrade after a backup, the errors in Italian), with the archive's own
:data:`ARCHIVE` kind; PostgreSQL writers take an advisory lock, so two staff adding the same
event at once cannot both store it.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

from sqlalchemy import exc, text

from figs_td.errors import InputError
from figs_td.store import _sqlite
from figs_td.store._backup_names import backups_to_rotate
from figs_td.store._database import (
    DatabaseKind,
    OpenDatabase,
    check_path,
    describe_target,
    prepare,
    sqlite_engine,
    url_engine,
)
from figs_td.store.archive import schema
from figs_td.store.archive._names import EXTENSION
from figs_td.store.archive.tx import ArchiveTx


class _ArchiveKind(DatabaseKind):
    """An archive: a SQLite file holding tables without the archive's meta table is named
    (a tournament, another program's file)."""

    def without_meta(self, label: str, tables: list[str], *, sqlite: bool) -> str | None:
        if sqlite and tables:  # a PostgreSQL database may hold other things too
            what = "un file di torneo" if "figs_meta" in tables else "un file di altro tipo"
            return f"'{label}' è {what}, non un archivio di figs-td"
        return None


#: An archive database: what :mod:`figs_td.store._database` needs to know of it.
ARCHIVE = _ArchiveKind(
    app_id=schema.APP_ID,
    meta=schema.META,
    steps=lambda: schema.MIGRATIONS,
    lock=7345220,  # also taken by every writer (two staff adding the same event at once)
    extension=EXTENSION,
    archive=True,
    subject="l'archivio",
    action="usare l'archivio",
    open_action="aprire l'archivio",
    of_what="dell'archivio aperto",
)


class ArchiveStore(OpenDatabase[ArchiveTx]):
    """An open archive. Every action is one :meth:`transaction`; reads use :meth:`read`."""

    kind = ARCHIVE

    def _run(self, actor: str, *, write: bool) -> Iterator[ArchiveTx]:
        bind = self._write_engine if write else self.engine
        with self._one_action(write=write), bind.connect() as conn:
            if write and not self.is_sqlite:
                conn.execute(text(f"SELECT pg_advisory_xact_lock({ARCHIVE.lock})"))
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

    # -- backups (store/_backup.BackupSource) ----------------------------------------------
    def _rotate_backups(self) -> None:
        """Copies beside the archive total at most its own size, the newest always kept (issue
        40 §1: ten whole copies were 11× the archive): with the archive, at most 2× its size.
        Copies are taken before rare actions only (a replacement, new settings, an upgrade);
        merges and unmerges undo each other and keep no copy."""
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


def check_archive_path(target: str | os.PathLike[str], *, create: bool = False) -> Path:
    """The archive file ``target`` names, refused before anything is read or written when it
    cannot be one: a folder, a pipe or device, a file that is no archive, a missing archive
    (``create``: a new one needs the extension and an existing folder)."""
    label = describe_target(str(target))
    path = Path(target).expanduser().absolute()
    check_path(path, label, ARCHIVE, create=create)
    return path


def open_archive(target: str | os.PathLike[str], *, create: bool = False) -> ArchiveStore:
    """Open the archive at ``target`` (a ``.figsa`` path or a PostgreSQL URL); ``create``: make
    it when missing. Refuses, in Italian: not an archive, damaged, newer schema, missing."""
    target_s = str(target)
    label = describe_target(target_s)
    path: Path | None = None
    if "://" in target_s:
        if not target_s.startswith("postgresql"):
            raise InputError(
                f"indirizzo dell'archivio non valido: {label} (atteso postgresql+psycopg://…)"
            )
        try:
            engine = url_engine(target_s, lambda: _sqlite.BUSY_TIMEOUT_MS)
        except (exc.ArgumentError, exc.NoSuchModuleError, ImportError, ValueError):
            raise InputError(f"indirizzo dell'archivio non valido: {label}") from None
    else:
        path = check_archive_path(target_s, create=create)
        engine = sqlite_engine(
            path,
            label,
            timeout_ms=lambda: _sqlite.BUSY_TIMEOUT_MS,
            message=lambda e: _sqlite.sqlite_message(label, e),
            archive=True,
        )
    store = ArchiveStore(engine, path=path, label=label)
    try:
        prepare(store, create=create)
    except BaseException:
        store.close()
        raise
    return store
