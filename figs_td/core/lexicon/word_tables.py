"""Who may consult the 2- and 3-letter word tables (domain.md §7): players rated at or below the
tournament's threshold (the free setting ``words.threshold_rating``). One computation for the
printed pairings (reports) and the on-screen ones (pairing service → GUI)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from figs_td.core.model import Player

#: The free setting holding the threshold (a rating, or nothing: nobody marked).
THRESHOLD_SETTING: Final = "words.threshold_rating"

#: The mark after a name on the pairings, and its legend.
WORD_LIST_MARK: Final = "*"
WORD_LIST_NOTE: Final = (
    "* può consultare le tabelle delle parole di 2 e 3 lettere durante il proprio turno"
)


def threshold_of(value: object) -> int | None:
    """The stored setting as a rating limit: an integer (or its text); anything else is "no
    threshold" (nobody marked)."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value.strip())
    return None


def may_consult_word_lists(rating: int | None, threshold: object) -> bool:
    """A player rated at or below ``threshold`` may consult the tables (domain.md §7); an unrated
    player, or no threshold, is not marked."""
    limit = threshold_of(threshold)
    return limit is not None and rating is not None and rating <= limit


def word_list_players(players: Iterable[Player], threshold: object) -> frozenset[int]:
    """The ids of the players that may consult the 2-/3-letter tables (the rule of
    :func:`may_consult_word_lists`, the threshold read once)."""
    limit = threshold_of(threshold)
    if limit is None:
        return frozenset()
    return frozenset(p.id for p in players if p.rating is not None and p.rating <= limit)
