"""Every runnable command example of the README, the manual and the reference pages is run, in
order, and must work word for word, as a reader who starts from a fresh clone would type it.

A block of commands is runnable when the line before its fence is ``<!-- esegui -->``:

    <!-- esegui -->
    ```sh
    . .venv/bin/activate                          # figs-td on the PATH from now on
    cp resources/examples/torneo-esempio.figs torneo.figs
    figs-td standings torneo.figs                 # a command: it must exit with status 0
    $ figs-td players list torneo.figs            # "$ ": the lines after it are its output,
       1  Ferrari Giulia  (rating 1785, …)        # up to the next command
    ```

An output block of its own (a fence after ``<!-- uscita -->``) is the output of the last command
of the runnable block before it. An output line is found in what the command printed, in order;
``…`` inside a line stands for any text, ``…`` alone for any number of lines.

Each document runs in an **empty** folder of its own, standing for the clone's folder the reader
works in: it holds only what the text itself told the reader to create or copy. ``cp SRC DST``
takes a source under ``resources/`` from the repository (the files a clone ships) and anything
else from the folder. ``.venv/bin/figs-td`` is the program ``python3 bootstrap.py app`` installs;
a bare ``figs-td`` is accepted only after the text activated that environment
(``. .venv/bin/activate`` or ``source .venv/bin/activate``), as a shell would.

A command runs through the program's own entry point, ``figs_td.cli.main`` (what
``.venv/bin/figs-td`` calls), in the reader's folder with the shell's variables and its output
captured — in this process: sixty programs started one after the other cost half a minute and
test nothing more (the start of the real program is tested in ``tests/cli/test_quick_args.py``
and ``tests/cli/test_cli_basic.py``).
"""

from __future__ import annotations

import io
import os
import re
import shlex
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "resources" / "examples"
RUN_MARK = RUN_MARK_TEXT = "<!-- esegui -->"
OUTPUT_MARK = "<!-- uscita -->"
DOCUMENTS = [
    "README.md",
    "docs/manuale.md",
    *sorted(
        str(p.relative_to(ROOT)) for p in (ROOT / "docs" / "riferimento").glob("*.md")
        if RUN_MARK_TEXT in (line.strip() for line in p.read_text(encoding="utf-8").splitlines())
    ),
]
VENV_PROGRAM = ".venv/bin/figs-td"
ACTIVATE = (". .venv/bin/activate", "source .venv/bin/activate")
#: The first words of a line that is a command (any other line after a "$ " command is output).
COMMAND_STARTS = ("$ ", "figs-td ", VENV_PROGRAM, "cp ", *ACTIVATE)



@dataclass
class Step:
    line: int
    command: str
    expected: list[str] = field(default_factory=list)


def parse(text: str) -> list[Step]:
    """The runnable steps of a Markdown text, in order (see the module's docstring)."""
    lines = text.splitlines()
    steps: list[Step] = []
    i = 0
    while i < len(lines):
        mark = lines[i].strip()
        if mark in (RUN_MARK, OUTPUT_MARK) and i + 1 < len(lines) and lines[i + 1].startswith("```"):
            j = i + 2
            body: list[tuple[int, str]] = []
            while j < len(lines) and not lines[j].startswith("```"):
                body.append((j + 1, lines[j]))
                j += 1
            if j == len(lines):
                raise AssertionError(f"riga {i + 1}: blocco non chiuso")
            if mark == OUTPUT_MARK:
                if not steps:
                    raise AssertionError(f"riga {i + 1}: uscita senza un comando prima")
                steps[-1].expected.extend(text for _n, text in body)
            else:
                steps.extend(_steps_of(body))
            i = j + 1
            continue
        i += 1
    return steps


def _steps_of(body: list[tuple[int, str]]) -> list[Step]:
    steps: list[Step] = []
    current: Step | None = None  # the "$ " command whose output lines follow
    pending = ""
    for number, text in body:
        if current is not None and not text.startswith(COMMAND_STARTS):
            current.expected.append(text)
            continue
        line = text[2:] if text.startswith("$ ") else text
        if pending:
            line = pending + " " + line.strip()
            pending = ""
        if line.rstrip().endswith("\\"):
            pending = line.rstrip()[:-1].rstrip()
            continue
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        step = Step(number, line.strip())
        steps.append(step)
        current = step if text.startswith("$ ") else None
    return steps


