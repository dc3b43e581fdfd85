"""Rounds and games (turni e partite): saving a paired round, results, corrections, swaps."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, bindparam, delete, insert, select, update

from figs_td.core.model import Game, GameKind
from figs_td.errors import InputError
from figs_td.store._checks import check_core_rows, check_game_rows, json_column
from figs_td.store._results import KINDS as _KINDS
from figs_td.store._results import MAX_SCORE, ResultWrites, no_game, no_game_id
from figs_td.store._results import game_record as _record
from figs_td.store._results import result_of as _result
from figs_td.store._results import where as _where
from figs_td.store._round_writes import (
    check_next_round,
    check_round_games,
    game_rows,
    inserted_records,
    round_order,
    round_pair_entry,
)
from figs_td.store._round_writes import fast_record as _fast_record
from figs_td.store._util import dumps, loads, now_iso, who_when
from figs_td.store.records import GameRecord, RoundInfo, core_game
from figs_td.store.tables import GameRow, PlayerRow, RoundRow, ScoresheetRow

if TYPE_CHECKING:
    from figs_td.store._cache import TxCache
    from figs_td.store._protocols import TransactionContext

__all__ = ["MAX_SCORE", "RoundsFacade"]

# Hot paths (result entry, loading a tournament) use prebuilt Core statements on the session's
# connection: the ORM is not needed to read or update one row, and costs milliseconds per action.
_G = GameRow.__table__  # type: ignore[attr-defined]
_COLUMNS = (
    _G.c.id,
    _G.c.round,
    _G.c.table_no,
    _G.c.first_id,
    _G.c.second_id,
    _G.c.score_first,
    _G.c.score_second,
    _G.c.kind,
    _G.c.time_loss,
    _G.c.version,
    _G.c.updated_at,
)


#: Every game in the order the core expects: round, then table with the byes last.
_CORE_GAMES = (
    "SELECT round, table_no, first_id, second_id, score_first, score_second, kind, id FROM game "
    "ORDER BY round, table_no IS NULL, table_no, id"
)
_LAST_ROUND = f"SELECT max(number) FROM {RoundRow.__tablename__}"
_PLAYER_ID = PlayerRow.__table__.c.id  # type: ignore[attr-defined]
_INSERT_ROUND = insert(RoundRow.__table__)  # type: ignore[attr-defined]
_GAME_AT = select(_G).where(_G.c.round == bindparam("r"), _G.c.table_no == bindparam("t"))
_GAME_BY_ID = select(_G).where(_G.c.id == bindparam("gid"))
_SET_RESULT = (
    update(_G)
    .where(_G.c.id == bindparam("gid"), _G.c.version == bindparam("seen"))
    .values(
        score_first=bindparam("sf"),
        score_second=bindparam("ss"),
        kind=bindparam("k"),
        time_loss=bindparam("tl"),
        version=bindparam("nv"),
        updated_at=bindparam("now"),
    )
)
_RESULT_KEYS = {"score_first", "score_second", "kind", "time_loss", "version", "updated_at"}


class RoundsFacade(ResultWrites):
    """``tx.rounds``: rounds and their games (the result rules: :class:`ResultWrites`)."""

    def __init__(self, tx: TransactionContext) -> None:
        self.tx = tx

    # -- reading ---------------------------------------------------------------------------
    def numbers(self) -> list[int]:
        return list(self.tx.session.scalars(select(RoundRow.number).order_by(RoundRow.number)))

    def last_number(self) -> int:
        # One plain query (the ORM's select costs several times more, and is asked several times
        # per pairing); rounds are written only by Core statements, nothing waits in the session.
        return int(self._conn().exec_driver_sql(_LAST_ROUND).scalar() or 0)

    def info(self, number: int) -> RoundInfo:
        row = self.tx.session.get(RoundRow, number)
        if row is None:
            raise InputError(f"il turno {number} non è ancora stato abbinato")
        return RoundInfo(
            number=row.number,
            paired_at=row.paired_at,
            meta=json_column("round", row.number, "pairing_meta", row.pairing_meta, {}),
        )

    def games(self, number: int | None = None) -> list[GameRecord]:
        """Games of round ``number`` (every round when None), by round then table (byes last)."""
        q = select(*_COLUMNS).order_by(_G.c.round, _G.c.table_no.is_(None), _G.c.table_no, _G.c.id)
        if number is not None:
            q = q.where(_G.c.round == number)
        kinds = _KINDS
        rows = self._conn().execute(q).all()
        check_game_rows(rows)  # a tampered file: store/_checks.py
        return [
            _fast_record(
                gid, rnd, table, first, second, sf, ss, kinds[kind],
                None if tl is None else json_column("game", gid, "time_loss", tl), version,
                updated,
            )
            for gid, rnd, table, first, second, sf, ss, kind, tl, version, updated in rows
        ]  # fmt: skip

    def core_games(self) -> list[Game]:
        """Every game as a core :class:`Game` (what ``tx.state()`` needs; the fast path), by
        round then table (byes last). The games this store last read are reused while the file
        has not changed (store/_cache.py); otherwise one plain query, ordered by SQL."""
        cache: TxCache | None = getattr(self.tx, "_cache", None)
        if cache is not None:
            known = cache.current()
            if known is not None and known.games is not None:
                return list(known.games)
        cur = self._conn().connection.dbapi_connection.cursor()  # type: ignore[union-attr]
        try:
            cur.execute(_CORE_GAMES)
            rows = cur.fetchall()
        finally:
            cur.close()
        check_core_rows(rows)  # a tampered file: store/_checks.py
        games = _core_games(rows)
        if cache is not None:
            cache.store_read(games=games)
        return games

    def game_by_id(self, game_id: int) -> GameRecord:
        row = self._conn().execute(_GAME_BY_ID, {"gid": game_id}).first()
        if row is None:
            raise no_game_id(game_id)
        return _record(row)

    def paired_by(self, number: int) -> str:
        """``da ATTORE il GG/MM/AAAA hh:mm:ss``: who paired round ``number`` and when."""
        entry = self.tx.audit.latest(entity="rounds", key=number, actions=("round.pair",))
        if entry is not None:
            return who_when(entry.actor, entry.at)
        row = self.tx.session.get(RoundRow, number)
        return who_when(None, row.paired_at if row is not None else None)

    def game_of_player(self, number: int, player_id: int) -> GameRecord | None:
        for g in self.games(number):
            if player_id in (g.first, g.second):
                return g
        return None

    # -- pairing ---------------------------------------------------------------------------
    def save_round(
        self, number: int, games: Sequence[Game], *, meta: dict[str, Any] | None = None
    ) -> list[GameRecord]:
        """Save a whole paired round (the next one: last + 1). ``meta``: how it was paired (seed,
        draw mode, system, phase… free JSON). Results already in the games are kept (imports)."""
        self.tx.require_write()
        check_next_round(number, self.last_number())
        cache: TxCache | None = getattr(self.tx, "_cache", None)
        base = cache.base() if cache is not None else None
        if base is not None and base.players is not None:
            known = {p.id for p in base.players}
        else:  # a plain query: the ORM's loading of 3,000 ids costs more than the insert
            known = set(self._conn().execute(select(_PLAYER_ID)).scalars())
        check_round_games(number, games, known)
        at = now_iso()
        conn = self._conn()
        conn.execute(
            _INSERT_ROUND, {"number": number, "paired_at": at, "pairing_meta": dumps(meta or {})}
        )
        rows = game_rows(number, games, at)
        mark = "?" if conn.dialect.paramstyle == "qmark" else "%s"
        if rows:
            # One executemany of plain tuples: ORM objects, or even Core's per-row parameter
            # processing, cost more than the pairing itself for 1,500 tables.
            conn.exec_driver_sql(
                "INSERT INTO game (round, table_no, first_id, second_id, score_first, "
                "score_second, kind, time_loss, version, updated_at) VALUES "
                f"({', '.join([mark] * 10)})",
                rows,
            )
        order = round_order(rows)
        saved = self._inserted(number, rows, order, mark)
        self.tx.audit.record(
            "round.pair",
            entity="rounds",
            key=number,
            new=round_pair_entry(meta, saved),
        )
        self.tx.note("games")
        if cache is not None:
            # The core games as read back would be: the games given when they are core games
            # already (frozen: shared safely), otherwise made from what was written.
            if all(type(g) is Game and type(g.kind) is GameKind for g in games):
                new_games = [games[i] for i in order]
            else:
                new_games = _core_games([rows[i] for i in order])
            cache.after_write(base, lambda games: _append_round(games, number, new_games))
        return saved

    def _inserted(
        self, number: int, rows: Sequence[tuple[Any, ...]], order: Sequence[int], mark: str
    ) -> list[GameRecord]:
        """The games of round ``number`` just inserted from ``rows``, as :meth:`games` would read
        them (``order``: :func:`round_order`): only their ids are read back (ids grow in the
        order of insertion, and the round is new, under this transaction's write lock), with
        the driver's own cursor; the rest is what was written."""
        cur = self._conn().connection.dbapi_connection.cursor()  # type: ignore[union-attr]
        try:
            cur.execute(f"SELECT id FROM game WHERE round = {mark} ORDER BY id", (number,))
            ids = [r[0] for r in cur.fetchall()]
        finally:
            cur.close()
        if len(ids) != len(rows):
            return self.games(number)
        return inserted_records(ids, rows, order)

    def set_meta(self, number: int, meta: dict[str, Any]) -> None:
        """Replace the pairing metadata of a round (audited)."""
        self.tx.require_write()
        row = self.tx.session.get(RoundRow, number)
        if row is None:
            raise InputError(f"il turno {number} non è ancora stato abbinato")
        old = loads(row.pairing_meta, {})
        row.pairing_meta = dumps(meta)
        self.tx.audit.record("round.meta", entity="rounds", key=number, old=old, new=meta)

    def delete_last_round(self, *, force: bool = False) -> int:
        """Delete the last round (unpair). Refused when a result was entered unless ``force``.
        Its scoresheets go with it; its rulings stay in the record. Returns the round number."""
        self.tx.require_write()
        number = self.last_number()
        if number == 0:
            raise InputError("nessun turno da cancellare")
        games = self.games(number)
        entered = [g for g in games if g.second is not None and g.score_first is not None]
        if entered and not force:
            raise InputError(
                f"il turno {number} ha già {len(entered)} risultati inseriti: "
                "cancellarli prima o forzare"
            )
        ids = [g.id for g in games]
        if ids:
            self.tx.session.execute(delete(ScoresheetRow).where(ScoresheetRow.game_id.in_(ids)))  # type: ignore[attr-defined]
            self.tx.session.execute(delete(GameRow).where(GameRow.id.in_(ids)))  # type: ignore[union-attr]
        self.tx.session.execute(delete(RoundRow).where(RoundRow.number == number))  # type: ignore[arg-type]
        self.tx.audit.record(
            "round.delete",
            entity="rounds",
            key=number,
            old={"games": [[g.table, g.first, g.second, _result(g)] for g in games]},
        )
        self.tx.note("games", "scoresheets")
        return number

    def swap_players(self, number: int, a: int, b: int) -> list[GameRecord]:
        """Exchange players ``a`` and ``b`` between their games of round ``number`` (each keeps
        the seat — first or second — of the one it replaces). Refused once a result is in."""
        self.tx.require_write()
        if a == b:
            raise InputError("scambio di un giocatore con sé stesso")
        rows = self.tx.session.scalars(
            select(GameRow).where(GameRow.round == number).execution_options(populate_existing=True)
        ).all()
        if not rows:
            raise InputError(f"il turno {number} non è ancora stato abbinato")
        touched: list[GameRow] = []
        for r in rows:
            if a in (r.first_id, r.second_id) or b in (r.first_id, r.second_id):
                touched.append(r)
        found = {p for r in touched for p in (r.first_id, r.second_id)}
        for pid in (a, b):
            if pid not in found:
                raise InputError(f"il giocatore n. {pid} non gioca nel turno {number}")
        for r in touched:
            if r.second_id is not None and r.score_first is not None:
                raise InputError(
                    f"{_where(number, r.table_no)}: risultato già inserito, scambio impossibile"
                )
        if len(touched) == 1:
            raise InputError(f"i due giocatori sono già allo stesso tavolo nel turno {number}")
        before = [[r.table_no, r.first_id, r.second_id] for r in touched]
        swap = {a: b, b: a}
        for r in touched:
            r.first_id = swap.get(r.first_id, r.first_id)
            if r.second_id is not None:
                r.second_id = swap.get(r.second_id, r.second_id)
            r.version += 1
            r.updated_at = now_iso()
        self.tx.session.flush()
        after = [[r.table_no, r.first_id, r.second_id] for r in touched]
        self.tx.audit.record("round.swap", entity="games", key=number, old=before, new=after)
        return [_record(r) for r in touched]

    # -- helpers ---------------------------------------------------------------------------
    def _kept_base(self) -> Any:
        """The state the store keeps, as this transaction read it (store/_cache.py)."""
        cache: TxCache | None = getattr(self.tx, "_cache", None)
        return cache.base() if cache is not None else None

    def _kept_result(self, base: Any, after: GameRecord) -> None:
        """A result written: the kept games follow it (else the next read goes to the file)."""
        cache: TxCache | None = getattr(self.tx, "_cache", None)
        if cache is not None:
            cache.after_write(base, lambda games: _replace_game(games, after))

    def _conn(self) -> Connection:
        return self.tx.session.connection()

    def _game_at(self, number: int, table: int) -> GameRecord:
        row = self._conn().execute(_GAME_AT, {"r": number, "t": table}).first()
        if row is None:
            raise no_game(number, table, self.tx.session.get(RoundRow, number) is not None)
        return _record(row)

    def _update_game(self, before: GameRecord, values: dict[str, Any]) -> bool:
        if values.keys() == _RESULT_KEYS:  # the hot path: a result, one prebuilt statement
            params = {
                "gid": before.id,
                "seen": before.version,
                "sf": values["score_first"],
                "ss": values["score_second"],
                "k": values["kind"],
                "tl": values["time_loss"],
                "nv": values["version"],
                "now": values["updated_at"],
            }
            res = self._conn().execute(_SET_RESULT, params)
        else:
            res = self._conn().execute(
                update(_G)
                .where(_G.c.id == before.id, _G.c.version == before.version)
                .values(**values)
            )
        return bool(res.rowcount == 1)


def _core_games(rows: Sequence[tuple[Any, ...]]) -> list[Game]:
    """Core games from (round, table, first, second, score_first, score_second, kind[, id])
    rows; ``kind`` as stored (text) or a GameKind."""
    kinds = _KINDS
    games: list[Game] = []
    append = games.append
    for rnd, table, first, second, sf, ss, kind, *_ in rows:
        append(core_game(rnd, table, first, second, sf, ss, kinds[kind]))
    return games


def _append_round(games: list[Game], number: int, new: list[Game]) -> bool:
    """The games of a new last round after the others (False if a later one is there)."""
    if games and games[-1].round >= number:
        return False
    games.extend(new)
    return True


def _replace_game(games: list[Game], after: GameRecord) -> bool:
    """Put the core view of ``after`` in place of its game in ``games`` (the current round is
    at the end: searched backwards); False when it is not there."""
    rnd, table = after.round, after.table
    for i in range(len(games) - 1, -1, -1):
        g = games[i]
        if g.round == rnd and g.table == table:
            games[i] = after.to_game()
            return True
    return False
