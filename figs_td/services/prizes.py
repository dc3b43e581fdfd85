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

The settings read once, the categories and the players' data are in
:mod:`figs_td.services.prize_setup`; their names are given here too, for the CLI and the window.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from figs_td.core.rules import MAX_SPREAD_CAPS, ResultSettings
from figs_td.core.standings.categories import category_members
from figs_td.core.standings.clubs import DEFAULT_BEST, ClubRow, club_standings
from figs_td.core.standings.prizes import (
    TIES,
    TIES_SHARED,
    Prize,
    PrizeResult,
    assign_prizes,
    check_prizes,
)
from figs_td.core.standings.table import StandingRow, resolve_tiebreaks
from figs_td.errors import InputError
from figs_td.services.prize_setup import (
    KEY_CATEGORIES,
    KEY_CLUB_BEST,
    KEY_CUMULATIVE,
    KEY_PLAYERS,
    KEY_TABLE,
    KEY_TIES,
    REG_RATING,
    PrizeSetup,
    _categories,
    _guard,
    _setup,
    _standings,
    _table,
    add_category,
    categories_by_player,
    categories_of,
    changed_ratings,
    import_extras,
    keep_registration_rating,
    player_extra,
    prize_setup,
    put_player_extra,
    rating_text,
    ratings_at_registration,
    remove_category,
    set_categories,
    set_player_categories,
    set_registration_rating,
    standings_by_category,
)

if TYPE_CHECKING:
    from figs_td.core.model import TournamentState
    from figs_td.store.records import TournamentInfo
    from figs_td.store.store import Store
    from figs_td.store.transaction import Transaction

__all__ = [
    "KEY_CATEGORIES",
    "KEY_CLUB_BEST",
    "KEY_CUMULATIVE",
    "KEY_PLAYERS",
    "KEY_TABLE",
    "KEY_TIES",
    "MAX_SPREAD_CAP",
    "PrizeSetup",
    "REG_RATING",
    "add_category",
    "add_prize",
    "categories_by_player",
    "categories_of",
    "changed_ratings",
    "clubs",
    "clubs_json",
    "clubs_of",
    "import_extras",
    "keep_registration_rating",
    "parse_spread_caps",
    "player_extra",
    "player_ratings",
    "prize_of_player",
    "prize_setup",
    "prize_text",
    "prizes",
    "prizes_json",
    "prizes_of",
    "put_player_extra",
    "rating_text",
    "ratings_at_registration",
    "received",
    "remove_category",
    "remove_prize",
    "set_categories",
    "set_club_best",
    "set_cumulative",
    "set_player_categories",
    "set_prize_table",
    "set_registration_rating",
    "set_spread_cap",
    "set_ties",
    "share_text",
    "spread_cap_settings",
    "spread_cap_text",
    "standings_by_category",
    "ties_text",
]

MAX_SPREAD_CAP = 2000


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
