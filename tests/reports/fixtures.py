"""Tournament states built by hand for the report tests (no database)."""

from __future__ import annotations

import random

from figs_td.core.model import Game, GameKind, Player, TournamentState
from figs_td.reports.data import ReportHeader

HEADER = ReportHeader("Torneo di Città di Castello", "Città di Castello", "21/11/2026")

#: Names that need more than Latin-1: the PDF font must have every letter.
NAMES = [
    "Rossi Mario",
    "Łukasiewicz Paweł",
    "Erdős Pál",
    "Françoise Çelik",
    "Niccolò Dell'Acqua",
    "Šimůnek Jiří",
    "Bianchi Lucia",
    '=HYPERLINK("http://x","y")',
]


def small_state() -> TournamentState:
    """Eight players, three rounds, every result entered by hand.

    Round 1: 1-2 400:350, 3-4 380:380 (draw), 5-6 300:420, 7-8 410:390
    Round 2: 1-3 390:370, 6-7 360:365, 2-4 (player 2 forfeits: a tavolino 0:50 to 4),
             5-8 405:300
    Round 3: 1-7 (no result yet), 4 bye, players 2,3,5,6,8 … 3-6 350:340, 8-2 300:301, 5 plays
             nobody (withdrawn is not modelled here: 5 simply has a bye too? no) -> 5-? omitted
    """
    players = [
        Player(
            i + 1,
            name,
            rating=1500 - 100 * i,
            club="Club Ægir" if i == 1 else "Club Roma",
            federation_id=f"T{i + 1:04d}",
            seq=i + 1,
        )
        for i, name in enumerate(NAMES)
    ]
    games = [
        Game(1, 1, 1, 2, 400, 350),
        Game(1, 2, 3, 4, 380, 380),
        Game(1, 3, 5, 6, 300, 420),
        Game(1, 4, 7, 8, 410, 390),
        Game(2, 1, 1, 3, 390, 370),
        Game(2, 2, 6, 7, 360, 365),
        Game(2, 3, 4, 2, 50, 0, GameKind.FORFEIT),
        Game(2, 4, 5, 8, 405, 300),
        Game(3, 1, 1, 7),
        Game(3, 2, 3, 6, 350, 340),
        Game(3, 3, 8, 2, 300, 301),
        Game(3, None, 4, None, kind=GameKind.BYE),
    ]
    return TournamentState(players, games, planned_rounds=3)


def complete_state() -> TournamentState:
    """:func:`small_state` with the missing result of round 3 entered (1-7 380:360): the planned
    last round is complete, so the standings are final."""
    st = small_state()
    games = [Game(3, 1, 1, 7, 380, 360) if (g.round, g.table) == (3, 1) else g for g in st.games]
    return TournamentState(st.players, games, planned_rounds=3)


def random_state(n_players: int, n_rounds: int, seed: int = 1) -> TournamentState:
    """A large field with random pairings and scores (for speed, not for correctness)."""
    rng = random.Random(seed)
    first = ["Mario", "Łukasz", "Zoë", "François", "Niccolò", "Jiří", "Ágnes", "Søren", "Lucia"]
    last = ["Rossi", "Kowalski", "Erdős", "Çelik", "Dell'Acqua", "Dvořák", "Bianchi", "Müller"]
    players = [
        Player(
            i + 1,
            f"{rng.choice(last)} {rng.choice(first)} {i + 1}",
            rating=rng.randint(900, 2000),
            club=f"Club {i % 40}",
            federation_id=f"T{i + 1:05d}",
            seq=i + 1,
        )
        for i in range(n_players)
    ]
    games = []
    ids = [p.id for p in players]
    for r in range(1, n_rounds + 1):
        rng.shuffle(ids)
        for t in range(len(ids) // 2):
            a, b = ids[2 * t], ids[2 * t + 1]
            games.append(Game(r, t + 1, a, b, rng.randint(250, 550), rng.randint(250, 550)))
        if len(ids) % 2:
            games.append(Game(r, None, ids[-1], None, kind=GameKind.BYE))
    return TournamentState(players, games, planned_rounds=n_rounds)


def knockout_state(
    n: int = 13, rounds: int = 4, third_place: bool = True
) -> tuple[TournamentState, list, dict]:  # type: ignore[type-arg]
    """A knockout of ``n`` players paired by the core round after round; in every game the
    higher seed wins 400 to 300 + table number (the seeds are 1..n by rating). Returns the state,
    each round's RoundPairing and the knockout settings as stored."""
    from figs_td.core.model import System
    from figs_td.core.pairing.base import PairingOptions
    from figs_td.core.pairing.knockout import KnockoutSystem

    players = [
        Player(i + 1, f"{NAMES[i % len(NAMES)].split()[0]} Giocatore {i + 1}",
               rating=2000 - 10 * i, seq=i + 1)
        for i in range(n)
    ]  # fmt: skip
    state = TournamentState(players, [], system=System.KNOCKOUT, planned_rounds=rounds)
    settings: dict = {"knockout": {"third_place": third_place}}  # type: ignore[type-arg]
    pairings = []
    for r in range(1, rounds + 1):
        rp = KnockoutSystem().pair(state, r, PairingOptions(settings=settings))
        settings = {"knockout": rp.metadata["knockout"]}
        pairings.append(rp)
        games = []
        for t in rp.tables:
            win_first = t.first < t.second  # lower id = higher seed
            a, b = (400, 300 + t.table) if win_first else (300 + t.table, 400)
            games.append(Game(r, t.table, t.first, t.second, a, b))
        state = TournamentState(
            players, state.games + games, system=System.KNOCKOUT, planned_rounds=rounds
        )
    return state, pairings, settings["knockout"]
