"""What changed in the tournament since a desk last looked, and whether somebody else did it
(another desk, the command line, the players' phones through the live server): the window
follows the other desks without F5 (issue 38 §3).

Every committed change writes audit entries (``docs/architecture.md``), so the audit trail is
the tournament's version counter, the same on SQLite and PostgreSQL: a :class:`Mark` is the
number of entries and the highest id. Asking for it is one query on the primary key.
A change is somebody else's when one of the new entries has another actor; on PostgreSQL a
transaction may commit after a later one with a lower id, so entries counted but not found
above the last id seen are somebody else's too (never this desk's: its own actions have
returned before it asks).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from figs_td.store import Store


@dataclass(frozen=True)
class Mark:
    """Where the tournament stands: audit entries and the highest entry id."""

    entries: int = 0
    last_id: int = 0


@dataclass(frozen=True)
class Since:
    """What happened after a :class:`Mark`: the new mark, whether somebody else wrote, and the
    parts they changed (the store's change names: ``games``, ``players``, ``rounds``…)."""

    mark: Mark
    others: bool = False
    changed: frozenset[str] = frozenset()


def mark(store: Store) -> Mark:
    """The tournament's mark now (a read: nothing is written)."""
    with store.read() as tx:
        return Mark(*tx.audit.mark())


def since(store: Store, before: Mark, actor: str) -> Since:
    """What changed after ``before``; ``actor`` is the desk asking (its own entries are not
    somebody else's). One query when nothing changed, two otherwise."""
    with store.read() as tx:
        now = Mark(*tx.audit.mark())
        if now == before:
            return Since(now)
        writers = tx.audit.writers_after(before.last_id)
    seen = sum(n for _a, _e, n in writers)
    others = [(a, e) for a, e, _n in writers if a != actor]
    late = now.entries - before.entries > seen  # committed below the last id seen
    changed = {e for _a, e in others} if not late else {e for _a, e, _n in writers} | {"*"}
    return Since(now, bool(others) or late, frozenset(changed))
