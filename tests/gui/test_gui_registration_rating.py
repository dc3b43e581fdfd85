"""The Giocatori list shows the rating at registration beside the current one when they differ
(prize bands go by the rating at registration, issue 25 §4)."""

from __future__ import annotations

from gui_helpers import add_players, create_tournament


def _rating_cell(panel, surname: str) -> str:  # noqa: ANN001
    model = panel.model
    for row in range(model.rowCount()):
        if model.index(row, 1).data() == surname:
            return str(model.index(row, 4).data())
    raise AssertionError(surname)


def test_changed_rating_shows_the_one_at_registration(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    from figs_td.services.director import edit_player

    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window)
    panel = window.panels["players"]
    assert _rating_cell(panel, "Rossi") == "1700"  # registered with 1700, unchanged
    store = window.session.backend.store
    edit_player(store, "Rossi", rating=1760, actor="test")  # e.g. another desk's correction
    window.session.backend.refresh()
    panel.reload()
    assert _rating_cell(panel, "Rossi") == "1760 (iscr. 1700)"
    assert _rating_cell(panel, "Bianchi") == "1650"
