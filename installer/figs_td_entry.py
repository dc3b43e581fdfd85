"""Entry point of the bundled program (``figs-td``): the same as ``python -m figs_td``.

``FIGS_TD_SMOKE_GUI=1`` (used by ``installer/smoke.py``) opens the main window as usual, waits until
it is shown, prints ``finestra: TITLE`` and closes the program; with ``FIGS_TD_SMOKE_SHOT=FILE.png``
it also saves a picture of the window. ``FIGS_TD_SMOKE_MODULES=1`` prints the command modules
found by ``pkgutil`` (as ``figs_td.cli`` finds them) and exits. Without these variables nothing
changes, except that the PDFs use the DejaVu Sans bundled with the program (the user's
``FIGS_TD_FONT`` still wins).
"""

from __future__ import annotations

import multiprocessing
import os
import sys


def _arm_smoke_check() -> None:
    """Create the QApplication first and schedule a check that the main window appears."""
    import time

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    started = time.monotonic()
    limit = float(os.environ.get("FIGS_TD_SMOKE_TIMEOUT", "30"))

    def check() -> None:
        windows = [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, QMainWindow) and w.isVisible()
        ]
        if windows:
            win = windows[0]
            shot = os.environ.get("FIGS_TD_SMOKE_SHOT")
            if shot:
                win.grab().save(shot)
            menus = "|".join(a.text().replace("&", "") for a in win.menuBar().actions())
            sys.stdout.write(f"menu: {menus}\n")
            # Qt's own texts (wizard buttons): translated when qtbase_<lang>.qm was found.
            sys.stdout.write(f"qt: {app.translate('QWizard', '&Next >')}\n")
            sys.stdout.write(f"finestra: {win.windowTitle()}\n")
            sys.stdout.flush()
            app.exit(0)
            return
        if time.monotonic() - started > limit:
            sys.stderr.write("errore: la finestra principale non si è aperta\n")
            app.exit(3)
            return
        QTimer.singleShot(200, check)

    QTimer.singleShot(500, check)


def _use_bundled_fonts() -> None:
    """Point the PDF font search (figs_td.reports.fonts) at the bundled DejaVu Sans."""
    bundle = getattr(sys, "_MEIPASS", None)
    if not bundle or os.environ.get("FIGS_TD_FONT"):
        return
    fonts = os.path.join(bundle, "resources", "fonts")
    regular = os.path.join(fonts, "DejaVuSans.ttf")
    bold = os.path.join(fonts, "DejaVuSans-Bold.ttf")
    if os.path.isfile(regular):
        os.environ["FIGS_TD_FONT"] = regular
        if os.path.isfile(bold) and not os.environ.get("FIGS_TD_FONT_BOLD"):
            os.environ["FIGS_TD_FONT_BOLD"] = bold


def _print_command_modules() -> int:
    import pkgutil

    import figs_td.cli

    names = sorted(m.name for m in pkgutil.iter_modules(figs_td.cli.__path__))
    sys.stdout.write(" ".join(n for n in names if n.startswith("cmd_")) + "\n")
    sys.stdout.write(f"utf8_mode={sys.flags.utf8_mode}\n")
    return 0


def main() -> int:
    multiprocessing.freeze_support()
    _use_bundled_fonts()
    if os.environ.get("FIGS_TD_SMOKE_MODULES") == "1":
        return _print_command_modules()
    if os.environ.get("FIGS_TD_SMOKE_GUI") == "1":
        _arm_smoke_check()
    from figs_td.cli import main as figs_main  # figs-td FILE.figs alone opens the window

    return figs_main()


if __name__ == "__main__":
    sys.exit(main())
