"""Standings of a TSH-imported event, round by round (wins, then spread), worked out by hand.

The file is written here by hand in the TSH division format (no third-party data): five players,
three rounds, one bye per round (+50, the TSH convention).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from figs_td.services.exchange.tsh import import_tsh
from figs_td.services.standings import standings
from figs_td.services.tournament import open_tournament
from figs_td.store.lite import LiteStore

TSH = """\
# name           rating  opponents ; own scores
Alfa, Anna        1800   2 3 0 ; 400 380 50
Beta, Bruno       1700   1 0 4 ; 350 50 410
Gamma, Carla      1600   4 1 5 ; 300 420 390
Delta, Dario      1500   3 5 2 ; 360 330 330
Epsilon, Elena    1400   0 4 3 ; 50 300 390
"""

# Round 1: Alfa 400–350 Beta; Gamma 300–360 Delta; Epsilon bye +50.
# Round 2: Alfa 380–420 Gamma; Delta 330–300 Epsilon; Beta bye +50.
# Round 3: Beta 410–330 Delta; Gamma 390–390 Epsilon (draw); Alfa bye +50.
EXPECTED = {
    1: [
        ("Alfa Anna", 1, 50),
        ("Delta Dario", 1, 60),
        ("Epsilon Elena", 1, 50),
        ("Beta Bruno", 0, -50),
        ("Gamma Carla", 0, -60),
    ],
    2: [
        ("Delta Dario", 2, 90),
        ("Alfa Anna", 1, 10),
        ("Beta Bruno", 1, 0),
        ("Gamma Carla", 1, -20),
        ("Epsilon Elena", 1, 20),
    ],
    3: [
        ("Delta Dario", 2, 10),
        ("Alfa Anna", 2, 60),
        ("Beta Bruno", 2, 80),
        ("Gamma Carla", 1.5, -20),
        ("Epsilon Elena", 1.5, 20),
    ],
}


@pytest.mark.parametrize("way", ["orm", "lite"])
def test_round_by_round_wespa(tmp_path: Path, way: str) -> None:
    src = tmp_path / "a.t"
    src.write_text(TSH, encoding="utf-8")
    store = import_tsh(src, tmp_path / "a.figs")
    if way == "lite":  # the thin SQLite path of ``figs-td standings``
        store.close()
        store = open_tournament(tmp_path / "a.figs", purpose="standings")
        assert isinstance(store, LiteStore)
    try:
        for rnd, expected in EXPECTED.items():
            rows = standings(store, after_round=rnd, tiebreaks="WESPA")
            got = [(r.name, r.wins, r.spread) for r in rows]
            # Sort expected the WESPA way: wins, then spread (hand-computed values above).
            want = sorted(expected, key=lambda e: (-e[1], -e[2]))
            assert got == want, rnd
    finally:
        store.close()
