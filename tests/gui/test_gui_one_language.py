"""Issue 38 §5: the Italian window speaks Italian only — every widget text, menu item and its
shortcut, tooltip, undo text and message box of every tab (each inner tab in turn). Qt's own
texts come from its Italian translation, with the key Qt leaves in English ("Shift") said as on
Italian keyboards and in the manual ("Maiusc")."""

from __future__ import annotations

import re
from pathlib import Path

from gui_helpers import pair, swiss_event, type_result, window_in
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox, QTabWidget, QWidget
from test_gui_language_walk import ENGLISH, _clean, _texts

#: English words an Italian window must not show (on top of the language walk's list): what
#: was found on the day (Shift, live) and the usual words of untranslated Qt texts.
MORE_ENGLISH = re.compile(
    r"\b(shift|live|undo|redo|open|delete|add|remove|print|settings|browse|error|warning|"
    r"none|ok to|no to all|yes to all|abort|retry|ignore|show details|hide details)\b",
    re.IGNORECASE,
)
#: "Annulla Aggiungi premio": an undo text is a phrase in sentence case after Annulla/Ripeti.
TITLE_CASE_UNDO = re.compile(r"^&?(Annulla|Ripeti) [A-ZÀ-Ú]")


def _english(text: str) -> str | None:
    clean = _clean(text)
    found = ENGLISH.search(clean) or MORE_ENGLISH.search(clean)
    return found.group(0) if found else None


def _page_texts(window, problems: dict) -> None:  # noqa: ANN001
    for index in range(window.tabs.count()):
        if not window.tabs.isTabVisible(index):
            continue
        window.tabs.setCurrentIndex(index)
        page = window.tabs.widget(index)
        inner = page.findChildren(QTabWidget)
        for tabs in inner or [None]:
            for sub in range(tabs.count()) if tabs is not None else [None]:
                if tabs is not None:
                    tabs.setCurrentIndex(sub)
                for where, text in _texts(page):
                    word = _english(text)
                    if word:
                        problems.setdefault(window.tabs.tabText(index), set()).add(
                            f"{where} {text!r} ({word})"
                        )


def _actions(window, problems: dict) -> int:  # noqa: ANN001
    """Every action's text, tooltip and shortcut as the menus show it (NativeText)."""
    seen = 0
    for act in window.findChildren(QAction):
        for text in (act.text(), act.toolTip()):
            word = _english(text)
            if word:
                problems.setdefault("actions", set()).add(f"{text!r} ({word})")
        for key in act.shortcuts():
            shown = key.toString(QKeySequence.SequenceFormat.NativeText)
            seen += "+" in shown
            word = _english(shown.replace("+", " "))
            if word:
                problems.setdefault("shortcuts", set()).add(f"{act.text()!r}: {shown} ({word})")
    return seen


class _Boxes:
    """Reads every message box that shows (title, text, details, buttons), then answers it."""

    def __init__(self, qtbot, answer: str | None = None) -> None:  # noqa: ANN001
        self.qtbot, self.answer = qtbot, answer
        self.seen: list[list[str]] = []
        self.timer = QTimer()
        self.timer.setInterval(30)
        self.timer.timeout.connect(self.poll)
        self.timer.start()

    def poll(self) -> None:
        for box in QApplication.topLevelWidgets():
            if not isinstance(box, QMessageBox) or not box.isVisible():
                continue
            if any(box is b for b in getattr(self, "_done", [])):
                continue
            self.__dict__.setdefault("_done", []).append(box)
            texts = [box.windowTitle(), box.text(), box.informativeText(), box.detailedText()]
            texts += [b.text() for b in box.buttons()]
            self.seen.append(texts)
            target = next((b for b in box.buttons() if b.text() == self.answer), None)
            if target is not None:
                target.click()
            else:
                box.done(0)


def test_the_italian_window_has_no_english_word(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    from figs_td.gui.window.errors import show_error

    path = swiss_event(
        tmp_path / "cup.figs", ("Blu, Ada", "Verdi, Bice", "Gialli, Ciro", "Neri, Dora")
    )
    window = window_in(qtbot, "it", path)
    pair(qtbot, window)
    results = window.panels["results"]
    window.tabs.setCurrentWidget(results)
    type_result(qtbot, results, 1, 400, 300)
    problems: dict = {}
    _page_texts(window, problems)
    shortcuts = _actions(window, problems)
    assert shortcuts >= 8  # Ctrl+Maiusc+Z, Ctrl+Maiusc+P… were looked at
    # the message boxes: a replace question (Qt's No), an error (Qt's OK), a Yes/No question
    boxes = _Boxes(qtbot, "No")
    type_result(qtbot, results, 1, 410, 300)  # table 1 has 400–300: "Sostituirlo?" No
    qtbot.waitUntil(lambda: len(boxes.seen) == 1)
    show_error(window, ValueError("punteggio non valido"))
    qtbot.waitUntil(lambda: len(boxes.seen) == 2)
    question = QMessageBox(QMessageBox.Icon.Question, "Domanda", "Continuare?",
                           QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
                           | QMessageBox.StandardButton.Cancel, window)  # fmt: skip
    question.open()
    qtbot.waitUntil(lambda: len(boxes.seen) == 3)
    boxes.timer.stop()
    for texts in boxes.seen:
        for text in texts:
            word = _english(text)
            if word:
                problems.setdefault("message boxes", set()).add(f"{text!r} ({word})")
    assert sorted(t.replace("&", "") for t in boxes.seen[2][4:]) == ["Annulla", "No", "Sì"]
    assert boxes.seen[0][1].startswith("Il tavolo 1 ha già il risultato")
    report = "\n".join(f"{k}:\n  " + "\n  ".join(sorted(v)) for k, v in sorted(problems.items()))
    assert problems == {}, report
    window.close_tournament()


def test_shortcuts_say_maiusc(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = window_in(qtbot, "it", swiss_event(tmp_path / "cup.figs", ("Blu, Ada",)))
    shown = {
        k.toString(QKeySequence.SequenceFormat.NativeText)
        for a in window.findChildren(QAction)
        for k in a.shortcuts()
    }
    assert "Ctrl+Maiusc+Z" in shown  # Ripeti
    assert {"Ctrl+Maiusc+P", "Ctrl+Maiusc+L", "Ctrl+Maiusc+R"} <= shown
    assert not [s for s in shown if "Shift" in s]
    window.close_tournament()


def test_undo_texts_are_sentences(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    """Not "Annulla Aggiungi premio" but "Annulla aggiunta del premio"."""
    path = swiss_event(tmp_path / "cup.figs", ("Blu, Ada", "Verdi, Bice"))
    window = window_in(qtbot, "it", path)
    panel = window.panels["prizes"]
    window.tabs.setCurrentWidget(panel)
    panel.tabs.setCurrentIndex(0)
    panel.amount.setValue(100)
    qtbot.mouseClick(panel.findChild(QWidget, "addPrize"), Qt.MouseButton.LeftButton)
    assert window.act_undo.text() == "&Annulla aggiunta del premio"
    assert not TITLE_CASE_UNDO.search(window.act_undo.text())
    window.act_undo.trigger()
    assert window.act_redo.text() == "&Ripeti aggiunta del premio"
    window.close_tournament()
