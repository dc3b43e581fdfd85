"""Categories, prizes, club standings and the spread cap: the use cases over the stored tournament.

Everything lives in the tournament's JSON settings (no schema change):

- ``prizes.categories``: the categories, in the director's order (``Category`` as dicts);
- ``prizes.players``: ``{"<player id>": {"birth_year": 2010, "categories": ["Esordienti"]}}``;
- ``prizes.table``: the prize table (``Prize`` as dicts); ``prizes.cumulative``: bool;
- ``prizes.club_best``: players counted per club (default 3);
- the spread cap is ``ResultSettings.spread_cap`` (0 = off).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from figs_td.core.categories import (
    Category,
    PlayerExtra,
    category_members,
    category_standings,
    check_categories,
)
from figs_td.core.clubs import DEFAULT_BEST, ClubRow, club_standings
from figs_td.core.prizes import Prize, PrizeResult, assign_prizes, check_prizes
from figs_td.core.standings import StandingRow, resolve_tiebreaks
from figs_td.errors import InputError

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
MAX_SPREAD_CAP = 2000


# ---------------------------------------------------------------------------------------------
# Reading the settings


def _categories(settings: dict[str, Any]) -> list[Category]:
    return [Category(**c) for c in settings.get(KEY_CATEGORIES) or []]


def _extras(settings: dict[str, Any]) -> dict[int, PlayerExtra]:
    out = {}
    for pid, d in (settings.get(KEY_PLAYERS) or {}).items():
        out[int(pid)] = PlayerExtra(d.get("birth_year"), frozenset(d.get("categories") or ()))
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


def _setup(info: TournamentInfo) -> PrizeSetup:
    s = info.settings
    return PrizeSetup(
        _categories(s),
        _extras(s),
        _table(s),
        bool(s.get(KEY_CUMULATIVE, False)),
        int(s.get(KEY_CLUB_BEST) or DEFAULT_BEST),
        info.result_settings.spread_cap,
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
        cats = _categories(tx.tournament.get().settings)
        kept = [c for c in cats if c.name.casefold() != " ".join(name.split()).casefold()]
        if len(kept) == len(cats):
            raise InputError(f"categoria inesistente: {name}")
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
    entry: dict[str, Any] = {}
    if year is not None:
        entry["birth_year"] = year
    if ticked:
        entry["categories"] = sorted(ticked)
    if entry:
        players[str(player_id)] = entry
    else:
        players.pop(str(player_id), None)
    tx.tournament.set_setting(KEY_PLAYERS, players or None)
    return PlayerExtra(year, frozenset(ticked))


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

    from figs_td.services.categories_import import parse_extras

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


# ---------------------------------------------------------------------------------------------
# Prize table and assignment


def _write_table(tx: Transaction, table: Sequence[Prize], cumulative: bool | None) -> list[Prize]:
    cats = [c.name for c in _categories(tx.tournament.get().settings)]
    canon = {c.casefold(): c for c in cats}
    fixed = [
        dataclasses.replace(p, category=canon.get(p.category.casefold(), p.category))
        if p.category
        else dataclasses.replace(p, category=None)
        for p in table
    ]
    try:
        check_prizes(fixed, cats)
    except ValueError as e:
        raise _guard(e) from None
    tx.tournament.set_setting(KEY_TABLE, [dataclasses.asdict(p) for p in fixed] or None)
    if cumulative is not None:
        tx.tournament.set_setting(KEY_CUMULATIVE, True if cumulative else None)
    return fixed


def set_prize_table(
    store: Store, table: Sequence[Prize], *, cumulative: bool | None = None, actor: str = ""
) -> None:
    with store.transaction(actor=actor) as tx:
        _write_table(tx, table, cumulative)


def _key(category: str | None, place: int) -> tuple[str, int]:
    return " ".join((category or "").split()).casefold(), place


def add_prize(store: Store, prize: Prize, *, actor: str = "") -> list[Prize]:
    """Add (or replace, same place and standings) a prize; one transaction."""
    with store.transaction(actor=actor) as tx:
        table = _table(tx.tournament.get().settings)
        table = [p for p in table if _key(p.category, p.place) != _key(prize.category, prize.place)]
        return _write_table(tx, [*table, prize], None)


def remove_prize(store: Store, place: int, category: str | None, *, actor: str = "") -> list[Prize]:
    with store.transaction(actor=actor) as tx:
        table = _table(tx.tournament.get().settings)
        kept = [p for p in table if _key(p.category, p.place) != _key(category, place)]
        if len(kept) == len(table):
            raise InputError(f"premio inesistente: {Prize(place, category).title()}")
        return _write_table(tx, kept, None)


def set_cumulative(store: Store, cumulative: bool, *, actor: str = "") -> None:
    with store.transaction(actor=actor) as tx:
        tx.tournament.set_setting(KEY_CUMULATIVE, True if cumulative else None)


def prizes(store: Store, *, after_round: int | None = None) -> PrizeResult:
    """The prize table assigned over the standings (default: after the last complete round)."""
    rows, state, info = _standings(store, after_round)
    return prizes_of(rows, state, info)


def prizes_of(
    rows: Sequence[StandingRow], state: TournamentState, info: TournamentInfo
) -> PrizeResult:
    setup = _setup(info)
    members = {c.name: category_members(c, state.players, setup.extras) for c in setup.categories}
    withdrawn = {p.id for p in state.players if p.withdrawn_from_round is not None}
    return assign_prizes(
        setup.table,
        rows,
        members,
        tiebreaks=resolve_tiebreaks(info.tiebreaks),
        cumulative=setup.cumulative,
        excluded=withdrawn,
    )


def prize_of_player(result: PrizeResult) -> dict[int, str]:
    """Player id → the prize(s) won, as printed in the final standings' prize column."""
    out: dict[int, list[str]] = {}
    for a in result.awards:
        if a.player_id is not None:
            out.setdefault(a.player_id, []).append(prize_text(a.prize))
    return {k: "; ".join(v) for k, v in out.items()}


