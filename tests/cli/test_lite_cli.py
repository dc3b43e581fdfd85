"""``figs-td result`` and ``figs-td standings`` on the thin SQLite path: no SQLAlchemy, SQLModel
or pydantic in the process, and every output (text, JSON, refusals) byte for byte the one of the
full store."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.core.model import Game, GameKind
from figs_td.services.tournament import create_tournament

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
ORM = ("sqlalchemy", "sqlmodel", "pydantic", "pydantic_core")

#: Round 1: table 1 Rossi–Verdi, 2 Bianchi–Neri, 3 Gialli–Blu; Viola has the bye.
NAMES = ["Rossi, Mario", "Bianchi, Luca", "Verdi, Anna", "Neri, Giò", "Gialli, Ugo", "Blu, Ada"]
NAMES += ["Viola, Eva"]


@pytest.fixture(scope="module")
def _template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("lite-cli") / "prova.figs"
    with create_tournament(path, "Prova", "italo-svizzero", rounds=3, actor="setup") as s:
        with s.transaction(actor="setup") as tx:
            ids = [tx.players.add(*n.split(", ")).id for n in NAMES]
            tx.rounds.save_round(
                1,
                [
                    Game(1, 1, ids[0], ids[2]),
                    Game(1, 2, ids[1], ids[3]),
                    Game(1, 3, ids[4], ids[5]),
                    Game(1, None, ids[6], None, 50, None, GameKind.BYE),
                ],
            )
    return path


def _copy(template: Path, dest: Path) -> Path:
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(template, dest)
    return dest


def _orm_modules(*args: str) -> tuple[int, list[str]]:
    """Exit status and the ORM modules a ``figs-td`` process imported (``-X importtime``)."""
    r = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "figs_td", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )
    names = [
        line.rsplit("|", 1)[1].strip()
        for line in r.stderr.splitlines()
        if line.startswith("import time:") and "|" in line
    ]
    return r.returncode, sorted({n for n in names if n.split(".")[0] in ORM})


def test_result_and_standings_import_no_orm(tmp_path: Path, _template: Path) -> None:
    f = str(_copy(_template, tmp_path / "t.figs"))
    base = ["result", f, "--round", "1", "--table"]
    runs = [
        ([*base, "1", "--score", "420-390"], 0),
        ([*base, "1", "--score", "421-390", "--version", "2", "--json"], 0),
        ([*base, "1", "--score", "422-390", "--force"], 0),
        ([*base, "1", "--score", "423-390"], 2),  # refused: a stored result, no version
        ([*base, "2", "--score", "380-300", "--first", "Neri"], 0),
        ([*base, "3", "--score", "0-0", "--kind", "double_forfeit", "--json"], 0),
        ([*base, "9", "--score", "1-0"], 2),
        (["standings", f], 0),
        (["standings", f, "--json"], 0),
        (["standings", f, "--after-round", "1", "--tiebreaks", "WESPA"], 0),
    ]
    for args, status in runs:
        assert _orm_modules(*args) == (status, []), args
    # The check can fail: an older file goes to the full store, which imports the ORM.
    old = str(_copy(FIXTURES / "schema_v1.figs", tmp_path / "vecchio.figs"))
    code, modules = _orm_modules("standings", old)
    assert code == 0 and "sqlalchemy" in modules and "sqlmodel" in modules


_WHEN = re.compile(r"\d\d/\d\d/\d{4} \d\d:\d\d:\d\d")

COMMANDS: list[list[str]] = [
    ["result", "F", "--round", "1", "--table", "1", "--score", "420-390"],
    ["result", "F", "--round", "1", "--table", "1", "--score", "421-390"],
    ["result", "F", "--round", "1", "--table", "1", "--score", "421-390", "--version", "1"],
    ["result", "F", "--round", "1", "--table", "1", "--score", "421-390", "--version", "2"],
    ["result", "F", "--round", "1", "--table", "1", "--score", "422-390", "--force", "--json"],
    ["result", "F", "--round", "1", "--table", "1", "--score", "422-390", "--force"],
    ["result", "F", "--round", "1", "--table", "2", "--score", "380-300", "--first", "Neri"],
    ["result", "F", "--round", "1", "--table", "2", "--score", "1-0", "--first", "Verdi"],
    ["result", "F", "--round", "1", "--table", "3", "--score", "0-0", "--kind", "double_forfeit"],
    ["result", "F", "--round", "1", "--table", "3", "--score", "300-280", "--kind", "time_loss"],
    [
        "result",
        "F",
        "--round",
        "1",
        "--table",
        "3",
        "--score",
        "300-280",
        "--kind",
        "time_loss",
        "--version",
        "2",
        "--json",
    ],  # fmt: skip
    ["result", "F", "--round", "1", "--table", "2", "--score", "300-300", "--kind", "forfeit"],
    ["result", "F", "--round", "1", "--table", "9", "--score", "1-0"],
    ["result", "F", "--round", "2", "--table", "1", "--score", "1-0"],
    ["result", "F", "--round", "1", "--table", "1", "--score", "2500-0", "--force"],
    ["standings", "F"],
    ["standings", "F", "--json"],
    ["standings", "F", "--after-round", "1"],
    ["standings", "F", "--tiebreaks", "WESPA", "--json"],
    ["standings", "F", "--tiebreaks", "spread,points"],
    ["standings", "F", "--after-round", "5"],
    ["standings", "F", "--tiebreaks", "ABC"],
]


def _run(capsysbinary: pytest.CaptureFixture[bytes], args: list[str]) -> tuple[int, bytes, str]:
    code = main(args)
    out, err = capsysbinary.readouterr()
    return code, out, _WHEN.sub("<ora>", err.decode("utf-8"))


def test_the_output_is_byte_identical_on_both_paths(
    tmp_path: Path,
    _template: Path,
    capsysbinary: pytest.CaptureFixture[bytes],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import figs_td.store.lite as lite

    thin = str(_copy(_template, tmp_path / "sottile" / "t.figs"))
    full = str(_copy(_template, tmp_path / "completo" / "t.figs"))
    real = lite.open_lite
    opened: list[str] = []

    def spy(target: str, **kw: bool) -> lite.LiteStore | None:
        store = real(target, **kw) if str(target) == thin else None  # the other: full store
        opened.append("lite" if store is not None else "orm")
        return store

    monkeypatch.setattr(lite, "open_lite", spy)
    statuses = []
    for command in COMMANDS:
        a = _run(capsysbinary, [thin if x == "F" else x for x in command])
        b = _run(capsysbinary, [full if x == "F" else x for x in command])
        assert a == b, command
        assert a[1] or a[2], command  # something was printed
        statuses.append(a[0])
    assert opened == ["lite", "orm"] * len(COMMANDS)
    # Refused (2): a stored result without version, a stale version, a player not at the table,
    # a time loss over the double forfeit without version, a forfeit over a result, a missing
    # table, an unpaired round, a score too high, a round not played, unknown tie-breaks.
    assert statuses == [0, 2, 2, 0, 0, 0, 0, 2, 0, 2, 0, 2, 2, 2, 2, 0, 0, 0, 0, 0, 2, 2]
