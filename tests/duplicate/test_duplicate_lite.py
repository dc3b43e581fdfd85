"""The duplicate commands on the thin SQLite path (:mod:`figs_td.store.lite_duplicate`): the same
outputs (text and ``--json``), the same refusals and the same database — tables compared row by
row, audit included, timestamps aside — as on the full store, command after command on two
copies of one event; and no SQLAlchemy in their processes.

The event is the hand-worked one of ``test_duplicate_room.py`` (list {LA, ALA}; 20 players;
2 moves; French preset: solo +10 with at least 16 players):

- move 1, rack LAACDEI: top **10** (ALA across the centre star, (1 + 3 + 1) × 2; several
  placements tie, so ``play`` without a choice is refused); 8G LA scores (3 + 1) × 2 = **8**;
- move 2, leftover CDEI + LAO: the only top is 7I LA, **14** (LA across: 6 + 1; LA down over
  the A of I8: 6 + 1).

So after the slips below: player 1 has 10 (the top of move 1), player 2 5 (8 corrected to 5),
player 3 14 + 10 solo (alone on the top of move 2 until player 4 writes it too: the solo goes,
both audited), player 7 a score of 20 written for move 2 before its top was placed (listed as
above the top by ``play`` and by ``standings``, audited once).
"""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from figs_td.cli import main
from tests.cli.test_lite_cli import _orm_modules

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"

#: ISO timestamps (stored, and in the ``--json`` of a draw) and local times in messages.
_STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(\+00:00|Z)?")
_WHEN = re.compile(r"\d\d/\d\d/\d{4} \d\d:\d\d:\d\d")


@pytest.fixture
def template(tmp_path: Path, tiny: str, capsysbinary: pytest.CaptureFixture[bytes]) -> Path:
    """The event before its first game (made through the full store), the graph built."""
    from figs_td.services.lexicon.moves import ensure_graph

    ensure_graph(tiny)  # else the first ``top`` announces it on one path only
    f = tmp_path / "modello" / "d.figs"
    f.parent.mkdir()
    assert main(["new", str(f), "--name", "Duplicato", "--system", "duplicato"]) == 0
    for i in range(1, 21):
        assert main(["players", "add", str(f), f"Giocatore{i:02d}, Nome"]) == 0
    assert main(["lexicon", "use", tiny]) == 0
    assert main(["duplicate", "settings", str(f), "--moves", "2", "--preset", "francese"]) == 0
    capsysbinary.readouterr()
    return f


def _copy(template: Path, dest: Path) -> Path:
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(template, dest)
    return dest


#: Files of slips for move 2 (issue 36): by position from player 10 (11 lines, player 13's
#: refused), by number (12 corrected with a penalty; 13 G7 LA, declared 7, agrees; 14 7I LA
#: declared 9 while it scores 14: the arbiter's list), too short for the room, mixed.
SLIP_FILES = {
    "sala": "7\n\nt\n3x\n" + "\n" * 7,
    "numeri": "12: 7i la p5\n13: G7 LA 7\n14: 7I LA 9\n",
    "corto": "7\nt\n",
    "misto": "7\n12: t\n",
}


