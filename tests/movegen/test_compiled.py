"""The compiled search (``figs_td/core/_movegen.c``) and the pure-Python one give the same
lists: the same moves, scores and order, for ``generate``, ``top_moves`` and ``top_and_others``
(issue 36 §3). Both are checked against a brute force by the other files of this folder (each
of their tests runs once per search); here they are compared with each other on positions the
others do not reach: letters beyond the set's count, jollies on the board, graphs with letters
a jolly only can play, and a graph the compiled search cannot hold.
"""

from __future__ import annotations

import importlib.util
import os
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

from figs_td.core.game.board import Board
from figs_td.core.movegen import generator as movegen
from figs_td.core.movegen.generator import generate, top_and_others, top_moves
from figs_td.core.movegen.graph import WordGraph
from figs_td.errors import InputError

from .brute import random_lexicon, scatter
from .conftest import BUILT

needs_built = pytest.mark.skipif(
    BUILT is None, reason="ricerca compilata non in uso (non costruita, o FIGS_TD_PURE_PYTHON)"
)
T = TypeVar("T")


def both(fn: Callable[[], T]) -> tuple[T, T]:
    saved = movegen._compiled
    try:
        movegen._compiled = BUILT
        compiled = fn()
        movegen._compiled = None
        python = fn()
    finally:
        movegen._compiled = saved
    return compiled, python


def random_position(rng: random.Random) -> tuple[Board, str, WordGraph]:
    letters = rng.choice(("AEIOCRST", "AEIOUQZHGKXY", "ABCDEFGHILMNOPQRSTUVZ"))
    words = random_lexicon(rng, letters, rng.choice((60, 200, 600)))
    graph = WordGraph.build(sorted(words))
    board = Board()
    scatter(board, rng, letters, rng.randrange(0, 12))
    rack = "".join(
        rng.choice(letters.replace("K", "").replace("X", "").replace("Y", ""))
        for _ in range(rng.randrange(1, 8))
    )
    jollies = rng.choice((0, 0, 1, 2))
    rack = rack[: 7 - jollies] + "?" * jollies
    return board, rack, graph


@needs_built
@pytest.mark.parametrize("chunk", range(2))
def test_compiled_equals_python_on_random_positions(chunk: int) -> None:
    seen = 0
    for seed in range(80):
        rng = random.Random(10_000 * chunk + seed)
        board, rack, graph = random_position(rng)
        compiled, python = both(lambda: generate(board, rack, graph))  # noqa: B023
        assert compiled == python, (seed, rack, board.rows())
        seen += len(python)
        for others in (0, 1, 5):
            a, b = both(lambda: top_and_others(board, rack, graph, others))  # noqa: B023
            assert a == b, (seed, rack, others)
        a0, b0 = both(lambda: top_moves(board, rack, graph))  # noqa: B023
        assert a0 == b0
    assert seen > 500  # the positions do have moves


@needs_built
def test_a_letter_beyond_the_set_is_not_played() -> None:
    # Q: one in the set (art. 1), and it is on the board (H8 is the I). With the rack's Q,
    # QI down onto the board's I (H7 Q, H8 I) would be a move; it is refused. Left: the
    # board's Q with U on G9 (double letter) and A on G10: QUA = 10 + 3 × 2 + 1 = 17.
    graph = WordGraph.build(sorted({"QI", "QUA", "AQUA", "IQ", "UA"}))
    board = Board()
    board.play("8G QI")
    compiled, python = both(lambda: generate(board, "QUA", graph))
    assert compiled == python
    assert [(m.notation, m.score, m.tiles) for m in compiled] == [("G8 QUA", 17, "UA")]
    board2 = Board()
    board2.play("8G AI")  # no Q on the board: the rack's Q may go on H7
    assert "H7 QI" in [m.notation for m in both(lambda: generate(board2, "Q", graph))[0]]


def test_a_graph_outside_a_to_z_falls_back_to_python() -> None:
    graph = WordGraph.build(sorted({"AB", "A-B"}))
    assert movegen._compiled_moves(Board(), "AB", graph, -1) is None
    assert [m.notation for m in generate(Board(), "AB", graph)] == [
        "8G AB",
        "8H AB",
        "H7 AB",
        "H8 AB",
    ]


@needs_built
def test_bad_rack_is_an_input_error_on_both() -> None:
    graph = WordGraph.build(["AB"])
    for path in (BUILT, None):
        movegen._compiled = path
        try:
            with pytest.raises(InputError):
                top_moves(Board(), "AB1", graph)
            with pytest.raises(InputError):
                top_and_others(Board(), "ABCDEFGH", graph, 5)
        finally:
            movegen._compiled = BUILT


def test_the_environment_variable_turns_the_compiled_search_off() -> None:
    root = Path(__file__).resolve().parents[2]
    code = "from figs_td.core.movegen import generator as movegen; print(movegen.compiled_search())"
    env = {**os.environ, "PYTHONPATH": str(root)}
    out = {}
    for value in ("1", "0", ""):
        env["FIGS_TD_PURE_PYTHON"] = value
        done = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
        )
        out[value] = done.stdout.strip()
    # built: the extension's file is there (whatever this process's own variable says)
    built = str(importlib.util.find_spec("figs_td.core._movegen") is not None)
    assert out == {"1": "False", "0": built, "": built}


def test_graph_read_from_a_file_keeps_its_arrays_and_makes_the_same_dicts() -> None:
    words = sorted({"CASA", "CASE", "CASO", "COSA", "COSE", "A", "AB"})
    graph = WordGraph.build(words, sha256="abc")
    again = WordGraph.from_bytes(graph.to_bytes())
    assert again.flat() == graph.flat()
    assert again._edges is None  # not made until asked for
    assert again.edges == graph.edges
    assert again.to_bytes() == graph.to_bytes()


def test_damaged_offsets_are_refused_on_reading() -> None:
    graph = WordGraph.build(sorted({"CASA", "CASE", "COSA"}))
    data = bytearray(graph.to_bytes())
    final, offsets, labels, _targets = graph.flat()
    at = data.index(offsets)  # the offsets follow the finals
    bad = bytearray(offsets)
    bad[4:8] = (len(labels) + 1).to_bytes(4, sys.byteorder)  # state 0's end beyond the edges
    data[at : at + len(offsets)] = bad
    with pytest.raises(InputError):
        WordGraph.from_bytes(bytes(data))
