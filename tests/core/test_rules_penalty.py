"""Challenge penalties, Regolamento art. 30 (values worked out by hand)."""

import pytest

from figs_td.core.rules import challenge_penalty, get_profile


# 20 % of the move when it is invalid (charged to its player).
@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (0, 1),  # 0 → minimum 1
        (1, 1),  # 0.2 → 0 → minimum 1
        (2, 1),  # 0.4 → 0 → minimum 1
        (5, 1),  # 1.0
        (7, 1),  # 1.4 → 1
        (8, 2),  # 1.6 → 2
        (12, 2),  # 2.4 → 2
        (13, 3),  # 2.6 → 3
        (48, 10),  # DIVANO: 9.6 → 10
        (57, 11),  # MOGANO: 11.4 → 11
        (110, 22),  # FERMASTE (bonus 50 included): 22.0
        (112, 22),  # 22.4 → 22
        (113, 23),  # 22.6 → 23
    ],
)
def test_invalid_move_pays_twenty_percent(value: int, expected: int) -> None:
    assert challenge_penalty(value, False) == expected


# 10 % of the move when it is valid (charged to the challenger); x.5 rounds down.
@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (0, 1),
        (4, 1),  # 0.4 → 0 → minimum 1
        (5, 1),  # 0.5 → 0 (half down) → minimum 1
        (14, 1),  # 1.4
        (15, 1),  # 1.5 → 1 (half down)
        (16, 2),  # 1.6 → 2
        (25, 2),  # 2.5 → 2
        (35, 3),  # 3.5 → 3
        (53, 5),  # AH: 5.3 → 5
        (105, 10),  # 10.5 → 10
        (106, 11),  # 10.6 → 11
        (110, 11),
    ],
)
def test_valid_move_challenger_pays_ten_percent(value: int, expected: int) -> None:
    assert challenge_penalty(value, True) == expected


def test_profile_can_override_percentages() -> None:
    profile = get_profile("figs-25", invalid_move_pct=25, min_penalty=2)
    assert challenge_penalty(10, False, profile=profile) == 2  # 2.5 → 2
    assert challenge_penalty(2, False, profile=profile) == 2  # 0.5 → 0 → minimum 2
    assert challenge_penalty(30, True, profile=profile) == 3  # 10 % unchanged


@pytest.mark.parametrize("bad", [-1, 3.5, "12", None, True])
def test_bad_move_values_are_refused(bad: object) -> None:
    with pytest.raises(ValueError, match="mossa"):
        challenge_penalty(bad, False)  # type: ignore[arg-type]


def test_validity_must_be_a_bool() -> None:
    with pytest.raises(ValueError):
        challenge_penalty(10, 1)  # type: ignore[arg-type]
