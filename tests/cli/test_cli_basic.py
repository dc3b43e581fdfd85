"""The figs-td command: version, help, the rules commands, error handling."""

from __future__ import annotations

import json
import subprocess
import sys

from figs_td import __version__
from figs_td.cli import main


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "figs_td", *args], capture_output=True, text=True, encoding="utf-8"
    )


def test_version_via_python_m() -> None:
    out = run("--version")
    assert out.returncode == 0
    assert out.stdout.strip() == f"figs-td {__version__}"


def test_rules_penalty(capsys) -> None:
    assert main(["rules", "penalty", "25"]) == 0
    assert "5 punti a carico di chi ha giocato" in capsys.readouterr().out
    assert main(["rules", "penalty", "25", "--valid"]) == 0
    assert "2 punti a carico di chi ha contestato" in capsys.readouterr().out


def test_rules_finish_json(capsys) -> None:
    code = main(
        [
            "rules",
            "finish",
            "300",
            "400",
            "--profile",
            "figs-2008",
            "--flagged",
            "1",
            "--base-left",
            "150",
            "0",
            "--json",
        ]
    )
    assert code == 0
    assert json.loads(capsys.readouterr().out) == {"profile": "figs-2008", "final": [300, 280]}


def test_bad_input_is_an_italian_message_and_status_2() -> None:
    out = run("rules", "finish", "300", "200", "--racks", "AJ", "")
    assert out.returncode == 2
    assert "errore:" in out.stderr and "'J' non è una tessera" in out.stderr
    assert "Traceback" not in out.stderr
    out = run("rules", "finish", "300", "200", "--profile", "figs-1999")
    assert out.returncode == 2 and "profilo di regole sconosciuto" in out.stderr


def test_profiles_listing(capsys) -> None:
    assert main(["rules", "profiles", "--json"]) == 0
    names = [p["name"] for p in json.loads(capsys.readouterr().out)]
    assert names == ["figs-2008", "figs-25", "club-22"]


def test_a_lone_tournament_file_or_url_opens_the_window() -> None:
    from figs_td.cli import is_tournament_target

    assert is_tournament_target(["torneo.figs"])
    assert is_tournament_target(["C:\\Tornei\\Roma.FIGS"])
    assert is_tournament_target(["postgresql+psycopg://td@localhost/roma"])
    assert not is_tournament_target(["standings"])
    assert not is_tournament_target(["standings", "torneo.figs"])
    assert not is_tournament_target([])


def test_rules_finish_prints_a_negative_score_readably(capsys) -> None:
    # figs-25, second flagged: 20 − 50 = −30 is already behind 30, the scores stand.
    assert main(["rules", "finish", "30", "20", "--profile", "figs-25", "--flagged", "1"]) == 0
    assert capsys.readouterr().out.strip() == "30-(-30)"
