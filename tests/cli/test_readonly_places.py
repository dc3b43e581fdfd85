"""A tournament on a read-only place (issue 35, §4): a write-protected USB stick, a read-only
share. Every command that only reads it — show, list, standings, pairings, exports, a copy,
the site, the duplicate standings … — works, writing its output to a writable place and
leaving nothing beside the tournament; every command that would change it exits with status 2
and "la cartella … è di sola lettura: copiate il torneo …". Run through the command line itself
on a real read-only mount (``readonly_places.py``), so the kernel, not the program, says what
may be written.

:data:`CASES` has a row for each command that opens a tournament (reading and writing forms);
:data:`NO_TOURNAMENT` and :data:`NOT_HERE` list every other command of the parser, so that a
command added later fails :func:`test_every_command_is_in_the_table` until it is classified.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from readonly_places import (
    as_plain_user,
    on_readonly_mount,
    plain_user_works,
    readonly_mount_works,
    snapshot,
)
from test_show_commands_never_write import SETUP as SHOW_SETUP
from test_show_commands_never_write import SHEET, write_free_dictionary

import figs_td
from figs_td.cli import build_parser, main

HERE = Path(__file__).resolve().parent

#: The tournaments of the show commands' test (two players more without a team in
#: ``squadre``), one with a round paired and no result yet (Quinto withdrawn from round 3) and a
#: duplicate event whose first move is not drawn yet, a finished tournament (for the archive).
SETUP = {
    **SHOW_SETUP,
    "squadre": [
        *SHOW_SETUP["squadre"],
        ["players", "add", "F", "C1"],
        ["players", "add", "F", "C2"],
    ],
    "finito": [
        ["new", "F", "--name", "Finito", "--system", "italo-svizzero", "--rounds", "1"],
        ["players", "add", "F", "Alfa"],
        ["players", "add", "F", "Beta"],
        ["pair", "F", "--seed", "1"],
        ["result", "F", "--round", "1", "--table", "1", "--score", "400-300"],
    ],
    "duplicato2": [
        ["new", "F", "--name", "Duplicato", "--system", "duplicato"],
        *[["players", "add", "F", name] for name in ("Uno", "Due")],
        ["duplicate", "new", "F", "--seed", "7"],
    ],
    "abbinato": [
        ["new", "F", "--name", "Abbinato", "--system", "italo-svizzero", "--rounds", "4"],
        *[["players", "add", "F", name] for name in ("Primo", "Secondo", "Terzo", "Quarto")],
        ["players", "add", "F", "Quinto"],
        ["players", "withdraw", "F", "Quinto", "--from-round", "3"],
        ["pair", "F", "--seed", "2"],
    ],
}
READ, WRITE = "legge", "scrive"

#: (tournament, argv, READ or WRITE). F: the tournament on the read-only place; OUT: a name in a
#: writable folder; SHEET, ROWS, PLAYERS, SLIPS: a scoresheet, results, players, duplicate slips there.
CASES: list[tuple[str, list[str], str]] = [
    ("svizzero", ["forfeit", "F", "--round", "1", "--table", "3", "--both-absent"], WRITE),
    (
        "svizzero",
        ["timeloss", "F", "--round", "1", "--table", "3", "--score", "300-200"]
        + ["--flagged", "FIRST3", "--racks", "", "", "--preview"],
        READ,
    ),
    (
        "svizzero",
        ["timeloss", "F", "--round", "1", "--table", "3", "--score", "300-200"]
        + ["--flagged", "FIRST3", "--racks", "", ""],
        WRITE,
    ),
    ("svizzero", ["tournament", "show", "F", "--json"], READ),
    ("svizzero", ["tournament", "set", "F", "--place", "Lucca"], WRITE),
    ("duplicato", ["duplicate", "new", "F", "--seed", "3"], WRITE),
    ("duplicato", ["duplicate", "settings", "F", "--json"], READ),
    ("duplicato", ["duplicate", "settings", "F", "--timer", "90"], WRITE),
    ("duplicato2", ["duplicate", "draw", "F"], WRITE),
    ("duplicato", ["duplicate", "play", "F", "8H AERACI"], WRITE),
    ("duplicato", ["duplicate", "slip", "--score", "10", "F", "1", "1"], WRITE),
    ("duplicato", ["duplicate", "slips", "F", "1", "--input", "SLIPS"], WRITE),
    ("duplicato", ["duplicate", "standings", "F", "--json"], READ),
    ("duplicato", ["duplicate", "show", "F"], READ),
    ("duplicato", ["duplicate", "export", "F", "standings", "OUT.pdf"], READ),
    ("svizzero", ["rulings", "F", "--json"], READ),
    (
        "svizzero",
        ["check", "F", "CASA", "--round", "1", "--table", "2", "--move-value", "20"]
        + ["--ruled-by", "Bruni", "--role", "arbitro"],
        WRITE,
    ),
    ("eliminazione", ["pair", "F"], WRITE),
    ("svizzero", ["pairings", "F", "--round", "1", "--json"], READ),
    ("svizzero", ["unpair", "F", "--round", "1", "--force"], WRITE),
    ("abbinato", ["repair", "F", "--round", "1"], WRITE),
    ("abbinato", ["swap", "F", "--round", "1", "Primo", "Secondo"], WRITE),
    ("finito", ["standings", "F", "--json"], READ),
    ("svizzero", ["standings", "F"], READ),
    ("svizzero", ["phases", "F", "--json"], READ),
    ("svizzero", ["phases", "F", "--swiss", "2", "--knockout", "4"], WRITE),
    ("svizzero", ["constraints", "F", "--json"], READ),
    ("svizzero", ["constraints", "F", "--forbid", "Rossi", "Verdi"], WRITE),
    ("svizzero", ["categories", "list", "F", "--json"], READ),
    ("svizzero", ["categories", "band", "F", "Fascia B", "--max", "1700"], WRITE),
    ("svizzero", ["categories", "free", "F", "Giovani", "--born-from", "2005"], WRITE),
    ("svizzero", ["categories", "remove", "F", "Fascia A"], WRITE),
    ("svizzero", ["categories", "player", "F", "Rossi", "--birth-year", "1990"], WRITE),
    ("svizzero", ["categories", "standings", "F", "Fascia A"], READ),
    ("svizzero", ["prize-table", "list", "F", "--json"], READ),
    ("svizzero", ["prize-table", "add", "F", "--place", "2", "--label", "Targa"], WRITE),
    ("svizzero", ["prize-table", "remove", "F", "--place", "1"], WRITE),
    ("svizzero", ["prize-table", "mode", "F", "one"], WRITE),
    ("svizzero", ["prize-table", "ties", "F", "shared"], WRITE),
    ("svizzero", ["prizes", "F", "--json"], READ),
    ("svizzero", ["clubs", "F", "--json"], READ),
    ("svizzero", ["clubs", "F", "--set-best", "3"], WRITE),
    ("svizzero", ["spread-cap", "F"], READ),
    ("svizzero", ["spread-cap", "F", "300"], WRITE),
    ("svizzero", ["export", "F", "standings", "-o", "OUT.pdf"], READ),
    ("svizzero", ["export", "F", "crosstable", "-o", "OUT.xlsx"], READ),
    ("svizzero", ["ranking", "F", "--as-of", "2030-01-01", "--json"], READ),
    ("svizzero", ["scoresheet", "F", "--round", "1", "--table", "2", "--json"], READ),
    ("svizzero", ["scoresheet", "F", "--round", "1", "--table", "3", "SHEET"], WRITE),
    ("svizzero", ["codes", "F", "--json"], READ),
    ("svizzero", ["codes", "F", "--create"], WRITE),
    ("svizzero", ["reports", "F", "--json"], READ),
    ("squadre", ["teams", "add", "F", "Gamma", "C1", "C2"], WRITE),
    ("squadre", ["teams", "remove", "F", "Beta"], WRITE),
    ("squadre", ["teams", "list", "F", "--json"], READ),
    ("squadre", ["teams", "options", "F"], READ),
    ("squadre", ["teams", "options", "F", "--ranking", "games"], WRITE),
    ("squadre", ["teams", "standings", "F", "--json"], READ),
    ("squadre", ["teams", "matches", "F", "--json"], READ),
    ("svizzero", ["players", "add", "F", "Bruni, Ada"], WRITE),
    ("svizzero", ["players", "import", "F", "PLAYERS"], WRITE),
    ("svizzero", ["players", "list", "F", "--json"], READ),
    ("svizzero", ["players", "withdraw", "F", "Galli", "--from-round", "2"], WRITE),
    ("svizzero", ["players", "checkin", "F", "Galli"], WRITE),
    ("svizzero", ["players", "checkin", "F", "--list", "--json"], READ),
    ("svizzero", ["players", "fee", "F", "Galli", "--due", "20", "--paid", "15"], WRITE),
    ("svizzero", ["players", "members", "F", "--json"], READ),
    ("svizzero", ["players", "absent", "F", "Galli", "--round", "3"], WRITE),
    ("svizzero", ["players", "absent", "F", "--list", "--json"], READ),
    ("svizzero", ["players", "members", "F", "--import", "MEMBERS"], WRITE),
    ("abbinato", ["players", "reinstate", "F", "Quinto"], WRITE),
    ("svizzero", ["players", "edit", "F", "Galli", "--club", "C3"], WRITE),
    ("svizzero", ["result", "F", "--round", "1", "--table", "3", "--score", "410-390"], WRITE),
    ("svizzero", ["results", "F", "ROWS", "--round", "1"], WRITE),
    ("svizzero", ["log", "F", "--json"], READ),
    ("svizzero", ["export-tsh", "F", "OUT.t"], READ),
    ("svizzero", ["backup", "F", "OUT.figs"], READ),
    ("svizzero", ["publish", "F", "-o", "OUT-sito"], READ),
    (
        "finito",
        ["archive", "OUT-archivio.figsa", "add", "--category", "open", "--date", "2026-05-03", "F"],
        READ,
    ),
]

#: Commands of the parser that open no tournament file.
NO_TOURNAMENT = {
    ("archive", name)
    for name in (
        "events",
        "players",
        "player",
        "merge",
        "unmerge",
        "ranking",
        "rating",
        "rerate",
        "settings",
        "log",
        "publish",
    )
} | {
    ("archive", "members", "import"),
    ("archive", "members", "list"),
    ("lexicon", "import"),
    ("lexicon", "list"),
    ("lexicon", "use"),
    ("lexicon", "standin"),
    ("rules", "profiles"),
    ("rules", "penalty"),
    ("rules", "finish"),
}

#: Commands that open a tournament but are not run here, and why.
NOT_HERE = {
    ("new",): "crea un torneo nuovo (nessun torneo da aprire)",
    ("import-tsh",): "crea un torneo nuovo da un file TSH",
    ("serve",): "un server che resta acceso: test_serve_on_a_readonly_stick",
    ("duplicate", "best"): "legge un formulario con il generatore di mosse (lessico e grafo)",
    # These two need the move generator's graph of the lexicon (a minute to build the first
    # time); they open the tournament as duplicate show and standings do.
    ("duplicate", "top"): "la mossa migliore: il generatore di mosse",
    ("duplicate", "solutions"): "le soluzioni della mossa: il generatore di mosse",
}


def _leaves(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()):  # noqa: ANN202
    subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not subs:
        yield path
        return
    seen: set[int] = set()
    for name, sub in subs[0]._name_parser_map.items():
        if id(sub) not in seen:  # an alias maps to the parser of its command
            seen.add(id(sub))
            yield from _leaves(sub, (*path, name))


def _command_of(argv: list[str]) -> tuple[str, ...]:
    if argv[0] == "archive":
        return ("archive", argv[2])
    groups = {"tournament", "duplicate", "categories", "prize-table", "teams", "players"}
    return (argv[0], argv[1]) if argv[0] in groups else (argv[0],)


def test_every_command_is_in_the_table() -> None:
    leaves = set(_leaves(build_parser()))
    in_table = {_command_of(argv) for _e, argv, _k in CASES}
    classified = in_table | NO_TOURNAMENT | set(NOT_HERE)
    assert leaves - classified == set(), "comandi da aggiungere a CASES"
    assert classified - leaves == set(), "comandi che non esistono più"
    assert not in_table & (NO_TOURNAMENT | set(NOT_HERE))
    assert len(in_table) == len(leaves) - len(NO_TOURNAMENT) - len(NOT_HERE)


# ---------------------------------------------------------------------------------------------
# The tournaments, built once by the real commands in a writable folder.

PLAYERS_CSV = "Cognome;Nome\nBruni;Ada\n"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("chiavetta")
    files = {}
    for name, steps in SETUP.items():
        f = folder / f"{name}.figs"
        for argv in steps:
            args = [str(f) if a == "F" else a for a in argv]
            if "SHEET" in args:
                sheet = folder.parent / f"{folder.name}-partita.json"
                sheet.write_text(json.dumps(SHEET), encoding="utf-8")
                args = [str(sheet) if a == "SHEET" else a for a in args]
            assert main(args) == 0, argv
        files[name] = f
    return files


def _first_at_table_3(f: Path) -> str:
    from figs_td.store import open_store

    with open_store(f) as store, store.read() as tx:
        return tx.players.record(tx.rounds.game(1, 3).first).surname


def _argv(argv: list[str], f: Path, out: Path, first3: str) -> list[str]:
    """A case's command line: F, OUT, SHEET, ROWS, PLAYERS, SLIPS, MEMBERS, FIRST3 replaced."""
    out.mkdir(parents=True, exist_ok=True)
    sheet = out / "partita.json"
    sheet.write_text(json.dumps(SHEET), encoding="utf-8")
    rows = out / "risultati.csv"
    rows.write_text("tavolo;primo;secondo\n3;400;300\n", encoding="utf-8")
    slips = out / "foglietti.txt"
    slips.write_text("1: 10\n", encoding="utf-8")  # player 1 scores 10
    players = out / "giocatori.csv"
    players.write_text(PLAYERS_CSV, encoding="utf-8")
    names = {"F": str(f), "SHEET": str(sheet), "ROWS": str(rows), "PLAYERS": str(players)}
    names["SLIPS"] = str(slips)
    members = out / "soci.csv"
    members.write_text("tessera;cognome;nome;scadenza\nT1;Galli;Ugo;2099-12-31\n", encoding="utf-8")
    names["MEMBERS"] = str(members)
    names["FIRST3"] = first3
    return [names.get(a, a.replace("OUT", str(out / "uscita"))) for a in argv]


