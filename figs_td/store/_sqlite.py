"""SQLite connection rules and Italian messages shared by the ORM store and the thin path.

Plain standard library (``sqlite3``): imported by :mod:`figs_td.store.store` (SQLAlchemy) and by
:mod:`figs_td.store.lite` (no SQLAlchemy), so that both open, lock and report a ``.figs`` file in
the same way: the same pragmas, ``BEGIN IMMEDIATE`` retried while another desk writes, and the
same sentences for a busy, read-only or damaged file.
"""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

from figs_td import pathguard
from figs_td.errors import StoreError, db_error_code, describe_db_failure, is_busy_db_error

TYPE_CHECKING = False  # typing is not imported by the quick commands (cli/quick.py)
if TYPE_CHECKING:
    from typing import Any

#: Milliseconds a writer waits for another desk/process to finish (SQLite busy timeout); then
#: "il torneo è in uso da un'altra postazione …: riprovare". Readers never wait (WAL).
BUSY_TIMEOUT_MS = 5_000

SQLITE_HEADER = b"SQLite format 3\x00"


class GuardedConnection(sqlite3.Connection):
    """A connection to a file of ours, which stays under the path guard
    (:func:`figs_td.pathguard.protect`) from the moment the connection opens until it is closed
    — by :meth:`close` or by the garbage collector — and not only while its store is open.

    SQLite holds its locks for the whole process, and a second connection of the process on the
    same file takes none of its own while the first holds them. A connection that outlives its
    store (one still in use on another thread when the store closes, then handed back to a pool
    that no longer exists) keeps the file open: if the guard let go of the file with the store,
    opening it again would read its header through a descriptor of ours and drop the locks the
    old connection holds, which the new one counts on. The file is released when its last
    connection is gone. ``of_what`` names the file in the guard's messages."""

    of_what = "del torneo aperto"

    def __init__(self, database: Any, *args: Any, **kwargs: Any) -> None:
        super().__init__(database, *args, **kwargs)
        uri = kwargs.get("uri", args[6] if len(args) > 6 else False)
        path = _file_of(database, bool(uri))
        if path is not None:
            pathguard.protect(path, self, of_what=self.of_what)

    def close(self) -> None:
        try:
            super().close()
        finally:
            pathguard.release(self)


class GuardedArchiveConnection(GuardedConnection):
    """A :class:`GuardedConnection` to the federation's archive."""

    of_what = "dell'archivio aperto"


def connection_class(archive: bool) -> type[GuardedConnection]:
    """The connection class of a tournament's file, or of the archive's (``archive``)."""
    return GuardedArchiveConnection if archive else GuardedConnection


def _file_of(database: Any, uri: bool) -> Path | None:
    """The file a connection opens: ``database`` as a path, or the path of a ``file:`` URI;
    None for a database in memory."""
    text = os.fspath(database) if isinstance(database, os.PathLike) else database
    if isinstance(text, bytes):
        text = os.fsdecode(text)
    if not isinstance(text, str) or text in ("", ":memory:"):
        return None
    if uri and text.startswith("file:"):
        parts = urlsplit(text)
        if "memory" in parse_qs(parts.query).get("mode", []):
            return None
        text = unquote(parts.path)
        if not text or text == ":memory:":
            return None
    return Path(text)


def configure(conn: sqlite3.Connection, timeout_ms: int = BUSY_TIMEOUT_MS) -> None:
    """The pragmas of every connection to a tournament file (WAL is a property of the file,
    switched on once by the store after the file is known to be ours)."""
    conn.isolation_level = None  # BEGIN is issued by the store
    conn.execute(f"PRAGMA busy_timeout = {int(timeout_ms)}")
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA synchronous = FULL")


def begin_immediate(conn: sqlite3.Connection, timeout_ms: int = BUSY_TIMEOUT_MS) -> None:
    """``BEGIN IMMEDIATE``, retried every few milliseconds while another desk writes.

    SQLite's own busy handler backs off up to 100 ms between attempts, which makes two busy
    desks wait for each other far longer than the few milliseconds a result takes; so writers
    poll here (fairly, with a short random pause) and fall back to the error after the timeout.
    """
    deadline = time.monotonic() + timeout_ms / 1000
    conn.execute("PRAGMA busy_timeout = 0")
    try:
        while True:
            try:
                conn.execute("BEGIN IMMEDIATE")
                return
            except sqlite3.OperationalError as e:
                if "locked" not in str(e) and "busy" not in str(e):
                    raise
                if time.monotonic() > deadline:
                    raise
                import random  # only while another desk writes (a command that starts fast)

                time.sleep(random.uniform(0.0005, 0.003))
    finally:
        conn.execute(f"PRAGMA busy_timeout = {int(timeout_ms)}")


