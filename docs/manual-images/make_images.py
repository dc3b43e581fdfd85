#!/usr/bin/env python3
"""Take the manual's pictures (docs/manual-images/*.png) from the real program.

    .venv/bin/python docs/manual-images/make_images.py [--out CARTELLA]

The windows are drawn offscreen (QT_QPA_PLATFORM=offscreen, no display needed) on a copy of the
example tournament ``resources/examples/torneo-esempio.figs``; small events are made with the
command line and the services for the bracket (a knockout), the Squadre tab (a pairs event) and
the Duplicato tab and its projector (a duplicate event on the example's word list); the prize
table of chapter 15 is added to a copy of the example for the Premi tab; the PDF pages come from
``figs-td export`` through ``pdftoppm`` (poppler-utils). Each picture is written only when it
could be taken; the script says which ones it skipped and why, and then exits with status 1.

``immagini.json`` beside the pictures records each one's size and, for the menus, their entries;
``tests/docs/test_manual_pictures.py`` runs the script into a temporary ``--out`` folder and
compares. ``PICTURES`` lists what this script takes; ``ELSEWHERE`` names the script of each
picture of ``docs/screenshots/`` the manual shows.
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
OUT = HERE  # --out DIR: somewhere else (the test compares a fresh run with the pictures here)
EXAMPLE = ROOT / "resources" / "examples" / "torneo-esempio.figs"
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

taken: list[str] = []
skipped: list[str] = []
#: What each picture is, for the test that compares a fresh run (docs/manual-images/immagini.json):
#: its size and, for a menu, its entries ("—" for a separator).
manifest: dict[str, dict] = {}
MANIFEST = "immagini.json"

#: Every picture this script takes, in the order it takes them.
PICTURES = (
    "finestra-vuota", "finestra-principale", "giocatori", "turni", "classifica", "formulario",
    "arbitro", "turni-per-nome", "giocatore", "nuovo-torneo-1", "nuovo-torneo-2",
    "nuovo-torneo-3", "nuovo-torneo-4", "nuovo-torneo-5", "sconfitta-tempo", "importa-giocatori",
    "stampa", "menu-file", "errore", "impostazioni", "premi", "squadre", "duplicato",
    "duplicato-proiettore", "tabellone", "risultati", "cronologia", "classifica-pdf",
    "abbinamenti-pdf", "sito-web", "check-in",
)  # fmt: skip

#: The manual's pictures that other scripts take (in docs/screenshots/ and, for the 1024×600
#: screen and the phones' pages, in docs/manual-images/; shipped with the manual).
ELSEWHERE = {
    "screenshots/desk-arbiter-best-1440x900.png": "docs/screenshots_best.py",
    "screenshots/desk-projector-1440x900.png": "docs/screenshots_desk.py",
    "screenshots/web-phone-turno.png": "tests/web/make_screenshots.py",
    "screenshots/web-projector.png": "tests/web/make_screenshots.py",
    "screenshots/web-phone-premi.png": "tests/web/make_screenshots.py",
    "screenshots/web-desktop-classifica-premi.png": "tests/web/make_screenshots.py",
    "screenshots/web-phone-squadre-turno.png": "tests/web/make_screenshots.py",
    "screenshots/web-phone-g-segnala.png": "tests/web/make_self_entry_screenshots.py",
    "screenshots/web-phone-g-conferma.png": "tests/web/make_self_entry_screenshots.py",
    "manual-images/schermo-1024-giocatori.png": "docs/manual-images/make_small_screen.py",
    "manual-images/schermo-1024-turni.png": "docs/manual-images/make_small_screen.py",
    "manual-images/schermo-1024-risultati.png": "docs/manual-images/make_small_screen.py",
    "manual-images/schermo-1024-classifica.png": "docs/manual-images/make_small_screen.py",
    "manual-images/schermo-1024-formulario.png": "docs/manual-images/make_small_screen.py",
    "manual-images/schermo-1024-arbitro.png": "docs/manual-images/make_small_screen.py",
    "manual-images/schermo-1024-premi.png": "docs/manual-images/make_small_screen.py",
    "manual-images/telefono-disaccordo.png": "docs/manual-images/make_phone_images.py",
    "manual-images/telefono-respinta.png": "docs/manual-images/make_phone_images.py",
    "manual-images/telefono-rifiutata.png": "docs/manual-images/make_phone_images.py",
    "manual-images/telefono-conferma-cambiata.png": "docs/manual-images/make_phone_images.py",
    "manual-images/telefono-cambia-giocatore.png": "docs/manual-images/make_phone_images.py",
}


def settle(app: QApplication, rounds: int = 5) -> None:
    for _ in range(rounds):
        app.processEvents()


def save(app: QApplication, widget: QWidget, name: str) -> None:
    settle(app)
    pixmap = widget.grab()
    path = OUT / f"{name}.png"
    pixmap.save(str(path))
    taken.append(path.name)
    manifest[path.name] = {"size": [pixmap.width(), pixmap.height()]}


def menu_entries(menu) -> list[str]:  # noqa: ANN001
    """The entries of a menu as the picture shows them ("—" for a separator)."""
    return ["—" if a.isSeparator() else a.text() for a in menu.actions() if a.isVisible()]


ONLY = ""  # --only NAME: take that picture alone (its entry updated in immagini.json)


def attempt(name: str, fn: Callable[[], None]) -> None:
    if ONLY and not name.startswith(ONLY):
        return
    try:
        fn()
    except Exception as exc:  # noqa: BLE001 - a picture that cannot be taken is reported, not fatal
        skipped.append(f"{name}: {type(exc).__name__}: {exc}")


def figs(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "figs_td", *args], cwd=ROOT, check=True,
                   capture_output=True)  # fmt: skip


#: ``figs_steps``' process: each command line by the command line's entry point, in order.
_STEPS = """import json, sys
from figs_td.cli import main
for argv in json.loads(sys.argv[1]):
    if main(argv) != 0:
        sys.exit(f"non riuscito: {argv}")
