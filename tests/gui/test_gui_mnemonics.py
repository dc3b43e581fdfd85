"""Alt+letter on every page and every dialog (issue 13, "Alt+letter shortcuts unique per page").

Every push button, check box and radio button with a text has a ``&`` letter, and the letters
are unique where they act together: a tab page of the main window (with the menu bar and the
visible tabs, and each inner tab of the page in turn), each dialog, each page of the wizard (with
its own buttons and the letters of Qt's Italian Precedente/Successivo/Fine), each menu (unique among
the items that have one). Labels with a buddy and group boxes take part in the uniqueness when
they have a letter. Exempt: the buttons of a dialog's button box with the accept or reject role
(Enter and Esc reach them; their texts are Qt's own)."""

from __future__ import annotations

import re
from pathlib import Path

from gui_helpers import PLAYERS, add_players, create_tournament, pair
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QMenu,
    QPushButton,
    QRadioButton,
    QTabWidget,
    QWidget,
)

MNEMONIC = re.compile(r"&([^&])")
NEEDS_LETTER = (QPushButton, QCheckBox, QRadioButton)


def _letter(text: str) -> str | None:
    found = MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).casefold() if found else None


def _exempt(button: QAbstractButton) -> bool:
    box = button.parent()
    while box is not None and not isinstance(box, QDialogButtonBox):
        box = box.parent() if not isinstance(box, QTabWidget) else None
    if not isinstance(box, QDialogButtonBox):
        return False
    role = box.buttonRole(button)
    return role in (QDialogButtonBox.ButtonRole.AcceptRole, QDialogButtonBox.ButtonRole.RejectRole)


def _collect(root: QWidget) -> tuple[list[tuple[str, str]], list[str]]:
    """(letter, text) of what Alt reaches in ``root`` as shown, and the buttons without one."""
    found: list[tuple[str, str]] = []
    missing: list[str] = []
    for w in root.findChildren(QAbstractButton):
        if not w.isVisibleTo(root) or not w.text().strip() or _exempt(w):
            continue
        letter = _letter(w.text())
        if letter:
            found.append((letter, w.text()))
        elif isinstance(w, NEEDS_LETTER):
            missing.append(f"{type(w).__name__} {w.text()!r} ({w.objectName()})")
    for w in root.findChildren(QLabel):
        if w.buddy() is not None and w.isVisibleTo(root) and _letter(w.text()):
            found.append((_letter(w.text()), w.text()))
    for w in root.findChildren(QGroupBox):
        if w.isVisibleTo(root) and _letter(w.title()):
            found.append((_letter(w.title()), w.title()))
    for tabs in root.findChildren(QTabWidget):
        if tabs.isVisibleTo(root):
            bar = tabs.tabBar()
            for i in range(bar.count()):
                if tabs.isTabVisible(i) and _letter(bar.tabText(i)):
                    found.append((_letter(bar.tabText(i)), bar.tabText(i)))
    return found, missing


def _clashes(items: list[tuple[str, str]]) -> list[tuple[str, str, str]]:
    seen: dict[str, str] = {}
    out = []
    for letter, text in items:
        if letter in seen and seen[letter] != text:
            out.append((letter, seen[letter], text))
        seen.setdefault(letter, text)
    return out


def _states(root: QWidget):  # noqa: ANN202
    """Yield once per inner tab shown (each inner tab of the page in turn)."""
    inner = [t for t in root.findChildren(QTabWidget) if t is not root]
    yield "default"
    for tabs in inner:
        keep = tabs.currentIndex()
        for i in range(tabs.count()):
            if tabs.isTabVisible(i):
                tabs.setCurrentIndex(i)
                yield f"{tabs.objectName()}[{i}]"
        tabs.setCurrentIndex(keep)


def _check(name: str, root: QWidget, extra: list[tuple[str, str]], problems: dict) -> None:  # noqa: ANN001
    for state in _states(root):
        found, missing = _collect(root)
        clashes = _clashes(extra + found)
        if missing:
            problems.setdefault(f"{name} {state}: senza lettera", set()).update(missing)
        if clashes:
            problems.setdefault(f"{name} {state}: lettere ripetute", set()).update(clashes)


def _window_letters(window) -> list[tuple[str, str]]:  # noqa: ANN001
    out = [(_letter(a.text()), a.text()) for a in window.menuBar().actions() if a.isVisible()]
    bar = window.tabs.tabBar()
    for i in range(bar.count()):
        if window.tabs.isTabVisible(i):
            out.append((_letter(bar.tabText(i)), bar.tabText(i)))
    return [(k, t) for k, t in out if k]


def _pages(window, problems: dict, kind: str) -> None:  # noqa: ANN001
    top = _window_letters(window)
    assert len(top) == len({k for k, _ in top}), top  # the menu bar: one letter each
    assert len(top) == len([a for a in window.menuBar().actions() if a.isVisible()])
    for key, page in window.panels.items():
        if not window.tabs.isTabVisible(window.tabs.indexOf(page)):
            continue
        window.tabs.setCurrentWidget(page)
        _check(f"{kind}/{key}", page, top, problems)


def _menus(window, problems: dict) -> None:  # noqa: ANN001
    for menu in window.menuBar().findChildren(QMenu):
        acts = [a for a in menu.actions() if not a.isSeparator() and a.isVisible()]
        clashes = _clashes([(_letter(a.text()), a.text()) for a in acts if _letter(a.text())])
        if clashes:
            problems.setdefault(f"menu {menu.title()}: lettere ripetute", set()).update(clashes)


