"""Hunspell dictionaries (``.dic`` + ``.aff``) expanded into plain word forms, in pure Python.

The expansion follows the rules of ``hunspell(5)`` as the Hunspell library applies them when it
checks a word, so that the forms produced are exactly the words Hunspell accepts:

- flags: one byte each (default), ``FLAG long`` (two bytes), ``FLAG num`` (comma-separated numbers)
  or ``FLAG UTF-8`` (one character each); aliases ``AF`` (and ``AM``, morphology, ignored);
- ``PFX``/``SFX`` entries with strip, add and condition; a suffix is applied when the word ends with
  the strip string and matches the condition (a prefix: at the start), and never strips the whole
  word unless ``FULLSTRIP``;
- cross products (``Y``): a prefix and a suffix together; continuation classes: a second suffix on
  a suffixed form (twofold suffixes), a suffix allowed by a prefix's continuation, a prefix allowed
  by a suffix's continuation;
- ``NEEDAFFIX`` (``PSEUDOROOT``) and ``ONLYINCOMPOUND`` forms never stand alone; ``CIRCUMFIX``
  affixes only in pairs; ``FORBIDDENWORD`` entries are removed from the result; ``IGNORE``
  characters are deleted. Compounding, ``ICONV``/``OCONV`` and morphology are not needed for a
  word list and are not implemented.

Public API: :func:`parse_aff`, :func:`read_dic`, :func:`expand`, :class:`AffixFile`,
:class:`AffixEntry`, :class:`DicEntry`, :func:`is_participle_enclitic_class`.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from figs_td.core.lexicon.hunspell_limits import Budget, ExpansionLimit, ExpansionLimits
from figs_td.errors import InputError

__all__ = [
    "AffixEntry",
    "AffixFile",
    "DicEntry",
    "ENCLITIC_RE",
    "ExpansionLimit",
    "ExpansionLimits",
    "MAX_FORMS",
    "MAX_FORMS_PER_ROOT",
    "MAX_MEMORY_MB",
    "default_limits",
    "expand",
    "parse_aff",
    "read_dic",
]

# Regolamento, appendice "Forme verbali enclitiche" (art. 22-23): one or two particles.
_SINGLE = "mi|ti|ci|vi|si|gli|lo|li|la|le|ne"
_DOUBLE = "(?:me|te|ce|ve|se|glie)(?:lo|li|la|le|ne)|(?:mi|ti|gli|le|ci|vi)(?:ci|si)"
#: A suffix made of one or two enclitic pronouns (appendix table of the Regolamento).
ENCLITIC_RE = re.compile(f"(?:{_DOUBLE}|{_SINGLE})")
_PARTICIPLE_ENCLITIC = re.compile(f"(?:{_DOUBLE}|{_SINGLE})")
_PARTICIPLE_ENDINGS = ("to", "so")

ProgressFn = Callable[[int, int], None]

#: Forms one root may make: the Italian dictionary's largest makes 12,566 (``cento``).
MAX_FORMS_PER_ROOT = 100_000
#: Forms a whole dictionary may make before folding: the Italian one makes 3,341,162 (full;
#: 2,014,037 strict), so 1.5 times that.
MAX_FORMS = 5_000_000
#: Memory the forms kept during the expansion may take (estimated, see
#: :mod:`figs_td.core.lexicon.hunspell_limits`): the Italian dictionary's take 160 MB (full; 100 MB
#: strict; the whole import's peak is about 280 MB).
MAX_MEMORY_MB = 256
#: Longest root read from a ``.dic`` (the Italian dictionary's longest has 42 characters).
MAX_ROOT = 60
#: Largest ``.aff`` and ``.dic`` files read (the Italian ones: 70 KB and 1.3 MB).
MAX_AFF_BYTES = 4 * 1024 * 1024
MAX_DIC_BYTES = 64 * 1024 * 1024


def default_limits() -> ExpansionLimits:
    """The bounds of an expansion (this module's constants, read when called)."""
    return ExpansionLimits(forms=MAX_FORMS, memory_mb=MAX_MEMORY_MB, per_root=MAX_FORMS_PER_ROOT)


@dataclass(frozen=True, slots=True)
class AffixEntry:
    """One line of a ``PFX``/``SFX`` class."""

    is_prefix: bool
    flag: str
    cross: bool  # cross product with affixes of the other kind (``Y``)
    strip: str
    add: str
    cont: frozenset[str]  # continuation classes
    condition: str  # as written; "." matches anything
    cond_len: int  # number of characters the condition spans
    pattern: re.Pattern[str] | None  # None when the condition is "."
    participle_enclitic: bool = False  # strict variant: enclitic on a past participle

    def applies(self, word: str, fullstrip: bool = False) -> bool:
        """Whether this affix may be applied to ``word`` (strip, condition, no empty stem)."""
        if len(word) < self.cond_len:
            return False
        if self.is_prefix:
            if not word.startswith(self.strip):
                return False
        elif not word.endswith(self.strip):
            return False
        if len(word) - len(self.strip) <= 0 and not fullstrip:
            return False
        return self.pattern is None or self.pattern.search(word) is not None

    def apply(self, word: str) -> str:
        if self.is_prefix:
            return self.add + word[len(self.strip) :]
        return (word[: len(word) - len(self.strip)] if self.strip else word) + self.add


@dataclass
class AffixFile:
    """The parts of an ``.aff`` file that decide which words exist."""

    encoding: str = "ISO8859-1"
    flag_mode: str = "char"  # char | long | num | UTF-8
    prefixes: dict[str, list[AffixEntry]] = field(default_factory=dict)
    suffixes: dict[str, list[AffixEntry]] = field(default_factory=dict)
    aliases: list[frozenset[str]] = field(default_factory=list)  # AF, numbered from 1
    needaffix: str | None = None
    onlyincompound: str | None = None
    forbiddenword: str | None = None
    circumfix: str | None = None
    ignore: str = ""
    fullstrip: bool = False

    def split_flags(self, text: str) -> frozenset[str]:
        """The flags of a ``/flags`` field (of the dictionary or of a continuation class)."""
        if self.aliases and text.isdigit():
            n = int(text)
            if 1 <= n <= len(self.aliases):
                return self.aliases[n - 1]
            raise ValueError(f"alias di flag AF {n} inesistente")
        return frozenset(self._decode_flags(text))

    def _decode_flags(self, text: str) -> list[str]:
        if self.flag_mode == "num":
            return [f.strip() for f in text.split(",") if f.strip()]
        if self.flag_mode == "UTF-8":
            return list(text)
        raw = _byte_view(text, self.encoding)
        if self.flag_mode == "long":
            return [raw[i : i + 2] for i in range(0, len(raw), 2)]
        return list(raw)

    def class_flag(self, token: str) -> str:
        """The flag naming a ``PFX``/``SFX`` class (Hunspell decodes only its first flag)."""
        if self.flag_mode in ("num", "UTF-8"):
            return self._decode_flags(token)[0]
        raw = _byte_view(token, self.encoding)
        return raw[:2] if self.flag_mode == "long" else raw[:1]


def _byte_view(text: str, encoding: str) -> str:
    # Hunspell's default flags are bytes: with SET UTF-8 a non-ASCII flag is several flags.
    if text.isascii() or not _is_utf8(encoding):
        return text
    return text.encode("utf-8").decode("latin-1")


def _is_utf8(encoding: str) -> bool:
    return encoding.replace("-", "").replace("_", "").lower() == "utf8"


def _python_encoding(name: str) -> str:
    if _is_utf8(name):
        return "utf-8"
    name = name.replace("microsoft-", "").replace("MICROSOFT-", "")
    try:
        return codecs.lookup(name).name
    except LookupError:
        return "latin-1"


def _compile_condition(cond: str, is_prefix: bool) -> tuple[re.Pattern[str] | None, int]:
    if cond == ".":
        return None, 0
    parts: list[str] = []
    i = 0
    while i < len(cond):
        c = cond[i]
        if c == "[":
            j = cond.find("]", i + 1)
            if j < 0:
                raise ValueError(f"condizione di affisso malformata: {cond!r}")
            body = cond[i + 1 : j]
            neg = body.startswith("^")
            chars = body[1:] if neg else body
            parts.append("[" + ("^" if neg else "") + re.escape(chars) + "]")
            i = j + 1
        elif c == ".":
            parts.append(".")
            i += 1
        else:
            parts.append(re.escape(c))
            i += 1
    body = "".join(parts)
    pattern = re.compile("^" + body if is_prefix else body + "$")
    return pattern, len(parts)


def _read_limited(path: Path, limit: int) -> bytes:
    from figs_td import pathguard

    size = path.stat().st_size
    if size > limit:
        raise InputError(
            f"{path.name}: file troppo grande per un dizionario Hunspell "
            f"({size // 1024} KB, al massimo {limit // 1024} KB)"
        )
    return pathguard.read_bytes(path, "hunspell", limit=limit)


def _decode_file(path: Path, encoding: str) -> str:
    limit = MAX_AFF_BYTES if path.suffix.lower() == ".aff" else MAX_DIC_BYTES
    data = _read_limited(path, limit)
    try:
        return data.decode(encoding)
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _sniff_encoding(data: bytes) -> str:
    for line in data.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0] == b"SET":
            return parts[1].decode("ascii", "replace")
    return "ISO8859-1"


