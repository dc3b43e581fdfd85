"""A tournament on a read-only place opened in the window (issue 35): the title says "sola
lettura", the tournament's settings are disabled, and a write that is still reachable (a
player typed in, a pairing…) ends in the error box with the store's sentence."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt

from figs_td.services.tournament import create_tournament
from figs_td.store import _sqlite


def test_the_window_shows_it_read_only(qtbot, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    from figs_td.gui.window import errors
    from figs_td.gui.window.main_window import MainWindow

    folder = tmp_path / "chiavetta"
    folder.mkdir()
    f = folder / "torneo.figs"
    create_tournament(f, "Sulla chiavetta", "italo-svizzero", rounds=3).close()
    real = os.access
    monkeypatch.setattr(  # the folder cannot be written (as on a read-only medium)
        _sqlite.os,
        "access",
        lambda p, m, *a, **k: False if (m & os.W_OK and Path(p) == folder) else real(p, m),
    )
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.open_path(str(f))
    assert window.windowTitle().startswith("Sulla chiavetta (sola lettura) — ")
    assert not window.act_settings.isEnabled()
    assert window.export_menu.isEnabled()  # printing and exporting read
    before = sorted(p.name for p in folder.iterdir())
    panel = window.panels["players"]
    window.tabs.setCurrentWidget(panel)
    qtbot.keyClicks(panel.q_surname, "Rossi")
    qtbot.keyClick(panel.q_surname, Qt.Key.Key_Return)
    assert f"la cartella '{folder}' è di sola lettura" in errors.last_message[-1]
    assert window.session.backend.players() == []
    assert sorted(p.name for p in folder.iterdir()) == before == ["torneo.figs"]
