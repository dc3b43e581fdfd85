"""The thin SQLite path: results and standings of a ``.figs`` file without SQLAlchemy.

A one-shot command (``figs-td result``, ``figs-td standings``) spent most of its time importing
SQLAlchemy, SQLModel and pydantic. :func:`open_lite` opens a tournament file with the standard
:mod:`sqlite3` module when the file is one it can serve exactly as the full store would: a
figs-td file whose schema is the current one (:data:`SCHEMA_VERSION`), already in WAL mode, not
damaged (``quick_check``), with its tournament. For anything else it returns ``None`` and the
caller opens the full store (:func:`figs_td.store.open_store`), which migrates an older schema,
switches a file to WAL, talks to PostgreSQL and words every refusal.

The store it returns offers the same transaction interface the result and standings services
use (``store.transaction(actor=…)`` / ``store.read()`` → ``tx.tournament``, ``tx.players``,
``tx.rounds``, ``tx.audit``, ``tx.state()``), reduced to reading and to writing one game's result.
The rules are not here: the result writes are :class:`figs_td.store._results.ResultWrites` (the
same class the ORM facade uses), rows become records through :mod:`figs_td.store._rows`, the
connection, locking and messages are :mod:`figs_td.store._sqlite`. Only the SQL is this module's.

The services choose it (:func:`figs_td.services.tournament.open_tournament` with a ``purpose``),
never the CLI. Pairing the next round (``figs-td pair``) extends it in
:mod:`figs_td.store.lite_pair` (:meth:`LiteStore._new_transaction` and ``open_lite(kind=…)``).
"""

from __future__ import annotations

import os
import sqlite3
from collections import namedtuple
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cached_property
from pathlib import Path

from figs_td.core.model import Game, Player
from figs_td.errors import ConflictError, FigsError, StoreError
from figs_td.store import _sqlite
from figs_td.store._checks import (
    GAME_COLUMNS,
    InvalidData,
    check_core_rows,
    check_player_rows,
    labelled,
)
from figs_td.store._results import KINDS, WRITABLE, ResultWrites, game_record, no_game, no_game_id
from figs_td.store._rows import (
    TOURNAMENT_COLUMNS,
    AuditRecording,
    TournamentReading,
    audit_entry,
    no_player,
    no_tournament,
    tournament_info,
)
from figs_td.store._tx_common import TransactionCommon
from figs_td.store.records import (
    PLAYER_FIELDS,
    GameRecord,
    PlayerRecord,
    TournamentInfo,
    core_game,
    player_of,
)

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from typing import Any

    from figs_td.store.lite_duplicate import LiteDuplicate
    from figs_td.store.records import AuditEntry, ScoresheetRecord

#: ``figs_meta.app`` of a figs-td file (the same as ``migrations.APP_ID``; a test checks it).
APP_ID = "figs-td"
#: The schema this module's SQL is written for. It must be the latest migration's number (a test
#: checks it): when a migration is added, read the SQL below against it, then raise this number.
#: A file of another version is opened by the full store (which migrates it).
SCHEMA_VERSION = 5

#: Milliseconds a writer waits for another desk (the full store's value; tests shorten it).
BUSY_TIMEOUT_MS = _sqlite.BUSY_TIMEOUT_MS

_GameRow = namedtuple("_GameRow", GAME_COLUMNS)  # type: ignore[misc]
_TournamentRow = namedtuple("_TournamentRow", TOURNAMENT_COLUMNS)  # type: ignore[misc]
_AUDIT = ("id", "at", "actor", "action", "entity", "entity_key", "old", "new")
_AuditRow = namedtuple("_AuditRow", _AUDIT)  # type: ignore[misc]

_SELECT_GAME = f"SELECT {', '.join(GAME_COLUMNS)} FROM game"
#: Games in the order of the full store: by round, tables in order, byes last (then as saved).
_GAME_ORDER = " ORDER BY round, table_no IS NULL, table_no, id"
_SELECT_PLAYER = f"SELECT {', '.join(PLAYER_FIELDS)} FROM player"
_INSERT_AUDIT = (
    "INSERT INTO audit (at, actor, action, entity, entity_key, old, new) "
    "VALUES (:at, :actor, :action, :entity, :entity_key, :old, :new)"
)


