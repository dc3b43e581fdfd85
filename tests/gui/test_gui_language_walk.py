"""Every window, menu and dialog in each language: in English no Italian text is left (menus,
pages with each inner tab, column headers, tooltips, the wizard's pages, the dialogs, Qt's own
buttons), in Italian no English one (Qt's own texts come from its Italian translation)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from gui_helpers import pair, swiss_event, type_result, window_in
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTableView,
    QTabWidget,
    QTreeView,
    QWidget,
)

#: Words that only the other language uses (the test's data avoid them: names, clubs, title).
ITALIAN = re.compile(
    r"\b(del|della|delle|dei|degli|nella|il|gli|una|con|non|sono|turno|turni|giocator[ei]|"
    r"risultat[oi]|tavol[oi]|classifica|premi|premio|arbitro|salva|annulla|apri|chiudi|stampa|"
    r"esporta|assoluto|squadr[ae]|partit[ae]|penalità|nessun[oa]?|mossa|mosse|lessico|parole|"
    r"contestazion[ei]|elimina|abbina\w*|sì|cartella|Avanti|Indietro|Fine)\b",
    re.IGNORECASE,
)
ENGLISH = re.compile(
    r"\b(the|and|of|save|cancel|next|back|finish|round|player|players|table|results|standings|"
    r"close|help|bytes|folder|size|yes|look in|date modified|apply|reset|discard|restore)\b",
    re.IGNORECASE,
)
TAGS = re.compile(r"<[^>]+>")
#: Proper names and codes that read the same in both languages.
KEEP = re.compile(
    r"(?:/[\w.-]+)+|FIGS|WESPA|TSH|GCG|CSV|XLSX|PDF|Excel|JSON|PostgreSQL|https?://\S+|\S+\.figs"
)


BOLD = re.compile(r"<b>.*?</b>")  # names in bold are data (the lexicon's name)


def _clean(text: str) -> str:
    return KEEP.sub(" ", TAGS.sub(" ", BOLD.sub(" ", text.replace("&", ""))))


def _texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) of what ``root`` shows or can show: labels, buttons, titles, placeholders,
    tab names, column headers, combo items, tooltips."""
    out: list[tuple[str, str]] = []

    def add(widget: QWidget, text: str) -> None:
        if text and text.strip():
            out.append((f"{type(widget).__name__}:{widget.objectName()}", text))

    for w in [root, *root.findChildren(QWidget)]:
        if w.isWindow():
            add(w, w.windowTitle())
        add(w, w.toolTip())
        if isinstance(w, QLabel):
            add(w, w.text())
        elif isinstance(w, QAbstractButton):
            add(w, w.text())
        elif isinstance(w, QGroupBox):
            add(w, w.title())
        elif isinstance(w, QLineEdit):
            add(w, w.placeholderText())
        elif isinstance(w, QTabWidget):
            for i in range(w.count()):
                add(w, w.tabText(i))
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                add(w, w.itemText(i))
        elif isinstance(w, (QTableView, QTreeView)) and w.model() is not None:
            header = w.horizontalHeader() if isinstance(w, QTableView) else w.header()
            for c in range(header.count()):
                add(w, str(w.model().headerData(c, Qt.Orientation.Horizontal) or ""))
    for menu in root.findChildren(QMenu):
        add(menu, menu.title())
        for act in menu.actions():
            add(menu, act.text())
            add(menu, act.toolTip() if act.toolTip() != act.text().replace("&", "") else "")
    return out


#: A mnemonic letter outside the words ("Pair the next round (&c)").
STRAY = re.compile(r"\(&[^\W\d_]\)")  # (&1), (&2): the player, on purpose


def _check(name: str, root: QWidget, other: re.Pattern, problems: dict) -> None:
    for where, text in _texts(root):
        found = other.search(_clean(text)) or STRAY.search(text)
        if found:
            problems.setdefault(name, set()).add(f"{where} {text!r} ({found.group(0)})")


def _walk(qtbot, window, tmp_path: Path, other: re.Pattern) -> dict:  # noqa: ANN001
    from figs_td.gui.dialogs.handoff import NotOpenedDialog
    from figs_td.gui.dialogs.import_dialog import ImportDialog
    from figs_td.gui.dialogs.time_loss import TimeLossDialog
    from figs_td.gui.dialogs.wizard import NewTournamentWizard
    from figs_td.gui.views.players_view import PlayerDialog, WithdrawDialog
    from figs_td.gui.views.projector import ProjectorWindow

    problems: dict = {}
    _check("welcome", window, other, problems)
    for key, page in window.panels.items():
        if not window.tabs.isTabVisible(window.tabs.indexOf(page)):
            continue
        window.tabs.setCurrentWidget(page)
        for tabs in [t for t in page.findChildren(QTabWidget)]:
            for i in range(tabs.count()):
                tabs.setCurrentIndex(i)
                _check(f"page {key}", page, other, problems)
        _check(f"page {key}", page, other, problems)
    _check("window", window, other, problems)
    session = window.session
    wizard = NewTournamentWizard(window)
    wizard.show()
    wizard.general.name.setText("Cup")
    wizard.general.path.setText(str(tmp_path / "new.figs"))
    for _ in wizard.pageIds():
        _check(f"wizard {type(wizard.currentPage()).__name__}", wizard, other, problems)
        if wizard.currentId() == wizard.pageIds()[-1]:
            break
        wizard.next()
    wizard.reject()
    record = session.backend.players()[0]
    csv = tmp_path / "more.csv"
    csv.write_text("Cognome;Nome;Circolo\nBlu;Ada;Lucca\n", encoding="utf-8")
    dialogs = [
        PlayerDialog(window, record),
        WithdrawDialog(window, record.name, 2, 5),
        ImportDialog(session, str(csv), window),
        TimeLossDialog(session.backend.profile(), ("A", "B"), parent=window),
        ProjectorWindow(session, window),
        NotOpenedDialog(window, tmp_path / "x.pdf", "xdg-open: 3"),
    ]
    for dialog in dialogs:
        dialog.show()
        _check(type(dialog).__name__, dialog, other, problems)
        if isinstance(dialog, ProjectorWindow):
            dialog.stop()
        dialog.close()
        dialog.deleteLater()
    _file_dialog(qtbot, window, other, problems)
    return problems