def _commands(slips: Path) -> list[tuple[list[str], int]]:
    """The afternoon of the room: (arguments, the exit status expected); ``slips``: the folder
    of :data:`SLIP_FILES`."""
    d = ["duplicate"]
    room = [*d, "slips", "F", "2", "--game", "1"]
    return [
        ([*d, "standings", "F"], 0),  # no game yet: the header alone
        ([*d, "top", "F"], 2),  # no game
        ([*d, "new", "F", "--seed", "1"], 0),
        ([*d, "new", "F", "--seed", "1", "--json"], 0),  # game 2 (then game 1 is chosen)
        ([*d, "draw", "F", "--game", "1", "--tiles", "LAACDEI", "--json"], 0),
        ([*d, "top", "F", "--game", "1"], 0),
        ([*d, "top", "F", "--game", "1", "--json", "--others", "2"], 0),
        ([*d, "play", "F", "--game", "1"], 2),  # several tops: choose one
        ([*d, "play", "F", "9", "--game", "1"], 2),  # not in the list
        ([*d, "play", "F", "8G", "LA", "--game", "1"], 2),  # usage: one choice only
        ([*d, "play", "F", "8G ALA", "--game", "1"], 0),
        ([*d, "play", "F", "1", "--game", "1"], 2),  # already placed
        ([*d, "slip", "F", "1", "1", "8G", "ALA", "--game", "1"], 0),  # 10, the top
        ([*d, "slip", "F", "1", "2", "8g", "la", "--game", "1", "--json"], 0),  # 8
        ([*d, "slip", "F", "1", "2", "--score", "5", "--game", "1"], 0),  # corrected
        ([*d, "slip", "F", "1", "3", "--score", "11", "--game", "1"], 2),  # above the top
        ([*d, "slip", "F", "1", "5", "--zero", "late", "--game", "1"], 0),
        ([*d, "slip", "F", "1", "6", "8G", "ALI", "--game", "1", "--warnings", "1"], 0),  # 0
        ([*d, "slip", "F", "1", "8", "--top", "--game", "1", "--penalty", "3"], 0),
        ([*d, "slip", "F", "1", "99", "--score", "3", "--game", "1"], 2),  # no such player
        ([*d, "slip", "F", "3", "1", "--score", "1", "--game", "1"], 2),  # no such move
        ([*d, "slip", "F", "1", "9", "--game", "1"], 2),  # nothing written
        ([*d, "draw", "F", "--game", "1", "--tiles", "LAO"], 0),
        ([*d, "slip", "F", "2", "7", "--score", "20", "--game", "1"], 0),  # before the top
        ([*d, "play", "F", "--game", "1", "--json"], 0),  # 7I LA 14; player 7 above it
        ([*d, "slip", "F", "2", "3", "7I", "LA", "--game", "1"], 0),  # alone on the top: solo
        ([*d, "slip", "F", "2", "4", "--top", "--game", "1", "--json"], 0),  # the solo goes
        ([*room, "--from", "10", "--input", str(slips / "sala")], 2),  # nothing stored
        ([*room, "--from", "10", "--input", str(slips / "sala"), "--keep-good", "--json"], 1),
        ([*room, "--input", str(slips / "numeri")], 0),
        ([*room, "--input", str(slips / "corto"), "--keep-good"], 2),  # 2 lines, 20 players
        ([*room, "--input", str(slips / "misto"), "--json"], 2),
        ([*d, "draw", "F", "--game", "1"], 2),  # the game is over
        ([*d, "standings", "F"], 0),
        ([*d, "standings", "F", "--json"], 0),
        ([*d, "standings", "F", "--per-game"], 0),
        ([*d, "standings", "F", "--per-game", "--json"], 0),
        ([*d, "standings", "F", "--games", "1"], 0),
        ([*d, "standings", "F", "--games", "1,7"], 2),
        ([*d, "standings", "F", "--move", "1/2"], 0),
        ([*d, "standings", "F", "--move", "1/2", "--json"], 0),
        ([*d, "standings", "F", "--move", "1/9"], 2),
        ([*d, "show", "F", "--game", "1"], 0),
        ([*d, "show", "F", "--game", "1", "--json"], 0),
        ([*d, "top", "F", "--game", "1", "--move", "2"], 0),
    ]


def _run(capsysbinary: pytest.CaptureFixture[bytes], args: list[str]) -> tuple[int, str, str]:
    try:
        code = main(args)
    except SystemExit as exc:  # a usage error (argparse)
        code = int(exc.code or 0)
    out, err = capsysbinary.readouterr()
    return code, _STAMP.sub("<t>", out.decode("utf-8")), _WHEN.sub("<ora>", err.decode("utf-8"))


