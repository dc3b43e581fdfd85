"""The prize settings of a tournament read once (:class:`PrizeSetup`, :func:`prize_setup`) and the
use cases over its categories and its players' data: the categories (:func:`set_categories`,
:func:`add_category`, :func:`remove_category`, :func:`categories_of`,
:func:`standings_by_category`), each player's birth year, categories and rating at registration
(:func:`put_player_extra`, :func:`set_player_categories`, :func:`keep_registration_rating`,
:func:`import_extras`). The keys in the tournament's JSON settings are listed in
:mod:`figs_td.services.prizes`; the prize table, the club standings and the spread cap are there.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from figs_td.core.standings.categories import (
    Category,
    PlayerExtra,
    category_members,
    category_standings,
    check_categories,
)
from figs_td.core.standings.clubs import DEFAULT_BEST
from figs_td.core.standings.prizes import (
    TIES_RATING,
    TIES_SHARED,
    Prize,
    check_prizes,
)
from figs_td.core.standings.table import StandingRow
from figs_td.errors import InputError
from figs_td.services.named_entries import without_named

if TYPE_CHECKING:
    from figs_td.core.model import TournamentState
    from figs_td.store.records import TournamentInfo
    from figs_td.store.store import Store
    from figs_td.store.transaction import Transaction


KEY_CATEGORIES = "prizes.categories"
KEY_PLAYERS = "prizes.players"
KEY_TABLE = "prizes.table"
KEY_CUMULATIVE = "prizes.cumulative"
KEY_CLUB_BEST = "prizes.club_best"
KEY_TIES = "prizes.ties"
REG_RATING = "registration_rating"  # in a player's ``prizes.players`` entry


# ---------------------------------------------------------------------------------------------
# Reading the settings


def _categories(settings: dict[str, Any]) -> list[Category]:
    return [Category(**c) for c in settings.get(KEY_CATEGORIES) or []]


def _extras(settings: dict[str, Any]) -> dict[int, PlayerExtra]:
    out = {}
    for pid, d in (settings.get(KEY_PLAYERS) or {}).items():
        out[int(pid)] = PlayerExtra(
            d.get("birth_year"),
            frozenset(d.get("categories") or ()),
            d.get(REG_RATING),
            REG_RATING in d,
        )
    return out


def _table(settings: dict[str, Any]) -> list[Prize]:
    return [Prize(**p) for p in settings.get(KEY_TABLE) or []]


def _guard(exc: ValueError) -> InputError:
    return exc if isinstance(exc, InputError) else InputError(str(exc))


@dataclasses.dataclass(frozen=True)
class PrizeSetup:
    """What the tournament has: categories, player data, prize table and options."""

    categories: list[Category]
    extras: dict[int, PlayerExtra]
    table: list[Prize]
    cumulative: bool
    club_best: int
    spread_cap: int
    spread_caps: tuple[int, ...] = ()  # one per round (empty: ``spread_cap`` for all)
    ties: str = TIES_RATING  # players equal on every tie-break: "rating" or "shared"


def _setup(info: TournamentInfo) -> PrizeSetup:
    s = info.settings
    return PrizeSetup(
        _categories(s),
        _extras(s),
        _table(s),
        bool(s.get(KEY_CUMULATIVE, False)),
        int(s.get(KEY_CLUB_BEST) or DEFAULT_BEST),
        info.result_settings.spread_cap,
        info.result_settings.spread_caps,
        TIES_SHARED if s.get(KEY_TIES) == TIES_SHARED else TIES_RATING,
    )


def prize_setup(store: Store) -> PrizeSetup:
    with store.read() as tx:
        return _setup(tx.tournament.get())


# ---------------------------------------------------------------------------------------------
# Categories


def _write_categories(tx: Transaction, categories: Sequence[Category]) -> None:
    try:
        check_categories(categories)
    except ValueError as e:
        raise _guard(e) from None
    try:
        check_prizes(_table(tx.tournament.get().settings), [c.name for c in categories])
    except ValueError as e:
        raise InputError(f"{e}: togliere prima il premio") from None
    value = [dataclasses.asdict(c) for c in categories]
    tx.tournament.set_setting(KEY_CATEGORIES, value or None)


def set_categories(store: Store, categories: Sequence[Category], *, actor: str = "") -> None:
    """Replace the categories (checked: names, limits; prizes must still find theirs)."""
    with store.transaction(actor=actor) as tx:
        _write_categories(tx, categories)


def add_category(store: Store, category: Category, *, actor: str = "") -> list[Category]:
    """Add (or redefine, by name) a category; read and written in one transaction."""
    name = " ".join(category.name.split())
    with store.transaction(actor=actor) as tx:
        cats = _categories(tx.tournament.get().settings)
        cats = [c for c in cats if c.name.casefold() != name.casefold()]
        cats.append(dataclasses.replace(category, name=name))
        _write_categories(tx, cats)
        return cats


def remove_category(store: Store, name: str, *, actor: str = "") -> list[Category]:
    with store.transaction(actor=actor) as tx:
        kept = without_named(
            _categories(tx.tournament.get().settings),
            name,
            InputError(f"categoria inesistente: {name}"),
        )
        _write_categories(tx, kept)
        return kept


def _find_category(cats: Sequence[Category], name: str) -> Category:
    for c in cats:
        if c.name.casefold() == " ".join(name.split()).casefold():
            return c
    known = ", ".join(c.name for c in cats) or "nessuna"
    raise InputError(f"categoria inesistente: {name} (definite: {known})")


def _put_extra(
    tx: Transaction,
    player_id: int,
    *,
    birth_year: int | None | object,
    add: Iterable[str] = (),
    drop: Iterable[str] = (),
    create: bool = False,
) -> PlayerExtra:
    info = tx.tournament.get()
    cats = _categories(info.settings)
    names = {c.name.casefold(): c for c in cats}
    new_cats = False
    for n in [*add, *drop]:
        n = " ".join(n.split())
        if n.casefold() in names:
            if names[n.casefold()].kind != "free":
                raise InputError(f"{n} è una fascia di rating: vi si entra per rating, non a mano")
        elif create and n:
            cat = Category(n, "free")
            check_categories([*cats, cat])
            cats.append(cat)
            names[n.casefold()] = cat
            new_cats = True
        else:
            _find_category(cats, n)
    if new_cats:
        tx.tournament.set_setting(KEY_CATEGORIES, [dataclasses.asdict(c) for c in cats])
    players = dict(info.settings.get(KEY_PLAYERS) or {})
    cur = players.get(str(player_id), {})
    year = cur.get("birth_year") if birth_year is _KEEP else birth_year
    if year is not None and (
        isinstance(year, bool) or not isinstance(year, int) or not 1900 <= year <= 2100
    ):
        raise InputError(f"anno di nascita non valido: {year!r} (da 1900 a 2100)")
    ticked = {names[n.casefold()].name for n in cur.get("categories", []) if n.casefold() in names}
    ticked |= {names[" ".join(n.split()).casefold()].name for n in add}
    ticked -= {names[" ".join(n.split()).casefold()].name for n in drop}
    entry: dict[str, Any] = {k: v for k, v in cur.items() if k == REG_RATING}
    if year is not None:
        entry["birth_year"] = year
    if ticked:
        entry["categories"] = sorted(ticked)
    if entry:
        players[str(player_id)] = entry
    else:
        players.pop(str(player_id), None)
    tx.tournament.set_setting(KEY_PLAYERS, players or None)
    return PlayerExtra(year, frozenset(ticked), cur.get(REG_RATING), REG_RATING in cur)


def keep_registration_rating(
    tx: Transaction, player_id: int, old: int | None, new: int | None
) -> None:
    """Before a player's rating changes from ``old`` to ``new``: keep the rating at registration
    (the first one) in the player's ``prizes.players`` entry, so that bands do not move."""
    if old == new:
        return
    players = dict(tx.tournament.get().settings.get(KEY_PLAYERS) or {})
    entry = dict(players.get(str(player_id), {}))
    if REG_RATING in entry:
        return  # already kept at the first change
    entry[REG_RATING] = old
    players[str(player_id)] = entry
    tx.tournament.set_setting(KEY_PLAYERS, players)


