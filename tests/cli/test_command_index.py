"""The command index (``figs_td/cli/commands.py``) and the short start-up it allows.

The index says which ``cmd_*`` module registers each command, so that ``figs-td COMMAND`` imports
only that module and ``figs-td --help`` / ``--version`` import none. Here: the index is what the
modules really register (it cannot go stale), the parser built from it reads exactly as the
whole one, and the start-up imports what it should and nothing more.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

from figs_td import __version__
from figs_td.cli import _build, build_parser, command_modules, main, modules_for
from figs_td.cli.commands import ALIASES, COMMANDS
from figs_td.cli.parser import ItalianParser

CLI = Path(__file__).resolve().parents[2] / "figs_td" / "cli"


def _registered(module: str) -> list[tuple[str, str, tuple[str, ...]]]:
    """(name, help, aliases) of each command ``module`` registers, in its order."""
    parser = ItalianParser(prog="figs-td")
    sub = parser.add_subparsers(dest="command")
    importlib.import_module(f"figs_td.cli.{module}").register(sub)
    names: dict[int, list[str]] = {}
    for name, p in sub._name_parser_map.items():
        names.setdefault(id(p), []).append(name)
    out = []
    for action in sub._choices_actions:
        name = action.dest
        aliases = tuple(n for n in names[id(sub._name_parser_map[name])] if n != name)
        out.append((name, str(action.help), aliases))
    return out


def _source(entries: list[tuple[str, str, str]]) -> str:
    return "COMMANDS = (\n" + "".join(f"    {e!r},\n" for e in entries) + ")"


def _subparsers(parser):  # noqa: ANN001, ANN202
    (action,) = parser._subparsers._group_actions
    return action


def _expected() -> tuple[list[tuple[str, str, str]], dict[str, tuple[str, ...]]]:
    """The index as the ``cmd_*`` modules on disk register it."""
    expected = []
    aliases = {}
    for module in sorted(p.stem for p in CLI.glob("cmd_*.py")):
        for name, help_text, other_names in _registered(module):
            expected.append((name, module, help_text))
            if other_names:
                aliases[name] = other_names
    return expected, aliases


def stale(commands: object, aliases: object) -> list[str]:
    """What is wrong with an index (empty when it is up to date)."""
    expected, expected_aliases = _expected()
    problems = []
    if list(commands) != expected:  # type: ignore[call-overload]
        problems.append("commands.py è da aggiornare:\n" + _source(expected))
    if aliases != expected_aliases:
        problems.append(f"ALIASES è da aggiornare: {expected_aliases!r}")
    return problems


def test_the_index_is_what_the_modules_register() -> None:
    assert stale(COMMANDS, ALIASES) == []
    assert command_modules() == sorted(p.stem for p in CLI.glob("cmd_*.py"))
    assert len({name for name, _m, _h in COMMANDS}) == len(COMMANDS)


def test_a_stale_index_is_caught() -> None:
    entries = list(COMMANDS)
    assert ("players", "cmd_tournament", "giocatori: aggiungi, importa, elenca, ritira") in entries
    assert ("tournament", "cmd_director", "impostazioni del torneo: mostra, modifica") in entries
    assert stale(entries[:-1], ALIASES)  # a command missing
    moved = [(n, "cmd_rules" if n == "result" else m, h) for n, m, h in entries]
    assert stale(moved, ALIASES)  # a command moved to another module
    worded = [(n, m, h + "!" if n == "log" else h) for n, m, h in entries]
    assert stale(worded, ALIASES)  # a help text changed
    assert stale(entries[1:] + entries[:1], ALIASES)  # another order
    assert stale(entries, {"standings": ("classifica",)})  # an alias not there


def test_a_command_needs_only_its_own_module() -> None:
    assert modules_for(["rules", "penalty", "25"]) == {"cmd_rules"}
    assert modules_for(["players", "edit", "t.figs", "#1"]) == {"cmd_tournament"}
    assert modules_for(["standings", "t.figs"]) == {"cmd_pairing"}
    assert modules_for(["duplicate", "standings", "t.figs"]) == {"cmd_duplicate"}
    assert modules_for(["duplicate", "new", "t.figs"]) == {"cmd_duplicate"}
    assert modules_for(["--help"]) == set()
    assert modules_for(["bogus"]) == set()


def test_the_light_parser_reads_as_the_whole_one() -> None:
    whole = build_parser()
    light = _build(set())
    assert light.format_help() == whole.format_help()
    assert light.format_usage() == whole.format_usage()
    assert list(_subparsers(light).choices) == list(_subparsers(whole).choices)
    # each command, built on its own, has the same help (options, texts) as in the whole parser
    for name, _module, _help in COMMANDS:
        alone = _build(modules_for([name]))
        assert (
            _subparsers(alone).choices[name].format_help()
            == _subparsers(whole).choices[name].format_help()
        ), name


def test_players_edit_is_still_under_players() -> None:
    parser = _build(modules_for(["players"]))
    ns = parser.parse_args(["players", "edit", "t.figs", "#3", "--rating", "1500"])
    assert ns.players_command == "edit" and ns.who == "#3" and ns.rating == "1500"
    assert ns.handler.__module__ == "figs_td.cli.cmd_director"


def test_version_is_answered_before_any_parser(capsys) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"figs-td {__version__}\n"
    assert main(["--version", "rules", "--bogus"]) == 0  # argparse also stops at --version
    assert capsys.readouterr().out == f"figs-td {__version__}\n"


def test_a_lone_tournament_file_still_opens_the_window(monkeypatch) -> None:
    import figs_td.gui.app as app

    opened = []
    monkeypatch.setattr(app, "run", lambda args: opened.append(list(args)) or 0)
    assert main(["Roma 2026.figs"]) == 0
    assert main([]) == 0
    assert opened == [["Roma 2026.figs"], []]


#: Run ``main`` as the console script does, then list the modules it added to a bare start-up.
_PROBE = """
import sys
before = set(sys.modules)
from figs_td.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
sys.stderr.write("\\n@@" + " ".join(m for m in sys.modules if m not in before))
"""


def _imported(*args: str) -> list[str]:
    """The modules ``figs-td ARGS`` imports beyond Python's own start-up, in order."""
    out = subprocess.run(
        [sys.executable, "-c", _PROBE, *args], capture_output=True, text=True, encoding="utf-8"
    )
    return out.stderr.rsplit("\n@@", 1)[1].split()


