"""Cycles holding Qt objects are freed on the window's thread, never on a background one.

A printout is written on a thread of the pool; reportlab allocates so many objects there that
Python's automatic collection used to run on that thread and destroy whatever cycles were
waiting — dialogs and panels of the window among them — off the window's thread, and the window
crashed a moment later (seen as a worker killed by a segmentation fault in the suite).
``gui/window/collector.py`` switches automatic collection off and applies the same policy on the
window's thread."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject

from figs_td.gui.window import collector


class _Tracked(QObject):
    """A Qt object in a reference cycle that notes the thread that frees it."""

    freed_on: list[int] = []

    def __init__(self) -> None:
        super().__init__()
        self.me = self  # the cycle: only the collector frees it

    def __del__(self) -> None:
        _Tracked.freed_on.append(threading.get_ident())


def _allocate_on_a_thread(kept: list[list[int]]) -> None:
    """What writing a printout does: many container objects made on a background thread
    (``kept`` holds them, as the printout holds its pages until it is written)."""

    def work() -> None:
        for i in range(50_000):
            kept.append([i])  # tracked containers: automatic collection would start here

    t = threading.Thread(target=work)
    t.start()
    t.join()


def test_cycles_are_freed_on_the_windows_thread(window, qtbot) -> None:  # noqa: ANN001
    assert not gc.isenabled(), "automatic collection is off once the window exists"
    main = threading.get_ident()
    _Tracked.freed_on.clear()
    _Tracked()  # dropped at once: garbage in a cycle
    pages: list[list[int]] = []
    _allocate_on_a_thread(pages)
    assert _Tracked.freed_on == [], "freed on a background thread"
    qtbot.waitUntil(lambda: _Tracked.freed_on == [main], timeout=10_000)
    pages.clear()


def test_the_collector_follows_pythons_thresholds(window) -> None:  # noqa: ANN001
    step = collector.install()
    assert step is collector.install()  # one collector for the program
    threshold0 = step.thresholds[0]
    gc.collect()
    assert step.collect() == 0  # nothing allocated since: nothing to do
    _Tracked.freed_on.clear()
    junk = [[i] for i in range(threshold0 + 10)]  # past the youngest generation's threshold
    _Tracked()
    assert gc.get_count()[0] > threshold0
    assert step.collect() >= 1  # the cycle found
    assert _Tracked.freed_on == [threading.get_ident()]
    del junk
