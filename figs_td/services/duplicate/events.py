"""Duplicate-event use cases (``--system duplicato``), in one place for the CLI (``figs-td
duplicate …``), the window's *Duplicato* page and the web pages: the names below are those of
:mod:`figs_td.services.duplicate.game` (settings, games, draws, tops, the move placed),
:mod:`figs_td.services.duplicate.slips` (the players' slips) and
:mod:`figs_td.services.duplicate.standings` (the event read once, standings, move ranking).

Public API: :func:`duplicate_settings`, :func:`set_duplicate_settings`, :func:`new_game`,
:func:`list_games`, :func:`get_game`, :func:`draw`, :func:`compute_tops`, :func:`confirm_top`,
:func:`enter_slip`, :func:`enter_line`, :func:`enter_room` (a file of slips, issue 36),
:func:`declared_differs`, :func:`slips_for_move`, :func:`standings`, :func:`move_ranking`,
:func:`game_json`, :class:`TopsView`.
"""

from __future__ import annotations

from figs_td.services.duplicate.game import (
    MAX_GAMES,
    PRESETS,
    SETTINGS_KEY,
    TopsView,
    compute_tops,
    confirm_top,
    draw,
    duplicate_settings,
    game_json,
    get_game,
    list_games,
    new_game,
    over_top,
    seconds_left,
    set_duplicate_settings,
)
from figs_td.services.duplicate.slips import (
    MAX_DECLARED,
    MAX_PENALTY,
    RefusedLine,
    RoomEntry,
    RoomRefused,
    SlipResult,
    _Move,
    declared_differs,
    enter_line,
    enter_room,
    enter_slip,
    next_player,
    player_names,
)
from figs_td.services.duplicate.standings import (
    EventData,
    StandingsView,
    move_ranking,
    slips_for_move,
    standings,
    standings_by_game,
    standings_view,
)

__all__ = [
    "MAX_DECLARED",
    "MAX_GAMES",
    "MAX_PENALTY",
    "PRESETS",
    "SETTINGS_KEY",
    "SlipResult",
    "_Move",
    "TopsView",
    "compute_tops",
    "confirm_top",
    "draw",
    "duplicate_settings",
    "EventData",
    "enter_line",
    "enter_room",
    "declared_differs",
    "RefusedLine",
    "RoomEntry",
    "RoomRefused",
    "enter_slip",
    "next_player",
    "over_top",
    "player_names",
    "seconds_left",
    "standings_by_game",
    "standings_view",
    "StandingsView",
    "game_json",
    "get_game",
    "list_games",
    "move_ranking",
    "new_game",
    "set_duplicate_settings",
    "slips_for_move",
    "standings",
]