#: How long the checkpoint after a commit keeps trying while another desk's checkpoint or an
#: older reader holds the frames back (seconds); then that reader's own checkpoint when its
#: read ends (:func:`checkpoint_after_read`) or the next commit's takes them.
CHECKPOINT_PATIENCE_S = 0.005


def checkpoint_after_commit(
    conn: sqlite3.Connection, *, patience_s: float = CHECKPOINT_PATIENCE_S
) -> bool:
    """Fold what was just committed from ``-wal`` into the ``.figs`` file (``PASSIVE``: never
    waits for a writer or a reader, never blocks them), so that a plain copy of the ``.figs``
    alone, taken at any quiet moment, holds every committed action.

    Called by both stores right after each ``COMMIT`` on ``conn`` (outside any transaction).
    When the frames are held back (another desk's checkpoint in progress, a reader of an older
    snapshot), it tries again every millisecond for at most ``patience_s``; a desk that commits
    later checkpoints its own frames and everything before them. Returns True when the
    ``-wal`` is wholly in the file. Never raises: the action is already committed."""
    deadline = time.monotonic() + patience_s
    while True:
        try:
            row = conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
        except sqlite3.Error:
            row = None
        if row is not None:
            busy, frames, done = (int(x) for x in row)
            if frames < 0:  # not a WAL file: nothing to fold
                return True
            if not busy and done >= frames:
                return True
        if time.monotonic() > deadline:
            return False
        time.sleep(0.001)


def checkpoint_after_read(conn: sqlite3.Connection) -> None:
    """After a read transaction ends: one ``PASSIVE`` checkpoint, without retrying. It folds the
    frames a writer's checkpoint could not while this reader held an older snapshot (the reader
    was the last obstacle); with nothing left to fold it only looks at the ``-wal``'s index
    (microseconds, no write). Never raises."""
    try:
        conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
    except sqlite3.Error:
        pass  # a read-only file or folder: nothing can be folded from here


def busy_message(label: str, timeout_ms: int = BUSY_TIMEOUT_MS, subject: str = "il torneo") -> str:
    """A writer that waited ``timeout_ms`` for another desk (``subject``: what is in use)."""
    return (
        f"{subject} è in uso da un'altra postazione ('{label}' è occupato in scrittura da più di "
        f"{timeout_ms // 1000} secondi): riprovare"
    )


def is_busy(err: BaseException | str) -> bool:
    return is_busy_db_error(err)


def sqlite_message(
    label: str,
    err: BaseException | str,
    action: str = "",
    *,
    timeout_ms: int = BUSY_TIMEOUT_MS,
    subject: str = "il torneo",
) -> str:
    """An error of the database in Italian: busy ≠ read-only ≠ damaged ≠ disk (the mapping is
    :func:`figs_td.errors.describe_db_failure`; no English text of SQLite is kept)."""
    if is_busy_db_error(err):
        return busy_message(label, timeout_ms, subject)
    return describe_db_failure(label, err, action)


def integrity_message(err: BaseException | str) -> str:
    """A write refused by a constraint of the database (another desk got there first)."""
    return (
        "salvataggio rifiutato: i dati sono stati modificati nel frattempo da un'altra "
        f"postazione o violano un vincolo del torneo ({db_error_code(err)})"
    )


def unreadable_message(label: str, err: BaseException | str) -> str:
    return describe_db_failure(label, err)


# ---------------------------------------------------------------------------------------------
# A tournament on a read-only place (issue 35): a write-protected USB stick, a read-only share.


def readonly_refusal_text(path: Path, *, folder: bool) -> str:
    """The refusal of a write on a read-only place: its ``folder`` or the file itself, and what
    to do."""
    where = f"la cartella '{path.parent}'" if folder else f"il file del torneo '{path}'"
    into = "una cartella" if folder else "un file"
    return (
        f"{where} è di sola lettura: copiate il torneo in {into} scrivibile (con «figs-td "
        f"backup '{path}' COPIA.figs» o File → Salva una copia…) e lavorate sulla copia"
    )


