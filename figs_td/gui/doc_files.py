"""The file names the window proposes for a document (Italian, with the round where it matters)
and the round a document is about: shared by the export menu and one-action printing."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from figs_td.gui.window_base import MainWindowBase as MainWindow

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
    """The round shown in the Turni tab (None before the first pairing)."""
    if "rounds" in window.panels:
        return window.panels["rounds"].shown_round() or None
    return None


def proposed_name(key: str, round_no: int | None, fmt: str) -> str:
    """``abbinamenti-turno-3.pdf``: the document's Italian name, its round, the format."""
    base = FILE_NAMES.get(key, key)
    if round_no and key in ROUND_DOCS:
        base += f"-turno-{round_no}"
    return f"{base}.{fmt}"
