"""Small screens and the kind of event: the *Premi* tab fits a 1100 px window, the wizard's
*Regole* page a 1024 px screen; a duplicate event's wizard skips clock and tie-break settings and
its *Premi* tab does not speak of Buchholz; *Stampa/Esporta* offers only what the catalogue
accepts for the event; the time-loss dialog opens at the table's scores."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import PLAYERS, add_players, answer_box, create_tournament, in_sight, pair
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWizard


def _open(qtbot, window, path: Path, system: str = "italo-svizzero") -> None:  # noqa: ANN001
    from figs_td.services.players import add_player
    from figs_td.services.tournament import create_tournament as make

    store = make(path, "Coppa", system)
    for name in ("Blu, Ada", "Verdi, Bice", "Gialli, Ciro", "Neri, Dora"):
        add_player(store, name)
    store.close()
    window.open_path(str(path))


def test_premi_fits_1100_px(qtbot, window, tmp_path: Path) -> None:  # noqa: ANN001
    _open(qtbot, window, tmp_path / "coppa.figs")
    window.showNormal()
    window.resize(1100, 720)
    qtbot.waitUntil(lambda: window.width() == 1100)
    panel = window.panels["prizes"]
    window.tabs.setCurrentWidget(panel)
    names = {
        0: ("addPrize", "removePrize"),
        1: ("savePlayerExtra", "addCategory", "removeCategory"),
        2: ("saveClubBest",),
        3: ("addTeam", "saveTeamOptions"),
    }
    for index, buttons in names.items():
        panel.tabs.setCurrentIndex(index)
        qtbot.wait(10)  # laid out
        for name in ("applySpreadCap", *buttons):
            button = panel.findChild(QPushButton, name)
            assert in_sight(window, button), (index, name)


def test_wizard_rules_page_fits_1024_px(qtbot, window, tmp_path: Path) -> None:  # noqa: ANN001
    window.act_new.trigger()
    wizard = window.wizard
    qtbot.waitUntil(wizard.isVisible)
    wizard.general.name.setText("Coppa")
    wizard.general.path.setText(str(tmp_path / "coppa.figs"))
    while wizard.currentPage() is not wizard.rules:
        wizard.next()
    wizard.adjustSize()
    assert wizard.minimumSizeHint().width() <= 1024
    assert wizard.rules.minimumSizeHint().width() <= 700  # room left for margins and fonts
    assert wizard.width() <= 1024
    wizard.reject()


def test_duplicate_wizard_skips_clock_and_tiebreaks(qtbot, window, tmp_path: Path) -> None:  # noqa: ANN001
    window.act_new.trigger()
    wizard = window.wizard
    qtbot.waitUntil(wizard.isVisible)
    wizard.general.name.setText("Duplicato")
    wizard.general.path.setText(str(tmp_path / "dup.figs"))
    next_btn = wizard.button(QWizard.WizardButton.NextButton)
    qtbot.mouseClick(next_btn, Qt.MouseButton.LeftButton)
    assert wizard.currentPage() is wizard.system
    box = wizard.system.system
    box.setCurrentIndex(box.findData("duplicato"))
    qtbot.mouseClick(next_btn, Qt.MouseButton.LeftButton)
    assert wizard.currentPage() is wizard.roles  # no Regole, no Spareggi page
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.BackButton), Qt.MouseButton.LeftButton)
    box.setCurrentIndex(box.findData("italo-svizzero"))
    qtbot.mouseClick(next_btn, Qt.MouseButton.LeftButton)
    assert wizard.currentPage() is wizard.rules
    wizard.reject()


def test_duplicate_prizes_do_not_describe_buchholz(qtbot, window, tmp_path: Path) -> None:  # noqa: ANN001
    _open(qtbot, window, tmp_path / "swiss.figs")
    panel = window.panels["prizes"]
    window.tabs.setCurrentWidget(panel)
    assert panel.rule.text().startswith("Ordine della classifica: Punti, Buchholz")
    _open(qtbot, window, tmp_path / "dup.figs", "duplicato")
    window.tabs.setCurrentWidget(panel)
    assert "Buchholz" not in panel.rule.text()
    assert panel.rule.text() == (
        "Ordine della classifica: somma dei punteggi, poi numero di top trovati. Un solo premio "
        "per giocatore (il più alto; quello lasciato passa al successivo)."
    )


def test_export_menu_offers_what_the_event_has(qtbot, window, tmp_path: Path) -> None:  # noqa: ANN001
    from figs_td.services.teams import add_team

    _open(qtbot, window, tmp_path / "coppa.figs")

    def shown() -> set[str]:
        return {a.objectName() for a in window.export_menu.actions() if a.isVisible()}

    assert "export_pairings" in shown()
    for name in ("export_team-pairings", "export_team-standings", "export_bracket"):
        assert name not in shown()
    add_team(window.session.backend.store, "Lucca", ["Blu, Ada", "Verdi, Bice"])
    window.act_reload.trigger()
    assert {"export_team-pairings", "export_team-results", "export_team-standings"} <= shown()
    assert "export_bracket" not in shown()


def test_time_loss_dialog_opens_at_the_tables_scores(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    from gui_helpers import type_result

    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window, PLAYERS[:4])
    pair(qtbot, window)
    results = window.panels["results"]
    type_result(qtbot, results, 1, 412, 380)
    results.table_edit.selectAll()
    qtbot.keyClicks(results.table_edit, "1")
    qtbot.keyClick(results.table_edit, Qt.Key.Key_Return)
    answer_box(qtbot, "&Sostituisci")
    qtbot.mouseClick(results.time_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: getattr(results, "time_dialog", None) is not None)
    dialog = results.time_dialog
    assert [dialog.score[i].value() for i in (0, 1)] == [412, 380]
    dialog.reject()
