"""The ``figs-td`` command.

With no arguments it opens the desktop application. Subcommands are contributed by the modules
``figs_td/cli/cmd_*.py``: each defines ``register(subparsers)`` and adds its own subparsers, whose
``handler`` default is a function ``(args) -> int``. Handlers import heavy libraries (Qt, SQL,
reportlab, openpyxl) inside the function, so that a simple command starts fast.

Start-up is kept short: ``--version`` is answered before any parser is built, and the index
:data:`figs_td.cli.commands.COMMANDS` (command → module) lets ``figs-td COMMAND …`` import only
the module of COMMAND; the other commands get a stand-in sub-parser with their help line, so
``--help`` and the usage errors read exactly as with every module imported
(:func:`build_parser`). This module imports nothing at the top but ``sys``.
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    import argparse
    from collections.abc import Collection, Sequence

#: Top-level description shown by ``figs-td --help``.
DESCRIPTION = (
    "Direzione di gara per i tornei di Scrabble (regolamento FIGS). Senza argomenti apre "
    "l'applicazione."
)


#: The commands :mod:`figs_td.cli.quick` reads without argparse (its ``SPECS``; a test checks).
QUICK_COMMANDS = ("result", "standings")


def version_text() -> str:
    from figs_td import __version__

    return f"figs-td {__version__}"


def is_tournament_target(args: Sequence[str]) -> bool:
    """``figs-td FILE.figs`` or ``figs-td postgresql+psycopg://…`` alone opens it in the window."""
    if len(args) != 1:
        return False
    arg = args[0]
    return arg.lower().endswith(".figs") or arg.startswith(("postgresql:", "postgresql+"))


def command_modules() -> list[str]:
    """The ``cmd_*`` modules of the index, in the order they are registered."""
    from figs_td.cli.commands import COMMANDS

    return sorted({module for _name, module, _help in COMMANDS})


def build_parser() -> argparse.ArgumentParser:
    """The whole parser, every command module imported (documentation checks, the manual)."""
    return _build(None)


def modules_for(args: Sequence[str]) -> set[str]:
    """The module of the command ``args`` name: their first word that is not an option (the
    words after it — ``duplicate standings`` — are the command's own, never another command)."""
    from figs_td.cli.commands import ALIASES, COMMANDS

    names = set(next(([a] for a in args if not a.startswith("-")), []))
    out = set()
    for name, module, _help in COMMANDS:
        if name in names or names.intersection(ALIASES.get(name, ())):
            out.add(module)
    return out


def starts_with_command(args: Sequence[str]) -> bool:
    """Whether ``args`` starts with a command's exact name (argparse takes no abbreviation of
    a command): only that command's parser reads the rest."""
    from figs_td.cli.commands import ALIASES, COMMANDS

    first = args[0] if args else ""
    return any(first == name or first in ALIASES.get(name, ()) for name, _m, _h in COMMANDS)


