"""GUI benchmarks (one command: ``.venv/bin/python benchmarks/gui.py``).

1. Start to a usable main window: a fresh interpreter imports the application, builds the main
   window, shows it and processes the first events (target ≤ 1.5 s).
2. Entering one result and refreshing the standings of 400 players: typing a table's scores and
   Enter in the result-entry panel, until every panel that watches results has refreshed
   (target ≤ 100 ms).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Settings of its own (figs_td.gui.app.SETTINGS_ENV): never the director's recent files.
os.environ.setdefault("FIGS_TD_SETTINGS_DIR", tempfile.mkdtemp(prefix="figs-bench-settings-"))
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

STARTUP = """
import time, os
t0 = time.perf_counter()
from figs_td.gui.app import create_app
app = create_app()
from figs_td.gui.window.main_window import MainWindow
w = MainWindow(); w.show(); app.processEvents()
print(time.perf_counter() - t0)
"""


def startup(runs: int = 5) -> list[float]:
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-c", STARTUP],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
        wall = time.perf_counter() - t0
        float(proc.stdout.strip().splitlines()[-1])
        out.append(wall)
    return out


def build_400(path: Path) -> None:
    from figs_td.services import results, tournament
    from figs_td.services.pairing import rounds as pairing
    from figs_td.store.records import NewPlayer

    store = tournament.create_tournament(path, "Benchmark 400", "italo-svizzero", rounds=7)
    with store.transaction() as tx:
        tx.players.add_many(
            [NewPlayer(f"Giocatore{i:03d}", "Prova", rating=1000 + i) for i in range(400)]
        )
    for rnd in (1, 2):
        pairing.pair_next_round(store, seed=rnd)
        with store.read() as tx:
            games = [g for g in tx.rounds.games(rnd) if g.second is not None]
        keep_open = 1 if rnd == 2 else 0
        for g in games[: len(games) - keep_open]:
            results.enter_result(store, rnd, g.table, 300 + (g.table * 7) % 150, 350)
    store.close()


def result_entry(runs: int = 15) -> list[float]:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from figs_td.gui.app import create_app
    from figs_td.gui.window.main_window import MainWindow

    app = create_app()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.figs"
        build_400(path)
        w = MainWindow()
        w.show()
        w.open_path(str(path))
        app.processEvents()
        panel = w.panels["results"]
        w.tabs.setCurrentWidget(panel)
        last_table = max(g.table for g in panel.games if g.table is not None)
        standings = w.panels["standings"]
        times = []
        for i in range(runs):
            panel.table_edit.setText(str(last_table))
            panel.score1.setText(str(400 + i))
            panel.score2.setText("350")
            panel.score2.setFocus()
            t0 = time.perf_counter()
            QTest.keyClick(panel.score2, Qt.Key.Key_Return)
            standings.safe_reload()  # hidden panels refresh when shown: count it here
            app.processEvents()
            times.append(time.perf_counter() - t0)
            assert standings.model.rowCount() == 400
        w.close_tournament()
        return times


def main() -> int:
    s = startup()
    print(
        f"avvio fino alla finestra principale: mediana {statistics.median(s) * 1000:.0f} ms, "
        f"massimo {max(s) * 1000:.0f} ms (obiettivo ≤ 1500 ms)"
    )
    r = result_entry()
    print(
        f"un risultato + classifica di 400 giocatori: mediana {statistics.median(r) * 1000:.1f} ms, "
        f"massimo {max(r) * 1000:.1f} ms (obiettivo ≤ 100 ms)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
