#!/usr/bin/env python3
"""Build the example tournament of the manual, ``resources/examples/torneo-esempio.figs``.

    .venv/bin/python resources/examples/make_example.py [DEST.figs]

Every step is a real ``figs-td`` command (the ones the manual shows), run through the program's
own entry point. Ten players (seven added one by one, three imported from
``giocatori-esempio.csv``), italo-svizzero over four rounds with a seeded draw: round 1 entered
table by table, round 2 from a CSV file with one correction afterwards, round 3 with a time loss
(``figs-td timeloss``: the scores come from the rule profile), a forfeit, a challenge ruled
against the small word list ``parole-esempio.txt`` and a scoresheet attached to a game; a player
withdrawn from round 4 (so round 4 has a bye). The names are invented.
"""

from __future__ import annotations

import io
import json
import os
import random
import shutil
import sqlite3
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
DEST = HERE / "torneo-esempio.figs"
SEED = 2026
ROUNDS = 4

NAME = "Torneo di esempio — Trofeo del Lago"
PLAYERS = [  # "Cognome, Nome", rating, circolo, tessera
    ("Ferrari, Giulia", 1785, "Circolo Scrabble Lago", "1012"),
    ("Colombo, Marco", 1702, "Scrabble Club Torre", "1107"),
    ("Barbieri, Nicolò", 1650, "Gruppo Parole Alte", "1254"),
    ("D'Angelo, Lucia", 1598, "Circolo Scrabble Lago", "1388"),
    ("Ricci, Tommaso", 1544, "Scrabble Club Torre", "1461"),
    ("Greco, Matteo", 1480, "Gruppo Parole Alte", "1532"),
    ("Bruno, Francesca", 1433, "Circolo Scrabble Lago", "1620"),
]
IMPORT_CSV = HERE / "giocatori-esempio.csv"  # Esposito Chiara, Marino Elena, Gallo Andrea
LEXICON = HERE / "parole-esempio.txt"
GAME = HERE / "partita-esempio.json"  # written by this script (the players of round 3, table 3)


def figs(*args: str, json_out: bool = False) -> object:
    """Run ``figs-td ARGS`` through the program's own entry point; stop on any error.

    The commands run in this process (``figs_td.cli.main``) with their output captured, which is
    what ``figs-td ARGS`` does in a terminal, only without starting Python once per step.
    """
    from figs_td.cli import main as figs_main

    shown = " ".join(a if a and " " not in a else f'"{a}"' for a in args)
    out, err = io.TextIOWrapper(io.BytesIO(), "utf-8"), io.TextIOWrapper(io.BytesIO(), "utf-8")
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        status = figs_main(list(args))
    finally:
        sys.stdout, sys.stderr = saved
    out.flush()
    err.flush()
    stdout = out.buffer.getvalue().decode("utf-8")  # type: ignore[attr-defined]
    stderr = err.buffer.getvalue().decode("utf-8")  # type: ignore[attr-defined]
    if status != 0:
        sys.exit(f"figs-td {shown}\n{stderr.strip()}")
    if json_out:
        return json.loads(stdout)
    print(f"$ figs-td {shown}\n{stdout.rstrip()}")
    return stdout


def score_pair(rng: random.Random, rating_a: int, rating_b: int) -> tuple[int, int]:
    """A plausible, never drawn, pair of final scores (the higher rating wins a bit more often)."""
    while True:
        a = rng.randint(300, 470) + (rating_a - 1500) // 8
        b = rng.randint(300, 470) + (rating_b - 1500) // 8
        if a != b:
            return a, b


