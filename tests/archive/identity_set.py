"""A labelled set of archive players for the duplicate proposals (issue 40 §3): invented Italian
names, built deterministically from a seed.

Every stored player has a ``person`` (the truth): records of one person should be proposed
together, records of two people never. What the set holds:

- ``PEOPLE`` members, each with a tessera and a club (25 clubs), among them hard cases that are
  *different* people: siblings in one club whose given names differ by one or two letters
  (Mario/Maria, Franco/Franca, Sara/Clara), and homonyms in other clubs — all with their own
  tessera, as members have;
- 40 **typos**: a line of an event without tessera at the person's club, the name with one slip
  (a letter dropped, doubled, swapped with the next, replaced by a neighbour on the keyboard, an
  accent lost, the apostrophe of D'Angelo dropped or spaced);
- 10 **double surnames** written in the other order, without tessera, at the person's club;
- 10 **club changes**: the exact name without tessera at another club;
- 12 **newcomers** without tessera whose names are close to a member of their club but who are
  other people (a sibling's first event: the given name's other gender, a different short name).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from figs_td.core.archive.events import StoredPlayer

SURNAMES = [
    "Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino",
    "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano", "Rizzo",
    "Lombardi", "Moretti", "Barbieri", "Fontana", "Santoro", "Mariani", "Rinaldi", "Caruso",
    "Ferrara", "Galli", "Martini", "Leone", "Longo", "Gentile", "Martinelli", "Vitale", "Lombardo",
    "Serra", "Coppola", "De Santis", "D'Angelo", "Marchetti", "Parisi", "Villa", "Conte",
    "Ferraro", "Ferri", "Fabbri", "Bianco", "Marini", "Grasso", "Valentini", "Messina", "Sala",
    "De Angelis", "Gatti", "Pellegrini", "Palumbo", "Sanna", "Farina", "Rizzi", "Monti",
    "Cattaneo", "Morelli", "Amato", "Silvestri", "Mazza", "Testa", "Grassi", "Pellegrino",
    "Carbone", "Giuliani", "Benedetti", "Barone", "Rossetti", "Caputo", "Montanari", "Guerra",
    "Palmieri", "Bernardi", "Martino", "Fiore", "De Rosa", "Ferretti", "Bellini", "Basile",
    "Riva", "Donati", "Piras", "Vitali", "Battaglia", "Sartori", "Neri", "Costantini", "Milani",
    "Pagano", "Ruggiero", "Sorrentino", "D'Amico", "Orlando", "Damico", "Negri",
]  # fmt: skip
GIVEN = [
    "Marco", "Luca", "Giulia", "Francesca", "Alessandro", "Chiara", "Matteo", "Sara", "Andrea",
    "Valentina", "Davide", "Elena", "Simone", "Federica", "Stefano", "Silvia", "Paolo", "Laura",
    "Roberto", "Anna", "Giovanni", "Martina", "Lorenzo", "Elisa", "Riccardo", "Alessia",
    "Nicola", "Beatrice", "Fabio", "Ilaria", "Gabriele", "Serena", "Antonio", "Monica",
    "Giorgio", "Cristina", "Enrico", "Barbara", "Massimo", "Paola", "Daniele", "Claudia",
    "Niccolò", "Ludovica", "Tommaso", "Noemi", "Pietro", "Rosaria", "Raffaele", "Débora",
]  # fmt: skip
#: Siblings (one surname, one club): given names one or two letters apart, other people.
SIBLINGS = [("Mario", "Maria"), ("Franco", "Franca"), ("Sara", "Clara"), ("Carlo", "Carla"),
            ("Paolo", "Paola"), ("Giulio", "Giulia"), ("Luca", "Lucia"), ("Dario", "Daria"),
            ("Nino", "Nina"), ("Gino", "Gina")]  # fmt: skip
CLUBS = [f"Scrabble Club {c}" for c in (
    "Roma", "Milano", "Torino", "Napoli", "Bologna", "Firenze", "Genova", "Palermo", "Bari",
    "Verona", "Padova", "Trieste", "Cagliari", "Perugia", "Ancona", "Pescara", "Lecce", "Parma",
    "Modena", "Pisa", "Siena", "Trento", "Bolzano", "Udine", "Catania")]  # fmt: skip
PEOPLE = 600
#: Letters next to each other on an Italian keyboard (a slip replaces one with a neighbour).
NEIGHBOURS = {"a": "sq", "e": "wr", "i": "uo", "o": "ip", "u": "yi", "r": "et", "t": "ry",
              "n": "bm", "l": "kp", "s": "ad", "c": "xv", "m": "n", "d": "sf", "g": "fh"}  # fmt: skip


@dataclass(frozen=True)
class Labelled:
    player: StoredPlayer
    person: int  # the truth: one number per real person
    kind: str  # member, typo, swap, club_change, newcomer


def _typo(name: str, rnd: random.Random, kind: int) -> str:
    """One slip in ``name`` ("Surname Given"), never on a word's first or last letter: the last
    vowel of an Italian name makes another name (Mario/Maria, Ferrari/Ferraro: two people, see
    ``other_ending`` in ``figs_td.core.archive.events``)."""
    surname, _, given = name.rpartition(" ")
    if "'" in surname and kind % 2 == 0:
        return name.replace("'", "" if kind % 4 == 0 else " ")
    accented = {"ò": "o", "é": "e", "à": "a", "è": "e", "ù": "u", "ì": "i"}
    if any(c in name for c in accented) and kind % 3 == 0:
        return "".join(accented.get(c, c) for c in name)
    target = surname if kind % 2 else given
    letters = list(target)
    inner = [i for i in range(1, len(letters) - 1) if letters[i].isalpha()]
    i = rnd.choice(inner)
    op = kind % 4
    if op == 0 and len(letters) > 3:  # a letter dropped
        del letters[i]
    elif op == 1:  # doubled
        letters.insert(i, letters[i])
    elif op == 2 and i + 1 < len(letters) and letters[i + 1].isalpha():  # swapped
        letters[i], letters[i + 1] = letters[i + 1], letters[i]
    else:  # replaced by a neighbour on the keyboard
        c = letters[i].lower()
        letters[i] = rnd.choice(NEIGHBOURS.get(c, "aeiou".replace(c, "")))
    slipped = "".join(letters)
    return f"{slipped} {given}" if target is surname else f"{surname} {slipped}"


def build(seed: int = 40) -> list[Labelled]:
    rnd = random.Random(seed)
    out: list[Labelled] = []
    ids = iter(range(1, 100_000))

    def add(name: str, club: str, person: int, kind: str, tessera: str = "") -> None:
        out.append(Labelled(StoredPlayer(next(ids), name, club, tessera), person, kind))

    members: list[tuple[str, str, int]] = []  # (name, club, person)
    used: set[tuple[str, str]] = set()
    person = 0
    for s, (a, b) in enumerate(SIBLINGS):  # siblings: two members of one club
        surname, club = SURNAMES[s * 3], CLUBS[s]
        for given in (a, b):
            person += 1
            members.append((f"{surname} {given}", club, person))
            used.add((f"{surname} {given}", club))
    for s in range(10):  # homonyms: one name in two clubs, two people
        name = f"{SURNAMES[s * 5 + 1]} {GIVEN[s]}"
        for club in (CLUBS[s], CLUBS[s + 12]):
            person += 1
            members.append((name, club, person))
            used.add((name, club))
    for s in range(10):  # double surnames
        name = f"{SURNAMES[s * 2 + 40]} {SURNAMES[s * 2 + 41]} {GIVEN[s + 20]}"
        person += 1
        members.append((name, CLUBS[s + 5], person))
        used.add((name, CLUBS[s + 5]))
    while len(members) < PEOPLE:
        name = f"{rnd.choice(SURNAMES)} {rnd.choice(GIVEN)}"
        club = rnd.choice(CLUBS)
        if (name, club) in used or any(name == n for n, _c in used if _c == club):
            continue
        used.add((name, club))
        person += 1
        members.append((name, club, person))
    for n, (name, club, p) in enumerate(members):
        add(name, club, p, "member", f"T{10_000 + n}")
    # 40 typos, each of another member (the apostrophes and the accents first)
    plain = [m for m in members[50:] if len(m[0].split()) == 2]
    special = [m for m in plain if "'" in m[0] or any(c in m[0] for c in "òé")]
    chosen = special[:12] + rnd.sample([m for m in plain if m not in special], 28)
    for k, (name, club, p) in enumerate(chosen):
        slipped = _typo(name, rnd, k)
        assert slipped != name, name
        add(slipped, club, p, "typo")
    for name, club, p in members[40:50]:  # double surnames in the other order
        words = name.split()
        add(" ".join([words[1], words[0], *words[2:]]), club, p, "swap")
    movers = rnd.sample(members[50:], 10)
    for name, club, p in movers:
        other = CLUBS[(CLUBS.index(club) + 7) % len(CLUBS)]
        add(name, other, p, "club_change")
    # newcomers close to a member of their club but other people: a sibling of the other
    # gender (the given name's last vowel), a short name one letter from the member's
    for name, club, _p in members[50:62]:
        surname, _, given = name.rpartition(" ")
        last = given[-1]
        other = {"o": "a", "a": "o", "e": "a", "i": "a"}.get(last, "a")
        person += 1
        add(f"{surname} {given[:-1]}{other}", club, person, "newcomer")
    return out
