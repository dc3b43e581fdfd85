"""Checked copies of a tournament file, and the backup copy written while a round is paired.

A copy is SQLite's online backup (all pages in one step) from a reader connection of its own —
the committed state: a transaction in progress on the store's connection is not in it — into a
temporary name beside the target, switched to a self-contained rollback journal, checked with
``quick_check``; only then renamed. Faster than ``VACUUM INTO``, which rebuilds every table and
index. SQLite does not sync the temporary copy itself (``synchronous = OFF`` on it: its syncs
during the copy would protect a file that is not named yet); the whole file is fsynced once,
before its rename (:func:`figs_td.atomic.fsync_file`, :func:`figs_td.atomic.commit_temp`).

**The open file is read through SQLite only** (issue 35). On POSIX, closing *any* descriptor of
a file releases every lock the process holds on it: a plain ``open()``/``shutil.copyfile`` of
the ``.figs`` in the window, ``serve`` or the archive window would drop the store's ``SHARED``
lock, and the next process to close the file would think itself the last user, fold and
delete the ``-wal``/``-shm`` the store goes on writing into (a result another desk saw
"inserito" lost). The copy's reader is a connection of the same SQLite library, whose unix VFS
never closes a descriptor of a file while another connection of the process holds locks on it
(it keeps it for reuse), so opening and closing it leaves the store's locks in place — checked
against ``/proc/locks`` by ``tests/store/test_backup_copy.py`` and the window's harness
(``tests/gui/test_gui_lock_harness.py``). The kernel's copy of the file's own bytes that the
backup before a pairing used to take (faster, but through a descriptor of its own) is gone,
in every process: even a one-shot command would drop its own lock *inside* its write
transaction, and another desk closing the file meanwhile would fold and delete the ``-wal``
that transaction is about to commit into.

:class:`BackupInProgress` writes the copy in a thread while the action goes on (SQLite and the
file system work without holding Python's lock, so the copy and the pairing use both cores). It
is started once the write transaction holds the file's write lock (nobody else can commit until
it ends), so the copy is what a copy taken just before saving would be — whatever the
transaction writes meanwhile: the copy's reader never sees uncommitted changes. It gets its
backup name only when :meth:`~BackupInProgress.name` is called — once the action is known to
write; the thread renames it (and fsyncs the folder) as soon as it is written, and
:meth:`~BackupInProgress.wait`, called before the action commits, waits for that; an action
that fails before naming it removes it (:meth:`~BackupInProgress.discard`); a killed run leaves
a temporary name that the next start removes (``atomic.cleanup_stale_temps``).
"""

from __future__ import annotations

import _thread
import contextlib
import os
import sqlite3
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from figs_td.errors import StoreError, describe_db_failure
from figs_td.store import _sqlite

if TYPE_CHECKING:
    from figs_td.store._protocols import BackupSource as Store


def write_checked_copy(store: Store, tmp: Path, *, shown: Path) -> None:
    """The committed state of ``store`` into ``tmp``, checked; errors as :class:`StoreError`
    (``shown``: the file named in a message about the disk). The same copy inside a write
    transaction (the backup before a pairing) and outside it: SQLite's online backup from a
    reader connection of its own, which never sees the transaction's uncommitted pages and
    never closes a descriptor of the open file (see the module's text)."""
    assert store.path is not None
    try:
        # The standard sqlite3 module: the SQLite library both stores use (SQLAlchemy's pysqlite
        # dialect, the thin path), whose VFS shares the open file's locks across connections
        # and defers the close of this one's descriptor while the store holds them. Never a
        # descriptor of our own on store.path (module's text). On a read-only place: opened
        # read-only, nothing created beside it.
        src = _sqlite.connect_source(
            store.path,
            getattr(store, "read_only", None),
            label=store.label,
            timeout_s=store._busy_timeout_s,
        )
        try:
            copy = sqlite3.connect(tmp)
            try:
                # A temporary file, fsynced whole before it is named (see the module's text).
                copy.execute("PRAGMA synchronous = OFF")
                src.backup(copy)
                # Self-contained: no -wal beside the copy.
                copy.execute("PRAGMA journal_mode = DELETE")
                rows = copy.execute("PRAGMA quick_check").fetchall()
            finally:
                copy.close()
        finally:
            src.close()
        if [r[0] for r in rows] != ["ok"]:
            raise StoreError(f"la copia di '{store.label}' non ha superato il controllo")
    except sqlite3.OperationalError as e:
        raise StoreError(store._sqlite_message(e, "copiare il torneo")) from None
    except sqlite3.DatabaseError as e:
        raise StoreError(describe_db_failure(store.label, e, "copiare il torneo")) from None
    except OSError as e:
        raise StoreError(_disk_message(e, shown)) from None


