"""Publishing use case: everything the web pages show, read in one go through the store.

The static site (``figs-td publish``) and the live server (``figs-td serve``) both call
:func:`load_site`; the numbers come from the same prepared data as the PDF/XLSX documents
(:mod:`figs_td.reports.prepare`), never from a second implementation. :func:`site_revision` is a
cheap token that changes with every write to the tournament (any desk, any program), so that a
live page knows when to refresh.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from figs_td.reports.data import (
    BracketData,
    CrosstableData,
    PairingsData,
    RankHistory,
    ReportHeader,
    ResultsData,
    Scorecard,
    ScorecardsData,
    StandingsData,
)

if TYPE_CHECKING:
    from typing import Any

    from figs_td.core.model import TournamentState
    from figs_td.core.standings.table import StandingRow
    from figs_td.store.records import TournamentInfo

    TeamsRead = tuple[list[Any], Any, TournamentState, dict[int, Any]]
    from figs_td.reports.prize_documents import ClubData, PrizeListData, RankedData
    from figs_td.reports.team_documents import TeamRoundData, TeamStandingsData
    from figs_td.services.duplicate.site import DuplicateSite
    from figs_td.store.store import Store

SYSTEM_LABELS = {
    "italo-svizzero": "Italo-svizzero",
    "girone": "Girone all'italiana",
    "girone-doppio": "Girone all'italiana doppio",
    "eliminazione": "Eliminazione diretta",
    "squadre": "A squadre",
}


@dataclass(frozen=True)
class EventInfo:
    """The event page: what, where, when, how."""

    name: str
    place: str
    date_start: str | None
    date_end: str | None
    system: str  # Italian label
    profile: str
    tiebreaks: str
    lexicon: str
    director: str
    arbiter: str
    planned_rounds: int | None
    players: int


@dataclass(frozen=True)
class RoundPages:
    """One round: pairings (with each player's record before it), results, standings after it."""

    number: int
    pairings: PairingsData
    results: ResultsData
    standings: StandingsData
    complete: bool  # every game of the round has its result
    categories: RankedData | None = None  # standings per category after the round
    team: TeamRoundData | None = None  # team matches board by board, with the match results
    team_standings: TeamStandingsData | None = None  # team standings after the round


@dataclass(frozen=True)
class Extras:
    """What issue 16's documents add, after the last complete round (``after``), prepared by
    the same service functions as the printed documents; each None when the tournament has no
    such data."""

    after: int
    categories_of: dict[int, str]  # number on the sheets → "Under 18, Fascia B"
    categories: RankedData | None  # the ``categories`` document
    final: RankedData | None  # the ``final-standings`` document (only with a prize table)
    prize_of: dict[int, str]  # number on the sheets → prize(s) won, as its prize column
    prize_list: PrizeListData | None  # the ``prizes`` document
    clubs: ClubData | None  # the ``clubs`` document (only when some player has a club)
    team_standings: TeamStandingsData | None  # the ``team-standings`` document


@dataclass(frozen=True)
class SiteData:
    """Everything the pages show. The crosstable and the scorecards (the costly, whole-event
    documents) are prepared on first use, so that a live page of the current round is ready
    before them."""

    revision: int
    header: ReportHeader
    event: EventInfo
    rounds: tuple[RoundPages, ...]
    history: tuple[RankHistory, ...]  # every player's rank by round, in the latest order
    players: tuple[tuple[int, str, str], ...]  # (number on the sheets, name, club)
    state: TournamentState = field(repr=False, compare=False)
    tiebreaks: str | list[str] = "FIGS"
    extras: Extras | None = None
    placing: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    bracket: BracketData | None = None  # a knockout's bracket (the page "eliminazione.html")
    #: files for other programs written beside the pages, by name (TSH's "tourney.js", issue
    #: 41 §3); filled for a publish (not for the live server's pages)
    feeds: dict[str, bytes] = field(default_factory=dict, repr=False, compare=False)

    @functools.cached_property
    def crosstable(self) -> CrosstableData | None:
        from figs_td.reports import prepare

        if not self.rounds:
            return None
        from figs_td.core.standings.placing import final_standings

        rows = final_standings(self.state, self.tiebreaks, self.placing)
        return prepare.crosstable_data(self.state, self.header, tiebreaks=self.tiebreaks, rows=rows)

    @functools.cached_property
    def scorecards(self) -> ScorecardsData:
        from figs_td.reports import prepare

        return prepare.scorecards_data(self.state, self.header)

    @functools.cached_property
    def _cards(self) -> dict[int, Scorecard]:
        return {c.number: c for c in reversed(self.scorecards.cards)}  # the first of a number

    def scorecard(self, number: int) -> Scorecard | None:
        """One player's card. Taken from the whole document once it is prepared; before that,
        the same document is prepared on that player's games only (a card depends on nothing
        else), so that a live player page does not wait for every other player's card."""
        import dataclasses

        from figs_td.reports import prepare

        if "scorecards" in self.__dict__:
            return self._cards.get(number)
        ids = {prepare.number(p): p.id for p in self.state.players}
        pid = ids.get(number)
        if pid is None:
            return None
        mine = [g for g in self.state.games if pid in g.players()]
        data = prepare.scorecards_data(dataclasses.replace(self.state, games=mine), self.header)
        return next((c for c in data.cards if c.number == number), None)

    def prepare_all(self) -> SiteData:
        """Prepare the deferred documents now (the static site, a background thread)."""
        _ = self.crosstable, self.scorecards
        return self

    @property
    def last(self) -> RoundPages | None:
        return self.rounds[-1] if self.rounds else None

    @property
    def current_standings(self) -> StandingsData | None:
        """Standings after the last round whose results are all in (else the last round)."""
        done = [r for r in self.rounds if r.complete]
        chosen = done[-1] if done else self.last
        if chosen is None:
            return None
        # The round's page names no later round (it is cached with its rounds' games); the
        # current standings name the round being played and its results not counted, as every
        # other view does (core.standings_scope), from the state read for this revision.
        import dataclasses

        from figs_td.core.standings.scope import standings_scope

        data = chosen.standings
        scope = standings_scope(self.state, chosen.number, final=data.final)
        return dataclasses.replace(data, title=scope.title)

    #: A duplicate event's pages (:mod:`figs_td.services.duplicate.site`); the last field.
    duplicate: DuplicateSite | None = None


def site_revision(store: Store) -> int:
    """A number that grows with every change to the tournament (every write is audited)."""
    with store.read() as tx:
        return tx.audit.count()


def store_source(store: Store) -> str:
    """What opens the same tournament again (the file, or the full database URL): the live
    server keeps a connection of its own."""
    if store.path is not None:
        return str(store.path)
    return str(store.engine.url.render_as_string(hide_password=False))


def _rank_history(rounds: list[RoundPages]) -> tuple[RankHistory, ...]:
    """Each player's rank after every round, read off the standings prepared for each round
    (the same ranks as ``prepare.rank_history``: same state, same tie-break chain), players in
    the order of the latest standings."""
    if not rounds:
        return ()
    ranks = [{line.number: line.rank for line in r.standings.rows} for r in rounds]
    return tuple(
        RankHistory(line.name, tuple(after.get(line.number) for after in ranks))
        for line in rounds[-1].standings.rows
    )


def tournament_name(store: Store) -> str:
    with store.read() as tx:
        return tx.tournament.get().name


class SiteCache:
    """The rounds prepared by the previous :func:`load_site`: a round is prepared again only
    when something it depends on changed (the players, the settings, a game of that round or of
    an earlier one). The live server keeps one, so a result of the last round costs one round."""

    def __init__(self) -> None:
        self.rounds: dict[int, tuple[int, RoundPages]] = {}


def load_site(store: Store, cache: SiteCache | None = None) -> SiteData:
    """Read the tournament once and prepare every page's data (a duplicate event's too)."""
    import dataclasses

    from figs_td.core.model import System

    site = _load_rounds_site(store, cache)
    if site.state.system is not System.DUPLICATE:
        if cache is None:  # a publish: TSH's tourney.js beside the pages (issue 41 §3)
            from figs_td.services.exchange.tsh_js import tourney_js_text

            feeds = {"tourney.js": tourney_js_text(store).encode("utf-8")}
            return dataclasses.replace(site, feeds=feeds)
        return site
    from figs_td.services.duplicate.site import duplicate_site

    return dataclasses.replace(site, duplicate=duplicate_site(store))


def _load_rounds_site(store: Store, cache: SiteCache | None = None) -> SiteData:
    """Read the tournament once and prepare every page's data."""
    import json

    from figs_td.core.lexicon.word_tables import THRESHOLD_SETTING, threshold_of
    from figs_td.reports import prepare
    from figs_td.services.reports.documents import header_of, round_pairings
    from figs_td.services.standings import placing_settings, standings_of
    from figs_td.services.teams import read_teams

    with store.read() as tx:
        info = tx.tournament.get()
        state = tx.state()
        threshold = tx.tournament.get_setting(THRESHOLD_SETTING)
        lexicon = tx.tournament.get_setting("lexicon.name")
        revision = tx.audit.count()
        teams = read_teams(tx)
        knockout = tx.tournament.get_setting("pairing.knockout")
        metas = {n: dict(tx.rounds.info(n).meta or {}) for n in _paired_rounds(state)}
    header = header_of(info)
    tiebreaks = info.tiebreaks
    limit = threshold_of(threshold)
    settings = json.dumps(state.settings, sort_keys=True, default=str)
    team_key = json.dumps(teams[3] if teams else None, sort_keys=True, default=str)
    ko_key = json.dumps(knockout, sort_keys=True, default=str)
    key = hash((tuple(state.players), str(tiebreaks), limit, header, settings, team_key, ko_key))
    by_round: dict[int, list[object]] = {}
    for g in state.games:
        by_round.setdefault(g.round, []).append(g)
    placing = placing_settings(info)
    rounds = []
    kept: dict[int, tuple[int, RoundPages]] = {}
    for n in range(1, state.last_round + 1):
        games = state.games_in(n)
        meta = metas.get(n, {})
        # this round and every earlier one, with the round's stored labels
        key = hash((key, tuple(by_round.get(n, ())), json.dumps(meta, sort_keys=True, default=str)))
        if not games:
            continue
        hit = cache.rounds.get(n) if cache is not None else None
        if hit is not None and hit[0] == key:
            page = hit[1]
        else:
            rows = standings_of(state, tiebreaks, after_round=n, info=info)
            page = RoundPages(
                n,
                round_pairings(state, header, n, meta, knockout, limit),
                prepare.results_data(state, header, n),
                prepare.standings_data(
                    state, header, n, tiebreaks=tiebreaks, rows=rows, settings=placing,
                    later_rounds=False,
                ),
                all(g.has_result for g in games),
                *_round_extras(header, n, rows, state, info, teams),
            )
        kept[n] = (key, page)
        rounds.append(page)
    if cache is not None:
        cache.rounds = kept
    history = _rank_history(rounds)
    event = EventInfo(
        name=info.name,
        place=info.place,
        date_start=info.date_start,
        date_end=info.date_end,
        system=SYSTEM_LABELS.get(str(info.system), str(info.system)),
        profile=info.profile,
        tiebreaks=info.tiebreaks if isinstance(info.tiebreaks, str) else ", ".join(info.tiebreaks),
        lexicon=str(lexicon or ""),
        director=info.director,
        arbiter=info.arbiter,
        planned_rounds=info.planned_rounds,
        players=len(state.players),
    )
    players = tuple((prepare.number(p), p.name, p.club) for p in state.players)
    extras = _extras(header, state, info, teams)
    return SiteData(
        revision,
        header,
        event,
        tuple(rounds),
        history,
        players,
        state,
        tiebreaks,
        extras,
        placing,
        _bracket(state, header, knockout),
    )


def _paired_rounds(state: TournamentState) -> list[int]:
    return sorted({g.round for g in state.games})


def _bracket(state: TournamentState, header: ReportHeader, knockout: object) -> BracketData | None:
    """The knockout bracket of a knockout or phased event (the ``bracket`` document's data);
    None for other events and before the knockout is drawn."""
    from figs_td.core.model import System
    from figs_td.errors import InputError
    from figs_td.reports.bracket import bracket_data

    seeded = isinstance(knockout, dict) and bool(knockout.get("seeds"))
    if not state.games or (not seeded and state.system is not System.KNOCKOUT):
        return None
    try:
        return bracket_data(state, header, knockout if isinstance(knockout, dict) else None)
    except InputError:
        return None


def _round_extras(
    header: ReportHeader,
    n: int,
    rows: list[StandingRow],
    state: TournamentState,
    info: TournamentInfo,
    teams: TeamsRead | None,
) -> tuple[RankedData | None, TeamRoundData | None, TeamStandingsData | None]:
    """Standings per category and the team pages of round ``n`` (the documents' functions)."""
    import dataclasses

    from figs_td.services.reports.prizes import category_data
    from figs_td.services.reports.teams import team_round_data, team_standings_data

    after = dataclasses.replace(header, round=n)
    cats = category_data(after, rows, state, info)
    if teams is None:
        return cats, None, None
    team_list, opts, _state, pairings = teams
    return (
        cats,
        team_round_data(header, team_list, state, pairings, n),
        team_standings_data(after, team_list, opts, state, after_round=n),
    )


def _extras(
    header: ReportHeader, state: TournamentState, info: TournamentInfo, teams: TeamsRead | None
) -> Extras:
    """Categories, prizes, clubs and teams after the last complete round (the round the printed
    documents take by default); before any round is complete, only each player's categories."""
    import dataclasses

    from figs_td.reports import prepare
    from figs_td.services.prizes import _setup, categories_by_player, prize_of_player, prizes_of
    from figs_td.services.reports.prizes import (
        category_data,
        club_data,
        final_standings_data,
        prize_list_data,
    )
    from figs_td.services.reports.teams import team_standings_data
    from figs_td.services.standings import standings_of

    number = {p.id: prepare.number(p) for p in state.players}
    cats = categories_by_player(state, info)
    categories_of = {number[pid]: ", ".join(names) for pid, names in cats.items()}
    after = prepare.complete_round(state)
    if after < 1:
        return Extras(0, categories_of, None, None, {}, None, None, None)
    head = dataclasses.replace(header, round=after)
    rows = standings_of(state, info.tiebreaks, after_round=after, info=info)
    has_table = bool(_setup(info).table)
    prize_of: dict[int, str] = {}
    result = prizes_of(rows, state, info) if has_table else None
    if result is not None:
        prize_of = {number[pid]: text for pid, text in prize_of_player(result).items()}
    clubs = club_data(head, rows, state, info) if any(p.club for p in state.players) else None
    return Extras(
        after=after,
        categories_of=categories_of,
        categories=category_data(head, rows, state, info),
        final=final_standings_data(head, rows, state, info, result=result)
        if result is not None
        else None,
        prize_of=prize_of,
        prize_list=prize_list_data(head, rows, state, info, result=result)
        if result is not None
        else None,
        clubs=clubs if clubs is not None and clubs.lines else None,
        team_standings=(
            team_standings_data(head, teams[0], teams[1], state) if teams is not None else None
        ),
    )
