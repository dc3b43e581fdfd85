"""One-round absences (assenza per un turno, issue 42 §2).

A player may announce, before a round is paired, that he will miss it: he is not paired in that
round and comes back in the next one. domain.md has no rule for it (§7 knows the bye, the
forfeit, the withdrawal and the player absent at the start of a game); what the missed round
gives him is a tournament setting:

- ``nulla`` (the default): no game at all — no points, no spread, no opponent. The
  Buchholz-type tie-breaks sum the opponents he met, so the missed round adds nothing to them;
  the bye of an odd field goes to someone else (domain.md §7: a bye is a win, and nobody asked
  for one). This is the reading of §7's "a withdrawn player is no longer paired" for one round:
  nobody is owed a forfeit because nobody was paired with him.
- ``sconfitta``: a forfeit loss (vittoria a tavolino from the other side, §7): 0 standings
  points and minus the forfeit spread (default −50), a game counted.
- ``riposo``: the bye's result (§7: a win with the bye spread, default +50), a game counted —
  for club events that keep everybody on the same number of games; it is not a bye of the
  pairing (the player who gets the odd field's bye is still chosen among those present).

Stored in the tournament's free settings (``absences``: player id → round → reason;
``absence_round_result``: one of :data:`ABSENCE_RESULTS`). Pure functions on plain values.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from figs_td.core.model import TournamentState

TYPE_CHECKING = False  # typing is not imported at run time (start-up: this is on every state)
if TYPE_CHECKING:
    from typing import Any, Final

#: The free settings' keys.
ABSENCES_KEY: Final = "absences"
RESULT_KEY: Final = "absence_round_result"
#: What a missed round gives the player; the first is the default.
ABSENCE_RESULTS: Final = ("nulla", "sconfitta", "riposo")
#: Bounds of what is stored: the reason's length, rounds a player may miss, players absent.
MAX_REASON: Final = 200
MAX_ROUNDS_ABSENT: Final = 100
MAX_ROUND: Final = 999
MAX_ENTRIES: Final = 20_000


def absence_result(settings: Mapping[str, Any]) -> str:
    """The tournament's setting, the default when unset or unknown."""
    value = settings.get(RESULT_KEY)
    return value if value in ABSENCE_RESULTS else ABSENCE_RESULTS[0]


def stored_absences(settings: Mapping[str, Any]) -> dict[int, dict[int, str]]:
    """Player id → round → reason, as stored (malformed entries skipped: a file edited by hand
    must not stop the event; the bounds above are applied)."""
    raw = settings.get(ABSENCES_KEY)
    out: dict[int, dict[int, str]] = {}
    if not isinstance(raw, Mapping):
        return out
    seen = 0
    for pid_text, rounds in raw.items():
        if not isinstance(rounds, Mapping):
            continue
        try:
            pid = int(pid_text)
        except (TypeError, ValueError):
            continue
        mine: dict[int, str] = {}
        for rnd_text, reason in rounds.items():
            try:
                rnd = int(rnd_text)
            except (TypeError, ValueError):
                continue
            if not 1 <= rnd <= MAX_ROUND or len(mine) >= MAX_ROUNDS_ABSENT:
                continue
            seen += 1
            if seen > MAX_ENTRIES:
                return out
            mine[rnd] = reason[:MAX_REASON] if isinstance(reason, str) else ""
        if mine:
            out[pid] = dict(sorted(mine.items()))
    return out


def with_absences(state: TournamentState, settings: Mapping[str, Any]) -> TournamentState:
    """``state`` with each player's announced absences and the tournament's setting for them
    (the same object when there are none, the common case)."""
    absences = stored_absences(settings)
    result = absence_result(settings)
    if not absences and result == state.absence_result:
        return state
    players = [
        dataclasses.replace(p, absent_rounds=frozenset(absences[p.id]))
        if p.id in absences
        else p
        for p in state.players
    ]
    return dataclasses.replace(state, players=players, absence_result=result)


def absent_in(state: TournamentState, round_no: int) -> list[int]:
    """The ids of the players who announced they will miss ``round_no`` and are in the event
    then (a withdrawn player is not "absent"), in registration order."""
    return [
        p.id for p in state.players if round_no in p.absent_rounds and p.is_entered_in(round_no)
    ]


def announced_for(settings: Mapping[str, Any], round_no: int) -> dict[int, str]:
    """Player id → reason of the absences announced for ``round_no`` (as stored)."""
    return {pid: rounds[round_no] for pid, rounds in stored_absences(settings).items()
            if round_no in rounds}  # fmt: skip


def absent_labels(
    settings: Mapping[str, Any], round_no: int, names: Mapping[int, str]
) -> list[str]:
    """"Nome (motivo)" of each absence announced for ``round_no`` (what the pairing sheet and
    the window's round note say); players not in ``names`` are left out."""
    return [f"{names[pid]} ({why})" if why else names[pid]
            for pid, why in announced_for(settings, round_no).items() if pid in names]  # fmt: skip
