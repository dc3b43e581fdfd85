"""Pairing constraints (vincoli di abbinamento): forbidden pairs and "same club not before round
N", kept in the tournament's settings as ``pairing.constraints`` (issue 25 §5; the rules are in
:mod:`figs_td.core.pairing.constraints`). Showing never writes; each change is one audited
``tournament.setting`` write that takes effect from the next round paired."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from figs_td.core.pairing.constraints import MAX_FORBIDDEN, PairConstraints
from figs_td.errors import InputError

if TYPE_CHECKING:
    from figs_td.store.store import Store
    from figs_td.store.transaction import Transaction

__all__ = ["KEY", "KEEP", "constraints_json", "set_constraints", "show_constraints"]

KEY = "pairing.constraints"
MAX_ROUND = 1000


class _Keep:
    """Leave the setting as it is."""


KEEP = _Keep()


def _read(settings: dict[str, Any]) -> PairConstraints:
    return PairConstraints.from_settings({"constraints": settings.get(KEY)})


def constraints_json(c: PairConstraints, names: dict[int, str]) -> dict[str, Any]:
    """``{"forbid": [{"ids": [1, 2], "names": [...]}, …], "same_club_from": N | null}``."""
    return {
        "forbid": [
            {"ids": ids, "names": [names.get(i, f"n. {i}") for i in ids]}
            for ids in sorted(sorted(p) for p in c.forbidden)
        ],
        "same_club_from": c.same_club_from,
    }


def show_constraints(store: Store) -> tuple[PairConstraints, dict[str, Any]]:
    """The constraints and their JSON (with names); reads only."""
    with store.read() as tx:
        c = _read(tx.tournament.get().settings)
        names = {p.id: p.name for p in tx.players.list()}
    return c, constraints_json(c, names)


def _pair_ids(tx: Transaction, a: str, b: str) -> frozenset[int]:
    ra, rb = tx.players.find(a), tx.players.find(b)
    if ra.id == rb.id:
        raise InputError(f"coppia vietata: {ra.name} due volte (servono due giocatori diversi)")
    return frozenset((ra.id, rb.id))


def set_constraints(
    store: Store,
    *,
    forbid: Sequence[tuple[str, str]] = (),
    allow: Sequence[tuple[str, str]] = (),
    same_club_from: int | None | _Keep = KEEP,
    clear: bool = False,
    actor: str = "",
) -> tuple[PairConstraints, dict[str, Any]]:
    """Add forbidden pairs (players by name, tessera or ``#id``), remove some (``allow``), set
    "same club not before round N" (``None``: off) or ``clear`` everything; one transaction."""
    if same_club_from is not None and not isinstance(same_club_from, _Keep):
        if (
            isinstance(same_club_from, bool)
            or not isinstance(same_club_from, int)
            or not 2 <= same_club_from <= MAX_ROUND
        ):
            raise InputError(
                f"turno per lo stesso circolo non valido: {same_club_from!r} (da 2 a {MAX_ROUND};"
                " none = nessun vincolo)"
            )
    with store.transaction(actor=actor) as tx:
        current = PairConstraints() if clear else _read(tx.tournament.get().settings)
        pairs = set(current.forbidden)
        for a, b in forbid:
            pairs.add(_pair_ids(tx, a, b))
        for a, b in allow:
            pair = _pair_ids(tx, a, b)
            if pair not in pairs:
                ra, rb = tx.players.find(a), tx.players.find(b)
                raise InputError(f"la coppia {ra.name} – {rb.name} non è vietata")
            pairs.discard(pair)
        if len(pairs) > MAX_FORBIDDEN:
            raise InputError(f"troppe coppie vietate ({len(pairs)}; al massimo {MAX_FORBIDDEN})")
        club = current.same_club_from if isinstance(same_club_from, _Keep) else same_club_from
        new = PairConstraints(frozenset(pairs), club)
        tx.tournament.set_setting(KEY, new.to_settings())
        names = {p.id: p.name for p in tx.players.list()}
    return new, constraints_json(new, names)
