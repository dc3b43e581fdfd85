"""Evaluation of a scoresheet: recount, challenges (art. 30), pass/exchange/cambio secco
(art. 33–35), the end of the game (art. 39–41) and the warnings."""

from __future__ import annotations

import random
from typing import Any

import pytest

from figs_td.core.game.board import Board
from figs_td.core.game.scoresheet import Ending, evaluate
from figs_td.core.game.scoresheet_json import record_from_json
from figs_td.core.game.tiles import TILE_SET
from figs_td.core.movegen.randplay import random_move
from figs_td.core.rules import finish_game, get_profile
from figs_td.errors import InputError


def ev(turns: list[dict[str, Any]], end: dict[str, Any] | None = None, **kw: Any) -> Any:
    doc: dict[str, Any] = {"players": ["Anna", "Bruno"], "turns": turns, **kw}
    if end is not None:
        doc["end"] = end
    return evaluate(record_from_json(doc))


def codes(e: Any) -> list[str]:
    return [w.code for w in e.warnings]


# --- scores and running totals ----------------------------------------------------------------


def test_turn_scores_and_totals() -> None:
    e = ev([{"move": "8F MICIO", "score": 16}, {"move": "I3 ARMONIA", "score": 17}])
    assert [t.score for t in e.turns] == [16, 17]
    assert [t.totals for t in e.turns] == [(16, 0), (16, 17)]
    assert [t.player for t in e.turns] == [0, 1]
    assert e.turns[1].position == "I3"


def test_declared_score_differs_from_recount() -> None:
    e = ev([{"move": "8F MICIO", "score": 18}])
    assert e.turns[0].score == 16  # art. 26: the recount counts
    assert codes(e)[0] == "recount"
    assert "18" in e.warnings[0].message and "16" in e.warnings[0].message


def test_starts_second_player() -> None:
    e = ev([{"move": "8F MICIO"}, {"kind": "pass"}], starts=1)
    assert [t.player for t in e.turns] == [1, 0]
    assert e.totals == (0, 16)


# --- challenges (art. 30) -----------------------------------------------------------------------


def test_valid_challenge_costs_the_challenger_ten_percent() -> None:
    e = ev(
        [
            {"move": "8F MICIO"},
            {"move": "I3 ARMONIA", "challenge": {"words": ["ARMONIA"], "valid": True}},
        ]
    )
    # ARMONIA 17: 10 % = 1.7 → 2, charged to Anna (the challenger)
    assert e.turns[1].penalty == (2, 0)
    assert e.totals == (14, 17)


def test_invalid_move_costs_twenty_percent_and_is_withdrawn() -> None:
    e = ev(
        [
            {"move": "8F POSTE"},
            {"move": "K7 FRAGOLA", "challenge": {"words": ["POSTER"], "valid": False}},
            {"move": "K7 FRAGOLA"},  # Anna may now use the same squares
        ]
    )
    t = e.turns[1]
    # FRAGOLA + POSTER + 50 = 105: 20 % = 21, charged to Bruno; the move scores 0
    assert t.withdrawn and t.score == 0 and t.penalty == (0, 21)
    assert e.turns[2].player == 0 and e.turns[2].score == 105
    assert e.totals == (22 + 105, -21)


def test_valid_challenge_half_rounds_down_and_includes_the_bonus() -> None:
    e = ev(
        [
            {"move": "8F POSTE"},
            {"move": "K7 FRAGOLA", "challenge": {"words": ["FRAGOLA"], "valid": True}},
        ]
    )
    # 10 % of 105 = 10.5 → 10 (x.5 rounds down)
    assert e.turns[1].penalty == (10, 0)


def test_negative_totals_still_reach_finish_game() -> None:
    e = ev(
        [
            {"move": "8F MICIO", "challenge": {"valid": False}},  # −3 (20 % of 16 = 3.2)
            {"move": "8F MICIO"},
        ],
        end={"racks": ["A", ""]},
    )
    assert e.totals == (-3, 16)
    assert e.final == (-4, 16)


# --- pass, exchange, cambio secco (art. 33–35) -----------------------------------------------


def test_cambio_secco_does_not_end_the_turn() -> None:
    e = ev([{"kind": "cambio_secco"}, {"kind": "exchange", "tiles": 3}, {"move": "8F MICIO"}])
    assert [t.player for t in e.turns] == [0, 0, 1]
    assert e.totals == (0, 16)
    assert codes(e) == ["unfinished"]


