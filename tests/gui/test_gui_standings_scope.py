"""The window's standings say what they count (issue 39 §3), with a switch for the provisional
standings; at the end of the event the window, the projector and the proposed file name all say
"Classifica finale" (issue 38 §4)."""

from __future__ import annotations

from gui_helpers import PLAYERS, add_players, create_tournament, pair, type_result
from PySide6.QtCore import Qt


def test_standings_caption_switch_and_final_everywhere(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    from figs_td.gui.dialogs.doc_files import proposed_name

    create_tournament(qtbot, window, tournament_file, rounds=1)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    type_result(qtbot, window.panels["results"], 1, 431, 377)
    backend = window.session.backend
    winner = backend.player_names()[backend.game(1, 1).first]

    panel = window.panels["standings"]
    window.tabs.setCurrentWidget(panel)
    qtbot.waitUntil(lambda: bool(panel.caption.text()))
    assert panel.caption.text() == (
        "Classifica dopo il turno 0 — turno 1: 1 di 2 risultati, non contati"
    )
    assert {r.tournament_points for r in panel.model.rows} == {0}  # nothing counted yet
    assert proposed_name("standings", 1, "pdf", window) == "classifica-dopo-turno-0.pdf"

    switch = panel.provisional
    assert not switch.isChecked() and switch.text() == "&Provvisoria"
    qtbot.mouseClick(switch, Qt.MouseButton.LeftButton)
    assert switch.isChecked()
    assert panel.caption.text() == "Classifica provvisoria — turno 1: 1 di 2 risultati, contati"
    assert panel.model.rows[0].name == winner and panel.model.rows[0].tournament_points == 2
    qtbot.mouseClick(switch, Qt.MouseButton.LeftButton)
    assert {r.tournament_points for r in panel.model.rows} == {0}

    # The last planned round complete: "Classifica finale" in the window, the projector and
    # the name of the file, whatever the switch says.
    type_result(qtbot, window.panels["results"], 2, 300, 350)
    window.tabs.setCurrentWidget(panel)
    qtbot.waitUntil(lambda: panel.caption.text() == "Classifica finale")
    qtbot.mouseClick(switch, Qt.MouseButton.LeftButton)
    assert panel.caption.text() == "Classifica finale"
    assert proposed_name("standings", 1, "pdf", window) == "classifica-finale.pdf"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.tabs, Qt.Key.Key_F10)  # Vista → Vista proiettore
    qtbot.waitUntil(lambda: window.projector is not None and window.projector.isVisible())
    proj = window.projector
    qtbot.waitUntil(lambda: proj.standings.isVisible())
    assert proj.standings_title.text() == "Classifica finale"
    proj.close()
