"""Issue 35 §2: every input has a size cap (``pathguard.MAX_BYTES``), checked from the file's
size before it is read, and no reader reads more than the cap and one byte.

The 200 MB files are sparse (``truncate``): they cost no disk. That nothing was read is shown by
the peak of Python's allocations (``tracemalloc``) staying far below the file's size, and by
counting the bytes the guard's reads return. Times and the memory of whole processes are
figures for ``benchmarks/inputs.py``, not for these tests.
"""

from __future__ import annotations

import io
import re
import sys
import tracemalloc
from pathlib import Path
from types import SimpleNamespace

import pytest

from figs_td import pathguard
from figs_td.cli import main
from figs_td.errors import InputError

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cli"))
from hostile_files import xlsx_bomb  # noqa: E402

MB = 1024 * 1024
HUGE = 200 * MB


@pytest.fixture()
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("FIGS_TD_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("FIGS_TD_HUNSPELL_IT", str(tmp_path / "no-such" / "it_IT.dic"))
    return tmp_path


def _sparse(path: Path, size: int, head: bytes = b"casa\n") -> Path:
    with open(path, "wb") as f:
        f.write(head)
        f.truncate(size)
    return path


def _run_traced(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, int]:
    tracemalloc.start()
    try:
        code = main(list(argv))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return code, capsys.readouterr().err, peak


def _snapshot(folder: Path) -> dict[str, bytes]:
    if not folder.exists():
        return {}
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def test_every_kind_has_a_cap() -> None:
    assert set(pathguard.MAX_BYTES) == set(pathguard.KINDS)
    assert pathguard.MAX_BYTES["words"] == 64 * MB
    assert pathguard.MAX_BYTES["tsh"] == 10 * MB
    assert pathguard.MAX_BYTES["list"] == 20 * MB  # the players import's, unchanged


@pytest.mark.parametrize("kind", sorted(pathguard.KINDS))
def test_a_file_one_byte_over_the_cap_is_refused_from_its_size(kind: str, tmp_path: Path) -> None:
    cap = pathguard.MAX_BYTES[kind]
    at_cap = _sparse(tmp_path / "pieno", cap)
    assert pathguard.check_input(at_cap, kind) == at_cap.resolve()
    over = _sparse(tmp_path / "troppo", cap + 1)
    what = re.escape(pathguard.KINDS[kind])
    shown = f"{cap // MB} MB" if cap >= MB else f"{cap // 1024} KB"
    message = rf"'{re.escape(str(over))}' è troppo grande per {what} \(più di {shown}, al massimo "
    with pytest.raises(InputError, match=rf"{message}{shown}\): nessun dato letto"):
        pathguard.check_input(over, kind)
    with pytest.raises(InputError, match="troppo grande"):
        pathguard.read_bytes(over, kind)
    with pytest.raises(InputError, match="troppo grande"):
        pathguard.read_text(over, kind)


def test_a_file_growing_while_read_is_read_no_further_than_the_cap(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The size is right when checked; the file grows to 200 MB at the first read: the guard
    reads the cap and one byte, no more, and refuses."""
    path = tmp_path / "impostazioni.json"
    path.write_bytes(b"{}")
    got: list[int] = []

    class Growing:
        def __init__(self, f: io.BufferedReader) -> None:
            self.f = f

        def __enter__(self) -> Growing:
            return self

        def __exit__(self, *exc: object) -> None:
            self.f.close()

        def fileno(self) -> int:
            return self.f.fileno()

        def read(self, n: int = -1) -> bytes:
            if not got:
                with open(path, "r+b") as w:
                    w.truncate(HUGE)
            data = self.f.read(n)
            got.append(len(data))
            return data

    opened: list[object] = []

    def opener(p: object, mode: str = "r") -> object:
        f = io.open(p, mode)  # type: ignore[call-overload]  # noqa: UP020
        opened.append(p)
        # the first open is the guard's look at the header (16 bytes); the second, the read
        return Growing(f) if len(opened) == 2 else f

    monkeypatch.setattr(pathguard, "io", SimpleNamespace(open=opener))
    with pytest.raises(
        InputError, match=r"troppo grande per un file JSON di impostazioni \(più di 1 MB"
    ):
        pathguard.read_bytes(path, "json")
    assert len(opened) == 2 and got[0] == 3  # as big as it was (2 bytes) and one more
    assert sum(got) == pathguard.MAX_BYTES["json"] + 1


WORDS_CASES = {
    "import": lambda big, good: ["lexicon", "import", str(big), "--name", "Grande"],
    "import --add": lambda big, good: [
        "lexicon",
        "import",
        str(good),
        "--name",
        "Grande",
        "--add",
        str(big),
    ],
    "check --lexicon": lambda big, good: ["check", "--lexicon", str(big), "casa"],
}


@pytest.mark.parametrize("command", sorted(WORDS_CASES))
def test_a_200_mb_word_list_is_refused_without_reading_it(
    command: str, data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = data / "buona.txt"
    good.write_text("casa\nrosa\n", encoding="utf-8")
    assert main(["lexicon", "import", str(good), "--name", "Base"]) == 0
    capsys.readouterr()
    before = _snapshot(data / "data")
    big = _sparse(data / "grande.txt", HUGE)
    code, err, peak = _run_traced(capsys, *WORDS_CASES[command](big, good))
    assert code == 2
    assert f"'{big}' è troppo grande per un elenco di parole (200 MB, al massimo 64 MB)" in err
    assert peak < 20 * MB  # the file is 200 MB: it was never read
    assert _snapshot(data / "data") == before  # nothing stored, the list in use unchanged


def test_a_200_mb_tsh_file_is_refused_without_reading_it(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = _sparse(data / "grande.t", HUGE, b"Rossi Mario 1500 2 3; 400 380\n")
    dest = data / "nuovo.figs"
    code, err, peak = _run_traced(capsys, "import-tsh", str(big), str(dest))
    assert code == 2
    assert f"'{big}' è troppo grande per un file TSH (200 MB, al massimo 10 MB)" in err
    assert peak < 20 * MB
    assert not dest.exists()


def test_a_200_mb_tsh_file_is_not_archived(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    archive = data / "a.figsa"
    big = _sparse(data / "grande.t", HUGE, b"Rossi Mario 1500 2 3; 400 380\n")
    code, err, peak = _run_traced(
        capsys, "archive", str(archive), "add", str(big), "--category", "open",
        "--date", "2026-01-01",
    )  # fmt: skip
    assert code == 2
    assert "troppo grande" in err and "grande.t" in err
    assert peak < 20 * MB


def test_a_federation_export_bigger_than_its_cap_is_refused(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = _sparse(data / "classifica.csv", 30 * MB, b"torneo;data;posizione;giocatore\n")
    code, err, peak = _run_traced(capsys, "ranking", str(big), "--as-of", "2026-01-01")
    assert code == 2
    assert f"'{big}' è troppo grande per un file della federazione (30 MB, al massimo 20 MB)" in err
    assert peak < 20 * MB


def test_a_federation_xlsx_that_unzips_to_400_mb_is_refused(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bomb = data / "classifica.xlsx"
    bomb.write_bytes(xlsx_bomb(400))
    assert bomb.stat().st_size < MB
    code, err, peak = _run_traced(capsys, "ranking", str(bomb), "--as-of", "2026-01-01")
    assert code == 2
    assert "troppo grande una volta decompresso (400 MB, al massimo 100 MB)" in err
    assert peak < 20 * MB
