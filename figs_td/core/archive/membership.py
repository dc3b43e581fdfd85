"""The federation's member list (elenco dei soci, issue 42 §3): who holds a valid card (tessera).

Registration is checked against it and *warned*, never refused: a player may be registered
with a missing, unknown or expired card (the director decides, domain.md §2: the tournament's
own rules say who may play). One warning a player, the first that applies:

- ``MISSING``: no tessera written at registration (the members with the same name are given as
  a hint: the director may copy the number);
- ``UNKNOWN``: the tessera is not in the list;
- ``OTHER_NAME``: the tessera is in the list under another name (a slip in the number, or in the
  name): names are compared with accents, case, spacing and word order ignored;
- ``EXPIRED``: the card's expiry is before the reference day — the tournament's first day, or
  today when the tournament has no date. A card expiring on the reference day is valid; a
  member without expiry in the list is valid.

Pure functions on plain values; the texts are the services' (:mod:`figs_td.services.registration.members`).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from figs_td.core.inputs import name_key

#: Longest tessera accepted in a member list (the archive's column is 64 characters).
MAX_TESSERA = 64


class MemberIssue(Enum):
    MISSING = "missing"
    UNKNOWN = "unknown"
    OTHER_NAME = "other_name"
    EXPIRED = "expired"


@dataclass(frozen=True)
class Member:
    """One line of the member list."""

    federation_id: str
    name: str
    club: str = ""
    expiry: dt.date | None = None


@dataclass(frozen=True)
class MemberWarning:
    """What registration warns about one player (``member``: the list's line the tessera
    names — or, for ``MISSING``, the members with the player's name in ``namesakes``)."""

    player_id: int
    name: str
    federation_id: str
    issue: MemberIssue
    member: Member | None = None
    namesakes: tuple[Member, ...] = ()


def person_key(name: str) -> str:
    """Two written names of one person: :func:`~figs_td.core.inputs.name_key` with the words
    sorted ("Rossi Mario" = "Mario Rossi" = "ROSSI, Mario"), apostrophes (with the spaces around
    them) and dots ignored, a hyphen a space ("D'Angelo" = "D' Angelo" = "Dangelo",
    "Rossi-Bianchi Anna" = "Bianchi Rossi Anna")."""
    key = re.sub(r"\s*['’`]\s*|\.", "", name_key(name)).replace("-", " ")
    return " ".join(sorted(key.split()))


def is_expired(member: Member, day: dt.date) -> bool:
    """The card expired before ``day`` (the tournament's first day or today)."""
    return member.expiry is not None and member.expiry < day


class MemberIndex:
    """A member list indexed by tessera and by person (:func:`person_key`)."""

    def __init__(self, members: Iterable[Member]) -> None:
        self.by_id: dict[str, Member] = {}
        self.by_person: dict[str, list[Member]] = {}
        for m in members:
            self.by_id[m.federation_id] = m
            self.by_person.setdefault(person_key(m.name), []).append(m)

    def __len__(self) -> int:
        return len(self.by_id)


def check_player(
    player_id: int,
    name: str,
    federation_id: str,
    members: MemberIndex | Mapping[str, Member],
    day: dt.date,
    namesakes: Sequence[Member] = (),
) -> MemberWarning | None:
    """The warning about one registered player, or ``None`` when his card is valid.
    ``members``: the list (or just the lines of the tessere being checked); ``namesakes``: the
    members with his name, when :class:`MemberIndex` is not given."""
    by_id = members.by_id if isinstance(members, MemberIndex) else members
    tessera = federation_id.strip()
    if not tessera:
        if isinstance(members, MemberIndex):
            namesakes = members.by_person.get(person_key(name), [])
        return MemberWarning(
            player_id, name, "", MemberIssue.MISSING, namesakes=tuple(namesakes[:3])
        )
    member = by_id.get(tessera)
    if member is None:
        return MemberWarning(player_id, name, tessera, MemberIssue.UNKNOWN)
    if person_key(member.name) != person_key(name):
        return MemberWarning(player_id, name, tessera, MemberIssue.OTHER_NAME, member)
    if is_expired(member, day):
        return MemberWarning(player_id, name, tessera, MemberIssue.EXPIRED, member)
    return None


_DATE_FORMATS = (
    (re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?"), "ymd"),
    (re.compile(r"(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})"), "dmy"),
)


def parse_expiry(text: str) -> dt.date | None:
    """An expiry as written in a member list: ``2026-12-31`` (also with a time, as a
    spreadsheet's date cell reads), ``31/12/2026``, ``31-12-2026``, ``31.12.2026``; empty →
    ``None`` (no expiry). A malformed or impossible date raises ``ValueError``."""
    text = text.strip()
    if not text:
        return None
    for pattern, order in _DATE_FORMATS:
        m = pattern.fullmatch(text)
        if m is None:
            continue
        a, b, c = (int(g) for g in m.groups())
        y, mo, d = (a, b, c) if order == "ymd" else (c, b, a)
        return dt.date(y, mo, d)  # ValueError: 31/02/2026
    raise ValueError(text)