def _build(
    modules: Collection[str] | None, *, command: str | None = None
) -> argparse.ArgumentParser:
    """The parser with the commands of ``modules`` registered for real (all when None) and a
    stand-in for each other command: same name, aliases and help line, no arguments.

    ``command``: the command line starts with this command (:func:`starts_with_command`), and
    argparse will read only its parser: it alone is built, with no stand-ins and none of the
    other parsers its module registers (the top parser's usage line names ``COMANDO``, not the
    list, so usage errors read the same)."""
    import importlib

    from figs_td.cli.commands import ALIASES, COMMANDS
    from figs_td.cli.parser import TopParser

    parser = TopParser(prog="figs-td", description=DESCRIPTION)
    parser.add_argument(
        "--version", action="version", version=version_text(), help="mostra la versione"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMANDO")
    registered: set[str] = set()
    for name, module, help_text in COMMANDS:
        if modules is None or module in modules:
            if module not in registered:
                registered.add(module)
                target = sub if command is None else _OnlyCommand(sub, command)
                importlib.import_module(f"{__name__}.{module}").register(target)
        elif command is None:
            sub.add_parser(name, help=help_text, aliases=ALIASES.get(name, ()))
    return parser


class _OnlyCommand:
    """The sub-parsers of the top parser as a ``register`` function sees them, when only
    ``command``'s parser is wanted: the other ``add_parser`` calls get a :class:`_Unused`."""

    def __init__(self, sub: argparse._SubParsersAction, command: str) -> None:  # type: ignore[type-arg]
        self._sub = sub
        self._command = command

    def add_parser(self, name: str, **kwargs: object) -> object:
        if name == self._command or self._command in kwargs.get("aliases", ()):  # type: ignore[operator]
            return self._sub.add_parser(name, **kwargs)  # type: ignore[arg-type]
        return _Unused()

    def __getattr__(self, name: str) -> object:
        return getattr(self._sub, name)


class _Unused:
    """The parser of a command not on the command line: every call on it (``add_argument``,
    ``set_defaults``, ``add_mutually_exclusive_group``… and on what they return) does nothing."""

    def __getattr__(self, name: str) -> object:
        return self._ignore

    def _ignore(self, *args: object, **kwargs: object) -> _Unused:
        return self


class DeferredModule(type(sys)):  # type: ignore[misc]  # type(sys) is types.ModuleType
    """A standard module that stands in ``sys.modules`` until one of its attributes is used:
    then the real module is imported (and replaces it there) and every attribute, then and
    later, comes from the real one."""

    def __getattr__(self, name: str) -> object:
        real = self.__dict__.get("_real")
        if real is None:
            if sys.modules.get(self.__name__) is self:
                del sys.modules[self.__name__]
            real = __import__(self.__name__)
            self.__dict__["_real"] = real
        return getattr(real, name)


def defer_module(name: str) -> None:
    """Import the standard module ``name`` only when it is used, not when a module imports it.

    For :mod:`inspect`: :mod:`dataclasses` imports it at its top (Python 3.11–3.13) for one
    thing, the ``__doc__`` of a dataclass that has none, which figs-td's dataclasses all have;
    yet ``inspect`` with ``ast``, ``dis`` and ``tokenize`` is a tenth of the instructions of
    ``figs-td result``. A module already imported is left as it is (a test runner, the window)."""
    if name not in sys.modules:
        sys.modules[name] = DeferredModule(name)


def no_display_problem(
    environ: dict[str, str] | None = None, platform: str | None = None
) -> str | None:
    """Why the window cannot open here, in Italian with what to do, or None when it may.

    On Linux and the other Unix systems (not macOS) a window needs a display: ``DISPLAY`` (X11)
    or ``WAYLAND_DISPLAY``; without either — an SSH session, a text console, a service — Qt
    would end the process with its own English message and status 134 (issue 39).
    ``QT_QPA_PLATFORM`` set (offscreen, vnc…) is the user's own choice and is left to Qt."""
    import os

    env = os.environ if environ is None else environ
    plat = sys.platform if platform is None else platform
    if plat.startswith(("win", "cygwin", "darwin")):
        return None
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY") or env.get("QT_QPA_PLATFORM"):
        return None
    return (
        "non c'è uno schermo su cui aprire la finestra di figs-td (le variabili DISPLAY e "
        "WAYLAND_DISPLAY non sono impostate: succede in una sessione SSH o in una console di "
        "testo). Aprite il programma dal desktop, oppure collegatevi con «ssh -X» per vedere la "
        "finestra da lontano, oppure usate i comandi da terminale: «figs-td --help» li elenca "
        "(per esempio «figs-td standings FILE»)."
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``figs-td`` and ``python -m figs_td``; returns the exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list[:1] == ["--version"]:  # argparse would print it first too, whatever follows
        sys.stdout.write(version_text() + "\n")
        return 0
    if not args_list or is_tournament_target(args_list):
        problem = no_display_problem()
        if problem is not None:  # before Qt, which would abort in English (status 134)
            sys.stderr.write(f"errore: {problem}\n")
            return 1
        from figs_td.gui.app import run  # Qt is imported only here

        return run(args_list)
    defer_module("inspect")
    defer_module("ipaddress")  # urllib.parse's (pathlib's): host names in brackets only
    if args_list[0] in QUICK_COMMANDS:
        from figs_td.cli.quick import quick_args

        quick = quick_args(args_list)  # written plainly: read without argparse
        if quick is not None:
            from figs_td.cli.common import run_handler
            from figs_td.services._gc import without_gc_passes

            # A process of a tenth of a second: reference counting frees what it drops; the
            # collector's passes would only walk its growing heap again (2–4 % of standings).
            # The process's own command line (figs-td, python -m figs_td) ends with this
            # command: its handler freezes what is left (common.freeze_if_ending).
            quick.process_ends = argv is None
            with without_gc_passes():
                status = run_handler(quick.handler, quick)  # type: ignore[arg-type]
            return status
    if starts_with_command(args_list):
        parser = _build(modules_for(args_list[:1]), command=args_list[0])
    else:
        parser = _build(modules_for(args_list))
    args = parser.parse_args(args_list)
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return 2
    from figs_td.cli.common import run_handler

    return run_handler(handler, args)