def _tables(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every table of the file, rows in order, timestamps replaced."""
    conn = sqlite3.connect(path)
    try:
        names = [
            r[0]
            for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
            )
        ]
        out = {}
        for name in names:
            rows = conn.execute(f'SELECT * FROM "{name}" ORDER BY rowid').fetchall()
            out[name] = [
                tuple(_STAMP.sub("<t>", v) if isinstance(v, str) else v for v in r) for r in rows
            ]
        return out
    finally:
        conn.close()


def test_the_duplicate_commands_give_the_same_outputs_and_database_on_both_paths(
    tmp_path: Path,
    template: Path,
    capsysbinary: pytest.CaptureFixture[bytes],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import figs_td.store.lite as lite

    thin = _copy(template, tmp_path / "sottile" / "d.figs")
    full = _copy(template, tmp_path / "completo" / "d.figs")
    slips = tmp_path / "foglietti"
    slips.mkdir()
    for name, text in SLIP_FILES.items():
        (slips / name).write_text(text, encoding="utf-8")
    real = lite.open_lite
    opened: list[str] = []

    def spy(target: str, **kw: bool) -> lite.LiteStore | None:
        store = real(target, **kw) if str(target) == str(thin) else None  # the other: full
        opened.append("lite" if store is not None else "orm")
        return store

    monkeypatch.setattr(lite, "open_lite", spy)
    outputs: dict[str, tuple[int, str, str]] = {}
    for args, status in _commands(slips):
        a = _run(capsysbinary, [str(thin) if x == "F" else x for x in args])
        b = _run(capsysbinary, [str(full) if x == "F" else x for x in args])
        assert a == b, args
        assert a[0] == status, (args, a)
        assert a[1] or a[2], args  # something was printed
        outputs[" ".join(args[1:])] = a
    # Every command of the list opened the thin path on its copy, the full store on the other
    # (the one refused by argparse opened nothing).
    assert set(opened) == {"lite", "orm"}
    assert opened == ["lite", "orm"] * (len(opened) // 2)
    assert len(opened) // 2 == len(_commands(slips)) - 2  # usage error, slip without a move
    assert _tables(thin) == _tables(full)

    # The hand-worked figures (module docstring).
    assert outputs["play F 8G ALA --game 1"][1] == "mossa 1: 8G ALA 10\n"
    assert "mosse col top di 10" in outputs["play F --game 1"][2]
    assert outputs["slip F 1 2 --score 5 --game 1"][1] == (
        "2 Giocatore02 Nome: punteggio 5 — corretto (prima 8)\n"
    )
    assert "oltre il top della mossa (10)" in outputs["slip F 1 3 --score 11 --game 1"][2]
    played = json.loads(outputs["play F --game 1 --json"][1])
    assert (played["placed"], played["placed_score"], played["finished"]) == ("7I LA", 14, True)
    assert played["over_top"] == [{"player": 7, "name": "Giocatore07 Nome", "score": 20}]
    rows = {r["number"]: r for r in json.loads(outputs["standings F --json"][1])}
    assert rows[1]["total"] == 10 and rows[2]["total"] == 5
    assert rows[3]["total"] == 14 and rows[3]["bonus"] == 0  # the solo went to no one
    assert rows[4]["total"] == 14 and rows[8]["total"] == 10 - 3
    assert rows[1]["top_total"] == 24
    assert "partita 1, mossa 2: 7 Giocatore07 Nome 20" in outputs["standings F"][1]
    # The files of slips: refused whole, then the good lines kept, then by number.
    room = "slips F 2 --game 1"
    refused = outputs[f"{room} --from 10 --input {slips / 'sala'}"]
    assert "riga 4, giocatore 13 Giocatore13 Nome: '3x' non riconosciuto" in refused[2]
    kept = json.loads(outputs[f"{room} --from 10 --input {slips / 'sala'} --keep-good --json"][1])
    assert [(s["player_number"], s["score"]) for s in kept["slips"]] == [(10, 7), (12, 14)]
    assert [(r["line"], r["player"]) for r in kept["refused"]] == [(4, 13)]
    assert (
        "2 righe senza il numero del giocatore, i giocatori della gara sono 20"
        in (outputs[f"{room} --input {slips / 'corto'} --keep-good"][2])
    )
    assert rows[12]["total"] == 14 - 5 and rows[12]["penalty"] == 5 and rows[13]["total"] == 7
    assert rows[10]["total"] == 7 and rows[14]["total"] == 14
    assert (
        "partita 1, mossa 2: 14 Giocatore14 Nome 7I LA: dichiarati 9, la mossa scritta vale 14"
        in outputs["standings F"][1]
    )
    audit = [r[3] for r in _tables(thin)["audit"]]
    # Given to player 1 then taken back by player 8 (move 1), the same with players 3 and 4.
    solo = [r[5] for r in _tables(thin)["audit"] if r[3] == "duplicate.solo"]
    assert solo == ["1/1", "1/1", "1/2", "1/2"]
    assert audit.count("duplicate.slip.over_top") == 1
    # Player 2 (8 → 5) and player 12 (the top by "t" kept from the file by position, then
    # "12: 7i la p5" in the file by number).
    assert [r[5] for r in _tables(thin)["audit"] if r[3] == "duplicate.slip.correct"] == [
        "1/1/2",
        "1/2/12",
    ]


def test_a_duplicate_tournament_refused_alike_on_both_paths(
    tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Swiss tournament: the duplicate commands refuse it with the same words either way."""
    import figs_td.store.lite as lite

    f = tmp_path / "svizzero.figs"
    assert main(["new", str(f), "--name", "Svizzero", "--system", "italo-svizzero"]) == 0
    assert main(["players", "add", str(f), "Rossi, Anna"]) == 0
    capsysbinary.readouterr()
    thin = _run(capsysbinary, ["duplicate", "new", str(f)])
    monkeypatch.setattr(lite, "open_lite", lambda target, **kw: None)
    full = _run(capsysbinary, ["duplicate", "new", str(f)])
    assert thin == full
    assert thin[0] == 2 and "sistema" in thin[2] and "--system duplicato" in thin[2]


def test_the_duplicate_processes_import_no_orm(
    tmp_path: Path, template: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    f = str(_copy(template, tmp_path / "p" / "d.figs"))
    assert main(["duplicate", "new", f, "--seed", "1"]) == 0
    assert main(["duplicate", "draw", f, "--tiles", "LAACDEI"]) == 0
    capsysbinary.readouterr()
    runs = [
        (["duplicate", "play", f, "8G ALA"], 0),
        (["duplicate", "slip", f, "1", "1", "8G", "ALA"], 0),
        (["duplicate", "slip", f, "1", "2", "--score", "11"], 2),
        (["duplicate", "standings", f], 0),
        (["duplicate", "standings", f, "--json", "--per-game"], 0),
    ]
    for args, status in runs:
        assert _orm_modules(*args) == (status, []), args
    # The check can fail: a file of an older schema goes to the full store (which upgrades it).
    old = str(_copy(FIXTURES / "schema_v1.figs", tmp_path / "vecchio.figs"))
    code, modules = _orm_modules("duplicate", "standings", old)
    assert "sqlalchemy" in modules and "sqlmodel" in modules, (code, modules)


def test_a_thin_desk_and_a_full_desk_on_the_same_event(tmp_path: Path, tiny: str) -> None:
    """Two desks type the slips of one move at once, one on each path; a master game changed by
    one desk meanwhile is refused to the other (the version it read), nothing written."""
    from figs_td.errors import ConflictError
    from figs_td.services.duplicate import events as dup
    from figs_td.services.tournament import audit_log, open_tournament
    from figs_td.store.lite import LiteStore
    from tests.duplicate.test_duplicate_room import make_event

    path = str(tmp_path / "banchi.figs")
    full = make_event(path, tiny, 20)
    dup.new_game(full, seed=1)
    dup.draw(full, tiles="LAACDEI")
    dup.confirm_top(full, 1, "8G ALA")
    thin = open_tournament(path, purpose="duplicate")
    try:
        assert isinstance(thin, LiteStore)
        for k in range(1, 11):  # desk A (thin) players 1–10, desk B (full) 11–20, interleaved
            assert dup.enter_line(thin, 1, "t" if k % 2 else "8g la", player=k) is not None
            assert dup.enter_line(full, 1, "8G LA" if k % 2 else "t", player=10 + k) is not None
        dup.enter_line(thin, 1, "13: t", player=0)  # desk A corrects a slip of desk B
        seen = dup.slips_for_move(thin, 1, 1)
        assert seen == dup.slips_for_move(full, 1, 1) and len(seen) == 20
        assert [seen[k]["score"] for k in (1, 2, 11, 12, 13)] == [10, 8, 8, 10, 10]
        with thin.read() as tx:
            before = tx.duplicate.game(1)
        dup.draw(full, tiles="LAO")  # desk B draws the next rack meanwhile
        entries = len(audit_log(full))
        with pytest.raises(ConflictError) as refused:
            with thin.transaction(actor="banco A") as tx:
                tx.duplicate.save_game(
                    1, before.state, expected_version=before.version, action="duplicate.draw"
                )
        assert str(refused.value) == (
            "la partita di duplicato n. 1 è stata modificata nel frattempo da un'altra "
            "postazione; ricaricarla"
        )
        assert len(audit_log(full)) == entries
        assert len(dup.get_game(thin, 1).moves) == 2  # desk B's draw kept
    finally:
        thin.close()
        full.close()
