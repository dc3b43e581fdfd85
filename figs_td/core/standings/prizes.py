"""Prize table (tabella premi) and its assignment over the final standings.

- A prize is a place overall (``category=None``: 1°, 2°, 3° assoluto) or in a category (1° fascia
  B, 1° e 2° Under 18), with a description and/or an amount and an order of value (``value``:
  1 = the most valuable; without it, higher amounts first, then the table's order).
- **One prize per player** (default): prizes are given from the most valuable down; each goes to
  the best-placed eligible player of its category who has no prize yet. A player entitled to two
  prizes therefore keeps the more valuable one and the other passes to the next eligible player.
- **Cumulative** (``cumulative=True``): the k-th prize of a category goes to the k-th player of
  that category, whatever else they won.
- Ties: the order is the standings' order, i.e. the tournament's tie-break chain; the rule is
  reported in :attr:`PrizeResult.rule`. Players equal on every criterion keep the standings'
  order (rating, then registration) and their awards are marked ``tied``.

Decisions where the texts are silent (docs/notes/prizes.md): a withdrawn player wins no prize;
within a standings a better place is worth more than a worse one (the default order says so; an
explicit ``value`` saying otherwise is refused), so that the greedy assignment never gives 2nd
place to someone ahead of 1st place's winner.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Final

from figs_td.core.inputs import check_text
from figs_td.core.standings.categories import category_standings
from figs_td.core.standings.table import TIEBREAK_LABELS, StandingRow

__all__ = [
    "TIES",
    "TIES_RATING",
    "TIES_SHARED",
    "Award",
    "Prize",
    "PrizeResult",
    "assign_prizes",
    "check_prizes",
    "prize_order",
    "prize_worth",
]

MAX_PRIZES: Final = 200
MAX_LABEL: Final = 80
#: Players equal on every tie-break: the standings' order (rating, registration) takes the prize,
#: marked ex aequo (default), or the prizes of the tied places are pooled and split.
TIES_RATING: Final = "rating"
TIES_SHARED: Final = "shared"
TIES: Final = (TIES_RATING, TIES_SHARED)


@dataclass(frozen=True)
class Prize:
    """One prize (premio): ``place`` in ``category`` (None = classifica assoluta)."""

    place: int
    category: str | None = None
    label: str = ""  # description (coppa, buono libri…)
    amount: int | None = None  # euros
    value: int | None = None  # order of value, 1 = most valuable

    def title(self) -> str:
        where = self.category or "assoluto"
        return f"{self.place}° {where}"


@dataclass(frozen=True)
class Award:
    """A prize and who wins it (``player_id`` None: no eligible player left)."""

    prize: Prize
    player_id: int | None
    name: str = ""
    rank: int | None = None  # general rank
    category_rank: int | None = None  # place in the prize's category
    tied: bool = False  # equal on every tie-break with another player near this place
    # ties="shared": everyone sharing this prize (best first, the winner among them) and each
    # one's share of the amounts of the tied places, in cents (None: no amount to split).
    shared_with: tuple[int, ...] = ()
    shared_names: tuple[str, ...] = ()
    share_cents: int | None = None


@dataclass(frozen=True)
class PrizeResult:
    awards: tuple[Award, ...]
    cumulative: bool
    rule: str  # Italian: how places and ties were decided
    ties: str = TIES_RATING  # "rating" (ex aequo, the standings' order) or "shared"


def prize_worth(prizes: Sequence[Prize]) -> list[int | None]:
    """What each prize is worth for the default order of value: the largest amount among the
    prize itself and the worse places of its own standings (a cup for the 1st overall is worth at
    least the cash of the 2nd). None: no amount at or below it (medals, books only)."""
    worth: list[int | None] = []
    for p in prizes:
        k = _ckey(p.category)
        amounts = [
            q.amount
            for q in prizes
            if q.amount is not None and _ckey(q.category) == k and q.place >= p.place
        ]
        worth.append(max(amounts) if amounts else None)
    return worth


def prize_order(prizes: Sequence[Prize]) -> list[int]:
    """Indexes of ``prizes`` from the most valuable down.

    An explicit ``value`` (1 = the most valuable) comes first. Otherwise, within one standings
    the order follows the place (1st above 2nd, whatever the amounts: a cup for 1st and cash for
    2nd is a valid table); between standings the worth decides (:func:`prize_worth`: a prize is
    worth at least every prize below it in its own standings), then the better place, then the
    overall standings before a category, then the table's order. A prize with no amount at or
    below it comes after the cash prizes (nothing says what it is worth)."""
    worth = prize_worth(prizes)

    def key(i: int) -> tuple[int, int, int, int, int]:
        p, w = prizes[i], worth[i]
        return (
            p.value if p.value is not None else 10**6,
            -(w if w is not None else -1),
            p.place,
            0 if p.category is None else 1,
            i,
        )

    return sorted(range(len(prizes)), key=key)


def _ckey(name: str | None) -> str | None:
    return None if name is None else " ".join(name.casefold().split())


def check_prizes(prizes: Sequence[Prize], categories: Sequence[str]) -> None:
    """Raise ``ValueError`` (Italian) on a table that cannot be assigned consistently."""
    if len(prizes) > MAX_PRIZES:
        raise ValueError(f"troppi premi ({len(prizes)}; al massimo {MAX_PRIZES})")
    known = {_ckey(c) for c in categories}
    seen: set[tuple[str | None, int]] = set()
    for p in prizes:
        if isinstance(p.place, bool) or not isinstance(p.place, int) or not 1 <= p.place <= 500:
            raise ValueError(f"posizione del premio non valida: {p.place!r} (da 1 a 500)")
        if p.category is not None and _ckey(p.category) not in known:
            raise ValueError(f"premio {p.title()}: la categoria «{p.category}» non esiste")
        check_text(p.label, "descrizione del premio", max_len=MAX_LABEL)  # one line, printable
        if len(p.label) > MAX_LABEL:
            raise ValueError(
                f"descrizione del premio troppo lunga (al massimo {MAX_LABEL} caratteri)"
            )
        for what, v in (("importo", p.amount), ("ordine di valore", p.value)):
            if v is not None and (
                isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 10**6
            ):
                raise ValueError(f"premio {p.title()}: {what} non valido: {v!r}")
        k = (_ckey(p.category), p.place)
        if k in seen:
            raise ValueError(f"premio ripetuto: {p.title()}")
        seen.add(k)
    # Within a category a better place is never worth less (see the module's docstring).
    pos = {i: n for n, i in enumerate(prize_order(prizes))}
    for i, a in enumerate(prizes):
        for j, b in enumerate(prizes):
            if _ckey(a.category) == _ckey(b.category) and a.place < b.place and pos[i] > pos[j]:
                raise ValueError(
                    f"il premio {b.title()} vale più del {a.title()}: "
                    "nella stessa classifica un posto migliore non può valere meno"
                )


def _rule(tiebreaks: Sequence[str], cumulative: bool, ties: str = TIES_RATING) -> str:
    chain = ", ".join(TIEBREAK_LABELS.get(k, k) for k in tiebreaks)
    mode = (
        "premi cumulabili"
        if cumulative
        else "un solo premio per giocatore (il più alto; quello lasciato passa al successivo)"
    )
    tie = (
        "a parità completa i premi dei posti in parità si sommano e si dividono in parti uguali "
        "tra i giocatori in parità (ex aequo, premio diviso)"
        if ties == TIES_SHARED
        else "a parità completa, rating e ordine d'iscrizione (ex aequo)"
    )
    return f"Ordine della classifica: {chain}; {tie}. {mode.capitalize()}."


def assign_prizes(
    prizes: Sequence[Prize],
    rows: Sequence[StandingRow],
    members: Mapping[str, set[int]],
    *,
    tiebreaks: Sequence[str],
    cumulative: bool = False,
    excluded: set[int] | None = None,
    ties: str = TIES_RATING,
) -> PrizeResult:
    """Assign ``prizes`` over the standings ``rows`` (best first).

    ``members`` maps each category name to its player ids; ``excluded`` players (withdrawn) win
    nothing. ``ties``: :data:`TIES_SHARED` splits the prizes of tied places (:func:`_share`).
    Returns the awards in the table's order of value.
    """
    if ties not in TIES:
        raise ValueError(f"regola per le parità sconosciuta: {ties!r} (rating o shared)")
    excluded = excluded or set()
    by_cat = {_ckey(k): v for k, v in members.items()}
    eligible_rows = [r for r in rows if r.player_id not in excluded]
    general_ranks = [r.final_place for r in rows]

    def candidates(cat: str | None) -> list[StandingRow]:
        if cat is None:
            return category_standings(eligible_rows, {r.player_id for r in eligible_rows})
        return category_standings(eligible_rows, by_cat.get(_ckey(cat), set()))

    cache: dict[str | None, list[StandingRow]] = {}
    awarded: set[int] = set()
    awards: list[Award] = []
    for i in prize_order(prizes):
        prize = prizes[i]
        ck = _ckey(prize.category)
        if ck not in cache:
            cache[ck] = candidates(prize.category)
        pool = cache[ck]
        winner: StandingRow | None = None
        if cumulative:
            winner = pool[prize.place - 1] if prize.place <= len(pool) else None
        else:
            winner = next((r for r in pool if r.player_id not in awarded), None)
        if winner is None:
            awards.append(Award(prize, None))
            continue
        awarded.add(winner.player_id)
        general = next(r for r in rows if r.player_id == winner.player_id)
        awards.append(
            Award(
                prize,
                winner.player_id,
                winner.name,
                rank=general.final_place,
                category_rank=winner.final_place,
                tied=general_ranks.count(general.final_place) > 1,
            )
        )
    if ties == TIES_SHARED:
        awards = _share(awards, cache, cumulative)
    return PrizeResult(tuple(awards), cumulative, _rule(tiebreaks, cumulative, ties), ties)


def _share(
    awards: list[Award], pools: Mapping[str | None, list[StandingRow]], cumulative: bool
) -> list[Award]:
    """Shared ties: in each standings, the prizes won by players who share a place there are
    pooled; their amounts are added and split equally (in cents, rounded down) among every player
    at that place who holds no other prize (with cumulative prizes: every player at that place),
    all of them named on each of those prizes. A prize without amount is not split: it names
    them all and the director decides who keeps the object."""
    holders: dict[int, set[tuple[str | None, int]]] = {}  # player → (standings, place) won
    rank_in: dict[tuple[str | None, int], int] = {}
    for a in awards:
        if a.player_id is None:
            continue
        ck = _ckey(a.prize.category)
        row = next(r for r in pools[ck] if r.player_id == a.player_id)
        rank_in[(ck, a.player_id)] = row.rank
        holders.setdefault(a.player_id, set()).add((ck, row.rank))
    groups: dict[tuple[str | None, int], list[int]] = {}
    for i, a in enumerate(awards):
        if a.player_id is not None:
            ck = _ckey(a.prize.category)
            groups.setdefault((ck, rank_in[(ck, a.player_id)]), []).append(i)
    out = list(awards)
    for (ck, rank), idx in groups.items():
        level = [r for r in pools[ck] if r.rank == rank]
        tied = [
            r for r in level if cumulative or holders.get(r.player_id, {(ck, rank)}) <= {(ck, rank)}
        ]
        if len(level) < 2 or len(tied) < 2:
            continue
        amounts = [m for i in idx if (m := out[i].prize.amount) is not None]
        share = sum(amounts) * 100 // len(tied) if amounts else None
        for i in idx:
            out[i] = replace(
                out[i],
                tied=True,
                shared_with=tuple(r.player_id for r in tied),
                shared_names=tuple(r.name for r in tied),
                share_cents=share,
            )
    return out
