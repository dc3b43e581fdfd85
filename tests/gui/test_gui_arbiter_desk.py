"""The arbiter's tab: the free list from a button, Enter runs Verifica, the verdict clears when
the words change, the round follows the current round, *A carico di* names the player."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import (
    PLAYERS,
    add_players,
    create_tournament,
    pair,
    type_result,
    use_free_list,
)
from PySide6.QtCore import Qt

MINI = Path(__file__).parents[1] / "lexicon" / "data"


def test_free_list_enter_verdict_round_and_payer(
    qtbot,
    window,
    tournament_file,
    tmp_path: Path,
    monkeypatch,  # noqa: ANN001
) -> None:
    monkeypatch.setenv("FIGS_TD_DATA", str(tmp_path / "data"))  # no list built yet
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    panel = window.panels["arbiter"]
    window.tabs.setCurrentWidget(panel)
    assert "Nessun lessico" in panel.lexicon_label.text() and panel.free_btn.isVisible()
    use_free_list(qtbot, panel, tmp_path, monkeypatch)
    assert not panel.free_btn.isVisible()  # the header shows the list in use at once
    assert panel.round_spin.value() == 1
    panel.table_spin.setValue(1)
    panel.mover.setCurrentIndex(0)
    mover = panel.mover.currentText()
    other = panel.mover.itemText(1)
    panel.value.setValue(30)
    qtbot.keyClicks(panel.words, "amarlo")
    panel.value.setFocus()
    qtbot.keyClick(panel.value.lineEdit(), Qt.Key.Key_Return)  # Enter in any field: Verifica
    verdict = panel.findChild(type(panel.lexicon_label), "verdict0")
    assert verdict is not None and verdict.text() == "VALIDA"
    # Valid: the challenger (the other player) pays 10 % of 30 = 3.
    assert f"penalità di 3 punti a carico di {other}" in panel.outcome.text()
    qtbot.mouseClick(panel.save_btn, Qt.MouseButton.LeftButton)
    assert panel.rulings_model.text(0, 5) == other  # A carico di: the player's name
    # The words change: the verdict on screen goes.
    qtbot.keyClicks(panel.words, "x")
    assert panel.findChild(type(panel.lexicon_label), "verdict0") is None
    assert panel.outcome.text() == ""
    assert mover != other
    # A new round is paired: the form follows it.
    results = window.panels["results"]
    type_result(qtbot, results, 1, 400, 300)
    type_result(qtbot, results, 2, 390, 310)
    assert pair(qtbot, window) == 2
    window.tabs.setCurrentWidget(panel)
    assert panel.round_spin.value() == 2
