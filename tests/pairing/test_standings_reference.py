"""The fast standings (core/standings/table.py, one written-out pass over the games) against a
straightforward reference written from the rules (domain.md §7), on random tournaments: byes
(conventional and with a stored spread), forfeits, double forfeits, games without a result,
games of players no longer registered, a spread cap, every counting switch and random chains."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from figs_td.core.model import Game, GameKind, Player, TournamentState
from figs_td.core.rules import ResultSettings
from figs_td.core.standings.table import (
    TIEBREAK_KEYS,
    StandingRow,
    compute_standings,
    rank_history,
    seed_order,
    standings_order,
)


@dataclass
class _Line:
    games: int = 0
    wins: Fraction = Fraction(0)
    losses: Fraction = Fraction(0)
    tp: int = 0
    spread: int = 0
    points: int = 0
    against: int = 0
    byes: int = 0
    opponents: list[int] = field(default_factory=list)


def _reference(
    state: TournamentState,
    after_round: int | None,
    chain: tuple[str, ...],
    count_byes: bool,
    count_forfeits: bool,
    include_withdrawn: bool,
) -> list[tuple[object, ...]]:
    rs = state.settings
    lines: dict[int, _Line] = {p.id: _Line() for p in state.players}

    def credit(pid: int, outcome: Fraction, mine: int, theirs: int, counted: bool) -> None:
        ln = lines.setdefault(pid, _Line())
        ln.wins += outcome
        ln.losses += 1 - outcome
        ln.tp += {Fraction(1): rs.win_points, Fraction(1, 2): rs.draw_points}.get(
            outcome, rs.loss_points
        )
        spread = mine - theirs
        if cap_now[0]:
            spread = max(-cap_now[0], min(cap_now[0], spread))
        ln.spread += spread
        if counted:
            ln.games += 1
            ln.points += mine
            ln.against += theirs

    cap_now = [0]  # the cap of the game being credited: per round (TSH's list) or one for all
    for g in state.games:
        if after_round is not None and g.round > after_round:
            continue
        caps = rs.spread_caps
        cap_now[0] = caps[min(g.round, len(caps)) - 1] if caps else rs.spread_cap
        if g.second is None:
            lines.setdefault(g.first, _Line()).byes += 1
            if g.score_first is None:
                credit(g.first, Fraction(1), rs.bye_spread, 0, count_byes)
            else:
                v = g.score_first
                outcome = Fraction(1) if v > 0 else Fraction(0) if v < 0 else Fraction(1, 2)
                credit(g.first, outcome, max(v, 0), max(-v, 0), count_byes)
            continue
        if g.kind is GameKind.DOUBLE_FORFEIT:
            pass
        elif g.kind is GameKind.BYE:
            pass  # a "bye" with an opponent: scores missing count as 0
        elif g.score_first is None or g.score_second is None:
            continue  # not played yet
        lines.setdefault(g.first, _Line()).opponents.append(g.second)
        lines.setdefault(g.second, _Line()).opponents.append(g.first)
        if g.kind is GameKind.DOUBLE_FORFEIT:
            credit(g.first, Fraction(0), 0, 0, count_forfeits)
            credit(g.second, Fraction(0), 0, 0, count_forfeits)
            continue
        a, b = g.score_first or 0, g.score_second or 0
        won = Fraction(1) if a > b else Fraction(0) if a < b else Fraction(1, 2)
        counted = count_forfeits or g.kind is not GameKind.FORFEIT
        credit(g.first, won, a, b, counted)
        credit(g.second, 1 - won, b, a, counted)

    def values(pid: int) -> dict[str, object]:
        ln = lines[pid]
        opp = sorted(lines[o].tp for o in ln.opponents)
        return {
            "tournament_points": ln.tp,
            "wins": ln.wins,
            "buchholz": Fraction(sum(opp[1:]) if len(opp) >= 2 else sum(opp)),
            "buchholz_full": Fraction(sum(opp)),
            "spread": ln.spread,
            "points": ln.points,
            "against": ln.against,
            "average_points": Fraction(ln.points, ln.games) if ln.games else Fraction(0),
        }

    shown = [
        p
        for p in seed_order(state.players)
        if include_withdrawn
        or p.withdrawn_from_round is None
        or (after_round is not None and p.withdrawn_from_round > after_round)
    ]
    table = {p.id: values(p.id) for p in shown}

    def key(p: Player) -> tuple[object, ...]:
        v = table[p.id]
        return tuple(v[k] if k == "against" else -v[k] for k in chain)  # type: ignore[operator]

    ordered = sorted(shown, key=key)  # stable: seed order among equals
    out: list[tuple[object, ...]] = []
    for i, p in enumerate(ordered):
        rank = i + 1
        if i and key(ordered[i - 1]) == key(p):
            rank = out[-1][0]  # type: ignore[assignment]
        ln = lines[p.id]
        v = table[p.id]
        out.append(
            (rank, p.id, p.name, ln.games, ln.wins, ln.losses, ln.tp, ln.spread, ln.points,
             ln.against, v["buchholz"], v, ln.byes, tuple(ln.opponents))
        )  # fmt: skip
    return out


def _as_tuple(r: StandingRow) -> tuple[object, ...]:
    return (r.rank, r.player_id, r.name, r.games, r.wins, r.losses, r.tournament_points, r.spread,
            r.points, r.against, r.buchholz, r.values, r.byes, r.opponents)  # fmt: skip


@st.composite
def _tournaments(draw: st.DrawFn) -> TournamentState:
    n = draw(st.integers(2, 12))
    players = [
        Player(
            i,
            f"G{i}",
            rating=draw(st.one_of(st.none(), st.integers(1000, 1010))),  # ties in seed order
            seq=draw(st.integers(0, 3)),
            withdrawn_from_round=draw(st.one_of(st.none(), st.integers(1, 5))),
        )
        for i in range(1, n + 1)
    ]
    ids = [p.id for p in players] + [99]  # 99: a game of a player no longer registered
    rounds = draw(st.integers(0, 5))
    games: list[Game] = []
    score = st.integers(0, 12).map(lambda x: x * 40)  # few values: many draws and ties
    for r in range(1, rounds + 1):
        order = draw(st.permutations(ids))
        for t in range(len(order) // 2):
            a, b = order[2 * t], order[2 * t + 1]
            kind = draw(st.sampled_from([GameKind.NORMAL] * 5 + list(GameKind)))
            s1 = draw(st.one_of(st.none(), score)) if draw(st.booleans()) else draw(score)
            s2 = draw(st.one_of(st.none(), score)) if draw(st.booleans()) else draw(score)
            games.append(Game(r, t + 1, a, b, s1, s2, kind))
        if len(order) % 2:
            stored = draw(st.one_of(st.none(), st.integers(-60, 60)))
            odd = draw(st.sampled_from(list(GameKind)))
            games.append(Game(r, None, order[-1], None, stored, None, odd))
    rs = ResultSettings(
        bye_spread=draw(st.integers(0, 80)),
        win_points=draw(st.integers(1, 3)),
        draw_points=draw(st.integers(0, 1)),
        loss_points=draw(st.integers(0, 1)),
        spread_cap=draw(st.sampled_from([0, 0, 50, 200])),
        spread_caps=draw(st.sampled_from([(), (), (100, 0, 30), (0, 60)])),
    )
    return TournamentState(players, games, planned_rounds=rounds, settings=rs)


@settings(max_examples=300, deadline=None)
@given(
    _tournaments(),
    st.one_of(st.none(), st.integers(0, 6)),
    st.one_of(
        st.sampled_from(["FIGS", "WESPA"]),
        st.lists(st.sampled_from(TIEBREAK_KEYS), min_size=1, max_size=4, unique=True).map(tuple),
    ),
    st.booleans(),
    st.booleans(),
    st.booleans(),
)
def test_fast_standings_equal_the_reference(
    state: TournamentState,
    after_round: int | None,
    chain: str | tuple[str, ...],
    count_byes: bool,
    count_forfeits: bool,
    include_withdrawn: bool,
) -> None:
    keys = {"FIGS": ("tournament_points", "buchholz", "spread", "points"),
            "WESPA": ("wins", "spread")}.get(chain, chain)  # type: ignore[call-overload]  # fmt: skip
    rows = compute_standings(
        state,
        after_round=after_round,
        tiebreaks=chain,
        count_byes=count_byes,
        count_forfeits=count_forfeits,
        include_withdrawn=include_withdrawn,
    )
    expected = _reference(state, after_round, keys, count_byes, count_forfeits, include_withdrawn)
    assert [_as_tuple(r) for r in rows] == expected
    for r in rows:  # the values the documents print have the declared types
        assert type(r.wins) is Fraction and type(r.buchholz) is Fraction
        assert all(type(r.values[k]) is int for k in ("spread", "points", "against"))


@settings(max_examples=150, deadline=None)
@given(
    _tournaments(),
    st.integers(0, 6),
    st.one_of(
        st.sampled_from(["FIGS", "WESPA"]),
        st.lists(st.sampled_from(TIEBREAK_KEYS), min_size=1, max_size=4, unique=True).map(tuple),
    ),
)
def test_rank_history_in_one_pass_equals_the_standings_of_each_round(
    state: TournamentState, up_to: int, chain: str | tuple[str, ...]
) -> None:
    # The chain drawn, and each criterion alone first (so that every column decides ranks).
    for each in [chain, *((key,) for key in TIEBREAK_KEYS)]:
        history = rank_history(state, up_to, tiebreaks=each)
        expected: dict[int, list[int]] = {p.id: [] for p in state.players}
        for r in range(1, up_to + 1):
            for row in compute_standings(state, after_round=r, tiebreaks=each):
                expected[row.player_id].append(row.rank)
        assert history == expected, each


@settings(max_examples=150, deadline=None)
@given(
    _tournaments(),
    st.one_of(st.none(), st.integers(0, 6)),
    st.one_of(
        st.sampled_from(["FIGS", "WESPA"]),
        st.lists(st.sampled_from(TIEBREAK_KEYS), min_size=1, max_size=4, unique=True).map(tuple),
    ),
)
def test_the_pairing_order_is_the_order_of_the_standings(
    state: TournamentState, after: int | None, chain: str | tuple[str, ...]
) -> None:
    """What the italo-svizzero pairs by (the order alone, no rows built) is the standings'."""
    rows = compute_standings(state, after_round=after, tiebreaks=chain)
    assert standings_order(state, after_round=after, tiebreaks=chain) == [r.player_id for r in rows]


