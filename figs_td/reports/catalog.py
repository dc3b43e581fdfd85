"""The documents figs-td prints, by the names the CLI and the GUI use (a light module: no
reportlab/openpyxl import, so the command line's parser stays cheap)."""

from __future__ import annotations

#: Every document once, in the order the CLI lists them: (English key, Italian name, flags,
#: label). Flags: R takes ``--round``, L takes ``--large``, X does not apply to a duplicate
#: event, D applies only to one. The tables below are read from it.
_CATALOG: tuple[tuple[str, str, str, str], ...] = (
    ("pairings", "abbinamenti", "RLX", "Abbinamenti per tavolo"),
    ("pairings-alpha", "abbinamenti-alfabetico", "RLX", "Abbinamenti in ordine alfabetico"),
    ("results", "risultati", "RLX", "Risultati del turno"),
    ("standings", "classifica", "RLX", "Classifica"),
    ("crosstable", "tabellone", "RLX", "Tabellone dei risultati"),
    ("scorecards", "schede", "RLX", "Schede giocatori"),
    ("scoresheets", "formulari", "RX", "Formulari"),
    ("words23", "parole23", "R", "Parole di 2 e 3 lettere"),
    ("rulings", "contestazioni", "RL", "Contestazioni"),
    ("audit", "registro", "L", "Registro delle operazioni"),
    ("federation", "federazione", "", "Esportazione per la federazione"),
    ("players", "iscritti", "L", "Elenco iscritti"),
    ("statistics", "statistiche", "RLX", "Statistiche"),
    ("slips", "cartellini", "RX", "Cartellini dei risultati"),
    ("bracket", "tabellone-eliminazione", "RLX", "Tabellone a eliminazione diretta"),
    # Prizes, categories, clubs and teams (figs_td/services/reports/prizes.py)
    ("prizes", "premi", "RX", "Premi"),
    ("final-standings", "classifica-finale", "RX", "Classifica finale con i premi"),
    ("categories", "categorie", "RX", "Classifiche per categoria"),
    ("clubs", "circoli", "RX", "Classifica per circoli"),
    ("team-pairings", "abbinamenti-squadre", "RX", "Abbinamenti delle squadre"),
    ("team-results", "risultati-squadre", "RX", "Risultati delle squadre"),
    ("team-standings", "classifica-squadre", "RX", "Classifica delle squadre"),
    # Duplicate events (services/duplicate/reports.py, layout in reports/duplicate_docs.py).
    ("duplicate-master", "duplicato-partita", "D", "Duplicato: partita di riferimento"),
    ("duplicate-standings", "duplicato-classifica", "D", "Duplicato: classifica"),
    ("duplicate-players", "duplicato-schede", "D", "Duplicato: schede dei giocatori"),
    ("duplicate-solutions", "duplicato-soluzioni", "D",
     "Duplicato: soluzioni dell'ultima mossa (per la parete)"),
)  # fmt: skip


def _flagged(flag: str) -> frozenset[str]:
    return frozenset(key for key, _it, flags, _label in _CATALOG if flag in flags)


#: The documents, as the CLI names them (``figs-td export FILE DOC``).
DOCUMENTS: tuple[str, ...] = tuple(key for key, _it, _flags, _label in _CATALOG)

#: The Italian name a director types for each document (``figs-td export FILE classifica``,
#: issue 39): shown first in ``--help``; the English names stay accepted (other programs call
#: them) and stay the keys everywhere else (:func:`document_key`).
ITALIAN_NAMES: dict[str, str] = {it: key for key, it, _flags, _label in _CATALOG}

#: Italian name of each document (menus, messages).
LABELS: dict[str, str] = {key: label for key, _it, _flags, label in _CATALOG}

#: Documents that take ``--round`` (the round shown, or the standings/tables after it); the
#: others refuse it with a message.
ROUND_DOCS: frozenset[str] = _flagged("R")

#: Documents that take ``--large`` (type of 18 pt or more, to be posted).
LARGE_DOCS: frozenset[str] = _flagged("L")

#: Documents of a duplicate event only (``services/duplicate/reports.py``).
DUPLICATE_ONLY: frozenset[str] = _flagged("D")

#: Documents that do not apply to a duplicate event (no pairings, tables or games between
#: players: its standings are the duplicate ones); the others (start list, word lists, rulings,
#: audit, federation export) serve every event.
NOT_FOR_DUPLICATE: frozenset[str] = _flagged("X")


#: Documents that hold standings and take ``--provisional`` (the results entered so far in the
#: round being played counted too, the title says "provvisoria").
PROVISIONAL_DOCS: frozenset[str] = frozenset({"standings"})


def document_key(name: str) -> str:
    """The document's key (its English name) for the name typed, Italian or English."""
    return ITALIAN_NAMES.get(name, name)


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