@dataclass
class Shell:
    """What the reader's shell knows: the folder, and whether ``figs-td`` is on the PATH."""

    work: Path
    env: dict[str, str]
    on_path: bool = False


def _workspace(tmp: Path) -> Path:
    """The reader's folder: empty, as a text starts it."""
    work = tmp / "esempi"
    work.mkdir()
    return work


def _copy(step: Step, words: list[str], work: Path) -> None:
    assert len(words) == 3, f"riga {step.line}: cp SORGENTE DESTINAZIONE"
    source = (ROOT if words[1].startswith("resources/") else work) / words[1]
    assert source.is_file(), (
        f"riga {step.line}: '{words[1]}' non c'è (il testo non dice di crearlo o di copiarlo)"
    )
    target = work / words[2]
    assert ROOT not in target.resolve().parents, f"riga {step.line}: scrive nel repository"
    shutil.copy2(source, target)


def _run(step: Step, shell: Shell) -> str:
    if step.command.split("#")[0].strip() in ACTIVATE:
        shell.on_path = True
        return ""
    words = shlex.split(step.command, comments=True)
    extra: dict[str, str] = {}
    while words and re.match(r"^[A-Z_]+=", words[0]):  # FIGS_ACTOR=… figs-td …
        name, value = words.pop(0).split("=", 1)
        extra[name] = value
    if words[0] == "cp":
        _copy(step, words, shell.work)
        return ""
    assert words[0] in ("figs-td", VENV_PROGRAM), (
        f"riga {step.line}: solo figs-td, {VENV_PROGRAM}, cp e l'attivazione negli esempi eseguibili"
    )
    assert words[0] == VENV_PROGRAM or shell.on_path, (
        f"riga {step.line}: 'figs-td' non è sul PATH: il testo deve prima mostrare "
        f"'{ACTIVATE[0]}' oppure scrivere {VENV_PROGRAM}"
    )
    from figs_td.cli import is_tournament_target

    if len(words) == 1 or is_tournament_target(words[1:]):
        return ""  # opens the window: shown in the text, not run here
    code, out, err = _figs_td(words[1:], shell.work, {**shell.env, **extra})
    assert code == 0, f"riga {step.line}: '{step.command}' è uscito con {code}\n{err}"
    return out


def _figs_td(argv: list[str], cwd: Path, env: dict[str, str]) -> tuple[int, str, str]:
    """``figs-td ARGV`` by its entry point ``figs_td.cli.main``, in ``cwd`` with exactly the
    variables ``env``: its exit status, output and errors (UTF-8, as a pipe receives them)."""
    from figs_td.cli import main

    out, err = io.BytesIO(), io.BytesIO()
    wout = io.TextIOWrapper(out, encoding="utf-8", write_through=True)
    werr = io.TextIOWrapper(err, encoding="utf-8", write_through=True)
    saved_env, saved_cwd, saved_streams = dict(os.environ), os.getcwd(), (sys.stdout, sys.stderr)
    try:
        os.environ.clear()
        os.environ.update(env)
        os.chdir(cwd)
        sys.stdout, sys.stderr = wout, werr
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse's usage errors and --help
            code = exc.code if isinstance(exc.code, int) else int(exc.code is not None)
    finally:
        sys.stdout, sys.stderr = saved_streams
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_env)
    wout.detach()
    werr.detach()
    return code, out.getvalue().decode("utf-8", "replace"), err.getvalue().decode("utf-8", "replace")


def _matches(expected: list[str], output: str) -> str | None:
    """None when every expected line is found in order; else the first line not found."""
    out = [line.rstrip() for line in output.splitlines()]
    pos = 0
    loose = True  # the first line may be anywhere
    for want in (line.rstrip() for line in expected):
        if not want:
            continue
        if want.strip() == "…":
            loose = True
            continue
        pattern = re.compile(
            "^" + ".*".join(re.escape(part) for part in want.split("…")) + "$"
        )
        if loose:
            while pos < len(out) and not pattern.match(out[pos]):
                pos += 1
        if pos >= len(out) or not pattern.match(out[pos]):
            return want
        pos += 1
        loose = False
    return None


