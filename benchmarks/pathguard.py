"""What the path guard costs: one check of an output and of an input next to an open tournament.

Run: ``.venv/bin/python benchmarks/pathguard.py``. A tournament is opened (so the guard has it
registered) in a folder with 12 backups and 200 other files; then ``check_output`` (every file
written: a site of 200 pages makes 200 of them), ``check_input`` and ``atomic_write_bytes`` of a
4 KB page are timed. Target: the guard stays well under a millisecond per file.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from figs_td import pathguard  # noqa: E402
from figs_td.atomic import atomic_write_bytes  # noqa: E402


def timed(fn, runs: int = 500) -> float:  # noqa: ANN001
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples) * 1e6


def main() -> None:
    from figs_td.services.tournament import create_tournament

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        store = create_tournament(folder / "torneo.figs", "Prova", "italo-svizzero", rounds=3)
        try:
            for i in range(12):
                store.backup(f"prova{i}")
            for i in range(200):
                (folder / f"pagina-{i}.html").write_bytes(b"x" * 4096)
            page = folder / "pagina-1.html"
            data = b"y" * 4096
            print(f"guarded files: {len(pathguard.protected())} tournament, 12 backups, 200 others")
            print(
                f"check_output (existing page): {timed(lambda: pathguard.check_output(page)):8.1f} µs"
            )
            print(
                f"check_input  (existing page): {timed(lambda: pathguard.check_input(page, 'page')):8.1f} µs"
            )
            print(
                f"atomic_write_bytes 4 KB page: {timed(lambda: atomic_write_bytes(page, data), 200):8.1f} µs"
            )
        finally:
            store.close()


if __name__ == "__main__":
    main()
