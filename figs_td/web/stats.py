"""Statistics of the event, read off the prepared results of each round (no standings maths)."""

from __future__ import annotations

from dataclasses import dataclass

from figs_td.reports.data import ResultsData


@dataclass(frozen=True)
class GameFact:
    round: int
    table: int | None
    first: str
    score_first: int
    second: str
    score_second: int

    @property
    def total(self) -> int:
        return self.score_first + self.score_second

    @property
    def margin(self) -> int:
        return abs(self.score_first - self.score_second)

    @property
    def winner_score(self) -> int:
        return max(self.score_first, self.score_second)

    @property
    def loser_score(self) -> int:
        return min(self.score_first, self.score_second)


@dataclass(frozen=True)
class RoundAverage:
    round: int
    games: int
    average: float  # mean score of a player in the round's games played over the board


@dataclass(frozen=True)
class Statistics:
    games: int
    average: float | None
    top_scores: tuple[tuple[str, int, GameFact], ...]  # (player, score, game)
    top_losing: tuple[GameFact, ...]
    top_totals: tuple[GameFact, ...]
    top_margins: tuple[GameFact, ...]
    rounds: tuple[RoundAverage, ...]


def played_games(results: list[ResultsData]) -> list[GameFact]:
    """Games played over the board with both scores (no byes, forfeits, time losses)."""
    out = []
    for data in results:
        rnd = data.header.round or 0
        for r in data.rows:
            if r.second is None or r.score_first is None or r.score_second is None or r.note:
                continue
            out.append(GameFact(rnd, r.table, r.first, r.score_first, r.second, r.score_second))
    return out


def statistics(results: list[ResultsData], top: int = 10) -> Statistics:
    games = played_games(results)
    scores = [(g.first, g.score_first, g) for g in games] + [
        (g.second, g.score_second, g) for g in games
    ]
    scores.sort(key=lambda s: (-s[1], s[2].round, s[2].table or 0))
    key = lambda g: (g.round, g.table or 0)  # noqa: E731 - stable order for equal values
    losing = sorted((g for g in games if g.margin), key=lambda g: (-g.loser_score, key(g)))
    totals = sorted(games, key=lambda g: (-g.total, key(g)))
    margins = sorted(games, key=lambda g: (-g.margin, key(g)))
    per_round = []
    for data in results:
        rnd = data.header.round or 0
        mine = [g for g in games if g.round == rnd]
        if mine:
            per_round.append(
                RoundAverage(rnd, len(mine), sum(g.total for g in mine) / (2 * len(mine)))
            )
    average = sum(g.total for g in games) / (2 * len(games)) if games else None
    return Statistics(
        len(games),
        average,
        tuple(scores[:top]),
        tuple(losing[:top]),
        tuple(totals[:top]),
        tuple(margins[:top]),
        tuple(per_round),
    )