def open_lite(
    target: str | os.PathLike[str], *, write: bool = True, kind: type[LiteStore] | None = None
) -> LiteStore | None:
    """The thin store of the ``.figs`` file ``target``, or ``None`` when the full store must
    open it (a database URL, a missing/empty/foreign/damaged file, an older or newer schema, a
    file not yet in WAL mode, no tournament). Nothing is written to the file here.
    ``write=False``: a read-only store (its ``transaction()`` refuses). ``kind``: a subclass
    of :class:`LiteStore` with more use cases (:mod:`figs_td.store.lite_pair`)."""
    if isinstance(target, str) and "://" in target:
        return None
    path = Path(target).expanduser().absolute()
    try:
        if not path.is_file():
            return None
        from figs_td import pathguard

        if pathguard.open_companion(path) is not None:
            return None  # the full store refuses it without reading it
        if not pathguard.is_open_tournament(path):  # else a descriptor of ours drops the locks
            with path.open("rb") as f:
                if f.read(len(_sqlite.SQLITE_HEADER)) != _sqlite.SQLITE_HEADER:
                    return None
        # A read-only place (issue 35): read without creating anything beside the file.
        read_only = _sqlite.readonly_refusal(path)
        if read_only is None:
            conn = sqlite3.connect(
                path, timeout=BUSY_TIMEOUT_MS / 1000, factory=_sqlite.GuardedConnection
            )
        else:
            conn = _sqlite.connect_readonly(path, str(target), timeout_ms=BUSY_TIMEOUT_MS)
    except (OSError, sqlite3.Error, StoreError):
        return None  # the full store words the refusal
    try:
        _sqlite.configure(conn, BUSY_TIMEOUT_MS)
        current = _is_current(conn, wal=read_only is None)
    except sqlite3.Error:
        current = False
    if not current:
        conn.close()
        return None
    if read_only is None:
        from figs_td.atomic import cleanup_stale_temps

        cleanup_stale_temps(path.parent)  # what a killed run left, as the full store does
    store = (kind or LiteStore)(conn, path=path, label=str(target), write=write)
    store.read_only = read_only
    return store


def _is_current(conn: sqlite3.Connection, *, wal: bool = True) -> bool:
    """A figs-td file of :data:`SCHEMA_VERSION`, in WAL mode, undamaged, with its tournament.
    ``wal=False``: a file opened read-only, where SQLite reports no WAL (``immutable``) and
    nothing would switch it anyway."""
    if [r[0] for r in conn.execute("PRAGMA quick_check").fetchall()] != ["ok"]:
        return False
    meta = dict(
        conn.execute("SELECT key, value FROM figs_meta WHERE key IN ('app', 'schema_version')")
    )
    if meta.get("app") != APP_ID or meta.get("schema_version") != str(SCHEMA_VERSION):
        return False
    mode = conn.execute("PRAGMA journal_mode").fetchone()
    if wal and (not mode or str(mode[0]).lower() != "wal"):
        return False
    return conn.execute("SELECT 1 FROM tournament WHERE id = 1").fetchone() is not None


