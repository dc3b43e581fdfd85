"""The players tab shows who still owes the registration fee: a column and a count (issue 42)."""

from __future__ import annotations

from gui_helpers import PLAYERS, add_players, create_tournament
from PySide6.QtCore import Qt

from figs_td.services.registration.fees import set_fee
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


# ------------------------------------------------------------------ the fee from the window
def _fees(path) -> dict[str, tuple[int, int, int]]:  # noqa: ANN001
    from figs_td.services.registration.fees import list_fees

    with open_store(path) as st:
        return {f.name: (f.due, f.paid, f.owed) for f in list_fees(st)}


def _audit_count(window) -> int:  # noqa: ANN001
    from figs_td.services.tournament import audit_log

    return len(audit_log(window.session.backend.store))


def _players_tab(qtbot, window, path):  # noqa: ANN001, ANN202
    create_tournament(qtbot, window, path, rounds=3)
    add_players(qtbot, window, PLAYERS[:3])
    panel = window.panels["players"]
    panel.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    panel.table.selectRow(0)  # Rossi Mario
    return panel


def _open_dialog(qtbot, panel, how: str):  # noqa: ANN001, ANN202
    if how == "button":
        qtbot.mouseClick(panel.fee_btn, Qt.MouseButton.LeftButton)
    elif how == "keys":
        panel.table.setFocus()
        qtbot.keyClick(panel.table, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier
                       | Qt.KeyboardModifier.ShiftModifier)  # fmt: skip
    elif how == "double click":
        view = panel.table
        rect = view.visualRect(panel.proxy.index(0, panel.model.OWED))
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    elif how == "menu":
        assert panel.act_fee in panel.table.actions()  # the table's context menu
        panel.act_fee.trigger()
    qtbot.waitUntil(lambda: getattr(panel, "fee_dialog", None) is not None
                    and panel.fee_dialog.isVisible())  # fmt: skip
    return panel.fee_dialog


def test_fee_entered_from_the_window_and_undone(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    from figs_td.services.registration.fees import set_default_fee

    panel = _players_tab(qtbot, window, tournament_file)
    set_default_fee(window.session.backend.store, 2000)  # 20 € for everybody
    window.reload_all()
    qtbot.waitUntil(lambda: panel.owed_label.text() == "Quote da incassare: 3 giocatori, 60,00 €")
    panel.table.selectRow(0)
    dialog = _open_dialog(qtbot, panel, "button")
    assert dialog.windowTitle() == "Quota di Rossi Mario"
    assert (dialog.due.text(), dialog.paid.text()) == ("20,00", "0,00")  # proposed
    dialog.paid.selectAll()
    qtbot.keyClicks(dialog.paid, "15")
    assert dialog.owed.text() == "5,00 €"
    qtbot.keyClick(dialog.paid, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    # due 20, paid 15 → owes 5; the other two still owe 20 each
    assert _fees(tournament_file)["Rossi Mario"] == (2000, 1500, 500)
    assert panel.proxy.index(0, panel.model.OWED).data() == "5,00"
    assert panel.owed_label.text() == "Quote da incassare: 3 giocatori, 45,00 €"
    stack = window.session.undo_stack
    assert stack.undoText() == "quota di Rossi Mario"
    # Salda: paid = due → owes nothing
    panel.table.selectRow(0)
    dialog = _open_dialog(qtbot, panel, "keys")
    assert (dialog.due.text(), dialog.paid.text()) == ("20,00", "15,00")
    qtbot.mouseClick(dialog.settle_btn, Qt.MouseButton.LeftButton)
    assert dialog.paid.text() == "20,00" and dialog.owed.text() == "0,00 €"
    dialog.accept()
    assert _fees(tournament_file)["Rossi Mario"] == (2000, 2000, 0)
    assert panel.proxy.index(0, panel.model.OWED).data() == ""
    assert panel.owed_label.text() == "Quote da incassare: 2 giocatori, 40,00 €"
    # undo twice: 15 paid, then nothing paid and the default due again
    window.act_undo.trigger()
    assert _fees(tournament_file)["Rossi Mario"] == (2000, 1500, 500)
    assert panel.owed_label.text() == "Quote da incassare: 3 giocatori, 45,00 €"
    window.act_undo.trigger()
    assert _fees(tournament_file)["Rossi Mario"] == (2000, 0, 2000)
    from figs_td.services.registration.fees import read_fee

    assert read_fee(window.session.backend.store, "Rossi")[1] is None  # on the default again
    window.act_redo.trigger()
    assert _fees(tournament_file)["Rossi Mario"] == (2000, 1500, 500)  # redo: paid 15 again
    # the 20 € kept untouched in the dialog stays the default's: a new default applies to him
    assert read_fee(window.session.backend.store, "Rossi")[1] == {"paid": 1500}
    # another desk changes the fee: the redo of the window's Salda is refused, nothing lost
    with open_store(tournament_file) as desk:
        set_fee(desk, "Rossi", paid=1000, actor="banco2")
    window.act_redo.trigger()
    assert _fees(tournament_file)["Rossi Mario"] == (2000, 1000, 1000)


def test_bad_amount_refused_nothing_written(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    panel = _players_tab(qtbot, window, tournament_file)
    before = _audit_count(window)
    dialog = _open_dialog(qtbot, panel, "double click")
    assert dialog.windowTitle() == "Quota di Rossi Mario"
    dialog.due.selectAll()
    qtbot.keyClicks(dialog.due, "abc")
    assert dialog.owed.text() == "–"
    qtbot.mouseClick(dialog.settle_btn, Qt.MouseButton.LeftButton)  # no due to settle with
    assert dialog.error.text() == (
        "dovuto: importo non valido 'abc' (in euro, per esempio 20 o 15,50)"
    )
    dialog.error.clear()
    qtbot.keyClick(dialog.due, Qt.Key.Key_Return)
    assert dialog.isVisible()  # stays open, the typing kept
    assert dialog.error.text() == (
        "dovuto: importo non valido 'abc' (in euro, per esempio 20 o 15,50)"
    )
    assert dialog.due.text() == "abc"
    dialog.due.setText("20")
    dialog.paid.setText("-5")
    dialog.accept()
    assert dialog.error.text() == "versato: l'importo non può essere negativo (-5)"
    assert _audit_count(window) == before  # nothing written
    assert _fees(tournament_file)["Rossi Mario"] == (0, 0, 0)
    assert window.session.undo_stack.count() == 3  # the three players added, nothing else
    dialog.paid.setText("15,50")
    dialog.accept()
    assert not dialog.isVisible()
    assert _fees(tournament_file)["Rossi Mario"] == (2000, 1550, 450)


def test_fee_changed_by_another_desk_meanwhile(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    panel = _players_tab(qtbot, window, tournament_file)
    dialog = _open_dialog(qtbot, panel, "menu")
    with open_store(tournament_file) as desk:  # the other desk records a payment first
        set_fee(desk, "Rossi", due=2000, paid=2000, actor="banco2")
    dialog.due.setText("20")
    dialog.paid.setText("5")
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.error.text().startswith(
        "Rossi Mario: la quota è stata modificata nel frattempo da banco2 il "
    )
    assert _fees(tournament_file)["Rossi Mario"] == (2000, 2000, 0)  # the other desk's kept
