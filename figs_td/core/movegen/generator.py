"""Move generator: every legal move of a rack on a board, with its score, best first.

The search is Appel & Jacobson's (1988) over the word graph of :mod:`figs_td.core.movegen.graph`:
for each line (rows, then columns) it computes the *cross-checks* of the empty squares (the
letters that make a word with the tiles above and below) and the *anchors* (empty squares next
to a tile, or H8 on an empty board); from each anchor it grows every left part the rack allows
on the free squares to its left, then extends it to the right through the board's tiles and the
rack's, keeping only paths that are prefixes of words. Scores are added up as the tiles are laid
(premiums under new tiles only, every cross word, +50 for the seven tiles: Regolamento art. 3–13,
as :mod:`figs_td.core.game.board` counts them); the test suite checks every move and score against
``Board.validate`` on random positions.

A one-tile move that makes words both ways is listed once, across. A move is reported with the
whole word (board letters included), jolly letters in lowercase, as :func:`parse_move` reads it.

Public API::

    moves = generate(board, "CASTORE", graph)       # list[Candidate], best first
    moves[0].notation, moves[0].score, moves[0].tiles
    tops(moves)                                     # the moves with the top score
    top_moves(board, "CASTORE", graph)              # == tops(generate(...)), far quicker
    top_and_others(board, "CASTORE", graph, 5)      # the tops and the next 5 of the list

``top_moves`` prunes by score bound: every node of the search knows the squares the next k tiles
would cover, so an upper bound of any move through it (the rack's highest values on the highest
multipliers, every cross word, the +50 if it reaches seven tiles) is a table lookup; a subtree
whose bound is below the best score found so far is skipped (ties are kept: every top is listed).
The anchors are searched highest bound first, so a good score is found early. The full list
(``generate``) never prunes.

**The compiled search** (``figs_td/core/_movegen.c``, issue 36 §3): the same search in C, over
the graph's flat arrays (``WordGraph.flat``), making every move and returning all of them best
first (``generate``) or only the tops and the next ones (``top_moves``, ``top_and_others``:
selected by score, then sorted). It is an optional extension (``setup.py``), used when it was
built and ``FIGS_TD_PURE_PYTHON`` is not set; otherwise the Python search above, which gives the
same lists (the tests run over both, ``tests/movegen``). ``pruned_top_moves`` and
``pruned_top_and_others`` are always the Python search.
"""

from __future__ import annotations

import os
from heapq import heappush, heappushpop
from types import ModuleType

from figs_td.core.game.board import BINGO_BONUS, Board
from figs_td.core.game.notation import Direction
from figs_td.core.game.tiles import RACK_SIZE, TILE_SET
from figs_td.core.movegen.candidate import _LMUL, _VALUES, _WMUL, Candidate
from figs_td.core.movegen.graph import WordGraph
from figs_td.core.movegen.python_search import _passes, _playable, _pruned

__all__ = [
    "Candidate",
    "generate",
    "pruned_top_and_others",
    "pruned_top_moves",
    "top_and_others",
    "top_moves",
    "tops",
]


def _load_compiled() -> ModuleType | None:
    """The compiled search when it was built (``setup.py``: an optional extension; its
    functions' types are ``core/_movegen.pyi``) and
    ``FIGS_TD_PURE_PYTHON`` is not set (to anything but ``0``); else None: the Python search."""
    if os.environ.get("FIGS_TD_PURE_PYTHON", "") not in ("", "0"):
        return None
    try:
        from figs_td.core import _movegen
    except ImportError:
        return None
    return _movegen


_compiled = _load_compiled()
if _compiled is not None:
    _compiled.configure(
        Candidate,
        Direction.ACROSS,
        Direction.DOWN,
        bytes(v for row in _LMUL for v in row),
        bytes(v for row in _WMUL for v in row),
        bytes(_VALUES.get(chr(65 + k), 0) for k in range(26)),
        BINGO_BONUS,
        RACK_SIZE,
        Direction.ACROSS.value < Direction.DOWN.value,
    )


def compiled_search() -> bool:
    """Whether the compiled search is in use (built, and ``FIGS_TD_PURE_PYTHON`` not set)."""
    return _compiled is not None


def _compiled_moves(
    board: Board, rack: str, graph: WordGraph, others: int
) -> list[Candidate] | None:
    """The compiled search: every move, best first (``others`` < 0), or the tops and the next
    ``others`` moves of that list. None when it cannot serve (not built, or a graph with letters
    outside A–Z): the caller then searches in Python."""
    kernel = _compiled
    if kernel is None:
        return None
    compiled = graph.compiled
    if compiled is None:
        try:
            compiled = kernel.graph(*graph.flat())
        except ValueError:
            compiled = False
        graph.compiled = compiled
    if compiled is False:
        return None
    played = _playable(board, rack)
    if played is None:
        return []  # a position no game reaches: ``Board.validate`` refuses every move on it
    counts, jollies = played
    on_board = board.letter_counts()
    rack_counts = bytearray(26)
    room = bytearray(b"\xff" * 26)
    for letter, n in counts.items():
        k = ord(letter) - 65
        rack_counts[k] = n
        # Art. 1: never more tiles of a letter than the set holds (only odd positions get here).
        if on_board[letter] + n > TILE_SET[letter][0]:
            room[k] = max(0, TILE_SET[letter][0] - on_board[letter])
    cells = "".join(board.rows()).encode("ascii")
    found: list[Candidate] = kernel.search(
        compiled, cells, bytes(rack_counts), jollies, bytes(room), others
    )
    return found


