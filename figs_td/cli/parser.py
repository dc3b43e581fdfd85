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
import os
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


#: The description of an argument that means the same in every command, used when the command
#: gives none of its own (``figs-td COMANDO --help`` describes every option: a test walks them).
DEFAULT_HELPS: dict[str, str] = {
    "file": "il torneo: un file .figs o l'indirizzo di un database postgresql+psycopg://…",
    "json": "stampa il risultato in JSON (UTF-8), per altri programmi",
    "round": "il numero del turno",
    "table": "il numero del tavolo",
    "after_round": "dopo il turno N (i turni successivi non contano)",
    "seed": "seme del sorteggio: lo stesso seme dà lo stesso risultato",
}


#: The placeholders of ``--help`` in Italian (issue 39): an English ``metavar`` given by a command,
#: or the one argparse would make of the option's name (``--rounds`` → ``ROUNDS``), becomes
#: the Italian word. Letters (R, T, N…) and FILE stay as they are.
ITALIAN_METAVARS: dict[str, str] = {
    "NAME": "NOME",
    "OUT": "USCITA",
    "OUT.pdf": "USCITA.pdf",
    "SRC": "ORIGINE",
    "SRC.t": "ORIGINE.t",
    "DEST": "DESTINAZIONE",
    "DEST.figs": "DESTINAZIONE.figs",
    "DEST.t": "DESTINAZIONE.t",
    "ROUNDS": "TURNI",
    "ROUND": "TURNO",
    "TABLE": "TAVOLO",
    "SEED": "SEME",
    "PROFILE": "PROFILO",
    "GAME": "PARTITA",
    "GAMES": "PARTITE",
    "FILE [GAME]": "FILE [PARTITA]",
    "MOVE": "MOSSA",
    "MOVES": "MOSSE",
    "OTHERS": "ALTRI",
    "SCORE": "PUNTEGGIO",
    "FIRST": "PRIMO",
    "PLAYER": "GIOCATORE",
    "RACK": "LEGGIO",
    "LEXICON": "LESSICO",
    "LIMIT": "N",
    "KEY": "CHIAVE",
    "ARCHIVE": "ARCHIVIO",
    "DECLARED": "DICHIARATO",
    "DIR": "CARTELLA",
    "DOC": "DOCUMENTO",
    "CLUB": "CIRCOLO",
    "PORT": "PORTA",
    "HOST": "INDIRIZZO",
    "ZIP": "ARCHIVIO.zip",
    "FILE|URL": "FILE|INDIRIZZO",
    "WARNINGS": "AMMONIZIONI",
    "WARNING_FROM": "DA_AMMONIZIONE",
    "WARNING_PENALTY": "PENALITÀ",
    "UNTIL_MOVE": "FINO_ALLA_MOSSA",
    "SOLO_BONUS": "BONUS",
    "SOLO_MIN_PLAYERS": "MIN_GIOCATORI",
    "MIN_VOWELS": "MIN_VOCALI",
    "MIN_CONSONANTS": "MIN_CONSONANTI",
    "LATER_VOWELS": "VOCALI_DOPO",
    "LATER_CONSONANTS": "CONSONANTI_DOPO",
    "score_a": "PUNTI_A",
    "score_b": "PUNTI_B",
    "move_value": "VALORE",
}


def italian_metavar(metavar: Any) -> Any:
    """``metavar`` (a text or a tuple of texts) with its English words in Italian."""
    if isinstance(metavar, tuple):
        return tuple(ITALIAN_METAVARS.get(m, m) for m in metavar)
    return ITALIAN_METAVARS.get(metavar, metavar) if isinstance(metavar, str) else metavar


def strict_int(kind: str, what: str | None = None) -> Callable[[str], int]:
    """An argparse ``type`` reading a whole number of ``kind`` (messages in Italian)."""

    def convert(text: str) -> int:
        from figs_td.core.inputs import parse_int

        try:
            return parse_int(text, kind, what=what)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    convert.__name__ = "numero intero"
    convert.kind, convert.what = kind, what  # type: ignore[attr-defined]  # figs_td.cli.quick
    return convert


def italian_value(mapping: dict[str, str]) -> Callable[[str], str]:
    """An argparse ``type`` turning the Italian name of a value into the value the command
    has always taken (``tavolino`` → ``forfeit``); any other text is left as typed (the
    choices then accept the English names or refuse it)."""

    def convert(text: str) -> str:
        return mapping.get(text, text)

    convert.__name__ = "valore"
    convert.mapping = dict(mapping)  # type: ignore[attr-defined]  # figs_td.cli.quick, tests
    return convert


def translate_usage_error(message: str) -> str:
    """argparse's English usage error → Italian (:func:`figs_td.errors.describe_usage_error`)."""
    from figs_td.errors import describe_usage_error

    return describe_usage_error(message)


def terminal_columns() -> int:
    """``shutil.get_terminal_size().columns`` (``$COLUMNS``, else the terminal of standard
    output, else 80) without importing :mod:`shutil` and its compression modules."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
        columns = columns or 80
    return columns


class HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter with the width it would take, measured by :func:`terminal_columns`
    (argparse builds one at every ``add_argument``: ``figs-td result`` need not import
    :mod:`shutil`)."""

    def __init__(
        self,
        prog: str,
        indent_increment: int = 2,
        max_help_position: int = 24,
        width: int | None = None,
    ) -> None:
        width = terminal_columns() - 2 if width is None else width
        super().__init__(prog, indent_increment, max_help_position, width)


