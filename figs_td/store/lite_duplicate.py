"""``tx.duplicate`` on the thin SQLite path (:mod:`figs_td.store.lite`): the master games and the
players' slips of a duplicate event read and written with :mod:`sqlite3`. The rules (version
check, refusals, audit entries) are :class:`figs_td.store._duplicate.DuplicateWrites`, the same
class the ORM facade uses; only the SQL is here. The tables are those of migration 2
(``duplicate_game``, ``duplicate_slip``), unchanged since."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from figs_td.store._duplicate import DuplicateWrites, game_record, no_game, slip_record

if TYPE_CHECKING:
    from figs_td.store._duplicate import DuplicateGameRecord, DuplicateSlipRecord

_SLIP = "game_no, move_no, player_id, entry, score, status, version, updated_at"
#: Slips in the order of the full store (game, move, player).
_SLIP_ORDER = " ORDER BY game_no, move_no, player_id"


class LiteDuplicate(DuplicateWrites):
    """``tx.duplicate``: master games and slips (:class:`DuplicateWrites` for the writes)."""

    def __init__(self, tx: Any) -> None:
        """``tx``: the thin path's transaction (:class:`figs_td.store.lite.LiteTransaction`:
        its ``conn``, ``audit``, ``require_write`` and ``lock``)."""
        self.tx = tx

    def games(self) -> list[DuplicateGameRecord]:
        rows = self.tx.conn.execute(
            "SELECT number, state, version, updated_at FROM duplicate_game ORDER BY number"
        )
        return [game_record(*r) for r in rows]

    def game(self, number: int) -> DuplicateGameRecord:
        row = self.tx.conn.execute(
            "SELECT number, state, version, updated_at FROM duplicate_game WHERE number = ?",
            (number,),
        ).fetchone()
        if row is None:
            raise no_game(number)
        return game_record(*row)

    def slips(
        self, game_no: int | None = None, move_no: int | None = None
    ) -> list[DuplicateSlipRecord]:
        """The slips (of a game; of one of its moves)."""
        where, params = [], []
        if game_no is not None:
            where.append("game_no = ?")
            params.append(game_no)
        if move_no is not None:
            where.append("move_no = ?")
            params.append(move_no)
        sql = f"SELECT {_SLIP} FROM duplicate_slip"
        if where:
            sql += " WHERE " + " AND ".join(where)
        return [slip_record(*r) for r in self.tx.conn.execute(sql + _SLIP_ORDER, params)]

    def _game_version(self, number: int) -> int | None:
        row = self.tx.conn.execute(
            "SELECT version FROM duplicate_game WHERE number = ?", (number,)
        ).fetchone()
        return None if row is None else int(row[0])

    def _insert_game(self, number: int, text: str, now: str) -> None:
        self.tx.conn.execute(
            "INSERT INTO duplicate_game (number, state, version, updated_at) VALUES (?, ?, 1, ?)",
            (number, text, now),
        )

    def _update_game(self, number: int, seen: int, text: str, now: str) -> bool:
        cur = self.tx.conn.execute(
            "UPDATE duplicate_game SET state = ?, version = ?, updated_at = ? "
            "WHERE number = ? AND version = ?",
            (text, seen + 1, now, number, seen),
        )
        return bool(cur.rowcount == 1)

    def _player_exists(self, player_id: int) -> bool:
        found = self.tx.conn.execute("SELECT 1 FROM player WHERE id = ?", (player_id,))
        return found.fetchone() is not None

    def _slip_row(
        self, game_no: int, move_no: int, player_id: int
    ) -> tuple[int, DuplicateSlipRecord] | None:
        row = self.tx.conn.execute(
            f"SELECT id, {_SLIP} FROM duplicate_slip "
            "WHERE game_no = ? AND move_no = ? AND player_id = ? ORDER BY id LIMIT 1",
            (game_no, move_no, player_id),
        ).fetchone()
        return None if row is None else (row[0], slip_record(*row[1:]))

    def _insert_slip(
        self, game_no: int, move_no: int, player_id: int, text: str, score: int, status: str,
        now: str,
    ) -> DuplicateSlipRecord:  # fmt: skip
        self.tx.conn.execute(
            "INSERT INTO duplicate_slip "
            "(game_no, move_no, player_id, entry, score, status, version, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, 1, ?)",
            (game_no, move_no, player_id, text, score, status, now),
        )
        return slip_record(game_no, move_no, player_id, text, score, status, 1, now)

    def _update_slip(
        self, handle: int, before: DuplicateSlipRecord, text: str, score: int, status: str,
        now: str,
    ) -> DuplicateSlipRecord:  # fmt: skip
        version = before.version + 1
        self.tx.conn.execute(
            "UPDATE duplicate_slip SET entry = ?, score = ?, status = ?, version = ?, "
            "updated_at = ? WHERE id = ?",
            (text, score, status, version, now, handle),
        )
        return slip_record(
            before.game_no, before.move_no, player_id=before.player_id, entry=text, score=score,
            status=status, version=version, updated_at=now,
        )  # fmt: skip
