"""The documents figs-td prints, by the names the CLI and the GUI use (a light module: no
reportlab/openpyxl import, so the command line's parser stays cheap)."""

from __future__ import annotations

#: The documents, as the CLI names them (``figs-td export FILE DOC``).
DOCUMENTS: tuple[str, ...] = (
    "pairings",
    "pairings-alpha",
    "results",
    "standings",
    "crosstable",
    "scorecards",
    "scoresheets",
    "words23",
    "rulings",
    "audit",
    "federation",
    "players",
    "statistics",
    "slips",
    "bracket",
    # Prizes, categories, clubs and teams (figs_td/services/reports/prizes.py)
    "prizes",
    "final-standings",
    "categories",
    "clubs",
    "team-pairings",
    "team-results",
    "team-standings",
    # Duplicate events (services/duplicate/reports.py, layout in reports/duplicate_docs.py).
    "duplicate-master",
    "duplicate-standings",
    "duplicate-players",
    "duplicate-solutions",
)

#: The Italian name a director types for each document (``figs-td export FILE classifica``,
#: issue 39): shown first in ``--help``; the English names stay accepted (other programs call
#: them) and stay the keys everywhere else (:func:`document_key`).
ITALIAN_NAMES: dict[str, str] = {
    "abbinamenti": "pairings",
    "abbinamenti-alfabetico": "pairings-alpha",
    "risultati": "results",
    "classifica": "standings",
    "tabellone": "crosstable",
    "schede": "scorecards",
    "formulari": "scoresheets",
    "parole23": "words23",
    "contestazioni": "rulings",
    "registro": "audit",
    "federazione": "federation",
    "iscritti": "players",
    "statistiche": "statistics",
    "cartellini": "slips",
    "tabellone-eliminazione": "bracket",
    "premi": "prizes",
    "classifica-finale": "final-standings",
    "categorie": "categories",
    "circoli": "clubs",
    "abbinamenti-squadre": "team-pairings",
    "risultati-squadre": "team-results",
    "classifica-squadre": "team-standings",
    "duplicato-partita": "duplicate-master",
    "duplicato-classifica": "duplicate-standings",
    "duplicato-schede": "duplicate-players",
    "duplicato-soluzioni": "duplicate-solutions",
}

#: Documents that hold standings and take ``--provisional`` (the results entered so far in the
#: round being played counted too, the title says "provvisoria").
PROVISIONAL_DOCS: frozenset[str] = frozenset({"standings"})


def document_key(name: str) -> str:
    """The document's key (its English name) for the name typed, Italian or English."""
    return ITALIAN_NAMES.get(name, name)


#: Italian name of each document (menus, messages).
LABELS: dict[str, str] = {
    "pairings": "Abbinamenti per tavolo",
    "pairings-alpha": "Abbinamenti in ordine alfabetico",
    "results": "Risultati del turno",
    "standings": "Classifica",
    "crosstable": "Tabellone dei risultati",
    "scorecards": "Schede giocatori",
    "scoresheets": "Formulari",
    "words23": "Parole di 2 e 3 lettere",
    "rulings": "Contestazioni",
    "audit": "Registro delle operazioni",
    "federation": "Esportazione per la federazione",
    "players": "Elenco iscritti",
    "statistics": "Statistiche",
    "slips": "Cartellini dei risultati",
    "bracket": "Tabellone a eliminazione diretta",
    "prizes": "Premi",
    "final-standings": "Classifica finale con i premi",
    "categories": "Classifiche per categoria",
    "clubs": "Classifica per circoli",
    "team-pairings": "Abbinamenti delle squadre",
    "team-results": "Risultati delle squadre",
    "team-standings": "Classifica delle squadre",
    "duplicate-master": "Duplicato: partita di riferimento",
    "duplicate-standings": "Duplicato: classifica",
    "duplicate-players": "Duplicato: schede dei giocatori",
    "duplicate-solutions": "Duplicato: soluzioni dell'ultima mossa (per la parete)",
}

#: Documents that take ``--round`` (the round shown, or the standings/tables after it); the
#: others refuse it with a message.
ROUND_DOCS: frozenset[str] = frozenset(
    {
        "pairings",
        "pairings-alpha",
        "results",
        "standings",
        "crosstable",
        "scorecards",
        "scoresheets",
        "words23",
        "rulings",
        "statistics",
        "slips",
        "bracket",
        "prizes",
        "final-standings",
        "categories",
        "clubs",
        "team-pairings",
        "team-results",
        "team-standings",
    }
)

#: Documents that take ``--large`` (type of 18 pt or more, to be posted).
LARGE_DOCS: frozenset[str] = frozenset(
    {
        "pairings",
        "pairings-alpha",
        "results",
        "standings",
        "crosstable",
        "scorecards",
        "rulings",
        "audit",
        "players",
        "statistics",
        "bracket",
    }
)


#: Documents of a duplicate event only (``services/duplicate/reports.py``).
DUPLICATE_ONLY: frozenset[str] = frozenset(
    {"duplicate-master", "duplicate-standings", "duplicate-players", "duplicate-solutions"}
)

#: Documents that do not apply to a duplicate event (no pairings, tables or games between
#: players: its standings are the duplicate ones); the others (start list, word lists, rulings,
#: audit, federation export) serve every event.
NOT_FOR_DUPLICATE: frozenset[str] = frozenset(
    {
        "pairings",
        "pairings-alpha",
        "results",
        "standings",
        "crosstable",
        "scorecards",
        "scoresheets",
        "statistics",
        "slips",
        "bracket",
        "prizes",
        "final-standings",
        "categories",
        "clubs",
        "team-pairings",
        "team-results",
        "team-standings",
    }
)


def not_applicable(doc: str, duplicate: bool) -> str | None:
    """Why document ``doc`` does not apply to the event (Italian), or None when it does."""
    name = LABELS.get(doc, doc)
    if duplicate and doc in NOT_FOR_DUPLICATE:
        return (
            f"«{name}» ({doc}) non vale per una gara di duplicato: usare duplicate-standings, "
            "duplicate-master o duplicate-players"
        )
    if not duplicate and doc in DUPLICATE_ONLY:
        return f"«{name}» ({doc}) vale solo per una gara di duplicato"
    return None


#: What an event must have for a document to have anything to show: teams registered (the team
#: documents), a bracket (a knockout event or a knockout phase).
REQUIRES: dict[str, str] = {
    "team-pairings": "teams",
    "team-results": "teams",
    "team-standings": "teams",
    "bracket": "bracket",
}


def offered(doc: str, duplicate: bool, has: frozenset[str] | set[str]) -> bool:
    """Whether a menu offers ``doc`` for an event of this kind that has ``has`` ("teams",
    "bracket"): what :func:`not_applicable` accepts and what has something to show."""
    if not_applicable(doc, duplicate) is not None:
        return False
    need = REQUIRES.get(doc)
    return need is None or need in has
