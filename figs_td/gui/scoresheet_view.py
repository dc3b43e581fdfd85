"""Scoresheet editor (formulario): the turns of a game with a board view, recount of each move,
challenges and exchanges, final scores; the result can be sent to the round."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from figs_td.core.board import premium_at
from figs_td.gui.board_widget import BoardWidget
from figs_td.gui.views_base import Panel


def premium_code(row: int, col: int) -> str | None:
    p = premium_at(row, col)
    return p.value if p is not None else None


class ScoresheetPanel(Panel):
    watches = ("scoresheets", "rounds")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        self.board = BoardWidget(premium_code)
        layout.addWidget(self.board, 3)
        side = QVBoxLayout()
        self.info = QLabel(objectName="scoresheetInfo", wordWrap=True)
        side.addWidget(self.info)
        layout.addLayout(side, 2)

    def reload(self) -> None:
        self.setEnabled(self.session is not None)
