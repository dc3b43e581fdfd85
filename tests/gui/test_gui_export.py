"""Print/Export: a report chosen from the menu, saved where the director says, offered to open."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import (
    PLAYERS,
    add_players,
    answer_file_dialog,
    create_tournament,
    pair,
    type_result,
)


def test_export_standings_pdf_from_the_menu(
    qtbot,
    window,
    tournament_file,
    tmp_path: Path,  # noqa: ANN001
    monkeypatch,
) -> None:  # noqa: ANN001
    from pypdf import PdfReader
    from PySide6.QtWidgets import QMessageBox

    from figs_td.gui.window import worker

    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    results = window.panels["results"]
    type_result(qtbot, results, 1, 431, 377)
    type_result(qtbot, results, 2, 402, 398)
    out = tmp_path / "classifica"  # no extension: the first format of the document is added
    answered = answer_file_dialog(qtbot, str(out))
    titles = [a.objectName() for a in window.export_menu.actions()]
    assert "export_standings" in titles and "export_pairings" in titles
    assert "export_federation" in titles
    action = next(a for a in window.export_menu.actions() if a.objectName() == "export_standings")
    assert action.text() == "Classifica…"
    action.trigger()
    qtbot.waitUntil(lambda: not worker.busy() and bool(getattr(window, "last_export", None)))
    pdf = Path(window.last_export[0])
    assert pdf == tmp_path / "classifica.pdf" and pdf.exists()
    # The proposed name says what the file holds (issue 38): the standings after round 1.
    assert len(answered) == 3 and answered[2] == "classifica-dopo-turno-1.pdf"
    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Classifica dopo il turno 1" in text
    assert "Open di Prova" in text
    winner = window.session.backend.player_names()[window.session.backend.game(1, 1).first]
    assert winner.split()[0] in text
    box = window.findChild(QMessageBox)
    assert box is not None and "Aprirlo ora?" in box.text()
    box.close()


def test_results_import_and_undo(qtbot, window, tournament_file, tmp_path: Path) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    backend = window.session.backend
    results = window.panels["results"]
    window.tabs.setCurrentWidget(results)
    sheet = tmp_path / "turno1.csv"
    sheet.write_text("tavolo;primo;secondo\n1;400;380\n2;350;365\n", encoding="utf-8")
    results.import_results(str(sheet))
    assert (backend.game(1, 1).score_first, backend.game(1, 2).score_second) == (400, 365)
    assert results.games_model.text(1, 3) == "350 – 365"
    window.act_undo.trigger()
    assert backend.game(1, 1).score_first is None and backend.game(1, 2).score_first is None
    bad = tmp_path / "errato.csv"
    bad.write_text("tavolo;primo;secondo\n1;400;380\n7;350;365\n", encoding="utf-8")
    results.import_results(str(bad))
    from figs_td.gui.window import errors

    assert "riga 3" in errors.last_message[-1] and backend.game(1, 1).score_first is None


def test_tsh_export_and_import_round_trip(qtbot, window, tournament_file, tmp_path: Path) -> None:  # noqa: ANN001
    from figs_td.gui.dialogs.export_menu import export_tsh

    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    results = window.panels["results"]
    type_result(qtbot, results, 1, 410, 390)
    type_result(qtbot, results, 2, 300, 333)
    games = [(g.table, g.score_first, g.score_second) for g in window.session.backend.games(1)]
    t_file = tmp_path / "torneo.t"
    export_tsh(window, str(t_file))
    assert t_file.exists() and "Rossi" in t_file.read_text(encoding="utf-8")
    window.import_tsh(str(t_file), str(tmp_path / "da-tsh.figs"))
    backend = window.session.backend
    assert backend.path.endswith("da-tsh.figs") and backend.player_count() == 4
    assert sorted((g.score_first, g.score_second) for g in backend.games(1)) == sorted(
        (a, b) for _t, a, b in games
    )


def test_print_in_one_action_hands_the_pdf_to_the_viewer(
    qtbot,
    window,
    tournament_file,
    monkeypatch,  # noqa: ANN001
) -> None:
    from gui_helpers import fake_opener
    from gui_helpers import opened as opened_in
    from pypdf import PdfReader
    from PySide6.QtCore import Qt

    from figs_td.gui.dialogs import file_dialogs
    from figs_td.gui.window import worker

    log = fake_opener(monkeypatch, tournament_file.parent)

    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    type_result(qtbot, window.panels["results"], 1, 431, 377)
    names = window.session.backend.player_names()
    g = window.session.backend.game(1, 1)
    window.tabs.setCurrentWidget(window.panels["rounds"])
    texts = [a.text() for a in window.export_menu.actions()[:3]]
    assert texts == ["Stampa &abbinamenti", "Stampa &classifica", "Stampa &risultati del turno"]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    rounds = window.panels["rounds"]
    ctrl_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(rounds, Qt.Key.Key_P, ctrl_shift)  # Ctrl+Shift+P
    qtbot.waitUntil(lambda: not worker.busy() and len(opened_in(log)) == 1)
    assert file_dialogs.current is None  # no save dialog on the way
    pdf = Path(opened_in(log)[0])
    assert pdf.name == "abbinamenti-turno-1.pdf" and pdf.parent != tournament_file.parent
    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert names[g.first].split()[0] in text and names[g.second].split()[0] in text
    for key, name in (
        ("standings", "classifica-dopo-turno-0.pdf"),  # 1 of 2 results of round 1 in
        ("results", "risultati-turno-1.pdf"),
    ):
        next(a for a in window.export_menu.actions() if a.objectName() == f"print_{key}").trigger()
        qtbot.waitUntil(lambda n=name: not worker.busy() and Path(opened_in(log)[-1]).name == n)
    text = "".join(page.extract_text() for page in PdfReader(opened_in(log)[-1]).pages)
    assert "431" in text and "377" in text


def test_export_writes_the_format_of_the_filter_and_asks_before_replacing(
    qtbot,
    window,
    tournament_file,
    tmp_path: Path,  # noqa: ANN001
) -> None:
    from openpyxl import load_workbook

    from figs_td.gui.window import worker

    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    window.tabs.setCurrentWidget(window.panels["rounds"])
    action = next(a for a in window.export_menu.actions() if a.objectName() == "export_pairings")
    seen = answer_file_dialog(qtbot, "turno-uno", "Excel (*.xlsx)")
    action.trigger()
    out = tournament_file.parent / "turno-uno.xlsx"
    qtbot.waitUntil(lambda: not worker.busy() and out.exists())
    assert Path(seen[1]) == tournament_file.parent  # next to the tournament
    assert seen[2] == "abbinamenti-turno-1.xlsx"  # Italian name with the round
    load_workbook(out)  # a real Excel file
    # Typed with .pdf under the Excel filter: the filter decides (.xlsx), which exists: asked.
    from gui_helpers import answer_box

    window.last_export = None
    before = out.stat().st_mtime_ns
    seen = answer_file_dialog(qtbot, "turno-uno.pdf", "Excel (*.xlsx)")
    asked = answer_box(qtbot)  # Enter: No, keep the file
    action.trigger()
    qtbot.waitUntil(lambda: len(asked[1]) == 1)
    assert asked[1] == ["Il file turno-uno.xlsx esiste già. Sostituirlo?"]
    qtbot.wait(200)
    assert window.last_export is None and out.stat().st_mtime_ns == before
    assert not (tournament_file.parent / "turno-uno.pdf").exists()
