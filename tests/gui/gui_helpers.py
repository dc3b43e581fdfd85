"""Helpers that act on the window as a person would."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

#: The kinds of widget a person works with (checked for accessible names and for fitting the
#: screen).
INTERACTIVE = (
    "QAbstractButton",
    "QLineEdit",
    "QAbstractSpinBox",
    "QComboBox",
    "QAbstractItemView",
    "QTextEdit",
    "QPlainTextEdit",
    "QSlider",
)

PLAYERS = [
    ("Rossi", "Mario", "Roma", "1700"),
    ("Bianchi", "Anna", "Milano", "1650"),
    ("Verdi", "Luca", "Torino", "1600"),
    ("Neri", "Sara", "Napoli", "1550"),
    ("Gallo", "Paolo", "Roma", "1500"),
    ("Costa", "Elena", "Bari", "1450"),
    ("Fontana", "Marco", "Pisa", "1400"),
    ("Greco", "Giulia", "Lecce", "1350"),
]


def create_tournament(qtbot, window, path: Path, name: str = "Open di Prova", **extra) -> None:  # noqa: ANN001
    window.act_new.trigger()
    wizard = window.wizard
    qtbot.waitUntil(wizard.isVisible)
    page = wizard.general
    qtbot.keyClicks(page.name, name)
    qtbot.keyClicks(page.place, "Roma")
    page.path.setText(str(path))
    if "rounds" in extra:
        wizard.system.rounds.setValue(extra["rounds"])
    if "system" in extra:
        box = wizard.system.system
        box.setCurrentIndex(box.findData(extra["system"]))
    roles = wizard.roles
    for _ in range(4):
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    qtbot.keyClicks(roles.director, "Carla Direttrice")
    qtbot.keyClicks(roles.arbiter, extra.get("arbiter", "Aldo Arbitro"))
    for i, member in enumerate(extra.get("panel", ["Bruno Uno", "Chiara Due", "Dario Tre"])):
        qtbot.keyClicks(roles.panel[i], member)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session is not None)


def add_players(qtbot, window, players=PLAYERS) -> None:  # noqa: ANN001
    panel = window.panels["players"]
    window.tabs.setCurrentWidget(panel)
    for surname, given, club, rating in players:
        qtbot.keyClicks(panel.q_surname, surname)
        qtbot.keyClicks(panel.q_given, given)
        qtbot.keyClicks(panel.q_club, club)
        qtbot.keyClicks(panel.q_rating, rating)
        qtbot.keyClick(panel.q_rating, Qt.Key.Key_Return)


def pair(qtbot, window) -> int:  # noqa: ANN001
    from figs_td.gui.window import worker

    before = window.session.backend.current_round()
    panel = window.panels["rounds"]
    window.tabs.setCurrentWidget(panel)
    qtbot.mouseClick(panel.pair_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not worker.busy() and window.session.backend.current_round() > before)
    qtbot.waitUntil(lambda: panel.pair_btn.isEnabled())
    return window.session.backend.current_round()


def type_result(qtbot, panel, table: int, s1: int, s2: int) -> None:  # noqa: ANN001
    panel.window().tabs.setCurrentWidget(panel)  # the director looks at the entry panel
    panel.table_edit.setFocus()
    panel.table_edit.selectAll()
    qtbot.keyClicks(panel.table_edit, str(table))
    qtbot.keyClick(panel.table_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(panel.score1, str(s1))
    qtbot.keyClick(panel.score1, Qt.Key.Key_Return)
    qtbot.keyClicks(panel.score2, str(s2))
    qtbot.keyClick(panel.score2, Qt.Key.Key_Return)


def answer_file_dialog(qtbot, answer: str | None, name_filter: str | None = None) -> list:  # noqa: ANN001
    """Arm a timer that, when the window's file dialog shows, picks ``name_filter`` in its filter
    box, types ``answer`` in the name field and presses Enter (``None``: Esc). Returns a list
    that receives the dialog's folder and listed names when it was answered."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QComboBox, QLineEdit

    from figs_td.gui.dialogs import file_dialogs

    seen: list = []
    timer = QTimer()
    timer.setInterval(50)

    def poll() -> None:
        dialog = file_dialogs.current
        if dialog is None or not dialog.isVisible():
            return
        timer.stop()
        qtbot.wait(300)  # the folder is listed (and its icons asked for) meanwhile
        seen.append(dialog.directory().absolutePath())
        if name_filter is not None:
            box = dialog.findChild(QComboBox, "fileTypeCombo")
            box.setCurrentIndex(box.findText(name_filter))
            box.activated.emit(box.currentIndex())
        if answer is None:
            seen.append("")
            qtbot.keyClick(dialog, Qt.Key.Key_Escape)
            return
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        seen.append(edit.text())  # the name the dialog proposed
        # The folder is listed by a thread of its own: a completion popup arriving while the
        # name is typed would take the Enter meant for the dialog (seen on a loaded machine).
        edit.setCompleter(None)
        edit.selectAll()
        qtbot.keyClicks(edit, answer)
        qtbot.keyClick(edit, Qt.Key.Key_Return)

    timer.timeout.connect(poll)
    timer.start()
    seen.append(timer)  # kept alive by the caller's list
    return seen


