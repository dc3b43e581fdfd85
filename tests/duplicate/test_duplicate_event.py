"""A whole duplicate game through the services: draws, tops, confirmations, 20 players' slips,
standings; then the same game again from entered draws; corrections audited; draw rules."""

from __future__ import annotations

from typing import Any

import pytest

from figs_td.core.duplicate.rules import VOWELS
from figs_td.errors import InputError
from figs_td.services.duplicate import events as dup

MOVES = 6


def play_game(
    store: Any, seed: int | None, entered: list[str] | None = None, kept: list[str] | None = None
) -> dict[str, Any]:
    """Play MOVES moves; players write: n % 5 == 0 the top, 1 the next best move (or the top),
    2 an invalid word on the top's squares, 3 the score alone (half the top), 4 nothing."""
    game = dup.new_game(store, seed=seed if seed is not None else 0)
    expected: dict[int, int] = {n: 0 for n in range(1, 21)}
    tops_found: dict[int, int] = {n: 0 for n in range(1, 21)}
    racks, drawn, top_scores, leftovers = [], [], [], []
    for k in range(MOVES):
        tiles = entered[k] if entered else None
        # A program draw that broke the drawing rule put every letter back (leftover included):
        # the director enters such a draw as a redraw.
        redraw = bool(kept) and not kept[k] and bool(dup.get_game(store, game.number).leftover())
        move = dup.draw(store, game.number, tiles=tiles, redraw=redraw)
        racks.append(move.rack)
        drawn.append(move.drawn)
        leftovers.append(move.leftover)
        view = dup.compute_tops(store, game.number)
        assert view.tops, "a top exists on these racks"
        assert all(c.score == view.top_score for c in view.tops)
        assert all(c.score < view.top_score for c in view.best)
        placed = dup.confirm_top(store, game.number, 1)
        assert placed.placed == view.tops[0].notation
        assert placed.placed_score == view.top_score
        assert placed.tops == [c.notation for c in view.tops]
        top = view.tops[0]
        second = view.best[0] if view.best else top
        top_scores.append(view.top_score)
        for n in range(1, 21):
            kind = n % 5
            if kind == 0:
                r = dup.enter_slip(store, move.number, n, game_no=game.number, text=top.notation)
                assert (r.score, r.status) == (view.top_score, "valid")
            elif kind == 1:
                r = dup.enter_slip(store, move.number, n, game_no=game.number, text=second.notation)
                assert (r.score, r.status) == (second.score, "valid")
            elif kind == 2:
                bad = f"{top.position} {'Q' * len(top.word)}"
                r = dup.enter_slip(store, move.number, n, game_no=game.number, text=bad)
                assert (r.score, r.status) == (0, "invalid") and r.reason
            elif kind == 3:
                r = dup.enter_slip(
                    store, move.number, n, game_no=game.number, score=view.top_score // 2
                )
                assert (r.score, r.status) == (view.top_score // 2, "score_only")
            else:
                continue
            expected[n] += r.score
            if r.score == view.top_score:
                tops_found[n] += 1
    return {
        "game": game.number,
        "expected": expected,
        "tops": tops_found,
        "racks": racks,
        "drawn": drawn,
        "leftovers": leftovers,
        "top_scores": top_scores,
    }


def test_whole_game_with_20_players_then_again_from_entered_draws(event: Any) -> None:
    store = event
    dup.set_duplicate_settings(store, moves=MOVES)
    first = play_game(store, seed=5)
    game = dup.get_game(store, first["game"])
    assert game.finished  # the set number of moves was reached
    assert game.top_total() == sum(first["top_scores"])
    with pytest.raises(InputError, match="finita"):
        dup.draw(store, game.number)
    # The bag: 120 tiles minus the board minus the leftover.
    board = game.board()
    assert sum(game.bag().values()) + board.tile_count + len(game.leftover()) == 120

    rows = dup.standings(store, [first["game"]])
    top_total = sum(first["top_scores"])
    by_number = {r.number: r for r in rows}
    for n in range(1, 21):
        r = by_number[n]
        assert r.total == first["expected"][n]
        assert r.top_total == top_total
        assert r.diff == r.total - top_total
        assert r.pct == round(100 * r.total / top_total, 1)
        assert r.tops == first["tops"][n]
    # Players 5, 10, 15, 20 wrote every top: 100 %, sharing first place.
    assert [by_number[n].rank for n in (5, 10, 15, 20)] == [1, 1, 1, 1]
    assert by_number[5].pct == 100.0 and by_number[5].diff == 0
    # The eight with 0 (four invalid slips, four who wrote nothing) share places 13–20.
    zero = [2, 7, 12, 17, 4, 9, 14, 19]
    assert {by_number[n].total for n in zero} == {0}
    assert {by_number[n].rank for n in zero} == {13}
    ranks = [r.rank for r in rows]
    assert ranks == sorted(ranks)

    # Again, from the draws as entered by the director: the same racks, the same tops.
    second = play_game(store, seed=None, entered=first["drawn"], kept=first["leftovers"])
    assert second["racks"] == first["racks"]
    assert second["top_scores"] == first["top_scores"]
    assert dup.get_game(store, second["game"]).moves[0].source == "entered"
    both = dup.standings(store)
    assert {r.number: r.total for r in both} == {
        n: first["expected"][n] + second["expected"][n] for n in range(1, 21)
    }
    assert both[0].per_game == {
        1: first["expected"][both[0].number],
        2: second["expected"][both[0].number],
    }

    ranking = dup.move_ranking(store, 1, 1)
    assert ranking[0].score == first["top_scores"][0] and ranking[0].top
    assert [r.rank for r in ranking][:4] == [1, 1, 1, 1]


def test_program_draws_are_seeded_and_recorded(event: Any) -> None:
    store = event
    g1 = dup.new_game(store, seed=99)
    g2 = dup.new_game(store, seed=99)
    a = dup.draw(store, g1.number)
    b = dup.draw(store, g2.number)
    assert a.rack == b.rack and a.seed == "99:1" and a.source == "drawn"
    with pytest.raises(InputError, match="non è ancora confermata"):
        dup.draw(store, g1.number)


def test_entered_draw_is_checked_against_the_bag(event: Any) -> None:
    store = event
    dup.new_game(store, seed=1)
    with pytest.raises(InputError, match="tessere Q"):
        dup.draw(store, tiles="QQAEIOU")
    with pytest.raises(InputError, match="vanno pescate 7"):
        dup.draw(store, tiles="AEI")
    with pytest.raises(InputError, match="jolly"):
        dup.draw(store, tiles="???AEIO")
    move = dup.draw(store, tiles="casTORE")
    assert move.rack == "CASTORE" and move.source == "entered"


def test_leftover_is_kept_and_refilled(event: Any) -> None:
    store = event
    dup.new_game(store, seed=3)
    dup.draw(store, tiles="QZAEIOU")
    placed = dup.confirm_top(store, None, 1)
    used = placed.tiles_used
    left = list("QZAEIOU")
    for t in used:
        left.remove(t)
    game = dup.get_game(store)
    assert sorted(game.leftover()) == sorted(left)
    need = 7 - len(left)
    with pytest.raises(InputError, match="il leggio avrebbe 8 tessere"):
        dup.draw(store, tiles="S" * (need + 1))
    move = dup.draw(store, tiles="S" * min(need, 6) + "T" * max(0, need - 6))
    assert move.leftover == game.leftover() and move.rack.startswith(move.leftover)


def test_draw_rules_vowels_and_consonants(event: Any) -> None:
    store = event
    dup.set_duplicate_settings(store, min_vowels=3, min_consonants=3)
    for seed in range(5):
        game = dup.new_game(store, seed=seed)
        move = dup.draw(store, game.number)
        vowels = sum(1 for t in move.rack if t in VOWELS)
        consonants = sum(1 for t in move.rack if t not in VOWELS and t != "?")
        jollies = move.rack.count("?")
        assert max(0, 3 - vowels) + max(0, 3 - consonants) <= jollies
        for rejected in move.rejected:
            v = sum(1 for t in rejected if t in VOWELS)
            c = sum(1 for t in rejected if t not in VOWELS and t != "?")
            assert v < 3 or c < 3
    with pytest.raises(InputError):
        dup.set_duplicate_settings(store, min_vowels=5, min_consonants=5)


def test_slip_correction_is_audited_and_ties_pick_by_choice(event: Any) -> None:
    from figs_td.services.tournament import audit_log

    store = event
    dup.new_game(store, seed=7)
    dup.draw(store, tiles="CASTORE")
    view = dup.compute_tops(store)
    # CASTORE's anagrams (COSTARE…) on the empty board: 11 × 2 + 50 = 72, or 76 with a
    # 2-point letter on D8/L8 (LD), as worked out in test_movegen.
    assert view.top_score == 76 and len(view.tops) >= 6
    with pytest.raises(InputError, match="scegliere"):
        dup.confirm_top(store)
    with pytest.raises(InputError, match="non è un top"):
        dup.confirm_top(store, None, "8E COSTARE")
    move = dup.confirm_top(store, None, "H4 COSTARE", actor="direttore")
    assert move.placed == "H4 COSTARE" and move.chosen_by == "direttore"
    first = dup.enter_slip(store, 1, 3, text="8E COSTARE")
    assert first.score == 72 and not first.corrected
    again = dup.enter_slip(store, 1, 3, text="8D COSTARE", actor="arbitro")
    assert again.corrected and again.previous_score == 72 and again.score == 76
    entries = [e for e in audit_log(store) if e.action == "duplicate.slip.correct"]
    assert len(entries) == 1 and entries[0].actor == "arbitro"
    with pytest.raises(InputError, match="oltre il top"):
        dup.enter_slip(store, 1, 4, score=77)
    with pytest.raises(InputError, match="nessun giocatore"):
        dup.enter_slip(store, 1, 21, score=10)


def test_commands_refuse_a_classic_tournament(tmp_path: Any, italian: str) -> None:
    from figs_td.services.tournament import create_tournament

    with create_tournament(tmp_path / "c.figs", "Classico", "italo-svizzero") as store:
        with pytest.raises(InputError, match="duplicato"):
            dup.new_game(store)
