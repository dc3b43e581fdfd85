"""Undo/redo: every user action is a ``QUndoCommand`` whose redo/undo call a service
(orange-canvas-core style). The action runs once *before* it is pushed, so that an error is
reported to the caller and nothing is pushed; redo/undo afterwards report errors to the session."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from figs_td.gui.models.changes import Changes

if TYPE_CHECKING:
    from figs_td.gui.window._protocols import ActionRunner

Action = Callable[[], Changes]


class ServiceCommand(QUndoCommand):
    """A user action: ``do`` and ``undo`` call services and return what changed."""

    def __init__(self, session: ActionRunner, text: str, do: Action, undo: Action) -> None:
        super().__init__(text)
        self._session = session
        self._do = do
        self._undo = undo
        self._first = True  # already executed by Session.execute

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        self._session.run_action(self._do)

    def undo(self) -> None:
        self._session.run_action(self._undo)
