"""``figs-td pair FILE`` as a whole process, 3,000 players (issue 29): beside a minimal python +
sqlite3 script doing the same work, measured in the same run, alternately.

The file: an italo-svizzero tournament of 3,000 players, rounds 1..5 paired and played; each run
pairs round 6 on a fresh copy (copied outside the timed part). The minimal script reads the
players, the games and the tournament's system from the file, pairs with ``figs_td.core`` (same
system, same seed), writes the round and its games in one transaction (``BEGIN IMMEDIATE``,
``synchronous = FULL``: fsync, as ours) and prints the tables. Ours does that and what the
product must do besides: the version checks, the audit entry, the pairing metadata, the backup
copy before pairing (online backup, ``quick_check``, fsync, rename), the path guard.

Run: ``.venv/bin/python benchmarks/pair_process.py`` (about a minute). Printed per side: median
wall time, median CPU time (user + system of the child) and median peak memory (``ru_maxrss`` of
the child), then the ratios and the targets (≤ 2× time, ≤ 2× memory). ``--also DIR``: the same
command from another source tree (e.g. the main branch, for a before/after) as a third column.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PLAYERS = 3000
PLAYED = 5
SEED = 6
RUNS = 7
TIME_TARGET = 2.0
MEMORY_TARGET = 2.0

MINIMAL_SCRIPT = """
import sqlite3, sys
from datetime import UTC, datetime
from figs_td.core.model import Game, GameKind, Player, System, TournamentState
from figs_td.core.pairing import PairingOptions, find_system

db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("PRAGMA synchronous = FULL")
db.execute("BEGIN IMMEDIATE")
players = [
    Player(i, f"{s} {g}".strip(), rating=r, club=c or "", seq=q)
    for i, q, s, g, c, r in db.execute(
        "SELECT id, seq, surname, given_name, club, rating FROM player ORDER BY seq, id")
]
kinds = {k.value: k for k in GameKind}
games = [
    Game(r, t, a, b, x, y, kinds[k])
    for r, t, a, b, x, y, k in db.execute(
        "SELECT round, table_no, first_id, second_id, score_first, score_second, kind FROM game "
        "ORDER BY round, table_no IS NULL, table_no, id")
]
system, planned = db.execute("SELECT system, planned_rounds FROM tournament").fetchone()
state = TournamentState(players=players, games=games, system=System(system), planned_rounds=planned)
n = max((g.round for g in games), default=0) + 1
rp = find_system(system).pair(state, n, PairingOptions(seed=int(sys.argv[2])))
new = rp.to_games()
at = datetime.now(UTC).isoformat()
db.execute("INSERT INTO round (number, paired_at, pairing_meta) VALUES (?, ?, '{}')", (n, at))
db.executemany(
    "INSERT INTO game (round, table_no, first_id, second_id, kind, version, updated_at) "
    "VALUES (?, ?, ?, ?, ?, 1, ?)",
    [(n, g.table, g.first, g.second, g.kind.value, at) for g in new],
)
db.execute("COMMIT")
names = {p.id: p.name for p in players}
for g in new:
    if g.second is None:
        print("Riposo:", names[g.first])
    else:
        print(f"{g.table:>4}  {names[g.first]} -  {names[g.second]}")
