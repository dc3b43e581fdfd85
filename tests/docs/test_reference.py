"""The command reference is what the parsers say, every option is described, the help is grouped."""

from __future__ import annotations

import argparse
import re
import subprocess
import sys

from figs_td.cli import build_parser
from figs_td.cli.commands import ALIASES, COMMANDS, GROUPS
from figs_td.cli.reference import TARGET, reference_markdown, walk


def test_the_reference_matches_the_parsers() -> None:
    assert TARGET.read_text(encoding="utf-8") == reference_markdown(), (
        "docs/riferimento/comandi.md è vecchio: python -m figs_td.cli.reference"
    )


def test_every_option_of_every_command_has_a_description() -> None:
    missing = []
    for path, parser in walk(build_parser()):
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction | argparse._HelpAction):
                continue
            if not action.help or action.help == argparse.SUPPRESS:
                missing.append(f"figs-td {' '.join(path)} {'/'.join(action.option_strings) or action.dest}")
    assert missing == []


def test_every_command_stands_in_one_group() -> None:
    grouped = [name for _title, names in GROUPS for name in names]
    assert sorted(grouped) == sorted(name for name, _m, _h in COMMANDS)


def _figs(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "figs_td", *args], capture_output=True, text=True, encoding="utf-8"
    )


def test_help_lists_the_commands_by_task_in_the_order_of_the_day() -> None:
    out = _figs("--help").stdout
    titles = [title for title, _names in GROUPS]
    positions = [out.index(f"\n{title}:\n") for title in titles]
    assert positions == sorted(positions)
    torneo = out.index("\nTorneo:\n")
    turni = out.index("\nTurni:\n")
    assert torneo < out.index("  new ") < out.index("\nGiocatori:\n") < out.index("  players ") < turni
    assert turni < out.index("  pair ") < out.index("\nRisultati:\n") < out.index("  result ")


def test_a_command_help_is_its_own_not_the_list_of_commands() -> None:
    out = _figs("duplicate", "settings", "--help").stdout
    assert out.startswith("uso: figs-td duplicate settings") and "--timer" in out
    assert "Turni:" not in out and "Comandi per attività" not in out


def test_a_mistyped_command_gets_the_nearest_ones() -> None:
    done = _figs("paire", "torneo.figs")
    assert done.returncode == 2
    assert "il comando 'paire' non esiste" in done.stderr
    assert "forse intendevi: pair" in done.stderr
    sub = _figs("players", "ad")
    assert sub.returncode == 2 and "forse intendevi: add?" in sub.stderr
    assert "forse" not in _figs("zzzz").stderr


def test_time_loss_is_a_name_of_timeloss() -> None:
    assert ALIASES["timeloss"] == ("time-loss",)
    done = _figs("time-loss", "--help")
    assert done.returncode == 0 and "--flagged" in done.stdout


#: Words that are English and never Italian: more than a couple of them in a page's prose means
#: a paragraph in English.
ENGLISH = frozenset(
    "the and of is are with for by when which that every each its be or not from this an on at "
    "to it was has have only than".split()
)


def english_words(markdown: str) -> list[str]:
    """The English words of a Markdown text's prose (code blocks, `code` and link targets out)."""
    prose = re.sub(r"^\s*```.*?^\s*```", "", markdown, flags=re.S | re.M)
    prose = re.sub(r"`[^`]*`", "", prose)
    prose = re.sub(r"\]\([^)]*\)", "]", prose)
    return [w for w in re.findall(r"[A-Za-zÀ-ÿ_']+", prose) if w.lower() in ENGLISH]


def test_the_reference_pages_are_in_italian() -> None:
    assert english_words("The list is `the list`:\n```\nthe code\n```\nè [the](a.md) lista") == [
        "The", "is", "the",
    ]
    pages = sorted(TARGET.parent.glob("*.md"))
    assert len(pages) >= 15
    english = {p.name: english_words(p.read_text(encoding="utf-8")) for p in pages}
    assert {name: words for name, words in english.items() if len(words) > 2} == {}
