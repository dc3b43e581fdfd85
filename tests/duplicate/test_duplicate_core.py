"""Duplicate rules by hand: slips scored on the club guide's examples, standings with shared
ties and the tie-break by tops, the master game's bag and leftover, mossa migliore of a record."""

from __future__ import annotations

import pytest

from figs_td.core.duplicate.rules import (
    NO_DRAW_RULES,
    DrawRules,
    DuplicateSettings,
    MasterGame,
    score_slip,
)
from figs_td.core.duplicate.standings import move_ranking, standings
from figs_td.core.game.board import Board
from figs_td.core.game.scoresheet import GameRecord, play_turn
from figs_td.core.movegen.graph import WordGraph
from figs_td.errors import InputError


def play_all(*moves: str) -> Board:
    board = Board()
    for m in moves:
        board.play(m)
    return board


# The club guide's examples (003_, "Esempi di giocate") written on players' slips.
def test_slip_fermaste_with_the_jolly_is_110() -> None:
    board = play_all("H5 ALTO")
    words = {"ALTO", "FERMASTE"}
    # (5+1+2+3+1+0+2+1) = 15, × 2 × 2 (E5, K5 PD) = 60, + 50 = 110
    s = score_slip(board, "FERM?TE", words, text="5D FERMAsTE")
    assert (s.score, s.status) == (110, "valid")
    # The same word with a real S: the rack has none → 0.
    s = score_slip(board, "FERM?TE", words, text="5D FERMASTE")
    assert (s.score, s.status) == (0, "invalid") and "leggio" in s.reason


def test_slip_ah_counts_ea_ah_rh_53_and_an_unknown_word_is_0() -> None:
    board = play_all("H7 ERA", "9D PERLA")
    words = {"ERA", "PERLA", "AH", "EA", "RH"}
    assert score_slip(board, "AHXXXXX".replace("X", "E"), words, text="10E AH").score == 53
    s = score_slip(board, "AHEEEEE", words - {"RH"}, text="10E AH")
    assert (s.score, s.status) == (0, "invalid") and "RH" in s.reason


def test_slip_divano_mogano_soli() -> None:
    board = play_all("8D CALVO", "H8 ORSO", "11H OBESO", "L8 VASO")
    assert score_slip(board, "DIANOEE", {"DIVANO"}, text="8J DIVANO").score == 48
    board = play_all("H3 INVASO", "3G PIANO")
    lex = {"MOGANO", "MA", "ON", "GO"}
    assert score_slip(board, "MOGANOE", lex, text="2I MOGANO").score == 57
    board = play_all("8G MIA", "G8 MA", "I6 ORA", "6F ECCO")
    lex = {"SOLI", "EL", "CIMA"}
    assert score_slip(board, "SOLIAAA", lex, text="7D SOLI").score == 20
    # Illegal placement (not touching anything) scores 0; unreadable notation is an input error.
    s = score_slip(board, "SOLIAAA", lex, text="1A SOLI")
    assert (s.score, s.status) == (0, "invalid")
    with pytest.raises(InputError):
        score_slip(board, "SOLIAAA", lex, text="SOLI")


def test_score_alone_is_bounded_by_the_top() -> None:
    board = Board()
    assert score_slip(board, "AAAAAAA", set(), score=30, top_score=40).status == "score_only"
    with pytest.raises(InputError):
        score_slip(board, "AAAAAAA", set(), score=41, top_score=40)
    with pytest.raises(InputError):
        score_slip(board, "AAAAAAA", set(), score=-1)


PLAYERS = [(10, 1, "Anna"), (11, 2, "Bruno"), (12, 3, "Carla"), (13, 4, "Dario")]


