"""Printing on the day: the round printed is the current one, read from the services at the moment
of the action (the Turni tab never shown), named in the status line; a viewer that does not take
the file (xdg-open exit 3) is reported, with the folder and the path to copy."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import PLAYERS, add_players, create_tournament, fake_opener, opened, type_result
from PySide6.QtCore import Qt

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _pair_from_the_menu(qtbot, window) -> int:  # noqa: ANN001
    """Ctrl+P from the Risultati tab: the Turni tab is never shown."""
    from figs_td.gui.window import worker

    before = window.session.backend.current_round()
    window.tabs.setCurrentWidget(window.panels["results"])
    qtbot.keyClick(window.panels["results"], Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not worker.busy() and window.session.backend.current_round() > before)
    return window.session.backend.current_round()


def _three_rounds(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    results = window.panels["results"]
    for rnd in (1, 2, 3):
        assert _pair_from_the_menu(qtbot, window) == rnd
        if rnd < 3:
            type_result(qtbot, results, 1, 400 + rnd, 300)
            type_result(qtbot, results, 2, 350, 320 + rnd)
    rounds = window.panels["rounds"]
    assert not rounds.isVisible() and rounds.round_box.count() < 3  # never shown, never refreshed


def test_print_takes_the_current_round_and_names_it(
    qtbot,
    window,
    tournament_file,
    monkeypatch,  # noqa: ANN001
) -> None:
    from figs_td.gui.window import worker

    log = fake_opener(monkeypatch, tournament_file.parent)
    _three_rounds(qtbot, window, tournament_file)
    qtbot.keyClick(window.panels["results"], Qt.Key.Key_P, CTRL_SHIFT)  # Ctrl+Shift+P
    qtbot.waitUntil(lambda: not worker.busy() and len(opened(log)) == 1)
    assert Path(opened(log)[0]).name == "abbinamenti-turno-3.pdf"
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().endswith(".pdf)"))
    assert window.statusBar().currentMessage() == (
        "Abbinamenti, turno 3: nel visualizzatore PDF per la stampa (abbinamenti-turno-3.pdf)"
    )


def test_a_viewer_that_fails_is_reported_with_the_folder_and_the_path(
    qtbot,
    window,
    tournament_file,
    monkeypatch,  # noqa: ANN001
) -> None:
    from PySide6.QtGui import QGuiApplication

    from figs_td.gui.window import worker

    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert _pair_from_the_menu(qtbot, window) == 1
    failing = fake_opener(monkeypatch, tournament_file.parent, code=3)  # no PDF viewer
    qtbot.keyClick(window.panels["results"], Qt.Key.Key_R, CTRL_SHIFT)  # Ctrl+Shift+R
    qtbot.waitUntil(lambda: not worker.busy() and getattr(window, "not_opened", None) is not None)
    dialog = window.not_opened
    qtbot.waitUntil(dialog.isVisible)
    pdf = Path(opened(failing)[0])
    assert pdf.name == "risultati-turno-1.pdf" and pdf.is_file()
    message = window.statusBar().currentMessage()
    assert message.startswith("Il file non è stato aperto: ") and "codice 3" in message
    assert "per la stampa" not in message
    assert dialog.path_label.text() == str(pdf)
    qtbot.mouseClick(dialog.copy_btn, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == str(pdf)
    assert dialog.note.text() == "Percorso copiato negli appunti."
    # The folder does not open either: said so, the dialog stays with the path.
    qtbot.mouseClick(dialog.folder_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Neanche la cartella" in dialog.note.text())
    assert opened(failing)[-1] == str(pdf.parent) and dialog.isVisible()
    # A file manager that works: the folder opens and the dialog closes.
    working = fake_opener(monkeypatch, tournament_file.parent)
    qtbot.mouseClick(dialog.folder_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert opened(working) == [str(pdf.parent)]
