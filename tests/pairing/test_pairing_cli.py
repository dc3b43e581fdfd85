"""The pairing commands end to end on a tournament file (CLI → services → store → core)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.store import open_store

NAMES = [
    ("Rossi", "Mario"),
    ("Bianchi", "Luca"),
    ("Verdi", "Anna"),
    ("Neri", "Giò"),
    ("Galli", "Pia"),
]


def _make(tmp_path: Path, system: str = "italo-svizzero", n: int = 5) -> str:
    path = tmp_path / "t.figs"
    with open_store(path, create=True) as st, st.transaction(actor="test") as tx:
        tx.tournament.create("Prova", system, planned_rounds=6)
        for i, (s, g) in enumerate(NAMES[:n]):
            tx.players.add(s, g, rating=1900 - 100 * i)
    return str(path)


def _results(path: str, rnd: int, scores: dict[int, tuple[int, int]]) -> None:
    with open_store(path) as st, st.transaction(actor="test") as tx:
        for g in tx.rounds.games(rnd):
            if g.second is not None:
                a, b = scores.get(g.table or 0, (400, 300))
                tx.rounds.set_result(rnd, g.table or 0, a, b)


def _json(capsys: pytest.CaptureFixture[str], argv: list[str]) -> object:
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_pair_by_rating_json_shape_and_pairings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = _make(tmp_path)
    out = _json(capsys, ["pair", f, "--draw", "rating", "--json"])
    # Seeds Rossi 1900 … Galli 1500; bye to Galli; 1–3, 2–4 (top half v bottom half).
    assert out == {
        "round": 1,
        "tables": [
            {"table": 1, "first": "Rossi Mario", "second": "Verdi Anna", "starts": "Rossi Mario"},
            {"table": 2, "first": "Bianchi Luca", "second": "Neri Giò", "starts": "Bianchi Luca"},
        ],
        "byes": ["Galli Pia"],
        "first_move": "bilanciato",
    }
    assert _json(capsys, ["pairings", f, "--round", "1", "--json"]) == out
    # The file got a backup before pairing.
    assert list(tmp_path.glob("t.backup-*.figs"))
    # Next round refused until results are in; nothing saved.
    assert main(["pair", f]) == 2
    assert "mancano" in capsys.readouterr().err


def test_standings_json_and_second_round(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = _make(tmp_path)
    main(["pair", f, "--draw", "rating", "--json"])
    capsys.readouterr()
    _results(f, 1, {1: (400, 300), 2: (380, 420)})  # Rossi +100; Neri +40; Galli bye +50
    rows = _json(capsys, ["standings", f, "--json", "--tiebreaks", "WESPA"])
    assert isinstance(rows, list)
    assert [(r["rank"], r["name"], r["wins"], r["spread"]) for r in rows] == [
        (1, "Rossi Mario", 1, 100),
        (2, "Galli Pia", 1, 50),
        (3, "Neri Giò", 1, 40),
        (4, "Bianchi Luca", 0, -40),
        (5, "Verdi Anna", 0, -100),
    ]
    assert set(rows[0]) >= {"rank", "name", "wins", "spread", "buchholz", "points", "games"}
    out = _json(capsys, ["pair", f, "--json"])
    # FIGS order: points 2 for Rossi, Galli, Neri (Buchholz 0 each, spreads 100, 50, 40), then
    # Bianchi and Verdi (0 points, Buchholz 2; spreads −40, −100).
    # Bye: lowest-ranked without a bye = Verdi. Rossi–Galli would leave Neri–Bianchi, who met in
    # round 1: the look-ahead skips Galli, so Rossi–Neri and Galli–Bianchi.
    assert out["byes"] == ["Verdi Anna"]
    pairs = {frozenset((t["first"], t["second"])) for t in out["tables"]}
    assert pairs == {
        frozenset(("Rossi Mario", "Neri Giò")),
        frozenset(("Galli Pia", "Bianchi Luca")),
    }


def test_swap_warns_on_rematch_and_unpair(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = _make(tmp_path, n=4)
    main(["pair", f, "--draw", "rating"])
    _results(f, 1, {})
    main(["pair", f])
    capsys.readouterr()
    # Round 1 was Rossi–Verdi, Bianchi–Neri; round 2 pairs Rossi–Bianchi, Verdi–Neri (or so):
    # swapping Bianchi and Verdi recreates round 1's Rossi–Verdi.
    assert main(["swap", f, "--round", "2", "Bianchi Luca", "Verdi Anna", "--json"]) == 0
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert out["round"] == 2
    # Round 2 was Rossi–Bianchi, Verdi–Neri: the swap recreates both round-1 games.
    assert captured.err.count("già incontrati") == 2
    assert {frozenset((t["first"], t["second"])) for t in out["tables"]} == {
        frozenset(("Rossi Mario", "Verdi Anna")),
        frozenset(("Bianchi Luca", "Neri Giò")),
    }
    assert main(["swap", f, "--round", "2", "Bianchi Luca", "Verdi Anna"]) == 0
    capsys.readouterr()
    assert main(["swap", f, "--round", "2", "Bianchi Luca", "Verdi Anna"]) == 0
    text = capsys.readouterr().out
    assert "già incontrati" in text
    assert main(["unpair", f, "--round", "1"]) == 2
    assert "solo l'ultimo" in capsys.readouterr().err
    assert main(["unpair", f, "--round", "2"]) == 0
    assert main(["pairings", f, "--round", "2"]) == 2


def test_round_robin_and_knockout_through_the_cli(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = _make(tmp_path, system="girone", n=4)
    out = _json(capsys, ["pair", f, "--json"])
    # Berger 4: 1–4, 2–3 with seeds Rossi, Bianchi, Verdi, Neri.
    assert [(t["first"], t["second"]) for t in out["tables"]] == [
        ("Rossi Mario", "Neri Giò"),
        ("Bianchi Luca", "Verdi Anna"),
    ]
    tmp2 = tmp_path / "ko"
    tmp2.mkdir()
    g = _make(tmp2, system="eliminazione", n=4)
    assert main(["phases", g, "--third-place"]) == 0
    capsys.readouterr()
    out = _json(capsys, ["pair", g, "--json"])
    assert {frozenset((t["first"], t["second"])) for t in out["tables"]} == {
        frozenset(("Rossi Mario", "Neri Giò")),
        frozenset(("Bianchi Luca", "Verdi Anna")),
    }


def test_phases_command_and_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = _make(tmp_path)
    assert _json(capsys, ["phases", f, "--swiss", "3", "--knockout", "4", "--json"]) == {
        "swiss_rounds": 3,
        "knockout": 4,
        "best_of": 1,
        "third_place": False,
        "consolation": True,
    }
    assert main(["phases", f, "--swiss", "3"]) == 2
    assert "fasi" in capsys.readouterr().err
    assert main(["standings", f, "--tiebreaks", "ABC"]) == 2
    assert "spareggio" in capsys.readouterr().err
    assert main(["pair", str(tmp_path / "missing.figs")]) == 2


def test_championship_format_through_the_cli(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "c.figs"
    with open_store(path, create=True) as st, st.transaction(actor="test") as tx:
        tx.tournament.create("Campionato", "italo-svizzero")
        for i in range(8):
            tx.players.add(f"Giocatore{i + 1}", "", rating=2000 - 10 * i)
    f = str(path)
    assert main(["phases", f, "--swiss", "2", "--knockout", "4", "--third-place"]) == 0
    for rnd in (1, 2):
        main(["pair", f, "--draw", "rating", "--json"])
        _results(f, rnd, {})  # the player who moves first wins 400–300
    capsys.readouterr()
    top4 = [r["name"] for r in _json(capsys, ["standings", f, "--json"])][:4]  # type: ignore[index]
    out = _json(capsys, ["pair", f, "--json", "--explain"])
    assert isinstance(out, dict)
    semis = out["tables"][:2]
    assert {frozenset((t["first"], t["second"])) for t in semis} == {
        frozenset((top4[0], top4[3])),
        frozenset((top4[1], top4[2])),
    }
    assert len(out["tables"]) == 4  # two semifinals + two consolation tables
    _results(f, 3, {})
    main(["pairings", f, "--round", "3", "--explain"])
    assert "Semifinale" in capsys.readouterr().out
    out = _json(capsys, ["pair", f, "--json"])
    assert len(out["tables"]) == 4  # type: ignore[index,arg-type]
    main(["pairings", f, "--round", "4"])
    text = capsys.readouterr().out
    assert "Finale 3° posto" in text and "Consolazione" in text
    _results(f, 4, {})
    assert main(["pair", f]) == 2
    assert "concluso" in capsys.readouterr().err


def test_word_list_players_are_marked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = _make(tmp_path, n=4)  # ratings 1900, 1800, 1700, 1600
    with open_store(f) as st, st.transaction() as tx:
        tx.tournament.set_setting("words.threshold_rating", 1700)
    assert main(["pair", f, "--draw", "rating"]) == 0
    out = capsys.readouterr().out
    # 1–3 (Rossi–Verdi), 2–4 (Bianchi–Neri): Verdi (1700) and Neri (1600) are marked.
    assert "Verdi Anna *" in out and "Neri Giò *" in out and "Rossi Mario *" not in out
    assert "tabelle delle parole di 2 e 3 lettere" in out
