"""Publishing use case: everything the web pages show, read in one go through the store.

The static site (``figs-td publish``) and the live server (``figs-td serve``) both call
:func:`load_site`; the numbers come from the same prepared data as the PDF/XLSX documents
(:mod:`figs_td.reports.prepare`), never from a second implementation. :func:`site_revision` is a
cheap token that changes with every write to the tournament (any desk, any program), so that a
live page knows when to refresh.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from figs_td.reports.data import (
    CrosstableData,
    PairingsData,
    RankHistory,
    ReportHeader,
    ResultsData,
    ScorecardsData,
    StandingsData,
)

if TYPE_CHECKING:
    from figs_td.store.store import Store

SYSTEM_LABELS = {
    "italo-svizzero": "Italo-svizzero",
    "girone": "Girone all'italiana",
    "girone-doppio": "Girone all'italiana doppio",
    "eliminazione": "Eliminazione diretta",
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


@dataclass(frozen=True)
class SiteData:
    revision: int
    header: ReportHeader
    event: EventInfo
    rounds: tuple[RoundPages, ...]
    crosstable: CrosstableData | None
    scorecards: ScorecardsData
    history: tuple[RankHistory, ...]  # every player's rank by round, in the latest order

    @property
    def last(self) -> RoundPages | None:
        return self.rounds[-1] if self.rounds else None

    @property
    def current_standings(self) -> StandingsData | None:
        """Standings after the last round whose results are all in (else the last round)."""
        done = [r for r in self.rounds if r.complete]
        chosen = done[-1] if done else self.last
        return chosen.standings if chosen else None


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


def tournament_name(store: Store) -> str:
    with store.read() as tx:
        return tx.tournament.get().name


def load_site(store: Store) -> SiteData:
    """Read the tournament once and prepare every page's data."""
    from figs_td.core.standings import resolve_tiebreaks
    from figs_td.core.word_lists import threshold_of
    from figs_td.reports import prepare
    from figs_td.services.reports import header_of

    with store.read() as tx:
        info = tx.tournament.get()
        state = tx.state()
        threshold = tx.tournament.get_setting("words.threshold_rating")
        lexicon = tx.tournament.get_setting("lexicon.name")
        revision = tx.audit.count()
    header = header_of(info)
    tiebreaks = info.tiebreaks
    limit = threshold_of(threshold)
    rounds = []
    for n in range(1, state.last_round + 1):
        games = state.games_in(n)
        if not games:
            continue
        rounds.append(
            RoundPages(
                n,
                prepare.pairings_data(state, header, n, word_list_threshold=limit),
                prepare.results_data(state, header, n),
                prepare.standings_data(state, header, n, tiebreaks=tiebreaks, final=False),
                all(g.has_result for g in games),
            )
        )
    cross = prepare.crosstable_data(state, header, tiebreaks=tiebreaks) if rounds else None
    history: tuple[RankHistory, ...] = ()
    if rounds:
        chain = resolve_tiebreaks(tiebreaks)
        order = [r.number for r in rounds[-1].standings.rows]
        by_number = {prepare.number(p): p.id for p in state.players}
        history = prepare.rank_history(
            state, state.last_round, chain, order=[by_number[n] for n in order]
        )
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
    return SiteData(
        revision,
        header,
        event,
        tuple(rounds),
        cross,
        prepare.scorecards_data(state, header),
        history,
    )
