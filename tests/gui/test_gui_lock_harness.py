"""Issue 35: the window never drops its SQLite locks on the open tournament.

On POSIX, closing *any* descriptor of a file releases every lock the process holds on it. If
the window's process loses its ``SHARED`` lock on ``torneo.figs``, the next ``figs-td`` process
to close the file believes it is the last user, folds and deletes the ``-wal``/``-shm`` — and
the window goes on writing into deleted files: a result another desk saw "inserito" is lost.

The harness runs the real main window (offscreen) on a tournament and performs every action of
the window as a person would — each QAction of the menus and toolbar, each button of the
panels, the keyboard entry of a result — with its dialogs answered (file dialogs get a name
typed, questions the default answer, other dialogs *OK*). After each action it checks that

(a) the process still holds the locks it held right after opening the file (``/proc/locks``);
(b) a command-line desk (a real ``figs-td result`` process) can enter a result — and at the end,
    with the window closed, every one of those results is in the file with its audit entry,
    and so are the window's own writes made between them.

``ACTIONS`` is the table: a new button or menu entry of the window fails
``test_every_window_action_is_in_the_table`` until it joins it (or ``NOT_FILE_ACTIONS``, with
the reason it cannot touch a file).
"""

from __future__ import annotations

import os
import shutil
import sys
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest
from gui_helpers import fake_opener
from lock_harness import audit, cli_steps, desk_entries, desk_result, held_locks
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDockWidget,
    QMenu,
    QMessageBox,
    QPushButton,
    QToolBar,
    QToolButton,
    QWizard,
)

pytestmark = pytest.mark.skipif(
    not Path("/proc/locks").exists() or sys.platform != "linux", reason="/proc/locks: Linux only"
)

PLAYERS = [
    "Rossi, Mario", "Bianchi, Anna", "Verdi, Luca", "Neri, Sara",
    "Gallo, Paolo", "Costa, Elena", "Fontana, Marco", "Greco, Giulia",
]  # fmt: skip
DESK_TABLE = 4  # the command-line desk's table in round 1 (the window never writes it)


# -------------------------------------------------------------------------------- the window
def window_actions(window) -> dict[str, object]:  # noqa: ANN001
    """Every action a person can start in the main window: the QActions of the menu bar (the
    recent files as one) and of the toolbars, and the buttons of the window and its panels,
    each by a stable key (the window's attribute name, else the object name, else the text)."""
    named = {id(v): k for k, v in vars(window).items() if isinstance(v, QAction)}
    found: dict[str, object] = {}

    def key_of(act: QAction) -> str:
        if id(act) in named:
            return named[id(act)]
        if act.objectName():
            return act.objectName()
        if act.data() in ("it", "en"):
            return f"lingua:{act.data()}"
        return act.text().replace("&", "").strip()

    def walk(menu) -> None:  # noqa: ANN001
        for act in menu.actions():
            if act.isSeparator():
                continue
            if act.menu() is not None:
                if act.menu().objectName() == "recentMenu":
                    found["recentMenu"] = act.menu()
                else:
                    walk(act.menu())
            else:
                found.setdefault(key_of(act), act)

    for act in window.menuBar().actions():
        walk(act.menu())
    for bar in window.findChildren(QToolBar):
        for act in bar.actions():
            if not act.isSeparator() and act.menu() is None:
                found.setdefault(key_of(act), act)
    for button in window.findChildren(QAbstractButton):
        name = button.objectName()
        top = button.window()  # the window, or a panel of it floating on a narrow screen
        floating = isinstance(top, QDockWidget) and top.parent() is window
        if not isinstance(button, (QPushButton, QToolButton)) or (
            top is not window and not floating
        ):
            continue
        if name and not name.startswith(("qt_", "Scroll")):
            found.setdefault(name, button)
    return found


