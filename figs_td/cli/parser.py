"""The argument parser of ``figs-td``, in Italian, with whole numbers read strictly.

:class:`ItalianParser` is ``argparse.ArgumentParser`` with two changes:

- its usage errors are Italian sentences (``errore: manca l'argomento FILE``), exit status 2;
- an option declared ``type=int`` is read by :func:`figs_td.core.inputs.parse_int` with the range
  of what it counts (a round, a table, a rating…), chosen by the option's name: ``1_650``,
  ``99999999999999999999`` and ``4_12`` are refused with a message, never taken as numbers.

Sub-parsers inherit the class (``add_subparsers`` uses the parent's class).
"""

from __future__ import annotations

import argparse
import sys

TYPE_CHECKING = False  # not importing typing keeps `figs-td --help` short
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, NoReturn

#: Option name → kind of number (a key of :data:`figs_td.core.inputs.RANGES`).
INT_KINDS: dict[str, str] = {
    "round": "round",
    "after_round": "round",
    "from_round": "round",
    "table": "table",
    "rating": "rating",
    "rounds": "rounds",
    "swiss": "rounds",
    "limit": "limit",
    "seed": "seed",
    "move": "move",
    "move_value": "move_value",
    "knockout": "players",
    "groups": "count",
    "best_of": "best_of",
    "score_a": "score",
    "score_b": "score",
    "overtime": "seconds",
    "base_left": "seconds",
    "flagged": "count",
}


def strict_int(kind: str, what: str | None = None) -> Callable[[str], int]:
    """An argparse ``type`` reading a whole number of ``kind`` (messages in Italian)."""

    def convert(text: str) -> int:
        from figs_td.core.inputs import parse_int

        try:
            return parse_int(text, kind, what=what)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    convert.__name__ = "numero intero"
    return convert


def translate_usage_error(message: str) -> str:
    """argparse's English usage error → Italian (:func:`figs_td.errors.describe_usage_error`)."""
    from figs_td.errors import describe_usage_error

    return describe_usage_error(message)


class ItalianParser(argparse.ArgumentParser):
    """``ArgumentParser`` with Italian usage errors and strict whole numbers."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("add_help", True)
        super().__init__(*args, **kwargs)
        self._positionals.title = "argomenti"
        self._optionals.title = "opzioni"

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        if kwargs.get("type") is int:
            dest = kwargs.get("dest") or _dest_of(args)
            kwargs["type"] = strict_int(INT_KINDS.get(dest, "count"), _what(args))
        return super().add_argument(*args, **kwargs)

    def print_usage(self, file: Any = None) -> None:
        # format_usage() keeps argparse's "usage: " (parse_intermixed_args cuts 7 characters)
        self._print_message(self.format_usage().replace("usage:", "uso:", 1), file)

    def format_help(self) -> str:
        text = super().format_help().replace("usage:", "uso:", 1)
        return text.replace("show this help message and exit", "mostra questo aiuto ed esce")

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"errore: {translate_usage_error(message)}\n")


def _dest_of(args: tuple[Any, ...]) -> str:
    longs = [a for a in args if isinstance(a, str) and a.startswith("--")]
    name = longs[0] if longs else (args[0] if args else "")
    return str(name).lstrip("-").replace("-", "_")


def _what(args: tuple[Any, ...]) -> str | None:
    names = [a for a in args if isinstance(a, str)]
    return names[0] if names and names[0].startswith("-") else None
