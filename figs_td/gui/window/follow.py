"""The window follows the other desks without F5 (issue 38 §3).

Twice a second the window asks the tournament's mark (``services.follow``: the audit trail's
count and last id, one query); when somebody else wrote — another desk on the same file or
database, the command line, a result confirmed from the phones — it drops its cached reads and
tells the views what changed (``Changes(outside=True)``). What the director is typing stays:
*Risultati* keeps its entry row, and a panel whose refresh would rewrite a field being edited
waits until the edit ends (``Panel.catch_up``). Nothing is checked while a question is open
(a result being replaced must be compared with what the director saw) nor while a worker
writes (a pairing: this desk's own change).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from figs_td.gui.window.session import Session
    from figs_td.gui.window.window_base import MainWindowBase

#: How often the tournament's mark is read (ms): a change shows within about a second.
FOLLOW_MS = 500


class DeskFollower(QObject):
    """``window.follower``: one timer for the open tournament."""

    def __init__(self, window: MainWindowBase) -> None:
        super().__init__(window)
        self.window_ = window
        self.session: Session | None = None
        self.mark: Any = None
        self.timer = QTimer(self)
        self.timer.setObjectName("followTimer")
        self.timer.setInterval(FOLLOW_MS)
        self.timer.timeout.connect(self.poll)

    def attach(self, session: Session | None) -> None:
        """A tournament opened (or closed: ``None``): its mark now is the starting point."""
        self.session, self.mark = session, None
        if session is None:
            self.timer.stop()
            return
        try:
            self.mark = session.backend.follow_mark()
        except Exception:  # noqa: BLE001 - a busy file: read at the next tick
            self.mark = None
        self.timer.start()
        reports = getattr(self.window_, "reports_panel", None)
        if reports is not None:
            reports.poll()  # the phones' queue follows every change from now on

    def _quiet(self) -> bool:
        """True when nothing may be refreshed now: a question or a popup is open, a worker is
        writing for this desk."""
        from figs_td.gui.window import worker

        return (
            worker.busy()
            or QApplication.activeModalWidget() is not None
            or QApplication.activePopupWidget() is not None
        )

    def poll(self) -> None:
        session = self.session
        if session is None or self.window_.session is not session or self._quiet():
            return
        backend = session.backend
        try:
            if self.mark is None:
                self.mark = backend.follow_mark()
                return
            self.mark, changes = backend.changed_elsewhere(self.mark)
        except Exception:  # noqa: BLE001 - busy or briefly unreachable: next tick
            return
        if changes is not None:
            session.changed.emit(changes)
        for panel in getattr(self.window_, "panels", {}).values():
            catch_up = getattr(panel, "catch_up", None)
            if catch_up is not None:
                catch_up()
