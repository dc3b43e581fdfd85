"""What one GUI module needs of another that imports it, as a protocol: the dependency then goes
one way, annotations included (``session`` creates the undo commands of ``undo``, which call
back only :meth:`Session.run_action <figs_td.gui.window.session.Session.run_action>`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from figs_td.gui.models.changes import Changes


class ActionRunner(Protocol):
    """Runs an undo/redo action, turning its errors into a message (the session)."""

    def run_action(self, action: Callable[[], Changes]) -> None: ...
