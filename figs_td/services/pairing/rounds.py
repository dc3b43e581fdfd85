"""Pairing use cases (abbinamenti): pair the next round, show, re-pair, delete, swap, options.
The names below are those of :mod:`figs_td.services.pairing.next_round` (pair, re-pair, show),
:mod:`figs_td.services.pairing.round_changes` (delete, restore, swap) and
:mod:`figs_td.services.pairing.settings` (the ``pairing.*`` settings), for the CLI and the window.

Each function takes an open :class:`~figs_td.store.store.Store`, runs one transaction, calls the
pairing core and returns plain values. The pairing options live in the tournament's JSON
settings under ``pairing.*`` keys:

- ``pairing.draw``: ``"random"`` / ``"rating"`` (round 1 of italo-svizzero; pairing numbers of a
  girone: seed order unless ``"random"``).
- ``pairing.phases``: the championship format ``{"swiss_rounds", "knockout", "best_of",
  "third_place", "consolation"}``.
- ``pairing.knockout``: a knockout's ``{"best_of", "third_place"}`` plus, once it starts, its
  ``seeds`` and ``start_round``.
- ``pairing.pairing_numbers`` / ``pairing.pairing_seed``: the girone's pairing numbers, fixed at
  round 1; ``pairing.groups_members``: the groups of the 2008 format, fixed at round 1.
"""

from __future__ import annotations

from figs_td.services.pairing.next_round import (
    PairedRound,
    TableView,
    last_round,
    pair_next_round,
    repair_round,
    round_view,
)
from figs_td.services.pairing.round_changes import (
    RoundSnapshot,
    delete_last_round,
    restore_round,
    round_snapshot,
    round_versions,
    swap_players,
    swap_warnings,
)
from figs_td.services.pairing.settings import (
    DRAW_AT_TABLE,
    FIRST_MOVE_MODES,
    FIRST_MOVE_SETTING,
    PREFIX,
    check_first_move,
    first_move_mode,
    format_view,
    pairing_options,
    reset_draw,
    set_draw,
    set_knockout,
    set_phases,
)

__all__ = [
    "FIRST_MOVE_MODES",
    "check_first_move",
    "first_move_mode",
    "DRAW_AT_TABLE",
    "FIRST_MOVE_SETTING",
    "PREFIX",
    "PairedRound",
    "RoundSnapshot",
    "TableView",
    "delete_last_round",
    "last_round",
    "pair_next_round",
    "pairing_options",
    "repair_round",
    "reset_draw",
    "restore_round",
    "round_snapshot",
    "round_versions",
    "round_view",
    "set_draw",
    "format_view",
    "set_knockout",
    "set_phases",
    "swap_players",
    "swap_warnings",
]
