"""Issue 12, store & writes: each failure seen by the hostile tester, reproduced, and the new
behaviour (atomic outputs, trustworthy backups, busy ≠ damaged, one version check on every write,
foreign files untouched, knockout byes in ``pair --json``)."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import add_players

from figs_td.core.model import Game
from figs_td.errors import ConflictError, InputError, StoreError
from figs_td.store import NewPlayer, open_store

ROOT = Path(__file__).resolve().parent.parent.parent
RR24 = ROOT / "tests" / "fixtures" / "rr24.t"


def _temps(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if ".figs-tmp-" in p.name)


def _figs(*args: object, check: bool = False) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    cmd = [sys.executable, "-m", "figs_td", *map(str, args)]
    return subprocess.run(cmd, capture_output=True, text=True, env=env, check=check, timeout=120)


def _paired(store, players: int = 8) -> list[int]:  # noqa: ANN001
    ids = add_players(store, [f"Giocatore{i:02d}, A" for i in range(players)])
    with store.transaction(actor="setup") as tx:
        tx.rounds.save_round(
            1, [Game(1, t + 1, ids[2 * t], ids[2 * t + 1]) for t in range(players // 2)]
        )
    return ids


def _quick_check(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return str(conn.execute("PRAGMA quick_check").fetchone()[0])
    finally:
        conn.close()


# -------------------------------------------------------------------------------------------
# 1. Outputs written in place


def test_a_failing_export_keeps_the_previous_document(store, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    if store.path is None:
        pytest.skip("file outputs: one database is enough")
    from figs_td.reports import documents
    from figs_td.services.reports.documents import export_document

    _paired(store)
    out = tmp_path / "classifica.pdf"
    export_document(store, "standings", out)
    good = out.read_bytes()
    assert good.startswith(b"%PDF") and _temps(tmp_path) == []

    def half_then_crash(data, path, **kw):  # noqa: ANN001, ANN003, ANN202
        Path(path).write_bytes(b"%PDF-1.4 mez")  # what a kill used to leave in place
        raise OSError(28, "No space left on device")

    monkeypatch.setitem(documents.WRITERS, "standings", half_then_crash)
    with pytest.raises(OSError):
        export_document(store, "standings", out)
    assert out.read_bytes() == good
    assert _temps(tmp_path) == []


def test_federation_csv_pair_is_replaced_file_by_file(store, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    if store.path is None:
        pytest.skip("file outputs: one database is enough")
    from figs_td.reports import federation
    from figs_td.services.reports.documents import export_document
    from figs_td.services.results import enter_result

    _paired(store)
    for table in range(1, 5):  # a round that was played (an unplayed one is not exported)
        enter_result(store, 1, table, 400 + table, 350, actor="test")
    out = tmp_path / "fed.csv"
    res = export_document(store, "federation", out)
    assert [p.name for p in res.files] == ["fed.csv", "fed-partite.csv"]
    before = {p.name: p.read_bytes() for p in res.files}
    assert before["fed-partite.csv"].count(b"\n") == 1 + 4  # header + 4 games

    real = federation._write_csv
    calls: list[Path] = []

    def second_fails(path, columns, rows):  # noqa: ANN001, ANN202
        calls.append(path)
        if len(calls) == 2:
            Path(path).write_text("tronc", encoding="utf-8")
            raise OSError(5, "Input/output error")
        real(path, columns, rows)

    monkeypatch.setattr(federation, "_write_csv", second_fails)
    with pytest.raises(OSError):
        export_document(store, "federation", out)
    assert {p.name: p.read_bytes() for p in res.files} == before
    assert _temps(tmp_path) == []


def test_tsh_export_and_scoresheet_output_are_atomic(store, tmp_path: Path) -> None:  # noqa: ANN001
    if store.path is None:
        pytest.skip("file outputs: one database is enough")
    from figs_td.services.exchange.tsh import export_tsh

    _paired(store)
    dest = tmp_path / "t.t"
    assert export_tsh(store, dest) == 8
    assert dest.read_text(encoding="utf-8").count("\n") == 8
    assert _temps(tmp_path) == []


def test_new_leaves_no_half_file_and_a_rerun_works(tmp_path: Path, monkeypatch) -> None:
    from figs_td.services.tournament import create_tournament
    from figs_td.store.facades.tournament import TournamentFacade

    target = tmp_path / "nuovo.figs"
    real = TournamentFacade.create

    def crash(self, *a, **kw):  # noqa: ANN001, ANN002, ANN003, ANN202
        raise RuntimeError("ucciso dopo lo schema")

    monkeypatch.setattr(TournamentFacade, "create", crash)
    with pytest.raises(RuntimeError):
        create_tournament(target, "Coppa", "italo-svizzero")
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # before: a schema-only file
    monkeypatch.setattr(TournamentFacade, "create", real)
    with create_tournament(target, "Coppa", "italo-svizzero", rounds=6) as s, s.read() as tx:
        assert tx.tournament.get().name == "Coppa"
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.endswith(("-wal", "-shm"))) == [
        "nuovo.figs"
    ]


def test_import_tsh_is_all_or_nothing(tmp_path: Path, monkeypatch) -> None:
    from figs_td.services.exchange.tsh import import_tsh
    from figs_td.store.facades.rounds import RoundsFacade

    target = tmp_path / "rr.figs"
    real = RoundsFacade.save_round
    seen: list[int] = []

    def die_at_round_12(self, number, games, *, meta=None):  # noqa: ANN001, ANN202
        seen.append(number)
        if number == 12:
            raise RuntimeError("ucciso a metà dell'importazione")
        return real(self, number, games, meta=meta)

    monkeypatch.setattr(RoundsFacade, "save_round", die_at_round_12)
    with pytest.raises(RuntimeError):
        import_tsh(RR24, target)
    assert seen[-1] == 12 and list(tmp_path.iterdir()) == []
    monkeypatch.setattr(RoundsFacade, "save_round", real)
    with import_tsh(RR24, target) as s, s.read() as tx:
        assert tx.players.count() == 24 and tx.rounds.last_number() == 23


def test_next_start_removes_a_killed_run_temporaries(tmp_path: Path) -> None:
    from figs_td.services.tournament import create_tournament

    create_tournament(tmp_path / "t.figs", "T", "italo-svizzero").close()
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    pid = int(dead.stdout)
    left = [
        tmp_path / f".classifica.pdf.figs-tmp-{pid}-0a1b2c3d.pdf",
        tmp_path / f".t2.figs.figs-tmp-{pid}-0a1b2c3d.figs",
        tmp_path / f".t2.figs.figs-tmp-{pid}-0a1b2c3d.figs-wal",
        tmp_path / f".fed.csv.figs-tmp-{pid}-0a1b2c3d-partite.csv",
    ]
    for p in left:
        p.write_bytes(b"mezzo")
    open_store(tmp_path / "t.figs").close()  # what the CLI and the window do on start
    assert _temps(tmp_path) == []


# -------------------------------------------------------------------------------------------
# 2. Backups that betray


def test_a_refused_pair_takes_no_backup(tmp_path: Path) -> None:
    from figs_td.services.pairing.rounds import pair_next_round
    from figs_td.services.tournament import create_tournament

    with create_tournament(tmp_path / "t.figs", "T", "italo-svizzero", rounds=5) as store:
        add_players(store, [f"G{i}, A" for i in range(6)])
        first = pair_next_round(store, seed=1)
        assert first.backup is not None and first.backup.name.endswith("-pair-r1.figs")
        assert [b.name for b in store.backups()] == [first.backup.name]
        for _ in range(12):  # round 1 has no results: every press is refused
            with pytest.raises(ValueError, match="mancano"):
                pair_next_round(store, seed=1)
        assert [b.name for b in store.backups()] == [first.backup.name]


def test_round_backups_are_never_rotated_out(tmp_path: Path) -> None:
    from figs_td.services.tournament import create_tournament
    from figs_td.store.store import BACKUPS_KEPT

    with create_tournament(tmp_path / "t.figs", "T", "italo-svizzero") as store:
        r1 = store.backup("pair", round_no=1)
        r2_old = store.backup("pair", round_no=2)
        r2 = store.backup("repair", round_no=2)
        others = [store.backup("unpair") for _ in range(BACKUPS_KEPT + 5)]
        kept = store.backups()
    assert r1 in kept and r2 in kept
    assert r2_old not in kept  # a superseded copy of a round counts among the others
    assert others[-BACKUPS_KEPT] in kept and others[-BACKUPS_KEPT - 1] not in kept
    assert len(kept) == 2 + BACKUPS_KEPT
    assert all(_quick_check(b) == "ok" for b in kept)


def test_a_failed_copy_leaves_nothing_named_as_a_backup(tmp_path: Path, monkeypatch) -> None:
    import figs_td.atomic as atomic
    from figs_td.services.tournament import create_tournament

    with create_tournament(tmp_path / "t.figs", "T", "italo-svizzero") as store:

        def disk_full(tmp, target, **_options):  # noqa: ANN001, ANN003, ANN202
            raise OSError(28, "No space left on device", str(target))

        monkeypatch.setattr(atomic, "commit_temp", disk_full)
        with pytest.raises(StoreError, match="spazio esaurito"):
            store.backup("pair", round_no=1)
        assert store.backups() == [] and _temps(tmp_path) == []


def test_a_plain_copy_of_the_figs_is_complete_after_the_checkpoint(store, tmp_path: Path) -> None:  # noqa: ANN001
    if store.path is None:
        pytest.skip("SQLite only")
    from figs_td.services.backups import checkpoint
    from figs_td.services.results import enter_result

    _paired(store, 40)
    for t in range(1, 21):
        enter_result(store, 1, t, 300 + t, 200)
    wal = Path(f"{store.path}-wal")
    assert wal.exists() and wal.stat().st_size > 0  # results live in -wal while the desk is open
    naive = tmp_path / "copia-ingenua.figs"
    shutil.copyfile(store.path, naive)
    with open_store(naive) as c, c.read() as tx:
        before = sum(1 for g in tx.rounds.games(1) if g.score_first is not None)
    assert before == 20  # every commit folds the -wal into the file (issue 24)
    checkpoint(store)  # what the window does after each action (and when it closes)
    shutil.copyfile(store.path, tmp_path / "copia.figs")
    with open_store(tmp_path / "copia.figs") as c, c.read() as tx:
        assert sum(1 for g in tx.rounds.games(1) if g.score_first is not None) == 20


def test_backup_command_makes_a_complete_checked_copy_while_a_desk_is_open(
    store, tmp_path: Path
) -> None:  # noqa: ANN001
    if store.path is None:
        pytest.skip("SQLite only")
    from figs_td.services.results import enter_result

    _paired(store, 40)
    for t in range(1, 21):
        enter_result(store, 1, t, 300 + t, 200)
    dest = tmp_path / "salva.figs"
    r = _figs("backup", store.path, dest, "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["copy"] == str(dest)
    assert _quick_check(dest) == "ok" and not Path(f"{dest}-wal").exists()
    with open_store(dest) as c, c.read() as tx:
        assert sum(1 for g in tx.rounds.games(1) if g.score_first is not None) == 20
    again = _figs("backup", store.path, dest)
    assert again.returncode == 2 and "esiste già" in again.stderr


# -------------------------------------------------------------------------------------------
# 3. Busy reported as damaged


@pytest.fixture
def locked(tmp_path: Path, monkeypatch):  # noqa: ANN201
    """A tournament file whose write lock another process-like connection holds."""
    import figs_td.store.store as store_mod
    from figs_td.services.tournament import create_tournament

    monkeypatch.setattr(store_mod, "BUSY_TIMEOUT_MS", 600)
    path = tmp_path / "t.figs"
    with create_tournament(path, "T", "italo-svizzero") as s:
        _paired(s, 8)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("UPDATE game SET updated_at = 'x' WHERE id = 1")  # a long import, say
    yield path
    holder.execute("ROLLBACK")
    holder.close()


def test_readers_never_wait_for_a_writer(locked: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import figs_td.store.store as store_mod
    from figs_td.services.standings import standings

    # No waiting allowed at all: a reader that needed the writer's lock would be told busy.
    monkeypatch.setattr(store_mod, "BUSY_TIMEOUT_MS", 0)
    with open_store(locked) as s:
        rows = standings(s)
    assert len(rows) == 8


def test_a_blocked_writer_is_told_busy_not_damaged(locked: Path) -> None:
    from figs_td.services.results import enter_result

    with open_store(locked) as s, pytest.raises(StoreError) as err:
        enter_result(s, 1, 1, 400, 300)
    msg = str(err.value)
    assert "il torneo è in uso da un'altra postazione" in msg and msg.endswith("riprovare")
    assert "danneggiato" not in msg


def test_a_desk_that_already_has_the_file_open_gets_the_same_message(
    tmp_path: Path, monkeypatch
) -> None:
    import figs_td.store.store as store_mod
    from figs_td.services.results import enter_result
    from figs_td.services.tournament import create_tournament

    monkeypatch.setattr(store_mod, "BUSY_TIMEOUT_MS", 400)
    path = tmp_path / "t.figs"
    desk = create_tournament(path, "T", "italo-svizzero")
    _paired(desk, 8)
    enter_result(desk, 1, 1, 400, 300)  # the desk has connections open already
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(StoreError, match="in uso da un'altra postazione"):
            enter_result(desk, 1, 2, 400, 300)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
        desk.close()


def test_busy_on_the_command_line(locked: Path) -> None:
    r = _figs("result", locked, "--round", "1", "--table", "1", "--score", "400-300")
    assert r.returncode == 2
    assert "il torneo è in uso da un'altra postazione" in r.stderr
    assert "Traceback" not in r.stderr and "OperationalError" not in r.stderr
    s = _figs("standings", locked)
    assert s.returncode == 0, s.stderr


def test_two_desks_pairing_the_same_round(target: str, tmp_path: Path) -> None:
    from figs_td.services.pairing.rounds import last_round, pair_next_round
    from figs_td.services.tournament import create_tournament

    with create_tournament(target, "T", "italo-svizzero", rounds=5) as a, open_store(target) as b:
        add_players(a, [f"G{i}, A" for i in range(10)])
        seen_by_b = last_round(b) + 1  # both desks show "pair round 1"
        pair_next_round(a, seed=3, actor="banco-1", expected_round=last_round(a) + 1)
        with pytest.raises(ConflictError, match="il turno 1 è già stato abbinato da banco-1"):
            pair_next_round(b, seed=3, actor="banco-2", expected_round=seen_by_b)
        assert last_round(b) == 1
        with b.read() as tx:
            assert tx.audit.latest(entity="rounds", key=1).actor == "banco-1"


def test_two_threads_pairing_at_once(target: str) -> None:
    import threading

    from figs_td.services.pairing.rounds import pair_next_round
    from figs_td.services.tournament import create_tournament

    with create_tournament(target, "T", "italo-svizzero", rounds=5) as a:
        add_players(a, [f"G{i}, A" for i in range(40)])
    desks = [open_store(target), open_store(target)]
    outcome: list[str] = []
    go = threading.Barrier(2)

    def pair(i: int) -> None:
        go.wait()
        try:
            pair_next_round(desks[i], actor=f"banco-{i}", expected_round=1)
            outcome.append("ok")
        except ConflictError as e:
            outcome.append(str(e))

    threads = [threading.Thread(target=pair, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    for d in desks:
        d.close()
    assert sorted(outcome)[-1] == "ok"
    assert sorted(outcome)[0].startswith("il turno 1 è già stato abbinato da banco-")


# -------------------------------------------------------------------------------------------
# 4. Silent overwrites


def test_the_window_forfeit_and_time_loss_no_longer_overwrite(store) -> None:  # noqa: ANN001
    from figs_td.gui.backend.backend import Backend
    from figs_td.services.results import enter_result, game_at

    _paired(store)
    desk1, desk2 = Backend(store), Backend(store)
    desk1.games(1), desk2.games(1)  # both desks show round 1
    desk2.enter_result(1, 1, 420, 390)
    with pytest.raises(ConflictError, match="modificata nel frattempo"):
        desk1.enter_forfeit(1, 1, 0)
    assert (game_at(store, 1, 1).score_first, game_at(store, 1, 1).score_second) == (420, 390)
    desk1.games(1)  # the window shows the round again (420–390 at table 1)
    enter_result(store, 1, 2, 400, 380, actor="banco-2")
    clock = {
        "scores": [300, 310],
        "flagged": 0,
        "racks": ["", ""],
        "overtime_s": [60, 0],
        "base_left_s": [0, 0],
    }
    with pytest.raises(ConflictError, match="banco-2"):
        desk1.enter_time_loss(1, 2, clock)
    assert game_at(store, 1, 2).score_first == 400
    desk1.refresh()
    desk1.enter_forfeit(1, 1, 0)  # after reloading, the arbiter's decision goes through
    assert game_at(store, 1, 1).kind.value == "forfeit"


def test_every_result_path_needs_the_version_to_correct(store) -> None:  # noqa: ANN001
    from figs_td.services import results

    _paired(store)
    first = results.enter_result(store, 1, 1, 400, 380, actor="banco-1")
    v = first.game.version
    attempts = [
        lambda **kw: results.enter_result(store, 1, 1, 410, 380, **kw),
        lambda **kw: results.enter_forfeit(store, 1, 1, 0, **kw),
        lambda **kw: results.enter_time_loss(store, 1, 1, (400, 380), flagged=1, **kw),
        lambda **kw: results.clear_result(store, 1, 1, **kw),
    ]
    for attempt in attempts:
        with pytest.raises(ConflictError, match=r"c'è già il risultato 400-380 \(inserito "):
            attempt()
        with pytest.raises(ConflictError, match="banco-1"):
            attempt(expected_version=v - 1)
    assert results.game_at(store, 1, 1).score_first == 400
    results.enter_result(store, 1, 1, 410, 380, expected_version=v)
    assert results.game_at(store, 1, 1).score_first == 410
    results.enter_result(store, 1, 1, 411, 380, force=True)
    assert results.game_at(store, 1, 1).score_first == 411


def test_swap_unpair_and_withdrawal_check_versions(store) -> None:  # noqa: ANN001
    from figs_td.services import players, results
    from figs_td.services.pairing import rounds as pairing

    ids = _paired(store)
    seen = pairing.round_versions(results.round_games(store, 1))
    results.enter_result(store, 1, 4, 300, 200, actor="banco-2")  # another desk meanwhile
    with pytest.raises(ConflictError, match="il turno 1 è stato modificato nel frattempo"):
        pairing.swap_players(store, 1, f"#{ids[0]}", f"#{ids[2]}", seen=seen)
    with pytest.raises(ConflictError, match="banco-2"):
        pairing.delete_last_round(store, 1, force=True, seen=seen)
    assert pairing.last_round(store) == 1
    version = next(p.version for p in players.list_players(store) if p.id == ids[0])
    players.withdraw_player(store, f"#{ids[0]}", 3, expected_version=version, actor="banco-2")
    with pytest.raises(ConflictError, match="modificati nel frattempo da banco-2"):
        players.withdraw_player(store, f"#{ids[0]}", 2, expected_version=version)


def test_cli_corrections_need_force_or_version(store, tmp_path: Path) -> None:  # noqa: ANN001
    if store.path is None:
        pytest.skip("the CLI on a file is enough here")
    from figs_td.services.results import enter_result

    _paired(store)
    enter_result(store, 1, 2, 420, 390, actor="banco-2")
    f = store.path
    base = ("result", f, "--round", "1", "--table", "2", "--score")
    r = _figs(*base, "50-0")
    assert r.returncode == 2
    assert "c'è già il risultato 420-390 (inserito da banco-2" in r.stderr
    r = _figs(*base, "50-0", "--version", "1")
    assert r.returncode == 2 and "modificata nel frattempo da banco-2" in r.stderr
    r = _figs(*base, "425-390", "--version", "2", "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["version"] == 3
    r = _figs(*base, "426-390", "--force")
    assert r.returncode == 0, r.stderr
    fo = _figs("forfeit", f, "--round", "1", "--table", "2", "--absent", "first")
    assert fo.returncode == 2 and "c'è già il risultato 426-390" in fo.stderr
    fo = _figs("forfeit", f, "--round", "1", "--table", "2", "--absent", "first", "--version", "4")
    assert fo.returncode == 0, fo.stderr


# -------------------------------------------------------------------------------------------
# 5. A foreign SQLite file


def test_a_foreign_sqlite_file_is_not_modified(tmp_path: Path) -> None:
    path = tmp_path / "contabilita.figs"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE conti (id INTEGER PRIMARY KEY, importo REAL)")
    conn.execute("INSERT INTO conti VALUES (1, 12.5)")
    conn.commit()
    conn.close()
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    with pytest.raises(StoreError, match="non è un file di torneo"):
        open_store(path)
    r = _figs("standings", path)
    assert r.returncode == 2 and "non è un file di torneo" in r.stderr
    assert hashlib.sha256(path.read_bytes()).hexdigest() == digest
    assert sorted(p.name for p in tmp_path.iterdir()) == ["contabilita.figs"]
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    conn.close()


def test_our_files_are_in_wal_mode(tmp_path: Path) -> None:
    from figs_td.services.tournament import create_tournament

    create_tournament(tmp_path / "t.figs", "T", "italo-svizzero").close()
    conn = sqlite3.connect(tmp_path / "t.figs")
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


# -------------------------------------------------------------------------------------------
# 11. Knockout seeds who skip round 1


def test_pair_json_lists_the_knockout_seeds_who_skip(tmp_path: Path) -> None:
    f = tmp_path / "k.figs"
    _figs("new", f, "--name", "K", "--system", "eliminazione", check=True)
    with open_store(f) as s, s.transaction(actor="t") as tx:
        tx.players.add_many([NewPlayer(f"Gioc{i}", "A", rating=1900 - 10 * i) for i in range(1, 7)])
    r = _figs("pair", f, "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    # 6 players in a bracket of 8: seeds 1 and 2 skip the quarter-finals.
    assert data["byes"] == ["Gioc1 A", "Gioc2 A"]
    assert len(data["tables"]) == 2
    text = _figs("pairings", f, "--round", "1")
    assert "Non giocano: Gioc1 A, Gioc2 A" in text.stdout


def test_a_refused_correction_from_a_csv_names_the_line(store, tmp_path: Path) -> None:  # noqa: ANN001
    from figs_td.services.results import enter_result, enter_round_results

    _paired(store)
    enter_result(store, 1, 1, 400, 380)
    src = tmp_path / "r.csv"
    src.write_text("tavolo,primo,secondo\n1,401,380\n2,300,200\n", encoding="utf-8")
    with pytest.raises(InputError, match="riga 2.*c'è già il risultato 400-380"):
        enter_round_results(store, 1, src)
    assert len(enter_round_results(store, 1, src, force=True)) == 2


def test_a_blocked_writer_on_postgres_is_told_busy(pg_schema: str, monkeypatch) -> None:  # noqa: ANN001
    import figs_td.store.store as store_mod
    from figs_td.services.results import enter_result, game_at
    from figs_td.services.tournament import create_tournament

    monkeypatch.setattr(store_mod, "BUSY_TIMEOUT_MS", 700)
    with create_tournament(pg_schema, "T", "italo-svizzero") as s:
        _paired(s, 8)
        holder = open_store(pg_schema)
        with holder.transaction(actor="import") as tx:  # another desk keeps the game locked
            tx.rounds.set_result(1, 1, 350, 340)
            start = time.monotonic()
            with pytest.raises(StoreError) as err:
                enter_result(s, 1, 1, 400, 300, actor="banco-2")
            assert time.monotonic() - start > 0.5  # it waited for the other desk, then gave up
        holder.close()
        assert "il torneo è in uso da un'altra postazione" in str(err.value)
        assert game_at(s, 1, 1).score_first == 350  # the other desk's result, untouched


def test_scoresheet_attach_over_another_result_needs_the_version(tmp_path: Path) -> None:
    from figs_td.cli import main as cli

    game = {
        "players": ["Anna Rossi", "Bruno Bianchi"],
        "turns": [
            {"move": "8F MICIO", "score": 16},
            {"move": "I3 ARMONIA", "score": 17},
            {"move": "F8 MAESTRO", "score": 20},
        ],
        "end": {"racks": ["A", "E"]},
    }
    src = tmp_path / "partita.json"
    src.write_text(json.dumps(game), encoding="utf-8")
    f = str(tmp_path / "t.figs")
    assert cli(["new", f, "--name", "P", "--system", "italo-svizzero"]) == 0
    assert cli(["players", "add", f, "Rossi, Anna"]) == 0
    assert cli(["players", "add", f, "Bianchi, Bruno"]) == 0
    assert cli(["pair", f, "--seed", "1"]) == 0
    from figs_td.services.results import enter_result, game_at

    with open_store(f) as s:
        enter_result(s, 1, 1, 420, 390, actor="banco-2")
    r = _figs("scoresheet", f, "--round", "1", "--table", "1", src)
    assert r.returncode == 2 and "c'è già il risultato 420-390" in r.stderr
    with open_store(f) as s:
        assert game_at(s, 1, 1).score_first == 420
    r = _figs("scoresheet", f, "--round", "1", "--table", "1", src, "--version", "2")
    assert r.returncode == 0, r.stderr
    with open_store(f) as s:
        assert game_at(s, 1, 1).version == 3
