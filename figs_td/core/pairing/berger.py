"""Girone all'italiana and girone doppio: FIDE Berger tables (Handbook C.05 Annex 1).

domain.md §7: n−1 rounds for even n, n rounds with a bye for odd n; the double round robin
repeats the schedule with the first move swapped.

Berger tables (C.05 Annex 1): with an even number ``n`` of pairing numbers, round 1 is
``1–n, 2–(n−1), …, n/2–(n/2+1)``; each following round adds ``n/2`` to every number except ``n``
(modulo ``n−1``, in ``1..n−1``), and ``n`` alternately moves second (odd rounds) and first (even
rounds) on the first table. The player listed first moves first. With an odd field the highest
number is the bye.

Double round robin: the second cycle repeats the tables with who-moves-first swapped; the last two
rounds of the first cycle are exchanged (the Annex's recommendation) so that nobody gets three
first (or second) moves in a row across the two cycles.

Pairing numbers follow the seed order (rating descending, then registration order) unless the
director asks for a random draw; they are fixed at round 1 and recorded (``pairing_numbers``).
"""

from __future__ import annotations

import random
from typing import ClassVar

from figs_td.core.model import Player, TournamentState
from figs_td.core.pairing.base import (
    PairingError,
    PairingOptions,
    RoundPairing,
    SystemBase,
    Table,
)
from figs_td.core.pairing.swiss import draw_seed
from figs_td.core.standings.table import seed_order
from figs_td.plurals import to

__all__ = ["DoubleRoundRobinSystem", "RoundRobinSystem", "berger_table", "round_robin_schedule"]


def berger_table(n: int) -> list[list[tuple[int, int]]]:
    """The Berger table for ``n`` pairing numbers (``n`` even ≥ 2): rounds of (first, second)."""
    if n < 2 or n % 2:
        raise ValueError(f"la tabella di Berger richiede un numero pari di posti, non {n}")
    half = n // 2
    rounds: list[list[tuple[int, int]]] = []
    # Round 1: 1–n, 2–(n−1), …
    current = [(i, n + 1 - i) for i in range(1, half + 1)]
    for r in range(1, n):
        if r > 1:
            current = [(_shift(a, half, n), _shift(b, half, n)) for a, b in current]
            # The table of ``n``: n moves second in odd rounds, first in even rounds.
            a, b = current[0]
            other = a if b == n else b
            current[0] = (other, n) if r % 2 else (n, other)
        rounds.append(list(current))
    return rounds


def _shift(x: int, half: int, n: int) -> int:
    if x == n:
        return n
    return (x - 1 + half) % (n - 1) + 1


def round_robin_schedule(players: int, *, double: bool = False) -> list[list[tuple[int, int]]]:
    """Schedule for ``players`` pairing numbers; with an odd field, number ``players+1`` is the bye."""
    if players < 2:
        raise ValueError(f"un girone richiede almeno due giocatori, non {players}")
    n = players + (players % 2)
    first = berger_table(n)
    if not double:
        return first
    front = list(first)
    if len(front) >= 2:
        # C.05 Annex 1: exchange the last two rounds of the first cycle.
        front[-2], front[-1] = front[-1], front[-2]
    back = [[(b, a) for a, b in rnd] for rnd in first]
    return front + back


class RoundRobinSystem(SystemBase, name="girone", label="Girone all'italiana"):
    """Girone all'italiana (single round robin)."""

    double: ClassVar[bool] = False
    require_results: ClassVar[bool] = False

    def pair_round(
        self, state: TournamentState, round_no: int, options: PairingOptions
    ) -> RoundPairing:
        numbers, seed = self._numbers(state, options)
        schedule = round_robin_schedule(len(numbers), double=self.double)
        if round_no > len(schedule):
            raise PairingError(
                f"il girone è finito: {len(schedule)} turni per {len(numbers)} giocatori",
                code="finished",
            )
        names = {p.id: p.name for p in state.players}
        players = {p.id: p for p in state.players}
        tables: list[Table] = []
        byes: list[int] = []
        notes: list[str] = []
        cycle = 2 if self.double and round_no > len(schedule) // 2 else 1
        for a, b in schedule[round_no - 1]:
            pa = numbers[a - 1] if a <= len(numbers) else None
            pb = numbers[b - 1] if b <= len(numbers) else None
            live = [
                pid for pid in (pa, pb) if pid is not None and players[pid].is_active_in(round_no)
            ]
            if len(live) == 2 and pa is not None and pb is not None:
                why = f"tabella di Berger, turno {round_no}: {a} contro {b}"
                if self.double:
                    why += f" ({cycle}° ciclo)"
                tables.append(
                    Table(
                        len(tables) + 1,
                        pa,
                        pb,
                        reason=why,
                        first_reason=f"nella tabella di Berger il numero {a} è scritto per primo",
                    )
                )
            elif len(live) == 1:
                byes.append(live[0])
                other = pb if live[0] == pa else pa
                who = names[live[0]]
                if other is None:
                    notes.append(f"Riposo {to(who)} {who} (girone dispari).")
                else:
                    notes.append(f"Riposo {to(who)} {who}: {names[other]} si è ritirato.")
        return self.drawn_round(
            round_no, tables, byes, seed, notes, {"pairing_numbers": list(numbers), "seed": seed}
        )

    def _numbers(
        self, state: TournamentState, options: PairingOptions
    ) -> tuple[list[int], int | None]:
        stored = options.settings.get("pairing_numbers")
        known = {p.id for p in state.players}
        if stored:
            numbers = [int(x) for x in stored]
            extra = known - set(numbers)
            if extra:
                late = ", ".join(sorted(state.player(i).name for i in extra))
                raise PairingError(
                    f"girone già iniziato: non si possono aggiungere giocatori ({late})",
                    code="late_entry",
                )
            return numbers, options.settings.get("pairing_seed")
        starters: list[Player] = [p for p in state.players if p.is_entered_in(1)]
        ordered = seed_order(starters)
        if options.draw == "random":
            seed = options.seed if options.seed is not None else draw_seed()
            random.Random(seed).shuffle(ordered)
            return [p.id for p in ordered], seed
        return [p.id for p in ordered], None


class DoubleRoundRobinSystem(
    RoundRobinSystem, name="girone-doppio", label="Girone all'italiana doppio"
):
    """Girone doppio (double round robin)."""

    double: ClassVar[bool] = True
