"""Helper run as a separate process by the concurrency and SIGKILL tests (not a test module)."""

from __future__ import annotations

import sys
import time
from pathlib import Path


def results(target: str, first: int, last: int, go: str) -> None:
    """Enter the results of tables first..last of round 1, one transaction each."""
    from figs_td.services.results import enter_result
    from figs_td.store import open_store

    store = open_store(target)
    deadline = time.monotonic() + 30
    while not Path(go).exists() and time.monotonic() < deadline:
        time.sleep(0.005)
    for table in range(first, last + 1):
        enter_result(store, 1, table, 300 + table, 200, actor=f"desk-{first}")
    store.close()


def import_and_hang(target: str, src: str) -> None:
    """Import players, but stop forever just before the commit (the test kills us there)."""
    from figs_td.services.players import import_players
    from figs_td.store import open_store
    from figs_td.store.facades.audit import AuditFacade

    original = AuditFacade.record_many

    def record_then_hang(self, rows):  # noqa: ANN001, ANN202
        original(self, rows)
        self.tx.session.flush()
        print(f"ROWS {len(rows)}", flush=True)
        time.sleep(120)

    AuditFacade.record_many = record_then_hang  # type: ignore[method-assign]
    store = open_store(target)
    import_players(store, src, actor="import")


if __name__ == "__main__":
    if sys.argv[1] == "results":
        results(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5])
    elif sys.argv[1] == "import":
        import_and_hang(sys.argv[2], sys.argv[3])
