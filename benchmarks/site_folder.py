"""What a publish's own-folder check and its sweep of stale temporary files cost (issue 35 §3).

Run: ``.venv/bin/python benchmarks/site_folder.py``. A site folder of 440 pages (a 400-player
event) with its list, and a folder of 10,000 other files in 10 sub-folders: ``check_site_folder``
(one listing of the folder) and ``cleanup_stale_temps(levels=3)`` (the sweep each publish makes
first) are timed, median of 50 runs. Target: a few milliseconds for a real site, next to the
0.8 s a 400-player site takes to write.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from figs_td.atomic import cleanup_stale_temps  # noqa: E402
from figs_td.web.site import MANIFEST, MANIFEST_HEAD, check_site_folder  # noqa: E402


def timed(fn, runs: int = 50) -> float:  # noqa: ANN001
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples) * 1e3


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "sito"
        site.mkdir()
        (site / MANIFEST).write_text(MANIFEST_HEAD, "utf-8")
        for i in range(440):
            (site / f"pagina-{i}.html").write_bytes(b"x" * 4096)
        big = Path(tmp) / "grande"
        for d in range(10):
            sub = big / f"cartella-{d}"
            sub.mkdir(parents=True)
            for i in range(1000):
                (sub / f"file-{i}.txt").write_bytes(b"x")
        cases = [
            ("site of 440 pages: check_site_folder", lambda: check_site_folder(site, MANIFEST), 50),
            ("site of 440 pages: sweep (levels=3)", lambda: cleanup_stale_temps(site, levels=3), 50),
            ("10,000 other files: check (--force)",
             lambda: check_site_folder(big, MANIFEST, force=True), 50),
            ("10,000 other files: sweep (levels=3)", lambda: cleanup_stale_temps(big, levels=3), 10),
        ]  # fmt: skip
        for label, fn, runs in cases:
            print(f"{label:38} {timed(fn, runs):7.2f} ms")

if __name__ == "__main__":
    main()
