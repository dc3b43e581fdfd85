"""Word-list sources: a plain list with errata overlays, or a Hunspell dictionary expanded.

Both return folded words ready for :func:`figs_td.core.lexicon.wordlist.build_index`, and fill an
:class:`~figs_td.core.lexicon.wordlist.ImportReport`.

Public API: :func:`load_plain`, :func:`load_hunspell`, :func:`find_aff`, :func:`is_hunspell`.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Iterable
from pathlib import Path

from figs_td.core.lexicon.hunspell import (
    MAX_ROOT,
    DicEntry,
    ExpansionLimits,
    expand,
    parse_aff,
    read_dic,
)
from figs_td.core.lexicon.wordlist import (
    MAX_WORD,
    ImportReport,
    ProgressFn,
    Rejection,
    apply_overlays,
    check_kept,
    is_roman_numeral,
    read_word_list,
    sorted_unique,
)
from figs_td.errors import InputError, describe_error

__all__ = ["find_aff", "is_hunspell", "load_hunspell", "load_plain"]

_ROMAN_LETTERS = frozenset("ivxlcdmIVXLCDM")
_VOWEL = re.compile("[AEIOU]")


def is_hunspell(path: str | Path) -> bool:
    """Whether ``path`` names a Hunspell dictionary (``.dic`` or ``.aff``)."""
    return Path(path).suffix.lower() in (".dic", ".aff")


def find_aff(path: str | Path) -> tuple[Path, Path]:
    """The ``(.dic, .aff)`` pair for a path naming either of them."""
    p = Path(path)
    dic, aff = p.with_suffix(".dic"), p.with_suffix(".aff")
    for f in (dic, aff):
        if not f.is_file():
            raise InputError(f"dizionario Hunspell incompleto: manca il file {f}")
    return dic, aff


def _read_overlay(path: str | Path, what: str, report: ImportReport) -> list[str]:
    sub = ImportReport()
    words = read_word_list(path, sub)
    check_kept(sub, str(path))  # an errata file is a word list too (issue 35)
    for r in sub.rejected:
        report.rejected.append(Rejection(r.line, r.text, f"{what} {Path(path).name}: {r.reason}"))
    return words


def _overlays(
    words: list[str],
    additions: Iterable[str | Path],
    removals: Iterable[str | Path],
    report: ImportReport,
) -> list[str]:
    add: list[str] = []
    rem: list[str] = []
    for f in additions:
        add += _read_overlay(f, "aggiunte", report)
    for f in removals:
        rem += _read_overlay(f, "rimozioni", report)
    if add or rem:
        words = apply_overlays(words, add, rem, report)
    report.words = len(words)
    return words


def load_plain(
    source: str | Path,
    *,
    additions: Iterable[str | Path] = (),
    removals: Iterable[str | Path] = (),
    report: ImportReport | None = None,
    progress: ProgressFn | None = None,
) -> list[str]:
    """Read a plain list and apply the overlays (files of words to add, then to remove).

    Returns the folded words, sorted, without duplicates. The list and each overlay must be
    word lists (:func:`~figs_td.core.lexicon.wordlist.check_text`, :func:`~figs_td.core.lexicon.wordlist.check_kept`):
    otherwise :class:`InputError`, and nothing is returned.
    """
    rep = report if report is not None else ImportReport()
    if progress:
        progress("lettura", 0, 0)
    words = read_word_list(source, rep)
    check_kept(rep, str(source))  # not a word list: refused before anything is built
    return _overlays(words, additions, removals, rep)


def _fold_forms(forms: list[str], report: ImportReport) -> list[str]:
    # Regolamento art. 14: single words only; tiles spell A–Z (art. 1). Forms with apostrophes,
    # hyphens, digits… are left out and counted; so are words without a vowel (abbreviations).
    normalize, combining = unicodedata.normalize, unicodedata.combining
    folded = [
        w.upper()
        if w.isascii()
        else "".join(c for c in normalize("NFD", w) if not combining(c)).upper()
        for w in forms
    ]
    letters = [w for w in folded if w.isascii() and w.isalpha()]
    fits = [w for w in letters if len(w) <= MAX_WORD]
    out = [w for w in fits if _VOWEL.search(w)]
    report.skipped["non_lettere"] = (
        report.skipped.get("non_lettere", 0) + len(folded) - len(letters)
    )
    report.skipped["troppo_lunghe"] = (
        report.skipped.get("troppo_lunghe", 0) + len(letters) - len(fits)
    )
    report.skipped["senza_vocali"] = report.skipped.get("senza_vocali", 0) + len(fits) - len(out)
    return out


def load_hunspell(
    source: str | Path,
    *,
    strict: bool = False,
    additions: Iterable[str | Path] = (),
    removals: Iterable[str | Path] = (),
    report: ImportReport | None = None,
    progress: ProgressFn | None = None,
    limits: ExpansionLimits | None = None,
    proper_names: bool = True,
) -> list[str]:
    """Expand a Hunspell dictionary into folded words (see :mod:`figs_td.core.lexicon.hunspell`).

    Returns the words sorted, without duplicates. Left out: forms with an apostrophe or another
    non-letter, words without vowels, and Roman numerals (see :func:`_drop_numerals`). ``strict``
    drops enclitic pronouns attached to past participles (Regolamento art. 22: enclitics only on
    infinitive, gerund and imperative). ``proper_names=False`` leaves out the capitalised roots
    (place and proper names, ORADEA, MILANO: Regolamento art. 14 admits the reference
    dictionary's lemmas only). Counts of what was left out go to ``report.skipped``.
    ``limits``: the bounds of the expansion (default ``hunspell.default_limits()``); a file
    beyond them is refused with :class:`~figs_td.core.lexicon.hunspell.ExpansionLimit` naming it. Each
    batch of forms is folded and freed of duplicates as it is made, which keeps memory low.
    """
    rep = report if report is not None else ImportReport()
    dic, aff_path = find_aff(source)
    try:
        aff = parse_aff(aff_path)
        entries = list(read_dic(dic, aff))
    except UnicodeDecodeError as exc:
        raise InputError(
            f"dizionario Hunspell illeggibile: {describe_error(exc, path=dic.name)}"
        ) from None
    rep.lines = len(entries)
    rep.encoding = aff.encoding
    if not proper_names:
        common = [
            e for e in entries if not e.word[:1].isupper() and e.word not in _LOWERCASE_PLACES
        ]
        rep.skipped["nomi_propri"] = len(entries) - len(common)
        entries = common
    long_roots = [e for e in entries if len(e.word) > MAX_ROOT]
    if long_roots:  # no real root is that long: its forms could never fit the board
        entries = [e for e in entries if len(e.word) <= MAX_ROOT]
        rep.skipped["radici_troppo_lunghe"] = len(long_roots)
    roman: list[DicEntry] = []
    other: list[DicEntry] = []
    for e in entries:
        (roman if _ROMAN_LETTERS.issuperset(e.word) else other).append(e)
    total = len(entries)

    def step(done: int, _total: int) -> None:
        if progress:
            progress("espansione", done, total)

    step(0, total)
    folded, forbidden = expand(
        aff,
        other,
        strict=strict,
        skip_chars="'",
        progress=step,
        total=total,
        transform=lambda batch: sorted_unique(_fold_forms(batch, rep)),
        limits=limits,
        source=dic.name,
    )
    words = sorted_unique(folded)
    del folded
    rforms, rforbidden = expand(
        aff, roman, strict=strict, skip_chars="'", limits=limits, source=dic.name
    )
    words = _drop_numerals(words, _fold_forms(rforms, rep), rep)
    banned = set(_fold_forms(sorted(forbidden | rforbidden), ImportReport()))
    if banned:
        words = [w for w in words if w not in banned]
    rep.skipped["proibite"] = len(banned)
    step(total, total)
    return _overlays(words, additions, removals, rep)


# Place names that it_IT.dic writes in lowercase (no capitalised twin): left out with the
# capitalised roots. VADUZ was a top on a real board.
_LOWERCASE_PLACES = frozenset({"vaduz"})

# Two-letter forms that read as numerals but are Italian words (pronouns, the preposition "di",
# the Greek letter "xi"): the Italian dictionary spells them only through its numeral classes.
_NUMERAL_WORDS = frozenset({"CI", "DI", "LI", "MI", "VI", "XI"})


def _drop_numerals(words: list[str], numeral_forms: list[str], report: ImportReport) -> list[str]:
    """Add the forms of roots written only with Roman-numeral letters that are not numerals.

    Decision (the issue asks to skip Roman numerals; the rules are silent): a form made from such a
    root (``x``, ``xx``, ``c``…) is a numeral when it is well formed as one (XIV, MCM); it is kept
    when another root also makes it, or when it is one of :data:`_NUMERAL_WORDS`.
    """
    extra: list[str] = []
    numerals = 0
    for w in set(numeral_forms):
        i = bisect.bisect_left(words, w)
        if i < len(words) and words[i] == w:
            continue
        if is_roman_numeral(w) and w not in _NUMERAL_WORDS:
            numerals += 1
        else:
            extra.append(w)
    report.skipped["numeri_romani"] = numerals
    return sorted_unique(words + extra) if extra else words
