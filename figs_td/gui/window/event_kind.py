"""The main window as the kind of event asks: a duplicate event (issue 18) has no rounds, pairings,
table results or challenges, so the window does not speak of them.

- tabs: a duplicate event shows *Giocatori*, *Premi*, *Arbitro* (the list in use) and
  *Duplicato*; a classic event does not show *Duplicato*;
- the *Turno* menu and its actions (*Abbina il turno successivo* on the toolbar too) are hidden
  and disabled, the projector of the pairings disabled, each with a tooltip saying why;
- *Stampa/Esporta* lists only the documents of the kind of event open;
- the state line and the window title speak of games and moves of the duplicate.

:func:`apply_event_kind` is called by the main window each time it shows the state.
"""

from __future__ import annotations

from typing import Any

from figs_td.gui.window.i18n import translator
from figs_td.plurals import plural

CLASSIC_ONLY = ("rounds", "results", "standings", "scoresheet", "checkin")  # checkin: issue 42


_tr = translator("EventKind")


def is_duplicate(window: Any) -> bool:
    session = window.session
    return session is not None and session.backend.info().system == "duplicato"


def apply_event_kind(window: Any, title: str = "figs-td") -> None:
    """Tabs, menus, toolbar, title and state line for the open event."""
    if window.session is None or not window.panels:
        return
    dup = is_duplicate(window)
    tabs = window.tabs
    for key, panel in window.panels.items():
        index = tabs.indexOf(panel)
        if index < 0:
            continue
        visible = (key not in CLASSIC_ONLY) if dup else key != "duplicate"
        tabs.setTabVisible(index, visible)
        tabs.setTabEnabled(index, visible)
    _tab_tips(window)
    if not tabs.isTabVisible(tabs.currentIndex()):
        tabs.setCurrentWidget(window.panels["duplicate" if dup else "players"])
    why = _tr("Torneo di duplicato: non ci sono turni da abbinare (le mosse si giocano dalla "
              "scheda Duplicato)") if dup else ""  # fmt: skip
    rounds = window.panels.get("rounds")
    actions = list(rounds.menu_actions()) if rounds is not None else []
    for act in actions:
        if dup:
            act.setEnabled(False)
        act.setVisible(not dup)  # off the toolbar too: its text speaks of rounds
        act.setToolTip(why or act.text().replace("&", ""))
    if rounds is not None and not dup:
        rounds.act_pair.setEnabled(rounds.pair_btn.isEnabled())
    window.round_menu.setEnabled(not dup)
    window.round_menu.menuAction().setVisible(not dup)  # nothing in it applies
    _documents(window, dup)
    window.act_projector.setEnabled(not dup)
    window.act_projector.setToolTip(
        _tr("Torneo di duplicato: il proiettore è nella scheda Duplicato") if dup else ""
    )
    if dup:
        _duplicate_state(window, title)


def _documents(window: Any, dup: bool) -> None:
    """Stampa/Esporta lists the documents of the kind of event open (the others would be
    refused or empty: the rule is the reports catalog's, :func:`~figs_td.reports.catalog.offered`:
    no team documents without teams, no bracket without a knockout)."""
    from figs_td.reports.catalog import DOCUMENTS, offered

    has = window.session.backend.event_features()
    for act in window.export_menu.actions():
        name = act.objectName()
        if not name.startswith(("export_", "print_")):
            continue
        key = name.split("_", 1)[1]
        if key in DOCUMENTS:
            act.setVisible(offered(key, dup, has))
        else:  # the TSH file: rounds and games between players
            act.setVisible(not dup)


def _duplicate_state(window: Any, title: str) -> None:
    from figs_td.services.duplicate import events as svc

    backend = window.session.backend
    info = backend.info()
    window.setWindowTitle(f"{info.name} — {_tr('duplicato')} — {title}")
    count = backend.player_count()
    players = plural(count, _tr("1 giocatore"), _tr("{0} giocatori"))
    games = svc.list_games(backend.store)
    if not games:
        text = _tr("{0}: duplicato, {1}, nessuna partita iniziata").format(info.name, players)
    else:
        game = games[-1]
        moves = len(game.moves)
        if game.finished:
            where = _tr("partita {0} finita dopo {1}").format(
                game.number, plural(moves, _tr("1 mossa"), _tr("{0} mosse"))
            )
        elif moves == 0:
            where = _tr("partita {0}, nessuna mossa estratta").format(game.number)
        else:
            where = _tr("partita {0}, mossa {1}").format(game.number, moves)
        text = _tr("{0}: duplicato, {1}, {2}").format(info.name, players, where)
    window.state_label.setText(text)


def tab_keys(window: Any) -> None:
    """Alt+1, Alt+2, … show the first, second, … tab shown (the tabs have no Alt+letter: the
    letters stay free for the buttons of each page, unique with the menu bar's)."""
    from PySide6.QtGui import QKeySequence, QShortcut

    def show(n: int) -> None:
        tabs = window.tabs
        shown = [i for i in range(tabs.count()) if tabs.isTabVisible(i)]
        if n < len(shown):
            tabs.setCurrentIndex(shown[n])
            tabs.currentWidget().setFocus()

    for n in range(9):
        key = QShortcut(QKeySequence(f"Alt+{n + 1}"), window)
        key.activated.connect(lambda n=n: show(n))
    _tab_tips(window)


def _tab_tips(window: Any) -> None:
    tabs = window.tabs
    shown = [i for i in range(tabs.count()) if tabs.isTabVisible(i)]
    for n, i in enumerate(shown):
        tabs.setTabToolTip(i, f"Alt+{n + 1}")
