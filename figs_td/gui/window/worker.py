"""Long work off the GUI thread, with a progress bar (QThreadPool + QRunnable)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import QProgressBar, QProgressDialog, QWidget

from figs_td.gui.window.errors import show_error

#: A job receives ``progress(done, total)`` and returns its result.
Job = Callable[[Callable[[int, int], None]], Any]


class _Signals(QObject):
    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(object)


class Worker(QRunnable):
    """Runs ``job`` in the thread pool; results and errors come back as queued signals."""

    def __init__(self, job: Job) -> None:
        super().__init__()
        self.job = job
        self.signals = _Signals()
        self.setAutoDelete(False)

    def run(self) -> None:
        try:
            result = self.job(self.signals.progress.emit)
        except Exception as exc:  # noqa: BLE001 - reported to the GUI thread
            self.signals.failed.emit(exc)
        else:
            self.signals.finished.emit(result)


_running: set[Worker] = set()


def run_in_background(
    parent: QWidget | None,
    label: str,
    job: Job,
    on_done: Callable[[Any], None],
    on_error: Callable[[BaseException], None] | None = None,
    *,
    bar: QProgressBar | None = None,
) -> Worker:
    """Run ``job`` off the GUI thread with a progress dialog; ``on_done(result)`` runs on the GUI
    thread. Errors are shown as Italian messages (or passed to ``on_error``).

    With ``bar`` the progress shows in that bar of the page instead (no dialog: the rest of the
    window stays usable while the job runs)."""
    indicator: QProgressBar | QProgressDialog
    if bar is not None:
        indicator = bar
        bar.setFormat(label + " %p%")
        bar.setToolTip(label)
        bar.setRange(0, 0)
        bar.show()
    else:
        dialog = QProgressDialog(label, "", 0, 0, parent)
        dialog.setObjectName("progressDialog")
        dialog.setCancelButton(None)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(300)
        indicator = dialog
    worker = Worker(job)
    _running.add(worker)

    def progress(done: int, total: int) -> None:
        indicator.setMaximum(max(total, 0))
        indicator.setValue(done)

    def finish() -> None:
        _running.discard(worker)
        if bar is not None:
            bar.hide()
            bar.reset()
        else:
            indicator.reset()
            indicator.deleteLater()

    def done(result: Any) -> None:
        finish()
        on_done(result)

    def failed(exc: BaseException) -> None:
        finish()
        if on_error is not None:
            on_error(exc)
        else:
            show_error(parent, exc)

    worker.signals.progress.connect(progress)
    worker.signals.finished.connect(done)
    worker.signals.failed.connect(failed)
    QThreadPool.globalInstance().start(worker)
    return worker


def busy() -> bool:
    """Whether a background job is still running (tests wait on it)."""
    return bool(_running)
