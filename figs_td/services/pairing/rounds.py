"""Pairing use cases (abbinamenti): pair the next round, show, re-pair, delete, swap, options.

Each function takes an open :class:`~figs_td.store.store.Store`, runs one transaction, calls the
pairing core and returns plain values. The pairing options live in the tournament's JSON
settings under ``pairing.*`` keys:

- ``pairing.draw``: ``"random"`` / ``"rating"`` (round 1 of italo-svizzero; pairing numbers of a
  girone: seed order unless ``"random"``).
- ``pairing.phases``: the championship format ``{"swiss_rounds", "knockout", "best_of",
  "third_place", "consolation"}``.
- ``pairing.knockout``: a knockout's ``{"best_of", "third_place"}`` plus, once it starts, its
  ``seeds`` and ``start_round``.
- ``pairing.pairing_numbers`` / ``pairing.pairing_seed``: the girone's pairing numbers, fixed at
  round 1; ``pairing.groups_members``: the groups of the 2008 format, fixed at round 1.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from figs_td.core.lexicon.word_tables import THRESHOLD_SETTING, word_list_players
from figs_td.core.model import Game, System
from figs_td.core.pairing import PairingError, PairingOptions, RoundPairing, find_system
from figs_td.core.pairing.base import History
from figs_td.core.rules import get_profile
from figs_td.errors import ConflictError, InputError
from figs_td.services._gc import without_gc_passes

if TYPE_CHECKING:
    from figs_td.store.records import GameRecord, TournamentInfo
    from figs_td.store.store import Store
    from figs_td.store.transaction import Transaction

__all__ = [
    "DRAW_AT_TABLE",
    "FIRST_MOVE_SETTING",
    "PREFIX",
    "PairedRound",
    "RoundSnapshot",
    "TableView",
    "delete_last_round",
    "last_round",
    "pair_next_round",
    "pairing_options",
    "repair_round",
    "reset_draw",
    "restore_round",
    "round_snapshot",
    "round_versions",
    "round_view",
    "set_draw",
    "format_view",
    "set_knockout",
    "set_phases",
    "swap_players",
    "swap_warnings",
]

PREFIX = "pairing."
#: Who starts (art. 25): ``bilanciato`` (the program's balanced assignment, default) or
#: ``sorteggio`` (the players draw tiles at the table; the pairing sheet says "sorteggio").
FIRST_MOVE_SETTING = PREFIX + "first_move"
FIRST_MOVE_MODES = ("bilanciato", "sorteggio")
#: What the pairing sheet shows instead of a name when the players draw at the table.
DRAW_AT_TABLE = "sorteggio"


def first_move_mode(settings: dict[str, Any]) -> str:
    """``bilanciato`` (default) or ``sorteggio`` from the tournament's settings."""
    value = settings.get(FIRST_MOVE_SETTING) or "bilanciato"
    return value if value in FIRST_MOVE_MODES else "bilanciato"


def check_first_move(value: str) -> str:
    mode = (value or "").strip().casefold()
    aliases = {
        "bilanciato": "bilanciato",
        "balanced": "bilanciato",
        "programma": "bilanciato",
        "sorteggio": "sorteggio",
        "draw": "sorteggio",
        "sorteggio al tavolo": "sorteggio",
    }
    if mode not in aliases:
        raise InputError(f"chi inizia: '{value}' non valido (bilanciato o sorteggio)")
    return aliases[mode]


@dataclass(frozen=True)
class TableView:
    """A table as shown on the pairing sheet."""

    table: int
    first: int
    second: int
    first_name: str
    second_name: str
    reason: str = ""
    first_reason: str = ""
    rematch: int = 0
    label: str = ""
    # May consult the 2- and 3-letter word tables (rating ≤ ``words.threshold_rating``, domain.md §7)
    first_word_list: bool = False
    second_word_list: bool = False
    # Art. 25: the players draw at the table who starts (the round was paired with
    # ``pairing.first_move = sorteggio``): show "sorteggio" instead of ``first_name``.
    starts_by_draw: bool = False

    @property
    def starts(self) -> str:
        """Who starts as the pairing sheet says it: a name, or "sorteggio"."""
        return DRAW_AT_TABLE if self.starts_by_draw else self.first_name


