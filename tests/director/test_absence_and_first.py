"""Absence setting (``000_`` art. 38, ``002_`` art. 42) and who actually started (art. 25).

Hand-worked values of the ``tempo`` absence: the absent player never arrives, so their clock uses
all the base and supplementary time from a 0–0 score; the present player's clock never runs.
- figs-25 (``000_`` art. 37): the flagged player gets the 50-point penalty: 0 − 50 = −50; the
  winner is ahead already, so the scores stand: 0 – (−50).
- figs-2008 (``002_`` art. 39–40): 3 supplementary minutes × 20 = 60 → −60; margin M1 =
  max(20, (0 − (−60)) + 20 × 22 whole base minutes left) = 60 + 440 = 500 → 0 – (−500).
- club-22 (``003_``: 10 a minute; M1): 30 → −30; margin 30 + 440 = 470 → 0 – (−470).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from director_helpers import make_tournament

from figs_td.core.model import GameKind
from figs_td.errors import ConflictError, InputError
from figs_td.services.director import set_tournament, tournament_details
from figs_td.services.results import enter_forfeit, enter_result, game_at
from figs_td.services.standings import standings
from figs_td.store import Store, open_store


def test_absence_default_is_tavolino(store: Store) -> None:
    assert tournament_details(store)["absence"] == "tavolino"
    enter_forfeit(store, 1, 1, 0)
    g = game_at(store, 1, 1)
    assert (g.score_first, g.score_second, g.kind) == (50, 0, GameKind.FORFEIT)


@pytest.mark.parametrize(
    ("profile", "loser_score"), [("figs-25", -50), ("figs-2008", -500), ("club-22", -470)]
)
def test_absence_tempo_is_a_time_loss_from_nil_nil(
    tmp_path: Path, profile: str, loser_score: int
) -> None:
    path = make_tournament(tmp_path / "a.figs", profile=profile)
    with open_store(path) as st:
        set_tournament(st, absence="tempo")
        assert tournament_details(st)["absence"] == "tempo"
        # table 1: Rossi (first) present, Verdi (second) absent
        change = enter_forfeit(st, 1, 1, 0)
        g = change.game
        assert g.kind is GameKind.TIME_LOSS
        assert (g.score_first, g.score_second) == (0, loser_score)
        assert g.time_loss is not None
        assert g.time_loss["absent"] == 1 and g.time_loss["flagged"] == 1
        assert g.time_loss["scores"] == [0, 0]
        # the present one second this time: Neri (second) present, Bianchi absent
        enter_forfeit(st, 1, 2, 1)
        g2 = game_at(st, 1, 2)
        assert (g2.score_first, g2.score_second) == (loser_score, 0)
        rows = {r.name: r for r in standings(st, after_round=1)}
    assert rows["Rossi Mario"].wins == 1 and rows["Rossi Mario"].spread == -loser_score
    assert rows["Verdi Anna"].wins == 0


def test_absence_tempo_double_absence_stays_a_double_forfeit(store: Store) -> None:
    set_tournament(store, absence="tempo")
    enter_forfeit(store, 1, 1, None)
    g = game_at(store, 1, 1)
    assert (g.score_first, g.score_second, g.kind) == (0, 0, GameKind.DOUBLE_FORFEIT)


def test_absence_bad_value(store: Store) -> None:
    with pytest.raises(InputError, match="tavolino o tempo"):
        set_tournament(store, absence="ritardo")


# --- who actually started (art. 25) ------------------------------------------------------------


def test_result_with_the_second_player_starting_swaps_first(store: Store) -> None:
    # Pairing: Rossi (1) first v Verdi (3). At the table Verdi drew the tile nearer to A.
    change = enter_result(store, 1, 1, 410, 395, started=1)
    g = change.game
    assert (g.first, g.second) == (3, 1)
    assert (g.score_first, g.score_second) == (410, 395)  # Verdi 410, Rossi 395
    rows = {r.name: r for r in standings(store, after_round=1)}
    assert rows["Verdi Anna"].wins == 1 and rows["Verdi Anna"].spread == 15
    with store.read() as tx:
        actions = [e.action for e in tx.audit.entries()[-2:]]
    assert actions == ["game.swap_first", "result.enter"]


def test_result_started_zero_keeps_the_pairing(store: Store) -> None:
    g = enter_result(store, 1, 1, 410, 395, started=0).game
    assert (g.first, g.second, g.score_first) == (1, 3, 410)


def test_result_started_checks_the_version(store: Store) -> None:
    v = game_at(store, 1, 1).version
    enter_result(store, 1, 1, 300, 200)
    with pytest.raises(ConflictError):
        enter_result(store, 1, 1, 410, 395, started=1, expected_version=v)
    g = game_at(store, 1, 1)
    assert (g.first, g.score_first) == (1, 300)  # nothing changed


def test_result_started_bad_value(store: Store) -> None:
    with pytest.raises(InputError, match="chi ha iniziato"):
        enter_result(store, 1, 1, 410, 395, started=2)
