"""Start the desktop application."""

from __future__ import annotations

import sys
from collections.abc import Sequence

WINDOW_TITLE = "FIGS — Direzione di gara"


def create_app(argv: Sequence[str] = ()) -> "QApplication":  # noqa: F821
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("figs-td")
    app.setOrganizationName("FIGS")
    return app  # type: ignore[return-value]


def run(argv: Sequence[str] = ()) -> int:
    """Open the main window and run the event loop; returns the exit status."""
    app = create_app(argv)
    from figs_td.gui.main_window import MainWindow

    window = MainWindow()
    window.show()
    return app.exec()
