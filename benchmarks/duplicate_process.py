"""The duplicate event's frequent commands as whole processes (issue 29), each beside its floor.

Run: ``.venv/bin/python benchmarks/duplicate_process.py`` (``--repeat N``, default 7).

The event: 120 players, the stand-in list (LibreOffice ``it_IT``, 1.5 million forms), one game
of which 8 moves are played with every player's slip entered, the 9th rack drawn. Rows:

- ``duplicate standings FILE`` (read only: the whole event, the standings, the slips above a top);
- ``duplicate slip FILE 9 N MOSSA`` (a written move: read, case resolved, scored on the board,
  checked against the list, saved with its audit entry in one transaction);
- ``duplicate play FILE 1`` (the tops of the current rack computed with the move generator, the
  first placed, saved with its audit entry).

Each beside **its floor**: a ``python -c`` script with :mod:`sqlite3` doing the same work —
the same checks of the file (``quick_check``, the ``figs_meta`` application and schema), the same
reads, the same computation through ``figs_td.core`` (the list's index opened, the move
generator's graph loaded, ``score_slip``, ``MasterGame.confirm``, the standings with their
adjustments), the same writes (the row and its audit entry, one ``BEGIN IMMEDIATE`` transaction,
``synchronous = FULL`` so the commit is fsync'ed, the checkpoint after it) and the same output
lines. Runs alternate (ours, floor, ours, …) on fresh copies of the same file, compiled modules
cached, one pair not counted; each process's CPU time and peak memory come from ``wait4``.
Printed per row: median wall time, median CPU, peak RSS, the ratio and the target (≤ 2×).
Also printed (in this process): how long the graph takes to load, the move generation, and the
``quick_check`` — the parts of the floor that are the work itself.

The list: the stand-in already built in the user's data folder is copied (its index and graph:
read only); if there is none, it is built in the run's temporary folder from Debian's
``hunspell-it`` (one to two minutes, said on screen). Nothing of the user's is changed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.services_speed import process_env  # noqa: E402

TARGET = 2.0
PLAYERS = 120
PLAYED = 8
FAILED: list[str] = []

# The floor: one process per command, sqlite3 and figs_td.core only.
FLOOR = r"""
import json, sqlite3, sys
from datetime import UTC, datetime
from pathlib import Path
sys.path.insert(0, {root!r})
path, command, lexdir = sys.argv[1], sys.argv[2], Path(sys.argv[3])
db = sqlite3.connect(path, isolation_level=None)
db.execute("PRAGMA busy_timeout = 5000")
db.execute("PRAGMA foreign_keys = ON")
db.execute("PRAGMA synchronous = FULL")
assert db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
meta = dict(db.execute("SELECT key, value FROM figs_meta"))
assert meta["app"] == "figs-td" and meta["schema_version"] == "3"
from figs_td.core.duplicate.rules import DuplicateSettings, MasterGame

def actor():  # the same audit content as the program's: cli:user@host
    import getpass, socket
    return f"cli:{{getpass.getuser()}}@{{socket.gethostname()}}"

def now():
    return datetime.now(UTC).isoformat(timespec="microseconds")

def audit(actor, action, entity, key, old, new):
    dump = lambda v: None if v is None else json.dumps(v, ensure_ascii=False, sort_keys=True,
                                                      separators=(",", ":"))
    db.execute("INSERT INTO audit (at, actor, action, entity, entity_key, old, new) "
               "VALUES (?, ?, ?, ?, ?, ?, ?)", (now(), actor, action, entity, str(key),
                                               dump(old), dump(new)))

def settings_and_game():
    system, raw = db.execute("SELECT system, settings FROM tournament WHERE id = 1").fetchone()
    assert system == "duplicato"
    settings = json.loads(raw or "{{}}")
    number, state, version = db.execute(
        "SELECT number, state, version FROM duplicate_game ORDER BY number DESC LIMIT 1").fetchone()
    return settings, MasterGame.from_dict(json.loads(state)), version

def players():
    return [(i, s, f"{{a}} {{b}}".strip()) for i, s, a, b in db.execute(
        "SELECT id, seq, surname, given_name FROM player ORDER BY seq, id")]

