"""Board and move scoring against the worked examples of the regulations and the club guide.

Every expected score below is worked out by hand from the premium table of art. 1 (edition
``000_``) and the tile values; the comment under each case shows the sum. Boards are rebuilt with
earlier moves so that each example's position is reached legally.
"""

from __future__ import annotations

import pytest

from figs_td.core.game.board import Board, MoveError, MoveProblem, Premium, premium_at
from figs_td.core.game.notation import Direction, parse_move


def play_all(*moves: str) -> tuple[Board, list[int]]:
    board = Board()
    totals = [board.play(m).total for m in moves]
    return board, totals


def words_of(board: Board, move: str) -> dict[str, int]:
    return {w.word: w.score for w in board.validate(move).words}


# --- the premium table (art. 1) ----------------------------------------------------------------


def test_premium_counts_and_symmetry() -> None:
    counts: dict[Premium | None, int] = {}
    for r in range(15):
        for c in range(15):
            p = premium_at(r, c)
            counts[p] = counts.get(p, 0) + 1
            # the table is symmetric about both axes and the diagonal
            assert premium_at(14 - r, c) == p
            assert premium_at(r, 14 - c) == p
            assert premium_at(c, r) == p
    assert counts[Premium.PT] == 8
    assert counts[Premium.PD] == 17  # H8 included
    assert counts[Premium.LT] == 12
    assert counts[Premium.LD] == 24


@pytest.mark.parametrize(
    ("square", "premium"),
    [
        ("A1", Premium.PT), ("H1", Premium.PT), ("D1", Premium.LD), ("L1", Premium.LD),
        ("B2", Premium.PD), ("F2", Premium.LT), ("G3", Premium.LD), ("H4", Premium.LD),
        ("E5", Premium.PD), ("K5", Premium.PD), ("B6", Premium.LT), ("C7", Premium.LD),
        ("H8", Premium.PD), ("A8", Premium.PT), ("O8", Premium.PT), ("H15", Premium.PT),
        ("A4", Premium.LD), ("H2", None), ("H7", None), ("G8", None),
    ],
)  # fmt: skip
def test_premium_squares_from_art_1(square: str, premium: Premium | None) -> None:
    col = "ABCDEFGHIJKLMNO".index(square[0])
    row = int(square[1:]) - 1
    assert premium_at(row, col) == premium


# --- incrocio, prolungamento, striscio (art. 3, regulations' own diagrams) ----------------------


def test_micio_then_armonia_incrocio() -> None:
    board, (micio, armonia) = play_all("8F MICIO", "I3 ARMONIA")
    # MICIO 8F: (3+1+2+1+1) × 2 (H8) = 16
    assert micio == 16
    # ARMONIA I3: A on I3 LD 2, R 2, M 3, O 1, N on I7 LD 6, I (on board) 1, A on I9 LD 2 = 17
    assert armonia == 17
    assert board.letter(7, 8) == "I"


def test_micio_then_maestro() -> None:
    _, (_, maestro) = play_all("8F MICIO", "F8 MAESTRO")
    # M (board) 3, A 1, E on F10 LT 3, S 2, T 2, R 2, O on F14 LT 3 = 16
    assert maestro == 16


def test_asso_prolungamento() -> None:
    _, (asso, assonanza) = play_all("8F ASSO", "8F ASSONANZA")
    assert asso == 12  # (1+2+2+1) × 2
    # A S S O on the board 6, N 3, A 1, N on L8 LD 6, Z 8, A 1 = 25
    assert assonanza == 25


def test_sassofono_both_sides() -> None:
    _, (_, sassofono) = play_all("8G ASSO", "8F SASSOFONO")
    # S 2 + ASSO 6 + F 5 + O on L8 LD 2 + N 3 + O 1 = 19
    assert sassofono == 19


def test_poste_fragola_forms_poster() -> None:
    board, (poste,) = play_all("8F POSTE")
    assert poste == 22  # (5+1+2+2+1) × 2
    score = board.validate("K7 FRAGOLA")
    assert {w.word: w.score for w in score.words} == {
        "FRAGOLA": 42,  # (5+2+1+8+1+3+1) × 2 (K11 PD)
        "POSTER": 13,  # 5+1+2+2+1+2, no premium under R (K8)
    }
    assert score.bingo and score.total == 42 + 13 + 50


