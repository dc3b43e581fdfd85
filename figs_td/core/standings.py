"""Standings (classifica) after any round, with a configurable tie-break chain.

Rules (domain.md §7, "Standings"):

- FIGS tournaments count 2 points for a win, 1 for a draw, 0 for a loss
  (``ResultSettings.win_points/draw_points/loss_points``); ``wins`` counts a draw as ½.
- Preset ``FIGS``: points, Buchholz with the lowest opponent dropped ("dopo avere scartato il
  punteggio più basso"), spread (differenza punti), points scored (punti fatti).
- Preset ``WESPA``: wins, spread.
- Players equal on every criterion of the chain share the rank (1, 2, 2, 4).
- A bye counts as a win by ``bye_spread`` (``rules.bye_result``); a forfeit is a win for the present
  player by the conventional scores stored on the game; a double forfeit is a loss for both.
  A game without opponent that carries its own spread (imported events: TSH writes +50 for a
  bye, −50 for a forfeit lost with nobody to play) counts by the sign of that spread.
- ``ResultSettings.spread_cap`` > 0 caps the spread each game adds (TSH's ``spread_cap``); the
  game itself keeps its real scores.

Decisions where the texts are silent:

- A bye has no opponent, so it adds nothing to Buchholz; the lowest opponent is dropped whenever
  the player has at least two opponents (with a single opponent nothing is dropped).
- A bye and a forfeit count as games and as points scored/against with their conventional scores
  (``count_byes`` / ``count_forfeits`` switch that off for ``games``, ``points`` and ``against``;
  the win and the spread always count).
- Players equal on the whole chain are listed by seed order (rating descending, then registration).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Final

from figs_td.core.model import Game, GameKind, Player, TournamentState
from figs_td.core.rules import bye_result

__all__ = [
    "StandingRow",
    "TIEBREAK_KEYS",
    "TIEBREAK_LABELS",
    "TIEBREAK_PRESETS",
    "compute_standings",
    "resolve_tiebreaks",
    "seed_order",
]

#: Tie-break chains by preset name (domain.md §7).
TIEBREAK_PRESETS: Final[dict[str, tuple[str, ...]]] = {
    "FIGS": ("tournament_points", "buchholz", "spread", "points"),
    "WESPA": ("wins", "spread"),
}

#: Italian column labels per tie-break key (domain.md §7: Punti, Buchholz, Differenza, Punti fatti).
TIEBREAK_LABELS: Final[dict[str, str]] = {
    "tournament_points": "Punti",
    "wins": "Vittorie",
    "buchholz": "Buchholz",
    "buchholz_full": "Buchholz totale",
    "spread": "Differenza",
    "points": "Punti fatti",
    "against": "Punti subiti",
    "average_points": "Media punti",
}

#: Every key a custom chain may use; ``against`` is better when lower.
TIEBREAK_KEYS: Final[tuple[str, ...]] = tuple(TIEBREAK_LABELS)
_LOWER_IS_BETTER: Final[frozenset[str]] = frozenset({"against"})


@dataclass(frozen=True)
class StandingRow:
    """One line of the standings (riga della classifica)."""

    rank: int  # shared rank for players equal on every criterion (1, 2, 2, 4)
    player_id: int
    name: str
    games: int  # games counted (byes/forfeits as configured)
    wins: Fraction  # draw = ½
    losses: Fraction
    tournament_points: int  # 2/1/0 (ResultSettings.win_points/draw_points/loss_points)
    spread: int  # differenza punti
    points: int  # punti fatti (points scored)
    against: int  # punti subiti
    buchholz: Fraction  # FIGS: sum of opponents' tournament points, lowest dropped
    values: dict[str, object] = field(default_factory=dict)  # every tie-break value by key
    byes: int = 0
    opponents: tuple[int, ...] = ()  # opponent ids in round order (byes excluded)
    # Final placing (core.placing; filled by services.standings): the rank, unless a knockout
    # decides the place; ``phase`` says which part of the event did ("main", "swiss",
    # "knockout", "consolation" …). 0 / "" when computed here alone.
    place: int = 0
    phase: str = ""


@dataclass(slots=True)
class _Acc:
    games: int = 0
    w2: int = 0  # wins in half units (a draw = 1), integers for speed
    l2: int = 0
    tpoints: int = 0
    spread: int = 0
    points: int = 0
    against: int = 0
    byes: int = 0
    opponents: list[int] = field(default_factory=list)


def seed_order(players: Sequence[Player]) -> list[Player]:
    """Seed order: rating descending (unrated last), then registration order, then id."""
    return sorted(
        players,
        key=lambda p: (p.rating is None, -(p.rating or 0), p.seq, p.id),
    )


def resolve_tiebreaks(tiebreaks: str | Sequence[str]) -> tuple[str, ...]:
    """A preset name (``FIGS``, ``WESPA``, any case) or a custom chain of keys."""
    if isinstance(tiebreaks, str):
        preset = TIEBREAK_PRESETS.get(tiebreaks.strip().upper())
        if preset is not None:
            return preset
        chain = tuple(k.strip() for k in tiebreaks.split(",") if k.strip())
    else:
        chain = tuple(tiebreaks)
    if not chain:
        raise ValueError("spareggi: serve un preset (FIGS, WESPA) o un elenco di criteri")
    for key in chain:
        if key not in TIEBREAK_LABELS:
            known = ", ".join(TIEBREAK_KEYS)
            raise ValueError(
                f"criterio di spareggio sconosciuto: '{key}' (preset FIGS, WESPA; criteri: {known})"
            )
    return chain


def _credit(
    acc: _Acc,
    pts: tuple[int, int, int],
    out2: int,
    mine: int,
    theirs: int,
    count: bool,
    cap: int = 0,
) -> None:
    """Credit one result: ``out2`` is 2 for a win, 1 for a draw, 0 for a loss; ``cap`` > 0
    limits the spread the game contributes (ResultSettings.spread_cap)."""
    acc.w2 += out2
    acc.l2 += 2 - out2
    acc.tpoints += pts[out2]
    diff = mine - theirs
    acc.spread += max(-cap, min(cap, diff)) if cap else diff
    if count:
        acc.games += 1
        acc.points += mine
        acc.against += theirs


def _accumulate(
    state: TournamentState, games: Sequence[Game], *, count_byes: bool, count_forfeits: bool
) -> dict[int, _Acc]:
    accs: dict[int, _Acc] = {p.id: _Acc() for p in state.players}
    rs = state.settings
    pts = (rs.loss_points, rs.draw_points, rs.win_points)  # by outcome in half units
    bye = bye_result(rs)
    cap = rs.spread_cap
    for g in games:
        first = accs.get(g.first)
        if first is None:
            first = accs[g.first] = _Acc()
        if g.second is None:
            first.byes += 1
            if g.score_first is None:
                # domain.md §7: a bye counts as a win with a conventional spread (default +50).
                _credit(first, pts, 2, bye.scores[0], bye.scores[1], count_byes, cap)
            else:
                # A stored spread (imported events, TSH convention): positive = bye won by that
                # margin, negative = forfeit lost with no opponent, 0 = neither (½).
                v = g.score_first
                _credit(
                    first,
                    pts,
                    2 if v > 0 else 0 if v < 0 else 1,
                    max(v, 0),
                    max(-v, 0),
                    count_byes,
                    cap,
                )
            continue
        second = accs.get(g.second)
        if second is None:
            second = accs[g.second] = _Acc()
        first.opponents.append(g.second)
        second.opponents.append(g.first)
        if g.kind is GameKind.DOUBLE_FORFEIT:
            # Both absent: both lose, no spread.
            for acc in (first, second):
                _credit(acc, pts, 0, 0, 0, count_forfeits)
            continue
        s1, s2 = g.score_first or 0, g.score_second or 0
        out1 = 2 if s1 > s2 else 0 if s1 < s2 else 1  # art. 41: equal scores, ½ each
        count = count_forfeits or g.kind is not GameKind.FORFEIT
        _credit(first, pts, out1, s1, s2, count, cap)
        _credit(second, pts, 2 - out1, s2, s1, count, cap)
    return accs


def compute_standings(
    state: TournamentState,
    *,
    after_round: int | None = None,
    tiebreaks: str | Sequence[str] = "FIGS",
    count_byes: bool = True,
    count_forfeits: bool = True,
    include_withdrawn: bool = True,
) -> list[StandingRow]:
    """Standings after ``after_round`` (default: every game with a result), best first.

    ``tiebreaks`` is a preset name (``"FIGS"``, ``"WESPA"``) or a sequence of keys from
    :data:`TIEBREAK_KEYS` (a comma-separated string works too). Games without a result are
    ignored, so standings can be shown while a round is being played.
    """
    chain = resolve_tiebreaks(tiebreaks)
    if after_round is not None and (isinstance(after_round, bool) or after_round < 0):
        raise ValueError(f"turno non valido: {after_round!r}")
    games = [
        g for g in state.games if (after_round is None or g.round <= after_round) and g.has_result
    ]
    accs = _accumulate(state, games, count_byes=count_byes, count_forfeits=count_forfeits)

    ordered = [
        p for p in seed_order(state.players) if include_withdrawn or _still_in(p, after_round)
    ]
    values: dict[int, dict[str, object]] = {}
    # Sort keys on plain integers where possible (Fraction comparisons are slow).
    raw: dict[int, dict[str, int | Fraction]] = {}
    for pid, a in accs.items():
        opp = [accs[o].tpoints for o in a.opponents]
        full = sum(opp)
        # FIGS: "dopo avere scartato il punteggio più basso" (domain.md §7).
        bh = full - min(opp) if len(opp) >= 2 else full
        raw[pid] = {
            "tournament_points": a.tpoints,
            "wins": a.w2,
            "buchholz": bh,
            "buchholz_full": full,
            "spread": a.spread,
            "points": a.points,
            "against": a.against,
            "average_points": Fraction(a.points, a.games) if a.games else Fraction(0),
        }
        values[pid] = {
            "tournament_points": a.tpoints,
            "wins": Fraction(a.w2, 2),
            "buchholz": Fraction(bh),
            "buchholz_full": Fraction(full),
            "spread": a.spread,
            "points": a.points,
            "against": a.against,
            "average_points": raw[pid]["average_points"],
        }
    signs = [1 if key in _LOWER_IS_BETTER else -1 for key in chain]

    def sort_key(p: Player) -> tuple[object, ...]:
        v = raw[p.id]
        return tuple(sign * v[key] for sign, key in zip(signs, chain, strict=True))

    keyed = [(sort_key(p), p) for p in ordered]
    keyed.sort(key=lambda kp: kp[0])  # stable: seed order among equals
    rows: list[StandingRow] = []
    prev: tuple[object, ...] | None = None
    rank = 0
    for i, (k, p) in enumerate(keyed, start=1):
        if k != prev:
            rank = i
            prev = k
        a = accs[p.id]
        v = values[p.id]
        rows.append(
            StandingRow(
                rank=rank,
                player_id=p.id,
                name=p.name,
                games=a.games,
                wins=Fraction(a.w2, 2),
                losses=Fraction(a.l2, 2),
                tournament_points=a.tpoints,
                spread=a.spread,
                points=a.points,
                against=a.against,
                buchholz=v["buchholz"],  # type: ignore[arg-type]
                values=v,
                byes=a.byes,
                opponents=tuple(a.opponents),
            )
        )
    return rows


def _still_in(p: Player, after_round: int | None) -> bool:
    if p.withdrawn_from_round is None:
        return True
    return after_round is not None and p.withdrawn_from_round > after_round
