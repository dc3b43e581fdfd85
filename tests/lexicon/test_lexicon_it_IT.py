"""Against Debian's hunspell-it, when installed (skipped otherwise)."""

from __future__ import annotations

from pathlib import Path

import pytest

from figs_td.core.lexicon.hunspell import expand, parse_aff, read_dic

IT = Path("/usr/share/hunspell/it_IT.dic")
pytestmark = pytest.mark.skipif(not IT.is_file(), reason="hunspell-it non installato")


def test_sample_of_roots_expands_to_words_hunspell_accepts(hunspell_accepts) -> None:  # type: ignore[no-untyped-def]
    aff = parse_aff(IT.with_suffix(".aff"))
    entries = list(read_dic(IT, aff))[::150]  # about 640 roots spread over the alphabet
    forms, forbidden = expand(aff, entries, skip_chars="'")
    # Forms with an apostrophe are discarded by the import (and hunspell splits them there).
    words = sorted(w for w in set(forms) - forbidden if "'" not in w)
    assert len(words) > 10_000
    accepted = hunspell_accepts(IT, words)
    assert sorted(set(words) - accepted)[:20] == []


@pytest.mark.slow
def test_standin_full_build(monkeypatch: pytest.MonkeyPatch) -> None:
    """One full build of the stand-in list (strict): about 1.5 million words of at most 15
    letters (the forms longer than the board, about half a million, are skipped and counted)."""
    from figs_td.services.lexicon import lists as lexicons

    monkeypatch.setenv("FIGS_TD_HUNSPELL_IT", str(IT))
    lex = lexicons.open_lexicon()
    assert lex.info.label == lexicons.STANDIN_LABEL and not lex.info.official
    assert 1_450_000 < lex.info.words < 1_600_000
    assert lex.info.report["skipped"]["troppo_lunghe"] > 400_000
    assert "PRECIPITEVOLISSIMEVOLMENTE" not in lex  # 26 letters: cannot be played
    for w in ("PERCHE", "CITTA", "AMARLO", "AMANDOLO", "DIMMELO", "DI", "MI", "ACQUA"):
        assert w in lex, w
    for w in ("AMATOLO", "FATTOLO", "XIV", "LALBERO", "CD", "ORADEA", "MILANO", "VADUZ"):
        assert w not in lex, w
