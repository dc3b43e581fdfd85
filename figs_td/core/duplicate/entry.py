"""Fast entry of the room's slips (*inserimento rapido dei foglietti*): one line per player.

A line is the move as written on the slip, a coordinate and the word (``8C acario``), with the
score the player declared if it is copied too (``8C acario 27``), or the score alone (``27``),
followed by keys for the common cases (Eliot's arbitration mode):

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

A file of the room's slips (:func:`tie_lines`, issue 36) ties each line to its player: by the
number written first on every line (``12: 8C ACARIO 27``), or, when no line has one, by its
position (the first line is the first player …; an empty line is a player without a slip), the
count of lines being the count of the room's players. A line that cannot be tied is refused by
itself; it never moves another line onto another player.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from figs_td.core.game.board import Board, MoveError
from figs_td.core.game.notation import Move, parse_move
from figs_td.core.game.tiles import JOLLY
from figs_td.errors import InputError
from figs_td.plurals import count

__all__ = [
    "ZERO_KINDS",
    "FastLine",
    "RoomLine",
    "line_player",
    "parse_fast_line",
    "resolve_case",
    "tie_lines",
]

MAX_LINE: Final = 80
#: Lines of one file of slips (the CLI bounds its size in bytes too).
MAX_ROOM_LINES: Final = 2000
#: A line "fine" or "." ends the file: what follows is not read.
END_WORDS: Final = ("fine", ".")
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
    declared: int | None = None  # the score written beside the move (``8C acario 27``)
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
    declared: int | None = None
    if move and score is not None:  # the score beside the move: the one the player declared
        declared, score = score, None
    given = bool(move) + (score is not None) + (top or solo)
    if given > 1:
        raise InputError("una sola cosa per foglietto: la mossa, il punteggio, oppure t/s (top)")
    if zero and given:
        raise InputError(f"un foglietto {ZERO_KINDS[zero]} vale 0: niente mossa né punteggio")
    if warnings > 20:
        raise InputError("troppi avvertimenti su un foglietto")
    return FastLine(
        player, " ".join(move) or None, score, declared, top, solo, warnings, penalty, zero
    )


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


def line_player(line: str) -> int | None:
    """The player's number written first on a line (``12: …``), whatever follows; None without."""
    tokens = line.split(maxsplit=1)
    m = _PLAYER.match(tokens[0]) if tokens else None
    return int(m.group(1)) if m else None


@dataclass(frozen=True)
class RoomLine:
    """One line of a file of slips, tied to its player (not yet read)."""

    line: int  # its number in the file (1 = the first)
    player: int  # the player's number
    text: str  # the line as written, stripped
    problem: str = ""  # why it is refused before being read (a number twice, no such player)


def _numbers(found: list[int], one: str = "", many: str = "") -> str:
    """``[3, 17]`` → "3, 17" (the first ten, then the count); with ``one``/``many`` the word
    first: "riga 3", "righe 3, 17"."""
    shown = ", ".join(str(n) for n in found[:10])
    shown += f" … ({len(found)})" if len(found) > 10 else ""
    return f"{one if len(found) == 1 else many} {shown}" if one else shown


def tie_lines(
    lines: Sequence[str], numbers: Sequence[int], *, first: int | None = None
) -> tuple[str, list[RoomLine]]:
    """Tie the lines of a file of slips to the room's players (``numbers``: the players'
    numbers). Returns how ("number" or "position") and the lines with a slip to read.

    - Every non-empty line starts with ``N:``: each goes to player N; a number that is no
      player's, or a player on more than one line, makes those lines refused (``problem``).
    - No line starts with ``N:``: the k-th line goes to the k-th player (from ``first``); an
      empty line is a player without a slip. The count of lines must be the count of players,
      otherwise the whole file is refused (:class:`InputError`), as it is when some lines have
      the number and others do not.

    Reading stops at a line ``fine`` or ``.``."""
    kept: list[str] = []
    for raw in lines:
        if raw.strip().lower() in END_WORDS:
            break
        kept.append(raw.strip())
    if len(kept) > MAX_ROOM_LINES:
        raise InputError(f"file dei foglietti troppo lungo: al massimo {MAX_ROOM_LINES} righe")
    written = [(i, line) for i, line in enumerate(kept, 1) if line]
    numbered = [(i, line_player(line), line) for i, line in written]
    with_number = [i for i, n, _ in numbered if n is not None]
    without = [i for i, n, _ in numbered if n is None]
    if with_number and without:
        raise InputError(
            "il file dei foglietti ha righe col numero del giocatore in testa ("
            f"{_numbers(with_number, 'riga', 'righe')}) e righe senza "
            f"({_numbers(without, 'riga', 'righe')}): scrivere il "
            "numero su tutte le righe (12: 8C ACARIO 27) oppure su nessuna (una riga per "
            "giocatore, nell'ordine)"
        )
    if with_number:
        known = set(numbers)
        where: dict[int, list[int]] = {}
        for i, n, _ in numbered:
            where.setdefault(n or 0, []).append(i)
        out = []
        for i, n, line in numbered:
            assert n is not None
            problem = ""
            if n not in known:
                problem = f"nessun giocatore col numero {n}"
            elif len(where[n]) > 1:
                problem = f"il giocatore {n} è su più righe ({_numbers(where[n], 'riga', 'righe')})"
            out.append(RoomLine(i, n, line, problem))
        return "number", out
    room = sorted(n for n in numbers if first is None or n >= first)
    if len(kept) != len(room):
        whom = f"dal n. {first}" if first is not None else "della gara"
        raise InputError(
            f"il file dei foglietti ha {count(len(kept), 'riga', 'righe')} senza il numero del "
            f"giocatore, i giocatori {whom} sono {len(room)}: una riga per giocatore, "
            "nell'ordine (vuota per chi non ha consegnato il foglietto), oppure il numero in "
            "testa a ogni riga (12: 8C ACARIO 27)"
        )
    return "position", [
        RoomLine(i, n, line) for (i, line), n in zip(enumerate(kept, 1), room, strict=True)
    ]
