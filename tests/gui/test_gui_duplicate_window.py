"""A duplicate event in the main window: no rounds or pairings spoken of (title, state line,
toolbar, menus), pairing actions disabled with the reason, the classic tabs hidden; a classic
event opened next gets everything back and does not show the *Duplicato* tab."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import PLAYERS, add_players, create_tournament
from PySide6.QtCore import Qt


def _duplicate_event(path: Path) -> str:
    from figs_td.services.players import add_player
    from figs_td.services.tournament import create_tournament as make

    store = make(path, "Duplicato di Natale", "duplicato")
    for i in range(1, 4):
        add_player(store, f"Giocatore{i}, Nome")
    store.close()
    return str(path)


def _texts(window) -> list[str]:  # noqa: ANN001
    """What the window says of itself: title, state line, toolbar and enabled menu texts."""
    out = [window.windowTitle(), window.state_label.text(), window.statusBar().currentMessage()]
    for act in window.toolbar.actions():
        if act.isVisible() and act.isEnabled():
            out += [act.text(), act.toolTip()]
    for act in window.menuBar().actions():
        if act.isVisible():
            out.append(act.text())
    for act in window.export_menu.actions():
        if act.isVisible():
            out.append(act.text())
    return out


def test_duplicate_event_speaks_of_games_and_moves(qtbot, window, tmp_path: Path) -> None:  # noqa: ANN001
    window.open_path(_duplicate_event(tmp_path / "dup.figs"))
    tabs = window.tabs
    shown = {k for k, p in window.panels.items() if tabs.isTabVisible(tabs.indexOf(p))}
    assert shown == {"players", "prizes", "arbiter", "duplicate"}
    assert tabs.currentWidget() is window.panels["duplicate"] or tabs.currentWidget() in (
        window.panels["players"],
        window.panels["prizes"],
        window.panels["arbiter"],
    )
    assert window.state_label.text() == (
        "Duplicato di Natale: duplicato, 3 giocatori, nessuna partita iniziata"
    )
    assert "duplicato" in window.windowTitle()
    for text in _texts(window):
        assert "turno" not in text.casefold() and "abbin" not in text.casefold(), text

    # Pairing does not apply: disabled, and the tooltip says why; Ctrl+P does nothing.
    pair = window.panels["rounds"].act_pair
    assert not pair.isEnabled() and not pair.isVisible() and "duplicato" in pair.toolTip()
    assert not window.round_menu.menuAction().isVisible()  # the Turno menu: nothing applies
    exports = [a.objectName() for a in window.export_menu.actions() if a.isVisible()]
    assert "export_duplicate-standings" in exports and "export_pairings" not in exports
    assert not window.act_projector.isEnabled() and "Duplicato" in window.act_projector.toolTip()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.panels["duplicate"], Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert window.session.backend.current_round() == 0

    # The state line follows the duplicate: a game, a move drawn.
    panel = window.panels["duplicate"]
    tabs.setCurrentWidget(panel)
    qtbot.mouseClick(panel.new_btn, Qt.MouseButton.LeftButton)
    assert window.state_label.text().endswith("partita 1, nessuna mossa estratta")
    qtbot.keyClicks(panel.tiles, "CASTORE")
    qtbot.keyClick(panel.tiles, Qt.Key.Key_Return)
    assert window.state_label.text() == (
        "Duplicato di Natale: duplicato, 3 giocatori, partita 1, mossa 1"
    )
    for text in _texts(window):
        assert "turno" not in text.casefold() and "abbin" not in text.casefold(), text


def test_classic_event_after_a_duplicate_one(
    qtbot, window, tmp_path: Path, tournament_file
) -> None:  # noqa: ANN001
    window.open_path(_duplicate_event(tmp_path / "dup.figs"))
    window.close_tournament()
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:2])
    tabs = window.tabs
    assert not tabs.isTabVisible(tabs.indexOf(window.panels["duplicate"]))
    for key in ("rounds", "results", "standings", "scoresheet"):
        assert tabs.isTabVisible(tabs.indexOf(window.panels[key]))
    pair = window.panels["rounds"].act_pair
    assert (
        pair.isEnabled()
        and pair.isVisible()
        and window.round_menu.isEnabled()
        and window.act_projector.isEnabled()
    )
    assert "duplicato" not in pair.toolTip() and window.round_menu.menuAction().isVisible()
    exports = [a.objectName() for a in window.export_menu.actions() if a.isVisible()]
    assert "export_pairings" in exports and "export_duplicate-standings" not in exports
    assert window.state_label.text() == "Open di Prova: 2 giocatori, nessun turno abbinato"


def test_a_slip_waits_for_the_list_without_freezing_the_window(
    qtbot,
    window,
    tmp_path: Path,
    monkeypatch,  # noqa: ANN001
) -> None:
    """A written slip is checked against the list: when the list is not open yet it opens on a
    worker thread (the window answers meanwhile) and the slip is recorded once it is open."""
    import threading

    from PySide6.QtCore import QTimer

    from figs_td.services.duplicate import events as dup
    from figs_td.services.lexicon import lists as lexicons
    from figs_td.services.rulings import set_tournament_lexicon

    monkeypatch.setenv("FIGS_TD_DATA", str(tmp_path / "data"))
    src = tmp_path / "prova.txt"
    src.write_text("la\nala\n", encoding="utf-8")
    lexicons.import_lexicon(src, "prova")
    path = _duplicate_event(tmp_path / "dup.figs")
    from figs_td.store import open_store

    store = open_store(path)
    set_tournament_lexicon(store, "prova")
    dup.new_game(store, seed=1)
    dup.set_duplicate_settings(store, no_draw_rules=True)  # a rack of vowels, on purpose
    dup.draw(store, tiles="LAAEIOU")
    dup.confirm_top(store, choice=1)  # ALA on the centre star: (1 + 3 + 1) × 2 = 10
    store.close()
    with lexicons._lock:
        lexicons._cache.clear()  # as after starting the program
    real_open = lexicons.open_lexicon
    started, release = threading.Event(), threading.Event()
    threads: list[threading.Thread] = []

    def slow_open(name=None, *, progress=None):  # noqa: ANN001, ANN202
        threads.append(threading.current_thread())
        started.set()
        assert release.wait(20)
        return real_open(name, progress=progress)

    monkeypatch.setattr(lexicons, "open_lexicon", slow_open)
    window.open_path(path)
    panel = window.panels["duplicate"]
    window.tabs.setCurrentWidget(panel)
    assert panel.slip_move.value() == 1 and panel.slip_player.value() == 1
    qtbot.keyClicks(panel.slip_text, "8G ALA")
    qtbot.keyClick(panel.slip_text, Qt.Key.Key_Return)
    qtbot.waitUntil(started.is_set)
    assert threads[0] is not threading.main_thread() and panel.bar.isVisible()
    ticks: list[int] = []
    QTimer.singleShot(10, lambda: ticks.append(1))
    qtbot.waitUntil(lambda: ticks == [1], timeout=30000)  # the window goes on
    assert panel.slip_result.text() == ""
    release.set()
    qtbot.waitUntil(lambda: panel.slip_result.text() != "")
    assert panel.slip_result.text() == "1 Giocatore1 Nome: 10 punti (top)"  # ALA is the top
    assert panel.slip_player.value() == 2 and not panel.bar.isVisible()
