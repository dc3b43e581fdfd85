"""End of game: rack deductions, overtime penalties and time losses (values worked by hand).

figs-25: Regolamento art. 37 and 40 (``000_``); figs-2008: art. 39, 40 and 44 (``002_``);
club-22: the club guide (``003_``) with the 2008 margin (domain.md §6, decision).
"""

import pytest

from figs_td.core.rules import finish_game, get_profile, overtime_penalty

F25 = get_profile("figs-25")
F2008 = get_profile("figs-2008")
CLUB = get_profile("club-22")


# --- ordinary end: rack values, jolly = 7, nothing added to who went out ----------------------


@pytest.mark.parametrize("profile", [F25, F2008, CLUB])
def test_rack_deduction_only_for_the_player_with_tiles(profile) -> None:
    # A=1, B=5, jolly=7 → 13; player 0 went out and gains nothing.
    assert finish_game(profile, (400, 350), racks=("", "AB?")) == (400, 337)


def test_both_racks_deducted_after_six_scoreless_turns() -> None:
    # Q=10, Z=8 → 18; E=1, ?+?=14 → 15.
    assert finish_game(F25, (280, 300), racks=("QZ", "E??")) == (262, 285)


def test_lowercase_rack_and_spaces_accepted() -> None:
    assert finish_game(F25, (100, 100), racks=("a b", "")) == (94, 100)


def test_equal_final_scores_are_returned_as_such() -> None:
    assert finish_game(F25, (305, 300), racks=("CC", "")) == (301, 300)
    assert finish_game(F25, (304, 300), racks=("CC", "")) == (300, 300)


# --- overtime penalties ------------------------------------------------------------------------


def test_figs25_flat_thirty_for_any_overtime() -> None:
    assert finish_game(F25, (400, 350), overtime_s=(0, 1)) == (400, 320)
    assert finish_game(F25, (400, 350), overtime_s=(0, 59)) == (400, 320)
    assert finish_game(F25, (400, 350), overtime_s=(60, 60)) == (370, 320)


@pytest.mark.parametrize(
    ("seconds", "penalty"),
    [(0, 0), (1, 20), (59, 20), (60, 20), (61, 40), (120, 40), (121, 60), (180, 60)],
)
def test_figs2008_twenty_per_minute_or_fraction(seconds: int, penalty: int) -> None:
    assert overtime_penalty(F2008, seconds) == penalty
    assert finish_game(F2008, (350, 300), overtime_s=(seconds, 0)) == (350 - penalty, 300)


@pytest.mark.parametrize(("seconds", "penalty"), [(1, 10), (60, 10), (100, 20), (180, 30)])
def test_club_ten_per_minute_or_fraction(seconds: int, penalty: int) -> None:
    assert finish_game(CLUB, (350, 300), overtime_s=(0, seconds)) == (350, 300 - penalty)


def test_overtime_and_rack_together() -> None:
    # figs-2008: 61 s → 40; rack "Z" → 8.
    assert finish_game(F2008, (350, 300), racks=("Z", ""), overtime_s=(61, 0)) == (302, 300)


# --- figs-25, margin M2: penalty 50, loss whatever the score -----------------------------------


def test_m2_flagged_still_ahead_gets_winner_minus_fifty() -> None:
    # L: 400 − 50 = 350 ≥ 300 → L = 300 − 50.
    assert finish_game(F25, (300, 400), flagged=1) == (300, 250)


def test_m2_flagged_level_after_penalty_also_set_to_winner_minus_fifty() -> None:
    assert finish_game(F25, (300, 350), flagged=1) == (300, 250)


def test_m2_flagged_behind_after_penalty_score_stands() -> None:
    assert finish_game(F25, (300, 320), flagged=1) == (300, 270)


def test_m2_with_racks_and_opponent_overtime() -> None:
    # W (player 1): 300 − 30 overtime = 270; L (player 0): 410 − 50 = 360 ≥ 270 → 220.
    assert finish_game(F25, (410, 300), overtime_s=(0, 20), flagged=0) == (220, 270)
    # racks: W 300 − E(1) = 299; L 340 − Z(8) − 50 = 282 < 299 → stands.
    assert finish_game(F25, (300, 340), racks=("E", "Z"), flagged=1) == (299, 282)


