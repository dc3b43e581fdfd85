"""Sconfitta per tempo: final scores worked out by hand from domain.md §6.

figs-25 (``000_`` art. 37/40): flag penalty 50, overtime 30 flat, margin M2 (if the flagged player
is still level or ahead, their score becomes winner − 50). figs-2008 (``002_`` art. 39/40): 20
points per minute or fraction (a flagged player used all 3), margin M1 = max(20, actual difference
+ 20 per whole base minute left to the winner), loser = winner − margin. club-22: as 2008 but 10
per minute. Racks: tile values, jolly = 7.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from director_helpers import make_tournament

from figs_td.core.model import GameKind
from figs_td.errors import InputError
from figs_td.services.director import set_tournament
from figs_td.services.results import enter_result, enter_time_loss, preview_time_loss
from figs_td.store import Store, open_store


def _store(tmp_path: Path, profile: str) -> Store:
    return open_store(make_tournament(tmp_path / f"{profile}.figs", profile))


@pytest.mark.parametrize(
    ("scores", "flagged", "racks", "overtime", "expected"),
    [
        # second flagged: 380 − 2 (E E) − 50 = 328 < 400: scores stand.
        ((400, 380), 1, ("", "EE"), (0, 0), (400, 328)),
        # first flagged, 420 − 50 = 370 < 380: stands.
        ((420, 380), 0, ("", ""), (0, 0), (370, 380)),
        # first flagged and still ahead: 500 − 50 = 450 ≥ 380 → 380 − 50 = 330.
        ((500, 380), 0, ("", ""), (0, 0), (330, 380)),
        # winner has Q (10) left: W 370; L 450 ≥ 370 → 320.
        ((500, 380), 0, ("", "Q"), (0, 0), (320, 370)),
        # winner used 20 s of the supplementary minute (30 flat): W 350; L 450 → 300.
        ((500, 380), 0, ("", ""), (0, 20), (300, 350)),
    ],
)
def test_figs25_margin_m2(
    tmp_path: Path,
    scores: tuple[int, int],
    flagged: int,
    racks: tuple[str, str],
    overtime: tuple[int, int],
    expected: tuple[int, int],
) -> None:
    with _store(tmp_path, "figs-25") as st:
        assert (
            preview_time_loss(st, 1, 1, scores, flagged=flagged, racks=racks, overtime_s=overtime)
            == expected
        )
        got = enter_time_loss(st, 1, 1, scores, flagged=flagged, racks=racks, overtime_s=overtime)
        assert got == expected
        with st.read() as tx:
            g = tx.rounds.game(1, 1)
        assert (g.score_first, g.score_second, g.kind) == (*expected, GameKind.TIME_LOSS)


@pytest.mark.parametrize(
    ("scores", "racks", "base_left", "expected"),
    [
        # L = 300 − 60 = 240, W 350; margin max(20, 110 + 20·3) = 170 → 180.
        ((300, 350), ("", ""), (0, 185), (180, 350)),
        # jolly on L's rack: L = 300 − 7 − 60 = 233; margin max(20, 117 + 60) = 177 → 173.
        ((300, 350), ("?", ""), (0, 185), (173, 350)),
        # L ahead: 450 − 60 = 390 v 300; margin max(20, −90) = 20 → 280.
        ((450, 300), ("", ""), (0, 0), (280, 300)),
        # 59 s left is no whole minute: margin max(20, 110 + 0) = 110 → 240.
        ((300, 350), ("", ""), (0, 59), (240, 350)),
    ],
)
def test_figs2008_margin_m1(
    tmp_path: Path,
    scores: tuple[int, int],
    racks: tuple[str, str],
    base_left: tuple[int, int],
    expected: tuple[int, int],
) -> None:
    with _store(tmp_path, "figs-2008") as st:
        got = enter_time_loss(st, 1, 1, scores, flagged=0, racks=racks, base_left_s=base_left)
        assert got == expected


def test_club22_per_minute_penalties(tmp_path: Path) -> None:
    # L = 450 − 3·10 = 420; W used 61 s = 2 minutes or fraction → 280; margin 20 → 260.
    with _store(tmp_path, "club-22") as st:
        got = enter_time_loss(st, 1, 2, (450, 300), flagged=0, overtime_s=(0, 61))
        assert got == (260, 280)


def test_profile_overrides_apply(store: Store) -> None:
    # flag_penalty 60: 420 − 60 = 360 < 380, stands (the default profile would give 370).
    set_tournament(store, rules={"flag_penalty": 60})
    assert enter_time_loss(store, 1, 1, (420, 380), flagged=0) == (360, 380)
    with store.read() as tx:
        clock = tx.rounds.game(1, 1).time_loss
    assert clock == {
        "scores": [420, 380],
        "racks": ["", ""],
        "overtime_s": [0, 0],
        "base_left_s": [0, 0],
        "flagged": 0,
        "profile": "figs-25",
        "profile_overrides": {"flag_penalty": 60},
    }


def test_preview_saves_nothing(store: Store) -> None:
    with store.read() as tx:
        before = tx.rounds.game(1, 1)
        entries = tx.audit.count()
    assert preview_time_loss(store, 1, 1, (400, 380), flagged=1) == (400, 330)
    with store.read() as tx:
        assert tx.rounds.game(1, 1) == before
        assert tx.audit.count() == entries


def test_correction_over_a_played_result_is_audited(store: Store) -> None:
    enter_result(store, 1, 1, 400, 380)
    enter_time_loss(store, 1, 1, (400, 380), flagged=0, expected_version=2, actor="desk")
    with store.read() as tx:
        last = tx.audit.entries()[-1]
    assert last.action == "result.correct" and last.actor == "desk"
    assert last.old["score_first"] == 400
    assert (last.new["score_first"], last.new["score_second"]) == (350, 380)
    assert last.new["kind"] == "time_loss" and last.new["time_loss"]["flagged"] == 0


def test_negative_final_score_is_recorded_as_the_rules_give_it(store: Store) -> None:
    enter_result(store, 1, 1, 30, 20)
    # Second flagged: 20 − 50 = −30 < 30, the scores stand (M2): 30 to −30, kept negative
    # (decision: a computed time loss may be negative, a hand-typed score may not).
    assert preview_time_loss(store, 1, 1, (30, 20), flagged=1) == (30, -30)
    assert enter_time_loss(store, 1, 1, (30, 20), flagged=1, force=True) == (30, -30)
    with store.read() as tx:
        g = tx.rounds.game(1, 1)
    assert (g.score_first, g.score_second, g.kind) == (30, -30, GameKind.TIME_LOSS)


def test_a_negative_score_typed_by_hand_is_still_refused(store: Store) -> None:
    with pytest.raises(InputError, match="negativo"):
        enter_result(store, 1, 1, 30, -30)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"flagged": 2}, "0 \\(primo\\) o 1"),
        ({"flagged": 0, "racks": ("", "AKX9")}, "turno 1, tavolo 1"),
        ({"flagged": 0, "overtime_s": (0, 90)}, "supplementare"),
        ({"flagged": 0, "base_left_s": (0, -5)}, "negativo"),
    ],
)
def test_bad_clock_data_named(store: Store, kwargs: dict, message: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(InputError, match=message):
        enter_time_loss(store, 1, 1, (400, 380), **kwargs)