"""


def figs_steps(*steps: list[str]) -> None:
    """Command lines run one after the other in one process of their own (a tournament's
    preparation: one process rather than one per command), each of which must succeed."""
    import json

    subprocess.run([sys.executable, "-c", _STEPS, json.dumps(steps)], cwd=ROOT, check=True,
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
    from figs_td.gui.window.i18n import install_translator

    install_translator("it")  # as the program does at start: Qt's own buttons in Italian too
    from figs_td.gui.window.main_window import MainWindow

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
    attempt("premi", lambda: prizes(app, tmp))
    attempt("squadre", lambda: teams(app, tmp))
    attempt("duplicato", lambda: duplicate(app, tmp))
    attempt("tabellone", lambda: bracket(app, tmp))
    attempt("risultati", lambda: results_in_progress(app, tmp))
    attempt("check-in", lambda: checkin(app, tmp))
    attempt("classifica-pdf", lambda: pdf_page(copy, tmp, "standings", "classifica-pdf"))
    attempt(
        "abbinamenti-pdf",
        lambda: pdf_page(copy, tmp, "pairings-alpha", "abbinamenti-pdf", "--round", "4"),
    )
    attempt("sito-web", lambda: push_status(app, win, copy.parent))

    win.close()
    QTimer.singleShot(0, app.quit)
    import json

    if ONLY and (OUT / MANIFEST).exists():  # the other pictures' entries stay as they are
        manifest.update(
            {k: v for k, v in json.loads((OUT / MANIFEST).read_text(encoding="utf-8")).items()
             if k not in manifest}
        )  # fmt: skip
    (OUT / MANIFEST).write_text(
        json.dumps({name: manifest[name] for name in sorted(manifest)}, indent=1,
                   ensure_ascii=False) + "\n",
        encoding="utf-8",
    )  # fmt: skip
    print("immagini:", ", ".join(taken))
    for line in skipped:
        print("saltata:", line, file=sys.stderr)
    shutil.rmtree(tmp, ignore_errors=True)
    shutil.rmtree(shown, ignore_errors=True)
    return 1 if skipped else 0


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
    from figs_td.gui.views.players_view import PlayerDialog

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
    from figs_td.gui.window.main_window import MainWindow

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
    from figs_td.gui.dialogs.wizard import NewTournamentWizard

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
    from figs_td.gui.dialogs.time_loss import TimeLossDialog

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
    from figs_td.gui.dialogs.import_dialog import ImportDialog

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
    manifest["stampa.png"]["entries"] = menu_entries(menu)
    menu.hide()


def file_menu(app: QApplication, win) -> None:  # noqa: ANN001
    menu = win.menuBar().actions()[0].menu()
    menu.popup(win.mapToGlobal(win.rect().topLeft()))
    settle(app)
    save(app, menu, "menu-file")
    manifest["menu-file.png"]["entries"] = menu_entries(menu)
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
    steps = [["new", str(ko), "--name", "Coppa di esempio", "--system", "eliminazione"]]
    for i, name in enumerate(
        ["Ferrari, Giulia", "Colombo, Marco", "Barbieri, Nicolò", "D'Angelo, Lucia",
         "Ricci, Tommaso", "Greco, Matteo", "Bruno, Francesca", "Esposito, Chiara"]
    ):  # fmt: skip
        steps.append(["players", "add", str(ko), name, "--rating", str(1800 - 50 * i)])
    steps.append(["pair", str(ko)])
    for table, score in enumerate(["420-351", "389-402", "366-340", "398-377"], start=1):
        steps.append(["result", str(ko), "--round", "1", "--table", str(table), "--score", score])
    steps.append(["pair", str(ko)])
    figs_steps(*steps)
    from figs_td.gui.window.main_window import MainWindow

    win = MainWindow()
    win.resize(1100, 680)
    win.show()
    win.open_path(str(ko))
    panel = win.panels["standings"]
    win.tabs.setCurrentWidget(panel)
    panel.tabs.setCurrentWidget(panel.bracket)
    save(app, win, "tabellone")
    win.close()


def _window(app: QApplication, path: Path, key: str):  # noqa: ANN202
    from figs_td.gui.window.main_window import MainWindow

    win = MainWindow()
    win.resize(1100, 680)
    win.show()
    win.open_path(str(path))
    win.tabs.setCurrentWidget(win.panels[key])
    settle(app)
    return win


def checkin(app: QApplication, tmp: Path) -> None:
    """The Check-in tab (chapter 5) before round 1: the example's players, some of them present,
    "m" typed in the search box (the present ones out of the list), ↓ pressed, one player
    still owing his fee."""
    from figs_td.services.registration.checkin import check_in
    from figs_td.services.tournament import open_tournament

    event = tmp / "ingresso.figs"
    source = tmp / "esempio-iscritti.figs"
    shutil.copy2(EXAMPLE, source)  # read from a copy: the example is never opened for writing
    with open_tournament(source) as example:
        from figs_td.services.players import list_players

        names = [f"{p.surname}, {p.given_name}" for p in list_players(example)][:24]
    names += ["Romano, Giulia", "Rocca, Davide", "Ferrara, Nicolò", "Marino, Teresa"]
    figs_steps(
        ["new", str(event), "--name", "Open di Primavera", "--system", "swiss", "--rounds", "5"],
        *[["players", "add", str(event), name] for name in names],
        ["players", "fee", str(event), "Marino, Teresa", "--due", "20", "--paid", "5"],
    )
    with open_tournament(event) as store:
        check_in(store, [f"#{n}" for n in range(1, len(names) + 1, 2)], by="banco", actor="banco")
    win = _window(app, event, "checkin")
    panel = win.panels["checkin"]
    panel.search.setText("m")  # Marino Teresa; Colombo Marco, Greco Matteo by the given name
    panel.move(1)  # ↓: the first candidate chosen, Enter would check him in
    settle(app)
    save(app, win, "check-in")
    win.close()


def prizes(app: QApplication, tmp: Path) -> None:
    """The Premi tab of a copy of the example with the prize table of chapter 15."""
    copy = tmp / "premi.figs"
    shutil.copy2(EXAMPLE, copy)
    figs_steps(
        ["categories", "band", str(copy), "B", "--min", "1400", "--max", "1699"],
        ["categories", "free", str(copy), "Under 18", "--born-from", "2008"],
        ["prize-table", "add", str(copy), "--place", "1", "--amount", "100"],
        ["prize-table", "add", str(copy), "--place", "2", "--amount", "60", "--label", "Buono libri"],
        ["prize-table", "add", str(copy), "--place", "1", "--category", "B", "--label", "Coppa"],
        ["prize-table", "add", str(copy), "--place", "1", "--category", "Under 18"],
        ["spread-cap", str(copy), "300"],
    )
    win = _window(app, copy, "prizes")
    save(app, win, "premi")
    win.close()


def teams(app: QApplication, tmp: Path) -> None:
    """Premi → Squadre of a pairs event (chapter 15.5): four pairs, two rounds played."""
    event = tmp / "coppie.figs"
    steps = [["new", str(event), "--name", "Coppie di Lecco", "--system", "squadre",
              "--rounds", "3"]]  # fmt: skip
    names = ["Rossi, Mario", "Bianchi, Anna", "Verdi, Luca", "Neri, Sara", "Gallo, Paolo",
             "Costa, Elena", "Fontana, Paola", "Sala, Roberto"]  # fmt: skip
    for i, name in enumerate(names):
        steps.append(["players", "add", str(event), name, "--rating", str(1700 - 40 * i)])
    for n, team in enumerate(("Coppia Roma", "Coppia Lago", "Coppia Torre", "Coppia Lecco")):
        first, second = names[2 * n], names[2 * n + 1]
        steps.append(["teams", "add", str(event), team, first.replace(",", ""),
                      second.replace(",", "")])  # fmt: skip
    scores = ["412-380", "356-401", "390-377", "402-399"]
    for round_no in (1, 2):
        steps.append(["pair", str(event)])
        for table, score in enumerate(scores, start=1):
            steps.append(["result", str(event), "--round", str(round_no), "--table", str(table),
                          "--score",
                          score if round_no == 1 else "-".join(reversed(score.split("-")))])  # fmt: skip
    figs_steps(*steps)
    win = _window(app, event, "prizes")
    panel = win.panels["prizes"]
    panel.tabs.setCurrentIndex(3)
    save(app, win, "squadre")
    win.close()


def duplicate(app: QApplication, tmp: Path) -> None:
    """A duplicate event on the example's word list: three moves placed, slips entered; the
    Duplicato tab and its projector view."""
    from figs_td.services import rulings
    from figs_td.services.duplicate import events as dup
    from figs_td.services.players import add_player
    from figs_td.services.tournament import create_tournament

    event = tmp / "duplicato.figs"
    store = create_tournament(event, "Duplicato di prova", "duplicato")
    players = ["Rossi, Mario", "Bianchi, Anna", "Verdi, Luca", "Neri, Sara", "Gallo, Paolo",
               "Costa, Elena"]  # fmt: skip
    for name in players:
        add_player(store, name)
    rulings.load_tournament_lexicon(
        store, str(ROOT / "resources" / "examples" / "parole-esempio.txt")
    )
    dup.new_game(store, seed=2026)
    for tiles in ("CANTOEM", None, None):
        game = dup.get_game(store)
        left = game.leftover() if game.moves else ""
        if tiles is None:
            tiles = _fill(left)
        dup.draw(store, tiles=tiles)
        view = dup.compute_tops(store)
        dup.confirm_top(store, choice=1)
        for p in range(1, len(players) + 1):
            dup.enter_slip(store, len(dup.get_game(store).moves), p,
                           score=view.top_score if p % 2 else max(0, view.top_score - 3 * p))  # fmt: skip
    store.close()
    win = _window(app, event, "duplicate")
    win.resize(1440, 900)
    save(app, win, "duplicato")
    panel = win.panels["duplicate"]
    panel.open_projector()
    projector = panel.projector
    projector.resize(1000, 640)
    save(app, projector, "duplicato-proiettore")
    projector.close()
    win.close()


def _fill(left: str) -> str:
    """The letters that make ``left`` a rack of seven again, as many vowels as consonants."""
    vowels, consonants = iter("AEOIAEO"), iter("RSTNCMP")
    rack = list(left)
    added = ""
    while len(rack) < 7:
        n_vowels = sum(ch in "AEIOU" for ch in rack)
        letter = next(consonants) if n_vowels > len(rack) - n_vowels else next(vowels)
        rack.append(letter)
        added += letter
    return added


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
    shutil.copy2(page, OUT / f"{name}.png")
    taken.append(f"{name}.png")
    from PySide6.QtGui import QImage

    image = QImage(str(OUT / f"{name}.png"))
    manifest[f"{name}.png"] = {"size": [image.width(), image.height()]}


def push_status(app: QApplication, win, folder: Path) -> None:  # noqa: ANN001
    """Chapter 16: the window pushing the site to a web host (a ``file://`` folder beside the
    tournament stands for the host), its status line at the bottom after the first push."""
    import time

    from figs_td.gui.dialogs.push_dialog import start_push, stop_push

    win.tabs.setCurrentIndex(0)
    host = folder / "spazio-web"
    host.mkdir()
    assert start_push(win, host.as_uri())
    deadline = time.monotonic() + 120
    while win.push_live.status.state != "aggiornato" and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.05)
    settle(app, 20)
    save(app, win, "sito-web")
    stop_push(win)


if __name__ == "__main__":
    args = sys.argv[1:]
    if len(args) >= 2 and args[0] == "--out":
        OUT = Path(args[1]).resolve()
        OUT.mkdir(parents=True, exist_ok=True)
        args = args[2:]
    if len(args) == 2 and args[0] == "--only":
        ONLY = args[1]
    sys.exit(main())
