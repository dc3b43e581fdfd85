"""Python's garbage collector run on the window's thread only.

Python collects reference cycles whenever some thread has allocated enough objects — any thread:
a printout being written in the background (reportlab reading a font allocates hundreds of
thousands of objects), the live page's server, the push to the web host. A cycle that holds a
widget or another Qt object (a dialog and the lambda connected to its button, a closed panel)
is then destroyed on that thread, and Qt objects of the window's thread must never be: the
window crashes a moment later. So, once the window exists, automatic collection is switched off
and the same policy is applied by a timer of the window's thread — the youngest generation when
it has grown past its threshold, the older ones when theirs have — with the thresholds Python
itself uses. :func:`install` is called by each main window; the collector is made once.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: How often the window's thread looks at the collector's counts (milliseconds).
INTERVAL_MS = 500

_installed: list[MainThreadCollector] = []


class MainThreadCollector(QObject):
    """Collects, on the thread it lives in, what automatic collection would have collected."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect)
        self.timer.start(interval_ms)

    def collect(self) -> int:
        """One step of Python's own policy; returns how many objects were found unreachable."""
        counts = gc.get_count()
        if counts[0] <= self.thresholds[0]:
            return 0
        # The oldest generation due is collected (with the younger ones).
        due = 2 if counts[2] > self.thresholds[2] else 1 if counts[1] > self.thresholds[1] else 0
        return gc.collect(due)


def install() -> MainThreadCollector:
    """Switch automatic collection off and collect on the application's thread from now on
    (the collector belongs to the application object: it lives as long as the program)."""
    if not _installed:
        _installed.append(MainThreadCollector(QCoreApplication.instance()))
    gc.disable()  # again: whatever switched it back on meanwhile
    return _installed[0]
