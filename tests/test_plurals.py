"""One Italian plural helper for the window and the command line: one is singular, zero and the
rest plural; the CLI's counts read "1 punto", "1 giocatore"."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from figs_td.plurals import count, plural

ROOT = Path(__file__).resolve().parents[1]


def test_one_is_singular_zero_and_many_are_plural() -> None:
    assert count(1, "giocatore", "giocatori") == "1 giocatore"
    assert count(0, "giocatore", "giocatori") == "0 giocatori"
    assert count(2, "pagina", "pagine") == "2 pagine"
    assert count(-1, "punto", "punti") == "-1 punto"
    assert plural(1, "1 risultato mancante", "{0} risultati mancanti") == "1 risultato mancante"
    assert plural(7, "1 risultato mancante", "{0} risultati mancanti") == "7 risultati mancanti"


def test_the_cli_says_1_punto() -> None:
    def run(*args: str) -> str:
        return subprocess.run(
            [sys.executable, "-m", "figs_td", *args],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
        ).stdout.strip()

    # 10 % of 10 is 1 point (valid move: the challenger pays), 20 % of 10 is 2.
    assert (
        run("rules", "penalty", "10", "--valid")
        == "penalità: 1 punto a carico di chi ha contestato"
    )
    assert run("rules", "penalty", "10") == "penalità: 2 punti a carico di chi ha giocato la mossa"
