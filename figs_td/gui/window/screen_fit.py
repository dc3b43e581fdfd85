"""The window on the screen it opens on (issue 38): the first start, or a size remembered from a
larger screen, is cut down to the screen's available area (task bars excluded) and moved inside
it; on a narrow screen the phones' queue floats beside the window instead of widening it."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QDockWidget, QWidget

#: Below this available width the phones' panel floats (a window of ≤ 1,000 px + a 380 px dock).
NARROW_SCREEN = 1400


def available(widget: QWidget) -> QRect:
    """The available geometry of the screen the widget is on (the primary one before it shows)."""
    from PySide6.QtGui import QGuiApplication

    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_to_screen(window: QWidget) -> None:
    """Shrink and move the window so that its frame is inside the screen's available area."""
    area = available(window)
    frame = window.frameGeometry()
    extra_w = max(frame.width() - window.width(), 0)
    extra_h = max(frame.height() - window.height(), 0)
    width = min(window.width(), area.width() - extra_w)
    height = min(window.height(), area.height() - extra_h)
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
    x = min(max(frame.x(), area.x()), area.right() + 1 - width - extra_w)
    y = min(max(frame.y(), area.y()), area.bottom() + 1 - height - extra_h)
    if (x, y) != (frame.x(), frame.y()):
        window.move(x, y)


def place_dock(dock: QDockWidget, window: QWidget) -> None:
    """On a narrow screen the dock floats at the bottom right of the screen (its own small window
    the director can move or put back), so that the main window keeps fitting the screen; at
    the bottom it covers the end of a list rather than the entry rows and buttons at the top."""
    area = available(window)
    if area.width() >= NARROW_SCREEN:
        return
    dock.setFloating(True)
    width = min(max(dock.sizeHint().width(), 360), area.width() // 2)
    height = min(max(dock.sizeHint().height(), 260), area.height() // 2)
    dock.setGeometry(area.right() + 1 - width, area.bottom() + 1 - height, width, height)
