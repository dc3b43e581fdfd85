"""The 6-team pairs event of test_teams.py run through the command line and the store: teams
registered by name, rounds paired with ``pair``, results entered per table, team standings and
documents."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from figs_td.cli import main
from tests.prizes.test_teams import SCHEDULE, SCORES


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code = main(list(args))
    out = capsys.readouterr()
    assert code == 0, out.err
    return out.out


@pytest.fixture
def event(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    f = str(tmp_path / "coppie.figs")
    cli(capsys, "new", f, "--name", "Coppie", "--system", "squadre", "--rounds", "5")
    for i in range(1, 13):
        cli(capsys, "players", "add", f, f"Giocatore{i:02d}, Nome", "--rating", str(2000 - i))
    for i in range(1, 7):
        cli(capsys, "teams", "add", f, f"T{i}", f"#{2 * i - 1}", f"Giocatore{2 * i:02d} Nome")
    for rnd in range(1, 6):
        cli(capsys, "pair", f)
        pairing = json.loads(cli(capsys, "pairings", f, "--round", str(rnd), "--json"))
        matches = json.loads(cli(capsys, "teams", "matches", f, "--round", str(rnd), "--json"))
        assert [(m["home"], m["away"]) for m in matches] == SCHEDULE[rnd]
        for t in pairing["tables"]:
            a = int(t["first"][9:11])
            b = int(t["second"][9:11])
            home_team, away_team = (a + 1) // 2, (b + 1) // 2
            key = (f"T{home_team}", f"T{away_team}")
            if key not in SCORES:
                key, a, b = (key[1], key[0]), b, a
            board = 1 if a % 2 else 2
            hs, as_ = SCORES[key][board - 1]
            first_is_home = int(t["first"][9:11]) == a
            score = f"{hs}-{as_}" if first_is_home else f"{as_}-{hs}"
            cli(
                capsys,
                "result",
                f,
                "--round",
                str(rnd),
                "--table",
                str(t["table"]),
                "--score",
                score,
            )
    return f


def test_team_event_through_the_cli(event: str, capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(cli(capsys, "teams", "standings", event, "--json"))
    assert data["ranking"] == "games"
    got = [(r["rank"], r["team"], r["games_won"], r["spread"]) for r in data["standings"]]
    assert got == [
        (1, "T4", 6.5, 140),
        (2, "T1", 5.5, 50),
        (3, "T6", 5.5, -130),
        (4, "T2", 5, 230),
        (5, "T5", 4.5, -60),
        (6, "T3", 3, -230),
    ]
    assert data["standings"][0]["members"] == ["Giocatore07 Nome", "Giocatore08 Nome"]
    cli(capsys, "teams", "options", event, "--ranking", "match")
    data = json.loads(cli(capsys, "teams", "standings", event, "--json"))
    assert [r["team"] for r in data["standings"]] == ["T4", "T2", "T1", "T6", "T5", "T3"]
    ind = json.loads(cli(capsys, "standings", event, "--json"))
    g1 = next(r for r in ind if r["name"] == "Giocatore01 Nome")
    assert (g1["wins"], g1["spread"], g1["points"]) == (Fraction(7, 2), 30, 1880)
    for doc in ("team-pairings", "team-results", "team-standings"):
        out = tmp_path / f"{doc}.pdf"
        cli(capsys, "export", event, doc, "-o", str(out), "--round", "5")
        assert out.stat().st_size > 1000
    tsh = tmp_path / "coppie.t"
    cli(capsys, "export-tsh", event, str(tsh))
    assert len(tsh.read_text(encoding="utf-8").splitlines()) == 12  # individual, one per player


def test_team_rules_refused(event: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["teams", "add", event, "T7", "#1", "#2"]) == 2
    assert "prima del primo turno" in capsys.readouterr().err
    assert main(["pair", event]) == 2
    assert "turni" in capsys.readouterr().err


def test_a_team_name_with_control_characters_is_refused(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    f = str(tmp_path / "c.figs")
    cli(capsys, "new", f, "--name", "Coppie", "--system", "squadre")
    cli(capsys, "players", "add", f, "Rossi, Anna")
    cli(capsys, "players", "add", f, "Bianchi, Luca")
    assert main(["teams", "add", f, "Squadra\x1b[2J", "#1", "#2"]) == 2
    assert "nome di squadra" in capsys.readouterr().err
    assert main(["teams", "list", f, "--json"]) == 0
    assert "Squadra" not in capsys.readouterr().out
