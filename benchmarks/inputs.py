"""How fast hostile inputs are refused, and how much memory that takes.

Run: ``.venv/bin/python benchmarks/inputs.py``. Each case runs ``figs-td`` in a child process
(start-up included) and prints the wall time and the child's peak memory. Targets: every refusal in
well under a second of work (start-up is ~0.3 s of each figure) and under 100 MB; the largest
legal Hunspell expansion (the total-forms bound) is measured too.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests" / "cli"))

from hostile_files import (  # noqa: E402
    hunspell_bomb,
    hunspell_wide,
    xlsx_bomb,
    xlsx_declared_huge,
    xlsx_far_row,
    xlsx_sheet_bomb,
)


def _run(argv: list[str], cwd: Path) -> tuple[float, float, int]:
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:  # child: becomes figs-td
        os.chdir(cwd)
        fd = os.open(os.devnull, os.O_WRONLY)
        os.dup2(fd, 1)
        os.dup2(fd, 2)
        os.execv(sys.executable, [sys.executable, "-m", "figs_td", *argv])
    _pid, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - start
    return wall, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        os.environ["FIGS_TD_DATA"] = str(d / "data")
        subprocess.run(
            [sys.executable, "-m", "figs_td", "new", str(d / "t.figs"), "--name", "B",
             "--system", "girone"],
            check=True, capture_output=True,
        )  # fmt: skip
        files = {
            "huge.xlsx": xlsx_declared_huge(),
            "row.xlsx": xlsx_far_row(),
            "bomb.xlsx": xlsx_bomb(400),
            "sheet.xlsx": xlsx_sheet_bomb(60),
            "big.csv": b"nome\n" + b"a" * 10_000_000 + b"\n",
            "deep.json": b"[" * 500_000 + b"]" * 500_000,
            "long.txt": b"casa\n" + b"a" * 60_000 + b"\n",
        }
        aff, dic = hunspell_bomb()
        files["b.aff"], files["b.dic"] = aff, dic
        aff, dic = hunspell_wide(roots=2000, per_root=90_000)
        files["w.aff"], files["w.dic"] = aff, dic
        for name, data in files.items():
            (d / name).write_bytes(data)
        cases = [
            ("XLSX A1:XFD1048576 (1.5 KB)", ["players", "import", "t.figs", "huge.xlsx"]),
            ("XLSX cella alla riga 1.048.576", ["players", "import", "t.figs", "row.xlsx"]),
            ("XLSX zip bomb (400 MB)", ["players", "import", "t.figs", "bomb.xlsx"]),
            ("XLSX foglio compresso 60 MB", ["players", "import", "t.figs", "sheet.xlsx"]),
            ("CSV campo di 10 MB", ["players", "import", "t.figs", "big.csv"]),
            ("JSON annidato 500.000 livelli", ["scoresheet", "deep.json"]),
            ("lessico, riga di 60.000 lettere", ["lexicon", "import", "long.txt", "--name", "l"]),
            ("Hunspell 10⁹ forme per radice", ["lexicon", "import", "b.dic", "--name", "b"]),
            ("Hunspell 180 milioni di forme", ["lexicon", "import", "w.dic", "--name", "w"]),
            ("(avvio: figs-td --version)", ["--version"]),
        ]
        from figs_td.services.imports import ImportFileError, parse_players

        print("rifiuto dentro il processo (senza avvio):")
        for name in ("huge.xlsx", "row.xlsx", "bomb.xlsx", "sheet.xlsx", "big.csv"):
            start = time.perf_counter()
            try:
                parse_players(d / name)
            except ImportFileError:
                pass
            print(f"  {name:<34} {1000 * (time.perf_counter() - start):>7.1f} ms")
        print(f"{'caso':<36} {'tempo':>8} {'memoria':>10}  uscita")
        for label, argv in cases:
            wall, mb, code = _run(argv, d)
            print(f"{label:<36} {wall:>7.2f}s {mb:>8.0f} MB  {code}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
