"""Print/Export: a report chosen from the menu, saved where the director says, offered to open."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import PLAYERS, add_players, create_tournament, pair, type_result


def test_export_standings_pdf_from_the_menu(
    qtbot,
    window,
    tournament_file,
    tmp_path: Path,  # noqa: ANN001
    monkeypatch,
) -> None:  # noqa: ANN001
    from pypdf import PdfReader
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from figs_td.gui import worker

    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    results = window.panels["results"]
    type_result(qtbot, results, 1, 431, 377)
    type_result(qtbot, results, 2, 402, 398)
    out = tmp_path / "classifica"  # no extension: the first format of the document is added
    asked: list[str] = []

    def save_name(parent, caption, name, filters):  # noqa: ANN001, ANN202
        asked.append(filters)
        return str(out), filters.split(";;")[0]

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    titles = [a.objectName() for a in window.export_menu.actions()]
    assert "export_standings" in titles and "export_pairings" in titles
    assert "export_federation" in titles
    action = next(a for a in window.export_menu.actions() if a.objectName() == "export_standings")
    assert action.text() == "Classifica…"
    action.trigger()
    qtbot.waitUntil(lambda: not worker.busy() and bool(getattr(window, "last_export", None)))
    pdf = Path(window.last_export[0])
    assert pdf == tmp_path / "classifica.pdf" and pdf.exists()
    assert "PDF (*.pdf)" in asked[0]
    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Open di Prova" in text
    winner = window.session.backend.player_names()[window.session.backend.game(1, 1).first]
    assert winner.split()[0] in text
    box = window.findChild(QMessageBox)
    assert box is not None and "Aprirlo ora?" in box.text()
    box.close()