def _dialogs(qtbot, window, tmp_path: Path, problems: dict) -> None:  # noqa: ANN001
    from figs_td.core.game.scoresheet import GameRecord, play_turn
    from figs_td.gui.dialogs.import_dialog import ImportDialog
    from figs_td.gui.dialogs.publish_menu import LiveDialog
    from figs_td.gui.dialogs.time_loss import TimeLossDialog
    from figs_td.gui.dialogs.wizard import NewTournamentWizard
    from figs_td.gui.views.best_moves import BestMovesDialog
    from figs_td.gui.views.players_view import FeeDialog, PlayerDialog, WithdrawDialog
    from figs_td.gui.views.projector import ProjectorWindow

    session = window.session
    wizard = NewTournamentWizard(window)
    wizard.show()
    # Walk the pages as a person does (Avanti), each page with the wizard's own buttons.
    wizard.restart()
    wizard.general.name.setText("Prova")
    wizard.general.path.setText(str(tmp_path / "nuovo.figs"))
    visited = set()
    for _ in wizard.pageIds():
        visited.add(wizard.currentId())
        own = [(_letter(b.text()), b.text()) for b in _wizard_buttons(wizard)]
        italian = [("p", "< &Precedente"), ("s", "&Successivo >"), ("f", "&Fine")]  # Qt's it
        own += [(k, t) for k, t in italian if k not in {x for x, _ in own}]
        _check(f"wizard/{type(wizard.currentPage()).__name__}", wizard.currentPage(), own, problems)
        if wizard.currentId() == wizard.pageIds()[-1]:
            break
        wizard.next()
        assert wizard.currentId() not in visited
    assert visited == set(wizard.pageIds())  # every page walked
    wizard.reject()

    record = session.backend.players()[0]
    csv = tmp_path / "nuovi.csv"
    csv.write_text("Cognome;Nome;Circolo\nBlu;Ada;Roma\n", encoding="utf-8")
    dialogs = [
        ("PlayerDialog", PlayerDialog(window, record)),
        ("WithdrawDialog", WithdrawDialog(window, record.name, 2, 5)),
        ("FeeDialog", FeeDialog(window, record.name, 2000, 1500)),
        ("ImportDialog", ImportDialog(session, str(csv), window)),
        ("TimeLossDialog", TimeLossDialog(session.backend.profile(), ("A", "B"), parent=window)),
        ("LiveDialog", LiveDialog(window, "http://127.0.0.1:8000/", True)),
        ("ProjectorWindow", ProjectorWindow(session, window)),
        (
            "BestMovesDialog",
            BestMovesDialog(
                GameRecord(players=("A", "B"), turns=[play_turn("8H LA", 8, rack="LA")]),
                1,
                "lista inesistente",
                window,
            ),
        ),
    ]
    for name, dialog in dialogs:
        dialog.show()
        _check(name, dialog, [], problems)
        if name == "BestMovesDialog":
            qtbot.waitUntil(lambda d=dialog: not d.busy())
        if name == "ProjectorWindow":
            dialog.stop()
        dialog.close()
        dialog.deleteLater()


def _wizard_buttons(wizard) -> list[QAbstractButton]:  # noqa: ANN001
    from PySide6.QtWidgets import QWizard

    out = []
    for which in (
        QWizard.WizardButton.BackButton,
        QWizard.WizardButton.NextButton,
        QWizard.WizardButton.FinishButton,
    ):
        b = wizard.button(which)
        if b is not None and b.isVisible() and _letter(b.text()):
            out.append(b)
    return out


def test_every_button_has_a_unique_alt_letter(
    qtbot,
    window,
    tournament_file,
    tmp_path: Path,
    monkeypatch,  # noqa: ANN001
) -> None:
    from figs_td.services.players import add_player
    from figs_td.services.tournament import create_tournament as make

    monkeypatch.setenv("FIGS_TD_DATA", str(tmp_path / "data"))  # no list: "Usa il lessico libero"
    problems: dict = {}
    welcome = window.stack.widget(0)  # no tournament open: the welcome page
    _check("benvenuto", welcome, _window_letters(window), problems)
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    _pages(window, problems, "classico")
    _menus(window, problems)
    _dialogs(qtbot, window, tmp_path, problems)

    store = make(tmp_path / "dup.figs", "Duplicato", "duplicato")
    add_player(store, "Blu, Ada")
    store.close()
    window.open_path(str(tmp_path / "dup.figs"))
    _pages(window, problems, "duplicato")
    _menus(window, problems)
    report = "\n".join(f"{k}: {sorted(map(str, v))}" for k, v in sorted(problems.items()))
    assert problems == {}, report


def test_tabs_by_alt_digit(qtbot, window, tmp_path: Path) -> None:  # noqa: ANN001
    """Alt+1, Alt+2, … show the tabs in the order shown (a duplicate event hides four)."""
    from PySide6.QtCore import Qt

    from figs_td.services.tournament import create_tournament as make

    make(tmp_path / "dup.figs", "Duplicato", "duplicato").close()
    window.open_path(str(tmp_path / "dup.figs"))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    alt = Qt.KeyboardModifier.AltModifier
    expected = ["players", "prizes", "arbiter", "duplicate"]
    for n, key in enumerate(expected, 1):
        qtbot.keyClick(window.tabs.currentWidget(), getattr(Qt.Key, f"Key_{n}"), alt)
        assert window.tabs.currentWidget() is window.panels[key]
        assert window.tabs.tabToolTip(window.tabs.currentIndex()) == f"Alt+{n}"
    qtbot.keyClick(window.tabs.currentWidget(), Qt.Key.Key_5, alt)  # no fifth tab: nothing
    assert window.tabs.currentWidget() is window.panels["duplicate"]
