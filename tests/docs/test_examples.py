"""Every runnable command example of the README and the manual is run, in order, and must work.

A block of commands is runnable when the line before its fence is ``<!-- esegui -->``:

    <!-- esegui -->
    ```sh
    figs-td standings torneo.figs                 # a command: it must exit with status 0
    $ figs-td players list torneo.figs            # "$ ": the lines after it are its output,
       1  Ferrari Giulia  (rating 1785, …)        # up to the next command
    figs-td standings torneo.figs
    ```

An output block of its own (a fence after ``<!-- uscita -->``) is the output of the last command
of the runnable block before it. An output line is found in what the command printed, in order;
``…`` inside a line stands for any text, ``…`` alone for any number of lines.

Each document runs in a folder of its own that holds a fresh copy of the example tournament as
``torneo.figs`` and of the other example files (``resources/examples/…``, ``partita.json``,
``iscritti.csv``, ``parole.txt``), so the text cannot drift from what the program does.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
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
        if RUN_MARK_TEXT in p.read_text(encoding="utf-8")
    ),
]



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
        if current is not None and not text.startswith(("$ ", "figs-td ", "cp ")):
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


def _workspace(tmp: Path) -> Path:
    work = tmp / "esempi"
    shutil.copytree(EXAMPLES, work / "resources" / "examples")
    shutil.copy2(EXAMPLES / "torneo-esempio.figs", work / "torneo.figs")
    shutil.copy2(EXAMPLES / "partita-esempio.json", work / "partita.json")
    shutil.copy2(EXAMPLES / "giocatori-esempio.csv", work / "iscritti.csv")
    shutil.copy2(EXAMPLES / "parole-esempio.txt", work / "parole.txt")
    return work


def _run(step: Step, work: Path, env: dict[str, str]) -> str:
    words = shlex.split(step.command, comments=True)
    extra: dict[str, str] = {}
    while words and re.match(r"^[A-Z_]+=", words[0]):  # FIGS_ACTOR=… figs-td …
        name, value = words.pop(0).split("=", 1)
        extra[name] = value
    if words[0] == "cp":
        shutil.copy2(work / words[1], work / words[2])
        return ""
    assert words[0] == "figs-td", f"riga {step.line}: solo figs-td e cp negli esempi eseguibili"
    from figs_td.cli import is_tournament_target

    if len(words) == 1 or is_tournament_target(words[1:]):
        return ""  # opens the window: shown in the text, not run here
    done = subprocess.run(
        [sys.executable, "-m", "figs_td", *words[1:]],
        cwd=work,
        env={**env, **extra},
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )
    assert done.returncode == 0, (
        f"riga {step.line}: '{step.command}' è uscito con {done.returncode}\n{done.stderr}"
    )
    return done.stdout


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


@pytest.mark.parametrize("document", DOCUMENTS)
def test_examples_of_the_document_run(document: str, tmp_path: Path) -> None:
    steps = parse((ROOT / document).read_text(encoding="utf-8"))
    assert steps, f"{document}: nessun esempio eseguibile"
    work = _workspace(tmp_path)
    env = dict(
        os.environ,
        FIGS_TD_DATA=str(tmp_path / "dati"),
        FIGS_TD_SETTINGS_DIR=str(tmp_path / "impostazioni"),
        FIGS_ACTOR="esempio",
        COLUMNS="100",
    )
    for step in steps:
        output = _run(step, work, env)
        missing = _matches(step.expected, output)
        assert missing is None, (
            f"{document}, riga {step.line}: '{step.command}' non stampa più\n  {missing}\n"
            f"ha stampato:\n{output}"
        )


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
