"""Italo-svizzero (domain.md §7, from ``003_`` and club practice).

- Round 1: seeded random draw (default; the seed is recorded so the draw can be reproduced), or
  by rating, top half against bottom half.
- From round 2 on: from the top of the current standings down, each player is paired with the
  best-ranked player not yet met. A choice that would leave the rest of the field unpairable
  without rematches is skipped (look-ahead); rematches only when no rematch-free round exists,
  and then as few as possible.
- Odd field: the bye goes to the lowest-ranked player who has had the fewest byes (nobody gets a
  second bye while someone has none). Decision: if that bye would force a rematch that another
  eligible player's bye avoids, the next lowest-ranked eligible player gets it.

Design (bounded search). The look-ahead asks "can the players still to pair be matched with the
rematches still allowed?", i.e. a maximum matching in the "not yet met" graph of the remaining
players. Two facts keep every round fast whatever the number of rounds:

1. Dirac's theorem: if ``s`` remaining players (``s`` even) have each met at most ``D`` of the
   field and ``s >= 2D + 2``, every one of them has at least ``s/2`` possible opponents left, so a
   Hamiltonian cycle, hence a rematch-free perfect matching, exists. While that holds no search
   is needed at all (a 1,000-player Swiss spends almost the whole round here).
2. Otherwise one maximum matching of the remaining players is kept; testing a choice (p, q)
   only repairs it (drop p, q and their mates, then one augmenting-path search per free player,
   Edmonds' blossom algorithm). There is no backtracking: each choice is final once tested.

The system itself (``SwissSystem``: a plain round, or the phase the settings ask for) is in
:mod:`figs_td.core.pairing.swiss_system`, so that this engine and the phased formats built on it
(:mod:`figs_td.core.pairing.phased`) depend on each other one way only.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from figs_td.core.model import Player, TournamentState
from figs_td.core.pairing.base import (
    History,
    PairingError,
    PairingOptions,
    RoundPairing,
    Table,
    assign_first,
)
from figs_td.core.pairing.constraints import FORBIDDEN, KIND_TEXT, PairConstraints
from figs_td.core.pairing.matching import augment, max_matching
from figs_td.core.standings.table import seed_order, standings_order
from figs_td.plurals import to

__all__ = ["draw_seed", "pair_swiss_group"]


def draw_seed() -> int:
    """A fresh seed for a random draw (recorded with the round)."""
    return random.SystemRandom().randrange(1, 2**31)


def _ranked(
    state: TournamentState, round_no: int, options: PairingOptions, players: Sequence[Player]
) -> tuple[list[Player], str, int | None]:
    """Pairing order for the round and how it was obtained."""
    ids = {p.id for p in players}
    previous = any(g.round < round_no and (g.first in ids or g.second in ids) for g in state.games)
    if previous:
        # The order of the standings (compute_standings), without building their rows.
        order = standings_order(state, after_round=round_no - 1, tiebreaks=options.tiebreaks)
        by_id = {p.id: p for p in players}
        return [by_id[pid] for pid in order if pid in by_id], "standings", None
    ordered = seed_order(players)
    if options.draw == "rating":
        return ordered, "rating", None
    if options.draw not in (None, "random"):
        raise PairingError(
            f"sorteggio del primo turno sconosciuto: '{options.draw}' (usare random o rating)",
            code="bad_option",
        )
    seed = options.seed if options.seed is not None else draw_seed()
    rng = random.Random(seed)
    rng.shuffle(ordered)
    return ordered, "random", seed


def pair_swiss_group(
    state: TournamentState,
    round_no: int,
    options: PairingOptions,
    players: Sequence[Player],
    *,
    system: str = "italo-svizzero",
    first_table: int = 1,
) -> RoundPairing:
    """Pair ``players`` (already filtered: active, in this group) for ``round_no``."""
    if len(players) < 2:
        raise PairingError(
            f"turno {round_no}: servono almeno due giocatori attivi per abbinare "
            f"(ce ne sono {len(players)})",
            code="too_few",
        )
    ranked, how, seed = _ranked(state, round_no, options, players)
    history = History.from_games(g for g in state.games if g.round < round_no)
    names = {p.id: p.name for p in state.players}
    ids = [p.id for p in ranked]
    pos = {pid: i for i, pid in enumerate(ids)}
    bye_counts = [history.byes.get(pid, 0) for pid in ids]
    times = [{pos[o]: c for o, c in history.met.get(pid, {}).items() if o in pos} for pid in ids]
    met: list[set[int]] = [set(t) for t in times]  # whom each has met (positions)
    constraints = PairConstraints.from_settings(options.settings)
    kinds = _constrain(constraints, ranked, round_no, pos, met, times)
    search = _Search(met, times, kinds)
    alive = [True] * len(ids)

    byes: list[int] = []
    notes: list[str] = []
    if len(ids) % 2:
        b = search.choose_bye(bye_counts, alive)
        alive[b] = False
        byes.append(ids[b])
        who = names[ids[b]]
        notes.append(
            f"Riposo {to(who)} {who}: il giocatore in fondo alla classifica tra quelli con "
            f"meno riposi ({bye_counts[b]})."
        )
    if how == "rating":
        pairs = _top_vs_bottom(alive)
        reasons = {p: "primo turno per rating: prima metà contro seconda metà" for p, _ in pairs}
        if kinds:
            pairs = _respect_in_draw(pairs, met)
            reasons = {
                p: "primo turno per rating: prima metà contro seconda metà" for p, _ in pairs
            }
            bad = sum(1 for a, b in pairs if b in met[a])
            if bad:  # swaps within the halves were not enough: the look-ahead by rating order
                alt, _ = search.top_down(list(alive), ids, names)
                if sum(1 for a, b in alt if b in met[a]) < bad:
                    pairs = alt
                    reasons = {
                        p: "primo turno per rating, dall'alto in giù per rispettare i vincoli"
                        for p, _ in pairs
                    }
    else:
        pairs, reasons = search.top_down(alive, ids, names)
        if how == "random":
            reasons = {p: f"primo turno a sorteggio (seme {seed})" for p, _ in pairs}
    tables = []
    broken: list[str] = []
    for n, (a, b) in enumerate(pairs, start=first_table):
        first, second, why_first = assign_first(ids[a], ids[b], history, a_ranked_higher=a < b)
        reason = reasons[a]
        kind = kinds.get((a, b) if a < b else (b, a))
        if kind is not None:
            # Issue 25 §5: a constraint broken only when the round had to (the look-ahead).
            reason += (
                f"; vincolo non rispettato ({KIND_TEXT[kind]}): nessun turno con meno coppie "
                "già incontrate o vincolate era possibile"
            )
            broken.append(f"{names[ids[a]]} – {names[ids[b]]} ({KIND_TEXT[kind]})")
        tables.append(
            Table(
                n,
                first,
                second,
                reason=reason,
                first_reason=why_first,
                rematch=history.times_met(ids[a], ids[b]),
            )
        )
    rematches = sum(1 for t in tables if t.rematch)
    if rematches:
        notes.append(
            f"{rematches} rivincite inevitabili: nessun abbinamento senza rivincite è possibile."
            if not kinds
            else f"{rematches} rivincite: nessun turno con meno coppie già incontrate o "
            "vincolate era possibile."
        )
    if constraints.active:
        notes.append(constraints.describe(names, round_no))
    if broken:
        notes.append(
            f"Vincoli non rispettati ({len(broken)}): {'; '.join(broken)}. Nessun turno con meno "
            "coppie già incontrate o vincolate era possibile."
        )
    return RoundPairing(
        round=round_no,
        system=system,
        tables=tuple(tables),
        byes=tuple(byes),
        seed=seed,
        notes=tuple(notes),
        metadata={"draw": how, "seed": seed} if how != "standings" else {"order": "standings"},
    )


def _constrain(
    constraints: PairConstraints,
    ranked: Sequence[Player],
    round_no: int,
    pos: dict[int, int],
    met: list[set[int]],
    times: list[dict[int, int]],
) -> dict[tuple[int, int], str]:
    """Add the director's constrained pairs to ``met`` as if already met (issue 25 §5), with
    ``times`` ordering the forced choices: same club (0) before a rematch (≥ 1) before a
    forbidden pair (≥ 1000). Returns (position, position) → kind, smaller position first."""
    if not constraints.active:
        return {}
    kinds: dict[tuple[int, int], str] = {}
    for pair, kind in constraints.pairs(ranked, round_no).items():
        a, b = sorted(pos[x] for x in pair)
        kinds[(a, b)] = kind
        met[a].add(b)
        met[b].add(a)
        if kind == FORBIDDEN:
            times[a][b] = times[a].get(b, 0) + 1000
            times[b][a] = times[b].get(a, 0) + 1000
    return kinds


def _respect_in_draw(pairs: list[tuple[int, int]], avoid: list[set[int]]) -> list[tuple[int, int]]:
    """Round 1 by rating with constraints: a constrained table swaps its lower half player with
    the nearest table's where both new pairs are free of constraints (kept when none is)."""
    out = list(pairs)
    for t in range(len(out)):
        a, b = out[t]
        if b not in avoid[a]:
            continue
        for u in sorted(range(len(out)), key=lambda u: (abs(u - t), u)):
            c, d = out[u]
            if u != t and d not in avoid[a] and b not in avoid[c]:
                out[t], out[u] = (a, d), (c, b)
                break
    return out


