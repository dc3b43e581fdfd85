"""Move-generator use cases: the word graph of a list, the best moves of a position, *mossa migliore*.

The graph (:mod:`figs_td.core.movegen.graph`) lives beside the list's index in the lexicon folder as
``<slug>-<sha16>.moves``. It is built on first use from the list's source (the Hunspell dictionary
or the plain list it was imported from), and only if the words rebuilt have the very checksum of
the index, so that the generator and the arbiter's check always read the same list. A list whose
source is gone (or was imported with errata files) is reported: import it again.

Public API: :func:`graph_path`, :func:`graph_in_memory`, :func:`ensure_graph`, :func:`open_graph`, :func:`best_moves`,
:func:`position_before`, :func:`best_for_turn`, :class:`BestMoves`, :func:`candidate_to_dict`.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from figs_td.core.game.board import Board
from figs_td.core.lexicon.wordlist import LexiconInfo, ProgressFn, list_checksum, slugify
from figs_td.core.movegen.generator import Candidate, generate
from figs_td.core.movegen.graph import GRAPH_SUFFIX, WordGraph, load_graph, save_graph
from figs_td.errors import InputError

if TYPE_CHECKING:  # the scoresheet reader is imported by the functions of mossa migliore only
    from figs_td.core.game.scoresheet import GameRecord

__all__ = [
    "BestMoves",
    "best_for_turn",
    "best_moves",
    "candidate_to_dict",
    "ensure_graph",
    "graph_in_memory",
    "graph_path",
    "open_graph",
    "position_before",
]

#: Longest list of moves returned by default (a position has thousands).
DEFAULT_LIMIT = 20
MAX_LIMIT = 100_000

_lock = threading.Lock()
_cache: dict[str, WordGraph] = {}


def _lexicon_info(name: str | None, progress: ProgressFn | None = None) -> LexiconInfo:
    from figs_td.services.lexicon import lists as lexicons

    if name:
        return lexicons.fresh_info(lexicons.find_lexicon(name), progress)
    current = lexicons.current_info()
    if current is not None:
        return lexicons.fresh_info(current, progress)
    return lexicons.ensure_standin(progress)


def graph_path(info: LexiconInfo) -> Path:
    from figs_td.services.lexicon.lists import lexicon_dir

    return lexicon_dir() / f"{slugify(info.name)}-{info.sha256[:16]}{GRAPH_SUFFIX}"


def _rebuild_words(info: LexiconInfo, progress: ProgressFn | None) -> list[str]:
    from figs_td.core.lexicon.sources import load_hunspell, load_plain

    src = Path(info.source)
    if not src.is_file():
        raise InputError(
            f"il file da cui è stato importato il lessico {info.name!r} non c'è più ({src}): "
            "reimportarlo con 'figs-td lexicon import' per usare il generatore di mosse"
        )
    if info.kind == "hunspell":
        words = load_hunspell(
            src, strict=info.strict, progress=progress, proper_names=info.proper_names
        )
    else:
        words = load_plain(src, progress=progress)
    if list_checksum(words) != info.sha256:
        raise InputError(
            f"il file {src} non dà più la lista del lessico {info.name!r} (modificato, o "
            "importato con errata): reimportarlo per usare il generatore di mosse"
        )
    return words


def ensure_graph(
    name: str | None = None, *, progress: ProgressFn | None = None
) -> tuple[LexiconInfo, Path]:
    """Build the graph of a list (by name; None: the list in use) if missing; its path."""
    info = _lexicon_info(name, progress)
    path = graph_path(info)
    if path.is_file():
        return info, path
    words = _rebuild_words(info, progress)
    if progress:
        progress("generatore", 0, len(words))
    graph = WordGraph.build(words, sha256=info.sha256)
    del words
    save_graph(graph, path)
    # An older graph of the same list (an earlier import) is of no further use.
    for old in path.parent.glob(f"{slugify(info.name)}-*{GRAPH_SUFFIX}"):
        if old != path:
            old.unlink(missing_ok=True)
    if progress:
        progress("generatore", graph.words, graph.words)
    with _lock:
        _cache.clear()
        _cache[str(path)] = graph
    return info, path


def graph_built(name: str | None = None) -> bool:
    """Whether the move graph of a list (by name; None: the list in use) is already on disk.
    False when the list itself is still to be built (no list in use, or an outdated stand-in):
    nothing is built here."""
    from figs_td.services.lexicon import lists as lexicons

    info = lexicons.find_lexicon(name) if name else lexicons.current_info()
    if info is None or lexicons.needs_rebuild(info):
        return False
    return graph_path(info).is_file()


def graph_in_memory(info: LexiconInfo) -> bool:
    """Whether the move graph of this list is loaded in this process (no disk work needed)."""
    with _lock:
        return str(graph_path(info)) in _cache


def open_graph(
    name: str | None = None, *, progress: ProgressFn | None = None
) -> tuple[LexiconInfo, WordGraph]:
    """The graph of a list (built on first use; kept in memory for the process)."""
    info, path = ensure_graph(name, progress=progress)
    with _lock:
        graph = _cache.get(str(path))
    if graph is None:
        graph = load_graph(path)
        if graph.sha256 != info.sha256:
            raise InputError(f"il file {path.name} non corrisponde al lessico {info.name!r}")
        with _lock:
            _cache.clear()
            _cache[str(path)] = graph
    return info, graph


def candidate_to_dict(c: Candidate, rank: int | None = None) -> dict[str, Any]:
    """One move in the ``--json`` outputs."""
    out: dict[str, Any] = {
        "position": c.position,
        "word": c.word,
        "score": c.score,
        "tiles": c.tiles,
        "notation": c.notation,
    }
    if rank is not None:
        out["rank"] = rank
    return out


def best_moves(
    board: Board, rack: str, graph: WordGraph, limit: int | None = DEFAULT_LIMIT
) -> tuple[list[Candidate], int]:
    """The best ``limit`` moves (None: all) and how many legal moves there are."""
    if limit is not None and not 0 < limit <= MAX_LIMIT:
        raise InputError(f"numero di mosse da mostrare fuori dai limiti (1–{MAX_LIMIT}): {limit}")
    moves = generate(board, rack, graph)
    return (moves if limit is None else moves[:limit]), len(moves)


@dataclass
class BestMoves:
    """*Mossa migliore* for one turn of a recorded game."""

    turn: int  # 1-based
    player: str
    rack: str
    rack_source: str  # "recorded" | "given" | "played_tiles"
    played: str  # notation of the move played ("" for a pass/exchange)
    played_score: int | None
    played_rank: int | None  # 1 = a top; None when not a play or not found
    total_moves: int
    moves: list[Candidate] = field(default_factory=list)
    lexicon: str = ""
    board_rows: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "turn": self.turn,
            "player": self.player,
            "rack": self.rack,
            "rack_source": self.rack_source,
            "played": self.played,
            "played_score": self.played_score,
            "played_rank": self.played_rank,
            "total_moves": self.total_moves,
            "lexicon": self.lexicon,
            "moves": [candidate_to_dict(m, i + 1) for i, m in enumerate(self.moves)],
            "board": self.board_rows,
        }


def position_before(record: GameRecord, turn: int) -> Board:
    """The board before turn ``turn`` (1-based) of an evaluated record."""
    from figs_td.core.game.scoresheet import evaluate

    ev = evaluate(record)
    if not 1 <= turn <= len(ev.turns):
        raise InputError(f"turno {turn} inesistente: il formulario ne ha {len(ev.turns)}")
    board = Board()
    for tr in ev.turns[: turn - 1]:
        if tr.recount is not None and not tr.withdrawn and not tr.void:
            board.apply(tr.recount)
    return board


def best_for_turn(
    record: GameRecord,
    turn: int,
    *,
    rack: str | None = None,
    lexicon: str | None = None,
    graph: WordGraph | None = None,
    limit: int | None = DEFAULT_LIMIT,
) -> BestMoves:
    """The best moves available at ``turn``: with the rack given, else the one recorded (GCG),
    else the tiles the player laid (then "the best with those tiles")."""
    from figs_td.core.game.scoresheet import TurnKind, evaluate

    board = position_before(record, turn)
    ev = evaluate(record)
    tr = ev.turns[turn - 1]
    written = record.turns[turn - 1]
    source = "given"
    if rack:
        from figs_td.core.duplicate.rules import check_rack_available

        check_rack_available(board, rack)  # not more tiles than are left off the board
    elif written.rack:
        rack, source = written.rack, "recorded"
    elif tr.recount is not None:
        rack, source = tr.recount.tile_string, "played_tiles"
    else:
        raise InputError(
            f"turno {turn}: leggio non registrato e nessuna parola giocata: indicare il leggio"
        )
    lex_name = ""
    if graph is None:
        info, graph = open_graph(lexicon)
        lex_name = info.name
    moves, total = best_moves(board, rack, graph, None)
    played = ""
    played_score: int | None = None
    rank: int | None = None
    if tr.kind is TurnKind.PLAY and tr.recount is not None:
        played = tr.recount.move.notation
        played_score = tr.recount.total
        better = sum(1 for m in moves if m.score > tr.recount.total)
        rank = better + 1
    shown = moves if limit is None else moves[:limit]
    return BestMoves(
        turn=turn,
        player=ev.players[tr.player],
        rack=rack.upper(),
        rack_source=source,
        played=played,
        played_score=played_score,
        played_rank=rank,
        total_moves=total,
        moves=shown,
        lexicon=lex_name,
        board_rows=board.rows(),
    )
