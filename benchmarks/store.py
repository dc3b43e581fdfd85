"""Store benchmarks: XLSX import, result entry, opening a big tournament. Prints figures.

    .venv/bin/python benchmarks/store.py [--dir DIR]

Targets (issue 3, 2-core machine): import of 1,000 players from XLSX ≤ 2 s; 500 results entered
one by one through the store ≤ 2 s (≤ 4 ms each); opening a 1,000-player, 15-round tournament
file ≤ 0.5 s. Issue 12: a checked copy of that file ≤ 1 s; the WAL checkpoint after an action
≤ 50 ms. Issue 24: the checkpoint every commit runs ≤ 5 ms per result. The files are written in DIR (default: a temporary folder on the normal disk, so
that the fsync of every committed action is counted).
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _line(label: str, seconds: float, target: float, extra: str = "") -> None:
    ok = "OK" if seconds <= target else "OLTRE"
    print(f"{label:<58} {seconds * 1000:8.1f} ms  (obiettivo ≤ {target * 1000:.0f} ms) {ok}{extra}")


def bench_xlsx_import(work: Path) -> None:
    import openpyxl

    from figs_td.services.players import import_players
    from figs_td.services.tournament import create_tournament

    src = work / "iscritti.xlsx"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.append(["Cognome", "Nome", "Rating", "Circolo", "Tessera"])
    for i in range(1000):
        ws.append(
            [f"Cognome{i:04d}", f"Nome{i}", 1000 + (i * 7) % 900, f"Circolo {i % 40}", f"T{i:05d}"]
        )
    wb.save(src)
    store = create_tournament(work / "import.figs", "Import", "italo-svizzero")
    t0 = time.perf_counter()
    recs = import_players(store, src)
    elapsed = time.perf_counter() - t0
    store.close()
    assert len(recs) == 1000
    _line("import di 1.000 giocatori da XLSX", elapsed, 2.0)


def bench_results(work: Path) -> None:
    from figs_td.core.model import Game
    from figs_td.services.results import enter_result
    from figs_td.services.tournament import create_tournament
    from figs_td.store import NewPlayer

    store = create_tournament(work / "risultati.figs", "Risultati", "italo-svizzero")
    with store.transaction() as tx:
        ids = [r.id for r in tx.players.add_many([NewPlayer(f"G{i:04d}") for i in range(1000)])]
        tx.rounds.save_round(1, [Game(1, t + 1, ids[2 * t], ids[2 * t + 1]) for t in range(500)])
    rng = random.Random(3)
    times = []
    t0 = time.perf_counter()
    for table in range(1, 501):
        a = time.perf_counter()
        enter_result(store, 1, table, rng.randint(250, 550), rng.randint(250, 550), actor="bench")
        times.append(time.perf_counter() - a)
    total = time.perf_counter() - t0
    store.close()
    times.sort()
    _line("500 risultati inseriti uno per uno (totale)", total, 2.0)
    _line(
        "  per risultato (media)",
        statistics.mean(times),
        0.004,
        f"  mediana {statistics.median(times) * 1000:.1f} ms, 95° perc. "
        f"{times[int(0.95 * len(times))] * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms",
    )


def _build_big(path: Path) -> None:
    from figs_td.core.model import Game
    from figs_td.services.tournament import create_tournament
    from figs_td.store import NewPlayer

    rng = random.Random(15)
    store = create_tournament(path, "Grande", "italo-svizzero", rounds=15)
    with store.transaction() as tx:
        ids = [
            r.id
            for r in tx.players.add_many(
                [
                    NewPlayer(f"Cognome{i:04d}", f"Nome{i}", rating=1000 + i % 900)
                    for i in range(1000)
                ]
            )
        ]
    for rnd in range(1, 16):
        order = ids[:]
        rng.shuffle(order)
        games = [
            Game(
                rnd,
                t + 1,
                order[2 * t],
                order[2 * t + 1],
                rng.randint(250, 550),
                rng.randint(250, 550),
            )
            for t in range(500)
        ]
        with store.transaction() as tx:
            tx.rounds.save_round(rnd, games)
    store.close()


OPEN_SNIPPET = """
import sys, time
t0 = time.perf_counter()
from figs_td.services.tournament import load_state, open_tournament
import figs_td.store.facades.rounds, figs_td.store.facades.players, figs_td.store.facades.tournament
t1 = time.perf_counter()
with open_tournament(sys.argv[1]) as store:
    state = load_state(store)
