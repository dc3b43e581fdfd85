"""Audit trail (registro delle modifiche): when, who, what, old → new."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sqlalchemy import func, insert, select

from figs_td.store._rows import AuditRecording, audit_entry
from figs_td.store.records import AuditEntry
from figs_td.store.tables import AuditRow

if TYPE_CHECKING:
    from figs_td.store._protocols import TransactionContext


_INSERT = insert(AuditRow.__table__)  # type: ignore[attr-defined]


class AuditFacade(AuditRecording):
    """``tx.audit``: every facade that changes something calls :meth:`record` itself; other
    areas call it for their own actions (e.g. ``tx.audit.record("lexicon.select", …)``)."""

    def __init__(self, tx: TransactionContext) -> None:
        self.tx = tx

    def _insert(self, payload: list[dict[str, Any]]) -> None:
        self.tx.session.connection().execute(_INSERT, payload)

    def entries(self, *, limit: int | None = None, entity: str | None = None) -> list[AuditEntry]:
        """Entries oldest first (the last ``limit`` ones when given)."""
        q = select(AuditRow)
        if entity:
            q = q.where(AuditRow.entity == entity)
        if limit is not None:
            q = q.order_by(AuditRow.id.desc()).limit(limit)  # type: ignore[union-attr]
            rows = list(reversed(self.tx.session.scalars(q).all()))
        else:
            rows = list(self.tx.session.scalars(q.order_by(AuditRow.id)).all())  # type: ignore[arg-type]
        return [audit_entry(r) for r in rows]

    def latest(
        self, *, entity: str, key: str | int, actions: tuple[str, ...] = ()
    ) -> AuditEntry | None:
        """The last entry about ``entity``/``key`` (optionally only ``actions``): who changed a
        record last, for the message of a refused stale change."""
        q = select(AuditRow).where(AuditRow.entity == entity, AuditRow.entity_key == str(key))
        if actions:
            q = q.where(AuditRow.action.in_(actions))  # type: ignore[attr-defined]
        row = self.tx.session.scalars(q.order_by(AuditRow.id.desc()).limit(1)).first()  # type: ignore[union-attr]
        return None if row is None else audit_entry(row)

    def count(self) -> int:
        return int(self.tx.session.scalar(select(func.count()).select_from(AuditRow)) or 0)

    def mark(self) -> tuple[int, int]:
        """``(number of entries, highest id)``: both grow with every committed change. On
        SQLite writers take turns and ids follow the commits, so the highest id alone tells
        (one look at the primary key's end: cheap enough to be asked twice a second; the
        entries are counted as that id). On PostgreSQL a transaction may commit after a later
        one with a lower id: the entries are counted too."""
        if self.tx.store.is_sqlite:
            last = int(self.tx.session.scalar(select(func.max(AuditRow.id))) or 0)
            return last, last
        row = self.tx.session.execute(select(func.count(), func.max(AuditRow.id))).one()
        return int(row[0] or 0), int(row[1] or 0)

    def writers_after(self, after_id: int) -> list[tuple[str, str, int]]:
        """``(actor, entity, entries)`` of the entries with an id above ``after_id``."""
        q = (
            select(AuditRow.actor, AuditRow.entity, func.count())
            .where(AuditRow.id > after_id)  # type: ignore[operator]
            .group_by(AuditRow.actor, AuditRow.entity)
        )
        return [(str(a), str(e or ""), int(n)) for a, e, n in self.tx.session.execute(q).all()]