def parse_aff(path: str | Path) -> AffixFile:
    """Read an ``.aff`` file. Raises ``ValueError`` (Italian message) when it is malformed."""
    p = Path(path)
    raw = _read_limited(p, MAX_AFF_BYTES)
    aff = AffixFile(encoding=_sniff_encoding(raw))
    text = _decode_file(p, _python_encoding(aff.encoding))
    lines = text.splitlines()
    pending: dict[tuple[str, str], int] = {}  # (kind, flag) -> entries still expected
    cross: dict[tuple[str, str], bool] = {}
    af_header = False
    for lineno, line in enumerate(lines, 1):
        if line.startswith("\ufeff"):
            line = line[1:]
        parts = line.split()
        if not parts or parts[0].startswith("#"):
            continue
        key = parts[0]
        try:
            if key == "FLAG" and len(parts) > 1:
                aff.flag_mode = {"long": "long", "num": "num", "UTF-8": "UTF-8"}.get(
                    parts[1], "char"
                )
            elif key == "AF" and len(parts) > 1:
                if not af_header:
                    af_header = True  # "AF n": the number of aliases that follow
                    continue
                aff.aliases.append(frozenset(aff._decode_flags(parts[1])))
            elif key in ("NEEDAFFIX", "PSEUDOROOT") and len(parts) > 1:
                aff.needaffix = aff.class_flag(parts[1])
            elif key == "ONLYINCOMPOUND" and len(parts) > 1:
                aff.onlyincompound = aff.class_flag(parts[1])
            elif key == "FORBIDDENWORD" and len(parts) > 1:
                aff.forbiddenword = aff.class_flag(parts[1])
            elif key == "CIRCUMFIX" and len(parts) > 1:
                aff.circumfix = aff.class_flag(parts[1])
            elif key == "IGNORE" and len(parts) > 1:
                aff.ignore = parts[1]
            elif key == "FULLSTRIP":
                aff.fullstrip = True
            elif key in ("PFX", "SFX") and len(parts) >= 4:
                kind = key
                flag = aff.class_flag(parts[1])
                if (kind, flag) not in pending and parts[2] in ("Y", "N") and parts[3].isdigit():
                    pending[(kind, flag)] = int(parts[3])
                    cross[(kind, flag)] = parts[2] == "Y"
                    (aff.prefixes if kind == "PFX" else aff.suffixes).setdefault(flag, [])
                    continue
                if pending.get((kind, flag), 0) <= 0:
                    raise ValueError("voce di affisso oltre il numero dichiarato")
                pending[(kind, flag)] -= 1
                entry = _parse_entry(aff, kind == "PFX", flag, cross[(kind, flag)], parts)
                (aff.prefixes if kind == "PFX" else aff.suffixes)[flag].append(entry)
        except ValueError as exc:
            raise ValueError(f"{p.name}, riga {lineno}: {exc}") from None
        except IndexError:
            raise ValueError(f"{p.name}, riga {lineno}: riga incompleta") from None
    _mark_participle_enclitics(aff)
    return aff


