"""Players: the quick-entry Tessera field, the import preview with its Tessera column and the bad
rows, an edit that keeps the dialog open on an error, a withdrawal from a chosen round."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import PLAYERS, add_players, create_tournament, pair, type_result
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel


def test_quick_entry_tessera_and_import_preview(
    qtbot, window, tournament_file, tmp_path: Path
) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    panel = window.panels["players"]
    window.tabs.setCurrentWidget(panel)
    qtbot.keyClicks(panel.q_surname, "Rossi")
    qtbot.keyClicks(panel.q_given, "Mario")
    qtbot.keyClicks(panel.q_fed, "IT-0042")
    qtbot.keyClick(panel.q_fed, Qt.Key.Key_Return)
    rossi = window.session.backend.players()[0]
    assert (rossi.surname, rossi.federation_id) == ("Rossi", "IT-0042")
    assert panel.q_fed.text() == ""
    csv = tmp_path / "iscritti.csv"
    csv.write_text(
        "cognome;nome;circolo;rating;tessera\n"
        "Bianchi;Anna;Milano;1650;IT-0100\n"
        "Verdi;Luca;Torino;abc;IT-0101\n"
        "Neri;Sara;Napoli;1550;\n",
        encoding="utf-8",
    )
    panel.import_file(str(csv))
    dialog = panel.import_dialog
    qtbot.waitUntil(dialog.isVisible)
    header = [dialog.rows_model.headerData(c, Qt.Orientation.Horizontal) for c in range(5)]
    assert header == ["Cognome", "Nome", "Circolo", "Rating", "Tessera"]
    good = [
        tuple(dialog.rows_model.text(r, c) for c in range(5))
        for r in range(dialog.rows_model.rowCount())
    ]
    assert good == [  # noqa
        ("Bianchi", "Anna", "Milano", "1650", "IT-0100"),
        ("Neri", "Sara", "Napoli", "1550", ""),
    ]
    assert dialog.rejected_model.rowCount() == 1 and dialog.rejected_model.text(0, 0) == "riga 3"
    assert not dialog.ok.isEnabled()  # a malformed row: the file is corrected first
    dialog.reject()
    csv.write_text(csv.read_text(encoding="utf-8").replace("abc", "1600"), encoding="utf-8")
    panel.import_file(str(csv))
    dialog = panel.import_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.rows_model.rowCount() == 3 and dialog.ok.isEnabled()
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert {p.federation_id for p in window.session.backend.players()} == {
        "IT-0042",
        "IT-0100",
        "IT-0101",
        "",
    }


def test_edit_error_keeps_the_dialog_and_withdraw_from_a_round(
    qtbot, window, tournament_file
) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file, rounds=5)
    add_players(qtbot, window, PLAYERS[:4])
    panel = window.panels["players"]
    panel.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # Bianchi, Neri, Rossi, Verdi
    panel.table.selectRow(0)
    qtbot.mouseClick(panel.edit_btn, Qt.MouseButton.LeftButton)
    dialog = panel.player_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.surname.selectAll()
    qtbot.keyClicks(dialog.surname, "Rossi")  # Rossi Anna? the given name is kept: not a clash
    dialog.given.selectAll()
    qtbot.keyClicks(dialog.given, "Mario")  # Rossi Mario is already registered
    qtbot.keyClick(dialog.given, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.error.text() != ""
    assert dialog.surname.text() == "Rossi" and dialog.given.text() == "Mario"  # nothing lost
    dialog.given.selectAll()
    qtbot.keyClicks(dialog.given, "Anna")
    qtbot.keyClick(dialog.given, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert "Rossi" in [
        p.surname for p in window.session.backend.players() if p.given_name == "Anna"
    ]
    # Withdrawal: from which round (next round proposed), confirmed by the button.
    pair(qtbot, window)
    results = window.panels["results"]
    type_result(qtbot, results, 1, 400, 300)
    type_result(qtbot, results, 2, 380, 320)
    window.tabs.setCurrentWidget(panel)
    panel.table.selectRow(1)
    name = panel.proxy.index(1, 1).data()
    qtbot.mouseClick(panel.withdraw_btn, Qt.MouseButton.LeftButton)
    w = panel.withdraw_dialog
    qtbot.waitUntil(w.isVisible)
    assert w.round.value() == 2 and w.round.minimum() == 2 and w.round.maximum() == 5
    assert any(name in label.text() for label in w.findChildren(QLabel))
    w.round.setFocus()
    w.round.selectAll()
    qtbot.keyClicks(w.round, "4")
    qtbot.mouseClick(w.ok, Qt.MouseButton.LeftButton)
    player = next(p for p in window.session.backend.players() if p.surname == name)
    assert (player.status, player.status_round) == ("withdrawn", 4)


def test_withdrawing_from_a_paired_round_asks_naming_the_table(
    qtbot, window, tournament_file, monkeypatch
) -> None:  # noqa: ANN001
    """Round 1 paired, no result: the player may be withdrawn from round 1 (the next round is
    proposed), and the window first shows the service's warning — the table, the opponent,
    the forfeit the game becomes (figs-25 default spread: 50–0) — before anything changes."""
    from figs_td.gui.dialogs import confirm

    create_tournament(qtbot, window, tournament_file, rounds=5)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    backend = window.session.backend
    game = backend.game(1, 2)
    names = {p.id: f"{p.surname} {p.given_name}" for p in backend.players()}
    absent, present = names[game.second], names[game.first]
    asked: list[str] = []
    answers = iter([False, True])

    def ask(parent, title, text, yes):  # noqa: ANN001, ANN202
        asked.append(text)
        return next(answers)

    monkeypatch.setattr(confirm, "ask", ask)
    panel = window.panels["players"]
    window.tabs.setCurrentWidget(panel)
    row = next(
        r
        for r in range(panel.proxy.rowCount())
        if panel.proxy.index(r, 1).data() == absent.split()[0]
    )
    expected = (
        f"{absent} è già abbinato nel turno 1 al tavolo 2 contro {present} e la partita non è "
        f"giocata: il ritiro non la toglie; va registrata come vittoria a tavolino di {present} "
        f"(lo scarto a tavolino del torneo): {present} 50, {absent} 0"
    )
    for answer in (False, True):
        panel.table.selectRow(row)
        qtbot.mouseClick(panel.withdraw_btn, Qt.MouseButton.LeftButton)
        w = panel.withdraw_dialog
        qtbot.waitUntil(w.isVisible)
        assert (w.round.minimum(), w.round.value()) == (1, 2)
        w.round.setValue(1)
        qtbot.mouseClick(w.ok, Qt.MouseButton.LeftButton)
        player = next(p for p in backend.players() if p.id == game.second)
        if not answer:  # "No": nothing changed
            assert player.status == "active"
    assert asked == [expected + f"\n\nRitirare comunque {absent}?"] * 2
    assert (player.status, player.status_round) == ("withdrawn", 1)
    assert backend.game(1, 2).score_first is None  # the game itself is left as it was
