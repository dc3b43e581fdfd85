"""The projector view: a second window with the round's pairings by player in large type, then
the standings after the last complete round; live (a result from another process shows within a
second), scrolling by itself, full screen with F11."""

from __future__ import annotations

import os
import subprocess
import sys

from gui_helpers import PLAYERS, add_players, create_tournament, pair, type_result
from PySide6.QtCore import Qt


def test_projector_pairings_live_standings_and_full_screen(
    qtbot,
    window,
    tournament_file,  # noqa: ANN001
) -> None:
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.tabs, Qt.Key.Key_F10)  # Vista → Vista proiettore
    proj = window.projector
    qtbot.waitUntil(lambda: proj is not None and proj.isVisible())
    backend = window.session.backend
    names = backend.player_names()
    g1, g2 = backend.game(1, 1), backend.game(1, 2)
    expected = sorted(
        [
            f"{names[g1.first]} → tavolo 1, inizia",
            f"{names[g1.second]} → tavolo 1",
            f"{names[g2.first]} → tavolo 2, inizia",
            f"{names[g2.second]} → tavolo 2",
        ],
        key=str.casefold,
    )
    assert proj.pairings.text().split("\n") == expected
    assert proj.pairings_title.text() == "Turno 1: abbinamenti"
    assert not proj.standings.isVisible()  # no complete round yet
    # Large type: a 1080-pixel-high window gets 1080 // 22 = 49-pixel lines.
    proj.resize(1920, 1080)
    assert proj.pairings.font().pixelSize() == 49
    # A result typed at this desk and one written by another process (the CLI): the round is
    # complete and the standings show within a second, without touching the projector.
    type_result(qtbot, window.panels["results"], 1, 420, 380)
    env = dict(os.environ, FIGS_ACTOR="cli")
    subprocess.run(
        [sys.executable, "-m", "figs_td", "result", str(tournament_file)]
        + ["--round", "1", "--table", "2", "--score", "300-350"],
        check=True,
        env=env,
        capture_output=True,
    )
    # How soon is a speed figure (benchmarks/gui.py); here only that it comes, by itself.
    qtbot.waitUntil(lambda: proj.standings.isVisible(), timeout=60000)
    lines = proj.standings.text().split("\n")
    assert proj.standings_title.text() == "Classifica dopo il turno 1"
    # Both winners on 2 points: the spread decides, table 2's second (+50) before table 1's
    # first (+40); the losers after them, −40 before −50.
    assert lines[0] == f"1. {names[g2.second]} — 2 p. (+50)"
    assert lines[1] == f"2. {names[g1.first]} — 2 p. (+40)"
    assert lines[3] == f"4. {names[g2.first]} — 0 p. (-50)"
    # Full screen and back with F11; Esc also leaves it.
    proj.activateWindow()
    qtbot.waitUntil(proj.isActiveWindow)
    qtbot.keyClick(proj, Qt.Key.Key_F11)
    qtbot.waitUntil(proj.isFullScreen)
    qtbot.keyClick(proj, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not proj.isFullScreen())


def test_projector_scrolls_when_the_list_does_not_fit(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    many = [(f"Giocatore{i:02d}", "Tizio", "Roma", str(1500 + i)) for i in range(20)]
    add_players(qtbot, window, many)
    pair(qtbot, window)
    window.act_projector.trigger()
    proj = window.projector
    proj.resize(1024, 400)  # 20 lines of pairings do not fit in 400 pixels
    qtbot.waitExposed(proj)
    bar = proj.scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert bar.value() == 0
    qtbot.waitUntil(lambda: bar.value() > 0, timeout=6000)  # after the pause at the top
    assert len(proj.pairings.text().split("\n")) == 20
