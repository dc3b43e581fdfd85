"""*Mossa migliore* of a game of the tournament, and what the window needs to keep the opening of a
list off its own thread.

The computation is :func:`figs_td.services.lexicon.moves.best_for_turn` (the same for the *Formulario*,
the arbiter's desk and the CLI); this module adds the steps around it that the desk takes:

- :func:`active_lexicon` — the list the tournament rules with, else the one in use; an Italian
  error when there is none (the stand-in is not built behind the user's back);
- :func:`recorded_game` / :func:`recorded_move` — the scoresheet attached to a game (round,
  table), checked to have the move asked; otherwise an Italian error;
- :func:`lexicon_ready` / :func:`graph_ready` — whether a list's index / move graph is already in
  memory (no disk work), so that the window knows when it must open it on a worker thread;
- :func:`best_for_game` — round, table, move n. → :class:`figs_td.services.lexicon.moves.BestMoves`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from figs_td.errors import InputError

if TYPE_CHECKING:
    from figs_td.core.game.scoresheet import GameRecord
    from figs_td.core.lexicon.wordlist import LexiconInfo
    from figs_td.services.lexicon.moves import BestMoves
    from figs_td.store import Store

__all__ = [
    "active_lexicon",
    "best_for_game",
    "graph_ready",
    "lexicon_info",
    "lexicon_ready",
    "recorded_game",
    "recorded_move",
]

NO_LEXICON = (
    "nessun lessico attivo: caricarne uno (Arbitro → Carica lessico…, o Usa il lessico libero) "
    "per calcolare la mossa migliore"
)


def lexicon_info(store: Store) -> LexiconInfo | None:
    """The list the tournament rules with (setting ``lexicon.name``), else the one in use."""
    from figs_td.services.lexicon import lists as lexicons
    from figs_td.services.rulings import tournament_lexicon

    name = tournament_lexicon(store)
    return lexicons.find_lexicon(name) if name else lexicons.current_info()


def active_lexicon(store: Store) -> str:
    """The name of the list :func:`lexicon_info` finds; InputError when there is none."""
    info = lexicon_info(store)
    if info is None:
        raise InputError(NO_LEXICON)
    return info.name


def lexicon_ready(info: LexiconInfo | None) -> bool:
    """Whether the index of this list is open in memory (a check needs no disk work)."""
    from figs_td.services.lexicon import lists as lexicons

    return info is not None and lexicons.in_memory(info)


def graph_ready(info: LexiconInfo | None) -> bool:
    """Whether the move graph of this list is in memory (the generator needs no disk work)."""
    from figs_td.services.lexicon import moves

    return info is not None and moves.graph_in_memory(info)


def recorded_game(store: Store, round_no: int, table: int) -> GameRecord:
    """The scoresheet recorded for the game at ``table`` of ``round_no``."""
    from figs_td.services.scoresheets import load_scoresheet

    if round_no < 1:
        raise InputError("indicare il turno della partita")
    if table < 1:
        raise InputError("indicare il tavolo della partita")
    record = load_scoresheet(store, round_no, table)
    if record is None or not record.turns:
        raise InputError(
            f"turno {round_no}, tavolo {table}: nessun formulario registrato per questa partita "
            "(si inserisce dalla scheda Formulario)"
        )
    return record


def recorded_move(store: Store, round_no: int, table: int, move_no: int) -> GameRecord:
    """The scoresheet of the game, checked to have move ``move_no`` (1-based, as numbered on the
    scoresheet: passes and exchanges count)."""
    record = recorded_game(store, round_no, table)
    if move_no < 1:
        raise InputError("indicare la mossa n. (la posizione è quella prima di quella mossa)")
    if move_no > len(record.turns):
        raise InputError(
            f"mossa n. {move_no} inesistente: il formulario del tavolo {table} ne ha "
            f"{len(record.turns)}"
        )
    return record


def best_for_game(
    store: Store,
    round_no: int,
    table: int,
    move_no: int,
    *,
    rack: str | None = None,
    limit: int | None = 20,
) -> BestMoves:
    """The best moves available before move ``move_no`` of the recorded game at ``table``."""
    from figs_td.services.lexicon.moves import best_for_turn

    record = recorded_move(store, round_no, table, move_no)
    return best_for_turn(record, move_no, rack=rack, lexicon=active_lexicon(store), limit=limit)
