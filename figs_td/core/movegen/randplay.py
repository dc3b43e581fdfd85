"""Random legal moves on a board — for property tests, benchmarks and demonstrations.

Words are random letters (no lexicon): "legal" means placeable under art. 3 (one line, whole,
connected, the first through H8) and within the tile set (art. 1). Deterministic for a given
:class:`random.Random`.
"""

from __future__ import annotations

import random
from collections import Counter

from figs_td.core.game.board import Board, MoveError, MoveScore
from figs_td.core.game.notation import BOARD_SIZE, Direction, Move
from figs_td.core.game.tiles import JOLLY_COUNT, RACK_SIZE, TILE_SET

__all__ = ["random_game", "random_move"]

_N = BOARD_SIZE


def _bag_left(board: Board) -> list[str]:
    used = board.letter_counts()
    bag: list[str] = []
    for letter, (count, _) in TILE_SET.items():
        bag.extend(letter * (count - used[letter]))
    bag.extend("?" * (JOLLY_COUNT - board.jolly_count))
    return bag


def random_move(
    board: Board, rng: random.Random, *, tries: int = 200, max_tiles: int = RACK_SIZE
) -> MoveScore | None:
    """A random placeable move on ``board`` (not played) using at most ``max_tiles`` new tiles,
    or None if none was found in ``tries`` attempts."""
    bag = _bag_left(board)
    occupied = [(r, c) for r in range(_N) for c in range(_N) if board.letter(r, c) is not None]
    for _ in range(tries):
        direction = rng.choice((Direction.ACROSS, Direction.DOWN))
        dr, dc = direction.delta
        ar, ac = rng.choice(occupied) if occupied else (7, 7)
        if occupied and rng.random() < 0.5:  # start next to a tile instead of through it
            ar, ac = ar + rng.choice((-1, 1)) * dc, ac + rng.choice((-1, 1)) * dr
        length = rng.randint(2, 9)
        offset = rng.randint(0, length - 1)
        r0, c0 = ar - dr * offset, ac - dc * offset
        if not (0 <= r0 < _N and 0 <= c0 < _N):
            continue
        # Extend backwards/forwards over adjacent tiles so the word is whole.
        while (r0 - dr >= 0 and c0 - dc >= 0) and board.letter(r0 - dr, c0 - dc) is not None:
            r0, c0 = r0 - dr, c0 - dc
        pool = bag.copy()
        rng.shuffle(pool)
        chars: list[str] = []
        new = 0
        r, c = r0, c0
        k = 0
        while r < _N and c < _N and (k < length or board.letter(r, c) is not None):
            on = board.letter(r, c)
            if on is not None:
                chars.append(on.lower() if board.is_jolly(r, c) else on)
            else:
                if not pool or new == max_tiles:
                    break
                t = pool.pop()
                chars.append(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ").lower() if t == "?" else t)
                new += 1
            r, c, k = r + dr, c + dc, k + 1
        if new == 0 or len(chars) < 2:
            continue
        try:
            return board.validate(Move(r0, c0, direction, "".join(chars)))
        except MoveError:
            continue
    return None


def random_game(rng: random.Random, moves: int = 30) -> tuple[list[MoveScore], Board]:
    """Play up to ``moves`` random moves on a new board; returns their scores and the board."""
    board = Board()
    played: list[MoveScore] = []
    for _ in range(moves):
        score = random_move(board, rng)
        if score is None:
            break
        board.play(score.move)
        played.append(score)
    return played, board


def tiles_in_play(board: Board) -> Counter[str]:
    """Tiles on the board per letter, ``?`` for jolly (for checks against the set)."""
    counts = board.letter_counts()
    counts["?"] = board.jolly_count
    return counts
