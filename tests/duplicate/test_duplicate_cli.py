"""``figs-td duplicate …`` end to end (in process): the --json shapes of docs/riferimento/duplicato.md."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from figs_td.cli import main


def run_json(capsys: Any, *args: str) -> Any:
    assert main([*args, "--json"]) == 0, capsys.readouterr().err
    return json.loads(capsys.readouterr().out)


def test_a_short_game_through_the_cli(tmp_path: Path, italian: str, capsys: Any) -> None:
    f = str(tmp_path / "d.figs")
    assert main(["new", f, "--name", "Duplicato", "--system", "duplicato"]) == 0
    for i in range(1, 21):
        assert main(["players", "add", f, f"Giocatore{i:02d}, Nome"]) == 0
    assert main(["lexicon", "use", italian]) == 0
    capsys.readouterr()
    s = run_json(capsys, "duplicate", "settings", f, "--moves", "2", "--timer", "120")
    assert s["timer_s"] == 120 and s["moves"] == 2
    # The texts' drawing rule is the default (001_): 2 + 2 up to move 15, then 1 + 1.
    assert s["draw"]["min_vowels"] == s["draw"]["min_consonants"] == 2
    assert s["draw"]["until_move"] == 15
    assert s["draw"]["later_vowels"] == s["draw"]["later_consonants"] == 1
    assert run_json(capsys, "duplicate", "new", f, "--seed", "4") == {"game": 1, "seed": 4}
    for move in (1, 2):
        d = run_json(capsys, "duplicate", "draw", f)
        assert d["number"] == move and d["source"] == "drawn" and len(d["rack"]) == 7
        t = run_json(capsys, "duplicate", "top", f)
        assert {"game", "move", "rack", "top_score", "tops", "others", "total_moves"} <= t.keys()
        top = t["tops"][0]
        assert {"position", "word", "score", "tiles", "notation", "rank"} <= top.keys()
        # The tops and the five others come from the pruned search; the number of every move
        # only with --count (the full list), which shows the same moves.
        assert t["total_moves"] is None and len(t["others"]) == 5
        c = run_json(capsys, "duplicate", "top", f, "--count", "--others", "5")
        assert (c["tops"], c["others"]) == (t["tops"], t["others"])
        assert c["total_moves"] > len(t["tops"]) + 5
        p = run_json(capsys, "duplicate", "play", f, "1")
        assert p["placed"] == top["notation"] and p["placed_score"] == t["top_score"]
        for n in range(1, 21):
            args = [top["notation"]] if n % 2 else ["--score", str(t["top_score"] // 2)]
            r = run_json(capsys, "duplicate", "slip", f, str(move), str(n), *args)
            assert r["score"] == (t["top_score"] if n % 2 else t["top_score"] // 2)
    assert p["finished"] is True
    rows = run_json(capsys, "duplicate", "standings", f)
    assert len(rows) == 20 and rows[0]["pct"] == 100.0 and rows[0]["rank"] == 1
    assert {"rank", "number", "name", "total", "top_total", "diff", "pct", "tops", "games"} <= rows[
        0
    ].keys()
    assert rows[-1]["rank"] == 11  # ten players share first place, ten share eleventh
    show = run_json(capsys, "duplicate", "show", f)
    assert show["top_total"] == rows[0]["total"] and len(show["board"]) == 15
    ranking = run_json(capsys, "duplicate", "standings", f, "--move", "1/2")
    assert ranking[0]["top"] is True
    # Errors: Italian message, exit 2.
    assert main(["duplicate", "draw", f]) == 2
    assert "finita" in capsys.readouterr().err
    assert main(["duplicate", "slip", f, "1", "1"]) == 2
    assert "errore:" in capsys.readouterr().err


def test_best_of_a_recorded_game(tmp_path: Path, italian: str, capsys: Any) -> None:
    from figs_td.core.game.scoresheet import GameRecord, play_turn
    from figs_td.services.scoresheets import write_record

    record = GameRecord(
        players=("Anna", "Bruno"), turns=[play_turn("8E COSTARE", 72, rack="CASTORE")]
    )
    path = write_record(record, tmp_path / "partita.json")
    out = run_json(
        capsys,
        "duplicate",
        "best",
        str(path),
        "--turn",
        "1",
        "--lexicon",
        italian,
        "--limit",
        "5000",
    )
    assert out["rack"] == "CASTORE" and out["rack_source"] == "recorded"
    assert out["played"] == "8E COSTARE" and out["played_score"] == 72
    assert out["moves"][0]["score"] == 76 and out["moves"][0]["rank"] == 1
    assert len(out["moves"]) == out["total_moves"]
    assert out["played_rank"] == 1 + sum(1 for m in out["moves"] if m["score"] > 72)
    assert {"position": "8E", "word": "COSTARE", "score": 72} in [
        {k: m[k] for k in ("position", "word", "score")} for m in out["moves"]
    ]
    assert len(out["board"]) == 15 and out["board"][7] == "." * 15
    out = run_json(
        capsys,
        "duplicate",
        "best",
        str(path),
        "--turn",
        "1",
        "--rack",
        "COSTA",
        "--lexicon",
        italian,
    )
    assert out["rack"] == "COSTA" and all(m["score"] < 72 for m in out["moves"])
    assert main(["duplicate", "best", str(path), "--turn", "2"]) == 2
    assert "turno 2 inesistente" in capsys.readouterr().err