t2 = time.perf_counter()
assert len(state.players) == 1000 and len(state.games) == 7500
print(f"{t1 - t0} {t2 - t1}")
"""


def bench_open(work: Path) -> None:
    from figs_td.services.tournament import load_state, open_tournament

    path = work / "grande.figs"
    _build_big(path)
    runs = []
    for _ in range(5):
        t0 = time.perf_counter()
        with open_tournament(path) as store:
            state = load_state(store)
        runs.append(time.perf_counter() - t0)
    assert len(state.players) == 1000 and len(state.games) == 7500
    _line(
        "apertura di un torneo da 1.000 giocatori e 15 turni",
        statistics.median(runs),
        0.5,
        f"  (mediana di 5; {path.stat().st_size // 1024} KiB)",
    )
    out = subprocess.run(
        [sys.executable, "-c", OPEN_SNIPPET, str(path)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout.split()
    imports, opening = float(out[0]), float(out[1])
    _line("  in un processo nuovo: solo apertura e caricamento", opening, 0.5)
    print(
        f"  in un processo nuovo: import dei moduli (SQLAlchemy/SQLModel) {imports * 1000:8.1f} ms"
    )


def bench_copies(work: Path) -> None:
    """Issue 12: a checked copy (VACUUM INTO + quick_check + rename) of the big tournament, and
    the WAL checkpoint the window runs after each action."""
    from figs_td.services.backups import checkpoint, save_copy
    from figs_td.services.results import enter_result
    from figs_td.store import open_store

    path = work / "grande.figs"
    if not path.exists():
        _build_big(path)
    with open_store(path) as store:
        runs = []
        for i in range(3):
            t0 = time.perf_counter()
            save_copy(store, work / f"copia{i}.figs")
            runs.append(time.perf_counter() - t0)
        _line("copia verificata di un torneo da 1.000 giocatori e 15 turni", min(runs), 1.0)
        t0 = time.perf_counter()
        store.backup("pair", round_no=16)
        _line(
            "  copia di sicurezza prima di abbinare (stessa procedura)",
            time.perf_counter() - t0,
            1.0,
        )
        cps = []
        for t in range(1, 21):
            enter_result(store, 15, t, 400, 300, force=True)
            t0 = time.perf_counter()
            checkpoint(store)
            cps.append(time.perf_counter() - t0)
        _line(
            "checkpoint del WAL dopo un risultato (mediana di 20)",
            statistics.median(cps),
            0.05,
            f"  (max {max(cps) * 1000:.1f} ms)",
        )


def _round_of_500(path: Path) -> None:
    from figs_td.core.model import Game
    from figs_td.services.tournament import create_tournament
    from figs_td.store import NewPlayer

    store = create_tournament(path, "Checkpoint", "italo-svizzero")
    with store.transaction() as tx:
        ids = [r.id for r in tx.players.add_many([NewPlayer(f"G{i:04d}") for i in range(1000)])]
        tx.rounds.save_round(1, [Game(1, t + 1, ids[2 * t], ids[2 * t + 1]) for t in range(500)])
    store.close()


def bench_checkpoint_per_commit(work: Path) -> None:
    """Issue 24: the PASSIVE checkpoint every commit runs (so that a plain copy of the .figs
    alone is complete). A round of 500 results entered one by one, on the full store and on
    the thin path (``figs-td result``), with the checkpoint and with it switched off; the time
    spent inside the checkpoint is measured on its own."""
    from figs_td.services.results import enter_result
    from figs_td.services.tournament import open_tournament
    from figs_td.store import _sqlite

    real = _sqlite.checkpoint_after_commit
    spent: list[float] = []

    def timed(conn, **kw):  # type: ignore[no-untyped-def]
        t0 = time.perf_counter()
        try:
            return real(conn, **kw)
        finally:
            spent.append(time.perf_counter() - t0)

    def off(conn, **kw):  # type: ignore[no-untyped-def]
        return True

    rng = random.Random(24)
    rows = []
    for purpose, label in (("", "archivio completo"), ("result", "percorso leggero")):
        totals: dict[str, float] = {}
        inside: list[float] = []
        # Alternated twice, the faster run of each kept: other work on the machine comes and goes.
        for run, (mode, fn) in enumerate((("senza", off), ("con", timed)) * 2):
            path = work / f"cp-{mode}-{run}-{purpose or 'orm'}.figs"
            _round_of_500(path)
            _sqlite.checkpoint_after_commit = fn  # type: ignore[assignment]
            spent.clear()
            try:
                with open_tournament(path, purpose=purpose) as store:
                    t0 = time.perf_counter()
                    for table in range(1, 501):
                        a, b = rng.randint(250, 550), rng.randint(250, 550)
                        enter_result(store, 1, table, a, b, actor="bench")
                    elapsed = time.perf_counter() - t0
            finally:
                _sqlite.checkpoint_after_commit = real  # type: ignore[assignment]
            if mode not in totals or elapsed < totals[mode]:
                totals[mode] = elapsed
                if mode == "con":
                    inside = sorted(spent)
        extra = totals["con"] - totals["senza"]
        rows.append((label, totals, extra, inside))
    for label, totals, extra, inside in rows:
        print(f"checkpoint dopo ogni salvataggio, {label}:")
        _line(
            "  checkpoint per risultato (mediana)",
            statistics.median(inside),
            0.005,
            f"  media {statistics.mean(inside) * 1000:.2f} ms, 95° perc. "
            f"{inside[int(0.95 * len(inside))] * 1000:.2f} ms, max {inside[-1] * 1000:.1f} ms",
        )
        _line("  checkpoint per turno di 500 risultati (somma)", sum(inside), 1.0)
        print(
            f"  turno di 500 risultati: {totals['senza'] * 1000:.0f} ms senza checkpoint, "
            f"{totals['con'] * 1000:.0f} ms con (differenza {extra * 1000:+.0f} ms, "
            f"{extra / 500 * 1000:+.2f} ms per risultato)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=None, help="cartella di lavoro")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir, prefix="figs-bench-") as tmp:
        work = Path(tmp)
        print(f"figs-td, benchmark del salvataggio (cartella: {work})")
        bench_xlsx_import(work)
        bench_results(work)
        bench_open(work)
        bench_copies(work)
        bench_checkpoint_per_commit(work)


if __name__ == "__main__":
    main()
