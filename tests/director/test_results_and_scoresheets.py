"""A result typed over a game with an attached scoresheet (``results FILE --force``, ``result
--force``) never leaves the scoresheet saying one thing and the game another: the scoresheet is
detached with a message, its content kept in the log; the refusal without ``--force`` names the
options the command has (issue 24, item 8)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.store import open_store

# Rossi Mario (first at table 1) v Verdi Anna: 16 + 17 - (A+B+C… racks) — the evaluation is the
# scoresheet area's; what matters here is that it differs from the 399-399 typed afterwards.
SHEET = {
    "players": ["Mario Rossi", "Anna Verdi"],
    "turns": [{"move": "8F MICIO", "score": 16}, {"move": "I3 ARMONIA", "score": 17}],
    "end": {"racks": ["AB", "CDE"]},
}


@pytest.fixture
def attached(path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, int]:
    sheet = tmp_path / "partita.json"
    sheet.write_text(json.dumps(SHEET), encoding="utf-8")
    args = ["scoresheet", str(path), "--round", "1", "--table", "1", str(sheet), "--json"]
    assert main(args) == 0
    capsys.readouterr()
    with open_store(path) as store, store.read() as tx:
        g = tx.rounds.game(1, 1)
        assert tx.scoresheets.get(g.id) is not None
        return g.score_first, g.score_second


def _csv(tmp_path: Path, line: str) -> str:
    src = tmp_path / "turno1.csv"
    src.write_text(f"tavolo,primo,secondo\n{line}\n", encoding="utf-8")
    return str(src)


def _state(path: Path) -> tuple[tuple[int, int], bool, list[str]]:
    with open_store(path) as store, store.read() as tx:
        g = tx.rounds.game(1, 1)
        actions = [e.action for e in tx.audit.entries()]
        return (g.score_first, g.score_second), tx.scoresheets.get(g.id) is not None, actions


def test_results_from_a_file_refused_then_forced_detaches_the_scoresheet(
    path: Path, tmp_path: Path, attached: tuple[int, int], capsys: pytest.CaptureFixture[str]
) -> None:
    src = _csv(tmp_path, "1,399,399")
    f = str(path)
    assert main(["results", f, "--round", "1", src]) == 2
    err = capsys.readouterr().err
    sheet_score = f"{attached[0]}-{attached[1]}"
    assert f"c'è già il risultato {sheet_score}" in err
    assert "ripetere l'importazione forzando (--force)" in err
    assert "--version" not in err and "versione che si sostituisce" not in err
    assert _state(path)[:2] == (attached, True)
    # results has no --version: argparse refuses it, as the message implies.
    with pytest.raises(SystemExit) as stop:
        main(["results", f, "--round", "1", src, "--version", "2"])
    assert stop.value.code == 2
    capsys.readouterr()

    assert main(["results", f, "--round", "1", src, "--force", "--json"]) == 0
    out, err = capsys.readouterr()
    assert [(g["table"], g["score_first"], g["score_second"]) for g in json.loads(out)] == [
        (1, 399, 399)
    ]
    assert err.strip() == (
        f"nota: turno 1, tavolo 1: il formulario allegato (che dava {sheet_score}) non "
        "corrisponde più al risultato 399-399: è stato staccato dalla partita (il suo contenuto "
        "resta nel registro, figs-td log)"
    )
    score, has_sheet, actions = _state(path)
    assert (score, has_sheet) == ((399, 399), False)
    assert actions[-3:] == ["result.correct", "scoresheet.detach", "scoresheet.delete"]
    # Nothing lost: the whole record is in the log.
    assert main(["log", f, "--json"]) == 0
    entry = next(
        e for e in json.loads(capsys.readouterr().out) if e["action"] == "scoresheet.detach"
    )
    assert entry["old"]["record"]["players"] == ["Mario Rossi", "Anna Verdi"]
    assert entry["old"]["score"] == list(attached) and entry["new"]["score"] == [399, 399]
    # The scoresheet command now says there is none (the game and its sheet agree: no sheet).
    assert main(["scoresheet", f, "--round", "1", "--table", "1"]) == 2
    assert "nessun formulario allegato" in capsys.readouterr().err


def test_the_same_result_as_the_scoresheet_keeps_it(
    path: Path, tmp_path: Path, attached: tuple[int, int], capsys: pytest.CaptureFixture[str]
) -> None:
    src = _csv(tmp_path, f"1,{attached[0]},{attached[1]}")
    assert main(["results", str(path), "--round", "1", src]) == 0
    assert capsys.readouterr().err == ""
    assert _state(path)[:2] == (attached, True)


def test_one_result_forced_on_the_thin_path_detaches_the_scoresheet(
    path: Path, attached: tuple[int, int], capsys: pytest.CaptureFixture[str]
) -> None:
    f = str(path)
    args = ["result", f, "--round", "1", "--table", "1", "--score", "399-399"]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "indicare la versione della partita che si sostituisce (--version 2) oppure forzare (--force)" in err
    assert main([*args, "--version", "2"]) == 0
    out, err = capsys.readouterr()
    assert "corretto" in out
    assert err.startswith("nota: turno 1, tavolo 1: il formulario allegato")
    score, has_sheet, actions = _state(path)
    assert (score, has_sheet) == ((399, 399), False)
    assert actions[-2:] == ["scoresheet.detach", "scoresheet.delete"]


def test_a_forfeit_over_a_scoresheet_detaches_it_too(
    path: Path, attached: tuple[int, int], capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["forfeit", str(path), "--round", "1", "--table", "1", "--absent", "Verdi"]
    assert main([*args, "--force"]) == 0
    out, err = capsys.readouterr()
    assert "vittoria a tavolino di Rossi Mario" in out
    assert err.startswith("nota: turno 1, tavolo 1: il formulario allegato (che dava ")
    score, has_sheet, actions = _state(path)
    assert has_sheet is False and actions[-2:] == ["scoresheet.detach", "scoresheet.delete"]
