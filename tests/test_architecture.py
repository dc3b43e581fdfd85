"""Layering rules: the core is pure Python; store and reports never touch Qt."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parents[1] / "figs_td"
FORBIDDEN_IN_CORE = (
    "PySide6",
    "shiboken6",
    "sqlmodel",
    "sqlalchemy",
    "reportlab",
    "openpyxl",
    "psycopg",
)


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def _violations(folder: str, forbidden: tuple[str, ...]) -> list[str]:
    out = []
    for path in sorted((PKG / folder).rglob("*.py")):
        for name in _imported_modules(path):
            if name.split(".")[0] in forbidden:
                out.append(f"{path.relative_to(PKG.parent)} imports {name}")
    return out


def test_core_imports_no_gui_sql_or_report_library() -> None:
    assert _violations("core", FORBIDDEN_IN_CORE) == []


@pytest.mark.parametrize("folder", ["store", "reports", "services"])
def test_store_reports_services_never_import_qt(folder: str) -> None:
    if not (PKG / folder).exists():
        pytest.skip(f"{folder} not present")
    assert _violations(folder, ("PySide6", "shiboken6")) == []


def test_the_scanner_sees_a_forbidden_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import os\nfrom PySide6.QtCore import Qt\nimport sqlmodel.main\n")
    assert _imported_modules(bad) == {"os", "PySide6.QtCore", "sqlmodel.main"}


def test_importing_the_whole_core_loads_none_of_them() -> None:
    code = (
        "import importlib, pkgutil, sys, figs_td.core as c\n"
        "for m in pkgutil.walk_packages(c.__path__, 'figs_td.core.'):\n"
        "    importlib.import_module(m.name)\n"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {FORBIDDEN_IN_CORE!r}]\n"
        "print(','.join(sorted(bad)))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_cli_version_does_not_load_heavy_libraries() -> None:
    code = (
        "import sys\nfrom figs_td.cli import build_parser\nbuild_parser()\n"
        "heavy = ('PySide6', 'sqlmodel', 'sqlalchemy', 'reportlab', 'openpyxl')\n"
        "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in heavy)))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
