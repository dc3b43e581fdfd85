"""The director's day, driven as a person would: create, 8 players, pair, results from the
keyboard, a correction, undo, standings, a time loss, a challenge ruling, a PDF."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import (
    PLAYERS,
    add_players,
    answer_box,
    answer_file_dialog,
    create_tournament,
    pair,
    type_result,
)
from PySide6.QtCore import Qt


def test_create_add_pair_enter_correct_undo(qtbot, window, tournament_file: Path) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    assert tournament_file.exists()
    assert "Open di Prova" in window.windowTitle()
    add_players(qtbot, window)
    players = window.panels["players"]
    assert players.model.rowCount() == 8
    assert {p.surname for p in window.session.backend.players()} == {p[0] for p in PLAYERS}
    assert "8 giocatori" in window.state_label.text()

    assert pair(qtbot, window) == 1
    games = window.session.backend.games(1)
    assert len(games) == 4 and all(g.second is not None for g in games)
    assert "4 risultati mancanti" in window.state_label.text()

    results = window.panels["results"]
    window.tabs.setCurrentWidget(results)
    # Table 1 is ready; typing a table, two scores and Enter moves on to the next table.
    type_result(qtbot, results, 1, 400, 350)
    assert results.table_edit.text() == "2"
    assert results.error.text() == ""
    winner = window.session.backend.player_names()[window.session.backend.game(1, 1).first]
    assert results.done_label.text() == f"Tav. 1: vince {winner} 400–350"
    g1 = window.session.backend.game(1, 1)
    assert (g1.score_first, g1.score_second) == (400, 350)

    # An impossible entry is refused inline with the reason; nothing is written.
    _, asked = answer_box(qtbot, "&Registra")  # an unusual score is asked about first
    type_result(qtbot, results, 2, 4500, 300)
    assert "4500–300 è un punteggio insolito" in asked[0]
    assert "4500" in results.error.text() and "troppo alto" in results.error.text()
    assert window.session.backend.game(1, 2).score_first is None
    results.table_edit.selectAll()
    qtbot.keyClicks(results.table_edit, "9")
    qtbot.keyClick(results.table_edit, Qt.Key.Key_Return)  # refused at once, before the scores
    assert results.error.text() == "tavolo 9 inesistente nel turno 1"
    assert results.score1.text() == "" and results.score2.text() == ""

    type_result(qtbot, results, 2, 380, 380)  # a draw
    type_result(qtbot, results, 3, 420, 300)
    assert "1 risultato mancante" in window.state_label.text()  # Italian singular
    # Missing table highlighted in the round's list.
    model = results.games_model
    row4 = [r for r in range(model.rowCount()) if model.text(r, 0) == "4"][0]
    assert model.colour(row4) == "#fff3c4"
    assert model.colour(0) is None
    type_result(qtbot, results, 4, 310, 450)
    assert "completo" in window.state_label.text()

    # Correct table 1 then undo the correction (Ctrl+Z): the store holds the first result again.
    _, asked = answer_box(qtbot)  # Enter alone keeps the result
    type_result(qtbot, results, 1, 410, 350)
    assert asked == ["Il tavolo 1 ha già il risultato 400 – 350.\nSostituirlo con 410 – 350?"]
    assert window.session.backend.game(1, 1).score_first == 400
    assert results.error.text() == "Tav. 1: risultato lasciato com'era"
    _, asked = answer_box(qtbot, "&Sostituisci")
    type_result(qtbot, results, 1, 410, 350)
    assert window.session.backend.game(1, 1).score_first == 410
    window.act_undo.trigger()
    assert window.session.backend.game(1, 1).score_first == 400
    window.act_redo.trigger()
    assert window.session.backend.game(1, 1).score_first == 410

    # Standings: winners of 4 games on 2 points, the draw on 1 each.
    standings = window.panels["standings"]
    window.tabs.setCurrentWidget(standings)
    model = standings.model
    names = window.session.backend.player_names()
    by_name = {r.name: r for r in model.rows}
    g = {t: window.session.backend.game(1, t) for t in (1, 2, 3, 4)}
    assert by_name[names[g[1].first]].tournament_points == 2
    assert by_name[names[g[2].first]].tournament_points == 1
    assert by_name[names[g[2].second]].tournament_points == 1
    assert by_name[names[g[4].second]].tournament_points == 2
    # The top line is table 3's winner (+120) or table 4's (+140): spread decides → table 4.
    assert model.index(0, 1).data() == names[g[4].second]
    assert model.index(0, 0).data() == "1"


def test_reopen_shows_same_state(qtbot, window, tournament_file: Path) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    results = window.panels["results"]
    type_result(qtbot, results, 1, 300, 200)
    text = window.state_label.text()
    window.close_tournament()
    assert window.session is None
    assert window.recent_files()[0] == str(tournament_file)
    assert window.recent_list.count() == 1  # also listed on the welcome page
    window.recent_menu.actions()[0].trigger()
    qtbot.waitUntil(lambda: window.session is not None)
    assert window.state_label.text() == text
    assert window.panels["players"].model.rowCount() == 4
    assert window.panels["results"].games_model.text(0, 3) == "300 – 200"
    _ = Qt


def test_the_whole_day_in_one_go(qtbot, window, tournament_file, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """Create, 8 players, pair, keyboard results with a correction and an undo, a time loss,
    a challenge ruling, standings, the next round, a PDF — the window and the store agree."""
    from pypdf import PdfReader

    from figs_td.gui.window import worker

    monkeypatch.setenv("FIGS_TD_DATA", str(tmp_path / "data"))
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window)
    pair(qtbot, window)
    backend = window.session.backend
    results = window.panels["results"]
    type_result(qtbot, results, 1, 405, 351)
    type_result(qtbot, results, 2, 377, 390)
    type_result(qtbot, results, 3, 360, 360)
    keep = answer_box(qtbot, "&Sostituisci")
    type_result(qtbot, results, 3, 361, 360)  # correction of table 3, confirmed
    assert keep[1] and "360 – 360" in keep[1][0]
    window.act_undo.trigger()  # back to the draw
    assert (backend.game(1, 3).score_first, backend.game(1, 3).score_second) == (360, 360)
    # Table 4: a time loss, M2 (figs-25): first flagged, 410 − 50 = 360 ≥ 300 → 300 − 50 = 250.
    results.table_edit.setText("4")
    results.time_btn.click()
    dialog = results.time_dialog
    dialog.score[0].setValue(410)
    dialog.score[1].setValue(300)
    dialog.flag[0].setChecked(True)
    assert "250 – 300" in dialog.result.text()
    dialog.accept()
    assert (backend.game(1, 4).score_first, backend.game(1, 4).score_second) == (250, 300)
    assert "completo" in window.state_label.text()

    words = tmp_path / "parole.txt"
    words.write_text("casa\nmicio\n", encoding="utf-8")
    arbiter = window.panels["arbiter"]
    window.tabs.setCurrentWidget(arbiter)
    arbiter.load_lexicon(str(words))
    qtbot.waitUntil(lambda: not worker.busy() and "parole" in arbiter.lexicon_label.text())
    arbiter.table_spin.setValue(2)
    arbiter.words.setText("cosa")
    arbiter.value.setValue(30)  # invalid: 20 % of 30 = 6 to the player of the move
    arbiter.check()
    arbiter.save()
    assert [(r.table, r.move_valid, r.penalty) for r in backend.rulings()] == [(2, False, 6)]

    standings = window.panels["standings"]
    window.tabs.setCurrentWidget(standings)
    points = {r.name: r.tournament_points for r in standings.model.rows}
    assert sorted(points.values()) == [0, 0, 0, 1, 1, 2, 2, 2]

    assert pair(qtbot, window) == 2
    out = tmp_path / "turno2.pdf"
    keep = answer_file_dialog(qtbot, str(out))
    window.tabs.setCurrentWidget(window.panels["rounds"])
    next(a for a in window.export_menu.actions() if a.objectName() == "export_pairings").trigger()
    qtbot.waitUntil(lambda: not worker.busy() and out.exists())
    assert len(keep) == 3  # the save dialog was shown and answered
    text = "".join(p.extract_text() for p in PdfReader(out).pages)
    g = backend.game(2, 1)
    assert backend.player_names()[g.first].split()[0] in text
