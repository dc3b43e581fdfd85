"""Start the desktop application."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path


def create_app(argv: Sequence[str] = ()) -> QApplication:  # noqa: F821
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        from figs_td.gui.window.i18n import system_locale_for_italian

        system_locale_for_italian()  # read by Qt once, before any QSettings or QLocale
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("figs-td")
    app.setOrganizationName("FIGS")
    _set_icon(app)
    _settings_folder()
    return app  # type: ignore[return-value]


def icon_path() -> Path:
    """The program's icon (``resources/icons/figs-td.png``, in the bundle too)."""
    from figs_td.gui.window.i18n import translations_dir

    return translations_dir().parent / "icons" / "figs-td.png"


def _set_icon(app: QApplication) -> None:  # noqa: F821
    """Every window of the program (title bar, task bar, Alt+Tab) shows the program's icon."""
    from PySide6.QtGui import QIcon

    path = icon_path()
    if path.is_file():
        app.setWindowIcon(QIcon(str(path)))


#: Environment variable: keep the window's settings (recent files, language…) in this folder
#: instead of the user's profile — a portable install on a USB stick, or scripts and benchmarks
#: that must not touch the director's recent files.
SETTINGS_ENV = "FIGS_TD_SETTINGS_DIR"


def _settings_folder() -> None:
    import os

    folder = os.environ.get(SETTINGS_ENV)
    if not folder:
        return
    from PySide6.QtCore import QSettings

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)


def _install_excepthook() -> None:
    """An unexpected error becomes an Italian message box, never a traceback or a frozen window."""
    previous = sys.excepthook

    def hook(exc_type, exc, tb):  # noqa: ANN001, ANN202
        if issubclass(exc_type, KeyboardInterrupt):
            previous(exc_type, exc, tb)
            return
        from PySide6.QtWidgets import QApplication

        from figs_td.gui.window.errors import show_error

        show_error(QApplication.activeWindow(), exc)

    sys.excepthook = hook


def run(argv: Sequence[str] = ()) -> int:
    """Open the main window and run the event loop; returns the exit status."""
    app = create_app(argv)
    from figs_td.gui.window.i18n import install_translator, language_setting

    install_translator(language_setting())
    from figs_td.gui.window.main_window import MainWindow

    _install_excepthook()
    window = MainWindow()
    window.show()
    args = [a for a in argv if not a.startswith("-")]
    if args:
        window.open_path(args[0])
    return app.exec()
