"""``players absent`` (issue 42 §2): a player announces he will miss one round.

Five players, rated so that round 1 drawn by rating is known in advance (the lowest rated
present rests, then the top half meets the bottom half). All five: Galli (1650) rests, Rossi
(1900)–Verdi (1800) at table 1, Bianchi (1850)–Neri (1700) at table 2. With Verdi announced
absent, four present and no bye: Rossi–Neri and Bianchi–Galli."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from figs_td.cli import main

PLAYERS = (("Rossi, Mario", 1900), ("Bianchi, Anna", 1850), ("Verdi, Ugo", 1800),
           ("Neri, Ada", 1700), ("Galli, Ezio", 1650))  # fmt: skip


def _new(path: Path, system: str = "italo-svizzero", rounds: int = 4) -> Path:
    assert main(["new", str(path), "--name", "Assenze", "--system", system,
                 "--rounds", str(rounds)]) == 0  # fmt: skip
    for name, rating in PLAYERS:
        assert main(["players", "add", str(path), name, "--rating", str(rating)]) == 0
    return path


@pytest.fixture
def event(tmp_path: Path) -> Path:
    return _new(tmp_path / "t.figs")


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()  # what earlier commands printed
    try:
        status = main(list(argv))
    except SystemExit as exc:  # refused by the parser itself (an option's range)
        status = int(exc.code or 0)
    out = capsys.readouterr()
    return status, out.out, out.err


def _dump(path: Path) -> list[str]:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def _pair(capsys: pytest.CaptureFixture[str], f: Path) -> dict:
    status, out, err = _run(capsys, "pair", str(f), "--draw", "rating", "--json")
    assert status == 0, err
    return json.loads(out)


def test_the_absent_player_is_not_paired_and_comes_back(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = str(event)
    status, out, _ = _run(capsys, "players", "absent", f, "Verdi", "--round", "1",
                          "--reason", "arriva alle 15")  # fmt: skip
    assert status == 0
    assert out.strip() == "Verdi Ugo: assente nel turno 1 (arriva alle 15), torna dal turno 2"
    status, out, _ = _run(capsys, "players", "absent", f, "--list", "--json")
    assert json.loads(out) == {
        "absences": [{"player_id": 3, "name": "Verdi Ugo", "round": 1, "reason": "arriva alle 15"}]
    }
    r1 = _pair(capsys, event)
    names = {t[k] for t in r1["tables"] for k in ("first", "second")}
    assert "Verdi Ugo" not in names and len(r1["tables"]) == 2 and r1["byes"] == []
    assert r1["absent"] == ["Verdi Ugo (arriva alle 15)"]
    for t in r1["tables"]:
        assert main(["result", f, "--round", "1", "--table", str(t["table"]),
                     "--score", "400-300"]) == 0  # fmt: skip
    r2 = _pair(capsys, event)
    names = {t[k] for t in r2["tables"] for k in ("first", "second")} | set(r2["byes"])
    assert "Verdi Ugo" in names and len(names) == 5 and "absent" not in r2
    # Under the default (nulla) the missed round counts no game.
    status, out, _ = _run(capsys, "standings", f, "--json")
    verdi = next(r for r in json.loads(out) if r["name"] == "Verdi Ugo")
    assert (verdi["games"], verdi["tournament_points"], verdi["spread"]) == (0, 0, 0)


def test_the_pairing_sheet_names_the_absent(event: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = str(event)
    assert main(["players", "absent", f, "Verdi", "--round", "1"]) == 0
    capsys.readouterr()
    status, out, _ = _run(capsys, "pair", f, "--draw", "rating")
    assert status == 0 and "Assenti in questo turno: Verdi Ugo" in out.splitlines()


def test_a_paired_round_is_refused_naming_the_table_and_the_forfeit(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = str(event)
    r1 = _pair(capsys, event)
    assert r1["tables"][1]["second"] == "Neri Ada" and r1["byes"] == ["Galli Ezio"]
    before = _dump(event)
    status, _, err = _run(capsys, "players", "absent", f, "Neri", "--round", "1")
    assert status == 2
    assert err.strip() == (
        "errore: il turno 1 è già abbinato (Neri Ada al tavolo 2): ora l'assenza è una "
        'sconfitta a tavolino (forfeit FILE --round 1 --table 2 --absent "Neri Ada")'
    )
    status, _, err = _run(capsys, "players", "absent", f, "Galli", "--round", "1")
    assert status == 2 and "Galli Ezio vi riposa" in err
    assert _dump(event) == before


def test_undo_and_the_refusals(event: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = str(event)
    assert main(["players", "absent", f, "Galli", "--round", "3"]) == 0
    status, out, _ = _run(capsys, "players", "absent", f, "Galli", "--round", "3", "--undo")
    assert status == 0 and out.strip() == "Galli Ezio: gioca il turno 3 (assenza tolta)"
    before = _dump(event)
    refusals = {
        ("Galli", "--round", "3", "--undo"): "Galli Ezio non è segnato assente nel turno 3",
        ("Galli", "--round", "5"): "turno 5 non valido: il torneo prevede 4 turni",
        ("Galli", "--round", "0"): "--round: 0 fuori dall'intervallo ammesso (1–999)",
        ("Galli", "--round", "2", "--reason", "x" * 201): "motivo troppo lungo (201 caratteri",
        ("Nessuno", "--round", "2"): "Nessuno",
        ("Galli",): "indicare il turno con --round N",
        ("Galli", "--list"): "--list mostra soltanto",
    }
    for args, message in refusals.items():
        status, _, err = _run(capsys, "players", "absent", f, *args)
        assert status == 2 and message in err, (args, err)
    assert main(["players", "withdraw", f, "Galli", "--from-round", "2"]) == 0
    before = _dump(event)
    status, _, err = _run(capsys, "players", "absent", f, "Galli", "--round", "3")
    assert status == 2 and "Galli Ezio si è ritirato dal turno 2" in err
    assert _dump(event) == before


def test_not_in_a_knockout(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = _new(tmp_path / "ko.figs", "eliminazione", 3)
    status, _, err = _run(capsys, "players", "absent", str(f), "Rossi", "--round", "1")
    assert status == 2 and "eliminazione diretta: chi non gioca perde l'incontro" in err


@pytest.mark.parametrize(
    "setting, games, points, spread", [("sconfitta", 1, 0, -50), ("riposo", 1, 2, 50)]
)
def test_the_setting_decides_what_the_round_gives(
    event: Path, capsys: pytest.CaptureFixture[str], setting: str, games: int, points: int,
    spread: int,
) -> None:  # fmt: skip
    f = str(event)
    assert main(["tournament", "set", f, "--absence-result", setting]) == 0
    capsys.readouterr()
    status, out, _ = _run(capsys, "tournament", "show", f, "--json")
    assert json.loads(out)["absence_result"] == setting
    assert main(["players", "absent", f, "Verdi", "--round", "1"]) == 0
    r1 = _pair(capsys, event)
    for t in r1["tables"]:
        assert main(["result", f, "--round", "1", "--table", str(t["table"]),
                     "--score", "400-300"]) == 0  # fmt: skip
    capsys.readouterr()
    status, out, _ = _run(capsys, "standings", f, "--json")
    verdi = next(r for r in json.loads(out) if r["name"] == "Verdi Ugo")
    assert (verdi["games"], verdi["tournament_points"], verdi["spread"]) == (games, points, spread)


def test_a_wrong_setting_is_refused(event: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = _dump(event)
    status, _, err = _run(capsys, "tournament", "set", str(event), "--absence-result", "mezzo")
    assert status == 2
    assert "assenza per un turno: 'mezzo' non valido (nulla, sconfitta o riposo)" in err
    assert _dump(event) == before


def test_check_in_does_not_wait_for_who_announced_round_one(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = str(event)
    assert main(["players", "checkin", f, "Rossi", "Bianchi", "Neri", "Galli"]) == 0
    assert main(["players", "absent", f, "Verdi", "--round", "1"]) == 0
    r1 = _pair(capsys, event)  # no --include-absent needed: Verdi said he would not come
    assert len(r1["tables"]) == 2


def test_documents_mark_the_round(event: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import openpyxl

    f = str(event)
    assert main(["players", "absent", f, "Verdi", "--round", "1"]) == 0
    r1 = _pair(capsys, event)
    for t in r1["tables"]:
        assert main(["result", f, "--round", "1", "--table", str(t["table"]),
                     "--score", "400-300"]) == 0  # fmt: skip
    out = tmp_path / "tab.xlsx"
    assert main(["export", f, "crosstable", "-o", str(out)]) == 0
    ws = openpyxl.load_workbook(out).active
    rows = [[c.value for c in r] for r in ws.iter_rows()]
    verdi = next(r for r in rows if "Verdi Ugo" in r)
    assert "ass." in verdi  # the round-1 outcome cell
    sheet = tmp_path / "abbinamenti.xlsx"
    assert main(["export", f, "pairings", "--round", "1", "-o", str(sheet)]) == 0
    rows = [[c.value for c in r] for r in openpyxl.load_workbook(sheet).worksheets[0].iter_rows()]
    last = [v for v in rows[-1] if v not in (None, "")]
    assert last[1:2] == ["Verdi Ugo"] and "assente" in last  # a row of its own, no table
    site = tmp_path / "sito"
    assert main(["publish", f, "-o", str(site)]) == 0
    alpha = (site / "turno-1-alfabetico.html").read_text(encoding="utf-8")
    assert "Verdi Ugo</a></th>\n<td class=\"n\"></td>\n<td>assente</td>" in alpha


def test_two_desks_announcing_at_once_lose_nothing(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Five processes each record one player's absence at the same moment: the absences are
    one setting, read and written back; every desk's must be there afterwards."""
    names = ["Rossi", "Bianchi", "Verdi", "Neri", "Galli"]
    start = Path(event).with_suffix(".via")
    code = (
        "import sys, time, pathlib\n"
        "from figs_td.cli import main\n"
        "go = pathlib.Path(sys.argv[1])\n"
        "while not go.exists(): time.sleep(0.005)\n"
        "sys.exit(main(['players', 'absent', sys.argv[2], sys.argv[3], '--round', '2']))\n"
    )
    procs = [subprocess.Popen([sys.executable, "-c", code, str(start), str(event), n])
             for n in names]  # fmt: skip
    start.write_text("via")
    assert [p.wait(timeout=120) for p in procs] == [0] * 5
    capsys.readouterr()
    status, out, _ = _run(capsys, "players", "absent", str(event), "--list", "--json")
    assert status == 0
    assert sorted(a["name"] for a in json.loads(out)["absences"]) == [
        "Bianchi Anna", "Galli Ezio", "Neri Ada", "Rossi Mario", "Verdi Ugo"
    ]  # fmt: skip


@pytest.mark.parametrize("setting, spread", [("nulla", "0"), ("sconfitta", "-50"), ("riposo", "50")])
def test_the_tsh_file_gives_the_missed_round_its_spread(
    event: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], setting: str, spread: str
) -> None:
    """TSH has no "no game": a round without opponent is a bye whose score is the spread
    (positive won, negative lost; figs-td reads 0 back as an absence)."""
    f = str(event)
    assert main(["tournament", "set", f, "--absence-result", setting]) == 0
    assert main(["players", "absent", f, "Verdi", "--round", "1"]) == 0
    r1 = _pair(capsys, event)
    for t in r1["tables"]:
        assert main(["result", f, "--round", "1", "--table", str(t["table"]),
                     "--score", "400-300"]) == 0  # fmt: skip
    out = tmp_path / "divisione.t"
    assert main(["export-tsh", f, str(out)]) == 0
    verdi = next(line for line in out.read_text(encoding="utf-8").splitlines() if "Verdi" in line)
    opponents, scores = verdi.split(";")[0].split()[-1], verdi.split(";")[1].split()
    assert (opponents, scores) == ("0", [spread])
