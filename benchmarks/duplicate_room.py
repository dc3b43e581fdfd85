"""Duplicate room benchmark (one command: ``.venv/bin/python benchmarks/duplicate_room.py``).

Issue 30: "a room of 60 slips in about 3 minutes by one operator" — three seconds a slip for
the person typing; the program's share must be a small part of it. Measured: the time to
record one fast-entry line (read, case resolved, scored on the board, checked against the list,
saved in one transaction) for 60 players, in a SQLite event with a tiny list (the list lookup
is a DAWG membership test whatever the list's size), and the standings, the solutions sheet and
the web data of a 60-player, 20-move game. Nothing of the user's is touched (a temporary folder).

Issue 36: a file of the room's 60 slips (``duplicate slips --input``) tied to the players and
recorded in one transaction (:func:`figs_td.services.duplicate.events.enter_room`), by position and by
number, five times each (the later runs correct the slips).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["FIGS_TD_DATA"] = str(Path(tmp) / "data")
        from figs_td.services.duplicate import events as dup
        from figs_td.services.duplicate.site import duplicate_site
        from figs_td.services.duplicate.solutions import solutions
        from figs_td.services.lexicon.lists import import_lexicon
        from figs_td.services.rulings import set_tournament_lexicon
        from figs_td.services.tournament import create_tournament
        from figs_td.store import NewPlayer

        src = Path(tmp) / "la.txt"
        src.write_text("la\nala\n", encoding="utf-8")
        import_lexicon(src, "prova")
        store = create_tournament(Path(tmp) / "b.figs", "Banco", "duplicato")
        with store.transaction(actor="bench") as tx:
            tx.players.add_many([NewPlayer(f"G{i:02d}", "N") for i in range(1, 61)])
        set_tournament_lexicon(store, "prova")
        dup.set_duplicate_settings(store, no_draw_rules=True, preset="francese")
        dup.new_game(store, seed=1)
        lines = ["t", "8g la", "8", "t a", "b", "8G LA p5"]
        times: list[float] = []
        moves = 20
        for m in range(1, moves + 1):
            dup.draw(store, tiles="LAACDEI" if m == 1 else None)
            if m == 1:
                dup.confirm_top(store, 1, "8G ALA")
            else:
                dup.confirm_top(store, 1, 1)
            game = dup.get_game(store)
            move, top = len(game.moves), game.moves[-1].placed_score or 0
            player = 1
            for k in range(60):
                if m == 1:
                    line = lines[k % len(lines)]
                elif top:
                    line = str(k % top) if k % 2 else "t"
                else:
                    line = "b" if k % 2 else "0 a"
                t0 = time.perf_counter()
                dup.enter_line(store, move, line, player=player)
                times.append(time.perf_counter() - t0)
                player += 1
            if dup.get_game(store).finished:
                break
        played = len(dup.get_game(store).moves)
        t0 = time.perf_counter()
        dup.standings(store)
        t_standings = time.perf_counter() - t0
        t0 = time.perf_counter()
        solutions(store, 1, 1)
        t_sheet = time.perf_counter() - t0
        t0 = time.perf_counter()
        duplicate_site(store)
        t_site = time.perf_counter() - t0
        dup.new_game(store, seed=2)
        dup.draw(store, 2, tiles="LAACDEI")
        dup.confirm_top(store, 2, "8G ALA")
        room = [lines[k % len(lines)] for k in range(60)]
        files = {"position": room, "number": [f"{k + 1}: {x}" for k, x in enumerate(room)]}
        t_files: dict[str, list[float]] = {}
        for how, text in files.items():
            for _ in range(5):
                t0 = time.perf_counter()
                entry = dup.enter_room(store, 1, text, game_no=2)
                t_files.setdefault(how, []).append(time.perf_counter() - t0)
                assert len(entry.slips) == 60 and entry.tied_by == how
        store.close()
    print(f"slips recorded: {len(times)} ({played} moves × 60 players)")
    print(f"one slip (fast entry line): median {statistics.median(times) * 1000:.1f} ms, "
          f"90th percentile {sorted(times)[int(len(times) * 0.9)] * 1000:.1f} ms")  # fmt: skip
    print(f"60 slips of the program's time: {statistics.median(times) * 60:.2f} s")
    print(f"standings: {t_standings * 1000:.0f} ms; solutions sheet: {t_sheet * 1000:.0f} ms; "
          f"web data (every sheet and page): {t_site * 1000:.0f} ms")  # fmt: skip
    for how, ts in t_files.items():
        print(f"a file of 60 slips by {how}, one transaction: median "
              f"{statistics.median(ts) * 1000:.0f} ms (min {min(ts) * 1000:.0f}, "
              f"max {max(ts) * 1000:.0f})")  # fmt: skip


if __name__ == "__main__":
    main()
