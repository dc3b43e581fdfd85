"""Fixtures of the service tests: a small figs-25 tournament with round 1 paired by hand."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from figs_td.core.model import Game
from figs_td.store import Store, open_store

#: Round 1: table 1 Rossi (first) v Verdi, table 2 Bianchi v Neri.
NAMES = [("Rossi", "Mario", 1800), ("Bianchi", "Luca", 1500), ("Verdi", "Anna", 1400)]
NAMES += [("Neri", "Giò", 1300)]


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    path = tmp_path / "t.figs"
    with open_store(path, create=True) as st:
        with st.transaction(actor="test") as tx:
            tx.tournament.create("Prova", "italo-svizzero", planned_rounds=4, profile="figs-25")
            for i, (s, g, r) in enumerate(NAMES):
                tx.players.add(s, g, rating=r, federation_id=f"T{i + 1}")
            tx.rounds.save_round(1, [Game(1, 1, 1, 3), Game(1, 2, 2, 4)])
        yield st
