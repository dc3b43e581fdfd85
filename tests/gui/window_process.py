"""The window in a process of its own, driven by keys and clicks: opens every file dialog on the
tournament's folder (Esc), then waits; on the line ``write`` on stdin it adds a player through the
quick-entry row and prints ``written``; then it waits to be killed (a simulated crash).

Usage: python window_process.py TORNEO.figs"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(path: str) -> None:
    from PySide6.QtCore import QSocketNotifier
    from PySide6.QtTest import QTest

    from figs_td.gui.app import create_app
    from figs_td.gui.main_window import MainWindow

    app = create_app()
    window = MainWindow()
    window.show()
    window.open_path(path)
    count = 0
    for opener in dialog_openers(window):
        press_escape_when_shown()
        opener()
        app.processEvents()
        count += 1
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


def press_escape_when_shown() -> None:
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest

    from figs_td.gui import file_dialogs

    def poll() -> None:
        dialog = file_dialogs.current
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(30, poll)
            return
        QTest.qWait(400)  # the folder is listed, every icon and type asked for
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

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
    main(sys.argv[1])