@dataclass(frozen=True)
class PairedRound:
    """A round as stored, with names and explanations (what the CLI and the GUI show)."""

    round: int
    system: str
    tables: tuple[TableView, ...]
    byes: tuple[int, ...]
    bye_names: tuple[str, ...]
    idle_names: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()
    seed: int | None = None
    backup: Path | None = None
    #: Knockout seeds who skip this round (bracket not full): listed in the JSON's ``byes``.
    skip_names: tuple[str, ...] = ()
    meta: dict[str, Any] = field(default_factory=dict)
    #: Who announced he would miss this round (players absent, issue 42 §2): "Nome (motivo)".
    absent_names: tuple[str, ...] = ()

    @property
    def first_move(self) -> str:
        """``bilanciato`` or ``sorteggio`` (art. 25), as fixed when the round was paired."""
        return "sorteggio" if self.meta.get("first_move") == "sorteggio" else "bilanciato"

    def to_json(self) -> dict[str, Any]:
        """The issue's JSON shape: round, tables (table, first, second), byes (names: the byes
        and, in a knockout, the seeds who skip the round); plus ``first_move`` and, per table,
        ``starts`` (a name, or "sorteggio")."""
        return {
            "round": self.round,
            "tables": [
                {
                    "table": t.table,
                    "first": t.first_name,
                    "second": t.second_name,
                    "starts": t.starts,
                }
                for t in self.tables
            ],
            "byes": [*self.bye_names, *self.skip_names],
            "first_move": self.first_move,
            **({"absent": list(self.absent_names)} if self.absent_names else {}),
        }


def _core_settings(settings: dict[str, Any]) -> dict[str, Any]:
    return {k[len(PREFIX) :]: v for k, v in settings.items() if k.startswith(PREFIX)}


def pairing_options(
    tx: Transaction,
    *,
    seed: int | None = None,
    draw: str | None = None,
    info: TournamentInfo | None = None,
) -> PairingOptions:
    """The core's options from the tournament's settings (``seed``/``draw`` override them;
    ``info``: the tournament as this transaction just read it, when the caller has it)."""
    if info is None:
        info = tx.tournament.get()
    core = _core_settings(info.settings)
    # How a level knockout replay is resolved belongs to the rule profile (knockout_replay).
    # (The profile of the tournament just read: what tx.tournament.rule_profile() reads again.)
    core["knockout_replay"] = get_profile(info.profile, **info.profile_overrides).knockout_replay
    tiebreaks = info.tiebreaks if isinstance(info.tiebreaks, str) else tuple(info.tiebreaks)
    return PairingOptions(
        seed=seed,
        draw=draw or core.get("draw"),
        tiebreaks=tiebreaks,
        settings=core,
    )


def _check_draw(draw: str | None) -> str | None:
    if draw is None:
        return None
    value = draw.strip().lower()
    aliases = {"random": "random", "sorteggio": "random", "rating": "rating", "seed": "rating"}
    if value not in aliases:
        raise InputError(f"sorteggio sconosciuto: '{draw}' (usare random o rating)")
    return aliases[value]


