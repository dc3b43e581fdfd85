"""The map of docs/architecture.md is the one the code draws today (docs/architecture_map.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_architecture_map_is_current() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "docs" / "architecture_map.py"), "--check"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_architecture_map_names_every_package() -> None:
    svg = (ROOT / "docs" / "architecture-map.svg").read_text(encoding="utf-8")
    folders = sorted(
        init.parent.relative_to(ROOT / "figs_td").as_posix() + "/"
        for init in (ROOT / "figs_td").rglob("__init__.py")
        if init.parent.parent != ROOT and init.parent != ROOT / "figs_td"
    )
    nested = [f for f in folders if f.count("/") > 1]
    assert nested, "no package below the areas: the map would show only the areas"
    assert [f for f in nested if f">{f}<" not in svg] == []
