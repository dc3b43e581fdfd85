"""Pairing constraints (issue 25 §5): forbidden pairs and "same club not before round N" in
italo-svizzero and in the knockout's first round; hand-worked rounds, and random small events
checked against an exhaustive search of every pairing."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pairing_helpers import brute_min_rematches, game, met_pairs, play_round, players

from figs_td.core.model import Player, TournamentState
from figs_td.core.pairing import PairingOptions, find_system
from figs_td.core.pairing.base import History
from figs_td.core.pairing.constraints import PairConstraints

SWISS = find_system("italo-svizzero")
KNOCKOUT = find_system("eliminazione")


def pairs_of(rp) -> set[frozenset[int]]:  # type: ignore[no-untyped-def]
    return {frozenset((t.first, t.second)) for t in rp.tables}


def opts(forbid=(), club_from=None, **kw) -> PairingOptions:  # type: ignore[no-untyped-def]
    raw = {"forbid": [list(p) for p in forbid], "same_club_from": club_from}
    return PairingOptions(settings={"constraints": raw}, **kw)


def test_round_one_by_rating_swaps_a_forbidden_pair() -> None:
    # P1..P4 by rating: top half against bottom half is P1–P3, P2–P4. P1–P3 forbidden: P3 swaps
    # with the nearest table's bottom player: P1–P4, P2–P3.
    state = TournamentState(players=players(4))
    rp = SWISS.pair(state, 1, opts(forbid=[(1, 3)], draw="rating"))
    assert pairs_of(rp) == {frozenset((1, 4)), frozenset((2, 3))}
    assert any("coppie vietate: P1 – P3" in n for n in rp.notes)
    assert not any("non rispettat" in n for n in rp.notes)


def test_same_club_only_before_round_n() -> None:
    # P1, P3 of "Roma" (spelled differently), P2, P4 of Milano: by rating P1–P3 and P2–P4 are
    # both same-club; the swap gives P1–P4, P2–P3. From round 2 on (same_club_from=2) no more.
    ps = [
        Player(1, "P1", 1990, club="Roma", seq=1),
        Player(2, "P2", 1980, club="Milano", seq=2),
        Player(3, "P3", 1970, club=" roma", seq=3),
        Player(4, "P4", 1960, club="Milano", seq=4),
    ]
    state = TournamentState(players=ps)
    rp = SWISS.pair(state, 1, opts(club_from=2, draw="rating"))
    assert pairs_of(rp) == {frozenset((1, 4)), frozenset((2, 3))}
    assert "stesso circolo non prima del turno 2 (vale in questo turno)" in rp.notes[-1]
    c = PairConstraints(same_club_from=2)
    assert c.kind(ps[0], ps[2], 1) == "club" and c.kind(ps[0], ps[2], 2) is None
    assert c.kind(Player(5, "X"), Player(6, "Y"), 1) is None  # no club is no club


def test_round_two_skips_the_forbidden_best_ranked() -> None:
    # Round 1: P1 beat P3, P2 beat P4. Round 2 would be P1–P2, P3–P4; with P1–P2 forbidden P1
    # takes the best-ranked not met and not forbidden: P4; then P2–P3.
    state = TournamentState(
        players=players(4), games=[game(1, 1, 1, 3, 400, 300), game(1, 2, 2, 4, 400, 300)]
    )
    plain = SWISS.pair(state, 2, PairingOptions())
    assert pairs_of(plain) == {frozenset((1, 2)), frozenset((3, 4))}
    rp = SWISS.pair(state, 2, opts(forbid=[(1, 2)]))
    assert pairs_of(rp) == {frozenset((1, 4)), frozenset((2, 3))}
    top = next(t for t in rp.tables if 1 in (t.first, t.second))
    assert "evitati per vincolo: P2 (coppia vietata)" in top.reason
    assert "già incontrati: P3" in top.reason
    assert rp.rematches == 0


def test_a_constraint_is_broken_only_when_it_must_and_the_round_says_so() -> None:
    # Two players, forbidden: they still play (never an impossible round), and it is said.
    state = TournamentState(players=players(2))
    rp = SWISS.pair(state, 1, opts(forbid=[(1, 2)], seed=1))
    assert pairs_of(rp) == {frozenset((1, 2))}
    assert "vincolo non rispettato (coppia vietata)" in rp.tables[0].reason
    note = next(n for n in rp.notes if n.startswith("Vincoli non rispettati (1): "))
    assert "P1" in note and "P2" in note and "(coppia vietata)" in note
    # Four players after round 1 (1–3, 2–4): forbidding 1–2, 1–4 and 2–3 leaves
    # {1–2, 3–4} with one forbidden pair, {1–3, 2–4} with two rematches, {1–4, 2–3} with two
    # forbidden pairs: the round takes the one bad pair.
    state = TournamentState(
        players=players(4), games=[game(1, 1, 1, 3, 400, 300), game(1, 2, 2, 4, 400, 300)]
    )
    rp = SWISS.pair(state, 2, opts(forbid=[(1, 2), (1, 4), (2, 3)]))
    assert pairs_of(rp) == {frozenset((1, 2)), frozenset((3, 4))}
    assert rp.rematches == 0


def test_forced_choice_prefers_a_rematch_to_a_forbidden_pair() -> None:
    # Round 1: 1–2, 3–5, 4–6 (1, 3, 4 won). P1 is forbidden with 3, 4, 5, 6: his only other
    # opponent is P2, met already. Either choice leaves one bad pair (3–4 and 5–6 are new), so
    # both keep the round's minimum; P1 takes the rematch before a forbidden pair.
    state = TournamentState(
        players=players(6),
        games=[game(1, 1, 1, 2, 400, 300), game(1, 2, 3, 5, 400, 300), game(1, 3, 4, 6, 400, 300)],
    )
    rp = SWISS.pair(state, 2, opts(forbid=[(1, 3), (1, 4), (1, 5), (1, 6)]))
    assert pairs_of(rp) == {frozenset((1, 2)), frozenset((3, 4)), frozenset((5, 6))}
    top = next(t for t in rp.tables if 1 in (t.first, t.second))
    assert "rivincita inevitabile" in top.reason and "vincolo" not in top.reason
    assert rp.rematches == 1


def test_forced_forbidden_pair_when_the_rematch_costs_more() -> None:
    # Round 1: 1–2, 3–4. With 1–3 and 1–4 forbidden: {1–2, 3–4} has two rematches, {1–3, 2–4}
    # one forbidden pair: the look-ahead skips the rematch; P1 meets P3 (better ranked than P4).
    state = TournamentState(
        players=players(4), games=[game(1, 1, 1, 2, 400, 300), game(1, 2, 3, 4, 400, 300)]
    )
    rp = SWISS.pair(state, 2, opts(forbid=[(1, 3), (1, 4)]))
    assert pairs_of(rp) == {frozenset((1, 3)), frozenset((2, 4))}
    assert rp.rematches == 0
    assert [("vincolo non rispettato" in t.reason) for t in rp.tables] == [True, False]


def test_knockout_first_round_swaps_the_nearest_lower_seed() -> None:
    # Seeds 1..8 (rating order): 1–8, 4–5, 2–7, 3–6. 1–8 forbidden: seed 8 swaps with the
    # nearest lower seed of another match (7): 1–7, 2–8.
    state = TournamentState(players=players(8))
    rp = KNOCKOUT.pair(state, 1, opts(forbid=[(1, 8)]))
    assert pairs_of(rp) == {
        frozenset((1, 7)),
        frozenset((4, 5)),
        frozenset((2, 8)),
        frozenset((3, 6)),
    }
    assert rp.metadata["knockout"]["seeds"] == [1, 2, 3, 4, 5, 6, 8, 7]
    assert any(
        "P8 prende il posto della testa di serie 7 (P7), che passa al 8" in n for n in rp.notes
    )
    # Without constraints the bracket is the plain one.
    plain = KNOCKOUT.pair(state, 1, PairingOptions())
    assert frozenset((1, 8)) in pairs_of(plain)


def test_knockout_constraint_that_cannot_be_kept_is_said() -> None:
    state = TournamentState(players=players(2))
    rp = KNOCKOUT.pair(state, 1, opts(forbid=[(1, 2)]))
    assert pairs_of(rp) == {frozenset((1, 2))}
    assert any("Vincolo non rispettato (coppia vietata): P1 – P2" in n for n in rp.notes)


def test_settings_round_trip_and_malformed_parts_ignored() -> None:
    c = PairConstraints.from_settings(
        {"constraints": {"forbid": [[2, 1], [3, 3], ["x", 1], [1]], "same_club_from": 1}}
    )
    assert c.forbidden == {frozenset((1, 2))} and c.same_club_from is None
    assert c.to_settings() == {"forbid": [[1, 2]]}
    assert PairConstraints().to_settings() is None and not PairConstraints().active


# ---------------------------------------------------------------------------------------------
# Random small events against an exhaustive search


def _club_key(club: str) -> str:  # written again here: independent of the code under test
    return club.strip().lower()


def _bad_pairs(
    ps: list[Player], met: set[frozenset[int]], forbid: set[frozenset[int]], club_on: bool
) -> set[frozenset[int]]:
    bad = set(met) | set(forbid)
    if club_on:
        for a in ps:
            for b in ps:
                if a.id < b.id and a.club and _club_key(a.club) == _club_key(b.club):
                    bad.add(frozenset((a.id, b.id)))
    return bad


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(2, 10),
    rounds=st.integers(1, 6),
    seed=st.integers(0, 10**6),
    n_forbid=st.integers(0, 6),
    club_from=st.sampled_from([None, 2, 3, 5]),
)
def test_random_events_have_the_fewest_bad_pairs(
    n: int, rounds: int, seed: int, n_forbid: int, club_from: int | None
) -> None:
    rng = random.Random(seed)
    clubs = ["Roma", "roma ", "Milano", "", "Napoli"]
    ps = [
        Player(i, f"G{i}", rating=rng.randint(1000, 2000), club=rng.choice(clubs), seq=i)
        for i in range(1, n + 1)
    ]
    forbid = (
        {frozenset(rng.sample(range(1, n + 1), 2)) for _ in range(n_forbid)} if n > 1 else set()
    )
    draw = rng.choice(["random", "rating"])  # round 1 either way
    options = opts(forbid=[tuple(p) for p in forbid], club_from=club_from, seed=seed, draw=draw)
    state = TournamentState(players=ps)
    for r in range(1, min(rounds, n - 1 if n % 2 == 0 else n) + 1):
        rp = SWISS.pair(state, r, options)
        active = [p.id for p in ps]
        assert sorted(rp.paired_ids()) == sorted(active)
        met = met_pairs(state.games)
        club_on = club_from is not None and r < club_from
        bad = _bad_pairs(ps, met, forbid, club_on)
        got = sum(1 for t in rp.tables if frozenset((t.first, t.second)) in bad)
        # The fewest "already met or constrained" pairs over every pairing, for every bye the
        # rule allows (lowest-ranked among the fewest byes, or another to avoid a bad pair).
        history = History.from_games(state.games)
        if rp.byes:
            fewest = min(history.byes.get(p, 0) for p in active)
            assert history.byes.get(rp.byes[0], 0) == fewest
            best = min(
                brute_min_rematches([p for p in active if p != b], bad)
                for b in active
                if history.byes.get(b, 0) == fewest
            )
        else:
            best = brute_min_rematches(active, bad)
        assert got == best
        # Every constraint broken is said on its table and in the round's notes.
        for t in rp.tables:
            pair = frozenset((t.first, t.second))
            a, b = state.player(t.first), state.player(t.second)
            same_club = bool(a.club.strip()) and _club_key(a.club) == _club_key(b.club)
            constrained = pair in forbid or (club_on and same_club)
            assert ("vincolo non rispettato" in t.reason) == constrained
        assert any(x.startswith("Vincoli di abbinamento") for x in rp.notes) == bool(
            forbid or club_from
        )
        play_round(state, rp, rng)
