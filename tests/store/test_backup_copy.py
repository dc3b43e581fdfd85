"""The checked copy of a tournament file (store/_backup.py): SQLite's online backup from a reader
connection of its own, inside a write transaction (the backup before a pairing) or outside it.
It holds exactly the committed state — never the open transaction's own writes, even those
SQLite has already spilled to the ``-wal`` — is checked and self-contained; and taking it never
drops the locks the store's process holds on the open file (issue 35: the copy used to be the
file's own bytes, read through a descriptor of its own, whose close released them)."""

from __future__ import annotations

import os
import sqlite3
import sys
from pathlib import Path

import pytest
from conftest import add_players

from figs_td.services.tournament import create_tournament, open_tournament
from figs_td.store import _backup
from tests.held_locks import locks_on

LINUX = pytest.mark.skipif(
    sys.platform != "linux" or not Path("/proc/locks").exists(), reason="/proc/locks: Linux only"
)


def _dump(path: Path) -> list[str]:
    db = sqlite3.connect(path)
    try:
        assert db.execute("PRAGMA quick_check").fetchall() == [("ok",)]
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
        return list(db.iterdump())
    finally:
        db.close()


def _locks(path: Path) -> set[tuple[str, int, int]]:
    """This process's POSIX locks on ``path`` (tests/held_locks.py)."""
    return locks_on(os.getpid(), path)


def test_copy_under_the_write_lock_is_the_committed_state(tmp_path: Path) -> None:
    store = create_tournament(tmp_path / "t.figs", "Copia", "italo-svizzero", rounds=3)
    try:
        add_players(store, [f"Cognome{i}, Nome" for i in range(40)])
        reference = tmp_path / "riferimento.figs"
        with store.read():
            _backup.write_checked_copy(store, reference, shown=reference)
        with store.transaction(actor="test") as tx:
            # Uncommitted writes of this transaction, spilled to the -wal by a tiny page cache.
            tx.session.connection().exec_driver_sql("PRAGMA cache_size = 2")
            for i in range(300):
                tx.players.add(f"Nuovo{i:03d}", "Nome")
            tx.tournament.set_setting("pairing.draw", "rating")
            copy = tmp_path / "copia.figs"
            _backup.write_checked_copy(store, copy, shown=copy)
            assert b"Nuovo299" in Path(f"{store.path}-wal").read_bytes()  # spilled, uncommitted
        assert _dump(copy) == _dump(reference)
        assert not Path(f"{copy}-wal").exists() and not Path(f"{copy}-journal").exists()
        with store.read() as tx:
            assert len(tx.players.list()) == 340  # the transaction itself was committed
    finally:
        store.close()


def test_frames_held_back_by_a_reader_are_in_the_copy(tmp_path: Path) -> None:
    """A reader on an older snapshot keeps the last commit in the ``-wal``: the copy (SQLite's
    online backup) has that last commit all the same."""
    store = create_tournament(tmp_path / "t.figs", "Copia", "italo-svizzero", rounds=3)
    reader = sqlite3.connect(store.path, isolation_level=None)
    try:
        add_players(store, ["Primo, Nome"])
        reader.execute("BEGIN")
        assert reader.execute("SELECT count(*) FROM player").fetchone()[0] == 1
        add_players(store, ["Secondo, Nome"])  # committed; its frames cannot be folded
        copy = tmp_path / "copia.figs"
        with store.transaction(actor="test"):
            _backup.write_checked_copy(store, copy, shown=copy)
        names = [r for r in _dump(copy) if r.startswith('INSERT INTO "player"')]
        assert len(names) == 2 and "Secondo" in names[1]
        reader.execute("COMMIT")
    finally:
        reader.close()
        store.close()


def test_a_copy_outside_the_write_lock(tmp_path: Path) -> None:
    """``figs-td backup`` / *Salva una copia…* hold no write lock: the same copy."""
    store = create_tournament(tmp_path / "t.figs", "Copia", "italo-svizzero", rounds=3)
    try:
        add_players(store, ["Primo, Nome"])
        target = store.copy_to(tmp_path / "fuori.figs")
        assert any("Primo" in r for r in _dump(target))
    finally:
        store.close()


@LINUX
@pytest.mark.parametrize("purpose", ["", "pair"])  # the full store; the thin path of `pair`
def test_the_backup_before_a_pairing_keeps_the_stores_locks(tmp_path: Path, purpose: str) -> None:
    """Issue 35: a pairing (its backup copy written in a thread under the write lock), a refused
    pairing (the copy started, then discarded) and a copy of the file: the process still holds
    every lock it held on the open file before them."""
    from figs_td.errors import FigsError
    from figs_td.services.pairing.rounds import pair_next_round
    from figs_td.services.results import enter_result

    path = tmp_path / "t.figs"
    create_tournament(path, "Lucchetti", "italo-svizzero", rounds=3).close()
    with open_tournament(path) as full:
        add_players(full, ["Rossi, Mario", "Bianchi, Anna", "Verdi, Luca", "Neri, Sara"])
    store = open_tournament(path, purpose=purpose)
    try:
        assert type(store).__name__ == ("LitePairStore" if purpose else "Store")
        with store.read():
            pass  # the store's connection is open: it holds its SHARED lock from now on
        held = _locks(path)
        assert held, "the open store holds no lock on its file"
        pair_next_round(store, seed=1, actor="test")
        assert len(store.backups()) == 1  # the copy was taken
        assert held <= _locks(path)
        with pytest.raises(FigsError, match="manca"):  # results missing: refused
            pair_next_round(store, seed=1, actor="test")
        assert held <= _locks(path)
        if not purpose:
            store.copy_to(tmp_path / "copia.figs")
            assert held <= _locks(path)
            enter_result(store, 1, 1, 400, 300, actor="test")
            assert held <= _locks(path)
    finally:
        store.close()
