"""The window on a 1024×600 screen (issue 38), in a process of its own: Qt's offscreen platform
reads the screen from a configuration file, and a screen is fixed once per process.

Prints one JSON line: the first start's size, the screen's available geometry, the window's
minimum width with the phones' panel shown, whether that panel floats, the controls of every tab
(each inner tab in turn) that are not wholly inside the screen, and the verdict badges of a
three-word challenge that are not.

Usage: QT_QPA_PLATFORM=offscreen:configfile=SCREEN.json python small_screen_probe.py FOLDER"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from gui_helpers import INTERACTIVE  # the probe runs from tests/gui


def make_event(folder: Path) -> Path:
    """80 players and a long title, round 1 paired, the stand-in's long name and label on a small list."""
    from figs_td.services import rulings
    from figs_td.services.lexicon import lists as lexicons
    from figs_td.services.pairing import rounds as pairing
    from figs_td.services.players import add_player
    from figs_td.services.tournament import create_tournament

    words = folder / "parole.txt"
    words.write_text("casa\ncase\nmare\n", encoding="utf-8")
    lexicons.import_lexicon(
        words, lexicons.STANDIN_NAME, label=lexicons.STANDIN_LABEL, official=False
    )
    path = folder / "coppa.figs"
    title = "Coppa d'autunno del Circolo Scrabble di Lucca — prova a squadre e individuale"
    store = create_tournament(path, title, "italo-svizzero", arbiter="Rossi Rita")
    for name in ("Blu, Ada", "Verdi, Bice", "Gialli, Ciro", "Neri, Dora"):
        add_player(store, name)
    for n in range(76):  # 40 tables: "Tavoli senza risultato: 1, 2, … 40" is a long line
        add_player(store, f"Giocatore{n:02d}, Nome{n:02d}")
    pairing.pair_next_round(store)
    rulings.set_tournament_lexicon(store, lexicons.STANDIN_NAME)
    store.close()
    return path


def make_duplicate(folder: Path) -> Path:
    """A duplicate event with 40 players and its first rack drawn (the *Duplicato* tab)."""
    from figs_td.services.duplicate import events as duplicate
    from figs_td.services.players import add_player
    from figs_td.services.tournament import create_tournament

    path = folder / "duplicato.figs"
    store = create_tournament(
        path, "Duplicato d'autunno del Circolo Scrabble di Lucca", "duplicato"
    )
    for n in range(40):
        add_player(store, f"Giocatore{n:02d}, Nome{n:02d}")
    duplicate.new_game(store, seed=7)
    duplicate.draw(store)
    store.close()
    return path


def outside(widget, area) -> bool:  # noqa: ANN001
    """Not wholly inside the screen area. A control inside a scroll area counts by the part
    of the area that shows it (reached by scrolling)."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QAbstractScrollArea

    shown = widget
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea) and parent.viewport().isAncestorOf(widget):
            shown = parent
            break
        parent = parent.parentWidget()
    rect = QRect(shown.mapToGlobal(shown.rect().topLeft()), shown.size())
    return not area.contains(rect)


def controls(page) -> list:  # noqa: ANN001
    from PySide6.QtWidgets import QWidget

    return [
        w
        for w in page.findChildren(QWidget)
        if w.isVisible() and any(w.inherits(k) for k in INTERACTIVE)
    ]


def walk_tabs(app, window, area) -> tuple[list[str], int]:  # noqa: ANN001
    from PySide6.QtWidgets import QTabWidget

    bad: list[str] = []
    seen = 0
    for index in range(window.tabs.count()):
        if not window.tabs.isTabVisible(index):
            continue
        window.tabs.setCurrentIndex(index)
        page = window.tabs.widget(index)
        inner = [t for t in page.findChildren(QTabWidget) if t.isVisible()]
        for tabs in inner or [None]:
            for sub in range(tabs.count()) if tabs is not None else [None]:
                if tabs is not None:
                    tabs.setCurrentIndex(sub)
                for _ in range(3):
                    app.processEvents()
                for w in controls(page):
                    seen += 1
                    if outside(w, area):
                        name = w.objectName() or w.accessibleName() or type(w).__name__
                        bad.append(f"{window.tabs.tabText(index)}: {name}")
    return sorted(set(bad)), seen


def challenge(app, window, area) -> dict:  # noqa: ANN001
    panel = window.panels["arbiter"]
    window.tabs.setCurrentWidget(panel)
    panel.table_spin.setValue(0)
    panel.words.setText("casa, marecasa, precipitevolissimevolmente")
    panel.value.setValue(30)
    panel.check()
    for _ in range(200):
        app.processEvents()
        if panel.pending is not None or panel.error.text():
            break
        from PySide6.QtCore import QThread

        QThread.msleep(20)
    for _ in range(3):
        app.processEvents()
    labels = panel._verdict_labels()
    out = [w.objectName() for w in labels if outside(w, area)]
    return {
        "badges": len(labels),
        "badges_outside": out,
        "error": panel.error.text(),
        "save_enabled": panel.save_btn.isEnabled(),
    }


def main(folder: str) -> None:
    import os

    base = Path(folder)
    os.environ["FIGS_TD_DATA"] = str(base / "data")
    os.environ["FIGS_TD_SETTINGS_DIR"] = str(base / "settings")
    path = make_event(base)
    from figs_td.gui.app import create_app
    from figs_td.gui.window.main_window import MainWindow

    app = create_app()
    window = MainWindow()
    window.show()
    first = [window.frameGeometry().width(), window.frameGeometry().height()]
    screen = window.screen().availableGeometry()
    window.open_path(str(path))
    window.setGeometry(screen)  # the director maximises it (no window manager offscreen)
    window.reports_panel.show()
    for _ in range(5):
        app.processEvents()
    area = screen
    bad, seen = walk_tabs(app, window, area)
    result = {
        "first_start": first,
        "screen": [screen.x(), screen.y(), screen.width(), screen.height()],
        "min_width": window.minimumSizeHint().width(),
        "min_height": window.minimumSizeHint().height(),
        "window": [window.width(), window.height()],
        "phones_floating": window.reports_panel.isFloating(),
        "phones_outside": outside(window.reports_panel, area),
        "controls": seen,
        "outside": bad,
        "lexicon_label": window.panels["arbiter"].lexicon_label.text(),
        **challenge(app, window, area),
    }
    window.close_tournament()
    # The duplicate event's tabs (Duplicato among them) on the same screen.
    window.open_path(str(make_duplicate(base)))
    window.setGeometry(screen)
    for _ in range(5):
        app.processEvents()
    dup_bad, dup_seen = walk_tabs(app, window, area)
    result["duplicate_controls"] = dup_seen
    result["duplicate_outside"] = dup_bad
    result["duplicate_tab"] = window.tabs.isTabVisible(
        window.tabs.indexOf(window.panels["duplicate"])
    )
    print(json.dumps(result), flush=True)
    window.close_tournament()


if __name__ == "__main__":
    main(sys.argv[1])
