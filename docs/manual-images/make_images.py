#!/usr/bin/env python3
"""Take the manual's pictures (docs/manual-images/*.png) from the real program.

    .venv/bin/python docs/manual-images/make_images.py

The windows are drawn offscreen (QT_QPA_PLATFORM=offscreen, no display needed) on a copy of the
example tournament ``resources/examples/torneo-esempio.figs``; a second, small knockout tournament
is made with the command line for the bracket picture; the PDF page comes from ``figs-td export``
through ``pdftoppm`` (poppler-utils). Each picture is written only when it could be taken; the
script says which ones it skipped and why.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Settings of its own (figs_td.gui.app.SETTINGS_ENV): the pictures start from empty settings and
# the director's own recent files are never touched.
os.environ["FIGS_TD_SETTINGS_DIR"] = tempfile.mkdtemp(prefix="figs-manual-settings-")

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
EXAMPLE = ROOT / "resources" / "examples" / "torneo-esempio.figs"
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

taken: list[str] = []
skipped: list[str] = []


def settle(app: QApplication, rounds: int = 5) -> None:
    for _ in range(rounds):
        app.processEvents()


def save(app: QApplication, widget: QWidget, name: str) -> None:
    settle(app)
    pixmap = widget.grab()
    path = HERE / f"{name}.png"
    pixmap.save(str(path))
    taken.append(path.name)


def attempt(name: str, fn: Callable[[], None]) -> None:
    try:
        fn()
    except Exception as exc:  # noqa: BLE001 - a picture that cannot be taken is reported, not fatal
        skipped.append(f"{name}: {type(exc).__name__}: {exc}")


def figs(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "figs_td", *args], cwd=ROOT, check=True,
                   capture_output=True)  # fmt: skip


def main() -> int:
    if not EXAMPLE.exists():
        print("manca il torneo di esempio: resources/examples/make_example.py", file=sys.stderr)
        return 2
    tmp = Path(tempfile.mkdtemp(prefix="figs-immagini-"))
    os.environ["HOME"] = str(tmp)  # clean settings, no recent files of the user
    os.environ["XDG_CONFIG_HOME"] = str(tmp / "config")
    os.environ["FIGS_TD_DATA"] = str(tmp / "data")  # word lists loaded here stay here
    # The file name shows in some pictures: a plain folder rather than a random temporary one.
    shown = Path(tempfile.gettempdir()) / "Tornei"
    shutil.rmtree(shown, ignore_errors=True)
    shown.mkdir()
    copy = shown / EXAMPLE.name
    shutil.copy2(EXAMPLE, copy)

    from figs_td.gui.app import create_app

    app = create_app([])
    QSettings().clear()
    app.setStyle("Fusion")
    from figs_td.gui.i18n import install_translator

    install_translator("it")  # as the program does at start: Qt's own buttons in Italian too
    from figs_td.gui.main_window import MainWindow

    win = MainWindow()
    win.resize(1100, 680)
    win.show()
    settle(app)

    attempt("finestra-vuota", lambda: save(app, win, "finestra-vuota"))
    win.open_path(str(copy))
    settle(app)
    # The arbiter's desk needs a word list: the example's small one.
    win.session.backend.load_lexicon(str(ROOT / "resources" / "examples" / "parole-esempio.txt"))
    win.session.run(lambda: None)
    settle(app)

    tabs = win.tabs
    names = {
        "players": "giocatori",
        "rounds": "turni",
        "results": "risultati",
        "standings": "classifica",
        "scoresheet": "formulario",
        "arbiter": "arbitro",
    }

    def tab(key: str) -> None:
        panel = win.panels[key]
        tabs.setCurrentWidget(panel)
        prepare = PREPARE.get(key)
        if prepare:
            prepare(win)
        save(app, win, names[key])

    tabs.setCurrentIndex(0)
    attempt("finestra-principale", lambda: save(app, win, "finestra-principale"))
    for key in names:
        if key != "results":  # taken on a round in progress, below
            attempt(names[key], lambda key=key: tab(key))

    attempt("turni-per-nome", lambda: by_name(app, win))
    attempt("giocatore", lambda: player_dialog(app, win))
    attempt("nuovo-torneo", lambda: wizard_pages(app, win))
    attempt("sconfitta-tempo", lambda: time_loss(app, win))
    attempt("importa-giocatori", lambda: import_preview(app, win, copy.parent))
    attempt("stampa", lambda: export_menu(app, win))
    attempt("menu-file", lambda: file_menu(app, win))
    attempt("errore", lambda: error_box(app, win, copy.parent))
    attempt("impostazioni", lambda: settings_dialog(app, win))
    attempt("tabellone", lambda: bracket(app, tmp))
    attempt("risultati", lambda: results_in_progress(app, tmp))
    attempt("classifica-pdf", lambda: pdf_page(copy, tmp, "standings", "classifica-pdf"))
    attempt(
        "abbinamenti-pdf",
        lambda: pdf_page(copy, tmp, "pairings-alpha", "abbinamenti-pdf", "--round", "4"),
    )

    win.close()
    QTimer.singleShot(0, app.quit)
    print("immagini:", ", ".join(taken))
    for line in skipped:
        print("saltata:", line, file=sys.stderr)
    shutil.rmtree(tmp, ignore_errors=True)
    shutil.rmtree(shown, ignore_errors=True)
    return 0


def _prepare_arbiter(win) -> None:  # noqa: ANN001
    """The challenge of the example: round 3, table 1, move 9, AMICE and TE, 26 points."""
    panel = win.panels["arbiter"]
    panel.round_spin.setValue(3)
    panel.table_spin.setValue(1)
    panel.move_spin.setValue(9)
    panel.words.setText("AMICE, TE")
    panel.value.setValue(26)
    panel.check()


def _prepare_scoresheet(win) -> None:  # noqa: ANN001
    """The scoresheet attached to round 3, table 3."""
    panel = win.panels["scoresheet"]
    panel.round_spin.setValue(3)
    panel.table_spin.setValue(3)
    panel.load_game()


PREPARE: dict[str, Callable] = {"arbiter": _prepare_arbiter, "scoresheet": _prepare_scoresheet}


def by_name(app: QApplication, win) -> None:  # noqa: ANN001
    panel = win.panels["rounds"]
    win.tabs.setCurrentWidget(panel)
    panel.views.setCurrentWidget(panel.by_name)
    save(app, win, "turni-per-nome")
    panel.views.setCurrentWidget(panel.by_table)


def player_dialog(app: QApplication, win) -> None:  # noqa: ANN001
    from figs_td.gui.players_view import PlayerDialog

    dlg = PlayerDialog(win)
    dlg.surname.setText("Fontana")
    dlg.given.setText("Paola")
    dlg.club.setText("Circolo Scrabble Lago")
    dlg.rating.setValue(1350)
    dlg.fed.setText("3011")
    dlg.show()
    save(app, dlg, "giocatore")
    dlg.reject()


def results_in_progress(app: QApplication, tmp: Path) -> None:
    """Round 4 of a copy of the example paired again: two tables entered, the third being typed."""
    copy = tmp / "turno-in-corso.figs"
    shutil.copy2(EXAMPLE, copy)
    figs("unpair", str(copy), "--round", "4", "--force")
    figs("pair", str(copy))
    from figs_td.gui.main_window import MainWindow

    win = MainWindow()
    win.resize(1100, 680)
    win.show()
    win.open_path(str(copy))
    panel = win.panels["results"]
    win.tabs.setCurrentWidget(panel)
    settle(app)
    for table, (a, b) in ((1, (402, 377)), (2, (356, 411))):
        panel.table_edit.setText(str(table))
        panel.score1.setText(str(a))
        panel.score2.setText(str(b))
        panel.submit()
        settle(app)
    panel.table_edit.setText("3")
    panel.score1.setText("388")
    panel.score2.setFocus()
    save(app, win, "risultati")
    # Modifica → Cronologia delle azioni: every action of this session, undoable up to any line.
    win.history.show()
    win.resize(1300, 680)
    save(app, win, "cronologia")
    win.close()


def wizard_pages(app: QApplication, win) -> None:  # noqa: ANN001
    from figs_td.gui.wizard import NewTournamentWizard

    wiz = NewTournamentWizard(win)
    wiz.general.name.setText("Torneo di Primavera")
    wiz.general.place.setText("Lecco")
    wiz.general.path.setText(str(Path(tempfile.gettempdir()) / "primavera.figs"))
    wiz.show()
    for page in range(1, 6):
        save(app, wiz, f"nuovo-torneo-{page}")
        if page < 5:
            wiz.next()
    wiz.reject()


def time_loss(app: QApplication, win) -> None:  # noqa: ANN001
    from figs_td.core.rules import get_profile
    from figs_td.gui.time_loss import TimeLossDialog

    dlg = TimeLossDialog(get_profile("figs-25"), ("Ricci Tommaso", "Barbieri Nicolò"), parent=win)
    dlg.score[0].setValue(380)
    dlg.score[1].setValue(402)
    dlg.overtime[1].setValue(60)
    dlg.flag[1].setChecked(True)
    dlg.show()
    dlg.recompute()
    save(app, dlg, "sconfitta-tempo")
    dlg.reject()


def import_preview(app: QApplication, win, tmp: Path) -> None:  # noqa: ANN001
    from figs_td.gui.import_dialog import ImportDialog

    src = tmp / "iscritti.csv"
    src.write_text(
        "cognome;nome;circolo;rating;tessera\n"
        "Fontana;Paola;Circolo Scrabble Lago;1350;3011\n"
        "Sala;Roberto;Scrabble Club Torre;milleduecento;3012\n"
        "Conti;Sara;Gruppo Parole Alte;1290;3013\n",
        encoding="utf-8",
    )
    dlg = ImportDialog(win.session, str(src), win)
    dlg.show()
    save(app, dlg, "importa-giocatori")
    dlg.reject()


def export_menu(app: QApplication, win) -> None:  # noqa: ANN001
    menu = win.export_menu
    menu.popup(win.mapToGlobal(win.rect().topLeft()))
    settle(app)
    save(app, menu, "stampa")
    menu.hide()


def file_menu(app: QApplication, win) -> None:  # noqa: ANN001
    menu = win.menuBar().actions()[0].menu()
    menu.popup(win.mapToGlobal(win.rect().topLeft()))
    settle(app)
    save(app, menu, "menu-file")
    menu.hide()


def error_box(app: QApplication, win, tmp: Path) -> None:  # noqa: ANN001
    """The message shown when the file chosen is not a tournament (nothing else changes)."""
    from PySide6.QtWidgets import QMessageBox

    bad = tmp / "iscritti.figs"
    bad.write_text("cognome;nome\nRossi;Mario\n", encoding="utf-8")
    win.open_path(str(bad))
    settle(app)
    box = win.findChild(QMessageBox, "errorBox")
    if box is None:
        raise RuntimeError("nessun messaggio di errore mostrato")
    save(app, box, "errore")
    box.close()
    settle(app)


def settings_dialog(app: QApplication, win) -> None:  # noqa: ANN001
    """File → Impostazioni del torneo: the wizard's pages on the tournament's settings."""
    win.edit_settings()
    wiz = win.wizard
    settle(app)
    save(app, wiz, "impostazioni")
    wiz.reject()


def bracket(app: QApplication, tmp: Path) -> None:
    """A small knockout (8 players, quarter-finals played) for the bracket view."""
    ko = tmp / "eliminazione.figs"
    figs("new", str(ko), "--name", "Coppa di esempio", "--system", "eliminazione")
    for i, name in enumerate(
        ["Ferrari, Giulia", "Colombo, Marco", "Barbieri, Nicolò", "D'Angelo, Lucia",
         "Ricci, Tommaso", "Greco, Matteo", "Bruno, Francesca", "Esposito, Chiara"]
    ):  # fmt: skip
        figs("players", "add", str(ko), name, "--rating", str(1800 - 50 * i))
    figs("pair", str(ko))
    for table, score in enumerate(["420-351", "389-402", "366-340", "398-377"], start=1):
        figs("result", str(ko), "--round", "1", "--table", str(table), "--score", score)
    figs("pair", str(ko))
    from figs_td.gui.main_window import MainWindow

    win = MainWindow()
    win.resize(1100, 680)
    win.show()
    win.open_path(str(ko))
    panel = win.panels["standings"]
    win.tabs.setCurrentWidget(panel)
    panel.tabs.setCurrentWidget(panel.bracket)
    save(app, win, "tabellone")
    win.close()


def pdf_page(copy: Path, tmp: Path, doc: str, name: str, *extra: str) -> None:
    """First page of a document exported with ``figs-td export``, as a picture."""
    pdf = tmp / f"{name}.pdf"
    figs("export", str(copy), doc, *extra, "-o", str(pdf))
    out = tmp / f"{name}-pagina"
    subprocess.run(
        ["pdftoppm", "-png", "-f", "1", "-l", "1", "-scale-to", "900", str(pdf), str(out)],
        check=True,
    )
    page = next(tmp.glob(f"{name}-pagina*.png"))
    shutil.copy2(page, HERE / f"{name}.png")
    taken.append(f"{name}.png")


if __name__ == "__main__":
    sys.exit(main())
