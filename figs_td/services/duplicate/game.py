"""Duplicate-event use cases: the settings, the master games and their draws, the tops of a move
and the move placed (:func:`duplicate_settings`, :func:`set_duplicate_settings`, :func:`new_game`,
:func:`list_games`, :func:`get_game`, :func:`draw`, :func:`compute_tops`, :func:`confirm_top`,
:func:`over_top`, :func:`game_json`, :class:`TopsView`).

Each change is one transaction that checks the version of the master game it read. The word list
is the tournament's (setting ``lexicon.name``), else the one in use, else the stand-in; the tops
come from the move generator (:mod:`figs_td.core.movegen.generator`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from figs_td.core.duplicate.rules import (
    FRENCH_PRESET,
    NO_DRAW_RULES,
    DuplicateSettings,
    MasterGame,
    MasterMove,
)
from figs_td.core.model import System
from figs_td.errors import InputError

if TYPE_CHECKING:
    from figs_td.core.movegen.generator import Candidate
    from figs_td.core.movegen.graph import WordGraph
    from figs_td.store import Store


SETTINGS_KEY = "duplicate"
MAX_GAMES = 50


def _require_duplicate(store: Store) -> None:
    with store.read() as tx:
        system = tx.tournament.get().system
    if system is not System.DUPLICATE:
        raise InputError(
            f"il torneo è a sistema {system.value}: i comandi di duplicato valgono per i tornei "
            "creati con --system duplicato"
        )


def duplicate_settings(store: Store) -> DuplicateSettings:
    with store.read() as tx:
        return DuplicateSettings.from_dict(tx.tournament.get_setting(SETTINGS_KEY))


_DRAW = ("min_vowels", "min_consonants", "until_move", "attempts", "later_vowels",
         "later_consonants")  # fmt: skip
_EVENT = ("timer_s", "moves", "solo_bonus", "solo_min_players", "warning_penalty", "warning_from")
PRESETS = {"francese": FRENCH_PRESET, "nessuno": {k: 0 for k in ("solo_bonus", "warning_penalty")}}


def set_duplicate_settings(
    store: Store, *, actor: str = "", preset: str | None = None, **changes: Any
) -> DuplicateSettings:
    """Change ``timer_s``, ``moves``, the drawing rule (``min_vowels``, ``min_consonants``,
    ``until_move``, ``later_vowels``, ``later_consonants``, or ``no_draw_rules``), the solo bonus
    and the warnings (``solo_bonus``, ``solo_min_players``, ``warning_penalty``,
    ``warning_from``; ``preset`` "francese" sets the French federation's values, "nessuno"
    turns them off)."""
    shown = duplicate_settings(store)
    current = shown.to_dict()
    if preset is None and not any(v not in (None, False) for v in changes.values()):
        return shown  # nothing asked: ``duplicate settings FILE`` only shows, writes nothing
    if preset is not None:
        if preset not in PRESETS:
            raise InputError(f"preimpostazione sconosciuta: {preset} (francese, nessuno)")
        current.update(PRESETS[preset])
    if changes.pop("no_draw_rules", False):
        current["draw"] = NO_DRAW_RULES.__dict__.copy()
    unknown = set(changes) - set(_EVENT) - set(_DRAW)
    if unknown:
        raise InputError(f"impostazione sconosciuta: {', '.join(sorted(unknown))}")
    for key in _EVENT:
        if changes.get(key) is not None:
            current[key] = int(changes[key])
    for key in _DRAW:
        if changes.get(key) is not None:
            current["draw"][key] = int(changes[key])
    settings = DuplicateSettings.from_dict(current)
    with store.transaction(actor=actor) as tx:
        tx.tournament.set_setting(SETTINGS_KEY, settings.to_dict())
    return settings


def _load(store: Store, number: int) -> tuple[MasterGame, int]:
    with store.read() as tx:
        rec = tx.duplicate.game(number)
    return MasterGame.from_dict(rec.state), rec.version


def list_games(store: Store) -> list[MasterGame]:
    with store.read() as tx:
        return [MasterGame.from_dict(r.state) for r in tx.duplicate.games()]


def get_game(store: Store, number: int | None = None) -> MasterGame:
    """A game by number; None: the last one (the one being played)."""
    if number is None:
        games = list_games(store)
        if not games:
            raise InputError("nessuna partita di duplicato: crearla con 'figs-td duplicate new'")
        return games[-1]
    return _load(store, number)[0]


def new_game(store: Store, *, seed: int | None = None, actor: str = "") -> MasterGame:
    """Start the next game of the event (seeded draws; the seed is recorded)."""
    _require_duplicate(store)
    with store.read() as tx:
        existing = tx.duplicate.games()
    if len(existing) >= MAX_GAMES:
        raise InputError(f"al massimo {MAX_GAMES} partite per evento")
    number = (existing[-1].number + 1) if existing else 1
    if seed is None:
        import secrets

        seed = secrets.randbelow(2**31)
    if not 0 <= seed < 2**63:
        raise InputError(f"seme fuori dai limiti: {seed}")
    game = MasterGame(number, seed)
    with store.transaction(actor=actor) as tx:
        tx.duplicate.save_game(number, game.to_dict(), expected_version=0, action="duplicate.new")
    return game


def _save(store: Store, game: MasterGame, version: int, action: str, actor: str) -> None:
    with store.transaction(actor=actor) as tx:
        tx.duplicate.save_game(game.number, game.to_dict(), expected_version=version, action=action)


def draw(
    store: Store,
    game_no: int | None = None,
    *,
    tiles: str | None = None,
    redraw: bool = False,
    actor: str = "",
) -> MasterMove:
    """The next rack: ``tiles`` entered by the director (as drawn from the real bag), or drawn
    by the program (seeded, recorded). The leftover of the previous move is kept; ``redraw``:
    the leftover went back into the bag with the rest (the drawing rule) and ``tiles`` are 7 new."""
    _require_duplicate(store)
    number = get_game(store, game_no).number
    game, version = _load(store, number)
    settings = duplicate_settings(store)
    if redraw and not tiles:
        raise InputError("--redraw vale con --tiles: le 7 lettere pescate di nuovo")
    move = game.enter_draw(tiles, settings, redraw=redraw) if tiles else game.draw(settings)
    move.drawn_at = datetime.now(UTC).isoformat(timespec="seconds")
    _save(store, game, version, "duplicate.draw", actor)
    return move


def seconds_left(store: Store, move: MasterMove, now: datetime | None = None) -> int:
    """The time left to the rack being played (the setting from the moment of the draw)."""
    timer = duplicate_settings(store).timer_s
    if not move.drawn_at:
        return timer
    elapsed = ((now or datetime.now(UTC)) - datetime.fromisoformat(move.drawn_at)).total_seconds()
    return max(0, min(timer, timer - int(elapsed)))


def _graph(store: Store) -> WordGraph:
    from figs_td.services.lexicon.moves import open_graph
    from figs_td.services.rulings import tournament_lexicon

    return open_graph(tournament_lexicon(store))[1]


@dataclass
class TopsView:
    """The tops of the current move (or of a move already played)."""

    game: int
    move: int
    rack: str
    top_score: int
    tops: list[Candidate]
    best: list[Candidate] = field(default_factory=list)  # the next best moves, for the director
    total_moves: int | None = 0  # None: not counted (the list is not generated whole)

    def to_json(self) -> dict[str, Any]:
        from figs_td.services.lexicon.moves import candidate_to_dict

        return {
            "game": self.game,
            "move": self.move,
            "rack": self.rack,
            "top_score": self.top_score,
            "tops": [candidate_to_dict(c, i + 1) for i, c in enumerate(self.tops)],
            "others": [candidate_to_dict(c) for c in self.best],
            "total_moves": self.total_moves,
        }


def compute_tops(
    store: Store,
    game_no: int | None = None,
    move_no: int | None = None,
    *,
    graph: WordGraph | None = None,
    others: int = 10,
    count: bool = False,
) -> TopsView:
    """The moves with the top score for a move (default: the current one) and the ``others``
    that follow them in the list of every move.

    They come from the search pruned by score bound (``movegen.top_and_others``: the same
    moves, in the same order, as the slices of the full list); the number of every possible
    move (``total_moves``) needs the full list and is counted only with ``count``.
    """
    game = get_game(store, game_no)
    if not game.moves:
        raise InputError("nessuna estrazione: prima 'draw'")
    number = move_no or len(game.moves)
    if not 1 <= number <= len(game.moves):
        raise InputError(f"mossa {number} inesistente (la partita ne ha {len(game.moves)})")
    # Only here: the standings need none of it.
    from figs_td.core.movegen.generator import generate, top_and_others, tops

    move = game.moves[number - 1]
    board = game.board_before(number)
    graph = graph or _graph(store)
    others = max(0, others)
    total: int | None = None
    if count:
        moves = generate(board, move.rack, graph)
        top = tops(moves)
        rest = moves[len(top) : len(top) + others]
        total = len(moves)
    else:
        top, rest = top_and_others(board, move.rack, graph, others)
    return TopsView(game.number, number, move.rack, top[0].score if top else 0, top, rest, total)


def confirm_top(
    store: Store,
    game_no: int | None = None,
    choice: str | int | None = None,
    *,
    graph: WordGraph | None = None,
    actor: str = "",
) -> MasterMove:
    """Place the move the director chose among the tops: ``choice`` is its number in the list of
    tops (1 = the first), or its notation (``8F MICIO``); None with a single top takes it."""
    _require_duplicate(store)
    view = compute_tops(store, game_no, graph=graph)
    game, version = _load(store, view.game)
    if game.current is None:
        raise InputError("la mossa corrente è già confermata: prima una nuova estrazione")
    settings = duplicate_settings(store)
    board = game.board_before(view.move)
    notations = [c.notation for c in view.tops]
    if not view.tops:
        chosen = None
    elif choice is None or choice == "":
        if len(view.tops) > 1:
            raise InputError(
                f"{len(view.tops)} mosse col top di {view.top_score}: scegliere quale mettere "
                f"sul tabellone ({', '.join(notations)})"
            )
        chosen = view.tops[0]
    elif isinstance(choice, int) or str(choice).isdigit():
        k = int(choice)
        if not 1 <= k <= len(view.tops):
            raise InputError(f"scelta {k} fuori dalla lista dei top (1–{len(view.tops)})")
        chosen = view.tops[k - 1]
    else:
        wanted = board.validate(str(choice))
        chosen = next(
            (c for c in view.tops if board.validate(c.move).placed == wanted.placed), None
        )
        if chosen is None:
            raise InputError(
                f"{choice} non è un top di questa mossa (top {view.top_score}: {', '.join(notations)})"
            )
    recount = board.validate(chosen.move) if chosen is not None else None
    move = game.confirm(recount, view.top_score if chosen else None, notations, actor, settings)
    move.others = [[c.notation, c.score] for c in view.best]
    over = over_top(store, game.number, move.number, top=move.placed_score or 0)
    with store.transaction(actor=actor) as tx:
        tx.duplicate.save_game(
            game.number, game.to_dict(), expected_version=version, action="duplicate.play"
        )
        if over:  # listed to the arbiter, never changed here
            tx.audit.record(
                "duplicate.slip.over_top",
                entity="duplicate",
                key=f"{game.number}/{move.number}",
                new={"top": move.placed_score, "slips": over},
            )
    return move


def over_top(
    store: Store, game_no: int, move_no: int, *, top: int | None = None
) -> list[dict[str, Any]]:
    """The stored slips of a move scoring above its top (entered before the top was known):
    player number, name and score, for the arbiter to correct."""
    if top is None:
        game = get_game(store, game_no)
        if not 1 <= move_no <= len(game.moves) or not game.moves[move_no - 1].confirmed:
            return []
        top = game.moves[move_no - 1].placed_score or 0
    players = {pid: (seq, name) for pid, seq, name in _players(store)}
    with store.read() as tx:
        rows = tx.duplicate.slips(game_no, move_no)
    return [
        {"player": players[s.player_id][0], "name": players[s.player_id][1], "score": s.score}
        for s in rows
        if s.score > top and s.player_id in players
    ]


def _players(store: Store) -> list[tuple[int, int, str]]:
    with store.read() as tx:
        return [(p.id, p.seq, p.name) for p in tx.players.list()]


def game_json(game: MasterGame) -> dict[str, Any]:
    """The master game for ``--json`` (moves with their cumulative top total)."""
    out = game.to_dict()
    cumulative = 0
    for m in out["moves"]:
        cumulative += m.get("placed_score") or 0
        m["cumulative"] = cumulative
    out["top_total"] = game.top_total()
    out["bag"] = sum(game.bag().values())
    out["board"] = game.board().rows()
    return out
