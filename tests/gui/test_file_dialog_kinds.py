"""Every file dialog of the window says what kind of file it takes (issue 35 §1: *Aggiungi
eventi…* of the Archivio window called ``file_dialogs.open_file`` without its ``kind`` and
failed at once). Read off the source: each call passes ``kind=`` with a known kind."""

from __future__ import annotations

import ast
from pathlib import Path

from figs_td import pathguard

GUI = Path(__file__).resolve().parents[2] / "figs_td" / "gui"
KNOWN = set(pathguard.KINDS) | {"tournament", "event"}


def _open_file_calls() -> list[tuple[str, int, ast.Call]]:
    out = []
    for path in sorted(GUI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "open_file"
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "file_dialogs"
            ):
                out.append((path.name, node.lineno, node))
    return out


def test_every_open_file_dialog_names_its_kind() -> None:
    calls = _open_file_calls()
    assert len(calls) >= 6  # the scanner sees the window's dialogs
    bad = []
    for name, line, call in calls:
        kinds = [k.value for k in call.keywords if k.arg == "kind"]
        if len(kinds) != 1 or not (isinstance(kinds[0], ast.Constant) and kinds[0].value in KNOWN):
            bad.append(f"{name}:{line}")
    assert not bad, f"file_dialogs.open_file senza un kind conosciuto: {bad}"
