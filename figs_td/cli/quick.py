"""The command lines of ``figs-td result`` and ``figs-td standings`` read without argparse.

These two commands run at every table of a tournament day, each in a process of its own; building
argparse's parser costs about as much as entering the result. :func:`quick_args` reads the plain
command lines of these commands — the command's exact name, FILE, each option written in full
at most once, a value after each option that takes one — into the same namespace argparse would
give. Anything else (``--help``, an abbreviated option, ``--opt=value``, a value starting with
``-``, a number or a choice refused, an option missing or repeated, a second FILE…) returns None
and goes to argparse, which then answers as always: help, usage and error messages come only
from argparse.

:data:`SPECS` repeats what ``cmd_tournament`` and ``cmd_pairing`` register for these commands;
``tests/cli/test_quick_args.py`` checks it against their argparse parsers (every option, its
destination, default, kind of number, choices, required or not, the handler) and compares the
namespaces of both readers on many command lines, so the two cannot drift apart.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from types import SimpleNamespace


class Spec:
    """What one command's parser accepts: its handler (``module``, ``function``), positional
    destinations, options (``--name`` → (destination, value)), required options and the
    defaults of the optional ones. An option's value is ``True`` (a flag: no value), ``None``
    (the text as given), a tuple (one of these texts), a dict (one of its keys, read as its
    value: the Italian names of the choices) or the kind of whole number it is read as
    (a key of ``figs_td.core.inputs.RANGES``, as ``figs_td.cli.parser.INT_KINDS`` gives it)."""

    def __init__(
        self,
        module: str,
        function: str,
        positionals: tuple[str, ...],
        options: dict[str, tuple[str, object]],
        required: tuple[str, ...],
        defaults: dict[str, object],
    ) -> None:
        self.module, self.function = module, function  # the handler
        self.positionals, self.options = positionals, options
        self.required, self.defaults = required, defaults


SPECS: dict[str, Spec] = {
    "result": Spec(
        "cmd_tournament",
        "_result",
        ("file",),
        {
            "--round": ("round", "round"),
            "--table": ("table", "table"),
            "--score": ("score", None),
            "--kind": (
                "kind",
                {
                    "normale": "normal",
                    "tavolino": "forfeit",
                    "doppio-tavolino": "double_forfeit",
                    "tempo": "time_loss",
                    "normal": "normal",
                    "forfeit": "forfeit",
                    "double_forfeit": "double_forfeit",
                    "time_loss": "time_loss",
                },
            ),
            "--first": ("first", None),
            "--json": ("json", True),
            "--version": ("expected_version", "count"),
            "--force": ("force", True),
        },
        ("--round", "--table", "--score"),
        {"kind": "normal", "first": None, "json": False, "expected_version": None, "force": False},
    ),
    "standings": Spec(
        "cmd_pairing",
        "_standings",
        ("file",),
        {
            "--after-round": ("after_round", "round"),
            "--round": ("after_round", "round"),
            "--provisional": ("provisional", True),
            "--tiebreaks": ("tiebreaks", None),
            "--rating-change": ("rating_change", True),
            "--json": ("json", True),
        },
        (),
        {
            "after_round": None,
            "provisional": False,
            "tiebreaks": None,
            "rating_change": False,
            "json": False,
        },
    ),
}


def quick_args(argv: list[str]) -> SimpleNamespace | None:
    """The namespace of ``argv`` (``[command, …]``) as argparse would read it, with the
    ``command`` and ``handler`` it sets; None when argparse must read it (see the module)."""
    spec = SPECS.get(argv[0]) if argv else None
    if spec is None:
        return None
    values = dict(spec.defaults)
    given: set[str] = set()
    positionals: list[str] = []
    i = 1
    while i < len(argv):
        token = argv[i]
        i += 1
        if not token.startswith("-"):
            positionals.append(token)
            continue
        option = spec.options.get(token)
        if option is None or token in given:
            return None
        given.add(token)
        dest, kind = option
        if kind is True:
            values[dest] = True
            continue
        if i == len(argv) or argv[i].startswith("-"):
            return None
        text = argv[i]
        i += 1
        if kind is None:
            values[dest] = text
        elif isinstance(kind, tuple):
            if text not in kind:
                return None
            values[dest] = text
        elif isinstance(kind, dict):  # choices with their Italian names (parser.italian_value)
            if text not in kind:
                return None
            values[dest] = kind[text]
        else:
            from figs_td.core.inputs import parse_int

            try:
                values[dest] = parse_int(text, str(kind), what=token)
            except ValueError:
                return None
    if len(positionals) != len(spec.positionals) or not given.issuperset(spec.required):
        return None
    values.update(zip(spec.positionals, positionals, strict=True))
    import importlib
    import types

    module = importlib.import_module(f"figs_td.cli.{spec.module}")
    return types.SimpleNamespace(command=argv[0], **values, handler=getattr(module, spec.function))
