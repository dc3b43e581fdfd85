"""A custom-painted 15×15 board: premium squares coloured as on the real board, tiles placed."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

SIZE = 15
COLUMNS = "ABCDEFGHIJKLMNO"
#: Colours of the real board: PT red, PD pink, LT blue, LD light blue, plain squares green.
COLOURS = {
    "PT": QColor("#d7262e"),
    "PD": QColor("#f3a6b5"),
    "LT": QColor("#1f6fb8"),
    "LD": QColor("#9fd3ef"),
    None: QColor("#1d7a4c"),
}
TILE = QColor("#f4e3b5")
JOLLY_INK = QColor("#7a1f1f")
NEW_TILE = QColor("#ffd35c")

#: ``premium(row, col)`` (0-based) → "PT", "PD", "LT", "LD" or None.
PremiumFn = Callable[[int, int], str | None]


def board_tiles(board: Any) -> dict[tuple[int, int], str]:
    """The letters on a core board by square; a jolly's letter in lower case."""
    tiles = {}
    for r in range(15):
        for c in range(15):
            letter = board.letter(r, c)
            if letter:
                tiles[(r, c)] = letter.lower() if board.is_jolly(r, c) else letter
    return tiles


class BoardWidget(QWidget):
    """Shows premium squares and tiles. ``tiles``: (row, col) → letter (lowercase = jolly)."""

    def __init__(self, premium: PremiumFn, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board")
        self.premium = premium
        self.tiles: dict[tuple[int, int], str] = {}
        self.highlight: set[tuple[int, int]] = set()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(300, 300)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(480, 480)

    def set_tiles(
        self, tiles: Mapping[tuple[int, int], str], highlight: set[tuple[int, int]] | None = None
    ) -> None:
        self.tiles = dict(tiles)
        self.highlight = set(highlight or ())
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height())
        margin = side / 18
        cell = (side - margin) / SIZE
        label_font = QFont(self.font())
        label_font.setPixelSize(max(8, int(cell * 0.35)))
        tile_font = QFont(self.font())
        tile_font.setPixelSize(max(9, int(cell * 0.6)))
        tile_font.setBold(True)
        small = QFont(self.font())
        small.setPixelSize(max(6, int(cell * 0.28)))
        p.fillRect(self.rect(), self.palette().window())
        p.setFont(label_font)
        for i in range(SIZE):
            p.drawText(
                QRectF(margin + i * cell, 0, cell, margin), Qt.AlignmentFlag.AlignCenter, COLUMNS[i]
            )
            p.drawText(
                QRectF(0, margin + i * cell, margin, cell), Qt.AlignmentFlag.AlignCenter, str(i + 1)
            )
        grid = QPen(QColor("#f5f5f0"))
        grid.setWidthF(max(1.0, cell / 20))
        for r in range(SIZE):
            for c in range(SIZE):
                rect = QRectF(margin + c * cell, margin + r * cell, cell, cell)
                kind = self.premium(r, c)
                p.setPen(grid)
                p.setBrush(COLOURS.get(kind, COLOURS[None]))
                p.drawRect(rect)
                letter = self.tiles.get((r, c))
                if letter:
                    inner = rect.adjusted(cell * 0.06, cell * 0.06, -cell * 0.06, -cell * 0.06)
                    p.setPen(QPen(QColor("#8a7440")))
                    p.setBrush(NEW_TILE if (r, c) in self.highlight else TILE)
                    p.drawRoundedRect(inner, cell * 0.12, cell * 0.12)
                    p.setFont(tile_font)
                    p.setPen(JOLLY_INK if letter.islower() else QColor("#222"))
                    p.drawText(inner, Qt.AlignmentFlag.AlignCenter, letter.upper())
                elif kind:
                    p.setFont(small)
                    p.setPen(QColor("white") if kind in ("PT", "LT") else QColor("#333"))
                    # PT/PD/LT/LD in Italian, TW/DW/TL/DL in English (the translation).
                    label = QCoreApplication.translate("BoardWidget", kind)
                    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
        p.end()
