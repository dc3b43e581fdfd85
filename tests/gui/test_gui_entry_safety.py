"""Result entry never overwrites silently: a table with a result shows it and asks (Enter alone
keeps it), for typed scores, forfeits and time losses; unusual scores are asked about (thresholds
from the rule profile); characters other than digits are refused visibly."""

from __future__ import annotations

from gui_helpers import PLAYERS, add_players, answer_box, create_tournament, pair, type_result
from PySide6.QtCore import Qt


def _ready(qtbot, window, tournament_file):  # noqa: ANN001, ANN202
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    results = window.panels["results"]
    window.tabs.setCurrentWidget(results)
    return results, window.session.backend


def test_a_table_with_a_result_shows_it_and_asks(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    results, backend = _ready(qtbot, window, tournament_file)
    type_result(qtbot, results, 1, 420, 380)
    # Typing table 1 again shows its result as soon as Enter is pressed on the table.
    results.table_edit.selectAll()
    qtbot.keyClicks(results.table_edit, "1")
    qtbot.keyClick(results.table_edit, Qt.Key.Key_Return)
    assert results.error.text() == (
        "Tav. 1 ha già il risultato 420 – 380: nuovi punteggi lo sostituiscono"
    )
    # Vittoria a tavolino on it: asked, Enter (No) keeps the result.
    asked = answer_box(qtbot)
    qtbot.mouseClick(results.forfeit_btn, Qt.MouseButton.LeftButton)
    assert asked[1] == [
        "Il tavolo 1 ha già il risultato 420 – 380.\nSostituirlo con una vittoria a tavolino?"
    ]
    assert (backend.game(1, 1).score_first, backend.game(1, 1).kind.value) == (420, "normal")
    # Sconfitta per tempo on it: asked as well; No opens no dialog.
    asked = answer_box(qtbot)
    qtbot.mouseClick(results.time_btn, Qt.MouseButton.LeftButton)
    assert "Sostituirlo con una sconfitta per tempo?" in asked[1][0]
    assert getattr(results, "time_dialog", None) is None
    # Confirmed, the forfeit replaces it: the present player wins (forfeit points, profile).
    asked = answer_box(qtbot, "&Sostituisci")
    qtbot.mouseClick(results.forfeit_btn, Qt.MouseButton.LeftButton)
    g = backend.game(1, 1)
    assert g.kind.value == "forfeit"
    assert results.done_label.text().startswith("Tav. 1: vince ")


def test_unusual_scores_ask_and_the_profile_sets_the_thresholds(
    qtbot,
    window,
    tournament_file,  # noqa: ANN001
) -> None:
    results, backend = _ready(qtbot, window, tournament_file)
    profile = backend.profile()
    assert (profile.implausible_below, profile.implausible_above) == (100, 700)
    assert profile.implausible_margin == 400
    # 95 is below 100: asked; Enter (No) writes nothing and the table stays to be checked.
    asked = answer_box(qtbot)
    type_result(qtbot, results, 1, 420, 95)
    assert "420–95 è un punteggio insolito" in asked[1][0]
    assert backend.game(1, 1).score_first is None
    assert results.error.text() == "Tav. 1: punteggio da ricontrollare"
    # 650–240: a difference of 410 > 400: asked; confirmed, it is written.
    asked = answer_box(qtbot, "&Registra")
    type_result(qtbot, results, 1, 650, 240)
    assert asked[1] and (backend.game(1, 1).score_first, backend.game(1, 1).score_second) == (
        650,
        240,
    )
    # 701 on table 2 is above 700; 700–300 (difference exactly 400) is not asked about.
    asked = answer_box(qtbot)
    type_result(qtbot, results, 2, 701, 400)
    assert asked[1] and backend.game(1, 2).score_first is None
    type_result(qtbot, results, 2, 700, 300)
    assert backend.game(1, 2).score_first == 700
    assert results.done_label.text().startswith("Tav. 2: vince ")
    assert results.done_label.text().endswith(" 700–300")


def test_letters_are_refused_visibly_and_stale_input_clears(
    qtbot,
    window,
    tournament_file,  # noqa: ANN001
) -> None:
    results, backend = _ready(qtbot, window, tournament_file)
    results.table_edit.selectAll()
    qtbot.keyClicks(results.table_edit, "1")
    qtbot.keyClick(results.table_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(results.score1, "4o0")  # a letter o instead of a zero
    assert results.score1.text() == "4o0"  # kept on screen, not dropped
    assert results.error.text() == "'4o0' non è un numero: scrivere solo cifre"
    qtbot.keyClick(results.score1, Qt.Key.Key_Backspace)
    qtbot.keyClick(results.score1, Qt.Key.Key_Backspace)
    qtbot.keyClicks(results.score1, "00")
    assert results.error.text() == ""
    qtbot.keyClicks(results.score2, "350")
    # The director changes table: the scores typed for table 1 do not carry over.
    results.table_edit.selectAll()
    qtbot.keyClicks(results.table_edit, "2")
    assert (results.score1.text(), results.score2.text()) == ("", "")
    # A wrong table's error goes as soon as another table is typed.
    results.table_edit.selectAll()
    qtbot.keyClicks(results.table_edit, "7")
    qtbot.keyClick(results.table_edit, Qt.Key.Key_Return)
    assert results.error.text() == "tavolo 7 inesistente nel turno 1"
    results.table_edit.selectAll()
    qtbot.keyClicks(results.table_edit, "2")
    assert results.error.text() == ""
    assert backend.game(1, 1).score_first is None and backend.game(1, 2).score_first is None
