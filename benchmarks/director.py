"""Director benchmarks: forfeits, time losses (preview and save) and settings changes on a
200-player tournament. Prints figures.

    .venv/bin/python benchmarks/director.py [--dir DIR]

Target: each action (one service call, one transaction) ≤ 20 ms on a 2-core machine, so that the
GUI answers at once; the time-loss preview (read only) ≤ 10 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _measure(label: str, n: int, target_ms: float, action: Callable[[int], object]) -> None:
    times = []
    for i in range(n):
        t0 = time.perf_counter()
        action(i)
        times.append((time.perf_counter() - t0) * 1000)
    med, worst = statistics.median(times), max(times)
    ok = "OK" if med <= target_ms else "OLTRE"
    print(f"{label:<44} mediana {med:6.2f} ms  max {worst:6.2f} ms  (≤ {target_ms:.0f} ms) {ok}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default=None)
    args = ap.parse_args()
    from figs_td.core.model import Game
    from figs_td.services.director import set_tournament
    from figs_td.services.results import enter_forfeit, enter_time_loss, preview_time_loss
    from figs_td.store import open_store

    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        path = Path(tmp) / "bench.figs"
        with open_store(path, create=True) as st, st.transaction() as tx:
            tx.tournament.create("Bench", "italo-svizzero", planned_rounds=7)
            for i in range(200):
                tx.players.add(f"Giocatore{i:03d}", "Nome", rating=1000 + i)
            tx.rounds.save_round(1, [Game(1, t, 2 * t - 1, 2 * t) for t in range(1, 101)])
        with open_store(path) as st:
            _measure(
                "vittoria a tavolino (100 tavoli)",
                100,
                20,
                lambda i: enter_forfeit(st, 1, i + 1, i % 2),
            )
            _measure(
                "anteprima sconfitta per tempo",
                100,
                10,
                lambda i: preview_time_loss(st, 1, i + 1, (400, 380), flagged=1, racks=("", "EE")),
            )
            _measure(
                "sconfitta per tempo registrata",
                100,
                20,
                lambda i: enter_time_loss(st, 1, i + 1, (400, 380), flagged=1, racks=("", "EE")),
            )
            _measure(
                "tournament set (scarto del riposo)",
                50,
                20,
                lambda i: set_tournament(st, bye_spread=40 + i),
            )


if __name__ == "__main__":
    main()
