"""``word in lexicon`` and ``lexicon.contains_folded(word)``: exactly :func:`fold_word` followed by
membership in the list, on the index file and on the in-memory list.

The oracle is written here from the contract (a ``str`` is folded, then looked up; anything else
is not a word), never from the code under test: a sorted list and :mod:`bisect`.
"""

from __future__ import annotations

import bisect
import tempfile
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from figs_td.core.lexicon.wordlist import (
    Lexicon,
    build_index,
    fold_word,
    lexicon_from_words,
    open_index,
)

IT = Path("/usr/share/hunspell/it_IT.dic")
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
# What people and files give: any case, Italian accents (precomposed and decomposed), other
# Latin letters that fold to A–Z (ç, ñ, Kelvin sign, dotless i, long s), letters that fold to
# two (ß, the ligature ﬁ), apostrophes, digits, blanks (ASCII and not), NUL.
ODD = "àèéìíòóùúÀÈÉÌÒÙçñKıſßﬁ\u0300\u0301\u0308'’0 \t\xa0\x00-"
plain = st.text(alphabet=LETTERS, min_size=1, max_size=8)
anything = st.text(alphabet=LETTERS + LETTERS.lower() + ODD, max_size=10)


def member(listed: list[str], word: str) -> bool:
    i = bisect.bisect_left(listed, word)
    return i < len(listed) and listed[i] == word


def expected(listed: list[str], word: object) -> bool:
    """The contract: a ``str`` without blanks around it, folded, then looked up."""
    if not isinstance(word, str) or word != word.strip():
        return False
    return member(listed, fold_word(word))


def disguise(word: str, how: int) -> str:
    """The same word as someone might type it: folds back to ``word``."""
    if how == 0:
        return word.lower()
    if how == 1:
        return word.capitalize()
    if how == 2:  # accents on the vowels, precomposed
        return word.translate(str.maketrans("AEIOU", "ÀÈÍÓÙ"))
    if how == 3:  # the same, decomposed (NFD): a letter and a combining mark
        return unicodedata.normalize("NFD", word.lower().translate(str.maketrans("aeiou", "àéìòù")))
    return f" {word}\t"  # blanks around it: not a word (see expected)


def both(listed: list[str]) -> Iterator[Lexicon]:
    """The list as an index file (dawg2) and in memory."""
    yield lexicon_from_words(listed, "memoria")
    with tempfile.TemporaryDirectory() as tmp:
        build_index(listed, tmp, name="prova", source="h", kind="plain")
        yield open_index(Path(tmp) / "prova.json")


@settings(max_examples=80, deadline=None)
@given(
    st.sets(plain, min_size=1, max_size=30),
    st.lists(st.tuples(st.integers(0, 29), st.integers(0, 4)), max_size=10),
    st.lists(anything, max_size=15),
)
def test_lookup_is_fold_then_membership(
    words: set[str], picks: list[tuple[int, int]], others: list[str]
) -> None:
    listed = sorted(words)
    probes = [disguise(listed[i % len(listed)], how) for i, how in picks]
    probes += others + [w + "A" for w in listed[:5]] + listed
    for lex in both(listed):
        for w in probes:
            assert (w in lex) == expected(listed, w), (lex, w)
            f = fold_word(w)
            assert lex.contains_folded(f) == member(listed, f), (lex, f)


@settings(max_examples=40, deadline=None)
@given(
    st.one_of(
        st.integers(),
        st.floats(allow_nan=False),
        st.none(),
        st.booleans(),
        st.binary(max_size=6),
        st.lists(plain, max_size=2),
        st.tuples(plain),
        st.dictionaries(plain, plain, max_size=2),
        st.frozensets(plain, max_size=2),
    )
)
def test_anything_but_a_string_is_not_a_word(thing: object) -> None:
    for lex in both(["CASA", "PERCHE"]):
        assert (thing in lex) is False


def test_hand_worked_examples() -> None:
    """Values worked out by hand from the folding rules (module docstring of core.lexicon)."""
    for lex in both(["CASA", "FIORE", "PERCHE", "STRASSE"]):
        for yes in ("CASA", "casa", "Casa", "cAsA", "perché", "PERCHÉ", "perche\u0301",
                    "straße", "ﬁore", "\u0301casa"):  # fmt: skip
            assert yes in lex, (lex, yes)
        for no in ("CAS", "CASE", "CA SA", "CASA'", "'CASA", "CASA1", "C\x00ASA", "CASA\x00",
                   " casa ", "\tFIORE\n", "\xa0perché", "perché ", "", "   ", b"CASA",
                   ["CASA"], None, 1):  # fmt: skip
            assert no not in lex, (lex, no)
        assert lex.contains_folded("PERCHE") and lex.contains_folded("CASA")
        assert not lex.contains_folded("perché") and not lex.contains_folded("casa")
        assert not lex.contains_folded("CAS") and not lex.contains_folded("")


@pytest.mark.slow
@pytest.mark.skipif(not IT.is_file(), reason="hunspell-it non installato")
def test_every_form_of_hunspell_it_strict(tmp_path: Path) -> None:
    """Every form of Debian's hunspell-it (strict, about 1.5 million): found as it is, in lower
    case and with accents; a letter more or less is looked up against the list itself."""
    from figs_td.core.lexicon.sources import load_hunspell

    forms = sorted(set(load_hunspell(IT, strict=True)))
    assert len(forms) > 1_400_000
    build_index(forms, tmp_path, name="it", source=str(IT), kind="hunspell", strict=True)
    lex = open_index(tmp_path / "it.json")
    has = lex.contains_folded
    assert all([w in lex for w in forms])
    assert all([has(w) for w in forms])
    assert all([w.lower() in lex for w in forms])
    accents = str.maketrans("aeiou", "àéìòù")
    assert all([w.lower().translate(accents) in lex for w in forms[::7]])
    assert not any([has(w.lower()) for w in forms[::7]])  # not folded: not asked for
    for w in forms[::5]:
        for probe in (w + "E", w[:-1], "Q" + w, w.lower() + "à"):
            assert (probe in lex) == member(forms, fold_word(probe)), probe
