"""A corpus of hostile inputs, generated here (no binary file is committed).

Every case runs the real command (``figs_td.cli.main`` in-process, as ``figs-td`` does) in a
folder holding a tournament with four players and round 1 paired, and must give: exit status 2,
an Italian message naming the problem (``errore: …`` matching the case's pattern), no traceback,
no English text from a library, and nothing written: every file of the folder (the tournament, the
word-list folder) keeps its bytes, and no file appears.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from hostile_cases import Case, name_cases, number_cases
from hostile_file_cases import file_cases

from figs_td.cli import main

ENGLISH = re.compile(
    r"Traceback|\berror:|\binvalid\b|\busage:|No such file|Permission denied|Errno|"
    r"\bexpected\b|\bargument\b|codec|Exceeds the limit|field larger|is not a valid|"
    r"Expecting|database is locked|OperationalError|errore interno",
)

CASES = name_cases() + number_cases() + file_cases()


def test_corpus_is_large_and_unique() -> None:
    ids = [c.id for c in CASES]
    assert len(ids) == len(set(ids))
    assert len(CASES) >= 150


@pytest.fixture(scope="module")
def base_tournament(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("base")
    t = str(d / "t.figs")
    assert main(["new", t, "--name", "Base", "--system", "italo-svizzero", "--rounds", "3"]) == 0
    for name in ("Rossi, Mario", "Bianchi, Anna", "Verdi, Luca", "Neri, Sara"):
        assert main(["players", "add", t, name, "--rating", "1500"]) == 0
    assert main(["pair", t]) == 0
    for p in d.iterdir():
        if p.name != "t.figs":
            p.unlink()
    return d / "t.figs"


def _deny(path: Path) -> Callable[[], None]:
    """Make ``path`` unreadable: ``chmod 000``, or, for root (who reads anything), refuse its
    opening the way the system would. Returns what undoes it."""
    if os.geteuid() != 0:
        mode = path.stat().st_mode
        path.chmod(0)
        return lambda: path.chmod(mode)
    import errno
    import io

    real_open = io.open

    def guarded_open(file: object, *args: object, **kwargs: object) -> object:
        if isinstance(file, (str, os.PathLike)) and Path(file).resolve() == path.resolve():
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)  # type: ignore[call-overload]

    io.open = guarded_open  # type: ignore[assignment]

    def restore() -> None:
        io.open = real_open

    return restore


def _snapshot(folder: Path) -> dict[str, str]:
    out = {}
    for root, dirs, files in os.walk(folder):
        for name in dirs:
            out[os.path.relpath(os.path.join(root, name), folder)] = "dir"
        for name in files:
            p = Path(root, name)
            out[str(p.relative_to(folder))] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_hostile_input_is_refused(
    case: Case,
    base_tournament: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("FIGS_TD_DATA", str(tmp_path / "data"))
    monkeypatch.delenv("FIGS_DEBUG", raising=False)
    shutil.copy(base_tournament, tmp_path / "t.figs")
    for name, content in case.files.items():
        if content is None:
            (tmp_path / name).mkdir()
        else:
            (tmp_path / name).write_bytes(content)
    if case.setup is not None:
        case.setup(tmp_path)
    capsys.readouterr()
    before = _snapshot(tmp_path)
    restore = _deny(tmp_path / case.deny) if case.deny else None
    try:
        status = main(list(case.argv))
    except SystemExit as exc:  # usage errors: argparse exits
        status = exc.code  # type: ignore[assignment]
    finally:
        if restore is not None:
            restore()
    out, err = capsys.readouterr()
    assert status == 2, (status, out, err)
    assert "errore: " in err, err
    assert re.search(case.expect, err), err
    assert not ENGLISH.search(err + out), err + out
    assert _snapshot(tmp_path) == before, "a file was written or changed"