def set_registration_rating(tx: Transaction, player_id: int, rating: int | None) -> None:
    """Correct the rating at registration (a typing error at the desk): bands use this one."""
    from figs_td.core.inputs import RANGES

    top = RANGES["rating"][1]
    if rating is not None and (
        isinstance(rating, bool) or not isinstance(rating, int) or not 0 <= rating <= top
    ):
        raise InputError(f"rating all'iscrizione non valido: {rating!r} (da 0 a {top})")
    players = dict(tx.tournament.get().settings.get(KEY_PLAYERS) or {})
    entry = dict(players.get(str(player_id), {}))
    entry[REG_RATING] = rating
    players[str(player_id)] = entry
    tx.tournament.set_setting(KEY_PLAYERS, players)


def ratings_at_registration(store: Store) -> dict[int, int | None]:
    """Player id → the rating at registration, for the players whose rating changed since
    (the others were registered with the rating they have)."""
    with store.read() as tx:
        settings = tx.tournament.get().settings
        players = tx.players.list()
    return changed_ratings(players, settings)


def changed_ratings(players: Iterable[Any], settings: dict[str, Any]) -> dict[int, int | None]:
    """:func:`ratings_at_registration` over players and settings already read."""
    current = {p.id: p.rating for p in players}
    return {
        pid: e.rating_at_registration
        for pid, e in _extras(settings).items()
        if e.rating_changed and pid in current and current[pid] != e.rating_at_registration
    }


def rating_text(player_id: int, rating: int | None, registered: dict[int, int | None]) -> str:
    """ "rating 1750 (all'iscrizione 1650)" for a player in ``registered`` (the ratings at
    registration that differ, :func:`ratings_at_registration`), else "rating 1750"."""
    now = "senza rating" if rating is None else f"rating {rating}"
    if player_id not in registered:
        return now
    was = registered[player_id]
    return f"{now} (all'iscrizione {'senza rating' if was is None else was})"


