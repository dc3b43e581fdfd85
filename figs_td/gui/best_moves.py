"""*Mossa migliore*: a button on the scoresheet (and the arbiter's desk) that lists the best moves
available at the selected turn of the recorded game (:func:`figs_td.services.moves.best_for_turn`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from figs_td.gui.errors import guarded


class BestMovesDialog(QDialog):
    """The best moves of one turn; the rack can be changed and the list recomputed (Invio)."""

    def __init__(self, record: Any, turn: int, lexicon: str | None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("bestMovesDialog")
        self.setWindowTitle(self.tr("Mossa migliore — turno {0}").format(turn))
        self.record, self.turn, self.lexicon = record, turn, lexicon
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.rack = QLineEdit(objectName="bestRack")
        self.rack.setPlaceholderText(self.tr("leggio (? = jolly); vuoto: quello registrato"))
        recorded = record.turns[turn - 1].rack if 0 < turn <= len(record.turns) else ""
        self.rack.setText(recorded)
        row.addWidget(QLabel(self.tr("Leggio:")))
        row.addWidget(self.rack, 1)
        layout.addLayout(row)
        self.summary = QLabel(objectName="bestSummary", wordWrap=True)
        layout.addWidget(self.summary)
        self.moves = QListWidget(objectName="bestList")
        layout.addWidget(self.moves, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.rack.returnPressed.connect(self.compute)
        self.resize(520, 480)
        self.compute()

    @guarded
    def compute(self) -> None:
        from figs_td.services.moves import best_for_turn

        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            res = best_for_turn(
                self.record, self.turn, rack=self.rack.text().strip() or None, lexicon=self.lexicon
            )
        finally:
            QGuiApplication.restoreOverrideCursor()
        text = self.tr("{0}, leggio {1}: {2} mosse possibili").format(
            res.player, res.rack, res.total_moves
        )
        if res.rack_source == "played_tiles":
            text += self.tr(" (leggio non registrato: solo le tessere giocate)")
        if res.played:
            text += self.tr("; giocata {0} ({1} punti), {2}ª").format(
                res.played, res.played_score, res.played_rank
            )
        self.summary.setText(text)
        self.moves.clear()
        for i, m in enumerate(res.moves, 1):
            self.moves.addItem(f"{i}. {m.notation}  {m.score}")


def attach_best_moves(panel: QWidget) -> QPushButton:
    """Add the *Mossa migliore* button to the scoresheet panel (its record and selected turn)."""
    btn = QPushButton(panel.tr("Mossa miglior&e"), objectName="sheetBest")

    def open_dialog() -> None:
        try:
            _open(panel)
        except Exception as exc:  # noqa: BLE001 - shown as an Italian message
            from figs_td.gui.errors import show_error

            show_error(panel, exc)

    btn.clicked.connect(open_dialog)
    if hasattr(panel, "send_btn"):
        _beside(panel, btn)
    elif panel.layout() is not None:
        panel.layout().addWidget(btn)
    return btn


def _open(panel: Any) -> None:
    from figs_td.errors import InputError

    record = getattr(panel, "record", None)
    if record is None or not record.turns:
        raise InputError("nessun formulario caricato")
    view = getattr(panel, "turns", None)
    row = view.currentIndex().row() if view is not None else -1
    turn = row + 1 if row >= 0 else len(record.turns)
    lexicon = None
    session = getattr(panel, "session", None)
    if session is not None:
        from figs_td.services.rulings import tournament_lexicon

        lexicon = tournament_lexicon(session.backend.store)
    dialog = BestMovesDialog(record, turn, lexicon, panel)
    panel._best_dialog = dialog  # kept for tests and for a second look
    dialog.open()


def _beside(panel: Any, btn: QPushButton) -> None:
    """Put the button in the row of the panel's "Invia" button."""
    parent_layout = panel.send_btn.parentWidget().layout()
    for box in parent_layout.findChildren(QHBoxLayout):
        if box.indexOf(panel.send_btn) >= 0:
            box.insertWidget(box.indexOf(panel.send_btn), btn)
            return
    parent_layout.addWidget(btn)
