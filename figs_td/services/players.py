"""Player use cases: register, import from CSV/XLSX, list, withdraw, reinstate."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from figs_td.core.inputs import name_key
from figs_td.store import PlayerRecord

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any, TypedDict, Unpack

    from figs_td.store import Store

    class PlayerFields(TypedDict, total=False):
        """A player's rating, club and tessera, as the store registers them (by default none)."""

        rating: int | None
        club: str
        federation_id: str

    class Change(TypedDict, total=False):
        """Who changes a player and which version of it they saw (as :func:`withdraw` takes
        them: by default any version, by nobody named)."""

        expected_version: int | None
        actor: str


def add_player(
    store: Store,
    name: str,
    *,
    late_from_round: int | None = None,
    actor: str = "",
    **fields: Unpack[PlayerFields],
) -> PlayerRecord:
    """Register a player; ``name`` is "Cognome, Nome" or the full name as typed."""
    from figs_td.store.facades.players import split_name

    surname, given = split_name(name)
    with store.transaction(actor=actor) as tx:
        return tx.players.add(surname, given, late_from_round=late_from_round, **fields)


@dataclasses.dataclass
class ImportPreview:
    """A players file read without writing: the rows that can be imported and every rejected
    row (file, line, column, reason)."""

    path: Path
    rows: list[Any] = dataclasses.field(default_factory=list)
    rejected: list[Any] = dataclasses.field(default_factory=list)  # ImportFileError each
    malformed: bool = False  # a row of the file itself is wrong: nothing may be imported


def _clashes(path: Path, new: list[Any], existing: list[PlayerRecord]) -> list[Any]:
    """The rows of ``new`` that repeat an already-registered player (name or tessera)."""
    from figs_td.services.exchange.tables import MAX_ERRORS, ImportFileError, player_columns

    names = {name_key(r.name): r.name for r in existing}
    ids = {r.federation_id: r.name for r in existing if r.federation_id}
    columns: dict[str, str] | None = None
    out: list[Any] = []
    for p in new:
        line = int(p.source.rsplit(" ", 1)[1])
        key = name_key(f"{p.surname} {p.given_name}")
        clash = None
        field = ""
        if key in names:
            clash, field = f"giocatore già iscritto: {names[key]}", "name"
        elif p.federation_id and p.federation_id in ids:
            clash = f"tessera {p.federation_id} già usata da {ids[p.federation_id]}"
            field = "federation_id"
        if clash:
            columns = columns or player_columns(path)
            if field == "name":
                field = "full_name" if "full_name" in columns else "surname"
            out.append(ImportFileError(path.name, line, columns.get(field), clash))
            if len(out) >= MAX_ERRORS:
                break
    return out


def preview_import(store: Store, src: str | Path) -> ImportPreview:
    """Read a CSV/XLSX players file and check it against the registered players, without
    writing: what :func:`import_players` would add, and every row it would refuse."""
    from figs_td.services.exchange.tables import ImportFileError, errors_of, parse_players

    path = Path(src)
    preview = ImportPreview(path)
    malformed: list[Any] = []
    good: list[Any] = []
    try:
        new = parse_players(path, good)
    except ImportFileError as exc:
        malformed = errors_of(exc)
        preview.malformed = True
        new = good  # the rows without errors are still shown (and importable)
    bad = _clashes(path, new, list_players(store))
    refused = {e.line for e in bad}
    preview.rows = [p for p in new if int(p.source.rsplit(" ", 1)[1]) not in refused]
    preview.rejected = sorted([*malformed, *bad], key=lambda e: e.line or 0)
    return preview


def import_players(store: Store, src: str | Path, *, actor: str = "") -> list[PlayerRecord]:
    """Import every player of a CSV/XLSX file in one transaction (all or nothing): any bad row
    imports nothing, and every bad row is reported (:class:`~figs_td.services.exchange.tables.ImportErrors`
    when there are several)."""
    from figs_td.services.exchange.tables import ErrorList, parse_players

    path = Path(src)
    new = parse_players(path)
    with store.transaction(actor=actor) as tx:
        bad = ErrorList()
        for e in _clashes(path, new, tx.players.records()):
            bad.add(e)
        bad.raise_if_any()
        recs = tx.players.add_many(new)
        from figs_td.services.prizes import import_extras  # categoria, anno di nascita

        import_extras(tx, path, new, recs)
        return recs


