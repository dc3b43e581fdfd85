"""*Mossa migliore* of a game of the tournament (services/lexicon/best_moves.py), on a position worked
out by hand with the two-word list {LA, ALA}, and its Italian errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from figs_td.errors import InputError


@pytest.fixture
def event(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # noqa: ANN201
    from figs_td.core.game.scoresheet import GameRecord, play_turn
    from figs_td.services.pairing.rounds import pair_next_round
    from figs_td.services.players import add_player, list_players
    from figs_td.services.results import game_at
    from figs_td.services.scoresheets import attach_scoresheet
    from figs_td.services.tournament import create_tournament

    monkeypatch.setenv("FIGS_TD_DATA", str(tmp_path / "data"))
    store = create_tournament(tmp_path / "t.figs", "Prova", "italo-svizzero", rounds=3)
    for name in ("Rossi, Mario", "Bianchi, Anna", "Verdi, Luca", "Neri, Sara"):
        add_player(store, name)
    pair_next_round(store)
    game = game_at(store, 1, 1)
    names = {p.id: p.name for p in list_players(store)}
    record = GameRecord(
        players=(names[game.first], names[game.second]),
        turns=[play_turn("8H LA", 8, rack="LA"), play_turn("H8 LA", 4, rack="A")],
    )
    attach_scoresheet(store, 1, 1, record, force=True)
    yield store
    store.close()


def test_best_for_game_by_hand(event, tmp_path: Path) -> None:  # noqa: ANN001
    from figs_td.services.lexicon import best_moves
    from figs_td.services.rulings import load_tournament_lexicon

    with pytest.raises(InputError, match="nessun lessico attivo"):
        best_moves.best_for_game(event, 1, 1, 2)
    src = tmp_path / "due.txt"
    src.write_text("la\nala\n", encoding="utf-8")
    load_tournament_lexicon(event, src, "due")
    info = best_moves.lexicon_info(event)
    assert info is not None and info.name == "due"
    # Before move 2: L on H8 (the centre), A on I8. With the rack A: ALA across from G8
    # (1 + 3 + 1 = 5, no premium) or LA down from H8 (A on H9: 3 + 1 = 4).
    res = best_moves.best_for_game(event, 1, 1, 2)
    assert [(m.notation, m.score) for m in res.moves] == [("8G ALA", 5), ("H8 LA", 4)]
    assert (res.played, res.played_score, res.played_rank, res.rack_source) == (
        "H8 LA",
        4,
        2,
        "recorded",
    )
    assert best_moves.graph_ready(info)  # the graph stays in memory for the next request
    # Before move 1 (empty board), rack LA: LA or AL? only LA is a word: 8G or 8H across,
    # H7 or H8 down, each (3 + 1) × 2 = 8 on the centre star.
    first = best_moves.best_for_game(event, 1, 1, 1)
    assert {m.score for m in first.moves} == {8} and len(first.moves) == 4


def test_errors_in_italian(event) -> None:  # noqa: ANN001
    from figs_td.services.lexicon import best_moves

    with pytest.raises(InputError, match="nessun formulario registrato"):
        best_moves.recorded_game(event, 1, 2)
    with pytest.raises(InputError, match="mossa n. 3 inesistente"):
        best_moves.recorded_move(event, 1, 1, 3)
    with pytest.raises(InputError, match="indicare la mossa n."):
        best_moves.recorded_move(event, 1, 1, 0)
    with pytest.raises(InputError, match="indicare il tavolo"):
        best_moves.recorded_game(event, 1, 0)
