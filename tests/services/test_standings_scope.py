"""Standings that say what they count (issue 39 §3, issue 38 §4).

A 12-player Swiss event of 2 rounds: after 2 of the 6 results of round 1 every view names the
round the standings are after and what they leave out ("Classifica dopo il turno 0 — turno 1:
2 di 6 risultati, non contati"); the provisional standings count those 2 results and say
"provvisoria"; once the last planned round is complete every view says "Classifica finale".
The figures are worked out by hand: table 1 and table 2 won 400-300 by the player who started.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from figs_td.cli import main
from figs_td.core.model import Game, GameKind, Player, System, TournamentState

NAMES = [
    "Rossi Mario", "Bianchi Luca", "Verdi Anna", "Neri Ugo", "Gallo Paolo", "Costa Elena",
    "Fontana Marco", "Greco Sara", "Conti Piero", "Marino Rita", "Bruno Carlo", "Ricci Lia",
]  # fmt: skip

PART = "Classifica dopo il turno 0 — turno 1: 2 di 6 risultati, non contati"
PROVISIONAL = "Classifica provvisoria — turno 1: 2 di 6 risultati, contati"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def event(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """Round 1 paired (6 tables), tables 1 and 2 entered."""
    f = tmp_path / "t.figs"
    assert _run(capsys, "new", str(f), "--name", "Prova", "--system", "svizzero",
                "--rounds", "2")[0] == 0  # fmt: skip
    for i, name in enumerate(NAMES):
        assert _run(capsys, "players", "add", str(f), name, "--rating", str(1900 - 10 * i))[0] == 0
    assert _run(capsys, "pair", str(f), "--seed", "1")[0] == 0
    for table in (1, 2):
        assert _run(capsys, "result", str(f), "--round", "1", "--table", str(table),
                    "--score", "400-300")[0] == 0  # fmt: skip
    return f


def _finish(f: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for table in (3, 4, 5, 6):
        _run(capsys, "result", str(f), "--round", "1", "--table", str(table), "--score", "350-340")
    assert _run(capsys, "pair", str(f), "--seed", "2")[0] == 0
    for table in range(1, 7):
        _run(capsys, "result", str(f), "--round", "2", "--table", str(table), "--score", "380-370")


def test_the_command_line_names_what_the_standings_leave_out(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = _run(capsys, "standings", str(event))
    lines = out.splitlines()
    assert code == 0 and lines[0] == PART
    assert {line.split()[0] for line in lines[2:]} == {"1"}  # nothing counted: all tied first

    code, out, _ = _run(capsys, "standings", str(event), "--provisional")
    lines = out.splitlines()
    assert code == 0 and lines[0] == PROVISIONAL
    # the two winners of 400-300 on 2 points, +100, first; the two losers next (Buchholz 2)
    top = [line.split() for line in lines[2:6]]
    assert [(r[0], r[-5], r[-4], r[-3]) for r in top] == [("1", "2", "0", "+100")] * 2 + [
        ("3", "0", "2", "-100")
    ] * 2

    # JSON keeps its shape; --provisional counts the 4 games of the 2 tables
    code, out, _ = _run(capsys, "standings", str(event), "--provisional", "--json")
    rows = json.loads(out)
    assert sum(r["games"] for r in rows) == 4 and rows[0]["wins"] == 1


def test_the_pdf_and_the_workbook_carry_the_same_title(
    event: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdf = tmp_path / "c.pdf"
    code, _, err = _run(capsys, "export", str(event), "classifica", "-o", str(pdf))
    assert code == 0
    text = "".join(p.extract_text() for p in PdfReader(pdf).pages)
    assert PART in " ".join(text.split())
    # the warning says the same, not "4 partite senza risultato (turno 1): non contate"
    assert err.strip() == "avviso: turno 1: 2 di 6 risultati, non contati"

    xlsx = tmp_path / "c.xlsx"
    code, _, _ = _run(capsys, "export", str(event), "standings", "--provisional", "-o", str(xlsx))
    assert code == 0
    # the title is printed at the top right of every page of the sheet
    assert f"&R{PROVISIONAL} – Turno 1" in str(load_workbook(xlsx).active.oddHeader)

    code, _, err = _run(capsys, "export", str(event), "pairings", "--provisional",
                        "-o", str(tmp_path / "a.pdf"))  # fmt: skip
    assert code == 2 and "--provisional vale solo per la classifica" in err


def test_once_the_event_is_over_every_view_says_classifica_finale(
    event: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _finish(event, capsys)
    code, out, _ = _run(capsys, "standings", str(event))
    assert code == 0 and out.splitlines()[0] == "Classifica finale"
    code, out, _ = _run(capsys, "standings", str(event), "--round", "1")
    assert code == 0 and out.splitlines()[0] == "Classifica dopo il turno 1"

    from figs_td.services.standings import scope_of
    from figs_td.store import open_store

    with open_store(str(event)) as store, store.read() as tx:
        scope = scope_of(tx.state(), tx.tournament.get())
    assert (scope.title, scope.file_stem) == ("Classifica finale", "classifica-finale")


def _state(results: dict[tuple[int, int], tuple[int, int]], rounds: int = 2) -> TournamentState:
    """6 players, 3 tables a round, rounds 1..``rounds`` paired; ``results`` by (round, table);
    round 2 has a bye for player 6 and 2 tables."""
    players = [Player(i, f"P{i}") for i in range(1, 7)]
    games = [Game(1, t, 2 * t - 1, 2 * t) for t in (1, 2, 3)]
    if rounds >= 2:
        games += [Game(2, 1, 1, 3), Game(2, 2, 2, 5), Game(2, 3, 6, None, kind=GameKind.BYE)]
    out = []
    for g in games:
        score = results.get((g.round, g.table))
        if score is not None:
            g = Game(g.round, g.table, g.first, g.second, score[0], score[1])
        out.append(g)
    return TournamentState(players, out, System.SWISS, planned_rounds=3)


def test_the_scope_counts_tables_not_byes_and_names_each_round() -> None:
    from figs_td.core.standings.scope import standings_scope

    full = {(1, t): (400, 300) for t in (1, 2, 3)}
    assert standings_scope(TournamentState([Player(1, "P1")])).title == "Classifica"
    assert standings_scope(_state(full)).title == (
        "Classifica dopo il turno 1 — turno 2: 0 di 2 risultati, non contati"
    )
    one = {**full, (2, 1): (350, 340)}
    assert standings_scope(_state(one), provisional=True).title == (
        "Classifica provvisoria — turno 2: 1 di 2 risultati, contati"
    )
    # an earlier round asked for while a later one is being played
    scope = standings_scope(_state({(1, 1): (400, 300)}), provisional=True)
    assert scope.after_round == 2 and scope.title == (
        "Classifica provvisoria — turno 1: 1 di 3 risultati, contati; "
        "turno 2: 0 di 2 risultati, contati"
    )
    assert scope.file_stem == "classifica-provvisoria-turno-2"
    assert standings_scope(_state({**full, (2, 1): (1, 0), (2, 2): (1, 0)})).title == (
        "Classifica dopo il turno 2"
    )


def test_the_web_pages_name_the_round_being_played_and_follow_its_results(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from figs_td.services.publish import SiteCache, load_site
    from figs_td.store import open_store

    cache = SiteCache()
    with open_store(str(event)) as store:
        site = load_site(store, cache)
    assert site.current_standings is not None and site.current_standings.title == PROVISIONAL
    # round 1 complete and round 2 paired: the current standings are after round 1 and name
    # round 2; the page of round 1, kept in the cache, names no later round
    for table in (3, 4, 5, 6):
        _run(capsys, "result", str(event), "--round", "1", "--table", str(table),
             "--score", "350-340")  # fmt: skip
    _run(capsys, "pair", str(event), "--seed", "2")
    _run(capsys, "result", str(event), "--round", "2", "--table", "1", "--score", "380-370")
    with open_store(str(event)) as store:
        site = load_site(store, cache)
    assert site.current_standings.title == (
        "Classifica dopo il turno 1 — turno 2: 1 di 6 risultati, non contati"
    )
    assert site.rounds[0].standings.title == "Classifica dopo il turno 1"
    _run(capsys, "result", str(event), "--round", "2", "--table", "2", "--score", "380-370")
    with open_store(str(event)) as store:
        site = load_site(store, cache)
    assert site.current_standings.title.endswith("turno 2: 2 di 6 risultati, non contati")
