"""Finished events of every format with a bracket, built through the command line, for the
"one final place" tests (tests/reports/test_one_place.py, tests/web/test_format_pages.py).

Players P1…Pn, ratings 1990, 1980, … (P1 the top seed); round 1 by rating. Every game is won
by the HIGHER number 400+n–300 (so the seeds lose: the points order and the bracket's order
disagree), except the games listed in ``upsets`` ``{round: winner-rule}``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from figs_td.cli import main
from figs_td.store import open_store

Winner = Callable[[int, int], int]


def _higher(a: int, b: int) -> int:
    return max(a, b)


def _lower(a: int, b: int) -> int:
    return min(a, b)


def make(path: Path, system: str, n: int, rounds: int | None = None) -> str:
    with open_store(path, create=True) as st, st.transaction(actor="test") as tx:
        tx.tournament.create("Campionato", system, planned_rounds=rounds)
        tx.tournament.update(date_start="2026-11-21", place="Lecco")
        for i in range(1, n + 1):
            tx.players.add(f"P{i}", "Giocatore", rating=2000 - 10 * i, club=f"Club {i % 3}")
    return str(path)


def enter(path: str, rnd: int, winner: Winner = _higher) -> None:
    with open_store(path) as st, st.transaction(actor="test") as tx:
        for g in tx.rounds.games(rnd):
            if g.second is None:
                continue
            w = winner(g.first, g.second)
            a, b = (400 + g.first, 300) if g.first == w else (300, 400 + g.second)
            tx.rounds.set_result(rnd, g.table or 0, a, b)


def play(path: str, rounds: int, upsets: dict[int, Winner] | None = None) -> None:
    for r in range(1, rounds + 1):
        args = ["pair", path] + (["--draw", "rating"] if r == 1 else [])
        assert main(args) == 0, r
        enter(path, r, (upsets or {}).get(r, _higher))


def prize_table(path: str) -> None:
    for p, amount in ((1, "300"), (2, "200"), (3, "100"), (4, "50"), (5, "40"), (6, "30")):
        assert main(["prize-table", "add", path, "--place", str(p), "--amount", amount]) == 0


def championship(folder: Path) -> str:
    """10 players, 5 Swiss rounds, semifinals, final and third-place match, consolation for the
    others. The final (round 7) and the third-place match are won by the LOWER number: P9
    beats P10, P6 beats P8 — the champion has fewer points than the finalist."""
    f = make(folder / "campionato.figs", "italo-svizzero", 10, 5)
    assert main(["phases", f, "--swiss", "5", "--knockout", "4", "--third-place"]) == 0
    play(f, 7, {7: lambda a, b: _lower(a, b) if {a, b} in ({9, 10}, {6, 8}) else _higher(a, b)})
    prize_table(f)
    return f


def phased_no_consolation(folder: Path) -> str:
    """10 players, 5 Swiss rounds, semifinals and final; the others stop (no consolation)."""
    f = make(folder / "fasi.figs", "italo-svizzero", 10, 5)
    assert main(["phases", f, "--swiss", "5", "--knockout", "4", "--no-consolation"]) == 0
    play(f, 7)
    prize_table(f)
    return f


def _played(
    name: str, system: str, n: int, rounds: int, planned: int | None
) -> Callable[[Path], str]:
    """A builder: ``n`` players of ``system``, ``rounds`` rounds played, the prize table."""

    def build(folder: Path) -> str:
        f = make(folder / name, system, n, planned)
        play(f, rounds)
        prize_table(f)
        return f

    return build


#: Eliminazione of 8, no third-place match; every seed loses (1–8, 4–5, 2–7, 3–6 → P8, P5, P7,
#: P6; semifinals P8–P5, P7–P6 → P8, P7; final → P8).
knockout8 = _played("eliminazione.figs", "eliminazione", 8, 3, None)
swiss = _played("svizzero.figs", "italo-svizzero", 10, 5, 5)
round_robin = _played("girone.figs", "girone", 8, 7, 7)
#: Eliminazione a gruppi of 8: winners play winners, three rounds.
groups = _played("gruppi.figs", "eliminazione-a-gruppi", 8, 3, 3)


EVENTS: dict[str, Callable[[Path], str]] = {
    "championship": championship,
    "phased": phased_no_consolation,
    "knockout": knockout8,
    "swiss": swiss,
    "round-robin": round_robin,
    "groups": groups,
}