class LiteStore:
    """An open tournament file on the thin path: :meth:`transaction` and :meth:`read` as
    :class:`figs_td.store.store.Store`, one :mod:`sqlite3` connection."""

    is_sqlite = True

    def __init__(self, conn: sqlite3.Connection, *, path: Path, label: str, write: bool) -> None:
        self.conn = conn
        self.path = path
        self.label = label
        self.writable = write
        # A file on a read-only place (issue 35): the sentence refusing every write, else None.
        self.read_only: str | None = None
        self.last_changes: frozenset[str] = frozenset()
        self._writing = False
        from figs_td import pathguard

        pathguard.protect(path, self)  # no reader or writer of this process may touch it

    def close(self) -> None:
        from figs_td import pathguard

        self.conn.close()
        pathguard.release(self)

    def __enter__(self) -> LiteStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @contextmanager
    def transaction(self, actor: str = "") -> Iterator[LiteTransaction]:
        """One user action (``BEGIN IMMEDIATE`` … ``COMMIT``; everything rolled back on error)."""
        if self.read_only:
            raise StoreError(self.read_only)  # a read-only place (issue 35)
        if not self.writable:
            raise RuntimeError("torneo aperto in sola lettura: usare read()")
        yield from self._run(actor, write=True)

    @contextmanager
    def read(self) -> Iterator[LiteTransaction]:
        """A read-only view (one snapshot; nothing is committed)."""
        yield from self._run("", write=False)

    def _new_transaction(self, actor: str, *, write: bool) -> LiteTransaction:
        return LiteTransaction(self, actor=actor, write=write)

    def _run(self, actor: str, *, write: bool) -> Iterator[LiteTransaction]:
        label = self.label
        conn = self.conn
        if write and self.read_only:
            raise StoreError(self.read_only)
        if write:
            if self._writing:
                raise RuntimeError("transazione di scrittura annidata: usare il tx già aperto")
            self._writing = True
        try:
            try:
                if write:
                    _sqlite.begin_immediate(conn, BUSY_TIMEOUT_MS)
                else:
                    conn.execute("BEGIN")
            except sqlite3.OperationalError as e:
                raise StoreError(_message(label, e)) from None
            tx = self._new_transaction(actor, write=write)
            try:
                yield tx
                if write:
                    conn.execute("COMMIT")
                    self.last_changes = frozenset(tx.changes)
                    _sqlite.checkpoint_after_commit(conn)  # a plain copy of the .figs is whole
                else:
                    conn.execute("ROLLBACK")
                    if not self.read_only:
                        _sqlite.checkpoint_after_read(conn)
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
        except InvalidData as e:
            raise labelled(e, label) from None
        except FigsError:
            raise
        except sqlite3.IntegrityError as e:
            raise ConflictError(_sqlite.integrity_message(e)) from None
        except sqlite3.OperationalError as e:
            raise StoreError(_message(label, e)) from None
        except sqlite3.DatabaseError as e:
            raise StoreError(_sqlite.unreadable_message(label, e)) from None
        finally:
            if write:
                self._writing = False


def _message(label: str, e: sqlite3.Error) -> str:
    return _sqlite.sqlite_message(label, e, timeout_ms=BUSY_TIMEOUT_MS)


class LiteTransaction(TransactionCommon):
    """What a ``with store.transaction(actor=…) as tx:`` block works with on the thin path."""

    def __init__(self, store: LiteStore, *, actor: str, write: bool) -> None:
        self.store = store
        self.conn = store.conn
        self.actor = actor
        self.write = write
        self.changes: set[str] = set()

    @cached_property
    def tournament(self) -> LiteTournament:
        return LiteTournament(self)

    @cached_property
    def players(self) -> LitePlayers:
        return LitePlayers(self)

    @cached_property
    def rounds(self) -> LiteRounds:
        return LiteRounds(self)

    @cached_property
    def audit(self) -> LiteAudit:
        return LiteAudit(self)

    @cached_property
    def scoresheets(self) -> LiteScoresheets:
        return LiteScoresheets(self)

    @cached_property
    def duplicate(self) -> LiteDuplicate:
        """The master games and slips of a duplicate event (:mod:`figs_td.store.lite_duplicate`)."""
        from figs_td.store.lite_duplicate import LiteDuplicate

        return LiteDuplicate(self)

    def lock(self, name: str) -> None:
        """SQLite already serialises writers (``BEGIN IMMEDIATE``)."""

    def note(self, *changed: str) -> None:
        self.changes.update(changed)


