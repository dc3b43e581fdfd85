"""The director's commands end to end (CLI → services → store)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from figs_td.cli import main


def _json(capsys: pytest.CaptureFixture[str], argv: list[str]) -> object:
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def _error(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("errore: ") and "Traceback" not in err
    return err


def test_forfeit_commands(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = str(path)
    assert main(["forfeit", f, "--round", "1", "--table", "1", "--absent", "Rossi"]) == 0
    out = capsys.readouterr().out
    assert out.strip() == (
        "turno 1, tavolo 1: Rossi Mario 0 - 50 Verdi Anna — vittoria a tavolino di Verdi Anna"
    )
    data = _json(capsys, ["forfeit", f, "--round", "1", "--table", "2", "--both-absent", "--json"])
    assert data == {
        "id": 2,
        "round": 1,
        "table": 2,
        "first": 2,
        "second": 4,
        "score_first": 0,
        "score_second": 0,
        "kind": "double_forfeit",
        "time_loss": None,
        "version": 2,
        "corrected": False,
        "previous": None,
    }
    err = _error(capsys, ["forfeit", f, "--round", "1", "--table", "1", "--absent", "Neri"])
    assert "giocano Rossi Mario e Verdi Anna, non 'Neri'" in err


def test_timeloss_preview_then_save(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = str(path)
    base = ["timeloss", f, "--round", "1", "--table", "1", "--score", "500-380"]
    # figs-25: Rossi flagged, 500 − 50 = 450 ≥ 380 − 3 (L, left on Verdi's rack) = 377 → 327.
    args = [*base, "--flagged", "Rossi", "--racks", "", "L", "--json"]
    data = _json(capsys, [*args, "--preview"])
    assert (data["score_first"], data["score_second"], data["preview"]) == (327, 377, True)
    assert data["version"] == 1
    assert data["time_loss"]["racks"] == ["", "L"] and data["time_loss"]["flagged"] == 0
    with_saved = _json(capsys, args)
    assert (with_saved["score_first"], with_saved["score_second"]) == (327, 377)
    assert with_saved["kind"] == "time_loss" and with_saved["version"] == 2
    # mm:ss accepted for the clocks; the supplementary minute overrun is named.
    err = _error(capsys, [*base, "--flagged", "second", "--overtime", "1:30", "0"])
    assert "90 s di tempo supplementare" in err
    err = _error(capsys, [*base, "--flagged", "second", "--base-left", "x", "0"])
    assert "tempo base residuo: 'x' non è un numero intero" in err


def test_tournament_show_and_set(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = str(path)
    args = ["tournament", "set", f, "--dates", "2026-11-21..2026-11-22", "--panel", "A", "B", "C"]
    args += ["--rule", "flag_penalty=60", "overtime_points=25", "--bye-spread", "40"]
    args += ["--word-list-threshold", "1400", "--tiebreaks", "WESPA", "--json"]
    data = _json(capsys, args)
    assert data["date_end"] == "2026-11-22" and data["support_panel"] == ["A", "B", "C"]
    assert data["profile_overrides"] == {"flag_penalty": 60, "overtime_points": 25}
    assert data["result_settings"]["bye_spread"] == 40 and data["word_list_threshold"] == 1400
    shown = _json(capsys, ["tournament", "show", f, "--json"])
    assert shown == data
    assert list(shown)[:3] == ["name", "system", "planned_rounds"]
    assert main(["tournament", "show", f]) == 0
    text = capsys.readouterr().out
    assert "modifiche: flag_penalty=60, overtime_points=25" in text
    assert "giocatori con rating fino a 1400" in text
    err = _error(capsys, ["tournament", "set", f, "--rule", "fretta=1"])
    assert "regola sconosciuta: 'fretta'" in err
    err = _error(capsys, ["tournament", "set", f, "--bye-spread", "tanti"])
    assert "scarto del riposo: 'tanti' non è un numero intero" in err
    err = _error(capsys, ["tournament", "set", f])
    assert "niente da modificare" in err


def test_players_late_and_edit(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = str(path)
    data = _json(capsys, ["players", "add", f, "Tardi, Ugo", "--from-round", "2", "--json"])
    assert (data["status"], data["status_round"]) == ("late", 2)
    err = _error(capsys, ["players", "add", f, "Presto, Ada", "--from-round", "1"])
    assert "già stato abbinato" in err
    data = _json(capsys, ["players", "edit", f, "Tardi", "--rating", "1720", "--json"])
    assert data["rating"] == 1720 and data["name"] == "Tardi Ugo"
    err = _error(capsys, ["players", "edit", f, "Tardi", "--rating", "alto"])
    assert "rating: 'alto' non è un numero intero" in err