def _disk_message(e: OSError, shown: Path) -> str:
    from figs_td.errors import describe_os_error

    return describe_os_error(e, action="scrivere la copia del torneo", path=shown)


class BackupInProgress:
    """A backup copy of ``store`` being written in a thread (see the module's text)."""

    def __init__(self, store: Store, tmp: Path) -> None:
        """``tmp``: the temporary name beside the backups (``atomic.temp_path_for``)."""
        self.store = store
        self.tmp = tmp
        self._error: BaseException | None = None
        self._shown = tmp  # the file named in a message about the disk
        self._dest: Path | None = None  # the backup name, once the action is known to write
        self._named = False
        self._decided = threading.Event()  # set by name() or discard()
        self._done = threading.Event()  # set when the thread ends
        # A bare thread (like a daemon Thread): threading.Thread.start() would wait until the
        # system schedules the new thread, which on a busy machine holds the action up.
        _thread.start_new_thread(self._run, ())

    def _run(self) -> None:
        try:
            self._write()
        finally:
            self._done.set()

    def _write(self) -> None:
        from figs_td.atomic import fsync_file

        try:
            write_checked_copy(self.store, self.tmp, shown=self.store.path or self.tmp)
            fsync_file(self.tmp)
        except BaseException as e:  # handed to the action's thread by wait()
            self._error = e
        self._decided.wait()
        if self._error is None and self._dest is not None:
            try:
                self._rename(self._dest)
            except BaseException as e:
                self._error, self._shown = e, self._dest
        if not self._named:
            # A copy that cannot be removed now is removed at the next start (its temporary
            # name: atomic.cleanup_stale_temps); the action's own outcome is what counts.
            with contextlib.suppress(OSError):
                self.tmp.unlink(missing_ok=True)

    def _rename(self, dest: Path) -> None:
        """The written copy under its backup name, the rename made durable, old ones rotated."""
        from figs_td.atomic import fsync_dir

        os.replace(self.tmp, dest)
        self._named = True
        fsync_dir(dest.parent)
        self.store._rotate_backups()

    def name(self, reason: str, *, round_no: int | None = None) -> Path:
        """The action will write: the copy gets its backup name (stamped now) as soon as it is
        written, without waiting here. Returns that name."""
        if self._dest is None:
            self._dest = self.store._backup_path(reason, round_no)
        self._decided.set()
        return self._dest

    def wait(self) -> Path:
        """Wait for the named copy (call before the action commits); a failed copy is a
        :class:`StoreError` (nothing left on the disk)."""
        if self._dest is None:
            raise RuntimeError("copia di sicurezza senza nome: chiamare name() prima")
        self._done.wait()
        if self._error is not None:
            if isinstance(self._error, OSError):
                raise StoreError(_disk_message(self._error, self._shown)) from None
            raise self._error
        return self._dest

    def finish(self, reason: str, *, round_no: int | None = None) -> Path:
        """:meth:`name` then :meth:`wait`."""
        self.name(reason, round_no=round_no)
        return self.wait()

    def discard(self) -> None:
        """The action did not write: the copy goes, unless it was already given its name (then
        it is completed); returns once the thread has ended."""
        self._decided.set()
        self._done.wait()