def test_cambio_secco_twice_is_flagged() -> None:
    e = ev([{"kind": "cambio_secco"}, {"kind": "pass"}, {"kind": "pass"}, {"kind": "cambio_secco"}])
    assert "cambio_secco_twice" in codes(e)
    assert next(w for w in e.warnings if w.code == "cambio_secco_twice").turn == 4


def _record_until_bag(rng: random.Random, bag_at_most: int) -> tuple[list[dict[str, Any]], Board]:
    """Random legal plays (two racks of 7 kept full) until the bag holds at most ``bag_at_most``."""
    board = Board()
    bag = 120 - 14
    turns: list[dict[str, Any]] = []
    while bag > bag_at_most:
        score = random_move(board, rng, max_tiles=min(7, bag - bag_at_most))
        assert score is not None
        board.play(score.move)
        bag -= score.tiles_used
        turns.append({"position": score.move.position, "word": score.move.word})
    return turns, board


def test_exchange_with_fewer_than_three_tiles_in_the_bag() -> None:
    turns, _ = _record_until_bag(random.Random(7), 2)
    e = ev([*turns, {"kind": "exchange", "tiles": 2}])
    assert e.turns[-2].bag == 2
    assert "exchange_bag" in codes(e)
    # with three tiles left the exchange is allowed
    turns3, _ = _record_until_bag(random.Random(7), 3)
    e3 = ev([*turns3, {"kind": "exchange", "tiles": 2}])
    assert e3.turns[-2].bag == 3 and "exchange_bag" not in codes(e3)
    # but not more tiles than the bag holds
    e4 = ev([*turns3, {"kind": "exchange", "tiles": 4}])
    assert "exchange_count" in codes(e4)


# --- the end of the game (art. 39–41) ---------------------------------------------------------


def test_six_scoreless_turns_end_the_game() -> None:
    turns = [{"move": "8F MICIO"}] + [{"kind": "pass"}] * 3 + [{"kind": "exchange"}] * 3
    e = ev([*turns, {"move": "I3 ARMONIA"}], end={"racks": ["AB", "C?"]})
    assert e.ending is Ending.SCORELESS
    # turn 8 comes after the end: warned and not counted
    assert e.turns[-1].void and e.turns[-1].score == 0
    assert "after_end" in codes(e)
    # Art. 40: each subtracts their rack (A1 B5 = 6; C2 + jolly 7 = 9)
    assert e.final == (16 - 6, 0 - 9)


def test_withdrawn_move_counts_as_a_scoreless_turn() -> None:
    # Decision (art. 30 "passa il turno"): a withdrawn move is a scoreless turn for art. 39b.
    bad = {"move": "8F MICIO", "challenge": {"valid": False}}
    e = ev([bad, {"kind": "pass"}] * 3)
    assert e.ending is Ending.SCORELESS
    assert "end_racks_missing" in codes(e)


def test_going_out_ends_the_game_and_the_opponent_pays_the_rack() -> None:
    rng = random.Random(11)
    turns, board = _record_until_bag(rng, 0)
    player = len(turns) % 2
    left = [7, 7]
    # play the rest down to an empty rack, one player at a time, keeping the other's tiles
    while left[player] > 0:
        score = random_move(board, rng, max_tiles=left[player])
        assert score is not None
        board.play(score.move)
        left[player] -= score.tiles_used
        turns.append({"position": score.move.position, "word": score.move.word})
        if left[player] > 0:
            turns.append({"kind": "pass"})
    # the opponent's rack: tiles still unused by the set
    used = board.letter_counts()
    spare = [k for k, (n, _) in TILE_SET.items() for _ in range(n - used[k])]
    opp_rack = "".join(sorted(spare)[: left[1 - player]])
    racks = ["", ""]
    racks[1 - player] = opp_rack
    e = ev([*turns, {"kind": "pass"}], end={"racks": racks})
    assert e.ending is Ending.OUT
    assert e.turns[-1].void and "after_end" in codes(e)
    expected = finish_game(get_profile("figs-25"), e.totals, racks=(racks[0], racks[1]))
    assert e.final == expected
    assert e.final[player] == e.totals[player]  # the player who went out adds nothing


