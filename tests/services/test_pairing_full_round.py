"""Pairing a round the fast way (state kept by the store, round saved in one executemany, view
built from the games just saved, backup through SQLite's online backup) gives exactly what
reading the file afresh gives."""

from __future__ import annotations

import dataclasses
import random
import sqlite3
import sys
from pathlib import Path

from figs_td.core.pairing.base import History
from figs_td.services.pairing import rounds as svc
from figs_td.services.tournament import create_tournament
from figs_td.store import NewPlayer, open_store


def _event(tmp_path: Path, n: int = 24):  # noqa: ANN202
    store = create_tournament(tmp_path / "t.figs", "Turni", "italo-svizzero", rounds=8)
    with store.transaction(actor="test") as tx:
        tx.players.add_many(
            [NewPlayer(f"Cognome{i:02d}", "Nome", rating=1500 + i) for i in range(n)]
        )
    return store


def _results(store, rnd: int, rng: random.Random) -> None:  # noqa: ANN001
    with store.transaction(actor="test") as tx:
        for g in tx.rounds.games(rnd):
            if g.second is not None:
                tx.rounds.set_result(rnd, g.table, rng.randint(250, 550), rng.randint(250, 550))


def test_paired_round_equals_the_round_read_back(tmp_path: Path) -> None:
    store = _event(tmp_path, 25)  # odd: a bye every round
    rng = random.Random(4)
    try:
        switch = sys.getswitchinterval()
        for rnd in range(1, 7):
            view = svc.pair_next_round(store, seed=rnd, actor="test")
            # The interpreter's thread switch interval is left as it was.
            assert sys.getswitchinterval() == switch
            assert view.backup is not None and view.backup.exists()
            again = svc.round_view(store, rnd)
            assert dataclasses.replace(view, backup=None) == again
            # Tables built field by field are the objects the constructor makes.
            assert all(t == svc.TableView(**vars(t)) for t in view.tables)
            assert all(vars(t) == vars(svc.TableView(**vars(t))) for t in view.tables)
            assert len(view.tables) == 12 and len(view.byes) == 1
            # Rematch counts by hand from every earlier game (History counts the same).
            other = open_store(tmp_path / "t.figs")
            try:
                with other.read() as tx:
                    state = tx.state()
            finally:
                other.close()
            history = History.from_games(g for g in state.games if g.round < rnd)
            for t in view.tables:
                by_hand = sum(
                    1
                    for g in state.games
                    if g.round < rnd and {g.first, g.second} == {t.first, t.second}
                )
                assert t.rematch == by_hand == history.times_met(t.first, t.second)
            with store.read() as tx:
                assert tx.state() == state  # the store's kept copy is the file
            _results(store, rnd, rng)
    finally:
        store.close()


def test_backup_holds_the_committed_state_only(tmp_path: Path) -> None:
    """The copy taken during the pairing transaction: not the draw mode written by that same
    transaction, nor the round being paired; complete, checked, self-contained."""
    store = _event(tmp_path)
    try:
        view = svc.pair_next_round(store, seed=3, draw="rating", actor="test")
        assert view.backup is not None
        assert view.backup.name.endswith("-pair-r1.figs")
        assert not Path(f"{view.backup}-wal").exists()
        db = sqlite3.connect(view.backup)
        try:
            assert db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
            assert db.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
            assert db.execute("SELECT count(*) FROM game").fetchone()[0] == 0
            assert db.execute("SELECT count(*) FROM player").fetchone()[0] == 24
            settings = db.execute("SELECT settings FROM tournament").fetchone()[0] or ""
            assert "pairing.draw" not in settings
        finally:
            db.close()
        with store.read() as tx:
            assert tx.tournament.get_setting("pairing.draw") == "rating"
            assert len(tx.rounds.games(1)) == 12
    finally:
        store.close()


def test_failed_pairing_leaves_no_copy(tmp_path: Path) -> None:
    """The copy written while pairing is removed when the pairing fails (no backup, no
    temporary file); a successful re-pairing's copy holds the round it replaces."""
    from figs_td.core.pairing import PairingError

    store = create_tournament(tmp_path / "t.figs", "Breve", "italo-svizzero", rounds=1)
    try:
        with store.transaction(actor="test") as tx:
            tx.players.add_many([NewPlayer(f"Cognome{i}", "Nome") for i in range(6)])
        first = svc.pair_next_round(store, seed=1, actor="test")
        redone = svc.repair_round(store, 1, seed=2, actor="test")
        assert redone.backup is not None and redone.backup.name.endswith("-repair-r1.figs")
        db = sqlite3.connect(redone.backup)
        try:
            stored = db.execute(
                "SELECT table_no, first_id, second_id FROM game ORDER BY table_no"
            ).fetchall()
        finally:
            db.close()
        assert [(t.table, t.first, t.second) for t in first.tables] == stored
        _results(store, 1, random.Random(1))
        before = sorted(p.name for p in tmp_path.iterdir())
        switch = sys.getswitchinterval()
        try:
            svc.pair_next_round(store, seed=3, actor="test")
        except PairingError as e:
            assert e.code == "finished"
        else:
            raise AssertionError("a second round of a one-round tournament was paired")
        assert sys.getswitchinterval() == switch  # on a refusal too
        assert sorted(p.name for p in tmp_path.iterdir()) == before
        assert not [p for p in tmp_path.iterdir() if ".figs-tmp-" in p.name]
        assert len(store.backups()) == 2  # round 1 paired, then re-paired
    finally:
        store.close()


