"""Lexicon tests: a temporary data folder for every test, and the hand-written fixtures."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
IT_DIC = Path("/usr/share/hunspell/it_IT.dic")


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """``FIGS_TD_DATA`` points to a fresh folder: no test sees the user's lists."""
    d = tmp_path / "figs-data"
    monkeypatch.setenv("FIGS_TD_DATA", str(d))
    monkeypatch.setenv("FIGS_TD_HUNSPELL_IT", str(tmp_path / "no-such" / "it_IT.dic"))
    yield d


@pytest.fixture
def mini(tmp_path: Path) -> Path:
    """A copy of the small hand-written ``mini.dic``/``mini.aff`` pair; returns the .dic."""
    for ext in (".dic", ".aff"):
        shutil.copy(DATA / f"mini{ext}", tmp_path / f"mini{ext}")
    return tmp_path / "mini.dic"


def _hunspell_accepts(dic: Path, words: list[str]) -> set[str]:
    import subprocess

    exe = shutil.which("hunspell")
    assert exe is not None
    out = subprocess.run(
        [exe, "-d", str(dic.with_suffix("")), "-i", "utf-8", "-G"],
        input="\n".join(words) + "\n",
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=True,
    ).stdout
    return set(out.split())


@pytest.fixture
def hunspell_accepts() -> object:
    """``check(dic, words)`` → the words the ``hunspell`` program accepts (skip if not installed)."""
    if shutil.which("hunspell") is None:
        pytest.skip("programma hunspell non installato")
    return _hunspell_accepts