def test_placed_is_replace_of_place_and_phase() -> None:
    state = TournamentState(
        [Player(1, "Rossi"), Player(2, "Bianchi")], [Game(1, 1, 1, 2, 400, 300)]
    )
    for row in compute_standings(state):
        assert row.placed(7, "knockout") == dataclasses.replace(row, place=7, phase="knockout")
    # Every field is carried over: a new field must be added to StandingRow.placed too.
    assert [f.name for f in dataclasses.fields(StandingRow)][-2:] == ["place", "phase"]
    assert len(dataclasses.fields(StandingRow)) == 16


def test_rows_are_the_objects_the_constructor_makes() -> None:
    state = TournamentState(
        [Player(1, "Rossi", rating=1500), Player(2, "Bianchi"), Player(3, "Verdi")],
        [Game(1, 1, 1, 2, 400, 300), Game(1, None, 3, None)],
    )
    rows = compute_standings(state)
    names = [f.name for f in dataclasses.fields(StandingRow)]
    for row in rows:
        assert list(vars(row)) == names  # every field, in order, nothing else
        made = StandingRow(**{n: getattr(row, n) for n in names})
        assert row == made
        assert repr(row) == repr(made)
    try:
        rows[0].rank = 9  # type: ignore[misc]
    except dataclasses.FrozenInstanceError:
        pass
    else:  # pragma: no cover - the row must stay read-only
        raise AssertionError("StandingRow modificabile")