class Responder:
    """Answers the window's dialogs while an action runs: the next planned answer, else the
    default — a file dialog Esc, a question its *Sì*/*OK*/*Chiudi*, any other dialog *OK*."""

    def __init__(self, qtbot) -> None:  # noqa: ANN001
        self.qtbot = qtbot
        self.plan: list[tuple[str, object]] = []
        self.seen: list[str] = []
        self._inside = False
        self.timer = QTimer()
        self.timer.setInterval(40)
        self.timer.timeout.connect(self.poll)
        self.timer.start()

    def poll(self) -> None:
        if self._inside:
            return
        self._inside = True
        try:
            self._answer()
        finally:
            self._inside = False

    def _next(self, kind: str) -> object:
        if self.plan and self.plan[0][0] == kind:
            return self.plan.pop(0)[1]
        return None

    def _answer(self) -> None:
        from figs_td.gui.dialogs import file_dialogs

        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox) and modal.isVisible():
            self._box(modal)  # a question, an error — or the file dialog's own warning
            return
        dialog = file_dialogs.current
        if dialog is not None and dialog.isVisible():
            self._file(dialog)
            return
        if isinstance(modal, QDialog) and modal.isVisible():
            how = self._next("dialog")
            self.seen.append(f"dialog:{type(modal).__name__}")
            if callable(how):
                how(modal)
            elif isinstance(modal, QWizard):
                modal.reject()  # a new tournament would close this one
            else:
                modal.accept()

    def _file(self, dialog) -> None:  # noqa: ANN001
        from PySide6.QtWidgets import QLineEdit

        self.qtbot.wait(150)  # the folder is listed (its files looked at) meanwhile
        answer = self._next("file")
        self.seen.append(f"file:{answer}")
        if answer is None:
            self.qtbot.keyClick(dialog, Qt.Key.Key_Escape)
            return
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        edit.selectAll()
        self.qtbot.keyClicks(edit, str(answer))
        self.qtbot.keyClick(edit, Qt.Key.Key_Return)

    def _box(self, modal: QMessageBox) -> None:
        wanted = self._next("box")
        self.seen.append(f"box:{modal.text()[:80]}")
        buttons = {modal.standardButton(b): b for b in modal.buttons()}
        if isinstance(wanted, str):
            target = next(b for b in modal.buttons() if b.text().replace("&", "") == wanted)
        else:  # the answer that goes on: Sì / Sostituisci / OK, else Chiudi
            role = QMessageBox.ButtonRole
            yes = [
                b for b in modal.buttons()
                if modal.buttonRole(b) in (role.YesRole, role.AcceptRole)
            ]  # fmt: skip
            sb = QMessageBox.StandardButton
            target = (
                yes[0]
                if yes
                else next((buttons[s] for s in (sb.Close, sb.No) if s in buttons), None)
            )
            target = target or modal.defaultButton() or modal.buttons()[0]
        target.click()


class Harness:
    """The window on ``path``, its dialogs answered, and the command-line desk."""

    def __init__(self, qtbot, window, path: Path, tmp_path: Path) -> None:  # noqa: ANN001
        self.qtbot, self.window, self.path, self.tmp = qtbot, window, path, tmp_path
        self.responder = Responder(qtbot)
        self.desk_writes: dict[str, tuple[int, int]] = {}
        self.window_writes: list[str] = []  # audit actions the window must have left
        self.held: set = set()

    # -- driving
    def answer(self, *items: tuple[str, object]) -> None:
        self.responder.plan.extend(items)

    def trigger(self, key: str) -> None:
        """Start the action ``key`` as a person would: its panel shown, then the click."""
        target = window_actions(self.window)[key]
        if isinstance(target, QAbstractButton):
            panel = next((p for p in self.window.panels.values() if p.isAncestorOf(target)), None)
            if panel is not None and self.window.tabs.indexOf(panel) >= 0:
                self.window.tabs.setCurrentWidget(panel)
            assert target.isEnabled(), f"{key}: the button is disabled here"
            self.qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
        else:
            for menu in target.associatedObjects():  # the menu is opened first
                if isinstance(menu, QMenu):
                    menu.aboutToShow.emit()
            assert target.isEnabled(), f"{key}: the action is disabled here"
            target.trigger()

    def settle(self) -> None:
        """Wait until the action is over: no work in the background, no dialog to answer."""
        from figs_td.gui.dialogs import file_dialogs
        from figs_td.gui.window import worker

        def quiet() -> bool:
            modal = QApplication.activeModalWidget()
            dialog = file_dialogs.current
            return (
                not worker.busy()
                and (modal is None or not modal.isVisible())
                and (dialog is None or not dialog.isVisible())
            )

        self.qtbot.waitUntil(quiet, timeout=60000)
        self.qtbot.wait(60)
        self.qtbot.waitUntil(quiet, timeout=60000)
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QMessageBox) and w.isVisible():
                w.close()
        left, self.responder.plan[:] = list(self.responder.plan), []
        assert not left, f"answers planned for dialogs that never showed: {left}"

    # -- checks
    def opened(self) -> None:
        self.held = held_locks(os.getpid(), self.path)
        assert self.held, "the window holds no lock on the open tournament"

    def check(self, key: str, n: int) -> None:
        """(a) the locks are still held; (b) the desk enters a result between two actions."""
        now = held_locks(os.getpid(), self.path)
        assert self.held <= now, f"after '{key}' the window's process lost its locks: {now}"
        actor = f"desk-{n:03d}"
        score = (300 + n, 250)
        desk_result(str(self.path), 1, DESK_TABLE, *score, actor=actor)
        self.desk_writes[actor] = score

    def game(self, round_no: int, table: int):  # noqa: ANN201
        return self.window.session.backend.game(round_no, table)


