"""Pairing use cases: pair the next round (:func:`pair_next_round`), pair a round again
(:func:`repair_round`) and show a round paired (:func:`round_view`, :class:`PairedRound`,
:class:`TableView`). Each function takes an open :class:`~figs_td.store.store.Store`, runs one
transaction, calls the pairing core and returns plain values.
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
from figs_td.core.pairing import PairingError, RoundPairing, find_system
from figs_td.errors import ConflictError, InputError
from figs_td.services._gc import without_gc_passes
from figs_td.services.pairing.settings import (
    DRAW_AT_TABLE,
    PREFIX,
    _check_draw,
    first_move_mode,
    pairing_options,
)

if TYPE_CHECKING:
    from figs_td.store.records import GameRecord, TournamentInfo
    from figs_td.store.store import Store
    from figs_td.store.transaction import Transaction


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


def _check_last(tx: Transaction, round_no: int) -> None:
    """Only the last round paired can be deleted (or paired again)."""
    last = tx.rounds.last_number()
    if last == 0:
        raise InputError("nessun turno abbinato")
    if round_no != last:
        raise InputError(
            f"si può annullare solo l'ultimo turno abbinato ({last}), non il {round_no}"
        )


def _delete_last(tx: Transaction, round_no: int, *, force: bool) -> None:
    _check_last(tx, round_no)
    meta = tx.rounds.info(round_no).meta
    tx.rounds.delete_last_round(force=force)
    fixed = meta.get("set_settings") or {}
    if isinstance(fixed, list):  # older rounds: only the keys
        fixed = dict.fromkeys(fixed)
    for key, value in fixed.items():
        tx.tournament.set_setting(key, value)


def last_round(store: Store) -> int:
    """The number of the last paired round (0 before round 1)."""
    with store.read() as tx:
        return int(tx.rounds.last_number())


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
