"""Player use cases: register, import from CSV/XLSX, list, withdraw."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from figs_td.store import PlayerRecord, Store
from figs_td.store.facades.players import name_key, split_name


def add_player(
    store: Store,
    name: str,
    *,
    rating: int | None = None,
    club: str = "",
    federation_id: str = "",
    late_from_round: int | None = None,
    actor: str = "",
) -> PlayerRecord:
    """Register a player; ``name`` is "Cognome, Nome" or the full name as typed."""
    surname, given = split_name(name)
    with store.transaction(actor=actor) as tx:
        return tx.players.add(
            surname,
            given,
            club=club,
            rating=rating,
            federation_id=federation_id,
            late_from_round=late_from_round,
        )


def import_players(store: Store, src: str | Path, *, actor: str = "") -> list[PlayerRecord]:
    """Import every player of a CSV/XLSX file in one transaction (all or nothing)."""
    from figs_td.services.imports import ImportFileError, parse_players, player_columns

    path = Path(src)
    new = parse_players(path)
    with store.transaction(actor=actor) as tx:
        existing = tx.players.records()
        names = {name_key(r.name): r.name for r in existing}
        ids = {r.federation_id: r.name for r in existing if r.federation_id}
        columns: dict[str, str] | None = None
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
                raise ImportFileError(path.name, line, columns.get(field), clash)
        return tx.players.add_many(new)


def list_players(store: Store) -> list[PlayerRecord]:
    with store.read() as tx:
        return tx.players.records()


def withdraw_player(store: Store, who: str, from_round: int, *, actor: str = "") -> PlayerRecord:
    """Withdraw the player named ``who`` (name, tessera or #id) from ``from_round`` on."""
    with store.transaction(actor=actor) as tx:
        rec = tx.players.find(who)
        return tx.players.withdraw(rec.id, from_round)


def player_json(rec: PlayerRecord) -> dict[str, Any]:
    """Stable JSON of a player (README, section store)."""
    d = dataclasses.asdict(rec)
    d.pop("version", None)
    return {"id": rec.id, "name": rec.name, **{k: v for k, v in d.items() if k != "id"}}
