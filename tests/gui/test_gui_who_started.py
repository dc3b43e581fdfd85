"""Results entry: the director records who actually started (art. 25 of ``000_``/``002_``:
the players draw tiles when the arbiter does not say) with one toggle, undoable."""

from __future__ import annotations

from gui_helpers import PLAYERS, add_players, create_tournament, pair
from PySide6.QtCore import Qt


def test_swap_who_started_then_undo(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    results = window.panels["results"]
    window.tabs.setCurrentWidget(results)
    backend = window.session.backend
    g = backend.game(1, 1)
    first_name, second_name = results.first_name.text(), results.second_name.text()
    assert results.table_edit.text() == "1"
    # The paired second player drew the tile nearer to A: one click (or Ctrl+I) swaps them.
    qtbot.mouseClick(results.swap_first, Qt.MouseButton.LeftButton)
    assert (results.first_name.text(), results.second_name.text()) == (second_name, first_name)
    qtbot.keyClicks(results.score1, "420")
    qtbot.keyClick(results.score1, Qt.Key.Key_Return)
    qtbot.keyClicks(results.score2, "380")
    qtbot.keyClick(results.score2, Qt.Key.Key_Return)
    after = backend.game(1, 1)
    assert (after.first, after.second) == (g.second, g.first)
    assert (after.score_first, after.score_second) == (420, 380)
    assert not results.swap_first.isChecked()  # ready for the next table as paired
    # Undo puts back the pairing as it was, without a result.
    window.act_undo.trigger()
    back = backend.game(1, 1)
    assert (back.first, back.second, back.score_first) == (g.first, g.second, None)
    # Without the toggle the result goes to the paired order.
    results.table_edit.setText("1")
    qtbot.keyClicks(results.score1, "300")
    qtbot.keyClick(results.score1, Qt.Key.Key_Return)
    qtbot.keyClicks(results.score2, "310")
    qtbot.keyClick(results.score2, Qt.Key.Key_Return)
    plain = backend.game(1, 1)
    assert (plain.first, plain.score_first, plain.score_second) == (g.first, 300, 310)
