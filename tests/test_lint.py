"""Static checks: ruff lint on the whole project, mypy strict on the core (style.md)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _tool(name: str) -> str:
    exe = Path(sys.executable).with_name(name)
    found = str(exe) if exe.exists() else shutil.which(name)
    if not found:
        pytest.skip(f"{name} not installed")
    return found


def test_ruff_lint_clean() -> None:
    out = subprocess.run(
        [_tool("ruff"), "check", "--no-cache", "figs_td", "tests", "benchmarks", "bootstrap.py"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr


def test_core_is_mypy_strict_clean() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-incremental", "figs_td/core"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr
