"""``result`` and ``standings`` run as the process's own command line freeze what is left at
their end (``cli.common.freeze_if_ending``: the collector's last passes skip it); called with a
list (tests, scripts that go on running) they freeze nothing. The output is the same either way."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
from pathlib import Path

import pytest

from figs_td.cli import main

ROOT = Path(__file__).resolve().parents[2]

#: Runs figs-td as ``python -m figs_td`` does, then prints how many objects are frozen.
_PROBE = """
import gc, runpy, sys
sys.argv = ["figs-td", *sys.argv[1:]]
try:
    runpy.run_module("figs_td", run_name="__main__", alter_sys=True)
except SystemExit as exc:
    status = exc.code
print("\\n@@", status, gc.get_freeze_count(), file=sys.stderr)
"""


def _process(*args: str) -> tuple[int, int, str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", _PROBE, *args], capture_output=True, text=True,
                         encoding="utf-8", env=env)  # fmt: skip
    status, frozen = out.stderr.rsplit("\n@@", 1)[1].split()
    return int(status), int(frozen), out.stdout


@pytest.fixture()
def figs(tmp_path: Path) -> Path:
    from figs_td.core.model import Game
    from figs_td.services.tournament import create_tournament
    from figs_td.store import NewPlayer

    path = tmp_path / "t.figs"
    store = create_tournament(path, "Uscita", "italo-svizzero", rounds=3)
    with store.transaction() as tx:
        ids = [r.id for r in tx.players.add_many([NewPlayer(f"G{i}", "N") for i in range(4)])]
        tx.rounds.save_round(1, [Game(1, 1, ids[0], ids[1], 400, 300), Game(1, 2, ids[2], ids[3])])
    store.close()
    return path


def test_the_process_freezes_at_its_end_with_the_same_output(figs: Path, capsys) -> None:  # noqa: ANN001
    gc.unfreeze()
    assert main(["standings", str(figs)]) == 0  # in-process: nothing frozen
    assert gc.get_freeze_count() == 0
    in_process = capsys.readouterr().out
    status, frozen, out = _process("standings", str(figs))
    assert status == 0 and frozen > 1000  # the modules, functions, classes left
    assert out == in_process
    # round 1 is still being played (table 2 has no result): the standings before it, four
    # players without a win
    assert [line.split()[3] for line in out.splitlines()[1:]] == ["0", "0", "0", "0"]

    argv = ["result", str(figs), "--round", "1", "--table", "2", "--score", "350-410"]
    status, frozen, out = _process(*argv)
    assert status == 0 and frozen > 1000
    assert out == "turno 1, tavolo 2: G2 N 350 - 410 G3 N — inserito\n"
    argv = ["result", str(figs), "--round", "1", "--table", "2", "--score", "360-410", "--force"]
    assert main(argv) == 0
    assert gc.get_freeze_count() == 0


def test_a_refused_result_still_exits_2(figs: Path) -> None:
    status, frozen, out = _process("result", str(figs), "--round", "1", "--table", "9",
                                   "--score", "350-410")  # fmt: skip
    assert status == 2 and out == ""
