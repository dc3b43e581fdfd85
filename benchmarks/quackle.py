"""The top move against Quackle's, CPU per position (issue 36 §3; one command:
``.venv/bin/python benchmarks/quackle.py --quackle-driver EXE [--positions 300]``).

For each generated position it times, in CPU of the search alone (the word lists already in
memory on both sides):

- ours: ``top_moves`` (the top) and ``top_and_others`` (what ``duplicate top`` calls: the tops
  and the next five moves), each with ``time.process_time`` around the call — by the compiled
  search (``figs_td/core/_movegen.c``) when it is built, by the pure-Python one with
  ``FIGS_TD_PURE_PYTHON=1`` (the first line printed says which);
- Quackle's generator on the same board and rack, as the driver reports it (below): its top
  (``kibitz(1)``, equity = score) and its full list (every move recorded, filtered and sorted);

then prints, per number of jollies on the rack (0 / 1 / 2), the **median of the per-position
CPU ratio** ours ÷ Quackle's top, for both our paths (and, for information, against Quackle's
full list), and in how many positions the top scores agree. Target: ≤ 5× for each.

**Quackle.** Quackle is not on the package registries this project installs from, and its
code is not part of this repository: the benchmark talks to an external *driver* program given
with ``--quackle-driver`` (built by whoever runs the comparison, against Quackle's libraries;
with Debian's ``cmake``, ``g++`` and ``qtbase5-dev``). Without it the benchmark says it is
skipped. The driver's line protocol:

- ``EXE board BOARD`` reads a board file (15 rows of 15 cells ``LW``: letter and word
  multiplier; the benchmark writes ours, which is Quackle's standard 15 × 15 board, not the
  13 × 17 one its library defaults to) and prints the board Quackle then holds, in the same form,
  then ``bingo 50 rack 7``; the benchmark checks them against ours.
- ``EXE dawg ALPHABET WORDS OUT`` builds Quackle's DAWG (the full Italian list does not fit
  Quackle's GADDAG, whose 24-bit pointers overflow: Quackle then searches with the DAWG) from a
  word list, one word a line, in the alphabet file the benchmark writes (letters, values and
  counts of ``figs_td.core.game.tiles``; J K W X Y worth 0, none in the bag: only a jolly plays them;
  2 blanks).
- ``EXE run ALPHABET DAWG BOARD`` prints ``ready``, then reads one position a line — the rack
  (``?`` = jolly) then the moves played, tab-separated, each ``row col h|v WORD`` (0-based, the
  whole word) — and answers a line per position: ``top kibitz_top count cpu_top_ns cpu_list_ns
  cpu_cross_ns`` (the top score of ``kibitz(1)``, the top of the full list, the number of moves in
  it, the CPU of the top search, of the full list, and of computing the cross-checks, which are
  not in the first two: Quackle keeps them up to date move by move, we compute them at each
  call). CPU is ``clock_gettime(CLOCK_PROCESS_CPUTIME_ID)`` around each call.

The word list is the stand-in (the strict expansion of hunspell-it, as ``figs-td lexicon
standin`` builds it, proper names left out). The alphabet, the word list and the DAWG are kept in
``--cache`` (default: a ``figs-td-bench/quackle`` folder in the user's cache), named by the
list's checksum. The positions: seeded games of top moves (our generator) without jollies on the
board, a position after each move, the rack drawn from what is left plus 0, 1 or 2 jollies
(position *i* gets *i* mod 3).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

IT_DIC = Path("/usr/share/hunspell/it_IT.dic")
OTHERS = 5  # the alternatives ``duplicate top`` shows by default (``--others``)


def alphabet_text() -> str:
    """Quackle's alphabet file for the Italian set: letter, blank text, value, count, vowel."""
    from figs_td.core.game.tiles import JOLLY_COUNT, JOLLY_LETTERS, TILE_SET

    lines = ["# Italian (figs-td): letter, as a blank, value, count in the bag, vowel"]
    for letter in sorted(JOLLY_LETTERS):
        count, value = TILE_SET.get(letter, (0, 0))
        vowel = 1 if letter in "AEIOU" else 0
        lines.append(f"{letter}\t{letter.lower()}\t{value}\t{count}\t{vowel}")
    lines.append(f"blank\t0\t{JOLLY_COUNT}")
    return "\n".join(lines) + "\n"


