"""Lexicon benchmarks (one command: ``.venv/bin/python benchmarks/lexicon.py``).

Targets (issue 6):
1. import of a 1-million-word plain list ≤ 5 s (a synthetic list, seeded);
2. import of Debian's hunspell-it (``/usr/share/hunspell/it_IT.dic``, when installed) ≤ 15 s,
   full (≈ 3.1 M forms) and strict (≈ 2.0 M);
3. opening an index ≤ 50 ms with ≤ 30 MB of extra memory (measured in a fresh interpreter);
4. one lookup ≤ 5 µs.

Everything happens in a temporary data folder; nothing of the user's is touched.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

IT_DIC = Path("/usr/share/hunspell/it_IT.dic")
LETTERS = "AAAAAEEEEEIIIIIOOOOOUUBCCDFGGHLLMMNNNPPRRRSSSTTTVZ"

OPEN = """
import os, sys, time, json
sys.path.insert(0, {root!r})
def rss():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0
from figs_td.core.lexicon import open_index
import dawg  # the library is loaded by the program anyway; measure the list itself
before = rss()
t = time.perf_counter()
lex = open_index({meta!r})
elapsed = time.perf_counter() - t
after = rss()
words = [w.strip() for w in open({sample!r})]
n = 0
t = time.perf_counter()
for _ in range(5):
    for w in words:
        n += w in lex
lookup = (time.perf_counter() - t) / (5 * len(words))
print(json.dumps({{"open_ms": elapsed * 1000, "extra_mb": after - before, "lookup_us": lookup * 1e6,
                  "hits": n}}))
"""


def synthetic_list(path: Path, n: int = 1_000_000) -> None:
    rng = random.Random(6)
    seen: set[str] = set()
    while len(seen) < n:
        seen.add("".join(rng.choice(LETTERS) for _ in range(rng.randint(2, 15))))
    path.write_text("\n".join(sorted(seen)) + "\n", encoding="utf-8")


def measure_open(meta: Path, sample: Path) -> dict[str, float]:
    import json

    code = OPEN.format(root=str(ROOT), meta=str(meta), sample=str(sample))
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    return json.loads(out)  # type: ignore[no-any-return]


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["FIGS_TD_DATA"] = str(Path(tmp) / "data")
        from figs_td.services import lexicons

        src = Path(tmp) / "million.txt"
        synthetic_list(src)
        t = time.perf_counter()
        res = lexicons.import_lexicon(src, "milione")
        plain_s = time.perf_counter() - t
        print(f"import plain list: {res.info.words} words in {plain_s:.2f} s (target ≤ 5 s)")
        sample = Path(tmp) / "sample.txt"
        words = src.read_text().split()
        rng = random.Random(1)
        probe = rng.sample(words, 50_000) + [w + "Q" for w in rng.sample(words, 50_000)]
        sample.write_text("\n".join(probe) + "\n")
        meta = lexicons.lexicon_dir() / "milione.json"
        index = lexicons.lexicon_dir() / res.info.index_file
        m = measure_open(meta, sample)
        print(
            f"open index (1 M words, {index.stat().st_size / 2**20:.2f} MiB): "
            f"{m['open_ms']:.1f} ms, +{m['extra_mb']:.1f} MB RSS (targets ≤ 50 ms, ≤ 30 MB); "
            f"lookup {m['lookup_us']:.2f} µs (target ≤ 5 µs)"
        )
        if not IT_DIC.is_file():
            print("hunspell-it not installed: Hunspell import not measured")
            return
        for strict in (False, True):
            t = time.perf_counter()
            res = lexicons.import_lexicon(IT_DIC, f"it-{strict}", strict=strict)
            took = time.perf_counter() - t
            label = "strict" if strict else "full"
            print(
                f"import hunspell-it ({label}): {res.info.words} words in {took:.2f} s "
                f"(target ≤ 15 s)"
            )
            meta = lexicons.lexicon_dir() / f"it-{str(strict).lower()}.json"
            index = lexicons.lexicon_dir() / res.info.index_file
            m = measure_open(meta, sample)
            print(
                f"open index ({label}, {index.stat().st_size / 2**20:.2f} MiB): "
                f"{m['open_ms']:.1f} ms, +{m['extra_mb']:.1f} MB RSS; "
                f"lookup {m['lookup_us']:.2f} µs"
            )
        try:
            import resource

            peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            print(f"peak RSS of this run (all imports above): {peak:.0f} MB")
        except ImportError:  # not on Windows
            pass
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
        print(f"(load average during the run: {load:.1f} on {os.cpu_count()} cores)")


if __name__ == "__main__":
    main()
