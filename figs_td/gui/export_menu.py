"""Print/Export menu: every report of the reports service, each with a save dialog and an option
to open the file when written. Long reports run off the GUI thread with a progress bar."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from figs_td.gui.errors import guarded
from figs_td.gui.worker import run_in_background

if TYPE_CHECKING:
    from figs_td.gui.main_window import MainWindow


def fill_export_menu(window: MainWindow, menu: QMenu) -> None:
    """One action per report the service offers; disabled with a tooltip when it is missing."""
    menu.clear()
    menu.setToolTipsVisible(True)
    try:
        reports = _available_reports()
    except ImportError:
        act = menu.addAction(window.tr("Stampe non disponibili"))
        act.setEnabled(False)
        act.setToolTip(window.tr("Il servizio delle stampe non è installato."))
        return
    for key, label, formats in reports:
        act = menu.addAction(window.tr(label) + "…")
        act.setObjectName(f"export_{key}")
        act.setData(key)
        act.triggered.connect(lambda _=False, k=key, f=formats: export_report(window, k, f))


def _available_reports() -> list[tuple[str, str, tuple[str, ...]]]:
    from figs_td.services import reports as svc

    return [(r.key, r.label, tuple(r.formats)) for r in svc.available_reports()]


@guarded
def export_report(
    window: MainWindow,
    key: str,
    formats: tuple[str, ...] = ("pdf", "xlsx"),
    path: str | None = None,
    ask_open: bool = True,
) -> None:
    if window.session is None:
        return
    if path is None:
        filters = ";;".join(
            {"pdf": window.tr("PDF (*.pdf)"), "xlsx": window.tr("Excel (*.xlsx)")}.get(f, f"*.{f}")
            for f in formats
        )
        path, _ = QFileDialog.getSaveFileName(window, window.tr("Salva la stampa"), key, filters)
        if not path:
            return
        if "." not in path.rsplit("/", 1)[-1]:
            path += "." + formats[0]
    backend = window.session.backend

    def job(progress: Any) -> Any:
        return backend.export_report(key, path, progress)

    def done(_result: Any) -> None:
        window.statusBar().showMessage(window.tr("Salvato: {0}").format(path), 8000)
        window.last_export = path
        if ask_open:
            box = QMessageBox(window)
            box.setWindowTitle(window.tr("Stampa salvata"))
            box.setText(window.tr("File salvato: {0}\nAprirlo ora?").format(path))
            box.setStandardButtons(
                QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Close
            )
            box.buttonClicked.connect(
                lambda b: (
                    QDesktopServices.openUrl(QUrl.fromLocalFile(path))
                    if box.standardButton(b) == QMessageBox.StandardButton.Open
                    else None
                )
            )
            box.open()

    run_in_background(window, window.tr("Preparazione della stampa…"), job, done)
