"""The main window of the director's desk."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMainWindow

from figs_td.gui.app import WINDOW_TITLE


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(WINDOW_TITLE)
        self.resize(1100, 720)
        welcome = QLabel(self.tr("Nessun torneo aperto."))
        welcome.setObjectName("welcome")
        self.setCentralWidget(welcome)
        self.statusBar().showMessage(self.tr("Pronto"))
