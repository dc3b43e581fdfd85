"""Standings (classifica) after any round, with a configurable tie-break chain.

Rules (domain.md §7, "Standings"):

- FIGS tournaments count 2 points for a win, 1 for a draw, 0 for a loss
  (``ResultSettings.win_points/draw_points/loss_points``); ``wins`` counts a draw as ½.
- Preset ``FIGS``: points, Buchholz with the lowest opponent dropped ("dopo avere scartato il
  punteggio più basso"), spread (differenza punti), points scored (punti fatti).
- Preset ``WESPA``: wins, spread.
- Players equal on every criterion of the chain share the rank (1, 2, 2, 4).
- A bye counts as a win by ``bye_spread`` (``rules.bye_result``); a forfeit is a win for the present
  player by the conventional scores stored on the game; a double forfeit is a loss for both.
  A game without opponent that carries its own spread (imported events: TSH writes +50 for a
  bye, −50 for a forfeit lost with nobody to play) counts by the sign of that spread.
- ``ResultSettings.spread_cap`` > 0 caps the spread each game adds (TSH's ``spread_cap``), or
  ``spread_caps`` one cap per round (``cap_for``); the game itself keeps its real scores.

Decisions where the texts are silent:

- A bye has no opponent, so it adds nothing to Buchholz; the lowest opponent is dropped whenever
  the player has at least two opponents (with a single opponent nothing is dropped).
- A bye and a forfeit count as games and as points scored/against with their conventional scores
  (``count_byes`` / ``count_forfeits`` switch that off for ``games``, ``points`` and ``against``;
  the win and the spread always count).
- Players equal on the whole chain are listed by seed order (rating descending, then registration).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import gcd
from operator import itemgetter

from figs_td.core.model import Game, GameKind, Player, TournamentState
from figs_td.core.rules import bye_result

__all__ = [
    "StandingRow",
    "TIEBREAK_KEYS",
    "TIEBREAK_LABELS",
    "TIEBREAK_PRESETS",
    "compute_standings",
    "rank_history",
    "resolve_tiebreaks",
    "seed_order",
    "standings_order",
]

TYPE_CHECKING = False  # typing is not imported when the standings command starts
if TYPE_CHECKING:
    from typing import Any, Final

#: Tie-break chains by preset name (domain.md §7).
TIEBREAK_PRESETS: Final[dict[str, tuple[str, ...]]] = {
    "FIGS": ("tournament_points", "buchholz", "spread", "points"),
    "WESPA": ("wins", "spread"),
}

#: Italian column labels per tie-break key (domain.md §7: Punti, Buchholz, Differenza, Punti fatti).
TIEBREAK_LABELS: Final[dict[str, str]] = {
    "tournament_points": "Punti",
    "wins": "Vittorie",
    "buchholz": "Buchholz",
    "buchholz_full": "Buchholz totale",
    "spread": "Differenza",
    "points": "Punti fatti",
    "against": "Punti subiti",
    "average_points": "Media punti",
}

#: Every key a custom chain may use; ``against`` is better when lower.
TIEBREAK_KEYS: Final[tuple[str, ...]] = tuple(TIEBREAK_LABELS)
_LOWER_IS_BETTER: Final[frozenset[str]] = frozenset({"against"})


@dataclass(frozen=True)
class StandingRow:
    """One line of the standings (riga della classifica)."""

    rank: int  # shared rank for players equal on every criterion (1, 2, 2, 4)
    player_id: int
    name: str
    games: int  # games counted (byes/forfeits as configured)
    wins: Fraction  # draw = ½
    losses: Fraction
    tournament_points: int  # 2/1/0 (ResultSettings.win_points/draw_points/loss_points)
    spread: int  # differenza punti
    points: int  # punti fatti (points scored)
    against: int  # punti subiti
    buchholz: Fraction  # FIGS: sum of opponents' tournament points, lowest dropped
    values: dict[str, object] = field(default_factory=dict)  # every tie-break value by key
    byes: int = 0
    opponents: tuple[int, ...] = ()  # opponent ids in round order (byes excluded)
    # Final placing (core.placing; filled by services.standings): the rank, unless a knockout
    # decides the place; ``phase`` says which part of the event did ("main", "swiss",
    # "knockout", "consolation" …). 0 / "" when computed here alone.
    place: int = 0
    phase: str = ""

    @property
    def final_place(self) -> int:
        """The place printed beside the name everywhere (documents, pages, prizes, federation):
        ``place`` as :func:`figs_td.core.standings.placing.final_standings` filled it, else the rank."""
        return self.place or self.rank

    def placed(self, place: int, phase: str) -> StandingRow:
        """This row with its final placing: ``dataclasses.replace(row, place=…, phase=…)``
        without its per-call field inspection nor the frozen ``__init__``'s sixteen
        ``object.__setattr__`` (the standings service does it for every row): the same object,
        its attributes copied in one go as :func:`compute_standings` sets them."""
        attrs = dict(self.__dict__)
        attrs["place"] = place
        attrs["phase"] = phase
        row = object.__new__(StandingRow)
        object.__setattr__(row, "__dict__", attrs)
        return row


def seed_order(players: Sequence[Player]) -> list[Player]:
    """Seed order: rating descending (unrated last), then registration order, then id."""
    return sorted(
        players,
        key=lambda p: (p.rating is None, -(p.rating or 0), p.seq, p.id),
    )


def resolve_tiebreaks(tiebreaks: str | Sequence[str]) -> tuple[str, ...]:
    """A preset name (``FIGS``, ``WESPA``, any case) or a custom chain of keys."""
    if isinstance(tiebreaks, str):
        preset = TIEBREAK_PRESETS.get(tiebreaks.strip().upper())
        if preset is not None:
            return preset
        chain = tuple(k.strip() for k in tiebreaks.split(",") if k.strip())
    else:
        chain = tuple(tiebreaks)
    if not chain:
        raise ValueError("spareggi: serve un preset (FIGS, WESPA) o un elenco di criteri")
    for key in chain:
        if key not in TIEBREAK_LABELS:
            known = ", ".join(TIEBREAK_KEYS)
            raise ValueError(
                f"criterio di spareggio sconosciuto: '{key}' (preset FIGS, WESPA; criteri: {known})"
            )
    return chain


class _Acc:
    """One player's running totals, plain integers. ``points``/``against`` hold every credited
    score; the ``skipped_*`` part (byes/forfeits not counted) comes off at the end, and the
    spread is ``points - against`` unless a cap makes it its own sum (``capped``)."""

    __slots__ = (
        "wins",
        "draws",
        "points",
        "against",
        "capped",
        "byes",
        "opponents",
        "skipped_games",
        "skipped_points",
        "skipped_against",
    )

    def __init__(self) -> None:
        self.wins = 0
        self.draws = 0
        self.points = 0
        self.against = 0
        self.capped = 0
        self.byes = 0
        self.opponents: list[int] = []
        self.skipped_games = 0
        self.skipped_points = 0
        self.skipped_against = 0

    def credit_alone(self, mine: int, theirs: int, cap: int | None, counted: bool) -> None:
        """A game without an opponent (a bye, a forfeit or an announced absence): its scores,
        the capped spread when ``cap`` is not None (0: no cap), the skipped part when not
        ``counted``."""
        self.points += mine
        self.against += theirs
        if cap is not None:
            d = mine - theirs
            self.capped += max(-cap, min(cap, d)) if cap else d
        if not counted:
            self.skipped_games += 1
            self.skipped_points += mine
            self.skipped_against += theirs


def _accumulate(
    state: TournamentState,
    games: Iterable[Game],
    accs: dict[int, _Acc],
    last: int,
    *,
    count_byes: bool,
    count_forfeits: bool,
) -> None:
    """Credit into ``accs`` every result of ``games`` of the rounds up to ``last``, in one pass.

    The loop is written out (no helper call per game, the played game first): this is the hot
    path of every standings (benchmarks/services_speed.py)."""
    bye_mine, bye_theirs = bye_result(state.settings).scores
    rs = state.settings
    capping, cap_for = rs.capped, rs.cap_for
    normal, forfeit, double = GameKind.NORMAL, GameKind.FORFEIT, GameKind.DOUBLE_FORFEIT
    get = accs.get
    for g in games:
        if g.round > last:
            continue
        kind = g.kind
        first_id, second_id = g.first, g.second
        s1, s2 = g.score_first, g.score_second
        if kind is normal and second_id is not None:
            if s1 is None or s2 is None:
                continue  # no result yet
            # A subscript, not a call: every player is usually there already (try costs
            # nothing until a player turns up that is not).
            try:
                first = accs[first_id]
            except KeyError:
                first = accs[first_id] = _Acc()
            try:
                second = accs[second_id]
            except KeyError:
                second = accs[second_id] = _Acc()
        else:
            first = get(first_id) or accs.setdefault(first_id, _Acc())
            if second_id is None:
                first.byes += 1
                if s1 is None:
                    # domain.md §7: a bye counts as a win with a conventional spread (+50).
                    mine, theirs, out = bye_mine, bye_theirs, 2
                else:
                    # A stored spread (imported events, TSH convention): positive = bye won by
                    # that margin, negative = forfeit lost with no opponent, 0 = neither (½).
                    mine, theirs = max(s1, 0), max(-s1, 0)
                    out = 2 if s1 > 0 else 0 if s1 < 0 else 1
                if out == 2:
                    first.wins += 1
                elif out == 1:
                    first.draws += 1
                first.credit_alone(mine, theirs, cap_for(g.round) if capping else None, count_byes)
                continue
            second = get(second_id) or accs.setdefault(second_id, _Acc())
            if kind is double:
                # Both absent: both lose, no spread.
                first.opponents.append(second_id)
                second.opponents.append(first_id)
                if not count_forfeits:
                    first.skipped_games += 1
                    second.skipped_games += 1
                continue
            if s1 is None or s2 is None:
                if kind is not GameKind.BYE:
                    continue  # no result yet
                s1, s2 = s1 or 0, s2 or 0
            if kind is forfeit and not count_forfeits:
                first.skipped_games += 1
                first.skipped_points += s1
                first.skipped_against += s2
                second.skipped_games += 1
                second.skipped_points += s2
                second.skipped_against += s1
        first.opponents.append(second_id)
        second.opponents.append(first_id)
        if s1 > s2:
            first.wins += 1
        elif s1 < s2:
            second.wins += 1
        else:  # art. 41: equal scores, ½ each
            first.draws += 1
            second.draws += 1
        first.points += s1
        first.against += s2
        second.points += s2
        second.against += s1
        if capping:
            cap = cap_for(g.round)
            diff = max(-cap, min(cap, s1 - s2)) if cap else s1 - s2
            first.capped += diff
            second.capped -= diff


def _credit_absences(
    state: TournamentState,
    accs: dict[int, _Acc],
    rounds: Iterable[int],
    *,
    count_byes: bool,
    count_forfeits: bool,
) -> None:
    """Credit the announced absences of the paired ``rounds`` (core/absences.py) under the
    tournament's setting: ``sconfitta`` a forfeit loss by the forfeit spread, ``riposo`` the
    bye's win; either is a game without an opponent (counted like a bye in the games played
    and the losses, never in the Buchholz). ``nulla`` credits nothing (not called)."""
    rs = state.settings
    loss = state.absence_result == "sconfitta"
    if loss:
        mine, theirs, counted = 0, rs.forfeit_spread, count_forfeits
    else:
        mine, theirs = bye_result(rs).scores
        counted = count_byes
    wanted = set(rounds)
    for p in state.players:
        for r in p.absent_rounds & wanted if p.absent_rounds else ():
            if not p.is_entered_in(r):
                continue  # withdrawn (or not yet entered) then: not an absence
            a = accs.get(p.id) or accs.setdefault(p.id, _Acc())
            a.byes += 1
            if not loss:
                a.wins += 1
            a.credit_alone(mine, theirs, rs.cap_for(r) if rs.capped else None, counted)


def compute_standings(
    state: TournamentState,
    *,
    after_round: int | None = None,
    tiebreaks: str | Sequence[str] = "FIGS",
    count_byes: bool = True,
    count_forfeits: bool = True,
    include_withdrawn: bool = True,
) -> list[StandingRow]:
    """Standings after ``after_round`` (default: every game with a result), best first.

    ``tiebreaks`` is a preset name (``"FIGS"``, ``"WESPA"``) or a sequence of keys from
    :data:`TIEBREAK_KEYS` (a comma-separated string works too). Games without a result are
    ignored, so standings can be shown while a round is being played.
    """
    chain = resolve_tiebreaks(tiebreaks)
    if after_round is not None and (isinstance(after_round, bool) or after_round < 0):
        raise ValueError(f"turno non valido: {after_round!r}")
    accs = {p.id: _Acc() for p in state.players}
    last = after_round if after_round is not None else _NO_LIMIT
    _accumulate(
        state,
        state.games,
        accs,
        last,
        count_byes=count_byes,
        count_forfeits=count_forfeits,
    )
    if state.absence_result != "nulla":
        paired = {g.round for g in state.games}
        _credit_absences(
            state,
            accs,
            [r for r in paired if r <= last],
            count_byes=count_byes,
            count_forfeits=count_forfeits,
        )
    ordered = [
        p for p in seed_order(state.players) if include_withdrawn or _still_in(p, after_round)
    ]
    keyed = _sorted_keys(state, accs, ordered, chain)
    half = _Fractions(2)
    whole = _Fractions(1)
    new_row, set_attr = object.__new__, object.__setattr__
    rows: list[StandingRow] = []
    prev: Any = None
    rank = 0
    for pos, (k, _, p, ints) in enumerate(keyed, start=1):
        if k != prev:
            rank = pos
            prev = k
        a = accs[p.id]
        tp, w2, bh, full, spread, points, against, games = ints
        average = _ratio(points, games) if games else _ZERO
        wins = half[w2]
        buchholz = whole[bh]
        values: dict[str, object] = {
            "tournament_points": tp,
            "wins": wins,
            "buchholz": buchholz,
            "buchholz_full": whole[full],
            "spread": spread,
            "points": points,
            "against": against,
            "average_points": average,
        }
        # The row's attributes set in one go (a frozen dataclass's __init__ sets its 16 fields
        # one by one through object.__setattr__: a fifth of this function). Same object as
        # StandingRow(...) would make (tests/pairing/test_standings_reference.py checks it).
        row = new_row(StandingRow)
        set_attr(
            row,
            "__dict__",
            {
                "rank": rank,
                "player_id": p.id,
                "name": p.name,
                "games": games,
                "wins": wins,
                "losses": half[2 * (len(a.opponents) + a.byes) - w2],
                "tournament_points": tp,
                "spread": spread,
                "points": points,
                "against": against,
                "buchholz": buchholz,
                "values": values,
                "byes": a.byes,
                "opponents": tuple(a.opponents),
                "place": 0,
                "phase": "",
            },
        )
        rows.append(row)
    return rows


def standings_order(
    state: TournamentState,
    *,
    after_round: int | None = None,
    tiebreaks: str | Sequence[str] = "FIGS",
) -> list[int]:
    """The player ids in the order of :func:`compute_standings` (same arguments, the counting
    defaults), without building the rows: what pairing needs, at a fraction of the cost."""
    chain = resolve_tiebreaks(tiebreaks)
    if after_round is not None and (isinstance(after_round, bool) or after_round < 0):
        raise ValueError(f"turno non valido: {after_round!r}")
    accs = {p.id: _Acc() for p in state.players}
    last = after_round if after_round is not None else _NO_LIMIT
    _accumulate(state, state.games, accs, last, count_byes=True, count_forfeits=True)
    keyed = _sorted_keys(state, accs, seed_order(state.players), chain)
    return [p.id for _, _, p, _ in keyed]


_NO_LIMIT: Final = 1 << 62  # "every round"
if TYPE_CHECKING:
    _Keyed = tuple[Any, int, Player, tuple[int, ...]]


def _sorted_keys(
    state: TournamentState,
    accs: dict[int, _Acc],
    ordered: Sequence[Player],
    chain: Sequence[str],
) -> list[_Keyed]:
    """(sort key, seed index, player, integer values) of ``ordered``, best first.

    The sort keys are plain integers (Fraction comparisons are slow), negated so that ascending
    is best first; the seed index keeps seed order among equals and never compares further. The
    integer values are: tournament points, wins in halves, Buchholz, full Buchholz, spread,
    points scored, points against, games counted."""
    rs = state.settings
    win_p, draw_p, loss_p = rs.win_points, rs.draw_points, rs.loss_points
    capped = rs.capped
    tpoints = {
        pid: a.wins * win_p
        + a.draws * draw_p
        + (len(a.opponents) + a.byes - a.wins - a.draws) * loss_p
        for pid, a in accs.items()
    }
    slots = [_SORT_SLOTS[key] for key in chain]
    pick = itemgetter(*slots) if len(slots) > 1 else lambda t: (t[slots[0]],)
    with_average = "average_points" in chain
    keyed: list[_Keyed] = []
    points_of = tpoints.__getitem__
    for i, p in enumerate(ordered):
        pid = p.id
        a = accs[pid]
        opp = list(map(points_of, a.opponents))  # no comprehension frame per player
        full = sum(opp)
        # FIGS: "dopo avere scartato il punteggio più basso" (domain.md §7).
        bh = full - min(opp) if len(opp) >= 2 else full
        games = len(a.opponents) + a.byes - a.skipped_games
        points = a.points - a.skipped_points
        against = a.against - a.skipped_against
        spread = a.capped if capped else a.points - a.against
        tp = tpoints[pid]
        w2 = 2 * a.wins + a.draws
        average = -Fraction(points, games) if with_average and games else 0
        ints: tuple[int, ...] = (tp, w2, bh, full, spread, points, against, games)
        neg = (-tp, -w2, -bh, -full, -spread, -points, against, average)
        keyed.append((pick(neg), i, p, ints))
    keyed.sort()
    return keyed


def rank_history(
    state: TournamentState,
    up_to: int,
    *,
    tiebreaks: str | Sequence[str] = "FIGS",
) -> dict[int, list[int]]:
    """Each player's rank after rounds 1, 2 … ``up_to`` (the ranks of :func:`compute_standings`
    with ``after_round`` = that round), in one pass over the rounds: each round's results are
    added to the running totals, then the field is sorted once."""
    chain = resolve_tiebreaks(tiebreaks)
    accs = {p.id: _Acc() for p in state.players}
    by_round: dict[int, list[Game]] = {}
    for g in state.games:
        by_round.setdefault(max(g.round, 1), []).append(g)  # rounds ≤ 0 count from the first
    ordered = seed_order(state.players)
    history: dict[int, list[int]] = {p.id: [] for p in ordered}
    lists = [history[p.id] for p in ordered]
    ids = [p.id for p in ordered]
    credit = state.absence_result != "nulla"
    for r in range(1, up_to + 1):
        _accumulate(state, by_round.get(r, ()), accs, r, count_byes=True, count_forfeits=True)
        if credit and r in by_round:
            _credit_absences(state, accs, (r,), count_byes=True, count_forfeits=True)
        keys = _rank_keys(state, accs, ids, chain)
        prev: Any = None
        rank = 0
        for pos, i in enumerate(sorted(range(len(keys)), key=keys.__getitem__), 1):
            k = keys[i]
            if k != prev:
                rank = pos
                prev = k
            lists[i].append(rank)
    return history


def _rank_keys(
    state: TournamentState,
    every: dict[int, _Acc],
    ids: Sequence[int],
    chain: Sequence[str],
) -> list[tuple[Any, ...]]:
    """The sort keys of :func:`_sorted_keys` alone (ascending = best) of the players ``ids``,
    built a column per criterion of the chain: what the rank-by-round history needs, and
    nothing more. ``every``: all the running totals by player id (opponents' points for
    Buchholz); each player's tournament points are worked out once per call."""
    rs = state.settings
    win_p, draw_p, loss_p = rs.win_points, rs.draw_points, rs.loss_points
    accs = [every[i] for i in ids]
    tps: dict[int, int] = {}
    if "tournament_points" in chain or "buchholz" in chain or "buchholz_full" in chain:
        tps = {
            pid: a.wins * win_p
            + a.draws * draw_p
            + (len(a.opponents) + a.byes - a.wins - a.draws) * loss_p
            for pid, a in every.items()
        }
    columns: list[list[Any]] = []
    for key in chain:
        if key == "tournament_points":
            columns.append([-tps[i] for i in ids])
        elif key == "wins":
            columns.append([-(2 * a.wins + a.draws) for a in accs])
        elif key in ("buchholz", "buchholz_full"):
            get = tps.__getitem__
            col = []
            for a in accs:
                opp = list(map(get, a.opponents))
                full = sum(opp)
                col.append(-(full - min(opp)) if key == "buchholz" and len(opp) >= 2 else -full)
            columns.append(col)
        elif key == "spread":
            if rs.capped:
                columns.append([-a.capped for a in accs])
            else:
                columns.append([a.against - a.points for a in accs])
        elif key == "points":
            columns.append([a.skipped_points - a.points for a in accs])
        elif key == "against":
            columns.append([a.against - a.skipped_against for a in accs])
        else:  # average_points
            averages: list[Fraction | int] = []
            for a in accs:
                games = len(a.opponents) + a.byes - a.skipped_games
                averages.append(-Fraction(a.points - a.skipped_points, games) if games else 0)
            columns.append(averages)
    return list(zip(*columns, strict=True))


