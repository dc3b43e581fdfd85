"""Brute-force reference for the move generator: every placement of every rack permutation.

For each line, each start square and each length, the empty squares of the span receive every
ordered choice of rack tiles (a jolly standing for every letter of the lexicon); the move is kept
when ``Board.validate`` accepts it and every word it forms is in the lexicon. A move is identified
by the tiles it lays (square, letter, jolly) — the same one-tile move written across or down is one.
"""

from __future__ import annotations

import itertools
import random

from figs_td.core.game.board import Board, MoveError, MoveScore, PlacedTile
from figs_td.core.game.notation import BOARD_SIZE, Direction, Move

Key = tuple[frozenset[tuple[int, int, str, bool]], int]


def key_of(score: MoveScore) -> Key:
    return frozenset((t.row, t.col, t.letter, t.jolly) for t in score.placed), score.total


def brute_force(board: Board, rack: str, words: set[str]) -> set[Key]:
    alphabet = sorted({ch for w in words for ch in w})
    by_length: dict[int, list[str]] = {}
    for w in words:
        by_length.setdefault(len(w), []).append(w)
    found: set[Key] = set()
    tiles = list(rack)
    n = BOARD_SIZE
    grid = [[board.letter(r, c) for c in range(n)] + [None] for r in range(n)] + [[None] * (n + 1)]
    for direction in (Direction.ACROSS, Direction.DOWN):
        dr, dc = direction.delta
        # side[r][c]: a tile next to (r, c) across the direction (else a lone tile forms no word).
        side = [
            [
                (r - dc >= 0 and c - dr >= 0 and grid[r - dc][c - dr] is not None)
                or grid[r + dc][c + dr] is not None
                for c in range(n)
            ]
            for r in range(n)
        ]
        for r0 in range(BOARD_SIZE):
            for c0 in range(BOARD_SIZE):
                if min(r0 - dr, c0 - dc) >= 0 and grid[r0 - dr][c0 - dc] is not None:
                    continue
                for length in range(1, BOARD_SIZE + 1):
                    r1, c1 = r0 + dr * (length - 1), c0 + dc * (length - 1)
                    if r1 >= BOARD_SIZE or c1 >= BOARD_SIZE:
                        break
                    if grid[r1 + dr][c1 + dc] is not None:
                        continue
                    if length > 1 and length not in by_length:
                        continue
                    squares = [(r0 + dr * i, c0 + dc * i) for i in range(length)]
                    fixed = [grid[r][c] for r, c in squares]
                    empties = [i for i, ch in enumerate(fixed) if ch is None]
                    if not empties or len(empties) > len(tiles):
                        continue
                    # Shortcuts only: ``validate`` would reject these spans too (a lone tile
                    # with no neighbour across forms no word; no word fits the board letters).
                    if length == 1 and not side[r0][c0]:
                        continue
                    if board.is_empty:
                        if (7, 7) not in squares:
                            continue
                    elif len(empties) == length and not any(side[r][c] for r, c in squares):
                        continue
                    if length > 1 and not any(
                        all(f is None or f == w[i] for i, f in enumerate(fixed))
                        for w in by_length[length]
                    ):
                        continue
                    _spans(board, r0, c0, direction, fixed, empties, tiles, alphabet, words, found)
    return found


def _spans(
    board: Board,
    r0: int,
    c0: int,
    direction: Direction,
    fixed: list[str | None],
    empties: list[int],
    tiles: list[str],
    alphabet: list[str],
    words: set[str],
    found: set[Key],
) -> None:
    seen: set[tuple[str, ...]] = set()
    for perm in itertools.permutations(tiles, len(empties)):
        if perm in seen:
            continue
        seen.add(perm)
        jolly_slots = [i for i, t in enumerate(perm) if t == "?"]
        for letters in itertools.product(alphabet, repeat=len(jolly_slots)):
            chosen = list(perm)
            for slot, letter in zip(jolly_slots, letters, strict=True):
                chosen[slot] = letter.lower()
            text = list(fixed)
            for i, t in zip(empties, chosen, strict=True):
                text[i] = t
            word = "".join(t or "" for t in text)
            if len(word) > 1 and word.upper() not in words:
                continue
            try:
                score = board.validate(Move(r0, c0, direction, word))
            except MoveError:
                continue
            if all(w.word in words for w in score.words):
                found.add(key_of(score))


def random_lexicon(rng: random.Random, letters: str = "AEIOCRST", size: int = 120) -> set[str]:
    out: set[str] = set()
    while len(out) < size:
        n = rng.choice((2, 2, 3, 3, 3, 4, 4, 5, 6))
        out.add("".join(rng.choice(letters) for _ in range(n)))
    return out


def scatter(board: Board, rng: random.Random, letters: str, count: int) -> None:
    """Put loose tiles on empty squares (positions a real game cannot reach, for robustness)."""
    placed = []
    for _ in range(count):
        r, c = rng.randrange(BOARD_SIZE), rng.randrange(BOARD_SIZE)
        if board.letter(r, c) is None and all(p[:2] != (r, c) for p in placed):
            placed.append((r, c, rng.choice(letters), rng.random() < 0.1))
    tiles = tuple(PlacedTile(r, c, letter, j) for r, c, letter, j in placed)
    if tiles:
        board.apply(MoveScore(Move(0, 0, Direction.ACROSS, "X"), (), tiles, False, 0))
