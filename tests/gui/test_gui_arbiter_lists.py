"""The arbiter's tab with lists that take time (issue 13) and *mossa migliore* (issue 18).

- Verifica when the list is not open yet: the list opens on a worker thread (through the
  services' ``lexicons.open_lexicon``, here made slow and held by the test), the window goes on
  processing events meanwhile, the progress bar shows, and the verdict arrives once it is open.
- *Mossa migliore*: the best moves before move n. of the scoresheet recorded
  for round/table, on a position worked out by hand with a two-word list.
"""

from __future__ import annotations

import threading
from pathlib import Path

from gui_helpers import PLAYERS, add_players, create_tournament, pair
from PySide6.QtCore import Qt, QTimer


def _list(tmp_path: Path, monkeypatch, words: list[str]) -> Path:  # noqa: ANN001
    monkeypatch.setenv("FIGS_TD_DATA", str(tmp_path / "data"))
    src = tmp_path / "prova.txt"
    src.write_text("\n".join(words) + "\n", encoding="utf-8")
    return src


def _load(qtbot, panel, src: Path) -> None:  # noqa: ANN001
    from figs_td.gui.window import worker

    panel.load_lexicon(str(src))
    qtbot.waitUntil(lambda: not worker.busy() and "prova" in panel.lexicon_label.text())


def test_verifica_waits_for_the_list_without_freezing_the_window(
    qtbot,
    window,
    tournament_file,
    tmp_path: Path,
    monkeypatch,  # noqa: ANN001
) -> None:
    from figs_td.services.lexicon import lists as lexicons

    src = _list(tmp_path, monkeypatch, ["amare", "amarlo", "casa"])
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    panel = window.panels["arbiter"]
    window.tabs.setCurrentWidget(panel)
    _load(qtbot, panel, src)

    # The list is not in memory (as after starting the program): opening it takes a while.
    with lexicons._lock:
        lexicons._cache.clear()
    real_open = lexicons.open_lexicon
    started, release = threading.Event(), threading.Event()
    threads: list[threading.Thread] = []

    def slow_open(name=None, *, progress=None):  # noqa: ANN001, ANN202
        threads.append(threading.current_thread())
        started.set()
        assert release.wait(20)
        return real_open(name, progress=progress)

    monkeypatch.setattr(lexicons, "open_lexicon", slow_open)
    panel.table_spin.setValue(1)
    panel.value.setValue(20)
    qtbot.keyClicks(panel.words, "amarlo")
    qtbot.keyClick(panel.words, Qt.Key.Key_Return)  # Verifica: returns at once
    qtbot.waitUntil(started.is_set)
    assert threads and threads[0] is not threading.main_thread()
    assert panel.lexicon_bar.isVisible()
    assert "in attesa" in panel.outcome.text()
    assert panel.findChild(type(panel.lexicon_label), "verdict0") is None

    # Meanwhile the window answers: a timer fires, keys move between tabs and back.
    ticks: list[int] = []
    QTimer.singleShot(10, lambda: ticks.append(1))
    qtbot.waitUntil(lambda: ticks == [1], timeout=30000)
    bar = window.tabs.tabBar()
    bar.setFocus()
    qtbot.keyClick(bar, Qt.Key.Key_Left)
    assert window.tabs.currentWidget() is not panel
    qtbot.keyClick(bar, Qt.Key.Key_Right)
    assert window.tabs.currentWidget() is panel
    assert not release.is_set() and panel.lexicon_bar.isVisible()  # still opening

    release.set()  # the list is open: the Verifica asked is not lost
    qtbot.waitUntil(lambda: panel.findChild(type(panel.lexicon_label), "verdict0") is not None)
    assert panel.findChild(type(panel.lexicon_label), "verdict0").text() == "VALIDA"
    assert "penalità di 2 punti" in panel.outcome.text()  # 10 % of 20 (art. 30)
    assert panel.save_btn.isEnabled() and not panel.lexicon_bar.isVisible()

    # Now the list is in memory: the next Verifica answers at once, with no worker.
    calls = len(threads)
    panel.words.clear()
    qtbot.keyClicks(panel.words, "amarla")
    qtbot.keyClick(panel.words, Qt.Key.Key_Return)
    assert len(threads) == calls
    assert panel.findChild(type(panel.lexicon_label), "verdict0").text() == "NON VALIDA"


