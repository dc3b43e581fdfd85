"""The *Archivio* window: opened from File → Archivio federale…, driven as a person would."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

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
    qtbot.waitUntil(lambda: view.dup_model.rowCount() == 0)
    assert view.ranking_model.rowCount() == 4
    # One row for both, under the name of the latest event (as `figs-td ranking`).
    assert any(r[1] == "VERDI Luca" and r[3] == "110" for r in _cells(view.ranking_model))
    qtbot.mouseClick(view.undo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dup_model.rowCount() == 1)
    assert view.ranking_model.rowCount() == 5
    # The same event again is refused with the reason, nothing added.
    import figs_td.gui.archive_view as av

    shown: list[str] = []
    monkeypatch.setattr(av, "show_error", lambda _p, exc, title=None: shown.append(str(exc)))
    view.add_files([a])
    assert shown and "già nell'archivio" in shown[0]
    assert view.events_model.rowCount() == 2
    view.close()
