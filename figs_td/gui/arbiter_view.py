"""Arbiter's desk (tavolo dell'arbitro): challenge dialog and the active lexicon."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from figs_td.gui.views_base import Panel


class ArbiterPanel(Panel):
    watches = ("rulings", "lexicon", "tournament")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.lexicon_label = QLabel(objectName="lexiconLabel")
        layout.addWidget(self.lexicon_label)
        self.act_challenge = QAction(self.tr("&Contestazione…"), self)
        self.act_lexicon = QAction(self.tr("Carica &lessico…"), self)

    def menu_actions(self) -> list[QAction]:
        return [self.act_challenge, self.act_lexicon]

    def reload(self) -> None:
        self.setEnabled(self.session is not None)
