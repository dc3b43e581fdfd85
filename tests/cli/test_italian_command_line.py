"""A command line in Italian (issue 39 §2): Italian names for documents and values (the English
ones kept), Italian words for commands, ``standings --round``, Italian placeholders, ``log`` in
Italian lines, the columns of ``players import``, ``bootstrap.py`` and a missing display said in
Italian, and the grammar of the messages."""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from figs_td.cli import build_parser, main
from figs_td.reports.catalog import DOCUMENTS

ROOT = Path(__file__).resolve().parents[2]


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:  # argparse's usage errors
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def event(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """Three players, round 1 paired by rating: Alberti Anna, the lowest, has the bye."""
    f = tmp_path / "t.figs"
    assert _run(capsys, "new", str(f), "--name", "Prova", "--system", "svizzero",
                "--rounds", "2")[0] == 0  # fmt: skip
    for name, rating in (("Rossi Mario", "1800"), ("Bianchi Luca", "1700"),
                         ("Alberti Anna", "1500")):  # fmt: skip
        assert _run(capsys, "players", "add", str(f), name, "--rating", rating)[0] == 0
    code, out, err = _run(capsys, "pair", str(f), "--draw", "rating")
    assert code == 0, err
    return f


def _subparser(*path: str) -> argparse.ArgumentParser:
    parser: argparse.ArgumentParser = build_parser()
    for name in path:
        (action,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        parser = action.choices[name]
    return parser


def test_documents_have_italian_names_shown_first_and_english_ones_still_work(
    event: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from figs_td.reports.catalog import ITALIAN_NAMES

    assert sorted(ITALIAN_NAMES.values()) == sorted(DOCUMENTS)  # one Italian name each
    help_text = " ".join(_subparser("export").format_help().split())
    assert "DOCUMENTO" in help_text and " DOC " not in help_text
    assert help_text.index("classifica") < help_text.index("standings")
    assert help_text.index("abbinamenti") < help_text.index("pairings")
    for name in ("classifica", "abbinamenti", "tabellone", "standings"):
        code, out, err = _run(capsys, "export", str(event), name, "-o", str(tmp_path / f"{name}.pdf"))
        assert code == 0, err
        assert out.startswith(f"scritto {tmp_path / name}.pdf")
    code, _, err = _run(capsys, "export", str(event), "classifca", "-o", str(tmp_path / "x.pdf"))
    assert code == 2 and "forse intendevi: classifica" in err


def test_result_kinds_in_italian_by_both_readers(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the quick reader (plain line) and argparse (an abbreviated option) give the same kind
    code, out, err = _run(capsys, "result", str(event), "--round", "1", "--table", "1",
                          "--score", "400-0", "--kind", "tavolino", "--json")  # fmt: skip
    assert code == 0, err and json.loads(out)["kind"] == "forfeit"
    code, out, err = _run(capsys, "result", str(event), "--round", "1", "--table", "1",
                          "--score", "400-300", "--kind=normale", "--force", "--json")  # fmt: skip
    assert code == 0, err
    assert json.loads(out)["kind"] == "normal"
    code, _, err = _run(capsys, "result", str(event), "--round", "1", "--table", "1",
                        "--score", "400-300", "--kind", "doppio", "--force")  # fmt: skip
    assert code == 2 and "'normale', 'tavolino', 'doppio-tavolino', 'tempo'" in err


@pytest.mark.parametrize(
    ("word", "meant"),
    [
        ("nuovo", "new"),
        ("abbina", "pair"),
        ("classifica", "standings"),
        ("turno", "pair, pairings"),
        ("giocatori", "players"),  # not "categories"
        ("stampa", "export"),  # not "swap"
    ],
)
def test_italian_words_for_commands_suggest_the_command(
    word: str, meant: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = _run(capsys, word, "t.figs")
    assert code == 2
    assert f"il comando '{word}' non esiste\nforse intendevi: {meant}?" in err


def test_standings_round_is_after_round(event: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _run(capsys, "result", str(event), "--round", "1", "--table", "1", "--score", "400-300")
    code, by_round, err = _run(capsys, "standings", str(event), "--round", "1")
    assert code == 0, err
    assert by_round == _run(capsys, "standings", str(event), "--after-round", "1")[1]
    assert by_round.splitlines()[0] == "Classifica dopo il turno 1"
    # argparse reads it the same (an option written --round=1 goes to argparse)
    assert _run(capsys, "standings", str(event), "--round=1")[1] == by_round


#: English placeholders the help showed before issue 39.
ENGLISH = {
    "NAME", "OUT", "OUT.pdf", "OUT.xlsx", "SRC", "SRC.t", "DEST", "DEST.figs", "DEST.t",
    "ROUNDS", "ROUND", "TABLE", "SEED", "PROFILE", "GAME", "GAMES", "MOVE", "MOVES", "OTHERS",
    "SCORE", "FIRST", "PLAYER", "RACK", "LEXICON", "LIMIT", "CLUB", "PORT", "HOST", "ZIP",
    "DOC", "DIR", "KEY", "ARCHIVE", "DECLARED", "WARNINGS", "WARNING_FROM", "WARNING_PENALTY",
    "UNTIL_MOVE", "SOLO_BONUS", "SOLO_MIN_PLAYERS", "MIN_VOWELS", "MIN_CONSONANTS",
    "LATER_VOWELS", "LATER_CONSONANTS", "score_a", "score_b", "move_value",
}  # fmt: skip


def _placeholders(parser: argparse.ArgumentParser, path: str = "") -> list[tuple[str, str]]:
    out = []
    for a in parser._actions:
        if isinstance(a, argparse._SubParsersAction):
            for name, sub in a.choices.items():
                out += _placeholders(sub, f"{path} {name}")
            continue
        if a.nargs == 0 or a.choices is not None:
            continue
        formatter = parser._get_formatter()
        shown = formatter._metavar_formatter(a, a.dest.upper() if a.option_strings else a.dest)
        for word in shown(2 if isinstance(a.metavar, tuple) else 1):
            out += [(f"{path} {a.option_strings[:1] or a.dest}", w) for w in str(word).split()]
    return out


def test_no_english_placeholder_in_any_help() -> None:
    english = [(where, w) for where, w in _placeholders(build_parser()) if w.strip("[]") in ENGLISH]
    assert english == []
    help_text = _subparser("new").format_help()
    assert "--name NOME" in help_text and "--rounds TURNI" in help_text


def test_log_prints_italian_lines_and_json_with_json(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _run(capsys, "result", str(event), "--round", "1", "--table", "1", "--score", "400-300")
    code, out, _ = _run(capsys, "log", str(event))
    assert code == 0
    last = out.splitlines()[-1]
    assert last.endswith(
        "risultato inserito: Turno 1, tavolo 1 (Rossi Mario – Bianchi Luca): risultato 400–300"
    )
    assert "result.enter" not in out and "{" not in out
    code, out, _ = _run(capsys, "log", str(event), "--json")
    entries = json.loads(out)
    assert entries[-1]["action"] == "result.enter" and entries[-1]["key"] == "1/1"


def test_players_import_help_names_the_columns() -> None:
    text = " ".join(_subparser("players", "import").format_help().split())
    for column in ("cognome", "nome", "giocatore", "rating", "circolo", "tessera"):
        assert column in text, column


def _bootstrap():  # noqa: ANN202
    spec = importlib.util.spec_from_file_location("bootstrap_under_test", ROOT / "bootstrap.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def test_bootstrap_alone_prints_its_usage_in_italian() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "bootstrap.py")], capture_output=True, text=True, check=False
    )
    assert done.returncode == 2
    assert done.stdout.startswith("Uso: python3 bootstrap.py COMANDO")
    assert "prepara l'ambiente" in done.stdout and "Set up" not in done.stdout


def test_bootstrap_without_a_connection_says_so_in_italian(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    boot = _bootstrap()
    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    (venv / "bin" / "python").write_text("")
    monkeypatch.setattr(boot, "VENV", venv)
    monkeypatch.setattr(boot, "PY", venv / "bin" / "python")
    calls = []

    def pip_offline(cmd: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
        calls.append(cmd)
        print("ERROR: Could not find a version that satisfies the requirement", file=kw["stdout"])  # type: ignore[arg-type]
        return subprocess.CompletedProcess(cmd, 1)

    monkeypatch.setattr(boot.subprocess, "run", pip_offline)
    monkeypatch.setattr(boot.subprocess, "call", lambda *a, **k: pytest.fail("app started"))
    assert boot.main(["app"]) == 1
    err = capsys.readouterr().err
    assert calls and calls[0][1:4] == ["-m", "pip", "install"]
    assert err.startswith("errore: non sono riuscito a scaricare e installare le dipendenze")
    assert "serve una connessione a Internet" in err and "Traceback" not in err
    assert "Could not find" in (venv / "installazione.log").read_text()
    assert not list(venv.glob(".figs-installed-*"))  # tried again next time


def test_no_display_is_said_in_italian_before_qt() -> None:
    from figs_td.cli import no_display_problem

    assert no_display_problem({}, "linux") is not None
    assert no_display_problem({"DISPLAY": ":0"}, "linux") is None
    assert no_display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert no_display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert no_display_problem({}, "win32") is None
    env = {k: v for k, v in __import__("os").environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}  # fmt: skip
    code = (
        "import sys; from figs_td.cli import main; status = main(['torneo.figs']); "
        "print('PySide6' in sys.modules, status)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=False
    )
    assert done.stdout.split() == ["False", "1"]
    assert done.stderr.startswith("errore: non c'è uno schermo su cui aprire la finestra")
    assert "figs-td --help" in done.stderr


def test_grammar_of_the_bye_and_of_a_result_already_there(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = _run(capsys, "repair", str(event), "--round", "1")  # the same by rating
    assert code == 0
    assert "nota: Riposo ad Alberti Anna: il giocatore in fondo" in out
    assert "Riposo a Alberti" not in out
    _run(capsys, "result", str(event), "--round", "1", "--table", "1", "--score", "400-300")
    code, _, err = _run(capsys, "result", str(event), "--round", "1", "--table", "1",
                        "--score", "410-300")  # fmt: skip
    # the first result typed is not "versione 2": the game's version is only in --version
    assert code == 2 and "(versione" not in err
    assert "c'è già il risultato 400-300 (inserito da " in err and "(--version 2)" in err
