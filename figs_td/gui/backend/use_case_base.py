"""What every group of the backend's use cases shares: the actor named in the audit trail, the
progress callback, the import preview and the map from the store's change names to the window's
flags."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from figs_td.gui.models.changes import Changes
from figs_td.services.actors import actor_name

Progress = Callable[[int, int], None]


#: Who acts, in the audit trail.
_ACTOR = actor_name("desktop")


@dataclass
class ImportPreview:
    """Rows ready to import and every rejected row (where, reason) — nothing written yet."""

    path: str
    rows: list[Any] = field(default_factory=list)
    rejected: list[tuple[str, str]] = field(default_factory=list)
    raw: Any = None  # the service's own preview object


def _changes(names: frozenset[str] | set[str], **extra: Any) -> Changes:
    """Map the store's change names to the GUI's flags."""
    c = Changes(**extra)
    if "players" in names:
        c.players = c.standings = True
    if "games" in names or "rounds" in names:
        c.rounds = c.results = c.standings = True
    if "tournament" in names:
        c.tournament = True
    if "rulings" in names:
        c.rulings = True
    if "scoresheets" in names:
        c.scoresheets = True
    return c