if command == "standings":
    from figs_td.core.duplicate.bonus import SlipFacts, adjustments
    from figs_td.core.duplicate.standings import standings
    db.execute("BEGIN")
    settings, _, _ = settings_and_game()
    dset = DuplicateSettings.from_dict(settings.get("duplicate"))
    games = [MasterGame.from_dict(json.loads(s)) for (s,) in
             db.execute("SELECT state FROM duplicate_game ORDER BY number")]
    people = players()
    slips = db.execute("SELECT game_no, move_no, player_id, entry, score FROM duplicate_slip "
                       "ORDER BY game_no, move_no, player_id").fetchall()
    db.execute("ROLLBACK")
    tops = {{(g.number, m.number): m.placed_score or 0 for g in games for m in g.moves
             if m.confirmed}}
    facts = []
    for g, m, p, entry, score in slips:
        e = json.loads(entry)
        facts.append(SlipFacts(g, m, p, score, int(e.get("warnings") or 0),
                               int(e.get("penalty") or 0)))
    adjust = adjustments(dset, len(people), tops, facts)
    rows = standings(people, tops, {{(g, m, p): s for g, m, p, _, s in slips}}, adjust)
    names = {{i: (s, n) for i, s, n in people}}
    over = [(g, m, p, s) for g, m, p, _, s in slips if (g, m) in tops and s > tops[(g, m)]]
    extra = any(r.bonus or r.penalty or r.warnings for r in rows)
    out = [f"{{'pos':>3}}  {{'n.':>3}} {{'giocatore':<30}} {{'punti':>6}} {{'diff':>6}} {{'%':>6}} "
           f"{{'top':>4}}" + (f" {{'sol.':>5}} {{'avv.':>4}} {{'pen.':>5}}" if extra else "")]
    for r in rows:
        line = (f"{{r.rank:>3}}. {{r.number:>3}} {{r.name:<30}} {{r.total:>6}} {{r.diff:>6}} "
                f"{{r.pct:>6.1f}} {{r.tops:>4}}")
        if extra:
            line += f" {{r.bonus:>5}} {{r.warnings:>4}} {{-r.penalty if r.penalty else 0:>5}}"
        out.append(line)
    if over:
        out.append("\nfoglietti oltre il top da correggere:")
        out += [f"  partita {{g}}, mossa {{m}}: {{names[p][0]}} {{names[p][1]}} {{s}}"
                for g, m, p, s in over]
    print("\n".join(out))
elif command == "slip":
    from figs_td.core.duplicate.rules import score_slip
    from figs_td.core.duplicate.entry import resolve_case
    from figs_td.core.lexicon.wordlist import open_index, slugify
    move_no, number, text = int(sys.argv[4]), int(sys.argv[5]), sys.argv[6]
    db.execute("BEGIN IMMEDIATE")
    settings, game, _ = settings_and_game()
    master = game.moves[move_no - 1]
    pid, _, name = next(p for p in players() if p[1] == number)
    board = game.board_before(move_no)
    text = resolve_case(board, master.rack, text)
    listed = json.loads((lexdir / "current.json").read_text())["name"]
    lexicon = open_index(lexdir / f"{{slugify(listed)}}.json")
    top = master.placed_score if master.confirmed else master.top_score
    result = score_slip(board, master.rack, lexicon, text=text, top_score=top)
    entry = {{"text": text, "declared": None}}
    if result.reason:
        entry["reason"] = result.reason
    db.execute("INSERT INTO duplicate_slip (game_no, move_no, player_id, entry, score, status, "
               "version, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?)",
               (game.number, move_no, pid, json.dumps(entry, ensure_ascii=False), result.score,
                result.status, now()))
    audit(actor(), "duplicate.slip", "duplicate_slips", f"{{game.number}}/{{move_no}}/{{pid}}", None,
          {{"entry": entry, "score": result.score, "status": result.status}})
    db.execute("COMMIT")
    db.execute("PRAGMA wal_checkpoint(PASSIVE)")
    print(f"{{number}} {{name}}: {{result.notation}} {{result.score}}")
