"""Issue 35 §2: a word list is judged by its content.

It must be text (UTF-8 or Latin-1) without NUL bytes, and at least 95 % of its lines (not
counting blanks and ``#`` comments) must be words; otherwise ``lexicon import``, ``lexicon import
--add`` and ``check --lexicon FILE`` refuse it with exit 2 and a message naming the problem, and
nothing is stored: the data folder (indexes, records, ``current.json``: the list in use) is the
same byte for byte, and ``check CASA`` still answers with the list in use.
"""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from figs_td.cli import main

GOOD = "casa\ncane\nmela\n"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


# ------------------------------------------------------------------------------- the files


def _pdf(path: Path) -> None:
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path))
    c.drawString(100, 700, "casa")
    c.save()


def _xlsx(path: Path) -> None:
    import openpyxl

    wb = openpyxl.Workbook()
    for i, w in enumerate(("casa", "cane", "mela"), start=1):
        wb.active.cell(row=i, column=1, value=w)
    wb.save(path)


def _random(path: Path) -> None:
    path.write_bytes(random.Random(35).randbytes(20_000))


def _wal(path: Path) -> None:
    """The ``-wal`` of another tournament, copied while a connection holds it open."""
    tour = path.parent / "altro.figs"
    assert main(["new", str(tour), "--name", "Altro", "--system", "girone"]) == 0
    holder = sqlite3.connect(tour)
    try:
        holder.execute("SELECT count(*) FROM sqlite_master").fetchone()  # joins the WAL
        assert main(["players", "add", str(tour), "Rossi Mario", "--rating", "1500"]) == 0
        wal = Path(str(tour) + "-wal")
        assert wal.stat().st_size > 0
        shutil.copyfile(wal, path)
    finally:
        holder.close()
    assert path.read_bytes()[:4] in (b"\x37\x7f\x06\x82", b"\x37\x7f\x06\x83")


def _utf16(path: Path) -> None:
    path.write_bytes("casa\ncane\nmela\nperché\n".encode("utf-16"))


def _nul(path: Path) -> None:
    path.write_bytes(b"casa\ncane\nme\x00la\nrosa\n")


def _bad_lines(bad: int) -> Callable[[Path], None]:
    """100 lines (and a comment and a blank, not counted), ``bad`` of them not words."""

    def make(path: Path) -> None:
        words = [f"parol{'a' * (i % 7)}{chr(97 + i // 7)}" for i in range(100 - bad)]
        bads = [f"x{i}y" for i in range(bad)]
        lines = ["# elenco di prova", "", *words[:50], *bads, *words[50:]]
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")

    return make


REFUSED: dict[str, tuple[Callable[[Path], None], str]] = {
    "pdf": (_pdf, r"non è un elenco di parole: è un documento PDF"),
    "xlsx": (_xlsx, r"non è un elenco di parole: è un archivio compresso \(un file Excel"),
    "random": (
        _random,
        r"non è un elenco di parole: contiene byte nulli \(il primo alla riga \d+\)",
    ),
    "wal": (_wal, r"non è un elenco di parole: è il registro -wal di un database SQLite"),
    "utf16": (_utf16, r"non è un elenco di parole: è un testo UTF-16"),
    "nul": (_nul, r"non è un elenco di parole: contiene byte nulli \(il primo alla riga 3\)"),
    "6-percent": (
        _bad_lines(6),
        r"non sembra un elenco di parole: righe che non sono parole 6 su 100 \(6,0 %, al "
        r"massimo il 5 %\); la prima è la riga 53: 'x0y' \(carattere '0' non è una lettera A–Z\)",
    ),
}

COMMANDS = ("import", "import --add", "check --lexicon")


def _argv(command: str, tmp: Path, bad: Path) -> list[str]:
    good = tmp / "buona.txt"
    good.write_text(GOOD, encoding="utf-8")
    if command == "import":
        return ["lexicon", "import", str(bad), "--name", "Nuova"]
    if command == "import --add":
        return ["lexicon", "import", str(good), "--name", "Nuova", "--add", str(bad)]
    return ["check", "--lexicon", str(bad), "casa"]


@pytest.fixture
def in_use(tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, bytes]:
    """A list "Base" (CASA, ROSA) in use; returns the data folder as it is."""
    base = tmp_path / "base.txt"
    base.write_text("casa\nrosa\n", encoding="utf-8")
    code, _, err = _run(capsys, "lexicon", "import", str(base), "--name", "Base")
    assert code == 0, err
    return _snapshot(data_dir)


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("case", sorted(REFUSED))
def test_a_list_that_is_not_text_or_not_words_is_refused(
    case: str,
    command: str,
    tmp_path: Path,
    data_dir: Path,
    in_use: dict[str, bytes],
    capsys: pytest.CaptureFixture[str],
) -> None:
    make, message = REFUSED[case]
    bad = tmp_path / f"elenco-{case}.txt"
    make(bad)
    code, out, err = _run(capsys, *_argv(command, tmp_path, bad))
    assert code == 2, (out, err)
    assert err.startswith("errore:")
    assert f"'{bad}'" in err  # the file is named
    import re

    assert re.search(message, err), err
    assert _snapshot(data_dir) == in_use  # nothing stored, the list in use unchanged
    code, out, _ = _run(capsys, "check", "ROSA", "--json")
    assert code == 0 and json.loads(out)["lexicon"]["name"] == "Base"
    assert json.loads(out)["words"] == {"ROSA": True}


