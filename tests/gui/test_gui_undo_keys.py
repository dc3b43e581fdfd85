"""Ctrl+Z / Ctrl+Shift+Z undo and redo the last action even while a field has the focus; the
undo list starts empty after reopening."""

from __future__ import annotations

from gui_helpers import PLAYERS, add_players, create_tournament, pair, type_result
from PySide6.QtCore import Qt

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def test_ctrl_z_in_a_score_field_undoes_the_result(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    backend = window.session.backend
    results = window.panels["results"]
    type_result(qtbot, results, 1, 410, 380)
    assert backend.game(1, 1).score_first == 410
    results.score1.setFocus()
    qtbot.keyClicks(results.score1, "39")  # half-typed text in the field
    qtbot.keyClick(results.score1, Qt.Key.Key_Z, CTRL)
    assert backend.game(1, 1).score_first is None  # the action went, not the field's text
    # ... and says which; the entry row is emptied (the 39 was typed for another table).
    assert window.statusBar().currentMessage() == "Annullato: risultato tav. 1 (410–380)"
    assert results.score1.text() == "" and results.table_edit.text() == "1"
    qtbot.keyClick(results.score1, Qt.Key.Key_Z, CTRL | SHIFT)
    assert backend.game(1, 1).score_first == 410
    # In a player's name field too: Ctrl+Z undoes the last player added.
    players = window.panels["players"]
    window.tabs.setCurrentWidget(players)
    qtbot.keyClicks(players.q_surname, "Nuovi")
    qtbot.keyClicks(players.q_given, "Nina")
    qtbot.keyClick(players.q_given, Qt.Key.Key_Return)
    assert "Nuovi" in {p.surname for p in backend.players()}
    qtbot.keyClicks(players.q_surname, "Altro")
    qtbot.keyClick(players.q_surname, Qt.Key.Key_Z, CTRL)
    assert "Nuovi" not in {p.surname for p in backend.players()}
    assert players.q_surname.text() == "Altro"
    qtbot.keyClick(players.q_surname, Qt.Key.Key_Y, CTRL)  # Ctrl+Y redoes as well
    assert "Nuovi" in {p.surname for p in backend.players()}


def test_reopening_starts_with_an_empty_undo_list(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:2])
    assert window.act_undo.text().startswith("&Annulla ")
    window.close_tournament()
    window.open_path(str(tournament_file))
    assert window.act_undo.text() == "&Annulla" and not window.act_undo.isEnabled()
    assert window.session.undo_stack.count() == 0
    assert window.history_view.model().rowCount() == 1  # only "<apertura del torneo>"