def _pair(
    tx: Transaction,
    *,
    seed: int | None,
    draw: str | None,
    before_save: Callable[[int], None] | None = None,
    last: int | None = None,
) -> tuple[RoundPairing, dict[str, Any], list[GameRecord], list[Game], TournamentInfo]:
    """Pair and save the next round: (the pairing, its stored metadata, the games saved, the
    games before it, the tournament as read before pairing). ``last``: the last round's number
    when this transaction has just read it."""
    info = tx.tournament.get()
    state = tx.state(info)
    system = find_system(info.system)
    round_no = (tx.rounds.last_number() if last is None else last) + 1
    if info.planned_rounds and round_no > info.planned_rounds and info.system is System.SWISS:
        phases = tx.tournament.get_setting(PREFIX + "phases")
        if not phases:
            raise PairingError(
                f"il torneo prevede {info.planned_rounds} turni: sono già stati abbinati tutti",
                code="finished",
            )
    options = pairing_options(tx, seed=seed, draw=draw, info=info)
    rp = system.pair(state, round_no, options)
    # Settings fixed by this round, with their previous value (restored if the round is deleted).
    previous: dict[str, Any] = {}

    def put(key: str, value: Any) -> None:
        previous[PREFIX + key] = options.settings.get(key)
        tx.tournament.set_setting(PREFIX + key, value)

    md = dict(rp.metadata)
    if "pairing_numbers" in md and not options.settings.get("pairing_numbers"):
        put("pairing_numbers", md["pairing_numbers"])
        if md.get("seed") is not None:
            put("pairing_seed", md["seed"])
    if "groups_members" in md and not options.settings.get("groups_members"):
        put("groups_members", md["groups_members"])
    if "knockout" in md:
        stored = options.settings.get("knockout") or {}
        if not stored.get("seeds"):
            put("knockout", {**stored, **md["knockout"]})
    by_draw = first_move_mode(info.settings) == "sorteggio"
    meta: dict[str, Any] = {
        "first_move": "sorteggio" if by_draw else "bilanciato",
        "system": rp.system,
        "seed": rp.seed,
        "draw": md.get("draw"),
        "phase": md.get("phase", "main"),
        "notes": list(rp.notes),
        "idle": list(rp.idle),
        "teams": md.get("teams"),  # team events: [[home, away|None], …] (core/pairing/teams.py)
        "skips": list(md.get("skips", [])),
        "tables": {
            str(t.table): {
                "reason": t.reason,
                "first_reason": (
                    "chi inizia si sorteggia al tavolo (art. 25)" if by_draw else t.first_reason
                ),
                "rematch": t.rematch,
                "label": t.label,
            }
            for t in rp.tables
        },
        "set_settings": previous,
    }
    if before_save is not None:
        before_save(round_no)  # the pairing is valid: the backup copy is taken now
    saved = tx.rounds.save_round(round_no, rp.to_games(), meta=meta)
    return rp, meta, saved, state.games, info


def _saved_view(
    tx: Transaction,
    rp: RoundPairing,
    meta: dict[str, Any],
    saved: list[GameRecord],
    earlier: list[Game],
    info: TournamentInfo,
) -> PairedRound:
    """The view of the round :func:`_pair` has just saved (what it returns), nothing read back:
    its games, the games before it, its metadata and the word-list threshold of the tournament
    read at the start of the transaction (pairing changes no ``words.*`` setting)."""
    return _view(
        tx,
        rp.round,
        records=saved,
        earlier=earlier,
        meta=meta,
        threshold=info.settings.get(THRESHOLD_SETTING),
    )


def _check_expected(tx: Transaction, expected_round: int) -> int:
    """The round this desk means to pair must still be the next one: another desk that paired
    it meanwhile is named (never "results missing" or a duplicate key). Returns the last
    round's number."""
    last = tx.rounds.last_number()
    if last >= expected_round:
        raise ConflictError(
            f"il turno {expected_round} è già stato abbinato {tx.rounds.paired_by(expected_round)}"
        )
    return last


def pair_next_round(
    store: Store,
    *,
    seed: int | None = None,
    draw: str | None = None,
    actor: str = "",
    expected_round: int | None = None,
    absent: str | None = None,
) -> PairedRound:
    """Pair the next round: load, pair, backup copy (only once the pairing is valid), save the
    round with its seed and notes — one transaction.

    ``expected_round``: the round this desk means to pair (by default the one after the last
    round read when the call starts); if another desk paired it meanwhile →
    :class:`ConflictError` naming who and when. ``draw`` given here is also remembered in the
    settings (``pairing.draw``). ``absent``: what round 1 does with the players who have not
    checked in when check-in is in use (:func:`figs_td.services.registration.checkin.gate`: ``None`` refuses,
    ``include``, ``without``); the ones left out are named in the round's notes.
    """
    draw = _check_draw(draw)
    if expected_round is None:
        expected_round = last_round(store) + 1
    backups: list[Path | None] = []
    with store.transaction(actor=actor) as tx:
        tx.lock("pairing")
        last = _check_expected(tx, expected_round)
        left_out: list[str] = []
        if last == 0 and hasattr(tx, "checkin"):  # the thin store opens no round 1 in check-in
            from figs_td.services.registration.checkin import gate

            left_out = gate(tx, 1, absent)
        # The backup copy is written while the round is paired, saved and shown; it is waited
        # for at the end of this block, before the commit.
        with without_gc_passes(), _backup_while_pairing(store, "pair", backups) as before_save:
            if draw is not None:
                tx.tournament.set_setting(PREFIX + "draw", draw)
            paired = _pair(tx, seed=seed, draw=draw, before_save=before_save, last=last)
            view = _saved_view(tx, *paired)
    if left_out:
        note = "senza check-in, iscritti dal turno 2: " + ", ".join(left_out)
        view = dataclasses.replace(view, notes=(*view.notes, note))
    return dataclasses.replace(view, backup=backups[0] if backups else None)


