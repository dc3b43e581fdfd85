"""Plain word lists: folding, rejections with line numbers, duplicates, overlays, the index."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from figs_td.core.lexicon.sources import load_plain
from figs_td.core.lexicon.wordlist import (
    ImportReport,
    apply_overlays,
    build_index,
    fold_word,
    is_roman_numeral,
    list_checksum,
    normalise_word,
    open_index,
    read_word_list,
)
from figs_td.errors import InputError


@pytest.mark.parametrize(
    ("raw", "folded"),
    [
        ("perché", "PERCHE"),
        ("città", "CITTA"),
        ("Perché", "PERCHE"),
        ("PERCHÉ", "PERCHE"),
        ("perche\u0301", "PERCHE"),  # already decomposed (e + combining acute)
        ("  ùltimo ", "ULTIMO"),
        ("naïf", "NAIF"),
        ("casa", "CASA"),
    ],
)
def test_fold(raw: str, folded: str) -> None:
    assert fold_word(raw) == folded
    assert normalise_word(raw) == folded


@pytest.mark.parametrize("raw", ["l'albero", "co-op", "abc1", "due parole", ""])
def test_normalise_rejects(raw: str) -> None:
    with pytest.raises(InputError):
        normalise_word(raw)


def test_read_list_reports_rejections_with_line_numbers() -> None:
    text = "# lista di prova\ncasa\n\nperché\nl'albero\nCASA\ncasa\ndue parole\nzoo7\nrè\n"
    rep = ImportReport()
    words = read_word_list(text.encode("utf-8"), rep)
    assert words == ["CASA", "PERCHE", "RE"]
    assert [(r.line, r.text) for r in rep.rejected] == [
        (5, "l'albero"),
        (8, "due parole"),
        (9, "zoo7"),
    ]
    assert "più di una parola" in rep.rejected[1].reason
    assert "'7'" in rep.rejected[2].reason
    assert rep.duplicates == 2  # CASA twice more
    assert rep.comments == 1 and rep.blanks == 1
    assert rep.lines == 10 and rep.words == 3
    assert rep.encoding == "utf-8"


def test_latin1_fallback() -> None:
    rep = ImportReport()
    words = read_word_list("perché\ncittà\n".encode("latin-1"), rep)
    assert words == ["CITTA", "PERCHE"]
    assert rep.encoding == "latin-1"


def test_utf8_bom_and_crlf() -> None:
    words = read_word_list("\ufeffcasa\r\nperché\r\n".encode())
    assert words == ["CASA", "PERCHE"]


def test_overlays(tmp_path: Path) -> None:
    base = tmp_path / "base.txt"
    base.write_text("casa\ncaso\ncasi\n", encoding="utf-8")
    add = tmp_path / "add.txt"
    add.write_text("perché\ncasa\n", encoding="utf-8")
    rem = tmp_path / "rem.txt"
    rem.write_text("caso\nnonce\n", encoding="utf-8")
    rep = ImportReport()
    words = load_plain(base, additions=[add], removals=[rem], report=rep)
    assert words == ["CASA", "CASI", "PERCHE"]
    assert rep.additions == 1  # CASA was already there
    assert rep.removals == 1  # NONCE was not
    assert rep.words == 3


def test_apply_overlays_removal_wins() -> None:
    assert apply_overlays(["A", "B"], ["C"], ["C", "A"]) == ["B"]


def test_overlay_rejections_are_reported(tmp_path: Path) -> None:
    base = tmp_path / "base.txt"
    base.write_text("casa\n", encoding="utf-8")
    add = tmp_path / "errata.txt"
    # 20 words and a line that is not one: within the 5 % a word list may have (issue 35)
    more = "".join(f"cos{a}{b}\n" for a in "aeiou" for b in "lmn") + "zio\nzia\nzie\nzii\nzoo\n"
    add.write_text("cosa\nc0sa\n" + more, encoding="utf-8")
    rep = ImportReport()
    load_plain(base, additions=[add], report=rep)
    assert len(rep.rejected) == 1
    assert rep.rejected[0].line == 2 and "errata.txt" in rep.rejected[0].reason


def test_checksum_is_sha256_of_sorted_lines() -> None:
    expected = hashlib.sha256(b"CASA\nCASI\nPERCHE\n").hexdigest()
    assert list_checksum(["CASA", "CASI", "PERCHE"]) == expected


def test_roman_numerals() -> None:
    for w in ("XIV", "MCMLXXX", "IX", "DI", "MI"):
        assert is_roman_numeral(w)
    for w in ("IIII", "IL", "VIDI", "MICI", "CASA", ""):
        assert not is_roman_numeral(w)


def test_index_build_open_and_lookup(tmp_path: Path) -> None:
    info = build_index(
        ["PERCHE", "CASA", "CASI", "CASA"], tmp_path, name="Prova 1", source="x", kind="plain"
    )
    assert info.words == 3
    assert info.sha256 == hashlib.sha256(b"CASA\nCASI\nPERCHE\n").hexdigest()
    meta = tmp_path / "prova-1.json"
    assert json.loads(meta.read_text())["sha256"] == info.sha256
    lex = open_index(meta)
    assert "perché" in lex and "CASA" in lex and "casi" in lex
    assert "CAS" not in lex and "CASAS" not in lex and "" not in lex
    assert len(lex) == 3 and lex.info.name == "Prova 1"


def test_rebuild_replaces_index_atomically(tmp_path: Path) -> None:
    first = build_index(["CASA"], tmp_path, name="Lista", source="a", kind="plain")
    second = build_index(["CASA", "CASO"], tmp_path, name="Lista", source="b", kind="plain")
    assert first.index_file != second.index_file
    assert not (tmp_path / first.index_file).exists()  # old index removed after the switch
    assert (tmp_path / second.index_file).exists()
    assert "CASO" in open_index(tmp_path / "lista.json")
    assert not list(tmp_path.glob("*.tmp"))


def test_damaged_index_is_an_input_error(tmp_path: Path) -> None:
    info = build_index(["CASA"], tmp_path, name="Lista", source="a", kind="plain")
    (tmp_path / info.index_file).write_bytes(b"not a dawg")
    with pytest.raises(InputError, match="danneggiato"):
        open_index(tmp_path / "lista.json")
    (tmp_path / "lista.json").write_text("{", encoding="utf-8")
    with pytest.raises(InputError, match="illeggibile"):
        open_index(tmp_path / "lista.json")


def test_missing_index_is_an_input_error(tmp_path: Path) -> None:
    info = build_index(["CASA"], tmp_path, name="Lista", source="a", kind="plain")
    (tmp_path / info.index_file).unlink()
    with pytest.raises(InputError, match="mancante"):
        open_index(tmp_path / "lista.json")
