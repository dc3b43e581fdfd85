"""A command that shows never writes (issue 24, item 6): every command or option documented as
showing — ``phases``, ``tournament show``, ``categories list``, ``prize-table list``,
``spread-cap``, ``teams options`` … with no option — leaves the database exactly as it was (every
table, the audit log included, compared as a full SQL dump before and after)."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.store import open_store

# Each tournament built once by the real commands; each show command then runs on a copy.
SETUP: dict[str, list[list[str]]] = {
    "svizzero": [
        ["new", "F", "--name", "Svizzero", "--system", "italo-svizzero", "--rounds", "4"],
        *[
            ["players", "add", "F", name, "--rating", str(1800 - 50 * i), "--club", f"C{i % 2}"]
            for i, name in enumerate(
                ["Rossi, Mario", "Bianchi, Luca", "Verdi, Anna", "Neri, Gio", "Galli, Pia"]
                + ["Conti, Ugo"]
            )
        ],
        ["phases", "F", "--swiss", "3", "--knockout", "4", "--best-of", "3", "--third-place"],
        ["categories", "band", "F", "Fascia A", "--min", "1700"],
        ["prize-table", "add", "F", "--place", "1", "--label", "Coppa"],
        ["prize-table", "mode", "F", "cumulative"],
        ["clubs", "F", "--set-best", "2"],
        ["spread-cap", "F", "250"],
        ["tournament", "set", "F", "--dates", "2026-05-03"],
        ["pair", "F", "--seed", "1"],
        ["result", "F", "--round", "1", "--table", "1", "--score", "420-380"],
        ["scoresheet", "F", "--round", "1", "--table", "2", "SHEET"],
    ],
    "eliminazione": [
        ["new", "F", "--name", "Coppa", "--system", "eliminazione"],
        *[["players", "add", "F", name] for name in ("Uno", "Due", "Tre", "Quattro")],
        ["phases", "F", "--best-of", "3", "--third-place"],
    ],
    "squadre": [
        ["new", "F", "--name", "Squadre", "--system", "squadre", "--rounds", "3"],
        *[["players", "add", "F", name] for name in ("A1", "A2", "B1", "B2")],
        ["teams", "add", "F", "Alfa", "A1", "A2"],
        ["teams", "add", "F", "Beta", "B1", "B2"],
        ["teams", "options", "F", "--boards", "rating", "--ranking", "match"],
    ],
    "duplicato": [
        ["new", "F", "--name", "Duplicato", "--system", "duplicato"],
        *[["players", "add", "F", name] for name in ("Uno", "Due")],
        ["duplicate", "settings", "F", "--timer", "120"],
        ["duplicate", "new", "F", "--seed", "7"],
        ["duplicate", "draw", "F"],
    ],
}

#: (tournament, the show form of a command). F is the tournament file.
SHOWS: list[tuple[str, list[str]]] = [
    ("svizzero", ["phases", "F"]),
    ("svizzero", ["phases", "F", "--json"]),
    ("eliminazione", ["phases", "F"]),
    ("eliminazione", ["phases", "F", "--json"]),
    ("svizzero", ["tournament", "show", "F"]),
    ("svizzero", ["tournament", "show", "F", "--json"]),
    ("svizzero", ["players", "list", "F", "--json"]),
    ("svizzero", ["players", "members", "F"]),
    ("svizzero", ["players", "members", "F", "--json"]),
    ("svizzero", ["pairings", "F", "--round", "1", "--explain"]),
    ("svizzero", ["standings", "F", "--json"]),
    ("svizzero", ["categories", "list", "F", "--json"]),
    ("svizzero", ["categories", "standings", "F", "Fascia A"]),
    ("svizzero", ["prize-table", "list", "F", "--json"]),
    ("svizzero", ["prizes", "F", "--json"]),
    ("svizzero", ["clubs", "F"]),
    ("svizzero", ["clubs", "F", "--best", "1", "--json"]),
    ("svizzero", ["spread-cap", "F"]),
    ("svizzero", ["log", "F", "--json"]),
    ("svizzero", ["rulings", "F", "--json"]),
    ("svizzero", ["scoresheet", "F", "--round", "1", "--table", "2"]),
    ("svizzero", ["scoresheet", "F", "--round", "1", "--table", "2", "--json", "--board"]),
    (
        "svizzero",
        ["timeloss", "F", "--round", "1", "--table", "3", "--score", "300-200"]
        + ["--flagged", "FIRST3", "--racks", "", "", "--preview"],
    ),
    ("svizzero", ["export-tsh", "F", "OUT.t"]),
    ("svizzero", ["backup", "F", "OUT.figs"]),
    ("svizzero", ["export", "F", "standings", "-o", "OUT.xlsx"]),
    ("svizzero", ["ranking", "F", "--as-of", "2030-01-01", "--json"]),
    ("svizzero", ["publish", "F", "-o", "OUT-sito"]),
    ("duplicato", ["duplicate", "settings", "F"]),
    ("duplicato", ["duplicate", "settings", "F", "--json"]),
    ("duplicato", ["duplicate", "show", "F"]),
    ("duplicato", ["duplicate", "standings", "F", "--json"]),
    ("duplicato", ["duplicate", "top", "F"]),
    ("squadre", ["teams", "list", "F", "--json"]),
    ("squadre", ["teams", "options", "F"]),
    ("squadre", ["teams", "standings", "F", "--json"]),
    ("squadre", ["teams", "matches", "F", "--json"]),
]


SHEET = {
    "players": ["Anna Rossi", "Bruno Bianchi"],
    "turns": [{"move": "8F MICIO", "score": 16}, {"move": "I3 ARMONIA", "score": 17}],
    "end": {"racks": ["AB", "CDE"]},
}


def _run(argv: list[str], f: Path) -> tuple[int, str]:
    out = str(f.parent / "uscita")
    sheet = f.parent / "partita.json"
    if "SHEET" in argv:
        sheet.write_text(json.dumps(SHEET), encoding="utf-8")
    if "FIRST3" in argv:  # who starts at table 3 of round 1
        with open_store(f) as store, store.read() as tx:
            first = tx.players.record(tx.rounds.game(1, 3).first).surname
    args = [
        str(f) if a == "F" else str(sheet) if a == "SHEET" else first if a == "FIRST3" else a
        for a in argv
    ]
    args = [a.replace("OUT", out) for a in args]
    code = main(args)
    return code, " ".join(argv)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("mostra")
    files = {}
    for name, steps in SETUP.items():
        f = folder / f"{name}.figs"
        for argv in steps:
            code, shown = _run(argv, f)
            assert code == 0, shown
        files[name] = f
    return files


def _dump(f: Path) -> list[str]:
    conn = sqlite3.connect(f"file:{f}?mode=ro", uri=True)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


#: The free Italian dictionary the commands find (``duplicate top`` and ``duplicate play`` build
#: the stand-in list and its move graph from it when no list is in use): a few words of the rack
#: of seed 7, ARACEIO — AERACI the top (20), as ``duplicate play`` in test_readonly_places wants —
#: instead of the system's ``it_IT`` (a minute's work for a list the tests do not look at).
FREE_WORDS = ("aeraci", "acero", "aceri", "arca", "aria", "arco", "caro", "cara", "cera", "era",
              "ora", "oca")  # fmt: skip


def write_free_dictionary(folder: Path) -> Path:
    """``it_IT.dic`` and ``it_IT.aff`` of :data:`FREE_WORDS` in ``folder``: the ``.dic``."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "it_IT.aff").write_text("SET UTF-8\n", encoding="utf-8")
    dic = folder / "it_IT.dic"
    dic.write_text(f"{len(FREE_WORDS)}\n" + "\n".join(FREE_WORDS) + "\n", encoding="utf-8")
    return dic


