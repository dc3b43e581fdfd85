"""The web pages of a duplicate event, prepared once per revision of the live server (and for
the static site): the projected board with the rack and the countdown, the solutions sheet of
every move placed, the standings per game and overall, and each player's running total for the
phone. The numbers are the services' (:mod:`.duplicate`, :mod:`.duplicate_solutions`): the
pages only lay them out.

Public API: :func:`duplicate_site`, :class:`DuplicateSite`, :class:`Cell`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

from figs_td.core.duplicate.rules import MasterGame
from figs_td.core.duplicate.standings import StandingRow
from figs_td.services.duplicate import events as dup
from figs_td.services.duplicate.solutions import SolutionsSheet, running_of, sheet_of

if TYPE_CHECKING:
    from figs_td.store import Store

__all__ = ["Cell", "DuplicateSite", "duplicate_site"]


@dataclass(frozen=True)
class Cell:
    """A square of the projected board: its letter ("" empty; lowercase: a jolly), the premium
    (PT, PD, LT, LD or "") and whether the last move placed laid it."""

    letter: str
    premium: str
    new: bool


@dataclass(frozen=True)
class DuplicateSite:
    game: int | None  # the game shown (the last one)
    move: int | None  # its last move (drawn or placed)
    rack: str  # the rack being played ("" once placed)
    playing: bool  # a rack is out, its top not yet placed
    deadline_ms: int | None  # end of the time of the rack being played (epoch, ms)
    timer_s: int
    board: tuple[tuple[Cell, ...], ...]
    last: SolutionsSheet | None  # the sheet of the last move placed
    standings: tuple[StandingRow, ...]  # overall
    by_game: dict[int, tuple[StandingRow, ...]]
    sheets: dict[tuple[int, int], SolutionsSheet]  # every move placed
    running: dict[int, dict[int, list[int]]]  # game → player number → totals after each move
    players: tuple[tuple[int, str], ...]  # (number, name)
    games: tuple[int, ...] = field(default_factory=tuple)


def _deadline(drawn_at: str, seconds: int) -> int | None:
    if not drawn_at:
        return None
    try:
        start = datetime.fromisoformat(drawn_at)
    except ValueError:
        return None
    return int(start.timestamp() * 1000) + seconds * 1000


def _board(game: MasterGame | None) -> tuple[tuple[Cell, ...], ...]:
    from figs_td.core.game.board import premium_at

    board = game.board() if game is not None else None
    new: set[tuple[int, int]] = set()
    if game is not None:
        placed = [m for m in game.moves if m.confirmed and m.placed]
        if placed:
            last = placed[-1]
            laid = game.board_before(last.number).validate(last.placed).placed
            new = {(t.row, t.col) for t in laid}
    rows = []
    for r in range(15):
        cells = []
        for c in range(15):
            letter = board.letter(r, c) if board is not None else None
            if letter and board is not None and board.is_jolly(r, c):
                letter = letter.lower()
            p = premium_at(r, c)
            cells.append(Cell(letter or "", p.value if p is not None else "", (r, c) in new))
        rows.append(tuple(cells))
    return tuple(rows)


def duplicate_site(store: Store) -> DuplicateSite:
    data = dup.EventData.read(store)
    game = data.games[-1] if data.games else None
    current = game.current if game is not None else None
    sheets = {
        (g.number, m.number): sheet_of(data, g.number, m.number)
        for g in data.games
        for m in g.moves
        if m.confirmed
    }
    last = None
    if game is not None:
        placed = [m.number for m in game.moves if m.confirmed]
        last = sheets.get((game.number, placed[-1])) if placed else None
    return DuplicateSite(
        game=game.number if game is not None else None,
        move=len(game.moves) if game is not None and game.moves else None,
        rack=current.rack if current is not None else "",
        playing=current is not None,
        deadline_ms=_deadline(current.drawn_at, data.settings.timer_s) if current else None,
        timer_s=data.settings.timer_s,
        board=_board(game),
        last=last,
        standings=tuple(data.standings()),
        by_game={g.number: tuple(data.standings([g.number])) for g in data.games},
        sheets=sheets,
        running={g.number: running_of(data, g.number) for g in data.games},
        players=tuple((n, name) for _, n, name in data.players),
        games=tuple(g.number for g in data.games),
    )
