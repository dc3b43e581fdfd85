"""The store's CLI commands: output, --json shapes, exit status 2 with Italian messages."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.core.model import Game


def run(capfd, *args: str) -> tuple[int, str, str]:  # noqa: ANN001
    status = main([str(a) for a in args])
    out, err = capfd.readouterr()
    return status, out, err


@pytest.fixture
def figs(tmp_path: Path, capfd) -> Path:  # noqa: ANN001
    f = tmp_path / "coppa.figs"
    status, out, _ = run(
        capfd,
        "new",
        f,
        "--name",
        "Coppa Città",
        "--system",
        "italo-svizzero",
        "--rounds",
        "6",
        "--profile",
        "figs-2008",
    )
    assert status == 0 and "Coppa Città" in out
    return f


def _pair(f: Path) -> None:
    from figs_td.store import open_store

    with open_store(f) as store, store.transaction() as tx:
        ids = [p.id for p in tx.players.list()]
        tx.rounds.save_round(1, [Game(1, 1, ids[0], ids[1]), Game(1, 2, ids[2], ids[3])])


def _four(capfd, f: Path) -> None:  # noqa: ANN001
    for name in ("Rossi, Mario", "Bianchi, Anna", "Verdi, Luca", "Neri, Ugo"):
        assert run(capfd, "players", "add", f, name)[0] == 0


def test_new_refuses_existing_file(figs: Path, capfd) -> None:  # noqa: ANN001
    status, _, err = run(capfd, "new", figs, "--name", "Altro", "--system", "girone")
    assert status == 2 and "esiste già" in err and "Traceback" not in err


def test_players_add_list_json(figs: Path, capfd) -> None:  # noqa: ANN001
    status, out, _ = run(
        capfd,
        "players",
        "add",
        figs,
        "Rossi, Mario",
        "--rating",
        "1650",
        "--club",
        "Roma",
        "--id",
        "A7",
    )
    assert status == 0 and "Rossi Mario" in out
    status, out, _ = run(capfd, "players", "list", figs, "--json")
    assert status == 0
    assert json.loads(out) == [
        {
            "id": 1,
            "name": "Rossi Mario",
            "seq": 1,
            "surname": "Rossi",
            "given_name": "Mario",
            "club": "Roma",
            "rating": 1650,
            "federation_id": "A7",
            "status": "active",
            "status_round": None,
            "registration_rating": 1650,  # the rating at registration (bands use it)
            "member_warning": None,  # no member list loaded: nothing to warn about
        }
    ]
    status, _, err = run(capfd, "players", "add", figs, "rossi, MARIO")
    assert status == 2 and err.strip() == "errore: giocatore già iscritto: Rossi Mario"
    status, _, err = run(capfd, "players", "add", figs, "Verdi, Ugo", "--id", "A7")
    assert status == 2 and "tessera A7 già usata da Rossi Mario" in err


def test_players_withdraw(figs: Path, capfd) -> None:  # noqa: ANN001
    _four(capfd, figs)
    status, out, _ = run(capfd, "players", "withdraw", figs, "Neri Ugo", "--from-round", "3")
    assert status == 0 and "ritirato dal turno 3" in out
    out = run(capfd, "players", "list", figs, "--json")[1]
    assert [(p["status"], p["status_round"]) for p in json.loads(out)][3] == ("withdrawn", 3)


def test_players_import_bad_row(figs: Path, tmp_path: Path, capfd) -> None:  # noqa: ANN001
    src = tmp_path / "iscritti.csv"
    src.write_text("cognome;nome;rating\nRossi;Mario;1500\nBianchi;Anna;15OO\n", encoding="utf-8")
    status, _, err = run(capfd, "players", "import", figs, src)
    assert status == 2
    assert "iscritti.csv, riga 3, colonna 3 (rating): '15OO' non è un rating valido" in err
    assert json.loads(run(capfd, "players", "list", figs, "--json")[1]) == []


def test_result_and_correction_and_log(figs: Path, capfd) -> None:  # noqa: ANN001
    _four(capfd, figs)
    _pair(figs)
    status, out, _ = run(
        capfd, "result", figs, "--round", "1", "--table", "2", "--score", "402-388"
    )
    assert status == 0 and "Verdi Luca 402 - 388 Neri Ugo" in out and "inserito" in out
    status, out, _ = run(
        capfd,
        "result",
        figs,
        "--round",
        "1",
        "--table",
        "2",
        "--score",
        "402-398",
        "--version",
        "2",
        "--json",
    )
    data = json.loads(out)
    assert data["corrected"] is True and data["previous"] == [402, 388]
    assert (data["score_first"], data["score_second"], data["version"]) == (402, 398, 3)
    status, out, _ = run(capfd, "log", figs, "--json")
    log = json.loads(out)
    assert set(log[0]) == {"id", "at", "actor", "action", "entity", "key", "old", "new"}
    last = log[-1]
    assert last["action"] == "result.correct" and last["key"] == "1/2"
    assert last["old"]["score_second"] == 388 and last["new"]["score_second"] == 398
    status, out, _ = run(capfd, "log", figs)  # Italian lines by default (issue 39)
    assert "risultato corretto: Turno 1, tavolo 2 (Verdi Luca – Neri Ugo): risultato corretto da 402–388 a 402–398" in out
    assert "result.correct" not in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--table", "9", "--score", "300-200"], "nel turno 1 non c'è il tavolo 9"),
        (["--table", "1", "--score=-30-200"], "negativo"),
        (["--table", "1", "--score", "300--20"], "negativo"),
        (["--table", "1", "--score", "trecento"], "punteggio non valido"),
    ],
)
def test_result_bad_input(figs: Path, capfd, args: list[str], message: str) -> None:  # noqa: ANN001
    _four(capfd, figs)
    _pair(figs)
    status, _, err = run(capfd, "result", figs, "--round", "1", *args)
    assert status == 2 and message in err and "Traceback" not in err


def test_results_from_file(figs: Path, tmp_path: Path, capfd) -> None:  # noqa: ANN001
    _four(capfd, figs)
    _pair(figs)
    src = tmp_path / "turno1.csv"
    src.write_text("tavolo,primo,secondo\n1,410,390\n2,333,444\n", encoding="utf-8")
    status, out, _ = run(capfd, "results", figs, "--round", "1", src, "--json")
    assert status == 0
    assert [(g["table"], g["score_first"], g["score_second"]) for g in json.loads(out)] == [
        (1, 410, 390),
        (2, 333, 444),
    ]


def test_bad_files_via_cli(tmp_path: Path, figs: Path, capfd) -> None:  # noqa: ANN001
    text = tmp_path / "testo.figs"
    text.write_text("ciao", encoding="utf-8")
    status, _, err = run(capfd, "players", "list", text)
    assert status == 2 and "non è un file di torneo" in err
    newer = tmp_path / "nuovo.figs"
    newer.write_bytes(figs.read_bytes())
    con = sqlite3.connect(newer)
    con.execute("UPDATE figs_meta SET value='7' WHERE key='schema_version'")
    con.commit()
    con.close()
    status, _, err = run(capfd, "players", "list", newer)
    assert status == 2 and "versione più recente" in err
    broken = tmp_path / "rotto.figs"
    broken.write_bytes(figs.read_bytes()[:1500])
    status, _, err = run(capfd, "log", broken)
    assert status == 2 and "danneggiato" in err
