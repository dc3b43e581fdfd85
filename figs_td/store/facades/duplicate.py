"""Duplicate events: the master games (JSON text) and the players' slips; every change audited."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy import select, update

from figs_td.errors import ConflictError, InputError
from figs_td.store._util import now_iso
from figs_td.store.tables import DuplicateGameRow, DuplicateSlipRow, PlayerRow

if TYPE_CHECKING:
    from figs_td.store._protocols import TransactionContext

MAX_STATE_CHARS = 2_000_000


@dataclass(frozen=True)
class DuplicateGameRecord:
    number: int
    state: dict[str, Any]
    version: int
    updated_at: str


@dataclass(frozen=True)
class DuplicateSlipRecord:
    game_no: int
    move_no: int
    player_id: int
    entry: dict[str, Any]
    score: int
    status: str
    version: int
    updated_at: str


def _game(row: DuplicateGameRow) -> DuplicateGameRecord:
    return DuplicateGameRecord(row.number, json.loads(row.state), row.version, row.updated_at)


def _slip(row: DuplicateSlipRow) -> DuplicateSlipRecord:
    return DuplicateSlipRecord(
        row.game_no,
        row.move_no,
        row.player_id,
        json.loads(row.entry),
        row.score,
        row.status,
        row.version,
        row.updated_at,
    )


class DuplicateFacade:
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
            raise InputError(f"partita di duplicato n. {number} inesistente")
        return _game(row)

    def save_game(
        self, number: int, state: dict[str, Any], *, expected_version: int, action: str
    ) -> DuplicateGameRecord:
        """Create (``expected_version`` 0) or replace a master game; a concurrent change is a
        :class:`ConflictError`. ``action`` names the change in the audit log."""
        self.tx.require_write()
        self.tx.lock("duplicate")
        text = json.dumps(state, ensure_ascii=False)
        if len(text) > MAX_STATE_CHARS:
            raise InputError("partita di duplicato troppo grande")
        row = self.tx.session.get(DuplicateGameRow, number)
        now = now_iso()
        if row is None:
            if expected_version != 0:
                raise ConflictError(_conflict(number))
            row = DuplicateGameRow(number=number, state=text, version=1, updated_at=now)
            self.tx.session.add(row)
            self.tx.session.flush()
        else:
            seen = row.version
            if expected_version != seen:
                raise ConflictError(_conflict(number))
            res = self.tx.session.execute(
                update(DuplicateGameRow)
                .where(DuplicateGameRow.number == number, DuplicateGameRow.version == seen)  # type: ignore[arg-type]
                .values(state=text, version=seen + 1, updated_at=now)
                .execution_options(synchronize_session=False)
            )
            self.tx.session.expire(row)
            if res.rowcount != 1:  # type: ignore[attr-defined]
                raise ConflictError(_conflict(number))
        moves = state.get("moves") or []
        last = moves[-1] if moves else {}
        self.tx.audit.record(
            action,
            entity="duplicate",
            key=number,
            new={k: last.get(k) for k in ("number", "rack", "source", "placed", "placed_score")},
        )
        return self.game(number)

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

    def save_slip(
        self,
        game_no: int,
        move_no: int,
        player_id: int,
        entry: dict[str, Any],
        score: int,
        status: str,
    ) -> tuple[DuplicateSlipRecord, DuplicateSlipRecord | None]:
        """Create or correct a slip; a correction is audited with the old and the new entry.
        Returns (the slip, the previous one or None)."""
        self.tx.require_write()
        if self.tx.session.get(PlayerRow, player_id) is None:
            raise InputError(f"giocatore n. {player_id} inesistente")
        row = self.tx.session.scalars(
            select(DuplicateSlipRow).where(
                DuplicateSlipRow.game_no == game_no,  # type: ignore[arg-type]
                DuplicateSlipRow.move_no == move_no,  # type: ignore[arg-type]
                DuplicateSlipRow.player_id == player_id,  # type: ignore[arg-type]
            )
        ).first()
        text = json.dumps(entry, ensure_ascii=False)
        now = now_iso()
        key = f"{game_no}/{move_no}/{player_id}"
        new = {"entry": entry, "score": score, "status": status}
        if row is None:
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
            self.tx.audit.record("duplicate.slip", entity="duplicate_slips", key=key, new=new)
            return _slip(row), None
        previous = _slip(row)
        row.entry, row.score, row.status = text, score, status
        row.version += 1
        row.updated_at = now
        self.tx.session.flush()
        self.tx.audit.record(
            "duplicate.slip.correct",
            entity="duplicate_slips",
            key=key,
            old={"entry": previous.entry, "score": previous.score, "status": previous.status},
            new=new,
        )
        return _slip(row), previous


def _conflict(number: int) -> str:
    return (
        f"la partita di duplicato n. {number} è stata modificata nel frattempo da un'altra "
        "postazione; ricaricarla"
    )
