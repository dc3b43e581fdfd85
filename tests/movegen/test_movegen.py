"""The move generator against a brute force, and against the club guide's worked examples.

The brute force (``brute.py``) tries every placement of every ordered choice of rack tiles and
scores it with ``Board.validate``; the generator must list exactly the same moves with the same
scores, each exactly once, best first. Each test runs with the compiled search and with the
Python one: run twice (``per_search``), or, for the random positions, each position's brute
force made once and both searches checked against it.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from figs_td.core.game.board import Board
from figs_td.core.game.notation import Direction
from figs_td.core.movegen.generator import Candidate, generate, tops
from figs_td.core.movegen.graph import WordGraph
from figs_td.errors import InputError

from .brute import Key, brute_force, key_of, random_lexicon, scatter
from .conftest import SEARCHES, per_search, searching_with

LETTERS = "AEIOCRST"


def graph_of(words: set[str]) -> WordGraph:
    return WordGraph.build(sorted(words))


def check_position(
    board: Board, rack: str, words: set[str], graph: WordGraph, reference: set[Key] | None = None
) -> list[Candidate]:
    """The search in use lists the moves of the brute force (``reference``: already made)."""
    moves = generate(board, rack, graph)
    keys = []
    for m in moves:
        score = board.validate(m.move)
        assert score.total == m.score, m
        assert all(w.word in words for w in score.words), m
        assert score.tile_string == m.tiles or sorted(score.tile_string) == sorted(m.tiles)
        keys.append(key_of(score))
    assert len(set(keys)) == len(keys), "a move listed twice"
    assert [m.score for m in moves] == sorted((m.score for m in moves), reverse=True)
    assert set(keys) == (brute_force(board, rack, words) if reference is None else reference)
    return moves


def check_every_search(board: Board, rack: str, words: set[str], graph: WordGraph) -> None:
    """The brute force once, then each search (compiled when built, Python) against it."""
    reference = brute_force(board, rack, words)
    for search in SEARCHES:
        with searching_with(search):
            check_position(board, rack, words, graph, reference)


def random_position(rng: random.Random) -> tuple[Board, str, set[str], WordGraph]:
    words = random_lexicon(rng, LETTERS, rng.choice((40, 120, 250)))
    graph = graph_of(words)
    board = Board()
    for _ in range(rng.randrange(0, 7)):
        rack = "".join(rng.choice(LETTERS) for _ in range(rng.randrange(2, 7)))
        moves = generate(board, rack, graph)
        if moves:
            board.play(rng.choice(moves).move)
    if rng.random() < 0.2:
        scatter(board, rng, LETTERS + "Z", rng.randrange(1, 10))
    size = rng.choice((1, 2, 3, 3, 4, 4, 4, 5))
    pool = LETTERS + ("?" if size <= 3 else "")
    rack = "".join(rng.choice(pool) for _ in range(size))
    if size <= 3 and rng.random() < 0.15:
        rack = rack[:1] + "??"
    return board, rack, words, graph


@pytest.mark.parametrize("chunk", range(4))
def test_same_moves_as_brute_force_on_1000_random_positions(chunk: int) -> None:
    for seed in range(chunk * 250, chunk * 250 + 250):
        board, rack, words, graph = random_position(random.Random(seed))
        check_every_search(board, rack, words, graph)


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_property_generator_equals_brute_force(seed: int) -> None:
    board, rack, words, graph = random_position(random.Random(seed))
    check_every_search(board, rack, words, graph)


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_seven_tile_racks_and_the_bingo(seed: int) -> None:
    rng = random.Random(seed)
    rack = "".join(rng.choice("AEIORST") for _ in range(7))
    words = {"".join(rng.sample(rack, 7)) for _ in range(3)} | random_lexicon(rng, "AEIORST", 60)
    graph = graph_of(words)
    board = Board()
    reference = brute_force(board, rack, words)
    for search in SEARCHES:
        with searching_with(search):
            moves = check_position(board, rack, words, graph, reference)
            assert any(m.tiles_used == 7 for m in moves), search


# The tops of CASTORE on the empty board (76: an S, C or R on a double letter), worked out below.
CASTORE_TOPS = ["8B CASTORE", "8D CASTORE", "8G CASTORE", "H2 CASTORE", "H4 CASTORE", "H7 CASTORE"]


@per_search
def test_first_move_castore_hand_worked() -> None:
    # Row 8: A8 PT, D8 LD, H8 PD, L8 LD. CASTORE = 2+1+2+2+1+2+1 = 11, × 2 (H8), + 50.
    # On D8 or L8 (LD) the letter counts twice: S or C or R (2) → 13 → 76; A, E, O (1) → 12 → 74.
    # 8B: S on D8 → 76; 8C: A on D8 → 74; 8D: C on D8 → 76; 8E: no LD → 72;
    # 8F: E on L8 → 74; 8G: R on L8 → 76; 8H: O on L8 → 74. The same down column H.
    graph = graph_of({"CASTORE"})
    moves = generate(Board(), "CASTORE", graph)
    expected = {"B": 76, "C": 74, "D": 76, "E": 72, "F": 74, "G": 76, "H": 74}
    across = {f"8{col} CASTORE": v for col, v in expected.items()}
    down = {f"H{'BCDEFGH'.index(col) + 2} CASTORE": v for col, v in expected.items()}
    assert {m.notation: m.score for m in moves} == across | down
    assert [m.notation for m in tops(moves)] == CASTORE_TOPS
    assert all(m.tiles_used == 7 for m in moves)


def play_all(*moves: str) -> Board:
    board = Board()
    for m in moves:
        board.play(m)
    return board


# The club guide's examples (003_, "Esempi di giocate"), positions as in the board tests.
GUIDE = [
    (("H5 ALTO",), "FERM?TE", {"ALTO", "FERMASTE"}, "5D FERMAsTE", 110),
    (("H7 ERA", "9D PERLA"), "AH", {"ERA", "PERLA", "AH", "EA", "RH"}, "10E AH", 53),
    (
        ("8D CALVO", "H8 ORSO", "11H OBESO", "L8 VASO"),
        "DIANO",
        {"CALVO", "ORSO", "OBESO", "VASO", "DIVANO"},
        "8J DIVANO",
        48,
    ),
    (
        ("H3 INVASO", "3G PIANO"),
        "MOGANO",
        {"INVASO", "PIANO", "MOGANO", "MA", "ON", "GO"},
        "2I MOGANO",
        57,
    ),
    (
        ("8G MIA", "G8 MA", "I6 ORA", "6F ECCO"),
        "SOLI",
        {"MIA", "MA", "ORA", "ECCO", "SOLI", "EL", "CIMA"},
        "7D SOLI",
        20,
    ),
]


@per_search
@pytest.mark.parametrize(("setup", "rack", "words", "move", "total"), GUIDE)
def test_club_guide_examples_are_found_with_their_score(
    setup: tuple[str, ...], rack: str, words: set[str], move: str, total: int
) -> None:
    board = play_all(*setup)
    moves = check_position(board, rack, words, graph_of(words))
    found = {m.notation: m.score for m in moves}
    assert found[move] == total
    assert moves[0].score == total  # nothing better with these words
    assert move in [m.notation for m in tops(moves)]


@per_search
def test_jolly_limit_and_letter_limit_follow_the_board() -> None:
    # Both jollies already on the board: a ? on the rack cannot be played.
    board = play_all("8G aL", "H8 LaT")
    graph = graph_of({"AL", "LAT", "LA", "AT", "TA"})
    assert all("?" not in m.tiles for m in generate(board, "?T", graph))
    assert generate(board, "?", graph) == []


@per_search
def test_one_tile_both_ways_is_listed_once_across() -> None:
    board = play_all("8G AT")
    words = {"AT", "TA", "AA", "TAT"}
    moves = check_position(board, "A", words, graph_of(words))
    # H7 A: across nothing (alone in row 7)… the tile under G8 makes AA down; etc.
    assert all(m.tiles == "A" for m in moves)
    assert all(
        m.direction is Direction.ACROSS
        or board.validate(m.move).main_word.direction is Direction.DOWN
        for m in moves
    )


@per_search
def test_bad_rack_is_an_input_error() -> None:
    with pytest.raises(InputError):
        generate(Board(), "AB1", graph_of({"AB"}))
    with pytest.raises(InputError):
        generate(Board(), "ABCDEFGH", graph_of({"AB"}))


@per_search
def test_graph_round_trip_and_damage(tmp_path: pytest.TempPathFactory) -> None:
    from figs_td.core.movegen.graph import load_graph, save_graph

    words = sorted({"CASA", "CASE", "CASO", "COSA", "COSE", "A", "AB"})
    graph = WordGraph.build(words, sha256="abc")
    path = tmp_path / "x.moves"  # type: ignore[operator]
    size = save_graph(graph, path)
    assert size == path.stat().st_size
    again = load_graph(path)
    assert again.sha256 == "abc" and again.words == len(words)
    assert all(w in again for w in words)
    assert "CAS" not in again and "COSI" not in again
    # Minimal: CASA/CASE/CASO and COSA/COSE share their endings.
    assert graph.states < sum(len(w) for w in words)
    path.write_bytes(path.read_bytes()[:-3])
    with pytest.raises(InputError):
        load_graph(path)
    with pytest.raises(InputError):
        WordGraph.build(["B", "A"])
