"""Properties of the prize assignment on random standings and tables (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from figs_td.core.standings.prizes import Prize, assign_prizes, prize_order
from tests.prizes.test_core_prizes import row

CATS = ["A", "B", "U18"]


@st.composite
def events(draw):  # type: ignore[no-untyped-def]
    n = draw(st.integers(1, 14))
    points = draw(st.lists(st.integers(0, 6), min_size=n, max_size=n))
    order = sorted(range(1, n + 1), key=lambda i: -points[i - 1])
    rows, prev, rank = [], None, 0
    for i, pid in enumerate(order, start=1):
        if points[pid - 1] != prev:
            rank, prev = i, points[pid - 1]
        rows.append(row(rank, pid, tp=points[pid - 1]))
    members = {c: set(draw(st.sets(st.integers(1, n)))) for c in CATS}
    prizes = []
    for cat in [None, *CATS]:
        k = draw(st.integers(0, 3))
        base = draw(st.integers(0, 50))
        # Amounts fall with the place, so the table is consistent within each standings.
        prizes += [Prize(p, cat, amount=base + 10 * (k - p) + 1) for p in range(1, k + 1)]
    return rows, members, prizes


@settings(max_examples=300, deadline=None)
@given(events())
def test_one_prize_each_and_nobody_passed_over(ev) -> None:  # type: ignore[no-untyped-def]
    rows, members, prizes = ev
    res = assign_prizes(prizes, rows, members, tiebreaks=("wins",))
    pos = {r.player_id: i for i, r in enumerate(rows)}
    winners = [a.player_id for a in res.awards if a.player_id is not None]
    assert len(winners) == len(set(winners))  # one prize per player
    won = {a.player_id: a for a in res.awards if a.player_id is not None}
    value = {id(prizes[i]): n for n, i in enumerate(prize_order(prizes))}
    for a in res.awards:
        pool = [
            r.player_id
            for r in rows
            if a.prize.category is None or r.player_id in members[a.prize.category]
        ]
        if a.player_id is None:
            # Unassigned only when everybody in its standings has a (more valuable) prize.
            assert all(p in won for p in pool)
            continue
        assert a.player_id in pool
        for p in pool:
            if pos[p] < pos[a.player_id]:
                # Anyone placed better in this standings holds a more valuable prize.
                assert p in won and value[id(won[p].prize)] < value[id(a.prize)]


@settings(max_examples=200, deadline=None)
@given(events())
def test_cumulative_gives_each_place_to_its_holder(ev) -> None:  # type: ignore[no-untyped-def]
    rows, members, prizes = ev
    res = assign_prizes(prizes, rows, members, tiebreaks=("wins",), cumulative=True)
    for a in res.awards:
        pool = [
            r.player_id
            for r in rows
            if a.prize.category is None or r.player_id in members[a.prize.category]
        ]
        expected = pool[a.prize.place - 1] if a.prize.place <= len(pool) else None
        assert a.player_id == expected


@st.composite
def loose_tables(draw):  # type: ignore[no-untyped-def]
    """Any amounts (or none) per place, no explicit value: what directors type."""
    prizes = []
    for cat in [None, *CATS]:
        for place in range(1, draw(st.integers(0, 4)) + 1):
            amount = draw(st.one_of(st.none(), st.integers(0, 500)))
            prizes.append(Prize(place, cat, amount=amount))
    return draw(st.permutations(prizes))


@settings(max_examples=300, deadline=None)
@given(loose_tables())
def test_default_order_follows_the_place_within_each_standings(prizes) -> None:  # type: ignore[no-untyped-def]
    from figs_td.core.standings.prizes import check_prizes

    check_prizes(prizes, CATS)  # never refused without an explicit value
    seen: dict[str | None, int] = {}
    for i in prize_order(prizes):
        p = prizes[i]
        assert seen.get(p.category, 0) < p.place  # 1st before 2nd before 3rd …
        seen[p.category] = p.place


@settings(max_examples=200, deadline=None)
@given(events(), st.booleans())
def test_shared_ties_split_the_tied_places_exactly(ev, cumulative) -> None:  # type: ignore[no-untyped-def]
    from figs_td.core.standings.categories import category_standings

    rows, members, prizes = ev
    plain = assign_prizes(prizes, rows, members, tiebreaks=("wins",), cumulative=cumulative)
    shared = assign_prizes(
        prizes, rows, members, tiebreaks=("wins",), cumulative=cumulative, ties="shared"
    )
    # Sharing never changes who takes each prize, only who shares it.
    assert [a.player_id for a in shared.awards] == [a.player_id for a in plain.awards]
    groups: dict[tuple[str | None, tuple[int, ...]], list[int]] = {}
    for a in shared.awards:
        if not a.shared_with:
            continue
        cat = a.prize.category
        pool = category_standings(
            rows, {r.player_id for r in rows} if cat is None else members[cat]
        )
        rank = {r.player_id: r.rank for r in pool}
        assert a.player_id in a.shared_with and len(a.shared_with) >= 2
        assert len({rank[p] for p in a.shared_with}) == 1  # all at the same place
        # Everybody at that place is in, unless (one prize each) they hold another prize.
        level = [p for p, k in rank.items() if k == rank[a.player_id]]
        elsewhere = {
            b.player_id
            for b in shared.awards
            if b.player_id is not None
            and not (b.shared_with == a.shared_with and b.prize.category == cat)
        }
        expected = level if cumulative else [p for p in level if p not in elsewhere]
        assert sorted(a.shared_with) == sorted(expected)
        groups.setdefault((cat, a.shared_with), []).append(a.prize.amount or 0)
    for (_cat, who), amounts in groups.items():
        share = next(
            a.share_cents
            for a in shared.awards
            if a.shared_with == who and a.prize.category == _cat
        )
        assert share is not None
        total = 100 * sum(amounts)
        assert share * len(who) <= total < (share + 1) * len(who)  # cents rounded down
