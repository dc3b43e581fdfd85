"""The Premi page, driven as the director does: a category, two prizes, the winners, undo, the
club standings and the spread cap."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.gui_helpers import add_players, create_tournament, pair, type_result


def test_prizes_page(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window)
    pair(qtbot, window)
    results = window.panels["results"]
    # Round 1 by random draw: enter 400-300 on every table (the first player wins by 100).
    for table in range(1, 5):
        type_result(qtbot, results, table, 400, 300)
    panel = window.panels["prizes"]
    window.tabs.setCurrentWidget(panel)

    # A band B 1400–1599: Verdi? no, 1600 is out; Neri 1550, Gallo 1500, Costa 1450, Fontana 1400.
    panel.tabs.setCurrentIndex(1)
    qtbot.keyClicks(panel.cat_name, "B")
    panel.cat_lo.setValue(1400)
    panel.cat_hi.setValue(1599)
    qtbot.mouseClick(
        panel.findChild(type(panel.cap_button), "addCategory"), Qt.MouseButton.LeftButton
    )
    assert panel.cats_model.rows == [("B", "fascia", "rating 1400–1599", "4")]

    panel.tabs.setCurrentIndex(0)
    panel.amount.setValue(100)
    add = panel.findChild(type(panel.cap_button), "addPrize")
    qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
    panel.category.setCurrentIndex(panel.category.findText("B"))
    panel.amount.setValue(0)
    qtbot.keyClicks(panel.label, "Coppa")
    qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
    rows = panel.awards_model.rows
    assert [r[0] for r in rows] == ["1° assoluto", "1° B"]
    standings, _keys = window.session.backend.standings()
    winner = standings[0].name
    assert rows[0][3].startswith(winner)
    # The band prize goes to the best of B who has not won the overall prize.
    band = {"Neri Sara", "Gallo Paolo", "Costa Elena", "Fontana Marco"}
    best_b = next(r.name for r in standings if r.name in band and r.name != winner)
    assert rows[1][3].startswith(best_b) and rows[1][1] == "Coppa"

    window.session.undo_stack.undo()  # the B prize goes away
    qtbot.waitUntil(lambda: len(panel.awards_model.rows) == 1)

    panel.tabs.setCurrentIndex(2)
    clubs = [r[1] for r in panel.clubs_model.rows]
    assert "Roma" in clubs  # Rossi and Gallo
    panel.cap.setValue(50)
    qtbot.mouseClick(panel.cap_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.backend.standings()[0][0].spread == 50)
    assert not panel.tabs.isTabEnabled(3)  # no teams in this tournament


def test_player_categories_and_teams_from_the_page(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    from figs_td.core.model import System

    create_tournament(qtbot, window, tournament_file, system=System.TEAMS.value, rounds=3)
    add_players(qtbot, window)
    panel = window.panels["prizes"]
    window.tabs.setCurrentWidget(panel)
    button = type(panel.cap_button)

    # A free category "Under 18" (born from 2008) and Rossi's birth year typed in the form.
    panel.tabs.setCurrentIndex(1)
    qtbot.keyClicks(panel.cat_name, "Under 18")
    panel.cat_kind.setCurrentIndex(panel.cat_kind.findData("free"))
    panel.cat_lo.setValue(2008)
    qtbot.mouseClick(panel.findChild(button, "addCategory"), Qt.MouseButton.LeftButton)
    qtbot.keyClicks(panel.who, "Rossi Mario")
    qtbot.keyClick(panel.who, Qt.Key.Key_Return)
    panel.birth.setValue(2010)
    qtbot.mouseClick(panel.findChild(button, "savePlayerExtra"), Qt.MouseButton.LeftButton)
    assert panel.cats_model.rows == [("Under 18", "libera", "nati dal 2008", "1")]
    window.session.undo_stack.undo()
    qtbot.waitUntil(lambda: panel.cats_model.rows[0][3] == "0")

    # Four pairs, typed as the director does; a player in two teams is refused in Italian.
    assert panel.tabs.isTabEnabled(3)  # a team event
    panel.tabs.setCurrentIndex(3)
    pairs = [
        ("Roma", "Rossi Mario, Gallo Paolo"),
        ("Nord", "Bianchi Anna, Verdi Luca"),
        ("Sud", "Neri Sara, Greco Giulia"),
        ("Centro", "Costa Elena, Fontana Marco"),
    ]
    add = panel.findChild(button, "addTeam")
    for name, members in pairs:
        panel.team_name.setText(name)
        panel.team_members.setText(members)
        qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
    assert [r[1] for r in panel.teams_model.rows] == ["Roma", "Nord", "Sud", "Centro"]
    from figs_td.services import teams as svc

    teams, _opts = svc.list_teams(window.session.backend.store)
    assert [len(t.members) for t in teams] == [2, 2, 2, 2]
    panel.team_ranking.setCurrentIndex(panel.team_ranking.findData("match"))
    qtbot.mouseClick(panel.findChild(button, "saveTeamOptions"), Qt.MouseButton.LeftButton)
    assert svc.list_teams(window.session.backend.store)[1].ranking == "match"
    assert "punti incontro" in panel.teams_caption.text()
    rounds = pair(qtbot, window)
    assert rounds == 1
    view = svc.team_matches(window.session.backend.store, round_no=1)
    assert len(view) == 2  # two team matches, four games


def test_shared_ties_setting_on_the_page(qtbot, window, tournament_file) -> None:  # noqa: ANN001
    from figs_td.services import prizes as svc

    create_tournament(qtbot, window, tournament_file)
    add_players(qtbot, window)
    panel = window.panels["prizes"]
    window.tabs.setCurrentWidget(panel)
    panel.tabs.setCurrentIndex(0)
    store = window.session.backend.store
    assert not panel.shared_ties.isChecked()
    from PySide6.QtCore import QPoint

    # On the box itself (the widget spans the page; its label ends well before the centre).
    box = QPoint(8, panel.shared_ties.height() // 2)
    qtbot.mouseClick(panel.shared_ties, Qt.MouseButton.LeftButton, pos=box)
    qtbot.waitUntil(lambda: svc.prize_setup(store).ties == "shared")
    assert "si dividono" in panel.rule.text()
    window.session.undo_stack.undo()
    qtbot.waitUntil(lambda: svc.prize_setup(store).ties == "rating")
    qtbot.waitUntil(lambda: not panel.shared_ties.isChecked())
