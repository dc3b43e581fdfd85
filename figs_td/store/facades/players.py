"""Players (giocatori): registration, duplicates, withdrawals and late entries."""

from __future__ import annotations

import builtins
import dataclasses
from collections.abc import Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from sqlalchemy import func, insert, or_, select

from figs_td.core import inputs as _inputs
from figs_td.core.model import Player
from figs_td.errors import InputError
from figs_td.store._checks import check_player, check_player_rows
from figs_td.store._rows import no_player
from figs_td.store.records import PLAYER_FIELDS, NewPlayer, PlayerRecord, PlayerStatus
from figs_td.store.tables import GameRow, PlayerRow

if TYPE_CHECKING:
    from figs_td.store._cache import TxCache
    from figs_td.store._protocols import TransactionContext

_FIELDS = ("surname", "given_name", "club", "rating", "federation_id")
_P = PlayerRow.__table__  # type: ignore[attr-defined]
_ALL = select(*(_P.c[name] for name in PLAYER_FIELDS)).order_by(_P.c.seq, _P.c.id)


def name_key(name: str) -> str:
    """Key for duplicate detection: case, accents, commas, spacing, zero-width characters and
    look-alike letters ignored (:func:`figs_td.core.inputs.name_key`)."""
    return _inputs.name_key(name)


def split_name(name: str) -> tuple[str, str]:
    """``"Rossi, Mario"`` → (``Rossi``, ``Mario``); without a comma the whole text is the surname
    (compound surnames like "De Luca" make any other split a guess). Control characters are
    refused before the spacing is tidied (:func:`figs_td.core.inputs.check_text`)."""
    name = _inputs.check_text(name, "nome del giocatore", max_len=_inputs.MAX_NAME * 2)
    if "," in name:
        surname, given = name.split(",", 1)
        return " ".join(surname.split()), " ".join(given.split())
    return " ".join(name.split()), ""


_row_values = attrgetter(*PLAYER_FIELDS[1:])  # the columns after id


def _record(row: Any) -> PlayerRecord:
    check_player(row)  # a tampered file: store/_checks.py
    return PlayerRecord(row.id or 0, *_row_values(row))


def _check_new(p: NewPlayer) -> NewPlayer:
    where = f" ({p.source})" if p.source else ""
    surname = _inputs.check_name(p.surname, f"cognome{where}")
    given = _inputs.check_name(p.given_name, f"nome{where}")
    club = _inputs.check_name(p.club, f"circolo{where}")
    fid = _inputs.check_name(p.federation_id, f"tessera{where}")
    if not surname and not given:
        raise InputError(f"nome del giocatore mancante{where}")
    if p.rating is not None and (
        isinstance(p.rating, bool)
        or not isinstance(p.rating, int)
        or not 0 <= p.rating <= _inputs.RANGES["rating"][1]
    ):
        raise InputError(f"rating non valido: {p.rating!r}{where}")
    if p.late_from_round is not None and p.late_from_round < 1:
        raise InputError(f"turno di ingresso non valido: {p.late_from_round}{where}")
    return dataclasses.replace(
        p,
        surname=surname or given,
        given_name=given if surname else "",
        club=club,
        federation_id=fid,
    )


