"""Hunspell expansion: the hand-written fixture expands to the forms Hunspell accepts."""

from __future__ import annotations

from pathlib import Path

import pytest

from figs_td.core.lexicon.hunspell import expand, parse_aff, read_dic
from figs_td.core.lexicon.sources import load_hunspell
from figs_td.core.lexicon.wordlist import ImportReport

# Worked out by hand from mini.aff/mini.dic (hunspell(5)): amare/VR gives the root, the four V
# suffixes (amo, amando, amato, amarlo), the twofold P suffixes on "amato" (continuation class of
# "to/P"), and with the cross-product prefix R ("ri") all of these again. fatto/P: the root and
# the eight P suffixes. cant/N!: NEEDAFFIX, so only canto and cantare. amo/* is FORBIDDENWORD:
# "amo" is removed although amare makes it (riamo stays).
PARTICIPLE_ENCLITICS = ["lo", "ali", "mi", "ne", "si"]  # appended to amat-/fatt- (o kept or not)
AMARE = ["amare", "amando", "amato", "amarlo", "amata", "amati", "amate"]
AMARE_ENCLITIC = ["amatolo", "amatali", "amatomi", "amatone", "amatosi"]
FATTO = ["fatto", "fatta", "fatti", "fatte"]
FATTO_ENCLITIC = ["fattolo", "fattali", "fattomi", "fattone", "fattosi"]
EXPECTED = set(
    AMARE
    + AMARE_ENCLITIC
    + ["ri" + w for w in AMARE + AMARE_ENCLITIC]
    + ["riamo"]
    + FATTO
    + FATTO_ENCLITIC
    + ["canto", "cantare", "perché", "città", "brr", "xiv", "anch'io"]
)


def _forms(dic: Path, strict: bool = False) -> set[str]:
    aff = parse_aff(dic.with_suffix(".aff"))
    forms, forbidden = expand(aff, read_dic(dic, aff), strict=strict)
    return set(forms) - forbidden


def test_mini_expands_as_worked_out_by_hand(mini: Path) -> None:
    assert _forms(mini) == EXPECTED


def test_forbidden_and_needaffix(mini: Path) -> None:
    forms = _forms(mini)
    assert "amo" not in forms and "riamo" in forms
    assert "cant" not in forms and "canto" in forms


def test_strict_drops_enclitics_on_participles_only(mini: Path) -> None:
    # Regolamento art. 22: enclitics on infinitive, gerund, imperative only.
    strict = _forms(mini, strict=True)
    dropped = set(AMARE_ENCLITIC + FATTO_ENCLITIC + ["ri" + w for w in AMARE_ENCLITIC])
    assert strict == EXPECTED - dropped
    assert "amarlo" in strict and "riamarlo" in strict  # infinitive + lo stays


def test_mini_agrees_with_hunspell(mini: Path, hunspell_accepts) -> None:  # type: ignore[no-untyped-def]
    candidates = sorted(EXPECTED - {"anch'io"}) + ["amo", "cant", "rifatto", "amatoa", "ricanto"]
    accepted = hunspell_accepts(mini, candidates)
    assert accepted == EXPECTED - {"anch'io"}


def test_load_hunspell_folds_and_filters(mini: Path) -> None:
    rep = ImportReport()
    words = load_hunspell(mini, report=rep)
    assert words == sorted(words)
    assert "PERCHE" in words and "CITTA" in words and "RIAMATOSI" in words
    assert "BRR" not in words  # no vowel
    assert "XIV" not in words  # Roman numeral
    assert not any("'" in w for w in words)
    assert rep.skipped["senza_vocali"] == 1 and rep.skipped["numeri_romani"] == 1
    assert len(words) == len(EXPECTED) - 3


def test_load_hunspell_strict(mini: Path) -> None:
    words = load_hunspell(mini, strict=True)
    assert "FATTOLO" not in words and "FATTA" in words and "AMARLO" in words


def _write(tmp_path: Path, name: str, aff: str, dic: str) -> Path:
    (tmp_path / f"{name}.aff").write_text(aff, encoding="utf-8")
    (tmp_path / f"{name}.dic").write_text(dic, encoding="utf-8")
    return tmp_path / f"{name}.dic"


LONG_AFF = """SET UTF-8
FLAG long
AF 2
AF Aa
AF AaPp
SFX Aa Y 2
SFX Aa o i o
SFX Aa o a o
PFX Pp Y 1
PFX Pp 0 stra .
"""
NUM_AFF = """SET UTF-8
FLAG num
SFX 101 Y 2
SFX 101 o i o
SFX 101 o a o
PFX 7 Y 1
PFX 7 0 stra .
"""
NUM_AF_AFF = """SET UTF-8
FLAG num
AF 2
AF 101
AF 101,7
SFX 101 Y 2
SFX 101 o i o
SFX 101 o a o
PFX 7 Y 1
PFX 7 0 stra .
"""
UTF8_AFF = """SET UTF-8
FLAG UTF-8
SFX à Y 2
SFX à o i o
SFX à o a o
PFX è Y 1
PFX è 0 stra .
"""


