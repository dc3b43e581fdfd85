"""Property tests of the rules core (hypothesis)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from figs_td.core.rules import PROFILES, challenge_penalty, finish_game

RACK_TILES = "ABCDEFGHILMNOPQRSTUVZ?"
racks = st.text(alphabet=RACK_TILES, max_size=7)
profiles = st.sampled_from(sorted(PROFILES))
scores = st.integers(min_value=0, max_value=900)


@settings(max_examples=300, deadline=None)
@given(value=st.integers(min_value=0, max_value=2000), valid=st.booleans())
def test_penalty_never_below_one_and_close_to_the_percentage(value: int, valid: bool) -> None:
    p = challenge_penalty(value, valid)
    assert p >= 1
    pct = 10 if valid else 20
    # within half a point of the exact percentage, unless the minimum applies
    assert p == 1 or abs(p * 100 - value * pct) <= 50


@settings(max_examples=200, deadline=None)
@given(value=st.integers(min_value=0, max_value=2000))
def test_invalid_move_costs_at_least_as_much_as_a_failed_challenge(value: int) -> None:
    assert challenge_penalty(value, False) >= challenge_penalty(value, True)
    assert challenge_penalty(value + 1, True) >= challenge_penalty(value, True)


@settings(max_examples=400, deadline=None)
@given(
    name=profiles,
    a=scores,
    b=scores,
    rack_a=racks,
    rack_b=racks,
    flagged=st.sampled_from([0, 1]),
    other_overtime=st.integers(min_value=0, max_value=60),
    winner_base_left=st.integers(min_value=0, max_value=25 * 60),
)
def test_flagged_player_always_ends_strictly_behind(
    name, a, b, rack_a, rack_b, flagged, other_overtime, winner_base_left
) -> None:
    profile = PROFILES[name]
    overtime = [0, 0]
    base_left = [0, 0]
    winner = 1 - flagged
    # the winner either used some supplementary time or still has base time, not both
    if winner_base_left:
        base_left[winner] = winner_base_left
    else:
        overtime[winner] = other_overtime
    final = finish_game(
        profile,
        (a, b),
        racks=(rack_a, rack_b),
        overtime_s=tuple(overtime),
        flagged=flagged,
        base_left_s=tuple(base_left),
    )
    assert final[flagged] < final[winner]


@settings(max_examples=200, deadline=None)
@given(name=profiles, a=scores, b=scores, rack_a=racks, rack_b=racks)
def test_without_flag_scores_only_go_down(name, a, b, rack_a, rack_b) -> None:
    final = finish_game(PROFILES[name], (a, b), racks=(rack_a, rack_b))
    assert final[0] <= a and final[1] <= b
    assert a - final[0] <= 7 * 10 and b - final[1] <= 7 * 10
