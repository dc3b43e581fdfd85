"""Scoresheets (formulari): the game record attached to a tournament game, as JSON text."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from sqlalchemy import select, update

from figs_td.errors import ConflictError, InputError
from figs_td.store._util import now_iso
from figs_td.store.records import ScoresheetRecord
from figs_td.store.tables import GameRow, ScoresheetRow

if TYPE_CHECKING:
    from figs_td.store._protocols import TransactionContext


def _record(row: ScoresheetRow) -> ScoresheetRecord:
    return ScoresheetRecord(
        game_id=row.game_id, record=row.record, version=row.version, updated_at=row.updated_at
    )


class ScoresheetsFacade:
    """``tx.scoresheets``. The record format belongs to the scoresheet area; the store keeps
    the text as given (it must be valid JSON)."""

    def __init__(self, tx: TransactionContext) -> None:
        self.tx = tx

    def get(self, game_id: int) -> ScoresheetRecord | None:
        row = self.tx.session.get(ScoresheetRow, game_id)
        return None if row is None else _record(row)

    def for_round(self, number: int) -> list[ScoresheetRecord]:
        rows = self.tx.session.scalars(
            select(ScoresheetRow)
            .join(GameRow, GameRow.id == ScoresheetRow.game_id)  # type: ignore[arg-type]
            .where(GameRow.round == number)
            .order_by(ScoresheetRow.game_id)
        )
        return [_record(r) for r in rows]

    def save(
        self,
        game_id: int,
        record: str | dict[str, Any] | list[Any],
        *,
        expected_version: int | None = None,
    ) -> ScoresheetRecord:
        """Create or replace the record of ``game_id``. ``expected_version``: the version the
        desk loaded (0 = it expected none); a mismatch raises :class:`ConflictError`."""
        self.tx.require_write()
        if self.tx.session.get(GameRow, game_id) is None:
            raise InputError(f"partita n. {game_id} inesistente")
        text = record if isinstance(record, str) else json.dumps(record, ensure_ascii=False)
        try:
            json.loads(text)
        except ValueError as e:
            from figs_td.errors import describe_error

            raise InputError(f"formulario non valido: {describe_error(e)}") from None
        row = self.tx.session.get(ScoresheetRow, game_id)
        now = now_iso()
        if row is None:
            if expected_version not in (None, 0):
                raise ConflictError(_conflict(game_id))
            row = ScoresheetRow(game_id=game_id, record=text, version=1, updated_at=now)
            self.tx.session.add(row)
            self.tx.session.flush()
            self.tx.audit.record(
                "scoresheet.save", entity="scoresheets", key=game_id, new={"chars": len(text)}
            )
            return _record(row)
        seen = row.version
        if expected_version is not None and expected_version != seen:
            raise ConflictError(_conflict(game_id))
        old_len = len(row.record)
        res = self.tx.session.execute(
            update(ScoresheetRow)
            .where(ScoresheetRow.game_id == game_id, ScoresheetRow.version == seen)  # type: ignore[arg-type]
            .values(record=text, version=seen + 1, updated_at=now)
            .execution_options(synchronize_session=False)
        )
        self.tx.session.expire(row)
        if res.rowcount != 1:  # type: ignore[attr-defined]
            raise ConflictError(_conflict(game_id))
        self.tx.audit.record(
            "scoresheet.save",
            entity="scoresheets",
            key=game_id,
            old={"chars": old_len},
            new={"chars": len(text)},
        )
        return _record(row)

    def delete(self, game_id: int) -> None:
        self.tx.require_write()
        row = self.tx.session.get(ScoresheetRow, game_id)
        if row is None:
            return
        self.tx.session.delete(row)
        self.tx.audit.record(
            "scoresheet.delete", entity="scoresheets", key=game_id, old={"chars": len(row.record)}
        )


def _conflict(game_id: int) -> str:
    return (
        f"il formulario della partita n. {game_id} è stato modificato nel frattempo da un'altra "
        "postazione; ricaricarlo prima di salvare"
    )