"""


def process_env(work: Path) -> dict[str, str]:
    """``services_speed.process_env`` (compiled modules cached in the run's folder), not
    imported: this process stays small, because on Linux a child's ``ru_maxrss`` starts from
    its parent's resident size at the fork (the file is built by a child, ``--build``)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONPYCACHEPREFIX=str(work / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def build_file(path: Path) -> None:
    """3,000 players, rounds 1..PLAYED paired (through the services) and played."""
    sys.path.insert(0, str(ROOT))
    from figs_td.services.pairing.rounds import pair_next_round
    from figs_td.services.tournament import create_tournament
    from figs_td.store import NewPlayer

    rng = random.Random(15)
    store = create_tournament(path, "Velocità", "italo-svizzero", rounds=PLAYED + 3)
    with store.transaction() as tx:
        tx.players.add_many(
            [
                NewPlayer(f"Cognome{i:04d}", f"Nome{i}", rating=1000 + i % 900)
                for i in range(PLAYERS)
            ]
        )
    for r in range(1, PLAYED + 1):
        pair_next_round(store, seed=r)
        with store.transaction() as tx:
            for g in tx.rounds.games(r):
                if g.second is not None and g.table is not None:
                    tx.rounds.set_result(r, g.table, rng.randint(250, 550), rng.randint(250, 550))
    store.close()
    for b in path.parent.glob(f"{path.stem}.backup-*"):
        b.unlink()


def measure(
    args: list[str], env: dict[str, str], out: Path, cwd: Path = ROOT
) -> tuple[float, float, float]:
    """Wall seconds, CPU seconds (user + system) and peak MiB of one process (``python -m``
    imports from ``cwd`` first)."""
    with out.open("wb") as sink:
        t0 = time.perf_counter()
        proc = subprocess.Popen(args, stdout=sink, stderr=subprocess.STDOUT, cwd=cwd, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{args[:4]} non riuscito ({proc.returncode}):\n{out.read_text()[:2000]}")
    # ru_maxrss: KiB on Linux, bytes on macOS.
    peak = usage.ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024)
    return wall, usage.ru_utime + usage.ru_stime, peak


def backup_copy_ms(path: Path) -> float:
    """Median milliseconds of the backup copy taken before pairing (online backup,
    ``quick_check``, fsync, rename) of ``path``, alone, in this process."""
    sys.path.insert(0, str(ROOT))
    from figs_td.store.lite_pair import open_lite_pair

    store = open_lite_pair(path)
    assert store is not None
    times = []
    try:
        for _ in range(5):
            t0 = time.perf_counter()
            with store.transaction() as _tx:
                store._start_backup().finish("misura", round_no=None)
            times.append(time.perf_counter() - t0)
    finally:
        store.close()
    return statistics.median(times) * 1000


def round_games(path: Path, number: int) -> list[tuple[int | None, int, int | None]]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(
            "SELECT table_no, first_id, second_id FROM game WHERE round = ? "
            "ORDER BY table_no IS NULL, table_no",
            (number,),
        ).fetchall()
    finally:
        conn.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--also", metavar="DIR", default=None, help="another source tree")
    parser.add_argument("--runs", type=int, default=RUNS, help="runs counted per side")
    parser.add_argument("--build", metavar="FILE", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.build:
        build_file(Path(args.build))
        return 0
    with tempfile.TemporaryDirectory(prefix="figs-pair-") as tmp:
        work = Path(tmp)
        template = work / "modello" / "torneo.figs"
        template.parent.mkdir()
        env = process_env(work)
        subprocess.run([sys.executable, __file__, "--build", str(template)], env=env, check=True)
        sides: dict[str, tuple[list[str], dict[str, str], Path]] = {
            "figs-td pair": (
                [sys.executable, "-m", "figs_td", "pair", "F", "--seed", str(SEED)],
                env,
                ROOT,
            ),
            "python + sqlite3": ([sys.executable, "-c", MINIMAL_SCRIPT, "F", str(SEED)], env, ROOT),
        }
        if args.also:
            tree = Path(args.also).resolve()
            other = dict(env, PYTHONPATH=str(tree))
            sides[f"pair da {args.also}"] = (sides["figs-td pair"][0], other, tree)
        figures: dict[str, list[tuple[float, float, float]]] = {name: [] for name in sides}
        last: dict[str, Path] = {}
        for i in range(args.runs + 1):  # run 0: the module caches warm, not counted
            for k, (name, (command, e, cwd)) in enumerate(sides.items()):
                copy = work / f"run{i}-{k}" / "torneo.figs"
                copy.parent.mkdir()
                shutil.copyfile(template, copy)
                fig = measure(
                    [copy.as_posix() if a == "F" else a for a in command], e, work / "out", cwd
                )
                if i:
                    figures[name].append(fig)
                last[name] = copy
        ours, base = last["figs-td pair"], last["python + sqlite3"]
        same = round_games(ours, PLAYED + 1) == round_games(base, PLAYED + 1)
        backups = len(list(ours.parent.glob("torneo.backup-*-pair-r6.figs")))
        copy_ms = backup_copy_ms(template)  # last: the children's peaks are already measured
    load = os.getloadavg()
    players = f"{PLAYERS:,}".replace(",", ".")
    print(
        f"figs-td pair, {players} giocatori, turno {PLAYED + 1} (processo intero, mediana di "
        f"{args.runs}; carico {load[0]:.1f} {load[1]:.1f} {load[2]:.1f})"
    )
    medians = {
        name: tuple(statistics.median(f[j] for f in runs) for j in range(3))
        for name, runs in figures.items()
    }
    for name, (wall, cpu, peak) in medians.items():
        print(
            f"  {name:<28} {wall * 1000:7.0f} ms  CPU {cpu * 1000:7.0f} ms  picco {peak:6.1f} MiB"
        )
    wall, cpu, peak = medians["figs-td pair"]
    bwall, bcpu, bpeak = medians["python + sqlite3"]
    ok = max(wall / bwall, cpu / bcpu) <= TIME_TARGET and peak / bpeak <= MEMORY_TARGET
    print(
        f"  rapporto: tempo ×{wall / bwall:.2f} (CPU ×{cpu / bcpu:.2f}), memoria ×{peak / bpeak:.2f}"
        f"  (obiettivo ≤ {TIME_TARGET:g}× tempo, ≤ {MEMORY_TARGET:g}× memoria) "
        f"{'ok' if ok else 'TROPPO LENTO'}"
    )
    print(f"  di cui la copia di sicurezza (in un thread, durante l'abbinamento): {copy_ms:.0f} ms")
    print(f"  stesse partite del turno {PLAYED + 1} sui due lati: {'sì' if same else 'NO'}; "
          f"copia di sicurezza prima del turno: {'sì' if backups == 1 else 'NO'}")  # fmt: skip
    return 0 if ok and same and backups == 1 else 1


if __name__ == "__main__":
    sys.exit(main())
