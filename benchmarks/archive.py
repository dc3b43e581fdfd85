"""Archive benchmark: a synthetic federation archive, then the issue's figures. Prints figures.

    .venv/bin/python benchmarks/archive.py [--seasons 20] [--events 100] [--players 60]
        [--rounds 8] [--pool 3000] [--pg URL] [--dir DIR]

Targets (issue 28, 2-core machine), on SQLite and (with ``--pg`` or ``FIGS_TEST_PG_URL``) on
PostgreSQL: adding an event ≤ 1 s; the ranking as of any date ≤ 1 s; one player's history
≤ 50 ms; a second publish after adding one event rewrites only the pages that changed (time
proportional to what changed). The archive is built through the service (``add_event``, one
transaction per event, incremental rating): the build itself is the "add an event" figure,
measured over every event. The full size is 20 seasons × 100 events × 60 players × 8 rounds
(2,000 events, 480,000 games, 960,000 player-games); a smaller size is printed as such.

Re-rating from the first changed day (issue 29): two events — one in the middle of the archive,
one near its end — carry a player under a new name without tessera (the same person as the
pool player he replaces); merging him into that player, and separating them again, re-rates from
the new name's first event on. Each is measured against the same action re-rating everything
(the previous path), alternately in the same run, with the CPU time of the process, and the
resulting ratings compared (they must be identical). ``--rerate-only`` builds the archive and
prints only these rows.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _line(label: str, seconds: float, target: float | None, extra: str = "") -> None:
    goal = (
        ""
        if target is None
        else f"  (obiettivo ≤ {target * 1000:.0f} ms) {'OK' if seconds <= target else 'OLTRE'}"
    )
    print(f"{label:<52} {seconds * 1000:9.1f} ms{goal}{extra}", flush=True)


def synthetic_events(args: argparse.Namespace, rng: random.Random):  # noqa: ANN201
    """Events of ``args.players`` drawn from a pool of ``args.pool`` players (tessere), Swiss-like
    random pairings, scores 250–550; the places follow the wins."""
    from figs_td.core.archive.events import ArchiveEvent, EventGame, EventLine

    pool = [
        (f"Giocatore{i:05d} Nome{i % 97}", f"Circolo {i % 120}", f"T{i:05d}")
        for i in range(args.pool)
    ]
    strength = [rng.gauss(0, 1) for _ in pool]
    start = dt.date(2026 - args.seasons, 1, 10)
    n_events = args.seasons * args.events
    cats = ("campionato", "nazionale", "open", "club")
    for e in range(n_events):
        day = start + dt.timedelta(days=int(e * 365 * args.seasons / n_events))
        who = rng.sample(range(args.pool), args.players)
        wins = [0.0] * args.players
        games = []
        for r in range(1, args.rounds + 1):
            order = list(range(args.players))
            rng.shuffle(order)
            for i in range(0, args.players - 1, 2):
                a, b = order[i], order[i + 1]
                sa = int(400 + 60 * strength[who[a]] + rng.gauss(0, 60))
                sb = int(400 + 60 * strength[who[b]] + rng.gauss(0, 60))
                sa, sb = max(sa, 100), max(sb, 100)
                wins[a] += 1 if sa > sb else (0.5 if sa == sb else 0)
                wins[b] += 1 if sb > sa else (0.5 if sa == sb else 0)
                games.append(EventGame(r, a, b, sa, sb))
        ranked = sorted(range(args.players), key=lambda i: -wins[i])
        place = {i: p for p, i in enumerate(ranked, start=1)}
        lines = tuple(
            EventLine(i, pool[w][0], place[i], pool[w][1], pool[w][2], None, args.rounds, wins[i])
            for i, w in enumerate(who)
        )
        yield ArchiveEvent(
            f"Torneo {e + 1}",
            day,
            "Città",
            cats[e % 4],
            lines,
            tuple(games),
            f"sintetico-{e + 1}",
            args.rounds,
        )


def _variant(ev, tag: str):  # noqa: ANN001, ANN202
    """``ev`` with its first line under a new name without tessera: (event, pool tessera)."""
    from dataclasses import replace

    first = ev.lines[0]
    line = replace(first, name=f"Variante{tag} Nome", federation_id="")
    return replace(ev, lines=(line, *ev.lines[1:])), first.federation_id


def _rerate_rows(store, args: argparse.Namespace, marked: list[tuple[str, str, int, int]]) -> None:  # noqa: ANN001
    """A merge and its unmerge re-rated from the merged one's first day vs everything again."""
    import importlib

    from figs_td.services import archive as svc
    from figs_td.services.archive.rating import rebuild_ratings

    # The module (the package's ``players`` is the service function of that name).
    players_mod = importlib.import_module("figs_td.services.archive.players")

    def everything(tx, params, since=None):  # noqa: ANN001, ANN202, ARG001 - the previous path
        rebuild_ratings(tx, params)

    def ratings() -> dict[int, tuple[float | None, int]]:
        return {p.id: (p.rating, p.rated_games) for p in svc.players(store)}

    ids = {p.federation_id or p.name: p.id for p in svc.players(store)}
    total = len(svc.events(store))
    for label, name_tag, index, tessera_ix in marked:
        kept, merged = ids[f"T{tessera_ix:05d}"], ids[f"Variante{name_tag} Nome"]
        figures: dict[tuple[str, str], list[tuple[float, float]]] = {}
        results: dict[str, dict[int, tuple[float | None, int]]] = {}
        svc.merge(store, kept, merged, actor="bench")  # one run not counted (caches warm)
        svc.unmerge(store, merged, actor="bench")
        for turn in range(args.rerate_repeat):
            for way in ("dal giorno", "tutto") if turn % 2 == 0 else ("tutto", "dal giorno"):
                if way == "tutto":
                    players_mod.rebuild_ratings = everything  # type: ignore[assignment]
                try:
                    for what, act in (
                        ("unione", lambda a=kept, b=merged: svc.merge(store, a, b, actor="bench")),
                        ("separazione", lambda b=merged: svc.unmerge(store, b, actor="bench")),
                    ):
                        t, c = time.perf_counter(), time.process_time()
                        act()
                        figures.setdefault((what, way), []).append(
                            (time.perf_counter() - t, time.process_time() - c)
                        )
                        if what == "unione":
                            results.setdefault(way, ratings())
                finally:
                    players_mod.rebuild_ratings = rebuild_ratings
        same = results["dal giorno"] == results["tutto"]
        for what in ("unione", "separazione"):
            ours = statistics.median(w for w, _c in figures[(what, "dal giorno")])
            ours_cpu = statistics.median(c for _w, c in figures[(what, "dal giorno")])
            base = statistics.median(w for w, _c in figures[(what, "tutto")])
            base_cpu = statistics.median(c for _w, c in figures[(what, "tutto")])
            ok = ours < base and same
            print(
                f"{what} {label} (evento {index + 1} di {total}): dal giorno {ours * 1000:8.0f} ms "
                f"(CPU {ours_cpu * 1000:.0f})  tutto {base * 1000:8.0f} ms (CPU "
                f"{base_cpu * 1000:.0f})  ×{ours / base:4.2f}  (obiettivo < tutto, rating "
                f"identici: {'sì' if same else 'NO'}) {'ok' if ok else 'TROPPO LENTO'}",
                flush=True,
            )


