"""A candidate move and its score, and the score tables both move searches use (the compiled
one in ``figs_td/core/_movegen.c`` and the Python one in :mod:`figs_td.core.movegen.python_search`)."""

from __future__ import annotations

from typing import Final, NamedTuple

from figs_td.core.game.board import premium_at
from figs_td.core.game.notation import BOARD_SIZE, Direction, Move
from figs_td.core.game.tiles import TILE_SET

_N: Final = BOARD_SIZE
_VALUES: Final = {letter: value for letter, (_, value) in TILE_SET.items()}
_LMUL: Final = tuple(
    tuple((p.letter_multiplier if (p := premium_at(r, c)) else 1) for c in range(_N))
    for r in range(_N)
)
_WMUL: Final = tuple(
    tuple((p.word_multiplier if (p := premium_at(r, c)) else 1) for c in range(_N))
    for r in range(_N)
)


class Candidate(NamedTuple):
    """A legal move and its score."""

    score: int
    row: int
    col: int
    direction: Direction
    word: str  # the whole word; lowercase = a jolly (new or already on the board)
    tiles: str  # the tiles that leave the rack, ``?`` for a jolly, in reading order

    @property
    def move(self) -> Move:
        return Move(self.row, self.col, self.direction, self.word)

    @property
    def position(self) -> str:
        return self.move.position

    @property
    def notation(self) -> str:
        return self.move.notation

    @property
    def tiles_used(self) -> int:
        return len(self.tiles)
