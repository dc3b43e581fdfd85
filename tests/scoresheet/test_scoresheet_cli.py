"""``figs-td scoresheet``: evaluate a file, convert it, attach it to a tournament game."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from figs_td.cli import main

GAME: dict[str, Any] = {
    "players": ["Anna Rossi", "Bruno Bianchi"],
    "turns": [
        {"move": "8F MICIO", "score": 16},
        {"move": "I3 ARMONIA", "score": 17, "challenge": {"words": ["ARMONIA"], "valid": True}},
        {"kind": "cambio_secco"},
        {"kind": "exchange", "tiles": 3},
        {"move": "F8 MAESTRO", "score": 20, "challenge": {"valid": False, "ruled_by": "arbitro"}},
    ],
    "end": {"racks": ["AB?", "CDE"]},
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    path = tmp_path / "partita.json"
    path.write_text(json.dumps(GAME), encoding="utf-8")
    return path


def test_evaluate_json_output_shape(game_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "scoresheet", str(game_file), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["players"] == ["Anna Rossi", "Bruno Bianchi"]
    first = data["turns"][0]
    for key in ("player", "kind", "word", "position", "score", "totals"):
        assert key in first
    assert [t["kind"] for t in data["turns"]] == [
        "play", "play", "cambio_secco", "exchange", "play"
    ]  # fmt: skip
    assert data["turns"][1]["totals"] == [14, 17]  # 10 % of 17 = 2 to Anna
    assert data["turns"][4]["score"] == 0 and data["turns"][4]["withdrawn"] is True
    # Bruno: 17 − 3 (20 % of 16) − CDE 8 = 6; Anna: 14 − AB? 13 = 1
    assert data["final"] == [1, 6]
    assert {w["code"] for w in data["warnings"]} == {"recount", "unfinished"}


def test_text_output_and_gcg_conversion(
    game_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    gcg = tmp_path / "partita.gcg"
    code, out, _ = run(capsys, "scoresheet", str(game_file), "--output", str(gcg), "--board")
    assert code == 0
    assert "8F MICIO" in out and "finale 1 - 6" in out
    assert " 8 .....MICIO....." in out
    code, out2, _ = run(capsys, "scoresheet", str(gcg), "--json")
    assert code == 0 and json.loads(out2)["final"] == [1, 6]


def test_profile_option(game_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "scoresheet", str(game_file), "--profile", "club-22", "--json")
    assert code == 0 and json.loads(out)["profile"] == "club-22"
    code, _, err = run(capsys, "scoresheet", str(game_file), "--profile", "nessuno")
    assert code == 2 and "profilo di regole sconosciuto" in err


@pytest.mark.parametrize(
    ("name", "content", "fragment"),
    [
        ("rotto.json", '{"players": ["a", "b"], "turns": [', "JSON non valido alla riga 1"),
        ("mossa.json", '{"players": ["a", "b"], "turns": [{"move": "8F XX YY"}]}', "turno 1"),
        ("impossibile.json", '{"players": ["a", "b"], "turns": [{"move": "8A MICIO"}]}',
         "turno 1 (a): mossa 8A MICIO: la prima parola deve passare per H8"),
        ("rotto.gcg", "#player1 a A\n#player2 b B\n>a: 8F MICIO\n", "GCG, riga 3"),
    ],
)  # fmt: skip
def test_bad_files_give_a_message_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, content: str, fragment: str
) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    code, _, err = run(capsys, "scoresheet", str(path))
    assert code == 2
    assert err.startswith("errore: ") and fragment in err
    assert "Traceback" not in err


def test_attach_to_a_tournament_game(
    game_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    figs = str(tmp_path / "torneo.figs")
    assert run(capsys, "new", figs, "--name", "Prova", "--system", "italo-svizzero")[0] == 0
    assert run(capsys, "players", "add", figs, "Rossi, Anna")[0] == 0
    assert run(capsys, "players", "add", figs, "Bianchi, Bruno")[0] == 0
    assert run(capsys, "pair", figs, "--seed", "1")[0] == 0
    code, out, err = run(capsys, "scoresheet", figs, "--round", "1", "--table", "1",
                         str(game_file), "--json")  # fmt: skip
    assert code == 0, err
    data = json.loads(out)
    from figs_td.services.tournament import open_tournament

    with open_tournament(figs) as store, store.read() as tx:
        game = tx.rounds.game(1, 1)
        names = {p.id: p.name for p in tx.players.records()}
        saved = tx.scoresheets.get(game.id)
        actions = [e.action for e in tx.audit.entries()]
    # the result follows the players by name: Anna 1, Bruno 6
    assert game.second is not None
    by_name = {names[game.first]: game.score_first, names[game.second]: game.score_second}
    assert by_name == {"Rossi Anna": 1, "Bianchi Bruno": 6}
    assert data["score_first"] == game.score_first
    assert saved is not None and json.loads(saved.record)["players"] == GAME["players"]
    assert "scoresheet.attach" in actions
    # the attached record can be shown again
    code, out, _ = run(capsys, "scoresheet", figs, "--round", "1", "--table", "1", "--json")
    assert code == 0 and json.loads(out)["final"] == [1, 6]
    # a table that does not exist: a message, nothing changed
    code, _, err = run(capsys, "scoresheet", figs, "--round", "1", "--table", "9", str(game_file))
    assert code == 2 and "tavolo 9" in err


def test_service_reads_by_content_and_writes_whole_files(tmp_path: Path) -> None:
    from figs_td.core.game.scoresheet_json import record_from_json
    from figs_td.services.scoresheets import read_record, write_record

    rec = record_from_json(GAME)
    gcg = write_record(rec, tmp_path / "a.gcg")
    js = write_record(rec, tmp_path / "a.txt")  # not .gcg: JSON
    assert gcg.read_text(encoding="utf-8").startswith("#character-encoding UTF-8")
    assert js.read_text(encoding="utf-8").startswith("{")
    assert read_record(gcg) == rec and read_record(js) == rec
    (tmp_path / "b.txt").write_bytes(gcg.read_bytes())  # sniffed: not JSON, so GCG
    assert read_record(tmp_path / "b.txt") == rec
    assert not list(tmp_path.glob("*.tmp"))
