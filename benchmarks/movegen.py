"""Move-generator benchmark (one command: ``.venv/bin/python benchmarks/movegen.py``).

Targets (issue 18), on the 2-million-form stand-in (strict hunspell-it), a mid-game position:
a 7-tile rack without jolly ≤ 50 ms, with one jolly ≤ 200 ms, with two ≤ 1 s (acceptance 4×).
Also printed: the graph's build time, size on disk, load time and memory.

The top (issue 29): p95 CPU of ``top_moves`` (pruned by score bound with a jolly, the full
list's top without) over many racks on several positions, ≤ 200 ms with one jolly and ≤ 1,000 ms with two; beside it, in the same run on the same
racks, the full list then its top (``tops(generate(...))``, what the top cost before) and the ratio;
then the worst racks known (``ACEST??`` …). ``--quick``: fewer racks.

The position is reached by a seeded game of top moves (8 moves, about 50 tiles on the board);
each timing is the median of several racks drawn from what is left. Nothing of the user's is
touched (a temporary folder).
"""

from __future__ import annotations

import gc
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

IT_DIC = Path("/usr/share/hunspell/it_IT.dic")


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def midgame(graph: object, seed: int = 7):  # noqa: ANN201
    from figs_td.core.game.board import Board
    from figs_td.core.game.tiles import TILE_SET
    from figs_td.core.movegen.generator import generate

    rng = random.Random(seed)
    bag = [letter for letter, (n, _) in TILE_SET.items() for _ in range(n)]
    rng.shuffle(bag)
    board = Board()
    rack: list[str] = []
    for _ in range(8):
        while len(rack) < 7:
            rack.append(bag.pop())
        moves = generate(board, "".join(rack), graph)  # type: ignore[arg-type]
        if not moves:
            rack = []
            continue
        board.play(moves[0].move)
        for ch in moves[0].tiles:
            rack.remove(ch)
    return board, bag, rng


def cpu_ms(fn, *args):  # noqa: ANN001, ANN201
    c = time.process_time()
    out = fn(*args)
    return (time.process_time() - c) * 1000, out


def p95(values: list[float]) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]


WORST_RACKS = ("ACEST??", "AEIRST?", "EIOSR??", "CASTORE")


def top_rows(graph: object, racks_per_position: int) -> bool:
    """p95 CPU of the top against the full list's top, same racks, same run."""
    from figs_td.core.movegen.generator import generate, top_moves, tops

    positions = [midgame(graph, seed) for seed in (7, 11, 23)]
    print(
        f"la mossa migliore (top), {len(positions)} posizioni × {racks_per_position} leggii "
        "per numero di jolly, CPU:"
    )
    ok = True
    for jollies, target in ((0, 50), (1, 200), (2, 1000)):
        ours, full, moves = [], [], []
        for board, bag, rng in positions:
            for _ in range(racks_per_position):
                rack = "".join(rng.sample(bag, 7 - jollies)) + "?" * jollies
                t1, top = cpu_ms(top_moves, board, rack, graph)
                t2, every = cpu_ms(generate, board, rack, graph)
                if top != tops(every):
                    print(f"  DIFFERENZA sul leggio {rack}")
                    ok = False
                ours.append(t1)
                full.append(t2)
                moves.append(len(every))
        a, b = p95(ours), p95(full)
        verdict = "ok" if a <= target else "FUORI"
        ok = ok and a <= target
        print(
            f"  {jollies} jolly: top p95 {a:.0f} ms (mediana {statistics.median(ours):.0f}) — "
            f"lista intera poi top p95 {b:.0f} ms (mediana {statistics.median(full):.0f}) — "
            f"×{b / a:.1f} più veloce; mosse fino a {max(moves):,}; "
            f"obiettivo p95 ≤ {target} ms: {verdict}"
        )
    print("  leggii peggiori noti (per posizione: top / lista intera, ms CPU):")
    for rack in WORST_RACKS:
        cells = []
        for board, _bag, _rng in positions:
            t1, _ = cpu_ms(top_moves, board, rack, graph)
            t2, every = cpu_ms(generate, board, rack, graph)
            cells.append(f"{t1:.0f} / {t2:.0f} ({len(every):,} mosse)")
        print(f"    {rack}: " + "; ".join(cells))
    return ok


def main() -> int:
    if not IT_DIC.is_file():
        print("hunspell-it non installato: benchmark saltato")
        return 0
    from figs_td.core.lexicon.sources import load_hunspell
    from figs_td.core.movegen.generator import generate
    from figs_td.core.movegen.graph import WordGraph, load_graph, save_graph

    with tempfile.TemporaryDirectory() as tmp:
        words = load_hunspell(IT_DIC, strict=True)
        print(f"lessico sostitutivo: {len(words):,} parole")
        t = time.perf_counter()
        graph = WordGraph.build(words)
        build = time.perf_counter() - t
        path = Path(tmp) / "standin.moves"
        size = save_graph(graph, path)
        print(
            f"costruzione del grafo: {build:.1f} s — {graph.states:,} stati, "
            f"{graph.edge_count:,} archi; su disco {size / 2**20:.2f} MiB"
        )
        del graph, words
        gc.collect()
        before = rss_mb()
        t = time.perf_counter()
        graph = load_graph(path)
        load = time.perf_counter() - t
        print(
            f"apertura: {load * 1000:.0f} ms, memoria +{rss_mb() - before:.0f} MB "
            f"(processo {rss_mb():.0f} MB)"
        )
        board, bag, rng = midgame(graph)
        print(f"posizione di metà partita: {board.tile_count} tessere sulla plancia")
        letters = [ch for ch in bag]
        targets = ((0, 50), (1, 200), (2, 1000))
        ok = True
        for jollies, target in targets:
            times, cpu, counts = [], [], []
            for _ in range(7):
                rack = rng.sample(letters, 7 - jollies) + ["?"] * jollies
                t, c = time.perf_counter(), time.process_time()
                moves = generate(board, "".join(rack), graph)
                times.append((time.perf_counter() - t) * 1000)
                cpu.append((time.process_time() - c) * 1000)
                counts.append(len(moves))
            med = statistics.median(times)
            verdict = "ok" if med <= target else ("entro 4×" if med <= 4 * target else "LENTO")
            ok = ok and med <= 4 * target
            print(
                f"leggio di 7 con {jollies} jolly: mediana {med:.0f} ms (max {max(times):.0f}; "
                f"CPU {statistics.median(cpu):.0f} ms), "
                f"{int(statistics.median(counts)):,} mosse — obiettivo {target} ms: {verdict}"
            )
        ok = top_rows(graph, 4 if "--quick" in sys.argv else 12) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
