"""End to end through the CLI: ``new --system`` with an alias of the eliminazione a gruppi,
"sorteggio al tavolo" on the pairing sheet (art. 25), ``result --first``, absence ``tempo``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from figs_td.cli import main


def _out(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    assert main(argv) == 0, capsys.readouterr().err
    return capsys.readouterr().out


def _new(tmp_path: Path, capsys: pytest.CaptureFixture[str], system: str, n: int) -> str:
    f = str(tmp_path / "t.figs")
    _out(capsys, ["new", f, "--name", "Circolo", "--system", system])
    for i in range(1, n + 1):
        _out(capsys, ["players", "add", f, f"Giocatore{i}, Nome", "--rating", str(2000 - i)])
    return f


def test_group_elimination_by_alias(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = _new(tmp_path, capsys, "eliminazione a gruppi", 4)
    info = json.loads(_out(capsys, ["tournament", "show", f, "--json"]))
    assert info["system"] == "eliminazione-a-gruppi"
    assert info["tiebreaks"] == "WESPA"  # wins, then spread
    r1 = json.loads(_out(capsys, ["pair", f, "--seed", "7", "--json"]))
    assert len(r1["tables"]) == 2 and r1["byes"] == []
    # the first-named player of each table wins
    for t in (1, 2):
        _out(capsys, ["result", f, "--round", "1", "--table", str(t), "--score", "400-300"])
    winners = {t["first"] for t in r1["tables"]}
    r2 = json.loads(_out(capsys, ["pair", f, "--seed", "8", "--json"]))
    # 003_: "i giocatori che hanno vinto giocheranno tra loro" — winners v winners
    assert any({t["first"], t["second"]} == winners for t in r2["tables"])
    text = _out(capsys, ["pairings", f, "--round", "2", "--explain"])
    assert "gruppo a 1 vittoria" in text and "gruppo a 0 vittorie" in text
    for t in (1, 2):
        _out(capsys, ["result", f, "--round", "2", "--table", str(t), "--score", "400-300"])
    # ⌈log₂ 4⌉ = 2 rounds: finished
    assert main(["pair", f]) == 2
    assert "prevede 2 turni" in capsys.readouterr().err


def test_unknown_system_is_an_italian_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["new", str(tmp_path / "x.figs"), "--name", "X", "--system", "boh"]) == 2
    assert "sistema di abbinamento sconosciuto" in capsys.readouterr().err


def test_draw_at_the_table_and_result_first(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = _new(tmp_path, capsys, "italo-svizzero", 4)
    _out(capsys, ["tournament", "set", f, "--first-move", "sorteggio"])
    r1 = json.loads(_out(capsys, ["pair", f, "--draw", "rating", "--json"]))
    assert r1["first_move"] == "sorteggio"
    assert [t["starts"] for t in r1["tables"]] == ["sorteggio", "sorteggio"]
    sheet = _out(capsys, ["pairings", f, "--round", "1", "--explain"])
    assert "Inizia" in sheet and sheet.count("sorteggio") >= 2
    assert "si sorteggia al tavolo (art. 25)" in sheet
    # Table 1 by rating: Giocatore1 v Giocatore3; Giocatore3 drew the tile nearer to A and won.
    t1 = r1["tables"][0]
    assert (t1["first"], t1["second"]) == ("Giocatore1 Nome", "Giocatore3 Nome")
    out = json.loads(
        _out(
            capsys,
            [
                "result",
                f,
                "--round",
                "1",
                "--table",
                "1",
                "--score",
                "420-390",
                "--first",
                "Giocatore3",
                "--json",
            ],
        )
    )
    assert (out["first"], out["second"]) == (3, 1)
    assert (out["score_first"], out["score_second"]) == (420, 390)
    rows = json.loads(_out(capsys, ["standings", f, "--json", "--after-round", "1"]))
    g3 = next(r for r in rows if r["name"] == "Giocatore3 Nome")
    assert g3["wins"] == 1 and g3["spread"] == 30
    # Back to the balanced assignment: the next round's sheet names who starts.
    _out(capsys, ["result", f, "--round", "1", "--table", "2", "--score", "400-300"])
    _out(capsys, ["tournament", "set", f, "--first-move", "bilanciato"])
    r2 = json.loads(_out(capsys, ["pair", f, "--json"]))
    assert r2["first_move"] == "bilanciato"
    assert all(t["starts"] == t["first"] for t in r2["tables"])


def test_forfeit_with_absence_tempo(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = _new(tmp_path, capsys, "italo-svizzero", 2)
    _out(capsys, ["tournament", "set", f, "--profile", "figs-2008", "--absence", "tempo"])
    assert "sconfitta per tempo da 0-0" in _out(capsys, ["tournament", "show", f])
    _out(capsys, ["pair", f, "--draw", "rating"])
    text = _out(capsys, ["forfeit", f, "--round", "1", "--table", "1", "--absent", "second"])
    # 002_ art. 42 + art. 39–40: 0 – (0 − 60 − 440) = 0 – (−500)
    assert "0 - -500" in text and "sconfitta per tempo (art. 38)" in text