def board_rows() -> list[str]:
    from figs_td.core.game.board import premium_at

    rows = []
    for r in range(15):
        cells = []
        for c in range(15):
            p = premium_at(r, c)
            cells.append(f"{p.letter_multiplier}{p.word_multiplier}" if p else "11")
        rows.append(" ".join(cells))
    return rows


def prepare(driver: str, cache: Path) -> tuple[Path, Path, object]:
    """The alphabet, the DAWG and our graph, built once per list into ``cache``."""
    from figs_td.core.lexicon.sources import load_hunspell
    from figs_td.core.movegen.graph import WordGraph, load_graph, save_graph

    words = load_hunspell(IT_DIC, strict=True, proper_names=False)
    text = "\n".join(words) + "\n"
    sha = hashlib.sha256(text.encode()).hexdigest()[:16]
    cache.mkdir(parents=True, exist_ok=True)
    alphabet = cache / "italian.quackle_alphabet"
    alphabet.write_text(alphabet_text(), encoding="utf-8")
    dawg = cache / f"standin-{sha}.dawg"
    moves = cache / f"standin-{sha}.moves"
    if not dawg.is_file():
        listing = cache / f"standin-{sha}.txt"
        listing.write_text(text, encoding="ascii")
        t = time.perf_counter()
        out = subprocess.run(
            [driver, "dawg", str(alphabet), str(listing), str(dawg)],
            capture_output=True,
            text=True,
            check=False,
        )
        print(f"DAWG di Quackle: {out.stdout.strip()} ({time.perf_counter() - t:.0f} s)")
        if out.returncode != 0 or not dawg.is_file():
            raise SystemExit(f"DAWG non costruito: {out.stderr.strip()}")
        listing.unlink()
    if not moves.is_file():
        save_graph(WordGraph.build(words), moves)
    print(f"lessico sostitutivo: {len(words):,} parole (sha {sha})")
    return alphabet, dawg, load_graph(moves)


def positions(graph: object, count: int, seed: int) -> list[tuple[object, str, list]]:
    """``count`` (board, rack, moves played) from seeded games of top moves."""
    from figs_td.core.game.board import Board
    from figs_td.core.game.tiles import TILE_SET
    from figs_td.core.movegen.generator import top_moves

    rng = random.Random(seed)
    out: list[tuple[object, str, list]] = []
    while len(out) < count:
        bag = [letter for letter, (n, _) in TILE_SET.items() for _ in range(n)]
        rng.shuffle(bag)
        board = Board()
        played: list = []
        rack: list[str] = []
        for _ in range(14):
            if len(out) >= count:
                break
            while len(rack) < 7 and bag:
                rack.append(bag.pop())
            best = top_moves(board, "".join(rack), graph)  # type: ignore[arg-type]
            if not best:
                break
            move = best[0]
            board.play(move.move)
            played.append(move)
            for ch in move.tiles:
                rack.remove(ch)
            jollies = len(out) % 3
            left = bag + rack
            if len(left) < 7 - jollies:
                break
            sample = "".join(rng.sample(left, 7 - jollies)) + "?" * jollies
            out.append((board.copy(), sample, list(played)))
    return out


def line_of(rack: str, played: list) -> str:
    parts = [rack]
    for m in played:
        d = "h" if m.direction.value == "across" else "v"
        parts.append(f"{m.row} {m.col} {d} {m.word}")
    return "\t".join(parts)