def _env(base: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["FIGS_TD_DATA"] = str(base / "dati")
    env["FIGS_TD_SETTINGS_DIR"] = str(base / "impostazioni")
    # duplicate play builds the stand-in list from it: a small one (the words of its rack)
    env["FIGS_TD_HUNSPELL_IT"] = str(write_free_dictionary(base / "hunspell"))
    tree = Path(figs_td.__file__).resolve().parents[1]  # the figs_td under test
    env["PYTHONPATH"] = os.pathsep.join([str(tree), env.get("PYTHONPATH", "")])
    return env


def _drive(wrap, usb: Path, argvs: list[list[str]], base: Path) -> list[dict]:  # noqa: ANN001
    """Run each command line in one process of the driver, wrapped by ``wrap``."""
    cases, results = base / "casi.json", base / "esiti.json"
    cases.write_text(json.dumps(argvs), encoding="utf-8")
    cmd = [sys.executable, str(HERE / "readonly_places.py"), str(cases), str(results), str(usb)]
    done = subprocess.run(
        wrap(cmd), env=_env(base), stdin=subprocess.DEVNULL, capture_output=True, timeout=900
    )
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")[-3000:]
    return json.loads(results.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def on_a_stick(built: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> list[dict]:
    """Every case run on a copy of the tournaments on a read-only mount."""
    if not readonly_mount_works():
        pytest.skip("unshare/mount non disponibili: niente montaggio in sola lettura")
    base = tmp_path_factory.mktemp("sola-lettura")
    usb = base / "usb"
    usb.mkdir()
    for f in built.values():
        shutil.copyfile(f, usb / f.name)
    first3 = _first_at_table_3(usb / "svizzero.figs")
    argvs = [
        _argv(argv, usb / f"{event}.figs", base / f"caso-{i}", first3)
        for i, (event, argv, _k) in enumerate(CASES)
    ]
    return _drive(lambda cmd: on_readonly_mount(usb, cmd), usb, argvs, base)


@pytest.mark.parametrize(
    ("i", "kind"),
    [(i, kind) for i, (_e, _a, kind) in enumerate(CASES)],
    ids=[f"{kind}: {' '.join(a)}" for _e, a, kind in CASES],
)
def test_a_command_on_a_readonly_stick(on_a_stick: list[dict], i: int, kind: str) -> None:
    got = on_a_stick[i]
    shown = " ".join(CASES[i][1])
    assert got["unchanged"], shown  # no -wal, -shm, backup or temporary file beside it
    if kind == READ:
        assert got["code"] == 0, (shown, got["err"])
        assert got["out"].strip(), shown
        assert "errore" not in got["err"], shown  # a warning ("avviso: …") may be there
    else:
        assert got["code"] == 2, (shown, got)
        assert "è di sola lettura: copiate il torneo in una cartella scrivibile" in got["err"]
        assert "chiavetta" not in got["err"] and "/usb'" in got["err"], got["err"]


def test_the_writing_cases_write_on_a_writable_copy(
    built: dict[str, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The refusals above come from the place, not from a wrong command line: each writing
    case, run on a writable copy, succeeds (each on a fresh copy)."""
    monkeypatch.setenv("FIGS_TD_HUNSPELL_IT", str(write_free_dictionary(tmp_path / "hunspell")))
    failed = []
    first3 = _first_at_table_3(built["svizzero"])
    for i, (event, argv, kind) in enumerate(CASES):
        if kind != WRITE:
            continue
        f = tmp_path / f"{i}" / f"{event}.figs"
        f.parent.mkdir()
        shutil.copyfile(built[event], f)
        args = _argv(argv, f, tmp_path / f"caso-{i}", first3)
        code = main(args)
        err = capsys.readouterr().err
        if code != 0:
            failed.append((argv, err))
    assert failed == [], "\n".join(f"{a}: {e}" for a, e in failed)


def _case(argv: list[str]) -> int:
    (i,) = [i for i, (_e, a, _k) in enumerate(CASES) if a == argv]
    return i


def test_what_the_stick_shows_is_the_tournament(
    on_a_stick: list[dict], built: dict[str, Path]
) -> None:
    """Values, not only an exit status. ``finito``: one round, Alfa–Beta 400–300 for whoever
    moved first: the winner 1 win, +100, 400 points; the loser 0, −100, 300."""
    rows = json.loads(on_a_stick[_case(["standings", "F", "--json"])]["out"])
    assert {r["name"] for r in rows} == {"Alfa", "Beta"}
    assert [(r["rank"], r["wins"], r["spread"], r["points"]) for r in rows] == [
        (1, 1, 100, 400),
        (2, 0, -100, 300),
    ]
    players = json.loads(on_a_stick[_case(["players", "list", "F", "--json"])]["out"])
    assert [p["surname"] for p in players] == ["Rossi", "Bianchi", "Verdi", "Neri", "Galli"] + [
        "Conti"
    ]
    log = json.loads(on_a_stick[_case(["log", "F", "--json"])]["out"])
    from figs_td.services.tournament import audit_json, audit_log, open_tournament

    with open_tournament(built["svizzero"]) as store:
        assert log == [audit_json(e) for e in audit_log(store)]  # the original's, all of it
    assert (log[0]["action"], log[-1]["action"]) == ("tournament.create", "scoresheet.attach")


# ---------------------------------------------------------------------------------------------
# The real command line, one process per command, on the other kinds of read-only place.


def _figs(args: list[str]) -> list[str]:
    return [sys.executable, "-m", "figs_td", *args]


def _one(cmd: list[str], base: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        cmd,
        env=_env(base),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=300,
    )


@pytest.mark.parametrize("how", ["folder 0o555", "file 0o444"])
def test_a_protected_folder_or_file(built: dict[str, Path], tmp_path: Path, how: str) -> None:
    """As an ordinary user: a folder without write permission, or a read-only file in a
    writable folder (where SQLite would otherwise leave a ``-wal``/``-shm`` behind)."""
    if not plain_user_works():
        pytest.skip("unshare --map-user non disponibile")
    usb = tmp_path / "condivisa"
    usb.mkdir()
    f = usb / "svizzero.figs"
    shutil.copyfile(built["svizzero"], f)
    out = tmp_path / "uscita"
    out.mkdir()
    if how.startswith("folder"):
        usb.chmod(0o555)
    else:
        f.chmod(0o444)
    before = snapshot(usb)
    try:
        shown = _one(as_plain_user(_figs(["standings", str(f), "--json"])), tmp_path)
        copied = _one(as_plain_user(_figs(["backup", str(f), str(out / "c.figs")])), tmp_path)
        refused = _one(
            as_plain_user(_figs(["result", str(f), "--round", "1", "--table", "3"]))
            + ["--score", "400-300"],
            tmp_path,
        )
        after = snapshot(usb)
    finally:
        usb.chmod(0o755)
    assert shown.returncode == 0, shown.stderr
    rows = json.loads(shown.stdout)
    assert sorted(r["name"] for r in rows) == [
        "Bianchi Luca",
        "Conti Ugo",
        "Galli Pia",
        "Neri Gio",
        "Rossi Mario",
        "Verdi Anna",
    ]
    assert copied.returncode == 0, copied.stderr
    assert refused.returncode == 2
    place = f"la cartella '{usb}'" if how.startswith("folder") else f"il file del torneo '{f}'"
    assert f"errore: {place} è di sola lettura: copiate il torneo" in refused.stderr
    assert after == before
    # The copy is the whole tournament, and writable: the result goes in there.
    again = _one(
        _figs(["result", str(out / "c.figs"), "--round", "1", "--table", "3"])
        + ["--score", "400-300"],
        tmp_path,
    )
    assert again.returncode == 0, again.stderr


def test_serve_on_a_readonly_stick(built: dict[str, Path], tmp_path: Path) -> None:
    """The live page of a tournament on a read-only mount: it starts, serves the projector
    page, stops on Ctrl+C, and leaves nothing beside the tournament."""
    if not readonly_mount_works():
        pytest.skip("unshare/mount non disponibili: niente montaggio in sola lettura")
    import http.client
    import re
    import signal
    import time

    usb = tmp_path / "usb"
    usb.mkdir()
    f = usb / "svizzero.figs"
    shutil.copyfile(built["svizzero"], f)
    before = snapshot(usb)
    env = dict(_env(tmp_path), PYTHONIOENCODING="utf-8", PYTHONUNBUFFERED="1")
    proc = subprocess.Popen(
        on_readonly_mount(usb, _figs(["serve", str(f), "--port", "0"])),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        m = re.match(r"pagina live: http://127\.0\.0\.1:(\d+)/", first)
        assert m, (first, proc.stderr.read() if proc.poll() is not None else "")
        deadline = time.monotonic() + 60
        status, body = None, b""
        while time.monotonic() < deadline:
            try:
                conn = http.client.HTTPConnection("127.0.0.1", int(m.group(1)), timeout=5)
                conn.request("GET", "/proiettore")
                resp = conn.getresponse()
                status, body = resp.status, resp.read()
                conn.close()
                if status == 200:
                    break
            except OSError:
                time.sleep(0.1)
        assert status == 200 and b"proiettore" in body, status
    finally:
        proc.send_signal(signal.SIGINT)
        _out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert snapshot(usb) == before