def test_standings_by_hand() -> None:
    # Two games: game 1 tops 40 and 30, game 2 top 50; top total 120.
    tops = {(1, 1): 40, (1, 2): 30, (2, 1): 50}
    scores = {
        (1, 1, 10): 40, (1, 2, 10): 20, (2, 1, 10): 50,  # Anna 110, 2 tops
        (1, 1, 11): 30, (1, 2, 11): 30, (2, 1, 11): 50,  # Bruno 110, 2 tops
        (1, 1, 12): 40, (1, 2, 12): 30, (2, 1, 12): 40,  # Carla 110, 2 tops
        (1, 1, 13): 40, (1, 2, 13): 30, (2, 1, 13): 50,  # Dario 120, 3 tops
    }  # fmt: skip
    rows = standings(PLAYERS, tops, scores)
    assert [(r.name, r.rank, r.total, r.diff, r.tops) for r in rows] == [
        ("Dario", 1, 120, 0, 3),
        ("Anna", 2, 110, -10, 2),
        ("Bruno", 2, 110, -10, 2),
        ("Carla", 2, 110, -10, 2),
    ]
    assert rows[1].pct == 91.7  # 110 / 120
    assert rows[0].per_game == {1: 70, 2: 50}
    # Tie-break by tops: Anna without her top of game 2 falls behind equal totals with more tops.
    scores[(2, 1, 10)] = 49
    scores[(1, 2, 10)] = 21
    rows = standings(PLAYERS, tops, scores)
    assert [(r.name, r.rank, r.tops) for r in rows][1:] == [
        ("Bruno", 2, 2),
        ("Carla", 2, 2),
        ("Anna", 4, 1),
    ]


def test_move_ranking_shares_ties() -> None:
    ranks = move_ranking(PLAYERS, 40, {10: 40, 11: 40, 12: 12})
    assert [(r.name, r.rank, r.top) for r in ranks] == [
        ("Anna", 1, True),
        ("Bruno", 1, True),
        ("Carla", 3, False),
        ("Dario", 4, False),
    ]


def test_master_game_bag_and_leftover() -> None:
    settings = DuplicateSettings()
    game = MasterGame(1, 42)
    move = game.enter_draw("CASTORE", settings)
    assert sum(game.bag().values()) == 113
    board = Board()
    game.confirm(board.validate("8D CASTO"), 26, ["8D CASTO"], "d", settings)
    assert game.leftover() == "RE"
    assert sum(game.bag().values()) == 113  # 5 on the board, 2 kept
    nxt = game.draw(settings)
    assert nxt.leftover == "RE" and nxt.rack.startswith("RE") and len(nxt.rack) == 7
    assert move.number == 1 and nxt.number == 2
    again = MasterGame.from_dict(game.to_dict())
    assert again.to_dict() == game.to_dict()


def test_draw_rules_settings_round_trip_and_bounds() -> None:
    s = DuplicateSettings.from_dict(
        {"timer_s": 120, "draw": {"min_vowels": 2, "min_consonants": 2}}
    )
    # Saved before the two stages: one stage, every move, nothing after.
    assert s.timer_s == 120 and s.draw == DrawRules(2, 2, 0, 50, 0, 0)
    assert DuplicateSettings.from_dict(s.to_dict()) == s
    assert DrawRules(2, 2).satisfied("AEBCDFG") and not DrawRules(2, 2).satisfied("ABCDFGH")
    assert DrawRules(2, 2).satisfied("A?BCDFG")  # the jolly makes up the missing vowel
    assert not NO_DRAW_RULES.active(1) and DrawRules(1, 0, until_move=3).active(3)
    assert not DrawRules(1, 0, until_move=3, later_vowels=0, later_consonants=0).active(4)
    with pytest.raises(InputError):
        DuplicateSettings.from_dict({"timer_s": 5})


def test_mossa_migliore_of_a_recorded_game() -> None:
    from figs_td.services.lexicon.moves import best_for_turn

    words = {"ALTO", "FERMASTE", "FERMATE", "ALTE", "TE"}
    graph = WordGraph.build(sorted(words))
    record = GameRecord(
        players=("Anna", "Bruno"),
        turns=[
            play_turn("H5 ALTO", 14),
            play_turn("5E ERMAtE", 0, rack="FERM?TE"),  # not a word: withdrawn or 0
        ],
    )
    res = best_for_turn(record, 2, graph=graph)
    assert res.rack == "FERM?TE" and res.rack_source == "recorded"
    assert res.moves[0].notation == "5D FERMAsTE" and res.moves[0].score == 110
    # Without a recorded rack, the tiles laid are used; with --rack, the one given.
    res = best_for_turn(record, 1, graph=graph)
    assert res.rack_source == "played_tiles" and res.played == "H5 ALTO" and res.played_rank == 1
    res = best_for_turn(record, 1, rack="ALTOE", graph=graph)
    assert res.rack == "ALTOE" and res.played_score == 14
    with pytest.raises(InputError):
        best_for_turn(record, 3, graph=graph)
