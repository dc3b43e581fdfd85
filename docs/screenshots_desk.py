"""Screenshots of the director's desk at a laptop's 1440×900 and a netbook's 1024×600.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots_desk.py

A demonstration tournament (8 players, one round and a half of results) is built through the
window in a temporary folder; each changed window is grabbed at both sizes into
``docs/screenshots/desk-<name>-<W>x<H>.png``; dialogs are grabbed at their own size and their
height is printed (they must fit in 600 pixels).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "screenshots"
SIZES = ((1440, 900), (1024, 600))

from screenshots import open_demo_event  # noqa: E402 - the same demonstration event


def main() -> int:  # noqa: PLR0915 - one linear script
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    tmp = Path(tempfile.mkdtemp(prefix="figs-desk-"))
    os.environ["FIGS_TD_DATA"] = str(tmp / "data")
    from PySide6.QtCore import QSettings

    from figs_td.gui.app import create_app
    from figs_td.gui.window.i18n import install_translator

    app = create_app()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp))
    install_translator("it")
    from figs_td.gui.window.main_window import MainWindow

    OUT.mkdir(parents=True, exist_ok=True)
    w = MainWindow()
    w.show()

    def shot(widget, name: str, size: tuple[int, int] | None = None) -> None:  # noqa: ANN001
        if size is not None:
            widget.resize(*size)
        for _ in range(3):
            app.processEvents()
        suffix = f"-{size[0]}x{size[1]}" if size else ""
        path = OUT / f"desk-{name}{suffix}.png"
        widget.grab().save(str(path))
        print(path, widget.width(), "x", widget.height())

    backend = open_demo_event(w, tmp, federation_ids=True)
    backend.pair_next_round()
    w.session.run(lambda: None)
    results = w.panels["results"]
    w.tabs.setCurrentWidget(results)
    app.processEvents()
    for table, (a, b) in enumerate([(412, 356), (388, 402), (455, 301)], start=1):
        results.table_edit.setText(str(table))
        results.score1.setText(str(a))
        results.score2.setText(str(b))
        results.submit()
    results.table_edit.setText("4")
    results.score1.setText("402")
    results.score2.setText("377")
    results.submit()  # the round is complete: the projector shows the standings
    results.table_edit.setText("1")
    results._table_entered()  # a table with a result: shown, replacing it will be asked
    for size in SIZES:
        for key in ("players", "results", "standings", "scoresheet", "arbiter"):
            w.tabs.setCurrentWidget(w.panels[key])
            if key == "scoresheet" and w.panels[key].record is None:
                sheet = w.panels[key]
                sheet.round_spin.setValue(1)
                sheet.table_spin.setValue(4)
                sheet.load_game()
                for move, declared in (("8F MICIO", "16"), ("I3 ARMONIA", "17"), ("3H PAPA", "")):
                    sheet.move.setText(move)
                    sheet.declared.setText(declared)
                    sheet.add_turn()
            shot(w, key, size)

    from figs_td.gui.views.projector import ProjectorWindow

    proj = ProjectorWindow(w.session, w)
    proj.show()
    for size in ((1920, 1080), *SIZES):
        shot(proj, "projector", size)
    proj.stop()
    proj.close()

    from figs_td.gui.dialogs.time_loss import TimeLossDialog

    names = backend.player_names()
    g = backend.game(1, 4)
    dialog = TimeLossDialog(backend.profile(), (names[g.first], names[g.second]), (402, 377), w)
    dialog.rack[1].setText("EI?")
    dialog.overtime[0].setValue(60)
    dialog.flag[0].setChecked(True)
    dialog.show()
    shot(dialog, "time-loss")
    dialog.close()

    from figs_td.gui.views.players_view import WithdrawDialog

    wd = WithdrawDialog(w, "Bianchi Anna", 2, 5)
    wd.show()
    shot(wd, "withdraw")
    wd.close()

    from figs_td.gui.dialogs import file_dialogs

    fd = file_dialogs._dialog(
        w, "Salva la stampa", str(tmp / "abbinamenti-turno-1.pdf"), "PDF (*.pdf);;Excel (*.xlsx)"
    )
    file_dialogs.prepare(fd)
    fd.show()
    shot(fd, "file-dialog", (900, 520))
    fd.close()
    w.close_tournament()
    w.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
