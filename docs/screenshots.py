"""Render a screenshot of each main window of the application.

    xvfb-run -s "-screen 0 1280x800x24" .venv/bin/python docs/screenshots.py
    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots.py     # without X

A demonstration tournament (8 players, two rounds, results, a time loss, a scoresheet) is built
in a temporary folder through the window itself; each panel and dialog is then grabbed into
``docs/screenshots/gui-*.png``.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "screenshots"
SIZE = (1200, 760)

PLAYERS = [
    ("Rossi", "Mario", "Roma", 1710), ("Bianchi", "Anna", "Milano", 1655),
    ("Verdi", "Luca", "Torino", 1602), ("Neri", "Sara", "Napoli", 1548),
    ("Gallo", "Paolo", "Roma", 1497), ("Costa", "Elena", "Bari", 1452),
    ("Fontana", "Marco", "Pisa", 1398), ("Greco", "Giulia", "Lecce", 1350),
]  # fmt: skip


def open_demo_event(window, tmp: Path, *, federation_ids: bool = False):  # noqa: ANN001, ANN201
    """The demonstration event of the pictures ("Open di Roma", the eight players above)
    opened in ``window``; returns its backend. ``federation_ids``: tessere "IT-<rating>"."""
    from figs_td.gui.backend.backend import Backend
    from figs_td.gui.dialogs.wizard import TournamentSpec

    spec = TournamentSpec(
        name="Open di Roma",
        place="Roma",
        path=str(tmp / "open.figs"),
        rounds=5,
        director="Carla Ferri",
        arbiter="Aldo Conti",
        support_panel=["Bruno Sala", "Chiara Riva", "Dario Monti"],
    )
    window._set_backend(Backend.create(spec))
    players = window.panels["players"]
    for surname, given, club, rating in PLAYERS:
        players.add_player(
            {
                "surname": surname,
                "given_name": given,
                "club": club,
                "rating": rating,
                "federation_id": f"IT-{rating}" if federation_ids else "",
            }
        )
    return window.session.backend


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb" if os.environ.get("DISPLAY") else "offscreen")
    tmp = Path(tempfile.mkdtemp(prefix="figs-shots-"))
    os.environ["FIGS_TD_DATA"] = str(tmp / "data")  # the demonstration word list lives here
    from PySide6.QtCore import QSettings

    from figs_td.gui.app import create_app
    from figs_td.gui.window.i18n import install_translator

    app = create_app()
    install_translator("it")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp))
    from figs_td.gui.window.main_window import MainWindow

    OUT.mkdir(parents=True, exist_ok=True)
    w = MainWindow()
    w.resize(*SIZE)
    w.show()
    app.processEvents()

    def shot(widget, name: str) -> None:  # noqa: ANN001
        app.processEvents()
        widget.grab().save(str(OUT / f"gui-{name}.png"))
        print(OUT / f"gui-{name}.png")

    shot(w, "welcome")
    from figs_td.gui.dialogs.wizard import NewTournamentWizard

    wizard = NewTournamentWizard(w)
    wizard.general.name.setText("Open di Roma")
    wizard.general.place.setText("Roma")
    wizard.general.path.setText(str(tmp / "prova.figs"))
    wizard.show()
    wizard.next()
    wizard.next()
    shot(wizard, "wizard-rules")
    wizard.close()

    backend = open_demo_event(w, tmp)
    players = w.panels["players"]
    w.tabs.setCurrentWidget(players)
    shot(w, "players")

    results = w.panels["results"]
    scores = [(412, 356), (388, 402), (455, 301), (367, 367)]
    for rnd in (1, 2):
        rnd_no, seed = backend.pair_next_round()
        w.session.run(lambda: None)
        w.tabs.setCurrentWidget(results)
        for table, (a, b) in enumerate(scores[: 4 if rnd == 1 else 2], start=1):
            results.table_edit.setText(str(table))
            results.score1.setText(str(a + 7 * rnd))
            results.score2.setText(str(b))
            results.submit()
    w.tabs.setCurrentWidget(w.panels["rounds"])
    shot(w, "rounds")
    results.table_edit.setText("3")
    results.score1.setText("398")
    w.tabs.setCurrentWidget(results)
    shot(w, "results")
    w.tabs.setCurrentWidget(w.panels["standings"])
    shot(w, "standings")

    from figs_td.gui.dialogs.time_loss import TimeLossDialog

    names = backend.player_names()
    g = backend.game(2, 3)
    dialog = TimeLossDialog(backend.profile(), (names[g.first], names[g.second]), (402, 377), w)
    dialog.rack[1].setText("EI?")
    dialog.overtime[0].setValue(60)
    dialog.base_left[1].setValue(95)
    dialog.show()
    shot(dialog, "time-loss")
    dialog.close()

    sheet = w.panels["scoresheet"]
    w.tabs.setCurrentWidget(sheet)
    sheet.round_spin.setValue(2)
    sheet.table_spin.setValue(4)
    sheet.load_game()
    for move, declared in (("8F MICIO", "16"), ("I3 ARMONIA", "17"), ("3H PAPA", "")):
        sheet.move.setText(move)
        sheet.declared.setText(declared)
        sheet.add_turn()
    shot(w, "scoresheet")

    arbiter = w.panels["arbiter"]
    words = tmp / "parole-di-prova.txt"
    words.write_text("casa\nmicio\nmici\narmonia\npapa\nzampa\n", encoding="utf-8")
    backend.load_lexicon(str(words))
    w.session.run(lambda: None)
    w.tabs.setCurrentWidget(arbiter)
    arbiter.round_spin.setValue(2)
    arbiter.table_spin.setValue(1)
    arbiter.words.setText("micio, mica")
    arbiter.value.setValue(24)
    arbiter.check()
    shot(w, "arbiter")
    w.close_tournament()
    w.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
