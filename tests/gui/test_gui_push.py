"""*Pubblica sul web ▸ Sul sito web…* (issue 41 §2): the window keeps a ``file://`` host current,
with the status line at the bottom; stopped by *Ferma* and by closing the tournament."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("figs_td.services.push.engine", reason="manca il motore dell'invio")
from gui_helpers import PLAYERS, add_players, create_tournament, pair, type_result


@pytest.fixture
def quick(monkeypatch):  # noqa: ANN001, ANN201
    from figs_td.gui.dialogs import push_dialog

    monkeypatch.setattr(push_dialog, "TUNING", {"quiet": 0.2, "longest": 1.0, "poll": 0.05})
    return push_dialog


def _page(host: Path, name: str) -> str:
    path = host / name
    return path.read_text("utf-8") if path.exists() else ""


def test_the_window_pushes_after_each_result_and_stops(
    qtbot, window, tournament_file, tmp_path: Path, quick
) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    type_result(qtbot, window.panels["results"], 1, 402, 398)
    host = tmp_path / "host"
    host.mkdir()
    dialog = quick.open_push_dialog(window)
    dialog.url.setText(host.as_uri())
    dialog.start_btn.click()
    qtbot.waitUntil(lambda: "402–398" in _page(host, "turno-1.html"), timeout=30000)
    line = window.push_status_line
    qtbot.waitUntil(lambda: "aggiornato" in line.text(), timeout=30000)
    assert line.text().startswith(f"Sito web {host.as_uri()}")
    assert "file inviati" in line.text() and line.isVisible()
    type_result(qtbot, window.panels["results"], 2, 377, 366)
    qtbot.waitUntil(lambda: "377–366" in _page(host, "turno-1.html"), timeout=30000)
    dialog.stop_btn.click()
    assert window.push_live is None and line.text() == "Sito web: invio fermato"
    dialog.accept()


def test_closing_the_tournament_stops_the_push(
    qtbot, window, tournament_file, tmp_path: Path, quick
) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    host = tmp_path / "host"
    host.mkdir()
    assert quick.start_push(window, host.as_uri())
    pusher = window.push_live
    qtbot.waitUntil(lambda: (host / "index.html").exists(), timeout=30000)
    window.close_tournament()
    assert window.push_live is None
    pusher._thread.join(30)
    assert not pusher._thread.is_alive()


def test_a_url_with_a_password_is_refused_with_a_message(
    qtbot, window, tournament_file, monkeypatch, quick
) -> None:  # noqa: ANN001
    from figs_td.gui.window import errors

    shown = []
    monkeypatch.setattr(errors, "show_error", lambda parent, exc: shown.append(str(exc)))
    create_tournament(qtbot, window, tournament_file)
    assert not quick.start_push(window, "sftp://club:segreto@example.org/sito")
    assert getattr(window, "push_live", None) is None
    assert shown and "password" in shown[0]
