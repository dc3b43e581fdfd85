"""The Duplicato page driven as the director does: draws typed or drawn, tops computed and
confirmed, 20 slips typed (player number pre-filled), standings; projector; mossa migliore."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402


def test_a_duplicate_game_in_the_window(qtbot: Any, window: Any, event: Any) -> None:
    from figs_td.services.duplicate import events as dup

    path = str(event.path)
    dup.set_duplicate_settings(event, moves=2, timer_s=90)
    event.close()
    window.open_path(path)
    panel = window.panels["duplicate"]
    window.tabs.setCurrentWidget(panel)
    assert panel.isEnabled()
    qtbot.mouseClick(panel.new_btn, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.proj_btn, Qt.MouseButton.LeftButton)
    projector = panel.projector
    assert projector is not None and projector.isVisible()

    # Move 1: the director types the tiles read from the bag.
    qtbot.keyClicks(panel.tiles, "CASTORE")
    qtbot.keyClick(panel.tiles, Qt.Key.Key_Return)
    assert panel.rack_label.text() == "C A S T O R E"
    assert projector.rack.text() == "C A S T O R E" and projector.clock.text() == "1:30"
    qtbot.mouseClick(panel.tops_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.tops.count() > 0, timeout=60000)  # the graph, off the GUI thread
    assert panel.tops.count() >= 6 and panel.tops.item(0).text().endswith("76")
    qtbot.keyClick(panel.tops, Qt.Key.Key_Down)  # the director picks the second top
    chosen = panel.tops.item(1).text().split(". ", 1)[1].rsplit("  ", 1)[0]
    qtbot.keyClick(panel.tops, Qt.Key.Key_Return)
    game = dup.get_game(window.session.backend.store)
    assert game.moves[0].placed == chosen and game.moves[0].placed_score == 76
    assert projector.top.text() == f"{chosen}   76"
    # 20 slips, keyboard only: the player number advances by itself.
    assert panel.slip_player.value() == 1 and panel.slip_text.hasFocus()
    for n in range(1, 21):
        qtbot.keyClicks(panel.slip_text, chosen if n <= 10 else "38")
        qtbot.keyClick(panel.slip_text, Qt.Key.Key_Return)
        assert panel.slip_player.value() == min(n + 1, 20)  # the last one stays
    assert "38" in panel.slip_result.text()
    assert panel.standings_model.rowCount() == 20
    assert panel.standings_model.text(0, 3) == "76" and panel.standings_model.text(0, 5) == "100.0"
    assert panel.standings_model.text(19, 0) == "11."  # ten share 11th place

    # Move 2: drawn by the program, the single or first top confirmed.
    qtbot.mouseClick(panel.draw_btn, Qt.MouseButton.LeftButton)
    assert len(panel.rack_label.text().replace(" ", "")) == 7
    qtbot.mouseClick(panel.confirm_btn, Qt.MouseButton.LeftButton)  # shows the tops first
    qtbot.waitUntil(lambda: panel.tops.count() > 0)
    assert not dup.get_game(window.session.backend.store).moves[1].confirmed
    qtbot.mouseClick(panel.confirm_btn, Qt.MouseButton.LeftButton)  # the first top
    game = dup.get_game(window.session.backend.store)
    assert game.finished and len(game.moves) == 2 and game.moves[1].confirmed
    assert panel.master_model.rowCount() == 2
    assert "finita" in panel.status.text()
    assert len(panel.board.tiles) == 7 + len(game.moves[1].tiles_used)


def test_mossa_migliore_button_on_the_scoresheet(
    qtbot: Any, window: Any, italian: str, tmp_path: Path
) -> None:
    from figs_td.core.game.scoresheet import GameRecord, play_turn
    from figs_td.services.rulings import set_tournament_lexicon
    from figs_td.services.tournament import create_tournament

    store = create_tournament(tmp_path / "classico.figs", "Classico", "italo-svizzero")
    set_tournament_lexicon(store, italian)  # the Formulario is a tab of classic events
    path = str(store.path)
    store.close()
    window.open_path(path)
    panel = window.panels["scoresheet"]
    window.tabs.setCurrentWidget(panel)
    panel.record = GameRecord(
        players=("Anna", "Bruno"), turns=[play_turn("8E COSTARE", 72, rack="CASTORE")]
    )
    panel._refresh()
    btn = panel.findChild(type(panel.send_btn), "sheetBest")
    assert btn is not None and btn.isVisible()
    qtbot.mouseClick(btn, Qt.MouseButton.LeftButton)
    dialog = panel._best_dialog
    assert dialog.isVisible()
    qtbot.waitUntil(lambda: not dialog.busy() and dialog.moves.count() > 0)  # off the GUI thread
    # 8E scores 72; the best moves with CASTORE score 76 (a 2-point letter on D8 or L8).
    assert dialog.moves.item(0).text().endswith("76")
    assert "8E COSTARE (72 punti)" in dialog.summary.text()
    # Another rack, typed: the list is recomputed.
    dialog.rack.clear()
    qtbot.keyClicks(dialog.rack, "COSTAR")
    qtbot.keyClick(dialog.rack, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.busy() and "COSTAR" in dialog.summary.text())
    assert not dialog.moves.item(0).text().endswith("76")
    dialog.close()
