"""One-round absences (issue 42 §2) written by several desks at once, on SQLite and PostgreSQL:
the absences are one tournament setting, read, changed and written back; each desk is a real
process, released together, and every desk's absence must be there afterwards."""

from __future__ import annotations

import subprocess
import sys

from conftest import add_players, child_env

from figs_td.services.absences import list_absences

NAMES = ["Rossi, Mario", "Bianchi, Anna", "Verdi, Ugo", "Neri, Ada", "Galli, Ezio", "Sala, Rita"]

DESK = """
import sys, time, pathlib
from figs_td.services.absences import set_absence
from figs_td.store import open_store
go, target, who, rnd = pathlib.Path(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4])
store = open_store(target)
while not go.exists():
    time.sleep(0.002)
set_absence(store, who, rnd, reason=f"banco {who}", actor=f"banco-{who}")
store.close()
"""


def test_six_desks_announce_absences_at_once_and_none_is_lost(store, target, tmp_path) -> None:  # noqa: ANN001
    add_players(store, NAMES)
    go = tmp_path / "via"
    desks = [
        subprocess.Popen(
            [sys.executable, "-c", DESK, str(go), target, name.split(",")[0], str(2 + i % 2)],
            env=child_env(),
        )
        for i, name in enumerate(NAMES)
    ]
    go.write_text("via")
    assert [d.wait(timeout=180) for d in desks] == [0] * len(NAMES)
    got = [(a.round, a.name, a.reason) for a in list_absences(store)]
    # Round 2: the 1st, 3rd and 5th registered; round 3: the others (registration order).
    assert got == [
        (2, "Rossi Mario", "banco Rossi"),
        (2, "Verdi Ugo", "banco Verdi"),
        (2, "Galli Ezio", "banco Galli"),
        (3, "Bianchi Anna", "banco Bianchi"),
        (3, "Neri Ada", "banco Neri"),
        (3, "Sala Rita", "banco Sala"),
    ]
