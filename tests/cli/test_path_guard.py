"""The path guard (issue 24 items 1–4): the open tournament, its companions and backups are never
read as a list or written over, by any command; SQLite files given as lists are refused by content;
outputs follow links and refuse devices, folders and read-only files."""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

import pytest

from figs_td import pathguard
from figs_td.atomic import atomic_write_text
from figs_td.cli import main
from figs_td.errors import InputError
from figs_td.services.lexicon.lists import ENV_DATA


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def event(tmp_path: Path) -> Path:
    path = tmp_path / "torneo.figs"
    assert main(["new", str(path), "--name", "Prova", "--system", "svizzero", "--rounds", "3"]) == 0
    for name in ("Anna Rossi", "Bruno Bianchi", "Carla Verdi", "Dario Neri"):
        assert main(["players", "add", str(path), name]) == 0
    return path


def refused(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code = main(list(args))
    err = capsys.readouterr().err
    assert code == 2, err
    assert "Traceback" not in err and "errore interno" not in err
    return err


def players(capsys: pytest.CaptureFixture[str], event: Path) -> str:
    capsys.readouterr()
    assert main(["players", "list", str(event)]) == 0
    return capsys.readouterr().out


# -- inputs ---------------------------------------------------------------------------------------


def test_the_commands_own_tournament_is_never_read_as_a_list(event: Path, capsys) -> None:
    before = players(capsys, event)
    link = event.with_name("elenco.csv")
    os.link(event, link)  # another name of the same file: the same device and inode
    for args in (
        ["players", "import", str(event), str(event)],
        ["players", "import", str(event), str(link)],
        ["results", str(event), "--round", "1", str(event)],
    ):
        err = refused(capsys, *args)
        assert "è il file del torneo aperto" in err and str(event) in err
    assert players(capsys, event) == before  # nothing imported, the file intact


def test_an_sqlite_file_is_refused_by_its_content_wherever_a_list_is_expected(
    event: Path, tmp_path: Path, capsys, monkeypatch
) -> None:
    other = tmp_path / "altro.figs"
    other.write_bytes(event.read_bytes())
    copy_as_csv = tmp_path / "giocatori.csv"
    copy_as_csv.write_bytes(event.read_bytes())
    data = tmp_path / "dati"
    monkeypatch.setenv(ENV_DATA, str(data))
    cases = [
        (["players", "import", str(event), str(copy_as_csv)], "un elenco CSV/XLSX"),
        (["lexicon", "import", str(other), "--name", "altro"], "un elenco di parole"),
        (["import-tsh", str(other), str(tmp_path / "nuovo.figs")], "un file TSH"),
    ]
    for args, kind in cases:
        err = refused(capsys, *args)
        assert "è un database SQLite" in err and kind in err, err
    assert not (tmp_path / "nuovo.figs").exists()
    assert list(data.rglob("*.json")) == []  # no lexicon installed


def test_services_refuse_the_open_tournament_before_opening_it(event: Path) -> None:
    from figs_td.services.exchange.tables import parse_players, parse_results
    from figs_td.services.scoresheets import read_record
    from figs_td.services.tournament import open_tournament

    with open_tournament(str(event)) as store:
        assert pathguard.protected() == [event.resolve()]
        wal = Path(f"{event}-wal")
        for read in (parse_players, parse_results, read_record):
            with pytest.raises(InputError, match="torneo aperto"):
                read(event)
        with pytest.raises(InputError, match="file -wal del torneo aperto"):
            parse_players(wal)
        backup = store.backup("prova")
        assert backup is not None
        with pytest.raises(InputError, match="copia di sicurezza del torneo aperto"):
            parse_players(backup)
    assert pathguard.protected() == []  # released when the store closes
    with pytest.raises(InputError, match="database SQLite"):
        parse_players(event)  # closed: still refused, by its content
    from figs_td.services.federation import read_places

    export = event.with_name("classifica.csv")
    export.write_bytes(event.read_bytes())
    with pytest.raises(InputError, match="database SQLite.*file della federazione"):
        read_places(export)


def test_a_pipe_or_device_is_refused_as_an_input(tmp_path: Path) -> None:
    fifo = tmp_path / "elenco.csv"
    os.mkfifo(fifo)
    with pytest.raises(InputError, match="non è un file normale"):
        pathguard.read_bytes(fifo, "list")  # would block for ever if opened


# -- outputs --------------------------------------------------------------------------------------


def test_publish_zip_on_the_tournament_is_refused_and_the_tournament_kept(
    event: Path, tmp_path: Path, capsys
) -> None:
    before = digest(event)
    err = refused(capsys, "publish", str(event), "-o", str(tmp_path / "sito"), "--zip", str(event))
    assert "è il file del torneo aperto" in err
    assert digest(event) == before and not (tmp_path / "sito").exists()
    wal = f"{event}-wal"
    err = refused(capsys, "publish", str(event), "-o", str(tmp_path / "sito"), "--zip", wal)
    assert "file -wal del torneo aperto" in err


def test_an_export_over_the_tournament_or_a_companion_is_refused(event: Path, capsys) -> None:
    before = digest(event)
    link = event.with_name("torneo.t")
    link.symlink_to(event.name)
    journal = Path(f"{event}-journal")
    assert not journal.exists()  # WAL mode: matched by folder and name before SQLite makes it
    for target in (str(event), f"{event}-wal", f"{event}-shm", str(journal), str(link)):
        err = refused(capsys, "export-tsh", str(event), target)
        assert "del torneo aperto" in err, err
    assert not journal.exists()
    assert digest(event) == before and link.is_symlink()
    other = event.with_name("altro.figs")
    other.write_bytes(event.read_bytes())
    err = refused(capsys, "export-tsh", str(event), str(other))
    assert "database SQLite" in err and other.read_bytes() == event.read_bytes()


def test_a_link_is_followed_and_its_target_written(event: Path, tmp_path: Path, capsys) -> None:
    synced = tmp_path / "sincronizzata"
    synced.mkdir()
    real = synced / "torneo.t"
    real.write_text("vecchio\n")
    real.chmod(0o640)
    link = tmp_path / "torneo.t"
    link.symlink_to(real)
    assert main(["export-tsh", str(event), str(link)]) == 0
    assert link.is_symlink() and link.resolve() == real  # the link is still a link
    assert "Rossi" in real.read_text() and "vecchio" not in real.read_text()
    assert stat.S_IMODE(real.stat().st_mode) == 0o640  # the target keeps its permissions
    dangling = tmp_path / "nuovo.t"
    dangling.symlink_to(synced / "nuovo.t")
    assert main(["export-tsh", str(event), str(dangling)]) == 0
    assert dangling.is_symlink() and "Rossi" in (synced / "nuovo.t").read_text()


def test_read_only_folders_devices_and_pipes_are_refused_not_replaced(
    event: Path, tmp_path: Path, capsys
) -> None:
    ro = tmp_path / "sola-lettura.t"
    ro.write_text("da non toccare\n")
    ro.chmod(0o444)
    err = refused(capsys, "export-tsh", str(event), str(ro))
    assert "è di sola lettura: non viene sostituito" in err
    assert ro.read_text() == "da non toccare\n"
    folder = tmp_path / "cartella.t"
    folder.mkdir()
    assert "è una cartella" in refused(capsys, "export-tsh", str(event), str(folder))
    fifo = tmp_path / "coda.t"
    os.mkfifo(fifo)
    assert "non è un file normale" in refused(capsys, "export-tsh", str(event), str(fifo))
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0, reason="mknod needs root")
def test_a_device_node_is_refused_not_replaced_even_as_root(
    event: Path, tmp_path: Path, capsys
) -> None:
    """As root, ``export-tsh t.figs /dev/full`` replaced the device with a regular file. The same
    on a device node made for the test (never the system's own /dev)."""
    full = tmp_path / "full"
    os.mknod(full, 0o666 | stat.S_IFCHR, os.makedev(1, 7))  # the same device as /dev/full
    err = refused(capsys, "export-tsh", str(event), str(full))
    assert "non è un file normale (dispositivo, pipe o socket): non viene sostituito" in err
    assert stat.S_ISCHR(os.lstat(full).st_mode)
    with pytest.raises(InputError, match="non è un file normale"):
        atomic_write_text(full, "x")
    assert stat.S_ISCHR(os.lstat(full).st_mode)


