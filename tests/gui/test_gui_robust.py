"""Errors from the core and the store become clear Italian messages, never a traceback."""

from __future__ import annotations

from pathlib import Path

from figs_td.gui.window import errors
from figs_td.gui.window.errors import error_message


def test_opening_a_file_that_is_not_a_tournament(qtbot, window, tmp_path: Path) -> None:  # noqa: ANN001
    bad = tmp_path / "note.figs"
    bad.write_text("una lista della spesa", encoding="utf-8")
    window.open_path(str(bad))
    assert window.session is None
    assert "non è un file di torneo" in errors.last_message[-1]
    window.open_path(str(tmp_path / "manca.figs"))
    assert "non esiste" in errors.last_message[-1]
    assert window.stack.currentIndex() == 0  # still on the welcome page, usable


def test_unexpected_errors_are_worded_without_traceback() -> None:
    assert error_message(ValueError("punteggio negativo")) == "punteggio negativo"
    text = error_message(ZeroDivisionError("division by zero"))
    assert text.startswith("errore interno (ZeroDivisionError)") and "Traceback" not in text
    assert "permesso negato" in error_message(PermissionError(13, "denied", "/x.figs"))


def test_wizard_refuses_an_impossible_profile(qtbot, window) -> None:  # noqa: ANN001
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWizard

    window.act_new.trigger()
    wizard = window.wizard
    qtbot.keyClicks(wizard.general.name, "Prova")
    wizard.general.path.setText(str(Path(qtbot.__class__.__module__).name) + ".figs")
    next_btn = wizard.button(QWizard.WizardButton.NextButton)
    qtbot.mouseClick(next_btn, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(next_btn, Qt.MouseButton.LeftButton)
    assert wizard.currentPage() is wizard.rules
    wizard.rules.numbers["supplementary_min"].setValue(0)  # no supplementary time: impossible
    qtbot.mouseClick(next_btn, Qt.MouseButton.LeftButton)
    assert wizard.currentPage() is wizard.rules
    assert "supplementare" in wizard.rules.error.text()
    wizard.rules.numbers["supplementary_min"].setValue(2)
    qtbot.mouseClick(next_btn, Qt.MouseButton.LeftButton)
    assert wizard.currentPage() is wizard.results
    assert wizard.spec().profile_overrides == {"supplementary_min": 2}
    wizard.reject()


def test_a_result_changed_by_another_desk_is_not_overwritten(
    qtbot, window, tournament_file
) -> None:  # noqa: ANN001, E501
    from gui_helpers import PLAYERS, add_players, create_tournament, pair, type_result

    from figs_td.services import results, tournament

    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    panel = window.panels["results"]
    window.tabs.setCurrentWidget(panel)
    other = tournament.open_tournament(str(tournament_file))  # a second desk on the same file
    try:
        results.enter_result(other, 1, 1, 333, 222, actor="tavolo 2")
    finally:
        other.close()
    type_result(qtbot, panel, 1, 400, 300)
    assert "modificata nel frattempo" in panel.error.text()
    assert panel.games_model.text(0, 3) == "333 – 222"  # what the other desk wrote is shown
    # The entry row keeps the table refused, without the scores typed for the old result.
    assert (panel.table_edit.text(), panel.score1.text(), panel.score2.text()) == ("1", "", "")
    window.act_reload.trigger()  # F5 reads everything again
    assert panel.games_model.text(0, 3) == "333 – 222"
    assert panel.error.text() == ""  # and the red line goes
    from gui_helpers import answer_box

    asked = answer_box(qtbot, "&Sostituisci")  # the correction is asked about, then confirmed
    type_result(qtbot, panel, 1, 400, 300)  # now a deliberate correction
    assert "333 – 222" in asked[1][0]
    assert window.session.backend.game(1, 1).score_first == 400
