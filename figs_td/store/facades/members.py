"""The federation's member list given to the tournament (elenco dei soci, issue 42 §3).

Replaced as a whole (an import is the whole list); read by tessera and by person for the
registration warnings (:mod:`figs_td.services.registration.members`). This facade only stores and reads."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from sqlalchemy import delete, func, insert, select

from figs_td.core.archive.membership import Member, person_key
from figs_td.store._rows import member_rows
from figs_td.store.tables import MemberListRow

if TYPE_CHECKING:
    from figs_td.store._protocols import TransactionContext

_T = MemberListRow.__table__  # type: ignore[attr-defined]
_COLS = (_T.c.federation_id, _T.c.name, _T.c.club, _T.c.expiry)
_CHUNK = 500  # values in one IN (…): well below every database's limit


def _member(r: Any) -> Member:
    expiry = None
    if r[3]:
        try:
            expiry = dt.date.fromisoformat(r[3])
        except ValueError:  # a tampered file: the card is then taken as without expiry
            expiry = None
    return Member(r[0], r[1], r[2], expiry)


def _chunks(values: Iterable[str]) -> Iterable[list[str]]:
    items = sorted(set(values))
    for i in range(0, len(items), _CHUNK):
        yield items[i : i + _CHUNK]


class MembersFacade:
    """``tx.members``."""

    def __init__(self, tx: TransactionContext) -> None:
        self.tx = tx

    def count(self) -> int:
        return int(self.tx.session.execute(select(func.count()).select_from(_T)).scalar() or 0)

    def all(self) -> list[Member]:
        rows = self.tx.session.execute(select(*_COLS).order_by(_T.c.name, _T.c.federation_id))
        return [_member(r) for r in rows]

    def by_ids(self, federation_ids: Iterable[str]) -> dict[str, Member]:
        """The cards among ``federation_ids`` that the list holds."""
        out: dict[str, Member] = {}
        for chunk in _chunks(f for f in federation_ids if f):
            rows = self.tx.session.execute(select(*_COLS).where(_T.c.federation_id.in_(chunk)))
            out.update((r[0], _member(r)) for r in rows)
        return out

    def by_names(self, names: Iterable[str]) -> dict[str, list[Member]]:
        """Person key (:func:`~figs_td.core.archive.membership.person_key`) → the members of that name."""
        out: dict[str, list[Member]] = {}
        for chunk in _chunks(person_key(n) for n in names):
            rows = self.tx.session.execute(
                select(_T.c.person_key, *_COLS)
                .where(_T.c.person_key.in_(chunk))
                .order_by(_T.c.federation_id)
            )
            for r in rows:
                out.setdefault(r[0], []).append(_member(r[1:]))
        return out

    def replace(self, members: Sequence[Member]) -> int:
        """The list becomes ``members`` (the caller checked them: tessere unique and bounded);
        returns how many cards the list had before."""
        self.tx.require_write()
        self.tx.lock("members")
        before = self.count()
        self.tx.session.execute(delete(_T))
        if members:
            self.tx.session.execute(insert(_T), member_rows(members))
        self.tx.note("players")
        return before
