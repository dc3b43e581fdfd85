"""Fast entry of the room's slips (*inserimento rapido dei foglietti*): one line per player.

A line is the move as written on the slip, a coordinate and the word (``8C acario``), or the
score alone (``27``), followed by keys for the common cases (Eliot's arbitration mode):

========================  ==========================================================
``t`` / ``top``           the player wrote the move placed (the top)
``s`` / ``solo``          the same, said as a solo (the bonus itself is worked out)
``a`` / ``avv``           a warning (repeatable: ``a a``)
``p5`` / ``pen5``         a penalty of 5 points (``p`` alone: the warning penalty set)
``r`` / ``rit``           late slip: 0
``b`` / ``bianco``        blank slip: 0
``m`` / ``multiplo``      several moves on one slip: 0
``N:``                    first token: the line is for player N (otherwise the next one)
========================  ==========================================================

The word: a lowercase letter is a jolly as in GCG when the word mixes cases; a word typed all in
lowercase is read without case, the tiles the rack lacks being the jollies (:func:`resolve_case`).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import dataclass
from typing import Final

from figs_td.core.board import Board, MoveError
from figs_td.core.notation import Move, parse_move
from figs_td.core.tiles import JOLLY
from figs_td.errors import InputError

__all__ = ["ZERO_KINDS", "FastLine", "parse_fast_line", "resolve_case"]

MAX_LINE: Final = 80
#: Slips that score 0 whatever they say, by the key that marks them.
ZERO_KINDS: Final = {"late": "in ritardo", "blank": "in bianco", "multiple": "multiplo"}
_KEYS: Final = {
    "t": "top", "top": "top", "s": "solo", "solo": "solo",
    "a": "warning", "avv": "warning", "r": "late", "rit": "late",
    "b": "blank", "bianco": "blank", "m": "multiple", "multiplo": "multiple",
}  # fmt: skip
_PENALTY: Final = re.compile(r"^(?:p|pen)(\d{0,3})$")
_PLAYER: Final = re.compile(r"^(\d{1,5}):$")
_COORD: Final = re.compile(r"^(?:\d{1,2}[a-oA-O]|[a-oA-O]\d{1,2})$")


@dataclass(frozen=True)
class FastLine:
    """One line of fast entry, read (not yet scored)."""

    player: int | None = None  # N: given; None = the next player
    text: str | None = None  # the move written (coordinate and word)
    score: int | None = None  # the score alone
    top: bool = False
    solo: bool = False
    warnings: int = 0
    penalty: int | None = None  # None: no penalty; 0 with the key alone: the set value
    zero: str = ""  # "late" | "blank" | "multiple"

    @property
    def empty(self) -> bool:
        return self == FastLine(player=self.player)


def parse_fast_line(line: str) -> FastLine:
    """Read a fast-entry line; a line that cannot be read is an :class:`InputError` (retype)."""
    if len(line) > MAX_LINE:
        raise InputError(f"riga troppo lunga (al massimo {MAX_LINE} caratteri)")
    tokens = line.split()
    player: int | None = None
    if tokens and (m := _PLAYER.match(tokens[0])):
        player = int(m.group(1))
        tokens = tokens[1:]
    move: list[str] = []
    score: int | None = None
    flags: dict[str, bool] = {}
    warnings = 0
    penalty: int | None = None
    zero = ""
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        low = tok.lower()
        if _COORD.match(tok) and not move and i + 1 < len(tokens):
            move = [tok, tokens[i + 1]]  # the token after the coordinate is the word, always
            i += 2
            continue
        key = _KEYS.get(low)
        pen = _PENALTY.match(low)
        if key in ("top", "solo"):
            flags[key] = True
        elif key == "warning":
            warnings += 1
        elif key in ZERO_KINDS:
            zero = key
        elif pen:
            penalty = (penalty or 0) + int(pen.group(1) or 0)
        elif tok.isdigit() and score is None and len(tok) <= 4:
            score = int(tok)
        else:
            raise InputError(
                f"'{tok}' non riconosciuto: mossa (8C ACARIO), punteggio, oppure i tasti "
                "t top, s solo, a avvertimento, p5 penalità, r ritardo, b bianco, m multiplo"
            )
        i += 1
    top, solo = flags.get("top", False), flags.get("solo", False)
    given = bool(move) + (score is not None) + (top or solo)
    if given > 1:
        raise InputError("una sola cosa per foglietto: la mossa, il punteggio, oppure t/s (top)")
    if zero and given:
        raise InputError(f"un foglietto {ZERO_KINDS[zero]} vale 0: niente mossa né punteggio")
    if warnings > 20:
        raise InputError("troppi avvertimenti su un foglietto")
    return FastLine(player, " ".join(move) or None, score, top, solo, warnings, penalty, zero)


def resolve_case(board: Board, rack: str, text: str) -> str:
    """The move as the board reads it: a word all in lowercase is read without case, the letters
    the rack lacks being its jollies; mixed or upper case is kept (lowercase = jolly, GCG).

    When the jolly could stand on more than one square with different scores, the slip must say
    which: an :class:`InputError` asks for the jolly in lowercase and the other letters in
    uppercase."""
    move = parse_move(text)
    if not move.word.islower():
        return move.notation
    upper = Move(move.row, move.col, move.direction, move.word.upper())
    try:
        plain = board.validate(upper)
    except MoveError:
        return upper.notation  # scored (0, with the reason) by the caller
    have = Counter(rack)
    need = Counter(t.letter for t in plain.placed)
    short = {letter: n - have[letter] for letter, n in need.items() if n > have[letter]}
    if not short:
        return upper.notation
    if sum(short.values()) > have[JOLLY]:
        return upper.notation  # tiles not on the rack: 0, with the reason
    offsets = {sq: i for i, sq in enumerate(upper.squares())}
    choices = []
    for letter, n in sorted(short.items()):
        where = [offsets[(t.row, t.col)] for t in plain.placed if t.letter == letter]
        choices.append(list(itertools.combinations(where, n)))
    scored: dict[int, str] = {}
    for combo in itertools.product(*choices):
        word = list(upper.word)
        for i in itertools.chain.from_iterable(combo):
            word[i] = word[i].lower()
        cand = Move(move.row, move.col, move.direction, "".join(word))
        scored.setdefault(board.validate(cand).total, cand.notation)
    if len(scored) > 1:
        raise InputError(
            f"{upper.notation}: il jolly può stare su caselle di punteggio diverso "
            f"({', '.join(sorted(scored.values()))}): scrivere in minuscolo solo la lettera del "
            "jolly, le altre in maiuscolo"
        )
    return next(iter(scored.values()))
