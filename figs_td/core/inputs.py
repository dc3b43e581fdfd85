"""Checks of what people type or files bring: names and whole numbers.

Every entry point (CLI, window, CSV/XLSX/TSH import) passes names through :func:`check_name` and
numbers through :func:`parse_int`, so that the same text is refused everywhere with the same
Italian message:

- a name must not hold control characters (NUL, ESC and the terminal escape sequences it starts,
  DEL, the C1 controls), line or paragraph separators, or bidirectional overrides (they reorder
  what a screen or a printout shows); it is at most :data:`MAX_NAME` characters long;
- :func:`name_key` is the key under which two names are the same person: NFKC, zero-width
  characters removed, accents dropped, case folded, Cyrillic and Greek letters that look like Latin
  ones folded to them (``Rоssi`` with a Cyrillic ``о`` is ``Rossi``), spacing and commas ignored;
- a whole number is written with digits only (an optional sign where negatives make sense): no
  ``_`` (``1_650``), no exponent, at most 18 digits, inside the range of what it counts
  (:data:`RANGES`).

Public API: :func:`check_name`, :func:`check_text`, :func:`name_key`, :func:`parse_int`,
:data:`RANGES`, :data:`MAX_NAME`, :func:`printable`.
"""

from __future__ import annotations

import re
import unicodedata

from figs_td.errors import InputError

__all__ = [
    "MAX_NAME",
    "MAX_TEXT",
    "RANGES",
    "check_name",
    "check_text",
    "name_key",
    "parse_int",
    "printable",
]

#: Longest name accepted (players, clubs, tournaments, places, director, arbiter).
MAX_NAME = 100
#: Longest free text accepted in a single field (notes, reasons).
MAX_TEXT = 1000

#: (minimum, maximum, what it is in Italian) of the numbers people give, by kind.
RANGES: dict[str, tuple[int, int, str]] = {
    "rating": (0, 5000, "il rating"),
    "round": (1, 999, "il turno"),
    "table": (1, 9999, "il tavolo"),
    "score": (-9999, 9999, "il punteggio"),
    "rounds": (1, 999, "il numero di turni"),
    "limit": (1, 1_000_000, "il limite"),
    "seed": (0, 2**63 - 1, "il seme"),
    "move": (1, 999, "il numero della mossa"),
    "move_value": (0, 9999, "il valore della mossa"),
    "players": (2, 100_000, "il numero di giocatori"),
    "best_of": (1, 99, "il numero di partite per incontro"),
    "seconds": (0, 86_400, "il tempo in secondi"),
    "spread": (0, 9999, "lo scarto"),
    "count": (0, 1_000_000, "il numero"),
}

_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e"), None)
_BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
_INT_RE = re.compile(r"[+-]?[0-9]{1,18}")

# Cyrillic and Greek letters drawn like Latin ones, capitals and small letters apart (a capital
# Greek mu is an M, a small one is not a u); applied before case folding.
_CONFUSABLES = str.maketrans(
    {
        # Cyrillic capitals and small letters
        "А": "A", "В": "B", "Е": "E", "Ё": "E", "К": "K", "М": "M", "Н": "H", "О": "O",
        "Р": "P", "С": "C", "Т": "T", "У": "Y", "Х": "X", "Ѕ": "S", "І": "I", "Ї": "I",
        "Ј": "J", "Һ": "H", "Ԁ": "D", "Ԛ": "Q", "Ԝ": "W",
        "а": "a", "е": "e", "ё": "e", "к": "k", "о": "o", "р": "p", "с": "c", "у": "y",
        "х": "x", "ѕ": "s", "і": "i", "ї": "i", "ј": "j", "һ": "h", "ԁ": "d", "ԛ": "q",
        "ԝ": "w", "ɡ": "g",
        # Greek capitals and small letters
        "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M",
        "Ν": "N", "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
        "α": "a", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "υ": "u",
        "χ": "x", "ϲ": "c", "ϳ": "j",
    }
)  # fmt: skip


def _bad_char(text: str, allowed: str = "") -> str | None:
    for c in text:
        if c in allowed:
            continue
        cat = unicodedata.category(c)
        if cat in ("Cc", "Zl", "Zp", "Cs", "Co", "Cn") or c in _BIDI:
            return c
    return None


def _describe(c: str) -> str:
    code = f"U+{ord(c):04X}"
    if c == "\x00":
        return f"il carattere nullo ({code})"
    if c == "\x1b":
        return f"una sequenza di controllo del terminale (ESC, {code})"
    if c in "\t\n\r":
        return f"un a capo o una tabulazione ({code})"
    return f"il carattere di controllo {code}"


def check_text(
    value: object,
    what: str,
    *,
    max_len: int = MAX_TEXT,
    empty: bool = True,
    multiline: bool = False,
) -> str:
    """``value`` as clean text (spaces trimmed), or :class:`InputError` naming the problem.
    ``multiline`` admits line breaks and tabs (notes), never the other control characters."""
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise InputError(f"{what}: atteso un testo, non {type(value).__name__}")
    bad = _bad_char(value, "\n\r\t" if multiline else "")
    if bad is not None:
        raise InputError(f"{what}: contiene {_describe(bad)}, non ammesso")
    text = value.strip()
    if len(text) > max_len:
        raise InputError(f"{what}: troppo lungo ({len(text)} caratteri, al massimo {max_len})")
    if not empty and not text:
        raise InputError(f"{what}: manca")
    return text


def check_name(value: object, what: str = "nome", *, empty: bool = True) -> str:
    """A name (player, club, tournament, place, director…): one line, no control characters,
    at most :data:`MAX_NAME` characters; inner spacing collapsed."""
    text = check_text(value, what, max_len=MAX_NAME * 4, empty=empty)
    text = " ".join(text.split())
    if len(text) > MAX_NAME:
        raise InputError(f"{what}: troppo lungo ({len(text)} caratteri, al massimo {MAX_NAME})")
    if text and not name_key(text):
        raise InputError(f"{what}: '{text}' non contiene lettere né cifre")
    return text


def name_key(name: str) -> str:
    """The key under which two names are the same person (see the module's docstring)."""
    text = unicodedata.normalize("NFKC", name).translate(_ZERO_WIDTH)
    text = unicodedata.normalize("NFKD", text.replace(",", " "))
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.translate(_CONFUSABLES).casefold().translate(_CONFUSABLES)
    return " ".join(text.split())


def parse_int(text: object, kind: str, *, what: str | None = None) -> int:
    """A whole number written plainly, inside the range of ``kind`` (a key of :data:`RANGES`)."""
    lo, hi, label = RANGES[kind]
    label = what or label
    if isinstance(text, bool):
        raise InputError(f"{label}: '{text}' non è un numero intero")
    if isinstance(text, int):
        value = text
    else:
        raw = str(text).strip()
        if not _INT_RE.fullmatch(raw):
            shown = raw if len(raw) <= 30 else raw[:30] + "…"
            if raw.lstrip("+-").isdigit() and len(raw.lstrip("+-")) > 18:
                raise InputError(f"{label}: numero troppo grande ({len(raw)} cifre)")
            raise InputError(f"{label}: '{printable(shown)}' non è un numero intero")
        value = int(raw)
    if not lo <= value <= hi:
        raise InputError(f"{label}: {value} fuori dall'intervallo ammesso ({lo}–{hi})")
    return value


def printable(text: str) -> str:
    """``text`` with control characters shown as ``\\xNN`` (for messages and listings)."""
    if _bad_char(text) is None:
        return text
    return "".join(c.encode("unicode_escape").decode("ascii") if _bad_char(c) else c for c in text)
