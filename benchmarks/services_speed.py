"""The services at the speed of the core (issue 19): each measure beside a minimal implementation
of the same work, measured in the same run, with the ratio and the target.

Run: ``.venv/bin/python benchmarks/services_speed.py`` (about a minute; ``--quick`` skips the
full rounds of 1,000 and 3,000 players, ``--turno`` runs only them). The minimal implementations are deliberately bare (sqlite3, a loop,
openpyxl/reportlab without styles): they say how far the program is from the cost of the work
itself on this machine, whatever the load of the moment.
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
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from figs_td.core.model import Game, Player, TournamentState  # noqa: E402

FAILED: list[str] = []


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:7.1f} ms"


def row(
    label: str,
    ours: float,
    minimal: float,
    target: float,
    extra: str = "",
    *,
    ratio: float | None = None,
) -> None:
    """One measure: ours, the minimal implementation's, the ratio and the target (a time and,
    when given, a ratio: ok only within both)."""
    ok = ours <= target and (ratio is None or ours <= ratio * minimal)
    if not ok:
        FAILED.append(label)
    goal = f"≤ {target * 1000:.0f} ms" + ("" if ratio is None else f", ≤ ×{ratio:.1f}")
    print(
        f"{label:<46} {_ms(ours)}  minimo {_ms(minimal)}  ×{ours / minimal:5.2f}  "
        f"(obiettivo {goal}) {'ok' if ok else 'TROPPO LENTO'}{extra}",
        flush=True,
    )


def best(fn: Callable[[], object], repeat: int = 7) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def process_env(work: Path) -> dict[str, str]:
    """The environment of the measured processes: compiled modules cached, as in an installed
    program (pip and the installer ship them compiled), whatever ``PYTHONDONTWRITEBYTECODE``
    says; the cache goes to the run's temporary folder, not beside the sources."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(work / "pycache")
    return env


def median_run(
    args: list[str] | Callable[[int], list[str]],
    repeat: int = 7,
    env: dict[str, str] | None = None,
) -> float:
    """Median wall time of the process ``args`` (or ``args(i)`` for the i-th run), after one
    run not counted (``args(repeat)``: the module cache warm, as after the first use)."""
    times = []
    for i in range(repeat + 1):
        run = args((i + repeat) % (repeat + 1)) if callable(args) else args
        t0 = time.perf_counter()
        subprocess.run(run, capture_output=True, check=True, cwd=ROOT, env=env)
        if i:
            times.append(time.perf_counter() - t0)
    return statistics.median(times)


#: Runs a command and prints its wall time, CPU time and peak memory. The command is started
#: from this small process rather than from the benchmark: a child's ``ru_maxrss`` counts the
#: memory of the process it was started from (the benchmark holds ~90 MiB), so it would report
#: that instead of its own peak.
_MEASURE = """
import os, sys, time
out = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
t0 = time.perf_counter()
pid = os.posix_spawn(sys.argv[2], sys.argv[2:], os.environ,
                     file_actions=[(os.POSIX_SPAWN_DUP2, out, 1), (os.POSIX_SPAWN_DUP2, out, 2)])
_, status, usage = os.wait4(pid, 0)
wall = time.perf_counter() - t0
print(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, os.waitstatus_to_exitcode(status))
"""


def _measured(args: list[str], env: dict[str, str] | None) -> tuple[float, float, int]:
    """Wall time, CPU time (user + system) and peak memory (KiB) of the process ``args``, its
    output in a file (a pipe could fill before the process ends). Where ``posix_spawn`` or
    ``wait4`` is missing (Windows): the wall time only, CPU and memory 0."""
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "out"
        if not (hasattr(os, "posix_spawn") and hasattr(os, "wait4")):
            t0 = time.perf_counter()
            with log.open("wb") as out:
                code = subprocess.run(args, stdout=out, stderr=out, cwd=ROOT, env=env).returncode
            wall, cpu, peak = time.perf_counter() - t0, 0.0, 0
        else:
            report = subprocess.run(
                [sys.executable, "-S", "-c", _MEASURE, str(log), *args],
                capture_output=True,
                text=True,
                check=True,
                cwd=ROOT,
                env=env,
            ).stdout.split()
            wall, cpu, peak, code = (
                float(report[0]),
                float(report[1]),
                int(report[2]),
                int(report[3]),
            )
        if code:
            raise RuntimeError(f"{args[:4]}… → {code}: {log.read_bytes()[-2000:]!r}")
    return wall, cpu, peak