class LiteTournament(TournamentReading):
    """``tx.tournament``: reading the tournament and its settings."""

    def __init__(self, tx: LiteTransaction) -> None:
        self.tx = tx

    @cached_property
    def _info(self) -> TournamentInfo:
        row = self.tx.conn.execute(
            f"SELECT {', '.join(TOURNAMENT_COLUMNS)} FROM tournament WHERE id = 1"
        ).fetchone()
        if row is None:
            raise no_tournament(self.tx.store.label)
        return tournament_info(_TournamentRow(*row))

    def exists(self) -> bool:
        return self.tx.conn.execute("SELECT 1 FROM tournament WHERE id = 1").fetchone() is not None

    def get(self) -> TournamentInfo:
        return self._info

    def settings(self) -> dict[str, Any]:
        """The free settings dict of the other areas (a copy)."""
        return dict(self.get().settings)


class LitePlayers:
    """``tx.players``: reading the players."""

    def __init__(self, tx: LiteTransaction) -> None:
        self.tx = tx

    def records(self) -> list[PlayerRecord]:
        """All players in registration order."""
        rows = self.tx.conn.execute(f"{_SELECT_PLAYER} ORDER BY seq, id").fetchall()
        check_player_rows(rows)  # a tampered file: store/_checks.py
        return [PlayerRecord(*r) for r in rows]

    def list(self) -> list[Player]:
        """All players in registration order, as the core's :class:`Player` (no record built
        on the way: a cold process saves half of the time of 1,000 players)."""
        rows = self.tx.conn.execute(f"{_SELECT_PLAYER} ORDER BY seq, id").fetchall()
        check_player_rows(rows)  # a tampered file: store/_checks.py
        return [player_of(*r[:9]) for r in rows]

    def record(self, player_id: int) -> PlayerRecord:
        row = self.tx.conn.execute(f"{_SELECT_PLAYER} WHERE id = ?", (player_id,)).fetchone()
        if row is None:
            raise no_player(player_id)
        check_player_rows([row])
        return PlayerRecord(*row)

    def get(self, player_id: int) -> Player:
        return self.record(player_id).to_player()

    def count(self) -> int:
        return int(self.tx.conn.execute("SELECT count(*) FROM player").fetchone()[0])