# -------------------------------------------------------------------------------- the actions
def _type_result(h: Harness, table: int, s1: int, s2: int) -> None:
    panel = h.window.panels["results"]
    h.window.tabs.setCurrentWidget(panel)
    panel.table_edit.setFocus()
    panel.table_edit.selectAll()
    h.qtbot.keyClicks(panel.table_edit, str(table))
    h.qtbot.keyClick(panel.table_edit, Qt.Key.Key_Return)
    panel.score1.selectAll()
    h.qtbot.keyClicks(panel.score1, str(s1))
    h.qtbot.keyClick(panel.score1, Qt.Key.Key_Return)
    panel.score2.selectAll()
    h.qtbot.keyClicks(panel.score2, str(s2))
    h.qtbot.keyClick(panel.score2, Qt.Key.Key_Return)


def _pick_table(h: Harness, table: int) -> None:
    panel = h.window.panels["results"]
    h.window.tabs.setCurrentWidget(panel)
    panel.table_edit.setText(str(table))
    panel.score1.clear()
    panel.score2.clear()


def result(h: Harness) -> None:
    _type_result(h, 1, 410, 380)
    h.settle()
    g = h.game(1, 1)
    assert (g.score_first, g.score_second) == (410, 380)


def correction(h: Harness) -> None:
    h.answer(("box", None))  # "replace the result?": Sì
    _type_result(h, 1, 420, 390)
    h.settle()
    g = h.game(1, 1)
    assert (g.score_first, g.score_second) == (420, 390)


def correct_past_round(h: Harness) -> None:
    """*Correggi…* on round 1's table 1 in *Turni* with round 2 paired (issue 38 §2)."""
    panel = h.window.panels["rounds"]
    h.window.tabs.setCurrentWidget(panel)
    panel.views.setCurrentWidget(panel.by_table)
    panel.round_box.setCurrentIndex(0)
    view = panel.by_table
    rect = view.visualRect(view.model().index(0, 0))
    h.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    h.trigger("correctButton")
    results = h.window.panels["results"]
    assert results.round_no == 1 and results.table_edit.text() == "1"
    h.answer(("box", None))  # "replace the result?": Sì
    results.score1.selectAll()
    h.qtbot.keyClicks(results.score1, "425")
    h.qtbot.keyClick(results.score1, Qt.Key.Key_Return)
    h.qtbot.keyClicks(results.score2, "395")
    h.qtbot.keyClick(results.score2, Qt.Key.Key_Return)
    h.settle()
    g = h.game(1, 1)
    assert (g.score_first, g.score_second) == (425, 395)


def swap_first(h: Harness) -> None:
    _pick_table(h, 1)
    h.trigger("swapFirst")


def forfeit(h: Harness) -> None:
    _pick_table(h, 2)
    h.trigger("forfeitButton")


def time_loss(h: Harness) -> None:
    def fill(dialog) -> None:  # noqa: ANN001
        dialog.score[0].setValue(350)
        dialog.score[1].setValue(340)
        dialog.flag[1].setChecked(True)
        dialog.accept()

    _pick_table(h, 3)
    h.answer(("dialog", fill))
    h.trigger("timeLossButton")


def clear_result(h: Harness) -> None:
    _pick_table(h, 2)
    h.trigger("clearButton")


def refused_pair(h: Harness) -> None:
    """A round with a missing result: the pairing is refused (the backup copy is started and
    discarded all the same)."""
    assert h.window.session.backend.missing_results(1) > 0
    before = h.window.session.backend.current_round()
    h.trigger("pairButton")
    h.settle()
    assert h.window.session.backend.current_round() == before


def complete_round(h: Harness) -> None:
    for table in (2, 3):
        if not h.game(1, table).has_result:
            _type_result(h, table, 330 + table, 300)
            h.settle()


def pair_button(h: Harness) -> None:
    complete_round(h)
    before = h.window.session.backend.current_round()
    h.trigger("pairButton")
    h.settle()
    assert h.window.session.backend.current_round() == before + 1


def pair_menu(h: Harness) -> None:
    before = h.window.session.backend.current_round()
    h.trigger("Abbina il turno successivo")
    h.settle()
    assert h.window.session.backend.current_round() == before + 1


