"""How fast hostile inputs are refused, and how much memory that takes.

Run: ``.venv/bin/python benchmarks/inputs.py``. Each case runs ``figs-td`` in a child process
(start-up included) and prints the wall time and the child's peak memory. Targets: every refusal in
well under a second of work (start-up is ~0.3 s of each figure) and under 100 MB; the largest
legal Hunspell expansion (the total-forms bound) is measured too.

Issue 35 §2: a 200 MB word list and a 200 MB TSH file (sparse files: no disk used) refused in
< 2 s and < 100 MB as whole processes (they took 96 s and 1.97 GB, minutes and 1.9 GB); word
lists that are not text (PDF, XLSX, random bytes, a ``-wal``, UTF-16) refused as fast.
``--largest`` also imports the largest real list the caps are made for: every form of the
Italian Hunspell dictionary (``/usr/share/hunspell/it_IT.dic``) written as a plain list (45 MB).
"""

from __future__ import annotations

import os
import random
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


def _run(argv: list[str], cwd: Path) -> tuple[float, float, int, float]:
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
    cpu = usage.ru_utime + usage.ru_stime  # the machine's load does not count here
    return wall, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status), cpu


_add = ["lexicon", "import", "buona.txt", "--name", "a", "--add"]


def _issue35_files(d: Path) -> None:
    """The 200 MB files (sparse), a PDF, an XLSX and the ``-wal`` of another tournament."""
    import shutil
    import sqlite3

    import openpyxl
    from reportlab.pdfgen import canvas

    for name, head in (("big.txt", b"casa\n"), ("big.t", b"Rossi Mario 1500 2 3; 400 380\n")):
        with open(d / name, "wb") as f:
            f.write(head)
            f.truncate(200 * 1024 * 1024)
    c = canvas.Canvas(str(d / "a.pdf"))
    c.drawString(100, 700, "casa")
    c.save()
    wb = openpyxl.Workbook()
    wb.active["A1"] = "casa"
    wb.save(d / "a.xlsx")
    tour = d / "altro.figs"
    run = [sys.executable, "-m", "figs_td"]
    subprocess.run([*run, "new", str(tour), "--name", "A", "--system", "girone"], check=True,
                   capture_output=True)  # fmt: skip
    holder = sqlite3.connect(tour)  # holds the -wal while another process writes
    holder.execute("SELECT count(*) FROM sqlite_master").fetchone()
    subprocess.run([*run, "players", "add", str(tour), "Rossi Mario"], check=True,
                   capture_output=True)  # fmt: skip
    shutil.copyfile(str(tour) + "-wal", d / "copia-wal")
    holder.close()


def _largest(path: Path) -> None:
    """Every form of the Italian Hunspell dictionary, one per line (the largest real list)."""
    from figs_td.core.lexicon.hunspell import expand, parse_aff, read_dic

    dic = Path("/usr/share/hunspell/it_IT.dic")
    aff = parse_aff(dic.with_suffix(".aff"))
    forms, _forbidden = expand(aff, list(read_dic(dic, aff)), strict=False, skip_chars="'")
    path.write_text("\n".join(sorted(set(forms))) + "\n", encoding="utf-8")
    print(f"lista reale: {path.stat().st_size / 2**20:.1f} MB")


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
            # 40 words and a 60,000-letter line (within the 5 % of lines a list may drop)
            "long.txt": b"".join(b"cas%c%c\n" % (a, b) for a in b"aeiou" for b in b"abcdefgh")
            + b"a" * 60_000
            + b"\n",
            "utf16.txt": "casa\ncane\nperché\n".encode("utf-16"),
            "random.txt": random.Random(35).randbytes(20_000),
            "buona.txt": b"casa\ncane\nmela\n",
        }
        aff, dic = hunspell_bomb()
        files["b.aff"], files["b.dic"] = aff, dic
        aff, dic = hunspell_wide(roots=2000, per_root=90_000)
        files["w.aff"], files["w.dic"] = aff, dic
        for name, data in files.items():
            (d / name).write_bytes(data)
        # made in a child process: the children measured are forked from this one, and the
        # peak memory of a child counts what it shared with its parent before exec
        subprocess.run([sys.executable, __file__, "--make-files", str(d)], check=True)
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
            ("lessico 200 MB (sparso)", ["lexicon", "import", "big.txt", "--name", "g"]),
            ("lessico 200 MB come --add", [*_add, "big.txt"]),
            ("check --lexicon 200 MB", ["check", "--lexicon", "big.txt", "casa"]),
            ("TSH 200 MB (sparso)", ["import-tsh", "big.t", "nuovo.figs"]),
            ("lessico: un PDF", ["lexicon", "import", "a.pdf", "--name", "p"]),
            ("lessico: un XLSX", ["lexicon", "import", "a.xlsx", "--name", "x"]),
            ("lessico: 20 KB casuali", ["lexicon", "import", "random.txt", "--name", "r"]),
            ("lessico: il -wal di un torneo", ["lexicon", "import", "copia-wal", "--name", "w"]),
            ("lessico: testo UTF-16", ["lexicon", "import", "utf16.txt", "--name", "u"]),
            ("(avvio: figs-td --version)", ["--version"]),
        ]
        if "--largest" in sys.argv:
            cases.append(
                (
                    "lessico reale più grande (45 MB)",
                    ["lexicon", "import", "it.txt", "--name", "it"],
                )
            )
            subprocess.run([sys.executable, __file__, "--make-largest", str(d / "it.txt")],
                           check=True)  # fmt: skip
        from figs_td.services.exchange.tables import ImportFileError, parse_players

        print("rifiuto dentro il processo (senza avvio):")
        for name in ("huge.xlsx", "row.xlsx", "bomb.xlsx", "sheet.xlsx", "big.csv"):
            start = time.perf_counter()
            try:
                parse_players(d / name)
            except ImportFileError:
                pass
            print(f"  {name:<34} {1000 * (time.perf_counter() - start):>7.1f} ms")
        print(f"{'caso':<36} {'tempo':>8} {'CPU':>7} {'memoria':>10}  uscita")
        for label, argv in cases:
            wall, mb, code, cpu = _run(argv, d)
            print(f"{label:<36} {wall:>7.2f}s {cpu:>6.2f}s {mb:>8.0f} MB  {code}")
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--make-files"]:
        _issue35_files(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--make-largest"]:
        _largest(Path(sys.argv[2]))
    else:
        sys.exit(main())