def answer_box(qtbot, button: str | None = None, times: int = 1) -> list:  # noqa: ANN001
    """Arm a timer that answers the next ``times`` question boxes: clicks the button whose text
    is ``button`` or, with ``None``, presses Enter (the default button). Returns a list that
    receives each box's text (and holds the timer)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    texts: list = []
    timer = QTimer()
    timer.setInterval(30)

    def poll() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            return
        texts.append(box.text())
        if len(texts) >= times:
            timer.stop()
        if button is None:
            qtbot.keyClick(box, Qt.Key.Key_Return)
        else:
            target = next(b for b in box.buttons() if b.text() == button)
            qtbot.mouseClick(target, Qt.MouseButton.LeftButton)

    timer.timeout.connect(poll)
    timer.start()
    return [timer, texts]


def fake_opener(monkeypatch, folder: Path, code: int = 0) -> Path:  # noqa: ANN001
    """The system's opener (xdg-open) replaced by a program that writes down the path it was
    given and exits with ``code`` (3: xdg-open's "no program for this file"). Returns the log."""
    import sys

    from figs_td.gui.dialogs import handoff

    log = folder / f"opened-{code}.txt"
    script = (
        "import sys; open(sys.argv[1], 'a', encoding='utf-8').write(sys.argv[2] + '\\n'); "
        f"sys.exit({code})"
    )
    monkeypatch.setattr(handoff, "OPENER", [sys.executable, "-c", script, str(log)])
    return log


def opened(log: Path) -> list[str]:
    return log.read_text(encoding="utf-8").splitlines() if log.exists() else []


def in_sight(window, widget) -> bool:  # noqa: ANN001
    """Wholly inside the window and not clipped by any scroll area, splitter or tab."""
    from PySide6.QtCore import QRect

    top_left = widget.mapTo(window, widget.rect().topLeft())
    inside = window.rect().contains(QRect(top_left, widget.size()))
    return inside and widget.visibleRegion().boundingRect() == widget.rect()


def use_free_list(qtbot, panel, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    """The arbiter's *Usa il lessico libero* on the tests' small Hunspell dictionary."""
    import shutil

    from figs_td.gui.window import worker

    mini = Path(__file__).parents[1] / "lexicon" / "data"
    monkeypatch.setenv("FIGS_TD_DATA", str(tmp_path / "data"))
    for ext in (".dic", ".aff"):
        shutil.copy(mini / f"mini{ext}", tmp_path / f"it_IT{ext}")
    monkeypatch.setenv("FIGS_TD_HUNSPELL_IT", str(tmp_path / "it_IT.dic"))
    qtbot.mouseClick(panel.free_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not worker.busy() and "Lessico libero" in panel.lexicon_label.text())


def swiss_event(path: Path, names: tuple[str, ...]) -> Path:
    """An Italian-Swiss event written through the services, with ``names`` registered."""
    from figs_td.services.players import add_player
    from figs_td.services.tournament import create_tournament as make

    store = make(path, "Cup", "italo-svizzero")
    for name in names:
        add_player(store, name)
    store.close()
    return path


def window_in(qtbot, language: str, path: Path):  # noqa: ANN001, ANN201
    """The window in ``language`` (its translation installed first) with ``path`` open; the
    caller installs Italian again when done."""
    from figs_td.gui.window.i18n import install_translator
    from figs_td.gui.window.main_window import MainWindow

    install_translator(language)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.open_path(str(path))
    return window
