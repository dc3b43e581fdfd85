"""The arbiter's verdict on small screens: at 1024×600 and 1100×720 the verdict (VALIDA / NON
VALIDA), the penalty line and *Registra la decisione* are inside the window and uncut, above the
details; the record button stays disabled until the verdict has been on screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from gui_helpers import PLAYERS, add_players, create_tournament, in_sight, pair, use_free_list
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel


@pytest.mark.parametrize("size", [(1024, 600), (1100, 720)])
def test_verdict_penalty_and_record_button_in_sight(
    qtbot,
    window,
    tournament_file,
    tmp_path: Path,
    monkeypatch,
    size,  # noqa: ANN001
) -> None:
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    window.showNormal()
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)  # no larger minimum
    panel = window.panels["arbiter"]
    window.tabs.setCurrentWidget(panel)
    use_free_list(qtbot, panel, tmp_path, monkeypatch)
    panel.table_spin.setValue(1)
    panel.value.setValue(40)
    qtbot.keyClicks(panel.words, "amarlo, xyzw")
    assert not panel.save_btn.isEnabled()
    qtbot.keyClick(panel.words, Qt.Key.Key_Return)  # Verifica
    verdicts = [panel.findChild(QLabel, f"verdict{i}") for i in (0, 1)]
    assert [v.text() for v in verdicts] == ["VALIDA", "NON VALIDA"]
    assert "Mossa non valida: penalità di 8 punti" in panel.outcome.text()  # 20 % of 40
    for widget in (*verdicts, panel.outcome, panel.save_btn, panel.check_btn):
        assert in_sight(window, widget), widget.objectName()
    # The verdict is above the details.
    form_top = panel.words.mapTo(window, panel.words.rect().topLeft()).y()
    assert verdicts[0].mapTo(window, verdicts[0].rect().topLeft()).y() < form_top
    assert panel.save_btn.isEnabled()
    qtbot.mouseClick(panel.save_btn, Qt.MouseButton.LeftButton)
    assert panel.rulings_model.rowCount() == 1


def test_record_button_waits_until_the_verdict_is_shown(
    qtbot,
    window,
    tournament_file,
    tmp_path: Path,
    monkeypatch,  # noqa: ANN001
) -> None:
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    panel = window.panels["arbiter"]
    window.tabs.setCurrentWidget(panel)
    use_free_list(qtbot, panel, tmp_path, monkeypatch)
    qtbot.keyClicks(panel.words, "amarlo")
    window.tabs.setCurrentWidget(window.panels["results"])
    panel.check()  # a verdict that arrives while another tab is shown (a list was opening)
    assert panel.pending is not None and not panel.save_btn.isEnabled()
    window.tabs.setCurrentWidget(panel)
    qtbot.waitUntil(panel.save_btn.isEnabled)