class LiteRounds(ResultWrites):
    """``tx.rounds``: reading rounds and games; entering, correcting and clearing a result and
    swapping who moves first (:class:`ResultWrites`)."""

    def __init__(self, tx: LiteTransaction) -> None:
        self.tx = tx

    def numbers(self) -> list[int]:
        return [r[0] for r in self.tx.conn.execute("SELECT number FROM round ORDER BY number")]

    def last_number(self) -> int:
        return int(self.tx.conn.execute("SELECT max(number) FROM round").fetchone()[0] or 0)

    def games(self, number: int | None = None) -> list[GameRecord]:
        """Games of round ``number`` (every round when None), by round then table (byes last)."""
        if number is None:
            rows = self.tx.conn.execute(_SELECT_GAME + _GAME_ORDER)
        else:
            rows = self.tx.conn.execute(f"{_SELECT_GAME} WHERE round = ?{_GAME_ORDER}", (number,))
        return [game_record(_GameRow(*r)) for r in rows]

    def core_games(self) -> list[Game]:
        """Every game as a core :class:`Game` (what ``tx.state()`` needs)."""
        kinds = KINDS
        rows = self.tx.conn.execute(
            "SELECT round, table_no, first_id, second_id, score_first, score_second, kind, id "
            "FROM game"
        ).fetchall()
        check_core_rows(rows)  # a tampered file: store/_checks.py
        # _GAME_ORDER sorted here: SQLite would sort every row in a temporary B-tree (its
        # `table_no IS NULL` term uses no index), three times slower at 7,500 games.
        rows.sort(key=lambda r: (r[0], r[1] is None, r[1] or 0, r[7]))
        return [core_game(r, t, a, b, x, y, kinds[k]) for r, t, a, b, x, y, k, _ in rows]

    def game_by_id(self, game_id: int) -> GameRecord:
        row = self.tx.conn.execute(f"{_SELECT_GAME} WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise no_game_id(game_id)
        return game_record(_GameRow(*row))

    def _game_at(self, number: int, table: int) -> GameRecord:
        conn = self.tx.conn
        row = conn.execute(
            f"{_SELECT_GAME} WHERE round = ? AND table_no = ?", (number, table)
        ).fetchone()
        if row is None:
            paired = conn.execute("SELECT 1 FROM round WHERE number = ?", (number,)).fetchone()
            raise no_game(number, table, paired is not None)
        return game_record(_GameRow(*row))

    def _update_game(self, before: GameRecord, values: dict[str, Any]) -> bool:
        columns = list(values)
        if not set(columns) <= WRITABLE | {"version", "updated_at"}:
            raise ValueError(f"colonne non modificabili: {sorted(set(columns) - WRITABLE)}")
        sets = ", ".join(f"{c} = ?" for c in columns)
        cur = self.tx.conn.execute(
            f"UPDATE game SET {sets} WHERE id = ? AND version = ?",
            (*values.values(), before.id, before.version),
        )
        return cur.rowcount == 1


class LiteScoresheets:
    """``tx.scoresheets``: the scoresheet of a game, and detaching it (the same audit entry as
    the full store's facade) when a result typed by hand contradicts it."""

    def __init__(self, tx: LiteTransaction) -> None:
        self.tx = tx

    def get(self, game_id: int) -> ScoresheetRecord | None:
        row = self.tx.conn.execute(
            "SELECT game_id, record, version, updated_at FROM scoresheet WHERE game_id = ?",
            (game_id,),
        ).fetchone()
        if row is None:
            return None
        from figs_td.store.records import ScoresheetRecord  # created on first use

        return ScoresheetRecord(*row)

    def delete(self, game_id: int) -> None:
        self.tx.require_write()
        saved = self.get(game_id)
        if saved is None:
            return
        self.tx.conn.execute("DELETE FROM scoresheet WHERE game_id = ?", (game_id,))
        self.tx.audit.record(
            "scoresheet.delete", entity="scoresheets", key=game_id, old={"chars": len(saved.record)}
        )


class LiteAudit(AuditRecording):
    """``tx.audit``: writing entries (same table, same content as the full store) and the last
    entry about a record (who changed a game, for the refusal of a stale change)."""

    def __init__(self, tx: LiteTransaction) -> None:
        self.tx = tx

    def _insert(self, payload: list[dict[str, Any]]) -> None:
        self.tx.conn.executemany(_INSERT_AUDIT, payload)

    def entries(self, *, limit: int | None = None, entity: str | None = None) -> list[AuditEntry]:
        """Entries oldest first (the last ``limit`` ones when given)."""
        sql = f"SELECT {', '.join(_AUDIT)} FROM audit"
        params: list[Any] = []
        if entity:
            sql += " WHERE entity = ?"
            params.append(entity)
        if limit is not None:
            rows = self.tx.conn.execute(f"{sql} ORDER BY id DESC LIMIT ?", (*params, limit))
            return [audit_entry(_AuditRow(*r)) for r in reversed(rows.fetchall())]
        rows = self.tx.conn.execute(f"{sql} ORDER BY id", params)
        return [audit_entry(_AuditRow(*r)) for r in rows]

    def latest(
        self, *, entity: str, key: str | int, actions: tuple[str, ...] = ()
    ) -> AuditEntry | None:
        sql = f"SELECT {', '.join(_AUDIT)} FROM audit WHERE entity = ? AND entity_key = ?"
        params: list[Any] = [entity, str(key)]
        if actions:
            sql += f" AND action IN ({', '.join('?' * len(actions))})"
            params.extend(actions)
        row = self.tx.conn.execute(f"{sql} ORDER BY id DESC LIMIT 1", params).fetchone()
        return None if row is None else audit_entry(_AuditRow(*row))


__all__ = ["APP_ID", "SCHEMA_VERSION", "LiteStore", "LiteTransaction", "open_lite"]