def test_flag_uses_the_profile_margin() -> None:
    turns = [{"move": "8F MICIO"}, {"move": "I3 ARMONIA"}]
    # figs-25 (M2): Bruno (17) flagged: −50 → −33, already behind: scores stand
    e = ev(turns, end={"flagged": 1})
    assert e.ending is Ending.FLAG and e.final == (16, -33)
    # figs-2008 (M1): Anna keeps 16, Bruno becomes 16 − max(20, 16 − (17 − 60) + 20×2) …
    e2 = evaluate(
        record_from_json(
            {
                "players": ["Anna", "Bruno"],
                "turns": turns,
                "end": {"flagged": 1, "base_left_s": [150, 0]},
            }
        ),
        "figs-2008",
    )
    # Bruno: 17 − 60 (3 minutes × 20) = −43; difference 16 − (−43) = 59, + 20 × 2 whole minutes
    # of Anna's base time = 99 → Bruno 16 − 99 = −83
    assert e2.final == (16, -83)


# --- bad records --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("turns", "fragment"),
    [
        ([{"move": "8F MICIO"}, {"move": "3A CASA"}], "turno 2 (Bruno)"),
        ([{"move": "8F MICIO"}, {"position": "Q9", "word": "CASA"}], "turno 2"),
        ([{"kind": "play", "word": "MICIO"}], "turno 1 (Anna): giocata MICIO senza posizione"),
        ([{"move": "8F MICIO", "player": 1}], "turno 1: tocca a Anna"),
        ([{"kind": "exchange", "tiles": 9}], "turno 1 (Anna): cambio di 9 tessere"),
    ],
)
def test_impossible_records_name_the_turn(turns: list[dict[str, Any]], fragment: str) -> None:
    with pytest.raises(InputError) as err:
        ev(turns)
    assert fragment in str(err.value)


def test_play_without_position_uses_the_declared_score() -> None:
    e = ev([{"kind": "play", "word": "MICIO", "score": 16}, {"kind": "pass"}])
    assert e.totals == (16, 0)
    assert "no_position" in codes(e)
    assert e.bag is None


def test_end_racks_cannot_exceed_the_tile_set() -> None:
    with pytest.raises(InputError, match="più tessere"):
        ev([{"move": "8G ZZ"}], end={"racks": ["Z", ""]})


def test_tiles_not_on_the_rack_are_flagged() -> None:
    ok = ev([{"move": "8F MICIO", "rack": "MICIOZZ"}])
    assert "rack_mismatch" not in codes(ok)
    bad = ev([{"move": "8F MICIO", "rack": "MICAAAA"}])
    w = next(w for w in bad.warnings if w.code == "rack_mismatch")
    assert "IO" in w.message and w.turn == 1
    jolly = ev([{"move": "8F MIcIO", "rack": "MI?IOAB"}])
    assert "rack_mismatch" not in codes(jolly)


def test_play_turn_reads_any_notation() -> None:
    from figs_td.core.game.scoresheet import TurnKind, play_turn

    for text in ("8F MICIO", "MICIO 8F", "F8 orizz. MICIO"):
        t = play_turn(text, 16)
        assert (t.kind, t.word, t.position, t.declared) == (TurnKind.PLAY, "MICIO", "8F", 16)
    with pytest.raises(InputError):
        play_turn("MICIO")


def test_capped_game_keeps_the_score_so_far() -> None:
    # figs-25, art. 37: stopped at 75 minutes, "farà fede il punteggio acquisito": no rack deduction
    e = ev(
        [{"move": "8F MICIO"}, {"move": "I3 ARMONIA"}], end={"racks": ["AB", "C"], "capped": True}
    )
    assert e.ending is Ending.CAPPED and e.final == (16, 17)
    # figs-2008 has no cap: the record is refused with a message
    with pytest.raises(InputError, match="fine partita"):
        ev([{"move": "8F MICIO"}], end={"capped": True}, profile="figs-2008")


def test_overtime_penalty_of_the_profile() -> None:
    turns = [{"move": "8F MICIO"}, {"move": "I3 ARMONIA"}]
    # figs-25: any use of the supplementary minute costs 30 points
    assert ev(turns, end={"overtime_s": [5, 0]}).final == (16 - 30, 17)
    # club-22: 10 points per minute or fraction: 61 s → 2 minutes → 20
    assert ev(turns, end={"overtime_s": [61, 0]}, profile="club-22").final == (16 - 20, 17)
