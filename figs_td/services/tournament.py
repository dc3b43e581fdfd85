"""Tournament use cases: create, open, read, change settings, audit log."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable

from figs_td.core.model import System, TournamentState
from figs_td.core.rules import DEFAULT_PROFILE, RuleProfile
from figs_td.errors import InputError
from figs_td.store import TournamentInfo, open_store

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from typing import Any

    from figs_td.store import AuditEntry, Store

#: What a store opened on the thin SQLite path (:mod:`figs_td.store.lite`) can do: enter,
#: correct or clear one result and read (``result``), or only read (``standings``); pair the
#: next round (``pair``: :mod:`figs_td.store.lite_pair`, for ``pairing.pair_next_round``); the
#: duplicate event's games, draws, tops and slips (``duplicate``, :mod:`.duplicate`).
#: The tournament's category in the federation's archive (``new --category``, ``tournament set
#: --category``), a key of the settings JSON: ``archive … add`` reads it (issue 40 §4).
CATEGORY_SETTING = "archive_category"



def check_category(text: str) -> str:
    """A category code for the archive (lower case, at most 40 characters, no spaces); the
    archive itself says which codes it knows when the event is added."""
    code = (text or "").strip().lower()
    if not code or len(code) > 40 or any(c.isspace() for c in code):
        raise InputError(
            f"categoria non valida: '{text[:60]}' (un codice senza spazi, al massimo 40 "
            "caratteri, es. open, nazionale)"
        )
    return code


LITE_PURPOSES = ("result", "standings", "pair", "duplicate")
#: The purposes that write on the plain thin store (``pair`` has its own).
_LITE_WRITES = ("result", "duplicate")


def create_tournament(
    target: str | os.PathLike[str],
    name: str,
    system: System | str,
    *,
    rounds: int | None = None,
    profile: str = DEFAULT_PROFILE,
    tiebreaks: str | list[str] = "FIGS",
    actor: str = "",
    fill: Callable[[Store], None] | None = None,
    category: str | None = None,
    **fields: Any,
) -> Store:
    """Create a new tournament file (or database) and return the open store.

    The file is built under a temporary name and appears complete or not at all (a kill
    leaves nothing a rerun would meet); ``fill(store)`` runs before that, for importers that
    create a tournament with its players and rounds (``import-tsh``).
    """
    from figs_td.store.store import building

    if rounds is not None and rounds < 1:
        raise InputError(f"numero di turni non valido: {rounds}")
    with building(target) as store:
        with store.transaction(actor=actor) as tx:
            tx.tournament.create(
                name, system, planned_rounds=rounds, profile=profile, tiebreaks=tiebreaks, **fields
            )
            if category:
                tx.tournament.set_setting(CATEGORY_SETTING, check_category(category))
        if fill is not None:
            fill(store)
    return open_store(target)


def open_tournament(target: str | os.PathLike[str], *, purpose: str = "") -> Store:
    """Open an existing tournament; a file without a tournament is an error.

    ``purpose`` says what the caller will do, when that is one of :data:`LITE_PURPOSES`:
    ``result`` (enter, correct or clear one result, with the reads around it: games, players,
    standings), ``standings`` (read only; the duplicate standings too), ``pair`` (pair the next
    round) or ``duplicate`` (the duplicate event's games, draws, tops and slips:
    :mod:`figs_td.services.duplicate.events`). A ``.figs`` file of the current schema is then opened on
    the thin SQLite path (:func:`figs_td.store.lite.open_lite`: no SQLAlchemy, the same
    transaction interface for these use cases, the same rules, messages and locking);
    anything else (a database URL, an older schema to migrate, a damaged file…) by the full
    store, as without ``purpose``.
    """
    if purpose:
        if purpose not in LITE_PURPOSES:
            raise ValueError(f"uso sconosciuto: {purpose!r}")
        from figs_td.store.lite import open_lite

        if purpose == "pair":
            from figs_td.store.lite_pair import open_lite_pair

            lite = open_lite_pair(target)
        else:
            lite = open_lite(target, write=purpose in _LITE_WRITES)
        if lite is not None:
            return lite  # type: ignore[return-value]  # the same interface for these uses
    store = open_store(target)
    try:
        with store.read() as tx:
            tx.tournament.get()
    except BaseException:
        store.close()
        raise
    return store


def tournament_info(store: Store) -> TournamentInfo:
    with store.read() as tx:
        return tx.tournament.get()


def rule_profile(store: Store) -> RuleProfile:
    """The tournament's rule profile (its named profile with the arbiter's overrides)."""
    with store.read() as tx:
        return tx.tournament.rule_profile()


def load_state(store: Store) -> TournamentState:
    """The :class:`TournamentState` of the tournament (players, games, system, settings)."""
    with store.read() as tx:
        return tx.state()


def tournament_summary(store: Store) -> dict[str, Any]:
    """Name, system and counts (players, rounds, games, games with a result), e.g. after an import."""
    with store.read() as tx:
        info = tx.tournament.get()
        players = tx.players.count()
        rounds = tx.rounds.last_number()
        games = [g for g in tx.rounds.games() if g.second is not None]
    return {
        "name": info.name,
        "system": info.system.value,
        "players": players,
        "rounds": rounds,
        "games": len(games),
        "results": sum(1 for g in games if g.score_first is not None),
    }


def update_tournament(store: Store, *, actor: str = "", **fields: Any) -> TournamentInfo:
    with store.transaction(actor=actor) as tx:
        return tx.tournament.update(**fields)


def audit_log(store: Store, *, limit: int | None = None) -> list[AuditEntry]:
    with store.read() as tx:
        return tx.audit.entries(limit=limit)


def audit_sentences(store: Store, *, limit: int | None = None) -> tuple[Any, ...]:
    """The audit log as the audit document prints it (``reports.data.AuditLine``: date and
    time, who, the Italian action and a sentence naming the players and tables)."""
    from figs_td.reports.sentences import audit_lines

    with store.read() as tx:
        entries = tx.audit.entries(limit=limit)
        state = tx.state()
    players = {p.id: p.name for p in state.players}
    games = {
        (g.round, g.table): f"{players[g.first]} – {players[g.second]}"
        for g in state.games
        if g.second is not None
    }
    return audit_lines(entries, players, games)


def tournament_json(info: TournamentInfo) -> dict[str, Any]:
    """Stable JSON of a tournament (docs/riferimento/torneo.md)."""
    d = dataclasses.asdict(info)
    d["system"] = info.system.value
    d["support_panel"] = list(info.support_panel)
    return d


def audit_json(entry: AuditEntry) -> dict[str, Any]:
    return dataclasses.asdict(entry)
