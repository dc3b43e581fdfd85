"""The main window as its menu helpers see it: a ``QMainWindow`` with these attributes.

The helpers (``export_menu``, ``printing``, ``publish_menu``, ``save_copy``, ``doc_files``) are
called by :class:`~figs_td.gui.window.main_window.MainWindow`, which derives from this class; they are
annotated with it, so that none of them imports ``main_window`` back (its imports go one way,
annotations included: ``tests/test_import_cycles.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from figs_td.gui.window.session import Session


class MainWindowBase(QMainWindow):
    """What the menu helpers read and write on the main window (declarations only)."""

    #: The open tournament (None: no tournament open).
    session: Session | None
    #: The panels by key (``players``, ``rounds``, ``results`` …).
    panels: dict[str, QWidget]
    #: What the last export, printout and copy wrote (the status bar and the tests read them).
    last_export: list[str]
    last_print: str
    last_copy: str
    #: The live page's server and its dialog, while it runs (set by ``publish_menu``).
    live_server: Any
    live_dialog: Any
    #: The continuous push to a web host, its dialog, status line and relay (``push_dialog``).
    push_live: Any
    push_dialog: Any
    push_status_line: Any
    push_relay: Any
