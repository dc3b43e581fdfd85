"""The checked copy of a tournament file (store/_backup.py). Under the write lock, when every
committed change is folded into the file, the copy is the file's own bytes switched to a
rollback journal; otherwise SQLite's online backup. Either way it holds exactly the committed
state — never the open transaction's own writes, even those SQLite has already spilled to the
``-wal`` — is checked and self-contained."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from conftest import add_players

from figs_td.services.tournament import create_tournament
from figs_td.store import _backup


def _dump(path: Path) -> list[str]:
    db = sqlite3.connect(path)
    try:
        assert db.execute("PRAGMA quick_check").fetchall() == [("ok",)]
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
        return list(db.iterdump())
    finally:
        db.close()


def _spy(monkeypatch) -> list[bool]:  # noqa: ANN001
    used: list[bool] = []
    folded = _backup._copy_folded_file

    def spy(src, path, tmp) -> bool:  # noqa: ANN001
        used.append(folded(src, path, tmp))
        return used[-1]

    monkeypatch.setattr(_backup, "_copy_folded_file", spy)
    return used


def test_folded_file_copy_is_the_committed_state(tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    store = create_tournament(tmp_path / "t.figs", "Copia", "italo-svizzero", rounds=3)
    used = _spy(monkeypatch)
    try:
        add_players(store, [f"Cognome{i}, Nome" for i in range(40)])
        reference = tmp_path / "riferimento.figs"
        with store.read():
            _backup.write_checked_copy(store, reference, shown=reference)  # through SQLite
        assert used == []
        with store.transaction(actor="test") as tx:
            # Uncommitted writes of this transaction, spilled to the -wal by a tiny page cache.
            tx.session.connection().exec_driver_sql("PRAGMA cache_size = 2")
            for i in range(300):
                tx.players.add(f"Nuovo{i:03d}", "Nome")
            tx.tournament.set_setting("pairing.draw", "rating")
            copy = tmp_path / "copia.figs"
            _backup.write_checked_copy(store, copy, shown=copy, locked=True)
            assert b"Nuovo299" in Path(f"{store.path}-wal").read_bytes()  # spilled, uncommitted
        assert used == [True]
        assert _dump(copy) == _dump(reference)
        with open(copy, "rb") as f:
            f.seek(18)
            assert f.read(2) == b"\x01\x01"
        assert not Path(f"{copy}-wal").exists() and not Path(f"{copy}-journal").exists()
        with store.read() as tx:
            assert len(tx.players.list()) == 340  # the transaction itself was committed
    finally:
        store.close()


def test_frames_held_back_by_a_reader_copy_through_sqlite(tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    """A reader on an older snapshot keeps the last commit in the ``-wal``: the file's bytes
    are not the committed state, and the copy goes through SQLite's online backup — with that
    last commit in it."""
    store = create_tournament(tmp_path / "t.figs", "Copia", "italo-svizzero", rounds=3)
    used = _spy(monkeypatch)
    reader = sqlite3.connect(store.path, isolation_level=None)
    try:
        add_players(store, ["Primo, Nome"])
        reader.execute("BEGIN")
        assert reader.execute("SELECT count(*) FROM player").fetchone()[0] == 1
        add_players(store, ["Secondo, Nome"])  # committed; its frames cannot be folded
        copy = tmp_path / "copia.figs"
        with store.transaction(actor="test"):
            _backup.write_checked_copy(store, copy, shown=copy, locked=True)
        assert used == [False]
        names = [r for r in _dump(copy) if r.startswith('INSERT INTO "player"')]
        assert len(names) == 2 and "Secondo" in names[1]
        reader.execute("COMMIT")
    finally:
        reader.close()
        store.close()


def test_a_copy_outside_the_write_lock_goes_through_sqlite(tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    """``figs-td backup`` / *Salva una copia…* hold no write lock: another desk could fold
    its frames into the file while it is read, so the file's bytes are never copied."""
    store = create_tournament(tmp_path / "t.figs", "Copia", "italo-svizzero", rounds=3)
    used = _spy(monkeypatch)
    try:
        add_players(store, ["Primo, Nome"])
        target = store.copy_to(tmp_path / "fuori.figs")
        assert used == []
        assert any("Primo" in r for r in _dump(target))
    finally:
        store.close()
