"""The services' messages in the window's language: in English a refused result, a pairing's
note and warning and an import error read in English; in Italian, as the services wrote them."""

from __future__ import annotations

from pathlib import Path

import pytest
from gui_helpers import answer_box, pair, swiss_event, type_result, window_in

TEXTS = {
    "en": {
        "refused": "round 1, table 1: score 12000 too high (maximum 2000)",
        "record": "&Record",
        "bye": "Bye to ",
        "bye_cell": "bye",
        "rematch": "have already met (1 time(s))",
        "why": ("in the pairing order) against", "the best-ranked"),
        "header": (
            "line 1",
            "header not recognised (columns such as cognome/surname, nome/name, "
            "rating, circolo/club, tessera/id are needed)",
        ),
        "rating": ("line 2", "column 3 (rating): 'abc' is not a valid rating"),
    },
    "it": {
        "refused": "turno 1, tavolo 1: punteggio 12000 troppo alto (massimo 2000)",
        "record": "&Registra",
        "bye": "Riposo a ",
        "bye_cell": "riposo",
        "rematch": "si sono già incontrati (1 volta)",
        "why": ("nell'ordine di abbinamento) contro", "il miglior classificato"),
        "header": (
            "riga 1",
            "intestazione non riconosciuta (servono colonne come cognome/surname, "
            "nome/name, rating, circolo/club, tessera/id)",
        ),
        "rating": ("riga 2", "colonna 3 (rating): 'abc' non è un rating valido"),
    },
}


@pytest.mark.parametrize("language", ["en", "it"])
def test_service_messages_in_the_window_language(qtbot, tmp_path: Path, language: str) -> None:  # noqa: ANN001
    from figs_td.gui.window.i18n import install_translator

    names = ("Blu, Ada", "Verdi, Bice", "Gialli, Ciro", "Neri, Dora", "Rosa, Ezio")
    path = swiss_event(tmp_path / "cup.figs", names)
    want = TEXTS[language]
    try:
        window = window_in(qtbot, language, path)
        rounds = window.panels["rounds"]
        # The pairing's note (five players: one bye), shown under the round.
        pair(qtbot, window)
        qtbot.waitUntil(lambda: want["bye"] in rounds.message.text())
        model = rounds.table_model
        assert want["bye_cell"] in [model.index(r, 3).data() for r in range(model.rowCount())]
        # A result the services refuse (over the maximum score), said on the entry row after
        # the "unusual score" question is answered with Record.
        results = window.panels["results"]
        answer_box(qtbot, want["record"])
        type_result(qtbot, results, 1, 12000, 300)
        qtbot.waitUntil(lambda: bool(results.error.text()))
        assert results.error.text() == want["refused"]
        for table in (1, 2):
            type_result(qtbot, results, table, 400, 300 + table)
        backend = window.session.backend
        qtbot.waitUntil(lambda: backend.missing_results(1) == 0)
        pair(qtbot, window)
        # The pairing's explanation of each table (the row's tooltip on the Turni page).
        from PySide6.QtCore import Qt

        window.tabs.setCurrentWidget(rounds)
        tips = [
            str(rounds.table_model.index(r, 0).data(Qt.ItemDataRole.ToolTipRole) or "")
            for r in range(rounds.table_model.rowCount())
        ]
        assert any(all(w in tip for w in want["why"]) for tip in tips), tips
        # A swap that makes two players meet again: the services' warning, in the question box.
        games1 = [g for g in backend.games(1) if g.second is not None]
        games2 = {
            p: g for g in backend.games(2) if g.second is not None for p in (g.first, g.second)
        }
        x, a = next(
            (g.first, g.second)
            for g in games1
            if g.first in games2 and g.second in games2 and games2[g.first] is not games2[g.second]
        )
        g2 = games2[x]
        b = g2.second if g2.first == x else g2.first
        window.tabs.setCurrentWidget(rounds)
        seen = answer_box(qtbot, None)
        rounds.swap_selected(a, b)
        qtbot.waitUntil(lambda: bool(seen[1]))
        assert want["rematch"] in seen[1][0], seen[1][0]
        # Imports the services refuse (no column they know; a rating that is not a number):
        # the preview's rejected rows say why.
        players = window.panels["players"]
        for key, text in (("header", "Colore;Animale\nrosso;gatto\n"),
                          ("rating", "Cognome;Nome;Rating\nRosa;Ugo;abc\n")):  # fmt: skip
            bad = tmp_path / f"{key}.csv"
            bad.write_text(text, encoding="utf-8")
            players.import_file(str(bad))
            dialog = players.import_dialog
            qtbot.waitUntil(dialog.isVisible)
            model = dialog.rejected_model
            row = tuple(model.index(0, c).data() for c in range(2))
            assert row == want[key]
            dialog.reject()
        window.close_tournament()
    finally:
        install_translator("it")