elif command == "play":
    from figs_td.core.movegen.graph import load_graph
    from figs_td.core.movegen.generator import generate, tops
    db.execute("BEGIN IMMEDIATE")
    settings, game, version = settings_and_game()
    dset = DuplicateSettings.from_dict(settings.get("duplicate"))
    graph = load_graph(next(lexdir.glob("*.moves")))
    move = game.current
    board = game.board_before(move.number)
    moves = generate(board, move.rack, graph)
    best = tops(moves)
    chosen = board.validate(best[0].move) if best else None
    placed = game.confirm(chosen, best[0].score if best else None, [c.notation for c in best],
                          actor(), dset)
    placed.others = [[c.notation, c.score] for c in moves[len(best):len(best) + 10]]
    over = db.execute("SELECT count(*) FROM duplicate_slip WHERE game_no = ? AND move_no = ? "
                      "AND score > ?", (game.number, placed.number, placed.placed_score or 0))
    assert over.fetchone()[0] == 0
    cur = db.execute("UPDATE duplicate_game SET state = ?, version = ?, updated_at = ? "
                     "WHERE number = ? AND version = ?",
                     (json.dumps(game.to_dict(), ensure_ascii=False), version + 1, now(),
                      game.number, version))
    assert cur.rowcount == 1
    audit(actor(), "duplicate.play", "duplicate", game.number, None,
          {{k: getattr(placed, k) for k in ("number", "rack", "source", "placed", "placed_score")}})
    db.execute("COMMIT")
    db.execute("PRAGMA wal_checkpoint(PASSIVE)")
    print(f"mossa {{placed.number}}: {{placed.placed or 'nessuna'}} {{placed.placed_score}}")
"""


def build(work: Path) -> tuple[Path, Path, str]:
    """The event file, the lexicon folder and a valid written move for the 9th rack."""
    data = work / "data"
    os.environ["FIGS_TD_DATA"] = str(data)
    home = Path.home() / ".local" / "share" / "figs-td" / "lexicons"
    if home.is_dir() and any(home.glob("lessico-libero-*.moves")):
        shutil.copytree(home, data / "lexicons")
    else:
        print("costruisco il lessico sostitutivo e il suo grafo (una volta: 1–2 minuti)…")
    from figs_td.services.duplicate import events as dup
    from figs_td.services.lexicon.moves import ensure_graph
    from figs_td.services.tournament import create_tournament
    from figs_td.store import NewPlayer

    ensure_graph(None)
    path = work / "evento.figs"
    store = create_tournament(path, "Duplicato", "duplicato")
    with store.transaction(actor="bench") as tx:
        tx.players.add_many([NewPlayer(f"Giocatore{i:03d}", "Nome") for i in range(1, PLAYERS + 1)])
    dup.set_duplicate_settings(store, preset="francese")
    dup.new_game(store, seed=7)
    for _ in range(PLAYED):
        dup.draw(store)
        dup.confirm_top(store, None, 1)
        move = dup.get_game(store).moves[-1]
        top = move.placed_score or 0
        for k in range(1, PLAYERS + 1):
            line = "t" if k % 3 == 0 else ("b" if k % 7 == 0 else str((k * 7) % max(top, 1)))
            dup.enter_line(store, move.number, line, player=k)
    dup.draw(store)
    view = dup.compute_tops(store, others=10)
    written = (view.best or view.tops)[-1].notation
    store.close()
    return path, data / "lexicons", written


def run(args: list[str], env: dict[str, str]) -> tuple[float, float, int]:
    """Wall time, CPU time (user + system) and peak RSS (KiB) of one process."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)  # fmt: skip
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read() if proc.stderr else b""
    if proc.returncode:
        raise SystemExit(f"{' '.join(args[:6])}: {proc.returncode} {err.decode()}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def pair(
    label: str, base: Path, ours: list[str], floor: list[str], work: Path, env: dict[str, str],
    repeat: int,
) -> None:  # fmt: skip
    """Alternate runs on fresh copies of ``base`` (``{file}`` in the arguments); one pair not
    counted; medians printed."""
    figures: dict[str, list[tuple[float, float, int]]] = {"ours": [], "floor": []}
    for i in range(repeat + 1):
        for side, args in (("ours", ours), ("floor", floor)):
            copy = work / f"copia-{side}.figs"
            for suffix in ("", "-wal", "-shm"):
                Path(f"{copy}{suffix}").unlink(missing_ok=True)
            shutil.copy(base, copy)
            got = run([a.replace("{file}", str(copy)) for a in args], env)
            if i:
                figures[side].append(got)

    def med(side: str, k: int) -> float:
        return statistics.median(f[k] for f in figures[side])

    ratio = med("ours", 0) / med("floor", 0)
    ok = ratio <= TARGET
    if not ok:
        FAILED.append(label)
    print(
        f"{label:<28} {med('ours', 0) * 1000:6.0f} ms (CPU {med('ours', 1) * 1000:4.0f}, "
        f"{max(f[2] for f in figures['ours']) / 1024:5.1f} MiB)   minimo "
        f"{med('floor', 0) * 1000:4.0f} ms (CPU {med('floor', 1) * 1000:4.0f}, "
        f"{max(f[2] for f in figures['floor']) / 1024:5.1f} MiB)   ×{ratio:4.2f} "
        f"(CPU ×{med('ours', 1) / med('floor', 1):4.2f}; obiettivo ≤ ×{TARGET:.0f}) "
        f"{'ok' if ok else 'TROPPO LENTO'}",
        flush=True,
    )