_KEEP = object()


def set_player_categories(
    store: Store,
    who: str,
    *,
    birth_year: int | None | object = _KEEP,
    add: Sequence[str] = (),
    drop: Sequence[str] = (),
    actor: str = "",
) -> tuple[int, PlayerExtra]:
    """Set a player's birth year (``None`` clears it) and tick/untick free categories."""
    with store.transaction(actor=actor) as tx:
        rec = tx.players.find(who)
        return rec.id, _put_extra(tx, rec.id, birth_year=birth_year, add=add, drop=drop)


def player_extra(store: Store, who: str) -> tuple[int, str, PlayerExtra]:
    """(id, name, birth year and ticked categories) of the player ``who``."""
    with store.read() as tx:
        rec = tx.players.find(who)
        extras = _extras(tx.tournament.get().settings)
    return rec.id, rec.name, extras.get(rec.id, PlayerExtra())


def put_player_extra(
    store: Store, player_id: int, extra: PlayerExtra, *, actor: str = ""
) -> PlayerExtra:
    """Set exactly this birth year and these ticked free categories (the GUI's form, its undo)."""
    with store.transaction(actor=actor) as tx:
        tx.players.record(player_id)  # exists
        settings = tx.tournament.get().settings
        current = _extras(settings).get(player_id, PlayerExtra())
        known = {c.name.casefold() for c in _categories(settings)}
        wanted = {n.casefold() for n in extra.categories}
        return _put_extra(
            tx,
            player_id,
            birth_year=extra.birth_year,
            add=sorted(extra.categories),
            drop=sorted(
                n
                for n in current.categories
                if n.casefold() in known and n.casefold() not in wanted
            ),
        )


def import_extras(tx: Transaction, path: Any, new: Sequence[Any], recs: Sequence[Any]) -> None:
    """After a player import (same transaction): the ``anno di nascita``/``categoria`` columns of
    ``path``, matched to the players by their row (``NewPlayer.source`` ends in "riga N");
    category names not defined yet become free categories."""
    from pathlib import Path

    from figs_td.services.exchange.categories import parse_extras

    extras = parse_extras(Path(path))
    if not extras:
        return
    # One write for the whole import. A band named in the column (federation lists often carry
    # "B") is decided by the rating, so it is skipped.
    settings = tx.tournament.get().settings
    cats = _categories(settings)
    by_key = {c.name.casefold(): c for c in cats}
    players = dict(settings.get(KEY_PLAYERS) or {})
    added = False
    for n, rec in zip(new, recs, strict=True):
        tail = str(getattr(n, "source", "")).rsplit("riga ", 1)[-1]
        if not (tail.isdigit() and int(tail) in extras):
            continue
        year, names = extras[int(tail)]
        ticked: set[str] = set()
        for name in (" ".join(x.split()) for x in names):
            cat = by_key.get(name.casefold())
            if cat is None:
                cat = Category(name, "free")
                try:
                    check_categories([*cats, cat])
                except ValueError as e:
                    raise InputError(f"{n.source}: {e}") from None
                cats.append(cat)
                by_key[name.casefold()] = cat
                added = True
            if cat.kind == "free":
                ticked.add(cat.name)
        entry: dict[str, Any] = {}
        if year is not None:
            entry["birth_year"] = year
        if ticked:
            entry["categories"] = sorted(ticked)
        if entry:
            players[str(rec.id)] = entry
    if added:
        tx.tournament.set_setting(KEY_CATEGORIES, [dataclasses.asdict(c) for c in cats])
    tx.tournament.set_setting(KEY_PLAYERS, players or None)


def categories_of(store: Store) -> list[dict[str, Any]]:
    """Each category with its description and its members' ids (for listings)."""
    with store.read() as tx:
        setup = _setup(tx.tournament.get())
        players = tx.players.list()
    return [
        {
            **dataclasses.asdict(c),
            "description": c.describe(),
            "members": sorted(category_members(c, players, setup.extras)),
        }
        for c in setup.categories
    ]


def _standings(
    store: Store, after_round: int | None
) -> tuple[list[StandingRow], TournamentState, TournamentInfo]:
    from figs_td.services.standings import standings

    rows = standings(store, after_round=after_round)
    with store.read() as tx:
        return rows, tx.state(), tx.tournament.get()


def standings_by_category(
    store: Store, name: str, *, after_round: int | None = None
) -> tuple[Category, list[StandingRow]]:
    """The general standings filtered to one category (ranks renumbered, ties kept)."""
    rows, state, info = _standings(store, after_round)
    setup = _setup(info)
    cat = _find_category(setup.categories, name)
    return cat, category_standings(rows, category_members(cat, state.players, setup.extras))


def categories_by_player(state: TournamentState, info: TournamentInfo) -> dict[int, list[str]]:
    """Player id → the names of the categories the player belongs to, in the table's order
    (players in none are left out)."""
    from figs_td.core.standings.categories import player_categories

    setup = _setup(info)
    out = {p.id: player_categories(p, setup.categories, setup.extras) for p in state.players}
    return {k: v for k, v in out.items() if v}