def test_view_with_the_word_list_threshold_equals_the_round_read_back(tmp_path: Path) -> None:
    """The view takes ``words.threshold_rating`` from the tournament read at the start of the
    pairing transaction: the same players marked as when the round is read back (ratings 1500–
    1523, threshold 1511: the twelve lowest may consult the tables)."""
    store = _event(tmp_path)
    try:
        with store.transaction(actor="test") as tx:
            tx.tournament.set_setting("words.threshold_rating", 1511)
        view = svc.pair_next_round(store, seed=5, actor="test")
        again = svc.round_view(store, 1)
        assert dataclasses.replace(view, backup=None) == again
        marked = {t.first for t in view.tables if t.first_word_list}
        marked |= {t.second for t in view.tables if t.second_word_list}
        with store.read() as tx:
            low = {p.id for p in tx.players.list() if p.rating is not None and p.rating <= 1511}
        assert marked == low and len(low) == 12
    finally:
        store.close()


def test_the_copy_is_synced_named_and_its_folder_synced_before_the_commit(
    tmp_path: Path, monkeypatch
) -> None:  # noqa: ANN001
    """The copy written beside the pairing: fsynced whole under its temporary name, renamed to
    its backup name, the folder fsynced — all before the round is committed (the copy is
    waited for at the end of the transaction)."""
    from sqlalchemy import event

    import figs_td.atomic as atomic
    from figs_td.store import _backup

    store = _event(tmp_path)
    steps: list[tuple[str, str]] = []
    fsync_file, fsync_dir, replace = atomic.fsync_file, atomic.fsync_dir, _backup.os.replace

    def synced(path):  # noqa: ANN001, ANN202
        steps.append(("fsync", Path(path).name))
        return fsync_file(path)

    def dir_synced(path):  # noqa: ANN001, ANN202
        steps.append(("fsync_dir", str(path)))
        return fsync_dir(path)

    def renamed(src, dst):  # noqa: ANN001, ANN202
        steps.append(("replace", f"{Path(src).name} {Path(dst).name}"))
        return replace(src, dst)

    def committed(conn) -> None:  # noqa: ANN001
        steps.append(("commit", ""))

    monkeypatch.setattr(atomic, "fsync_file", synced)
    monkeypatch.setattr(atomic, "fsync_dir", dir_synced)
    monkeypatch.setattr(_backup.os, "replace", renamed)
    event.listen(store.engine, "commit", committed)
    try:
        view = svc.pair_next_round(store, seed=2, actor="test")
    finally:
        event.remove(store.engine, "commit", committed)
        store.close()
    assert view.backup is not None and view.backup.exists()
    tmp = [name for kind, name in steps if kind == "fsync"]
    assert len(tmp) == 1 and ".figs-tmp-" in tmp[0]
    assert steps == [
        ("fsync", tmp[0]),
        ("replace", f"{tmp[0]} {view.backup.name}"),
        ("fsync_dir", str(view.backup.parent)),
        ("commit", ""),
    ]


def test_a_failed_copy_fails_the_pairing(tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    """The copy is waited for before the commit: if it cannot be written the round is not
    saved (the transaction is rolled back), no backup and no temporary file are left."""
    from figs_td.errors import StoreError
    from figs_td.store import _backup

    store = _event(tmp_path)
    write = _backup.write_checked_copy

    def broken(source, tmp, **options) -> None:  # noqa: ANN001, ANN003
        write(source, tmp, **options)  # a temporary file really written, then refused
        raise StoreError("la copia di 't.figs' non ha superato il controllo")

    monkeypatch.setattr(_backup, "write_checked_copy", broken)
    try:
        before = sorted(p.name for p in tmp_path.iterdir())
        try:
            svc.pair_next_round(store, seed=1, actor="test")
        except StoreError as e:
            assert "non ha superato il controllo" in str(e)
        else:
            raise AssertionError("the round was paired without its backup copy")
        assert svc.last_round(store) == 0
        with store.read() as tx:
            assert tx.rounds.games() == []
        assert sorted(p.name for p in tmp_path.iterdir()) == before
        assert store.backups() == []
        monkeypatch.setattr(_backup, "write_checked_copy", write)
        view = svc.pair_next_round(store, seed=1, actor="test")
        assert view.backup is not None and store.backups() == [view.backup]
    finally:
        store.close()
