"""Every ``figs-td …`` command the README, the manual, the multi-desk guide and the reference
pages show is accepted by the program's own argument parser (same options, same order), so the
documents follow the CLI (``tests/docs/test_examples.py`` also runs the runnable ones)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = [
    ROOT / "README.md",
    ROOT / "docs" / "manuale.md",
    ROOT / "docs" / "multi-postazione.md",
    *sorted((ROOT / "docs" / "riferimento").glob("*.md")),
]


def _shell_commands(text: str) -> list[str]:
    """The ``figs-td`` lines of the ```sh blocks, continuation lines joined, comments removed."""
    out: list[str] = []
    for block in re.findall(r"```sh\n(.*?)```", text, flags=re.S):
        joined = re.sub(r"\\\n\s*", " ", block)
        for line in joined.splitlines():
            line = line.strip()
            if line.startswith("figs-td") or re.match(r"^FIGS_\w+=\S+ figs-td", line):
                out.append(_without_optional_parts(line))
    return out


def _without_optional_parts(line: str) -> str:
    """A synopsis line without its optional parts: ``figs-td log F [--limit N] [--json]`` →
    ``figs-td log F`` (brackets inside quotes are kept; nested brackets go with their group)."""
    out, depth, quote = [], 0, ""
    for ch in line:
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "\"'" and depth == 0:
            quote = ch
        elif ch == "[":
            depth += 1
            continue
        elif ch == "]" and depth:
            depth -= 1
            continue
        if depth == 0:
            out.append(ch)
    words = []
    for word in re.sub(r"\s+", " ", "".join(out)).strip().split(" "):
        if re.fullmatch(r"[A-Z]", word):  # --round R, --table T: a number
            word = "1"
        elif word == "A-B":
            word = "400-300"
        elif "|" in word and not word.startswith(("'", '"')):  # one|cumulative: the first one
            word = word.split("|")[0]
        words.append(word)
    return " ".join(words)


def _commands() -> list[tuple[str, str]]:
    found = []
    for doc in DOCS:
        for line in _shell_commands(doc.read_text(encoding="utf-8")):
            found.append((doc.name, line))
    return found


def test_the_documents_show_commands() -> None:
    names = {line.split()[1] for _, line in _commands() if len(line.split()) > 1}
    # The day of a tournament, from both documents.
    assert {"new", "players", "pair", "result", "timeloss", "check", "export", "standings"} <= names


@pytest.mark.parametrize(("doc", "line"), _commands())
def test_documented_command_parses(doc: str, line: str) -> None:
    from figs_td.cli import build_parser

    args = shlex.split(line, comments=True)
    while args and re.match(r"^[A-Z_]+=", args[0]):  # FIGS_ACTOR=… figs-td …
        args.pop(0)
    assert args[0] == "figs-td"
    args = args[1:]
    if not args or (len(args) == 1 and ("://" in args[0] or args[0].endswith(".figs"))):
        return  # no command: the window (with a tournament to open)
    parser = build_parser()
    try:
        ns = parser.parse_args(args)
    except SystemExit as exc:  # argparse refuses: the document is out of date
        pytest.fail(f"{doc}: 'figs-td {' '.join(args)}' non è accettato (uscita {exc.code})")
    assert getattr(ns, "handler", None) is not None or "--help" in args


def test_every_picture_of_the_manual_exists_and_is_used() -> None:
    text = (ROOT / "docs" / "manuale.md").read_text(encoding="utf-8")
    linked = set(re.findall(r"\]\(manual-images/([^)]+)\)", text))
    on_disk = {p.name for p in (ROOT / "docs" / "manual-images").glob("*.png")}
    assert linked, "the manual shows no picture"
    assert linked <= on_disk, f"missing pictures: {sorted(linked - on_disk)}"
    assert on_disk <= linked, f"pictures the manual does not use: {sorted(on_disk - linked)}"
