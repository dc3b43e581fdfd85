"""The window and the store's guarantees (issue 12): a conflict offers to reload, File → Salva una
copia… writes a checked copy, and a plain copy of the .figs is complete after each action."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from gui_helpers import PLAYERS, add_players, create_tournament, pair, type_result
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox


def _ready(qtbot, window, path: Path, n: int = 8):  # noqa: ANN001, ANN202
    create_tournament(qtbot, window, path)
    add_players(qtbot, window, PLAYERS[:n])
    pair(qtbot, window)
    results = window.panels["results"]
    window.tabs.setCurrentWidget(results)
    return results


def _results_in(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(
            conn.execute("SELECT count(*) FROM game WHERE score_first IS NOT NULL").fetchone()[0]
        )
    finally:
        conn.close()


def test_another_desk_result_is_not_overwritten_and_reload_is_offered(
    qtbot, window, tournament_file
) -> None:  # noqa: ANN001
    from figs_td.services.results import enter_result, game_at
    from figs_td.store import open_store

    results = _ready(qtbot, window, tournament_file, 4)
    window.session.backend.games(1)  # the window shows round 1
    with open_store(tournament_file) as other:
        enter_result(other, 1, 1, 420, 390, actor="banco-2")
    results.table_edit.setText("1")
    results.forfeit_box.setCurrentIndex(1)
    qtbot.mouseClick(results.forfeit_btn, Qt.MouseButton.LeftButton)
    box = window.findChild(QMessageBox, "errorBox")
    qtbot.waitUntil(lambda: box is not None and box.isVisible())
    assert "banco-2" in box.text() and "modificata nel frattempo" in box.text()
    reload_button = box.findChild(type(box.buttons()[0]), "reloadButton")
    assert reload_button is not None
    with open_store(tournament_file) as check:
        g = game_at(check, 1, 1)
        assert (g.score_first, g.score_second, g.kind.value) == (420, 390, "normal")
    qtbot.mouseClick(reload_button, Qt.MouseButton.LeftButton)
    assert window.session.backend.game(1, 1).score_first == 420  # the window shows it now


def test_save_a_copy_from_the_file_menu(qtbot, window, tournament_file, tmp_path) -> None:  # noqa: ANN001
    from figs_td.gui.dialogs.save_copy import save_copy

    assert not window.act_save_copy.isEnabled()
    results = _ready(qtbot, window, tournament_file, 4)
    type_result(qtbot, results, 1, 300, 250)
    assert window.act_save_copy.isEnabled()
    assert window.act_save_copy in window.menuBar().actions()[0].menu().actions()
    dest = tmp_path / "chiavetta.figs"
    save_copy(window, str(dest))
    assert window.last_copy == str(dest)
    conn = sqlite3.connect(dest)
    assert conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    conn.close()
    assert _results_in(dest) == 1


def test_a_plain_copy_is_complete_after_each_action(
    qtbot, window, tournament_file, tmp_path
) -> None:  # noqa: ANN001
    results = _ready(qtbot, window, tournament_file, 8)
    for table, (a, b) in enumerate([(300, 250), (410, 380), (333, 222)], start=1):
        type_result(qtbot, results, table, a, b)
    plain = tmp_path / "copiato.figs"
    shutil.copyfile(tournament_file, plain)  # the .figs alone, without its -wal
    assert _results_in(plain) == 3
    window.close_tournament()
    wal = Path(f"{tournament_file}-wal")
    assert not wal.exists() or wal.stat().st_size == 0
