"""The scoresheet editor: turns typed, recount shown, board filled, result sent to the round."""

from __future__ import annotations

import pytest
from gui_helpers import PLAYERS, add_players, answer_box, create_tournament, pair
from PySide6.QtCore import Qt


def test_scoresheet_recount_board_and_send(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    panel = window.panels["scoresheet"]
    window.tabs.setCurrentWidget(panel)
    panel.round_spin.setValue(1)
    panel.table_spin.setValue(1)
    qtbot.mouseClick(panel.load_btn, Qt.MouseButton.LeftButton)
    assert panel.record is not None
    # MICIO on F8–J8: M3 I1 C2 I1 O1 = 8, doubled by the PD on H8 = 16 (art. 1, 9).
    qtbot.keyClicks(panel.move, "8F MICIO")
    qtbot.keyClicks(panel.declared, "16")
    qtbot.keyClick(panel.declared, Qt.Key.Key_Return)
    # ARMONIA down from I3 through the I of MICIO: A on LD (2) + R2 + M3 + O1 + N on LD (6)
    # + I1 (already there) + A on LD (2) = 17; the player wrote 18 → the line is highlighted.
    qtbot.keyClicks(panel.move, "I3 ARMONIA")
    qtbot.keyClicks(panel.declared, "18")
    qtbot.keyClick(panel.declared, Qt.Key.Key_Return)
    assert panel.turns_model.rowCount() == 2
    assert panel.turns_model.text(0, 4) == "16"
    assert panel.turns_model.text(1, 4) == "17"
    assert panel.turns_model.text(1, 5) == "16 – 17"
    assert panel.turns_model.colour(1) == "#ffd0d0"
    assert panel.board.tiles[(7, 5)] == "M" and panel.board.tiles[(2, 8)] == "A"
    assert (8, 8) in panel.board.highlight  # the A of ARMONIA on I9, placed by the last move
    # A move that cannot be on the board is refused inline and not added.
    qtbot.keyClicks(panel.move, "1A QQ")
    qtbot.keyClick(panel.move, Qt.Key.Key_Return)
    assert panel.error.text() != "" and panel.turns_model.rowCount() == 2
    panel.move.clear()
    asked = answer_box(qtbot)  # no ending yet: Enter alone keeps the game without a result
    qtbot.mouseClick(panel.send_btn, Qt.MouseButton.LeftButton)
    assert "non arriva alla fine della partita" in asked[1][0]
    assert panel.error.text() == "Il formulario non è finito: il risultato non è stato inviato."
    assert window.session.backend.game(1, 1).score_first is None
    asked = answer_box(qtbot, "&Invia")  # the game was interrupted: sent on purpose
    qtbot.mouseClick(panel.send_btn, Qt.MouseButton.LeftButton)
    g = window.session.backend.game(1, 1)
    assert (g.score_first, g.score_second) == (16, 17)
    window.act_undo.trigger()
    assert window.session.backend.game(1, 1).score_first is None


def test_scoresheet_exchange_pass_and_challenge(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:2])
    pair(qtbot, window)
    panel = window.panels["scoresheet"]
    window.tabs.setCurrentWidget(panel)
    panel.round_spin.setValue(1)
    panel.table_spin.setValue(1)
    panel.load_game()
    qtbot.keyClicks(panel.move, "8F MICIO")
    qtbot.keyClick(panel.move, Qt.Key.Key_Return)
    # The second player exchanges 3 tiles (0 points), the first passes.
    panel.kind.setCurrentIndex(panel.kind.findData("exchange"))
    panel.tiles.setValue(3)
    qtbot.mouseClick(panel.add_btn, Qt.MouseButton.LeftButton)
    panel.kind.setCurrentIndex(panel.kind.findData("pass"))
    qtbot.mouseClick(panel.add_btn, Qt.MouseButton.LeftButton)
    # ARMONIA (17) challenged and ruled invalid: withdrawn, 20 % of 17 = 3.4 → 3 to its player.
    qtbot.keyClicks(panel.move, "I3 ARMONIA")
    panel.challenged.setChecked(True)
    qtbot.keyClicks(panel.challenge_words, "ARMONIA")
    panel.challenge_valid.setChecked(False)
    qtbot.keyClick(panel.move, Qt.Key.Key_Return)
    model = panel.turns_model
    assert model.rowCount() == 4
    assert "cambio" in model.text(1, 6) and "passo" in model.text(2, 6)
    assert "non valida" in model.text(3, 6) and "ritirata" in model.text(3, 6)
    assert model.text(3, 5) == "16 – -3"
    assert (2, 8) not in panel.board.tiles  # the withdrawn move leaves the board empty there


