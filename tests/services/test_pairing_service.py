"""Pairing services the window calls: last round, snapshot/restore of a deleted round, draw."""

from __future__ import annotations

from figs_td.core.model import GameKind
from figs_td.services import results, tournament
from figs_td.services.pairing import rounds as pairing
from figs_td.store import Store


def test_last_round(store: Store) -> None:
    assert pairing.last_round(store) == 1


def test_deleted_round_comes_back_as_it_was(store: Store) -> None:
    results.enter_result(store, 1, 2, 350, 340)
    # figs-25, second flagged: 380 − 50 = 330 < 400, the scores stand (000_ art. 37).
    assert results.enter_time_loss(store, 1, 1, (400, 380), flagged=1) == (400, 330)
    pairing.set_draw(store, "rating")
    snap = pairing.round_snapshot(store, 1)
    before = [
        (g.table, g.first, g.second, g.score_first, g.score_second, g.kind, g.time_loss)
        for g in results.round_games(store, 1)
    ]
    pairing.delete_last_round(store, 1, force=True)
    assert pairing.last_round(store) == 0
    assert pairing.restore_round(store, snap, actor="desk") == 1
    after = [
        (g.table, g.first, g.second, g.score_first, g.score_second, g.kind, g.time_loss)
        for g in results.round_games(store, 1)
    ]
    assert after == before
    assert after[0][5] is GameKind.TIME_LOSS and after[0][6]["flagged"] == 1
    with store.read() as tx:
        last = tx.audit.entries()[-1]
    assert (last.action, last.actor, last.key) == ("pairing.restore", "desk", "1")


def test_reset_draw_goes_back_to_the_default(store: Store) -> None:
    pairing.set_draw(store, "random")
    assert tournament.tournament_info(store).settings.get("pairing.draw") == "random"
    pairing.reset_draw(store, actor="desk")
    assert "pairing.draw" not in tournament.tournament_info(store).settings


def test_rule_profile_with_the_arbiters_overrides(store: Store) -> None:
    from figs_td.services import director

    assert tournament.rule_profile(store).base_time_min == 25  # figs-25 (000_ art. 37)
    director.set_tournament(store, rules={"base_time_min": 22})
    profile = tournament.rule_profile(store)
    assert (profile.name, profile.base_time_min) == ("figs-25", 22)


def test_a_round_with_a_negative_time_loss_comes_back_too(store: Store) -> None:
    # figs-25, second flagged at 30–20: 20 − 50 = −30 < 30, the scores stand (000_ art. 37).
    assert results.enter_time_loss(store, 1, 1, (30, 20), flagged=1) == (30, -30)
    snap = pairing.round_snapshot(store, 1)
    pairing.delete_last_round(store, 1, force=True)
    pairing.restore_round(store, snap)
    g = results.game_at(store, 1, 1)
    assert (g.score_first, g.score_second, g.kind) == (30, -30, GameKind.TIME_LOSS)
    assert g.time_loss["scores"] == [30, 20]
