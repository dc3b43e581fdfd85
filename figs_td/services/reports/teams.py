"""Preparing the team documents (team pairings, team results, team standings) from the store."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from figs_td.errors import InputError

if TYPE_CHECKING:
    from collections.abc import Sequence

    from figs_td.core.model import TournamentState
    from figs_td.core.teams import Team
    from figs_td.reports.team_documents import TeamRoundData, TeamStandingsData
    from figs_td.services.teams import TeamOptions
    from figs_td.store.store import Store

RANKING_NOTES = {
    "games": "Ordine: partite vinte (patta ½), differenza punti, punti fatti.",
    "match": (
        "Ordine: punti incontro (2 vittoria, 1 pareggio), partite vinte (patta ½), "
        "differenza punti, punti fatti."
    ),
}


def _fmt(v: Any) -> str:
    from figs_td.reports.table import fmt_number

    return fmt_number(v)


def export_team_document(
    store: Store, doc: str, out: Path, header: Any, *, round_no: int | None = None
) -> int:
    from figs_td.reports import team_documents as td
    from figs_td.services import teams as svc

    teams, opts, state, pairings = svc._read(store)
    if doc == "team-standings":
        return td.team_standings(
            team_standings_data(header, teams, opts, state, after_round=round_no), out
        )
    rnd = round_no if round_no is not None else state.last_round
    data = team_round_data(header, teams, state, pairings, rnd, with_results=doc != "team-pairings")
    if doc == "team-pairings":
        return td.team_pairings(data, out)
    return td.team_results(data, out)


# The documents' contents, prepared from one read of the tournament (the printed documents and
# the published pages both call these).


def team_standings_data(
    header: Any,
    teams: Sequence[Team],
    opts: TeamOptions,
    state: TournamentState,
    *,
    after_round: int | None = None,
) -> TeamStandingsData:
    """The team standings (the ``team-standings`` document)."""
    from figs_td.reports import team_documents as td
    from figs_td.services.teams import team_standings_of

    names = {p.id: p.name for p in state.players}
    ranking, rows = team_standings_of(teams, opts, state, after_round=after_round)
    lines = tuple(
        td.TeamStandingLine(
            r.rank,
            r.name,
            ", ".join(names.get(m, "") for m in r.members),
            r.matches,
            r.match_points,
            r.games_won,
            r.spread,
            r.points,
        )
        for r in rows
    )
    return td.TeamStandingsData(header, RANKING_NOTES[ranking], lines)


def team_round_data(
    header: Any,
    teams: Sequence[Team],
    state: TournamentState,
    pairings: dict[int, Any],
    rnd: int,
    *,
    with_results: bool = True,
) -> TeamRoundData:
    """One round's matches board by board (``team-pairings``) and, ``with_results``, the games
    won by each team of every complete match (``team-results``)."""
    from dataclasses import replace

    from figs_td.reports import team_documents as td
    from figs_td.services.teams import team_matches_of

    if not 1 <= rnd <= state.last_round:
        raise InputError(f"turno {rnd} inesistente: il torneo è al turno {state.last_round}")
    header = replace(header, round=rnd)
    names = {p.id: p.name for p in state.players}
    team_of = {m: t.name for t in teams for m in t.members}
    boards_seen: dict[str, int] = {}  # boards are numbered by table within each match
    match_of: dict[str, str] = {}
    for pair in pairings.get(rnd, []):
        if pair[1] is not None:
            match_of[pair[0]] = match_of[pair[1]] = f"{pair[0]} – {pair[1]}"
    lines: list[td.BoardLine] = []
    rested: list[str] = []
    for g in sorted(state.games_in(rnd), key=lambda g: g.table or 10**6):
        team = team_of.get(g.first, "")
        if g.second is None:
            if team and team not in match_of and team not in rested:
                rested.append(team)
            continue
        score = "" if g.score_first is None else f"{g.score_first}-{g.score_second}"
        match = match_of.get(team, team)
        boards_seen[match] = boards_seen.get(match, 0) + 1
        lines.append(
            td.BoardLine(
                match,
                boards_seen[match],
                g.table,
                names[g.first],
                names[g.second],
                score,
            )
        )
    lines += [td.BoardLine(f"{t} riposa", None, None, "", "") for t in rested]
    data = td.TeamRoundData(header, rnd, tuple(lines))
    if not with_results:
        return data
    results = tuple(
        (f"{m.home} – {m.away}", f"{_fmt(m.home_games)}-{_fmt(m.away_games)}")
        for m in team_matches_of(teams, state, pairings, round_no=rnd)
        if m.away is not None and m.complete
    )
    return replace(data, match_results=results)