#: Where each tie-break key's sort value sits in the ``neg`` tuple of compute_standings.
_SORT_SLOTS: Final[dict[str, int]] = {
    "tournament_points": 0,
    "wins": 1,
    "buchholz": 2,
    "buchholz_full": 3,
    "spread": 4,
    "points": 5,
    "against": 6,
    "average_points": 7,
}
_ZERO: Final = Fraction(0)


class _Fractions(dict[int, Fraction]):
    """``n / denominator`` as a Fraction by ``table[n]``, each distinct value built once per
    call of :func:`compute_standings` (Fraction() costs microseconds; the values repeat a lot).
    A dict whose missing keys are filled on first use: a hit is a plain dict lookup, without
    a Python call."""

    __slots__ = ("denominator",)

    def __init__(self, denominator: int) -> None:
        super().__init__()
        self.denominator = denominator

    def __missing__(self, n: int) -> Fraction:
        f = self[n] = Fraction(n, self.denominator)
        return f


def _fast_ratio(numerator: int, denominator: int) -> Fraction:
    """``Fraction(numerator, denominator)`` for a positive denominator, built without the
    checks of the constructor (a fifth of its cost is the value; an average per player of the
    standings): the lowest terms set directly into the Fraction's two slots."""
    g = gcd(numerator, denominator)
    f = _new_object(Fraction)
    f._numerator = numerator // g  # type: ignore[attr-defined]
    f._denominator = denominator // g  # type: ignore[attr-defined]
    return f


def _checked_ratio() -> Callable[[int, int], Fraction]:
    """:func:`_fast_ratio` where it makes the very Fractions the constructor makes (CPython's
    ``fractions`` keeps the lowest terms in ``_numerator``/``_denominator``), else Fraction."""
    try:
        samples = [(4123, 15), (-6, 4), (0, 7), (10, 5), (1, 1)]
        if all(
            _fast_ratio(n, d) == Fraction(n, d)
            and hash(_fast_ratio(n, d)) == hash(Fraction(n, d))
            and repr(_fast_ratio(n, d)) == repr(Fraction(n, d))
            for n, d in samples
        ):
            return _fast_ratio
    except (AttributeError, TypeError):  # pragma: no cover - another Python's fractions
        pass
    return Fraction  # pragma: no cover


_new_object = object.__new__
_ratio: Final = _checked_ratio()


def _still_in(p: Player, after_round: int | None) -> bool:
    if p.withdrawn_from_round is None:
        return True
    return after_round is not None and p.withdrawn_from_round > after_round