def alternating(
    ours: Callable[[int], list[str]],
    minimal: Callable[[int], list[str]],
    repeat: int = 9,
    env: dict[str, str] | None = None,
) -> tuple[tuple[float, float, int], tuple[float, float, int]]:
    """Our process and the minimal one run alternately ``repeat`` times each, after one
    uncounted run of each (compiled modules cached); the medians of wall time, CPU time and
    peak memory of each side."""
    runs: tuple[list[tuple[float, float, int]], list[tuple[float, float, int]]] = ([], [])
    for i in range(repeat + 1):
        for side, args in enumerate((ours, minimal)):
            measured = _measured(args((i + repeat) % (repeat + 1)), env)
            if i:
                runs[side].append(measured)
    medians = tuple(
        (
            statistics.median(r[0] for r in side),
            statistics.median(r[1] for r in side),
            int(statistics.median(r[2] for r in side)),
        )
        for side in runs
    )
    return medians  # type: ignore[return-value]


def process_row(
    label: str,
    ours: tuple[float, float, int],
    minimal: tuple[float, float, int],
    target: float,
    ratio: float,
) -> None:
    """A process row: wall times and their ratio against the targets, then CPU and memory."""
    row(
        label,
        ours[0],
        minimal[0],
        target,
        f"\n{'':<46} CPU {_ms(ours[1])}  minimo {_ms(minimal[1])}  ×{ours[1] / max(minimal[1], 1e-9):5.2f}; "
        f"memoria di picco {ours[2] / 1024:.1f} MiB, minimo {minimal[2] / 1024:.1f} MiB",
        ratio=ratio,
    )


# ---------------------------------------------------------------------------------------------
# Minimal implementations (FIGS chain: points 2/1/0, Buchholz minus lowest, spread, scored)


def minimal_standings(games: list[tuple[int, int, int, int]]) -> list[tuple[int, int]]:
    """(rank, player) from (first, second, score_first, score_second) of played games."""
    return [(row[0], row[1]) for row in minimal_table(games)]


def minimal_table(games: list[tuple[int, int, int, int]]) -> list[tuple[int, ...]]:
    """The rows of the standings: (rank, player, wins, points, Buchholz minus lowest, spread,
    scored, games); FIGS chain: points 2/1/0, Buchholz minus the lowest, spread, scored."""
    tp: dict[int, int] = {}
    won: dict[int, int] = {}
    sp: dict[int, int] = {}
    pf: dict[int, int] = {}
    opp: dict[int, list[int]] = {}
    for a, b, x, y in games:
        for p in (a, b):
            if p not in tp:
                tp[p] = won[p] = sp[p] = pf[p] = 0
                opp[p] = []
        if x > y:
            tp[a] += 2
            won[a] += 1
        elif x < y:
            tp[b] += 2
            won[b] += 1
        else:
            tp[a] += 1
            tp[b] += 1
        sp[a] += x - y
        sp[b] += y - x
        pf[a] += x
        pf[b] += y
        opp[a].append(b)
        opp[b].append(a)
    keys = []
    for p, os_ in opp.items():
        o = [tp[q] for q in os_]
        keys.append(((-tp[p], -(sum(o) - min(o)), -sp[p], -pf[p]), p))
    keys.sort()
    return [
        (i, p, won[p], tp[p], -k[1], sp[p], pf[p], len(opp[p])) for i, (k, p) in enumerate(keys, 1)
    ]