@contextmanager
def _backup_while_pairing(
    store: Store, reason: str, backups: list[Path | None]
) -> Iterator[Callable[[int], None]]:
    """The backup copy written while the round is paired (SQLite: in a thread, started inside
    the write transaction; store/_backup.py); the callback gives it its name for round ``n``
    once the pairing is valid (and appends it to ``backups``); the block waits for it at its
    end (before the transaction commits; a failed copy fails the action). If the pairing fails
    the copy is removed: only actions that write leave a backup."""
    start = getattr(store, "_start_backup", None)
    # (No shorter thread switch interval while both run: the copy has the whole transaction to
    # finish, and each forced hand-over of Python's lock stalls the pairing on a busy machine.)
    early = start() if start is not None else None

    def before_save(n: int) -> None:
        if early is not None:
            backups.append(early.name(reason, round_no=n))
        else:
            backups.append(store.backup(reason, round_no=n))

    try:
        yield before_save
        if early is not None and backups:
            early.wait()
    finally:
        if early is not None:
            early.discard()


def repair_round(
    store: Store,
    round_no: int,
    *,
    seed: int | None = None,
    draw: str | None = None,
    actor: str = "",
) -> PairedRound:
    """Re-pair the last round, which must have no result yet (audited as delete + pair)."""
    draw = _check_draw(draw)
    backups: list[Path | None] = []
    with store.transaction(actor=actor) as tx:
        tx.lock("pairing")
        with without_gc_passes(), _backup_while_pairing(store, "repair", backups) as before_save:
            _delete_last(tx, round_no, force=False)
            if draw is not None:
                tx.tournament.set_setting(PREFIX + "draw", draw)
            paired = _pair(tx, seed=seed, draw=draw, before_save=before_save)
            tx.audit.record(
                "pairing.repair", entity="rounds", key=round_no, new={"seed": paired[0].seed}
            )
            view = _saved_view(tx, *paired)
    return dataclasses.replace(view, backup=backups[0] if backups else None)


def _delete_last(tx: Transaction, round_no: int, *, force: bool) -> None:
    last = tx.rounds.last_number()
    if last == 0:
        raise InputError("nessun turno abbinato")
    if round_no != last:
        raise InputError(
            f"si può annullare solo l'ultimo turno abbinato ({last}), non il {round_no}"
        )
    meta = tx.rounds.info(round_no).meta
    tx.rounds.delete_last_round(force=force)
    fixed = meta.get("set_settings") or {}
    if isinstance(fixed, list):  # older rounds: only the keys
        fixed = dict.fromkeys(fixed)
    for key, value in fixed.items():
        tx.tournament.set_setting(key, value)


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
    last = tx.rounds.last_number()
    if last == 0:
        raise InputError("nessun turno abbinato")
    if round_no != last:
        raise InputError(
            f"si può annullare solo l'ultimo turno abbinato ({last}), non il {round_no}"
        )
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


def last_round(store: Store) -> int:
    """The number of the last paired round (0 before round 1)."""
    with store.read() as tx:
        return int(tx.rounds.last_number())


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


def round_view(store: Store, round_no: int) -> PairedRound:
    """A stored round with names and the explanations recorded when it was paired."""
    with store.read() as tx:
        return _view(tx, round_no)