def _parse_entry(
    aff: AffixFile, is_prefix: bool, flag: str, cross: bool, parts: list[str]
) -> AffixEntry:
    strip = "" if parts[2] == "0" else parts[2]
    add_field = parts[3] if len(parts) > 3 else "0"
    cond = parts[4] if len(parts) > 4 else "."
    add, _, cont_text = add_field.partition("/")
    add = "" if add == "0" else add
    if aff.ignore:
        table = str.maketrans("", "", aff.ignore)
        add, strip = add.translate(table), strip.translate(table)
    cont = aff.split_flags(cont_text) if cont_text else frozenset()
    pattern, cond_len = _compile_condition(cond, is_prefix)
    return AffixEntry(is_prefix, flag, cross, strip, add, cont, cond, cond_len, pattern)


def _mark_participle_enclitics(aff: AffixFile) -> None:
    """Find the suffix entries that can attach enclitic pronouns to past participles.

    Regolamento art. 22: enclitics are admitted on the infinitive, gerund and imperative only. An
    entry qualifies when it keeps or replaces the final ``-o`` and appends, after a gender/number
    vowel, one or two enclitic particles (``amato`` → ``amatolo``, ``amatasi``); a class must hold
    at least five such entries, so that an ending that merely looks like a particle is never taken
    for one. The strict expansion skips a marked entry on roots ending in ``-to``/``-so`` (the
    participles: amato, preso, fatto), never on infinitives (-re) or gerunds (-ndo).
    """
    for entries in aff.suffixes.values():
        marked: list[int] = []
        for i, e in enumerate(entries):
            if e.strip not in ("", "o"):
                continue
            tail = e.add if e.strip == "o" else "o" + e.add
            if len(tail) > 1 and _PARTICIPLE_ENCLITIC.fullmatch(tail[1:]):
                marked.append(i)
        if len(marked) >= 5:
            for i in marked:
                entries[i] = _replace_marked(entries[i])


