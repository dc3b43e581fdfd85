"""Challenge rulings (contestazioni, Regolamento art. 28–32; issue 6)."""

from __future__ import annotations

import builtins
import dataclasses
from typing import TYPE_CHECKING

from sqlalchemy import select

from figs_td.errors import InputError
from figs_td.store._checks import json_column
from figs_td.store._util import dumps, now_iso
from figs_td.store.records import RulingRecord
from figs_td.store.tables import RulingRow, TournamentRow

if TYPE_CHECKING:
    from figs_td.store._protocols import TransactionContext

CHARGED_TO = ("mover", "challenger")
ROLES = ("arbitro", "collegio")


#: The fields of a ruling stored as they are, under the same name in the record and the row.
_AS_STORED = (
    "round",
    "move_no",
    "move_value",
    "penalty",
    "charged_to",
    "lexicon_name",
    "lexicon_sha256",
    "ruled_by",
    "ruled_by_role",
)


class RulingsFacade:
    """``tx.rulings``: store and list rulings. The store checks shapes, not the rules (the
    rulings service computes the verdict and the penalty with the core)."""

    def __init__(self, tx: TransactionContext) -> None:
        self.tx = tx

    def add(self, ruling: RulingRecord) -> RulingRecord:
        self.tx.require_write()
        if ruling.charged_to not in CHARGED_TO:
            raise InputError(f"penalità a carico di chi? {ruling.charged_to!r} (mover/challenger)")
        if ruling.ruled_by_role not in ROLES:
            raise InputError(
                f"ruolo di chi decide non valido: {ruling.ruled_by_role!r} (arbitro/collegio)"
            )
        if ruling.penalty < 0 or ruling.move_value < 0:
            raise InputError("penalità e valore della mossa non possono essere negativi")
        row = RulingRow(
            **{name: getattr(ruling, name) for name in _AS_STORED},
            table_no=ruling.table,
            words=dumps(list(ruling.words)),
            word_verdicts=dumps(dict(ruling.word_verdicts)),
            move_valid=bool(ruling.move_valid),
            ruled_at=ruling.ruled_at or now_iso(),
            extra=dumps(ruling.extra),
        )
        self.tx.session.add(row)
        self.tx.session.flush()
        saved = self._record(row)
        public = dataclasses.asdict(saved)
        public.pop("tournament", None)
        self.tx.audit.record("ruling.add", entity="rulings", key=row.id or 0, new=public)
        return saved

    def remove(self, ruling_id: int) -> RulingRecord:
        """Delete a ruling entered by mistake (undo); the audit keeps what it said."""
        self.tx.require_write()
        row = self.tx.session.get(RulingRow, ruling_id)
        if row is None:
            raise InputError(f"contestazione n. {ruling_id} inesistente")
        old = self._record(row)
        public = dataclasses.asdict(old)
        public.pop("tournament", None)
        self.tx.session.delete(row)
        self.tx.session.flush()
        self.tx.audit.record("ruling.remove", entity="rulings", key=ruling_id, old=public)
        return old

    def list(
        self, round: int | None = None, table: int | None = None
    ) -> builtins.list[RulingRecord]:
        q = select(RulingRow)
        if round is not None:
            q = q.where(RulingRow.round == round)
        if table is not None:
            q = q.where(RulingRow.table_no == table)
        rows = self.tx.session.scalars(q.order_by(RulingRow.id)).all()  # type: ignore[arg-type]
        return [self._record(r) for r in rows]

    def _record(self, row: RulingRow) -> RulingRecord:
        t = self.tx.session.get(TournamentRow, 1)
        return RulingRecord(
            id=row.id,
            tournament=t.name if t else "",
            **{name: getattr(row, name) for name in _AS_STORED},
            table=row.table_no,
            words=list(json_column("ruling", row.id, "words", row.words, [])),
            word_verdicts=dict(
                json_column("ruling", row.id, "word_verdicts", row.word_verdicts, {})
            ),
            move_valid=bool(row.move_valid),
            ruled_at=row.ruled_at,
            extra=dict(json_column("ruling", row.id, "extra", row.extra, {})),
        )
