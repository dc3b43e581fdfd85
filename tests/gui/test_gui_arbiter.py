"""The arbiter's desk: a challenge ruled from the window and saved with the tournament."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import PLAYERS, add_players, create_tournament, pair
from PySide6.QtCore import Qt

WORDS = "casa\nmicio\narmonia\nzampa\npapa\nmici\n"


def test_challenge_ruling(qtbot, window, tournament_file, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    from figs_td.gui.window import worker

    monkeypatch.setenv("FIGS_TD_DATA", str(tmp_path / "data"))
    words = tmp_path / "prova.txt"
    words.write_text(WORDS, encoding="utf-8")
    # The arbiter plays at table 1 in round 1: Rossi Mario is the top seed and plays.
    create_tournament(qtbot, window, tournament_file, arbiter="Rossi Mario")
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    panel = window.panels["arbiter"]
    window.tabs.setCurrentWidget(panel)
    panel.load_lexicon(str(words))
    qtbot.waitUntil(lambda: not worker.busy())
    qtbot.waitUntil(lambda: "prova" in panel.lexicon_label.text())
    backend = window.session.backend
    table = next(
        g.table
        for g in backend.games(1)
        if "Rossi Mario" in (backend.player_names()[g.first], backend.player_names()[g.second])
    )
    other = 3 - table
    panel.round_spin.setValue(1)
    panel.table_spin.setValue(other)
    assert panel.ruled_by.currentData() == ("Rossi Mario", "arbitro")
    panel.table_spin.setValue(table)
    # The arbiter plays here: the first support panel member rules (art. 45).
    assert panel.ruled_by.currentData() == ("Bruno Uno", "collegio")
    panel.mover.setCurrentIndex(0)
    mover = panel.mover.currentText()
    qtbot.keyClicks(panel.words, "micio, mici")
    panel.value.setValue(25)
    qtbot.keyClick(panel.words, Qt.Key.Key_Return)
    assert panel.findChild(type(panel.lexicon_label), "verdict0").text() == "VALIDA"
    # Valid move: the challenger pays 10 % of 25 = 2.5 → 2 (x.5 rounds down, art. 30).
    assert "penalità di 2 punti" in panel.outcome.text()
    assert mover not in panel.outcome.text()
    qtbot.mouseClick(panel.save_btn, Qt.MouseButton.LeftButton)
    saved = backend.rulings()
    assert len(saved) == 1
    r = saved[0]
    assert (r.round, r.table, r.move_valid, r.penalty, r.charged_to) == (
        1,
        table,
        True,
        2,
        "challenger",
    )
    assert (r.ruled_by, r.ruled_by_role) == ("Bruno Uno", "collegio")
    from figs_td.gui.window import errors

    assert panel.rulings_model.rowCount() == 1, errors.last_message[-1:]
    window.act_undo.trigger()  # a ruling entered by mistake is withdrawn
    assert backend.rulings() == [] and panel.rulings_model.rowCount() == 0
    window.act_redo.trigger()
    assert len(backend.rulings()) == 1

    # An invalid word: the player of the move pays 20 % of 40 = 8.
    panel.words.clear()
    qtbot.keyClicks(panel.words, "cosa")
    panel.value.setValue(40)
    qtbot.mouseClick(panel.check_btn, Qt.MouseButton.LeftButton)
    assert panel.findChild(type(panel.lexicon_label), "verdict0").text() == "NON VALIDA"
    assert "penalità di 8 punti" in panel.outcome.text() and mover in panel.outcome.text()