@pytest.mark.parametrize(
    ("aff", "dic"),
    [
        (LONG_AFF, "2\nbello/1\nbuono/2\n"),
        (NUM_AFF, "2\nbello/101\nbuono/101,7\n"),
        (NUM_AF_AFF, "2\nbello/1\nbuono/2\n"),
        (UTF8_AFF, "2\nbello/à\nbuono/àè\n"),
    ],
    ids=["long+AF", "num", "num+AF", "UTF-8"],
)
def test_flag_types(tmp_path: Path, aff: str, dic: str) -> None:
    path = _write(tmp_path, "flags", aff, dic)
    base = {"bello", "belli", "bella", "buono", "buoni", "buona"}
    assert _forms(path) == base | {"strabuono", "strabuoni", "strabuona"}


def test_default_flags_are_bytes(tmp_path: Path, hunspell_accepts) -> None:  # type: ignore[no-untyped-def]
    # Without FLAG, a flag is one byte: "À" in a UTF-8 file names the class of its first byte.
    aff = "SET UTF-8\nSFX À Y 1\nSFX À o i o\n"
    path = _write(tmp_path, "bytes", aff, "1\nbello/À\n")
    assert _forms(path) == {"bello", "belli"}
    assert hunspell_accepts(path, ["bello", "belli", "bella"]) == {"bello", "belli"}


def test_condition_strip_and_cross_product(tmp_path: Path, hunspell_accepts) -> None:  # type: ignore[no-untyped-def]
    aff = (
        "SET UTF-8\n"
        "SFX S N 2\nSFX S co chi co\nSFX S o i [^c]o\n"
        "SFX C Y 1\nSFX C o ini o\n"
        "PFX P Y 1\nPFX P 0 s .\n"
    )
    dic = "3\nfuoco/S\ngatto/SP\nposto/CP\n"
    path = _write(tmp_path, "cond", aff, dic)
    # S is not a cross product: "sgatti" must not exist; C is: "spostini" exists.
    expected = {"fuoco", "fuochi", "gatto", "gatti", "sgatto", "posto", "postini", "sposto"}
    expected |= {"spostini"}
    assert _forms(path) == expected
    cands = sorted(expected | {"sgatti", "fuoci", "gattini"})
    assert hunspell_accepts(path, cands) == expected


def test_latin1_dictionary(tmp_path: Path) -> None:
    (tmp_path / "l1.aff").write_bytes(b"SET ISO8859-1\nSFX A Y 1\nSFX A \xe0 e \xe0\n")
    (tmp_path / "l1.dic").write_bytes(b"1\ncitt\xe0/A\n")
    assert _forms(tmp_path / "l1.dic") == {"città", "citte"}


def test_malformed_aff_names_the_line(tmp_path: Path) -> None:
    path = _write(tmp_path, "bad", "SET UTF-8\nSFX A Y 1\nSFX A o i [io\n", "1\ngatto/A\n")
    with pytest.raises(ValueError, match="riga 3"):
        parse_aff(path.with_suffix(".aff"))


CONT_AFF = """SET UTF-8
NEEDAFFIX !
CIRCUMFIX @
SFX A Y 1
SFX A 0 zion/!B .
SFX B Y 1
SFX B 0 e .
PFX P Y 1
PFX P 0 in/@ .
SFX C Y 1
SFX C 0 ato/@ .
PFX D Y 1
PFX D 0 ri/E .
SFX E Y 1
SFX E 0 mo .
"""


def test_continuation_needaffix_and_circumfix(tmp_path: Path, hunspell_accepts) -> None:  # type: ignore[no-untyped-def]
    # nazion needs its second suffix (NEEDAFFIX in the continuation); "ato" is a CIRCUMFIX
    # suffix, valid only with its prefix; the prefix "ri" allows suffix E through its
    # continuation class although the root does not carry E.
    path = _write(tmp_path, "cont", CONT_AFF, "3\nna/A\nbuon/PC\nfa/D\n")
    expected = {"na", "nazione", "buon", "inbuon", "inbuonato", "fa", "rifa", "rifamo"}
    assert _forms(path) == expected
    cands = sorted(expected | {"nazion", "nae", "buonato", "famo"})
    assert hunspell_accepts(path, cands) == expected