def cpu(fn, *args):  # noqa: ANN001, ANN201
    t = time.process_time()
    out = fn(*args)
    return time.process_time() - t, out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quackle-driver", default=None, help="the driver program (see above)")
    ap.add_argument("--positions", type=int, default=300)
    ap.add_argument("--seed", type=int, default=36)
    ap.add_argument("--cache", type=Path, default=None)
    args = ap.parse_args()
    if not args.quackle_driver or not Path(args.quackle_driver).is_file():
        print("Quackle: nessun driver indicato (--quackle-driver): confronto saltato")
        return 0
    if not IT_DIC.is_file():
        print("hunspell-it non installato: confronto saltato")
        return 0
    cache = args.cache or Path(
        os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache", "figs-td-bench", "quackle"
    )
    from figs_td.core.movegen import generator as movegen

    cache.mkdir(parents=True, exist_ok=True)
    board_file = cache / "board.txt"
    board_file.write_text("\n".join(board_rows()) + "\n", encoding="ascii")
    out = subprocess.run(
        [args.quackle_driver, "board", str(board_file)], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    same = out[:15] == board_rows() and out[15].split() == ["bingo", "50", "rack", "7"]
    print(f"plancia di Quackle uguale alla nostra (premi, bonus 50, leggio 7): {same}")
    if not same:
        return 1

    alphabet, dawg, graph = prepare(args.quackle_driver, cache)
    compiled = getattr(movegen, "compiled_search", lambda: False)()
    print(f"la nostra ricerca: {'compilata (_movegen)' if compiled else 'Python'}")
    t = time.perf_counter()
    cases = positions(graph, args.positions, args.seed)
    print(f"{len(cases)} posizioni generate in {time.perf_counter() - t:.0f} s")

    proc = subprocess.Popen(
        [args.quackle_driver, "run", str(alphabet), str(dawg), str(board_file)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdin is not None and proc.stdout is not None
    if proc.stdout.readline().strip() != "ready":
        raise SystemExit("il driver di Quackle non è partito")
    dup = getattr(movegen, "top_and_others", None)
    rows: dict[int, list[tuple[float, ...]]] = {0: [], 1: [], 2: []}
    agree = {0: 0, 1: 0, 2: 0}
    for board, rack, played in cases:
        proc.stdin.write(line_of(rack, played) + "\n")
        proc.stdin.flush()
        q_top, q_list_top, _count, q_ns, q_list_ns, q_cross_ns = map(
            int, proc.stdout.readline().split()
        )
        t_top, top = cpu(movegen.top_moves, board, rack, graph)
        if dup is not None:
            t_dup, (dtops, _others) = cpu(dup, board, rack, graph, OTHERS)
        else:  # before issue 36: the full list, then its top and the next five
            t_dup, every = cpu(movegen.generate, board, rack, graph)
            dtops = movegen.tops(every)
        ours = top[0].score if top else 0
        dscore = dtops[0].score if dtops else 0
        j = rack.count("?")
        if ours == q_top == q_list_top == dscore:
            agree[j] += 1
        else:
            print(f"  DIFFERENZA: {rack} noi {ours}/{dscore}, Quackle {q_top}/{q_list_top}")
        q, ql, qc = q_ns / 1e9, q_list_ns / 1e9, q_cross_ns / 1e9
        rows[j].append((t_top / q, t_dup / q, t_top / ql, t_dup / ql, t_top, t_dup, q, ql, qc))
    proc.stdin.close()
    proc.wait()

    print("mediane per numero di jolly (rapporto CPU noi ÷ Quackle, posizione per posizione):")
    ok = True
    for j, data in rows.items():
        if not data:
            continue
        med = [statistics.median(col) for col in zip(*data, strict=True)]
        within = med[0] <= 5 and med[1] <= 5
        ok = ok and within and agree[j] == len(data)
        print(
            f"  {j} jolly ({len(data)} posizioni, top uguali {agree[j]}/{len(data)}): "
            f"top_moves ×{med[0]:.1f}, duplicate top ×{med[1]:.1f} "
            f"[contro la lista intera di Quackle: ×{med[2]:.1f} / ×{med[3]:.1f}] — "
            f"mediane noi {med[4] * 1000:.1f} / {med[5] * 1000:.1f} ms, Quackle top "
            f"{med[6] * 1000:.2f} ms, lista {med[7] * 1000:.2f} ms, incroci "
            f"{med[8] * 1000:.2f} ms — obiettivo ≤ 5×: {'ok' if within else 'FUORI'}"
        )
    total = sum(agree.values())
    print(f"top uguali: {total}/{len(cases)}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
