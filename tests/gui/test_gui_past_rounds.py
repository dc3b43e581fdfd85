"""Issue 38 §2: a past round corrected in the window — the round chooser of *Risultati* (and
*Correggi…* on a game of *Turni*) with the same version check, the refusal naming who changed
the game and when, the audit entry and undo as the current round. Keys are pytest-qt key
events sent to the widget that has the keyboard, and counted."""

from __future__ import annotations

import re
from pathlib import Path

from gui_helpers import PLAYERS, add_players, answer_box, create_tournament, pair, type_result
from lock_harness import audit, cli
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

ALT = Qt.KeyboardModifier.AltModifier


def _two_rounds(qtbot, window, tournament_file: Path):  # noqa: ANN001, ANN202
    """Round 1 complete (table 1: 366–391, table 2: 402–350), round 2 paired."""
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    results = window.panels["results"]
    type_result(qtbot, results, 1, 366, 391)
    type_result(qtbot, results, 2, 402, 350)
    assert pair(qtbot, window) == 2
    follower = getattr(window, "follower", None)
    if follower is not None:  # this test's own writes only (§3 is tested elsewhere)
        follower.timer.stop()
    window.tabs.setCurrentWidget(results)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return results, window.session.backend


class Keys:
    """Key presses sent to the widget with the keyboard focus (a question box when one is
    open), counted."""

    def __init__(self, qtbot) -> None:  # noqa: ANN001
        self.qtbot = qtbot
        self.count = 0

    def press(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier):  # noqa: ANN201
        target = QApplication.activeModalWidget() or QApplication.focusWidget()
        assert target is not None, "no widget has the keyboard"
        self.count += 1
        self.qtbot.keyClick(target, key, modifier)

    def type(self, digits: str) -> None:
        for d in digits:
            self.press(Qt.Key(Qt.Key.Key_0.value + int(d)))

    def press_in_question(self, key: Qt.Key, modifier: Qt.KeyboardModifier) -> list[str]:
        """Arm the key for the question box the next key will open (it runs its own loop)."""
        asked: list[str] = []

        def answer() -> None:
            box = QApplication.activeModalWidget()
            if not isinstance(box, QMessageBox) or not box.isVisible():
                QTimer.singleShot(20, answer)
                return
            if not box.isActiveWindow():  # a mnemonic works in the active window
                box.activateWindow()
                QTimer.singleShot(20, answer)
                return
            asked.append(box.text())
            self.press(key, modifier)
            try:  # the button is "animated" before the box closes
                self.qtbot.waitUntil(lambda: not box.isVisible(), timeout=10000)
            except AssertionError:  # the key did not answer it: closed, and the test fails
                asked.append("not answered by the key")
                box.reject()

        QTimer.singleShot(20, answer)
        return asked


