"""Issue 38 §4: no state of the round before after a pairing, and a line saying what a
withdrawal did. The arbiter's form starts afresh on the new round; *Turni* shows each round's
own notes (round 1 never shows round 2's bye); a withdrawal says what was done and how to undo
it (and Ctrl+Z does)."""

from __future__ import annotations

from gui_helpers import PLAYERS, add_players, create_tournament, pair, type_result
from PySide6.QtCore import Qt


def test_the_arbiters_form_resets_to_the_new_round(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    arbiter = window.panels["arbiter"]
    window.tabs.setCurrentWidget(arbiter)
    assert arbiter.round_spin.value() == 1
    arbiter.table_spin.setValue(2)
    arbiter.move_spin.setValue(3)
    qtbot.keyClicks(arbiter.words, "CASA")
    arbiter.value.setValue(24)
    arbiter.mover.setCurrentIndex(1)
    backend = window.session.backend
    g = backend.game(1, 2)
    assert arbiter.mover.currentData() == g.second
    results = window.panels["results"]
    type_result(qtbot, results, 1, 400, 300)
    type_result(qtbot, results, 2, 380, 320)
    window.tabs.setCurrentWidget(arbiter)  # a result changes nothing of the form
    assert (arbiter.table_spin.value(), arbiter.words.text()) == (2, "CASA")
    assert arbiter.mover.currentData() == g.second  # who moved, kept by the refresh
    assert pair(qtbot, window) == 2
    window.tabs.setCurrentWidget(arbiter)
    assert arbiter.round_spin.value() == 2
    assert arbiter.table_spin.value() == 0 and arbiter.move_spin.value() == 0
    assert arbiter.words.text() == "" and arbiter.value.value() == 0
    assert [arbiter.mover.itemData(i) for i in range(arbiter.mover.count())] == [None]
    assert not arbiter.save_btn.isEnabled()


def test_turni_shows_each_rounds_own_bye_note(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:5])  # five players: a bye in every round
    pair(qtbot, window)
    backend = window.session.backend
    names = backend.player_names()
    bye1 = next(names[g.first] for g in backend.games(1) if g.second is None)
    rounds = window.panels["rounds"]
    note1 = rounds.message.text()
    assert bye1 in note1
    results = window.panels["results"]
    for g in backend.games(1):
        if g.table is not None:
            type_result(qtbot, results, g.table, 400, 300 + g.table)
    assert pair(qtbot, window) == 2
    bye2 = next(names[g.first] for g in backend.games(2) if g.second is None)
    assert bye2 != bye1  # nobody rests twice
    note2 = rounds.message.text()
    assert bye2 in note2 and bye1 not in note2
    rounds.round_box.setCurrentIndex(0)  # round 1
    assert rounds.message.text() == note1
    assert bye2 not in rounds.message.text()
    rounds.round_box.setCurrentIndex(1)  # round 2 again: its own note
    assert bye2 in rounds.message.text() and bye1 not in rounds.message.text()


def test_a_withdrawal_says_what_was_done_with_undo(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    panel = window.panels["players"]
    panel.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # by surname: Bianchi first
    panel.table.selectRow(0)
    qtbot.mouseClick(panel.withdraw_btn, Qt.MouseButton.LeftButton)
    dialog = panel.withdraw_dialog
    qtbot.waitUntil(dialog.isVisible)
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    name = next(p.name for p in window.session.backend.players() if p.surname == "Bianchi")
    assert window.statusBar().currentMessage() == (
        f"{name} ritirato dal turno 1: Ctrl+Z (Modifica → Annulla) lo riammette"
    )
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(panel.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    bianchi = next(p for p in window.session.backend.players() if p.surname == "Bianchi")
    assert bianchi.status == "active"
    assert window.statusBar().currentMessage() == f"Annullato: ritiro di {name}"
