"""Layering rule: the GUI and the CLI are thin shells over the services — no module under
``figs_td/gui/`` or ``figs_td/cli/`` opens a store transaction, reads the store directly or touches
the store's ``tx.`` facades."""

from __future__ import annotations

import re
from pathlib import Path

GUI = Path(__file__).resolve().parents[1] / "figs_td" / "gui"
CLI = GUI.parent / "cli"

#: What only a service may write: ``store.transaction(``, ``store.read()``, ``tx.<facade>``.
PATTERNS = (
    (re.compile(r"\.transaction\("), "apre una transazione"),
    (re.compile(r"\bstore\w*\.read\(\)|\._read\(\)"), "legge lo store"),
    (re.compile(r"\btx\."), "usa le facciate dello store (tx.)"),
    (re.compile(r"figs_td\.store\.facades"), "importa le facciate dello store"),
)


def violations(root: Path) -> list[str]:
    out = []
    for path in sorted(root.rglob("*.py")):
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for pattern, why in PATTERNS:
                if pattern.search(line):
                    out.append(f"{path.name}:{no}: {why}: {line.strip()}")
    return out


def test_gui_never_touches_the_store() -> None:
    assert violations(GUI) == []


def test_cli_never_touches_the_store() -> None:
    assert violations(CLI) == []


def test_the_scanner_sees_each_forbidden_use(tmp_path: Path) -> None:
    (tmp_path / "bad.py").write_text(
        "with self.store.transaction(actor='x') as tx:\n"
        "    tx.rounds.clear_result(1, 2)\n"
        "with self.store.read() as r:\n"
        "    pass\n"
        "from figs_td.store.facades.players import name_key\n"
        "services.results.clear_result(store, 1, 2)\n",
        encoding="utf-8",
    )
    found = violations(tmp_path)
    assert [f.split(":")[1] for f in found] == ["1", "2", "3", "5"]
