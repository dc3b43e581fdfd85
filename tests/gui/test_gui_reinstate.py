"""Riammetti (reinstate) in the window: the same service as ``figs-td players reinstate``,
checked against the version the list shows — a player changed meanwhile by another desk is
refused with a message, nothing written, and reinstated after a reload (issue 24, item 7)."""

from __future__ import annotations

from gui_helpers import PLAYERS, add_players, create_tournament
from PySide6.QtCore import Qt

from figs_td.gui.window import errors
from figs_td.services import director, players
from figs_td.store import open_store


def _status(window, surname: str) -> tuple[str, int | None]:  # noqa: ANN001
    p = next(p for p in window.session.backend.players() if p.surname == surname)
    return p.status, p.status_round


def test_reinstate_is_version_checked(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file, rounds=5)
    add_players(qtbot, window, PLAYERS[:4])
    panel = window.panels["players"]
    panel.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    panel.table.selectRow(0)
    name = panel.proxy.index(0, 1).data()
    # Withdrawn by another desk (the CLI's service); the window reloads and shows it.
    with open_store(tournament_file) as desk:
        players.withdraw_player(desk, name, 3, actor="banco2")
    window.reload_all()
    qtbot.waitUntil(lambda: _status(window, name) == ("withdrawn", 3))
    panel.table.selectRow(0)
    # The other desk then corrects the player's rating: the window's list is now stale.
    with open_store(tournament_file) as desk:
        director.edit_player(desk, name, rating=1999, actor="banco2")
    before = len(errors.last_message)
    qtbot.mouseClick(panel.reinstate_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(errors.last_message) > before)
    assert "modificati nel frattempo da banco2" in errors.last_message[-1]
    with open_store(tournament_file) as desk, desk.read() as tx:
        rec = tx.players.find(name)
        assert (rec.status, rec.status_round, rec.rating) == ("withdrawn", 3, 1999)
        assert tx.audit.entries()[-1].action == "player.update"
    window.reload_all()
    panel.table.selectRow(0)
    qtbot.mouseClick(panel.reinstate_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _status(window, name) == ("active", None))
    with open_store(tournament_file) as desk, desk.read() as tx:
        last = tx.audit.entries()[-1]
    assert last.action == "player.reinstate" and last.actor != "banco2"
