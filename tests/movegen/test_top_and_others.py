"""``top_and_others`` (what ``duplicate top`` shows: the tops and the next moves of the list, by
the search pruned by score bound) equals the same slices of the full list.

The full list is checked against a brute force in ``test_movegen.py``; here the pruned search
must give exactly ``tops(moves)`` and ``moves[len(tops) : len(tops) + others]`` of
``moves = generate(...)`` — same moves, same scores, same order, ties at the floor included —
on seeded random positions with 0, 1 and 2 jollies and several numbers of alternatives. With
the compiled search and with the Python one: each position made once, each search's list and
``top_and_others`` checked on it (the pruned search is Python only: made once per position).
"""

from __future__ import annotations

import random

import pytest

from figs_td.core.game.board import Board
from figs_td.core.movegen.generator import (
    Candidate,
    generate,
    pruned_top_and_others,
    top_and_others,
    tops,
)
from figs_td.core.movegen.graph import WordGraph

from .conftest import SEARCHES, per_search, searching_with
from .test_top_moves import random_case


def expected(moves: list[Candidate], others: int) -> tuple[list[Candidate], list[Candidate]]:
    top = tops(moves)
    return top, moves[len(top) : len(top) + others]


@pytest.mark.parametrize("jollies", (0, 1, 2))
def test_equals_the_full_list_on_random_positions(jollies: int) -> None:
    shown = 0
    for seed in range(60):
        rng = random.Random(1000 * jollies + seed)
        board, rack, graph = random_case(rng)
        rack = rack.replace("?", "")
        rack = rack[: max(0, len(rack) - jollies)] + "?" * jollies
        # The pruned search on every rack; top_and_others takes it with a jolly.
        pruned = {n: pruned_top_and_others(board, rack, graph, n) for n in (1, 5, 10)}
        for search in SEARCHES:
            with searching_with(search):
                moves = generate(board, rack, graph)
                for others in (1, 5, 10):
                    want = expected(moves, others)
                    assert pruned[others] == want, (search, seed, rack)
                    assert top_and_others(board, rack, graph, others) == want, (
                        search,
                        seed,
                        rack,
                        others,
                    )
        shown += len(want[1])
    assert shown > 150  # the positions do have alternatives to show


@per_search
def test_ties_at_the_floor_and_no_alternatives_worked() -> None:
    # CASTORE on the empty board: 76 six times (8B 8D 8G, H2 H4 H7), then 74 six times (8C 8F
    # 8H, H3 H6 H8: the A, then the S, on a double letter square), then 72 twice (8E, H5).
    graph = WordGraph.build(sorted({"CASTORE", "CASO", "ORE", "TORE"}))
    for search in (top_and_others, pruned_top_and_others):
        top, others = search(Board(), "CASTORE", graph, 3)
        assert [m.score for m in top] == [76] * 6
        assert [m.notation for m in others] == ["8C CASTORE", "8F CASTORE", "8H CASTORE"]
        _, others = search(Board(), "CASTORE", graph, 7)
        assert [(m.notation, m.score) for m in others][5:] == [
            ("H8 CASTORE", 74),
            ("8E CASTORE", 72),
        ]
        top, others = search(Board(), "CASTORE", graph, 0)
        assert len(top) == 6 and others == []
        assert search(Board(), "QQ", graph, 5) == ([], [])
