"""Types of the compiled search (``_movegen.c``); used by ``movegen.py`` only."""

from figs_td.core.game.notation import Direction
from figs_td.core.movegen.generator import Candidate

def configure(
    candidate: type[Candidate],
    across: Direction,
    down: Direction,
    letter_multipliers: bytes,
    word_multipliers: bytes,
    values: bytes,
    bingo: int,
    rack_size: int,
    across_first: bool,
    /,
) -> None: ...
def graph(final: bytes, offsets: bytes, labels: bytes, targets: bytes, /) -> object: ...
def search(
    graph: object, cells: bytes, rack: bytes, jollies: int, room: bytes, others: int, /
) -> list[Candidate]: ...
