"""Categories, prizes, club standings and the spread cap: the use cases over the stored tournament.

Everything lives in the tournament's JSON settings (no schema change):

- ``prizes.categories``: the categories, in the director's order (``Category`` as dicts);
- ``prizes.players``: ``{"<player id>": {"birth_year": 2010, "categories": ["Esordienti"],
  "registration_rating": 1650}}`` (the last only once the rating was changed after registration:
  until then the registration rating is the player's rating);
- ``prizes.table``: the prize table (``Prize`` as dicts); ``prizes.cumulative``: bool;
  ``prizes.ties``: ``"shared"`` to split the prizes of tied places (absent: ``"rating"``);
- ``prizes.club_best``: players counted per club (default 3);
- the spread cap is ``ResultSettings.spread_cap`` (0 = off) or ``spread_caps`` (one per round).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from figs_td.core.rules import MAX_SPREAD_CAPS, ResultSettings
from figs_td.core.standings.categories import (
    Category,
    PlayerExtra,
    category_members,
    category_standings,
    check_categories,
)
from figs_td.core.standings.clubs import DEFAULT_BEST, ClubRow, club_standings
from figs_td.core.standings.prizes import (
    TIES,
    TIES_RATING,
    TIES_SHARED,
    Prize,
    PrizeResult,
    assign_prizes,
    check_prizes,
)
from figs_td.core.standings.table import StandingRow, resolve_tiebreaks
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
KEY_TIES = "prizes.ties"
REG_RATING = "registration_rating"  # in a player's ``prizes.players`` entry
MAX_SPREAD_CAP = 2000


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


def set_ties(store: Store, ties: str, *, actor: str = "") -> str:
    """How a prize is given between players equal on every tie-break: ``rating`` (the standings'
    order, marked ex aequo; default) or ``shared`` (the tied places' prizes pooled and split)."""
    value = {"diviso": TIES_SHARED, "condiviso": TIES_SHARED}.get(ties, ties)
    if value not in TIES:
        raise InputError(f"regola per le parità sconosciuta: {ties!r} (rating o shared)")
    with store.transaction(actor=actor) as tx:
        tx.tournament.set_setting(KEY_TIES, value if value == TIES_SHARED else None)
    return value


def ties_text(ties: str) -> str:
    """The tie rule in Italian, as the CLI and the window show it."""
    if ties == TIES_SHARED:
        return "parità: premio diviso (importi sommati e divisi, tutti nominati)"
    return "parità: il premio va al rating più alto (ex aequo)"


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
        ties=setup.ties,
    )


def prize_of_player(result: PrizeResult) -> dict[int, str]:
    """Player id → the prize(s) won, as printed in the final standings' prize column."""
    out: dict[int, list[str]] = {}
    shared: dict[tuple[str | None, tuple[int, ...]], list[Any]] = {}
    for a in result.awards:
        if a.shared_with:  # one entry per group of tied places, with the share
            shared.setdefault((a.prize.category, a.shared_with), []).append(a)
        elif a.player_id is not None:
            out.setdefault(a.player_id, []).append(prize_text(a.prize))
    for (_cat, who), group in shared.items():
        text = " + ".join(prize_text(a.prize) for a in group)
        cents = group[0].share_cents
        text += (
            " (diviso)"
            if cents is None
            else f" (diviso: € {cents // 100},{cents % 100:02d} ciascuno)"
        )
        for pid in who:
            out.setdefault(pid, []).append(text)
    return {k: "; ".join(v) for k, v in out.items()}


def prize_text(p: Prize) -> str:
    bits = [p.title()]
    if p.label:
        bits.append(p.label)
    if p.amount is not None:
        bits.append(f"€ {p.amount}")
    return " – ".join(bits)


def received(a: Any) -> int | Fraction | None:
    """What the winner of award ``a`` receives, in euros: a shared award's share (€ 80 each
    for 100 + 60 shared by two; a Fraction when cents remain, 160/3 → 53,33), else the prize's
    amount (issue 44: the Euro column beside "€ 80,00 ciascuno" says 80, not 100 and 60)."""
    if a.shared_with and a.share_cents is not None:
        whole, cents = divmod(a.share_cents, 100)
        return whole if not cents else Fraction(a.share_cents, 100)
    amount: int | None = a.prize.amount
    return amount


def share_text(a: Any) -> str:
    """ "diviso tra A e B: € 45,00 ciascuno" for a shared award, else ""."""
    if not a.shared_with:
        return ""
    names = ", ".join(a.shared_names[:-1]) + " e " + a.shared_names[-1]
    if a.share_cents is None:
        return f"diviso tra {names}"
    euros, cents = divmod(a.share_cents, 100)
    return f"diviso tra {names}: € {euros},{cents:02d} ciascuno"


