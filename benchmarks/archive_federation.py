"""The federation's archive at full size (issue 40 §1): nothing holds the desk. Prints figures.

    .venv/bin/python benchmarks/archive_federation.py [--seed 40] [--backend sqlite|postgres|both]
        [--people 5000] [--seasons 10] [--events 200] [--players 60] [--rounds 8] [--pg URL]

Builds a synthetic federation deterministically from the seed (``--people`` members with a
tessera, ``--seasons`` × ``--events`` events of ``--players`` players and ``--rounds`` rounds: by
default 2,000 events and 480,000 games), once: the built SQLite archive is kept in the cache
folder (``--cache``, default the system's temporary folder) and copied for each run. PostgreSQL:
``--pg URL`` or ``FIGS_TEST_PG_URL``; with neither, a throw-away server is started with the
machine's ``initdb``/``pg_ctl`` when they exist (the archive is loaded into it event by event,
a few minutes).

Figures (targets of issue 40 §1, both databases): an event added in the past and a new last one
(≤ 1 s), a merge and an unmerge of a player from the first seasons (≤ 1 s; the re-rating runs
afterwards, its time printed apart), the ranking as of a date in process (≤ 300 ms) and through
the command line (≤ 1 s), the backups kept beside the archive against its size (≤ 2×).
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))


def _line(label: str, seconds: float, target: float | None) -> None:
    goal = "" if target is None else (
        f"  (obiettivo ≤ {target * 1000:.0f} ms) {'OK' if seconds <= target else 'OLTRE'}")
    print(f"  {label:<58} {seconds * 1000:9.1f} ms{goal}", flush=True)


def _events(args: argparse.Namespace) -> list:  # noqa: ANN001
    from archive import synthetic_events  # benchmarks/archive.py: the same generator

    gen = argparse.Namespace(seasons=args.seasons, events=args.events, players=args.players,
                             rounds=args.rounds, pool=args.people)  # fmt: skip
    return list(synthetic_events(gen, random.Random(args.seed)))


def _fill(target: str, events: list) -> None:  # noqa: ANN001
    from figs_td.services import archive as svc

    store = svc.open_archive(target, create=True)
    try:
        t = time.perf_counter()
        for i, ev in enumerate(events, start=1):
            svc.add_event(store, ev, actor="bench")
            if i % 250 == 0:
                print(f"    … {i} eventi ({time.perf_counter() - t:.0f} s)", file=sys.stderr, flush=True)
        svc.catch_up(store, actor="bench")
    finally:
        store.close()


def _sqlite_copy(args: argparse.Namespace, events: list, work: Path) -> str:  # noqa: ANN001
    cache = Path(args.cache) / f"federazione-{args.seed}-{args.people}-{args.seasons}x{args.events}-{args.players}x{args.rounds}.figsa"
    if not cache.exists():
        print(f"  costruzione dell'archivio di prova in {cache} (una volta sola) …", flush=True)
        tmp = cache.with_name(cache.stem + "-parziale.figsa")
        for old in tmp.parent.glob(tmp.stem + "*"):
            old.unlink()
        t = time.perf_counter()
        _fill(str(tmp), events)
        tmp.rename(cache)
        print(f"  costruito in {time.perf_counter() - t:.0f} s", flush=True)
    dest = work / "archivio.figsa"
    shutil.copyfile(cache, dest)
    return str(dest)


def _start_postgres(work: Path) -> tuple[str, callable] | None:  # noqa: ANN001
    initdb, pg_ctl = shutil.which("initdb"), shutil.which("pg_ctl")
    for d in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True):
        initdb, pg_ctl = initdb or str(d / "initdb"), pg_ctl or str(d / "pg_ctl")
    if not initdb or not pg_ctl or os.geteuid() == 0 and not shutil.which("su"):
        return None
    data = work / "pg"
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    as_pg = (lambda cmd: ["su", "postgres", "-s", "/bin/sh", "-c", cmd]) if os.geteuid() == 0 else (lambda cmd: ["sh", "-c", cmd])
    data.mkdir()
    if os.geteuid() == 0:
        shutil.chown(data, "postgres", "postgres")
        shutil.chown(work, "postgres", "postgres")
    subprocess.run(as_pg(f"'{initdb}' -D '{data}' -A trust -U postgres -E UTF8 >/dev/null"), check=True)
    subprocess.run(as_pg(f"'{pg_ctl}' -D '{data}' -o '-p {port} -k {data} -c listen_addresses=127.0.0.1 -c fsync=off' -l '{data}/log' -w start >/dev/null"), check=True)

    def stop() -> None:
        subprocess.run(as_pg(f"'{pg_ctl}' -D '{data}' -m immediate stop >/dev/null 2>&1"), check=False)

    return f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres", stop


def _measure(target: str, label: str, args: argparse.Namespace, events: list, archive_file: Path | None) -> None:  # noqa: ANN001
    from figs_td.services import archive as svc

    print(f"\n{label}", flush=True)
    store = svc.open_archive(target)
    try:
        players = svc.players(store)
        print(f"  archivio: {len(svc.events(store))} eventi, {len(players)} giocatori", flush=True)
        end = max(e.date for e in events)
        # an event in the past (the middle of the archive), under new names
        middle = events[len(events) // 2]
        past = replace(middle, name=middle.name + " (recupero)", source="recupero",
                       date=middle.date + dt.timedelta(days=1),
                       lines=tuple(replace(x, name=x.name + " R", federation_id="")
                                   for x in middle.lines))  # fmt: skip
        t = time.perf_counter()
        svc.add_event(store, past, actor="bench", rerate=False)  # as the command line does
        _line("aggiunta di un evento nel passato", time.perf_counter() - t, 1.0)
        t = time.perf_counter()
        svc.catch_up(store, actor="bench")
        _line("  poi: il rating aggiornato (dopo, senza far aspettare)", time.perf_counter() - t, None)
        last = replace(events[-1], name="Ultimo torneo", source="ultimo", date=end + dt.timedelta(days=7))
        t = time.perf_counter()
        svc.add_event(store, last, actor="bench", rerate=False)
        _line("aggiunta di un nuovo ultimo evento", time.perf_counter() - t, 1.0)
        # a merge of a player from the first seasons: one of the past event's new names
        everyone = svc.players(store)
        first_line = middle.lines[0]
        kept = next(p for p in everyone if p.federation_id == first_line.federation_id)
        b = next(p for p in everyone if p.name == first_line.name + " R")
        t = time.perf_counter()
        svc.merge(store, kept.id, b.id, actor="bench", rerate=False)
        _line("unione di due giocatori (prime stagioni)", time.perf_counter() - t, 1.0)
        t = time.perf_counter()
        svc.catch_up(store, actor="bench")
        _line("  poi: il rating aggiornato", time.perf_counter() - t, None)
        t = time.perf_counter()
        svc.unmerge(store, b.id, actor="bench", rerate=False)
        _line("separazione dei due giocatori", time.perf_counter() - t, 1.0)
        t = time.perf_counter()
        svc.catch_up(store, actor="bench")
        _line("  poi: il rating aggiornato", time.perf_counter() - t, None)
        for as_of in (end, end - dt.timedelta(days=365 * 4)):
            svc.ranking(store, as_of)  # warm
            times = []
            for _ in range(3):
                t = time.perf_counter()
                rows = svc.ranking(store, as_of)
                times.append(time.perf_counter() - t)
            _line(f"classifica al {as_of:%d/%m/%Y} nel processo ({len(rows)} righe)", min(times), 0.3)
    finally:
        store.close()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    merge_cmd = [sys.executable, "-m", "figs_td", "archive", target, "merge", str(kept.id), str(b.id)]
    t = time.perf_counter()
    done = subprocess.run(merge_cmd, capture_output=True, text=True, env=env)
    _line("unione dalla riga di comando (il processo intero)", time.perf_counter() - t, 1.0)
    if done.returncode != 0:
        print("   ", done.stderr.strip()[-300:])
    t = time.perf_counter()
    store = svc.open_archive(target)
    try:
        while svc.rating_pending(store) is not None and time.perf_counter() - t < 120:
            time.sleep(0.05)
    finally:
        store.close()
    _line("  poi: il rating aggiornato dal processo a parte", time.perf_counter() - t, None)
    subprocess.run([sys.executable, "-m", "figs_td", "archive", target, "unmerge", str(b.id)],
                   capture_output=True, env=env)  # fmt: skip
    for as_of in (end,):
        cmd = [sys.executable, "-m", "figs_td", "archive", target, "ranking", "--as-of", as_of.isoformat()]
        times = []
        for _ in range(3):
            t = time.perf_counter()
            done = subprocess.run(cmd, capture_output=True, text=True, env=env)
            times.append(time.perf_counter() - t)
            if done.returncode != 0:
                print("   ", done.stderr.strip()[-300:])
        _line(f"classifica al {as_of:%d/%m/%Y} dalla riga di comando", min(times), 1.0)
    if archive_file is not None:
        size = archive_file.stat().st_size
        copies = list(archive_file.parent.glob(f"{archive_file.stem}.backup-*"))
        total = sum(p.stat().st_size for p in copies)
        print(f"  copie accanto all'archivio: {len(copies)}, {total / 1e6:.1f} MB = "
              f"{total / size:.2f}× l'archivio ({size / 1e6:.1f} MB)  (obiettivo ≤ 2×) "
              f"{'OK' if total <= 2 * size else 'OLTRE'}", flush=True)  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=40)
    ap.add_argument("--backend", choices=("sqlite", "postgres", "both"), default="both")
    ap.add_argument("--people", type=int, default=5000)
    ap.add_argument("--seasons", type=int, default=10)
    ap.add_argument("--events", type=int, default=200, help="eventi per stagione")
    ap.add_argument("--players", type=int, default=60)
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--pg", default=os.environ.get("FIGS_TEST_PG_URL"))
    ap.add_argument("--cache", default=tempfile.gettempdir())
    args = ap.parse_args()
    events = _events(args)
    games = sum(len(e.games) for e in events)
    print(f"federazione sintetica (seme {args.seed}): {args.people} tesserati, {len(events)} eventi "
          f"in {args.seasons} stagioni, {games:_} partite".replace("_", "."), flush=True)  # fmt: skip
    measured, rest = events[:-1], events[-1:]
    del rest
    with tempfile.TemporaryDirectory(prefix="figs-federazione-") as tmp:
        work = Path(tmp)
        if args.backend in ("sqlite", "both"):
            path = _sqlite_copy(args, measured, work)
            _measure(path, "SQLite", args, measured, Path(path))
        if args.backend in ("postgres", "both"):
            url, stop = args.pg, None
            if not url:
                started = _start_postgres(work)
                if started is None:
                    print("\nPostgreSQL: initdb/pg_ctl non trovati, saltato")
                    return
                url, stop = started
            try:
                import uuid

                from sqlalchemy import create_engine, text

                schema = f"fed_{uuid.uuid4().hex[:8]}"
                eng = create_engine(url)
                with eng.begin() as c:
                    c.execute(text(f"CREATE SCHEMA {schema}"))
                eng.dispose()
                sep = "&" if "?" in url else "?"
                target = f"{url}{sep}options=-csearch_path%3D{schema}"
                print(f"\n  caricamento in PostgreSQL ({len(measured)} eventi) …", flush=True)
                t = time.perf_counter()
                _fill(target, measured)
                print(f"  caricato in {time.perf_counter() - t:.0f} s", flush=True)
                _measure(target, "PostgreSQL", args, measured, None)
            finally:
                if stop is not None:
                    stop()


if __name__ == "__main__":
    main()
