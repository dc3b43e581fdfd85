"""The file names the window proposes for a document (Italian, with the round where it matters)
and the round a document is about: shared by the export menu and one-action printing."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from figs_td.gui.window.window_base import MainWindowBase as MainWindow

#: Italian file names proposed for each document (the round is added where it matters).
FILE_NAMES: dict[str, str] = {
    "pairings": "abbinamenti",
    "pairings-alpha": "abbinamenti-per-nome",
    "results": "risultati",
    "standings": "classifica",
    "crosstable": "tabellone",
    "scorecards": "cartellini",
    "scoresheets": "formulari",
    "words23": "parole-2-3-lettere",
    "rulings": "contestazioni",
    "audit": "registro-modifiche",
    "federation": "federazione",
    "players": "iscritti",
    "statistics": "statistiche",
    "slips": "cartellini-risultati",
    "bracket": "tabellone-eliminazione",
    "prizes": "premi",
    "final-standings": "classifica-finale-premi",
    "categories": "classifiche-categorie",
    "clubs": "classifica-circoli",
    "team-pairings": "abbinamenti-squadre",
    "team-results": "risultati-squadre",
    "team-standings": "classifica-squadre",
    "duplicate-master": "duplicato-partita",
    "duplicate-standings": "duplicato-classifica",
    "duplicate-players": "duplicato-schede",
}
#: Documents whose proposed name carries the round shown.
ROUND_DOCS = ("pairings", "pairings-alpha", "results", "scoresheets", "standings", "slips")


def round_of(window: MainWindow) -> int | None:
    """The event's current round, asked of the services at the moment of the action (another
    desk may have paired; the Turni tab may not have been shown): None before the first pairing."""
    if window.session is None:
        return None
    return window.session.backend.live_round() or None


def what_of(window: MainWindow, label: str, key: str, round_no: int | None) -> str:
    """ "Abbinamenti, turno 3": a document named with its round in status lines (the
    standings by the round they are after: "Classifica dopo il turno 2", "Classifica finale")."""
    if key == "standings" and window.session is not None:
        import dataclasses

        from figs_td.gui.views.standings_view import scope_caption

        scope = window.session.backend.standings_scope()
        return scope_caption(dataclasses.replace(scope, left_out=()))
    if round_no and key in ROUND_DOCS:
        return window.tr("{0}, turno {1}").format(label, round_no)
    return label


def proposed_name(key: str, round_no: int | None, fmt: str, window: MainWindow | None = None) -> str:
    """``abbinamenti-turno-3.pdf``: the document's Italian name, its round, the format. The
    standings are named by what they hold (issue 38: not ``classifica-turno-2`` for the
    standings after round 1): ``classifica-dopo-turno-1``, ``classifica-finale`` — the scope
    the document's title comes from (``services.standings.scope_of``), asked of ``window``."""
    if key == "standings" and window is not None and window.session is not None:
        return f"{window.session.backend.standings_scope().file_stem}.{fmt}"
    base = FILE_NAMES.get(key, key)
    if round_no and key in ROUND_DOCS:
        base += f"-turno-{round_no}"
    return f"{base}.{fmt}"
