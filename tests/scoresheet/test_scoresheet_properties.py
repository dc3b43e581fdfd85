"""Property tests over random legal games: scores against an independent recount, premiums used
once, tile counts within the set, records round-tripping through JSON and GCG."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from figs_td.core.game.board import BINGO_BONUS, Board, MoveScore, premium_at
from figs_td.core.game.gcg import dump_gcg, load_gcg
from figs_td.core.game.scoresheet import Challenge, GameRecord, Turn, TurnKind, evaluate
from figs_td.core.game.scoresheet_json import dump_record_json, load_record_json
from figs_td.core.game.tiles import JOLLY_COUNT, TILE_SET
from figs_td.core.movegen.randplay import random_game, random_move

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


_GCG_PIECES = st.sampled_from(
    [
        "#player1 a Anna", "#player2 b Bruno", "#note x", "#rack1 AB?", "#figs-starts 1",
        "#figs-challenge valid by=x words=A", "#figs-end racks=A|B overtime=0,0",
        "#figs-declared 5", "#figs-move MICIO 8F", "#figs-cambio-secco a", "#figs-play a CASA 7",
        ">a: 8F MICIO +16 16", ">b: I3 ARMON.A +17 17", ">a: -ABC +0 16", ">b: - +0 17",
        ">a: -- -16 0", ">b: (challenge) +5 22", ">a: (CDE) +16 32", ">b: XYZ (XYZ) -9 8",
        ">a: 8F", ">c: 8F MICIO +1 1", ">a: Q9 CASA +3 3", ">b: H8 ZZZZZZZZZ +3 3", "garbage",
        "#figs-end flagged=7", ">a: ?? 8F MIcIO +1 1", ">b: 7 +0 0", "",
    ]
)  # fmt: skip


@settings(max_examples=60, deadline=None)
@given(st.lists(_GCG_PIECES, max_size=12))
def test_gcg_input_never_crashes(lines: list[str]) -> None:
    """Any mix of valid and broken lines: a record or an Italian message, never a traceback."""
    try:
        rec = load_gcg("\n".join(lines))
        evaluate(rec)
    except ValueError as exc:  # InputError and the rules core's ValueError
        assert str(exc)


_JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 20) | st.sampled_from(
        ["8F MICIO", "I3 ARMONIA", "play", "pass", "exchange", "cambio_secco", "AB?", "x", ""]
    ),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(
        st.sampled_from(
            ["kind", "move", "word", "position", "score", "tiles", "challenge", "valid",
             "words", "player", "racks", "flagged", "overtime_s", "end", "turns", "players"]
        ),
        inner,
        max_size=4,
    ),
    max_leaves=12,
)  # fmt: skip


@settings(max_examples=80, deadline=None)
@given(st.lists(_JSON_VALUES, max_size=5), _JSON_VALUES)
def test_json_input_never_crashes(turns: list[object], end: object) -> None:
    doc = {"players": ["Anna", "Bruno"], "turns": turns, "end": end}
    try:
        from figs_td.core.game.scoresheet_json import record_from_json

        evaluate(record_from_json(doc))
    except ValueError as exc:
        assert str(exc)
