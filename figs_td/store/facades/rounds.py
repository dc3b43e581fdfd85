"""Rounds and games (turni e partite): saving a paired round, results, corrections, swaps."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, bindparam, delete, func, insert, select, update

from figs_td.core.model import Game, GameKind
from figs_td.errors import ConflictError, InputError
from figs_td.store._util import dumps, loads, now_iso, who_when
from figs_td.store.records import GameRecord, RoundInfo
from figs_td.store.tables import GameRow, PlayerRow, RoundRow, ScoresheetRow

if TYPE_CHECKING:
    from figs_td.store._cache import TxCache
    from figs_td.store.transaction import Transaction

#: Largest score accepted for one game (a sanity bound against typing errors like 4500).
MAX_SCORE = 2000

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


class _Kinds(dict[str, GameKind]):
    def __missing__(self, key: str) -> GameKind:  # a tampered file, or one of a newer version
        from figs_td.errors import StoreError

        raise StoreError(f"il file del torneo contiene un tipo di partita sconosciuto: {key!r}")


_KINDS = _Kinds({k.value: k for k in GameKind})


#: Every game in the order the core expects: round, then table with the byes last.
_CORE_GAMES = (
    "SELECT round, table_no, first_id, second_id, score_first, score_second, kind FROM game "
    "ORDER BY round, table_no IS NULL, table_no, id"
)
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


def _record(row: Any) -> GameRecord:
    """A GameRecord from an ORM ``GameRow`` or a Core row of the ``game`` table."""
    return GameRecord(
        id=row.id or 0,
        round=row.round,
        table=row.table_no,
        first=row.first_id,
        second=row.second_id,
        score_first=row.score_first,
        score_second=row.score_second,
        kind=_KINDS[row.kind],
        time_loss=loads(row.time_loss),
        version=row.version,
        updated_at=row.updated_at,
    )


def _result(g: GameRecord) -> dict[str, Any]:
    return {
        "score_first": g.score_first,
        "score_second": g.score_second,
        "kind": g.kind.value,
        "time_loss": g.time_loss,
    }


def _where(round_no: int, table: int | None) -> str:
    return f"turno {round_no}, tavolo {table}" if table is not None else f"turno {round_no}, riposo"


class RoundsFacade:
    """``tx.rounds``: rounds and their games."""

    def __init__(self, tx: Transaction) -> None:
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
        q = select(*_COLUMNS).order_by(_G.c.round, _G.c.table_no.is_(None), _G.c.table_no, _G.c.id)
        if number is not None:
            q = q.where(_G.c.round == number)
        kinds = _KINDS
        new = object.__new__
        records: list[GameRecord] = []
        append = records.append
        for gid, rnd, table, first, second, sf, ss, kind, tl, version, updated in (
            self._conn().execute(q).all()
        ):
            # The frozen dataclass's fields set in one go (its __init__: 11 setattr calls).
            r = new(GameRecord)
            r.__dict__.update(
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
            append(r)
        return records

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
        games = _core_games(rows)
        if cache is not None:
            cache.store_read(games=games)
        return games

    def game(self, number: int, table: int) -> GameRecord:
        return self._game_at(number, table)

    def game_by_id(self, game_id: int) -> GameRecord:
        row = self._conn().execute(_GAME_BY_ID, {"gid": game_id}).first()
        if row is None:
            raise InputError(f"partita n. {game_id} inesistente")
        return _record(row)

    def paired_by(self, number: int) -> str:
        """``da ATTORE il GG/MM/AAAA hh:mm:ss``: who paired round ``number`` and when."""
        entry = self.tx.audit.latest(entity="rounds", key=number, actions=("round.pair",))
        if entry is not None:
            return who_when(entry.actor, entry.at)
        row = self.tx.session.get(RoundRow, number)
        return who_when(None, row.paired_at if row is not None else None)

    def changed_by(self, game: GameRecord) -> str:
        """``da ATTORE il …``: who changed the game last and when (audit trail)."""
        key = f"{game.round}/{game.table}"
        entry = self.tx.audit.latest(entity="games", key=key)
        if entry is not None and (game.updated_at is None or entry.at >= game.updated_at):
            return who_when(entry.actor, entry.at)
        return who_when(None, game.updated_at)

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
        cache: TxCache | None = getattr(self.tx, "_cache", None)
        base = cache.base() if cache is not None else None
        if base is not None and base.players is not None:
            known = {p.id for p in base.players}
        else:  # a plain query: the ORM's loading of 3,000 ids costs more than the insert
            known = set(self._conn().execute(select(_PLAYER_ID)).scalars())
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
        conn = self._conn()
        conn.execute(
            _INSERT_ROUND, {"number": number, "paired_at": at, "pairing_meta": dumps(meta or {})}
        )
        if games:
            # One executemany of plain tuples: ORM objects, or even Core's per-row parameter
            # processing, cost more than the pairing itself for 1,500 tables.
            mark = "?" if conn.dialect.paramstyle == "qmark" else "%s"
            conn.exec_driver_sql(
                "INSERT INTO game (round, table_no, first_id, second_id, score_first, "
                "score_second, kind, time_loss, version, updated_at) VALUES "
                f"({', '.join([mark] * 10)})",
                [
                    (
                        number,
                        g.table,
                        g.first,
                        g.second,
                        g.score_first,
                        g.score_second,
                        g.kind.value if isinstance(g.kind, GameKind) else GameKind(g.kind).value,
                        None,
                        1,
                        at,
                    )
                    for g in games
                ],
            )
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
        if cache is not None:
            new_games = _core_games(
                [
                    (g.round, g.table, g.first, g.second, g.score_first, g.score_second, g.kind)
                    for g in saved
                ]
            )
            cache.after_write(base, lambda games: _append_round(games, number, new_games))
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

    def swap_first(
        self, number: int, table: int, *, expected_version: int | None = None
    ) -> GameRecord:
        """Exchange who moves first at a table (scores follow their players)."""
        self.tx.require_write()
        before = self._game_at(number, table)
        if before.second is None:
            raise InputError(f"{_where(number, table)}: un riposo non ha secondo giocatore")
        self._check_version(before, expected_version)
        after = self._bump(
            before,
            first_id=before.second,
            second_id=before.first,
            score_first=before.score_second,
            score_second=before.score_first,
        )
        self.tx.audit.record(
            "game.swap_first",
            entity="games",
            key=f"{number}/{table}",
            old=[before.first, before.second],
            new=[after.first, after.second],
        )
        return after

    # -- results ---------------------------------------------------------------------------
    def set_result(
        self,
        number: int,
        table: int,
        score_first: int | None,
        score_second: int | None,
        *,
        kind: GameKind | str = GameKind.NORMAL,
        time_loss: dict[str, Any] | None = None,
        expected_version: int | None = None,
    ) -> GameRecord:
        """Enter or correct the result at a table. ``score_first`` is the score of the player
        who moved first. ``expected_version``: the version the desk saw; if someone else changed
        the game since, :class:`ConflictError` (no silent overwrite). Corrections are audited."""
        return self.change_result(
            number,
            table,
            score_first,
            score_second,
            kind=kind,
            time_loss=time_loss,
            expected_version=expected_version,
        )[1]

    def change_result(
        self,
        number: int,
        table: int,
        score_first: int | None,
        score_second: int | None,
        *,
        kind: GameKind | str = GameKind.NORMAL,
        time_loss: dict[str, Any] | None = None,
        expected_version: int | None = None,
    ) -> tuple[GameRecord, GameRecord]:
        """Same as :meth:`set_result`, returning the game (before, after)."""
        self.tx.require_write()
        kind = _kind(kind)
        before = self._game_at(number, table)
        if before.second is None:
            raise InputError(f"{_where(number, table)}: è un riposo, non ha risultato da inserire")
        self._check_scores(number, table, score_first, score_second, kind)
        time_loss_text = dumps(time_loss) if time_loss is not None else None
        self._check_version(before, expected_version)
        cache: TxCache | None = getattr(self.tx, "_cache", None)
        known = cache.base() if cache is not None else None
        same = {
            "score_first": score_first,
            "score_second": score_second,
            "kind": kind.value,
            "time_loss": loads(time_loss_text),
        }
        if same == _result(before):
            return before, before  # nothing changes: no new version, nothing to audit
        now = now_iso()
        res = self._conn().execute(
            _SET_RESULT,
            {
                "gid": before.id,
                "seen": before.version,
                "sf": score_first,
                "ss": score_second,
                "k": kind.value,
                "tl": time_loss_text,
                "nv": before.version + 1,
                "now": now,
            },
        )
        if res.rowcount != 1:
            raise ConflictError(self._conflict(before))
        self.tx.note("games")
        after = dataclasses.replace(
            before,
            score_first=score_first,
            score_second=score_second,
            kind=kind,
            time_loss=loads(time_loss_text),
            version=before.version + 1,
            updated_at=now,
        )
        action = (
            "result.correct"
            if before.score_first is not None or before.kind is GameKind.DOUBLE_FORFEIT
            else "result.enter"
        )
        if _result(before) != _result(after):
            self.tx.audit.record(
                action,
                entity="games",
                key=f"{number}/{table}",
                old=_result(before) if action == "result.correct" else None,
                new=_result(after),
            )
        if cache is not None:
            cache.after_write(known, lambda games: _replace_game(games, after))
        return before, after

    def clear_result(
        self, number: int, table: int, *, expected_version: int | None = None
    ) -> GameRecord:
        """Remove an entered result (audited)."""
        self.tx.require_write()
        before = self._game_at(number, table)
        self._check_version(before, expected_version)
        after = self._bump(
            before,
            score_first=None,
            score_second=None,
            kind=GameKind.NORMAL.value if before.second is not None else before.kind.value,
            time_loss=None,
        )
        if _result(before) != _result(after):
            self.tx.audit.record(
                "result.clear", entity="games", key=f"{number}/{table}", old=_result(before)
            )
        return after

    # -- helpers ---------------------------------------------------------------------------
    def _conn(self) -> Connection:
        return self.tx.session.connection()

    def _game_at(self, number: int, table: int) -> GameRecord:
        row = self._conn().execute(_GAME_AT, {"r": number, "t": table}).first()
        if row is None:
            if self.tx.session.get(RoundRow, number) is None:
                raise InputError(f"il turno {number} non è ancora stato abbinato")
            raise InputError(f"nel turno {number} non c'è il tavolo {table}")
        return _record(row)

    def _check_scores(
        self, number: int, table: int, a: int | None, b: int | None, kind: GameKind
    ) -> None:
        where = _where(number, table)
        if kind is GameKind.DOUBLE_FORFEIT:
            return
        if a is None or b is None:
            raise InputError(f"{where}: servono entrambi i punteggi")
        for s in (a, b):
            if isinstance(s, bool) or not isinstance(s, int):
                raise InputError(f"{where}: punteggio non valido ({s!r})")
            # A time loss computed by rules.finish_game may end below zero (Regolamento 000_
            # art. 37/40: the flagged player's score is the winner's minus 50 / minus the
            # margin, whatever it is); a result typed by hand never is (decision, issue text).
            if s < 0 and (kind is not GameKind.TIME_LOSS or s < -MAX_SCORE):
                raise InputError(f"{where}: punteggio negativo ({s}): impossibile")
            if s > MAX_SCORE:
                raise InputError(f"{where}: punteggio {s} troppo alto (massimo {MAX_SCORE})")
        if kind in (GameKind.FORFEIT, GameKind.TIME_LOSS) and a == b:
            raise InputError(
                f"{where}: una vittoria a tavolino o per tempo non può essere un pareggio"
            )

    def _check_version(self, game: GameRecord, expected: int | None) -> None:
        if expected is not None and game.version != expected:
            raise ConflictError(self._conflict(game, expected))

    def _conflict(self, game: GameRecord, seen: int | None = None) -> str:
        """The refusal of a stale change, naming who changed the game and when."""
        current = game
        try:
            current = self.game_by_id(game.id)
        except InputError:
            pass
        where = _where(game.round, game.table)
        now = _shown(current)
        versions = f"versione {seen} → {current.version}" if seen is not None else ""
        return (
            f"{where}: la partita è stata modificata nel frattempo {self.changed_by(current)} "
            f"({now}{', ' + versions if versions else ''}); ricaricare e controllare prima di "
            "salvare"
        )

    def _bump(self, before: GameRecord, **values: Any) -> GameRecord:
        """Optimistic concurrency: the UPDATE only succeeds if nobody changed the row since it
        was read (``version`` unchanged); otherwise :class:`ConflictError`."""
        now = now_iso()
        res = self._conn().execute(
            update(_G)
            .where(_G.c.id == before.id, _G.c.version == before.version)
            .values(**values, version=before.version + 1, updated_at=now)
        )
        if res.rowcount != 1:
            raise ConflictError(self._conflict(before))
        self.tx.note("games")
        changed: dict[str, Any] = {"version": before.version + 1, "updated_at": now}
        for column, value in values.items():
            if column == "kind":
                changed["kind"] = GameKind(value)
            elif column == "time_loss":
                changed["time_loss"] = loads(value)
            else:
                changed[_FIELD_OF.get(column, column)] = value
        return dataclasses.replace(before, **changed)


def _core_games(rows: Sequence[tuple[Any, ...]]) -> list[Game]:
    """Core games from (round, table, first, second, score_first, score_second, kind) rows;
    ``kind`` as stored (text) or a GameKind."""
    kinds = _KINDS
    new = object.__new__
    games: list[Game] = []
    append = games.append
    for rnd, table, first, second, sf, ss, kind in rows:
        # The frozen dataclass's fields set in one go (its __init__ makes 7 setattr calls).
        g = new(Game)
        g.__dict__.update(
            round=rnd,
            table=table,
            first=first,
            second=second,
            score_first=sf,
            score_second=ss,
            kind=kinds[kind],
        )
        append(g)
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


_FIELD_OF = {"first_id": "first", "second_id": "second", "table_no": "table"}


def _kind(kind: GameKind | str) -> GameKind:
    try:
        k = GameKind(kind)
    except ValueError:
        known = ", ".join(x.value for x in GameKind)
        raise InputError(f"tipo di risultato sconosciuto: {kind!r} (possibili: {known})") from None
    if k is GameKind.BYE:
        raise InputError("il riposo si assegna abbinando il turno, non inserendo un risultato")
    return k


def _shown(game: GameRecord) -> str:
    """The result as a person reads it: ``ora 420-390``, ``ora senza risultato``."""
    if game.kind is GameKind.DOUBLE_FORFEIT:
        return "ora: doppia sconfitta a tavolino"
    if game.score_first is None:
        return "ora senza risultato"
    extra = {GameKind.FORFEIT: " a tavolino", GameKind.TIME_LOSS: " per tempo"}.get(game.kind, "")
    return f"ora {game.score_first}-{game.score_second}{extra}"
