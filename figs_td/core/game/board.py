"""The 15×15 board, move validation and move scoring (domain.md §1–2; Regolamento art. 1–13).

Public API (used by the GUI board view, the recount button, the challenge dialog and the lexicon)::

    from figs_td.core.game.board import Board, parse_move

    board = Board()
    score = board.validate(parse_move("8F MICIO"))   # MoveScore, board unchanged
    score.total, score.bingo                          # 16, False
    [(w.word, w.position, w.score) for w in score.words]   # every word formed, main word first
    board.play(parse_move("I3 ARMONIA"))              # validates, places the tiles, MoveScore

    board.letter(7, 5)        # 'M' (0-based row, column) or None
    board.is_jolly(7, 5)      # False
    premium_at(0, 0)          # Premium.PT (static; whether it is still "live": board.letter is None)

- :func:`parse_move` accepts ``8F MICIO`` (horizontal), ``I3 ARMONIA`` (vertical), ``F8 orizz.``
  and ``I3 vert.``; a lowercase letter is a jolly; the word is written whole.
- :meth:`Board.validate` raises :class:`MoveError` (an ``InputError``) with a ``problem`` code
  (:class:`MoveProblem`) and an Italian message: off the board, gap in the word, letter differs
  from the one on the board, no new tile, not connected, first move not on H8 or of one letter,
  more tiles of a letter than exist.
- :class:`MoveScore` ``.words`` lists every word of ≥ 2 letters formed, each a :class:`WordScore`
  ``(word, row, col, direction, score)`` with ``.position`` (``8F``) and ``.pattern`` (jolly in
  lowercase); ``.total`` includes the +50 bonus; ``.placed`` the new tiles.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from figs_td.core.game.notation import (
    BOARD_SIZE,
    Direction,
    Move,
    parse_move,
    position_name,
    square_name,
)
from figs_td.core.game.tiles import JOLLY_COUNT, RACK_SIZE, TILE_SET
from figs_td.errors import InputError

__all__ = [
    "BINGO_BONUS",
    "Board",
    "Direction",
    "Move",
    "MoveError",
    "MoveProblem",
    "MoveScore",
    "PlacedTile",
    "Premium",
    "WordScore",
    "parse_move",
    "premium_at",
]

#: All seven tiles of the rack used: +50 after the multipliers (Regolamento art. 13).
BINGO_BONUS: Final = 50
_N: Final = BOARD_SIZE
_CENTRE: Final = 7 * _N + 7  # H8


class Premium(StrEnum):
    """Premium squares (caselle speciali), Regolamento art. 1 and 9."""

    LD = "LD"  # lettera doppia (celeste)
    LT = "LT"  # lettera tripla (blu)
    PD = "PD"  # parola doppia (rosa); H8 is one
    PT = "PT"  # parola tripla (rosso)

    @property
    def letter_multiplier(self) -> int:
        return {"LD": 2, "LT": 3}.get(self.value, 1)

    @property
    def word_multiplier(self) -> int:
        return {"PD": 2, "PT": 3}.get(self.value, 1)


# Regolamento art. 1, table of edition ``000_`` (the table of ``002_`` is misaligned).
# T = PT, D = PD, t = LT, d = LD.
_LAYOUT: Final = (
    "T..d...T...d..T",  # 1
    ".D...t...t...D.",  # 2
    "..D...d.d...D..",  # 3
    "d..D...d...D..d",  # 4
    "....D.....D....",  # 5
    ".t...t...t...t.",  # 6
    "..d...d.d...d..",  # 7
    "T..d...D...d..T",  # 8
    "..d...d.d...d..",  # 9
    ".t...t...t...t.",  # 10
    "....D.....D....",  # 11
    "d..D...d...D..d",  # 12
    "..D...d.d...D..",  # 13
    ".D...t...t...D.",  # 14
    "T..d...T...d..T",  # 15
)
_CODE: Final = {"T": Premium.PT, "D": Premium.PD, "t": Premium.LT, "d": Premium.LD}
_PREMIUMS: Final[tuple[Premium | None, ...]] = tuple(
    _CODE.get(ch) for line in _LAYOUT for ch in line
)
_LMUL: Final = tuple(p.letter_multiplier if p else 1 for p in _PREMIUMS)
_WMUL: Final = tuple(p.word_multiplier if p else 1 for p in _PREMIUMS)
_VALUES: Final = {letter: value for letter, (_, value) in TILE_SET.items()}


def premium_at(row: int, col: int) -> Premium | None:
    """The premium printed on a square (0-based), whether or not it is still unused."""
    return _PREMIUMS[row * _N + col]


class MoveProblem(StrEnum):
    """Why a move cannot be placed (codes for the GUI; the message is in Italian)."""

    OFF_BOARD = "off_board"
    GAP = "gap"
    NOT_WHOLE = "not_whole"
    MISMATCH = "mismatch"
    BAD_LETTER = "bad_letter"
    NO_NEW_TILE = "no_new_tile"
    TOO_MANY_TILES = "too_many_tiles"
    NOT_CONNECTED = "not_connected"
    FIRST_NOT_CENTRE = "first_not_centre"
    FIRST_TOO_SHORT = "first_too_short"
    TILE_COUNT = "tile_count"


class MoveError(InputError):
    """A move that cannot be placed; ``problem`` says why."""

    def __init__(self, move: Move, problem: MoveProblem, detail: str) -> None:
        super().__init__(f"mossa {move.notation}: {detail}")
        self.move = move
        self.problem = problem


@dataclass(frozen=True, slots=True)
class WordScore:
    """One word formed by a move, with its score (premiums under new tiles only)."""

    word: str  # uppercase letters, as read
    row: int
    col: int
    direction: Direction
    score: int
    pattern: str  # jolly letters in lowercase

    @property
    def position(self) -> str:
        return position_name(self.row, self.col, self.direction)

    @property
    def start(self) -> str:
        """The start square, ``F8``."""
        return square_name(self.row, self.col)


@dataclass(frozen=True, slots=True)
class PlacedTile:
    """A tile placed by a move."""

    row: int
    col: int
    letter: str  # uppercase
    jolly: bool


@dataclass(frozen=True, slots=True)
class MoveScore:
    """The recount of a move: every word formed (main word first), the bonus, the total."""

    move: Move
    words: tuple[WordScore, ...]
    placed: tuple[PlacedTile, ...]
    bingo: bool
    total: int

    @property
    def main_word(self) -> WordScore:
        return self.words[0]

    @property
    def tiles_used(self) -> int:
        return len(self.placed)

    @property
    def tile_string(self) -> str:
        """The tiles that left the rack, ``?`` for a jolly (e.g. ``FERMA?TE``)."""
        return "".join("?" if t.jolly else t.letter for t in self.placed)


class Board:
    """The 15×15 board (tavoliere) with the tiles placed so far. Rows and columns are 0-based."""

    __slots__ = ("_letters", "_jolly", "_counts", "_jollies", "_tiles")

    def __init__(self) -> None:
        self._letters: list[str | None] = [None] * (_N * _N)
        self._jolly: list[bool] = [False] * (_N * _N)
        self._counts: Counter[str] = Counter()
        self._jollies = 0
        self._tiles = 0

    # -- queries ------------------------------------------------------------------------------

    def letter(self, row: int, col: int) -> str | None:
        """The letter on a square (uppercase, jolly included), or None."""
        return self._letters[row * _N + col]

    def is_jolly(self, row: int, col: int) -> bool:
        return self._jolly[row * _N + col]

    def premium(self, row: int, col: int) -> Premium | None:
        """The premium of a square still uncovered (None once a tile covers it)."""
        i = row * _N + col
        return None if self._letters[i] is not None else _PREMIUMS[i]

    @property
    def is_empty(self) -> bool:
        return self._tiles == 0

    @property
    def tile_count(self) -> int:
        """Tiles on the board."""
        return self._tiles

    def letter_counts(self) -> Counter[str]:
        """Real tiles on the board per letter (jolly excluded)."""
        return Counter(self._counts)

    @property
    def jolly_count(self) -> int:
        return self._jollies

    def copy(self) -> Board:
        other = Board.__new__(Board)
        other._letters = self._letters.copy()
        other._jolly = self._jolly.copy()
        other._counts = Counter(self._counts)
        other._jollies = self._jollies
        other._tiles = self._tiles
        return other

    def rows(self) -> list[str]:
        """The board as 15 strings, ``.`` for empty, jolly in lowercase (for text output)."""
        out = []
        for r in range(_N):
            line = []
            for c in range(_N):
                i = r * _N + c
                ch = self._letters[i]
                line.append("." if ch is None else ch.lower() if self._jolly[i] else ch)
            out.append("".join(line))
        return out

    # -- moves --------------------------------------------------------------------------------

    def validate(self, move: Move | str) -> MoveScore:
        """Check a move and score it (Regolamento art. 3–13); the board is not changed."""
        if isinstance(move, str):
            move = parse_move(move)
        return _score(self, move)

    def play(self, move: Move | str) -> MoveScore:
        """Validate, score and place a move; returns its :class:`MoveScore`."""
        score = self.validate(move)
        self.apply(score)
        return score

    def apply(self, score: MoveScore) -> None:
        """Place the tiles of a move already validated on this very position (no checks)."""
        for t in score.placed:
            i = t.row * _N + t.col
            self._letters[i] = t.letter
            self._jolly[i] = t.jolly
            if t.jolly:
                self._jollies += 1
            else:
                self._counts[t.letter] += 1
        self._tiles += len(score.placed)

    def remove(self, score: MoveScore) -> None:
        """Take back the tiles of a move just played (a move withdrawn, art. 30)."""
        for t in score.placed:
            i = t.row * _N + t.col
            self._letters[i] = None
            self._jolly[i] = False
            if t.jolly:
                self._jollies -= 1
            else:
                self._counts[t.letter] -= 1
        self._tiles -= len(score.placed)


def _score(board: Board, move: Move) -> MoveScore:
    letters, jolly = board._letters, board._jolly
    dr, dc = move.direction.delta
    step = dr * _N + dc
    word = move.word
    n = len(word)
    if n == 0:
        raise MoveError(move, MoveProblem.GAP, "parola vuota")
    r_end, c_end = move.row + dr * (n - 1), move.col + dc * (n - 1)
    if not (0 <= move.row < _N and 0 <= move.col < _N and r_end < _N and c_end < _N):
        raise MoveError(move, MoveProblem.OFF_BOARD, f"la parola di {n} lettere esce dalla plancia")
    start = move.row * _N + move.col
    end = start + step * (n - 1)
    # Art. 3: the word is preceded and followed by an empty square or the edge.
    before_free = (move.col if dc else move.row) == 0 or letters[start - step] is None
    after_free = (c_end if dc else r_end) == _N - 1 or letters[end + step] is None
    if not (before_free and after_free):
        raise MoveError(
            move,
            MoveProblem.NOT_WHOLE,
            "la parola prosegue con lettere già sulla plancia: va scritta intera",
        )

    values, lmul, wmul = _VALUES, _LMUL, _WMUL
    new_tiles: list[tuple[int, str, bool]] = []  # (square index, letter, jolly)
    new_letters: dict[str, int] = {}
    new_jollies = 0
    main_sum = 0
    word_mul = 1
    pattern: list[str] = []
    touches = False
    idx = start
    for ch in word:
        on_board = letters[idx]
        if on_board is not None:
            if ch != "." and on_board != ch.upper():
                raise MoveError(
                    move,
                    MoveProblem.MISMATCH,
                    f"in {square_name(idx // _N, idx % _N)} c'è già la lettera {on_board}, "
                    f"non {ch.upper()}",
                )
            if jolly[idx]:
                pattern.append(on_board.lower())
            else:
                main_sum += values.get(on_board, 0)
                pattern.append(on_board)
            touches = True
        elif ch == ".":
            raise MoveError(
                move,
                MoveProblem.GAP,
                f"buco nella parola: la casella {square_name(idx // _N, idx % _N)} è vuota",
            )
        else:
            if ch.islower():
                new_jollies += 1
                new_tiles.append((idx, ch.upper(), True))
            else:
                v = values.get(ch)
                if v is None:
                    raise MoveError(
                        move,
                        MoveProblem.BAD_LETTER,
                        f"la lettera {ch} non esiste nel gioco italiano: solo un jolly "
                        f"(minuscola, {ch.lower()}) può valere {ch}",
                    )
                new_letters[ch] = new_letters.get(ch, 0) + 1
                main_sum += v * lmul[idx]
                new_tiles.append((idx, ch, False))
            word_mul *= wmul[idx]
            pattern.append(ch)
        idx += step
    placed = [PlacedTile(i // _N, i % _N, up, j) for i, up, j in new_tiles]

    if not placed:
        raise MoveError(move, MoveProblem.NO_NEW_TILE, "nessuna tessera nuova sulla plancia")
    if len(placed) > RACK_SIZE:
        raise MoveError(
            move,
            MoveProblem.TOO_MANY_TILES,
            f"{len(placed)} tessere nuove, ma il leggio ne ha al massimo {RACK_SIZE}",
        )
    # Art. 1: never more tiles of a letter than the set holds (a jolly counts apart).
    for up, k in new_letters.items():
        total = board._counts[up] + k
        if total > TILE_SET[up][0]:
            raise MoveError(
                move,
                MoveProblem.TILE_COUNT,
                f"{total} tessere {up} sulla plancia, ma il gioco ne ha {TILE_SET[up][0]} "
                "(le altre devono essere jolly, in minuscolo)",
            )
    if board._jollies + new_jollies > JOLLY_COUNT:
        raise MoveError(
            move,
            MoveProblem.TILE_COUNT,
            f"{board._jollies + new_jollies} jolly sulla plancia, ma il gioco ne ha {JOLLY_COUNT}",
        )
    if board._tiles == 0:
        # Art. 3: the first word has at least two letters and covers the centre square.
        if n < 2:
            raise MoveError(
                move, MoveProblem.FIRST_TOO_SHORT, "la prima parola deve avere almeno due lettere"
            )
        if not (start <= _CENTRE <= end and (_CENTRE - start) % step == 0):
            raise MoveError(
                move, MoveProblem.FIRST_NOT_CENTRE, "la prima parola deve passare per H8"
            )

    words: list[WordScore] = []
    if n >= 2:
        words.append(
            WordScore(
                "".join(pattern).upper(),
                move.row,
                move.col,
                move.direction,
                main_sum * word_mul,
                "".join(pattern),
            )
        )
    # Cross words: one for each new tile with a neighbour across the main direction (art. 9–10).
    cross = move.direction.other
    cdr, cdc = cross.delta
    cstep = cdr * _N + cdc
    for i, up, is_jolly in new_tiles:
        lo = i
        pos = (i // _N) if cdr else (i % _N)
        p = pos
        while p > 0 and letters[lo - cstep] is not None:
            lo -= cstep
            p -= 1
        hi = i
        p = pos
        while p < _N - 1 and letters[hi + cstep] is not None:
            hi += cstep
            p += 1
        if lo == hi:
            continue
        touches = True
        s = 0
        chars: list[str] = []
        j = lo
        while j <= hi:
            if j == i:
                if is_jolly:
                    chars.append(up.lower())
                else:
                    s += values[up] * lmul[i]
                    chars.append(up)
            else:
                ch2 = letters[j]
                assert ch2 is not None
                if jolly[j]:
                    chars.append(ch2.lower())
                else:
                    s += values.get(ch2, 0)
                    chars.append(ch2)
            j += cstep
        pat = "".join(chars)
        words.append(WordScore(pat.upper(), lo // _N, lo % _N, cross, s * wmul[i], pat))

    if board._tiles and not touches:
        raise MoveError(
            move, MoveProblem.NOT_CONNECTED, "la parola non tocca nessuna lettera già sulla plancia"
        )
    if not words:  # a single tile with nothing around it (only possible off the first move)
        raise MoveError(move, MoveProblem.NOT_CONNECTED, "nessuna parola di almeno due lettere")
    bingo = len(placed) == RACK_SIZE
    total = sum(w.score for w in words) + (BINGO_BONUS if bingo else 0)
    return MoveScore(move, tuple(words), tuple(placed), bingo, total)
