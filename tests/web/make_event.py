#!/usr/bin/env python3
"""Make a generated tournament for the publishing tests and the load benchmark.

    .venv/bin/python tests/web/make_event.py OUT.figs --players 400 --rounds 12 [--played 11]

Swiss pairing (italo-svizzero) through the pairing service, plausible scores; the last round is
left with some results missing when ``--open`` tables are asked (a round in progress). Names are
invented, a few with accents, apostrophes and letters from other alphabets.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

GIVEN = ["Giulia", "Marco", "Nicolò", "Lucia", "Tommaso", "Matteo", "Francesca", "Chiara",
         "Elena", "Andrea", "Łukasz", "Zoë", "François", "Ágnes", "Søren", "Jiří", "Paola"]  # fmt: skip
FAMILY = ["Ferrari", "Colombo", "Barbieri", "D'Angelo", "Ricci", "Greco", "Bruno", "Esposito",
          "Marino", "Gallo", "Rinaldi", "Dell'Acqua", "Müller", "Dvořák", "Erdős", "Çelik",
          "Conti", "Moretti", "Fontana", "Sala", "Costa", "Lombardi", "Giordano", "Mancini"]  # fmt: skip


def make_event(
    path: Path | str,
    players: int,
    rounds: int,
    *,
    played: int | None = None,
    open_tables: int = 0,
    seed: int = 17,
    name: str = "",
    extra_names: tuple[str, ...] = (),
) -> Path | str:
    """Create ``path`` with ``players`` players (plus ``extra_names``), ``played`` rounds paired
    and entered (default: all), the last one with ``open_tables`` results left out."""
    from figs_td.core.model import System
    from figs_td.services.pairing.rounds import pair_next_round
    from figs_td.services.tournament import create_tournament
    from figs_td.store.records import NewPlayer

    rng = random.Random(seed)
    played = rounds if played is None else played
    is_url = "://" in str(path)
    store = create_tournament(
        str(path) if is_url else Path(path),
        name or f"Torneo generato ({players} giocatori)",
        System.SWISS,
        rounds=rounds,
        place="Città di Castello",
        date_start="2026-11-21",
        date_end="2026-11-22",
        director="Sala Roberto",
        arbiter="Fontana Paola",
    )
    try:
        combos = [(f, g) for f in FAMILY for g in GIVEN]
        rng.shuffle(combos)
        new = []
        for i in range(players):
            surname, given = combos[i % len(combos)]
            if i >= len(combos):
                surname = f"{surname} {i // len(combos) + 1}"
            new.append(NewPlayer(surname, given, club=f"Circolo {i % 23 + 1}",
                                 rating=rng.randint(900, 2000), federation_id=f"{5000 + i}"))  # fmt: skip
        for extra in extra_names:
            new.append(NewPlayer(extra, "", club="Circolo 1", rating=1500))
        with store.transaction(actor="generatore") as tx:
            tx.players.add_many(new)
        for rnd in range(1, played + 1):
            pair_next_round(store, seed=seed + rnd)
            with store.transaction(actor="generatore") as tx:
                games = [g for g in tx.rounds.games(rnd) if g.second is not None]
                skip = open_tables if rnd == played else 0
                for g in games[: len(games) - skip]:
                    a, b = rng.randint(280, 520), rng.randint(280, 520)
                    if a == b:
                        a += 1
                    tx.rounds.set_result(rnd, g.table, a, b)
    finally:
        store.close()
    if not is_url:
        path = Path(path)
        for extra in path.parent.glob(f"{path.stem}.backup-*.figs"):
            extra.unlink()
    return path  # type: ignore[return-value]


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("out")
    ap.add_argument("--players", type=int, default=65)
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--played", type=int, default=None)
    ap.add_argument("--open", type=int, default=0, dest="open_tables")
    args = ap.parse_args(argv)
    make_event(args.out, args.players, args.rounds, played=args.played,
               open_tables=args.open_tables)  # fmt: skip
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
