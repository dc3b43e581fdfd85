"""Players across events: proposed duplicates, merges (audited, reversible), a history."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from figs_td.core.archive.events import Proposal, StoredPlayer, propose_duplicates, resolve
from figs_td.core.archive.rating import Change
from figs_td.errors import ConflictError, InputError
from figs_td.services.archive.rating import affected_since, rerate_from

if TYPE_CHECKING:
    from figs_td.store.archive.store import ArchiveStore
    from figs_td.store.archive.tx import ArchiveTx, MergeRow, PlayerRow, ResultRow


def duplicates(store: ArchiveStore) -> list[Proposal]:
    with store.read() as tx:
        players = tx.players(roots_only=True)
    return propose_duplicates(
        StoredPlayer(p.id, p.name, p.club, p.federation_id, p.events) for p in players
    )


def players(store: ArchiveStore) -> list[PlayerRow]:
    with store.read() as tx:
        return tx.players()


def _need_player(tx: ArchiveTx, pid: int) -> PlayerRow:
    p = tx.player(pid)
    if p is None:
        raise InputError(f"il giocatore {pid} non esiste nell'archivio")
    return p


def _group(merged_map: dict[int, int], root: int) -> list[int]:
    return [root] + [i for i in merged_map if resolve(merged_map, i) == root]


def _check_merge(
    tx: ArchiveTx, kept: int, merged: int, versions: tuple[int, int] | None
) -> tuple[PlayerRow, PlayerRow]:
    """Why ``merge kept merged`` cannot be done (raised in Italian), else both players."""
    if kept == merged:
        raise InputError("un giocatore non si unisce a sé stesso")
    a, b = _need_player(tx, kept), _need_player(tx, merged)
    if versions is not None and (a.version, b.version) != versions:
        raise ConflictError(
            "i giocatori sono stati modificati nel frattempo da un'altra postazione: ricaricare"
        )
    for p in (a, b):
        if p.merged_into is not None:
            raise InputError(
                f"il giocatore {p.id} ({p.name}) è già unito al giocatore {p.merged_into}"
            )
    if a.federation_id and b.federation_id and a.federation_id != b.federation_id:
        raise InputError(
            f"'{a.name}' (tessera {a.federation_id}) e '{b.name}' (tessera {b.federation_id}) "
            "hanno tessere diverse: sono due persone"
        )
    groups = tx.merged_map()
    seen_a = {r.event_id for r in tx.results_of_players(_group(groups, a.id))}
    both = [r for r in tx.results_of_players(_group(groups, b.id)) if r.event_id in seen_a]
    if both:
        raise InputError(
            f"'{a.name}' e '{b.name}' hanno giocato entrambi in '{both[0].event}' del "
            f"{both[0].day:%d/%m/%Y}: sono due persone"
        )
    return a, b


def merge(store: ArchiveStore, kept: int, merged: int, *, actor: str = "",
          versions: tuple[int, int] | None = None, rerate: bool = True) -> int:  # fmt: skip
    """``merge A B``: B is the same person as A (B's results count for A from now on).
    Audited and reversible (:func:`unmerge`); refused for two different tessere, two players
    of one event, a player already merged, or one merged with himself. ``versions``: what the
    caller saw (A, B). ``rerate=False``: the ratings follow afterwards (``rating.catch_up``).

    No copy of the archive is taken (issue 40 §1): a merge changes one player's row and adds
    one merge row, both written in the audit (the journal of the action), and :func:`unmerge`
    undoes it exactly — the ratings are computed again from B's first event either way."""
    with store.transaction(actor=actor) as tx:
        a, b = _check_merge(tx, kept, merged, versions)  # again: someone may have acted since
        since = affected_since(tx, b.id)
        tx.set_merged(b.id, a.id, b.version)
        mid = tx.add_merge(a.id, b.id)
        tx.audit("player.merge", "player", str(b.id), {"merged_into": None},
                 {"merged_into": a.id, "merge": mid, "kept": a.name, "merged": b.name})  # fmt: skip
        if since is not None:  # from B's first event on: see affected_since
            rerate_from(tx, since, now=rerate)
    return mid


def _check_unmerge(tx: ArchiveTx, merged: int) -> tuple[PlayerRow, MergeRow]:
    b = _need_player(tx, merged)
    open_merge = tx.open_merge(b.id)
    if b.merged_into is None or open_merge is None:
        raise InputError(f"il giocatore {b.id} ({b.name}) non è unito a nessuno")
    return b, open_merge


def unmerge(store: ArchiveStore, merged: int, *, actor: str = "", rerate: bool = True) -> int:
    """Undo the merge of ``merged`` (its results count for it alone again); returns the player
    it was merged into. No copy of the archive either (see :func:`merge`): a merge again undoes
    it."""
    with store.transaction(actor=actor) as tx:
        b, open_merge = _check_unmerge(tx, merged)
        since = affected_since(tx, b.id)
        tx.set_merged(b.id, None, b.version)
        tx.undo_merge(open_merge.id)
        tx.audit("player.unmerge", "player", str(b.id),
                 {"merged_into": b.merged_into, "merge": open_merge.id}, {"merged_into": None})  # fmt: skip
        if since is not None:  # from B's first event on: see affected_since
            rerate_from(tx, since, now=rerate)
    return int(open_merge.kept_id)


@dataclass(frozen=True)
class PlayerHistory:
    player: PlayerRow
    ids: tuple[int, ...]  # the stored ids counted as this player (merged ones included)
    results: tuple[ResultRow, ...]
    ratings: tuple[tuple[int, str, dt.date, Change], ...]
    merged: tuple[PlayerRow, ...] = field(default=())


def player_history(store: ArchiveStore, pid: int) -> PlayerHistory:
    """A player's events (with club and place of each) and rating curve, merges followed."""
    with store.read() as tx:
        p = _need_player(tx, pid)
        merged = tx.merged_map()
        root = resolve(merged, pid)
        if root != pid:
            p = _need_player(tx, root)
        ids = {root} | {i for i in merged if resolve(merged, i) == root}
        results = tx.results_of_players(sorted(ids))
        ratings = tx.ratings_of(root)
        others = tuple(_need_player(tx, i) for i in sorted(ids - {root}))
    p = replace(p, events=len(results))
    return PlayerHistory(p, tuple(sorted(ids)), tuple(results), tuple(ratings), others)
