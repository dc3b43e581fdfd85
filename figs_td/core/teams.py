"""Team and pairs events (gare a squadre / a coppie): teams, matches and team standings.

- A team has k players (k = 2 for pairs, up to 6) in board order: member i of one team plays
  member i of the other. Every game is an ordinary individual game (entered as usual, time
  losses and challenges included), so the individual standings need nothing new.
- A team's result in a round is the number of games its members won, a draw counting ½ (a bye
  on a board counts as a won game, as in the individual standings). The team with more games
  wins the match: 2 match points, 1 each when equal, 0 for the loser; a team with no opponent
  (odd number of teams) wins its match.
- Team standings, by the director's choice: ``games`` (default: games won, then spread, then
  points scored) or ``match`` (match points, then games won, spread, points scored). Teams equal
  on every criterion share the rank. Spread and points are the sums over the members' games (the
  spread capped per game like the individual standings).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Final

from figs_td.core.inputs import check_name
from figs_td.core.model import GameKind, TournamentState

__all__ = [
    "TEAM_RANKINGS",
    "Team",
    "TeamMatch",
    "TeamRow",
    "check_teams",
    "team_matches",
    "team_standings",
]

MIN_SIZE: Final = 2
MAX_SIZE: Final = 6
MAX_TEAMS: Final = 200
MAX_NAME: Final = 60

#: Team standings criteria by the director's choice (all "higher is better").
TEAM_RANKINGS: Final[dict[str, tuple[str, ...]]] = {
    "games": ("games_won", "spread", "points"),
    "match": ("match_points", "games_won", "spread", "points"),
}
TEAM_LABELS: Final[dict[str, str]] = {
    "games_won": "Partite vinte",
    "match_points": "Punti incontro",
    "spread": "Differenza",
    "points": "Punti fatti",
}


@dataclass(frozen=True)
class Team:
    """A team (squadra): its name and its players in board order."""

    name: str
    members: tuple[int, ...]  # player ids, board 1 first


@dataclass(frozen=True)
class TeamMatch:
    """One round's match between two teams (``away`` None: the team had no opponent)."""

    round: int
    home: str
    away: str | None
    home_games: Fraction  # the games of the match the home team won (a draw: its share)
    away_games: Fraction
    home_spread: int
    away_spread: int
    complete: bool  # every game of the match has its result


@dataclass(frozen=True)
class TeamRow:
    """One team's line of the team standings."""

    rank: int
    name: str
    members: tuple[int, ...]  # as in its Team
    matches: int
    match_wins: int
    match_draws: int
    match_losses: int
    match_points: int
    games_won: Fraction
    spread: int
    points: int
    opponents: tuple[str, ...] = field(default=())


def check_teams(teams: Sequence[Team], player_ids: set[int]) -> None:
    """Raise ``ValueError`` (Italian): names, sizes (all equal, 2–6), unknown or repeated players."""
    if len(teams) > MAX_TEAMS:
        raise ValueError(f"troppe squadre ({len(teams)}; al massimo {MAX_TEAMS})")
    names: set[str] = set()
    seen: dict[int, str] = {}
    sizes = {len(t.members) for t in teams}
    for t in teams:
        check_name(t.name, "nome di squadra", empty=True)  # no control characters
        name = t.name.strip()
        if not name or len(name) > MAX_NAME:
            raise ValueError(
                f"nome di squadra non valido: {t.name!r} (da 1 a {MAX_NAME} caratteri)"
            )
        if name.casefold() in names:
            raise ValueError(f"squadra ripetuta: {name}")
        names.add(name.casefold())
        if not MIN_SIZE <= len(t.members) <= MAX_SIZE:
            raise ValueError(
                f"la squadra {name} ha {len(t.members)} giocatori: "
                f"ne servono da {MIN_SIZE} a {MAX_SIZE}"
            )
        for pid in t.members:
            if pid not in player_ids:
                raise ValueError(f"squadra {name}: giocatore n. {pid} inesistente")
            if pid in seen:
                raise ValueError(f"il giocatore n. {pid} è già nella squadra {seen[pid]}")
            seen[pid] = name
    if len(sizes) > 1:
        raise ValueError(
            "tutte le squadre devono avere lo stesso numero di giocatori "
            f"(trovate: {', '.join(str(s) for s in sorted(sizes))})"
        )


@dataclass(slots=True)
class _Side:
    """One team's games in one round."""

    won: Fraction = Fraction(0)
    spread: int = 0
    points: int = 0
    complete: bool = True
    opponent: str | None = None
    first_table: int = 10**6


