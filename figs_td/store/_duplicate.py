"""The rules of writing a duplicate event — shared by the ORM facade
(:mod:`figs_td.store.facades.duplicate`) and the thin SQLite path
(:mod:`figs_td.store.lite_duplicate`): the records, the size bound of a master game, the version
check of a master game and its refusal, a slip's creation or correction, and the audit entries
with their content. Standard library only (the thin path imports no SQLAlchemy); each store
supplies the few reads and writes of rows (``_game_row``, ``_insert_game``, ``_update_game``,
``_player_exists``, ``_slip_row``, ``_insert_slip``, ``_update_slip``)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from figs_td.errors import ConflictError, InputError
from figs_td.store._util import now_iso

#: Longest master game kept (JSON characters).
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


def game_record(number: int, state: str, version: int, updated_at: str) -> DuplicateGameRecord:
    return DuplicateGameRecord(number, json.loads(state), version, updated_at)


def slip_record(
    game_no: int,
    move_no: int,
    player_id: int,
    entry: str,
    score: int,
    status: str,
    version: int,
    updated_at: str,
) -> DuplicateSlipRecord:
    return DuplicateSlipRecord(
        game_no, move_no, player_id, json.loads(entry), score, status, version, updated_at
    )


def no_game(number: int) -> InputError:
    return InputError(f"partita di duplicato n. {number} inesistente")


def conflict(number: int) -> str:
    return (
        f"la partita di duplicato n. {number} è stata modificata nel frattempo da un'altra "
        "postazione; ricaricarla"
    )


def moved(number: int, move: int) -> str:
    return (
        f"la partita di duplicato n. {number} è cambiata fino alla mossa {move} nel frattempo "
        "(un'altra postazione ha confermato il top o rifatto l'estrazione): nessun foglietto "
        "registrato; ripetere l'inserimento"
    )


class DuplicateWrites:
    """``tx.duplicate``'s writes, on either store (``self.tx``: the transaction)."""

    tx: Any

    # -- what each store supplies -------------------------------------------------------------

    def game(self, number: int) -> DuplicateGameRecord:
        raise NotImplementedError

    def _game_version(self, number: int) -> int | None:
        """The stored version of master game ``number`` (None: not saved yet)."""
        raise NotImplementedError

    def _insert_game(self, number: int, text: str, now: str) -> None:
        raise NotImplementedError

    def _update_game(self, number: int, seen: int, text: str, now: str) -> bool:
        """``UPDATE … WHERE number = ? AND version = seen``; whether one row changed."""
        raise NotImplementedError

    def _player_exists(self, player_id: int) -> bool:
        raise NotImplementedError

    def _slip_row(self, game_no: int, move_no: int, player_id: int) -> tuple[Any, Any] | None:
        """(a handle of the stored slip, its record), or None."""
        raise NotImplementedError

    def _insert_slip(
        self, game_no: int, move_no: int, player_id: int, text: str, score: int, status: str,
        now: str,
    ) -> DuplicateSlipRecord:  # fmt: skip
        raise NotImplementedError

    def _update_slip(
        self, handle: Any, before: DuplicateSlipRecord, text: str, score: int, status: str,
        now: str,
    ) -> DuplicateSlipRecord:  # fmt: skip
        raise NotImplementedError

    # -- the rules ----------------------------------------------------------------------------

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
        seen = self._game_version(number)
        now = now_iso()
        if seen is None:
            if expected_version != 0:
                raise ConflictError(conflict(number))
            self._insert_game(number, text, now)
        else:
            if expected_version != seen:
                raise ConflictError(conflict(number))
            if not self._update_game(number, seen, text, now):
                raise ConflictError(conflict(number))
        moves = state.get("moves") or []
        last = moves[-1] if moves else {}
        self.tx.audit.record(
            action,
            entity="duplicate",
            key=number,
            new={k: last.get(k) for k in ("number", "rack", "source", "placed", "placed_score")},
        )
        return self.game(number)

    def check_moves(
        self, number: int, version: int, moves: list[dict[str, Any]], upto: int
    ) -> None:
        """Slips are scored on master game ``number`` as read at ``version`` (its ``moves``):
        refused (:class:`ConflictError`, nothing written) when it changed since in its first
        ``upto`` moves — the top of the move placed, a rack drawn again. A later draw meanwhile
        (the room goes on while the desks type) leaves the slips of the move as they were
        scored, so it is not a conflict."""
        self.tx.require_write()
        self.tx.lock("duplicate")
        seen = self._game_version(number)
        if seen is None:
            raise no_game(number)
        if seen == version:
            return
        stored = self.game(number).state.get("moves") or []
        if stored[:upto] != moves[:upto]:
            raise ConflictError(moved(number, upto))

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
        if not self._player_exists(player_id):
            raise InputError(f"giocatore n. {player_id} inesistente")
        found = self._slip_row(game_no, move_no, player_id)
        text = json.dumps(entry, ensure_ascii=False)
        now = now_iso()
        key = f"{game_no}/{move_no}/{player_id}"
        new = {"entry": entry, "score": score, "status": status}
        if found is None:
            slip = self._insert_slip(game_no, move_no, player_id, text, score, status, now)
            self.tx.audit.record("duplicate.slip", entity="duplicate_slips", key=key, new=new)
            return slip, None
        handle, previous = found
        slip = self._update_slip(handle, previous, text, score, status, now)
        self.tx.audit.record(
            "duplicate.slip.correct",
            entity="duplicate_slips",
            key=key,
            old={"entry": previous.entry, "score": previous.score, "status": previous.status},
            new=new,
        )
        return slip, previous
