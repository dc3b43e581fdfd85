"""One phone sending report after report (issue 37 §2), against the live server with
self-entry on 127.0.0.1:

    .venv/bin/python benchmarks/self_entry_flood.py [--posts 100]

A 4-player event (round 1 paired). Two cases, each from one signed-in phone as fast as it can:
*disagreement* (the opponent reported first, every post disagrees) and *waiting* (nobody else
reported; every post corrects the last). Prints, per case: the answers (HTTP statuses), the
reports of that player in the director's queue, the queue's reports for the game, the audit
entries written, the reports stored, and the time taken. Target: ≤ 1 queue row of the player,
≤ 12 audit entries for 100 posts. Bounded: ``--posts`` requests per case, loopback only.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "web")]

from self_entry_helpers import Phone, make_self_entry_event  # noqa: E402

from figs_td.services.self_entry import queue as sq  # noqa: E402
from figs_td.store import open_store  # noqa: E402
from figs_td.web.server import LiveServer  # noqa: E402


def _counts(path: Path) -> tuple[int, int]:
    with open_store(path) as st, st.read() as tx:
        return len(tx.audit.entries()), len(tx.self_entry.reports())


def run(case: str, posts: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "telefoni.figs"
        codes = make_self_entry_event(path)
        server = LiveServer(str(path), "127.0.0.1", 0, poll=0.1, self_entry=True)
        server.start()
        try:
            rossi, verdi = Phone(server.port), Phone(server.port)
            rossi.sign_in(codes[1])
            if case == "disagreement":
                verdi.sign_in(codes[3])
                verdi.report(300, 350)
            audit0, rows0 = _counts(path)
            start = time.perf_counter()
            answers = Counter(rossi.report(400 + i % 500, 300) for i in range(posts))
            took = time.perf_counter() - start
            audit1, rows1 = _counts(path)
            with open_store(path) as st:
                queued = [(who, r.id) for q in sq.queue(st) for r, who, _y in q.reports]
        finally:
            server.stop()
    mine = sum(1 for who, _id in queued if who == "Rossi Mario")
    print(f"{case}: {posts} posts in {took:.1f} s, answers {dict(sorted(answers.items()))}")
    print(f"  queue: {mine} report(s) of the player, {len(queued)} in all for the game")
    print(f"  audit entries written: {audit1 - audit0}; reports stored: {rows1 - rows0}")
    ok = mine <= 1 and audit1 - audit0 <= 12
    print(f"  target (≤ 1 queue row, ≤ 12 audit entries): {'OK' if ok else 'MISSED'}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--posts", type=int, default=100)
    args = ap.parse_args()
    posts = max(1, min(args.posts, 10_000))
    for case in ("disagreement", "waiting"):
        run(case, posts)


if __name__ == "__main__":
    main()