def _sides(
    teams: Sequence[Team], state: TournamentState, after_round: int | None
) -> dict[tuple[int, str], _Side]:
    team_of = {pid: t.name for t in teams for pid in t.members}
    cap_for, bye = state.settings.cap_for, state.settings.bye_spread
    sides: dict[tuple[int, str], _Side] = {}
    for g in state.games:
        if after_round is not None and g.round > after_round:
            continue
        out = g.outcome()
        if g.second is None:
            # A bye on a board: a won game by the conventional spread (or the stored one).
            d = bye if g.kind is GameKind.BYE or g.score_first is None else g.score_first
            s1, s2 = (bye if d > 0 else 0), 0
        else:
            s1, s2 = g.score_first or 0, g.score_second or 0
            d = 0 if g.kind is GameKind.DOUBLE_FORFEIT else s1 - s2
        cap = cap_for(g.round)
        d = max(-cap, min(cap, d)) if cap else d
        for me, other, idx, spread, pts in (
            (g.first, g.second, 0, d, s1),
            (g.second, g.first, 1, -d, s2),
        ):
            team = team_of.get(me) if me is not None else None
            if team is None:
                continue
            side = sides.setdefault((g.round, team), _Side())
            opp = team_of.get(other) if other is not None else None
            if opp is not None:
                side.opponent = opp
            side.first_table = min(side.first_table, g.table or 10**6)
            if out is None:
                side.complete = False
                continue
            side.won += out[idx]
            side.spread += spread
            side.points += pts
    return sides


def team_matches(
    teams: Sequence[Team],
    state: TournamentState,
    *,
    after_round: int | None = None,
    pairings: Mapping[int, Sequence[Sequence[str | None]]] | None = None,
) -> list[TeamMatch]:
    """Every round's matches from the individual games, by round then first table. ``pairings``
    (round → ``[[home, away], …]`` as the pairing recorded them) orients each match; without
    it the team registered first is listed first."""
    sides = _sides(teams, state, after_round)
    seq = {t.name: i for i, t in enumerate(teams)}
    home_of: dict[tuple[int, str], bool] = {}
    for rnd, pairs in (pairings or {}).items():
        for pair in pairs:
            if len(pair) == 2 and pair[0] is not None and pair[1] is not None:
                home_of[(rnd, pair[0])] = True
                home_of[(rnd, pair[1])] = False
    out: list[TeamMatch] = []
    taken: set[tuple[int, str]] = set()
    for (rnd, team), side in sorted(sides.items(), key=lambda kv: (kv[0][0], kv[1].first_table)):
        if (rnd, team) in taken:
            continue
        taken.add((rnd, team))
        other = sides.get((rnd, side.opponent)) if side.opponent is not None else None
        if other is None or side.opponent is None:
            out.append(
                TeamMatch(rnd, team, None, side.won, Fraction(0), side.spread, 0, side.complete)
            )
            continue
        opp = side.opponent
        taken.add((rnd, opp))
        home_first = home_of.get((rnd, team), seq.get(team, 0) <= seq.get(opp, 0))
        (h, hs), (a, as_) = (
            ((team, side), (opp, other)) if home_first else ((opp, other), (team, side))
        )
        out.append(
            TeamMatch(
                rnd, h, a, hs.won, as_.won, hs.spread, as_.spread, side.complete and other.complete
            )
        )
    return out


@dataclass(slots=True)
class _Total:
    matches: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    games_won: Fraction = Fraction(0)
    spread: int = 0
    points: int = 0
    opponents: list[str] = field(default_factory=list)

    def value(self, key: str) -> Fraction | int:
        if key == "match_points":
            return 2 * self.wins + self.draws
        v: Fraction | int = getattr(self, key)
        return v


def team_standings(
    teams: Sequence[Team],
    state: TournamentState,
    *,
    ranking: str = "games",
    after_round: int | None = None,
) -> list[TeamRow]:
    """Team standings (see the module's docstring); matches still being played are left out."""
    if ranking not in TEAM_RANKINGS:
        raise ValueError(f"classifica a squadre sconosciuta: {ranking!r} (games o match)")
    sides = _sides(teams, state, after_round)
    totals = {t.name: _Total() for t in teams}
    for m in team_matches(teams, state, after_round=after_round):
        if not m.complete:
            continue
        pairs = [(m.home, m.home_games, m.away_games, m.away)]
        if m.away is not None:
            pairs.append((m.away, m.away_games, m.home_games, m.home))
        for name, mine, theirs, opp in pairs:
            t, side = totals[name], sides[(m.round, name)]
            t.matches += 1
            if opp is None or mine > theirs:
                t.wins += 1  # a team with no opponent wins its match
            elif mine == theirs:
                t.draws += 1
            else:
                t.losses += 1
            if opp is not None:
                t.opponents.append(opp)
            t.games_won += side.won
            t.spread += side.spread
            t.points += side.points
    chain = TEAM_RANKINGS[ranking]
    keyed = sorted(
        ((tuple(-totals[t.name].value(k) for k in chain), seq, t) for seq, t in enumerate(teams)),
        key=lambda x: (x[0], x[1]),
    )
    rows: list[TeamRow] = []
    prev: tuple[Fraction | int, ...] | None = None
    rank = 0
    for i, (k, _seq, team) in enumerate(keyed, start=1):
        if k != prev:
            rank, prev = i, k
        t = totals[team.name]
        rows.append(
            TeamRow(
                rank,
                team.name,
                team.members,
                t.matches,
                t.wins,
                t.draws,
                t.losses,
                2 * t.wins + t.draws,
                t.games_won,
                t.spread,
                t.points,
                tuple(t.opponents),
            )
        )
    return rows
