"""Issue 38 §3: the window follows the other desks without F5. A real second process
(``figs-td result``) writes to the same file while the window is open; the views show it
within the follower's ticks (waited for with a generous deadline, no clock asserted), what the
director is half-way through typing stays, and the phones' queue keeps following after the
director's own actions."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import PLAYERS, add_players, create_tournament, pair, type_result
from lock_harness import cli
from PySide6.QtCore import Qt

from figs_td.services.results import game_at
from figs_td.services.self_entry import phones as se
from figs_td.store import open_store

DEADLINE_MS = 60_000  # a loaded machine; the follower looks twice a second


def _row(results, table: int) -> int:  # noqa: ANN001
    model = results.games_model
    return next(r for r in range(model.rowCount()) if model.text(r, 0) == str(table))


def _shown(results, table: int) -> str:  # noqa: ANN001
    return results.games_model.text(_row(results, table), 3)


def _ready(qtbot, window, tournament_file: Path, players: int = 8):  # noqa: ANN001, ANN202
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:players])
    pair(qtbot, window)
    results = window.panels["results"]
    window.tabs.setCurrentWidget(results)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return results


def desk(tournament_file: Path, table: int, score: str, round_no: int = 1) -> None:
    """The second desk: a process of its own on the same file."""
    cli("result", str(tournament_file), "--round", str(round_no), "--table", str(table),
        "--score", score, actor="banco 2")  # fmt: skip


def by_name_points(standings, name: str) -> int:  # noqa: ANN001
    return {r.name: r for r in standings.model.rows}[name].tournament_points


def test_another_desks_result_shows_without_f5(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    results = _ready(qtbot, window, tournament_file)
    assert _shown(results, 3) == ""
    assert "4 risultati mancanti" in window.state_label.text()
    desk(tournament_file, 3, "410-290")
    qtbot.waitUntil(lambda: _shown(results, 3) == "410 – 290", timeout=DEADLINE_MS)
    qtbot.waitUntil(
        lambda: "3 risultati mancanti" in window.state_label.text(), timeout=DEADLINE_MS
    )
    assert "3" not in results.missing_label.text().split(":")[1]
    # A view not on screen shows it when it is looked at.
    standings = window.panels["standings"]
    window.tabs.setCurrentWidget(standings)
    g = game_at(window.session.backend.store, 1, 3)
    winner = window.session.backend.player_names()[g.first]
    assert by_name_points(standings, winner) == 0  # round 1 not complete: not counted yet
    standings.provisional.setChecked(True)  # the results entered so far (issue 39)
    assert by_name_points(standings, winner) == 2
    # The window's own entries are not "another desk": nothing is refreshed twice.
    window.tabs.setCurrentWidget(results)
    type_result(qtbot, results, 1, 400, 300)
    mark = window.follower.mark
    window.follower.poll()
    assert window.follower.mark != mark  # moved on past its own entry…
    assert results.done_label.text().startswith("Tav. 1: vince ")  # …and kept its green line


def test_a_half_typed_score_survives_the_refresh(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    results = _ready(qtbot, window, tournament_file)
    results.table_edit.setFocus()
    results.table_edit.selectAll()
    qtbot.keyClicks(results.table_edit, "2")
    qtbot.keyClick(results.table_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(results.score1, "41")  # half-way through the first score
    assert results.score1.hasFocus()
    desk(tournament_file, 3, "410-290")
    qtbot.waitUntil(lambda: _shown(results, 3) == "410 – 290", timeout=DEADLINE_MS)
    assert (results.table_edit.text(), results.score1.text()) == ("2", "41")
    assert results.score1.hasFocus() and results.score1.cursorPosition() == 2
    assert results.error.text() == ""
    qtbot.keyClicks(results.score1, "2")
    qtbot.keyClick(results.score1, Qt.Key.Key_Return)
    qtbot.keyClicks(results.score2, "380")
    qtbot.keyClick(results.score2, Qt.Key.Key_Return)
    g = window.session.backend.game(1, 2)
    assert (g.score_first, g.score_second) == (412, 380)
    # Typing the very table another desk then fills: the typing stays, a red line says so,
    # and Enter asks before replacing (No is the default: the other desk's result stays).
    results.table_edit.setFocus()
    results.table_edit.selectAll()
    qtbot.keyClicks(results.table_edit, "4")
    qtbot.keyClick(results.table_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(results.score1, "39")
    desk(tournament_file, 4, "350-360")
    qtbot.waitUntil(lambda: _shown(results, 4) == "350 – 360", timeout=DEADLINE_MS)
    assert (results.table_edit.text(), results.score1.text()) == ("4", "39")
    assert results.error.text() == (
        "Tav. 4: un'altra postazione ha appena registrato 350 – 360 (Invio chiede se sostituirlo)"
    )


def test_the_phones_queue_and_views_follow_after_an_action(
    qtbot,
    window,
    tournament_file,  # noqa: ANN001
) -> None:
    results = _ready(qtbot, window, tournament_file, players=4)
    panel = window.reports_panel
    with open_store(tournament_file) as st:
        se.start_self_entry(st, url="")
    type_result(qtbot, results, 1, 400, 300)  # the director's own action first
    with open_store(tournament_file) as st:
        game = game_at(st, 1, 2)
        se.report_score(st, game.first, 380, 350)
        se.report_score(st, game.second or 0, 350, 380)  # the two phones agree: entered
    qtbot.waitUntil(lambda: _shown(results, 2) == "380 – 350", timeout=DEADLINE_MS)
    assert "completo" in window.state_label.text()
    # Another action, then two phones that disagree on table 1: the queue shows them.
    window.act_undo.trigger()  # the director takes back table 1
    qtbot.waitUntil(lambda: _shown(results, 1) == "", timeout=DEADLINE_MS)
    with open_store(tournament_file) as st:
        game = game_at(st, 1, 1)
        se.report_score(st, game.first, 420, 350)
        se.report_score(st, game.second or 0, 340, 420)
    qtbot.waitUntil(lambda: panel.count_label.text() == "Segnalazioni: 2", timeout=DEADLINE_MS)
    # The director enters table 1 at the desk: the queue shows the reports closed at once.
    type_result(qtbot, results, 1, 420, 345)
    assert not panel.count_label.isVisible()
