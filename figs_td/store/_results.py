"""The rules of writing a game's result, written once for both ways of reaching the file.

:class:`ResultWrites` holds what entering, correcting, clearing a result and swapping who moves
first mean (scores accepted, the version check and the refusal naming who changed the game and
when, "nothing changes → no new version", which audit entry is written with which content). The
ORM facade (:class:`figs_td.store.facades.rounds.RoundsFacade`) and the thin SQLite path
(:mod:`figs_td.store.lite`) inherit it and only supply how one game is read and updated. Plain
Python: no SQLAlchemy here.
"""

from __future__ import annotations

import dataclasses

from figs_td.core.model import GameKind
from figs_td.errors import ConflictError, InputError, StoreError
from figs_td.store._checks import check_game, json_column
from figs_td.store._util import dumps, loads, now_iso, who_when
from figs_td.store.records import GameRecord, fast_record

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from typing import Any

#: Largest score accepted for one game (a sanity bound against typing errors like 4500).
MAX_SCORE = 2000

#: Columns of ``game`` a result write may set (besides ``version`` and ``updated_at``).
WRITABLE = frozenset(("first_id", "second_id", "score_first", "score_second", "kind", "time_loss"))


class _Kinds(dict[str, GameKind]):
    def __missing__(self, key: str) -> GameKind:  # a tampered file, or one of a newer version
        raise StoreError(f"il file del torneo contiene un tipo di partita sconosciuto: {key!r}")


#: Stored ``kind`` text → :class:`GameKind` (an unknown value is a StoreError).
KINDS = _Kinds({k.value: k for k in GameKind})


def game_record(row: Any) -> GameRecord:
    """A GameRecord from a row of the ``game`` table with attribute access (ORM or Core row,
    or the thin path's named tuple), checked (a tampered file: :mod:`figs_td.store._checks`)."""
    gid, rnd, table, first, second, sf, ss, kind, time_loss, version, updated = check_game(row)
    return fast_record(
        gid or 0,
        rnd,
        table,
        first,
        second,
        sf,
        ss,
        KINDS[kind],
        json_column("game", gid, "time_loss", time_loss),
        version,
        updated,
    )


def no_game(number: int, table: int, round_exists: bool) -> InputError:
    """The error for a table that is not there: the round is not paired yet, or has no such
    table."""
    if not round_exists:
        return InputError(f"il turno {number} non è ancora stato abbinato")
    return InputError(f"nel turno {number} non c'è il tavolo {table}")


def no_game_id(game_id: int) -> InputError:
    return InputError(f"partita n. {game_id} inesistente")


def result_of(g: GameRecord) -> dict[str, Any]:
    """The result of a game as the audit trail records it."""
    return {
        "score_first": g.score_first,
        "score_second": g.score_second,
        "kind": g.kind.value,
        "time_loss": g.time_loss,
    }


def where(round_no: int, table: int | None) -> str:
    return f"turno {round_no}, tavolo {table}" if table is not None else f"turno {round_no}, riposo"


def check_kind(kind: GameKind | str) -> GameKind:
    """The kind of a result being entered (a bye is never entered by hand)."""
    try:
        k = GameKind(kind)
    except ValueError:
        known = ", ".join(x.value for x in GameKind)
        raise InputError(f"tipo di risultato sconosciuto: {kind!r} (possibili: {known})") from None
    if k is GameKind.BYE:
        raise InputError("il riposo si assegna abbinando il turno, non inserendo un risultato")
    return k


def check_scores(number: int, table: int, a: int | None, b: int | None, kind: GameKind) -> None:
    """The scores a result of ``kind`` may have (Italian InputError naming the table)."""
    at = where(number, table)
    if kind is GameKind.DOUBLE_FORFEIT:
        return
    if a is None or b is None:
        raise InputError(f"{at}: servono entrambi i punteggi")
    for s in (a, b):
        if isinstance(s, bool) or not isinstance(s, int):
            raise InputError(f"{at}: punteggio non valido ({s!r})")
        # A time loss computed by rules.finish_game may end below zero (Regolamento 000_
        # art. 37/40: the flagged player's score is the winner's minus 50 / minus the
        # margin, whatever it is); a result typed by hand never is (decision, issue text).
        if s < 0 and (kind is not GameKind.TIME_LOSS or s < -MAX_SCORE):
            raise InputError(f"{at}: punteggio negativo ({s}): impossibile")
        if s > MAX_SCORE:
            raise InputError(f"{at}: punteggio {s} troppo alto (massimo {MAX_SCORE})")
    if kind in (GameKind.FORFEIT, GameKind.TIME_LOSS) and a == b:
        raise InputError(f"{at}: una vittoria a tavolino o per tempo non può essere un pareggio")


def shown(game: GameRecord) -> str:
    """The result as a person reads it: ``ora 420-390``, ``ora senza risultato``."""
    if game.kind is GameKind.DOUBLE_FORFEIT:
        return "ora: doppia sconfitta a tavolino"
    if game.score_first is None:
        return "ora senza risultato"
    extra = {GameKind.FORFEIT: " a tavolino", GameKind.TIME_LOSS: " per tempo"}.get(game.kind, "")
    return f"ora {game.score_first}-{game.score_second}{extra}"


