"""Result use cases: one result, a whole round from CSV/XLSX, corrections (audited)."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from figs_td.core.model import GameKind
from figs_td.errors import ConflictError, InputError
from figs_td.store import GameRecord

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from typing import Any, TypedDict, Unpack

    from figs_td.store import Store
    from figs_td.store.transaction import Transaction

    class ClockData(TypedDict, total=False):
        """The clock of a game lost on time, as :func:`compute_time_loss` takes it (its
        defaults: no rack left, no overtime, no base time left)."""

        racks: tuple[str, str]
        overtime_s: tuple[int, int]
        base_left_s: tuple[int, int]


_SCORE = re.compile(r"^\s*([0-9]{1,6})\s*[-–:/]\s*([0-9]{1,6})\s*$")


def parse_score(text: str) -> tuple[int, int]:
    """``"412-380"`` → (412, 380): first the player who moved first."""
    m = _SCORE.match(text or "")
    if not m:
        if re.match(r"^\s*-\d", text or "") or re.search(r"[-–:/]\s*-\s*\d", text or ""):
            raise InputError(f"punteggio negativo in '{text}': impossibile")
        raise InputError(f"punteggio non valido: '{text}' (scrivere per esempio 412-380)")
    return int(m.group(1)), int(m.group(2))


def has_result(game: GameRecord) -> bool:
    """True when a result is stored (a double forfeit has no scores but is a result)."""
    return game.second is not None and (
        game.score_first is not None or game.kind is GameKind.DOUBLE_FORFEIT
    )


def check_correction(
    tx: Transaction,
    game: GameRecord,
    expected_version: int | None,
    *,
    force: bool,
    remedy: str = "",
) -> None:
    """The one version check of every write to a game's result (result, correction, forfeit,
    time loss, clearing, scoresheet attach), for the GUI and the CLI alike.

    ``expected_version`` is the version of the game the caller saw: if the game changed since,
    :class:`ConflictError` names who changed it and when. Without a version, changing a result
    already stored needs ``force`` (the CLI's ``--force``; ``--version N`` is the safe way):
    another desk's result is never replaced without a word. ``remedy``: what the refusal tells
    the user to do, when the caller offers other ways than ``--version N`` / ``--force``.
    """
    if expected_version is not None:
        if game.version != expected_version:
            raise ConflictError(tx.rounds._conflict(game, expected_version))
        return
    if force or not has_result(game):
        return
    who = tx.rounds.changed_by(game)
    shown = (
        "doppia sconfitta a tavolino"
        if game.kind is GameKind.DOUBLE_FORFEIT
        else f"{game.score_first}-{game.score_second}"
    )
    remedy = remedy or (
        "per correggerlo indicare la versione della partita che si sostituisce "
        f"(--version {game.version}) oppure forzare (--force)"
    )
    # The game's version counts every change of the row (the pairing is its first): the first
    # result typed is version 2 of the game, not a "versione 2" of the result (issue 39). The
    # number is said only where it is used, in --version.
    raise ConflictError(
        f"turno {game.round}, tavolo {game.table}: c'è già il risultato {shown} "
        f"(inserito {who}): {remedy}"
    )


def _shown(game: GameRecord) -> str:
    if game.kind is GameKind.DOUBLE_FORFEIT:
        return "doppia sconfitta a tavolino"
    if game.score_first is None:
        return "nessun risultato"
    return f"{game.score_first}-{game.score_second}"


def detach_contradicted_scoresheet(
    tx: Transaction, before: GameRecord, after: GameRecord
) -> str | None:
    """A result written by hand (not from the scoresheet) that differs from the one stored
    leaves the attached scoresheet contradicting the game: the scoresheet is detached in the
    same transaction, its whole content kept in the audit entry ``scoresheet.detach`` (nothing
    is lost: ``figs-td log``), and the returned sentence says so. None when nothing changed or
    no scoresheet is attached. (The result of a game with a scoresheet is the scoresheet's,
    set when it was attached: any other result contradicts it.)"""
    same = (before.score_first, before.score_second, before.kind)
    if same == (after.score_first, after.score_second, after.kind):
        return None
    saved = tx.scoresheets.get(after.id)
    if saved is None:
        return None
    import json

    try:
        content: Any = json.loads(saved.record)
    except ValueError:
        content = saved.record
    tx.audit.record(
        "scoresheet.detach",
        entity="games",
        key=after.id,
        old={"score": [before.score_first, before.score_second], "record": content},
        new={"score": [after.score_first, after.score_second]},
    )
    tx.scoresheets.delete(after.id)
    return (
        f"{_where(after.round, after.table or 0)}: il formulario allegato (che dava "
        f"{_shown(before)}) non corrisponde più al risultato {_shown(after)}: è stato staccato "
        "dalla partita (il suo contenuto resta nel registro, figs-td log)"
    )


@dataclasses.dataclass(frozen=True)
class ResultChange:
    """What :func:`enter_result` did: the game after, and the result before (if a correction)."""

    game: GameRecord
    corrected: bool
    previous: tuple[int | None, int | None] | None
    #: What else happened, in Italian (a contradicted scoresheet detached).
    notes: tuple[str, ...] = ()


def enter_result(
    store: Store,
    round_no: int,
    table: int,
    score_first: int,
    score_second: int,
    *,
    kind: GameKind | str = GameKind.NORMAL,
    time_loss: dict[str, Any] | None = None,
    expected_version: int | None = None,
    started: int | None = None,
    force: bool = False,
    actor: str = "",
) -> ResultChange:
    """Enter or correct the result at ``table`` of ``round_no`` (one transaction, audited).

    ``started``: who actually started (art. 25: drawn at the table, or the arbiter's choice) as
    the seat on the pairing — 0 the player paired first, 1 the one paired second. With 1 the
    two are swapped first (audited as ``game.swap_first``), so ``score_first`` is then the
    score of the player who really started. ``None`` keeps the pairing as it is.

    Correcting a stored result needs ``expected_version`` (the version replaced) or ``force``
    (:func:`check_correction`)."""
    if started is not None and (isinstance(started, bool) or started not in (0, 1)):
        raise InputError(f"chi ha iniziato: 0 (primo) o 1 (secondo), non {started!r}")
    with store.transaction(actor=actor) as tx:
        check_correction(tx, tx.rounds.game(round_no, table), expected_version, force=force)
        if started == 1:
            tx.rounds.swap_first(round_no, table, expected_version=expected_version)
            expected_version = None  # checked by the swap, in this same transaction
        before, after = tx.rounds.change_result(
            round_no,
            table,
            score_first,
            score_second,
            kind=kind,
            time_loss=time_loss,
            expected_version=expected_version,
        )
        note = detach_contradicted_scoresheet(tx, before, after)
    corrected = before.score_first is not None
    previous = (before.score_first, before.score_second) if corrected else None
    return ResultChange(after, corrected, previous, (note,) if note else ())


def clear_result(
    store: Store,
    round_no: int,
    table: int,
    *,
    expected_version: int | None = None,
    started: int | None = None,
    force: bool = False,
    actor: str = "",
) -> GameRecord:
    """Remove the result at ``table`` of ``round_no`` (one transaction; audited by the store as
    ``result.clear``). ``expected_version``: the version this desk showed (another desk's change
    meanwhile → ConflictError); without it a stored result is removed only with ``force``.
    ``started`` 1: also swap who moves first (undoing an entry that
    recorded the other player as the one who started)."""
    with store.transaction(actor=actor) as tx:
        check_correction(tx, tx.rounds.game(round_no, table), expected_version, force=force)
        if started == 1:
            tx.rounds.swap_first(round_no, table, expected_version=expected_version)
            expected_version = None
        before = tx.rounds.game(round_no, table)
        after = tx.rounds.clear_result(round_no, table, expected_version=expected_version)
        detach_contradicted_scoresheet(tx, before, after)
        return after


def round_games(store: Store, round_no: int) -> list[GameRecord]:
    """The games of ``round_no`` as stored (results, kinds, versions), tables in order, byes
    last."""
    with store.read() as tx:
        games = tx.rounds.games(round_no)
    return sorted(games, key=lambda g: (g.table is None, g.table or 0))


def game_at(store: Store, round_no: int, table: int) -> GameRecord:
    """The game at ``table`` of ``round_no``; a missing table is an InputError (Italian)."""
    with store.read() as tx:
        return tx.rounds.game(round_no, table)


#: The refusal of a file's row that would replace a stored result (a file has no versions).
_FILE_REMEDY = (
    "il file non indica le versioni dei risultati: per sostituirlo con quello del file "
    "ripetere l'importazione forzando (--force)"
)


def enter_round_results(
    store: Store,
    round_no: int,
    src: str | Path,
    *,
    force: bool = False,
    actor: str = "",
    notes: list[str] | None = None,
) -> list[GameRecord]:
    """Results of a whole round from CSV/XLSX (tavolo, primo, secondo): all or nothing; every bad
    row is reported with file, line and column. A row that would change a result already stored
    (another one than the file's) is refused unless ``force`` (a file carries no versions). A
    changed game whose scoresheet then contradicts it loses the scoresheet (kept in the log:
    :func:`detach_contradicted_scoresheet`); the sentences are appended to ``notes``."""
    from figs_td.services.exchange.tables import ErrorList, ImportFileError, parse_results

    path = Path(src)
    lines = parse_results(path)
    out: list[GameRecord] = []
    with store.transaction(actor=actor) as tx:
        tx.rounds.info(round_no)  # the round must exist
        bad = ErrorList()
        for ln in lines:
            if bad.full:
                break
            try:
                game = tx.rounds.game(round_no, ln.table)
                if (game.score_first, game.score_second) != (ln.score_first, ln.score_second):
                    check_correction(tx, game, None, force=force, remedy=_FILE_REMEDY)
                after = tx.rounds.set_result(round_no, ln.table, ln.score_first, ln.score_second)
                note = detach_contradicted_scoresheet(tx, game, after)
                if note and notes is not None:
                    notes.append(note)
                out.append(after)
            except InputError as e:  # refused before anything is written; all rolled back
                col = ln.columns["table"] if "tavolo" in str(e) else None
                bad.add(ImportFileError(path.name, ln.line, col, str(e)))
            except ConflictError as e:
                bad.add(ImportFileError(path.name, ln.line, None, str(e)))
        bad.raise_if_any()
    return out


#: The order of the clock data of a time loss in every JSON output (documented in
#: docs/riferimento/direttore.md), whether it was just computed or read back from the store (which
#: keeps it with sorted keys); keys not listed (``absent``…) follow in alphabetical order.
TIME_LOSS_KEYS = (
    "scores",
    "racks",
    "overtime_s",
    "base_left_s",
    "flagged",
    "profile",
    "profile_overrides",
)


def time_loss_json(data: dict[str, Any] | None) -> dict[str, Any] | None:
    """The clock data of a time loss with its keys in the documented order."""
    if data is None:
        return None
    known = [k for k in TIME_LOSS_KEYS if k in data]
    return {k: data[k] for k in [*known, *sorted(set(data) - set(known))]}


def game_json(g: GameRecord) -> dict[str, Any]:
    """Stable JSON of a game (docs/riferimento/torneo.md)."""
    return {
        "id": g.id,
        "round": g.round,
        "table": g.table,
        "first": g.first,
        "second": g.second,
        "score_first": g.score_first,
        "score_second": g.score_second,
        "kind": g.kind.value,
        "time_loss": time_loss_json(g.time_loss),
        "version": g.version,
    }


# ---------------------------------------------------------------------------------------------
# Forfeits and time losses (the director's special results)


def change_json(change: ResultChange) -> dict[str, Any]:
    """JSON of an entered/corrected result: the game plus ``corrected`` and ``previous``."""
    data = game_json(change.game)
    data["corrected"] = change.corrected
    data["previous"] = list(change.previous) if change.previous else None
    return data


def _where(round_no: int, table: int) -> str:
    return f"turno {round_no}, tavolo {table}"


def enter_forfeit(
    store: Store,
    round_no: int,
    table: int,
    present: int | None,
    *,
    expected_version: int | None = None,
    force: bool = False,
    actor: str = "",
) -> ResultChange:
    """Vittoria a tavolino at ``table``: ``present`` is 0 (who moves first) or 1 (who moves
    second), the player who showed up; ``None`` when both were absent.

    The scores are the conventional ones of the tournament's :class:`ResultSettings`
    (domain.md §7: a win by ``forfeit_spread``, default +50; both absent: both lose, no spread),
    kind ``forfeit`` / ``double_forfeit``; audited by the store as any result.
    """
    from figs_td.core.rules import forfeit_result

    if present is not None and (isinstance(present, bool) or present not in (0, 1)):
        raise InputError(f"giocatore presente: 0 (primo), 1 (secondo) o nessuno, non {present!r}")
    with store.transaction(actor=actor) as tx:
        game = tx.rounds.game(round_no, table)
        if game.second is None:
            raise InputError(f"{_where(round_no, table)}: è un riposo, non una partita")
        check_correction(tx, game, expected_version, force=force)
        clock: dict[str, Any] | None = None
        if present is not None and absence_mode(tx.tournament.settings()) == "tempo":
            # ``000_`` art. 38 / ``002_`` art. 42: the absent player's clock runs; never
            # arriving, they lose on time from 0–0 (rules.finish_game with the profile).
            tl = absence_time_loss(tx, present, where=_where(round_no, table))
            scores, kind, clock = tl.scores, GameKind.TIME_LOSS, tl.clock
        else:
            # domain.md §7 (``003_``, club practice): forfeit = win by the conventional spread.
            conv = forfeit_result(tx.tournament.result_settings(), present=present)
            scores = conv.scores
            kind = GameKind.DOUBLE_FORFEIT if present is None else GameKind.FORFEIT
        before, after = tx.rounds.change_result(
            round_no,
            table,
            scores[0],
            scores[1],
            kind=kind,
            time_loss=clock,
            expected_version=expected_version,
        )
        note = detach_contradicted_scoresheet(tx, before, after)
    corrected = before.score_first is not None or before.kind is GameKind.DOUBLE_FORFEIT
    previous = (before.score_first, before.score_second) if corrected else None
    return ResultChange(after, corrected, previous, (note,) if note else ())


#: Tournament setting: how an absent player's game is scored (domain.md §7, "Absent player").
ABSENCE_SETTING = "results.absence"
ABSENCE_MODES = ("tavolino", "tempo")


def absence_mode(settings: dict[str, Any]) -> str:
    """``tavolino`` (default: the conventional forfeit) or ``tempo`` (a time loss from 0–0)."""
    value = settings.get(ABSENCE_SETTING) or "tavolino"
    return value if value in ABSENCE_MODES else "tavolino"


def check_absence_mode(value: str) -> str:
    mode = (value or "").strip().casefold()
    aliases = {"tavolino": "tavolino", "forfeit": "tavolino", "tempo": "tempo", "time": "tempo"}
    if mode not in aliases:
        raise InputError(f"assenza: '{value}' non valido (tavolino o tempo)")
    return aliases[mode]


def absence_time_loss(tx: Transaction, present: int, *, where: str = "") -> TimeLoss:
    """The absent player (seat ``1 - present``) loses on time from a 0–0 score.

    ``000_`` art. 38 / ``002_`` art. 42: "il suo orologio viene messo in moto ugualmente". A
    player who never arrives uses all the base and supplementary time; the present player's clock
    never ran (decision: their whole base time is left, which the M1 margin of ``002_`` art. 40
    counts). figs-25: 0 − 50 for the absent one (art. 37); figs-2008: 22 min left → margin
    max(20, 60 + 20·22) = 500, so 0 – (−500); club-22: 0 – (−470).
    """
    from figs_td.core.rules import get_profile

    info = tx.tournament.get()
    try:
        rp = get_profile(info.profile, **info.profile_overrides)
    except ValueError as exc:
        raise InputError(str(exc)) from None
    left = [0, 0]
    left[present] = rp.base_time_min * 60
    tl = compute_time_loss(
        info.profile,
        info.profile_overrides,
        (0, 0),
        flagged=1 - present,
        base_left_s=(left[0], left[1]),
        where=where,
    )
    return TimeLoss(tl.scores, {**tl.clock, "absent": 1 - present})


@dataclasses.dataclass(frozen=True)
class TimeLoss:
    """A time loss worked out: the scores to record and the clock data kept with the game."""

    scores: tuple[int, int]
    clock: dict[str, Any]


def _seat(value: int | str) -> int:
    if isinstance(value, bool):
        raise InputError(f"giocatore a tempo scaduto: 0 (primo) o 1 (secondo), non {value!r}")
    if value in (0, "0", "first", "primo"):
        return 0
    if value in (1, "1", "second", "secondo"):
        return 1
    raise InputError(f"giocatore a tempo scaduto: 0 (primo) o 1 (secondo), non {value!r}")


def compute_time_loss(
    profile_name: str,
    overrides: dict[str, Any],
    scores: tuple[int, int],
    *,
    flagged: int,
    racks: tuple[str, str] = ("", ""),
    overtime_s: tuple[int, int] = (0, 0),
    base_left_s: tuple[int, int] = (0, 0),
    where: str = "",
) -> TimeLoss:
    """Final scores of a game lost on time (pure: no store).

    ``rules.finish_game`` applies art. 37/40 of ``000_`` (figs-25: −50 and margin M2) or art. 39/40
    of ``002_`` (figs-2008, club-22: per-minute penalty and margin M1). The flagged player's final
    score may be below zero (e.g. running 20–40 under figs-25, second flagged: 20 to 20 − 50 =
    −30): it is kept as the rules give it, and the store accepts it for a ``time_loss`` game
    (a score typed by hand is never negative).
    """
    from figs_td.core.rules import finish_game, get_profile

    prefix = f"{where}: " if where else ""
    seat = _seat(flagged)
    try:
        profile = get_profile(profile_name, **overrides)
        final = finish_game(
            profile,
            (scores[0], scores[1]),
            racks=(racks[0], racks[1]),
            overtime_s=(overtime_s[0], overtime_s[1]),
            flagged=seat,
            base_left_s=(base_left_s[0], base_left_s[1]),
        )
    except InputError:
        raise
    except ValueError as exc:
        raise InputError(f"{prefix}{exc}") from None
    clock = {
        "scores": [scores[0], scores[1]],
        "racks": [racks[0], racks[1]],
        "overtime_s": [overtime_s[0], overtime_s[1]],
        "base_left_s": [base_left_s[0], base_left_s[1]],
        "flagged": seat,
        "profile": profile_name,
        "profile_overrides": dict(overrides),
    }
    return TimeLoss(final, clock)


def _time_loss_in(
    tx: Transaction,
    round_no: int,
    table: int,
    scores: tuple[int, int],
    *,
    flagged: int,
    **clock: Unpack[ClockData],
) -> TimeLoss:
    game = tx.rounds.game(round_no, table)
    where = _where(round_no, table)
    if game.second is None:
        raise InputError(f"{where}: è un riposo, non una partita")
    info = tx.tournament.get()
    return compute_time_loss(
        info.profile,
        info.profile_overrides,
        scores,
        flagged=flagged,
        where=where,
        **clock,
    )


def time_loss_of(
    store: Store,
    round_no: int,
    table: int,
    scores: tuple[int, int],
    *,
    flagged: int,
    **clock: Unpack[ClockData],
) -> TimeLoss:
    """Like :func:`preview_time_loss`, with the clock data that would be stored (nothing saved)."""
    with store.read() as tx:
        return _time_loss_in(
            tx,
            round_no,
            table,
            scores,
            flagged=flagged,
            **clock,
        )


def preview_time_loss(
    store: Store,
    round_no: int,
    table: int,
    scores: tuple[int, int],
    *,
    flagged: int,
    **clock: Unpack[ClockData],
) -> tuple[int, int]:
    """The scores :func:`enter_time_loss` would record, without saving anything."""
    return time_loss_of(
        store,
        round_no,
        table,
        scores,
        flagged=flagged,
        **clock,
    ).scores


def enter_time_loss(
    store: Store,
    round_no: int,
    table: int,
    scores: tuple[int, int],
    *,
    flagged: int,
    expected_version: int | None = None,
    force: bool = False,
    actor: str = "",
    **clock: Unpack[ClockData],
) -> tuple[int, int]:
    """Sconfitta per tempo at ``table``: ``scores`` are the running totals when play stopped
    (first = who moved first), ``flagged`` the seat (0/1) whose supplementary time ran out.

    The final scores come from ``rules.finish_game`` with the tournament's rule profile (name and
    overrides); the game is saved with kind ``time_loss`` and the clock data as its time-loss
    JSON (``scores racks overtime_s base_left_s flagged profile profile_overrides``). Audited by
    the store (``result.enter`` / ``result.correct``). Returns the recorded scores.
    """
    with store.transaction(actor=actor) as tx:
        check_correction(tx, tx.rounds.game(round_no, table), expected_version, force=force)
        tl = _time_loss_in(
            tx,
            round_no,
            table,
            scores,
            flagged=flagged,
            **clock,
        )
        before, after = tx.rounds.change_result(
            round_no,
            table,
            tl.scores[0],
            tl.scores[1],
            kind=GameKind.TIME_LOSS,
            time_loss=tl.clock,
            expected_version=expected_version,
        )
        detach_contradicted_scoresheet(tx, before, after)
    return tl.scores


def seat_at_table(store: Store, round_no: int, table: int, who: str) -> int:
    """Seat (0 = moved first, 1 = second) of the player ``who`` at ``table``: ``first``/``second``
    (``primo``/``secondo``), a name (accents/case ignored; the surname alone when it is enough),
    a tessera or ``#id``."""
    from figs_td.core.inputs import name_key

    text = (who or "").strip()
    low = text.casefold()
    if low in ("first", "primo", "0"):
        return 0
    if low in ("second", "secondo", "1"):
        return 1
    with store.read() as tx:
        game = tx.rounds.game(round_no, table)
        if game.second is None:
            raise InputError(f"{_where(round_no, table)}: è un riposo, non una partita")
        recs = [tx.players.record(game.first), tx.players.record(game.second)]
    key = name_key(text)
    tests = (
        lambda r: text.startswith("#") and text[1:] == str(r.id),
        lambda r: key in (name_key(r.name), name_key(f"{r.given_name} {r.surname}")),
        lambda r: bool(r.federation_id) and r.federation_id == text,
        lambda r: key == name_key(r.surname) or key == name_key(r.given_name),
        lambda r: bool(key) and key in name_key(r.name),
    )
    for test in tests:
        seats = [i for i, r in enumerate(recs) if test(r)]
        if len(seats) == 1:
            return seats[0]
        if len(seats) == 2:
            raise InputError(
                f"'{text}' è ambiguo al {_where(round_no, table)}: {recs[0].name}, {recs[1].name}"
            )
    raise InputError(
        f"al {_where(round_no, table)} giocano {recs[0].name} e {recs[1].name}, non '{text}'"
    )