def _times_met(
    earlier: Iterable[Game], pairs: Iterable[tuple[int, int]]
) -> dict[tuple[int, int], int]:
    """How many times each of ``pairs`` (lower id first) met in the ``earlier`` games (what
    :meth:`History.times_met` counts: every game with two players, forfeits included)."""
    met = dict.fromkeys(pairs, 0)
    for g in earlier:
        b = g.second
        if b is None:
            continue
        a = g.first
        key = (a, b) if a < b else (b, a)
        if key in met:
            met[key] += 1
    return met


_NO_EXPLANATION: dict[str, Any] = {}


_NO_THRESHOLD = object()


def _view(
    tx: Transaction,
    round_no: int,
    *,
    records: Sequence[GameRecord] | None = None,
    earlier: Sequence[Game] | None = None,
    meta: dict[str, Any] | None = None,
    threshold: Any = _NO_THRESHOLD,
) -> PairedRound:
    """The round as the pairing sheet shows it. ``records``/``earlier``/``meta`` (the round's
    games, the games before it, its stored metadata) and ``threshold`` (the setting
    ``words.threshold_rating``) when the caller has them: the round just saved is not read
    back."""
    if meta is None:
        meta = tx.rounds.info(round_no).meta or {}
    if records is None:
        records = tx.rounds.games(round_no)
    if earlier is None:
        earlier = [g for g in tx.rounds.core_games() if g.round < round_no]
    met = _times_met(
        earlier,
        [
            (g.first, g.second) if g.first < g.second else (g.second, g.first)
            for g in records
            if g.second is not None
        ],
    )
    plist = tx.players.list()
    names = {p.id: p.name for p in plist}
    if threshold is _NO_THRESHOLD:
        threshold = tx.tournament.get_setting(THRESHOLD_SETTING)
    word_list = word_list_players(plist, threshold)
    explain = meta.get("tables", {})
    by_draw = meta.get("first_move") == "sorteggio"
    tables: list[TableView] = []
    byes: list[int] = []
    new_view = object.__new__
    for g in records:
        if g.second is None:
            byes.append(g.first)
            continue
        e = explain.get(str(g.table)) or _NO_EXPLANATION
        first, second = g.first, g.second
        # The frozen dataclass's fields set in one go (its __init__: 12 setattr calls a table).
        view = new_view(TableView)
        view.__dict__.update(
            table=g.table or 0,
            first=first,
            second=second,
            first_name=names[first] if first in names else f"#{first}",
            second_name=names[second] if second in names else f"#{second}",
            reason=e.get("reason", ""),
            first_reason=e.get("first_reason", ""),
            rematch=met[(first, second) if first < second else (second, first)],
            label=e.get("label", ""),
            first_word_list=first in word_list,
            second_word_list=second in word_list,
            starts_by_draw=by_draw,
        )
        tables.append(view)
    return PairedRound(
        round=round_no,
        system=str(meta.get("system", "")),
        tables=tuple(tables),
        byes=tuple(byes),
        bye_names=tuple(names.get(b, f"#{b}") for b in byes),
        idle_names=tuple(names.get(i, f"#{i}") for i in meta.get("idle", [])),
        skip_names=tuple(names.get(i, f"#{i}") for i in meta.get("skips", [])),
        notes=tuple(meta.get("notes", [])),
        seed=meta.get("seed"),
        meta=dict(meta),
        absent_names=_absent_names(tx, round_no, names),
    )


def _absent_names(tx: Any, round_no: int, names: dict[int, str]) -> tuple[str, ...]:
    """Who announced he would miss ``round_no`` (core/absences.py), with the reason."""
    from figs_td.core.absences import absent_labels

    return tuple(absent_labels(tx.tournament.settings(), round_no, names))


def set_draw(store: Store, draw: str, *, actor: str = "") -> str:
    value = _check_draw(draw)
    assert value is not None
    with store.transaction(actor=actor) as tx:
        tx.tournament.set_setting(PREFIX + "draw", value)
    return value