class ItalianParser(argparse.ArgumentParser):
    """``ArgumentParser`` with Italian usage errors and strict whole numbers."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("add_help", True)
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)
        self._positionals.title = "argomenti"
        self._optionals.title = "opzioni"

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        """``italian={nome: value}``: the Italian names of the values of ``choices``, accepted
        beside them, listed first, and turned into them (issue 39)."""
        dest = kwargs.get("dest") or _dest_of(args)
        italian = kwargs.pop("italian", None)
        if italian:
            english = list(kwargs.get("choices") or ())
            kwargs["choices"] = [*italian, *(e for e in english if e not in italian)]
            kwargs["type"] = italian_value(italian)
        if kwargs.get("type") is int:
            kwargs["type"] = strict_int(INT_KINDS.get(dest, "count"), _what(args))
        if kwargs.get("help") is None and dest in DEFAULT_HELPS:
            kwargs["help"] = DEFAULT_HELPS[dest]
        if "metavar" in kwargs:
            kwargs["metavar"] = italian_metavar(kwargs["metavar"])
        elif kwargs.get("choices") is None and kwargs.get("action") in (None, "store", "append"):
            optional = any(isinstance(a, str) and a.startswith("-") for a in args)
            shown = dest.upper() if optional else dest
            if shown in ITALIAN_METAVARS:
                kwargs["metavar"] = ITALIAN_METAVARS[shown]
        return super().add_argument(*args, **kwargs)

    def add_subparsers(self, **kwargs: Any) -> Any:
        if kwargs.get("prog") is None and self.usage is None and not self._get_positional_actions():
            # What argparse computes with a help formatter (which imports shutil to measure the
            # terminal): the usage line of this parser without its options, i.e. its prog.
            kwargs["prog"] = self.prog
        return super().add_subparsers(**kwargs)

    def print_usage(self, file: Any = None) -> None:
        # format_usage() keeps argparse's "usage: " (parse_intermixed_args cuts 7 characters)
        self._print_message(self.format_usage().replace("usage:", "uso:", 1), file)

    def format_help(self) -> str:
        text = super().format_help().replace("usage:", "uso:", 1)
        return text.replace("show this help message and exit", "mostra questo aiuto ed esce")

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"errore: {translate_usage_error(message)}{nearest_hint(message)}\n")


def nearest_hint(message: str) -> str:
    """For argparse's "invalid choice" error, the names closest to what was typed
    (``figs-td paire`` → "forse: pair, pairs?"); empty for every other error."""
    import difflib
    import re

    m = re.match(r"^argument .+?: invalid choice: '(.*?)' \(choose from (.*)\)$", message)
    if not m:
        return ""
    from figs_td.cli.commands import ITALIAN_WORDS

    choices = re.findall(r"'([^']*)'", m.group(2))
    typed = m.group(1)
    meant = [c for c in ITALIAN_WORDS.get(typed.lower(), ()) if c in choices]
    close = meant + [
        c for c in difflib.get_close_matches(typed, choices, n=3, cutoff=0.6) if c not in meant
    ]
    if meant:  # an Italian word: the commands it means, not the English look-alikes
        close = meant
    if not close:
        return ""
    return f"\nforse intendevi: {', '.join(close)}?"


class TopParser(ItalianParser):
    """The parser of ``figs-td`` itself: its help lists the commands by task
    (:data:`figs_td.cli.commands.GROUPS`), the choices of the error above stay complete."""

    def add_subparsers(self, **kwargs: Any) -> Any:
        # the commands' own parsers are plain Italian parsers (argparse would make them TopParsers)
        kwargs.setdefault("parser_class", ItalianParser)
        return super().add_subparsers(**kwargs)

    def format_help(self) -> str:
        from figs_td.cli.commands import COMMANDS, GROUPS

        helps = {name: text for name, _module, text in COMMANDS}
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        formatter.add_text(self.description)
        head = formatter.format_help().replace("usage:", "uso:", 1).rstrip("\n") + "\n\n"
        lines = [
            "Comandi per attività, nell'ordine in cui servono in una giornata di gara",
            "(figs-td COMANDO --help per i dettagli di ognuno):",
        ]
        listed: set[str] = set()
        groups = list(GROUPS)
        rest = tuple(name for name in helps if not any(name in names for _t, names in GROUPS))
        if rest:
            groups.append(("Altri comandi", rest))
        import shutil
        import textwrap

        width = max(len(name) for name in helps) + 2
        columns = max(shutil.get_terminal_size().columns - 2, 60)
        for title, names in groups:
            lines.append("")
            lines.append(f"{title}:")
            for name in names:
                if name in helps and name not in listed:
                    listed.add(name)
                    lines.extend(
                        textwrap.wrap(
                            helps[name],
                            width=columns,
                            initial_indent=f"  {name.ljust(width)}",
                            subsequent_indent=" " * (width + 2),
                        )
                    )
        options = self._get_formatter()
        options.start_section(self._optionals.title)
        options.add_arguments(self._optionals._group_actions)
        options.end_section()
        tail = options.format_help().replace(
            "show this help message and exit", "mostra questo aiuto ed esce"
        )
        return head + "\n".join(lines) + "\n\n" + tail

    def error(self, message: str) -> NoReturn:
        import re

        m = re.match(r"^argument COMANDO: invalid choice: '(.*?)'", message)
        if not m:
            super().error(message)
        self.print_usage(sys.stderr)
        self.exit(
            2,
            f"errore: il comando '{m.group(1)}' non esiste{nearest_hint(message)}\n"
            "(figs-td --help elenca i comandi)\n",
        )


def _dest_of(args: tuple[Any, ...]) -> str:
    longs = [a for a in args if isinstance(a, str) and a.startswith("--")]
    name = longs[0] if longs else (args[0] if args else "")
    return str(name).lstrip("-").replace("-", "_")


def _what(args: tuple[Any, ...]) -> str | None:
    names = [a for a in args if isinstance(a, str)]
    return names[0] if names and names[0].startswith("-") else None
