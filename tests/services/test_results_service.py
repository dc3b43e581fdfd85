"""Result services the window calls: clear, read a round, read a game."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from figs_td.errors import ConflictError, InputError
from figs_td.services import results
from figs_td.store import Store


@pytest.fixture(params=["orm", "lite"])
def store(request: pytest.FixtureRequest, store: Store) -> Iterator[Store]:
    """Each test on the full store and on the thin SQLite path (``figs-td result``) of the same
    file."""
    if request.param == "orm":
        yield store
        return
    from figs_td.services.tournament import open_tournament
    from figs_td.store.lite import LiteStore

    lite = open_tournament(store.path, purpose="result")
    assert isinstance(lite, LiteStore)
    with lite:
        yield lite


def test_clear_result_is_audited_and_versioned(store: Store) -> None:
    change = results.enter_result(store, 1, 1, 400, 380)
    after = results.clear_result(store, 1, 1, expected_version=change.game.version, actor="desk")
    assert (after.score_first, after.score_second) == (None, None)
    assert after.version == change.game.version + 1
    with store.read() as tx:
        last = tx.audit.entries()[-1]
    assert (last.action, last.actor, last.key) == ("result.clear", "desk", "1/1")


def test_clear_result_refused_when_another_desk_changed_the_game(store: Store) -> None:
    first = results.enter_result(store, 1, 1, 400, 380)
    results.enter_result(store, 1, 1, 410, 380, force=True)  # another desk corrects it meanwhile
    with pytest.raises(ConflictError):
        results.clear_result(store, 1, 1, expected_version=first.game.version)
    assert results.game_at(store, 1, 1).score_first == 410


def test_round_games_in_table_order(store: Store) -> None:
    results.enter_result(store, 1, 2, 350, 351)
    games = results.round_games(store, 1)
    assert [(g.table, g.first, g.second, g.score_first) for g in games] == [
        (1, 1, 3, None),
        (2, 2, 4, 350),
    ]


def test_game_at_a_missing_table(store: Store) -> None:
    with pytest.raises(InputError, match="nel turno 1 non c'è il tavolo 9"):
        results.game_at(store, 1, 9)