def _select_two(h: Harness) -> None:
    """Two players picked in the round's by-name view (ctrl-click), as the swap asks."""
    panel = h.window.panels["rounds"]
    h.window.tabs.setCurrentWidget(panel)
    panel.views.setCurrentWidget(panel.by_name)
    view = panel.by_name
    view.clearSelection()
    for row in (0, 2):
        rect = view.visualRect(view.model().index(row, 0))
        h.qtbot.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
            rect.center(),
        )  # fmt: skip


def swap_players(h: Harness) -> None:
    _select_two(h)
    h.trigger("swapButton")


def unpair(h: Harness, key: str) -> None:
    before = h.window.session.backend.current_round()
    h.trigger(key)
    h.settle()
    assert h.window.session.backend.current_round() == before - 1


def repair(h: Harness, key: str) -> None:
    h.trigger(key)


def undo(h: Harness) -> None:
    h.trigger("act_undo")


def redo(h: Harness) -> None:
    h.trigger("act_redo")


def export(key: str, name: str) -> Callable[[Harness], None]:
    def run(h: Harness) -> None:
        h.answer(("file", name))
        h.trigger(key)

    return run


def press(key: str, *answers: tuple[str, object]) -> Callable[[Harness], None]:
    def run(h: Harness) -> None:
        h.answer(*answers)
        h.trigger(key)

    return run


def open_itself(h: Harness) -> None:
    """*Apri…* with the open tournament picked: "già aperto", nothing opened twice."""
    h.answer(("file", h.path.name))
    h.trigger("act_open")


def recent(h: Harness) -> None:
    menu = window_actions(h.window)["recentMenu"]
    menu.actions()[0].trigger()  # the open tournament itself: "già aperto"


def open_url(h: Harness) -> None:
    h.answer(("dialog", lambda d: d.reject()))
    h.trigger("act_open_url")


def close_and_reopen(h: Harness) -> None:
    h.trigger("act_close")
    h.settle()
    assert h.window.session is None
    h.window.open_path(str(h.path))
    h.opened()


def settings(h: Harness) -> None:
    h.answer(("dialog", lambda d: d.accept()))
    h.trigger("act_settings")


def new_cancelled(h: Harness) -> None:
    h.answer(("dialog", lambda d: d.reject()))
    h.trigger("act_new")


def import_tsh(h: Harness) -> None:
    """A TSH file picked (written by the window's own export), the new file's name refused
    by Esc: the window stays on its tournament."""
    h.answer(("file", "torneo-esportato.t"), ("file", None))
    h.trigger("act_tsh")


def save_copy(h: Harness) -> None:
    h.answer(("file", "copia-del-torneo.figs"))
    h.trigger("act_save_copy")
    h.settle()
    assert (h.tmp / "copia-del-torneo.figs").exists()


def archive_add(h: Harness) -> None:
    """The archive's window, an archive opened, the open tournament added to it."""
    h.trigger("archiveAction")
    view = h.window.archive_view
    h.qtbot.waitUntil(view.isVisible)
    view.path.setText(str(h.tmp / "archivio.figsa"))
    h.qtbot.mouseClick(view.open_button, Qt.MouseButton.LeftButton)
    h.qtbot.waitUntil(lambda: view.tabs.isEnabled(), timeout=30000)
    view.add_files([str(h.path)])
    h.qtbot.waitUntil(lambda: not view.busy(), timeout=30000)
    view.close()


def live_page(h: Harness) -> None:
    h.answer(("dialog", lambda d: d.accept()))
    h.trigger("publish_start")
    h.settle()
    url = h.window.live_server.url if hasattr(h.window.live_server, "url") else None
    if url:
        with urllib.request.urlopen(url, timeout=30) as page:  # noqa: S310 - our own server
            assert page.status == 200


def live_stop(h: Harness) -> None:
    h.trigger("publish_stop")


def push_site(h: Harness) -> None:
    """*Sul sito web…*: the continuous push to a folder host (its own connection to the
    tournament, closed by *Ferma*), then stopped."""
    host = h.tmp / "spazio-web"
    host.mkdir(exist_ok=True)
    h.trigger("publish_push")
    h.qtbot.waitUntil(lambda: getattr(h.window, "push_dialog", None) is not None)
    dialog = h.window.push_dialog
    dialog.url.setText(host.as_uri())
    dialog.start_btn.click()
    h.qtbot.waitUntil(lambda: (host / "index.html").is_file(), timeout=60000)
    dialog.stop_btn.click()
    dialog.accept()


def self_entry(h: Harness) -> None:
    h.answer(("dialog", lambda d: d.accept()))
    h.trigger("publish_self_entry")
    h.settle()
    _phone_reports(h)


