"""``timeloss --json``: the clock data in the documented key order, previewed or stored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.services.results import TIME_LOSS_KEYS

ARGS = [
    "--round", "1", "--table", "1", "--score", "400-380", "--flagged", "second",
    "--racks", "AE?", "", "--overtime", "0", "45", "--base-left", "130", "0", "--json",
]  # fmt: skip


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> dict:  # type: ignore[type-arg]
    assert main(["timeloss", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_preview_and_stored_time_loss_have_the_same_keys_in_order(
    path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    preview = _run(capsys, str(path), *ARGS, "--preview")
    stored = _run(capsys, str(path), *ARGS)
    assert list(preview["time_loss"]) == list(TIME_LOSS_KEYS)
    assert list(stored["time_loss"]) == list(TIME_LOSS_KEYS)
    assert preview["time_loss"] == stored["time_loss"]
    assert stored["time_loss"]["flagged"] == 1 and stored["time_loss"]["base_left_s"] == [130, 0]
    # figs-25 by hand: the first keeps "AE?" on his rack, 1 + 1 + 7 (jolly) = 9 → 400 − 9 = 391;
    # the second ran out of time: −50 instead of the overtime penalty → 380 − 50 = 330; the
    # flagged player is behind, so the margin rule changes nothing.
    assert (preview["score_first"], preview["score_second"]) == (391, 330)
    assert (stored["score_first"], stored["score_second"]) == (391, 330)
    assert list(stored)[:9] == [
        "id", "round", "table", "first", "second", "score_first", "score_second", "kind",
        "time_loss",
    ]  # fmt: skip