def main(argv: list[str]) -> int:
    dest = Path(argv[0]).resolve() if argv else DEST
    rng = random.Random(SEED)
    os.environ["FIGS_ACTOR"] = "esempio"  # the audit log names who entered each change
    with tempfile.TemporaryDirectory(prefix="figs-esempio-") as tmp:
        work = Path(tmp) / "torneo-esempio.figs"
        f = str(work)
        figs("new", f, "--name", NAME, "--system", "italo-svizzero", "--rounds", str(ROUNDS),
             "--profile", "figs-25", "--tiebreaks", "FIGS")  # fmt: skip
        figs("tournament", "set", f, "--place", "Lecco", "--dates", "2026-04-18",
             "--director", "Sala Roberto", "--arbiter", "Fontana Paola",
             "--panel", "Conti Sara", "Moretti Luca", "Rinaldi Giorgio",
             "--word-list-threshold", "1400")  # fmt: skip
        for name, rating, club, card in PLAYERS:
            figs("players", "add", f, name, "--rating", str(rating), "--club", club, "--id", card)
        figs("players", "import", f, str(IMPORT_CSV))
        ratings = {
            p["name"]: p["rating"] or 1500
            for p in figs("players", "list", f, "--json", json_out=True)
        }  # type: ignore[union-attr]  # noqa: E501

        def play(round_no: int, skip: set[int]) -> dict[int, tuple[str, str]]:
            pairing = figs("pairings", f, "--round", str(round_no), "--json", json_out=True)
            tables = {t["table"]: (t["first"], t["second"]) for t in pairing["tables"]}  # type: ignore[index]
            for table, (first, second) in sorted(tables.items()):
                if table in skip:
                    continue
                a, b = score_pair(rng, ratings[first], ratings[second])
                figs(
                    "result",
                    f,
                    "--round",
                    str(round_no),
                    "--table",
                    str(table),
                    "--score",
                    f"{a}-{b}",
                )
            return tables

        # Round 1: seeded draw, results table by table.
        figs("pair", f, "--seed", str(SEED))
        play(1, set())

        # Round 2: the whole round from a CSV file (tavolo, primo, secondo), then one correction.
        figs("pair", f)
        pairing = figs("pairings", f, "--round", "2", "--json", json_out=True)
        csv = Path(tmp) / "risultati-turno2.csv"
        lines = ["tavolo;primo;secondo"]
        for t in pairing["tables"]:  # type: ignore[index]
            a, b = score_pair(rng, ratings[t["first"]], ratings[t["second"]])
            lines.append(f"{t['table']};{a};{b}")
        csv.write_text("\n".join(lines) + "\n", encoding="utf-8")
        figs("results", f, "--round", "2", str(csv))
        first_line = lines[1].split(";")
        corrected = f"{int(first_line[1]) + 10}-{first_line[2]}"  # a mistyped score, corrected
        figs("result", f, "--round", "2", "--table", first_line[0], "--score", corrected, "--version", "2")

        # Round 3: table 2 ends on time (the second player's flag falls), table 3 gets its result
        # from its scoresheet (a close game stopped at the 75-minute cap), table 4 is a forfeit.
        figs("pair", f)
        tables = play(3, {2, 3, 4})
        figs("timeloss", f, "--round", "3", "--table", "2", "--score", "380-402",
             "--flagged", "second", "--overtime", "0", "60", "--preview")  # fmt: skip
        figs("timeloss", f, "--round", "3", "--table", "2", "--score", "380-402",
             "--flagged", "second", "--overtime", "0", "60")  # fmt: skip
        figs("forfeit", f, "--round", "3", "--table", "4", "--absent", "second")
        _challenge(f, tables)
        _scoresheet(f, tables[3])

        # Round 4: one player withdraws, so the field is odd and somebody gets the bye.
        figs("players", "withdraw", f, "Gallo, Andrea", "--from-round", "4")
        figs("pair", f)
        play(4, set())
        figs("standings", f)

        _copy_clean(work, dest)
    print(f"scritto {dest}")
    return 0


def _challenge(f: str, tables: dict[int, tuple[str, str]]) -> None:
    """Round 3, table 1, move 9: the second player challenges AMICE and TE of a 26-point move;
    AMICE is not in the list, so the move is invalid (art. 30: 20 % of 26 = 5.2 → 5 points)."""
    figs("check", f, "AMICE", "TE", "--round", "3", "--table", "1", "--move", "9",
         "--lexicon", str(LEXICON), "--move-value", "26")  # fmt: skip
    figs("rulings", f)


#: The game of round 3, table 3, move by move (positions: number first = horizontal).
GAME_TURNS: list[dict[str, object]] = [
    {"move": "8D SORELLA"},
    {"move": "E4 CANTORE", "challenge": {"words": ["CANTORE"], "valid": True,
                                          "ruled_by": "Fontana Paola"}},
    {"move": "10E ERBA"},
    {"move": "4C ARCO"},
    {"move": "H10 AMORE"},
    {"move": "14H ESTATE"},
    {"kind": "exchange", "tiles": 4},
    {"move": "M11 PANE"},
    {"move": "11K COPPA"},
    {"move": "O11 AMICA"},
    {"move": "F1 ERGO"},
    {"move": "2E TRAMONTI"},
    {"move": "L1 VITE"},
]  # fmt: skip


def _scoresheet(f: str, players: tuple[str, str]) -> None:
    """Write the scoresheet of round 3, table 3 and attach it (it sets the table's result)."""
    record = {
        "format": "figs-td-scoresheet",
        "version": 1,
        "players": list(players),
        "starts": 0,
        "profile": "figs-25",
        "meta": {"title": NAME, "round": "3", "table": "3"},
        "turns": GAME_TURNS,
        "end": {"capped": True},
    }
    GAME.write_text(json.dumps(record, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    figs("scoresheet", str(GAME))
    figs("scoresheet", f, "--round", "3", "--table", "3", str(GAME))


def _copy_clean(work: Path, dest: Path) -> None:
    """Copy the finished tournament into one self-contained file (no -wal/-shm, no backups)."""
    with sqlite3.connect(work) as con:
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    dest.parent.mkdir(parents=True, exist_ok=True)
    if dest.exists():
        dest.unlink()
    src = sqlite3.connect(work)
    out = sqlite3.connect(dest)
    try:
        src.backup(out)
    finally:
        out.close()
        src.close()
    shutil.copymode(work, dest)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