def test_scoresheet_end_with_racks_and_flag(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:2])
    pair(qtbot, window)
    panel = window.panels["scoresheet"]
    window.tabs.setCurrentWidget(panel)
    panel.round_spin.setValue(1)
    panel.table_spin.setValue(1)
    panel.load_game()
    for move in ("8F MICIO", "I3 ARMONIA"):
        qtbot.keyClicks(panel.move, move)
        qtbot.keyClick(panel.move, Qt.Key.Key_Return)
    names = panel.record.players
    assert panel.flagged.itemText(1) == names[0]
    # Totals 16–17. Racks: "AB?" (1 + 5 + 7 = 13) and "E" (1): 3 – 16 after deductions.
    qtbot.keyClicks(panel.racks[0], "AB?")
    qtbot.keyClicks(panel.racks[1], "E")
    assert panel.final.text() == f"{names[0]} 3 – 16 {names[1]}"
    # The second player's flag falls (figs-25, art. 37 of 000_): 17 − 1 − 50 = −34 < 3: the
    # scores stand.
    panel.flagged.setCurrentIndex(2)
    assert panel.final.text() == f"{names[0]} 3 – -34 {names[1]}"
    # Base time left for the flagged player is impossible: refused, the record keeps its end.
    panel.base_left[1].setValue(30)
    assert "tempo base residuo" in panel.error.text()
    assert panel.record.end.base_left_s == (0, 0)
    panel.base_left[1].setValue(0)
    panel.flagged.setCurrentIndex(0)  # no flag after all
    keep = answer_box(qtbot, "&Invia")
    qtbot.mouseClick(panel.send_btn, Qt.MouseButton.LeftButton)
    g = window.session.backend.game(1, 1)
    assert (g.score_first, g.score_second, g.kind.value) == (3, 16, "normal")
    assert len(keep[1]) <= 1
    # Sent again over the result: asked first, Enter alone keeps it.
    keep = answer_box(qtbot)
    qtbot.mouseClick(panel.send_btn, Qt.MouseButton.LeftButton)
    assert any("ha già il risultato 3 – 16" in t for t in keep[1])
    assert window.session.backend.game(1, 1).score_first == 3


@pytest.mark.parametrize("typed", ["8F MICIO", "MICIO 8F", "F8 orizz. MICIO"])
def test_entry_line_accepts_every_notation(typed: str) -> None:
    from figs_td.gui.backend.backend import Backend

    turn = Backend.make_turn(
        kind="play",
        move=typed,
        declared="20",
        tiles=None,
        challenged=False,
        challenge_words="",
        challenge_valid=True,
    )
    assert turn.word == "MICIO" and turn.declared == 20
    assert turn.position.replace(" ", "").upper() in ("8F", "F8ORIZZ.")


def test_entry_line_refuses_unreadable_notation() -> None:
    from figs_td.errors import InputError
    from figs_td.gui.backend.backend import Backend

    with pytest.raises(InputError):
        Backend.make_turn(
            kind="play",
            move="MICIO",
            declared="",
            tiles=None,
            challenged=False,
            challenge_words="",
            challenge_valid=True,
        )