# The same work as `figs-td result` / `figs-td standings` on the thin path, written bare on
# sqlite3: the same pragmas (synchronous=FULL), the same checks on opening (quick_check, the
# file's application and schema version, WAL mode, the tournament row), for a result one
# BEGIN IMMEDIATE transaction reading the game, the guarded UPDATE on its version, the audit
# row with the old and new content in JSON and the actor (user@host), the two names, COMMIT
# (fsync) and the PASSIVE checkpoint; for the standings one read transaction, the games and
# names, the FIGS chain and the printed table. It imports nothing of figs_td nor of this module.
MINIMAL_SCRIPT = """
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], timeout=5.0)
db.isolation_level = None
db.execute("PRAGMA busy_timeout = 5000")
db.execute("PRAGMA foreign_keys = ON")
db.execute("PRAGMA synchronous = FULL")
assert db.execute("PRAGMA quick_check").fetchall() == [("ok",)]
meta = dict(db.execute("SELECT key, value FROM figs_meta WHERE key IN ('app', 'schema_version')"))
assert meta["app"] == "figs-td" and int(meta["schema_version"]) >= 1
assert db.execute("PRAGMA journal_mode").fetchone()[0].lower() == "wal"
assert db.execute("SELECT 1 FROM tournament WHERE id = 1").fetchone()
if sys.argv[2] == "result":
    import datetime, json, os
    x, y, table = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
    at = datetime.datetime.now(datetime.timezone.utc).isoformat()
    actor = "cli:" + (os.environ.get("USER") or "?") + "@" + os.uname().nodename
    db.execute("BEGIN IMMEDIATE")
    gid, a, b, sf, ss, version = db.execute(
        "SELECT id, first_id, second_id, score_first, score_second, version FROM game "
        "WHERE round = ? AND table_no = ?", (15, table)).fetchone()
    assert sf is None and ss is None
    cur = db.execute("UPDATE game SET score_first = ?, score_second = ?, kind = 'normal', "
                     "version = version + 1, updated_at = ? WHERE id = ? AND version = ?",
                     (x, y, at, gid, version))
    assert cur.rowcount == 1
    new = json.dumps({{"kind": "normal", "score_first": x, "score_second": y, "time_loss": None}},
                     separators=(",", ":"))
    db.execute("INSERT INTO audit (at, actor, action, entity, entity_key, old, new) "
               "VALUES (?, ?, 'result.enter', 'games', ?, NULL, ?)", (at, actor, f"15/{{table}}", new))
    names = dict(db.execute("SELECT id, surname || ' ' || given_name FROM player "
                            "WHERE id IN (?, ?)", (a, b)))
    db.execute("COMMIT")
    db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
    print(f"turno 15, tavolo {{table}}: {{names[a]}} {{x}} - {{y}} {{names[b]}} — inserito")
else:
{table}
    db.execute("BEGIN")
    games = db.execute("SELECT first_id, second_id, score_first, score_second FROM game "
                       "WHERE second_id IS NOT NULL AND score_first IS NOT NULL").fetchall()
    names = dict(db.execute("SELECT id, surname || ' ' || given_name FROM player"))
    db.execute("ROLLBACK")
    print("Pos.  Giocatore            Vitt.  Punti  Buchholz   Diff.   Fatti  Part.")
    for rank, p, won, tp, bh, sp, pf, n in minimal_table(games):
        print(f"{{rank:4d}}  {{names[p]:<20}} {{won:5d}} {{tp:6d}} {{bh:9d}} {{sp:+7d}} {{pf:7d}} {{n:6d}}")
"""


def minimal_script() -> str:
    """:data:`MINIMAL_SCRIPT` with :func:`minimal_table` written into it."""
    import inspect
    import textwrap

    return MINIMAL_SCRIPT.format(table=textwrap.indent(inspect.getsource(minimal_table), "    "))


# ---------------------------------------------------------------------------------------------
# Rows


