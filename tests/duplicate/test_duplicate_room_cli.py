"""``figs-td duplicate`` for the arbiter: slip options in any order, standings of games that do
not exist refused, the room's fast entry from a file, per-game standings, the solutions sheet
for the wall (PDF, type ≥ 14 pt), the settings with the French preset, the redraw."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from figs_td.cli import main


@pytest.fixture
def event_file(tmp_path: Path, tiny: str, capsys: Any) -> str:
    f = str(tmp_path / "d.figs")
    assert main(["new", f, "--name", "Duplicato", "--system", "duplicato"]) == 0
    for i in range(1, 21):
        assert main(["players", "add", f, f"Giocatore{i:02d}, Nome"]) == 0
    assert main(["lexicon", "use", tiny]) == 0
    assert main(["duplicate", "settings", f, "--moves", "2", "--preset", "francese"]) == 0
    assert main(["duplicate", "new", f, "--seed", "1"]) == 0
    assert main(["duplicate", "draw", f, "--tiles", "LAACDEI"]) == 0
    assert main(["duplicate", "play", f, "8G ALA"]) == 0
    capsys.readouterr()
    return f


def out_json(capsys: Any, *args: str) -> Any:
    assert main([*args, "--json"]) == 0, capsys.readouterr().err
    return json.loads(capsys.readouterr().out)


def test_slip_options_in_any_order(event_file: str, capsys: Any) -> None:
    f = event_file
    r = out_json(capsys, "duplicate", "slip", f, "1", "6", "--declared", "27", "8G", "ALA")
    assert (r["player_number"], r["score"], r["notation"], r["top"]) == (6, 10, "8G ALA", True)
    r = out_json(
        capsys, "duplicate", "slip", "--game", "1", f, "1", "7", "8G", "LA", "--warnings", "1"
    )
    assert (r["score"], r["warnings"]) == (8, 1)
    r = out_json(capsys, "duplicate", "slip", f, "--top", "1", "8")
    assert r["score"] == 10 and r["top"]
    r = out_json(capsys, "duplicate", "slip", f, "1", "9", "--zero", "late")
    assert (r["score"], r["status"]) == (0, "late")
    assert main(["duplicate", "slip", f, "1", "9", "--score", "11"]) == 2  # above the top 10
    assert "oltre il top" in capsys.readouterr().err
    assert main(["duplicate", "slip", f, "1", "9", "8G", "LA", "--score", "3"]) == 2


def test_standings_of_missing_games_exit_2(event_file: str, capsys: Any) -> None:
    for games in ("7", "1,7"):
        assert main(["duplicate", "standings", event_file, "--games", games]) == 2
        assert "partita 7 inesistente" in capsys.readouterr().err
    assert main(["duplicate", "standings", event_file, "--games", "1"]) == 0


def test_fast_entry_of_the_room(event_file: str, tmp_path: Path, capsys: Any) -> None:
    f = event_file
    lines = tmp_path / "foglietti.txt"
    # One line per player, in order (issue 36): 1 top, 2 8g la, 3 score 8, 4 blank, 5 the top
    # with a warning, 6 nothing, 7 late, 8–14 nothing, 15 the top with penalty 5 (the
    # preset's), 16–20 nothing; "fine" ends the file.
    room = ["t", "8g la", "8", "b", "t a", "", "r", *[""] * 7, "t p", *[""] * 5]
    lines.write_text("\n".join([*room, "fine", "9"]) + "\n", encoding="utf-8")
    res = out_json(capsys, "duplicate", "slips", f, "1", "--input", str(lines))
    got = {s["player_number"]: (s["score"], s["status"]) for s in res["slips"]}
    assert got == {1: (10, "valid"), 2: (8, "valid"), 3: (8, "score_only"), 4: (0, "blank"),
                   5: (10, "valid"), 7: (0, "late"), 15: (10, "valid")}  # fmt: skip
    assert res["errors"] == 0 and res["tied_by"] == "position"
    assert res["without_slip"] == [6, *range(8, 15), *range(16, 21)]
    p15 = next(s for s in res["slips"] if s["player_number"] == 15)
    assert p15["penalty"] == 5
    # Text output: one line per slip, the score at once.
    lines.write_text("16: 8G ALA\n", encoding="utf-8")
    assert main(["duplicate", "slips", f, "1", "--input", str(lines)]) == 0
    assert "16 Giocatore16 Nome: 8G ALA 10 (top)" in capsys.readouterr().out
    # Bad files: refused with exit 2 and nothing recorded.
    bad = tmp_path / "latin1.txt"
    bad.write_bytes("17: 8G LA\nperch\xe9\n".encode("latin-1"))
    assert main(["duplicate", "slips", f, "1", "--input", str(bad)]) == 2
    assert "non è testo UTF-8" in capsys.readouterr().err
    assert main(["duplicate", "slips", f, "1", "--input", str(tmp_path / "nessuno.txt")]) == 2
    capsys.readouterr()
    st = out_json(capsys, "duplicate", "standings", f, "--per-game")
    assert set(st["games"]) == {"1"} and st["overall"][0]["total"] == 10
    p15 = next(r for r in st["overall"] if r["number"] == 15)
    assert (p15["total"], p15["penalty"]) == (5, 5)


def test_solutions_sheet_for_the_wall(event_file: str, tmp_path: Path, capsys: Any) -> None:
    f = event_file
    assert main(["duplicate", "slip", f, "1", "1", "8G", "ALA"]) == 0
    assert main(["duplicate", "slip", f, "1", "2", "8G", "LA"]) == 0
    capsys.readouterr()
    sheet = out_json(capsys, "duplicate", "solutions", f)
    assert (sheet["placed"], sheet["top"], sheet["move"]) == ("8G ALA", 10, 1)
    rows = {r["number"]: r for r in sheet["rows"]}
    assert (rows[1]["score"], rows[1]["gap"]) == (10, 0)
    assert (rows[2]["score"], rows[2]["gap"], rows[2]["written"]) == (8, -2, "8G LA")
    assert (rows[3]["written"], rows[3]["gap"]) == ("—", -10)
    pdf = tmp_path / "soluzioni.pdf"
    assert main(["duplicate", "solutions", f, "--out", str(pdf)]) == 0
    xml = subprocess.run(
        ["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    import re

    heights = {
        w: float(y2) - float(y1)
        for y1, y2, w in re.findall(r'yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]+)<', xml)
    }
    # Every word of the players' table (names, moves) is set in 14 pt or more.
    assert heights["Giocatore02"] >= 14 and heights["ALA"] >= 14


def test_settings_and_redraw(tmp_path: Path, tiny: str, capsys: Any) -> None:
    from figs_td.services.tournament import audit_log, open_tournament

    f = str(tmp_path / "r.figs")
    assert main(["new", f, "--name", "D", "--system", "duplicato"]) == 0
    assert main(["players", "add", f, "Rossi, Anna"]) == 0
    capsys.readouterr()
    with open_tournament(f) as store:
        before = len(audit_log(store))
    shown = out_json(capsys, "duplicate", "settings", f)  # shows the defaults, writes nothing
    assert shown["timer_s"] == 180 and shown["draw"]["until_move"] == 15
    with open_tournament(f) as store:
        assert len(audit_log(store)) == before
    s = out_json(capsys, "duplicate", "settings", f, "--preset", "francese", "--until-move", "10")
    assert (s["solo_bonus"], s["solo_min_players"], s["warning_penalty"]) == (10, 16, 5)
    assert s["draw"]["until_move"] == 10 and s["timer_s"] == 180
    assert main(["duplicate", "new", f, "--seed", "4"]) == 0
    assert main(["duplicate", "draw", f, "--tiles", "AEIOUAB"]) == 2  # 1 consonant
    assert "almeno 2 vocali e 2 consonanti" in capsys.readouterr().err
    s = out_json(capsys, "duplicate", "settings", f, "--no-draw-rules")
    assert s["draw"]["min_vowels"] == 0 and s["draw"]["later_vowels"] == 0
    assert main(["duplicate", "draw", f, "--tiles", "AEIOUAB"]) == 0
    # Showing the settings writes nothing.
    with open_tournament(f) as store:
        before = len(audit_log(store))
    capsys.readouterr()
    shown = out_json(capsys, "duplicate", "settings", f)
    assert shown["draw"]["min_vowels"] == 0 and shown["solo_bonus"] == 10
    with open_tournament(f) as store:
        assert len(audit_log(store)) == before