def _scoresheet(window) -> None:  # noqa: ANN001
    """Table 1 of round 1: Rossi opens 8H LA (L on the centre star, (3 + 1) × 2 = 8); then
    Bianchi, with the rack A, plays H8 LA down (A on H9, no premium: 3 + 1 = 4)."""
    from figs_td.core.game.scoresheet import GameRecord, play_turn
    from figs_td.services.scoresheets import attach_scoresheet

    backend = window.session.backend
    game = backend.game(1, 1)
    names = backend.player_names()
    record = GameRecord(
        players=(names[game.first], names[game.second]),
        turns=[play_turn("8H LA", 8, rack="LA"), play_turn("H8 LA", 4, rack="A")],
    )
    attach_scoresheet(backend.store, 1, 1, record, force=True)


def test_mossa_migliore_on_the_arbiters_desk(
    qtbot,
    window,
    tournament_file,
    tmp_path: Path,
    monkeypatch,  # noqa: ANN001
) -> None:
    from PySide6.QtWidgets import QApplication

    src = _list(tmp_path, monkeypatch, ["la", "ala"])
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    panel = window.panels["arbiter"]
    window.tabs.setCurrentWidget(panel)

    # No scoresheet for table 2: said in Italian, nothing opens.
    panel.table_spin.setValue(2)
    panel.move_spin.setValue(2)
    qtbot.mouseClick(panel.best_btn, Qt.MouseButton.LeftButton)
    assert "nessun formulario registrato" in panel.error.text()
    assert getattr(panel, "_best_dialog", None) is None

    # A scoresheet, but no list chosen or in use.
    _scoresheet(window)
    panel.table_spin.setValue(1)
    qtbot.mouseClick(panel.best_btn, Qt.MouseButton.LeftButton)
    assert "nessun lessico attivo" in panel.error.text()
    assert getattr(panel, "_best_dialog", None) is None

    _load(qtbot, panel, src)
    # Move n. 3 does not exist (the scoresheet has two).
    panel.move_spin.setValue(3)
    qtbot.mouseClick(panel.best_btn, Qt.MouseButton.LeftButton)
    assert "mossa n. 3 inesistente" in panel.error.text()

    # Move n. 2, by keys: Alt+E is the button's letter (Mossa miglior&e).
    panel.move_spin.setValue(2)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    panel.move_spin.setFocus()
    qtbot.keyClick(panel.move_spin, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: getattr(panel, "_best_dialog", None) is not None)
    assert panel.error.text() == ""
    dialog = panel._best_dialog
    qtbot.waitUntil(lambda: not dialog.busy() and dialog.moves.count() > 0, timeout=30000)
    QApplication.processEvents()
    # With the list {LA, ALA} and the rack A, before move 2 (L on H8, A on I8): 8G ALA
    # (A on G8, no premium: 1 + 3 + 1 = 5) or H8 LA down (4); nothing else forms words.
    items = [dialog.moves.item(i).text() for i in range(dialog.moves.count())]
    assert items == ["1. 8G ALA  5", "2. H8 LA  4"]
    assert "leggio A: 2 mosse possibili" in dialog.summary.text()
    assert "giocata H8 LA (4 punti), 2ª" in dialog.summary.text()
    assert "tavolo 1, mossa n. 2" in dialog.windowTitle()
    # Another rack typed in the dialog: computed again off the GUI thread.
    dialog.rack.clear()
    qtbot.keyClicks(dialog.rack, "AA")
    qtbot.keyClick(dialog.rack, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.busy() and "leggio AA" in dialog.summary.text())
    # AA: ALA across (8G, 5) or down with an A on each side of the L (H7, 1 + 3 + 1 = 5).
    tops = {dialog.moves.item(i).text().split(". ", 1)[1] for i in range(2)}
    assert tops == {"8G ALA  5", "H7 ALA  5"}
    dialog.close()
