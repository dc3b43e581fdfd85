"""English through Qt translations: the compiled .qm turns the Italian interface into English."""

from __future__ import annotations

from figs_td.gui.window.i18n import install_translator


def test_english_translation_loads_and_applies(qtbot) -> None:  # noqa: ANN001
    from figs_td.gui.window.main_window import MainWindow

    assert install_translator("en")
    try:
        w = MainWindow()
        qtbot.addWidget(w)
        titles = [a.text() for a in w.menuBar().actions()]
        assert "&Edit" in titles and "&Language" in titles
        assert w.act_new.text() == "&New tournament…"
    finally:
        install_translator("it")
    w2 = MainWindow()
    qtbot.addWidget(w2)
    assert w2.act_new.text() == "&Nuovo torneo…"