@pytest.fixture
def free_dictionary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    dic = write_free_dictionary(tmp_path / "hunspell")
    monkeypatch.setenv("FIGS_TD_HUNSPELL_IT", str(dic))
    return dic


@pytest.mark.parametrize(("event", "argv"), SHOWS, ids=[" ".join(a) for _, a in SHOWS])
def test_a_show_form_changes_nothing(
    built: dict[str, Path],
    event: str,
    argv: list[str],
    tmp_path: Path,
    capsys,  # noqa: ANN001
    free_dictionary: Path,
) -> None:
    f = tmp_path / f"{event}.figs"
    shutil.copyfile(built[event], f)
    before = _dump(f)
    assert any('INSERT INTO "audit"' in line for line in before)
    code, shown = _run(argv, f)
    out = capsys.readouterr()
    assert code == 0, (shown, out.err)
    assert out.out.strip(), shown  # it did show something
    assert _dump(f) == before, shown


def test_phases_shows_the_knockout_options_it_keeps(
    built: dict[str, Path], tmp_path: Path, capsys
) -> None:  # noqa: ANN001,E501
    f = tmp_path / "ko.figs"
    shutil.copyfile(built["eliminazione"], f)
    assert main(["phases", str(f)]) == 0
    assert capsys.readouterr().out.strip() == (
        "eliminazione diretta: incontri al meglio di 3, finale 3° posto"
    )
    # Only what is given changes: --best-of keeps the third-place match.
    assert main(["phases", str(f), "--best-of", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"best_of": 1, "third_place": True}
    assert main(["phases", str(f), "--no-third-place", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"best_of": 1, "third_place": False}


def test_phases_shows_the_championship_format(
    built: dict[str, Path], tmp_path: Path, capsys
) -> None:  # noqa: ANN001,E501
    f = tmp_path / "sw.figs"
    shutil.copyfile(built["svizzero"], f)
    assert main(["phases", str(f)]) == 0
    assert capsys.readouterr().out.strip() == (
        "3 turni di italo-svizzero, poi tabellone tra i primi 4 "
        "(incontri al meglio di 3, finale 3° posto)"
    )
    assert main(["phases", str(f), "--best-of", "2"]) == 2
    assert "valgono per l'eliminazione diretta" in capsys.readouterr().err
