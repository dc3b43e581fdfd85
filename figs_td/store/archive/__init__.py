"""The federation's archive (archivio): a store of its own, beside the tournaments' one.

A SQLite file (``archivio.figsa`` by default) or a PostgreSQL database by URL; its own tables
(prefixed ``archive_``) and numbered migrations (:mod:`.schema`); the same rules as a tournament:
one transaction per action, versions checked, backups before what rewrites history.
Importing this package is cheap; SQLAlchemy loads on :func:`open_archive`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from figs_td.store.archive.store import ArchiveStore

from figs_td.store.archive._names import DEFAULT_NAME, EXTENSION

__all__ = ["DEFAULT_NAME", "EXTENSION", "check_archive_target", "open_archive"]


def open_archive(target: Any, *, create: bool = False) -> ArchiveStore:
    """Open (``create``: create when missing) an archive file or database URL."""
    from figs_td.store.archive.store import open_archive as _open

    return _open(target, create=create)


def check_archive_target(target: str, *, create: bool = False) -> None:
    """Refuse an archive file that cannot be one (folder, pipe, not an archive…) before any
    source is read; a database URL is checked when it is opened."""
    if "://" in target:
        return
    from figs_td.store.archive.store import check_archive_path

    check_archive_path(target, create=create)