def test_miele_arancia_striscio() -> None:
    board, (miele,) = play_all("8F MIELE")
    assert miele == 18  # (3+1+1+3+1) × 2
    score = board.validate("7G ARANCIA")
    assert {w.word: w.score for w in score.words} == {
        "ARANCIA": 14,  # A on G7 LD 2, R 2, A on I7 LD 2, N 3, C 2, I 1, A on M7 LD 2
        "AI": 3,  # 2 + 1
        "RE": 3,  # 2 + 1
        "AL": 5,  # 2 + 3
        "NE": 4,  # 3 + 1
    }
    assert score.total == 29 + 50  # seven tiles
    assert [w.position for w in score.words] == ["7G", "G7", "H7", "I7", "J7"]


# --- the club guide's examples ("Come giocare a Scrabble") -------------------------------------


def test_fermaste_jolly_over_two_pd_is_110() -> None:
    board, (alto,) = play_all("H5 ALTO")
    assert alto == 14  # (1+3+2+1) × 2
    score = board.validate("5D FERMAsTE")  # the jolly is the S; A already on H5
    # (5+1+2+3+1+0+2+1) = 15, × 2 × 2 (E5 and K5 PD) = 60, + 50 = 110
    assert score.words[0].score == 60
    assert score.bingo
    assert score.total == 110
    assert score.words[0].pattern == "FERMAsTE"
    assert score.tile_string == "FERM?TE"


def test_ah_forms_ea_ah_rh_is_53() -> None:
    board, totals = play_all("H7 ERA", "9D PERLA")
    assert totals == [8, 15]  # (1+2+1)×2 ; P 5 + E 1 + R 2 + L on G9 LD 6 + A 1
    score = board.validate("10E AH")
    # AH: 1 + H on F10 LT 24 = 25; EA: 1 + 1 = 2; RH: 2 + 24 = 26
    assert {w.word: w.score for w in score.words} == {"AH": 25, "EA": 2, "RH": 26}
    assert score.total == 53


def test_divano_on_pt_is_48() -> None:
    board, totals = play_all("8D CALVO", "H8 ORSO", "11H OBESO", "L8 VASO")
    # CALVO (C on D8 LD 4 +1+3+5+1) × 2 = 28; ORSO 6; OBESO (1+5+1+2+1) × 2 (K11) = 20;
    # VASO: V on L8 LD 10 + 1 + 2 + 1 = 14
    assert totals == [28, 6, 20, 14]
    score = board.validate("8J DIVANO")
    # (5+1+5+1+3+1) = 16, × 3 (O8 PT); V already on the LD of L8
    assert score.total == 48
    assert len(score.words) == 1


def test_mogano_is_57() -> None:
    board, totals = play_all("H3 INVASO", "3G PIANO")
    # INVASO: (1 + N on H4 LD 6 + 5 + 1 + 2 + 1) × 2 = 32; PIANO: P on G3 LD 10 +1+ A on I3 LD 2 +3+1
    assert totals == [32, 17]
    score = board.validate("2I MOGANO")
    assert {w.word: w.score for w in score.words} == {
        "MOGANO": 38,  # (3 + O on J2 LT 3 + 8 + 1 + 3 + 1) × 2 (N2 PD)
        "MA": 4,
        "ON": 6,  # O on the LT: 3 + 3
        "GO": 9,
    }
    assert score.total == 57


def test_soli_is_20() -> None:
    board, totals = play_all("8G MIA", "G8 MA", "I6 ORA", "6F ECCO")
    # MIA (3+1+1)×2 = 10; MA: 3 + A on G9 LD 2 = 5; ORA: 1 + R on I7 LD 4 + 1 = 6;
    # ECCO: E on F6 LT 3 + 2 + 2 + 1 = 8
    assert totals == [10, 5, 6, 8]
    score = board.validate("7D SOLI")
    assert {w.word: w.score for w in score.words} == {
        "SOLI": 8,  # 2 + 1 + 3 + I on G7 LD 2
        "EL": 4,  # E already on the LT of F6: 1 + 3
        "CIMA": 8,  # 2 + 2 + 3 + 1
    }
    assert score.total == 20


def test_box_rules_first_turns_corno_forme() -> None:
    # Box rules (001_): "CORNO (x2) 22", then "FORME 24"; the O of CORNO is on the centre.
    _, totals = play_all("8D CORNO", "E7 FORME")
    # CORNO: (C on D8 LD 4 +1+2+3+1) × 2 = 22; FORME through the O of E8: (5+1+2+3+1) × 2 (E11)
    assert totals == [22, 24]


