"""A duplicate event created from the wizard: the Duplicato tab is enabled and plays a move."""

from __future__ import annotations

from gui_helpers import create_tournament
from PySide6.QtCore import Qt


def test_wizard_creates_a_duplicate_event(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file, name="Duplicato di prova", system="duplicato")
    assert window.session.backend.info().system == "duplicato"
    panel = window.panels["duplicate"]
    window.tabs.setCurrentWidget(panel)
    assert panel.isEnabled()
    qtbot.mouseClick(panel.new_btn, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(panel.tiles, "CASTORE")
    qtbot.keyClick(panel.tiles, Qt.Key.Key_Return)
    assert panel.rack_label.text() == "C A S T O R E"
    assert "Partita 1, mossa 1" in panel.status.text()
    # A classic tournament's tab stays disabled (tested elsewhere); pairing is refused here.
    assert panel.master_model.rowCount() == 1
