"""The federation's member list at registration (elenco dei soci, issue 42 §3).

- :func:`parse_members`: a CSV/XLSX list (tessera, name, club, expiry; Italian or English
  headers, as the players' import) read and checked whole — a bad row refuses the file, every bad
  row named (file, line, column, reason), nothing stored.
- The tournament's own copy: :func:`import_member_list` (from such a file, or from the archive's
  list: ``archivio.figsa`` or its PostgreSQL address) replaces it in one transaction;
  :func:`clear_member_list`; :func:`member_list_info`.
- :func:`member_warnings`: what registration warns about (a missing, unknown, someone else's or
  expired tessera: :mod:`figs_td.core.archive.membership`), :func:`warning_text` in Italian. With no list
  there is nothing to check and no warning. A warning never refuses anything.

Why a copy in the tournament and not a pointer to the archive: the tournament file goes to the
event on a laptop (or sits on a shared PostgreSQL server used from several desks) where the
archive may not be; a copy is read with the players in the same transaction, and opening an
archive at every registration would cost its checks each time.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from figs_td.core.archive.membership import (
    Member,
    MemberIssue,
    MemberWarning,
    check_player,
    person_key,
)
from figs_td.services.registration.member_list import MEMBER_HEADERS, parse_members

if TYPE_CHECKING:
    from figs_td.store import Store

__all__ = [
    "LIST_SETTING",
    "MEMBER_HEADERS",
    "ListInfo",
    "clear_member_list",
    "import_member_list",
    "member_list_info",
    "member_warnings",
    "parse_members",
    "read_list",
    "reference_day",
    "warning_json",
    "warning_lines",
    "warning_text",
]

#: The tournament's setting describing its list (``{"source", "at", "count"}``); the cards
#: themselves are the ``member_list`` table.
LIST_SETTING = "members.list"


def is_archive(src: str) -> bool:
    """``src`` names an archive (its list is copied) rather than a CSV/XLSX file."""
    from figs_td.store.archive import EXTENSION

    return src.startswith("postgresql") or Path(src).suffix.lower() == EXTENSION


def read_list(src: str) -> tuple[list[Member], str]:
    """The members of ``src`` — a CSV/XLSX list, or an archive's list — and how to name it."""
    if not is_archive(src):
        return parse_members(src), Path(src).name
    from figs_td.errors import InputError
    from figs_td.services.archive.members import archive_members

    members, info = archive_members(src)
    if not members:
        raise InputError(
            f"l'archivio {src} non ha un elenco dei soci (archive ARCHIVIO members import FILE)"
        )
    return members, f"archivio ({info.get('source', '') if info else ''})".replace(" ()", "")


# ---------------------------------------------------------------------------------------------
# The tournament's list


@dataclass(frozen=True)
class ListInfo:
    source: str
    at: str
    count: int
    before: int = 0  # cards of the list it replaced

    def as_json(self) -> dict[str, Any]:
        return {"source": self.source, "at": self.at, "count": self.count}


def import_member_list(store: Store, src: str, *, actor: str = "") -> ListInfo:
    """The tournament's member list becomes the one of ``src`` (read and checked first; then one
    transaction replacing the whole list: a refused file changes nothing)."""
    members, source = read_list(src)
    at = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    with store.transaction(actor=actor) as tx:
        before = tx.members.replace(members)
        tx.tournament.set_setting(LIST_SETTING, {"source": source, "at": at, "count": len(members)})
    return ListInfo(source, at, len(members), before)


def clear_member_list(store: Store, *, actor: str = "") -> int:
    """Remove the tournament's list (no more warnings); returns how many cards it had."""
    with store.transaction(actor=actor) as tx:
        before = tx.members.replace([])
        tx.tournament.set_setting(LIST_SETTING, None)
    return before


def member_list_info(store: Store) -> ListInfo | None:
    with store.read() as tx:
        value = tx.tournament.get_setting(LIST_SETTING)
        count = tx.members.count()
    if not count:
        return None
    value = value if isinstance(value, dict) else {}
    return ListInfo(str(value.get("source", "")), str(value.get("at", "")), count)


def reference_day(date_start: str | None, today: dt.date | None = None) -> dt.date:
    """The day a card must be valid on: the tournament's first day, else today."""
    if date_start:
        try:
            return dt.date.fromisoformat(date_start)
        except ValueError:
            pass
    return today or dt.date.today()


def member_warnings(
    store: Store, ids: list[int] | None = None, *, today: dt.date | None = None
) -> list[MemberWarning]:
    """The warnings about the registered players (``ids``: only those), in registration order;
    none when the tournament has no member list."""
    with store.read() as tx:
        if not tx.members.count():
            return []
        info = tx.tournament.get()
        records = tx.players.records()
        if ids is not None:
            wanted = set(ids)
            records = [r for r in records if r.id in wanted]
        cards = tx.members.by_ids(r.federation_id.strip() for r in records)
        namesakes = tx.members.by_names(r.name for r in records if not r.federation_id.strip())
    day = reference_day(info.date_start, today)
    out = []
    for r in records:
        w = check_player(
            r.id, r.name, r.federation_id, cards, day, namesakes.get(person_key(r.name), [])
        )
        if w is not None:
            out.append(w)
    return out


def _day(d: dt.date | None) -> str:
    return "" if d is None else f"{d:%d/%m/%Y}"


def warning_text(w: MemberWarning) -> str:
    """The warning in Italian, without the player's name (the caller puts it in front)."""
    if w.issue is MemberIssue.MISSING:
        if not w.namesakes:
            return "tessera mancante (nessun socio con questo nome nell'elenco)"
        hints = ", ".join(
            f"{m.name}{' (' + m.club + ')' if m.club else ''} tessera {m.federation_id}"
            for m in w.namesakes
        )
        return f"tessera mancante; nell'elenco dei soci: {hints}"
    if w.issue is MemberIssue.UNKNOWN:
        return f"tessera {w.federation_id} non presente nell'elenco dei soci"
    assert w.member is not None
    if w.issue is MemberIssue.OTHER_NAME:
        return f"la tessera {w.federation_id} nell'elenco dei soci è di {w.member.name}"
    return f"tessera {w.federation_id} scaduta il {_day(w.member.expiry)}"


def warning_json(w: MemberWarning) -> dict[str, Any]:
    return {
        "player_id": w.player_id,
        "name": w.name,
        "tessera": w.federation_id,
        "issue": w.issue.value,
        "expiry": w.member.expiry.isoformat() if w.member and w.member.expiry else None,
        "text": warning_text(w),
    }


def warning_lines(store: Store, ids: list[int] | None = None) -> list[str]:
    """ "Nome: avviso" for each warned player (what the command line and the window show)."""
    return [f"{w.name}: {warning_text(w)}" for w in member_warnings(store, ids)]
