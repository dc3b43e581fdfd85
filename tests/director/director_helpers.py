"""Helpers of the director tests: a small tournament file with round 1 paired by hand."""

from __future__ import annotations

from pathlib import Path

from figs_td.core.model import Game, GameKind
from figs_td.store import open_store

#: Round 1 as saved: table 1 Rossi (first) v Verdi, table 2 Bianchi v Neri, Galli has the bye.
NAMES = [
    ("Rossi", "Mario"),
    ("Bianchi", "Luca"),
    ("Verdi", "Anna"),
    ("Neri", "Giò"),
    ("Galli", "Pia"),
]


def make_tournament(path: Path, profile: str = "figs-25") -> Path:
    with open_store(path, create=True) as st, st.transaction(actor="test") as tx:
        tx.tournament.create("Prova", "italo-svizzero", planned_rounds=4, profile=profile)
        for i, (s, g) in enumerate(NAMES):
            tx.players.add(s, g, rating=1800 - 100 * i, federation_id=f"T{i + 1}")
        tx.rounds.save_round(
            1,
            [
                Game(1, 1, 1, 3),
                Game(1, 2, 2, 4),
                Game(1, None, 5, None, kind=GameKind.BYE),
            ],
        )
    return path