def readonly_refusal(path: Path) -> str | None:
    """The sentence refusing every write when ``path`` (a ``.figs`` file) sits on a place this
    process cannot write: its folder (a read-only medium or share, a folder without write
    permission) or the file itself; ``None`` when both can be written.

    ``os.access`` answers for the medium too: on a read-only mount it says no even to root
    (``EROFS``), who passes every permission bit. A tournament there is opened read-only
    (:func:`connect_readonly`): shown, exported, copied, never changed. A place whose
    permissions say yes while the system refuses is found after SQLite fails
    (:func:`refused_write`)."""
    if not os.access(path.parent, os.W_OK):
        return readonly_refusal_text(path, folder=True)
    if not os.access(path, os.W_OK):
        return readonly_refusal_text(path, folder=False)
    return None


def refused_write(path: Path) -> str | None:
    """:func:`readonly_refusal` for a place whose permissions say it is writable when the
    system refuses the write itself (``EROFS``, ``EACCES``, ``EPERM``: a share mounted
    read-only, a medium write-protected after it was mounted). Asked only after SQLite failed
    to open the file: an empty probe file is created in the folder and removed at once (the
    file itself is not opened: a descriptor of ours on it would drop SQLite's locks)."""
    import errno
    import tempfile

    try:
        fd, probe = tempfile.mkstemp(prefix=".figs-probe-", dir=path.parent)
    except OSError as e:
        refused = e.errno in (errno.EROFS, errno.EACCES, errno.EPERM)
        return readonly_refusal_text(path, folder=True) if refused else None
    os.close(fd)
    os.unlink(probe)
    return None


def readonly_uri(path: Path, label: str) -> str:
    """The SQLite URI that reads ``path`` on a read-only place without creating any file.

    A WAL file needs its ``-shm`` index beside it, which a read-only folder cannot receive; so:

    - no ``-wal`` or an empty one (every committed action folded into the file, as both stores
      leave it after each commit and when they close): ``immutable=1`` — SQLite reads the file
      alone, takes no lock and creates nothing. Safe only when nobody writes the file
      meanwhile: a read-only medium guarantees that (and a read-only file, as long as its
      permissions stay as they are);
    - a ``-wal`` holding committed frames with its ``-shm``: ``mode=ro``, which reads them
      through the existing index without writing it (``immutable`` would ignore them and show
      an older tournament);
    - a ``-wal`` with frames but no ``-shm``: nothing can read those frames without creating
      the index, and ignoring them would lose results: refused, naming what to copy.
    """
    wal = Path(f"{path}-wal")
    try:
        pending = wal.stat().st_size > 0
    except OSError:
        pending = False
    if not pending:
        return f"{path.as_uri()}?immutable=1"
    if Path(f"{path}-shm").exists():
        return f"{path.as_uri()}?mode=ro"
    raise StoreError(
        f"il torneo '{label}' ha azioni salvate in '{wal.name}' non ancora riportate nel file, "
        f"che in sola lettura non si possono leggere: copiate '{path.name}' e '{wal.name}' "
        "insieme in una cartella scrivibile e aprite il torneo da lì"
    )


def connect_readonly(
    path: Path,
    label: str,
    *,
    timeout_ms: int = BUSY_TIMEOUT_MS,
    same_thread: bool = True,
    archive: bool = False,
) -> sqlite3.Connection:
    """A read-only connection to ``path`` (:func:`readonly_uri`), configured as every other."""
    conn = sqlite3.connect(
        readonly_uri(path, label),
        uri=True,
        timeout=timeout_ms / 1000,
        check_same_thread=same_thread,
        factory=connection_class(archive),
    )
    return conn


def connect_source(
    path: Path, read_only: str | None, *, label: str = "", timeout_s: float
) -> sqlite3.Connection:
    """The connection a copy of the tournament reads from: the file itself, or on a read-only
    place (``read_only``: the store's refusal sentence) :func:`connect_readonly`."""
    if read_only:
        return connect_readonly(path, label or str(path), timeout_ms=int(timeout_s * 1000))
    return sqlite3.connect(path, timeout=timeout_s, factory=GuardedConnection)
