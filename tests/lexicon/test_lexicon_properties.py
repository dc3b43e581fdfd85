"""Properties of folding, the index and adjudication (hypothesis, modest example counts)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from figs_td.core.game.adjudication import adjudicate
from figs_td.core.lexicon.wordlist import build_index, fold_word, lexicon_from_words, open_index

ACCENTED = "aeiouàèéìíòóùúAEIOUÀÈÉÌÒÙbcdfglmnpqrstvzjkwxy"
words = st.text(alphabet=ACCENTED, min_size=2, max_size=12)
plain = st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=2, max_size=10)


@settings(max_examples=60, deadline=None)
@given(words)
def test_fold_gives_tile_letters_and_is_idempotent(w: str) -> None:
    f = fold_word(w)
    assert f.isascii() and f.isalpha() and f.isupper()
    assert len(f) == len(w)
    assert fold_word(f) == f


@settings(max_examples=25, deadline=None)
@given(st.sets(plain, min_size=1, max_size=40), st.lists(plain, min_size=1, max_size=10))
def test_index_answers_exactly_the_list(listed: set[str], probes: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        build_index(sorted(listed), tmp, name="p", source="h", kind="plain")
        lex = open_index(Path(tmp) / "p.json")
        for w in list(listed) + probes:
            assert (w in lex) == (w in listed)


@settings(max_examples=60, deadline=None)
@given(
    st.sets(plain, min_size=1, max_size=20),
    st.lists(plain, min_size=1, max_size=6),
    st.integers(0, 400),
)
def test_move_valid_iff_every_challenged_word_is(
    listed: set[str], challenged: list[str], value: int
) -> None:
    lex = lexicon_from_words(listed, "p")
    r = adjudicate(challenged, lex, value)
    assert r.valid == all(w in listed for w in challenged)
    assert r.charged_to == ("challenger" if r.valid else "mover")
    assert r.penalty is not None and r.penalty >= 1
    # Art. 30: 20 % (invalid) or 10 % (valid) of the value, to the nearest point, at least 1.
    pct = 10 if r.valid else 20
    assert abs(r.penalty - value * pct / 100) <= 0.5 or r.penalty == 1
