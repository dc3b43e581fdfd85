"""The thin SQLite path for pairing the next round (``figs-td pair FILE``) without SQLAlchemy.

:func:`open_lite_pair` opens a ``.figs`` file of the current schema as :func:`figs_td.store.lite.
open_lite` does (anything else — a database URL, another schema version, a damaged file — gets
``None`` and goes to the full store) and returns a :class:`LitePairStore`: the thin store plus
what :func:`figs_td.services.pairing.rounds.pair_next_round` uses of the full one, with the same
guarantees:

- one write transaction (``BEGIN IMMEDIATE`` … ``COMMIT``, everything rolled back on error),
  in which the service checks the round it means to pair is still the next one;
- the backup copy before pairing (``_start_backup``: SQLite online backup from a reader
  connection, ``quick_check``, fsync, renamed to the same name with the same retention as the
  full store's: :mod:`figs_td.store._backup` and :mod:`figs_td.store._backup_names`);
- the pairing settings written (``tx.tournament.set_setting``: version checked and raised, the
  same ``tournament.setting`` audit entry) and the round saved (``tx.rounds.save_round``: the
  round row with its pairing metadata, the games, the same checks and the same ``round.pair``
  audit entry, :mod:`figs_td.store._round_writes`).

The rules — which round, refusals, the pairing itself, what is fixed in the settings — are the
service's, the same code as on the full store. The services choose this store
(:func:`figs_td.services.tournament.open_tournament` with ``purpose="pair"``), never the CLI.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Sequence
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from figs_td.core.model import Game, Player
from figs_td.errors import ConflictError, InputError
from figs_td.store import _sqlite, lite
from figs_td.store._backup_names import (
    backup_path,
    backups_of,
    rotate_backups,
    temp_backup_path,
)
from figs_td.store._checks import json_column
from figs_td.store._round_writes import (
    check_next_round,
    check_round_games,
    game_rows,
    inserted_records,
    round_pair_entry,
)
from figs_td.store._util import dumps, now_iso, put_setting, who_when
from figs_td.store.lite import (
    LitePlayers,
    LiteRounds,
    LiteStore,
    LiteTournament,
    LiteTransaction,
    open_lite,
)
from figs_td.store.records import GameRecord, PlayerRecord, RoundInfo

if TYPE_CHECKING:
    from figs_td.store._backup import BackupInProgress

__all__ = ["LitePairStore", "open_lite_pair"]


def open_lite_pair(target: str | os.PathLike[str]) -> LitePairStore | None:
    """The thin store for pairing ``target``, or ``None`` when the full store must open it."""
    store = open_lite(target, write=True, kind=LitePairStore)
    assert store is None or isinstance(store, LitePairStore)
    if store is not None and _checkin_gate(store.conn):
        store.close()  # round 1 with check-in in use: the full store (its players' writes)
        return None
    return store


def _checkin_gate(conn: sqlite3.Connection) -> bool:
    """Whether the next round is round 1 and a player is checked in (issue 42)."""
    if conn.execute("SELECT 1 FROM round LIMIT 1").fetchone() is not None:
        return False
    return conn.execute("SELECT 1 FROM player_checkin WHERE present = 1 LIMIT 1").fetchone() is not None


class LitePairStore(LiteStore):
    """:class:`LiteStore` with the backup copies of the full store and the writes of pairing."""

    def _new_transaction(self, actor: str, *, write: bool) -> LitePairTransaction:
        return LitePairTransaction(self, actor=actor, write=write)

    # -- the backup copy before pairing (the full store's names, checks and retention) -----
    def _start_backup(self) -> BackupInProgress:
        """The backup copy written in a thread while the round is paired (store/_backup.py);
        called inside the write transaction (it holds the write lock)."""
        from figs_td.store._backup import BackupInProgress

        return BackupInProgress(self, temp_backup_path(self.path))

    @property
    def _busy_timeout_s(self) -> float:
        return lite.BUSY_TIMEOUT_MS / 1000

    def _sqlite_message(self, err: BaseException | str, action: str = "") -> str:
        return _sqlite.sqlite_message(self.label, err, action, timeout_ms=lite.BUSY_TIMEOUT_MS)

    def _backup_path(self, reason: str, round_no: int | None) -> Path:
        return backup_path(self.path, reason, round_no)

    def _rotate_backups(self) -> None:
        rotate_backups(self.path)

    def backups(self) -> list[Path]:
        """The automatic backups of this file, oldest first."""
        return backups_of(self.path)


class LitePairTransaction(LiteTransaction):
    """A thin transaction whose ``tournament`` and ``rounds`` can also write what pairing
    writes."""

    @cached_property
    def tournament(self) -> LitePairTournament:
        return LitePairTournament(self)

    @cached_property
    def rounds(self) -> LitePairRounds:
        return LitePairRounds(self)

    @cached_property
    def players(self) -> LitePairPlayers:
        return LitePairPlayers(self)


class LitePairPlayers(LitePlayers):
    """``tx.players``: pairing writes no player, so the list read for the state is the list the
    pairing sheet names (read once per transaction)."""

    @cached_property
    def _records(self) -> list[PlayerRecord]:
        return super().records()

    @cached_property
    def _players(self) -> list[Player]:
        return [r.to_player() for r in self._records]

    def records(self) -> list[PlayerRecord]:
        return list(self._records)

    def list(self) -> list[Player]:
        return list(self._players)


class LitePairTournament(LiteTournament):
    """``tx.tournament`` with :meth:`set_setting`."""

    def set_setting(self, key: str, value: Any) -> None:
        """Set one free setting (JSON value); ``None`` removes it. Audited, as the full store's
        :meth:`~figs_td.store.facades.tournament.TournamentFacade.set_setting`."""
        self.tx.require_write()
        info = self.get()
        current = dict(info.settings)
        old = current.get(key)
        if not put_setting(current, key, value):
            return
        cur = self.tx.conn.execute(
            "UPDATE tournament SET settings = ?, version = version + 1 WHERE id = 1 AND version = ?",
            (dumps(current), info.version),
        )
        if cur.rowcount != 1:
            raise ConflictError("il torneo è stato modificato nel frattempo: riprovare")
        self.__dict__.pop("_info", None)  # read again, with the new value and version
        self.tx.audit.record("tournament.setting", entity="tournament", key=key, old=old, new=value)


class LitePairRounds(LiteRounds):
    """``tx.rounds`` with what pairing reads and writes: the round's metadata, who paired it,
    saving a whole round."""

    def info(self, number: int) -> RoundInfo:
        row = self.tx.conn.execute(
            "SELECT number, paired_at, pairing_meta FROM round WHERE number = ?", (number,)
        ).fetchone()
        if row is None:
            raise InputError(f"il turno {number} non è ancora stato abbinato")
        return RoundInfo(
            number=row[0],
            paired_at=row[1],
            meta=json_column("round", row[0], "pairing_meta", row[2], {}),
        )

    def paired_by(self, number: int) -> str:
        """``da ATTORE il GG/MM/AAAA hh:mm:ss``: who paired round ``number`` and when."""
        entry = self.tx.audit.latest(entity="rounds", key=number, actions=("round.pair",))
        if entry is not None:
            return who_when(entry.actor, entry.at)
        row = self.tx.conn.execute(
            "SELECT paired_at FROM round WHERE number = ?", (number,)
        ).fetchone()
        return who_when(None, row[0] if row is not None else None)

    def save_round(
        self, number: int, games: Sequence[Game], *, meta: dict[str, Any] | None = None
    ) -> list[GameRecord]:
        """Save a whole paired round (the next one), as the full store's
        :meth:`~figs_td.store.facades.rounds.RoundsFacade.save_round`."""
        self.tx.require_write()
        check_next_round(number, self.last_number())
        conn: sqlite3.Connection = self.tx.conn
        known = {r[0] for r in conn.execute("SELECT id FROM player")}
        check_round_games(number, games, known)
        at = now_iso()
        conn.execute(
            "INSERT INTO round (number, paired_at, pairing_meta) VALUES (?, ?, ?)",
            (number, at, dumps(meta or {})),
        )
        rows = game_rows(number, games, at)
        if rows:
            conn.executemany(
                "INSERT INTO game (round, table_no, first_id, second_id, score_first, "
                "score_second, kind, time_loss, version, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                rows,
            )
        saved = self._inserted(number, rows)
        self.tx.audit.record(
            "round.pair", entity="rounds", key=number, new=round_pair_entry(meta, saved)
        )
        self.tx.note("games")
        return saved

    def _inserted(self, number: int, rows: list[tuple[Any, ...]]) -> list[GameRecord]:
        """The games just inserted, as :meth:`games` reads them (only their ids read back: ids
        grow in the order of insertion, the round is new, under this transaction's lock)."""
        ids = [
            r[0]
            for r in self.tx.conn.execute(
                "SELECT id FROM game WHERE round = ? ORDER BY id", (number,)
            )
        ]
        if len(ids) != len(rows):
            return self.games(number)
        return inserted_records(ids, rows)
