"""Keys pressed at the check-in desk (issue 42): for a list of 150 players with Italian-looking
names (surnames repeated, as at a real event) arriving in a random order, the keys the desk
presses to check each one in with the check-in tab's search, the players already present out
of the list (:func:`figs_td.services.registration.checkin.keystrokes`, which uses the tab's own
:func:`~figs_td.services.registration.checkin.search`): the fewest letters (start of the surname, optionally
followed by the start of the given name, or the start of the given name), then Enter, with the
arrow keys when 2–3 candidates remain — every letter, arrow and Enter counted. Several arrival
orders (seeds); the list of names is the same. Target: ≤ 4 on average.

    .venv/bin/python benchmarks/checkin_keys.py [--players 150] [--orders 5]
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SURNAMES = (
    "Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti "
    "De Luca Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani "
    "Rinaldi Caruso Ferrara Galli Martini Leone Longo Gentile Martinelli Vitale Lombardo Serra "
    "Coppola De Santis D'Angelo Marchetti Parisi Villa Conte Ferraro Ferri Fabbri Bianco "
    "Marini Grasso Valentini Messina Sala De Angelis Gatti Pellegrini Palumbo Sanna Farina "
    "Rizzi Monti Cattaneo Morelli Amato Silvestri Mazza Testa Grassi Pellegrino Carbone "
    "Giuliani Benedetti Barone Rossetti Caputo Montanari Guerra Palmieri Bernardi Martino "
    "Fiore De Rosa Ferretti Bellini Basile Riva Donati Piras Vitali Battaglia Sartori Neri "
    "Costantini Milani Pagano Ruggiero Sorrentino D'Amico Orlando Damico Negri Élia Nicolò "
    "Cristiani Zanetti Fumagalli"
).split()
GIVEN = (
    "Marco Giuseppe Luca Andrea Francesco Alessandro Giovanni Roberto Stefano Paolo Matteo "
    "Lorenzo Davide Simone Antonio Maria Anna Giulia Francesca Chiara Sara Laura Valentina "
    "Elena Silvia Martina Federica Alessia Paola Giorgia Nicolò Pietro Irene Teresa Ugo"
).split()


def entrants(players: int, seed: int) -> list:
    from figs_td.services.registration.checkin import CheckinRow
    from figs_td.store import PlayerRecord

    rng = random.Random(seed)
    seen: set[tuple[str, str]] = set()
    rows: list[CheckinRow] = []
    while len(rows) < players:
        name = (rng.choice(SURNAMES), rng.choice(GIVEN))
        if name in seen:
            continue
        seen.add(name)
        rec = PlayerRecord(id=len(rows) + 1, seq=len(rows) + 1, surname=name[0], given_name=name[1])
        rows.append(CheckinRow(rec, False, "", "", 0))
    return rows


def plain_desk(rows: list, row) -> int:  # noqa: ANN001
    """A desk that knows no shortcut: it types the surname letter by letter (then the given
    name's) watching the list, and stops as soon as the player is the only one (Enter) or one
    of 2–3 (arrows and Enter)."""
    from figs_td.services.registration.checkin import _keys, choose_keys, search

    surname, given, _s, _g = _keys(row.player.surname, row.player.given_name)
    full = surname + given
    for n in range(1, len(full) + 1):
        keys = choose_keys(search(rows, full[:n]), row)
        if keys is not None:
            return n + len(keys)
    return len(full) + 1  # four players or more with the same name: the full name and a tap


def arrivals(rows: list, seed: int, measure) -> list[int]:  # noqa: ANN001
    """The keys for each player, arriving in the order of ``seed``: those before him present."""
    order = list(range(len(rows)))
    random.Random(seed).shuffle(order)
    now = list(rows)
    keys = []
    for i in order:
        keys.append(measure(now, now[i]))
        now[i] = dataclasses.replace(now[i], present=True)
    return keys


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=150)
    ap.add_argument("--seed", type=int, default=42, help="the list of names")
    ap.add_argument("--orders", type=int, default=5, help="arrival orders (seeds 1…N)")
    args = ap.parse_args()
    from figs_td.services.registration.checkin import keystrokes

    rows = entrants(args.players, args.seed)
    before = [keystrokes(rows, r) for r in rows]
    print(f"{len(rows)} iscritti, nessuno ancora presente (il primo che arriva): media "
          f"{statistics.mean(before):.2f}, mediana {statistics.median(before):.0f}, "
          f"massimo {max(before)}")  # fmt: skip
    every: list[int] = []
    for seed in range(1, args.orders + 1):
        keys = arrivals(rows, seed, keystrokes)
        every.extend(keys)
        print(f"ordine di arrivo {seed}: media {statistics.mean(keys):.2f}, mediana "
              f"{statistics.median(keys):.0f}, massimo {max(keys)}")  # fmt: skip
    print(f"tasti per giocatore al banco ({len(rows)} iscritti, {args.orders} ordini di arrivo, "
          f"lettere + frecce + Invio): media {statistics.mean(every):.2f}, mediana "
          f"{statistics.median(every):.0f}, massimo {max(every)}; ≤ 4 tasti per "
          f"{sum(k <= 4 for k in every)} su {len(every)}")  # fmt: skip
    plain = [k for seed in range(1, args.orders + 1) for k in arrivals(rows, seed, plain_desk)]
    print(f"un banco che scrive solo il cognome (poi il nome) lettera per lettera finché il "
          f"giocatore è solo o fra 2-3: media {statistics.mean(plain):.2f}, mediana "
          f"{statistics.median(plain):.0f}, massimo {max(plain)}")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
