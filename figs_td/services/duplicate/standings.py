"""Duplicate-event use cases: the whole event read once (:class:`EventData`) and what is shown
from it — the slips of a move (:func:`slips_for_move`), the standings overall and per game
(:func:`standings`, :func:`standings_by_game`, :func:`standings_view`) and the ranking of one move
(:func:`move_ranking`). Solo bonuses, warnings and penalties are included; moves confirmed only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from figs_td.core.duplicate.bonus import Adjustment, SlipFacts, adjustments
from figs_td.core.duplicate.rules import (
    DuplicateSettings,
    MasterGame,
)
from figs_td.core.duplicate.standings import MoveRank, StandingRow
from figs_td.core.duplicate.standings import move_ranking as _move_ranking
from figs_td.core.duplicate.standings import standings as _standings
from figs_td.errors import InputError
from figs_td.services.duplicate.game import SETTINGS_KEY, _players, get_game
from figs_td.services.duplicate.slips import declared_differs

if TYPE_CHECKING:
    from figs_td.store import Store


@dataclass
class EventData:
    """The whole event read in one transaction (settings, games, players, every slip), for the
    standings, the slips of a move, the solutions sheets and the web pages."""

    settings: DuplicateSettings
    games: list[MasterGame]
    players: list[tuple[int, int, str]]  # (id, number, name)
    slips: list[Any]  # store records: game_no, move_no, player_id, entry, score, status
    _adjust: dict[tuple[int, int, int], Adjustment] | None = field(default=None, repr=False)

    @classmethod
    def read(cls, store: Store) -> EventData:
        with store.read() as tx:
            return cls(
                DuplicateSettings.from_dict(tx.tournament.get_setting(SETTINGS_KEY)),
                [MasterGame.from_dict(r.state) for r in tx.duplicate.games()],
                [(p.id, p.seq, p.name) for p in tx.players.list()],
                tx.duplicate.slips(),
            )

    def game(self, number: int | None) -> MasterGame:
        if not self.games:
            raise InputError("nessuna partita di duplicato: crearla con 'figs-td duplicate new'")
        if number is None:
            return self.games[-1]
        found = next((g for g in self.games if g.number == number), None)
        if found is None:
            raise InputError(f"partita di duplicato n. {number} inesistente")
        return found

    def facts(self) -> list[SlipFacts]:
        return [
            SlipFacts(
                s.game_no,
                s.move_no,
                s.player_id,
                s.score,
                int(s.entry.get("warnings") or 0),
                int(s.entry.get("penalty") or 0),
            )
            for s in self.slips
        ]

    def to_check(
        self, game_no: int | None = None, move_no: int | None = None
    ) -> list[tuple[int, int, dict[str, Any]]]:
        """The arbiter's list of stored slips whose declared score is not what the written move
        scores (:func:`declared_differs`), of a game or one of its moves (default: all):
        (game, move, player number, name, the move written, declared, score, why: the two
        scores and the reason a move scores 0)."""
        players = {pid: (seq, name) for pid, seq, name in self.players}
        out = []
        for s in self.slips:
            if (game_no is not None and s.game_no != game_no) or (
                move_no is not None and s.move_no != move_no
            ):
                continue
            why = declared_differs(s.entry, s.score)
            if why and s.player_id in players:
                number, name = players[s.player_id]
                out.append((s.game_no, s.move_no, {
                    "player": number, "name": name, "written": s.entry.get("text") or "",
                    "declared": s.entry.get("declared"), "score": s.score,
                    "why": why + (f" ({s.entry['reason']})" if s.entry.get("reason") else ""),
                }))  # fmt: skip
        return out

    def adjust(
        self, games: list[MasterGame] | None = None
    ) -> dict[tuple[int, int, int], Adjustment]:
        """The solo bonuses, warnings and penalties of the slips of ``games`` (default: all;
        worked out once)."""
        if games is not None:
            return adjustments(self.settings, len(self.players), _tops(games), self.facts())
        if self._adjust is None:
            self._adjust = adjustments(
                self.settings, len(self.players), _tops(self.games), self.facts()
            )
        return self._adjust

    def chosen(self, games: list[int] | None) -> list[MasterGame]:
        if games is None:
            return self.games
        known = {g.number for g in self.games}
        missing = sorted(set(games) - known)
        if missing:
            have = ", ".join(str(n) for n in sorted(known)) or "nessuna"
            raise InputError(
                f"partita {', '.join(str(n) for n in missing)} inesistente (l'evento ha: {have})"
            )
        return [g for g in self.games if g.number in games]

    def standings(self, games: list[int] | None = None) -> list[StandingRow]:
        chosen = self.chosen(games)
        scores = {(s.game_no, s.move_no, s.player_id): s.score for s in self.slips}
        return _standings(self.players, _tops(chosen), scores, self.adjust(chosen))

    def over_top(self, game_no: int, move_no: int, top: int) -> list[dict[str, Any]]:
        """As :func:`over_top`, from what was read."""
        players = {pid: (seq, name) for pid, seq, name in self.players}
        return [
            {"player": players[s.player_id][0], "name": players[s.player_id][1], "score": s.score}
            for s in self.slips
            if s.game_no == game_no
            and s.move_no == move_no
            and s.score > top
            and s.player_id in players
        ]

    def _top(self, game_no: int, move_no: int) -> int | None:
        """The top of a move placed (None: not placed yet, or no such move)."""
        game = next((g for g in self.games if g.number == game_no), None)
        if game is None or not 1 <= move_no <= len(game.moves):
            return None
        move = game.moves[move_no - 1]
        return (move.placed_score or 0) if move.confirmed else None

    def slips_for_move(self, game_no: int, move_no: int) -> dict[int, dict[str, Any]]:
        """Player number → the slip's entry, score, status and its solo/warning adjustment;
        ``unsettled``: the score is above the move's top (entered before it was placed), and
        ``net`` counts it 0 until the arbiter corrects it (as the standings do)."""
        numbers = {pid: seq for pid, seq, _ in self.players}
        adjust = self.adjust()
        top = self._top(game_no, move_no)
        out = {}
        for s in self.slips:
            if s.game_no != game_no or s.move_no != move_no or s.player_id not in numbers:
                continue
            adj = adjust.get((game_no, move_no, s.player_id), Adjustment())
            unsettled = top is not None and s.score > top  # counted 0 until corrected
            out[numbers[s.player_id]] = {
                "entry": s.entry,
                "score": s.score,
                "status": s.status,
                "solo": adj.solo,
                "warning_points": adj.warning_points,
                "penalty": adj.penalty,
                "net": (0 if unsettled else s.score) + adj.net,
                "unsettled": unsettled,
            }
        return out


def slips_for_move(store: Store, game_no: int, move_no: int) -> dict[int, dict[str, Any]]:
    """Player number → the slip's entry, score and status (and its solo/warning adjustment)."""
    return EventData.read(store).slips_for_move(game_no, move_no)