def _phone_reports(h: Harness) -> None:
    """Two phones of round 1, table 1 disagree: reports written by a process of their own."""
    script = (
        "import sys\n"
        "from figs_td.services.results import game_at\n"
        "from figs_td.services.self_entry import phones as se\n"
        "from figs_td.store import open_store\n"
        "with open_store(sys.argv[1]) as st:\n"
        "    g = game_at(st, int(sys.argv[2]), 1)\n"
        "    se.report_score(st, g.first, 400, 350)\n"
        "    se.report_score(st, g.second, 340, 400)\n"
    )
    import subprocess

    backend = h.window.session.backend
    if backend.missing_results(backend.current_round()) == 0:  # a round to report on
        h.trigger("pairButton")
        h.settle()
    rnd = backend.current_round()
    done = subprocess.run(  # noqa: S603
        [sys.executable, "-c", script, str(h.path), str(rnd)],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    panel = h.window.reports_panel
    h.qtbot.waitUntil(lambda: panel.tree.topLevelItemCount() > 0, timeout=20000)


def _choose_report(h: Harness, child: int) -> None:
    panel = h.window.reports_panel
    top = panel.tree.topLevelItem(0)
    panel.tree.setCurrentItem(top.child(child))


def report_reject(h: Harness) -> None:
    _choose_report(h, 0)
    h.trigger("reportReject")


def report_accept(h: Harness) -> None:
    panel = h.window.reports_panel
    if panel.tree.topLevelItemCount() == 0:
        _phone_reports(h)
    _choose_report(h, 0)
    h.trigger("reportAccept")


def projector(h: Harness) -> None:
    h.trigger("act_projector")
    h.settle()
    h.window.projector.close()


def quick_add(h: Harness) -> None:
    panel = h.window.panels["players"]
    h.window.tabs.setCurrentWidget(panel)
    panel.q_surname.setText("Finestra")
    panel.q_given.setText("Franca")
    h.trigger("addButton")
    h.window_writes.append("player.add")


def _select_player(h: Harness, row: int) -> None:
    panel = h.window.panels["players"]
    h.window.tabs.setCurrentWidget(panel)
    panel.table.selectRow(row)


def edit_player(h: Harness) -> None:
    _select_player(h, 0)
    h.trigger("editButton")


def withdraw(h: Harness) -> None:
    _select_player(h, 1)
    h.trigger("withdrawButton")


def reinstate(h: Harness) -> None:
    _select_player(h, 1)
    h.trigger("reinstateButton")


def absent(h: Harness) -> None:
    """A player announces he will miss the next round: the dialog's default (next round)."""
    _select_player(h, 2)
    h.trigger("absentButton")
def fee(h: Harness) -> None:
    """*Quota…* (issue 42): due 20, paid 15 typed in the dialog "Quota di …", recorded."""

    def fill(dialog) -> None:  # noqa: ANN001
        dialog.due.setText("20")
        dialog.paid.setText("15")
        dialog.accept()

    _select_player(h, 2)
    pid = h.window.panels["players"].selected_id()
    h.answer(("dialog", fill))
    h.trigger("feeButton")
    h.settle()
    paid = h.window.session.backend.player_fee(pid)[0]
    assert (paid.due, paid.paid, paid.owed) == (2000, 1500, 500)
    h.window_writes.append("tournament.setting")


def import_players(h: Harness) -> None:
    (h.tmp / "iscritti.csv").write_text("Cognome;Nome;Circolo\nBlu;Ada;Lucca\n", encoding="utf-8")
    h.answer(("file", "iscritti.csv"), ("dialog", lambda d: d.accept()))
    h.trigger("importButton")


def import_refused(h: Harness) -> None:
    """The open tournament picked as a players' file: refused by the guard, nothing read."""
    h.answer(("file", h.path.name))
    h.trigger("importButton")


def import_results(h: Harness) -> None:
    rnd = h.window.session.backend.current_round()
    g = h.game(rnd, 1)
    (h.tmp / "risultati.csv").write_text(
        f"Tavolo;Primo;Secondo\n{g.table};360;350\n", encoding="utf-8"
    )
    h.answer(("file", "risultati.csv"))
    h.trigger("importResults")


def import_results_refused(h: Harness) -> None:
    h.answer(("file", h.path.name + "-wal"))
    h.trigger("importResults")


def lexicon_file(h: Harness) -> None:
    words = h.tmp / "parole.txt"
    words.write_text("CASA\nCANE\nGATTO\nMARE\nSOLE\n", encoding="utf-8")
    h.answer(("file", "parole.txt"))
    h.trigger("loadLexicon")


def lexicon_menu(h: Harness) -> None:
    h.answer(("file", "parole.txt"))
    h.trigger("Carica lessico…")


def free_lexicon(h: Harness) -> None:
    h.trigger("freeLexicon")


def ruling(h: Harness) -> None:
    """A challenge checked against the loaded list, then its verdict recorded."""
    panel = h.window.panels["arbiter"]
    h.window.tabs.setCurrentWidget(panel)
    panel.round_spin.setValue(1)
    panel.table_spin.setValue(1)
    panel.words.setText("CASA")
    h.trigger("checkButton")
    h.settle()
    h.qtbot.waitUntil(panel.save_btn.isEnabled, timeout=30000)  # the verdict is shown
    h.trigger("saveRuling")


def ruling_menu(h: Harness) -> None:
    h.trigger("Contestazione…")


def check_words(h: Harness) -> None:
    panel = h.window.panels["arbiter"]
    h.window.tabs.setCurrentWidget(panel)
    panel.round_spin.setValue(1)
    panel.table_spin.setValue(2)
    panel.words.setText("GATTO")
    h.trigger("checkButton")


def scoresheet(key: str) -> Callable[[Harness], None]:
    """The scoresheet of round 1, table 1: loaded, a turn added and removed, saved to a file,
    that file opened again, its result sent to the round."""

    def run(h: Harness) -> None:
        panel = h.window.panels["scoresheet"]
        h.window.tabs.setCurrentWidget(panel)
        if panel.round_spin.value() == 0:
            panel.round_spin.setValue(1)
            panel.table_spin.setValue(1)
        if key == "turnAdd":
            panel.move.setText("H8 CASA")
        target = window_actions(h.window)[key]
        if key in ("sheetSave", "sheetOpen"):
            saved = (h.tmp / "formulario.json").exists()
            h.answer(("file", "formulario.json" if key == "sheetSave" or saved else None))
        if target.isEnabled() or key == "sheetOpen":
            h.trigger(key)
        else:
            h.responder.plan.clear()

    return run


def prizes(key: str) -> Callable[[Harness], None]:
    """The prizes page: each button with its fields filled (a category, a prize, a team, a
    player's birth year and categories, the spread cap, the clubs' count)."""

    def run(h: Harness) -> None:
        panel = h.window.panels["prizes"]
        h.window.tabs.setCurrentWidget(panel)
        if key == "addCategory":
            panel.cat_name.setText("Under 18")
            panel.cat_hi.setValue(1500)
        if key == "removeCategory":
            panel.cat_name.setText("Under 18")
        if key == "addPrize":
            panel.label.setText("Coppa")
        if key == "addTeam":
            panel.team_name.setText("Squadra Uno")
            panel.team_members.setText("Rossi Mario, Bianchi Anna")
        if key == "savePlayerExtra":
            panel.who.setText("Rossi Mario")
            panel.birth.setValue(2010)
        target = window_actions(h.window)[key]
        if target.isEnabled():
            h.trigger(key)

    return run


def language(code: str) -> Callable[[Harness], None]:
    def run(h: Harness) -> None:
        window_actions(h.window)[f"lingua:{code}"].trigger()

    return run


EXPORTS = {
    "export_pairings": "abbinamenti.pdf",
    "export_pairings-alpha": "abbinamenti-nome.pdf",
    "export_results": "risultati.xlsx",
    "export_standings": "classifica.pdf",
    "export_crosstable": "tabellone.pdf",
    "export_scorecards": "cartellini.pdf",
    "export_scoresheets": "formulari.pdf",
    "export_words23": "parole23.pdf",
    "export_rulings": "contestazioni.pdf",
    "export_audit": "registro.pdf",
    "export_federation": "federazione.csv",
    "export_players": "iscritti.pdf",
    "export_statistics": "statistiche.pdf",
    "export_slips": "cartellini-risultati.pdf",
    "export_prizes": "premi.pdf",
    "export_final-standings": "finale.pdf",
    "export_categories": "categorie.pdf",
    "export_clubs": "circoli.pdf",
    "export_tsh": "torneo-esportato.t",
}
#: Documents of other kinds of event (knock-out, teams, duplicate): disabled in an
#: Italian-Swiss event, the harness checks that they are (a disabled action does nothing).
OTHER_EVENTS = [
    "export_bracket", "export_team-pairings", "export_team-results", "export_team-standings",
    "export_duplicate-master", "export_duplicate-standings", "export_duplicate-players",
    "export_duplicate-solutions",
]  # fmt: skip
#: The duplicate event's own panel (hidden in an Italian-Swiss event): buttons not reachable.
DUPLICATE_PANEL = [
    "dupNew", "dupSettingsBtn", "dupProjector", "dupEnterDraw", "dupDraw", "dupTops",
    "dupConfirm",
]  # fmt: skip


def disabled(key: str) -> Callable[[Harness], None]:
    def run(h: Harness) -> None:
        target = window_actions(h.window)[key]
        if isinstance(target, QAbstractButton):
            panel = h.window.panels["duplicate"]
            assert not h.window.tabs.isTabVisible(h.window.tabs.indexOf(panel)), key
        else:
            assert not target.isEnabled(), key

    return run


SCORESHEET = [
    "sheetLoad", "turnAdd", "turnRemove", "sheetSave", "sheetOpen", "sheetSend", "sheetBest",
]  # fmt: skip
PRIZES = [
    "applySpreadCap", "addCategory", "removeCategory", "addPrize", "removePrize", "addTeam",
    "saveTeamOptions", "saveClubBest", "savePlayerExtra",
]  # fmt: skip


#: The table: every action of the window, in the order the harness performs them.
ACTIONS: dict[str, Callable[[Harness], None]] = {
    "result": result,
    "correction": correction,
    "swapFirst": swap_first,
    "forfeitButton": forfeit,
    "timeLossButton": time_loss,
    "clearButton": clear_result,
    "refused pair": refused_pair,
    "pairButton": pair_button,
    "swapButton": swap_players,
    "repairButton": lambda h: repair(h, "repairButton"),
    "Riabbina l'ultimo turno": lambda h: repair(h, "Riabbina l'ultimo turno"),
    "act_undo": undo,
    "act_redo": redo,
    "deleteButton": lambda h: unpair(h, "deleteButton"),
    "Abbina il turno successivo": pair_menu,
    "correctButton": correct_past_round,
    "Elimina l'ultimo turno": lambda h: unpair(h, "Elimina l'ultimo turno"),
    "addButton": quick_add,
    "editButton": edit_player,
    "withdrawButton": withdraw,
    "reinstateButton": reinstate,
    "absentButton": absent,
    "feeButton": fee,
    "importButton": import_players,
    "import refused": import_refused,
    "importResults": import_results,
    "import results refused": import_results_refused,
    "freeLexicon": free_lexicon,
    "loadLexicon": lexicon_file,
    "Carica lessico…": lexicon_menu,
    "checkButton": check_words,
    "saveRuling": ruling,
    "Contestazione…": ruling_menu,
    "arbiterBest": press("arbiterBest"),
    **{k: scoresheet(k) for k in SCORESHEET},
    **{k: prizes(k) for k in PRIZES},
    "print_pairings": press("print_pairings"),
    "print_standings": press("print_standings"),
    "print_results": press("print_results"),
    **{k: export(k, name) for k, name in EXPORTS.items()},
    **{k: disabled(k) for k in OTHER_EVENTS + DUPLICATE_PANEL},
    "act_tsh": import_tsh,
    "act_save_copy": save_copy,
    "archiveAction": archive_add,
    "publish_start": live_page,
    "publish_stop": live_stop,
    "publish_push": push_site,
    "publish_self_entry": self_entry,
    "reportReject": report_reject,
    "reportAccept": report_accept,
    "publish_site": export("publish_site", "sito"),
    "act_projector": projector,
    "act_settings": settings,
    "act_reload": press("act_reload"),
    "act_open": open_itself,
    "recentMenu": recent,
    "act_open_url": open_url,
    "act_new": new_cancelled,
    "lingua:en": language("en"),
    "lingua:it": language("it"),
    "act_close": close_and_reopen,
}
#: Actions that cannot write or open a file, each with the reason.
NOT_FILE_ACTIONS = {
    "Cronologia delle azioni": "shows or hides the history dock (the undo stack in memory)",
    "welcomeNew": "the welcome page's copy of act_new, shown only with no tournament open",
    "welcomeOpen": "the welcome page's copy of act_open, shown only with no tournament open",
    "act_quit": "closes the window: the harness's last step (then the file is read afresh)",
}


def make_event(path: Path) -> None:
    """Eight players, round 1 paired, the command-line desk's table already played."""
    cli_steps(
        ["new", str(path), "--name", "Open dei Lucchetti", "--system", "italo-svizzero",
         "--rounds", "5"],
        *[["players", "add", str(path), name] for name in PLAYERS],
        ["pair", str(path), "--seed", "1"],
    )  # fmt: skip
    from figs_td.services.tournament import update_tournament
    from figs_td.store import open_store

    with open_store(path) as store:  # closed before the window opens the file
        update_tournament(
            store, arbiter="Aldo Arbitro", director="Carla Direttrice",
            support_panel=("Bruno Uno", "Chiara Due", "Dario Tre"),
        )  # fmt: skip


@pytest.fixture(scope="module")
def _made_once(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The event made once for the module (by the command line's processes, then closed: no
    ``-wal`` nor ``-shm`` beside it)."""
    path = tmp_path_factory.mktemp("harness") / "torneo.figs"
    make_event(path)
    assert not {"torneo.figs-wal", "torneo.figs-shm"} & {p.name for p in path.parent.iterdir()}
    return path


def copy_of_event(made: Path, folder: Path) -> Path:
    """``torneo.figs`` in ``folder``: a copy of the files of the event made once (each test's
    own, copied rather than made again by ten processes)."""
    for f in made.parent.iterdir():
        shutil.copyfile(f, folder / f.name)
    return folder / made.name


def test_every_window_action_is_in_the_table(
    qtbot, window, tmp_path: Path, _made_once: Path
) -> None:  # noqa: ANN001
    path = copy_of_event(_made_once, tmp_path)
    window.open_path(str(path))
    keys = set(window_actions(window))
    assert len(keys) > 90
    missing = keys - set(ACTIONS) - set(NOT_FILE_ACTIONS)
    assert not missing, f"window actions missing from the harness's table: {sorted(missing)}"
    assert not set(NOT_FILE_ACTIONS) & set(ACTIONS)
    # Besides the window's own actions, the table holds only the keyboard entries and the
    # refused picks; a key that names no action any more (a renamed button) fails here.
    assert set(ACTIONS) - keys == {
        "result", "correction", "refused pair", "import refused", "import results refused",
    }  # fmt: skip
    assert set(NOT_FILE_ACTIONS) <= keys


def test_no_window_action_drops_the_locks(
    qtbot, window, tmp_path: Path, monkeypatch, _made_once: Path
) -> None:  # noqa: ANN001
    monkeypatch.setenv("FIGS_TD_DATA", str(tmp_path / "data"))
    mini = Path(__file__).parents[1] / "lexicon" / "data"
    for ext in (".dic", ".aff"):
        shutil.copy(mini / f"mini{ext}", tmp_path / f"it_IT{ext}")
    monkeypatch.setenv("FIGS_TD_HUNSPELL_IT", str(tmp_path / "it_IT.dic"))
    fake_opener(monkeypatch, tmp_path)
    path = copy_of_event(_made_once, tmp_path)
    window.open_path(str(path))
    h = Harness(qtbot, window, path, tmp_path)
    h.opened()
    done: list[str] = []
    for n, (key, action) in enumerate(ACTIONS.items()):
        print(f"action {n}: {key}", flush=True)  # where a hang or a failure happened
        action(h)
        h.settle()
        assert window.session is not None, key
        h.check(key, n)
        done.append(key)
    # The window's last write after the desk's last one, then the window is closed (Esci).
    rnd = window.session.backend.current_round()
    _type_result(h, 2, 377, 366)
    h.settle()
    assert (h.game(rnd, 2).score_first, h.game(rnd, 2).score_second) == (377, 366)
    h.check("last result", len(done))
    window.act_quit.trigger()
    assert window.session is None
    # Read afresh by processes of their own: every desk result and every window write is there.
    from figs_td.services.results import game_at
    from figs_td.services.tournament import open_tournament

    with open_tournament(str(path)) as store:
        last = game_at(store, rnd, 2)
        desk = game_at(store, 1, DESK_TABLE)
    assert (last.score_first, last.score_second) == (377, 366)  # the window's last write
    assert (desk.score_first, desk.score_second) == h.desk_writes[max(h.desk_writes)]
    found = desk_entries(str(path), "desk-")
    lost = {a: s for a, s in h.desk_writes.items() if found.get(a) != s}
    assert not lost, f"results of the command-line desk lost: {sorted(lost)}"
    entries = audit(str(path))
    window_actions_done = {e["action"] for e in entries if not e["actor"].startswith("desk-")}
    # The window's own writes of the table's actions are in the file too.
    wrote = {
        "round.pair", "round.delete", "pairing.repair", "pairing.restore", "result.enter",
        "result.correct", "result.clear", "player.add", "player.withdraw", "player.reinstate",
        "ruling.add", "report.rejected", "tournament.update",
    }  # fmt: skip
    assert wrote <= window_actions_done, sorted(wrote - window_actions_done)
    fees = [e for e in entries if e["action"] == "tournament.setting"
            and e.get("key") == "fees" and not e["actor"].startswith("desk-")]  # fmt: skip
    assert fees, "the window's fee (Quota…) is not in the file"
