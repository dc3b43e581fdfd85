"""The open tournament as the GUI sees it: the backend (services), the undo stack and the signal
that tells each view what changed."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from figs_td.gui.models.changes import Changes
from figs_td.gui.models.undo import ServiceCommand
from figs_td.gui.window.errors import error_message

if TYPE_CHECKING:
    from figs_td.gui.backend.backend import Backend


class Session(QObject):
    """One open tournament. Views call :meth:`execute` for every user action."""

    changed = Signal(object)  # Changes
    failed = Signal(str)  # an Italian message (undo/redo that the store refused)

    def __init__(self, backend: Backend, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.backend = backend
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(500)

    @property
    def path(self) -> str:
        return self.backend.path

    def execute(self, text: str, do: Callable[[], Any], undo: Callable[[], Any]) -> Changes:
        """Run ``do`` now (errors propagate, nothing is pushed), then push an undoable command."""
        changes = self._changes(do())
        self.undo_stack.push(
            ServiceCommand(self, text, lambda: self._changes(do()), lambda: self._changes(undo()))
        )
        self.changed.emit(changes)
        return changes

    def run(self, do: Callable[[], Any]) -> Changes:
        """Run an action that cannot be undone (e.g. an export); emits what changed."""
        changes = self._changes(do())
        self.changed.emit(changes)
        return changes

    def run_action(self, action: Callable[[], Changes]) -> None:
        """Called by undo/redo: errors become a message instead of escaping into Qt."""
        try:
            changes = action()
        except Exception as exc:  # noqa: BLE001 - shown to the director
            self.failed.emit(error_message(exc))
            return
        self.changed.emit(changes)

    @staticmethod
    def _changes(value: Any) -> Changes:
        if isinstance(value, Changes):
            return value
        return Changes.from_service(
            value, tournament=True, players=True, rounds=True, results=True, standings=True
        )