def _top_vs_bottom(alive: Sequence[bool]) -> list[tuple[int, int]]:
    live = [i for i, a in enumerate(alive) if a]
    half = len(live) // 2
    return [(live[i], live[i + half]) for i in range(half)]


class _Search:
    """Top-down pairing with a matching-based look-ahead (see the module docstring)."""

    def __init__(
        self,
        met: list[set[int]],
        times: list[dict[int, int]] | None = None,
        kinds: dict[tuple[int, int], str] | None = None,
    ) -> None:
        self.met = met  # already met, or constrained (kinds): avoided alike
        self.times = times or [{} for _ in met]  # how many times each pair met
        self.kinds = kinds or {}  # constrained pairs (smaller position first) → kind
        self.n = len(met)
        self.max_met = max((len(s) for s in met), default=0)  # D in Dirac's bound
        self.adj: list[list[int]] | None = None

    def _dirac(self, size: int) -> bool:
        return size >= 2 * self.max_met + 2

    def _adjacency(self, alive: Sequence[bool]) -> list[list[int]]:
        if self.adj is None:
            live = [i for i in range(self.n) if alive[i]]
            adj: list[list[int]] = [[] for _ in range(self.n)]
            for i in live:
                mi = self.met[i]
                adj[i] = [j for j in live if j != i and j not in mi]
            self.adj = adj
        return self.adj

    def choose_bye(self, bye_counts: Sequence[int], alive: list[bool]) -> int:
        fewest = min(bye_counts)
        eligible = [i for i in reversed(range(self.n)) if bye_counts[i] == fewest]
        if self._dirac(self.n - 1):
            return eligible[0]
        adj = self._adjacency(alive)
        best, best_size = eligible[0], -1
        for b in eligible:
            live = list(alive)
            live[b] = False
            size = sum(1 for m in max_matching(adj, live) if m != -1) // 2
            if size == (self.n - 1) // 2:
                return b
            if size > best_size:
                best, best_size = b, size
        return best

    def top_down(
        self, alive: list[bool], ids: Sequence[int], names: dict[int, str]
    ) -> tuple[list[tuple[int, int]], dict[int, str]]:
        remaining = sum(alive)
        allowed = 0  # rematches still allowed in this round
        match: list[int] | None = None
        if not self._dirac(remaining):
            adj = self._adjacency(alive)
            match = max_matching(adj, alive)
            allowed = (
                remaining // 2 - sum(1 for v in range(self.n) if alive[v] and match[v] != -1) // 2
            )
        pairs: list[tuple[int, int]] = []
        reasons: dict[int, str] = {}
        for p in range(self.n):
            if not alive[p]:
                continue
            alive[p] = False
            after = remaining - 2
            skipped: list[int] = []
            chosen = -1
            for q in self._candidates(p, alive):
                rematch = q in self.met[p]
                if rematch and allowed == 0:
                    continue
                if not rematch and match is None and self._dirac(after):
                    chosen = q
                    break
                if match is None:
                    with_p = [*alive[:p], True, *alive[p + 1 :]]
                    match = max_matching(self._adjacency(with_p), with_p)
                trial = list(match)
                for v in (p, q):
                    if trial[v] != -1:
                        trial[trial[v]] = -1
                        trial[v] = -1
                alive[q] = False
                size = augment(self._adjacency(alive), trial, alive)
                need_allowed = allowed - (1 if rematch else 0)
                if size >= after // 2 - need_allowed:
                    chosen = q
                    match = trial
                    allowed = need_allowed
                    break
                alive[q] = True
                skipped.append(q)
            if chosen < 0:  # cannot happen: the matching guarantees a completion
                raise PairingError(
                    f"impossibile completare il turno dal giocatore {names[ids[p]]}",
                    code="internal",
                )
            alive[chosen] = False
            remaining = after
            pairs.append((p, chosen))
            reasons[p] = self._explain(p, chosen, skipped, ids, names)
        return pairs, reasons

    def _candidates(self, p: int, alive: Sequence[bool]) -> Iterator[int]:
        """Best-ranked not yet met first; then already met, fewest meetings first."""
        mp = self.met[p]
        for q in range(p + 1, self.n):
            if alive[q] and q not in mp:
                yield q
        again = [q for q in range(p + 1, self.n) if alive[q] and q in mp]
        yield from sorted(again, key=lambda q: (self.times[p].get(q, 0), q))

    def _explain(
        self, p: int, q: int, skipped: list[int], ids: Sequence[int], names: dict[int, str]
    ) -> str:
        kinds = self.kinds
        avoided = [j for j in range(p + 1, q) if j in self.met[p] and j not in skipped]
        held = [j for j in avoided if (p, j) in kinds]  # constrained (issue 25 §5)
        met_before = [j for j in avoided if (p, j) not in kinds or self.times[p].get(j, 0) % 1000]
        text = (
            f"{names[ids[p]]} ({p + 1}° nell'ordine di abbinamento) contro "
            f"{names[ids[q]]} ({q + 1}°)"
        )
        if q in self.met[p]:
            if self.times[p].get(q, 0) % 1000 == 0:  # constrained, never met: said by the caller
                return text
            return text + ": rivincita inevitabile, nessun turno senza rivincite era possibile"
        parts: list[str] = []
        if held:
            shown = ", ".join(f"{names[ids[j]]} ({KIND_TEXT[kinds[(p, j)]]})" for j in held[:4])
            parts.append(f"evitati per vincolo: {shown}" + (" …" if len(held) > 4 else ""))
        if met_before:
            shown = ", ".join(names[ids[j]] for j in met_before[:4])
            parts.append(f"già incontrati: {shown}" + (" …" if len(met_before) > 4 else ""))
        if skipped:
            shown = ", ".join(names[ids[j]] for j in skipped[:4])
            parts.append(
                f"scartati perché lascerebbero altri senza avversario nuovo: {shown}"
                + (" …" if len(skipped) > 4 else "")
            )
        if not parts:
            return text + ": il miglior classificato libero non ancora incontrato"
        return text + ": il miglior classificato non ancora incontrato (" + "; ".join(parts) + ")"
