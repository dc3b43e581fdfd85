"""The window's fast entry of the room's slips, by keyboard only: one line per player, the
score shown at once, the keys (t top, s solo, a warning, p5 penalty, r/b/m zero slips, N:),
the next player's line ready; the move's slips and the standings with solo bonuses, warnings
and penalties (tiny list {LA, ALA}: top 8G ALA = 10, 8G LA = 8, see test_duplicate_room)."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402

from .test_duplicate_room import make_event  # noqa: E402


def type_line(qtbot: Any, panel: Any, text: str) -> str:
    before = panel.slip_result.text()
    panel.slip_result.setText("")
    qtbot.keyClicks(panel.slip_text, text)
    qtbot.keyClick(panel.slip_text, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.slip_result.text() not in ("", before) or not panel._job)
    qtbot.waitUntil(lambda: panel.slip_result.text() != "", timeout=30000)
    return str(panel.slip_result.text())


def test_fast_entry_in_the_window(qtbot: Any, window: Any, tmp_path: Path, tiny: str) -> None:
    from figs_td.services.duplicate import events as dup

    path = tmp_path / "sala.figs"
    store = make_event(str(path), tiny, 20)  # French preset: solo +10 (≥ 16), −5 from 3rd warning
    dup.new_game(store, seed=1)
    dup.draw(store, tiles="LAACDEI")
    dup.confirm_top(store, 1, "8G ALA")
    store.close()
    window.open_path(str(path))
    panel = window.panels["duplicate"]
    window.tabs.setCurrentWidget(panel)
    assert panel.slip_move.value() == 1 and panel.slip_player.value() == 1

    assert type_line(qtbot, panel, "8g la") == "1 Giocatore01 Nome: 8 punti"
    assert panel.slip_player.value() == 2  # the next player's line, ready
    assert type_line(qtbot, panel, "8g ala") == "2 Giocatore02 Nome: 10 punti (top)"
    assert type_line(qtbot, panel, "7") == "3 Giocatore03 Nome: 7 punti"
    assert type_line(qtbot, panel, "b").startswith(
        "4 Giocatore04 Nome: 0 punti — foglietto in bianco"
    )
    assert "avvertimenti: 3" in type_line(qtbot, panel, "8G LA a a a")
    assert "penalità 5" in type_line(qtbot, panel, "8 p")  # p alone: the preset's 5 points
    assert type_line(qtbot, panel, "10: r").startswith("10 Giocatore10 Nome: 0 punti")
    assert panel.slip_player.value() == 11
    # A line that cannot be read: an Italian message, nothing recorded, the line kept.
    from figs_td.gui.window import errors

    shown: list[str] = []
    window_error = errors.show_error
    errors.show_error = lambda _parent, exc: shown.append(str(exc))  # type: ignore[assignment]
    try:
        qtbot.keyClicks(panel.slip_text, "zz")
        qtbot.keyClick(panel.slip_text, Qt.Key.Key_Return)
    finally:
        errors.show_error = window_error
    assert shown and "'zz' non riconosciuto" in shown[0]
    assert panel.slip_player.value() == 11 and panel.slip_text.text() == "zz"
    panel.slip_text.clear()

    # The move's slips, best first, with the solo bonus of player 2 (alone with the top, 20
    # players) and the penalties; the standings show them apart.
    slips = {panel.slips_model.text(r, 0): r for r in range(panel.slips_model.rowCount())}
    assert set(slips) == {"1", "2", "3", "4", "5", "6", "10"}
    row2 = slips["2"]
    assert panel.slips_model.text(row2, 3) == "10" and panel.slips_model.text(row2, 5) == "+10"
    assert panel.slips_model.text(slips["5"], 5) == "-5"  # the third warning
    assert panel.slips_model.text(slips["1"], 4) == "-2"  # 8 against the top 10
    top = [panel.standings_model.text(0, c) for c in range(10)]
    assert top[1:4] == ["2", "Giocatore02 Nome", "20"] and top[7] == "+10"
    five = next(
        r
        for r in range(panel.standings_model.rowCount())
        if panel.standings_model.text(r, 1) == "5"
    )
    assert panel.standings_model.text(five, 3) == "3"  # 8 − 5
    assert (
        panel.standings_model.text(five, 8) == "3" and panel.standings_model.text(five, 9) == "-5"
    )

    # The function keys: F2 records the top at once; F4 adds a warning, F6 a late slip (0).
    panel.slip_text.clear()
    qtbot.keyClick(panel.slip_text, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: panel.slip_player.value() == 12)
    assert panel.slip_result.text() == "11 Giocatore11 Nome: 10 punti (top)"
    qtbot.keyClick(panel.slip_text, Qt.Key.Key_F4)
    assert panel.slip_text.text() == "a"
    qtbot.keyClick(panel.slip_text, Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: panel.slip_player.value() == 13)
    assert panel.slip_result.text().startswith(
        "12 Giocatore12 Nome: 0 punti — foglietto in ritardo"
    )
    assert "avvertimenti: 1" in panel.slip_result.text()
    # Player 11 wrote the top too: player 2 is no longer alone, the solo bonus is gone.
    slips = {panel.slips_model.text(r, 0): r for r in range(panel.slips_model.rowCount())}
    assert panel.slips_model.text(slips["2"], 5) == "" and panel.standings_model.text(0, 7) == ""


def test_settings_dialog_french_values(qtbot: Any) -> None:
    from figs_td.core.duplicate.rules import DuplicateSettings
    from figs_td.gui.views.duplicate_view import SettingsDialog, settings_values

    dialog = SettingsDialog(settings_values(DuplicateSettings()))
    qtbot.addWidget(dialog)
    assert dialog.spins["timer_s"].value() == 180 and dialog.spins["until_move"].value() == 15
    qtbot.mouseClick(dialog.french, Qt.MouseButton.LeftButton)
    values = dialog.values()
    assert (values["solo_bonus"], values["solo_min_players"], values["warning_penalty"]) == (
        10,
        16,
        5,
    )
    assert DuplicateSettings.from_dict(
        {**values, "draw": {k: values[k] for k in ("min_vowels", "min_consonants", "until_move",
                                                  "later_vowels", "later_consonants")}}
    ).solo_bonus == 10  # fmt: skip


def test_projector_opened_while_a_rack_is_played(
    qtbot: Any, window: Any, tmp_path: Path, tiny: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from datetime import timedelta

    from figs_td.services.duplicate import events as dup

    path = tmp_path / "proj.figs"
    store = make_event(str(path), tiny, 3)
    dup.new_game(store, seed=1)
    move = dup.draw(store, tiles="LAACDEI")
    later = datetime.fromisoformat(move.drawn_at) + timedelta(seconds=70)
    assert dup.seconds_left(store, move, later) == 110  # 180 − 70
    assert dup.seconds_left(store, move, later + timedelta(minutes=5)) == 0
    store.close()
    # The window asks the service for the time left "now": that "now" is 2 s after the draw
    # (an injected clock, so that a loaded machine cannot change what the projector shows).
    shown = datetime.fromisoformat(move.drawn_at) + timedelta(seconds=2)
    seconds_left = dup.seconds_left
    monkeypatch.setattr(dup, "seconds_left", lambda s, m, now=None: seconds_left(s, m, shown))
    window.open_path(str(path))
    panel = window.panels["duplicate"]
    window.tabs.setCurrentWidget(panel)
    qtbot.mouseClick(panel.proj_btn, Qt.MouseButton.LeftButton)
    projector = panel.projector
    projector.timer.stop()  # the projector's own one-second ticks are not under test here
    assert projector.rack.text() == "L A A C D E I"
    assert projector.clock.text() == "2:58"  # 3:00 − 2 s


def test_slips_above_the_top_are_listed_when_it_is_placed(
    qtbot: Any, window: Any, tmp_path: Path, tiny: str
) -> None:
    from figs_td.services.duplicate import events as dup

    path = tmp_path / "oltre.figs"
    store = make_event(str(path), tiny, 3)
    dup.new_game(store, seed=1)
    dup.draw(store, tiles="LAACDEI")
    dup.enter_slip(store, 1, 2, score=999)  # before the top is known
    store.close()
    window.open_path(str(path))
    panel = window.panels["duplicate"]
    window.tabs.setCurrentWidget(panel)
    qtbot.mouseClick(panel.tops_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.tops.count() > 0, timeout=30000)
    qtbot.keyClick(panel.tops, Qt.Key.Key_Return)  # the first top (10)
    qtbot.waitUntil(lambda: "oltre il top" in panel.slip_result.text())
    assert panel.slip_result.text() == (
        "Foglietti oltre il top (10) da correggere: 2 Giocatore02 Nome (999)"
    )
    assert dup.slips_for_move(window.session.backend.store, 1, 1)[2]["score"] == 999
    # In the standings it counts 0 and is marked until the arbiter corrects it.
    model = panel.standings_model
    row = next(r for r in range(model.rowCount()) if model.text(r, 1) == "2")
    assert model.text(row, 3) == "0 (!)"
