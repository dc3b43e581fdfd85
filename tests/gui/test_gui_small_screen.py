"""Issue 38 §1: the window on a 1024×600 screen, measured against the screen.

The screen is Qt's offscreen one given a size by a configuration file; Qt fixes the screens once
per process, so the window runs in ``small_screen_probe.py`` and reports by geometry."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent


@pytest.fixture(scope="module")
def small_screen(tmp_path_factory: pytest.TempPathFactory) -> dict:
    folder = tmp_path_factory.mktemp("schermo")
    config = folder / "screen.json"
    screen = {"name": "netbook", "x": 0, "y": 0, "width": 1024, "height": 600,
              "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}  # fmt: skip
    config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    env["PYTHONPATH"] = os.pathsep.join([str(HERE.parents[1]), env.get("PYTHONPATH", "")])
    done = subprocess.run(
        [sys.executable, str(HERE / "small_screen_probe.py"), str(folder)],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert done.returncode == 0 and lines, done.stderr[-3000:]
    return json.loads(lines[-1])


def test_the_screen_is_1024_by_600(small_screen: dict) -> None:
    assert small_screen["screen"] == [0, 0, 1024, 600]


def test_first_start_fits_the_screen(small_screen: dict) -> None:
    width, height = small_screen["first_start"]
    assert width <= 1024 and height <= 600  # was 1100×720


def test_minimum_width_with_a_long_list_and_the_phones(small_screen: dict) -> None:
    assert small_screen["min_width"] <= 1000  # was 1,796 px
    assert small_screen["min_height"] <= 600
    assert small_screen["window"] == [1024, 600]  # maximised, not pushed wider
    assert not small_screen["phones_outside"]
    assert small_screen["phones_floating"]


def test_the_list_is_named_once(small_screen: dict) -> None:
    text = small_screen["lexicon_label"]
    assert text.count("Lessico libero") == 1
    assert "senza nomi propri" in text


def test_every_control_of_every_tab_is_inside_the_screen(small_screen: dict) -> None:
    assert small_screen["controls"] > 100  # the walk saw the pages
    assert small_screen["outside"] == []


def test_every_verdict_badge_of_three_words_is_inside_the_screen(small_screen: dict) -> None:
    assert small_screen["error"] == ""
    assert small_screen["badges"] == 6  # three words, three verdicts
    assert small_screen["badges_outside"] == []
    assert small_screen["save_enabled"]


def test_every_control_of_a_duplicate_event_is_inside_the_screen(small_screen: dict) -> None:
    assert small_screen["duplicate_tab"]  # the Duplicato tab is among those walked
    assert small_screen["duplicate_controls"] > 20
    assert small_screen["duplicate_outside"] == []