def random_state(n: int, rounds: int, seed: int = 7) -> TournamentState:
    rng = random.Random(seed)
    ps = [Player(i, f"G{i}", rating=rng.randint(1000, 2100), seq=i) for i in range(1, n + 1)]
    state = TournamentState(players=ps, planned_rounds=rounds)
    for r in range(1, rounds + 1):
        ids = [p.id for p in ps]
        rng.shuffle(ids)
        for t in range(n // 2):
            a, b = ids[2 * t], ids[2 * t + 1]
            state.games.append(Game(r, t + 1, a, b, rng.randint(250, 550), rng.randint(250, 550)))
    return state


def bench_core_standings() -> None:
    from figs_td.core.standings.table import compute_standings

    state = random_state(1000, 15)
    plain = [(g.first, g.second, g.score_first, g.score_second) for g in state.games]
    ours = best(lambda: compute_standings(state), 15)
    minimal = best(lambda: minimal_standings(plain), 15)  # type: ignore[arg-type]
    row("classifica 1.000 × 15 turni (core)", ours, minimal, 0.010)


def build_file(path: Path, n: int = 1000, rounds: int = 15) -> None:
    """A tournament of ``n`` players: ``rounds - 1`` rounds played, the last paired, no results."""
    from figs_td.services.tournament import create_tournament
    from figs_td.store import NewPlayer

    rng = random.Random(15)
    store = create_tournament(path, "Velocità", "italo-svizzero", rounds=rounds)
    with store.transaction() as tx:
        new = [NewPlayer(f"Cognome{i:04d}", f"Nome{i}", rating=1000 + i % 900) for i in range(n)]
        ids = [r.id for r in tx.players.add_many(new)]
    for rnd in range(1, rounds + 1):
        order = ids[:]
        rng.shuffle(order)
        played = rnd < rounds
        games = [
            Game(rnd, t + 1, order[2 * t], order[2 * t + 1],
                 rng.randint(250, 550) if played else None,
                 rng.randint(250, 550) if played else None)
            for t in range(n // 2)
        ]  # fmt: skip
        with store.transaction() as tx:
            tx.rounds.save_round(rnd, games)
    store.close()


def bench_result_then_standings(work: Path, path: Path) -> None:
    from figs_td.services.results import enter_result
    from figs_td.services.standings import standings
    from figs_td.services.tournament import open_tournament

    rng = random.Random(3)
    store = open_tournament(path)
    ours = []
    for table in range(1, 61):
        t0 = time.perf_counter()
        enter_result(store, 15, table, rng.randint(250, 550), rng.randint(250, 550))
        standings(store)
        ours.append(time.perf_counter() - t0)
    store.close()
    copy = work / "minimo.figs"
    shutil.copy(path, copy)
    db = sqlite3.connect(copy)
    mins = []
    for table in range(61, 121):
        t0 = time.perf_counter()
        with db:
            db.execute(
                "UPDATE game SET score_first=?, score_second=?, version=version+1 "
                "WHERE round=? AND table_no=?",
                (rng.randint(250, 550), rng.randint(250, 550), 15, table),
            )
        games = db.execute(
            "SELECT first_id, second_id, score_first, score_second FROM game "
            "WHERE second_id IS NOT NULL AND score_first IS NOT NULL AND round < 15"
        ).fetchall()
        minimal_standings(games)
        mins.append(time.perf_counter() - t0)
    db.close()
    ours.sort()
    p95 = ours[int(0.95 * len(ours))]
    row(
        "un risultato, poi la classifica (servizi)",
        statistics.median(ours),
        statistics.median(mins),
        0.020,
        f"  95° perc. {p95 * 1000:.0f} ms (obiettivo ≤ 40)",
    )
    if p95 > 0.040:
        FAILED.append("un risultato, poi la classifica (95° perc.)")


def ratio_row(
    label: str,
    ours: float,
    minimal: float,
    target: float,
    cpu: tuple[float, float],
    extra: str = "",
) -> None:
    """A row whose target is a ratio to its baseline measured in the same run (``cpu``: the
    medians of the process CPU time of both sides, threads included)."""
    ratio = ours / minimal
    ok = ratio <= target
    if not ok:
        FAILED.append(label)
    print(
        f"{label:<46} {_ms(ours)}  minimo {_ms(minimal)}  ×{ratio:4.2f}  "
        f"CPU {cpu[0] * 1000:.1f} / {cpu[1] * 1000:.1f} ms ×{cpu[0] / cpu[1]:4.2f}  "
        f"(obiettivo ≤ {target}×) {'ok' if ok else 'TROPPO LENTO'}{extra}",
        flush=True,
    )


#: The parts of a full round, timed in a pass of their own (each function wrapped with a timer:
#: the measured pass runs without them). (label, module, class or None, attribute); an
#: indented label is inside the one above it.
FULL_ROUND_PARTS = (
    ("turno letto prima (lettura)", "figs_td.services.pairing.rounds", None, "last_round"),
    ("avvio della copia (thread)", "figs_td.store.store", "Store", "_start_backup"),
    ("opzioni e impostazioni", "figs_td.services.pairing.rounds", None, "pairing_options"),
    ("abbinamento del core", "figs_td.core.pairing.swiss_system", "SwissSystem", "pair"),
    ("salvataggio del turno", "figs_td.store.facades.rounds", "RoundsFacade", "save_round"),
    ("  voce del registro", "figs_td.store.facades.audit", "AuditFacade", "record"),
    ("vista (TableView)", "figs_td.services.pairing.next_round", None, "_view"),
    ("attesa della copia", "figs_td.store._backup", "BackupInProgress", "wait"),
    ("commit (fsync)", "sqlalchemy.orm", "Session", "commit"),
    ("checkpoint del WAL (fsync)", "figs_td.store.store", "Store", "_checkpoint_after_commit"),
    ("[thread] copia + quick_check", "figs_td.store._backup", None, "write_checked_copy"),
)


@contextmanager
def timed_parts(
    parts: Sequence[tuple[str, str, str | None, str]],
) -> Iterator[dict[str, tuple[float, float]]]:
    """While the block runs, the functions of ``parts`` add their wall time and the CPU time of
    the thread that runs them to the dict given (label → (wall, CPU)); put back after."""
    import importlib

    spent: dict[str, tuple[float, float]] = {}
    undo = []
    for label, module, cls, name in parts:
        owner = importlib.import_module(module)
        if cls is not None:
            owner = getattr(owner, cls)
        original = getattr(owner, name, None)
        if original is None:  # not in this version of the program (a run on an older tree)
            continue

        def timed(*a: object, _f: Callable[..., object] = original, _k: str = label,
                  **kw: object) -> object:  # fmt: skip
            t0, c0 = time.perf_counter(), time.thread_time()
            try:
                return _f(*a, **kw)
            finally:
                wall, cpu = spent.get(_k, (0.0, 0.0))
                spent[_k] = (
                    wall + time.perf_counter() - t0,
                    cpu + time.thread_time() - c0,
                )

        setattr(owner, name, timed)
        undo.append((owner, name, original))
    try:
        yield spent
    finally:
        for owner, name, original in reversed(undo):
            setattr(owner, name, original)


def _full_round_store(path: Path, players: int) -> object:
    from figs_td.services.tournament import create_tournament
    from figs_td.store import NewPlayer

    store = create_tournament(path, "Turno", "italo-svizzero", rounds=8)
    with store.transaction() as tx:
        tx.players.add_many(
            [
                NewPlayer(f"Cognome{i:04d}", f"Nome{i}", rating=1000 + i % 900)
                for i in range(players)
            ]
        )
    return store


def _enter_results(store: Any, rnd: int, rng: random.Random) -> None:
    with store.transaction() as tx:
        for g in tx.rounds.games(rnd):
            if g.second is not None and g.table is not None:
                tx.rounds.set_result(rnd, g.table, rng.randint(250, 550), rng.randint(250, 550))


def _bare_copy(path: Path) -> None:
    """A checked copy of the committed state of ``path`` beside it, taken while the caller holds
    the write lock: the file's bytes when a ``PASSIVE`` checkpoint folds every frame (its
    header switched to a rollback journal), otherwise the online backup; ``quick_check``,
    fsync, rename, folder fsync."""
    tmp = path.with_name(path.name + ".copia")
    src = sqlite3.connect(path)
    busy, frames, folded = src.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
    if not busy and frames >= 0 and folded == frames:
        shutil.copyfile(path, tmp)
        with open(tmp, "r+b") as f:
            f.seek(18)
            f.write(b"\x01\x01")
        dst = sqlite3.connect(tmp)
    else:
        dst = sqlite3.connect(tmp)
        dst.execute("PRAGMA synchronous = OFF")
        src.backup(dst)
        dst.execute("PRAGMA journal_mode = DELETE")
    ok = dst.execute("PRAGMA quick_check").fetchall() == [("ok",)]
    dst.close()
    src.close()
    if not ok:
        raise RuntimeError("copia non valida")
    fd = os.open(tmp, os.O_RDONLY)
    os.fsync(fd)
    os.close(fd)
    os.replace(tmp, path.with_name(path.name + ".backup"))
    fd = os.open(path.parent, os.O_RDONLY)
    os.fsync(fd)
    os.close(fd)


def minimal_full_round(path: Path, state: Any, rnd: int) -> dict[str, float]:
    """The same durable work as a full round, bare, done the same way: on ``path`` (the file as
    it was before the round), ``BEGIN IMMEDIATE``; the checked copy of the committed state
    (:func:`_bare_copy`) in a thread while the core pairs ``state``; the round's row with its
    metadata as JSON, its games in one ``executemany``, one audit row; the copy waited for;
    ``COMMIT`` (``synchronous = FULL``); the WAL checkpoint. Returns the wall time of each
    step (``copia``: the thread's)."""
    import json
    import threading

    from figs_td.core.pairing import PairingOptions, find_system
    from figs_td.services._gc import without_gc_passes

    steps: dict[str, float] = {}
    t0 = time.perf_counter()
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA synchronous = FULL")
    db.execute("PRAGMA foreign_keys = ON")
    db.execute("BEGIN IMMEDIATE")

    def copy() -> None:
        c0 = time.perf_counter()
        _bare_copy(path)
        steps["copia"] = time.perf_counter() - c0

    thread = threading.Thread(target=copy)
    thread.start()
    t1 = time.perf_counter()
    with without_gc_passes():
        rp = find_system("italo-svizzero").pair(state, rnd, PairingOptions(seed=1))
    t2 = time.perf_counter()
    at = "2026-11-26T00:00:00.000000+00:00"
    tables = {
        str(t.table): {"first_reason": t.first_reason, "label": t.label, "reason": t.reason,
                       "rematch": t.rematch}
        for t in rp.tables
    }  # fmt: skip
    meta = {"seed": rp.seed, "system": rp.system, "notes": list(rp.notes), "tables": tables}
    db.execute(
        "INSERT INTO round (number, paired_at, pairing_meta) VALUES (?, ?, ?)",
        (rnd, at, json.dumps(meta, ensure_ascii=False, sort_keys=True, separators=(",", ":"))),
    )
    games = rp.to_games()
    db.executemany(
        "INSERT INTO game (round, table_no, first_id, second_id, score_first, score_second, "
        "kind, time_loss, version, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, 1, ?)",
        [(rnd, g.table, g.first, g.second, None, None, g.kind.value, at) for g in games],
    )
    trail = {"meta": {k: v for k, v in meta.items() if k != "tables"},
             "games": [[g.table, g.first, g.second, g.kind.value] for g in games]}  # fmt: skip
    db.execute(
        "INSERT INTO audit (at, actor, action, entity, entity_key, new) VALUES (?, ?, ?, ?, ?, ?)",
        (at, "", "round.pair", "rounds", str(rnd),
         json.dumps(trail, ensure_ascii=False, sort_keys=True, separators=(",", ":"))),
    )  # fmt: skip
    t3 = time.perf_counter()
    thread.join()
    t4 = time.perf_counter()
    db.execute("COMMIT")
    db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
    db.close()
    t5 = time.perf_counter()
    steps.update(
        apertura=t1 - t0, core=t2 - t1, scritture=t3 - t2, attesa=t4 - t3, commit=t5 - t4,
        totale=t5 - t0,
    )  # fmt: skip
    return steps


def bench_full_round(work: Path, players: int, rounds: int) -> None:
    """Rounds 1..``rounds`` of an italo-svizzero of ``players``, each paired by the services
    (``pair_next_round`` on a SQLite file: backup copy, save, audit, view, commit with fsync)
    and, on the same state just before and just after, by the core alone; both with the cyclic
    collector paused (as the service pairs). Then the same rounds again on a new file with the
    parts timed."""
    from figs_td.core.pairing import PairingOptions, find_system
    from figs_td.services._gc import without_gc_passes
    from figs_td.services.pairing.rounds import pair_next_round
    from figs_td.services.tournament import load_state

    system = find_system("italo-svizzero")

    def core_alone(state: Any, rnd: int) -> tuple[float, float]:
        c0, t0 = time.process_time(), time.perf_counter()
        with without_gc_passes():
            system.pair(state, rnd, PairingOptions(seed=1))
        return time.perf_counter() - t0, time.process_time() - c0

    rng = random.Random(5)
    path = work / f"turno-{players}.figs"
    store: Any = _full_round_store(path, players)
    ours, cores, ours_cpu, cores_cpu = [], [], [], []
    bare: list[dict[str, float]] = []
    for rnd in range(1, rounds + 1):
        state = load_state(store)
        # The file as it is before the round, for the bare same work (a copy: not timed).
        with sqlite3.connect(path) as src, sqlite3.connect(work / "uguale.figs") as dst:
            src.backup(dst)
        dst.close()
        src.close()
        before = core_alone(state, rnd)
        bare.append(minimal_full_round(work / "uguale.figs", state, rnd))
        c0, t0 = time.process_time(), time.perf_counter()
        pair_next_round(store, seed=1)
        ours.append(time.perf_counter() - t0)
        ours_cpu.append(time.process_time() - c0)
        after = core_alone(state, rnd)
        cores.append((before[0] + after[0]) / 2)
        cores_cpu.append((before[1] + after[1]) / 2)
        _enter_results(store, rnd, rng)
    # The copy taken during each pairing (part of the round above), alone on the same file.
    copies = []
    for _ in range(5):
        t0 = time.perf_counter()
        store.backup("misura")
        copies.append(time.perf_counter() - t0)
    store.close()
    label = f"turno intero {players:,} giocatori (servizi)".replace(",", ".")
    ratio_row(
        label,
        statistics.median(ours),
        statistics.median(cores),
        1.5,
        (statistics.median(ours_cpu), statistics.median(cores_cpu)),
        f"  turni 1–{rounds}, peggiore {max(ours) * 1000:.0f} ms; minimo = abbinamento del core "
        f"sullo stesso stato; copia di sicurezza da sola {statistics.median(copies) * 1000:.0f} ms",
    )
    same = statistics.median(b["totale"] for b in bare)
    shown = ", ".join(
        f"{k} {statistics.median(b[k] for b in bare) * 1000:.1f}"
        for k in ("apertura", "core", "scritture", "attesa", "commit", "copia")
    )
    print(
        f"    lo stesso lavoro, nudo (sqlite3 + core, copia in un thread): "
        f"{same * 1000:.1f} ms — noi ×{statistics.median(ours) / same:4.2f} ({shown} ms)",
        flush=True,
    )
    # Where the time goes: the same rounds on a new file, the parts timed (median per round).
    rng = random.Random(5)
    store = _full_round_store(work / f"parti-{players}.figs", players)
    per_part: dict[str, list[tuple[float, float]]] = {label: [] for label, *_ in FULL_ROUND_PARTS}
    totals = []
    for rnd in range(1, rounds + 1):
        with timed_parts(FULL_ROUND_PARTS) as spent:
            t0, c0 = time.perf_counter(), time.thread_time()
            pair_next_round(store, seed=1)
            totals.append((time.perf_counter() - t0, time.thread_time() - c0))
        for part, values in per_part.items():
            values.append(spent.get(part, (0.0, 0.0)))
        _enter_results(store, rnd, rng)
    store.close()
    wall = statistics.median(t[0] for t in totals)
    cpu = statistics.median(t[1] for t in totals)
    print(
        f"    le parti (mediana per turno, ms, tempo / CPU del thread; il turno {wall * 1000:.1f}"
        f" / {cpu * 1000:.1f}):",
        flush=True,
    )
    outside = [wall, cpu]
    for part, values in per_part.items():
        spent = [statistics.median(v[0] for v in values), statistics.median(v[1] for v in values)]
        if not part.startswith((" ", "[")):
            outside = [outside[0] - spent[0], outside[1] - spent[1]]
        print(f"      {part:<34} {spent[0] * 1000:6.1f} / {spent[1] * 1000:5.1f}", flush=True)
    print(
        f"      {'il resto (transazione, letture…)':<34} {outside[0] * 1000:6.1f} / "
        f"{outside[1] * 1000:5.1f}",
        flush=True,
    )


def installed_python(work: Path) -> tuple[str, str]:
    """An interpreter started as an installed figs-td is: a virtual environment made for the
    run (no pip) whose ``site`` adds two plain paths — this tree and the packages of the
    running environment — by a ``.pth`` line each. Plain path lines are not scanned for
    ``.pth`` files of their own, so the editable install's finder (``pathlib``, ``re``,
    ``urllib.parse``… at every start) is not loaded, as after ``pip install`` or the
    installer; ``site`` itself runs as usual. Both sides of the installed rows use it. Beside
    it, the ``figs-td`` command as pip writes it for ``[project.scripts]`` (the wrapper that
    imports ``re`` and calls ``figs_td.cli.main``; ``python -m`` would add ``runpy`` and
    ``importlib.util``, which an installed figs-td does not run). Returns (python, script)."""
    import site
    import venv

    home = work / "installato"
    venv.EnvBuilder(with_pip=False, symlinks=os.name != "nt").create(home)
    python = home / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    packages = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    ours = [p for p in site.getsitepackages() if Path(p).is_dir()]
    Path(packages, "figs_td_banco.pth").write_text(
        "\n".join([str(ROOT), *ours]) + "\n", encoding="utf-8"
    )
    script = home / "figs-td"
    script.write_text(_CONSOLE_SCRIPT, encoding="utf-8")
    return str(python), str(script)


#: What pip writes as the ``figs-td`` command (``[project.scripts] figs-td = figs_td.cli:main``).
_CONSOLE_SCRIPT = """# -*- coding: utf-8 -*-
import re
import sys
from figs_td.cli import main
if __name__ == '__main__':
    sys.argv[0] = re.sub(r'(-script\\.pyw|\\.exe)?$', '', sys.argv[0])
    sys.exit(main())
"""


def bench_processes(work: Path, path: Path) -> None:
    env = process_env(work)
    settings = [("", sys.executable, [sys.executable, "-m", "figs_td"], env)]
    if sys.prefix != sys.base_prefix:  # a development venv: measure the installed start too
        installed = dict(env)
        installed.pop("PYTHONPATH", None)  # the tree is on the installed side's path already
        python, script = installed_python(work)
        settings.append((", installato", python, [python, script], installed))
    for n, (setting, python, figs, env) in enumerate(settings):
        process_rows(work, path, python, figs, env, setting, n)


def process_rows(
    work: Path,
    path: Path,
    python: str,
    figs: list[str],
    env: dict[str, str],
    setting: str,
    n: int,
) -> None:
    """The whole-process rows: ``figs`` (our command) beside the minimal script run by
    ``python`` (``setting`` names the setting in the labels)."""
    ours = median_run([*figs, "--version"], env=env)
    minimal = median_run([python, "-c", "pass"], env=env)
    row(f"figs-td --version (processo{setting})", ours, minimal, 0.060)
    copy = work / f"processi{n}.figs"
    shutil.copy(path, copy)
    script = minimal_script()
    # Each run enters the result of another table of the round being played (a real write with
    # its audit entry; a table with a result would be a refused correction without --force;
    # tables 1–120 were entered by the row above): ours 201–216, the minimal script 301–316,
    # each setting on its own copy of the file.
    # The two sides alternate, one process each in turn, 15 each (issue 29: ≤ 2× each; the
    # fsync of a result waits longer on a machine busy with other writes: the median absorbs it).
    result = alternating(
        lambda i: [*figs, "result", str(copy), "--round", "15", "--table", str(201 + i),
                   "--score", f"{400 + i}-300"],
        lambda i: [python, "-c", script, str(copy), "result", str(400 + i), "300",
                   str(301 + i)],
        15,
        env,
    )  # fmt: skip
    process_row(f"figs-td result FILE (processo, 1.000 gioc.{setting})", *result, 0.200, 2.0)
    standings = alternating(
        lambda _i: [*figs, "standings", str(copy)],
        lambda _i: [python, "-c", script, str(copy), "standings"],
        15,
        env,
    )
    process_row(f"figs-td standings FILE (processo, 1.000 gioc.{setting})", *standings, 0.250, 2.0)


def _standings_sheet() -> tuple[object, object, list[list[object]]]:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from reports import HEADER, field  # type: ignore[import-not-found]

    from figs_td.reports import prepare

    state = field(500, 15)
    data = prepare.standings_data(state, HEADER)
    from figs_td.reports.documents import standings_sheet

    sheet = standings_sheet(data)
    return state, data, [[c.label for c in sheet.columns], *sheet.rows]


def minimal_xlsx(rows: list[list[object]], path: Path) -> None:
    from openpyxl import Workbook

    wb = Workbook()
    ws = wb.active
    for r in rows:
        ws.append([str(v) if v is not None and not isinstance(v, int) else v for v in r])
    wb.save(str(path))


def minimal_pdf(rows: list[list[object]], path: Path) -> None:
    """The same rows as a bare reportlab table: 14 pt in the program's embedded font (names are
    Unicode), a grid, the header row repeated; no page header, page numbers nor chart."""
    from reportlab.lib.pagesizes import A4
    from reportlab.platypus import SimpleDocTemplate, Table, TableStyle

    from figs_td.reports.fonts import register_fonts

    regular, _ = register_fonts()
    text = [["" if v is None else str(v) for v in r] for r in rows]
    table = Table(text, repeatRows=1)
    table.setStyle(
        TableStyle(
            [
                ("GRID", (0, 0), (-1, -1), 0.5, "black"),
                ("FONT", (0, 0), (-1, -1), regular, 14, 17),
            ]
        )
    )
    SimpleDocTemplate(str(path), pagesize=A4).build([table])


def bench_reports(work: Path) -> None:
    from figs_td.reports import documents, prepare
    from figs_td.reports.fonts import register_fonts

    register_fonts()
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from reports import HEADER  # type: ignore[import-not-found]

    state, _, rows = _standings_sheet()

    def ours(ext: str) -> Callable[[], object]:
        return lambda: documents.standings(
            prepare.standings_data(state, HEADER),  # type: ignore[arg-type]
            work / f"classifica.{ext}",
        )

    x = best(ours("xlsx"), 5)
    xm = best(lambda: minimal_xlsx(rows, work / "minimo.xlsx"), 5)
    row("classifica XLSX, 500 righe (con l'andamento)", x, xm, 0.120)
    p = best(ours("pdf"), 3)
    pm = best(lambda: minimal_pdf(rows, work / "minimo.pdf"), 3)
    row("classifica PDF, 500 righe (con il grafico)", p, pm, 0.300)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="senza i turni interi")
    parser.add_argument("--turno", action="store_true", help="solo i turni interi")
    args = parser.parse_args()
    print("misura | noi | implementazione minima dello stesso lavoro | rapporto | obiettivo")
    with tempfile.TemporaryDirectory(prefix="figs-speed-") as tmp:
        work = Path(tmp)
        if not args.turno:
            bench_core_standings()
            bench_reports(work)
            path = work / "mille.figs"
            build_file(path)
            bench_result_then_standings(work, path)
            bench_processes(work, path)
        if not args.quick:
            bench_full_round(work, 1000, 6)
            bench_full_round(work, 3000, 5)
    if FAILED:
        print(f"\nfuori obiettivo: {'; '.join(FAILED)}")
    return 1 if FAILED else 0


if __name__ == "__main__":
    sys.exit(main())
