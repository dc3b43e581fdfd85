"""Byes (riposo): a win by the conventional spread, ``ResultSettings.bye_spread`` (domain.md §7).

The pairing service stores a bye as ``Game(table=None, second=None, kind=BYE)`` with no score; the
standings credit it with ``bye_result(settings)`` when they are computed, so the tournament's
current setting applies to every bye.
"""

from __future__ import annotations

from pathlib import Path

from figs_td.core.model import GameKind
from figs_td.services.director import set_tournament
from figs_td.services.pairing.rounds import pair_next_round
from figs_td.services.results import enter_result
from figs_td.services.standings import standings
from figs_td.store import Store, open_store


def _five_players(tmp_path: Path) -> Store:
    st = open_store(tmp_path / "b.figs", create=True)
    with st.transaction() as tx:
        tx.tournament.create("Riposi", "italo-svizzero", planned_rounds=3)
        for i, name in enumerate(["Alfa", "Beta", "Gamma", "Delta", "Epsilon"]):
            tx.players.add(name, rating=1900 - 100 * i)
    return st


def test_paired_bye_counts_as_a_win_by_the_setting(tmp_path: Path) -> None:
    with _five_players(tmp_path) as st:
        paired = pair_next_round(st, draw="rating")
        assert len(paired.byes) == 1
        with st.read() as tx:
            byes = [g for g in tx.rounds.games(1) if g.second is None]
        assert [(g.kind, g.table) for g in byes] == [(GameKind.BYE, None)]
        for t in (1, 2):
            enter_result(st, 1, t, 400, 300)
        bye_id = byes[0].first
        row = next(r for r in standings(st, after_round=1) if r.player_id == bye_id)
        # Default: a win, +50, 2 tournament points.
        assert (row.wins, row.spread, row.tournament_points) == (1, 50, 2)
        set_tournament(st, bye_spread=35)
        row = next(r for r in standings(st, after_round=1) if r.player_id == bye_id)
        assert (row.wins, row.spread) == (1, 35)


def test_fixture_bye_in_standings(store: Store) -> None:
    enter_result(store, 1, 1, 350, 420)
    enter_result(store, 1, 2, 380, 380)
    rows = {r.name: r for r in standings(store, after_round=1)}
    assert (rows["Galli Pia"].wins, rows["Galli Pia"].spread) == (1, 50)
    # Draw at table 2 (art. 41): ½ each.
    assert rows["Bianchi Luca"].wins == rows["Neri Giò"].wins == 0.5
