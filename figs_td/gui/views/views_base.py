"""Base class of the main window's panels (each refreshes only on the changes it cares about)
and the scroll areas, tabs and buttons their pages are built of."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QFrame,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from figs_td.gui.models.changes import Changes
from figs_td.gui.window.errors import show_error
from figs_td.gui.window.session import Session


def scrolled(widget: QWidget, name: str) -> QScrollArea:
    """``widget`` in a frameless scroll area named ``name`` that resizes it: a page too tall or
    too wide for a small screen (1024×600) scrolls instead of growing the window."""
    scroll = QScrollArea(objectName=name)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(widget)
    return scroll


def button(
    text: str, name: str, slot: Callable[[], object], parent: QWidget | None = None
) -> QPushButton:
    """A push button named ``name`` that runs ``slot`` when clicked."""
    made = QPushButton(text, parent)
    made.setObjectName(name)
    made.clicked.connect(slot)
    return made


def tab_column(tabs: QTabWidget, title: str) -> QVBoxLayout:
    """A new tab of ``tabs`` named ``title``: the column its rows go in."""
    page = QWidget()
    tabs.addTab(page, title)
    return QVBoxLayout(page)


class Panel(QWidget):
    """A tab of the main window. Subclasses set ``watches`` and implement :meth:`reload`."""

    #: Names of the Changes flags that make this panel reload.
    watches: tuple[str, ...] = ()
    #: True when :meth:`reload` never rewrites a field the director may be typing in; else a
    #: change made elsewhere waits until the edit ends (issue 38 §3).
    keeps_typing: bool = False

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
            if changes.outside and not self.keeps_typing and self.editing():
                self._stale = True  # another desk's change waits for the edit to end
                return
            self.safe_reload()

    def editing(self) -> bool:
        """Whether the keyboard is in one of this panel's editable fields."""
        w = QApplication.focusWidget()
        if w is None or not self.isAncestorOf(w):
            return False
        if isinstance(w, QLineEdit):
            return not w.isReadOnly()
        if isinstance(w, QComboBox):
            return w.isEditable()
        if isinstance(w, (QTextEdit, QPlainTextEdit)):
            return not w.isReadOnly()
        return isinstance(w, QAbstractSpinBox) or isinstance(w.parent(), QAbstractSpinBox)

    def catch_up(self) -> None:
        """A change that waited for an edit to end: shown once the edit is over."""
        if self._stale and self.isVisible() and not self.editing():
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
