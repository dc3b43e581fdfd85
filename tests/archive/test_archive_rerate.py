"""Re-rating from the first changed day equals rating everything again from scratch.

A merge, an unmerge, a replacement and an event added in the past rate again only the events
from the first day they change (``rebuild_ratings(tx, params, since)``); after each of them every
stored rating (each event's before/after/expected/actual/games of each player) and every
player's current rating must be exactly those of rating the whole archive again from the first
event — computed in a transaction that is then rolled back, so that the next action goes on
from the incremental state."""

from __future__ import annotations

import datetime as dt
import random
import uuid
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from figs_td.core.archive.events import ArchiveEvent, EventGame, EventLine
from figs_td.errors import InputError
from figs_td.services import archive as svc
from figs_td.services.archive.rating import rebuild_ratings

NAMES = ["Rossi Mario", "Bianchi Anna", "Verdi Luca", "Neri Sara", "Gallo Piero", "Conti Lia",
         "Russo Ugo", "Greco Ada", "Rossi Maria"]  # fmt: skip
DAYS = [dt.date(2025, 1, 10) + dt.timedelta(days=20 * k) for k in range(6)]


class _Rollback(Exception):
    pass


def _snapshot(tx: Any) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    rating = tx._x(
        "SELECT event_id, player_id, before, after, expected, actual, games, games_before "
        "FROM archive_rating ORDER BY event_id, player_id"
    ).all()
    players = tx._x("SELECT id, rating, rated_games FROM archive_player ORDER BY id").all()
    return [tuple(r) for r in rating], [tuple(r) for r in players]


def _assert_as_from_scratch(store: Any) -> int:
    """The stored ratings equal those of rating everything again; returns how many rows."""
    with store.read() as tx:
        now = _snapshot(tx)
    with pytest.raises(_Rollback), store.transaction(actor="test") as tx:
        rebuild_ratings(tx, svc.rules_of(tx)[1])
        scratch = _snapshot(tx)
        raise _Rollback
    assert now == scratch
    return len(now[0])


def _event(rng: random.Random, day: dt.date, who: list[int], tag: str) -> ArchiveEvent:
    lines = tuple(
        EventLine(i, NAMES[w], i + 1, "Roma", "", rng.choice([None, None, 1400, 1650]), 2, 1.0)
        for i, w in enumerate(who)
    )
    games = []
    for r in (1, 2):
        order = list(range(len(who)))
        rng.shuffle(order)
        for i in range(0, len(order) - 1, 2):
            sa, sb = rng.randint(300, 420), rng.randint(300, 420)
            games.append(EventGame(r, order[i], order[i + 1], sa, sb))
    return ArchiveEvent(f"Torneo {tag}", day, "Roma", "open", lines, tuple(games), tag, 2)


def _act(store: Any, rng: random.Random, kind: str, added: list[ArchiveEvent]) -> None:
    try:
        if kind == "add" or not added:
            who = rng.sample(range(len(NAMES)), rng.randint(2, 5))
            ev = _event(rng, rng.choice(DAYS), who, uuid.uuid4().hex[:8])
            svc.add_event(store, ev, actor="test")
            added.append(ev)
        elif kind == "replace":  # same day and field, other scores: the same event corrected
            old = rng.choice(added)
            who = [NAMES.index(x.name) for x in old.lines]
            ev = _event(rng, old.date, who, uuid.uuid4().hex[:8])
            svc.add_event(store, ev, replace=True, actor="test")
            added.append(ev)
        elif kind == "merge":
            roots = [p.id for p in svc.players(store) if p.merged_into is None]
            if len(roots) >= 2:
                a, b = rng.sample(roots, 2)
                svc.merge(store, a, b, actor="test")
        elif kind == "unmerge":
            merged = [p.id for p in svc.players(store) if p.merged_into is not None]
            if merged:
                svc.unmerge(store, rng.choice(merged), actor="test")
        elif kind == "params":
            k = rng.choice([16.0, 20.0, 24.0])
            current = svc.settings_json(store)
            svc.update_settings(
                store,
                {"rating": {**current["rating"], "k_final": k},
                 "rating_version": current["rating_version"]},
                actor="test",
            )  # fmt: skip
    except InputError:
        pass  # refused (the same event twice, two players of one event merged): nothing changed


KINDS = st.sampled_from(["add", "add", "add", "replace", "merge", "merge", "unmerge", "params"])


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(steps=st.lists(st.tuples(KINDS, st.integers(0, 2**32)), min_size=3, max_size=12))
def test_incremental_rating_equals_rating_everything_again(
    tmp_path: Path, steps: list[tuple[str, int]]
) -> None:
    store = svc.open_archive(str(tmp_path / f"{uuid.uuid4().hex}.figsa"), create=True)
    added: list[ArchiveEvent] = []
    try:
        for kind, seed in steps:
            _act(store, random.Random(seed), kind, added)
            _assert_as_from_scratch(store)
    finally:
        store.close()


def test_each_kind_of_action_rates_again_exactly(archive_target: str) -> None:
    """One archive (SQLite and PostgreSQL) through every kind of action, in date order and
    not: events of three days, one in the past, a merge of two players first seen in the middle,
    its unmerge, a replacement of the middle event, a merge of players of the last day."""
    store = svc.open_archive(archive_target, create=True)
    try:
        rng = random.Random(29)
        first = _event(rng, DAYS[0], [0, 1, 2, 3], "primo")
        middle = _event(rng, DAYS[2], [0, 1, 4, 5], "medio")
        last = _event(rng, DAYS[4], [0, 2, 6, 7], "ultimo")
        past = _event(rng, DAYS[1], [1, 2, 8, 3], "passato")
        for ev in (first, middle, last, past):
            svc.add_event(store, ev, actor="test")
            assert _assert_as_from_scratch(store) > 0
        ids = {p.name: p.id for p in svc.players(store)}
        # Gallo (first seen in the middle) and Rossi Maria (in the past event only): the
        # ratings before the past event's day are kept, the rest computed again.
        with store.read() as tx:
            kept_rows = tx.ratings_of_event(store_event_id(tx, "primo"))
        svc.merge(store, ids["Gallo Piero"], ids["Rossi Maria"], actor="test")
        _assert_as_from_scratch(store)
        with store.read() as tx:
            assert tx.ratings_of_event(store_event_id(tx, "primo")) == kept_rows
            gallo = tx.ratings_of(ids["Gallo Piero"])
            assert [e for _i, e, _d, _c in gallo] == ["Torneo passato", "Torneo medio"]
            assert gallo[1][3].games_before == gallo[0][3].games  # one person now
            assert tx.player(ids["Rossi Maria"]).rating is None  # merged: counted for Gallo
        svc.unmerge(store, ids["Rossi Maria"], actor="test")
        _assert_as_from_scratch(store)
        with store.read() as tx:
            assert [e for _i, e, _d, _c in tx.ratings_of(ids["Gallo Piero"])] == ["Torneo medio"]
        again = _event(rng, DAYS[2], [0, 1, 4, 5], "medio-corretto")
        assert svc.add_event(store, again, replace=True, actor="test").replaced is not None
        _assert_as_from_scratch(store)
        svc.merge(store, ids["Russo Ugo"], ids["Conti Lia"], actor="test")
        _assert_as_from_scratch(store)
    finally:
        store.close()


def store_event_id(tx: Any, source: str) -> int:
    return next(e.id for e in tx.events(with_replaced=True) if e.source == source)
