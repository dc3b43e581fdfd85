"""Eliminazione a gruppi: the club guide's "eliminazione diretta" (``003_``, domain.md §7).

``003_`` («Eliminazione diretta»): "Al primo turno, i giocatori vengono accoppiati a caso. Al
secondo turno, i giocatori che hanno vinto giocheranno tra loro e lo stesso faranno quelli che
hanno perso. Al terzo turno giocheranno tra loro coloro che hanno vinto entrambe le partite,
coloro che ne hanno vinta una e persa una e coloro che le hanno perse entrambe. Il torneo finisce
quando si arriva ad un vincitore." Nobody leaves: everyone plays every round.

- Groups of equal wins (a draw = ½), from the most wins down. Inside a group the pairing is a
  random draw (seeded and recorded with the round, like the Swiss draw) among the pairings with
  the fewest rematches: no rematch inside a group when one can be avoided.
- An odd group sends one player down to the next group (a *float*). Who floats: first, a player
  whose leaving lets the rest of the group pair with the fewest rematches; then one who did not
  float in the previous round (never twice in a row when avoidable); then the one with the
  fewest floats so far; then the group's last player in the standings (wins, then spread).
  The floater is paired inside the next group, with the same rules. Decision: floats are
  reconstructed from the games (a player met someone with fewer wins), nothing else is stored.
- A bye only when the whole field is odd: the bottom group is then odd and its player chosen
  the same way (fewest rematches left, then fewest byes, then the last in the standings) rests.
- Rounds: ⌈log₂ n⌉ by default (n players at round 1), or the tournament's planned rounds.
- Standings: wins, then spread (``WESPA`` chain).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from figs_td.core.model import Game, TournamentState
from figs_td.core.pairing.base import (
    History,
    PairingError,
    SystemBase,
    Table,
    active_players,
    assign_first,
)
from figs_td.core.pairing.matching import matching_size
from figs_td.core.standings.table import compute_standings, seed_order
from figs_td.plurals import to

if TYPE_CHECKING:
    from figs_td.core.pairing.base import PairingOptions, RoundPairing

__all__ = [
    "GroupEliminationSystem",
    "default_rounds",
    "float_history",
    "min_rematches",
    "pair_group",
    "wins_before",
]

#: Pairing order inside a group (domain.md §7: standings by wins, then spread).
GROUP_CHAIN = ("wins", "spread")


def default_rounds(players: int) -> int:
    """⌈log₂ n⌉ rounds (at least 1): after them, with 2^k players, one has won every game."""
    return max(1, math.ceil(math.log2(players))) if players > 1 else 1


def wins_before(games: Sequence[Game], round_no: int) -> dict[int, Fraction]:
    """Wins (a draw = ½, a bye = 1) of each player in the rounds before ``round_no``."""
    wins: dict[int, Fraction] = {}
    for g in games:
        if g.round >= round_no:
            continue
        out = g.outcome()
        if out is None:
            continue
        wins[g.first] = wins.get(g.first, Fraction(0)) + out[0]
        if g.second is not None:
            wins[g.second] = wins.get(g.second, Fraction(0)) + out[1]
    return wins


def float_history(games: Sequence[Game], round_no: int) -> tuple[dict[int, int], set[int]]:
    """(floats per player before ``round_no``, players who floated in round ``round_no − 1``).

    A player floated in round r when their opponent had fewer wins before round r.
    """
    counts: dict[int, int] = {}
    last: set[int] = set()
    rounds = sorted({g.round for g in games if g.round < round_no})
    for r in rounds:
        wins = wins_before(games, r)
        for g in games:
            if g.round != r or g.second is None:
                continue
            wa, wb = wins.get(g.first, Fraction(0)), wins.get(g.second, Fraction(0))
            if wa == wb:
                continue
            down = g.first if wa > wb else g.second
            counts[down] = counts.get(down, 0) + 1
            if r == round_no - 1:
                last.add(down)
    return counts, last


def min_rematches(ids: Sequence[int], history: History) -> int:
    """Fewest rematches over every pairing of ``ids`` (even): pairs − ν(not-met graph).

    Shortcut (Dirac): if each player met at most ``D`` of the others and there are at least
    ``2D + 2`` of them, a rematch-free pairing exists — no matching to compute (large groups).
    """
    inside = set(ids)
    most = max((sum(1 for q in history.met.get(p, {}) if q in inside) for p in ids), default=0)
    if len(ids) >= 2 * most + 2:
        return 0
    pos = {pid: i for i, pid in enumerate(ids)}
    adj = [[pos[q] for q in ids if q != p and history.times_met(p, q) == 0] for p in ids]
    return len(ids) // 2 - matching_size(adj)


def pair_group(ids: Sequence[int], history: History, rng: random.Random) -> list[tuple[int, int]]:
    """A random pairing of ``ids`` (even) among those with the fewest rematches.

    The players are shuffled; each in turn takes the first shuffled partner that keeps the
    fewest rematches reachable for the rest (look-ahead with a maximum matching)."""
    rest = list(ids)
    rng.shuffle(rest)
    target = min_rematches(rest, history)
    pairs: list[tuple[int, int]] = []
    while rest:
        p = rest[0]
        for q in rest[1:]:
            cost = 1 if history.times_met(p, q) else 0
            others = [x for x in rest if x not in (p, q)]
            if cost + min_rematches(others, history) == target:
                pairs.append((p, q))
                rest = others
                target -= cost
                break
        else:  # pragma: no cover - a perfect pairing always exists in a complete graph
            raise PairingError("abbinamento del gruppo impossibile", code="internal")
    return pairs


def _choose_out(
    pool: Sequence[int],
    candidates: Sequence[int],
    history: History,
    keys: Mapping[int, tuple[int, ...]],
) -> int:
    """The player who leaves ``pool`` (a float or the bye): fewest rematches left for the
    others, then ``keys`` (smaller is better), ``candidates`` in standings order (last wins)."""
    best: tuple[tuple[int, ...], int] | None = None
    for i, c in enumerate(candidates):
        left = min_rematches([x for x in pool if x != c], history)
        key = (left, *keys[c], -i)
        if best is None or key < best[0]:
            best = (key, c)
    assert best is not None
    return best[1]


def _group_label(w: Fraction) -> str:
    n = f"{w.numerator}" if w.denominator == 1 else f"{float(w):g}".replace(".", ",")
    return f"{n} vittori{'a' if w == 1 else 'e'}"


class GroupEliminationSystem(
    SystemBase, name="eliminazione-a-gruppi", label="Eliminazione a gruppi"
):
    """Eliminazione a gruppi (the club guide's "eliminazione diretta")."""

    def pair_round(
        self, state: TournamentState, round_no: int, options: PairingOptions
    ) -> RoundPairing:
        start = [p for p in state.players if p.is_entered_in(1)] or state.players
        rounds = state.planned_rounds or default_rounds(len(start))
        if round_no > rounds:
            raise PairingError(
                f"eliminazione a gruppi: il torneo prevede {rounds} turni, già abbinati tutti",
                code="finished",
            )
        players = active_players(state, round_no)
        if len(players) < 2:
            raise PairingError(
                f"turno {round_no}: servono almeno due giocatori attivi (ce ne sono "
                f"{len(players)})",
                code="too_few",
            )
        seed = (
            options.seed if options.seed is not None else random.SystemRandom().randrange(1, 2**31)
        )
        rng = random.Random(seed)
        before = [g for g in state.games if g.round < round_no]
        history = History.from_games(before)
        wins = wins_before(before, round_no)
        floats, floated_last = float_history(before, round_no)
        ids = {p.id for p in players}
        if before:
            rows = compute_standings(state, after_round=round_no - 1, tiebreaks=GROUP_CHAIN)
            order = [r.player_id for r in rows if r.player_id in ids]
        else:
            order = [p.id for p in seed_order(players)]
        rank = {pid: i for i, pid in enumerate(order)}
        names = {p.id: p.name for p in state.players}
        levels = sorted({wins.get(pid, Fraction(0)) for pid in order}, reverse=True)
        tables: list[Table] = []
        byes: list[int] = []
        notes: list[str] = []
        incoming: int | None = None
        incoming_from: Fraction | None = None
        for k, level in enumerate(levels):
            natives = [pid for pid in order if wins.get(pid, Fraction(0)) == level]
            pool = natives + ([incoming] if incoming is not None else [])
            arrived, arrived_from = incoming, incoming_from
            incoming = None
            if len(pool) % 2:
                # The floater (or the bye) is one of the group's own players.
                if k + 1 < len(levels):
                    # Never twice in a row when avoidable, then the fewest floats.
                    keys: dict[int, tuple[int, ...]] = {
                        c: (int(c in floated_last), floats.get(c, 0)) for c in natives
                    }
                    out = _choose_out(pool, natives, history, keys)
                    incoming, incoming_from = out, level
                    notes.append(
                        f"{names[out]} scende dal gruppo a {_group_label(level)} (gruppo "
                        f"dispari; galleggiamenti finora: {floats.get(out, 0)})."
                    )
                else:
                    cands = natives  # the bottom group's own players
                    keys = {c: (history.byes.get(c, 0),) for c in cands}  # fewest byes
                    out = _choose_out(pool, cands, history, keys)
                    byes.append(out)
                    who = names[out]
                    notes.append(
                        f"Riposo {to(who)} {who}: numero dispari di giocatori; nel gruppo più "
                        f"basso, tra chi ha meno riposi ({history.byes.get(out, 0)})."
                    )
                pool = [x for x in pool if x != out]
            group_name = _group_label(level)
            for a, b in pair_group(pool, history, rng):
                hi, lo = (a, b) if rank[a] <= rank[b] else (b, a)
                first, second, why = assign_first(hi, lo, history, a_ranked_higher=True)
                if arrived is not None and arrived in (a, b):
                    other = b if a == arrived else a
                    assert arrived_from is not None
                    reason = (
                        f"{names[arrived]} scende dal gruppo a {_group_label(arrived_from)} e "
                        f"gioca nel gruppo a {group_name} contro {names[other]} (sorteggio, "
                        f"seme {seed})"
                    )
                elif before:
                    reason = f"gruppo a {group_name}: sorteggio tra pari vittorie (seme {seed})"
                else:
                    reason = f"primo turno a sorteggio (seme {seed})"
                met = history.times_met(a, b)
                if met:
                    reason += ": rivincita inevitabile nel gruppo"
                tables.append(
                    Table(
                        len(tables) + 1,
                        first,
                        second,
                        reason=reason,
                        first_reason=why,
                        rematch=met,
                        label=f"Gruppo {group_name}" if before else "",
                    )
                )
        rematches = sum(1 for t in tables if t.rematch)
        if rematches:
            notes.append(f"{rematches} rivincite inevitabili nei gruppi.")
        return self.drawn_round(
            round_no, tables, byes, seed, notes, {"draw": "random", "seed": seed, "rounds": rounds}
        )