def tops(moves: list[Candidate]) -> list[Candidate]:
    """The moves sharing the best score (the *top* of a duplicate move), in listing order."""
    if not moves:
        return []
    best = moves[0].score
    return [m for m in moves if m.score == best]


def _sort_key(m: Candidate) -> tuple[int, str, int, int, str]:
    return (-m.score, m.direction.value, m.row, m.col, m.word)


def generate(board: Board, rack: str, graph: WordGraph) -> list[Candidate]:
    """Every legal move of ``rack`` (letters, ``?`` = jolly) on ``board``, best first.

    Ties are listed across before down, then by square and word, so the order is stable.
    """
    compiled = _compiled_moves(board, rack, graph, -1)
    if compiled is not None:
        return compiled
    out: list[Candidate] = []
    passes = _passes(board, rack, graph, out.append, None)
    for p in passes:
        p.run()
    out.sort(key=_sort_key)
    return out


def top_moves(board: Board, rack: str, graph: WordGraph) -> list[Candidate]:
    """The moves with the top score, in the order of ``tops(generate(board, rack, graph))``.

    With a jolly the search is pruned by score bound (:func:`pruned_top_moves`, see the module's
    notes); without one the whole list is shorter to make than the bounds are to keep up (a few
    hundred moves: measured in ``benchmarks/movegen.py``), and its top is taken. The result is
    the same either way. The compiled search, when built, makes every move and returns the tops.
    """
    compiled = _compiled_moves(board, rack, graph, 0)
    if compiled is not None:
        return compiled
    if "?" not in rack:
        return tops(generate(board, rack, graph))
    return pruned_top_moves(board, rack, graph)


def pruned_top_moves(board: Board, rack: str, graph: WordGraph) -> list[Candidate]:
    """:func:`top_moves` by the search pruned by score bound, for any rack."""
    out: list[Candidate] = []
    best = [-1]

    def keep(c: Candidate) -> None:
        if c.score >= best[0]:
            best[0] = c.score
            out.append(c)

    _pruned(board, rack, graph, keep, best)
    top = [m for m in out if m.score == best[0]]
    top.sort(key=_sort_key)
    return top


def top_and_others(
    board: Board, rack: str, graph: WordGraph, others: int
) -> tuple[list[Candidate], list[Candidate]]:
    """The tops and the ``others`` moves that follow them in :func:`generate`'s list: the same
    as ``moves = generate(...); t = tops(moves); t, moves[len(t) : len(t) + others]``.

    With a jolly by the search pruned by score bound (:func:`pruned_top_and_others`); without
    one the full list is quicker to make than the bounds are to keep up (as for
    :func:`top_moves`; measured in ``benchmarks/quackle.py``), and it is sliced.
    """
    if others <= 0:
        return top_moves(board, rack, graph), []
    compiled = _compiled_moves(board, rack, graph, others)
    if compiled is not None:
        n = 0
        while n < len(compiled) and compiled[n].score == compiled[0].score:
            n += 1
        return compiled[:n], compiled[n:]
    if "?" not in rack:
        moves = generate(board, rack, graph)
        top = tops(moves)
        return top, moves[len(top) : len(top) + others]
    return pruned_top_and_others(board, rack, graph, others)


def pruned_top_and_others(
    board: Board, rack: str, graph: WordGraph, others: int
) -> tuple[list[Candidate], list[Candidate]]:
    """:func:`top_and_others` by the search pruned by score bound, for any rack.

    The floor is lower than the top's: a move is shown only if fewer than ``others`` moves
    found so far score below the top and above it, so the floor is the ``others``-th best score
    found below the top (ties are kept: the list's order decides among them, as in the full
    list); a subtree whose bound is below it is skipped.
    """
    if others <= 0:
        return pruned_top_moves(board, rack, graph), []
    out: list[Candidate] = []
    floor = [-1]  # no move scoring less can be shown; the search skips what cannot reach it
    top = [-1, 0]  # the best score found, how many moves have it
    below: list[int] = []  # min-heap: the best ``others`` scores found below the top

    def keep(c: Candidate) -> None:
        s = c.score
        if s < floor[0]:
            return
        out.append(c)
        if s > top[0]:
            for _ in range(min(top[1], others)):
                if len(below) < others:
                    heappush(below, top[0])
                else:
                    heappushpop(below, top[0])
            top[0], top[1] = s, 1
        elif s == top[0]:
            top[1] += 1
            return
        elif len(below) < others:
            heappush(below, s)
        else:
            heappushpop(below, s)
        if len(below) == others:
            floor[0] = below[0]

    _pruned(board, rack, graph, keep, floor)
    out.sort(key=_sort_key)
    n = 0
    while n < len(out) and out[n].score == out[0].score:
        n += 1
    return out[:n], out[n : n + others]