def _replace_marked(e: AffixEntry) -> AffixEntry:
    return AffixEntry(
        e.is_prefix,
        e.flag,
        e.cross,
        e.strip,
        e.add,
        e.cont,
        e.condition,
        e.cond_len,
        e.pattern,
        True,
    )


@dataclass(frozen=True, slots=True)
class DicEntry:
    """One root of the ``.dic`` file and its flags."""

    word: str
    flags: frozenset[str]


def read_dic(path: str | Path, aff: AffixFile) -> Iterator[DicEntry]:
    """The entries of a ``.dic`` file (the first line, the count, is skipped)."""
    p = Path(path)
    text = _decode_file(p, _python_encoding(aff.encoding))
    table = str.maketrans("", "", aff.ignore) if aff.ignore else None
    first = True
    for line in text.splitlines():
        if first:
            first = False
            if line.lstrip("\ufeff").strip().isdigit():
                continue
        if not line.strip() or line.startswith(("/", "#", "\t")):
            continue
        token = line.split("\t", 1)[0].split(" ", 1)[0]
        word, flags = _split_word(token)
        if table is not None:
            word = word.translate(table)
        if word:
            yield DicEntry(word, aff.split_flags(flags) if flags else frozenset())


def _split_word(token: str) -> tuple[str, str]:
    # "word/flags"; "\/" is a slash inside the word; a leading slash belongs to the word.
    i = token.find("/", 1)
    while i > 0 and token[i - 1] == "\\":
        i = token.find("/", i + 1)
    if i < 0:
        return token.replace("\\/", "/"), ""
    return token[:i].replace("\\/", "/"), token[i + 1 :]


# An applicable entry, ready to use: (strip length, add, entry, stands alone, is circumfix).
_Ready = tuple[int, str, AffixEntry, bool, bool]
_Plan = tuple[list[tuple[int, list[str]]], list[_Ready], list[_Ready]]


