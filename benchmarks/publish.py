"""Static site benchmark (one command: ``.venv/bin/python benchmarks/publish.py [--players 400]``).

Issue 29: ``figs-td publish`` of a 400-player, 10-round event (the site's every page written
into an empty folder) within 1.5× of a plain Jinja2 loop writing the same pages — the same file
names, each a table of the same rows prepared by a bare loop over the games, written to a
temporary name, fsynced and renamed — measured alternately in the same run (ratio; the machine
is shared). Also printed: a second publish with nothing changed, and one after a new result
(how many files it rewrites).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "web"))

TARGET = 1.5

_PAGE = """<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>{{ title }}</title>
<link rel="stylesheet" href="stile.css"></head>
<body><nav>{% for r in rounds %}<a href="turno-{{ r }}.html">Turno {{ r }}</a> {% endfor %}</nav>
<h1>{{ title }}</h1>
<table><caption>{{ title }}</caption>
{% for row in rows %}{% set i = loop.index %}<tr>{% for cell in row %}<td>{% if loop.index == 2 %}\
<a href="giocatore-{{ i }}.html">{{ cell }}</a>{% else %}{{ cell }}{% endif %}</td>{% endfor %}</tr>
{% endfor %}</table></body></html>
"""


def plain_site(figs: Path, folder: Path, names: list[str]) -> None:
    """The floor: read the state, one bare loop per table, one template, fsync each file."""
    import jinja2

    from figs_td.core.standings.table import compute_standings
    from figs_td.services.tournament import open_tournament
    from figs_td.web.pages import asset

    with open_tournament(figs) as store, store.read() as tx:
        state = tx.state()
    page = jinja2.Environment(autoescape=True).from_string(_PAGE)
    who = {p.id: p.name for p in state.players}
    by_round: dict[int, list] = defaultdict(list)
    cards: dict[int, list] = defaultdict(list)
    for g in state.games:
        by_round[g.round].append(g)
        wins = (g.score_first or 0) > (g.score_second or 0)
        cards[g.first].append((g.round, who.get(g.second, "riposo"), g.score_first, wins))
        if g.second is not None:
            cards[g.second].append((g.round, who[g.first], g.score_second, not wins))
    rounds = sorted(by_round)
    tables: dict[str, list] = {}
    for r in rounds:
        games = by_round[r]
        tables[f"turno-{r}.html"] = [
            (g.table, who[g.first], who.get(g.second, ""), g.score_first, g.score_second)
            for g in games
        ]
        alpha = [(who[g.first], g.table) for g in games]
        alpha += [(who[g.second], g.table) for g in games if g.second is not None]
        tables[f"turno-{r}-alfabetico.html"] = sorted(alpha)
        rows = compute_standings(state, after_round=r)
        tables[f"classifica-{r}.html"] = [
            (s.rank, s.name, s.games, s.wins, s.losses, s.tournament_points, s.spread, s.points,
             s.against, s.buchholz, *s.values.values())
            for s in rows
        ]  # fmt: skip
    tables["classifica.html"] = tables[f"classifica-{rounds[-1]}.html"]
    tables["tabellone.html"] = [
        (who[p], *(x for c in card for x in c)) for p, card in cards.items()
    ]
    for p in state.players:
        tables[f"giocatore-{p.id}.html"] = cards[p.id]
    folder.mkdir()
    for name in names:
        if name.endswith(".html") or name == "tourney.js":  # tourney.js: a feed, written like a page
            rows = tables.get(name) or tables["classifica.html"]
            data = page.render(title=name, rounds=rounds, rows=rows).encode("utf-8")
        else:
            data = asset(name)
        tmp = folder / f".{name}.tmp"
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, folder / name)
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _load() -> str:
    """The load average of the last minute (the machine may be shared), where known."""
    try:
        return f" [carico medio {os.getloadavg()[0]:.2f}]"
    except OSError:
        return ""


def publish(figs: Path, folder: Path):  # noqa: ANN201
    from figs_td.services.publish import load_site
    from figs_td.services.tournament import open_tournament
    from figs_td.web.site import write_site

    with open_tournament(figs) as store:
        site = load_site(store)
    return write_site(site, folder)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=400)
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    from make_event import make_event

    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        figs = base / "torneo.figs"
        make_event(figs, args.players, args.rounds)
        first = publish(figs, base / "primo")
        names = list(first.files)
        ours, floor = [], []
        for k in range(args.repeat):
            for target, fn, out in (
                (base / f"plain{k}", lambda d: plain_site(figs, d, names), floor),
                (base / f"sito{k}", lambda d: publish(figs, d), ours),
            ):
                t, c = time.perf_counter(), time.process_time()
                fn(target)
                out.append((time.perf_counter() - t, time.process_time() - c))
                shutil.rmtree(target)
        a, b = (statistics.median(t for t, _ in x) for x in (ours, floor))
        ca, cb = (statistics.median(c for _, c in x) for x in (ours, floor))
        plain_site(figs, base / "piano", names)
        size = sum(f.stat().st_size for f in (base / "primo").iterdir())
        plain = sum(f.stat().st_size for f in (base / "piano").iterdir())
        print(
            f"publish, {args.players} giocatori × {args.rounds} turni ({len(names)} file, "
            f"{size / 2**20:.1f} MiB): {a * 1000:.0f} ms (CPU {ca * 1000:.0f}) — ciclo Jinja2 "
            f"semplice (stessi file, {plain / 2**20:.1f} MiB, fsync) {b * 1000:.0f} ms "
            f"(CPU {cb * 1000:.0f}) — "
            f"×{a / b:.2f}, CPU ×{ca / cb:.2f} "
            f"(obiettivo ≤ {TARGET}×: {'ok' if a <= TARGET * b else 'TROPPO LENTO'}){_load()}"
        )
        site = base / "sito"
        publish(figs, site)
        t = time.perf_counter()
        again = publish(figs, site)
        same = time.perf_counter() - t
        print(
            f"di nuovo, nulla cambiato: {same * 1000:.0f} ms, {len(again.written)} file riscritti"
        )
        from figs_td.services.results import enter_result, round_games
        from figs_td.services.tournament import open_tournament

        with open_tournament(figs) as store:
            last = max(g.round for g in round_games(store, args.rounds))
            game = next(g for g in round_games(store, last) if g.second is not None)
            enter_result(store, last, game.table, (game.score_first or 300) + 1,
                         game.score_second or 300, force=True)  # fmt: skip
        t = time.perf_counter()
        one = publish(figs, site)
        print(
            f"dopo un risultato corretto: {(time.perf_counter() - t) * 1000:.0f} ms, "
            f"{len(one.written)} file riscritti"
        )
    return 0 if a <= TARGET * b else 1


if __name__ == "__main__":
    sys.exit(main())
