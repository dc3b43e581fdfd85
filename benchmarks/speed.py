"""The speed targets of issue 29, each beside its baseline in the same run (one command:
``.venv/bin/python benchmarks/speed.py [--quick]``).

Each row below is printed by the benchmark named beside it, with our figure, the baseline
measured in the same run (alternately, a few seconds apart), the ratio and the target:

=====================================================  ==========================================
row                                                    benchmark (flags used here)
=====================================================  ==========================================
``figs-td --version`` / ``standings FILE``, start-up   ``startup.py``
``publish``, 400 players × 10 rounds vs a Jinja2 loop  ``publish.py``
``figs-td pair``, 3,000 players, whole process         ``pair_process.py``
``figs-td result`` / ``standings``, 1,000 players      ``services_speed.py --quick`` (processes)
``duplicate standings|slip|play``, whole process       ``duplicate_process.py``
services' full round vs the core, 1,000 / 3,000        ``services_speed.py --turno``
core standings 1,000 × 15 vs minimal standings         ``services_speed.py --quick``
standings PDF, 500 rows vs a bare reportlab table      ``services_speed.py --quick``
top move p95, 0 / 1 / 2 jollies                        ``movegen.py --quick``
lexicon lookup vs dawg2 on the same index              ``lexicon.py --lookup``
=====================================================  ==========================================

The comparison with Quackle is not here: it needs a driver built against Quackle outside this
repository, see ``benchmarks/quackle.py`` and ``docs/notes/performance.md`` (issue 36).

``--quick`` runs fewer repetitions where a benchmark offers it. The whole run takes a few
minutes; the machine should be otherwise idle (the ratios hold under load, the absolute times
do not).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def plan(quick: bool) -> list[tuple[str, list[str]]]:
    """(script, arguments) in the order they run."""
    fewer = ["--repeat", "3"] if quick else []
    return [
        ("startup", []),
        ("services_speed", ["--quick"]),
        ("services_speed", ["--turno"]),
        ("pair_process", ["--runs", "5"] if quick else []),
        ("duplicate_process", ["--repeat", "5"] if quick else []),
        ("publish", fewer),
        ("lexicon", ["--lookup"]),
        ("movegen", ["--quick"]),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = parser.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    failed = []
    started = time.perf_counter()
    for name, extra in plan(args.quick):
        print(f"\n=== {name} {' '.join(extra)} ===", flush=True)
        if os.path.exists("/proc/loadavg"):
            with open("/proc/loadavg") as f:
                print(f"(carico medio {f.read().split()[0]})", flush=True)
        if subprocess.call([sys.executable, str(HERE / f"{name}.py"), *extra], env=env) != 0:
            failed.append(f"{name} {' '.join(extra)}".strip())
    print(f"\ntempo totale {time.perf_counter() - started:.0f} s")
    if failed:
        print(f"benchmark con righe fuori obiettivo o non riusciti: {', '.join(failed)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
