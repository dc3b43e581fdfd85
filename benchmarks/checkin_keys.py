"""Keys typed at the check-in desk (issue 42): for a list of 150 players with Italian-looking
names (surnames repeated, as at a real event), the keys the desk types to check each one in
with the check-in tab's search — the fewest letters of the surname, then a space and the given
name's letters when the surname is not enough, and Enter (:func:`figs_td.services.checkin.
keystrokes`). Target: ≤ 4 on average.

    .venv/bin/python benchmarks/checkin_keys.py [--players 150]
"""

from __future__ import annotations

import argparse
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


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=150)
    ap.add_argument("--seed", type=int, default=42)
    args = ap.parse_args()
    from figs_td.services.checkin import CheckinRow, keystrokes
    from figs_td.store import PlayerRecord

    rng = random.Random(args.seed)
    seen: set[tuple[str, str]] = set()
    rows: list[CheckinRow] = []
    while len(rows) < args.players:
        name = (rng.choice(SURNAMES), rng.choice(GIVEN))
        if name in seen:
            continue
        seen.add(name)
        rec = PlayerRecord(id=len(rows) + 1, seq=len(rows) + 1, surname=name[0], given_name=name[1])
        rows.append(CheckinRow(rec, False, "", "", 0))
    keys = [keystrokes(rows, r) for r in rows]
    print(f"tasti per giocatore al banco ({len(rows)} iscritti, lettere + Invio): media "
          f"{statistics.mean(keys):.2f}, mediana {statistics.median(keys):.0f}, "
          f"massimo {max(keys)}; ≤ 4 tasti per {sum(k <= 4 for k in keys)} su {len(keys)}")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
