"""Pairing use cases that change a round already paired: delete the last one
(:func:`delete_last_round`), put a deleted one back (:func:`round_snapshot`,
:func:`restore_round`) and swap two players (:func:`swap_players`, :func:`swap_warnings`). Each is
one transaction that checks the versions of the games it was shown.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from figs_td.core.pairing.base import History
from figs_td.errors import ConflictError, InputError
from figs_td.services.pairing.next_round import PairedRound, _check_last, _delete_last, _view

if TYPE_CHECKING:
    from figs_td.store.store import Store
    from figs_td.store.transaction import Transaction


def delete_last_round(
    store: Store, round_no: int, *, force: bool = False, seen: Any = None, actor: str = ""
) -> int:
    """Delete (unpair) the last round; refused if results were entered unless ``force``. A
    backup copy is taken once the deletion is known to be allowed."""
    with store.transaction(actor=actor) as tx:
        tx.lock("pairing")
        _check_deletable(tx, round_no, force=force)
        _check_round_seen(tx, round_no, seen)
        store.backup("unpair")
        _delete_last(tx, round_no, force=force)
    return round_no


def _check_deletable(tx: Transaction, round_no: int, *, force: bool) -> None:
    _check_last(tx, round_no)
    if not force:
        entered = [
            g
            for g in tx.rounds.games(round_no)
            if g.second is not None and g.score_first is not None
        ]
        if entered:
            raise InputError(
                f"il turno {round_no} ha già {len(entered)} risultati inseriti: "
                "cancellarli prima o forzare"
            )


@dataclass(frozen=True)
class RoundSnapshot:
    """A round as stored, enough to put it back after a deletion (undo): its games with results,
    the clock data of time losses, the pairing metadata and the tournament settings it fixed."""

    round: int
    games: tuple[Any, ...]
    time_loss: dict[int, Any]
    meta: dict[str, Any]
    settings: dict[str, Any]


def round_snapshot(store: Store, round_no: int) -> RoundSnapshot:
    """What :func:`restore_round` needs to undo the deletion of ``round_no`` (nothing written)."""
    with store.read() as tx:
        records = tx.rounds.games(round_no)
        return RoundSnapshot(
            round=round_no,
            games=tuple(g.to_game() for g in records),
            time_loss={g.table: g.time_loss for g in records if g.table is not None},
            meta=dict(tx.rounds.info(round_no).meta or {}),
            settings=dict(tx.tournament.settings()),
        )


def restore_round(store: Store, snapshot: RoundSnapshot, *, actor: str = "") -> int:
    """Put back a deleted round exactly as :func:`round_snapshot` saw it (games, results,
    time-loss data, metadata, the pairing settings it had fixed), in one transaction. It must be
    the next round again; audited by the store (``round.pair``, ``result.enter``) and as
    ``pairing.restore``."""
    round_no = snapshot.round
    with store.transaction(actor=actor) as tx:
        fixed = snapshot.meta.get("set_settings") or []
        for key in fixed:
            tx.tournament.set_setting(key, snapshot.settings.get(key))
        tx.rounds.save_round(round_no, list(snapshot.games), meta=snapshot.meta)
        for table, clock in snapshot.time_loss.items():
            if clock is not None:
                g = tx.rounds.game(round_no, table)
                tx.rounds.set_result(
                    round_no, table, g.score_first, g.score_second, kind=g.kind, time_loss=clock
                )
        tx.audit.record(
            "pairing.restore", entity="rounds", key=round_no, new={"games": len(snapshot.games)}
        )
    return round_no


def round_versions(games: Any) -> list[tuple[int, int]]:
    """What a desk saw of a round: (game id, version) of each game — compared by
    :func:`swap_players` and :func:`delete_last_round` with what is stored."""
    return sorted((int(g.id), int(g.version)) for g in games)


def _check_round_seen(tx: Transaction, round_no: int, seen: Any) -> None:
    if seen is None:
        return
    games = tx.rounds.games(round_no)
    if round_versions(games) == sorted((int(a), int(b)) for a, b in seen):
        return
    changed = max(games, key=lambda g: g.updated_at or "", default=None)
    who = tx.rounds.changed_by(changed) if changed is not None else "da un'altra postazione"
    raise ConflictError(
        f"il turno {round_no} è stato modificato nel frattempo {who}; ricaricare e controllare"
    )


def swap_players(
    store: Store,
    round_no: int,
    name1: str,
    name2: str,
    *,
    seen: Any = None,
    actor: str = "",
) -> PairedRound:
    """Exchange two players between their tables in a round without results (audited).

    The swap is done even when it creates a rematch; the result carries a warning then.
    ``seen``: the round as this desk shows it (:func:`round_versions`); changed since →
    :class:`ConflictError`.
    """
    with store.transaction(actor=actor) as tx:
        tx.lock("pairing")
        _check_round_seen(tx, round_no, seen)
        a = tx.players.find(name1)
        b = tx.players.find(name2)
        tx.rounds.swap_players(round_no, a.id, b.id)
        state = tx.state()
        history = History.from_games(g for g in state.games if g.round < round_no)
        names = {p.id: p.name for p in state.players}
        warnings: list[str] = []
        for g in state.games_in(round_no):
            if g.second is not None and {g.first, g.second} & {a.id, b.id}:
                n = history.times_met(g.first, g.second)
                if n:
                    warnings.append(
                        f"attenzione: al tavolo {g.table} {names[g.first]} e {names[g.second]} "
                        f"si sono già incontrati ({n} volt{'a' if n == 1 else 'e'})"
                    )
        meta = dict(tx.rounds.info(round_no).meta or {})
        explain = dict(meta.get("tables", {}))
        for g in state.games_in(round_no):
            if g.second is not None and {g.first, g.second} & {a.id, b.id}:
                explain[str(g.table)] = {
                    **explain.get(str(g.table), {}),
                    "reason": f"scambio manuale del direttore: {a.name} ↔ {b.name}",
                    "first_reason": "",
                }
        meta["tables"] = explain
        tx.rounds.set_meta(round_no, meta)
        tx.audit.record(
            "pairing.swap",
            entity="rounds",
            key=round_no,
            new={"players": [a.id, b.id], "warnings": warnings},
        )
        view = _view(tx, round_no)
    return dataclasses.replace(view, warnings=tuple(warnings))


def swap_warnings(store: Store, round_no: int, a: int, b: int) -> list[str]:
    """Preview of :func:`swap_players` by player ids: the rematches the swap would create."""
    with store.read() as tx:
        state = tx.state()
    names = {p.id: p.name for p in state.players}
    history = History.from_games(g for g in state.games if g.round < round_no)
    swap = {a: b, b: a}
    out: list[str] = []
    for g in state.games_in(round_no):
        if g.second is None or not {g.first, g.second} & {a, b}:
            continue
        x, y = swap.get(g.first, g.first), swap.get(g.second, g.second)
        n = history.times_met(x, y) if x != y else 0
        if n:
            out.append(
                f"attenzione: al tavolo {g.table} {names[x]} e {names[y]} si sono già "
                f"incontrati ({n} volt{'a' if n == 1 else 'e'})"
            )
    return out
