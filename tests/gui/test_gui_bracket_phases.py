"""Issue 44 §2: the window's standings and the projector of a finished championship (5 Swiss
rounds, semifinals, final and third-place match, consolation for the others; the final and the
third-place match won by the player with fewer points — ``finished_events.championship``) say
that the bracket decided the top places and show each player's phase."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "reports"))
from finished_events import championship  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

NOTE = (
    "I primi 4 posti sono decisi dal tabellone a eliminazione diretta (fase Eliminazione): "
    "conta il turno in cui si esce, non i punti. Gli altri posti seguono l'ordine della "
    "classifica (fase Consolazione)."
)


def test_window_standings_and_projector_show_the_phase(qtbot, window, tmp_path: Path) -> None:  # noqa: ANN001
    window.open_path(championship(tmp_path))
    panel = window.panels["standings"]
    qtbot.waitUntil(lambda: panel.model.rowCount() == 10)
    model = panel.model
    heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert heads[:4] == ["Pos.", "Giocatore", "Fase", "Partite"]
    table = [[model.data(model.index(r, c)) for c in range(3)] for r in range(10)]
    # By hand (tests/reports/test_one_place.py): P9 beat P10 in the final, P6 beat P8 for
    # third; then the consolation pool by points and Buchholz over the games without the bracket.
    assert table[:4] == [["1", "P9 Giocatore", "Eliminazione"], ["2", "P10 Giocatore", "Eliminazione"],
                         ["3", "P6 Giocatore", "Eliminazione"], ["4", "P8 Giocatore", "Eliminazione"]]  # fmt: skip
    assert {row[2] for row in table[4:]} == {"Consolazione"}
    assert panel.bracket_note.isVisibleTo(panel) and panel.bracket_note.text() == NOTE
    from figs_td.gui.views.projector import ProjectorWindow

    proj = ProjectorWindow(window.session)
    qtbot.addWidget(proj)
    try:
        lines = proj.standings.text().split("\n")
        assert " ".join(lines[:4]).split() == NOTE.split()  # the sentence, in short lines
        shown = [ln for ln in lines if ln[:1].isdigit()]
        assert shown[0] == "1. P9 Giocatore — Eliminazione — 12 p. (+544)"
        assert shown[4].startswith("5. P7 Giocatore — Consolazione — ")
    finally:
        proj.stop()
