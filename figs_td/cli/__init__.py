"""The ``figs-td`` command.

With no arguments it opens the desktop application. Subcommands are contributed by the modules
``figs_td/cli/cmd_*.py``: each defines ``register(subparsers)`` and adds its own subparsers, whose
``handler`` default is a function ``(args) -> int``. Handlers import heavy libraries (Qt, SQL,
reportlab, openpyxl) inside the function, so that a simple command starts fast.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from collections.abc import Sequence

from figs_td import __version__


def _command_modules() -> list[str]:
    # Explicit discovery of the cmd_* modules of this package (PyInstaller collects them too).
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if m.name.startswith("cmd_"))


def is_tournament_target(args: Sequence[str]) -> bool:
    """``figs-td FILE.figs`` or ``figs-td postgresql+psycopg://…`` alone opens it in the window."""
    if len(args) != 1:
        return False
    arg = args[0]
    return arg.lower().endswith(".figs") or arg.startswith(("postgresql:", "postgresql+"))


def build_parser() -> argparse.ArgumentParser:
    from figs_td.cli.parser import ItalianParser

    parser = ItalianParser(
        prog="figs-td",
        description=(
            "Direzione di gara per i tornei di Scrabble (regolamento FIGS). "
            "Senza argomenti apre l'applicazione."
        ),
    )
    parser.add_argument(
        "--version", action="version", version=f"figs-td {__version__}", help="mostra la versione"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMANDO")
    for name in _command_modules():
        module = importlib.import_module(f"{__name__}.{name}")
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``figs-td`` and ``python -m figs_td``; returns the exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list or is_tournament_target(args_list):
        from figs_td.gui.app import run  # Qt is imported only here

        return run(args_list)
    parser = build_parser()
    args = parser.parse_args(args_list)
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return 2
    from figs_td.cli.common import run_handler

    return run_handler(handler, args)
