"""Team and pairs events (``--system squadre``): teams, options, matches and team standings.

The teams and their options are pairing input, kept in the tournament's JSON settings where the
pairing system reads them: ``pairing.teams`` (``[{"name", "members": [ids in board order]}]``),
``pairing.team_pairing`` (``auto``/``swiss``/``round-robin``), ``pairing.team_boards``
(``fixed``/``rating``), ``pairing.team_ranking`` (``games``/``match``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from figs_td.core.teams import TEAM_RANKINGS, Team, TeamMatch, TeamRow, check_teams
from figs_td.errors import InputError
from figs_td.services.named_entries import without_named

if TYPE_CHECKING:
    from figs_td.core.model import TournamentState
    from figs_td.store.store import Store
    from figs_td.store.transaction import Transaction

KEY_TEAMS = "pairing.teams"
KEY_PAIRING = "pairing.team_pairing"
KEY_BOARDS = "pairing.team_boards"
KEY_RANKING = "pairing.team_ranking"
PAIRING_MODES = ("auto", "swiss", "round-robin")
BOARD_ORDERS = ("fixed", "rating")


@dataclass(frozen=True)
class TeamOptions:
    pairing: str = "auto"
    boards: str = "fixed"
    ranking: str = "games"


def _teams(settings: dict[str, Any]) -> list[Team]:
    from figs_td.core.pairing.teams import teams_from_settings

    return teams_from_settings(settings.get(KEY_TEAMS))


def _options(settings: dict[str, Any]) -> TeamOptions:
    return TeamOptions(
        str(settings.get(KEY_PAIRING) or "auto"),
        str(settings.get(KEY_BOARDS) or "fixed"),
        str(settings.get(KEY_RANKING) or "games"),
    )


def list_teams(store: Store) -> tuple[list[Team], TeamOptions]:
    with store.read() as tx:
        s = tx.tournament.get().settings
    return _teams(s), _options(s)


def _save(tx: Transaction, teams: Sequence[Team]) -> None:
    if tx.rounds.last_number() > 0:
        raise InputError(
            "le squadre si compongono prima del primo turno: il torneo ha già turni abbinati"
        )
    try:
        check_teams(teams, {p.id for p in tx.players.list()})
    except ValueError as e:
        raise InputError(str(e)) from None
    value = [{"name": t.name, "members": list(t.members)} for t in teams]
    tx.tournament.set_setting(KEY_TEAMS, value or None)


def add_team(store: Store, name: str, members: Sequence[str], *, actor: str = "") -> Team:
    """Register (or recompose) team ``name`` with ``members`` in board order (names, tessera
    or ``#id``); all teams must have the same size, 2 to 6."""
    name = " ".join(str(name).split())
    with store.transaction(actor=actor) as tx:
        ids = tuple(tx.players.find(m).id for m in members)
        teams = [
            t for t in _teams(tx.tournament.get().settings) if t.name.casefold() != name.casefold()
        ]
        team = Team(name, ids)
        _save(tx, [*teams, team])
        return team


def set_teams(store: Store, teams: Sequence[Team], *, actor: str = "") -> None:
    """Replace every team at once (undo of an edit)."""
    with store.transaction(actor=actor) as tx:
        _save(tx, teams)


def remove_team(store: Store, name: str, *, actor: str = "") -> None:
    with store.transaction(actor=actor) as tx:
        _save(
            tx,
            without_named(
                _teams(tx.tournament.get().settings),
                name,
                InputError(f"squadra inesistente: {name}"),
            ),
        )


def set_team_options(
    store: Store,
    *,
    pairing: str | None = None,
    boards: str | None = None,
    ranking: str | None = None,
    actor: str = "",
) -> TeamOptions:
    for value, allowed, what in (
        (pairing, PAIRING_MODES, "abbinamento delle squadre"),
        (boards, BOARD_ORDERS, "ordine delle scacchiere"),
        (ranking, tuple(TEAM_RANKINGS), "classifica a squadre"),
    ):
        if value is not None and value not in allowed:
            raise InputError(f"{what} sconosciuto: {value!r} (possibili: {', '.join(allowed)})")
    if pairing is None and boards is None and ranking is None:
        with store.read() as tx:  # only shown: no write lock (a read-only place too)
            return _options(tx.tournament.get().settings)
    with store.transaction(actor=actor) as tx:
        if boards is not None and tx.rounds.last_number() > 0:
            raise InputError("l'ordine delle scacchiere si sceglie prima del primo turno")
        for key, value, default in (
            (KEY_PAIRING, pairing, "auto"),
            (KEY_BOARDS, boards, "fixed"),
            (KEY_RANKING, ranking, "games"),
        ):
            if value is not None:
                tx.tournament.set_setting(key, None if value == default else value)
        return _options(tx.tournament.get().settings)


def _read(store: Store) -> tuple[list[Team], TeamOptions, TournamentState, dict[int, Any]]:
    with store.read() as tx:
        read = read_teams(tx)
    if read is None:
        raise InputError("il torneo non ha squadre (teams add)")
    return read


def read_teams(
    tx: Transaction,
) -> tuple[list[Team], TeamOptions, TournamentState, dict[int, Any]] | None:
    """Teams, options, state and each round's team pairings, in the caller's read; None when
    the tournament has no teams."""
    info = tx.tournament.get()
    teams = _teams(info.settings)
    if not teams:
        return None
    state = tx.state()
    pairings = {n: tx.rounds.info(n).meta.get("teams") or [] for n in tx.rounds.numbers()}
    return teams, _options(info.settings), state, pairings


def team_standings(
    store: Store, *, after_round: int | None = None, ranking: str | None = None
) -> tuple[str, list[TeamRow]]:
    """(ranking used, team standings) after ``after_round`` (default: every complete match)."""
    teams, opts, state, _ = _read(store)
    return team_standings_of(teams, opts, state, after_round=after_round, ranking=ranking)


def team_standings_of(
    teams: Sequence[Team],
    opts: TeamOptions,
    state: TournamentState,
    *,
    after_round: int | None = None,
    ranking: str | None = None,
) -> tuple[str, list[TeamRow]]:
    """The team standings over a tournament already read."""
    from figs_td.core.teams import team_standings as compute

    chosen = ranking or opts.ranking
    if chosen not in TEAM_RANKINGS:
        raise InputError(f"classifica a squadre sconosciuta: {chosen!r} (games o match)")
    if after_round is not None and not 0 <= after_round <= state.last_round:
        raise InputError(
            f"turno {after_round} inesistente: il torneo è al turno {state.last_round}"
        )
    return chosen, compute(list(teams), state, ranking=chosen, after_round=after_round)


def team_matches(store: Store, *, round_no: int | None = None) -> list[TeamMatch]:
    teams, _, state, pairings = _read(store)
    return team_matches_of(teams, state, pairings, round_no=round_no)


def team_matches_of(
    teams: Sequence[Team],
    state: TournamentState,
    pairings: dict[int, Any],
    *,
    round_no: int | None = None,
) -> list[TeamMatch]:
    from figs_td.core.teams import team_matches as compute

    matches = compute(list(teams), state, pairings=pairings)
    return [m for m in matches if round_no is None or m.round == round_no]


def _num(v: Any) -> Any:
    from figs_td.services.standings import number

    return number(v)


def teams_json(teams: Sequence[Team], opts: TeamOptions, names: dict[int, str]) -> dict[str, Any]:
    return {
        "pairing": opts.pairing,
        "boards": opts.boards,
        "ranking": opts.ranking,
        "teams": [
            {"name": t.name, "members": [names.get(m, f"#{m}") for m in t.members]} for t in teams
        ],
    }


def team_standings_json(
    ranking: str, rows: Sequence[TeamRow], names: dict[int, str]
) -> dict[str, Any]:
    return {
        "ranking": ranking,
        "standings": [
            {
                "rank": r.rank,
                "team": r.name,
                "members": [names.get(m, f"#{m}") for m in r.members],
                "matches": r.matches,
                "match_wins": r.match_wins,
                "match_draws": r.match_draws,
                "match_losses": r.match_losses,
                "match_points": r.match_points,
                "games_won": _num(r.games_won),
                "spread": r.spread,
                "points": r.points,
            }
            for r in rows
        ],
    }


def team_matches_json(matches: Sequence[TeamMatch]) -> list[dict[str, Any]]:
    return [
        {
            "round": m.round,
            "home": m.home,
            "away": m.away,
            "home_games": _num(m.home_games),
            "away_games": _num(m.away_games),
            "home_spread": m.home_spread,
            "away_spread": m.away_spread,
            "complete": m.complete,
        }
        for m in matches
    ]
