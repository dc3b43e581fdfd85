"""The federation's archive (archivio): the use cases the CLI, the window and the site call.

Each action is one transaction of the archive's store (:mod:`figs_td.store.archive`); the core
decides (fingerprints, proposals, ranking, rating). Grouped by area: :mod:`.settings` (opening,
rules, categories), :mod:`.events` (adding events), :mod:`.players` (duplicates, merges,
history), :mod:`.ranking`, :mod:`.rating`, :mod:`.sources` (reading an event), :mod:`.site`
(the pages' data). See docs/notes/archive.md.
"""

from __future__ import annotations

from figs_td.services.archive.events import (
    AddedEvent,
    add_event,
    add_sources,
    add_to_archive,
    audit_log,
    events,
    read_sources,
    store_events,
)
from figs_td.services.archive.players import (
    PlayerHistory,
    duplicates,
    merge,
    player_history,
    players,
    unmerge,
)
from figs_td.services.archive.ranking import ranking, ranking_json, write_ranking
from figs_td.services.archive.rating import (
    RATING_LABEL,
    RatingRow,
    catch_up,
    rating_list,
    rating_pending,
    rerate_all,
)
from figs_td.services.archive.rules import rules_of
from figs_td.services.archive.settings import (
    DEFAULT_CATEGORIES,
    open_archive,
    settings_json,
    update_settings,
)

__all__ = [
    "DEFAULT_CATEGORIES",
    "RATING_LABEL",
    "AddedEvent",
    "PlayerHistory",
    "RatingRow",
    "add_event",
    "add_sources",
    "add_to_archive",
    "audit_log",
    "catch_up",
    "duplicates",
    "events",
    "merge",
    "open_archive",
    "player_history",
    "players",
    "ranking",
    "ranking_json",
    "rating_list",
    "rating_pending",
    "read_sources",
    "rerate_all",
    "rules_of",
    "settings_json",
    "store_events",
    "unmerge",
    "update_settings",
    "write_ranking",
]
