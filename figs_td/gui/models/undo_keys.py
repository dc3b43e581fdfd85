"""Ctrl+Z / Ctrl+Shift+Z undo and redo the last *action* everywhere in the window, also while a
line edit or a spin box has the focus (their own text undo would otherwise take the keys), and
undo/redo icons drawn as curved arrows (the style's arrows look like back/forward navigation)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QAction,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QApplication, QWidget

UNDO_KEYS = (QKeySequence("Ctrl+Z"),)
REDO_KEYS = (QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y"))


def _matches(event: QKeyEvent, keys: tuple[QKeySequence, ...]) -> bool:
    combo = QKeySequence(event.keyCombination())
    return any(combo.matches(k) == QKeySequence.SequenceMatch.ExactMatch for k in keys)


class UndoKeys(QObject):
    """An application event filter: the window's undo/redo keys are never eaten by a field."""

    def __init__(self, window: QWidget, undo: QAction, redo: QAction) -> None:
        super().__init__(window)
        self.window, self.undo, self.redo = window, undo, redo
        undo.setShortcuts(list(UNDO_KEYS))
        redo.setShortcuts(list(REDO_KEYS))
        QApplication.instance().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        if not isinstance(watched, QWidget) or watched.window() is not self.window:
            return False
        assert isinstance(event, QKeyEvent)
        for keys, action in ((UNDO_KEYS, self.undo), (REDO_KEYS, self.redo)):
            if _matches(event, keys):
                if kind == QEvent.Type.KeyPress and action.isEnabled():
                    action.trigger()
                event.accept()
                return True  # the field never sees it: the action runs instead
        return False


def curved_arrow_icon(redo: bool, colour: str = "#2f5d8a") -> QIcon:
    """A round arrow (↶ undo, ↷ redo)."""
    icon = QIcon()
    for size in (16, 24, 32, 48):
        pix = QPixmap(size, size)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if redo:
            p.translate(size, 0)
            p.scale(-1, 1)
        s = size / 24
        pen = QPen(Qt.GlobalColor.black)
        pen.setColor(colour)
        pen.setWidthF(2.6 * s)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        path = QPainterPath()
        path.arcMoveTo(QRectF(5 * s, 6 * s, 15 * s, 13 * s), 160)
        path.arcTo(QRectF(5 * s, 6 * s, 15 * s, 13 * s), 160, -250)
        p.drawPath(path)
        head = QPainterPath(QPointF(2 * s, 9 * s))
        head.lineTo(QPointF(9.5 * s, 6.5 * s))
        head.lineTo(QPointF(7 * s, 14.5 * s))
        head.closeSubpath()
        p.fillPath(head, pen.color())
        p.end()
        icon.addPixmap(pix)
    return icon
