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
    # Duplicate events (services/duplicate_reports.py, layout in reports/duplicate_docs.py).
    "duplicate-master",
    "duplicate-standings",
    "duplicate-players",
)
