"""Print in one action: the document is produced by the reports service into a temporary PDF and
handed straight to the system's PDF viewer (its print button and preview), with no save dialog.

Qt's essential modules have no PDF renderer, so Qt cannot preview or print a PDF by itself; the
viewer the system associates with PDF files does both."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QKeySequence

from figs_td.gui.dialogs.doc_files import proposed_name, round_of, what_of
from figs_td.gui.dialogs.handoff import open_or_explain
from figs_td.gui.window.errors import guarded
from figs_td.gui.window.worker import run_in_background

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from figs_td.gui.window.window_base import MainWindowBase as MainWindow

#: The one-action printouts: (document, menu text, shortcut).
PRINTS: tuple[tuple[str, str, str | None], ...] = (
    ("pairings", QT_TRANSLATE_NOOP("printing", "Stampa &abbinamenti"), "Ctrl+Shift+P"),
    ("standings", QT_TRANSLATE_NOOP("printing", "Stampa &classifica"), "Ctrl+Shift+L"),
    ("results", QT_TRANSLATE_NOOP("printing", "Stampa &risultati del turno"), "Ctrl+Shift+R"),
)
#: How the status line names each printout (the round follows).
PRINT_NAMES: dict[str, str] = {
    "pairings": QT_TRANSLATE_NOOP("printing", "Abbinamenti"),
    "standings": QT_TRANSLATE_NOOP("printing", "Classifica"),
    "results": QT_TRANSLATE_NOOP("printing", "Risultati"),
}

_FOLDER: list[Path] = []


def print_folder() -> Path:
    """One temporary folder per run of the program for the printouts handed to the viewer."""
    if not _FOLDER:
        _FOLDER.append(Path(tempfile.mkdtemp(prefix="figs-td-stampe-")))
    return _FOLDER[0]


def add_print_actions(window: MainWindow, menu: QMenu) -> None:
    for key, label, shortcut in PRINTS:
        act = menu.addAction(QCoreApplication.translate("printing", label))
        act.setObjectName(f"print_{key}")
        if shortcut:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(lambda _=False, k=key: print_document(window, k))
    menu.addSeparator()


@guarded
def print_document(window: MainWindow, key: str) -> None:
    """Produce ``key`` (PDF) for the current round (read now) and open it in the PDF viewer;
    the status line names the document and its round, or says that no viewer took it."""
    if window.session is None:
        return
    round_no = round_of(window)
    what = what_of(
        window, QCoreApplication.translate("printing", PRINT_NAMES.get(key, key)), key, round_no
    )
    target = print_folder() / proposed_name(key, round_no, "pdf", window)
    backend = window.session.backend

    def job(progress: Any) -> Any:
        return backend.export_report(key, str(target), round_no, progress)

    def done(_result: Any) -> None:
        window.last_print = str(target)
        window.statusBar().showMessage(
            window.tr("{0}: apertura nel visualizzatore PDF…").format(what), 8000
        )
        open_or_explain(
            window,
            target,
            window.tr("{0}: nel visualizzatore PDF per la stampa ({1})").format(what, target.name),
            lambda text: window.statusBar().showMessage(text, 15000),
        )

    run_in_background(window, window.tr("Preparazione della stampa…"), job, done)
