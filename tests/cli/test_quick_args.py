"""``figs-td result`` and ``figs-td standings``: the command line read without argparse
(``figs_td/cli/quick.py``) gives what argparse gives, and the short start-up stays short.

- :data:`SPECS` is what ``cmd_tournament`` / ``cmd_pairing`` register (options, destinations,
  defaults, kinds of number, choices, required, handler): an option added, renamed or changed
  there fails here until the table says so;
- on plain command lines both readers give the same namespace; every other line (help,
  abbreviations, ``--opt=value``, refused numbers and choices, missing or repeated options…)
  goes to argparse, and ``figs-td`` prints and returns exactly what argparse makes of it;
- a ``result`` or ``standings`` process imports none of the modules its start-up no longer needs.
"""

from __future__ import annotations

import gc
import importlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from figs_td.cli import QUICK_COMMANDS, _build, main, modules_for
from figs_td.cli.quick import SPECS, quick_args


def _command_parser(name: str):  # noqa: ANN202
    parser = _build(modules_for([name]), command=name)
    (action,) = parser._subparsers._group_actions
    return parser, action.choices[name]


def _expected_value(action) -> object:  # noqa: ANN001
    if action.nargs == 0:
        assert action.const is True, action.dest  # store_true
        return True
    if getattr(action.type, "mapping", None) is not None:  # choices with Italian names
        return {**{c: c for c in action.choices}, **action.type.mapping}
    if action.choices is not None:
        return tuple(action.choices)
    if action.type is not None:
        assert action.type.what == action.option_strings[0], action.dest
        return action.type.kind
    return None


@pytest.mark.parametrize("name", sorted(SPECS))
def test_the_table_is_what_the_command_registers(name: str) -> None:
    spec = SPECS[name]
    _parser, sub = _command_parser(name)
    actions = [a for a in sub._actions if a.dest != "help"]
    positionals = [a.dest for a in actions if not a.option_strings]
    assert tuple(positionals) == spec.positionals
    options = {}
    required = set()
    defaults = {}
    for a in actions:
        if not a.option_strings:
            continue
        (option,) = a.option_strings  # one spelling each: the table maps one
        options[option] = (a.dest, _expected_value(a))
        if a.required:
            required.add(option)
        else:
            defaults[a.dest] = a.default
    assert options == spec.options
    assert required == set(spec.required)
    assert defaults == spec.defaults
    module = importlib.import_module(f"figs_td.cli.{spec.module}")
    assert sub._defaults == {"handler": getattr(module, spec.function)}


def test_main_knows_which_commands_are_read_quickly() -> None:
    assert set(QUICK_COMMANDS) == set(SPECS)


def test_a_table_out_of_date_is_caught() -> None:
    spec = SPECS["standings"]
    saved = dict(spec.options)
    try:
        del spec.options["--rating-change"]
        with pytest.raises(AssertionError):
            test_the_table_is_what_the_command_registers("standings")
        spec.options.update(saved)
        spec.options["--after-round"] = ("after_round", "table")  # the wrong kind of number
        with pytest.raises(AssertionError):
            test_the_table_is_what_the_command_registers("standings")
    finally:
        spec.options.clear()
        spec.options.update(saved)


PLAIN = [
    "result t.figs --round 3 --table 5 --score 412-380",
    "result --round 3 t.figs --table 5 --score 412-380",
    "result --round 15 --table 201 --score 400-300 t.figs",
    "result t.figs --round 3 --table 5 --score 0-0 --kind double_forfeit",
    "result t.figs --round 3 --table 5 --score 350-0 --kind forfeit --json",
    "result t.figs --round 3 --table 5 --score 412-380 --version 2",
    "result t.figs --round 3 --table 5 --score 412-380 --force --json",
    "result t.figs --round 3 --table 5 --score 412-380 --first Rossi",
    "result t.figs --round 3 --table 5 --score 412:380 --kind time_loss",
    "result postgresql+psycopg://u@h/db --round 1 --table 1 --score 1-2",
    "standings t.figs",
    "standings t.figs --json",
    "standings t.figs --after-round 3 --tiebreaks WESPA",
    "standings --rating-change t.figs",
    "standings t.figs --tiebreaks buchholz,spread --after-round 2",
]

