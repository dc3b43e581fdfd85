"""Rounds and games (turni e partite): saving a paired round, results, corrections, swaps."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, bindparam, delete, func, select, update

from figs_td.core.model import Game, GameKind
from figs_td.errors import InputError
from figs_td.store._results import KINDS as _KINDS
from figs_td.store._results import MAX_SCORE, ResultWrites, no_game, no_game_id
from figs_td.store._results import game_record as _record
from figs_td.store._results import result_of as _result
from figs_td.store._results import where as _where
from figs_td.store._util import dumps, loads, now_iso, who_when
from figs_td.store.records import GameRecord, RoundInfo
from figs_td.store.tables import GameRow, PlayerRow, RoundRow, ScoresheetRow

if TYPE_CHECKING:
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


def _order(g: GameRecord) -> tuple[int, bool, int, int]:
    return (g.round, g.table is None, g.table or 0, g.id)


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
        return int(self.tx.session.scalar(select(func.max(RoundRow.number))) or 0)

    def info(self, number: int) -> RoundInfo:
        row = self.tx.session.get(RoundRow, number)
        if row is None:
            raise InputError(f"il turno {number} non è ancora stato abbinato")
        return RoundInfo(
            number=row.number, paired_at=row.paired_at, meta=loads(row.pairing_meta, {})
        )

    def games(self, number: int | None = None) -> list[GameRecord]:
        """Games of round ``number`` (every round when None), by round then table (byes last)."""
        q = select(*_COLUMNS)
        if number is not None:
            q = q.where(_G.c.round == number)
        kinds = _KINDS
        records = [
            GameRecord(
                id=gid,
                round=rnd,
                table=table,
                first=first,
                second=second,
                score_first=sf,
                score_second=ss,
                kind=kinds[kind],
                time_loss=None if tl is None else loads(tl),
                version=version,
                updated_at=updated,
            )
            for gid, rnd, table, first, second, sf, ss, kind, tl, version, updated in self._conn()
            .execute(q)
            .all()
        ]
        records.sort(key=_order)
        return records

    def core_games(self) -> list[Game]:
        """Every game as a core :class:`Game` (what ``tx.state()`` needs; the fast path)."""
        kinds = _KINDS
        games = [
            Game(rnd, table, first, second, sf, ss, kinds[kind])
            for rnd, table, first, second, sf, ss, kind in self._conn()
            .execute(select(*_COLUMNS[1:8]).order_by(_G.c.round, _G.c.id))
            .all()
        ]
        games.sort(key=lambda g: (g.round, g.table is None, g.table or 0))
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
        last = self.last_number()
        if number != last + 1:
            raise InputError(
                f"si può abbinare solo il turno {last + 1}, non il {number}"
                if number > last
                else f"il turno {number} è già stato abbinato"
            )
        known = set(self.tx.session.scalars(select(PlayerRow.id)))
        seen: set[int] = set()
        tables: set[int] = set()
        for g in games:
            if g.round != number:
                raise InputError(f"partita del turno {g.round} nel turno {number}")
            for pid in g.players():
                if pid not in known:
                    raise InputError(f"turno {number}: giocatore n. {pid} inesistente")
                if pid in seen:
                    raise InputError(f"turno {number}: giocatore n. {pid} abbinato due volte")
                seen.add(pid)
            if g.table is not None:
                if g.table in tables:
                    raise InputError(f"turno {number}: tavolo {g.table} usato due volte")
                tables.add(g.table)
            for s in (g.score_first, g.score_second):
                # Only a time loss may be below zero (000_ art. 37; see _check_scores).
                low = -MAX_SCORE if g.kind is GameKind.TIME_LOSS else 0
                if s is not None and s < low and g.second is not None:
                    raise InputError(f"{_where(number, g.table)}: punteggio negativo ({s})")
        at = now_iso()
        self.tx.session.add(RoundRow(number=number, paired_at=at, pairing_meta=dumps(meta or {})))
        self.tx.session.flush()
        self.tx.session.add_all(
            [
                GameRow(
                    round=number,
                    table_no=g.table,
                    first_id=g.first,
                    second_id=g.second,
                    score_first=g.score_first,
                    score_second=g.score_second,
                    kind=GameKind(g.kind).value,
                    version=1,
                    updated_at=at,
                )
                for g in games
            ]
        )
        self.tx.session.flush()
        saved = self.games(number)
        self.tx.audit.record(
            "round.pair",
            entity="rounds",
            key=number,
            new={
                "meta": meta or {},
                "games": [[g.table, g.first, g.second, g.kind.value] for g in saved],
            },
        )
        self.tx.note("games")
        return saved

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
