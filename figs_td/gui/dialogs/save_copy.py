"""File → Salva una copia…: a complete, checked copy of the open tournament (backups service)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from figs_td.gui.window.errors import guarded

if TYPE_CHECKING:
    from figs_td.gui.window.window_base import MainWindowBase as MainWindow


def add_save_copy_action(window: MainWindow, menu: QMenu) -> QAction:
    act = menu.addAction(window.tr("&Salva una copia…"))
    act.setObjectName("saveCopyAction")
    act.setToolTip(
        window.tr("Copia completa e verificata del torneo, da conservare o portare altrove")
    )
    act.setEnabled(False)
    act.triggered.connect(lambda: save_copy(window))
    return act


@guarded
def save_copy(window: MainWindow, path: str | None = None) -> None:
    if window.session is None:
        return
    if not path:
        from figs_td.services.backups import default_copy_path

        here = Path(window.session.backend.path)
        suggested = str(default_copy_path(here)) if here.suffix == ".figs" else "copia.figs"
        from figs_td.gui.dialogs import file_dialogs

        figs = window.tr("Torneo (*.figs)")
        # The lock-safe dialog: the folder shown holds the open tournament's own files.
        path, _ = file_dialogs.save_file(
            window, window.tr("Salva una copia"), suggested, figs, {figs: "figs"}
        )
    if not path:
        return
    done = window.session.backend.save_copy(path)
    window.last_copy = done
    window.statusBar().showMessage(window.tr("Copia salvata e verificata: {0}").format(done), 8000)
