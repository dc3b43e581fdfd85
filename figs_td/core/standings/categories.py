"""Categories (categorie): rating bands and free categories, and the standings of each.

- A **band** (fascia) holds the players whose rating, as registered, lies within its limits
  (both inclusive; either may be open: "A ≥ 1700", "C < 1400" is ``max_rating=1399``). A rating
  corrected after registration does not move the player (:func:`band_rating`).
- A **free** category (Under 18, Esordienti, Femminile, Senior …) holds the players ticked for
  it and, when it has birth-year limits, the players whose birth year lies within them
  ("Under 18" in 2026: ``born_from=2008``).
- Standings per category are the general standings filtered, with the ranks renumbered and the
  ties kept as in the general standings (two players sharing 4th overall share the same place in
  their category).

Decisions where the texts are silent (docs/notes/prizes.md):

- An unrated player belongs only to bands without a lower limit (the lowest band): a player with
  no rating is a newcomer.
- A player without a birth year is in a birth-year category only if ticked for it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Final, Literal

from figs_td.core.inputs import check_name
from figs_td.core.model import Player
from figs_td.core.standings.table import StandingRow

__all__ = [
    "BAND",
    "FREE",
    "Category",
    "PlayerExtra",
    "band_rating",
    "category_members",
    "category_standings",
    "check_categories",
    "player_categories",
]

BAND: Final = "band"
FREE: Final = "free"
MAX_CATEGORIES: Final = 50
MAX_NAME: Final = 40


@dataclass(frozen=True)
class Category:
    """A category (categoria): a rating band or a free category."""

    name: str
    kind: Literal["band", "free"] = FREE
    min_rating: int | None = None  # band: rating ≥ min_rating
    max_rating: int | None = None  # band: rating ≤ max_rating
    born_from: int | None = None  # free: birth year ≥ born_from (Under 18)
    born_to: int | None = None  # free: birth year ≤ born_to (Senior)

    def describe(self) -> str:
        """Italian description of the limits ("rating 1400–1699", "nati dal 2008")."""
        if self.kind == BAND:
            lo, hi = self.min_rating, self.max_rating
            if lo is not None and hi is not None:
                return f"rating {lo}–{hi}"
            if lo is not None:
                return f"rating ≥ {lo}"
            if hi is not None:
                return f"rating ≤ {hi}"
            return "ogni rating"
        parts = []
        if self.born_from is not None:
            parts.append(f"nati dal {self.born_from}")
        if self.born_to is not None:
            parts.append(f"nati fino al {self.born_to}")
        return ", ".join(parts) if parts else "giocatori indicati"


@dataclass(frozen=True)
class PlayerExtra:
    """Per-player category data: birth year (anno di nascita) and the free categories ticked."""

    birth_year: int | None = None
    categories: frozenset[str] = field(default_factory=frozenset)
    # The rating the player was registered with, kept when it was changed afterwards
    # (``rating_changed``): bands use it, not the corrected rating (issue 25 §4).
    rating_at_registration: int | None = None
    rating_changed: bool = False


def band_rating(player: Player, extra: PlayerExtra) -> int | None:
    """The rating that decides the player's band: the one at registration."""
    return extra.rating_at_registration if extra.rating_changed else player.rating


def _key(name: str) -> str:
    return " ".join(name.casefold().split())


def check_categories(categories: Sequence[Category]) -> None:
    """Raise ``ValueError`` (Italian) on an invalid list: names, limits, duplicates."""
    if len(categories) > MAX_CATEGORIES:
        raise ValueError(f"troppe categorie ({len(categories)}; al massimo {MAX_CATEGORIES})")
    seen: set[str] = set()
    for c in categories:
        check_name(c.name, "nome di categoria", empty=True)  # no control characters
        name = c.name.strip()
        if not name or len(name) > MAX_NAME:
            raise ValueError(
                f"nome di categoria non valido: {c.name!r} (da 1 a {MAX_NAME} caratteri)"
            )
        if _key(name) in seen:
            raise ValueError(f"categoria ripetuta: {name}")
        seen.add(_key(name))
        if c.kind not in (BAND, FREE):
            raise ValueError(f"tipo di categoria sconosciuto: {c.kind!r} (fascia o libera)")
        for what, v, lo, hi in (
            ("rating minimo", c.min_rating, 0, 4000),
            ("rating massimo", c.max_rating, 0, 4000),
            ("anno di nascita iniziale", c.born_from, 1900, 2100),
            ("anno di nascita finale", c.born_to, 1900, 2100),
        ):
            if v is not None and (
                isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi
            ):
                raise ValueError(f"categoria {name}: {what} non valido: {v!r} (da {lo} a {hi})")
        if c.kind == BAND:
            if c.born_from is not None or c.born_to is not None:
                raise ValueError(f"la fascia {name} è per rating: niente anni di nascita")
            if c.min_rating is None and c.max_rating is None:
                raise ValueError(f"la fascia {name} non ha limiti di rating")
            if (
                c.min_rating is not None
                and c.max_rating is not None
                and c.min_rating > c.max_rating
            ):
                raise ValueError(
                    f"fascia {name}: il rating minimo ({c.min_rating}) supera il massimo "
                    f"({c.max_rating})"
                )
        else:
            if c.min_rating is not None or c.max_rating is not None:
                raise ValueError(
                    f"la categoria {name} è libera: i limiti di rating sono delle fasce"
                )
            if c.born_from is not None and c.born_to is not None and c.born_from > c.born_to:
                raise ValueError(f"categoria {name}: anni di nascita invertiti")


def _in(c: Category, p: Player, extra: PlayerExtra) -> bool:
    if c.kind == BAND:
        rating = band_rating(p, extra)  # the rating "on the day of registration"
        if rating is None:
            return c.min_rating is None  # decision: an unrated player is in the lowest band
        lo_ok = c.min_rating is None or rating >= c.min_rating
        return lo_ok and (c.max_rating is None or rating <= c.max_rating)
    if _key(c.name) in {_key(n) for n in extra.categories}:
        return True
    if (c.born_from is None and c.born_to is None) or extra.birth_year is None:
        return False
    y = extra.birth_year
    return (c.born_from is None or y >= c.born_from) and (c.born_to is None or y <= c.born_to)


def category_members(
    category: Category, players: Iterable[Player], extras: Mapping[int, PlayerExtra]
) -> set[int]:
    """Ids of the players that belong to ``category``."""
    none = PlayerExtra()
    return {p.id for p in players if _in(category, p, extras.get(p.id, none))}


def player_categories(
    player: Player, categories: Sequence[Category], extras: Mapping[int, PlayerExtra]
) -> list[str]:
    """The names of the categories ``player`` belongs to, in the tournament's order."""
    extra = extras.get(player.id, PlayerExtra())
    return [c.name for c in categories if _in(c, player, extra)]


def category_standings(rows: Sequence[StandingRow], members: set[int]) -> list[StandingRow]:
    """The general standings filtered to ``members``: ranks renumbered, ties as in the general.

    A member's place is 1 + the number of members placed strictly ahead in the general standings
    (their final place: a knockout's placing), so players sharing a general place share their
    category place too (1, 2, 2, 4).
    """
    kept = [r for r in rows if r.player_id in members]
    out: list[StandingRow] = []
    prev_general: int | None = None
    place = 0
    for i, r in enumerate(kept, start=1):
        if r.final_place != prev_general:
            place = i
            prev_general = r.final_place
        out.append(replace(r, rank=place, place=place))
    return out
