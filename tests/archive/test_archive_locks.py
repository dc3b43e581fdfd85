"""A process holding the archive open never reads it by a descriptor of its own (issue 35 §1):
closing one would drop every POSIX lock the process holds on the file, and the next
command-line process would delete the ``-wal`` still in use (``/proc/locks`` tells)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import figs_td.services.archive as svc
from figs_td.errors import FigsError, StoreError
from tests.held_locks import check_still_held, held, need_proc_locks


@pytest.fixture
def archive(tmp_path: Path):  # noqa: ANN201
    need_proc_locks()
    path = tmp_path / "archivio.figsa"
    store = svc.open_archive(str(path), create=True)
    svc.events(store)  # a first read
    check_still_held(os.getpid(), path, "apertura")
    yield path, store
    store.close()


def test_opening_the_open_archive_again_keeps_the_locks(archive) -> None:  # noqa: ANN001
    path, store = archive
    again = svc.open_archive(str(path))
    assert svc.events(again) == []
    again.close()
    check_still_held(os.getpid(), path, "seconda apertura e chiusura")
    assert svc.events(store) == []


def test_a_companion_of_the_open_archive_is_refused_unread(archive) -> None:  # noqa: ANN001
    path, _store = archive
    for suffix in ("-wal", "-shm"):
        with pytest.raises(StoreError, match=f"è il file {suffix} dell'archivio aperto"):
            svc.open_archive(str(path) + suffix)
    check_still_held(os.getpid(), path, "apertura dei file -wal e -shm")


def test_a_list_that_is_the_open_archive_is_refused_unread(archive, tmp_path: Path) -> None:  # noqa: ANN001
    path, store = archive
    for name in ("classifica.csv", "classifica.xlsx"):
        link = tmp_path / name
        link.symlink_to(path)
        with pytest.raises(FigsError, match="archivio aperto"):
            svc.add_sources(store, [str(link)], category="open")
        check_still_held(os.getpid(), path, f"aggiunta di {name}")
    # The games file of a CSV pair is checked too.
    (tmp_path / "evento.csv").write_text("torneo;data;posizione;giocatore\n", encoding="utf-8")
    (tmp_path / "evento-partite.csv").symlink_to(path)
    with pytest.raises(FigsError, match="archivio aperto"):
        svc.add_sources(store, [str(tmp_path / "evento.csv")], category="open")
    assert held(os.getpid(), path).shared
