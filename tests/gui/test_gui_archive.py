"""The *Archivio* window: opened from File → Archivio federale…, driven as a person would."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer

import figs_td.services.archive as svc
from tests.archive.helpers import make_event
from tests.archive.test_archive_store import FOUR, ROUNDS, varied


def _cells(model) -> list[list[str]]:  # noqa: ANN001
    return [list(r) for r in model.rows]


def test_archive_window_add_merge_undo(qtbot, window, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    act = window.findChild(type(window.act_close), "archiveAction")
    assert act is not None
    act.trigger()
    view = window.archive_view
    qtbot.waitUntil(view.isVisible)
    qtbot.keyClicks(view.path, str(tmp_path / "archivio.figsa"))
    qtbot.mouseClick(view.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.tabs.isEnabled())
    assert view.category.count() == 4
    view.category.setCurrentIndex(view.category.findData("open"))
    verdi2 = ("VERDI", "Luca", "Roma", "", None)
    a = make_event(tmp_path / "a.figs", "Torneo A", "2026-03-01", FOUR, ROUNDS)
    b = make_event(
        tmp_path / "b.figs",
        "Torneo B",
        "2026-04-01",
        [FOUR[0], verdi2, FOUR[1], FOUR[3]],
        varied(1),
    )
    view.add_files([a, b])
    qtbot.waitUntil(lambda: view.events_model.rowCount() == 2)
    view.as_of.setDate(view.as_of.date().fromString("01/06/2026", "dd/MM/yyyy"))
    qtbot.waitUntil(lambda: view.ranking_model.rowCount() == 5)
    assert _cells(view.ranking_model)[0][1:4] == ["Rossi Mario", "Roma", "200"]
    assert view.dup_model.rowCount() == 1
    view.tabs.setCurrentIndex(1)
    qtbot.mouseClick(
        view.dup_table.viewport(), Qt.MouseButton.LeftButton,
        pos=view.dup_table.visualRect(view.dup_model.index(0, 1)).center(),
    )  # fmt: skip
    qtbot.mouseClick(view.merge_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dup_model.rowCount() == 0 and not view.busy())
    assert view.ranking_model.rowCount() == 4
    # One row for both, under the name of the latest event (as `figs-td ranking`).
    assert any(r[1] == "VERDI Luca" and r[3] == "110" for r in _cells(view.ranking_model))
    qtbot.mouseClick(view.undo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dup_model.rowCount() == 1 and not view.busy())
    assert view.ranking_model.rowCount() == 5
    # The same event again is refused with the reason, nothing added.
    import figs_td.gui.views.archive_view as av

    shown: list[str] = []
    monkeypatch.setattr(av, "show_error", lambda _p, exc, title=None: shown.append(str(exc)))
    view.add_files([a])
    qtbot.waitUntil(lambda: bool(shown) and not view.busy())
    assert "già nell'archivio" in shown[0]
    assert view.events_model.rowCount() == 2
    view.close()


def _open_with_proposal(qtbot, window, tmp_path: Path):  # noqa: ANN001, ANN202
    window.findChild(type(window.act_close), "archiveAction").trigger()
    view = window.archive_view
    qtbot.waitUntil(view.isVisible)
    qtbot.keyClicks(view.path, str(tmp_path / "archivio.figsa"))
    qtbot.mouseClick(view.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.tabs.isEnabled())
    view.category.setCurrentIndex(view.category.findData("open"))
    verdi2 = ("VERDI", "Luca", "Roma", "", None)
    a = make_event(tmp_path / "a.figs", "Torneo A", "2026-03-01", FOUR, ROUNDS)
    b = make_event(
        tmp_path / "b.figs", "Torneo B", "2026-04-01", [FOUR[0], verdi2, FOUR[1], FOUR[3]],
        varied(1),
    )  # fmt: skip
    view.add_files([a, b])
    qtbot.waitUntil(lambda: view.events_model.rowCount() == 2 and not view.busy())
    view.as_of.setDate(view.as_of.date().fromString("01/06/2026", "dd/MM/yyyy"))
    qtbot.waitUntil(lambda: view.dup_model.rowCount() == 1)
    view.tabs.setCurrentIndex(1)
    qtbot.mouseClick(
        view.dup_table.viewport(), Qt.MouseButton.LeftButton,
        pos=view.dup_table.visualRect(view.dup_model.index(0, 1)).center(),
    )  # fmt: skip
    return view


class _Gate:
    """Test hook: the wrapped service call waits on the worker until the test opens the gate
    (no sleeping, no timing: the window's event loop must go on meanwhile)."""

    def __init__(self, monkeypatch, name: str) -> None:  # noqa: ANN001
        self.entered, self.release = threading.Event(), threading.Event()
        real = getattr(svc, name)

        def slow(*args: Any, **kw: Any) -> Any:
            self.entered.set()
            self.release.wait(60)
            return real(*args, **kw)

        monkeypatch.setattr(svc, name, slow)


def test_window_alive_during_slow_merge(qtbot, window, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    view = _open_with_proposal(qtbot, window, tmp_path)
    gate = _Gate(monkeypatch, "merge")
    ticks: list[int] = []
    timer = QTimer(view)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(5)
    qtbot.mouseClick(view.merge_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(gate.entered.is_set)
    seen = len(ticks)
    qtbot.waitUntil(lambda: len(ticks) >= seen + 5)  # the event loop runs during the merge
    assert view.busy() and view.busy_bar.isVisible()
    for control in (view.merge_button, view.add_button, view.publish_button, view.open_button,
                    view.undo_button):  # fmt: skip
        assert not control.isEnabled()
    assert view.ranking_table.isEnabled()  # reading stays possible
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # ignored meanwhile
    assert view.undo_stack.count() == 0 and view.dup_model.rowCount() == 1
    gate.release.set()
    qtbot.waitUntil(lambda: not view.busy())
    # The result lands: one person, the command on the stack, the controls back.
    assert view.dup_model.rowCount() == 0 and view.ranking_model.rowCount() == 4
    assert view.undo_stack.count() == 1 and view.undo_button.isEnabled()
    assert not view.busy_bar.isVisible() and view.merge_button.isEnabled()
    timer.stop()
    # Ctrl+Z separates them again on the worker.
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: view.dup_model.rowCount() == 1 and not view.busy())
    assert view.ranking_model.rowCount() == 5 and view.undo_stack.index() == 0
    view.close()


def test_window_merge_refused_meanwhile(qtbot, window, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    """Another desk merges the same two while the window's merge waits: the reason shown, the
    undo stack empty, the views showing the other desk's merge; then Pubblica il sito…"""
    import figs_td.gui.views.archive_view as av

    view = _open_with_proposal(qtbot, window, tmp_path)
    shown: list[str] = []
    monkeypatch.setattr(av, "show_error", lambda _p, exc, title=None: shown.append(str(exc)))
    proposal = view.proposals[0]
    gate = _Gate(monkeypatch, "merge")
    qtbot.mouseClick(view.merge_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(gate.entered.is_set)
    # Another desk merges the same two players while the window's merge waits.
    other = svc.open_archive(str(tmp_path / "archivio.figsa"))
    try:
        from figs_td.services.archive.players import merge as real_merge

        real_merge(other, proposal.a.id, proposal.b.id, actor="altra postazione")
    finally:
        other.close()
    gate.release.set()
    qtbot.waitUntil(lambda: bool(shown) and not view.busy())
    assert "già unito" in shown[0]
    assert view.undo_stack.count() == 0  # nothing done by this window: nothing to undo
    assert view.status.text() == "Operazione non riuscita"
    assert view.merge_button.isEnabled() and not view.busy_bar.isVisible()
    assert view.dup_model.rowCount() == 0  # the views show what the other desk did
    # Pubblica il sito…: the folder chosen in the dialog, the site written on the worker.
    from figs_td.gui.dialogs import file_dialogs

    site = tmp_path / "sito"
    monkeypatch.setattr(file_dialogs, "directory", lambda *_a, **_k: str(site))
    view.tabs.setCurrentIndex(2)
    qtbot.mouseClick(view.publish_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not view.busy())
    assert (site / "index.html").is_file() and (site / "rating.html").is_file()
    assert view.status.text().startswith(f"Sito in {site}:")
    view.close()


def test_window_open_refused_on_the_worker(qtbot, window, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    """Apri on a file that is not an archive: the reason shown, the window usable, nothing open."""
    import figs_td.gui.views.archive_view as av

    shown: list[str] = []
    monkeypatch.setattr(av, "show_error", lambda _p, exc, title=None: shown.append(str(exc)))
    bad = tmp_path / "appunti.figsa"
    bad.write_text("non un archivio\n" * 200, encoding="utf-8")
    window.findChild(type(window.act_close), "archiveAction").trigger()
    view = window.archive_view
    qtbot.keyClicks(view.path, str(bad))
    qtbot.mouseClick(view.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(shown) and not view.busy())
    assert "non è un archivio" in shown[0]
    assert view.store is None and not view.tabs.isEnabled() and view.open_button.isEnabled()
    assert bad.read_text(encoding="utf-8").startswith("non un archivio")  # untouched
    view.close()