ACCEPTED: dict[str, tuple[Callable[[Path], None], str, int]] = {
    # perché, città and rosa in Latin-1 (é is 0xE9): 3 words
    "latin1": (lambda p: p.write_bytes("perché\ncittà\nrosa\n".encode("latin-1")), "PERCHE", 3),
    # 96 words and 4 lines that are not: 4 % of the lines dropped, kept
    "4-percent": (_bad_lines(4), "PAROLAAAAAAB", 96),
}


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("case", sorted(ACCEPTED))
def test_a_latin1_list_and_one_with_4_percent_of_bad_lines_are_accepted(
    case: str, command: str, tmp_path: Path, in_use: dict[str, bytes],
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    make, word, words = ACCEPTED[case]
    src = tmp_path / f"elenco-{case}.txt"
    make(src)
    code, out, err = _run(capsys, *_argv(command, tmp_path, src), *(["--json"]))
    assert code == 0, err
    data = json.loads(out)
    if command == "check --lexicon":
        assert data["lexicon"]["words"] == words
        code, out, _ = _run(capsys, "check", "--lexicon", str(src), word, "--json")
        assert json.loads(out)["words"] == {word: True}
        return
    assert data["words"] == words + (3 if command == "import --add" else 0)
    code, out, _ = _run(capsys, "check", word, "--json")
    assert json.loads(out)["words"] == {word: True}
    assert json.loads(out)["lexicon"]["name"] == "Nuova"


def test_the_refusal_counts_only_lines_that_should_be_words(tmp_path: Path) -> None:
    """Blanks and comments are not counted; a word longer than the board is a word (skipped
    and counted as now); a line of 61 letters or more, or of other characters, is not."""
    from figs_td.core.lexicon.wordlist import ImportReport, check_kept, read_word_list
    from figs_td.errors import InputError

    # 19 words + 1 line of 61 letters: 1 line of 20 dropped = 5 %: kept
    lines = ["#", "", *(f"casa{chr(97 + i)}" for i in range(19)), "a" * 61]
    rep = ImportReport()
    read_word_list("\n".join(lines).encode(), rep)
    assert rep.skipped == {} and [(r.line, r.text[:8]) for r in rep.rejected] == [(22, "aaaaaaaa")]
    assert "61 caratteri" in rep.rejected[0].reason
    check_kept(rep, "x.txt")  # no refusal at exactly 5 %
    # precipitevolissimevolmente (26 letters) is a word, too long for the board: not a bad line
    rep = ImportReport()
    read_word_list(b"casa\nprecipitevolissimevolmente\n", rep)
    assert rep.skipped == {"troppo_lunghe": 1} and rep.rejected == []
    check_kept(rep, "x.txt")
    # 18 words + 2 bad lines of 20: 10 %: refused
    rep = ImportReport()
    read_word_list(("\n".join(lines[2:-2]) + "\nl'uno\ndue parole\n").encode(), rep)
    with pytest.raises(InputError, match=r"righe che non sono parole 2 su 20 \(10,0 %"):
        check_kept(rep, "x.txt")


def test_the_windows_load_lexicon_leaves_the_tournament_setting_alone(
    tmp_path: Path, data_dir: Path, in_use: dict[str, bytes]
) -> None:
    """The window's "Carica lessico" (``rulings.load_tournament_lexicon``): a PDF is refused,
    the tournament keeps its list (settings ``lexicon.name``/``lexicon.sha256``), the data
    folder is unchanged."""
    from figs_td.errors import InputError
    from figs_td.services import rulings
    from figs_td.services.tournament import create_tournament

    pdf = tmp_path / "elenco.pdf"
    _pdf(pdf)
    with create_tournament(tmp_path / "t.figs", "Coppa", "girone", rounds=3, actor="t") as store:
        rulings.set_tournament_lexicon(store, "Base")
        with store.read() as tx:
            before = tx.tournament.settings()
        with pytest.raises(InputError, match="è un documento PDF"):
            rulings.load_tournament_lexicon(store, pdf, actor="t")
        with store.read() as tx:
            assert tx.tournament.settings() == before
        assert before["lexicon.name"] == "Base"
    assert _snapshot(data_dir) == in_use