_FIELD_OF = {"first_id": "first", "second_id": "second", "table_no": "table"}


class ResultWrites:
    """The result operations of ``tx.rounds``. A subclass supplies :meth:`_game_at` (the game at
    a table; the Italian InputError when the round or the table does not exist),
    :meth:`game_by_id` and :meth:`_update_game` (one UPDATE guarded by the version read)."""

    tx: Any  # the transaction: audit, require_write(), note()

    # -- supplied by the subclass ------------------------------------------------------------
    def _game_at(self, number: int, table: int) -> GameRecord:
        raise NotImplementedError

    def game_by_id(self, game_id: int) -> GameRecord:
        raise NotImplementedError

    def _update_game(self, before: GameRecord, values: dict[str, Any]) -> bool:
        """``UPDATE game SET values WHERE id = before.id AND version = before.version``: True
        when the row was updated (``values`` always carries the new ``version``/``updated_at``)."""
        raise NotImplementedError

    # -- reading -----------------------------------------------------------------------------
    def game(self, number: int, table: int) -> GameRecord:
        return self._game_at(number, table)

    def changed_by(self, game: GameRecord) -> str:
        """``da ATTORE il …``: who changed the game last and when (audit trail)."""
        key = f"{game.round}/{game.table}"
        entry = self.tx.audit.latest(entity="games", key=key)
        if entry is not None and (game.updated_at is None or entry.at >= game.updated_at):
            return who_when(entry.actor, entry.at)
        return who_when(None, game.updated_at)

    # -- writing -----------------------------------------------------------------------------
    def swap_first(
        self, number: int, table: int, *, expected_version: int | None = None
    ) -> GameRecord:
        """Exchange who moves first at a table (scores follow their players)."""
        self.tx.require_write()
        before = self._game_at(number, table)
        if before.second is None:
            raise InputError(f"{where(number, table)}: un riposo non ha secondo giocatore")
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

    def set_result(
        self,
        number: int,
        table: int,
        score_first: int | None,
        score_second: int | None,
        **options: Any,
    ) -> GameRecord:
        """Enter or correct the result at a table: :meth:`change_result` (the same options),
        returning the game after."""
        return self.change_result(number, table, score_first, score_second, **options)[1]

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
        """Enter or correct the result at a table; returns the game (before, after).
        ``score_first`` is the score of the player who moved first. ``expected_version``: the
        version the desk saw; if someone else changed the game since, :class:`ConflictError`
        (no silent overwrite). Corrections are audited."""
        self.tx.require_write()
        kind = check_kind(kind)
        before = self._game_at(number, table)
        if before.second is None:
            raise InputError(f"{where(number, table)}: è un riposo, non ha risultato da inserire")
        check_scores(number, table, score_first, score_second, kind)
        time_loss_text = dumps(time_loss) if time_loss is not None else None
        self._check_version(before, expected_version)
        kept = self._kept_base()
        same = {
            "score_first": score_first,
            "score_second": score_second,
            "kind": kind.value,
            "time_loss": loads(time_loss_text),
        }
        if same == result_of(before):
            return before, before  # nothing changes: no new version, nothing to audit
        after = self._bump(
            before,
            score_first=score_first,
            score_second=score_second,
            kind=kind.value,
            time_loss=time_loss_text,
        )
        action = (
            "result.correct"
            if before.score_first is not None or before.kind is GameKind.DOUBLE_FORFEIT
            else "result.enter"
        )
        if result_of(before) != result_of(after):
            self.tx.audit.record(
                action,
                entity="games",
                key=f"{number}/{table}",
                old=result_of(before) if action == "result.correct" else None,
                new=result_of(after),
            )
        self._kept_result(kept, after)
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
        if result_of(before) != result_of(after):
            self.tx.audit.record(
                "result.clear", entity="games", key=f"{number}/{table}", old=result_of(before)
            )
        return after

    def _kept_base(self) -> Any:
        """What the store keeps of the state before a write (None: it keeps nothing)."""
        return None

    def _kept_result(self, base: Any, after: GameRecord) -> None:
        """After a result is written: bring the kept state up to date (nothing to do here)."""

    # -- helpers -----------------------------------------------------------------------------
    def _check_scores(
        self, number: int, table: int, a: int | None, b: int | None, kind: GameKind
    ) -> None:
        check_scores(number, table, a, b, kind)

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
        at = where(game.round, game.table)
        now = shown(current)
        versions = f"versione {seen} → {current.version}" if seen is not None else ""
        return (
            f"{at}: la partita è stata modificata nel frattempo {self.changed_by(current)} "
            f"({now}{', ' + versions if versions else ''}); ricaricare e controllare prima di "
            "salvare"
        )

    def _bump(self, before: GameRecord, **values: Any) -> GameRecord:
        """Optimistic concurrency: the UPDATE only succeeds if nobody changed the row since it
        was read (``version`` unchanged); otherwise :class:`ConflictError`."""
        unknown = set(values) - WRITABLE
        if unknown:
            raise ValueError(f"colonne non modificabili: {sorted(unknown)}")
        now = now_iso()
        if not self._update_game(
            before, {**values, "version": before.version + 1, "updated_at": now}
        ):
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