TO_ARGPARSE = [
    "result",
    "result --help",
    "result -h",
    "standings t.figs --help",
    "result t.figs --round 3 --table 5",  # --score missing
    "result t.figs --rou 3 --table 5 --score 1-2",  # abbreviation
    "result t.figs --round=3 --table 5 --score 1-2",
    "result t.figs --round 3 --table 5 --score -5-300",
    "result t.figs --round 3 --round 4 --table 5 --score 1-2",
    "result t.figs --round 1_0 --table 5 --score 1-2",
    "result t.figs --round 0 --table 5 --score 1-2",
    "result t.figs --round x --table 5 --score 1-2",
    "result t.figs --round 3 --table 5 --score 1-2 --kind bye",
    "result t.figs --round 3 --table 5 --score 1-2 --version",
    "result t.figs other.figs --round 3 --table 5 --score 1-2",
    "result t.figs --round 3 --table 5 --score 1-2 --",
    "result t.figs --round 3 --table 5 --score 1-2 --bogus",
    "standings",
    "standings t.figs --after-round",
    "standings t.figs --after-round -1",
    "standings t.figs --after-round 0",
    "standings t.figs --json --json",
    "standings t.figs extra",
    "standings - ",
    "standing t.figs",
    "pair t.figs",
]


@pytest.mark.parametrize("line", PLAIN)
def test_plain_lines_read_as_argparse_reads_them(line: str) -> None:
    argv = line.split()
    quick = quick_args(argv)
    assert quick is not None
    parser, _sub = _command_parser(argv[0])
    assert vars(quick) == vars(parser.parse_args(argv))


@pytest.mark.parametrize("line", TO_ARGPARSE)
def test_other_lines_go_to_argparse(line: str) -> None:
    assert quick_args(line.split()) is None


def _answer(run, argv: list[str], capsys) -> tuple[object, str, str]:  # noqa: ANN001
    try:
        status = run(argv)
    except SystemExit as exc:
        status = exc.code
    printed = capsys.readouterr()
    return status, printed.out, printed.err


def _whole_parser(argv: list[str]) -> object:
    """``figs-td`` as it read every command line before: the parser with every command."""
    from figs_td.cli import build_parser
    from figs_td.cli.common import run_handler

    args = build_parser().parse_args(argv)
    return run_handler(args.handler, args)


@pytest.mark.parametrize("line", [x for x in TO_ARGPARSE if x.split()[0] in SPECS])
def test_what_they_print_is_what_the_whole_parser_prints(
    line: str, capsys, monkeypatch, tmp_path: Path
) -> None:
    """Help, usage errors and refusals read as before, byte for byte, with the same status."""
    monkeypatch.chdir(tmp_path)  # t.figs does not exist: the commands that parse refuse it
    argv = line.split()
    assert _answer(main, argv, capsys) == _answer(_whole_parser, argv, capsys)


def _helps(parser, prefix: str = "") -> dict[str, str]:  # noqa: ANN001
    """Help text of every (sub-)command under ``parser``, by path."""
    out = {}
    for action in parser._actions:
        if isinstance(action.choices, dict):
            for name, sub in action.choices.items():
                out[prefix + name] = sub.format_help()
                out.update(_helps(sub, prefix + name + " "))
    return out


def test_a_command_built_alone_reads_as_in_the_whole_parser() -> None:
    """``figs-td COMMAND …`` builds COMMAND's parser only (no stand-ins, none of the other
    parsers of its module): the same help at every level as the whole parser's."""
    from figs_td.cli import build_parser
    from figs_td.cli.commands import ALIASES, COMMANDS

    whole = _helps(build_parser())
    for name, _module, _help in COMMANDS:
        alone = _build(modules_for([name]), command=name)
        (action,) = alone._subparsers._group_actions
        assert set(action.choices) == {name, *ALIASES.get(name, ())}, name
        helps = _helps(alone)
        assert helps == {k: v for k, v in whole.items() if k.split()[0] in helps}, name