def prize_text(p: Prize) -> str:
    bits = [p.title()]
    if p.label:
        bits.append(p.label)
    if p.amount is not None:
        bits.append(f"€ {p.amount}")
    return " – ".join(bits)


def prizes_json(result: PrizeResult) -> dict[str, Any]:
    return {
        "cumulative": result.cumulative,
        "rule": result.rule,
        "prizes": [
            {
                "prize": a.prize.title(),
                "place": a.prize.place,
                "category": a.prize.category,
                "label": a.prize.label,
                "amount": a.prize.amount,
                "value": a.prize.value,
                "player": a.name or None,
                "player_id": a.player_id,
                "rank": a.rank,
                "category_rank": a.category_rank,
                "tied": a.tied,
            }
            for a in result.awards
        ],
    }


# ---------------------------------------------------------------------------------------------
# Club standings and the spread cap


def set_club_best(store: Store, best: int, *, actor: str = "") -> None:
    if isinstance(best, bool) or not isinstance(best, int) or not 1 <= best <= 50:
        raise InputError(f"giocatori per circolo non validi: {best!r} (da 1 a 50)")
    with store.transaction(actor=actor) as tx:
        tx.tournament.set_setting(KEY_CLUB_BEST, None if best == DEFAULT_BEST else best)


def clubs(
    store: Store, *, best: int | None = None, after_round: int | None = None
) -> tuple[int, list[ClubRow]]:
    """Club standings: (players counted per club, rows)."""
    rows, state, info = _standings(store, after_round)
    return clubs_of(rows, state, info, best=best)


def clubs_of(
    rows: Sequence[StandingRow],
    state: TournamentState,
    info: TournamentInfo,
    *,
    best: int | None = None,
) -> tuple[int, list[ClubRow]]:
    """Club standings over standings already read: (players counted per club, rows)."""
    n = best if best is not None else _setup(info).club_best
    try:
        return n, club_standings(rows, state.players, best=n)
    except ValueError as e:
        raise _guard(e) from None


def clubs_json(best: int, rows: Sequence[ClubRow]) -> dict[str, Any]:
    from figs_td.services.standings import number

    return {
        "best": best,
        "clubs": [
            {
                "rank": c.rank,
                "club": c.club,
                "tournament_points": c.tournament_points,
                "spread": c.spread,
                "members": c.members,
                "players": [
                    {
                        "name": r.name,
                        "rank": r.rank,
                        "tournament_points": r.tournament_points,
                        "wins": number(r.wins),
                        "spread": r.spread,
                    }
                    for r in c.players
                ],
            }
            for c in rows
        ],
    }


def spread_cap(store: Store) -> int:
    """The spread one game may add to the standings (0 = no cap), read only."""
    with store.read() as tx:
        return int(tx.tournament.get().result_settings.spread_cap or 0)


def set_spread_cap(store: Store, cap: int, *, actor: str = "") -> int:
    """Cap the spread one game adds to the standings (0 = off); the games keep their scores."""
    if isinstance(cap, bool) or not isinstance(cap, int) or not 0 <= cap <= MAX_SPREAD_CAP:
        raise InputError(
            f"limite dello scarto non valido: {cap!r} (da 0 = nessuno a {MAX_SPREAD_CAP})"
        )
    with store.transaction(actor=actor) as tx:
        rs = tx.tournament.get().result_settings
        tx.tournament.update(result_settings=dataclasses.replace(rs, spread_cap=cap))
    return cap


def categories_by_player(state: TournamentState, info: TournamentInfo) -> dict[int, list[str]]:
    """Player id → the names of the categories the player belongs to, in the table's order
    (players in none are left out)."""
    from figs_td.core.categories import player_categories

    setup = _setup(info)
    out = {p.id: player_categories(p, setup.categories, setup.extras) for p in state.players}
    return {k: v for k, v in out.items() if v}