def parts(path: Path, lexdir: Path) -> None:
    """What of the floor is the work itself: the graph, the generation, the quick_check."""
    import json
    import sqlite3

    from figs_td.core.duplicate.rules import MasterGame
    from figs_td.core.lexicon.wordlist import open_index
    from figs_td.core.movegen.generator import generate
    from figs_td.core.movegen.graph import load_graph

    def best_of(fn: object, n: int = 5) -> float:
        times = []
        for _ in range(n):
            t0 = time.process_time()
            fn()  # type: ignore[operator]
            times.append(time.process_time() - t0)
        return min(times) * 1000

    moves = next(lexdir.glob("*.moves"))
    graph = load_graph(moves)
    db = sqlite3.connect(path)
    state = db.execute("SELECT state FROM duplicate_game ORDER BY number DESC").fetchone()[0]
    game = MasterGame.from_dict(json.loads(state))
    move = game.current
    assert move is not None
    board = game.board_before(move.number)
    meta = [p for p in lexdir.glob("*.json") if p.name != "current.json"][0]
    print(
        f"  parti del lavoro (CPU, migliore di 5): grafo caricato {best_of(lambda: load_graph(moves)):.0f} ms "
        f"({moves.stat().st_size / 2**20:.2f} MiB), mosse generate "
        f"{best_of(lambda: generate(board, move.rack, graph)):.0f} ms, indice del lessico aperto "
        f"{best_of(lambda: open_index(meta)):.0f} ms, quick_check "
        f"{best_of(lambda: db.execute('PRAGMA quick_check').fetchall()):.1f} ms "
        f"(file {path.stat().st_size / 1024:.0f} KiB)"
    )
    db.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--build", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--parts", nargs=2, default=None, help=argparse.SUPPRESS)
    opts = parser.parse_args()
    if opts.build:  # in a process of its own: this one stays small (see below)
        print(build(Path(opts.build))[2])
        return 0
    if opts.parts:
        parts(Path(opts.parts[0]), Path(opts.parts[1]))
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        t0 = time.perf_counter()
        # The event is built, and the parts measured, by other processes: a child's peak memory
        # (``ru_maxrss``) counts its parent's at the fork, so the parent must not hold the store.
        here = [sys.executable, __file__]
        written = subprocess.run([*here, "--build", tmp], check=True, capture_output=True,
                                 text=True).stdout.strip().splitlines()[-1]  # fmt: skip
        path, lexdir = work / "evento.figs", work / "data" / "lexicons"
        print(f"evento: {PLAYERS} giocatori, {PLAYED} mosse giocate con i foglietti, la 9ª "
              f"estratta ({time.perf_counter() - t0:.1f} s per prepararlo); "
              f"carico {os.getloadavg()[0]:.1f}")  # fmt: skip
        env = process_env(work)
        env["FIGS_TD_DATA"] = str(work / "data")
        env["FIGS_TD_SETTINGS_DIR"] = str(work / "settings")
        figs = [sys.executable, "-m", "figs_td", "duplicate"]
        floor = [sys.executable, "-c", FLOOR.format(root=str(ROOT)), "{file}"]
        rows = [
            ("duplicate standings", ["standings", "{file}"], ["standings", str(lexdir)]),
            ("duplicate slip (mossa)", ["slip", "{file}", "9", "5", *written.split()],
             ["slip", str(lexdir), "9", "5", written]),
            ("duplicate play", ["play", "{file}", "1"], ["play", str(lexdir)]),
        ]  # fmt: skip
        for label, ours, mine in rows:
            pair(label, path, [*figs, *ours], [*floor, *mine], work, env, opts.repeat)
        subprocess.run([*here, "--parts", str(path), str(lexdir)], check=True)
        print(f"carico alla fine {os.getloadavg()[0]:.1f}")
    if FAILED:
        print(f"fuori obiettivo: {', '.join(FAILED)}")
    return 1 if FAILED else 0


if __name__ == "__main__":
    sys.exit(main())
