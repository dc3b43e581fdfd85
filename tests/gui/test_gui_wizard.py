"""The wizard never throws away what was typed: a missing folder is created when the director
agrees, and an error keeps the wizard open on the page to fix."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import answer_box
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard


def _fill(qtbot, window, path: Path):  # noqa: ANN001, ANN202
    window.act_new.trigger()
    wizard = window.wizard
    qtbot.waitUntil(wizard.isVisible)
    qtbot.keyClicks(wizard.general.name, "Open di Pisa")
    qtbot.keyClicks(wizard.general.place, "Pisa")
    wizard.general.path.selectAll()
    qtbot.keyClicks(wizard.general.path, str(path))
    return wizard


def _next(qtbot, wizard) -> None:  # noqa: ANN001
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)


def test_missing_folder_is_created_when_asked(qtbot, window, tmp_path: Path) -> None:  # noqa: ANN001
    path = tmp_path / "tornei" / "2026" / "pisa.figs"
    wizard = _fill(qtbot, window, path)
    asked = answer_box(qtbot)  # Enter: No — the wizard stays on the page, nothing lost
    _next(qtbot, wizard)
    assert "non esiste. Crearla?" in asked[1][0]
    assert wizard.currentPage() is wizard.general
    assert wizard.general.error.text() == "Scegliere una cartella esistente per il file."
    assert wizard.general.name.text() == "Open di Pisa"
    asked = answer_box(qtbot, "&Crea la cartella")
    _next(qtbot, wizard)
    assert path.parent.is_dir() and wizard.currentPage() is wizard.system
    for _ in range(3):
        _next(qtbot, wizard)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session is not None)
    assert path.exists() and "Open di Pisa" in window.windowTitle()


def test_an_error_on_finish_keeps_the_wizard_open(qtbot, window, tmp_path: Path) -> None:  # noqa: ANN001
    path = tmp_path / "pisa.txt"  # not a .figs name: the service refuses it on Fine
    wizard = _fill(qtbot, window, path)
    for _ in range(4):
        _next(qtbot, wizard)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    assert wizard.isVisible() and window.session is None
    assert wizard.currentPage() is wizard.general  # back on the page to fix
    assert ".figs" in wizard.general.error.text()
    assert wizard.general.name.text() == "Open di Pisa" and wizard.general.place.text() == "Pisa"
    wizard.general.path.selectAll()
    qtbot.keyClicks(wizard.general.path, str(tmp_path / "pisa.figs"))
    for _ in range(4):
        _next(qtbot, wizard)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session is not None)
    assert not wizard.isVisible()
