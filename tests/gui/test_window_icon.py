"""The program's icon is on every window (title bar, task bar), from the resources folder."""

from __future__ import annotations

from figs_td.gui.app import create_app, icon_path


def test_the_application_has_the_program_icon(qtbot) -> None:  # noqa: ANN001
    from PySide6.QtGui import QImage

    app = create_app()
    assert icon_path().is_file()
    icon = app.windowIcon()
    assert not icon.isNull()
    expected = QImage(str(icon_path()))
    shown = icon.pixmap(expected.width(), expected.height()).toImage()
    assert shown.size() == expected.size()
    # The same picture: the pixel in the middle and a corner match the file's.
    for x, y in ((expected.width() // 2, expected.height() // 2), (2, 2)):
        assert shown.pixelColor(x, y).rgba() == expected.pixelColor(x, y).rgba()
