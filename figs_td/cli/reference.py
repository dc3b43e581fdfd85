"""The command reference (``docs/riferimento/comandi.md``), generated from the parsers.

    python -m figs_td.cli.reference            # rewrites docs/riferimento/comandi.md
    python -m figs_td.cli.reference --check    # exit 1 when the file is not what the parsers say

Every command and sub-command with its ``--help`` text, in the order of ``figs-td --help``;
``tests/docs/test_reference.py`` fails when the file and the parsers differ, so the reference
always matches the program.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGET = ROOT / "docs" / "riferimento" / "comandi.md"
WIDTH = "100"  # the help is wrapped at a fixed width, whatever the terminal


def subcommands(parser: argparse.ArgumentParser) -> list[tuple[str, argparse.ArgumentParser]]:
    """The sub-parsers of ``parser`` (aliases once, under their first name), in order."""
    out: list[tuple[str, argparse.ArgumentParser]] = []
    seen: set[int] = set()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                if id(sub) not in seen:
                    seen.add(id(sub))
                    out.append((name, sub))
    return out


def walk(
    parser: argparse.ArgumentParser, path: tuple[str, ...] = ()
) -> list[tuple[tuple[str, ...], argparse.ArgumentParser]]:
    """Every (command path, parser) below ``parser``, depth first."""
    out = []
    for name, sub in subcommands(parser):
        out.append(((*path, name), sub))
        out.extend(walk(sub, (*path, name)))
    return out


def reference_markdown() -> str:
    from figs_td.cli import build_parser
    from figs_td.cli.commands import GROUPS

    saved = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = WIDTH
    try:
        top = build_parser()
        by_name = dict(subcommands(top))
        lines = [
            "# Riferimento dei comandi",
            "",
            "<!-- Generato da `python -m figs_td.cli.reference`: non modificare a mano. -->",
            "",
            "Ogni comando di `figs-td` con il suo `--help`, nell'ordine di `figs-td --help`.",
            "Il manuale del direttore ([manuale.md](../manuale.md)) li spiega con esempi.",
            "",
            "```text",
            top.format_help().rstrip(),
            "```",
        ]
        order = [name for _title, names in GROUPS for name in names]
        order += [name for name in by_name if name not in order]
        for name in order:
            if name not in by_name:
                continue
            for path, parser in [((name,), by_name[name]), *walk(by_name[name], (name,))]:
                lines += ["", f"## figs-td {' '.join(path)}", "", "```text"]
                lines.append(parser.format_help().rstrip())
                lines.append("```")
        return "\n".join(lines) + "\n"
    finally:
        if saved is None:
            os.environ.pop("COLUMNS", None)
        else:
            os.environ["COLUMNS"] = saved


def main(argv: list[str]) -> int:
    text = reference_markdown()
    if argv[:1] == ["--check"]:
        current = TARGET.read_text(encoding="utf-8") if TARGET.exists() else ""
        if current != text:
            print(f"{TARGET} non corrisponde ai comandi: rigenerarlo", file=sys.stderr)
            return 1
        return 0
    from figs_td.atomic import atomic_write_text

    atomic_write_text(TARGET, text)
    print(f"scritto {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