def run(target: str, args: argparse.Namespace, work: Path) -> None:
    from figs_td.services import archive as svc
    from figs_td.web.archive_site import publish_archive

    rng = random.Random(28)
    store = svc.open_archive(target, create=True)
    try:
        events = list(synthetic_events(args, rng))
        marked = []
        for label, tag, k in (("dal mezzo", "Mezzo", len(events) // 2),
                              ("verso la fine", "Fine", len(events) - 2 - len(events) // 100)):  # fmt: skip
            events[k], tessera = _variant(events[k], tag)
            marked.append((label, tag, k, int(tessera[1:])))
        last = events.pop()
        times = []
        t_all = time.perf_counter()
        for i, ev in enumerate(events, start=1):
            t = time.perf_counter()
            svc.add_event(store, ev, actor="bench")
            times.append(time.perf_counter() - t)
            if i % 200 == 0:
                print(
                    f"  … {i} eventi ({time.perf_counter() - t_all:.0f} s)",
                    file=sys.stderr,
                    flush=True,
                )
        games = sum(len(e.games) for e in events)
        print(
            f"archivio: {len(events)} eventi, {games:,} partite ({2 * games:,} partite-giocatore), costruito in "
            f"{time.perf_counter() - t_all:.0f} s".replace(",", ".")
        )
        _line("aggiunta di un evento (mediana)", statistics.median(times), 1.0)
        _line("aggiunta di un evento (p95)", sorted(times)[int(len(times) * 0.95)], 1.0)
        _line("aggiunta di un evento (massimo)", max(times), 1.0)
        if args.rerate_only:
            svc.add_event(store, last, actor="bench")
            _rerate_rows(store, args, marked)
            return
        end = events[-1].date
        for as_of in (
            end,
            end - dt.timedelta(days=365 * 5),
            end - dt.timedelta(days=365 * (args.seasons - 2)),
        ):
            t = time.perf_counter()
            rows = svc.ranking(store, as_of)
            _line(
                f"classifica al {as_of:%d/%m/%Y} ({len(rows)} giocatori)",
                time.perf_counter() - t,
                1.0,
            )
        players = svc.players(store)
        samples = []
        for p in rng.sample(players, 20):
            t = time.perf_counter()
            h = svc.player_history(store, p.id)
            samples.append(time.perf_counter() - t)
        _line(
            f"storia di un giocatore (mediana di 20; ultimo: {len(h.results)} eventi)",
            statistics.median(samples),
            0.05,
        )
        _line("storia di un giocatore (massimo di 20)", max(samples), 0.05)
        t = time.perf_counter()
        rating = svc.rating_list(store)
        _line(f"rating non ufficiale ({len(rating)} giocatori)", time.perf_counter() - t, None)
        site = work / f"sito-{uuid.uuid4().hex[:6]}"
        t = time.perf_counter()
        first = publish_archive(store, site, as_of=end)
        _line(f"pubblicazione completa ({len(first.written)} file)", time.perf_counter() - t, None)
        t = time.perf_counter()
        svc.add_event(store, last, actor="bench")
        _line("aggiunta dell'ultimo evento (dopo tutti gli altri)", time.perf_counter() - t, 1.0)
        t = time.perf_counter()
        second = publish_archive(store, site, as_of=end)
        _line(
            f"pubblicazione dopo un evento ({len(second.written)} file riscritti su {len(second.files)})",
            time.perf_counter() - t, None,
        )  # fmt: skip
        t = time.perf_counter()
        svc.rerate_all(store, actor="bench")  # what a merge or an event in the past does
        _line(
            "nuovo calcolo di tutto il rating (nuovi parametri)",
            time.perf_counter() - t,
            None,
        )
        _rerate_rows(store, args, marked)
    finally:
        store.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seasons", type=int, default=20)
    ap.add_argument("--events", type=int, default=100)
    ap.add_argument("--players", type=int, default=60)
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--pool", type=int, default=3000)
    ap.add_argument("--pg", default=os.environ.get("FIGS_TEST_PG_URL", ""))
    ap.add_argument("--dir", default=None)
    ap.add_argument("--only", choices=["sqlite", "postgres"], default=None)
    ap.add_argument("--rerate-only", action="store_true")
    ap.add_argument("--rerate-repeat", type=int, default=2)
    args = ap.parse_args()
    full = (args.seasons, args.events, args.players, args.rounds) == (20, 100, 60, 8)
    print(f"carico medio: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"dimensione: {args.seasons} stagioni × {args.events} eventi × {args.players} giocatori × "
          f"{args.rounds} turni{'' if full else ' (RIDOTTA rispetto a 20 × 100 × 60 × 8)'}")  # fmt: skip
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        work = Path(tmp)
        if args.only in (None, "sqlite"):
            print("== SQLite")
            run(str(work / "archivio.figsa"), args, work)
        if not args.pg and args.only in (None, "postgres"):
            print("== PostgreSQL: saltato (né --pg né FIGS_TEST_PG_URL)")
        if args.pg and args.only in (None, "postgres"):
            import psycopg

            admin = args.pg.replace("postgresql+psycopg://", "postgresql://", 1)
            schema = f"bench_{uuid.uuid4().hex[:8]}"
            with psycopg.connect(admin, autocommit=True) as c:
                c.execute(f'CREATE SCHEMA "{schema}"')
            try:
                print("== PostgreSQL")
                sep = "&" if "?" in args.pg else "?"
                run(f"{args.pg}{sep}options=-csearch_path%3D{schema}", args, work)
            finally:
                with psycopg.connect(admin, autocommit=True) as c:
                    c.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


if __name__ == "__main__":
    main()
