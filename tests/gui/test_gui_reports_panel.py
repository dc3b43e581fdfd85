"""The window's queue of reports from the phones (issue 27): the live page started with the
players' pages, two phones that disagree, the count in the status bar, the director accepting
one version from the panel."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import PLAYERS, add_players, create_tournament, pair

from figs_td.services.results import game_at
from figs_td.services.self_entry import phones as se
from figs_td.services.self_entry.codes import list_codes
from figs_td.store import open_store


def test_reports_panel(qtbot, window, tournament_file: Path) -> None:  # noqa: ANN001
    from PySide6.QtCore import QPoint, Qt

    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    panel = window.reports_panel
    assert not panel.isVisible() and not panel.count_label.isVisible()
    actions = {a.objectName(): a for a in window.publish_menu.actions()}
    actions["publish_self_entry"].trigger()
    qtbot.waitUntil(lambda: getattr(window, "live_server", None) is not None, timeout=10000)
    assert window.live_server.players is not None and panel.isVisible()
    window.live_dialog.accept()  # the address and QR code dialog, closed
    with open_store(tournament_file) as st:
        assert all(c.code for c in list_codes(st))  # every player got a code
        game = game_at(st, 1, 1)
        se.report_score(st, game.first, 400, 350)
        se.report_score(st, game.second or 0, 340, 400)  # they disagree
    qtbot.waitUntil(lambda: panel.count_label.text() == "Segnalazioni: 2", timeout=10000)
    assert panel.count_label.isVisible()
    top = panel.tree.topLevelItem(0)
    assert top.text(0) == "Turno 1, tavolo 1" and top.childCount() == 2
    assert [top.child(i).text(2) for i in range(2)] == ["400-350", "400-340"]
    assert not panel.accept_btn.isEnabled()
    second = top.child(1)
    chosen = second.data(0, Qt.ItemDataRole.UserRole)
    rect = panel.tree.visualItemRect(second)
    point = QPoint(rect.left() + 8, rect.center().y())
    qtbot.mouseClick(panel.tree.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert panel.tree.currentItem() is second and panel.accept_btn.isEnabled()
    qtbot.mouseClick(panel.accept_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.count_label.isVisible(), timeout=5000)
    assert "400-340 inserito" in window.statusBar().currentMessage()
    with open_store(tournament_file) as st:
        g = game_at(st, 1, 1)
    assert (g.score_first, g.score_second) == (400, 340)
    assert window.session.backend.missing_results(1) == 1
    # the decision is undoable like every action of the window
    assert window.session.undo_stack.undoText() == f"accoglimento della segnalazione n. {chosen}"
    window.act_undo.trigger()
    qtbot.waitUntil(lambda: panel.count_label.text() == "Segnalazioni: 2", timeout=10000)
    with open_store(tournament_file) as st:
        assert game_at(st, 1, 1).score_first is None
    assert window.session.backend.missing_results(1) == 2