def _tops(games: list[MasterGame]) -> dict[tuple[int, int], int]:
    return {
        (g.number, m.number): m.placed_score or 0 for g in games for m in g.moves if m.confirmed
    }


def standings(store: Store, games: list[int] | None = None) -> list[StandingRow]:
    """The standings over the games given (default: all), moves confirmed only; solo bonuses,
    warnings and penalties included. A game that does not exist is refused."""
    return EventData.read(store).standings(games)


def standings_by_game(store: Store) -> dict[int, list[StandingRow]]:
    """Game number → the standings of that game alone (the overall ones: :func:`standings`)."""
    data = EventData.read(store)
    return {g.number: data.standings([g.number]) for g in data.games}


@dataclass
class StandingsView:
    """What ``figs-td duplicate standings`` shows, read in one transaction: the standings over
    the games chosen, those of each game (when asked) and the slips above a move's top still to
    correct (game, move, the :func:`over_top` entry), and those whose declared score is not what
    the written move scores (the arbiter's list too)."""

    rows: list[StandingRow]
    per_game: dict[int, list[StandingRow]]
    over: list[tuple[int, int, dict[str, Any]]]
    #: The slips whose declared score disagrees with the written move (:meth:`EventData.to_check`).
    to_check: list[tuple[int, int, dict[str, Any]]] = field(default_factory=list)


def standings_view(
    store: Store, games: list[int] | None = None, *, per_game: bool = False
) -> StandingsView:
    """:func:`standings`, :func:`standings_by_game` (with ``per_game``) and the slips above the
    top of every move placed (:func:`over_top`), from one read of the event."""
    data = EventData.read(store)
    rows = data.standings(games)
    by_game = {g.number: data.standings([g.number]) for g in data.games} if per_game else {}
    over = [
        (g.number, m.number, o)
        for g in data.games
        for m in g.moves
        if m.confirmed
        for o in data.over_top(g.number, m.number, m.placed_score or 0)
    ]
    return StandingsView(rows, by_game, over, data.to_check())


def move_ranking(store: Store, game_no: int, move_no: int) -> list[MoveRank]:
    game = get_game(store, game_no)
    if not 1 <= move_no <= len(game.moves):
        raise InputError(f"mossa {move_no} inesistente")
    top = game.moves[move_no - 1].placed_score or 0
    with store.read() as tx:
        scores = {s.player_id: s.score for s in tx.duplicate.slips(game.number, move_no)}
    return _move_ranking(_players(store), top, scores)
