"""Properties of the girone and knockout systems on random events."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pairing_helpers import players, state_of

from figs_td.core.model import Game
from figs_td.core.pairing import PairingError, PairingOptions, find_system


@settings(max_examples=25, deadline=None)
@given(n=st.integers(2, 21), double=st.booleans(), draw=st.sampled_from([None, "random"]))
def test_round_robin_everyone_meets_everyone(n: int, double: bool, draw: str | None) -> None:
    system = find_system("girone-doppio" if double else "girone")
    state = state_of(players(n))
    opts = PairingOptions(draw=draw, seed=n)
    numbers = None
    rnd = 0
    while True:
        rnd += 1
        try:
            rp = system.pair(state, rnd, opts)
        except PairingError as exc:
            assert "finito" in str(exc)
            break
        if numbers is None:
            numbers = rp.metadata["pairing_numbers"]
            opts = PairingOptions(settings={"pairing_numbers": numbers})
        assert sorted(rp.paired_ids()) == list(range(1, n + 1))
        assert len(rp.byes) == n % 2
        state.games += [Game(rnd, t.table, t.first, t.second, 300, 200) for t in rp.tables]
        state.games += [Game(rnd, None, b, None) for b in rp.byes]
    cycles = 2 if double else 1
    assert rnd - 1 == cycles * (n - 1 + n % 2)
    met = [frozenset((g.first, g.second)) for g in state.games if g.second is not None]
    for a, b in itertools.combinations(range(1, n + 1), 2):
        assert met.count(frozenset((a, b))) == cycles
    if double:  # each pair once with each player first
        firsts = {(g.first, g.second) for g in state.games if g.second is not None}
        assert len(firsts) == len(met)
    byes = [g.first for g in state.games if g.second is None]
    assert sorted(byes) == (sorted(list(range(1, n + 1)) * cycles) if n % 2 else [])


@settings(max_examples=25, deadline=None)
@given(
    n=st.integers(2, 33),
    best_of=st.sampled_from([1, 3]),
    third=st.booleans(),
    seed=st.integers(0, 1000),
    favourites=st.booleans(),
)
def test_knockout_runs_to_a_single_champion(
    n: int, best_of: int, third: bool, seed: int, favourites: bool
) -> None:
    rng = random.Random(seed)
    ko = find_system("eliminazione")
    state = state_of(players(n))
    opts = PairingOptions(settings={"knockout": {"best_of": best_of, "third_place": third}})
    finals = []
    for rnd in range(1, 200):
        try:
            rp = ko.pair(state, rnd, opts)
        except PairingError as exc:
            assert "concluso" in str(exc)
            break
        ids = rp.paired_ids()
        assert len(ids) == len(set(ids))
        for t in rp.tables:
            if t.label.startswith("Finale") and not t.label.startswith("Finale 3"):
                finals.append({t.first, t.second})
            if favourites:  # the higher seed (lower id) always wins
                sf = 400 if t.first < t.second else 300
            else:
                sf = rng.choice([300, 350, 400])  # draws included: they are replayed
            state.games.append(
                Game(rnd, t.table, t.first, t.second, sf, 350 if not favourites else 700 - sf)
            )
    else:
        pytest.fail("the bracket never ended")
    assert finals, "a final was played"
    if favourites:
        assert finals[0] == {1, 2}  # 1 and 2 meet only in the final
