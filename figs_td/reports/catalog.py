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
    # Prizes, categories, clubs and teams (figs_td/services/prize_reports.py)
    "prizes",
    "final-standings",
    "categories",
    "clubs",
    "team-pairings",
    "team-results",
    "team-standings",
)
