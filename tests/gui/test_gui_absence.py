"""The players tab's «Assente un turno…» (issue 42 §2): the dialog proposes the next round, the
absence is one undoable change shown in the Stato column, and the round is paired without him.

Five players (gui_helpers.PLAYERS[:5]); Verdi misses round 1: four present, two tables and no
bye; Ctrl+Z before pairing gives him the round back."""

from __future__ import annotations

from gui_helpers import PLAYERS, add_players, create_tournament, pair
from PySide6.QtCore import Qt


def _select(panel, surname: str) -> None:  # noqa: ANN001
    row = next(r for r in range(panel.proxy.rowCount()) if panel.proxy.index(r, 1).data() == surname)
    panel.table.selectRow(row)


def _status(panel, surname: str) -> str:  # noqa: ANN001
    row = next(r for r in range(panel.proxy.rowCount()) if panel.proxy.index(r, 1).data() == surname)
    return panel.proxy.index(row, panel.model.STATUS).data()


def test_absent_for_one_round_from_the_players_tab(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file, rounds=4)
    add_players(qtbot, window, PLAYERS[:5])
    backend = window.session.backend
    panel = window.panels["players"]
    window.tabs.setCurrentWidget(panel)
    _select(panel, "Verdi")
    qtbot.mouseClick(panel.absent_btn, Qt.MouseButton.LeftButton)
    dialog = panel.absence_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert (dialog.round.minimum(), dialog.round.value(), dialog.round.maximum()) == (1, 1, 4)
    qtbot.keyClicks(dialog.reason, "matrimonio")
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    verdi = next(p for p in backend.players() if p.surname == "Verdi")
    assert backend.absences() == {verdi.id: [1]}
    assert _status(panel, "Verdi") == "in gara · assente nel turno 1"
    window.act_undo.trigger()  # taken back: he plays round 1
    assert backend.absences() == {}
    assert _status(panel, "Verdi") == "in gara"
    window.act_redo.trigger()
    assert backend.absences() == {verdi.id: [1]}
    pair(qtbot, window)
    games = backend.games(1)
    assert len(games) == 2 and all(g.second is not None for g in games)
    assert verdi.id not in {pid for g in games for pid in (g.first, g.second)}
    rounds = window.panels["rounds"]
    assert "Assenti in questo turno: Verdi Luca (matrimonio)" in rounds.message.text()
    # Round 1 is paired now: the dialog starts from round 2.
    _select(panel, "Verdi")
    qtbot.mouseClick(panel.absent_btn, Qt.MouseButton.LeftButton)
    dialog = panel.absence_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.round.minimum() == 2
    dialog.reject()