def test_m2_flag_ignores_reported_overtime_of_flagged_player() -> None:
    assert finish_game(F25, (300, 320), overtime_s=(0, 60), flagged=1) == (300, 270)


# --- figs-2008 and club-22, margin M1 ----------------------------------------------------------


def test_m1_actual_difference_when_larger_than_twenty() -> None:
    # L: 280 − 60 (three minutes) = 220; margin = max(20, 300 − 220 + 0) = 80 → 220.
    assert finish_game(F2008, (300, 280), flagged=1) == (300, 220)


def test_m1_conventional_twenty_when_loser_was_ahead() -> None:
    # L: 400 − 60 = 340; diff −40 + 20 × 2 whole minutes (150 s) = 0 → margin 20 → 280.
    assert finish_game(F2008, (300, 400), flagged=1, base_left_s=(150, 0)) == (300, 280)


def test_m1_whole_minutes_of_base_time_count() -> None:
    # 359 s → 5 whole minutes: −40 + 100 = 60 → L = 240.
    assert finish_game(F2008, (300, 400), flagged=1, base_left_s=(359, 0)) == (300, 240)
    # 360 s → 6 minutes: −40 + 120 = 80 → 220.
    assert finish_game(F2008, (300, 400), flagged=1, base_left_s=(360, 0)) == (300, 220)


def test_m1_winner_far_ahead_with_time_left() -> None:
    # L: 300 − 60 = 240; margin = 160 + 20 × 2 = 200 → L = 200.
    assert finish_game(F2008, (400, 300), flagged=1, base_left_s=(125, 0)) == (400, 200)


def test_m1_flagged_first_player() -> None:
    # L (0): 500 − 60 − Q(10) = 430; W (1): 350; margin = max(20, −80 + 20 × 1) = 20 → 330.
    assert finish_game(F2008, (500, 350), racks=("Q", ""), flagged=0, base_left_s=(0, 60)) == (
        330,
        350,
    )


def test_club_m1() -> None:
    # L: 290 − 30 = 260; margin = max(20, 40) = 40 → 260.
    assert finish_game(CLUB, (300, 290), flagged=1) == (300, 260)
    # L: 290 − 30 = 260 > W 250: margin = max(20, −10) = 20 → 230.
    assert finish_game(CLUB, (250, 290), flagged=1) == (250, 230)


# --- the 75-minute cap of figs-25 ---------------------------------------------------------------


def test_capped_game_keeps_the_score_so_far() -> None:
    assert finish_game(F25, (250, 260), racks=("ABC", "Q"), capped=True) == (250, 260)


def test_cap_needs_a_profile_with_a_cap() -> None:
    with pytest.raises(ValueError, match="durata massima"):
        finish_game(F2008, (250, 260), capped=True)


# --- bad input -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"scores": (-1, 300)}, "negativo"),
        ({"scores": (300,)}, "due valori"),
        ({"scores": (300, "200")}, "intero"),
        ({"scores": (300, 200), "racks": ("AJ", "")}, "'J' non è una tessera"),
        ({"scores": (300, 200), "racks": ("", "A1")}, "'1' non è una tessera"),
        ({"scores": (300, 200), "racks": ("AAAAAAAA", "")}, "al massimo 7"),
        ({"scores": (300, 200), "flagged": 2}, "0 o 1"),
        ({"scores": (300, 200), "flagged": True}, "0 o 1"),
        ({"scores": (300, 200), "overtime_s": (61, 0)}, "concede 60"),
        ({"scores": (300, 200), "overtime_s": (-5, 0)}, "negativo"),
        ({"scores": (300, 200), "overtime_s": (10, 0), "base_left_s": (30, 0)}, "tempo base"),
        ({"scores": (300, 200), "flagged": 0, "base_left_s": (30, 0)}, "tempo base"),
    ],
)
def test_bad_input_names_the_problem(kwargs: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        finish_game(F25, **kwargs)


def test_profile_must_be_a_profile() -> None:
    with pytest.raises(ValueError, match="profilo"):
        finish_game("figs-25", (1, 2))  # type: ignore[arg-type]