def test_version_imports_nothing_but_the_package() -> None:
    mods = _imported("--version")
    assert mods == ["figs_td", "figs_td.cli"], mods
    # python -m figs_td (-X importtime lists each import: runpy's own, then ours)
    out = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "figs_td", "--version"],
        capture_output=True,
        text=True,
        encoding="utf-8",
    )
    assert out.stdout == f"figs-td {__version__}\n"
    names = [ln.rsplit("|", 1)[1].strip() for ln in out.stderr.splitlines() if "|" in ln]
    after = names[names.index("runpy") + 1 :] if "runpy" in names else names
    assert [n for n in after if n.startswith("figs_td")] == ["figs_td", "figs_td.cli"], after
    assert "argparse" not in after and "typing" not in after


def test_help_imports_no_command_module_and_no_core() -> None:
    mods = _imported("--help")
    assert "argparse" in mods  # what it does need
    assert [m for m in mods if m.startswith("figs_td")] == [
        "figs_td",
        "figs_td.cli",
        "figs_td.cli.commands",
        "figs_td.cli.parser",
    ]
    assert "typing" not in mods


def test_a_command_imports_its_module_only() -> None:
    mods = _imported("rules", "penalty", "25")
    assert [m for m in mods if m.startswith("figs_td.cli.cmd_")] == ["figs_td.cli.cmd_rules"]
    mods = _imported("tournament", "--help")
    assert [m for m in mods if m.startswith("figs_td.cli.cmd_")] == ["figs_td.cli.cmd_director"]
    assert not [m for m in mods if m.startswith("figs_td.core")]
    mods = _imported("players", "--help")  # players edit comes from cmd_director
    assert sorted(m for m in mods if m.startswith("figs_td.cli.cmd_")) == [
        "figs_td.cli.cmd_director",
        "figs_td.cli.cmd_tournament",
    ]
