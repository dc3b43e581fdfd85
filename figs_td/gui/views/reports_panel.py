"""The director's queue of reports from the phones (self-entry): a dock with the reports that
wait, both versions side by side, *Accogli* / *Respingi*, and their count in the status bar.

A thin shell over :mod:`figs_td.services.self_entry.queue` (``queue``, ``decide``,
``undo_decision``) through the backend: the same use cases as ``figs-td reports``. Reports arrive from the live server's own connection: the
window's follower (``gui/window/follow.py``) notices them and tells the views (a result confirmed by
two phones is a result like any other); the queue is read again after every change, made here
or elsewhere, and every few seconds when the tournament's revision moved.
A decision is an undoable command (*Annulla* clears the result it entered and opens the
reports again, unless the game changed since).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from figs_td.gui.window.errors import guarded
from figs_td.gui.window.i18n import translator

if TYPE_CHECKING:
    from figs_td.gui.window.window_base import MainWindowBase as MainWindow

POLL_MS = 3000


_tr = translator("reports")


class ReportsPanel(QDockWidget):
    """``window.reports_panel``."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(_tr("Segnalazioni dai telefoni"), window)
        self.setObjectName("reportsPanel")
        self.window_ = window
        self.revision: int | None = None
        self._session: Any = None
        body = QWidget(self)
        layout = QVBoxLayout(body)
        self.tree = QTreeWidget(body)
        self.tree.setObjectName("reportsTree")
        self.tree.setHeaderLabels([_tr("Partita / n."), _tr("Giocatore"), _tr("Punteggi"),
                                   _tr("Motivo")])  # fmt: skip
        self.tree.setAlternatingRowColors(True)
        self.tree.setMinimumWidth(380)
        layout.addWidget(self.tree)
        buttons = QHBoxLayout()
        self.accept_btn = QPushButton(_tr("&Accogli"), body)
        self.accept_btn.setObjectName("reportAccept")
        self.reject_btn = QPushButton(_tr("Res&pingi"), body)
        self.reject_btn.setObjectName("reportReject")
        self.accept_btn.clicked.connect(lambda: self.decide(True))
        self.reject_btn.clicked.connect(lambda: self.decide(False))
        buttons.addWidget(self.accept_btn)
        buttons.addWidget(self.reject_btn)
        layout.addLayout(buttons)
        self.setWidget(body)
        self.count_label = QLabel(window)
        self.count_label.setObjectName("reportsCount")
        self.count_label.setTextFormat(Qt.TextFormat.PlainText)
        window.statusBar().addPermanentWidget(self.count_label)
        self.tree.currentItemChanged.connect(lambda *_: self._buttons())
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.timer.start()
        self.refresh()

    def _backend(self) -> Any:
        session = self.window_.session
        return session.backend if session is not None else None

    def poll(self) -> None:
        """Read the queue again when the tournament changed (a phone, a desk, this window)."""
        backend = self._backend()
        if backend is None:
            self.revision = None
            self.refresh()
            return
        if self._session is not self.window_.session:
            self._session = self.window_.session
            self._session.changed.connect(self._changed)
            self.revision = None
        try:
            revision = backend.revision()
        except Exception:  # noqa: BLE001 - a busy file: next time
            return
        if revision == self.revision:
            return
        self.revision = revision
        self.refresh()

    def _changed(self, _changes: object) -> None:
        """Any change, made here or noticed elsewhere by the window's follower (which also
        refreshes the views with results confirmed by phones): the queue is read again while
        the panel is shown (hidden with nothing waiting, the revision poll is enough)."""
        if not self.isVisible() and not self.count_label.isVisible():
            return
        try:
            self.refresh()
        except Exception:  # noqa: BLE001 - a busy file: the next poll reads it
            return

    def refresh(self) -> None:
        from figs_td.services.self_entry.phones import REASONS

        backend = self._backend()
        items = backend.report_queue() if backend is not None else []
        self.tree.clear()
        count = 0
        for q in items:
            result = f"{q.result[0]}-{q.result[1]}" if q.result else ""
            game = QTreeWidgetItem([_tr("Turno {0}, tavolo {1}").format(q.round, q.table),
                                    f"{q.first} – {q.second}", result, ""])  # fmt: skip
            for rep, who, why in q.reports:
                scores = (
                    f"{rep.score_first}-{rep.score_second}" if rep.score_first is not None else ""
                )
                note = f" «{rep.note}»" if rep.note else ""
                child = QTreeWidgetItem([str(rep.id), who, scores, REASONS.get(why, why) + note])
                child.setData(0, Qt.ItemDataRole.UserRole, rep.id)
                game.addChild(child)
                count += rep.status in ("pending", "queued")
            self.tree.addTopLevelItem(game)
            game.setExpanded(True)
        for col in range(4):
            self.tree.resizeColumnToContents(col)
        self.count_label.setText(_tr("Segnalazioni: {0}").format(count) if count else "")
        self.count_label.setVisible(bool(count))
        if count and not self.isVisible():
            self.show()
        self._buttons()

    def _buttons(self) -> None:
        item = self.tree.currentItem()
        chosen = item is not None and item.data(0, Qt.ItemDataRole.UserRole) is not None
        self.accept_btn.setEnabled(chosen)
        self.reject_btn.setEnabled(chosen)

    @guarded
    def decide(self, accept: bool) -> None:
        item = self.tree.currentItem()
        session = self.window_.session
        if item is None or session is None:
            return
        report_id = int(item.data(0, Qt.ItemDataRole.UserRole))
        done: list[Any] = []  # the latest decision (a redo makes a new one)

        def do() -> Any:
            decision, changes = session.backend.decide_report(report_id, accept)
            done.append(decision)
            return changes

        def undo() -> Any:
            return session.backend.undo_report_decision(done[-1])

        text = _tr("accoglimento della segnalazione n. {0}") if accept else _tr(
            "rifiuto della segnalazione n. {0}")  # fmt: skip
        session.execute(text.format(report_id), do, undo)
        self.window_.statusBar().showMessage(done[-1].message, 8000)
        self.refresh()


def install_reports_panel(window: MainWindow) -> ReportsPanel:
    """Add the panel (hidden until self-entry starts or a report waits)."""
    panel = ReportsPanel(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
    from figs_td.gui.window.screen_fit import place_dock  # floats on a narrow screen (issue 38)

    place_dock(panel, window)
    panel.hide()
    panel.refresh()
    window.reports_panel = panel
    return panel