OTHER_COMMANDS = [
    "rules penalty --bogus",
    "rules --help",
    "pair t.figs --seed x",
    "pair --help",
    "players",
    "players edit",
    "players edit --help",
    "tournament",
    "timeloss --help",
    "time-loss t.figs",
    "phases t.figs --third-place --no-third-place",
]


@pytest.mark.parametrize("line", OTHER_COMMANDS)
def test_other_commands_print_what_the_whole_parser_prints(
    line: str, capsys, monkeypatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    argv = line.split()
    assert _answer(main, argv, capsys) == _answer(_whole_parser, argv, capsys)


# -- the start-up of the processes ---------------------------------------------------------------

#: Modules the start-up of ``result`` / ``standings`` no longer imports (issue 29): argparse
#: and what it brings (the command line is read by figs_td.cli.quick), inspect through
#: dataclasses, typing (annotations only), shutil (the help formatter), secrets/hashlib
#: (temporary names), socket (the host name), traceback, random, the full store, and the
#: records these two commands never build (their dataclasses are created on first use).
NOT_IMPORTED = (
    "argparse",
    "gettext",
    "locale",
    "inspect",
    "ast",
    "dis",
    "tokenize",
    "typing",
    "shutil",
    "secrets",
    "hashlib",
    "socket",
    "traceback",
    "random",
    "sqlalchemy",
    "sqlmodel",
    "figs_td.store._lazy_records",
)

_PROBE = """
import runpy, sys
before = set(sys.modules)
sys.argv = ["figs-td", *sys.argv[1:]]
try:
    runpy.run_module("figs_td", run_name="__main__", alter_sys=True)
except SystemExit as exc:
    status = exc.code
else:
    status = 0
def name(m):  # a module that stands in until it is used (figs_td.cli.defer_module)
    return m + "(deferred)" if type(sys.modules[m]).__name__ == "DeferredModule" else m
print("\\n@@", status, *sorted(name(m) for m in sys.modules if m not in before), file=sys.stderr)
"""


def _probe(code: str, *args: str) -> tuple[list[str], str]:
    """Runs ``code`` (a probe printing "@@" and its findings last on stderr) with ``args``
    in a new process importing this tree: its findings and its standard output."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(Path(__file__).resolve().parents[2])
    out = subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
    )
    return out.stderr.rsplit("\n@@", 1)[1].split(), out.stdout


def _imports(*args: str) -> tuple[int, set[str]]:
    status, *mods = _probe(_PROBE, *args)[0]
    return int(status), set(mods)


@pytest.fixture()
def figs(tmp_path: Path) -> Path:
    from figs_td.core.model import Game
    from figs_td.services.tournament import create_tournament
    from figs_td.store import NewPlayer

    path = tmp_path / "t.figs"
    store = create_tournament(path, "Avvio", "italo-svizzero", rounds=3)
    with store.transaction() as tx:
        ids = [r.id for r in tx.players.add_many([NewPlayer(f"G{i}", "N") for i in range(4)])]
        tx.rounds.save_round(1, [Game(1, 1, ids[0], ids[1], 400, 300), Game(1, 2, ids[2], ids[3])])
    store.close()
    return path


def test_result_and_standings_start_without_what_they_do_not_use(figs: Path) -> None:
    # "python -m figs_td" imported nothing of these before it ran (the probe checks itself)
    status, mods = _imports("standings", str(figs))
    assert status == 0 and "figs_td.store.lite" in mods
    assert not mods.intersection(NOT_IMPORTED), sorted(mods.intersection(NOT_IMPORTED))
    status, mods = _imports(
        "result", str(figs), "--round", "1", "--table", "2", "--score", "350-410", "--json"
    )
    assert status == 0 and "figs_td.store.lite" in mods and "getpass" in mods
    assert "inspect(deferred)" in mods
    assert not mods.intersection(NOT_IMPORTED), sorted(mods.intersection(NOT_IMPORTED))
    # the same check fails where it should: a line for argparse imports argparse
    status, mods = _imports("standings", str(figs), "--after-r", "1")
    assert status == 0 and "argparse" in mods


def test_inspect_still_works_when_something_uses_it() -> None:
    """The deferred ``inspect`` (figs_td.cli.defer_module) is the real one at first use."""
    code = (
        "import sys\n"
        "from figs_td.cli import defer_module\n"
        "defer_module('inspect')\n"
        "import dataclasses\n"
        "@dataclasses.dataclass\n"
        "class Row:\n"
        "    a: int\n"
        "print(Row.__doc__)\n"
        "import inspect\n"
        "print(inspect.signature(Row), dataclasses.inspect.isclass(Row), "
        "sys.modules['inspect'] is inspect, inspect.__name__)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
    )
    assert out.stdout.splitlines() == ["Row(a: int)", "(a: int) -> None True True inspect"]


def test_help_width_is_the_terminal_width_shutil_measures(monkeypatch) -> None:
    from figs_td.cli.parser import terminal_columns

    for columns in ("", "40", "200", "abc", "0", "-3"):
        monkeypatch.setenv("COLUMNS", columns)
        assert terminal_columns() == shutil.get_terminal_size().columns, columns
    monkeypatch.delenv("COLUMNS")
    assert terminal_columns() == shutil.get_terminal_size().columns


# -- the end of the processes ----------------------------------------------------------------
# ``result`` and ``standings`` run as the process's own command line freeze what is left at
# their end (``cli.common.freeze_if_ending``: the collector's last passes skip it); called with
# a list (tests, scripts that go on running) they freeze nothing. The output is the same.

#: Runs figs-td as ``python -m figs_td`` does, then prints how many objects are frozen.
_FREEZE_PROBE = """
import gc, runpy, sys
sys.argv = ["figs-td", *sys.argv[1:]]
try:
    runpy.run_module("figs_td", run_name="__main__", alter_sys=True)
except SystemExit as exc:
    status = exc.code
print("\\n@@", status, gc.get_freeze_count(), file=sys.stderr)
"""


def _frozen_at_exit(*args: str) -> tuple[int, int, str]:
    (status, frozen), out = _probe(_FREEZE_PROBE, *args)
    return int(status), int(frozen), out


def test_the_process_freezes_at_its_end_with_the_same_output(figs: Path, capsys) -> None:  # noqa: ANN001
    gc.unfreeze()
    assert main(["standings", str(figs)]) == 0  # in-process: nothing frozen
    assert gc.get_freeze_count() == 0
    in_process = capsys.readouterr().out
    status, frozen, out = _frozen_at_exit("standings", str(figs))
    assert status == 0 and frozen > 1000  # the modules, functions, classes left
    assert out == in_process
    # round 1 is still being played (table 2 has no result): the standings before it, four
    # players without a win; the title says so (issue 39)
    assert out.splitlines()[0] == "Classifica dopo il turno 0 — turno 1: 1 di 2 risultati, non contati"
    assert [line.split()[3] for line in out.splitlines()[2:]] == ["0", "0", "0", "0"]

    argv = ["result", str(figs), "--round", "1", "--table", "2", "--score", "350-410"]
    status, frozen, out = _frozen_at_exit(*argv)
    assert status == 0 and frozen > 1000
    assert out == "turno 1, tavolo 2: G2 N 350 - 410 G3 N — inserito\n"
    argv = ["result", str(figs), "--round", "1", "--table", "2", "--score", "360-410", "--force"]
    assert main(argv) == 0
    assert gc.get_freeze_count() == 0


def test_a_refused_result_still_exits_2(figs: Path) -> None:
    status, frozen, out = _frozen_at_exit("result", str(figs), "--round", "1", "--table", "9",
                                   "--score", "350-410")  # fmt: skip
    assert status == 2 and out == ""
