"""Issue 35 §3 in the window: *Esporta sito…* and the archive's *Pubblica il sito…* ask before
writing into a folder of other files (a club's own ``index.html``), naming the folder and a file
found there; *No* leaves the folder as it was, the answer *Scrivi il sito* writes the site."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import PLAYERS, add_players, create_tournament, pair
from PySide6.QtCore import Qt

from tests.archive.helpers import make_event
from tests.archive.test_archive_store import FOUR, ROUNDS

CLUB = "<html><body>Circolo Scrabble Lecco</body></html>"


def _club(folder: Path) -> Path:
    folder.mkdir()
    (folder / "index.html").write_text(CLUB, "utf-8")
    return folder


def _answers(monkeypatch, replies: list[bool]) -> list[str]:  # noqa: ANN001
    import figs_td.gui.dialogs.confirm as confirm

    asked: list[str] = []

    def ask(_parent, title: str, text: str, yes: str) -> bool:  # noqa: ANN001
        asked.append(f"{title}|{text}|{yes}")
        return replies.pop(0)

    monkeypatch.setattr(confirm, "ask", ask)
    return asked


def test_export_site_asks_before_a_folder_of_other_files(  # noqa: ANN001
    qtbot, window, tournament_file, tmp_path: Path, monkeypatch
) -> None:  # fmt: skip
    from figs_td.gui.dialogs.publish_menu import export_site
    from figs_td.gui.window import worker

    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    folder = _club(tmp_path / "circolo")
    asked = _answers(monkeypatch, [False, True])
    export_site(window, str(folder))
    assert len(asked) == 1 and str(folder) in asked[0] and "«index.html»" in asked[0]
    assert asked[0].endswith("|&Scrivi il sito")
    qtbot.wait(200)
    assert not worker.busy()
    assert sorted(p.name for p in folder.iterdir()) == ["index.html"]
    assert (folder / "index.html").read_text("utf-8") == CLUB  # declined: untouched
    export_site(window, str(folder))
    qtbot.waitUntil(lambda: not worker.busy() and (folder / ".figs-sito").exists(), timeout=10000)
    assert "Open di Prova" in (folder / "index.html").read_text("utf-8")
    export_site(window, str(folder))  # the site's own folder now: not asked again
    qtbot.waitUntil(lambda: not worker.busy(), timeout=10000)
    assert len(asked) == 2
    # The tournament's own folder (where the folder dialog opens): refused, not asked.
    from figs_td.gui.window.errors import last_message

    beside = Path(tournament_file).parent
    before = sorted(p.name for p in beside.iterdir())
    export_site(window, str(beside))
    assert len(asked) == 2 and "è la cartella del torneo aperto" in last_message[-1]
    qtbot.wait(200)
    assert not worker.busy() and sorted(p.name for p in beside.iterdir()) == before


def test_archive_publish_asks_before_a_folder_of_other_files(  # noqa: ANN001
    qtbot, window, tmp_path: Path, monkeypatch
) -> None:  # fmt: skip
    from figs_td.gui.dialogs import file_dialogs

    window.findChild(type(window.act_close), "archiveAction").trigger()
    view = window.archive_view
    qtbot.waitUntil(view.isVisible)
    qtbot.keyClicks(view.path, str(tmp_path / "archivio.figsa"))
    qtbot.mouseClick(view.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.tabs.isEnabled())
    view.category.setCurrentIndex(view.category.findData("open"))
    view.add_files([make_event(tmp_path / "a.figs", "Torneo A", "2026-03-01", FOUR, ROUNDS)])
    qtbot.waitUntil(lambda: view.events_model.rowCount() == 1 and not view.busy())
    folder = _club(tmp_path / "circolo")
    monkeypatch.setattr(file_dialogs, "directory", lambda *_a, **_k: str(folder))
    asked = _answers(monkeypatch, [False, True])
    view.tabs.setCurrentIndex(2)
    qtbot.mouseClick(view.publish_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and str(folder) in asked[0]
    assert not view.busy() and (folder / "index.html").read_text("utf-8") == CLUB
    qtbot.mouseClick(view.publish_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not view.busy() and (folder / ".figs-archivio").exists())
    assert (folder / "rating.html").is_file()
    assert (folder / "index.html").read_text("utf-8") != CLUB
    view.close()
