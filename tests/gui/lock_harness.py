"""What the window's lock harness (``test_gui_lock_harness.py``) and the two-desk scenario
(``test_gui_two_desks.py``) share: the POSIX locks a process holds on a file, read from
``/proc/locks``, and the command-line desk (a real ``figs-td`` process)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.held_locks import locks_on

CLI = [sys.executable, "-m", "figs_td"]


def held_locks(pid: int, path: Path) -> set[tuple[str, int, int]]:
    """The POSIX locks process ``pid`` holds on ``path`` (by device and inode; see
    ``tests/held_locks.py``)."""
    return locks_on(pid, path)


def cli(*args: str, actor: str = "cli", check: bool = True) -> subprocess.CompletedProcess:
    env = dict(os.environ, FIGS_ACTOR=actor)
    done = subprocess.run(  # noqa: S603 - our own program
        [*CLI, *args], capture_output=True, text=True, env=env, timeout=120, check=False
    )
    if check:
        assert done.returncode == 0, (args, done.stdout, done.stderr)
    return done


#: ``cli_steps``' process: each command line by the program's entry point, in order.
_STEPS = """import json, sys
from figs_td.cli import main
for argv in json.loads(sys.argv[1]):
    if main(argv) != 0:
        sys.exit(f"non riuscito: {argv}")
"""


def cli_steps(*steps: list[str], actor: str = "cli") -> None:
    """Command lines run one after the other by ``figs_td.cli.main`` in one process of its
    own, each of which must succeed: a tournament's preparation (new, players, pair) by the
    command line, in one process rather than one per command."""
    env = dict(os.environ, FIGS_ACTOR=actor)
    done = subprocess.run(  # noqa: S603 - our own program
        [sys.executable, "-c", _STEPS, json.dumps(steps)],
        capture_output=True, text=True, env=env, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, (steps, done.stdout, done.stderr)


def desk_result(target: str, round_no: int, table: int, a: int, b: int, actor: str) -> None:
    """The second desk enters a result from the command line and sees it "inserito"."""
    done = cli(
        "result", target, "--round", str(round_no), "--table", str(table),
        "--score", f"{a}-{b}", "--force", actor=actor,
    )  # fmt: skip
    assert f" {a} - {b} " in done.stdout, done.stdout  # "… inserito" / "… corretto (prima …)"


def audit(target: str) -> list[dict]:
    """The whole audit log, read by a process of its own."""
    return json.loads(cli("log", target, "--json").stdout)


def desk_entries(target: str, prefix: str) -> dict[str, tuple[int, int]]:
    """actor → (score first, score second) of the result entries written by actors named
    ``prefix…``."""
    out: dict[str, tuple[int, int]] = {}
    for e in audit(target):
        if e["actor"].startswith(prefix) and e["action"].startswith("result."):
            new = e["new"] or {}
            out[e["actor"]] = (new.get("score_first"), new.get("score_second"))
    return out
