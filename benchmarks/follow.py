"""The window's follower (issue 38 §3): what one look at the tournament costs. Prints figures.

    .venv/bin/python benchmarks/follow.py [--entries N]

The window asks ``services.follow.since`` twice a second; with nothing new it is one query
(count and highest id of the audit trail). Measured on a tournament whose audit trail has N
entries (default 20,000: about 400 players over 15 rounds with corrections), with nothing new
and after another desk's result (the second query, the writers after the mark).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, default=20_000)
    args = parser.parse_args()
    from figs_td.services import follow
    from figs_td.services.players import add_player
    from figs_td.services.tournament import create_tournament

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "torneo.figs"
        store = create_tournament(path, "Prova", "italo-svizzero")
        with store.transaction(actor="banco 1") as tx:
            tx.audit.record_many(
                [{"action": "prova", "entity": "games", "key": i} for i in range(args.entries)]
            )
        mark = follow.mark(store)
        quiet = []
        for _ in range(200):
            t = time.perf_counter()
            follow.since(store, mark, "desktop")
            quiet.append(time.perf_counter() - t)
        moved = []
        for i in range(50):
            add_player(store, f"Giocatore {i}", actor="banco 2")
            t = time.perf_counter()
            found = follow.since(store, mark, "desktop")
            moved.append(time.perf_counter() - t)
            assert found.others and "players" in found.changed
            mark = found.mark
        store.close()
    for label, values in (("nothing new", quiet), ("another desk's change", moved)):
        print(
            f"follow.since, {label:<22} ({args.entries} entries): median "
            f"{statistics.median(values) * 1000:.2f} ms, worst {max(values) * 1000:.2f} ms"
        )


if __name__ == "__main__":
    main()
