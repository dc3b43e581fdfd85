"""The check-in desk's search and its count of keys (issue 42): surname, given name and
initials, accents/apostrophes/spaces ignored, the players already present out of the list,
the arrow keys among 2–3 candidates — values worked out by hand."""

from __future__ import annotations

import dataclasses

from figs_td.services.registration.checkin import (
    CheckinRow,
    choose_keys,
    desk_keys,
    keystrokes,
    search,
)
from figs_td.store import PlayerRecord

NAMES = [
    ("Rossi", "Marco"), ("Rossi", "Anna"), ("Russo", "Luca"), ("Marino", "Rosa"),
    ("D'Amico", "Anna"), ("Damiani", "Pietro"), ("De Luca", "Sara"), ("Élia", "Nicolò"),
    ("Mancini", "Giorgio"), ("Manzoni", "Teresa"),
]  # fmt: skip


def _rows(present: tuple[str, ...] = ()) -> list[CheckinRow]:
    out = []
    for i, (s, g) in enumerate(NAMES, 1):
        rec = PlayerRecord(id=i, seq=i, surname=s, given_name=g)
        out.append(CheckinRow(rec, f"{s} {g}" in present, "", "", 0))
    return out


def _names(found: list[CheckinRow]) -> list[str]:
    return [r.player.name for r in found]


def test_surname_given_name_and_initials() -> None:
    rows = _rows()
    assert _names(search(rows, "rm")) == ["Rossi Marco"]  # R(ossi) M(arco)
    assert _names(search(rows, "rosm")) == ["Rossi Marco"]
    # the old way still works: each typed word starts a word of the name, in any order
    assert _names(search(rows, "ros ma")) == ["Marino Rosa", "Rossi Marco"]
    assert _names(search(rows, "ross mar")) == ["Rossi Marco"]
    # the surname's matches first, then the given name's ("rosa")
    assert _names(search(rows, "ro")) == ["Rossi Anna", "Rossi Marco", "Marino Rosa"]
    assert _names(search(rows, "pie")) == ["Damiani Pietro"]


def test_accents_apostrophes_and_spaces_ignored() -> None:
    rows = _rows()
    assert _names(search(rows, "dam")) == ["Damiani Pietro", "D'Amico Anna"]
    assert _names(search(rows, "d'am")) == ["Damiani Pietro", "D'Amico Anna"]
    assert _names(search(rows, "damic")) == ["D'Amico Anna"]
    assert _names(search(rows, "delu")) == ["De Luca Sara"]
    assert _names(search(rows, "ELI")) == ["Élia Nicolò"]
    assert _names(search(rows, "nicolo")) == ["Élia Nicolò"]
    # "luc": the word of the surname first, then the given name
    assert _names(search(rows, "luc")) == ["De Luca Sara", "Russo Luca"]
    assert search(rows, "  ") == [] and search(rows, "zz") == []


def test_present_players_leave_the_list() -> None:
    rows = _rows(present=("Rossi Marco",))
    assert _names(search(rows, "ross")) == ["Rossi Anna"]
    assert _names(search(rows, "ros")) == ["Rossi Anna", "Marino Rosa"]  # and her given name
    both = _rows(present=("Rossi Marco", "Rossi Anna"))
    # nobody absent matches: the present ones are shown (a tap takes a check-in back)
    assert [(r.player.name, r.present) for r in search(both, "ross")] == [
        ("Rossi Anna", True), ("Rossi Marco", True),
    ]  # fmt: skip


def test_arrow_keys_among_two_or_three() -> None:
    rows = _rows()
    three = search(rows, "ro")  # Rossi Anna, Rossi Marco, Marino Rosa
    assert choose_keys(three, three[0]) == ("↓", "⏎")
    assert choose_keys(three, three[1]) == ("↓", "↓", "⏎")
    assert choose_keys(three, three[2]) == ("↑", "⏎")
    assert choose_keys(search(rows, "rm"), rows[0]) == ("⏎",)
    four = search(rows, "m")  # Mancini, Manzoni, Marino, Rossi Marco
    assert len(four) == 4 and choose_keys(four, four[0]) is None


def test_fewest_keys_worked_out_by_hand() -> None:
    rows = _rows()
    # "r" and "m" leave 4 each; "rm" leaves Rossi Marco alone: r, m, Enter
    assert desk_keys(rows, rows[0]) == ("r", "m", "⏎")
    # "a" lists D'Amico Anna and Rossi Anna (given names; by surname): a, ↓, Enter
    assert desk_keys(rows, rows[4]) == ("a", "↓", "⏎")
    # Manzoni: "m" 4, "ma" 4 (Rossi Marco's given name), "mz"? no player: "man" → 2 → ↑ Enter
    # is 5; "t" (Teresa) alone: t, Enter
    assert desk_keys(rows, rows[9]) == ("t", "⏎")
    assert keystrokes(rows, rows[9]) == 2
    # once Rossi Marco is present, Rossi Anna: "r" leaves Rossi Anna and Russo Luca — and
    # Marino Rosa's given name: 3, Rossi Anna first: r, ↓, Enter; but "a" (Anna) lists
    # D'Amico Anna and Rossi Anna, and comes first among the one-letter tries: a, ↑, Enter
    later = [dataclasses.replace(r, present=r.player.id == 1) for r in rows]
    assert _names(search(later, "r")) == ["Rossi Anna", "Russo Luca", "Marino Rosa"]
    assert choose_keys(search(later, "r"), later[1]) == ("↓", "⏎")
    assert desk_keys(later, later[1]) == ("a", "↑", "⏎")
    # with Rossi Marco still absent, "r" lists four: Rossi Anna needs "ross" and arrows or "a"
    assert choose_keys(search(rows, "r"), rows[1]) is None
