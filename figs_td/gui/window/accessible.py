"""Names a screen reader announces for the window's controls (issue 38): "Punteggio del primo
giocatore", not "line edit".

Qt names a button by its text and a field by the label it is the buddy of (a form's row); the
fields without either — quick-entry rows, filters, tables, the fields of the Premi and Duplicato
pages — get their name here, by object name, in one table the translation picks up. A
field of an editable combo box takes the combo's name; the corner button of a table ("select
all") gets one too. :func:`name_controls` is called on each page once it is built;
``tests/gui/test_gui_accessible.py`` walks every tab and fails on a control without a name."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QTableView, QWidget

from figs_td.gui.window.i18n import translator

NAMES: dict[str, str] = {
    # Giocatori
    "quickSurname": QT_TRANSLATE_NOOP("accessible", "Cognome del nuovo giocatore"),
    "quickGiven": QT_TRANSLATE_NOOP("accessible", "Nome del nuovo giocatore"),
    "quickClub": QT_TRANSLATE_NOOP("accessible", "Circolo del nuovo giocatore"),
    "quickRating": QT_TRANSLATE_NOOP("accessible", "Rating del nuovo giocatore"),
    "quickTessera": QT_TRANSLATE_NOOP("accessible", "Tessera del nuovo giocatore"),
    "filter": QT_TRANSLATE_NOOP("accessible", "Filtro dei giocatori per nome o circolo"),
    "playersTable": QT_TRANSLATE_NOOP("accessible", "Elenco dei giocatori"),
    # Turni
    "byTable": QT_TRANSLATE_NOOP("accessible", "Abbinamenti per tavolo"),
    "byName": QT_TRANSLATE_NOOP("accessible", "Abbinamenti per giocatore"),
    # Risultati
    "tableEdit": QT_TRANSLATE_NOOP("accessible", "Numero del tavolo"),
    "score1": QT_TRANSLATE_NOOP("accessible", "Punteggio del primo giocatore"),
    "score2": QT_TRANSLATE_NOOP("accessible", "Punteggio del secondo giocatore"),
    "gamesView": QT_TRANSLATE_NOOP("accessible", "Partite del turno e risultati"),
    # Classifica
    "standingsTable": QT_TRANSLATE_NOOP("accessible", "Classifica"),
    "bracket": QT_TRANSLATE_NOOP("accessible", "Tabellone a eliminazione diretta"),
    # Premi
    "spreadCap": QT_TRANSLATE_NOOP("accessible", "Scarto massimo per partita"),
    "prizeAwards": QT_TRANSLATE_NOOP("accessible", "Premi e vincitori"),
    "prizePlace": QT_TRANSLATE_NOOP("accessible", "Posto premiato"),
    "prizeLabel": QT_TRANSLATE_NOOP("accessible", "Descrizione del premio"),
    "prizeAmount": QT_TRANSLATE_NOOP("accessible", "Importo del premio in euro"),
    "prizeValue": QT_TRANSLATE_NOOP("accessible", "Valore del premio in natura"),
    "categoriesTable": QT_TRANSLATE_NOOP("accessible", "Categorie"),
    "extraPlayer": QT_TRANSLATE_NOOP("accessible", "Giocatore di cui indicare le categorie"),
    "extraBirthYear": QT_TRANSLATE_NOOP("accessible", "Anno di nascita del giocatore"),
    "extraCategories": QT_TRANSLATE_NOOP("accessible", "Categorie del giocatore"),
    "categoryStandingsPick": QT_TRANSLATE_NOOP("accessible", "Categoria da mostrare"),
    "categoryStandings": QT_TRANSLATE_NOOP("accessible", "Classifica della categoria"),
    "clubBest": QT_TRANSLATE_NOOP("accessible", "Giocatori che contano per circolo"),
    "clubStandings": QT_TRANSLATE_NOOP("accessible", "Classifica dei circoli"),
    "teamName": QT_TRANSLATE_NOOP("accessible", "Nome della nuova squadra"),
    "teamMembers": QT_TRANSLATE_NOOP("accessible", "Giocatori della nuova squadra"),
    "teamStandings": QT_TRANSLATE_NOOP("accessible", "Classifica delle squadre"),
    # Formulario
    "sheetRound": QT_TRANSLATE_NOOP("accessible", "Turno del formulario"),
    "sheetTable": QT_TRANSLATE_NOOP("accessible", "Tavolo del formulario"),
    "turnMove": QT_TRANSLATE_NOOP("accessible", "Mossa del turno di gioco"),
    "turnDeclared": QT_TRANSLATE_NOOP("accessible", "Punteggio dichiarato"),
    "turnTiles": QT_TRANSLATE_NOOP("accessible", "Tessere cambiate"),
    "turnChallengeWords": QT_TRANSLATE_NOOP("accessible", "Parole contestate"),
    "turnsTable": QT_TRANSLATE_NOOP("accessible", "Turni di gioco del formulario"),
    # Arbitro
    "rulingsTable": QT_TRANSLATE_NOOP("accessible", "Decisioni registrate"),
    # Duplicato
    "dupMaster": QT_TRANSLATE_NOOP("accessible", "Partita di riferimento"),
    "dupTiles": QT_TRANSLATE_NOOP("accessible", "Lettere estratte"),
    "dupTopsList": QT_TRANSLATE_NOOP("accessible", "Mosse migliori"),
    "dupSlipMove": QT_TRANSLATE_NOOP("accessible", "Mossa del foglietto"),
    "dupSlipPlayer": QT_TRANSLATE_NOOP("accessible", "Giocatore del foglietto"),
    "dupSlipText": QT_TRANSLATE_NOOP("accessible", "Mossa scritta sul foglietto"),
    "dupSlips": QT_TRANSLATE_NOOP("accessible", "Foglietti della mossa"),
    "dupStandings": QT_TRANSLATE_NOOP("accessible", "Classifica del duplicato"),
    # the window
    "welcomeRecent": QT_TRANSLATE_NOOP("accessible", "File recenti"),
    "reportsTree": QT_TRANSLATE_NOOP("accessible", "Segnalazioni dai telefoni"),
}
SELECT_ALL = QT_TRANSLATE_NOOP("accessible", "Seleziona tutto")


_tr = translator("accessible")


def name_controls(root: QWidget) -> None:
    """Give every control under ``root`` listed in :data:`NAMES` its name (a name set by its
    own page wins), an editable combo's field its combo's name, a table's corner button one."""
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.accessibleName():
            continue
        text = NAMES.get(widget.objectName())
        if text:
            widget.setAccessibleName(_tr(text))
        elif isinstance(widget, QLineEdit) and isinstance(widget.parent(), QComboBox):
            combo = widget.parent()
            widget.setAccessibleName(combo.accessibleName() or _buddy_text(combo))
        elif isinstance(widget, QAbstractButton) and isinstance(widget.parent(), QTableView):
            widget.setAccessibleName(_tr(SELECT_ALL))  # the corner button


def _buddy_text(widget: QWidget) -> str:
    """The text of the label whose buddy ``widget`` is (a form's row), without ':' and '&'."""
    from PySide6.QtWidgets import QLabel

    window = widget.window()
    for label in window.findChildren(QLabel):
        if label.buddy() is widget:
            return label.text().replace("&", "").rstrip(": ")
    return ""
