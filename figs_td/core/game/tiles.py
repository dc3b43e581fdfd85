"""The Italian tile set (domain.md §1; Regolamento art. 1).

120 tiles: 118 letters and 2 jolly (blanks). A jolly stands for any of the 26 letters, J K W X Y
included, and always scores 0 on the board; left on the rack at the end it is worth 7 (art. 40).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from typing import Final

#: Letter -> (count in the bag, face value). Regolamento art. 1.
TILE_SET: Final[dict[str, tuple[int, int]]] = {
    "A": (14, 1), "B": (3, 5), "C": (6, 2), "D": (3, 5), "E": (11, 1), "F": (3, 5),
    "G": (2, 8), "H": (2, 8), "I": (12, 1), "L": (5, 3), "M": (5, 3), "N": (5, 3),
    "O": (15, 1), "P": (3, 5), "Q": (1, 10), "R": (6, 2), "S": (6, 2), "T": (6, 2),
    "U": (5, 3), "V": (3, 5), "Z": (2, 8),
}  # fmt: skip

#: The symbol of a jolly on a rack.
JOLLY: Final = "?"
#: Number of jolly tiles in the bag.
JOLLY_COUNT: Final = 2
#: Value of a jolly left on the rack at the end of the game (Regolamento art. 40 / 2008 art. 44).
JOLLY_RACK_VALUE: Final = 7
#: Tiles on a full rack.
RACK_SIZE: Final = 7
#: Total tiles in the bag at the start.
TOTAL_TILES: Final = sum(count for count, _ in TILE_SET.values()) + JOLLY_COUNT

#: Letters a jolly may stand for (all 26, foreign letters included; domain.md §1).
JOLLY_LETTERS: Final = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")

assert TOTAL_TILES == 120


def letter_value(letter: str) -> int:
    """Face value of a real (non-jolly) tile; ``ValueError`` for a letter not in the set."""
    try:
        return TILE_SET[letter][1]
    except KeyError:
        raise ValueError(f"'{letter}' non è una tessera del gioco italiano") from None


def parse_rack(rack: str) -> list[str]:
    """The tiles of a rack written as letters with ``?`` for a jolly (spaces ignored).

    Lowercase letters are accepted and uppercased. Raises ``ValueError`` naming the first
    character that is not an Italian tile, or when the rack holds more than 7 tiles.
    """
    tiles: list[str] = []
    for ch in rack:
        if ch.isspace():
            continue
        up = ch.upper()
        if up != JOLLY and up not in TILE_SET:
            raise ValueError(
                f"leggio '{rack}': '{ch}' non è una tessera (lettere italiane e ? per il jolly)"
            )
        tiles.append(up)
    if len(tiles) > RACK_SIZE:
        raise ValueError(f"leggio '{rack}': {len(tiles)} tessere, al massimo {RACK_SIZE}")
    return tiles


def rack_value(rack: str, jolly_value: int = JOLLY_RACK_VALUE) -> int:
    """Value of the tiles left on a rack at the end of the game (jolly = 7)."""
    return sum(jolly_value if t == JOLLY else TILE_SET[t][1] for t in parse_rack(rack))
