"""One-round absences (issue 42 §2): ``players absent FILE NAME --round N [--reason] [--undo]``
and the window's action. The rule and the setting are in :mod:`figs_td.core.absences`.

An absence is announced before its round is paired: the player is left out of that round's
pairing (the bye of an odd field goes to someone else; in a round-robin his scheduled opponent
rests) and is paired again from the next round. For a round already paired the absence is a
forfeit of the game he has, entered with ``forfeit`` as any other: refused here, naming the
table. Not in a knockout round (a player who does not play a match loses it: a withdrawal)."""

from __future__ import annotations

from dataclasses import dataclass

from figs_td.core.absences import (
    ABSENCES_KEY,
    MAX_REASON,
    MAX_ROUND,
    MAX_ROUNDS_ABSENT,
    stored_absences,
)
from figs_td.errors import InputError

TYPE_CHECKING = False  # typing is not imported at start-up (nor what only types need)
if TYPE_CHECKING:
    from typing import Any

    from figs_td.store import Store

#: The words ``tournament set --absence-result`` accepts for each setting.
_ALIASES = {
    "nulla": "nulla",
    "niente": "nulla",
    "none": "nulla",
    "sconfitta": "sconfitta",
    "tavolino": "sconfitta",
    "loss": "sconfitta",
    "riposo": "riposo",
    "bye": "riposo",
}


@dataclass(frozen=True)
class Absence:
    player_id: int
    name: str
    round: int
    reason: str


def absence_json(a: Absence) -> dict[str, Any]:
    return {"player_id": a.player_id, "name": a.name, "round": a.round, "reason": a.reason}


def check_absence_result(value: str) -> str:
    """``nulla``, ``sconfitta`` or ``riposo`` (and their aliases) → the stored word."""
    word = (value or "").strip().casefold()
    if word not in _ALIASES:
        raise InputError(
            f"assenza per un turno: '{str(value)[:40]}' non valido (nulla, sconfitta o riposo)"
        )
    return _ALIASES[word]


def _check_round(round_no: Any) -> int:
    if isinstance(round_no, bool) or not isinstance(round_no, int) or not 1 <= round_no <= MAX_ROUND:
        raise InputError(f"turno non valido: {round_no!r} (da 1 a {MAX_ROUND})")
    return round_no


def _knockout_round(info: Any, round_no: int) -> bool:
    from figs_td.core.model import System

    if info.system == System.KNOCKOUT:
        return True
    phases = info.settings.get("pairing.phases")
    if isinstance(phases, dict):
        try:
            return round_no > int(phases.get("swiss_rounds", 0))
        except (TypeError, ValueError):
            return False
    return False


def _paired_refusal(tx: Any, rec: Any, round_no: int) -> str:
    """The refusal for a round already paired, naming what to do instead."""
    for g in tx.rounds.games(round_no):
        if rec.id in (g.first, g.second):
            if g.second is None:
                return (
                    f"il turno {round_no} è già abbinato e {rec.name} vi riposa: per lasciarlo "
                    "fuori si deve riabbinare il turno (repair)"
                )
            return (
                f"il turno {round_no} è già abbinato ({rec.name} al tavolo {g.table}): ora "
                f"l'assenza è una sconfitta a tavolino (forfeit FILE --round {round_no} "
                f"--table {g.table} --absent \"{rec.name}\")"
            )
    return f"il turno {round_no} è già abbinato: l'assenza va annunciata prima dell'abbinamento"


def set_absence(
    store: Store,
    who: str,
    round_no: int,
    *,
    reason: str = "",
    undo: bool = False,
    actor: str = "",
) -> Absence:
    """Record (``undo``: remove) that ``who`` will miss ``round_no``, before that round is
    paired. One transaction; the players are locked while it reads and writes, so two desks
    never lose each other's absence."""
    from figs_td.core.model import System

    _check_round(round_no)
    reason = " ".join(str(reason or "").split())
    if len(reason) > MAX_REASON:
        raise InputError(f"motivo troppo lungo ({len(reason)} caratteri; al massimo {MAX_REASON})")
    with store.transaction(actor=actor) as tx:
        tx.lock("players")
        info = tx.tournament.get()
        rec = tx.players.find(who)
        if info.system == System.DUPLICATE:
            raise InputError("nel duplicato non ci sono abbinamenti: nessuna assenza per turno")
        if _knockout_round(info, round_no):
            raise InputError(
                f"il turno {round_no} è a eliminazione diretta: chi non gioca perde l'incontro "
                "(players withdraw)"
            )
        last = tx.rounds.last_number()
        if round_no <= last:
            if undo:
                raise InputError(
                    f"il turno {round_no} è già abbinato: l'assenza di {rec.name} in quel turno "
                    "non si può più togliere"
                )
            raise InputError(_paired_refusal(tx, rec, round_no))
        planned = info.planned_rounds
        if planned and round_no > planned:
            raise InputError(f"turno {round_no} non valido: il torneo prevede {planned} turni")
        if rec.status == "withdrawn" and (rec.status_round or 1) <= round_no:
            raise InputError(f"{rec.name} si è ritirato dal turno {rec.status_round}")
        if rec.status == "late" and (rec.status_round or 1) > round_no:
            raise InputError(f"{rec.name} è iscritto dal turno {rec.status_round}")
        stored = info.settings.get(ABSENCES_KEY)
        raw: dict[str, Any] = dict(stored) if isinstance(stored, dict) else {}
        mine = dict(raw.get(str(rec.id)) or {})
        key = str(round_no)
        if undo:
            if key not in mine:
                raise InputError(f"{rec.name} non è segnato assente nel turno {round_no}")
            del mine[key]
        else:
            if key not in mine and len(mine) >= MAX_ROUNDS_ABSENT:
                raise InputError(f"{rec.name}: troppe assenze ({len(mine)})")
            mine[key] = reason
        if mine:
            raw[str(rec.id)] = mine
        else:
            raw.pop(str(rec.id), None)
        tx.tournament.set_setting(ABSENCES_KEY, raw or None)
        return Absence(rec.id, rec.name, round_no, "" if undo else reason)


def list_absences(store: Store, *, round_no: int | None = None) -> list[Absence]:
    """The announced absences (a read: nothing is written), by round then registration order;
    ``round_no``: that round's only."""
    with store.read() as tx:
        return absences_in(tx, round_no)


def absences_in(tx: Any, round_no: int | None = None) -> list[Absence]:
    """:func:`list_absences` inside the caller's transaction."""
    stored = stored_absences(tx.tournament.get().settings)
    if not stored:
        return []
    out = []
    for rec in tx.players.records():
        for rnd, reason in stored.get(rec.id, {}).items():
            if round_no is None or rnd == round_no:
                out.append((rnd, rec.seq, Absence(rec.id, rec.name, rnd, reason)))
    out.sort(key=lambda t: (t[0], t[1]))
    return [a for _, _, a in out]

