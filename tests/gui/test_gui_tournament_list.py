"""Issue 38 §4: the word list belongs to the tournament. *Carica lessico…* in tournament A
leaves B's list as it was, and the arbiter's tab says which list is in use and whether the
tournament chose it."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import swiss_event


def test_loading_a_list_in_one_tournament_leaves_the_other(
    qtbot,
    window,
    tmp_path: Path,
    monkeypatch,  # noqa: ANN001
) -> None:
    from figs_td.gui.window import worker
    from figs_td.services.lexicon import lists as lexicons

    monkeypatch.setenv("FIGS_TD_DATA", str(tmp_path / "data"))
    first = tmp_path / "prima.txt"
    first.write_text("casa\ncase\n", encoding="utf-8")
    second = tmp_path / "seconda.txt"
    second.write_text("mare\nmari\n", encoding="utf-8")
    lexicons.import_lexicon(first, "prima")  # the program's default list
    a = swiss_event(tmp_path / "a.figs", ("Blu, Ada", "Verdi, Bice"))
    b = swiss_event(tmp_path / "b.figs", ("Gialli, Ciro", "Neri, Dora"))
    window.open_path(str(b))
    panel = window.panels["arbiter"]
    window.tabs.setCurrentWidget(panel)
    assert panel.lexicon_label.text() == (
        "Lessico in uso: <b>prima</b> (predefinito: nessuno scelto per questo torneo)"
    )
    window.open_path(str(a))
    window.tabs.setCurrentWidget(panel)
    panel.load_lexicon(str(second))
    qtbot.waitUntil(lambda: not worker.busy() and "seconda" in panel.lexicon_label.text())
    assert panel.lexicon_label.text() == "Lessico del torneo: <b>seconda</b>"

    window.open_path(str(b))  # B never chose a list: still the default, not A's
    window.tabs.setCurrentWidget(panel)
    assert "<b>prima</b>" in panel.lexicon_label.text()
    assert "predefinito" in panel.lexicon_label.text()
    window.open_path(str(a))
    window.tabs.setCurrentWidget(panel)
    assert panel.lexicon_label.text() == "Lessico del torneo: <b>seconda</b>"
