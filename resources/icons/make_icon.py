"""Draw the program's icon: ``python resources/icons/make_icon.py`` → ``figs-td.png`` (512×512).

A letter tile in the colours of the board: "F" with its value, 5. Drawn with Qt's painter and the
system's sans-serif font, so no image or font file from elsewhere is needed. The installer turns
the PNG into the Windows ``.ico`` and the macOS ``.icns`` at build time (installer/build.py).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def draw(size: int = 512):  # -> QImage
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

    img = QImage(size, size, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = size / 512
    # the board's green behind a cream tile
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#1f6b4a"))
    p.drawRoundedRect(QRectF(8 * s, 8 * s, 496 * s, 496 * s), 96 * s, 96 * s)
    p.setBrush(QColor("#f3e2b8"))
    p.setPen(QPen(QColor("#b8944f"), 10 * s))
    p.drawRoundedRect(QRectF(72 * s, 72 * s, 368 * s, 368 * s), 48 * s, 48 * s)
    p.setPen(QColor("#2b2118"))
    font = QFont("DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setBold(True)
    font.setPixelSize(int(250 * s))
    p.setFont(font)
    p.drawText(QRectF(72 * s, 60 * s, 340 * s, 368 * s), Qt.AlignmentFlag.AlignCenter, "F")
    font.setPixelSize(int(80 * s))
    p.setFont(font)
    p.drawText(
        QRectF(300 * s, 320 * s, 120 * s, 110 * s),
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        "5",
    )
    p.end()
    return img


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    out = HERE / "figs-td.png"
    if not draw().save(str(out)):
        print(f"errore: impossibile scrivere {out}", file=sys.stderr)
        return 1
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
