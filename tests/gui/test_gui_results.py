"""Special results, corrections and round operations from the window."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import PLAYERS, add_players, create_tournament, pair, type_result
from PySide6.QtCore import Qt


def _ready(qtbot, window, path: Path, n: int = 8):  # noqa: ANN001, ANN202
    create_tournament(qtbot, window, path)
    add_players(qtbot, window, PLAYERS[:n])
    pair(qtbot, window)
    results = window.panels["results"]
    window.tabs.setCurrentWidget(results)
    return results


def test_time_loss_dialog_shows_scores_before_confirming(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    results = _ready(qtbot, window, tournament_file)
    assert results.table_edit.text() == "1"  # the first missing table is ready
    results.table_edit.selectAll()
    qtbot.keyClicks(results.table_edit, "2")
    qtbot.mouseClick(results.time_btn, Qt.MouseButton.LeftButton)
    dialog = results.time_dialog
    qtbot.waitUntil(dialog.isVisible)
    # figs-25 (art. 37 of 000_): the flagged player pays 50; if still ahead, fW − 50.
    dialog.score[0].setValue(400)
    dialog.score[1].setValue(300)
    qtbot.keyClicks(dialog.rack[1], "AB?")  # 1 + 5 + 7 (jolly) = 13
    dialog.overtime[0].setValue(60)
    dialog.flag[0].setChecked(True)
    dialog.base_left[1].setValue(120)
    # Player 1: 400 − 50 = 350; player 2: 300 − 13 = 287; 350 ≥ 287 → 287 − 50 = 237.
    assert "237 – 287" in dialog.result.text()
    assert window.session.backend.game(1, 2).score_first is None  # nothing saved yet
    # An impossible entry (base time left with supplementary time used) is refused inline.
    dialog.base_left[0].setValue(30)
    assert "tempo base residuo" in dialog.error.text()
    assert not dialog.buttons.buttons()[0].isEnabled() or dialog.final_scores is None
    dialog.base_left[0].setValue(0)
    dialog.accept()
    g = window.session.backend.game(1, 2)
    assert (g.score_first, g.score_second, g.kind.value) == (237, 287, "time_loss")
    assert g.time_loss["flagged"] == 0
    assert "per tempo" in results.games_model.text(1, 3)
    window.act_undo.trigger()
    assert window.session.backend.game(1, 2).score_first is None


def test_forfeit_and_clear(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    results = _ready(qtbot, window, tournament_file, 4)
    assert results.table_edit.text() == "1"
    results.forfeit_box.setCurrentIndex(1)  # the second player is present
    qtbot.mouseClick(results.forfeit_btn, Qt.MouseButton.LeftButton)
    g = window.session.backend.game(1, 1)
    # Default conventional result: a win by 50 (domain.md §7).
    assert (g.score_first, g.score_second, g.kind.value) == (0, 50, "forfeit")
    results.table_edit.setText("1")
    qtbot.mouseClick(results.clear_btn, Qt.MouseButton.LeftButton)
    assert window.session.backend.game(1, 1).score_first is None
    window.act_undo.trigger()
    assert window.session.backend.game(1, 1).score_second == 50


def test_delete_round_and_undo_restores_results(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    results = _ready(qtbot, window, tournament_file, 4)
    type_result(qtbot, results, 1, 300, 250)
    rounds = window.panels["rounds"]
    games = [(g.table, g.first, g.second) for g in window.session.backend.games(1)]
    rounds.delete_last(confirm=False)
    assert window.session.backend.current_round() == 0
    assert "nessun turno" in window.state_label.text()
    window.act_undo.trigger()
    from figs_td.gui.window import errors

    assert window.session.backend.current_round() == 1, errors.last_message
    assert [(g.table, g.first, g.second) for g in window.session.backend.games(1)] == games
    assert window.session.backend.game(1, 1).score_first == 300


def test_pairing_undo_redo_gives_the_same_round(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    _ready(qtbot, window, tournament_file, 8)
    backend = window.session.backend
    games = [(g.table, g.first, g.second) for g in backend.games(1)]
    window.act_undo.trigger()
    assert backend.current_round() == 0
    window.act_redo.trigger()
    assert [(g.table, g.first, g.second) for g in backend.games(1)] == games
    rounds = window.panels["rounds"]
    assert rounds.table_model.rowCount() == 4
    assert rounds.name_model.rowCount() == 8


def test_swap_two_players(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    _ready(qtbot, window, tournament_file, 4)
    backend = window.session.backend
    g1, g2 = backend.game(1, 1), backend.game(1, 2)
    rounds = window.panels["rounds"]
    rounds.swap_selected(g1.first, g2.first)
    assert backend.game(1, 1).first == g2.first and backend.game(1, 2).first == g1.first
    window.act_undo.trigger()
    assert backend.game(1, 1).first == g1.first


def test_players_filter_withdraw_and_undo_add(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:3])
    panel = window.panels["players"]
    qtbot.keyClicks(panel.filter, "mil")  # Bianchi's club, Milano
    assert panel.proxy.rowCount() == 1
    assert panel.proxy.index(0, 1).data() == "Bianchi"
    panel.filter.clear()
    panel.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # by surname
    assert [panel.proxy.index(r, 1).data() for r in range(3)] == ["Bianchi", "Rossi", "Verdi"]
    panel.table.selectRow(0)
    qtbot.mouseClick(panel.withdraw_btn, Qt.MouseButton.LeftButton)
    dialog = panel.withdraw_dialog  # asks from which round, names the player
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.round.value() == 1  # no round paired yet: from round 1
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    bianchi = next(p for p in window.session.backend.players() if p.surname == "Bianchi")
    assert (bianchi.status, bianchi.status_round) == ("withdrawn", 1)
    assert "ritirato" in panel.proxy.index(0, 6).data()
    window.act_undo.trigger()  # the withdrawal
    window.act_undo.trigger()  # the last registration (Verdi)
    assert sorted(p.surname for p in window.session.backend.players()) == ["Bianchi", "Rossi"]
    # A duplicate is refused with the store's Italian message, shown in a box.
    from figs_td.gui.window import errors

    add_players(qtbot, window, PLAYERS[:1])
    assert "già iscritto" in errors.last_message[-1]


def test_import_preview_lists_rejected_rows(qtbot, window, tournament_file, tmp_path) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:1])  # Rossi Mario already registered
    csv = tmp_path / "iscritti.csv"
    csv.write_text(
        "cognome;nome;rating\nRossi;Mario;1700\nBruni;Ugo;1500\nLeone;Ada;\n", encoding="utf-8"
    )
    panel = window.panels["players"]
    panel.import_file(str(csv))
    dialog = panel.import_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.rows_model.rowCount() == 2
    assert dialog.rejected_model.rowCount() == 1
    assert "già iscritto" in dialog.rejected_model.text(0, 1)
    assert dialog.rejected_model.text(0, 0) == "riga 2"
    assert window.session.backend.player_count() == 1  # nothing written yet
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert window.session.backend.player_count() == 3
    window.act_undo.trigger()
    assert window.session.backend.player_count() == 1


def test_repair_last_round_and_undo(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    from figs_td.gui.window import worker

    _ready(qtbot, window, tournament_file, 8)
    backend = window.session.backend
    games = [(g.table, g.first, g.second) for g in backend.games(1)]
    count = window.session.undo_stack.count()
    window.panels["rounds"].repair_last()
    qtbot.waitUntil(lambda: not worker.busy() and window.session.undo_stack.count() == count + 1)
    assert backend.current_round() == 1 and len(backend.games(1)) == 4
    window.act_undo.trigger()
    assert [(g.table, g.first, g.second) for g in backend.games(1)] == games


def test_knockout_bracket_view(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file, system="eliminazione")
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    standings = window.panels["standings"]
    window.tabs.setCurrentWidget(standings)
    model = standings.bracket_model
    assert model.columnCount() == 1 and model.rowCount() == 2
    # Seeded 1 v 4 and 2 v 3 (ratings 1700, 1650, 1600, 1550): Rossi meets Neri.
    lines = [model.text(r, 0) for r in range(2)]
    assert any("Rossi" in x and "Neri" in x for x in lines), lines
    assert standings.tabs.currentIndex() == 1


def test_swap_warns_of_a_rematch_before_doing_it(
    qtbot, window, tournament_file, monkeypatch
) -> None:  # noqa: ANN001, E501
    from PySide6.QtWidgets import QMessageBox

    results = _ready(qtbot, window, tournament_file, 4)
    backend = window.session.backend
    r1 = {t: backend.game(1, t) for t in (1, 2)}
    type_result(qtbot, results, 1, 400, 300)
    type_result(qtbot, results, 2, 380, 390)
    pair(qtbot, window)
    g1, g2 = backend.game(2, 1), backend.game(2, 2)
    # Swapping g1.second with g2.first makes g1.first meet g2.first; find the swap that
    # recreates a round-1 pairing and check the warning names both players.
    met = {frozenset((g.first, g.second)) for g in r1.values()}
    a, b = next(
        (x, y)
        for x in (g1.first, g1.second)
        for y in (g2.first, g2.second)
        if frozenset(({g1.first, g1.second} - {x}) | {y}) in met
    )
    asked: list[str] = []

    def answer(parent, title, text, *args):  # noqa: ANN001, ANN202
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer)
    window.panels["rounds"].swap_selected(a, b)
    assert asked and "si sono già incontrati" in asked[0]
    assert backend.game(2, 1).first == g1.first and backend.game(2, 1).second == g1.second


def test_championship_format_from_the_wizard(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    window.act_new.trigger()
    wizard = window.wizard
    wizard.general.name.setText("Campionato")
    wizard.general.path.setText(str(tournament_file))
    wizard.system.rounds.setValue(6)
    wizard.system.knockout_top.setValue(4)
    wizard.accept()
    qtbot.waitUntil(lambda: window.session is not None)
    settings = window.session.backend.info().settings
    assert settings["pairing.phases"]["swiss_rounds"] == 6
    assert settings["pairing.phases"]["knockout"] == 4
    assert settings["words.threshold_rating"] == 1400


def test_edit_player_and_undo(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:2])
    panel = window.panels["players"]
    panel.table.selectRow(0)
    qtbot.mouseClick(panel.edit_btn, Qt.MouseButton.LeftButton)
    dialog = panel.player_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.club.selectAll()
    qtbot.keyClicks(dialog.club, "Ostia")
    dialog.rating.setValue(1720)
    dialog.accept()
    rossi = next(p for p in window.session.backend.players() if p.surname == "Rossi")
    assert (rossi.club, rossi.rating) == ("Ostia", 1720)
    assert panel.proxy.index(0, 3).data() == "Ostia"
    window.act_undo.trigger()
    rossi = next(p for p in window.session.backend.players() if p.surname == "Rossi")
    assert (rossi.club, rossi.rating) == ("Roma", 1700)


def test_tournament_settings_edit_and_undo(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    window.act_settings.trigger()
    wizard = window.wizard
    qtbot.waitUntil(wizard.isVisible)
    assert wizard.general.name.text() == "Open di Prova"
    assert wizard.roles.arbiter.text() == "Aldo Arbitro"
    wizard.general.name.setText("Open di Primavera")
    wizard.rules.profile.setCurrentIndex(wizard.rules.profile.findData("figs-2008"))
    wizard.rules.numbers["base_time_min"].setValue(25)  # art. 37 (2008): 20–25 minutes
    wizard.results.forfeit_spread.setValue(30)
    wizard.system.draw.setCurrentIndex(wizard.system.draw.findData("rating"))
    wizard.accept()
    info = window.session.backend.info()
    assert info.name == "Open di Primavera" and info.profile == "figs-2008"
    assert info.profile_overrides == {"base_time_min": 25}
    assert info.result_settings.forfeit_spread == 30
    assert info.settings["pairing.draw"] == "rating"
    assert "Open di Primavera" in window.windowTitle()
    window.act_undo.trigger()
    info = window.session.backend.info()
    assert (info.name, info.profile, info.profile_overrides) == ("Open di Prova", "figs-25", {})
    assert info.result_settings.forfeit_spread == 50
    assert "pairing.draw" not in info.settings


def test_time_loss_dialog_nobody_flagged_tab_across_and_explained(
    qtbot,
    window,
    tournament_file,  # noqa: ANN001
) -> None:
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    results = _ready(qtbot, window, tournament_file)
    qtbot.mouseClick(results.time_btn, Qt.MouseButton.LeftButton)
    dialog = results.time_dialog
    qtbot.waitUntil(dialog.isVisible)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert not dialog.flag[0].isChecked() and not dialog.flag[1].isChecked()
    assert not ok.isEnabled() and dialog.error.text() == "Indicare chi ha esaurito il tempo."
    assert (ok.text(), cancel.text()) == ("Conferma", "Annulla")
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.score[0].setFocus()
    qtbot.keyClicks(dialog.score[0], "410")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() in (dialog.score[1], dialog.score[1].lineEdit())
    qtbot.keyClicks(dialog.score[1], "300")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.rack[0]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClicks(dialog.rack[1], "E?")  # 1 + 7 = 8
    qtbot.mouseClick(dialog.flag[0], Qt.MouseButton.LeftButton)
    # figs-25: the first flagged pays 50: 360 ≥ 292 → 292 − 50 = 242 (art. 37).
    assert "242 – 292" in dialog.result.text() and ok.isEnabled()
    assert dialog.explain.text() == (
        "Calcolo: leggii −0 / −8 (art. 40), tempo supplementare −50 / −0; poi se chi ha "
        "esaurito il tempo è ancora pari o avanti, finisce 50 punti sotto il vincitore; "
        "altrimenti i punteggi restano (art. 37)."
    )
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert window.session.backend.game(1, 1).score_first is None
