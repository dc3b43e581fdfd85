"""The federation's member list kept in the archive (elenco dei soci, issue 42 §3).

``archive ARCHIVE members import FILE``: the list (CSV/XLSX, :func:`figs_td.services.registration.member_list.
parse_members`) is read and checked before the archive is opened (a refused file leaves no new
archive and changes nothing); then one transaction replaces the stored list whole, audited. A
tournament copies it with ``players members FILE --import ARCHIVE``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from figs_td.core.archive.membership import Member

if TYPE_CHECKING:
    from figs_td.store.archive.store import ArchiveStore


def import_members(target: str, src: str, *, actor: str = "") -> dict[str, Any]:
    """Replace the archive's member list with the one of ``src``; returns ``{"source", "at",
    "count", "before"}``. A missing archive is created (its default settings)."""
    from pathlib import Path

    from figs_td.services.archive.settings import open_archive
    from figs_td.services.registration.member_list import parse_members
    from figs_td.store.archive import check_archive_target

    check_archive_target(target, create=True)  # a wrong archive named before the list is read
    members = parse_members(src)
    with open_archive(target, create=True) as store:
        with store.transaction(actor=actor) as tx:
            before = tx.members.count()
            info = tx.members.replace(members, Path(src).name)
    return {**info, "before": before}


def members_of(store: ArchiveStore) -> tuple[list[Member], dict[str, Any] | None]:
    """The archive's member list and where it came from (``None`` before any import)."""
    with store.read() as tx:
        return tx.members.all(), tx.members.info()


def archive_members(target: str) -> tuple[list[Member], dict[str, Any] | None]:
    """The member list of the archive at ``target`` (opened read-only for this)."""
    from figs_td.services.archive.settings import open_archive

    with open_archive(target) as store:
        return members_of(store)