def test_a_copy_needs_a_real_file_name(event: Path, capsys) -> None:
    err = refused(capsys, "backup", str(event), str(event.with_name("*.figs")))
    assert "nome di file non valido" in err and "'*'" in err
    assert not event.with_name("*.figs").exists()
    for bad in ("a?.figs", "CON.figs", ".figs", "nome. ", "a|b.figs"):
        with pytest.raises(InputError, match="nome di file non valido"):
            pathguard.check_file_name(bad)
    pathguard.check_file_name("torneo copia 2.figs")


@pytest.mark.skipif(not Path("/proc/locks").exists(), reason="/proc/locks: Linux only")
def test_a_second_store_on_the_open_file_keeps_the_first_ones_locks(event: Path) -> None:
    """The window's live page opens a second store on the window's file in the same process: its
    opening must not read the file with a descriptor of its own (closing it drops every POSIX
    lock of the process, and another desk then deletes the -wal in use)."""
    from figs_td.services.tournament import open_tournament

    def holds_lock() -> bool:
        inode = os.stat(event).st_ino
        rows = Path("/proc/locks").read_text().splitlines()
        return any(f" {os.getpid()} " in row and f":{inode} " in row for row in rows)

    with open_tournament(str(event)) as first:
        with first.read() as tx:
            tx.state()
        assert holds_lock()
        with open_tournament(str(event)) as second:
            with second.read() as tx:
                tx.state()
            assert holds_lock()
        assert holds_lock()


def test_a_companion_of_the_open_tournament_is_never_opened_as_a_tournament(event: Path) -> None:
    from figs_td.errors import StoreError
    from figs_td.services.tournament import open_tournament

    with open_tournament(str(event)) as store:
        with store.read() as tx:
            tx.state()
        for suffix in ("-wal", "-shm"):
            companion = Path(f"{event}{suffix}")
            assert companion.exists()
            with pytest.raises(StoreError, match=f"è il file {suffix} del torneo aperto"):
                open_tournament(str(companion))


def test_a_store_dropped_without_close_leaves_the_list_without_deadlock(event: Path) -> None:
    import gc

    from figs_td.store import open_store

    store = open_store(event)
    assert pathguard.protected() == [event.resolve()]
    store.engine.dispose()
    del store
    gc.collect()
    assert pathguard.protected() == []
    # The collector may call the forgetting hook while this thread holds the list's lock.
    with pathguard._lock:
        pathguard._forget(12345)  # returns: it only notes the key
    assert pathguard.protected() == []