def _file_dialog(qtbot, window, other: re.Pattern, problems: dict) -> None:  # noqa: ANN001
    """*Apri…* on the tournament's folder: labels, buttons and the listed sizes and dates."""
    from PySide6.QtCore import QTimer

    from figs_td.gui.dialogs import file_dialogs

    seen: list = []

    def poll() -> None:
        dialog = file_dialogs.current
        if dialog is None or not dialog.isVisible():
            return
        timer.stop()
        qtbot.waitUntil(
            lambda: (
                dialog.findChild(QTreeView)
                .model()
                .rowCount(dialog.findChild(QTreeView).rootIndex())
                > 0
            )
        )
        _check("file dialog", dialog, other, problems)
        view = dialog.findChild(QTreeView)
        model, root = view.model(), view.rootIndex()
        for r in range(model.rowCount(root)):
            for c in (1, 2, 3):
                text = str(model.index(r, c, root).data() or "")
                seen.append(text)
                found = other.search(_clean(text))
                if found:
                    problems.setdefault("file dialog list", set()).add(f"{text!r}")
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    timer = QTimer()
    timer.setInterval(50)
    timer.timeout.connect(poll)
    timer.start()
    window.open_dialog()
    assert seen  # the folder was listed and looked at


@pytest.mark.parametrize("language", ["en", "it"])
def test_no_text_of_the_other_language(qtbot, tmp_path: Path, language: str) -> None:  # noqa: ANN001
    from figs_td.gui.window.i18n import install_translator
    from figs_td.services.players import add_player
    from figs_td.services.tournament import create_tournament as make

    path = swiss_event(
        tmp_path / "cup.figs", ("Blu, Ada", "Verdi, Bice", "Gialli, Ciro", "Neri, Dora")
    )
    try:
        window = window_in(qtbot, language, path)
        pair(qtbot, window)
        type_result(qtbot, window.panels["results"], 1, 400, 300)
        other = ENGLISH if language == "it" else ITALIAN
        problems = _walk(qtbot, window, tmp_path, other)
        # A duplicate event: its own tabs (Duplicato), menus and state line.
        dup = tmp_path / "dup.figs"
        store = make(dup, "Cup", "duplicato")
        add_player(store, "Blu, Ada")
        store.close()
        window.open_path(str(dup))
        for key, page in window.panels.items():
            if window.tabs.isTabVisible(window.tabs.indexOf(page)):
                window.tabs.setCurrentWidget(page)
                _check(f"duplicate page {key}", page, other, problems)
        _check("duplicate window", window, other, problems)
        window.close_tournament()
    finally:
        install_translator("it")
    report = "\n".join(f"{k}:\n  " + "\n  ".join(sorted(v)) for k, v in sorted(problems.items()))
    assert problems == {}, report


SIZES = """
import os, sys
os.environ.pop("LC_ALL", None); os.environ.pop("LC_TIME", None); os.environ.pop("LC_NUMERIC", None)
os.environ["LANG"] = "C.UTF-8"  # a desktop that is not Italian
from figs_td.gui.app import create_app
from figs_td.gui.window.i18n import install_translator
from PySide6.QtCore import QDateTime, QLocale
app = create_app()
install_translator("it")
from PySide6.QtWidgets import QFileSystemModel
model = QFileSystemModel()
root = model.setRootPath(sys.argv[1])
from PySide6.QtTest import QTest
for _ in range(100):
    if model.rowCount(root):
        break
    QTest.qWait(20)
row = [str(model.index(0, c, root).data()) for c in range(4)]
print(row[1]); print(row[3]); print(model.headerData(1, __import__("PySide6.QtCore").QtCore.Qt.Orientation.Horizontal))
"""


def test_file_dialogs_speak_italian_sizes_and_dates(tmp_path: Path) -> None:
    """Qt reads the locale of its file lists once, from the environment: the program asks for
    Italian numbers and dates before the application starts (a fresh process, as on the day)."""
    import os
    import subprocess
    import sys

    folder = tmp_path / "cartella"
    folder.mkdir()
    (folder / "torneo.figs").write_bytes(b"x" * 9750)
    env = {**os.environ, "FIGS_TD_SETTINGS_DIR": str(tmp_path / "ini")}
    out = subprocess.run(
        [sys.executable, "-c", SIZES, str(folder)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        cwd=Path(__file__).parents[2],
    ).stdout.splitlines()
    size, date, header = out[-3:]
    assert size == "9,52 KiB"  # not "9.52 KiB"
    assert re.fullmatch(r"\d{2}/\d{2}/\d{2} \d{2}:\d{2}", date), date  # not "25 11 2026 23:45"
    assert header == "Dimensione"