def _shell(tmp_path: Path) -> Shell:
    env = dict(os.environ)
    env.update(
        FIGS_TD_DATA=str(tmp_path / "dati"),
        FIGS_TD_SETTINGS_DIR=str(tmp_path / "impostazioni"),
        FIGS_ACTOR="esempio",
        COLUMNS="100",
    )
    return Shell(_workspace(tmp_path), env)


def run_document(document: str, tmp_path: Path, keep_going: bool = False) -> list[str | None]:
    """Run the steps of ``document``: per step None when it worked, else why not."""
    steps = parse((ROOT / document).read_text(encoding="utf-8"))
    shell = _shell(tmp_path)
    outcome: list[str | None] = []
    for step in steps:
        try:
            output = _run(step, shell)
            missing = _matches(step.expected, output)
            assert missing is None, (
                f"{document}, riga {step.line}: '{step.command}' non stampa più\n  {missing}\n"
                f"ha stampato:\n{output}"
            )
        except AssertionError as exc:
            if not keep_going:
                raise
            outcome.append(str(exc))
        else:
            outcome.append(None)
    return outcome


@pytest.mark.parametrize("document", DOCUMENTS)
def test_examples_of_the_document_run(document: str, tmp_path: Path) -> None:
    assert parse((ROOT / document).read_text(encoding="utf-8")), (
        f"{document}: nessun esempio eseguibile"
    )
    run_document(document, tmp_path)


def test_the_readme_tour_is_ten_commands_after_the_preparation() -> None:
    steps = parse((ROOT / "README.md").read_text(encoding="utf-8"))
    programs = [s for s in steps if s.command.split()[0] in ("figs-td", VENV_PROGRAM)]
    assert len(programs) == 10


def test_the_environment_the_texts_activate_is_the_one_bootstrap_makes() -> None:
    """``.venv`` and its ``figs-td`` are what ``bootstrap.py app`` creates (pyproject's script)."""
    import tomllib

    bootstrap = (ROOT / "bootstrap.py").read_text(encoding="utf-8")
    assert 'VENV = ROOT / ".venv"' in bootstrap and "with_pip=True" in bootstrap
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["scripts"]["figs-td"] == "figs_td.cli:main"


def test_an_empty_folder_refuses_what_the_text_did_not_create(tmp_path: Path) -> None:
    shell = _shell(tmp_path)
    with pytest.raises(AssertionError, match="non è sul PATH"):
        _run(Step(1, "figs-td --version"), shell)
    assert _run(Step(2, ". .venv/bin/activate   # Windows: .venv\\Scripts\\activate"), shell) == ""
    with pytest.raises(AssertionError, match="'parole.txt' non c'è"):
        _run(Step(3, "cp parole.txt copia.txt"), shell)
    _run(Step(4, "cp resources/examples/parole-esempio.txt parole.txt"), shell)
    assert (shell.work / "parole.txt").read_bytes() == (EXAMPLES / "parole-esempio.txt").read_bytes()
    assert sorted(p.name for p in shell.work.iterdir()) == ["parole.txt"]
    with pytest.raises(AssertionError, match="è uscito con 2"):
        _run(Step(5, "figs-td standings torneo.figs"), shell)


def test_the_parser_of_examples() -> None:
    text = "\n".join(
        [
            "<!-- esegui -->",
            "```sh",
            "figs-td a \\",
            "    --b 1   # commento",
            "$ figs-td c",
            "riga 1",
            "…",
            "fine",
            "```",
            "```sh",
            "figs-td non eseguito",
            "```",
            "<!-- uscita -->",
            "```",
            "altro",
            "```",
        ]
    )
    steps = parse(text)
    assert [s.command for s in steps] == ["figs-td a --b 1   # commento", "figs-td c"]
    assert steps[1].expected == ["riga 1", "…", "fine", "altro"]
    assert _matches(["riga 1", "…", "fine"], "x\nriga 1\ny\nz\nfine\n") is None
    assert _matches(["riga 1", "fine"], "riga 1\ny\nfine\n") == "fine"  # consecutive unless …
    assert _matches(["Lessico: … (24 parole…"], "Lessico: a.txt (24 parole, sha)\n") is None
    assert _matches(["assente"], "presente\n") == "assente"
