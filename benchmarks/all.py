"""Run every benchmark one after the other and print their figures.

Run: ``.venv/bin/python benchmarks/all.py`` (a few minutes; the lexicon benchmark uses Debian's
``hunspell-it`` when installed). Each ``benchmarks/NAME.py`` also runs on its own.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ORDER = [
    "startup",
    "store",
    "pairing",
    "groups",
    "scoring",
    "lexicon",
    "movegen",
    "duplicate_room",
    "duplicate_process",
    "reports",
    "director",
    "prizes",
    "layering",
    "inputs",
    "pathguard",
    "services_speed",
    "pair_process",
    "gui",
    "web",
]


def main() -> int:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    failed = []
    for name in ORDER:
        print(f"\n=== {name} ===", flush=True)
        if subprocess.call([sys.executable, str(HERE / f"{name}.py")], env=env) != 0:
            failed.append(name)
    if failed:
        print(f"\nbenchmark non riusciti: {', '.join(failed)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
