"""*Mossa migliore*: a button on the scoresheet and on the arbiter's desk that lists the best moves
available at a turn of a recorded game (:func:`figs_td.services.lexicon.moves.best_for_turn`; the
arbiter's desk finds the game's scoresheet with :mod:`figs_td.services.lexicon.best_moves`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from figs_td.gui.window.i18n import translator
from figs_td.plurals import plural

_tr = translator("BestMovesDialog")


class BestMovesDialog(QDialog):
    """The best moves of one turn; the rack can be changed and the list recomputed (Invio).

    The computation (:func:`figs_td.services.lexicon.moves.best_for_turn`: the list's move graph opened
    or built on first use, then the generator) runs on a worker thread, its progress in the
    dialog's bar: the window never waits for it."""

    def __init__(
        self,
        record: Any,
        turn: int,
        lexicon: str | None,
        parent: QWidget | None = None,
        title: str | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("bestMovesDialog")
        self.setWindowTitle(title or self.tr("Mossa migliore — turno {0}").format(turn))
        self.record, self.turn, self.lexicon = record, turn, lexicon
        self.result: Any = None
        self._running = False
        self._again = False
        layout = QVBoxLayout(self)
        heading = QLabel(f"<b>{self.windowTitle()}</b>", objectName="bestHeading")
        heading.setToolTip(self.tr("Le mosse possibili nella posizione prima di questa mossa"))
        layout.addWidget(heading)
        row = QHBoxLayout()
        self.rack = QLineEdit(objectName="bestRack")
        self.rack.setPlaceholderText(self.tr("leggio (? = jolly); vuoto: quello registrato"))
        recorded = record.turns[turn - 1].rack if 0 < turn <= len(record.turns) else ""
        self.rack.setText(recorded)
        label = QLabel(self.tr("&Leggio:"))
        label.setBuddy(self.rack)
        row.addWidget(label)
        row.addWidget(self.rack, 1)
        layout.addLayout(row)
        self.bar = QProgressBar(objectName="bestProgress")
        self.bar.hide()
        layout.addWidget(self.bar)
        self.summary = QLabel(objectName="bestSummary", wordWrap=True)
        layout.addWidget(self.summary)
        self.moves = QListWidget(objectName="bestList")
        layout.addWidget(self.moves, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("&Chiudi"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.rack.returnPressed.connect(self.compute)
        self.resize(520, 480)
        self.compute()

    def busy(self) -> bool:
        """Whether a computation is still running (tests wait on it)."""
        return self._running

    def compute(self) -> None:
        """Start the computation for the rack on screen (again, once done, if one is running)."""
        if self._running:
            self._again = True
            return
        from figs_td.gui.window.worker import run_in_background
        from figs_td.services.lexicon.moves import best_for_turn

        record, turn, lexicon = self.record, self.turn, self.lexicon
        rack = self.rack.text().strip() or None
        self._running = True
        self.summary.setStyleSheet("")
        self.summary.setText(self.tr("Calcolo delle mosse…"))
        self.moves.clear()

        def job(_progress: Any) -> Any:
            return best_for_turn(record, turn, rack=rack, lexicon=lexicon)

        run_in_background(
            self,
            self.tr("Calcolo della mossa migliore…"),
            job,
            self._done,
            self._failed,
            bar=self.bar,
        )

    def _finish(self) -> bool:
        self._running = False
        if self._again:
            self._again = False
            self.compute()
            return False
        return True

    def _failed(self, exc: BaseException) -> None:
        if not self._finish():
            return
        from figs_td.gui.window.errors import error_message

        self.summary.setStyleSheet("color: #b00020; font-weight: bold")
        self.summary.setText(error_message(exc))

    def _done(self, res: Any) -> None:
        if not self._finish():
            return
        self.result = res
        text = self.tr("{0}, leggio {1}: {2}").format(
            res.player,
            res.rack,
            plural(res.total_moves, self.tr("1 mossa possibile"), self.tr("{0} mosse possibili")),
        )
        if res.rack_source == "played_tiles":
            text += self.tr(" (leggio non registrato: solo le tessere giocate)")
        if res.played:
            text += self.tr("; giocata {0} ({1}), {2}ª").format(
                res.played,
                plural(res.played_score, self.tr("1 punto"), self.tr("{0} punti")),
                res.played_rank,
            )
        self.summary.setText(text)
        self.moves.clear()
        for i, m in enumerate(res.moves, 1):
            self.moves.addItem(f"{i}. {m.notation}  {m.score}")
        if self.moves.count():
            self.moves.setCurrentRow(0)


def attach_best_moves(panel: QWidget) -> QPushButton:
    """Add the *Mossa migliore* button to the scoresheet panel (its record and selected turn)."""
    btn = QPushButton(_tr("Mossa miglior&e"), objectName="sheetBest")

    def open_dialog() -> None:
        try:
            _open(panel)
        except Exception as exc:  # noqa: BLE001 - shown as an Italian message
            from figs_td.gui.window.errors import show_error

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
        from figs_td.services.lexicon.best_moves import active_lexicon

        lexicon = active_lexicon(session.backend.store)  # a clear message when there is none
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


def open_for_game(panel: Any, round_no: int, table: int, move_no: int) -> BestMovesDialog:
    """The arbiter's desk: the best moves before move ``move_no`` of the scoresheet recorded for
    the game at ``table`` of ``round_no``, with the active list. Italian errors (no scoresheet, no
    list, no such move) are raised before anything opens."""
    from figs_td.services.lexicon.best_moves import active_lexicon, recorded_move

    store = panel.session.backend.store
    record = recorded_move(store, round_no, table, move_no)
    lexicon = active_lexicon(store)
    title = _tr("Mossa migliore — turno {0}, tavolo {1}, mossa n. {2}").format(
        round_no, table, move_no
    )
    dialog = BestMovesDialog(record, move_no, lexicon, panel, title)
    panel._best_dialog = dialog
    dialog.open()
    return dialog
