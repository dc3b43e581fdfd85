"""The window in a process of its own, driven by keys and clicks: opens every file dialog on the
tournament's folder (Esc), then waits; on the line ``write`` on stdin it adds a player through the
quick-entry row and prints ``written``; then it waits to be killed (a simulated crash).
With ``--type-tournament`` each dialog gets the open tournament's name typed instead of Esc, and
the process first prints ``refused N``: how many dialogs refused it with the guard's message.

Usage: python window_process.py TORNEO.figs [--type-tournament]"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(path: str, typed: bool = False) -> None:
    from PySide6.QtCore import QSocketNotifier
    from PySide6.QtTest import QTest

    from figs_td.gui.app import create_app
    from figs_td.gui.window.main_window import MainWindow

    app = create_app()
    window = MainWindow()
    window.show()
    window.open_path(path)
    from figs_td.gui.window import errors

    count = refused = 0
    for opener in dialog_openers(window):
        shown = len(errors.last_message)
        press_escape_when_shown(os.path.basename(path) if typed else None)
        opener()
        app.processEvents()
        count += 1
        refused += any("torneo aperto" in m for m in errors.last_message[shown:])
        close_message_boxes()
    if typed:
        print(f"refused {refused}", flush=True)
    print(f"dialogs {count}", flush=True)

    def on_input() -> None:
        line = sys.stdin.readline().strip()
        if line == "write":
            panel = window.panels["players"]
            window.tabs.setCurrentWidget(panel)
            QTest.keyClicks(panel.q_surname, "Finestra")
            QTest.keyClicks(panel.q_given, "Franca")
            QTest.keyClick(panel.q_given, "\r")
            print("written", flush=True)

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(on_input)
    app.exec()


def close_message_boxes() -> None:
    from PySide6.QtWidgets import QApplication, QMessageBox

    for w in QApplication.topLevelWidgets():
        if isinstance(w, QMessageBox) and w.isVisible():
            w.close()


def press_escape_when_shown(name: str | None = None) -> None:
    """When the next file dialog shows: Esc, or ``name`` typed in its name field and Enter."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest

    from figs_td.gui.dialogs import file_dialogs

    def poll() -> None:
        dialog = file_dialogs.current
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(30, poll)
            return
        QTest.qWait(400)  # the folder is listed, every icon and type asked for
        if name is None:
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
            return
        from PySide6.QtWidgets import QLineEdit

        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        edit.selectAll()
        QTest.keyClicks(edit, name)
        QTest.keyClick(edit, Qt.Key.Key_Return)

    QTimer.singleShot(30, poll)


def dialog_openers(window) -> list:  # noqa: ANN001
    """Every way the window opens a file dialog, as a person reaches it (menus and buttons)."""
    panels = window.panels
    export = {a.objectName(): a for a in window.export_menu.actions()}
    publish = {a.objectName(): a for a in window.publish_menu.actions()}
    return [
        window.act_open.trigger,
        window.act_tsh.trigger,
        export["export_standings"].trigger,
        export["export_tsh"].trigger,
        panels["players"].import_btn.click,
        panels["results"].import_btn.click,
        panels["scoresheet"].open_btn.click,
        panels["arbiter"].load_btn.click,
        window.act_save_copy.trigger,
        publish["publish_site"].trigger,
    ]


if __name__ == "__main__":
    main(sys.argv[1], "--type-tournament" in sys.argv[2:])
