"""Byes and forfeits (domain.md §7)."""

from fractions import Fraction

import pytest

from figs_td.core.rules import ResultSettings, bye_result, forfeit_result, game_outcome


def test_bye_is_a_win_by_fifty_by_default() -> None:
    r = bye_result()
    assert r.outcome == (Fraction(1), Fraction(0))
    assert r.scores == (50, 0) and r.spread[0] == 50


def test_bye_spread_editable() -> None:
    assert bye_result(ResultSettings(bye_spread=30)).spread[0] == 30


def test_forfeit_present_player_wins_by_fifty() -> None:
    r = forfeit_result(present=1)
    assert r.outcome == (Fraction(0), Fraction(1))
    assert r.scores == (0, 50)
    assert r.spread == (-50, 50)
    r = forfeit_result(ResultSettings(forfeit_spread=100), present=0)
    assert r.spread == (100, -100)


def test_double_forfeit_both_lose() -> None:
    assert forfeit_result(present=None).outcome == (Fraction(0), Fraction(0))


def test_forfeit_bad_present() -> None:
    with pytest.raises(ValueError):
        forfeit_result(present=2)


def test_negative_settings_refused() -> None:
    with pytest.raises(ValueError, match="bye_spread"):
        ResultSettings(bye_spread=-50)


def test_game_outcome_draw_is_half() -> None:
    assert game_outcome(350, 350) == (Fraction(1, 2), Fraction(1, 2))
    assert game_outcome(351, 350) == (Fraction(1), Fraction(0))
