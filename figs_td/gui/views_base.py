"""Base class of the main window's panels: each refreshes only on the changes it cares about."""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget

from figs_td.gui.changes import Changes
from figs_td.gui.errors import show_error
from figs_td.gui.session import Session


class Panel(QWidget):
    """A tab of the main window. Subclasses set ``watches`` and implement :meth:`reload`."""

    #: Names of the Changes flags that make this panel reload.
    watches: tuple[str, ...] = ()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: Session | None = None
        self._stale = False

    def set_session(self, session: Session | None) -> None:
        self.session = session
        if session is not None:
            session.changed.connect(self.on_changed)
        self.safe_reload()

    def on_changed(self, changes: Changes) -> None:
        if any(getattr(changes, name, False) for name in self.watches):
            if not self.isVisible():
                self._stale = True  # refreshed when shown: only visible views pay now
                return
            self.safe_reload()

    def safe_reload(self) -> None:
        self._stale = False
        try:
            self.reload()
        except Exception as exc:  # noqa: BLE001 - a message, never a traceback
            show_error(self, exc)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if self._stale:
            self.safe_reload()

    def reload(self) -> None:  # pragma: no cover - overridden
        """Re-read what this panel shows from the backend."""
