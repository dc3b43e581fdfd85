"""Scoring benchmarks (one command: ``.venv/bin/python benchmarks/scoring.py``).

1. Validating and scoring 10,000 random legal moves, each on the board it was generated for
   (target ≤ 1 s). The moves and their boards are prepared first, untimed.
2. Evaluating a 30-turn scoresheet: recount of every move, a challenge, the end of the game
   (target ≤ 5 ms per evaluation; median of 200 runs).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from figs_td.core.game.board import Board, Move  # noqa: E402
from figs_td.core.game.scoresheet import Challenge, GameRecord, Turn, TurnKind, evaluate  # noqa: E402
from figs_td.core.movegen.randplay import random_move  # noqa: E402


def prepare_moves(n: int, seed: int = 2026) -> list[tuple[Board, Move]]:
    rng = random.Random(seed)
    out: list[tuple[Board, Move]] = []
    board = Board()
    while len(out) < n:
        score = random_move(board, rng)
        if score is None or board.tile_count > 90:
            board = Board()
            continue
        out.append((board.copy(), score.move))
        board.play(score.move)
    return out


def bench_moves(n: int = 10_000) -> tuple[float, int]:
    pairs = prepare_moves(n)
    t0 = time.perf_counter()
    total = 0
    for board, move in pairs:
        total += board.validate(move).total
    return time.perf_counter() - t0, total


def thirty_turn_record(seed: int = 7) -> GameRecord:
    rng = random.Random(seed)
    board = Board()
    turns: list[Turn] = []
    while len(turns) < 30:
        score = random_move(board, rng)
        assert score is not None
        board.play(score.move)
        challenge = Challenge((score.main_word.word,), True, "arbitro") if len(turns) == 5 else None
        turns.append(
            Turn(TurnKind.PLAY, word=score.move.word, position=score.move.position,
                 declared=score.total, challenge=challenge)
        )  # fmt: skip
    return GameRecord(players=("Anna", "Bruno"), turns=turns)


def bench_evaluate(runs: int = 200) -> float:
    record = thirty_turn_record()
    evaluate(record)  # warm up
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        evaluate(record)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main() -> int:
    elapsed, _ = bench_moves()
    print(f"scoring 10,000 random legal moves: {elapsed:.3f} s (target ≤ 1 s)")
    med = bench_evaluate()
    print(f"evaluating a 30-turn scoresheet: {med * 1000:.2f} ms median (target ≤ 5 ms)")
    return 0 if elapsed <= 1.0 and med <= 0.005 else 1


if __name__ == "__main__":
    raise SystemExit(main())
