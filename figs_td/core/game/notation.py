"""Move notation on the 15×15 board (domain.md §1; Regolamento art. 3).

Squares are named by column letter A–O and row number 1–15 (``H8`` is the centre). A move is
written as a position plus the word, the word written **whole** (letters already on the board
included):

- ``8F MICIO`` — number first: horizontal (box rules, GCG);
- ``I3 ARMONIA`` — letter first: vertical;
- ``F8 orizz. MICIO`` / ``I3 vert. ARMONIA`` — the regulations' form: start square plus an
  explicit direction (then the order of letter and number does not matter).

In the word a lowercase letter is a jolly (blank) and ``.`` stands for the letter already on
that square (the GCG habit). Output always uses the number-first/letter-first form (decision of
domain.md §1).

Public API: :class:`Direction`, :class:`Move`, :func:`parse_move`, :func:`parse_position`,
:func:`parse_square`, :func:`square_name`, :func:`position_name`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from figs_td.errors import InputError

__all__ = [
    "BOARD_SIZE",
    "COLUMNS",
    "Direction",
    "Move",
    "parse_move",
    "parse_position",
    "parse_square",
    "position_name",
    "square_name",
]

#: Squares per side (Regolamento art. 1).
BOARD_SIZE: Final = 15
#: Column letters, left to right.
COLUMNS: Final = "ABCDEFGHIJKLMNO"


class Direction(StrEnum):
    """Direction of a word: ``across`` (orizzontale) or ``down`` (verticale)."""

    ACROSS = "across"
    DOWN = "down"

    @property
    def delta(self) -> tuple[int, int]:
        """(row step, column step)."""
        return (0, 1) if self is Direction.ACROSS else (1, 0)

    @property
    def other(self) -> Direction:
        return Direction.DOWN if self is Direction.ACROSS else Direction.ACROSS

    @property
    def label(self) -> str:
        """Italian name, for people."""
        return "orizzontale" if self is Direction.ACROSS else "verticale"


def square_name(row: int, col: int) -> str:
    """``(7, 7)`` → ``"H8"`` (0-based row and column)."""
    return f"{COLUMNS[col]}{row + 1}"


def position_name(row: int, col: int, direction: Direction) -> str:
    """The start of a word: ``8F`` (horizontal, number first) or ``I3`` (vertical, letter first)."""
    if direction is Direction.ACROSS:
        return f"{row + 1}{COLUMNS[col]}"
    return f"{COLUMNS[col]}{row + 1}"


_NUM_FIRST = re.compile(r"^(\d{1,2})([A-Oa-o])$")
_LETTER_FIRST = re.compile(r"^([A-Oa-o])(\d{1,2})$")
_ACROSS_WORDS = frozenset({"orizz", "oriz", "orizzontale", "o", "or", "h", "across"})
_DOWN_WORDS = frozenset({"vert", "verticale", "v", "down"})
_WORD = re.compile(r"^[A-Za-z.]+$")
_EXAMPLES = "esempi: '8F MICIO' (orizzontale), 'I3 ARMONIA' (verticale), 'F8 orizz. MICIO'"


_SQUARE_LIKE = re.compile(r"^(\d{1,2}[A-Za-z]|[A-Za-z]\d{1,2})$")


def _coordinate(token: str) -> tuple[int, int, Direction] | None:
    if _SQUARE_LIKE.match(token) and not (_NUM_FIRST.match(token) or _LETTER_FIRST.match(token)):
        raise InputError(f"posizione '{token}': la colonna è fuori dalla plancia (A–O)")
    m = _NUM_FIRST.match(token)
    if m:
        number, letter, direction = m.group(1), m.group(2), Direction.ACROSS
    else:
        m = _LETTER_FIRST.match(token)
        if not m:
            return None
        letter, number, direction = m.group(1), m.group(2), Direction.DOWN
    row = int(number) - 1
    if not 0 <= row < BOARD_SIZE:
        raise InputError(f"posizione '{token}': la riga {number} è fuori dalla plancia (1–15)")
    return row, COLUMNS.index(letter.upper()), direction


def _direction_word(token: str) -> Direction | None:
    t = token.lower().rstrip(".")
    if t in _ACROSS_WORDS:
        return Direction.ACROSS
    if t in _DOWN_WORDS:
        return Direction.DOWN
    return None


def parse_square(text: str) -> tuple[int, int]:
    """``"H8"`` (or ``"8H"``) → 0-based ``(row, col)``; ``InputError`` if it is not a square."""
    pos = _coordinate(text.strip())
    if pos is None:
        raise InputError(f"'{text}' non è una casella della plancia (colonna A–O, riga 1–15)")
    return pos[0], pos[1]


def parse_position(text: str) -> tuple[int, int, Direction]:
    """A start square with its direction: ``8F``, ``I3``, ``F8 orizz.``, ``I3 vert.``."""
    tokens = text.split()
    if not tokens or len(tokens) > 2:
        raise InputError(f"posizione non riconosciuta: '{text}' ({_EXAMPLES})")
    pos = _coordinate(tokens[0])
    if pos is None:
        raise InputError(f"posizione non riconosciuta: '{text}' ({_EXAMPLES})")
    row, col, direction = pos
    if len(tokens) == 2:
        explicit = _direction_word(tokens[1])
        if explicit is None:
            raise InputError(f"direzione non riconosciuta: '{tokens[1]}' (orizz. oppure vert.)")
        direction = explicit
    return row, col, direction


def _fold(word: str) -> str:
    # Accents fold to plain letters (domain.md §8); the case (jolly or not) is kept.
    if word.isascii():
        return word
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


@dataclass(frozen=True, slots=True)
class Move:
    """A word placed on the board: start square, direction and the whole word as written.

    ``word``: uppercase = a real tile, lowercase = a jolly standing for that letter, ``.`` = the
    letter already on that square.
    """

    row: int
    col: int
    direction: Direction
    word: str

    @property
    def position(self) -> str:
        """``8F`` or ``I3``."""
        return position_name(self.row, self.col, self.direction)

    @property
    def notation(self) -> str:
        """``8F MICIO``."""
        return f"{self.position} {self.word}"

    def squares(self) -> list[tuple[int, int]]:
        """The squares the word covers, in reading order (may run off the board)."""
        dr, dc = self.direction.delta
        return [(self.row + i * dr, self.col + i * dc) for i in range(len(self.word))]

    def __str__(self) -> str:
        return self.notation


def parse_move(text: str) -> Move:
    """Parse ``8F MICIO``, ``I3 ARMONIA``, ``F8 orizz. MICIO``, ``MICIO 8F`` … into a :class:`Move`.

    Raises :class:`~figs_td.errors.InputError` with an Italian message naming the problem.
    """
    if not isinstance(text, str):
        raise InputError(f"mossa non valida: {text!r}")
    tokens = text.split()
    coord: tuple[int, int, Direction] | None = None
    explicit: Direction | None = None
    words: list[str] = []
    for tok in tokens:
        c = _coordinate(tok) if coord is None else None
        if c is not None:
            coord = c
            continue
        d = _direction_word(tok) if coord is not None and explicit is None else None
        if d is not None and (words or len(tokens) == 3):
            explicit = d
            continue
        words.append(_fold(tok))
    if coord is None:
        raise InputError(f"mossa '{text}': manca la posizione ({_EXAMPLES})")
    if len(words) != 1:
        raise InputError(f"mossa '{text}': serve una sola parola ({_EXAMPLES})")
    word = words[0]
    if not _WORD.match(word):
        bad = next((ch for ch in word if not (ch.isascii() and (ch.isalpha() or ch == "."))), "?")
        raise InputError(f"mossa '{text}': carattere '{bad}' non ammesso nella parola")
    row, col, direction = coord
    return Move(row, col, explicit or direction, word)
