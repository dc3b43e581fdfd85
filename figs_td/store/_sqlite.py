"""SQLite connection rules and Italian messages shared by the ORM store and the thin path.

Plain standard library (``sqlite3``): imported by :mod:`figs_td.store.store` (SQLAlchemy) and by
:mod:`figs_td.store.lite` (no SQLAlchemy), so that both open, lock and report a ``.figs`` file in
the same way: the same pragmas, ``BEGIN IMMEDIATE`` retried while another desk writes, and the
same sentences for a busy, read-only or damaged file.
"""

from __future__ import annotations

import random
import sqlite3
import time

#: Milliseconds a writer waits for another desk/process to finish (SQLite busy timeout); then
#: "il torneo è in uso da un'altra postazione …: riprovare". Readers never wait (WAL).
BUSY_TIMEOUT_MS = 5_000

SQLITE_HEADER = b"SQLite format 3\x00"


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
                time.sleep(random.uniform(0.0005, 0.003))
    finally:
        conn.execute(f"PRAGMA busy_timeout = {int(timeout_ms)}")


def first_line(text: object) -> str:
    """The first line of a driver's error message (the detail shown in brackets)."""
    lines = str(text).strip().splitlines()
    return lines[0] if lines else ""


def busy_message(label: str, timeout_ms: int = BUSY_TIMEOUT_MS) -> str:
    return (
        f"il torneo è in uso da un'altra postazione ('{label}' è occupato in scrittura da più di "
        f"{timeout_ms // 1000} secondi): riprovare"
    )


def is_busy(msg: str) -> bool:
    return "locked" in msg or "busy" in msg or "lock timeout" in msg


def sqlite_message(
    label: str, msg: str, action: str = "", *, timeout_ms: int = BUSY_TIMEOUT_MS
) -> str:
    """An operational error of the database in Italian: busy ≠ read-only ≠ damaged ≠ disk."""
    if is_busy(msg):
        return busy_message(label, timeout_ms)
    if "readonly" in msg or "read-only" in msg:
        return f"il file del torneo '{label}' è in sola lettura"
    if "malformed" in msg or "not a database" in msg:
        return f"il file del torneo '{label}' è danneggiato ({msg})"
    if "disk is full" in msg or "disk I/O" in msg:
        return f"impossibile scrivere il torneo '{label}': disco pieno o guasto ({msg})"
    what = action or "usare il database del torneo"
    return f"impossibile {what} '{label}': {msg}"


def integrity_message(detail: str) -> str:
    """A write refused by a constraint of the database (another desk got there first)."""
    return (
        "salvataggio rifiutato: i dati sono stati modificati nel frattempo da un'altra "
        f"postazione o violano un vincolo del torneo ({detail})"
    )


def unreadable_message(label: str, detail: str) -> str:
    return f"il file del torneo '{label}' è danneggiato o illeggibile ({detail})"
