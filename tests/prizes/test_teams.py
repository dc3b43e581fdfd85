"""Team and pairs events: a 6-team pairs event over 5 rounds worked out by hand (pairing, team
standings by games won and by match points, individual standings), swiss team pairing, byes."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from figs_td.core.model import Game, GameKind, Player, System, TournamentState
from figs_td.core.pairing import PairingError, PairingOptions, find_system
from figs_td.core.standings.table import compute_standings
from figs_td.core.teams import Team, check_teams, team_matches, team_standings

TEAMS = [Team(f"T{i}", (2 * i - 1, 2 * i)) for i in range(1, 7)]
SETTINGS = {"teams": [{"name": t.name, "members": list(t.members)} for t in TEAMS]}

# Berger tables for 6 (FIDE C.05 Annex 1), team numbers = registration order.
SCHEDULE = {
    1: [("T1", "T6"), ("T2", "T5"), ("T3", "T4")],
    2: [("T6", "T4"), ("T5", "T3"), ("T1", "T2")],
    3: [("T2", "T6"), ("T3", "T1"), ("T4", "T5")],
    4: [("T6", "T5"), ("T1", "T4"), ("T2", "T3")],
    5: [("T3", "T6"), ("T4", "T2"), ("T5", "T1")],
}
# (home, away) → board 1 and board 2 scores as (home, away).
SCORES = {
    ("T1", "T6"): [(400, 300), (350, 380)],  # 1–1
    ("T2", "T5"): [(420, 400), (390, 360)],  # 2–0
    ("T3", "T4"): [(300, 300), (410, 330)],  # 1½–½
    ("T6", "T4"): [(380, 360), (300, 400)],  # 1–1
    ("T5", "T3"): [(450, 350), (400, 300)],  # 2–0
    ("T1", "T2"): [(400, 390), (410, 400)],  # 2–0
    ("T2", "T6"): [(500, 300), (310, 310)],  # 1½–½
    ("T3", "T1"): [(360, 380), (350, 420)],  # 0–2
    ("T4", "T5"): [(400, 400), (400, 400)],  # 1–1
    ("T6", "T5"): [(410, 300), (420, 310)],  # 2–0
    ("T1", "T4"): [(300, 400), (330, 350)],  # 0–2
    ("T2", "T3"): [(350, 350), (360, 340)],  # 1½–½
    ("T3", "T6"): [(400, 380), (380, 400)],  # 1–1
    ("T4", "T2"): [(390, 380), (400, 390)],  # 2–0
    ("T5", "T1"): [(400, 400), (380, 370)],  # 1½–½
}


def players() -> list[Player]:
    return [Player(i, f"G{i:02d}", rating=2000 - 10 * i, seq=i) for i in range(1, 13)]


PAIRINGS: dict[int, list[list[str | None]]] = {}


def play_event() -> TournamentState:
    system = find_system("squadre")
    state = TournamentState(players(), [], System.TEAMS, planned_rounds=5)
    by_name = {t.name: t for t in TEAMS}
    for rnd in range(1, 6):
        rp = system.pair(state, rnd, PairingOptions(settings=SETTINGS))
        assert [tuple(m) for m in rp.metadata["teams"]] == SCHEDULE[rnd]
        PAIRINGS[rnd] = rp.metadata["teams"]
        assert not rp.byes and len(rp.tables) == 6
        games = []
        for t in rp.tables:
            home, rest = t.label.split(" – ")
            away, b = rest.split(", scacchiera ")
            board = int(b)
            h, a = by_name[home].members[board - 1], by_name[away].members[board - 1]
            assert {t.first, t.second} == {h, a}  # member i plays member i
            hs, as_ = SCORES[(home, away)][board - 1]
            s1, s2 = (hs, as_) if t.first == h else (as_, hs)
            games.append(Game(rnd, t.table, t.first, t.second, s1, s2))
        state = replace(state, games=state.games + games)
    return state


def test_six_pairs_five_rounds_round_robin_and_team_standings() -> None:
    state = play_event()
    # Everybody meets everybody once: 15 matches, 30 games.
    matches = team_matches(TEAMS, state, pairings=PAIRINGS)
    assert len(matches) == 15 and len({frozenset((m.home, m.away)) for m in matches}) == 15
    r4 = [m for m in matches if m.round == 4]
    assert [(m.home, m.away, m.home_games, m.away_games) for m in r4] == [
        ("T6", "T5", 2, 0),
        ("T1", "T4", 0, 2),
        ("T2", "T3", Fraction(3, 2), Fraction(1, 2)),
    ]
    # By games won (default), then spread, then points:
    # T4 6½ (+140); T1 5½ (+50) and T6 5½ (−130); T2 5; T5 4½; T3 3.
    rows = team_standings(TEAMS, state)
    assert [(r.rank, r.name, r.games_won, r.spread, r.points) for r in rows] == [
        (1, "T4", Fraction(13, 2), 140, 3730),
        (2, "T1", Fraction(11, 2), 50, 3760),
        (3, "T6", Fraction(11, 2), -130, 3580),
        (4, "T2", 5, 230, 3890),
        (5, "T5", Fraction(9, 2), -60, 3800),
        (6, "T3", 3, -230, 3540),
    ]
    t2 = rows[3]
    assert (t2.match_wins, t2.match_draws, t2.match_losses, t2.match_points) == (3, 0, 2, 6)
    # By match points: T4 and T2 have 6 (T4 more games), T1, T6, T5 have 5, T3 has 3.
    by_match = team_standings(TEAMS, state, ranking="match")
    assert [(r.name, r.match_points) for r in by_match] == [
        ("T4", 6),
        ("T2", 6),
        ("T1", 5),
        ("T6", 5),
        ("T5", 5),
        ("T3", 3),
    ]
    # Individual standings as usual. G01 (T1, board 1): W 400-300, W 400-390, W 380-360,
    # L 300-400, D 400-400. G07 (T4, board 1): D, L 360-380, D, W 400-300, W 390-380.
    ind = {r.player_id: r for r in compute_standings(state)}
    assert (ind[1].wins, ind[1].tournament_points, ind[1].spread, ind[1].points) == (
        Fraction(7, 2),
        7,
        30,
        1880,
    )
    assert (ind[7].wins, ind[7].spread, ind[7].points) == (3, 90, 1850)
    # The sixth round does not exist.
    with pytest.raises(PairingError):
        find_system("squadre").pair(state, 6, PairingOptions(settings=SETTINGS))


def test_team_standings_after_round_and_spread_cap() -> None:
    state = play_event()
    after1 = team_standings(TEAMS, state, after_round=1)
    assert [(r.name, r.games_won) for r in after1[:2]] == [("T2", 2), ("T3", Fraction(3, 2))]
    capped = replace(state, settings=replace(state.settings, spread_cap=100))
    rows = {r.name: r.spread for r in team_standings(TEAMS, capped)}
    # T2's 500-300 counts +100 instead of +200: 230 − 100.
    assert rows["T2"] == 130


def swiss_state(n: int) -> tuple[list[Team], TournamentState, dict[str, object]]:
    teams = [Team(f"S{i}", (2 * i - 1, 2 * i)) for i in range(1, n + 1)]
    ps = [Player(i, f"G{i}", rating=2000 - 10 * i, seq=i) for i in range(1, 2 * n + 1)]
    settings = {
        "teams": [{"name": t.name, "members": list(t.members)} for t in teams],
        "team_pairing": "swiss",
    }
    return teams, TournamentState(ps, [], System.TEAMS), settings


def _play(state: TournamentState, rp, winners: dict[int, bool]) -> TournamentState:  # type: ignore[no-untyped-def]
    """Every board won by the listed player id (True) or drawn when the id maps to False."""
    games = []
    for t in rp.tables:
        w = next((p for p in (t.first, t.second) if p in winners), None)
        if w is None or not winners[w]:
            s1 = s2 = 350
        else:
            s1, s2 = (400, 300) if w == t.first else (300, 400)
        games.append(Game(rp.round, t.table, t.first, t.second, s1, s2))
    games += [Game(rp.round, None, b, None, kind=GameKind.BYE) for b in rp.byes]
    return replace(state, games=state.games + games)


def test_swiss_team_pairing_from_the_top_down() -> None:
    teams, state, settings = swiss_state(4)
    system = find_system("squadre")
    opts = PairingOptions(settings=settings)
    rp = system.pair(state, 1, opts)
    assert rp.metadata["teams"] == [["S1", "S2"], ["S3", "S4"]]  # by average rating
    # S1 wins 2–0, S3 wins 1½–½ (board 2 drawn).
    state = _play(state, rp, {1: True, 2: True, 5: True, 6: False})
    rp = system.pair(state, 2, opts)
    # Standings: S1 2, S3 1½, S4 ½, S2 0 → S1 meets S3 (best not met), S4 meets S2.
    assert rp.metadata["teams"] == [["S1", "S3"], ["S4", "S2"]]
    state = _play(state, rp, {5: True, 6: True, 3: True, 4: True})
    rp = system.pair(state, 3, opts)
    # S3 3½ has met S1 and S4: it meets S2; S1 meets S4.
    pairs = {frozenset(p) for p in rp.metadata["teams"]}
    assert pairs == {frozenset(("S3", "S2")), frozenset(("S1", "S4"))}


def test_odd_number_of_teams_lowest_rests_and_wins_its_match() -> None:
    teams, state, settings = swiss_state(5)
    rp = find_system("squadre").pair(state, 1, PairingOptions(settings=settings))
    assert rp.metadata["teams"][-1] == ["S5", None]
    assert set(rp.byes) == {9, 10}
    state = _play(state, rp, {1: True, 2: True, 5: True, 6: True})
    rows = {r.name: r for r in team_standings(teams, state)}
    assert rows["S5"].games_won == 2 and rows["S5"].match_wins == 1
    assert rows["S5"].spread == 100  # two byes at +50
    rp2 = find_system("squadre").pair(state, 2, PairingOptions(settings=settings))
    assert ["S5", None] not in rp2.metadata["teams"]  # nobody rests twice while others have not


def test_team_checks() -> None:
    ids = set(range(1, 13))
    with pytest.raises(ValueError, match="stesso numero"):
        check_teams([Team("A", (1, 2)), Team("B", (3, 4, 5))], ids)
    with pytest.raises(ValueError, match="già nella squadra"):
        check_teams([Team("A", (1, 2)), Team("B", (2, 3))], ids)
    with pytest.raises(ValueError, match="da 2 a 6"):
        check_teams([Team("A", (1,))], ids)
    with pytest.raises(ValueError, match="inesistente"):
        check_teams([Team("A", (1, 99))], ids)
    with pytest.raises(ValueError, match="ripetuta"):
        check_teams([Team("A", (1, 2)), Team("a", (3, 4))], ids)
    state = TournamentState(players(), [], System.TEAMS)
    with pytest.raises(PairingError, match="senza squadra"):
        find_system("squadre").pair(
            state, 1, PairingOptions(settings={"teams": SETTINGS["teams"][:5]})
        )


def test_swiss_rematch_only_when_unavoidable() -> None:
    # 4 teams, 3 rounds: everyone has met everyone; round 4 must repeat a match, and says so.
    teams, state, settings = swiss_state(4)
    system = find_system("squadre")
    opts = PairingOptions(settings=settings)
    for r in range(1, 4):
        rp = system.pair(state, r, opts)
        state = _play(state, rp, {})
    met = {frozenset((m.home, m.away)) for m in team_matches(teams, state)}
    assert len(met) == 6  # three rematch-free rounds = the whole round robin
    rp = system.pair(state, 4, opts)
    assert any("ripetuti" in n for n in rp.notes)
    assert all(t.rematch == 1 for t in rp.tables)


def test_round_robin_with_an_odd_number_of_teams() -> None:
    # 5 teams, 5 rounds (auto = one cycle): everyone meets everyone once and rests once.
    teams, state, settings = swiss_state(5)
    settings = {**settings, "team_pairing": "auto"}
    state = replace(state, planned_rounds=5)
    system = find_system("squadre")
    rests: list[str] = []
    for r in range(1, 6):
        rp = system.pair(state, r, PairingOptions(settings=settings))
        rests += [h for h, a in rp.metadata["teams"] if a is None]
        state = _play(state, rp, {})
    assert sorted(rests) == ["S1", "S2", "S3", "S4", "S5"]
    met = [frozenset((m.home, m.away)) for m in team_matches(teams, state) if m.away]
    assert len(met) == 10 == len(set(met))
    rows = team_standings(teams, state)
    # All games drawn 350-350: each team 4 draws (4 games won) + a rest won 2-0 (2 games, +100).
    assert {(r.games_won, r.match_points, r.spread) for r in rows} == {(6, 6, 100)}
    assert [r.rank for r in rows] == [1, 1, 1, 1, 1]