def list_players(store: Store) -> list[PlayerRecord]:
    with store.read() as tx:
        return tx.players.records()


def player_names(store: Store, ids: Iterable[int | None] | None = None) -> dict[int, str]:
    """Player id → name as registered (for printing pairings and results); with ``ids``, only
    those players (a result names two: the other 998 rows are not read), ids of no player left
    out."""
    if ids is None:
        return {p.id: p.name for p in list_players(store)}
    from figs_td.errors import InputError

    names = {}
    with store.read() as tx:
        for player_id in set(ids):
            if player_id is not None:
                try:
                    names[player_id] = tx.players.record(player_id).name
                except InputError:  # no such player: the caller prints its "?"
                    pass
    return names


def add_players(
    store: Store,
    rows: list[Any],
    *,
    late_from_round: int | None = None,
    actor: str = "",
    source: str | Path | None = None,
) -> list[PlayerRecord]:
    """Register already-parsed players (``NewPlayer`` rows of an import preview) in one
    transaction, all or nothing; ``late_from_round`` makes them all late entries from that round
    (domain.md §7: they start from zero). Audited by the store (``player.add``). ``source``: the
    file they were read from, for its ``categoria``/``anno di nascita`` columns."""
    new = [dataclasses.replace(p, late_from_round=late_from_round) for p in rows]
    with store.transaction(actor=actor) as tx:
        recs = tx.players.add_many(new)
        if source is not None:
            from figs_td.services.prizes import import_extras

            import_extras(tx, source, new, recs)
        return recs


def remove_player(store: Store, player_id: int, *, actor: str = "") -> None:
    """Delete a registration made by mistake (only a player without games; the store refuses
    otherwise). Audited by the store (``player.remove``)."""
    with store.transaction(actor=actor) as tx:
        tx.players.remove(player_id)


def reinstate_player(
    store: Store, who: str, *, expected_version: int | None = None, actor: str = ""
) -> PlayerRecord:
    """Undo a withdrawal (or a late entry): the player named ``who`` (name, tessera or #id) is
    paired again. Audited by the store (``player.reinstate``). ``expected_version``: the
    player's version this desk saw (a change by another desk since → :class:`ConflictError`).
    A player who is neither withdrawn nor a late entry is refused (nothing to undo)."""
    from figs_td.errors import InputError
    from figs_td.store.records import PlayerStatus

    with store.transaction(actor=actor) as tx:
        tx.lock("players")
        rec = tx.players.find(who)
        _check_version(tx, rec, expected_version)
        if rec.status == PlayerStatus.ACTIVE:
            raise InputError(f"{rec.name} non è ritirato: niente da riammettere")
        return tx.players.reinstate(rec.id)


def withdraw_player(
    store: Store, who: str, from_round: int, **change: Unpack[Change]
) -> PlayerRecord:
    """Withdraw the player named ``who`` (name, tessera or #id) from ``from_round`` on.

    Refused when the player already played round ``from_round`` or a later one (the rounds are
    named: the withdrawal would deny games that were played) and when ``from_round`` is after
    the last planned round (it would withdraw nobody from anything, yet take the prizes away).
    ``expected_version``: the player's version this desk saw; a change by another desk since
    → :class:`ConflictError` naming who and when. :func:`withdraw` also says what happens to
    a game already paired."""
    return withdraw(store, who, from_round, **change).record


@dataclasses.dataclass(frozen=True)
class Withdrawal:
    """A withdrawal done: the player, and one warning per game of the player already paired
    from the withdrawal's round on and not played yet (:func:`withdrawal_warnings`)."""

    record: PlayerRecord
    warnings: tuple[str, ...] = ()


def withdraw(
    store: Store,
    who: str,
    from_round: int,
    *,
    expected_version: int | None = None,
    actor: str = "",
) -> Withdrawal:
    """:func:`withdraw_player` with the warnings of :func:`withdrawal_warnings`, worked out in
    the same transaction (what the command line prints after the change)."""
    from figs_td.errors import InputError

    with store.transaction(actor=actor) as tx:
        tx.lock("players")
        rec = tx.players.find(who)
        _check_version(tx, rec, expected_version)
        planned = tx.tournament.get().planned_rounds
        if planned and from_round > planned:
            raise InputError(
                f"turno di ritiro non valido: {from_round}; il torneo prevede {planned} turni "
                f"(il ritiro può partire al più tardi dal turno {planned})"
            )
        played = rounds_played(tx, rec.id)
        late = [r for r in played if r >= from_round]
        if late:
            listed = ", ".join(str(r) for r in late)
            word = "il turno" if len(late) == 1 else "i turni"
            raise InputError(
                f"{rec.name} ha già giocato {word} {listed}: il ritiro può partire al più "
                f"presto dal turno {max(played) + 1}"
            )
        warnings = _paired_unplayed(tx, rec, from_round)
        return Withdrawal(tx.players.withdraw(rec.id, from_round), tuple(warnings))


