"""Start-up time of the figs-td command (target: ≤ 0.3 s for a simple command).

Run: ``.venv/bin/python benchmarks/startup.py``

Besides the commands that need no file, ``figs-td standings FILE`` is timed on a small event
(24 players, two rounds played) built with the command line itself in a temporary folder: the
first command a director runs on a real file.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

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


def small_event(folder: Path) -> Path:
    """A 24-player Swiss event with two rounds entered, made through the command line."""
    path = folder / "avvio.figs"

    def figs(*args: str) -> None:
        subprocess.run([sys.executable, "-m", "figs_td", *args], capture_output=True, check=True)

    figs("new", str(path), "--name", "Avvio", "--system", "italo-svizzero", "--rounds", "4")
    for i in range(24):
        figs("players", "add", str(path), f"Giocatore{i:02d}, Nome", "--rating", str(1500 + 10 * i))
    for round_no in (1, 2):
        figs("pair", str(path), "--seed", "7")
        for table in range(1, 13):
            figs("result", str(path), "--round", str(round_no), "--table", str(table),
                 "--score", f"{400 + table}-{350 + round_no}")
    return path


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = small_event(Path(tmp))
        rows = [*COMMANDS, ["standings", str(path)]]
        for args in rows:
            t = measure(args, repeat=11)
            verdict = "ok" if t <= 0.3 else "TROPPO LENTO"
            label = "standings FILE" if args[0] == "standings" else " ".join(args)
            print(f"figs-td {label:<24} {t * 1000:7.1f} ms  (obiettivo ≤ 300 ms) {verdict}")


if __name__ == "__main__":
    main()