def test_two_pt_compound_times_nine() -> None:
    board, _ = play_all("H4 CASATO", "4A ROMANTIC")
    score = board.validate("A1 CARRIERA")  # R already on A4, seven new tiles
    # C on A1 PT 2, A 1, R 2, R (board, LD already used) 2, I 1, E 1, R 2, A on A8 PT 1 = 12;
    # × 3 × 3 = 108; + 50 = 158
    assert score.words[0].score == 108
    assert score.total == 158


# --- validation (art. 3, art. 1) --------------------------------------------------------------


@pytest.mark.parametrize(
    ("setup", "move", "problem"),
    [
        ([], "8N MICIO", MoveProblem.OFF_BOARD),
        ([], "8A MICIO", MoveProblem.FIRST_NOT_CENTRE),
        ([], "H8 A", MoveProblem.FIRST_TOO_SHORT),
        (["8F MICIO"], "I3 ARM.NIA", MoveProblem.GAP),
        (["8F MICIO"], "8F MACIO", MoveProblem.MISMATCH),
        (["8F MICIO"], "8F MICIO", MoveProblem.NO_NEW_TILE),
        (["8F MICIO"], "3A CASA", MoveProblem.NOT_CONNECTED),
        (["8F MICIO"], "8G ICIO", MoveProblem.NOT_WHOLE),
        (["8F MICIO"], "I8 IJ", MoveProblem.BAD_LETTER),
        (["8F MICIO"], "F8 MQQ", MoveProblem.TILE_COUNT),
        (["8F MICIO"], "F1 ABCDEFGMA", MoveProblem.TOO_MANY_TILES),
        (["8F MICIO", "F8 MabE"], "J8 Oi", MoveProblem.TILE_COUNT),  # three jolly
    ],
)
def test_invalid_moves_have_a_reason(setup: list[str], move: str, problem: MoveProblem) -> None:
    board = Board()
    for m in setup:
        board.play(m)
    with pytest.raises(MoveError) as err:
        board.validate(move)
    assert err.value.problem is problem
    assert move.split()[0] in str(err.value)  # the message names the move


def test_a_jolly_may_be_a_foreign_letter_and_scores_zero() -> None:
    board, _ = play_all("8F MICIO")
    score = board.validate("I8 Ij")
    assert score.total == 1  # I 1 + jolly 0
    assert score.placed[0].jolly


def test_validate_does_not_change_the_board() -> None:
    board, _ = play_all("8F MICIO")
    board.validate("I3 ARMONIA")
    assert board.letter(2, 8) is None
    assert board.tile_count == 5


def test_remove_takes_back_a_move() -> None:
    board, _ = play_all("8F MICIO")
    s = board.play("I3 ARMONIA")
    board.remove(s)
    assert board.tile_count == 5 and board.letter(2, 8) is None
    assert board.premium(2, 8) is Premium.LD  # uncovered again


# --- notation ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "row", "col", "direction", "word"),
    [
        ("8F MICIO", 7, 5, Direction.ACROSS, "MICIO"),
        ("I3 ARMONIA", 2, 8, Direction.DOWN, "ARMONIA"),
        ("F8 orizz. MICIO", 7, 5, Direction.ACROSS, "MICIO"),
        ("MICIO F8 orizz.", 7, 5, Direction.ACROSS, "MICIO"),
        ("I3 vert. ARMONIA", 2, 8, Direction.DOWN, "ARMONIA"),
        ("8f micio", 7, 5, Direction.ACROSS, "micio"),
        ("15A PERCHÉ", 14, 0, Direction.ACROSS, "PERCHE"),
    ],
)
def test_parse_move(text: str, row: int, col: int, direction: Direction, word: str) -> None:
    m = parse_move(text)
    assert (m.row, m.col, m.direction, m.word) == (row, col, direction, word)


def test_position_output_is_number_first_or_letter_first() -> None:
    assert parse_move("F8 orizz. MICIO").notation == "8F MICIO"
    assert parse_move("8I vert. ARMONIA").notation == "I8 ARMONIA"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("MICIO", "manca la posizione"),
        ("8F", "una sola parola"),
        ("16A CASA", "riga 16"),
        ("Z9 CASA", "colonna"),
        ("8F CA-SA", "carattere '-'"),
        ("8F MICIO GATTO", "una sola parola"),
    ],
)
def test_bad_notation_is_named(text: str, fragment: str) -> None:
    with pytest.raises(ValueError) as err:
        parse_move(text)
    assert fragment in str(err.value)