def player_ratings(store: Store) -> dict[int, int | None]:
    """Player id → current rating."""
    with store.read() as tx:
        return {p.id: p.rating for p in tx.players.list()}


def prizes_json(
    result: PrizeResult,
    *,
    ratings: dict[int, int | None] | None = None,
    registered: dict[int, int | None] | None = None,
) -> dict[str, Any]:
    """The ``prizes --json`` shape; with ``ratings``, each winner's ``rating`` and
    ``registration_rating`` (the one the bands use; equal unless changed since)."""
    out = _prizes_json(result)
    if ratings is not None:
        regs = registered or {}
        for line, a in zip(out["prizes"], result.awards, strict=True):
            pid = a.player_id
            line["rating"] = None if pid is None else ratings.get(pid)
            line["registration_rating"] = None if pid is None else regs.get(pid, ratings.get(pid))
    return out


def _prizes_json(result: PrizeResult) -> dict[str, Any]:
    return {
        "cumulative": result.cumulative,
        "ties": result.ties,
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
                "shared_with": list(a.shared_names),
                "share": None if a.share_cents is None else a.share_cents / 100,
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


def spread_cap_settings(store: Store) -> ResultSettings:
    """The result settings holding the spread cap (one value or one per round), read only:
    what ``figs-td spread-cap FILE`` shows."""
    with store.read() as tx:
        return tx.tournament.get().result_settings


def parse_spread_caps(text: str) -> tuple[int, ...]:
    """``"300"`` → (300,); ``"300,300,250"`` → one cap per round (TSH's list); Italian errors."""
    parts = [x.strip() for x in str(text).split(",")]
    if len(parts) > MAX_SPREAD_CAPS or not all(x.isdigit() and len(x) <= 5 for x in parts):
        raise InputError(
            f"limite dello scarto non valido: {text!r} (un numero, o uno per turno separati da "
            f"virgole come 300,300,250; al massimo {MAX_SPREAD_CAPS} turni)"
        )
    return tuple(int(x) for x in parts)


def spread_cap_text(rs: Any) -> str:
    """The spread cap in Italian: "scarto massimo per partita: 300" or per round."""
    caps = list(rs.spread_caps)
    if not caps:
        return (
            f"scarto massimo per partita: {rs.spread_cap}"
            if rs.spread_cap
            else ("nessun limite allo scarto")
        )
    bits = [f"turno {r}: {c or 'nessuno'}" for r, c in enumerate(caps[:-1], start=1)]
    bits.append(f"dal turno {len(caps)}: {caps[-1] or 'nessuno'}")
    return "scarto massimo per partita per turno: " + ", ".join(bits)


def set_spread_cap(store: Store, cap: int | Sequence[int], *, actor: str = "") -> ResultSettings:
    """Cap the spread one game adds to the standings (0 = off); the games keep their scores.

    ``cap`` is one value for every round or a list with one value per round (round r uses the
    r-th, later rounds the last; TSH's ``spread_cap`` list). Returns the saved settings."""
    caps = (cap,) if isinstance(cap, int) else tuple(cap)
    if (
        not caps
        or len(caps) > MAX_SPREAD_CAPS
        or any(
            isinstance(c, bool) or not isinstance(c, int) or not 0 <= c <= MAX_SPREAD_CAP
            for c in caps
        )
    ):
        raise InputError(
            f"limite dello scarto non valido: {cap!r} (da 0 = nessuno a {MAX_SPREAD_CAP}, "
            f"al massimo {MAX_SPREAD_CAPS} turni)"
        )
    if len(set(caps)) == 1:  # the same for every round: one value
        one, per_round = caps[0], ()
    else:
        one, per_round = 0, caps
    with store.transaction(actor=actor) as tx:
        rs = tx.tournament.get().result_settings
        new = dataclasses.replace(rs, spread_cap=one, spread_caps=per_round)
        tx.tournament.update(result_settings=new)
    return new


def categories_by_player(state: TournamentState, info: TournamentInfo) -> dict[int, list[str]]:
    """Player id → the names of the categories the player belongs to, in the table's order
    (players in none are left out)."""
    from figs_td.core.standings.categories import player_categories

    setup = _setup(info)
    out = {p.id: player_categories(p, setup.categories, setup.extras) for p in state.players}
    return {k: v for k, v in out.items() if v}
