"""A tournament edited by hand (text in a score, a game of a player against himself, a status no
figs-td writes, broken JSON) is refused in Italian — "il file del torneo 'X' contiene dati non
validi: tabella T, riga N (…)" — by every command, on both store paths, never with "errore
interno"; a self-paired game is refused by the store's own checks on SQLite and PostgreSQL
(issue 24, item 10)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from conftest import add_players  # at import time: the store tests' own conftest

from figs_td.cli import main
from figs_td.core.model import Game
from figs_td.errors import InputError, StoreError
from figs_td.services.standings import standings
from figs_td.services.tournament import open_tournament

COMMANDS = [
    ("standings", "F"),  # the thin path (sqlite3 only)
    ("standings", "F", "--json"),
    ("pairings", "F", "--round", "1"),
    ("players", "list", "F"),
    ("pair", "F"),
    ("prizes", "F"),
    ("export-tsh", "F", "OUT.t"),
]

#: (what is tampered, SQL, the sentence's end after "contiene dati non validi: ")
TAMPERS = [
    (
        "text in a score",
        "UPDATE game SET score_first = 'quattrocento' WHERE round = 1 AND table_no = 1",
        "tabella game, riga 1 (colonna score_first: 'quattrocento' non è un numero intero)",
    ),
    (
        "a player against himself",
        "UPDATE game SET second_id = first_id WHERE round = 1 AND table_no = 2",
        "tabella game, riga 2 (colonna second_id: il giocatore n. 3 gioca contro sé stesso)",
    ),
    (
        "a score out of any bound",
        "UPDATE game SET score_second = 99999 WHERE round = 1 AND table_no = 1",
        "tabella game, riga 1 (colonna score_second: 99999 è maggiore di 2000)",
    ),
    (
        "a table zero",
        "UPDATE game SET table_no = 0 WHERE round = 1 AND table_no = 2",
        "tabella game, riga 2 (colonna table_no: 0 è minore di 1)",
    ),
    (
        "an unknown kind",
        "UPDATE game SET kind = 'zzz' WHERE round = 1 AND table_no = 1",
        "tabella game, riga 1 (colonna kind: tipo di partita sconosciuto 'zzz')",
    ),
    (
        "text in a rating",
        "UPDATE player SET rating = 'alto' WHERE id = 3",
        "tabella player, riga 3 (colonna rating: 'alto' non è un numero intero)",
    ),
    (
        "an unknown status",
        "UPDATE player SET status = 'sospeso' WHERE id = 4",
        "tabella player, riga 4 (colonna status: stato sconosciuto 'sospeso')",
    ),
    (
        "a number as a surname's blob",
        "UPDATE player SET surname = x'00ff' WHERE id = 1",
        "tabella player, riga 1 (colonna surname: b'\\x00\\xff' non è un testo)",
    ),
    (
        "broken settings",
        "UPDATE tournament SET settings = '{rotto'",
        "tabella tournament, riga 1 (colonna settings: JSON non valido alla riga 1, colonna 2: "
        "serve il nome di una chiave tra virgolette)",
    ),
]


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """4 players, round 1 paired (tables 1 and 2), table 1's result in."""
    f = tmp_path_factory.mktemp("manomesso") / "t.figs"
    steps = [
        ["new", str(f), "--name", "T", "--system", "italo-svizzero", "--rounds", "4"],
        *[["players", "add", str(f), n] for n in ("Rossi", "Bianchi", "Verdi", "Neri")],
        ["pair", str(f), "--seed", "1"],
        ["result", str(f), "--round", "1", "--table", "1", "--score", "400-300"],
    ]
    for argv in steps:
        assert main(argv) == 0
    return f


@pytest.mark.parametrize(("what", "sql", "sentence"), TAMPERS, ids=[t[0] for t in TAMPERS])
def test_every_command_names_the_bad_row(
    played: Path, tmp_path: Path, capsys, what: str, sql: str, sentence: str
) -> None:  # noqa: ANN001
    f = tmp_path / "t.figs"
    shutil.copyfile(played, f)
    con = sqlite3.connect(f)
    with con:
        con.execute(sql)
    con.close()
    capsys.readouterr()
    checked = 0
    games_only = "tabella game" in sentence
    for argv in COMMANDS:
        args = [str(f) if a == "F" else a.replace("OUT", str(tmp_path / "uscita")) for a in argv]
        code = main(args)
        err = capsys.readouterr().err
        if code == 0 and argv[:2] == ("players", "list") and "tabella game" in sentence:
            continue  # the list of players reads no game: nothing wrong to see
        assert code == 2, (argv, what, err)
        assert "errore interno" not in err and "Traceback" not in err, (argv, err)
        assert (
            err.strip() == f"errore: il file del torneo '{f}' contiene dati non validi: {sentence}"
        ), argv
        checked += 1
    assert checked == len(COMMANDS) - games_only


def test_the_self_paired_game_is_refused_on_saving(store) -> None:  # noqa: ANN001
    a, b = add_players(store, ["Rossi, Mario", "Verdi, Anna"])
    with pytest.raises(InputError) as e:
        with store.transaction(actor="test") as tx:
            tx.rounds.save_round(1, [Game(1, 1, a, a)])
    assert (
        str(e.value) == f"turno 1, tavolo 1: il giocatore n. {a} non può giocare contro sé stesso"
    )
    with store.read() as tx:
        assert tx.rounds.numbers() == []
    del b


def test_a_tampered_database_is_refused_on_loading(store, target: str) -> None:  # noqa: ANN001
    """SQLite and PostgreSQL: a row changed behind the program's back (PostgreSQL keeps the
    types, not the rules) is refused by name when read."""
    ids = add_players(store, ["Rossi, Mario", "Verdi, Anna", "Neri, Gio", "Galli, Pia"])
    with store.transaction(actor="test") as tx:
        saved = tx.rounds.save_round(1, [Game(1, 1, ids[0], ids[1]), Game(1, 2, ids[2], ids[3])])
    gid = saved[1].id
    with store.engine.begin() as conn:
        from sqlalchemy import text

        conn.execute(text("UPDATE game SET second_id = first_id WHERE id = :g"), {"g": gid})
    store.close()
    with open_tournament(target) as again:
        with pytest.raises(StoreError) as e:
            standings(again)
        with pytest.raises(StoreError) as e2:
            with again.read() as tx:
                tx.rounds.games(1)
    expected = (
        f"contiene dati non validi: tabella game, riga {gid} (colonna second_id: il giocatore "
        f"n. {ids[2]} gioca contro sé stesso)"
    )
    assert str(e.value).startswith("il file del torneo '") and str(e.value).endswith(expected)
    assert str(e2.value) == str(e.value)


def test_a_round_with_broken_pairing_notes(played: Path, tmp_path: Path, capsys) -> None:  # noqa: ANN001
    f = tmp_path / "t.figs"
    shutil.copyfile(played, f)
    con = sqlite3.connect(f)
    with con:
        con.execute("UPDATE round SET pairing_meta = '[1,' WHERE number = 1")
    con.close()
    capsys.readouterr()
    assert main(["pairings", str(f), "--round", "1"]) == 2
    assert capsys.readouterr().err.strip() == (
        f"errore: il file del torneo '{f}' contiene dati non validi: tabella round, riga 1 "
        "(colonna pairing_meta: JSON non valido alla riga 1, colonna 4: manca un valore)"
    )