class _Expander:
    """Applies the affix classes to roots; results are cached on the root's relevant end."""

    def __init__(self, aff: AffixFile, strict: bool, skip: str, budget: Budget) -> None:
        self.aff = aff
        self.budget = budget
        self.per_root = budget.limits.per_root
        need, only, circ = aff.needaffix, aff.onlyincompound, aff.circumfix

        def live(entries: list[AffixEntry]) -> list[AffixEntry]:
            return [e for e in entries if not (skip and any(c in e.add for c in skip))]

        self.pre = {f: es for f, es in ((f, live(es)) for f, es in aff.prefixes.items()) if es}
        self.suf = {f: es for f, es in ((f, live(es)) for f, es in aff.suffixes.items()) if es}
        self.strict = strict
        self.span = {
            f: max(max(e.cond_len, len(e.strip)) for e in es)
            for f, es in (*self.pre.items(), *self.suf.items())
        }
        if strict:  # the cache key must tell a participle (-to, -so) from other roots
            for f, es in self.suf.items():
                if any(e.participle_enclitic for e in es):
                    self.span[f] = max(self.span[f], 2)
        # A form made with one affix stands alone unless the affix needs another (NEEDAFFIX,
        # ONLYINCOMPOUND); a CIRCUMFIX suffix needs its prefix, while Hunspell accepts a
        # CIRCUMFIX prefix on its own (its prefix check never looks at the flag).
        self.alone = {
            id(e): (need is None or need not in e.cont)
            and (only is None or only not in e.cont)
            and (e.is_prefix or circ is None or circ not in e.cont)
            for es in (*self.pre.values(), *self.suf.values())
            for e in es
        }
        self.circ = circ
        self.need = need
        self.only = only
        self._start = 0
        self._word = ""
        self._pcache: dict[str, dict[str, list[_Ready]]] = {f: {} for f in self.pre}
        self._scache: dict[str, dict[str, _Plan]] = {f: {} for f in self.suf}

    def _ready(self, e: AffixEntry) -> _Ready:
        circ = self.circ
        return (len(e.strip), e.add, e, self.alone[id(e)], circ is not None and circ in e.cont)

    def suffixes(self, flag: str, word: str) -> list[_Ready]:
        return self.suffix_plan(flag, word)[1]

    def suffix_plan(self, flag: str, word: str) -> _Plan:
        """(simple groups, all applicable entries) of a suffix class for ``word``.

        The simple groups are the entries that make a standing form and need nothing else
        (no continuation class), gathered by strip length: most forms are made from them alone.
        """
        span = self.span[flag]
        key = word[len(word) - span :] if len(word) > span else "\x00" + word
        cache = self._scache[flag]
        hit = cache.get(key)
        if hit is None:
            fs = self.aff.fullstrip
            drop = self.strict and word.endswith(_PARTICIPLE_ENDINGS)
            ready = [
                self._ready(e)
                for e in self.suf[flag]
                if e.applies(word, fs) and not (drop and e.participle_enclitic)
            ]
            groups: dict[int, list[str]] = {}
            for sl, add, e, alone, _c in ready:
                if alone and not e.cont:
                    groups.setdefault(sl, []).append(add)
            rest = [r for r in ready if not (r[3] and not r[2].cont)]
            hit = (list(groups.items()), ready, rest)
            cache[key] = hit
        return hit

    def prefixes(self, flag: str, word: str) -> list[_Ready]:
        span = self.span[flag]
        key = word[:span] if len(word) > span else "\x00" + word
        cache = self._pcache[flag]
        hit = cache.get(key)
        if hit is None:
            fs = self.aff.fullstrip
            hit = [self._ready(e) for e in self.pre[flag] if e.applies(word, fs)]
            cache[key] = hit
        return hit

    def _guard(self, out: list[str]) -> None:
        if len(out) - self._start > self.per_root:
            raise self.budget.root_too_big(self._word)

    def forms(self, word: str, flags: frozenset[str], out: list[str]) -> None:
        """Append to ``out`` every form of the root ``word`` with ``flags``.

        Raises :class:`ExpansionLimit` when the root makes more than the limits' ``per_root``
        forms (checked as they are made, so that a crafted file never fills the memory)."""
        self._start, self._word = len(out), word
        need, only = self.need, self.only
        if (need is None or need not in flags) and (only is None or only not in flags):
            out.append(word)
        if not flags:
            return
        pre, suf = self.pre, self.suf
        pflags = [f for f in flags if f in pre]
        sflags = [f for f in flags if f in suf]
        n = len(word)
        for sf in sflags:
            groups, ready, rest = self.suffix_plan(sf, word)
            for sl, adds in groups:
                stem = word[: n - sl] if sl else word
                out += [stem + a for a in adds]
            self._guard(out)
            for sl, add, s, alone, s_circ in ready if pflags else rest:
                s1 = word[: n - sl] + add if sl else word + add
                if alone and s.cont:
                    out.append(s1)
                if s.cross:
                    cross_flags = pflags
                    if s.cont:
                        cross_flags = pflags + [f for f in s.cont if f in pre and f not in flags]
                    for pf in cross_flags:
                        for pl, padd, p, _palone, p_circ in self.prefixes(pf, s1):
                            if not p.cross or p_circ != s_circ:
                                continue
                            if only is not None and (only in p.cont or only in s.cont):
                                continue
                            out.append(padd + s1[pl:])
                        self._guard(out)
                if s.cont:
                    self._twofold(s, s1, pflags, out)
                self._guard(out)
        for pf in pflags:
            for pl, padd, p, alone, _pc in self.prefixes(pf, word):
                if alone:
                    out.append(padd + word[pl:])
                if p.cont and p.cross:
                    for sf in p.cont:
                        if sf not in suf or sf in flags:
                            continue
                        for sl, add, s, _sa, _sc in self.suffixes(sf, word):
                            if s.cross:
                                s1 = word[: n - sl] + add if sl else word + add
                                out.append(padd + s1[pl:])
                        self._guard(out)

    def _twofold(self, s: AffixEntry, s1: str, pflags: list[str], out: list[str]) -> None:
        # A second suffix allowed by the first one's continuation classes (hunspell(5)).
        need = self.need
        m = len(s1)
        for sf2 in s.cont:
            if sf2 not in self.suf:
                continue
            for sl2, add2, s2, alone2, _c2 in self.suffixes(sf2, s1):
                s12 = s1[: m - sl2] + add2 if sl2 else s1 + add2
                if alone2:
                    out.append(s12)
                if s2.cross and s.cross:
                    for pf in pflags:
                        for pl, padd, p, _pa, _pc in self.prefixes(pf, s12):
                            if p.cross and (need is None or need not in p.cont):
                                out.append(padd + s12[pl:])
                self._guard(out)


