"""Hostile inputs of the corpus (``test_hostile_inputs.py``): names and numbers, at every entry
point. Each :class:`Case` is a command line, the files it needs (made here, never committed) and
the pattern its Italian error message must match."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from hostile_files import xlsx

Files = dict[str, bytes | None]  # None: a folder


@dataclass(frozen=True)
class Case:
    id: str
    argv: tuple[str, ...]
    expect: str  # regular expression the error message must match
    files: Files = field(default_factory=dict)
    setup: Callable[[Path], None] | None = None
    deny: str = ""  # a file that cannot be read (permission denied)


# -- names -------------------------------------------------------------------------------------

BAD_NAMES = {
    "nul": ("Ros\x00si", r"carattere nullo"),
    "esc-colour": ("Ros\x1b[31msi", r"sequenza di controllo del terminale"),
    "esc-title": ("\x1b]0;pwned\x07Rossi", r"sequenza di controllo del terminale"),
    "bell": ("Rossi\x07", r"carattere di controllo U\+0007"),
    "del": ("Ros\x7fsi", r"carattere di controllo U\+007F"),
    "c1-csi": ("Ros\x9b2Jsi", r"carattere di controllo U\+009B"),
    "bidi": ("Ros\u202esi", r"carattere di controllo U\+202E"),
    "newline": ("Rossi\nMario", r"a capo"),
    "linesep": ("Rossi\u2028Mario", r"carattere di controllo U\+2028"),
    "too-long": ("R" * 101, r"troppo lungo \(1\d\d caratteri"),
}


def _csv(text: str) -> bytes:
    return text.encode("utf-8")


def name_cases() -> list[Case]:
    out: list[Case] = []
    for key, (name, expect) in BAD_NAMES.items():
        out += [
            Case(f"players-add-{key}", ("players", "add", "t.figs", name), expect),
            Case(
                f"players-add-club-{key}",
                ("players", "add", "t.figs", "Gialli", "--club", name),
                expect,
            ),
            Case(
                f"players-edit-name-{key}",
                ("players", "edit", "t.figs", "#1", "--name", name),
                expect,
            ),
            Case(
                f"players-edit-club-{key}",
                ("players", "edit", "t.figs", "#2", "--club", name),
                expect,
            ),
            Case(f"tournament-name-{key}", ("tournament", "set", "t.figs", "--name", name), expect),
            Case(
                f"tournament-place-{key}", ("tournament", "set", "t.figs", "--place", name), expect
            ),
            Case(
                f"tournament-director-{key}",
                ("tournament", "set", "t.figs", "--director", name),
                expect,
            ),
            Case(
                f"tournament-arbiter-{key}",
                ("tournament", "set", "t.figs", "--arbiter", name),
                expect,
            ),
            Case(
                f"players-import-csv-{key}",
                ("players", "import", "t.figs", "p.csv"),
                expect,
                {"p.csv": _csv(f'cognome;nome\n"{name}";Mario\n')},
            ),
            *(
                [
                    Case(
                        f"players-import-xlsx-{key}",
                        ("players", "import", "t.figs", "p.xlsx"),
                        expect,
                        {"p.xlsx": xlsx([(1, ["cognome", "nome"]), (2, [name, "Mario"])])},
                    )
                ]
                if _xml_legal(name)
                else []
            ),
            Case(
                f"import-tsh-{key}",
                ("import-tsh", "s.t", "new.figs"),
                r"manca il rating" if key == "newline" else expect,  # a TSH line ends there
                {"s.t": f"{name}, Mario 1600 2; 400\nBianchi, Anna 1500 1; 300\n".encode()},
            ),
        ]
    return out


def _xml_legal(text: str) -> bool:
    # XML 1.0 cannot hold most C0 controls, even escaped: a workbook cannot carry them.
    return not any(ord(c) < 0x20 and c not in "\t\n\r" for c in text)


# -- numbers -----------------------------------------------------------------------------------

BAD_NUMBERS = {
    "underscore": ("1_650", r"'1_650' non è un numero intero"),
    "huge": ("99999999999999999999", r"numero troppo grande"),
    "digits-5000": ("9" * 5000, r"numero troppo grande"),
    "letters": ("abc", r"'abc' non è un numero intero"),
    "arabic-digits": ("١٢", r"non è un numero intero"),
    "exponent": ("1e3", r"'1e3' non è un numero intero"),
    "hex": ("0x10", r"'0x10' non è un numero intero"),
    "float": ("4.5", r"'4.5' non è un numero intero"),
}

NUMBER_OPTIONS: list[tuple[str, Callable[[str], tuple[str, ...]]]] = [
    ("rating", lambda v: ("players", "add", "t.figs", "Gialli", "--rating", v)),
    ("round", lambda v: ("result", "t.figs", "--round", v, "--table", "1", "--score", "400-300")),
    ("table", lambda v: ("result", "t.figs", "--round", "1", "--table", v, "--score", "400-300")),
    ("from-round", lambda v: ("players", "withdraw", "t.figs", "Rossi", "--from-round", v)),
    ("limit", lambda v: ("log", "t.figs", "--limit", v)),
    (
        "forfeit-table",
        lambda v: ("forfeit", "t.figs", "--round", "1", "--table", v, "--both-absent"),
    ),
    ("move-value", lambda v: ("rules", "penalty", v)),
    ("edit-rating", lambda v: ("players", "edit", "t.figs", "#1", "--rating", v)),
    ("set-rounds", lambda v: ("tournament", "set", "t.figs", "--rounds", v)),
    ("new-rounds", lambda v: ("new", "n.figs", "--name", "N", "--system", "girone", "--rounds", v)),
]


def number_cases() -> list[Case]:
    out = []
    for opt, argv in NUMBER_OPTIONS:
        for key, (value, expect) in BAD_NUMBERS.items():
            out.append(Case(f"number-{opt}-{key}", argv(value), expect))
    out += [
        Case(
            "number-rating-range",
            ("players", "add", "t.figs", "Gialli", "--rating", "99999"),
            r"fuori dall'intervallo",
        ),
        Case(
            "number-table-zero",
            ("result", "t.figs", "--round", "1", "--table", "0", "--score", "1-2"),
            r"fuori dall'intervallo",
        ),
        Case(
            "number-round-negative",
            ("result", "t.figs", "--round", "-3", "--table", "1", "--score", "1-2"),
            r"fuori dall'intervallo",
        ),
        Case(
            "score-huge",
            ("result", "t.figs", "--round", "1", "--table", "1", "--score", "99999-1"),
            r"troppo alto",
        ),
        Case(
            "score-digits",
            ("result", "t.figs", "--round", "1", "--table", "1", "--score", "9" * 5000 + "-1"),
            r"punteggio non valido",
        ),
        Case(
            "score-underscore",
            ("result", "t.figs", "--round", "1", "--table", "1", "--score", "4_12-300"),
            r"punteggio non valido",
        ),
        Case(
            "score-negative",
            ("result", "t.figs", "--round", "1", "--table", "1", "--score=-5-300"),
            r"negativo",
        ),
        Case(
            "rules-finish-score", ("rules", "finish", "abc", "300"), r"'abc' non è un numero intero"
        ),
        Case("rules-finish-huge", ("rules", "finish", "1" * 30, "300"), r"numero troppo grande"),
        Case(
            "bye-spread",
            ("tournament", "set", "t.figs", "--bye-spread", "1_0"),
            r"non è un numero intero",
        ),
        Case(
            "timeloss-overtime",
            (
                "timeloss",
                "t.figs",
                "--round",
                "1",
                "--table",
                "1",
                "--score",
                "300-200",
                "--flagged",
                "first",
                "--overtime",
                "9" * 40,
                "0",
            ),
            r"numero troppo grande",
        ),
        Case(
            "rule-value",
            ("tournament", "set", "t.figs", "--rule", "base_time_min=2_5"),
            r"non è un numero intero",
        ),
    ]
    return out