def reset_draw(store: Store, *, actor: str = "") -> None:
    """Round 1 drawn as the system does by default (removes ``pairing.draw``; audited as
    ``tournament.setting``)."""
    with store.transaction(actor=actor) as tx:
        tx.tournament.set_setting(PREFIX + "draw", None)


def set_phases(
    store: Store,
    *,
    swiss_rounds: int | None,
    knockout: int | None,
    best_of: int = 1,
    third_place: bool = False,
    consolation: bool = True,
    groups: int = 1,
    actor: str = "",
) -> dict[str, Any] | None:
    """Set (or clear, with both None) the championship format: N Swiss rounds, then top k."""
    if best_of < 1:
        raise InputError(f"partite per incontro: almeno 1, non {best_of}")
    with store.transaction(actor=actor) as tx:
        if swiss_rounds is None and knockout is None:
            tx.tournament.set_setting(PREFIX + "phases", None)
            return None
        if swiss_rounds is None or knockout is None or swiss_rounds < 1 or knockout < 2:
            raise InputError(
                "fasi: indicare i turni di italo-svizzero (almeno 1) e quanti giocatori passano "
                "al tabellone (almeno 2)"
            )
        info = tx.tournament.get()
        if info.system is not System.SWISS:
            raise InputError(
                f"le fasi (svizzero + eliminazione) valgono per un torneo italo-svizzero, "
                f"non {info.system.value}"
            )
        if tx.rounds.last_number() > swiss_rounds:
            raise InputError(
                f"già abbinati {tx.rounds.last_number()} turni: troppi per {swiss_rounds} turni "
                "di italo-svizzero"
            )
        if groups < 1 or knockout % groups:
            raise InputError(
                f"fasi: {knockout} posti nel tabellone non si dividono tra {groups} gruppi"
            )
        if groups > 1 and tx.rounds.last_number() > 0:
            raise InputError("i gruppi si decidono prima del primo turno")
        value = {
            "swiss_rounds": swiss_rounds,
            "knockout": knockout,
            "best_of": best_of,
            "third_place": third_place,
            "consolation": consolation,
        }
        if groups > 1:
            value["groups"] = groups
        tx.tournament.set_setting(PREFIX + "phases", value)
        return value


#: The options of an eliminazione diretta event before anybody set them.
KNOCKOUT_DEFAULTS: dict[str, Any] = {"best_of": 1, "third_place": False}


def format_view(store: Store) -> tuple[str, dict[str, Any] | None]:
    """What ``figs-td phases FILE`` shows, read only: ``("knockout", options)`` for an
    eliminazione diretta event (its options, defaults filled in), else ``("phases", value)``
    with the championship format (N Swiss rounds then top K) or ``None`` (Swiss only)."""
    with store.read() as tx:
        info = tx.tournament.get()
        if info.system is System.KNOCKOUT:
            current = dict(tx.tournament.get_setting(PREFIX + "knockout") or {})
            return "knockout", {**KNOCKOUT_DEFAULTS, **current}
        phases = tx.tournament.get_setting(PREFIX + "phases")
        return "phases", (dict(phases) if phases else None)


def set_knockout(
    store: Store,
    *,
    best_of: int | None = None,
    third_place: bool | None = None,
    actor: str = "",
) -> dict[str, Any]:
    """Options of an eliminazione diretta tournament (best-of-k, third-place match); an option
    given as ``None`` keeps its current value (nothing given: nothing written)."""
    if best_of is not None and best_of < 1:
        raise InputError(f"partite per incontro: almeno 1, non {best_of}")
    with store.transaction(actor=actor) as tx:
        stored = dict(tx.tournament.get_setting(PREFIX + "knockout") or {})
        current = {**KNOCKOUT_DEFAULTS, **stored}
        given = {
            k: v for k, v in (("best_of", best_of), ("third_place", third_place)) if v is not None
        }
        if all(current.get(k) == v for k, v in given.items()):
            return current  # nothing changes: nothing is written
        if stored.get("seeds"):
            raise InputError("il tabellone è già iniziato: opzioni non più modificabili")
        current.update(given)
        tx.tournament.set_setting(PREFIX + "knockout", current)
        return current