class PlayersFacade:
    """``tx.players``."""

    def __init__(self, tx: TransactionContext) -> None:
        self.tx = tx

    # -- reading ---------------------------------------------------------------------------
    def records(self) -> builtins.list[PlayerRecord]:
        """All players in registration order (Core query: fast for 1,000 players)."""
        self.tx.session.flush()
        rows = self.tx.session.connection().execute(_ALL).all()
        check_player_rows(rows)  # a tampered file: store/_checks.py
        return [PlayerRecord(*r) for r in rows]  # _ALL: the record's fields in order

    def list(self) -> builtins.list[Player]:
        """All players as core :class:`Player` objects, in registration order (those this
        store last read while the file has not changed: store/_cache.py)."""
        cache: TxCache | None = getattr(self.tx, "_cache", None)
        if cache is not None:
            known = cache.current()
            if known is not None and known.players is not None:
                return builtins.list(known.players)
        players = [r.to_player() for r in self.records()]
        if cache is not None:
            cache.store_read(players=players)
        return players

    def record(self, player_id: int) -> PlayerRecord:
        row = self.tx.session.get(PlayerRow, player_id)
        if row is None:
            raise no_player(player_id)
        return _record(row)

    def get(self, player_id: int) -> Player:
        return self.record(player_id).to_player()

    def find(self, name_or_id: str) -> PlayerRecord:
        """The player called ``name_or_id`` (accents/case ignored), or with that tessera, or with
        that number ``#12``. Raises InputError naming the problem when none or several match."""
        text = name_or_id.strip()
        if text.startswith("#") and text[1:].isascii() and text[1:].isdigit() and len(text) < 12:
            return self.record(int(text[1:]))
        key = name_key(text)
        found = [
            r
            for r in self.records()
            if name_key(r.name) == key or name_key(f"{r.given_name} {r.surname}") == key
        ]
        if not found:
            found = [r for r in self.records() if r.federation_id and r.federation_id == text]
        if not found:
            found = [r for r in self.records() if key and key in name_key(r.name)]
        if len(found) == 1:
            return found[0]
        if not found:
            shown = text if len(text) <= 60 else text[:60] + "…"
            raise InputError(f"nessun giocatore si chiama '{shown}'")
        names = ", ".join(r.name for r in found[:5])
        raise InputError(f"'{text}' è ambiguo: {names}")

    def count(self) -> int:
        return int(self.tx.session.scalar(select(func.count()).select_from(PlayerRow)) or 0)

    # -- writing ---------------------------------------------------------------------------
    def add(
        self,
        surname: str,
        given_name: str = "",
        *,
        club: str = "",
        rating: int | None = None,
        federation_id: str = "",
        late_from_round: int | None = None,
    ) -> PlayerRecord:
        """Register one player; a duplicate (same name or same tessera) raises InputError."""
        return self.add_many(
            [NewPlayer(surname, given_name, club, rating, federation_id, late_from_round)]
        )[0]

    def add_many(self, players: Sequence[NewPlayer]) -> builtins.list[PlayerRecord]:
        """Register many players at once (all or nothing): used by imports."""
        self.tx.require_write()
        self.tx.lock("players")
        checked = [_check_new(p) for p in players]
        existing = self.records()
        names = {name_key(r.name): r.name for r in existing}
        ids = {r.federation_id: r.name for r in existing if r.federation_id}
        for p in checked:
            full = f"{p.surname} {p.given_name}".strip()
            where = f" ({p.source})" if p.source else ""
            if name_key(full) in names:
                raise InputError(f"giocatore già iscritto: {names[name_key(full)]}{where}")
            if p.federation_id and p.federation_id in ids:
                raise InputError(
                    f"tessera {p.federation_id} già usata da {ids[p.federation_id]}{where}"
                )
            names[name_key(full)] = full
            if p.federation_id:
                ids[p.federation_id] = full
        seq = int(self.tx.session.scalar(select(func.max(PlayerRow.seq))) or 0)
        payload: builtins.list[dict[str, Any]] = []
        for i, p in enumerate(checked, start=1):
            payload.append(
                {
                    "seq": seq + i,
                    "surname": p.surname,
                    "given_name": p.given_name,
                    "club": p.club,
                    "rating": p.rating,
                    "federation_id": p.federation_id,
                    "status": PlayerStatus.LATE if p.late_from_round else PlayerStatus.ACTIVE,
                    "status_round": p.late_from_round,
                    "version": 1,
                }
            )
        if not payload:
            return []
        self.tx.session.execute(insert(PlayerRow), payload)
        rows = self.tx.session.scalars(
            select(PlayerRow).where(PlayerRow.seq > seq).order_by(PlayerRow.seq)
        ).all()
        records = [_record(r) for r in rows]
        self.tx.audit.record_many(
            [
                {"action": "player.add", "entity": "players", "key": r.id, "new": _public(r)}
                for r in records
            ]
        )
        return records

    def update(self, player_id: int, **fields: Any) -> PlayerRecord:
        """Change surname, given_name, club, rating or federation_id (duplicates refused)."""
        self.tx.require_write()
        unknown = sorted(set(fields) - set(_FIELDS))
        if unknown:
            raise InputError(f"campi del giocatore sconosciuti: {', '.join(unknown)}")
        row = self._row(player_id)
        before = _record(row)
        merged = dataclasses.asdict(before)
        merged.update(fields)
        checked = _check_new(
            NewPlayer(
                merged["surname"],
                merged["given_name"],
                merged["club"],
                merged["rating"],
                merged["federation_id"],
            )
        )
        full = f"{checked.surname} {checked.given_name}".strip()
        clash = self.tx.session.scalars(select(PlayerRow).where(PlayerRow.id != player_id)).all()
        for other in clash:
            o = _record(other)
            if name_key(o.name) == name_key(full):
                raise InputError(f"giocatore già iscritto: {o.name}")
            if checked.federation_id and o.federation_id == checked.federation_id:
                raise InputError(f"tessera {checked.federation_id} già usata da {o.name}")
        for k in _FIELDS:
            setattr(row, k, getattr(checked, k))
        row.version += 1
        after = _record(row)
        self._audit("player.update", before, after)
        return after

    def withdraw(self, player_id: int, from_round: int) -> PlayerRecord:
        """Withdraw (ritiro) from ``from_round`` on: the player is no longer paired."""
        if from_round < 1:
            raise InputError(f"turno di ritiro non valido: {from_round}")
        return self._status(player_id, PlayerStatus.WITHDRAWN, from_round, "player.withdraw")

    def late_entry(self, player_id: int, from_round: int) -> PlayerRecord:
        """Late entry (iscrizione tardiva): paired from ``from_round``, starting from zero."""
        if from_round < 1:
            raise InputError(f"turno di ingresso non valido: {from_round}")
        return self._status(player_id, PlayerStatus.LATE, from_round, "player.late")

    def reinstate(self, player_id: int) -> PlayerRecord:
        return self._status(player_id, PlayerStatus.ACTIVE, None, "player.reinstate")

    def remove(self, player_id: int) -> None:
        """Delete a player who has no game yet (otherwise withdraw them)."""
        self.tx.require_write()
        row = self._row(player_id)
        used = self.tx.session.scalar(
            select(func.count())
            .select_from(GameRow)
            .where(or_(GameRow.first_id == player_id, GameRow.second_id == player_id))
        )
        if used:
            raise InputError(
                f"{_record(row).name} ha già giocato: non si può cancellare, solo ritirare"
            )
        before = _record(row)
        self.tx.session.delete(row)
        self.tx.audit.record("player.remove", entity="players", key=player_id, old=_public(before))

    # -- helpers ---------------------------------------------------------------------------
    def _row(self, player_id: int) -> PlayerRow:
        row = self.tx.session.get(PlayerRow, player_id)
        if row is None:
            raise InputError(f"giocatore n. {player_id} inesistente")
        return row

    def _status(self, player_id: int, status: str, rnd: int | None, action: str) -> PlayerRecord:
        self.tx.require_write()
        row = self._row(player_id)
        before = _record(row)
        row.status, row.status_round = status, rnd
        row.version += 1
        after = _record(row)
        self._audit(action, before, after)
        return after

    def _audit(self, action: str, before: PlayerRecord, after: PlayerRecord) -> None:
        old, new = _public(before), _public(after)
        changed = [k for k in new if old[k] != new[k]]
        if changed:
            self.tx.audit.record(
                action,
                entity="players",
                key=after.id,
                old={k: old[k] for k in changed},
                new={k: new[k] for k in changed},
            )


def _public(r: PlayerRecord) -> dict[str, Any]:
    d = dataclasses.asdict(r)
    d.pop("version", None)
    d["name"] = r.name
    return d
