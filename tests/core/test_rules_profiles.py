"""Rule profiles of domain.md §6."""

import dataclasses

import pytest

from figs_td.core.rules import (
    DEFAULT_PROFILE,
    MarginRule,
    OvertimeMode,
    RuleProfile,
    get_profile,
)


def test_default_is_figs_25() -> None:
    assert DEFAULT_PROFILE == "figs-25"


def test_profile_numbers() -> None:
    p2008 = get_profile("figs-2008")
    assert (p2008.base_time_min, p2008.supplementary_min, p2008.overtime_points) == (22, 3, 20)
    assert p2008.overtime_mode is OvertimeMode.PER_MINUTE
    assert p2008.margin_rule is MarginRule.M1
    assert p2008.base_time_range == (20, 25)
    p25 = get_profile("figs-25")
    assert (p25.base_time_min, p25.supplementary_min) == (25, 1)
    assert (p25.overtime_points, p25.flag_penalty, p25.margin_points) == (30, 50, 50)
    assert p25.margin_rule is MarginRule.M2
    assert p25.game_cap_min == 75
    club = get_profile("club-22")
    assert (club.base_time_min, club.supplementary_min, club.overtime_points) == (22, 3, 10)
    assert club.margin_rule is MarginRule.M1


def test_profiles_have_italian_label_and_source() -> None:
    for name in ("figs-2008", "figs-25", "club-22"):
        p = get_profile(name)
        assert "min" in p.label
        assert "art." in p.source or "Scrabble Club" in p.source


def test_profiles_are_frozen_and_overridable() -> None:
    p = get_profile("figs-2008")
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.base_time_min = 25  # type: ignore[misc]
    q = dataclasses.replace(p, base_time_min=25)
    assert q.base_time_min == 25 and p.base_time_min == 22
    assert get_profile("figs-2008", overtime_points=15).overtime_points == 15


def test_unknown_profile_name() -> None:
    with pytest.raises(ValueError, match="profilo di regole sconosciuto"):
        get_profile("figs-1999")


def test_unknown_override() -> None:
    with pytest.raises(ValueError, match="sconosciuti"):
        get_profile("figs-25", minutes=30)


@pytest.mark.parametrize(
    "change", [{"overtime_points": -1}, {"base_time_min": 0}, {"supplementary_min": 0}]
)
def test_impossible_numbers_refused(change: dict[str, int]) -> None:
    with pytest.raises(ValueError):
        dataclasses.replace(get_profile("figs-25"), **change)


def test_flat_profile_needs_flag_penalty() -> None:
    with pytest.raises(ValueError, match="tempo esaurito"):
        dataclasses.replace(get_profile("figs-25"), flag_penalty=None)


def test_is_a_rule_profile() -> None:
    assert isinstance(get_profile("club-22"), RuleProfile)
