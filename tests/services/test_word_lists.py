"""The 2-/3-letter word-table mark (domain.md §7): rated at or below the tournament's threshold;
one core computation for the printed pairings and the on-screen ones (pairing service)."""

from __future__ import annotations

from figs_td.core.lexicon.word_tables import may_consult_word_lists, word_list_players
from figs_td.core.model import Player
from figs_td.services import director
from figs_td.services.pairing import rounds as pairing
from figs_td.store import Store


def test_threshold_is_inclusive_and_unrated_players_are_not_marked() -> None:
    assert may_consult_word_lists(1400, 1400)
    assert not may_consult_word_lists(1401, 1400)
    assert not may_consult_word_lists(None, 1400)
    assert not may_consult_word_lists(900, None)
    assert may_consult_word_lists(900, "1000")  # a setting typed as text
    assert not may_consult_word_lists(900, True)
    players = [Player(1, "A", rating=1500), Player(2, "B", rating=1400), Player(3, "C")]
    assert word_list_players(players, 1400) == {2}


def test_round_view_marks_the_same_players(store: Store) -> None:
    # Ratings: Rossi 1800, Bianchi 1500, Verdi 1400, Neri 1300; threshold 1400.
    director.set_tournament(store, word_list_threshold=1400)
    view = pairing.round_view(store, 1)
    marks = {(t.first_name, t.first_word_list) for t in view.tables}
    marks |= {(t.second_name, t.second_word_list) for t in view.tables}
    assert sorted(n for n, m in marks if m) == ["Neri Giò", "Verdi Anna"]
    director.set_tournament(store, word_list_threshold=None)
    view = pairing.round_view(store, 1)
    assert not any(t.first_word_list or t.second_word_list for t in view.tables)


def test_the_set_is_the_rule_applied_to_each_player() -> None:
    """``word_list_players`` (the threshold read once) marks exactly the players for whom
    ``may_consult_word_lists`` says yes, whatever the setting holds."""
    players = [Player(i, f"G{i}", rating=r) for i, r in enumerate([None, 0, 999, 1000, 1001, -5])]
    for threshold in (1000, "1000", " 1000 ", "-5", -5, 0, None, True, False, "mille", 1000.0, []):
        by_rule = {p.id for p in players if may_consult_word_lists(p.rating, threshold)}
        assert word_list_players(players, threshold) == by_rule
    assert word_list_players(players, "1000") == {1, 2, 3, 5}
    assert word_list_players(players, 1000.0) == frozenset()  # not an integer: no threshold