def test_a_round_1_score_corrected_after_round_2_in_11_keys(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    results, backend = _two_rounds(qtbot, window, tournament_file)
    assert results.round_label.text() == "Turno 2" and not results.past_label.isVisible()
    keys = Keys(qtbot)
    keys.press(Qt.Key.Key_N, ALT)  # Tur&no: the round chooser
    assert QApplication.focusWidget() is results.round_box
    keys.type("1")  # round 1
    assert results.round_no == 1 and results.past_label.isVisible()
    assert "turno in corso è il 2" in results.past_label.text()
    keys.press(Qt.Key.Key_Return)  # on to the table
    assert QApplication.focusWidget() is results.table_edit
    keys.type("2")
    keys.press(Qt.Key.Key_Return)  # its recorded scores are ready to change
    assert (results.score1.text(), results.score2.text()) == ("402", "350")
    assert QApplication.focusWidget() is results.score1
    keys.press(Qt.Key.Key_Return)  # the first score stays
    keys.type("385")
    asked = keys.press_in_question(Qt.Key.Key_S, ALT)  # &Sostituisci
    keys.press(Qt.Key.Key_Return)
    assert asked == ["Il tavolo 2 ha già il risultato 402 – 350.\nSostituirlo con 402 – 385?"]
    assert keys.count == 11 <= 12
    g = backend.game(1, 2)
    assert (g.score_first, g.score_second) == (402, 385)
    assert results.round_no == 1  # still on the round being corrected
    entry = [e for e in audit(str(tournament_file)) if e["action"] == "result.correct"][-1]
    assert entry["entity"] == "games" and entry["actor"].startswith("desktop")
    assert (entry["old"]["score_second"], entry["new"]["score_second"]) == (350, 385)
    # Undo, from the keyboard: the store holds 402–350 again, and says so.
    assert window.session.undo_stack.undoText() == "correzione tav. 2 (402–385)"
    window.activateWindow()  # the question box had the keyboard
    qtbot.waitUntil(window.isActiveWindow)
    keys.press(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    g = backend.game(1, 2)
    assert (g.score_first, g.score_second) == (402, 350)
    assert window.statusBar().currentMessage() == "Annullato: correzione tav. 2 (402–385)"
    assert results.round_no == 1
    # PgDown goes back to the round in progress; PgUp to the round before.
    results.table_edit.setFocus()
    qtbot.keyClick(results.table_edit, Qt.Key.Key_PageDown)
    assert results.round_no == 2 and not results.past_label.isVisible()
    qtbot.keyClick(results.table_edit, Qt.Key.Key_PageUp)
    assert results.round_no == 1


def test_both_scores_retyped_with_pgup_in_12_keys(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    results, backend = _two_rounds(qtbot, window, tournament_file)
    results.table_edit.setFocus()  # the entry row has the keyboard, as after any entry
    keys = Keys(qtbot)
    keys.press(Qt.Key.Key_PageUp)
    assert results.round_no == 1
    keys.type("1")
    keys.press(Qt.Key.Key_Return)
    keys.type("376")  # replaces the 366 shown, selected
    keys.press(Qt.Key.Key_Return)
    keys.type("391")
    asked = keys.press_in_question(Qt.Key.Key_S, ALT)
    keys.press(Qt.Key.Key_Return)
    assert asked and keys.count == 12
    g = backend.game(1, 1)
    assert (g.score_first, g.score_second) == (376, 391)


def test_another_desks_correction_is_refused_with_who_and_when(
    qtbot,
    window,
    tournament_file,  # noqa: ANN001
) -> None:
    results, backend = _two_rounds(qtbot, window, tournament_file)
    results.show_round(1)
    assert results.round_no == 1
    # Meanwhile the second desk corrects round 1, table 1 from the command line.
    cli("result", str(tournament_file), "--round", "1", "--table", "1", "--score", "370-391",
        "--force", actor="banco 2")  # fmt: skip
    asked = answer_box(qtbot, "&Sostituisci")
    type_result(qtbot, results, 1, 380, 391)
    assert asked[1]
    message = results.error.text()
    assert re.search(r"da banco 2 il \d\d/\d\d/\d{4} \d\d:\d\d:\d\d", message), message
    g = backend.game(1, 1)
    assert (g.score_first, g.score_second) == (370, 391)  # nothing overwritten
    assert results.round_no == 1 and results.table_edit.text() == "1"  # what the desk shows now
    assert results.games_model.text(0, 3).startswith("370 – 391")


def test_correggi_on_a_game_of_turni(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    results, backend = _two_rounds(qtbot, window, tournament_file)
    rounds = window.panels["rounds"]
    window.tabs.setCurrentWidget(rounds)
    rounds.round_box.setCurrentIndex(0)  # round 1
    view = rounds.by_table
    rect = view.visualRect(rounds.table_model.index(1, 0))  # table 2
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseClick(rounds.correct_btn, Qt.MouseButton.LeftButton)
    assert window.tabs.currentWidget() is results
    assert results.round_no == 1 and results.table_edit.text() == "2"
    assert (results.score1.text(), results.score2.text()) == ("402", "350")
    assert QApplication.focusWidget() is results.score1
    results.score1.selectAll()
    qtbot.keyClicks(results.score1, "412")
    qtbot.keyClick(results.score1, Qt.Key.Key_Return)
    asked = answer_box(qtbot, "&Sostituisci")
    qtbot.keyClick(results.score2, Qt.Key.Key_Return)
    assert asked[1]
    g = backend.game(1, 2)
    assert (g.score_first, g.score_second) == (412, 350)
    # A double click on a game does the same.
    window.tabs.setCurrentWidget(rounds)
    rounds.round_box.setCurrentIndex(0)
    rect = view.visualRect(rounds.table_model.index(0, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.tabs.currentWidget() is results and results.table_edit.text() == "1"
    assert (results.score1.text(), results.score2.text()) == ("366", "391")
