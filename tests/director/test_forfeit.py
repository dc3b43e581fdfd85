"""Vittoria a tavolino and double absence (domain.md §7: a win by the conventional spread, default
+50; both absent: both lose)."""

from __future__ import annotations

import pytest

from figs_td.core.model import GameKind
from figs_td.errors import InputError
from figs_td.services.director import set_tournament
from figs_td.services.results import enter_forfeit, enter_result, seat_at_table
from figs_td.services.standings import standings
from figs_td.store import Store


def _game(store: Store, rnd: int, table: int):  # type: ignore[no-untyped-def]
    with store.read() as tx:
        return tx.rounds.game(rnd, table)


def test_present_first_wins_by_fifty(store: Store) -> None:
    change = enter_forfeit(store, 1, 1, 0, actor="test")
    g = _game(store, 1, 1)
    assert (g.score_first, g.score_second, g.kind) == (50, 0, GameKind.FORFEIT)
    assert change.corrected is False and change.previous is None


def test_present_second_wins_by_fifty(store: Store) -> None:
    enter_forfeit(store, 1, 1, 1)
    g = _game(store, 1, 1)
    assert (g.score_first, g.score_second, g.kind) == (0, 50, GameKind.FORFEIT)


def test_spread_follows_the_tournament_setting(store: Store) -> None:
    set_tournament(store, forfeit_spread=30)
    enter_forfeit(store, 1, 2, 1)
    g = _game(store, 1, 2)
    assert (g.score_first, g.score_second) == (0, 30)


def test_both_absent_both_lose(store: Store) -> None:
    enter_forfeit(store, 1, 2, None)
    enter_result(store, 1, 1, 400, 380)
    g = _game(store, 1, 2)
    assert (g.score_first, g.score_second, g.kind) == (0, 0, GameKind.DOUBLE_FORFEIT)
    rows = {r.name: r for r in standings(store, after_round=1)}
    # Bianchi and Neri: no win, no spread; Galli's bye is a win.
    assert rows["Bianchi Luca"].wins == 0 and rows["Neri Giò"].wins == 0
    assert rows["Bianchi Luca"].spread == 0 and rows["Neri Giò"].spread == 0
    assert rows["Galli Pia"].wins == 1


def test_forfeit_over_a_result_is_a_correction_and_audited(store: Store) -> None:
    enter_result(store, 1, 1, 400, 380)
    change = enter_forfeit(store, 1, 1, 1, expected_version=2, actor="desk")
    assert change.corrected is True and change.previous == (400, 380)
    with store.read() as tx:
        last = tx.audit.entries()[-1]
    assert last.action == "result.correct" and last.actor == "desk"
    assert last.old["score_first"] == 400
    assert last.new == {"score_first": 0, "score_second": 50, "kind": "forfeit", "time_loss": None}


def test_bad_present_and_bad_table(store: Store) -> None:
    with pytest.raises(InputError, match="presente"):
        enter_forfeit(store, 1, 1, 2)
    with pytest.raises(InputError, match="tavolo 9"):
        enter_forfeit(store, 1, 9, 0)
    with pytest.raises(InputError, match="turno 3"):
        enter_forfeit(store, 3, 1, 0)


@pytest.mark.parametrize(
    ("who", "seat"),
    [
        ("first", 0),
        ("second", 1),
        ("Verdi", 1),
        ("rossi mario", 0),
        ("Anna Verdi", 1),
        ("T3", 1),
        ("#1", 0),
    ],
)
def test_seat_by_name(store: Store, who: str, seat: int) -> None:
    assert seat_at_table(store, 1, 1, who) == seat


def test_seat_of_someone_else_names_the_table(store: Store) -> None:
    with pytest.raises(InputError, match="Rossi Mario e Verdi Anna, non 'Neri'"):
        seat_at_table(store, 1, 1, "Neri")
