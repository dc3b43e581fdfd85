"""Benchmarks of the services the window now calls instead of the store. Prints figures.

    .venv/bin/python benchmarks/layering.py

- import preview of a 1,000-row CSV against 400 registered players (every bad row listed);
- the same file with 200 bad rows (the list stops at 50);
- snapshot, delete and restore of a 200-table round (undo of a round deletion).
Targets: preview ≤ 500 ms; snapshot + delete + restore ≤ 1 s.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _time(fn, runs: int = 5) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return statistics.median(out), max(out)


def main() -> int:
    from figs_td.core.model import Game
    from figs_td.services import players
    from figs_td.services.exchange.tables import ImportFileError, parse_players
    from figs_td.services.pairing import rounds as pairing
    from figs_td.store import open_store

    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        store = open_store(d / "b.figs", create=True)
        with store.transaction() as tx:
            tx.tournament.create("Bench", "italo-svizzero", planned_rounds=5)
            for i in range(400):
                tx.players.add(f"Iscritto{i:04d}", "Tizio", rating=1000 + i)
            tx.rounds.save_round(1, [Game(1, t + 1, 2 * t + 1, 2 * t + 2) for t in range(200)])
        good = d / "good.csv"
        good.write_text(
            "cognome,nome,rating\n"
            + "".join(f"Nuovo{i:04d},Caio,{1200 + i}\n" for i in range(1000)),
            encoding="utf-8",
        )
        bad = d / "bad.csv"
        bad.write_text(
            "cognome,nome,rating\n"
            + "".join(f"Nuovo{i:04d},Caio,{'x' if i % 5 == 0 else 1200}\n" for i in range(1000)),
            encoding="utf-8",
        )
        med, worst = _time(lambda: players.preview_import(store, good))
        print(
            f"anteprima di 1000 righe (400 iscritti): mediana {med * 1000:.0f} ms, "
            f"massimo {worst * 1000:.0f} ms (obiettivo ≤ 500 ms)"
        )

        def bad_parse() -> None:
            try:
                parse_players(bad)
            except ImportFileError:
                pass

        med, worst = _time(bad_parse)
        print(
            f"1000 righe, 200 errate (elenco fermato a 50): mediana {med * 1000:.0f} ms, "
            f"massimo {worst * 1000:.0f} ms"
        )

        def round_trip() -> None:
            snap = pairing.round_snapshot(store, 1)
            pairing.delete_last_round(store, 1, force=True)
            pairing.restore_round(store, snap)

        med, worst = _time(round_trip, 3)
        print(
            f"turno di 200 tavoli: copia + cancellazione + ripristino: mediana {med * 1000:.0f} ms, "
            f"massimo {worst * 1000:.0f} ms (obiettivo ≤ 1000 ms)"
        )
        store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
