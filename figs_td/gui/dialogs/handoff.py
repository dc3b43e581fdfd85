"""Hand a file to the system (the PDF viewer, the spreadsheet, the file manager) and check that it
was taken: ``QDesktopServices.openUrl`` only says whether ``xdg-open`` *started*, not whether a
program opened the file (``xdg-open`` exits 3 when no program is associated). Here the opener's
exit code decides; when it fails the window says so, offers the folder and shows the path with a
*Copia percorso* button, so a printout that did not open is never reported as done."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QProcess, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

#: The command that opens a file (the path is appended). ``None``: the system's (``xdg-open`` on
#: Linux and BSD, ``open`` on macOS, the shell association on Windows). Tests set their own.
OPENER: list[str] | None = None
#: An opener still running after this long has handed the file to a program that stays in the
#: foreground (a generic ``xdg-open`` waits for the viewer): taken as done.
SETTLE_MS = 4000

_running: list[QProcess] = []


def _command() -> list[str] | None:
    if OPENER is not None:
        return list(OPENER)
    if sys.platform == "win32":
        return None
    return ["open"] if sys.platform == "darwin" else ["xdg-open"]


def hand_off(
    parent: QWidget,
    path: str | Path,
    on_done: Callable[[], None],
    on_failed: Callable[[str], None],
) -> None:
    """Open ``path`` with the system's program; ``on_done()`` once it was taken, else
    ``on_failed(reason)`` with an Italian reason. Never blocks the window."""
    target = str(path)
    command = _command()
    if command is None:  # Windows: the shell association answers at once
        try:
            os.startfile(target)  # type: ignore[attr-defined]  # noqa: S606
        except OSError as exc:
            on_failed(parent.tr("nessun programma associato ({0})").format(exc.strerror or exc))
            return
        on_done()
        return
    process = QProcess(parent)
    _running.append(process)
    settled = [False]

    def finish(ok: bool, reason: str = "") -> None:
        if settled[0]:
            return
        settled[0] = True
        if ok:
            on_done()
        else:
            on_failed(reason)

    def finished(code: int, status: QProcess.ExitStatus) -> None:
        if status == QProcess.ExitStatus.NormalExit and code == 0:
            finish(True)
        else:
            finish(
                False,
                parent.tr(
                    "{0} ha risposto con il codice {1}: nessun programma lo ha aperto"
                ).format(Path(command[0]).name, code),
            )
        _forget(process)

    def error(err: QProcess.ProcessError) -> None:
        if err == QProcess.ProcessError.FailedToStart:
            finish(False, parent.tr("{0} non è installato").format(Path(command[0]).name))
            _forget(process)

    process.finished.connect(finished)
    process.errorOccurred.connect(error)
    QTimer.singleShot(SETTLE_MS, process, lambda: finish(True))
    process.start(command[0], [*command[1:], target])


def _forget(process: QProcess) -> None:
    if process in _running:
        _running.remove(process)
    process.deleteLater()


def open_or_explain(
    parent: QWidget,
    path: str | Path,
    done_text: str,
    status: Callable[[str], None],
) -> None:
    """Open ``path``; show ``done_text`` when it was taken, else :class:`NotOpenedDialog`."""

    def failed(reason: str) -> None:
        status(parent.tr("Il file non è stato aperto: {0}").format(reason))
        dialog = NotOpenedDialog(parent, Path(path), reason)
        parent.not_opened = dialog  # type: ignore[attr-defined]  # kept alive, found by tests
        dialog.open()

    hand_off(parent, path, lambda: status(done_text), failed)


class NotOpenedDialog(QDialog):
    """The file was written but no program took it: where it is, its folder, its path to copy."""

    def __init__(self, parent: QWidget, path: Path, reason: str) -> None:
        super().__init__(parent)
        self.setObjectName("notOpenedDialog")
        self.setWindowTitle(self.tr("File non aperto"))
        self.path = path
        layout = QVBoxLayout(self)
        self.message = QLabel(
            self.tr(
                "Il file è stato scritto ma non si è aperto ({0}).\n"
                "Aprirlo o stamparlo dalla sua cartella:"
            ).format(reason),
            objectName="notOpenedText",
            wordWrap=True,
        )
        layout.addWidget(self.message)
        self.path_label = QLabel(str(path), objectName="notOpenedPath")
        self.path_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.path_label.setStyleSheet("font-family: monospace; padding: 4px")
        layout.addWidget(self.path_label)
        self.note = QLabel(objectName="notOpenedNote", wordWrap=True)
        layout.addWidget(self.note)
        box = QDialogButtonBox()
        self.copy_btn = QPushButton(self.tr("&Copia percorso"), objectName="copyPath")
        self.folder_btn = QPushButton(self.tr("Apri la ca&rtella"), objectName="openFolder")
        close = QPushButton(self.tr("C&hiudi"), objectName="closeNotOpened")
        for b, role in (
            (self.copy_btn, QDialogButtonBox.ButtonRole.ActionRole),
            (self.folder_btn, QDialogButtonBox.ButtonRole.ActionRole),
            (close, QDialogButtonBox.ButtonRole.RejectRole),
        ):
            box.addButton(b, role)
        layout.addWidget(box)
        self.copy_btn.clicked.connect(self.copy_path)
        self.folder_btn.clicked.connect(self.open_folder)
        close.clicked.connect(self.reject)

    def copy_path(self) -> None:
        QGuiApplication.clipboard().setText(str(self.path))
        self.note.setText(self.tr("Percorso copiato negli appunti."))

    def open_folder(self) -> None:
        folder = self.path.parent

        def failed(reason: str) -> None:
            self.note.setText(
                self.tr("Neanche la cartella si apre ({0}): usare Copia percorso.").format(reason)
            )

        hand_off(self, folder, self.accept, failed)
