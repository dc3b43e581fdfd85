"""File → Apri database condiviso…: a tournament opened by its database address."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import add_players, create_tournament


def test_open_by_address_shows_the_same_tournament(
    qtbot, window, tournament_file: Path, monkeypatch
) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file, name="Coppa Condivisa")
    add_players(qtbot, window)
    window.close_tournament()
    assert window.stack.currentIndex() == 0  # back to the welcome page

    from PySide6.QtWidgets import QInputDialog

    # A SQLAlchemy URL, as a desk would type for PostgreSQL; here the same file through SQLite.
    url = f"sqlite:///{tournament_file}"
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: (url, True)))
    window.act_open_url.trigger()
    qtbot.waitUntil(lambda: window.stack.currentIndex() == 1)
    names = [p.surname for p in window.session.backend.players()]
    assert len(names) >= 8
    assert "Coppa Condivisa" in window.windowTitle()


def test_cancelled_dialog_opens_nothing(qtbot, window, monkeypatch) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("", False)))
    window.act_open_url.trigger()
    assert window.stack.currentIndex() == 0
