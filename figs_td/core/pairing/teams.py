"""Team and pairs events (``squadre``): teams are paired, then member i plays member i.

- Teams come from the setting ``pairing.teams`` (``[{"name": …, "members": [ids in board
  order]}]``); ``pairing.team_boards``: ``fixed`` (default: the order the team gave) or
  ``rating`` (members by rating, highest on board 1).
- ``pairing.team_pairing``: ``round-robin`` (Berger tables over the teams in the order they were
  registered), ``swiss`` (italo-svizzero on the team standings) or ``auto`` (default: round robin
  when the planned rounds are exactly one cycle — "few teams" — otherwise swiss).
- Swiss, as domain.md §7 for players, applied to teams: from the top of the team standings down
  (round 1: by the members' average rating), each team meets the best-ranked team it has not met;
  a choice that would leave the rest unpairable is skipped; rematches only when unavoidable. With
  an odd number of teams the lowest-ranked team without a bye rests (its members get byes).
- First move on each board: :func:`assign_first` (fewer starts begins…), as in every system.
- A member no longer active (withdrawn, late) leaves the board to the opponent as a bye.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from figs_td.core.model import Player, TournamentState
from figs_td.core.pairing.base import (
    History,
    PairingError,
    SystemBase,
    Table,
    assign_first,
)
from figs_td.core.pairing.berger import round_robin_schedule
from figs_td.core.teams import Team, team_matches, team_standings

if TYPE_CHECKING:
    from figs_td.core.pairing.base import PairingOptions, RoundPairing

__all__ = ["TeamSystem", "teams_from_settings", "uses_round_robin"]


def teams_from_settings(value: Any) -> list[Team]:
    """The teams stored in ``pairing.teams``."""
    teams = []
    for t in value or []:
        teams.append(Team(str(t["name"]), tuple(int(m) for m in t["members"])))
    return teams


def uses_round_robin(mode: str, teams: int, planned: int | None) -> bool:
    if mode == "round-robin":
        return True
    if mode == "swiss":
        return False
    cycle = teams - 1 + teams % 2
    return planned is not None and planned == cycle


def _average(team: Team, players: Mapping[int, Player]) -> float:
    ratings = [players[m].rating or 0 for m in team.members if m in players]
    return sum(ratings) / len(ratings) if ratings else 0.0


def _board_order(team: Team, players: Mapping[int, Player], how: str) -> tuple[int, ...]:
    if how != "rating":
        return team.members
    return tuple(
        sorted(team.members, key=lambda m: -(players[m].rating or 0) if m in players else 0)
    )


#: Look-ahead steps tried before accepting one more rematch (bounded time on any field).
_SEARCH_BUDGET = 200_000


def _swiss(
    order: list[str], met: dict[str, dict[str, int]], byes: dict[str, int]
) -> tuple[list[tuple[str, str]], str | None]:
    """Pairs from the top down, best-ranked opponent not met, with look-ahead."""
    bye: str | None = None
    pool = list(order)
    if len(pool) % 2:
        fewest = min(byes.get(t, 0) for t in pool)
        bye = next(t for t in reversed(pool) if byes.get(t, 0) == fewest)
        pool.remove(bye)

    budget = [0]

    def search(rest: list[str], allow: int) -> list[tuple[str, str]] | None:
        if not rest:
            return []
        budget[0] += 1
        if budget[0] > _SEARCH_BUDGET:
            return None  # give up this level: allow one more meeting
        top, others = rest[0], rest[1:]
        # Fewest meetings first, then standings order.
        cands = sorted(others, key=lambda u: (met.get(top, {}).get(u, 0), others.index(u)))
        for u in cands:
            times = met.get(top, {}).get(u, 0)
            if times > allow:
                continue
            tail = search([x for x in others if x != u], allow)
            if tail is not None:
                return [(top, u), *tail]
        return None

    for allow in range(0, len(order) + 1):
        budget[0] = 0
        found = search(pool, allow)
        if found is not None:
            return found, bye
    raise PairingError("impossibile abbinare le squadre", code="teams")


class TeamSystem(SystemBase, name="squadre", label="Gara a squadre"):
    """Gara a squadre / a coppie."""

    def pair_round(
        self, state: TournamentState, round_no: int, options: PairingOptions
    ) -> RoundPairing:
        s = options.settings
        teams = teams_from_settings(s.get("teams"))
        if len(teams) < 2:
            raise PairingError(
                "una gara a squadre richiede almeno due squadre (teams add)", code="teams"
            )
        players = {p.id: p for p in state.players}
        in_team = {m for t in teams for m in t.members}
        loose = [p.name for p in state.players if p.id not in in_team and p.is_active_in(round_no)]
        if loose:
            raise PairingError(f"giocatori senza squadra: {', '.join(loose)}", code="teams")
        if state.planned_rounds and round_no > state.planned_rounds:
            raise PairingError(
                f"il torneo prevede {state.planned_rounds} turni: sono già stati abbinati tutti",
                code="finished",
            )
        by_name = {t.name: t for t in teams}
        mode = str(s.get("team_pairing") or "auto")
        notes: list[str] = []
        matches: list[tuple[str, str | None]]
        if uses_round_robin(mode, len(teams), state.planned_rounds):
            schedule = round_robin_schedule(len(teams))
            if round_no > len(schedule):
                raise PairingError(
                    f"il girone fra {len(teams)} squadre ha {len(schedule)} turni", code="finished"
                )
            matches = []
            for a, b in schedule[round_no - 1]:
                if a > len(teams) or b > len(teams):
                    matches.append((teams[min(a, b) - 1].name, None))
                else:
                    matches.append((teams[a - 1].name, teams[b - 1].name))
            how = "girone all'italiana fra le squadre"
        else:
            ranking = str(s.get("team_ranking") or "games")
            if round_no == 1:
                order = [
                    t.name
                    for _, _, t in sorted(
                        (-_average(t, players), i, t) for i, t in enumerate(teams)
                    )
                ]
            else:
                rows = team_standings(teams, state, ranking=ranking, after_round=round_no - 1)
                order = [r.name for r in rows]
            met: dict[str, dict[str, int]] = {}
            byes: dict[str, int] = {}
            for m in team_matches(teams, state):
                if m.away is None:
                    byes[m.home] = byes.get(m.home, 0) + 1
                    continue
                met.setdefault(m.home, {})[m.away] = met.get(m.home, {}).get(m.away, 0) + 1
                met.setdefault(m.away, {})[m.home] = met.get(m.away, {}).get(m.home, 0) + 1
            pairs, bye = _swiss(order, met, byes)
            matches = [(a, b) for a, b in pairs] + ([(bye, None)] if bye else [])
            rematches = sum(1 for a, b in pairs if met.get(a, {}).get(b))
            if rematches:
                notes.append(f"{rematches} incontri ripetuti: nessun turno senza ripetizioni")
            how = "italo-svizzero sulla classifica a squadre"
        return self._tables(state, round_no, matches, by_name, players, s, how, notes)

    def _tables(
        self,
        state: TournamentState,
        round_no: int,
        matches: Sequence[tuple[str, str | None]],
        by_name: Mapping[str, Team],
        players: Mapping[int, Player],
        s: Mapping[str, Any],
        how: str,
        notes: list[str],
    ) -> RoundPairing:
        history = History.from_games(state.games)
        boards = str(s.get("team_boards") or "fixed")
        tables: list[Table] = []
        byes: list[int] = []
        n = 0
        for home, away in matches:
            a_members = _board_order(by_name[home], players, boards)
            if away is None:
                byes += [m for m in a_members if players[m].is_active_in(round_no)]
                notes.append(f"{home} riposa")
                continue
            b_members = _board_order(by_name[away], players, boards)
            for board, (a, b) in enumerate(zip(a_members, b_members, strict=True), start=1):
                a_in, b_in = players[a].is_active_in(round_no), players[b].is_active_in(round_no)
                if not (a_in and b_in):
                    byes += [x for x, ok in ((a, a_in), (b, b_in)) if ok]
                    continue
                first, second, why = assign_first(a, b, history)
                n += 1
                tables.append(
                    Table(
                        n,
                        first,
                        second,
                        reason=f"{home} – {away}, scacchiera {board} ({how})",
                        first_reason=why,
                        rematch=history.times_met(a, b),
                        label=f"{home} – {away}, scacchiera {board}",
                    )
                )
        return self.drawn_round(
            round_no, tables, byes, None, notes, {"teams": [[h, a] for h, a in matches]}
        )
