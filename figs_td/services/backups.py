"""Copies of a tournament: ``figs-td backup FILE [DEST]``, the window's *Salva una copia…*, and
the WAL checkpoints that keep a plain copy of the ``.figs`` file complete.

A copy is made with SQLite's online backup to a temporary name, checked with ``quick_check``
and renamed: it is complete and self-contained (no ``-wal`` beside it) or it does not exist.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from figs_td.errors import InputError
from figs_td.store import Store, open_store
from figs_td.store.store import EXTENSION, is_url


def default_copy_path(path: Path, now: datetime | None = None) -> Path:
    """``torneo.figs`` → ``torneo.copia-20260503-1607.figs`` beside it."""
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    return path.with_name(f"{path.stem}.copia-{stamp}{EXTENSION}")


def save_copy(store: Store, dest: str | os.PathLike[str] | None = None) -> Path:
    """A complete, checked copy of the open tournament at ``dest`` (a ``.figs`` path; a folder
    gets the default name inside it; default: beside the tournament)."""
    if store.path is None:
        raise InputError(
            "un torneo su database PostgreSQL si copia con gli strumenti del server (pg_dump)"
        )
    if dest is None or str(dest) == "":
        target = default_copy_path(store.path)
    else:
        from figs_td.pathguard import check_file_name

        target = Path(dest).expanduser()
        if not target.is_dir():
            check_file_name(target)  # '*' typed in a dialog is no name for a copy
        if target.is_dir():
            target = target / default_copy_path(store.path).name
        elif target.suffix.lower() != EXTENSION:
            raise InputError(f"la copia del torneo deve avere estensione .figs: '{target}'")
        if target.exists() and target.absolute() != store.path:
            raise InputError(f"il file '{target}' esiste già: scegliere un altro nome")
    from figs_td.atomic import cleanup_stale_temps

    cleanup_stale_temps(target.parent)  # what a killed copy left there
    return store.copy_to(target)


def backup_file(target: str | os.PathLike[str], dest: str | os.PathLike[str] | None = None) -> Path:
    """``figs-td backup FILE [DEST]``: open ``target`` and copy it (see :func:`save_copy`)."""
    if is_url(target) and not str(target).startswith("sqlite"):
        raise InputError(
            "un torneo su database PostgreSQL si copia con gli strumenti del server (pg_dump)"
        )
    with open_store(target) as store:
        return save_copy(store, dest)


def checkpoint(store: Store, *, closing: bool = False) -> None:
    """Fold committed changes from ``-wal`` into the ``.figs`` file (after every action of the
    window; emptying the ``-wal`` when it closes), so that copying the ``.figs`` alone is enough."""
    store.checkpoint("TRUNCATE" if closing else "PASSIVE")
