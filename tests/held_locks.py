"""What SQLite locks a process holds on a database file, read from Linux's ``/proc/locks``.

A process with a connection open on a database in WAL mode holds, for as long as the connection
is open, a POSIX read lock on the *shared* byte range of the database file (SQLite's
``SHARED_FIRST`` … ``+ SHARED_SIZE``) and a read lock on the ``-shm`` file's *DMS* byte. The
first is what another process's closing connection tests before it checkpoints and deletes the
``-wal`` and ``-shm`` files ("am I the last user?"). POSIX locks belong to the process and to
the file, not to a descriptor: closing *any* descriptor of the file — a plain ``open()`` and
``close()``, ``shutil.copyfile``, ``Path.read_bytes`` — drops every lock the process holds on it,
while SQLite goes on believing it holds them. These helpers let a test see that happen.

``/proc/locks`` lines: ``N: POSIX  ADVISORY  READ  PID MAJ:MIN:INODE START END`` (device
numbers in hex; lines with ``->`` are waiters, not holders).
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

#: SQLite's lock bytes (os_unix.c / wal.c): PENDING_BYTE 0x40000000, SHARED_FIRST = +2,
#: SHARED_SIZE 510; the -shm's "dead man switch" byte: 120 + 8.
SHARED_RANGE = (0x40000000 + 2, 0x40000000 + 2 + 510 - 1)
DMS_BYTE = (128, 128)


def need_proc_locks() -> None:
    """Skip the calling test where ``/proc/locks`` does not exist (not Linux)."""
    if not sys.platform.startswith("linux") or not Path("/proc/locks").exists():
        pytest.skip("servono /proc/locks e Linux")


def file_id(path: Path) -> str:
    """``MAJ:MIN:INODE`` of ``path`` as ``/proc/locks`` writes it (hex device numbers)."""
    st = os.stat(path)
    return f"{os.major(st.st_dev):02x}:{os.minor(st.st_dev):02x}:{st.st_ino}"


def posix_locks(pid: int) -> set[tuple[str, str, int, int]]:
    """Every POSIX lock ``pid`` holds: (READ|WRITE, MAJ:MIN:INODE, start, end)."""
    out = set()
    for line in Path("/proc/locks").read_text().splitlines():
        parts = line.split()
        if len(parts) < 8 or parts[1] != "POSIX":  # "->": a waiter, not a holder
            continue
        kind, owner, ident, start, end = parts[3], parts[4], parts[5], parts[6], parts[7]
        if owner != str(pid):
            continue
        out.add((kind, ident, int(start), int(end) if end != "EOF" else -1))
    return out


def locks_on(pid: int, path: Path) -> set[tuple[str, int, int]]:
    """Every POSIX lock ``pid`` holds on ``path``: (READ|WRITE, start, end)."""
    ident = file_id(path)
    return {(kind, start, end) for kind, i, start, end in posix_locks(pid) if i == ident}


@dataclass(frozen=True)
class Held:
    """The locks one process holds on one database and its ``-shm``."""

    db: frozenset[tuple[str, int, int]]
    shm: frozenset[tuple[str, int, int]]

    @property
    def shared(self) -> bool:
        """The shared lock on the database file: this process counts as a user."""
        return ("READ", *SHARED_RANGE) in self.db or ("WRITE", *SHARED_RANGE) in self.db

    @property
    def dms(self) -> bool:
        return ("READ", *DMS_BYTE) in self.shm or ("WRITE", *DMS_BYTE) in self.shm

    def __str__(self) -> str:
        return f"file: {sorted(self.db)}; -shm: {sorted(self.shm)}"


def held(pid: int, db: Path) -> Held:
    """The locks ``pid`` holds on the database ``db`` and on its ``-shm`` (none when missing)."""
    ids = {"db": file_id(db)}
    shm = db.with_name(db.name + "-shm")
    if shm.exists():
        ids["shm"] = file_id(shm)
    mine = posix_locks(pid)
    pick = {k: frozenset((kind, s, e) for kind, i, s, e in mine if i == v) for k, v in ids.items()}
    return Held(pick["db"], pick.get("shm", frozenset()))


def deleted_companions(pid: int, db: Path) -> list[str]:
    """The ``-wal``/``-shm`` files ``pid`` still has open after someone deleted them (a live
    connection writing into files nobody else will ever read)."""
    out = []
    fd_dir = Path(f"/proc/{pid}/fd")
    for fd in fd_dir.iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith(str(db)) and target.endswith(" (deleted)"):
            out.append(target)
    return out


def check_still_held(pid: int, db: Path, what: str) -> None:
    """Assert ``pid`` still holds its shared lock and the ``-shm``'s DMS lock on ``db`` and has
    no deleted companion open; ``what``: the step just done, named in the failure."""
    now = held(pid, db)
    assert now.shared, f"dopo «{what}» il processo {pid} non ha più il lock condiviso: {now}"
    assert now.dms, f"dopo «{what}» il processo {pid} non ha più il lock DMS del -shm: {now}"
    gone = deleted_companions(pid, db)
    assert not gone, f"dopo «{what}» il processo {pid} scrive in file cancellati: {gone}"
