"""A connection that outlives its store keeps the file under the path guard (issue 35).

SQLite's locks belong to the process: a second connection of the process on a file the first
still holds takes no lock of its own. If a connection stays open after its store closed (one
still in use on another thread, handed back afterwards to a pool that no longer exists) and the
guard let go of the file with the store, opening the tournament again read its header through a
descriptor of ours, whose close dropped the old connection's locks — and the new store, counting
on them, held none: the next desk to close the file took itself for the last user and deleted
the ``-wal`` the window went on writing into. Checked here with ``/proc/locks`` and a real
second process."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import add_players

from figs_td import pathguard
from figs_td.services.tournament import create_tournament, open_tournament
from figs_td.store import _sqlite
from tests.held_locks import locks_on

LINUX = pytest.mark.skipif(
    sys.platform != "linux" or not Path("/proc/locks").exists(), reason="/proc/locks: Linux only"
)

#: Another desk: opens the file, reads it and closes it (the last user folds and deletes the -wal).
_DESK = """import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("select count(*) from player").fetchall()
db.close()
"""


def _other_desk(path: Path) -> None:
    subprocess.run([sys.executable, "-c", _DESK, str(path)], check=True, timeout=60)  # noqa: S603


@LINUX
def test_reopened_after_a_stray_connection_the_file_keeps_its_locks(tmp_path: Path) -> None:
    path = tmp_path / "torneo.figs"
    store = create_tournament(path, "Guardia", "italo-svizzero", rounds=3)
    add_players(store, ["Rossi, Mario", "Bianchi, Anna"])
    stray = store.engine.connect()  # in use elsewhere while the store closes
    stray.exec_driver_sql("select count(*) from player").all()
    store.close()
    assert pathguard.is_open_tournament(path), "a connection is still open on the file"

    again = open_tournament(path)
    try:
        with again.read() as tx:
            assert len(tx.players.list()) == 2
        assert locks_on(os.getpid(), path), "the reopened store holds no lock on the file"
        stray.close()  # handed back to the closed store's pool: closed
        assert locks_on(os.getpid(), path), "the old connection's close took the locks"
        add_players(again, ["Verdi, Luca"])  # into the -wal
        _other_desk(path)
        assert Path(f"{path}-wal").exists(), "another desk deleted the -wal still in use"
        add_players(again, ["Neri, Sara"])
    finally:
        again.close()
    assert not pathguard.is_open_tournament(path)
    with open_tournament(path) as last, last.read() as tx:
        assert sorted(p.name.split()[0] for p in tx.players.list()) == [
            "Bianchi", "Neri", "Rossi", "Verdi"
        ]


def test_a_connection_guards_its_file_until_it_is_closed(tmp_path: Path) -> None:
    path = tmp_path / "a.figs"
    path.write_bytes(b"")
    conn = _sqlite.GuardedConnection(str(path))
    assert pathguard.is_open_tournament(path)
    with pytest.raises(Exception, match="del torneo aperto"):
        pathguard.check_output(path)
    conn.close()
    assert not pathguard.is_open_tournament(path)
    dropped = _sqlite.GuardedArchiveConnection(f"{path.as_uri()}?mode=ro", uri=True)
    assert pathguard.is_open_tournament(path)
    del dropped  # closed by the garbage collector: released as well
    gc.collect()
    assert not pathguard.is_open_tournament(path)
    _sqlite.GuardedConnection(":memory:").close()  # nothing to guard
    assert pathguard.protected() == []
