"""Duplicate events: the master games (JSON text) and the players' slips; every change audited.
The rules of the writes are :class:`figs_td.store._duplicate.DuplicateWrites` (shared with the
thin SQLite path); this facade supplies the ORM's reads and writes of rows."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sqlalchemy import select, update

from figs_td.store._duplicate import (
    MAX_STATE_CHARS,
    DuplicateGameRecord,
    DuplicateSlipRecord,
    DuplicateWrites,
    game_record,
    no_game,
    slip_record,
)
from figs_td.store.tables import DuplicateGameRow, DuplicateSlipRow, PlayerRow

if TYPE_CHECKING:
    from figs_td.store._protocols import TransactionContext

__all__ = ["MAX_STATE_CHARS", "DuplicateFacade", "DuplicateGameRecord", "DuplicateSlipRecord"]


def _game(row: DuplicateGameRow) -> DuplicateGameRecord:
    return game_record(row.number, row.state, row.version, row.updated_at)


def _slip(row: DuplicateSlipRow) -> DuplicateSlipRecord:
    return slip_record(
        row.game_no,
        row.move_no,
        row.player_id,
        row.entry,
        row.score,
        row.status,
        row.version,
        row.updated_at,
    )


class DuplicateFacade(DuplicateWrites):
    """``tx.duplicate``."""

    def __init__(self, tx: TransactionContext) -> None:
        self.tx = tx

    # -- master games ------------------------------------------------------------------------

    def games(self) -> list[DuplicateGameRecord]:
        rows = self.tx.session.scalars(select(DuplicateGameRow).order_by(DuplicateGameRow.number))
        return [_game(r) for r in rows]

    def game(self, number: int) -> DuplicateGameRecord:
        row = self.tx.session.get(DuplicateGameRow, number)
        if row is None:
            raise no_game(number)
        return _game(row)

    def _game_version(self, number: int) -> int | None:
        row = self.tx.session.get(DuplicateGameRow, number)
        return None if row is None else row.version

    def _insert_game(self, number: int, text: str, now: str) -> None:
        row = DuplicateGameRow(number=number, state=text, version=1, updated_at=now)
        self.tx.session.add(row)
        self.tx.session.flush()

    def _update_game(self, number: int, seen: int, text: str, now: str) -> bool:
        res = self.tx.session.execute(
            update(DuplicateGameRow)
            .where(DuplicateGameRow.number == number, DuplicateGameRow.version == seen)  # type: ignore[arg-type]
            .values(state=text, version=seen + 1, updated_at=now)
            .execution_options(synchronize_session=False)
        )
        row = self.tx.session.get(DuplicateGameRow, number)
        if row is not None:
            self.tx.session.expire(row)
        return bool(res.rowcount == 1)  # type: ignore[attr-defined]

    # -- slips -------------------------------------------------------------------------------

    def slips(
        self, game_no: int | None = None, move_no: int | None = None
    ) -> list[DuplicateSlipRecord]:
        """The slips (of a game; of one of its moves)."""
        q = select(DuplicateSlipRow)
        if game_no is not None:
            q = q.where(DuplicateSlipRow.game_no == game_no)  # type: ignore[arg-type]
        if move_no is not None:
            q = q.where(DuplicateSlipRow.move_no == move_no)  # type: ignore[arg-type]
        q = q.order_by(
            DuplicateSlipRow.game_no, DuplicateSlipRow.move_no, DuplicateSlipRow.player_id
        )  # type: ignore[arg-type]
        return [_slip(r) for r in self.tx.session.scalars(q)]

    def _player_exists(self, player_id: int) -> bool:
        return self.tx.session.get(PlayerRow, player_id) is not None

    def _slip_row(
        self, game_no: int, move_no: int, player_id: int
    ) -> tuple[DuplicateSlipRow, DuplicateSlipRecord] | None:
        row = self.tx.session.scalars(
            select(DuplicateSlipRow).where(
                DuplicateSlipRow.game_no == game_no,  # type: ignore[arg-type]
                DuplicateSlipRow.move_no == move_no,  # type: ignore[arg-type]
                DuplicateSlipRow.player_id == player_id,  # type: ignore[arg-type]
            )
        ).first()
        return None if row is None else (row, _slip(row))

    def _insert_slip(
        self, game_no: int, move_no: int, player_id: int, text: str, score: int, status: str,
        now: str,
    ) -> DuplicateSlipRecord:  # fmt: skip
        row = DuplicateSlipRow(
            game_no=game_no,
            move_no=move_no,
            player_id=player_id,
            entry=text,
            score=score,
            status=status,
            version=1,
            updated_at=now,
        )
        self.tx.session.add(row)
        self.tx.session.flush()
        return _slip(row)

    def _update_slip(
        self, handle: Any, before: DuplicateSlipRecord, text: str, score: int, status: str,
        now: str,
    ) -> DuplicateSlipRecord:  # fmt: skip
        row: DuplicateSlipRow = handle
        row.entry, row.score, row.status = text, score, status
        row.version += 1
        row.updated_at = now
        self.tx.session.flush()
        return _slip(row)
