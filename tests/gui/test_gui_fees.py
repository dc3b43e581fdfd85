"""The players tab shows who still owes the registration fee: a column and a count (issue 42)."""

from __future__ import annotations

from gui_helpers import PLAYERS, add_players, create_tournament
from PySide6.QtCore import Qt

from figs_td.services.fees import set_fee
from figs_td.store import open_store


def test_owed_column_and_count(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file, rounds=3)
    add_players(qtbot, window, PLAYERS[:3])
    panel = window.panels["players"]
    assert panel.owed_label.text() == ""
    names = [p.name for p in window.session.backend.players()]
    with open_store(tournament_file) as desk:
        set_fee(desk, names[0], due=2000, paid=1550)  # owes 4,50
        set_fee(desk, names[1], due=1000, paid=1000)  # owes nothing
        set_fee(desk, names[2], due=1000, paid=0)  # owes 10,00
    window.reload_all()
    qtbot.waitUntil(lambda: panel.owed_label.text() != "")
    assert panel.owed_label.text() == "Quote da incassare: 2 giocatori, 14,50 €"
    col = panel.model.OWED
    assert panel.model.headerData(col, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole) == (
        "Da pagare €"
    )
    panel.table.sortByColumn(col, Qt.SortOrder.DescendingOrder)
    shown = [panel.proxy.index(r, col).data() for r in range(3)]
    assert shown == ["10,00", "4,50", ""]
