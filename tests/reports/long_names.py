"""A 65-player Swiss event whose names and clubs are 35 characters long (issue 44 §1), for the
tests that read every PDF's text back: no name or club is ever cut with "…", and every player
allowed the 2- and 3-letter lists keeps the ``*`` mark.

Names are "Surname Given" of exactly 35 characters (surnames with particles and hyphens, as
they come in real entry lists); clubs are 35 characters too. Ratings alternate 1300 / 1800 and
the threshold is 1400, so every other player is marked. Five rounds of five are played, then the
sixth is paired (the alphabetical pairings of round 6 and its slips are what the wall gets).
Prize table, two rating bands and clubs: the prize documents apply.
"""

from __future__ import annotations

import random
from pathlib import Path

SURNAMES = [
    "Sanseverino di Bisignano",
    "De Santis-Colombo",
    "Castiglioni Brambilla",
    "Papadopoulos",
    "Dell'Acqua Wolodymyrska",
    "Vandenberghe-Dupont",
    "Abbiategrasso Ferri",
    "Kowalczykówna-Łukasiewicz",
    "Montevergine D'Alessandro",
    "Santangelo Scarabelli",
    "Ødegård Bjørnstad",
    "Çelik Erdős",
    "Lo Giudice Bellavista",
]
GIVEN = ["Giovanbattista", "Maria Antonietta", "Konstantinos", "Ludovica", "Francesca", "Zoë",
         "Benedetta", "Tommaso", "Pierfrancesco", "Nicolò", "Ágnes", "Jiří", "Costanza"]  # fmt: skip
CLUBS = [  # 33 characters, and " N" for the section: 35
    "Circolo Scrabblisti Valle Seriana",
    "Circolo Scrabble Città di Bergamo",
    "Associazione Ludica Alta Brembana",
    "Accademia dei Giochi Parole Lecco",
]
LENGTH = 35
THRESHOLD = 1400
PLAYERS = 65
ROUNDS = 6
PLAYED = 5


def names(n: int = PLAYERS, seed: int = 44) -> list[tuple[str, str]]:
    """``n`` distinct ("Surname", "Given") whose "Surname Given" is exactly 35 characters:
    given names added while they fit, then initials ("M.")."""
    rng = random.Random(seed)
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    while len(out) < n:
        surname = rng.choice(SURNAMES)
        given = [rng.choice(GIVEN)]
        while True:
            room = LENGTH - len(surname) - 1 - len(" ".join(given))
            fitting = [g for g in GIVEN
                       if g not in given and (len(g) + 1 == room or len(g) + 4 <= room)]  # fmt: skip
            if room <= 0 or (room < 3 and not fitting):
                break
            given.append(rng.choice(fitting) if fitting else rng.choice("BCDFGLMNPRSTV") + ".")
        full = f"{surname} {' '.join(given)}"
        if len(full) != LENGTH or full in seen:
            continue
        seen.add(full)
        out.append((surname, " ".join(given)))
    return out


def club(i: int) -> str:
    """35 characters: one of four clubs and its section ("… Seriana 3")."""
    return f"{CLUBS[i % len(CLUBS)]} {i % 7 + 1}"


def make_long_event(folder: Path, lexicon: str | None = None) -> Path:
    """The event's file in ``folder``; ``lexicon``: an imported lexicon's name (the word lists)."""
    from figs_td.core.lexicon.word_tables import THRESHOLD_SETTING
    from figs_td.core.standings.categories import Category
    from figs_td.core.standings.prizes import Prize
    from figs_td.services import prizes as svc
    from figs_td.services.pairing.rounds import pair_next_round
    from figs_td.services.tournament import create_tournament
    from figs_td.store.records import NewPlayer

    rng = random.Random(7)
    path = folder / "lunghi.figs"
    store = create_tournament(
        path, "Torneo dei nomi lunghi", "italo-svizzero", rounds=ROUNDS, actor="test",
        place="Città di Castello", date_start="2026-11-21", date_end="2026-11-22",
    )  # fmt: skip
    try:
        with store.transaction(actor="test") as tx:
            tx.players.add_many(
                [NewPlayer(s, g, club=club(i), rating=1300 if i % 2 else 1800,
                           federation_id=f"{7000 + i}")
                 for i, (s, g) in enumerate(names())]
            )  # fmt: skip
            tx.tournament.update_settings({THRESHOLD_SETTING: THRESHOLD})
        if lexicon:
            from figs_td.services.rulings import set_tournament_lexicon

            set_tournament_lexicon(store, lexicon)
        svc.add_category(store, Category("Fascia alta di rating", "band", min_rating=1500))
        svc.add_category(store, Category("Fascia bassa di rating", "band", max_rating=1499))
        table = [Prize(1, amount=300, label="Coppa"), Prize(2, amount=200), Prize(3, amount=100)]
        for cat in ("Fascia alta di rating", "Fascia bassa di rating"):
            table += [Prize(1, cat, amount=60), Prize(2, cat, amount=40)]
        svc.set_prize_table(store, table)
        for rnd in range(1, PLAYED + 2):
            pair_next_round(store, seed=rnd)
            if rnd > PLAYED:
                break
            with store.transaction(actor="test") as tx:
                for g in tx.rounds.games(rnd):
                    if g.second is None:
                        continue
                    a, b = rng.randint(280, 520), rng.randint(280, 520)
                    tx.rounds.set_result(rnd, g.table, a + (a == b), b)
    finally:
        store.close()
    return path
