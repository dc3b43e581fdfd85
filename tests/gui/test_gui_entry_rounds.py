"""The entry row of *Risultati* across rounds and refreshes: a score on screen belongs to the
table on screen (no phantom result after a pairing), Tab goes table → first score → second score,
the red and green lines go with a refresh, and Ctrl+Z says what it undid."""

from __future__ import annotations

from gui_helpers import PLAYERS, add_players, create_tournament, pair, type_result
from PySide6.QtCore import Qt


def _round_one_done(qtbot, window, tournament_file):  # noqa: ANN001, ANN202
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    results = window.panels["results"]
    type_result(qtbot, results, 1, 366, 391)
    type_result(qtbot, results, 2, 402, 350)
    return results, window.session.backend


def test_a_row_clicked_in_one_round_is_not_saved_in_the_next(
    qtbot,
    window,
    tournament_file,  # noqa: ANN001
) -> None:
    results, backend = _round_one_done(qtbot, window, tournament_file)
    view = results.games_view
    rect = view.visualRect(results.games_model.index(0, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert (results.table_edit.text(), results.score1.text(), results.score2.text()) == (
        "1",
        "366",
        "391",
    )
    assert pair(qtbot, window) == 2
    window.tabs.setCurrentWidget(results)
    assert results.round_label.text() == "Turno 2"
    assert (results.score1.text(), results.score2.text()) == ("", "")
    results.score1.setFocus()
    qtbot.keyClick(results.score1, Qt.Key.Key_Return)
    results.score2.setFocus()
    qtbot.keyClick(results.score2, Qt.Key.Key_Return)
    assert all(not g.has_result for g in backend.games(2))  # Enter, Enter saved nothing
    assert results.error.text() == "servono i due punteggi (numeri interi non negativi)"


def test_tab_goes_from_the_table_to_the_scores(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    results = window.panels["results"]
    window.tabs.setCurrentWidget(results)
    window.activateWindow()  # the wizard that created the event had the keyboard
    qtbot.waitUntil(window.isActiveWindow)
    results.table_edit.setFocus()
    results.table_edit.selectAll()
    qtbot.keyClicks(results.table_edit, "2")
    qtbot.keyClick(results.table_edit, Qt.Key.Key_Tab)
    assert results.score1.hasFocus()
    qtbot.keyClicks(results.score1, "412")
    qtbot.keyClick(results.score1, Qt.Key.Key_Tab)
    assert results.score2.hasFocus()
    qtbot.keyClicks(results.score2, "380")
    qtbot.keyClick(results.score2, Qt.Key.Key_Return)
    g = window.session.backend.game(1, 2)
    assert (g.score_first, g.score_second) == (412, 380)


def test_red_and_green_lines_go_with_f5_pairing_and_undo(
    qtbot,
    window,
    tournament_file,  # noqa: ANN001
) -> None:
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    results = window.panels["results"]
    backend = window.session.backend
    type_result(qtbot, results, 1, 400, 300)
    assert results.done_label.text().startswith("Tav. 1: vince ")
    qtbot.keyClick(results.score1, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert backend.game(1, 1).score_first is None
    assert results.done_label.text() == ""  # the green line of the undone result goes
    assert window.statusBar().currentMessage() == "Annullato: risultato tav. 1 (400–300)"
    type_result(qtbot, results, 9, 400, 300)  # a table that does not exist: a red line
    assert "inesistente nel turno 1" in results.error.text()
    window.act_reload.trigger()  # F5
    assert results.error.text() == ""
    type_result(qtbot, results, 9, 400, 300)
    type_result(qtbot, results, 1, 400, 300)
    type_result(qtbot, results, 2, 400, 300)
    type_result(qtbot, results, 9, 400, 300)
    assert results.error.text()
    assert pair(qtbot, window) == 2
    window.tabs.setCurrentWidget(results)
    assert results.error.text() == "" and results.done_label.text() == ""
