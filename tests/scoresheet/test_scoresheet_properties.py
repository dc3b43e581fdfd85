"""Property tests over random legal games: scores against an independent recount, premiums used
once, tile counts within the set, records round-tripping through JSON and GCG."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from figs_td.core.board import BINGO_BONUS, Board, MoveScore, premium_at
from figs_td.core.gcg import dump_gcg, load_gcg
from figs_td.core.randplay import random_game, random_move
from figs_td.core.scoresheet import Challenge, GameRecord, Turn, TurnKind, evaluate
from figs_td.core.scoresheet_json import dump_record_json, load_record_json
from figs_td.core.tiles import JOLLY_COUNT, TILE_SET

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
LMUL = {"LD": 2, "LT": 3}
WMUL = {"PD": 2, "PT": 3}


def naive_words(before: Board, score: MoveScore) -> list[tuple[str, int]]:
    """Recount from scratch: every maximal run of ≥ 2 letters through a new tile."""
    grid: dict[tuple[int, int], tuple[str, bool]] = {}
    for r in range(15):
        for c in range(15):
            ch = before.letter(r, c)
            if ch is not None:
                grid[(r, c)] = (ch, before.is_jolly(r, c))
    new = {(t.row, t.col) for t in score.placed}
    for t in score.placed:
        assert (t.row, t.col) not in grid  # a square is covered once
        grid[(t.row, t.col)] = (t.letter, t.jolly)
    runs: set[tuple[tuple[int, int], tuple[int, int]]] = set()
    for r, c in new:
        for dr, dc in ((0, 1), (1, 0)):
            r0, c0 = r, c
            while (r0 - dr, c0 - dc) in grid:
                r0, c0 = r0 - dr, c0 - dc
            r1, c1 = r, c
            while (r1 + dr, c1 + dc) in grid:
                r1, c1 = r1 + dr, c1 + dc
            if (r0, c0) != (r1, c1):
                runs.add(((r0, c0), (dr, dc)))
    out = []
    for (r0, c0), (dr, dc) in runs:
        word, total, mult = "", 0, 1
        r, c = r0, c0
        while (r, c) in grid:
            ch, jolly = grid[(r, c)]
            p = premium_at(r, c) if (r, c) in new else None
            value = 0 if jolly else TILE_SET[ch][1]
            total += value * LMUL.get(p.value if p else "", 1)
            mult *= WMUL.get(p.value if p else "", 1)
            word += ch
            r, c = r + dr, c + dc
        out.append((word, total * mult))
    return sorted(out)


@settings(max_examples=15, deadline=None)
@given(SEEDS)
def test_scores_match_an_independent_recount(seed: int) -> None:
    rng = random.Random(seed)
    board = Board()
    premiums_used: set[tuple[int, int]] = set()
    for _ in range(25):
        score = random_move(board, rng)
        if score is None:
            break
        # the move's score is the sum of its words' scores, + 50 for seven tiles
        assert score.total == sum(w.score for w in score.words) + (
            BINGO_BONUS if score.bingo else 0
        )
        assert score.bingo == (len(score.placed) == 7)
        assert sorted((w.word, w.score) for w in score.words) == naive_words(board, score)
        # premiums never count twice over a game: only squares covered now carry them
        for t in score.placed:
            if premium_at(t.row, t.col) is not None:
                assert (t.row, t.col) not in premiums_used
                premiums_used.add((t.row, t.col))
        board.play(score.move)
        # tile counts never exceed the set (art. 1)
        counts = board.letter_counts()
        assert all(counts[k] <= TILE_SET[k][0] for k in counts)
        assert board.jolly_count <= JOLLY_COUNT


def _random_record(seed: int) -> GameRecord:
    rng = random.Random(seed)
    played, _ = random_game(rng, moves=rng.randint(1, 20))
    turns: list[Turn] = []
    for s in played:
        if rng.random() < 0.15:
            turns.append(Turn(TurnKind.PASS))
        if rng.random() < 0.05:
            turns.append(Turn(TurnKind.CAMBIO_SECCO))
        if rng.random() < 0.1:
            turns.append(Turn(TurnKind.EXCHANGE, tiles=rng.randint(1, 7)))
        challenge = None
        if rng.random() < 0.2:
            challenge = Challenge((s.main_word.word,), True, rng.choice(["", "arbitro"]))
        declared = s.total if rng.random() < 0.8 else s.total + rng.randint(1, 5)
        turns.append(
            Turn(TurnKind.PLAY, word=s.move.word, position=s.move.position, declared=declared,
                 challenge=challenge)
        )  # fmt: skip
    return GameRecord(players=("Anna", "Bruno"), turns=turns, starts=rng.randint(0, 1))


@settings(max_examples=15, deadline=None)
@given(SEEDS)
def test_records_round_trip_json_and_gcg(seed: int) -> None:
    rec = _random_record(seed)
    assert load_record_json(dump_record_json(rec)) == rec
    text = dump_gcg(rec)
    back = load_gcg(text)
    assert back == rec
    assert dump_gcg(back) == text
    e = evaluate(rec)
    # running totals are the sum of scores minus penalties
    for i in (0, 1):
        scored = sum(t.score for t in e.turns if t.player == i)
        paid = sum(t.penalty[i] for t in e.turns)
        assert e.totals[i] == scored - paid
