"""TSH's tourney.js (issue 41 §3, issue 40 §4): ``export tourney-js`` writes it, ``import-tsh``
and ``archive … add`` read it; a round trip gives back the same players, pairings, scores and
starts; a malformed or oversized file is refused in Italian with nothing written.

The event is written here by hand in the TSH division format (no third-party data).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.services.tournament import open_tournament

# Round 1: Alfa 400–350 Beta (Beta starts), Gamma 300–360 Delta (Gamma starts), Epsilon bye +50.
# Round 2: Alfa 380–420 Gamma (Alfa starts), Delta 330–300 Epsilon (Epsilon starts), Beta bye.
# Round 3: Beta 410–330 Delta (Delta starts), Gamma 390–390 Epsilon (Gamma starts), Alfa bye.
TSH = """\
Alfa, Anna        1800   2 3 0 ; 400 380 50 ; p12 2 1 0 ; board 1 1 0
Beta, Bruno       1700   1 0 4 ; 350 50 410 ; p12 1 0 2 ; board 1 0 1
Gamma, Carla      1600   4 1 5 ; 300 420 390 ; p12 1 2 1 ; board 2 1 2
Delta, Dario      1500   3 5 2 ; 360 330 330 ; p12 2 2 1 ; board 2 2 1
Epsilon, Elena    1400   0 4 3 ; 50 300 390 ; p12 0 1 2 ; board 0 2 2
"""


def _games(path: Path) -> tuple[list[tuple[str, int | None]], list[tuple]]:
    """(name, rating) of every player; (round, first, second, score first, score second, kind)
    of every game, by name, sorted."""
    with open_tournament(path) as store, store.read() as tx:
        state = tx.state()
    name = {p.id: p.name for p in state.players}
    players = sorted((p.name, p.rating) for p in state.players)
    games = sorted(
        (
            g.round,
            name[g.first],
            name[g.second] if g.second else "",
            g.score_first,
            g.score_second,
            str(g.kind),
        )
        for g in state.games
    )
    return players, games


@pytest.fixture
def event(tmp_path: Path) -> Path:
    src = tmp_path / "a.t"
    src.write_text(TSH, encoding="utf-8")
    assert main(["import-tsh", str(src), str(tmp_path / "a.figs")]) == 0
    return tmp_path / "a.figs"


def _newt(path: Path) -> dict:
    text = path.read_text(encoding="utf-8")
    assert text.startswith("newt=") and text.rstrip().endswith(";")
    return json.loads(text[len("newt=") :].rstrip().rstrip(";"))


def test_export_writes_tsh_fields_worked_out_by_hand(event: Path, tmp_path: Path) -> None:
    out = tmp_path / "tourney.js"
    assert main(["export", str(event), "torneo-js", "-o", str(out)]) == 0  # the Italian name
    newt = _newt(out)
    (division,) = newt["divisions"]
    assert division["players"][0] is None
    alfa, beta, gamma, delta, epsilon = division["players"][1:]
    assert alfa["name"] == "Alfa, Anna" and alfa["rating"] == 1800 and alfa["id"] == 1
    assert alfa["pairings"] == [2, 3, 0] and alfa["scores"] == [400, 380, 50]
    assert alfa["etc"]["p12"] == [2, 1, 0] and beta["etc"]["p12"] == [1, 0, 2]
    assert epsilon["etc"]["p12"] == [0, 1, 2] and delta["etc"]["board"][0] == 2
    # ranks after each round (wins, then spread), as in test_pairing_tsh_standings:
    # r1 Delta +60 (1), Alfa +50 and Epsilon +50 (the bye), Alfa ahead on the FIGS criteria
    # after the spread (400 points scored against the bye's 0): 2 and 3, Beta (4), Gamma (5)
    assert [p["etc"]["rank"][0] for p in (alfa, beta, gamma, delta, epsilon)] == [2, 4, 5, 1, 3]
    assert [len(p["etc"]["rank"]) for p in (alfa, beta, gamma, delta, epsilon)] == [3] * 5
    assert newt["config"]["max_rounds"] >= 3


def test_round_trip_gives_back_players_pairings_scores_starts(event: Path, tmp_path: Path) -> None:
    out = tmp_path / "tourney.js"
    assert main(["export", str(event), "tourney-js", "-o", str(out)]) == 0
    back = tmp_path / "back.figs"
    assert main(["import-tsh", str(out), str(back)]) == 0
    assert _games(back) == _games(event)
    # starts are in the games' order (first = who started): Beta started round 1's game
    _, games = _games(back)
    assert (1, "Beta Bruno", "Alfa Anna", 350, 400, "normal") in games


def test_publish_adds_tourney_js(event: Path, tmp_path: Path) -> None:
    site = tmp_path / "sito"
    assert main(["publish", str(event), "-o", str(site)]) == 0
    exported = tmp_path / "tourney.js"
    assert main(["export", str(event), "tourney-js", "-o", str(exported)]) == 0
    assert (site / "tourney.js").read_bytes() == exported.read_bytes()


def test_archive_add_accepts_tourney_js(
    event: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "roma.js"
    assert main(["export", str(event), "tourney-js", "-o", str(out)]) == 0
    archive = tmp_path / "arch.figsa"
    status = main(
        ["archive", str(archive), "add", str(out), "--category", "open", "--date", "2026-05-01"]
    )
    assert status == 0
    # five players, six games (the three byes are not games between two players)
    assert "5 giocatori (5 nuovi), 6 partite" in capsys.readouterr().out


BAD = [
    ("newt={", "il JSON dopo «newt=» non è valido"),
    ("newt=[];", "manca l'elenco «divisions»"),
    ("newt=" + "[" * 50 + "]" * 50 + ";", "annidati troppo in profondità"),
    ('newt={"divisions":[{"players":[null]},{"players":[null]}]};', "2 divisioni"),
    ('newt={"divisions":[{"players":[null,{"id":1,"name":"A, B","rating":"x"}]}]};', "rating"),
    (
        'newt={"divisions":[{"players":[null,{"id":1,"name":"A, B","pairings":[0],'
        '"scores":[1],"etc":{"p12":[7]}}]}]};',
        "p12",
    ),
]


@pytest.mark.parametrize(("text", "message"), BAD)
def test_malformed_tourney_js_refused_nothing_written(
    text: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "tourney.js"
    src.write_text(text, encoding="utf-8")
    dest = tmp_path / "x.figs"
    assert main(["import-tsh", str(src), str(dest)]) == 2
    err = capsys.readouterr().err
    assert message in err and "nessun dato importato" in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tourney.js"]


def test_oversized_tourney_js_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from figs_td import pathguard

    src = tmp_path / "tourney.js"
    with src.open("wb") as f:
        f.write(b"newt=")
        f.truncate(pathguard.max_bytes("tsh") + 1)
    assert main(["import-tsh", str(src), str(tmp_path / "x.figs")]) == 2
    err = capsys.readouterr().err
    assert "troppo grande" in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tourney.js"]


def test_export_refuses_other_extension_and_options(
    event: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["export", str(event), "tourney-js", "-o", str(tmp_path / "t.pdf")]) == 2
    assert "file .js" in capsys.readouterr().err
    assert (
        main(["export", str(event), "tourney-js", "--round", "1", "-o", str(tmp_path / "t.js")])
        == 2
    )
    assert "--round" in capsys.readouterr().err
    assert not (tmp_path / "t.js").exists() and not (tmp_path / "t.pdf").exists()


def test_reader_refuses_what_is_not_newt() -> None:
    from figs_td.errors import InputError
    from figs_td.services.exchange.tsh_js import is_tourney_js, parse_tourney_js

    assert not is_tourney_js("var x = 1;") and is_tourney_js("// TSH\n newt = {};")
    with pytest.raises(InputError, match="manca «newt=» all'inizio"):
        parse_tourney_js("var x = 1;", "x.js")


def test_rating_list_suffix_dropped_from_names(tmp_path: Path) -> None:
    # TSH writes "Name:XT012345" (the rating list's id): the name alone is imported
    src = tmp_path / "tourney.js"
    src.write_text(
        'newt={"divisions":[{"name":"A","players":[null,'
        '{"id":1,"name":"Rossi, Mario:XT000017","rating":1500,"pairings":[2],"scores":[420],'
        '"etc":{"p12":[2]}},'
        '{"id":2,"name":"Bianchi, Anna","rating":1400,"pairings":[1],"scores":[380],'
        '"etc":{"p12":[1]}}]}]};',
        encoding="utf-8",
    )
    assert main(["import-tsh", str(src), str(tmp_path / "x.figs")]) == 0
    players, games = _games(tmp_path / "x.figs")
    assert players == [("Bianchi Anna", 1400), ("Rossi Mario", 1500)]
    assert games == [(1, "Bianchi Anna", "Rossi Mario", 380, 420, "normal")]  # Bianchi started
