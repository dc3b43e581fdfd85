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


def _store_imports(graph: dict[str, set[str]], prefix: str) -> dict[str, list[str]]:
    """Modules under ``prefix`` → the ``figs_td.store`` modules they import."""
    out = {}
    for module, deps in sorted(graph.items()):
        if module == prefix or module.startswith(prefix + "."):
            bad = sorted(d for d in deps if d == "figs_td.store" or d.startswith("figs_td.store."))
            if bad:
                out[module] = bad
    return out


def test_the_cli_reaches_the_store_only_through_the_services() -> None:
    """No module of ``figs_td/cli/`` imports ``figs_td.store``: not at the top, not inside a
    handler, not for annotations. Tournaments are opened by ``services.tournament``."""
    from test_import_cycles import import_graph

    assert _store_imports(import_graph(annotations=True), "figs_td.cli") == {}


def test_the_cli_rule_sees_every_kind_of_store_import(tmp_path: Path) -> None:
    from test_import_cycles import import_graph

    pkg = tmp_path / "figs_td"
    for folder in ("cli", "store", "services"):
        (pkg / folder).mkdir(parents=True)
        (pkg / folder / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("")
    (pkg / "store" / "store.py").write_text("class Store: ...\n")
    (pkg / "services" / "tournament.py").write_text("from figs_td.store.store import Store\n")
    (pkg / "cli" / "top.py").write_text("from figs_td.store import store\n")
    (pkg / "cli" / "deferred.py").write_text("def f():\n    from figs_td.store import open_store\n")
    (pkg / "cli" / "typed.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import figs_td.store.store\n"
    )
    (pkg / "cli" / "good.py").write_text(
        "def f():\n    from figs_td.services.tournament import open_tournament\n"
    )
    found = _store_imports(import_graph(pkg, annotations=True), "figs_td.cli")
    assert found == {
        "figs_td.cli.deferred": ["figs_td.store"],
        "figs_td.cli.top": ["figs_td.store.store"],
        "figs_td.cli.typed": ["figs_td.store.store"],
    }
