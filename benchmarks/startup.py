"""Start-up time of the figs-td command (target: ≤ 0.3 s for a simple command).

Run: ``.venv/bin/python benchmarks/startup.py``
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

COMMANDS = [
    ["--version"],
    ["rules", "penalty", "25"],
    ["--help"],
]


def measure(args: list[str], repeat: int = 7) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "figs_td", *args], capture_output=True, check=True)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main() -> None:
    for args in COMMANDS:
        t = measure(args)
        verdict = "ok" if t <= 0.3 else "TROPPO LENTO"
        print(f"figs-td {' '.join(args):<24} {t * 1000:7.1f} ms  (obiettivo ≤ 300 ms) {verdict}")


if __name__ == "__main__":
    main()
