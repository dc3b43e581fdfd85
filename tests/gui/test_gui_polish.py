"""Polish: Alt+letter shortcuts unique on every page, Italian plurals, the Lingua menu shows the
language in use, the knockout tab only for knockout events."""

from __future__ import annotations

import re

from gui_helpers import PLAYERS, add_players, create_tournament, pair
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel

MNEMONIC = re.compile(r"&([^&])")


def _letter(text: str) -> str | None:
    found = MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).casefold() if found else None


def mnemonics(window, page) -> list[tuple[str, str]]:  # noqa: ANN001
    """(letter, text) of everything Alt+letter reaches while ``page`` is shown."""
    found = []
    for act in window.menuBar().actions():
        found.append((_letter(act.text()), act.text()))
    bar = window.tabs.tabBar()
    for i in range(bar.count()):
        found.append((_letter(bar.tabText(i)), bar.tabText(i)))
    for w in page.findChildren(QAbstractButton):
        if w.isVisibleTo(page):
            found.append((_letter(w.text()), w.text()))
    for w in page.findChildren(QLabel):
        if w.buddy() is not None and w.isVisibleTo(page):
            found.append((_letter(w.text()), w.text()))
    for w in page.findChildren(QGroupBox):
        found.append((_letter(w.title()), w.title()))
    return [(k, t) for k, t in found if k]


def test_alt_letters_are_unique_on_every_page(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    clashes = {}
    for key, page in window.panels.items():
        window.tabs.setCurrentWidget(page)
        seen: dict[str, str] = {}
        for letter, text in mnemonics(window, page):
            if letter in seen:
                clashes.setdefault(key, []).append((letter, seen[letter], text))
            seen[letter] = text
    assert clashes == {}


def test_plurals_language_menu_and_knockout_tab(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:1])
    assert window.state_label.text() == "Open di Prova: 1 giocatore, nessun turno abbinato"
    menu = window.findChild(type(window.recent_menu), "languageMenu")
    checked = [a.text() for a in menu.actions() if a.isChecked()]
    assert checked == ["Italiano"]
    standings = window.panels["standings"]
    assert not standings.tabs.isTabVisible(1)  # a Swiss event: no knockout tab


def test_knockout_tab_shows_for_a_knockout_event(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    from figs_td.core.model import System

    create_tournament(qtbot, window, tournament_file, system=System.KNOCKOUT.value)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    assert window.panels["standings"].tabs.isTabVisible(1)


def test_file_dialogs_speak_italian(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QFileDialog, QLabel

    from figs_td.gui.dialogs import file_dialogs
    from figs_td.gui.window.i18n import install_translator

    install_translator("it")  # Qt's own Italian texts, as the application does at start
    create_tournament(qtbot, window, tournament_file)
    texts: list[str] = []

    def look() -> None:
        dialog = file_dialogs.current
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(30, look)
            return
        texts.extend(w.text() for w in dialog.findChildren(QLabel) if w.isVisible())
        texts.append(dialog.labelText(QFileDialog.DialogLabel.Reject))
        dialog.reject()

    QTimer.singleShot(30, look)
    try:
        window.act_open.trigger()
    finally:
        from PySide6.QtWidgets import QApplication

        from figs_td.gui.window import i18n

        for t in i18n._installed:  # back to no translator, as the other tests expect
            QApplication.instance().removeTranslator(t)
        i18n._installed.clear()
    assert "Cerca in:" in texts and "Tipo di file:" in texts
    assert not {"Look in:", "Files of type:", "Cancel"} & set(texts)
