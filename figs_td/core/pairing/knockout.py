"""Eliminazione diretta: a seeded knockout bracket (domain.md §7).

- Standard bracket order (1 v N, 2 v N−1 … placed so that 1 and 2 can meet only in the final,
  1–4 only in the semifinals, and so on); when N is not a power of two the top seeds get the byes
  of the first stage (a bracket bye is not a game: it gives no win in the standings — decision).
- A match is one game or best-of-k: the first to more than k/2 wins (a draw = ½) takes it; after
  k games the leader takes it; a drawn deciding game is replayed.
- Optional third-place match between the losing semifinalists, played with the final.
- First move: the first game of a match follows the tournament's balance (domain.md §7, "chi
  inizia"); later games of the same match alternate.

The bracket is not stored: it is rebuilt from the seeds and the games played since the knockout
started (``start_round``), so entering or correcting a result is all it takes to advance it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from figs_td.core.model import Game, TournamentState
from figs_td.core.pairing.base import (
    History,
    PairingError,
    RoundPairing,
    SystemBase,
    Table,
    assign_first,
)
from figs_td.core.pairing.constraints import KIND_TEXT, PairConstraints
from figs_td.core.standings.table import seed_order

if TYPE_CHECKING:
    from figs_td.core.pairing.base import PairingOptions

__all__ = [
    "KnockoutSystem",
    "Match",
    "bracket_order",
    "build_bracket",
    "knockout_round",
    "replay_rule",
    "respect_constraints",
]


def bracket_order(size: int) -> list[int]:
    """Seed numbers in bracket order for a power-of-two ``size`` (8 → 1 8 4 5 2 7 3 6)."""
    if size < 1 or size & (size - 1):
        raise ValueError(f"dimensione del tabellone non valida: {size}")
    order = [1]
    while len(order) < size:
        n = 2 * len(order)
        order = [x for s in order for x in (s, n + 1 - s)]
    return order


@dataclass
class Match:
    """One match of the bracket between ``a`` (the higher seed) and ``b``; ``b`` None = bye."""

    stage: int
    index: int
    a: int
    b: int | None
    label: str
    games: list[Game] = field(default_factory=list)
    winner: int | None = None

    @property
    def loser(self) -> int | None:
        if self.winner is None or self.b is None:
            return None
        return self.b if self.winner == self.a else self.a


def _stage_label(players_in_stage: int) -> str:
    return {2: "Finale", 4: "Semifinale", 8: "Quarti di finale", 16: "Ottavi di finale"}.get(
        players_in_stage,
        f"Sedicesimi ({players_in_stage} giocatori)"
        if players_in_stage == 32
        else f"Turno a {players_in_stage}",
    )


#: What happens when a replay is level too (rule profile ``knockout_replay``), Italian.
_REPLAY_TEXT = {
    "replay": "se anche lo spareggio è pari si rigioca ancora",
    "seed": "se anche lo spareggio è pari passa la testa di serie più alta",
    "score": "se anche lo spareggio è pari passa chi ha fatto più punti nell'incontro",
}


def _decide(
    match: Match,
    best_of: int,
    withdrawn: frozenset[int] = frozenset(),
    replay: str = "replay",
) -> None:
    """Winner of ``match`` from its games, or None while it goes on.

    A player withdrawn before the match is decided loses it (walkover, domain.md §7: a withdrawn
    player is no longer paired). A match still level after ``best_of`` games is replayed; when a
    *replay* leaves it level too, the rule profile's ``knockout_replay`` decides: ``replay``
    (play again), ``seed`` (the higher seed, ``match.a``) or ``score`` (more points scored over
    the match's games, then the higher seed).
    """
    if match.b is None:
        match.winner = match.a
        return
    wins = {match.a: Fraction(0), match.b: Fraction(0)}
    played = 0
    for g in match.games:
        out = g.outcome()
        if out is None:
            return
        wins[g.first] += out[0]
        if g.second is not None:
            wins[g.second] += out[1]
        played += 1
    wa, wb = wins[match.a], wins[match.b]
    half = Fraction(best_of, 2)
    if wa != wb and (wa > half or wb > half or played >= best_of):
        # (level after two drawn games of a single-game match is still level: replayed)
        match.winner = match.a if wa > wb else match.b
    elif played > best_of and replay == "seed":
        match.winner = match.a
    elif played > best_of and replay == "score":
        pts = {match.a: 0, match.b: 0}
        for g in match.games:
            pts[g.first] += g.score_first or 0
            if g.second is not None:
                pts[g.second] += g.score_second or 0
        match.winner = match.b if pts[match.b] > pts[match.a] else match.a
    elif match.b in withdrawn and match.a not in withdrawn:
        match.winner = match.a
    elif match.a in withdrawn and match.b not in withdrawn:
        match.winner = match.b


def build_bracket(
    seeds: Sequence[int],
    games: Sequence[Game],
    *,
    best_of: int = 1,
    third_place: bool = False,
    withdrawn: frozenset[int] = frozenset(),
    replay: str = "replay",
) -> list[list[Match]]:
    """Stages of the bracket as far as the results allow (the last stage may be undecided)."""
    if len(seeds) < 2:
        raise PairingError("il tabellone richiede almeno due giocatori", code="too_few")
    if best_of < 1:
        raise PairingError(
            f"numero di partite per incontro non valido: {best_of}", code="bad_option"
        )
    size = 1
    while size < len(seeds):
        size *= 2
    order = bracket_order(size)
    by_pair: dict[frozenset[int], list[Game]] = {}
    for g in sorted(games, key=lambda g: (g.round, g.table or 0)):
        if g.second is not None:
            by_pair.setdefault(frozenset((g.first, g.second)), []).append(g)

    def seed_of(pid: int) -> int:
        return seeds.index(pid)

    stages: list[list[Match]] = []
    entrants: list[int | None] = [seeds[s - 1] if s <= len(seeds) else None for s in order]
    stage = 1
    while len(entrants) >= 2:
        label = _stage_label(len(entrants))
        matches: list[Match] = []
        for i in range(0, len(entrants), 2):
            x, y = entrants[i], entrants[i + 1]
            if x is None and y is None:
                raise PairingError("tabellone non valido", code="internal")
            if x is None or y is None:
                only = x if x is not None else y
                assert only is not None
                matches.append(Match(stage, i // 2, only, None, label))
                continue
            a, b = (x, y) if seed_of(x) < seed_of(y) else (y, x)
            m = Match(stage, i // 2, a, b, label, list(by_pair.get(frozenset((a, b)), [])))
            matches.append(m)
        for m in matches:
            _decide(m, best_of, withdrawn, replay)
        if len(matches) == 1 and third_place and stages and len(stages[-1]) == 2:
            semis = stages[-1]
            la, lb = semis[0].loser, semis[1].loser
            if la is not None and lb is not None:
                a, b = (la, lb) if seed_of(la) < seed_of(lb) else (lb, la)
                m = Match(
                    stage, 1, a, b, "Finale 3° posto", list(by_pair.get(frozenset((a, b)), []))
                )
                _decide(m, best_of, withdrawn, replay)
                matches.append(m)
        stages.append(matches)
        if any(m.winner is None for m in matches):
            break
        entrants = [m.winner for m in matches if m.label != "Finale 3° posto"]
        stage += 1
        if len(entrants) == 1:
            break
    return stages


def knockout_round(
    state: TournamentState,
    round_no: int,
    seeds: Sequence[int],
    *,
    start_round: int,
    best_of: int = 1,
    third_place: bool = False,
    first_table: int = 1,
    replay: str = "replay",
) -> tuple[list[Table], list[int], list[str], list[list[Match]]]:
    """Tables of the knockout for ``round_no``: (tables, idle players, notes, bracket)."""
    games = [g for g in state.games if start_round <= g.round < round_no]
    gone = frozenset(p.id for p in state.players if not p.is_active_in(round_no))
    stages = build_bracket(
        seeds, games, best_of=best_of, third_place=third_place, withdrawn=gone, replay=replay
    )
    current = stages[-1]
    if all(m.winner is not None for m in current):
        raise PairingError("il tabellone ad eliminazione diretta è concluso", code="finished")
    history = History.from_games(g for g in state.games if g.round < round_no)
    names = {p.id: p.name for p in state.players}
    tables: list[Table] = []
    idle: list[int] = []
    notes: list[str] = []
    for m in current:
        if m.b is None:
            idle.append(m.a)
            notes.append(f"{names[m.a]} passa il turno (testa di serie, tabellone non pieno).")
            continue
        if m.winner is not None:
            idle += [m.a, m.b]
            continue
        played = [g for g in m.games if g.outcome() is not None]
        n = len(played) + 1
        if played:
            last = played[-1]
            assert last.second is not None
            first, second = last.second, last.first
            why_first = "in un incontro a più partite si alterna chi inizia"
        else:
            first, second, why_first = assign_first(m.a, m.b, history, a_ranked_higher=True)
        label = (
            m.label
            if len(current) == 1 or m.label.startswith("Finale")
            else (f"{m.label} {m.index + 1}")
        )
        if best_of > 1 or n > 1:
            label += f", partita {n}"
        seed_a, seed_b = seeds.index(m.a) + 1, seeds.index(m.b) + 1
        reason = f"{label}: testa di serie {seed_a} contro {seed_b}"
        if n > best_of:
            reason += " (spareggio: partita decisiva patta o incontro in parità, si rigioca"
            reason += f"; {_REPLAY_TEXT.get(replay, _REPLAY_TEXT['replay'])})"
        tables.append(
            Table(
                first_table + len(tables),
                first,
                second,
                reason=reason,
                first_reason=why_first,
                rematch=history.times_met(first, second),
                label=label,
            )
        )
    return tables, idle, notes, stages


def respect_constraints(
    seeds: Sequence[int], state: TournamentState, round_no: int, settings: Mapping[str, Any]
) -> tuple[list[int], list[str]]:
    """The first round's draw with the director's constraints (issue 25 §5): a first-round match
    between a forbidden pair (or two players of the same club, before ``same_club_from``) swaps
    its lower seed with the lower seed of another match, the nearest seed number first, when both
    new matches are free of constraints; when no swap is, the match stays and the notes say so.
    Returns the seeds (to be stored: the bracket follows them) and the notes."""
    constraints = PairConstraints.from_settings(settings)
    out = list(seeds)
    if not constraints.active or len(out) < 2:
        return out, []
    by_id = {p.id: p for p in state.players}
    names = {p.id: p.name for p in state.players}
    size = 1
    while size < len(out):
        size *= 2
    order = bracket_order(size)
    matches = [
        (min(x, y), max(x, y))
        for x, y in zip(order[::2], order[1::2], strict=True)
        if max(x, y) <= len(out)
    ]

    def kind(a: int, b: int) -> str | None:
        return constraints.kind(by_id[a], by_id[b], round_no)

    notes = [constraints.describe(names, round_no)]
    for hi, lo in matches:
        a, b = out[hi - 1], out[lo - 1]
        k = kind(a, b)
        if k is None:
            continue
        for other_hi, u in sorted(
            (m for m in matches if m[1] != lo), key=lambda m: (abs(m[1] - lo), m[1])
        ):
            c = out[u - 1]
            if kind(a, c) is None and kind(out[other_hi - 1], b) is None:
                out[lo - 1], out[u - 1] = c, b
                notes.append(
                    f"Vincolo ({KIND_TEXT[k]}): {names[a]} e {names[b]} non si incontrano al "
                    f"primo turno: {names[b]} prende il posto della testa di serie {u} "
                    f"({names[c]}), che passa al {lo}."
                )
                break
        else:
            notes.append(
                f"Vincolo non rispettato ({KIND_TEXT[k]}): {names[a]} – {names[b]} al primo "
                "turno, nessuno scambio lo evitava."
            )
    return out, notes


def replay_rule(settings: Mapping[str, Any]) -> str:
    """The rule profile's ``knockout_replay``, passed in the pairing settings by the service."""
    value = settings.get("knockout_replay", "replay")
    return value if value in ("replay", "seed", "score") else "replay"


def knockout_settings(settings: dict[str, Any] | Any) -> dict[str, Any]:
    raw = settings.get("knockout") if hasattr(settings, "get") else None
    return dict(raw) if isinstance(raw, dict) else {}


class KnockoutSystem(SystemBase, name="eliminazione", label="Eliminazione diretta"):
    """Eliminazione diretta."""

    def pair_round(
        self, state: TournamentState, round_no: int, options: PairingOptions
    ) -> RoundPairing:
        ko = knockout_settings(options.settings)
        seeds = [int(x) for x in ko.get("seeds") or []]
        drawn: list[str] = []
        if not seeds:
            seeds = [p.id for p in seed_order([p for p in state.players if p.is_entered_in(1)])]
            seeds, drawn = respect_constraints(seeds, state, round_no, options.settings)
        best_of = int(ko.get("best_of", 1))
        third = bool(ko.get("third_place", False))
        start = int(ko.get("start_round", 1))
        tables, idle, notes, stages = knockout_round(
            state,
            round_no,
            seeds,
            start_round=start,
            best_of=best_of,
            third_place=third,
            replay=replay_rule(options.settings),
        )
        return RoundPairing(
            round=round_no,
            system=self.name,
            tables=tuple(tables),
            idle=tuple(idle),
            notes=(*drawn, *notes),
            metadata={
                # seeds who skip this round (bracket not full): the JSON lists them in ``byes``
                "skips": [m.a for m in stages[-1] if m.b is None],
                "knockout": {
                    **ko,
                    "seeds": seeds,
                    "start_round": start,
                    "best_of": best_of,
                    "third_place": third,
                },
            },
        )
