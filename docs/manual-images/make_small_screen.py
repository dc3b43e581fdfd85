#!/usr/bin/env python3
"""The manual's pictures of a 1024×600 screen (issue 38): each tab of the window, maximised on a
netbook-size screen, with the example tournament and its word list.

    Xvfb :99 -screen 0 1024x600x24 &
    DISPLAY=:99 QT_QPA_PLATFORM=xcb .venv/bin/python docs/manual-images/make_small_screen.py

Under X the picture is the whole screen (what the director sees, nothing cut by the window);
without a display it falls back to Qt's offscreen platform given a 1024×600 screen and takes the
window itself. Writes ``docs/manual-images/schermo-1024-<tab>.png``.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
EXAMPLE = ROOT / "resources" / "examples" / "torneo-esempio.figs"
WORDS = ROOT / "resources" / "examples" / "parole-esempio.txt"
sys.path.insert(0, str(ROOT))

TABS = {
    "players": "giocatori",
    "rounds": "turni",
    "results": "risultati",
    "standings": "classifica",
    "prizes": "premi",
    "scoresheet": "formulario",
    "arbiter": "arbitro",
}


def _platform(tmp: Path) -> bool:
    """True under X; otherwise the offscreen platform with a 1024×600 screen."""
    if os.environ.get("DISPLAY") and os.environ.get("QT_QPA_PLATFORM", "xcb").startswith("xcb"):
        os.environ["QT_QPA_PLATFORM"] = "xcb"
        return True
    config = tmp / "screen.json"
    screen = {"name": "netbook", "x": 0, "y": 0, "width": 1024, "height": 600,
              "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}  # fmt: skip
    config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    return False


def main() -> int:
    tmp = Path(tempfile.mkdtemp(prefix="figs-schermo-"))
    os.environ["FIGS_TD_SETTINGS_DIR"] = str(tmp / "settings")
    os.environ["FIGS_TD_DATA"] = str(tmp / "data")
    on_x = _platform(tmp)
    shown = Path(tempfile.gettempdir()) / "Tornei-1024"
    shutil.rmtree(shown, ignore_errors=True)
    shown.mkdir()
    copy = shown / EXAMPLE.name
    shutil.copy2(EXAMPLE, copy)

    from PySide6.QtCore import QThread
    from PySide6.QtWidgets import QApplication

    from figs_td.gui.app import create_app
    from figs_td.gui.window.i18n import install_translator
    from figs_td.gui.window.main_window import MainWindow

    app = create_app([])
    app.setStyle("Fusion")
    install_translator("it")

    def settle(rounds: int = 20) -> None:
        for _ in range(rounds):
            app.processEvents()
            QThread.msleep(10)

    win = MainWindow()
    win.show()
    win.open_path(str(copy))
    win.session.backend.load_lexicon(str(WORDS))
    win.session.run(lambda: None)
    area = win.screen().availableGeometry()
    win.setGeometry(area)  # maximised (no window manager under a bare Xvfb)
    settle()
    taken = []
    for key, name in TABS.items():
        panel = win.panels[key]
        win.tabs.setCurrentWidget(panel)
        if key == "arbiter":  # a three-word challenge: every badge in sight
            panel.round_spin.setValue(3)
            panel.table_spin.setValue(1)
            panel.move_spin.setValue(9)
            panel.words.setText("AMICE, TE, ZZZ")
            panel.value.setValue(26)
            panel.check()
            for _ in range(300):
                settle(1)
                if panel.pending is not None or panel.error.text():
                    break
        settle()
        path = HERE / f"schermo-1024-{name}.png"
        screen = QApplication.primaryScreen()
        pixmap = screen.grabWindow(0) if on_x else win.grab()
        pixmap.save(str(path))
        taken.append(path.name)
    win.close_tournament()
    win.close()
    print(f"{area.width()}×{area.height()}:", ", ".join(taken))
    shutil.rmtree(tmp, ignore_errors=True)
    shutil.rmtree(shown, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
