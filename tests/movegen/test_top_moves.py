"""``top_moves`` (the search pruned by score bound) equals the top of the full list.

The full list (``generate``) is checked against a brute force in ``test_movegen.py``; here the
pruned search must give exactly ``tops(generate(...))`` — the same moves, same scores, same
order — on random positions with racks of one to seven tiles, jollies, letters of every value
(the bound puts the highest values on the highest multipliers) and seven-tile racks whose
anagrams are words (the +50 in the bound). With the compiled search and with the Python one:
each position made once, each search's full list and ``top_moves`` checked on it (the pruned
search is Python only: made once per position).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from figs_td.core.game.board import Board
from figs_td.core.movegen.generator import generate, pruned_top_moves, top_moves, tops
from figs_td.core.movegen.graph import WordGraph

from .brute import random_lexicon, scatter
from .conftest import SEARCHES, per_search, searching_with
from .test_movegen import CASTORE_TOPS

LETTERS = "AEIOCRSTZQNL"  # values 1 to 10


def random_case(rng: random.Random) -> tuple[Board, str, WordGraph]:
    rack7 = "".join(rng.choice("AEIORSTNL") for _ in range(7))
    words = random_lexicon(rng, LETTERS, rng.choice((150, 400, 900)))
    words |= {"".join(rng.sample(rack7, 7)) for _ in range(rng.randrange(0, 4))}
    words |= {"".join(rng.sample(rack7, 7))[: rng.randrange(2, 7)] for _ in range(20)}
    graph = WordGraph.build(sorted(words))
    board = Board()
    for _ in range(rng.randrange(0, 9)):
        rack = "".join(rng.choice(LETTERS) for _ in range(7))
        moves = generate(board, rack, graph)
        if moves:
            board.play(rng.choice(moves[:5]).move)
    if rng.random() < 0.15:
        scatter(board, rng, LETTERS, rng.randrange(1, 8))
    if rng.random() < 0.4:
        rack = rack7
    else:
        rack = "".join(rng.choice(LETTERS) for _ in range(rng.randrange(1, 8)))
    jollies = rng.choice((0, 0, 1, 1, 2))
    if jollies:
        rack = rack[: max(0, len(rack) - jollies)] + "?" * jollies
    return board, rack, graph


def check(board: Board, rack: str, graph: WordGraph) -> int:
    """Each search's ``top_moves``, and the pruned search, give the top of its full list; the
    number of moves of the position."""
    # The pruned search on every rack, with or without jolly; top_moves takes it with a jolly.
    pruned = pruned_top_moves(board, rack, graph)
    count = 0
    for search in SEARCHES:
        with searching_with(search):
            full = generate(board, rack, graph)
            assert pruned == tops(full), search
            assert top_moves(board, rack, graph) == tops(full), search
            count = len(full)
    return count


@pytest.mark.parametrize("chunk", range(3))
def test_top_equals_top_of_full_list_on_300_random_positions(chunk: int) -> None:
    nonempty = 0
    for seed in range(chunk * 100, chunk * 100 + 100):
        board, rack, graph = random_case(random.Random(seed))
        nonempty += bool(check(board, rack, graph))
    assert nonempty > 50  # the positions do have moves


@settings(max_examples=80, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_property_top_equals_top_of_full_list(seed: int) -> None:
    board, rack, graph = random_case(random.Random(seed))
    check(board, rack, graph)


@per_search
def test_top_with_ties_and_the_bingo_hand_worked() -> None:
    # CASTORE on the empty board: 76 on 8B, 8D, 8G and the same three down (see test_movegen).
    graph = WordGraph.build(sorted({"CASTORE", "CASO", "ORE", "TORE"}))
    for top in (top_moves, pruned_top_moves):
        assert [m.notation for m in top(Board(), "CASTORE", graph)] == CASTORE_TOPS
        assert top(Board(), "QZ", graph) == []