def withdrawal_warnings(store: Store, who: str, from_round: int) -> list[str]:
    """What withdrawing ``who`` from ``from_round`` would leave behind, before the change (the
    window asks for a confirmation with this text; nothing is written): for each game of the
    player already paired in that round or a later one and not played yet, a sentence naming
    the round, the table and the opponent, and how the game is to be recorded under the
    tournament's setting for an absent player (domain.md §7): ``tavolino`` — the opponent wins
    by the tournament's forfeit spread (default 50–0); ``tempo`` — the absent player loses on
    time from 0–0 under the rule profile (figs-25: 0 to −50). The withdrawal does not change
    the game: the result is entered as any other (``forfeit``, the results page)."""
    with store.read() as tx:
        rec = tx.players.find(who)
        return _paired_unplayed(tx, rec, from_round)


def withdrawal_first_round(store: Store, who: str) -> int:
    """The earliest round ``who`` can withdraw from: the one after the last round the player
    played (1 when none), which may be a round already paired (:func:`withdrawal_warnings`)."""
    with store.read() as tx:
        played = rounds_played(tx, tx.players.find(who).id)
    return max(played, default=0) + 1


def _paired_unplayed(tx: Any, rec: PlayerRecord, from_round: int) -> list[str]:
    from figs_td.core.model import GameKind
    from figs_td.core.rules import forfeit_result
    from figs_td.services.results import absence_mode, absence_time_loss

    out = []
    for g in tx.rounds.games():
        if g.round < from_round or rec.id not in (g.first, g.second) or g.second is None:
            continue
        if g.score_first is not None or g.kind is not GameKind.NORMAL:
            continue  # played (rounds_played refuses those) or already decided
        seat = 0 if g.first == rec.id else 1
        present = 1 - seat
        other = tx.players.record(g.second if seat == 0 else g.first).name
        where = f"turno {g.round}, tavolo {g.table}"
        if absence_mode(tx.tournament.settings()) == "tempo":
            scores = absence_time_loss(tx, present, where=where).scores
            how = f"come sconfitta per tempo di {rec.name} da 0-0 (assenza «tempo» del torneo)"
        else:
            scores = forfeit_result(tx.tournament.result_settings(), present=present).scores
            how = f"come vittoria a tavolino di {other} (lo scarto a tavolino del torneo)"
        out.append(
            f"{rec.name} è già abbinato nel turno {g.round} al tavolo {g.table} contro {other} "
            f"e la partita non è giocata: il ritiro non la toglie; va registrata {how}: "
            f"{other} {scores[present]}, {rec.name} {scores[seat]}"
        )
    return out


def rounds_played(tx: Any, player_id: int) -> list[int]:
    """The rounds in which the player has a result (a game with its scores, a forfeit, a bye),
    in order; a paired game still without a result is not played yet."""
    from figs_td.core.model import GameKind

    return sorted(
        {
            g.round
            for g in tx.rounds.games()
            if player_id in (g.first, g.second)
            and (g.score_first is not None or g.kind is not GameKind.NORMAL)
        }
    )


def _check_version(tx: Any, rec: PlayerRecord, expected_version: int | None) -> None:
    if expected_version is None or rec.version == expected_version:
        return
    from figs_td.errors import ConflictError
    from figs_td.store._util import who_when

    last = tx.audit.latest(entity="players", key=rec.id)
    raise ConflictError(
        f"{rec.name}: i dati del giocatore sono stati modificati nel frattempo "
        f"{who_when(last.actor if last else None, last.at if last else None)} "
        f"(versione {rec.version}, non {expected_version}); ricaricare e controllare"
    )


def player_json(rec: PlayerRecord) -> dict[str, Any]:
    """Stable JSON of a player (docs/riferimento/torneo.md)."""
    d = dataclasses.asdict(rec)
    d.pop("version", None)
    return {"id": rec.id, "name": rec.name, **{k: v for k, v in d.items() if k != "id"}}