def expand(
    aff: AffixFile,
    entries: Iterable[DicEntry],
    *,
    strict: bool = False,
    skip_chars: str = "",
    progress: ProgressFn | None = None,
    total: int = 0,
    transform: Callable[[list[str]], list[str]] | None = None,
    limits: ExpansionLimits | None = None,
    source: str = "",
) -> tuple[list[str], set[str]]:
    """All the word forms of the dictionary, as Hunspell would accept them (case kept).

    Returns ``(forms, forbidden)``: the forms in the order they are made, root by root (so nearly
    sorted when the roots are), duplicates included; ``forbidden`` holds the ``FORBIDDENWORD``
    entries, which the caller must remove. ``strict`` leaves out the suffix entries that attach
    enclitic pronouns to past participles (Regolamento art. 22). ``skip_chars`` (e.g. ``"'"``)
    leaves out the affix entries whose added text contains one of them: every form they make
    would contain it, and a caller that discards such forms saves the time of making them (the
    Italian dictionary's elided articles, ``l'``, ``dell'``…). ``transform`` is applied to the
    forms of every few thousand roots as they are made (folding them keeps memory low), and
    ``progress(done, total)`` is called after each such batch.

    ``limits`` (default :func:`default_limits`) bound the forms per root, the forms in all and
    the memory of the forms kept, directly and by projection from the roots done (``total``
    roots, when given): :class:`ExpansionLimit`, naming ``source`` (the file), stops a crafted
    dictionary early (:mod:`figs_td.core.lexicon.hunspell_limits`).
    """
    budget = Budget(limits or default_limits(), source, total)
    ex = _Expander(aff, strict, skip_chars, budget)
    out: list[str] = []
    batch: list[str] = []
    forbidden: set[str] = set()
    fw = aff.forbiddenword
    make = ex.forms

    def flush(n: int) -> None:
        kept = transform(batch) if transform is not None else batch
        budget.kept(kept, n)
        out.extend(kept)
        batch.clear()

    made = 0
    n = 0
    for n, entry in enumerate(entries, 1):
        if fw is not None and fw in entry.flags:
            forbidden.add(entry.word)
        else:
            before = len(batch)
            make(entry.word, entry.flags, batch)
            made += len(batch) - before
            budget.after_root(n, made)
        if n % 5000 == 0 or len(batch) > 250_000:
            flush(n)
            if progress is not None:
                progress(n, total)
    flush(n)
    return out, forbidden
