"""The director's day, driven as a person would: create, 8 players, pair, results from the
keyboard, a correction, undo, standings, a time loss, a challenge ruling, a PDF."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import PLAYERS, add_players, create_tournament, pair, type_result
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
    g1 = window.session.backend.game(1, 1)
    assert (g1.score_first, g1.score_second) == (400, 350)

    # An impossible entry is refused inline with the reason; nothing is written.
    type_result(qtbot, results, 2, 4500, 300)
    assert "4500" in results.error.text() and "troppo alto" in results.error.text()
    assert window.session.backend.game(1, 2).score_first is None
    type_result(qtbot, results, 9, 300, 200)
    assert "tavolo '9' inesistente" in results.error.text()

    type_result(qtbot, results, 2, 380, 380)  # a draw
    type_result(qtbot, results, 3, 420, 300)
    assert "1 risultati mancanti" in window.state_label.text()
    # Missing table highlighted in the round's list.
    model = results.games_model
    row4 = [r for r in range(model.rowCount()) if model.text(r, 0) == "4"][0]
    assert model.colour(row4) == "#fff3c4"
    assert model.colour(0) is None
    type_result(qtbot, results, 4, 310, 450)
    assert "completo" in window.state_label.text()

    # Correct table 1 then undo the correction (Ctrl+Z): the store holds the first result again.
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
    window.recent_menu.actions()[0].trigger()
    qtbot.waitUntil(lambda: window.session is not None)
    assert window.state_label.text() == text
    assert window.panels["players"].model.rowCount() == 4
    assert window.panels["results"].games_model.text(0, 3) == "300 – 200"
    _ = Qt
