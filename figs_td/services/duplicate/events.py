"""Duplicate-event use cases (``--system duplicato``): games, draws, tops, the move placed, slips,
standings. The CLI (``figs-td duplicate …``) and the window's *Duplicato* page call these.

Each change is one transaction that checks the version of the master game it read. The word list
is the tournament's (setting ``lexicon.name``), else the one in use, else the stand-in; the tops
come from the move generator (:mod:`figs_td.core.movegen.generator`).

Public API: :func:`duplicate_settings`, :func:`set_duplicate_settings`, :func:`new_game`,
:func:`list_games`, :func:`get_game`, :func:`draw`, :func:`compute_tops`, :func:`confirm_top`,
:func:`enter_slip`, :func:`enter_line`, :func:`enter_room` (a file of slips, issue 36),
:func:`declared_differs`, :func:`slips_for_move`, :func:`standings`, :func:`move_ranking`,
:func:`game_json`, :class:`TopsView`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from figs_td.core.duplicate.bonus import Adjustment, SlipFacts, adjustments, solo_holder
from figs_td.core.duplicate.rules import (
    FRENCH_PRESET,
    NO_DRAW_RULES,
    DuplicateSettings,
    MasterGame,
    MasterMove,
    SlipScore,
    score_slip,
)
from figs_td.core.duplicate.standings import MoveRank, StandingRow
from figs_td.core.duplicate.standings import move_ranking as _move_ranking
from figs_td.core.duplicate.standings import standings as _standings
from figs_td.core.model import System
from figs_td.errors import InputError

if TYPE_CHECKING:
    from figs_td.core.movegen.generator import Candidate
    from figs_td.core.movegen.graph import WordGraph
    from figs_td.store import Store

__all__ = [
    "TopsView",
    "compute_tops",
    "confirm_top",
    "draw",
    "duplicate_settings",
    "EventData",
    "enter_line",
    "enter_room",
    "declared_differs",
    "RefusedLine",
    "RoomEntry",
    "RoomRefused",
    "enter_slip",
    "next_player",
    "over_top",
    "player_names",
    "seconds_left",
    "standings_by_game",
    "standings_view",
    "StandingsView",
    "game_json",
    "get_game",
    "list_games",
    "move_ranking",
    "new_game",
    "set_duplicate_settings",
    "slips_for_move",
    "standings",
]

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


@dataclass
class SlipResult:
    game: int
    move: int
    player_number: int
    player: str
    score: int
    status: str
    reason: str
    notation: str
    corrected: bool
    previous_score: int | None
    warnings: int = 0
    penalty: int = 0
    top: bool = False  # the slip scores the move's top (known once placed)
    declared: int | None = None  # the score written beside the move
    check: str = ""  # for the arbiter: the declared score is not what the written move scores

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


MAX_PENALTY = 1000
MAX_DECLARED = 2000


def declared_differs(entry: dict[str, Any], score: int) -> str:
    """Why a stored slip goes to the arbiter's list: the move written and the score declared
    beside it disagree (a jolly not marked in a word written in capitals scores 0, a slip
    miscounted…). The slip scores the board's value (domain.md §10); the arbiter decides, and
    entering the slip again clears it. "" when they agree or nothing was declared."""
    declared = entry.get("declared")
    if not entry.get("text") or declared is None or declared == score:
        return ""
    return f"dichiarati {declared}, la mossa scritta vale {score}"


@dataclass
class _Move:
    """What scoring the slips of one move needs, read once: the master game (as read, with its
    version), the settings, the players, the board before the move, the list when needed."""

    store: Store
    game: MasterGame
    version: int
    moves: list[dict[str, Any]]  # the master game's moves as read (the version check)
    settings: DuplicateSettings
    players: dict[int, tuple[int, str]]  # number → (id, name)
    master: MasterMove
    _board: Any = None
    _lexicon: Any = None

    @classmethod
    def read(cls, store: Store, move_no: int, game_no: int | None) -> _Move:
        with store.read() as tx:
            if game_no is None:
                records = tx.duplicate.games()
                if not records:
                    raise InputError(
                        "nessuna partita di duplicato: crearla con 'figs-td duplicate new'"
                    )
                rec = records[-1]
            else:
                rec = tx.duplicate.game(game_no)
            settings = DuplicateSettings.from_dict(tx.tournament.get_setting(SETTINGS_KEY))
            players = {p.seq: (p.id, p.name) for p in tx.players.list()}
        game = MasterGame.from_dict(rec.state)
        if not 1 <= move_no <= len(game.moves):
            raise InputError(
                f"mossa {move_no} inesistente (la partita {game.number} ne ha {len(game.moves)})"
            )
        moves = list(rec.state.get("moves") or [])
        return cls(store, game, rec.version, moves, settings, players, game.moves[move_no - 1])

    @property
    def top_score(self) -> int | None:
        return self.master.placed_score if self.master.confirmed else self.master.top_score

    @property
    def board(self) -> Any:
        if self._board is None:
            self._board = self.game.board_before(self.master.number)
        return self._board

    def lexicon(self) -> Any:
        if self._lexicon is None:
            from figs_td.services.lexicon.lists import open_lexicon
            from figs_td.services.rulings import tournament_lexicon

            self._lexicon = open_lexicon(tournament_lexicon(self.store))
        return self._lexicon

    def name(self, number: int) -> str:
        return self.players[number][1] if number in self.players else ""

    def score(
        self,
        player_number: int,
        *,
        text: str | None = None,
        score: int | None = None,
        declared: int | None = None,
        top: bool = False,
        warnings: int = 0,
        penalty: int | None = None,
        zero: str = "",
    ) -> _Scored:
        """One slip scored (nothing written); a slip that cannot be recorded is an
        :class:`InputError` saying why."""
        master, move_no = self.master, self.master.number
        if text is not None and len(text) > 60:
            raise InputError("mossa scritta troppo lunga")
        if not 0 <= warnings <= 20:
            raise InputError("avvertimenti su un foglietto: da 0 a 20")
        if penalty == 0:
            if not self.settings.warning_penalty:
                raise InputError(
                    "indicare i punti della penalità (ad es. p5): nessuna penalità preimpostata"
                )
            penalty = self.settings.warning_penalty
        if penalty is not None and not 0 < penalty <= MAX_PENALTY:
            raise InputError(f"penalità fuori dai limiti (1–{MAX_PENALTY}): {penalty}")
        if declared is not None and not 0 <= declared <= MAX_DECLARED:
            raise InputError(
                f"punteggio dichiarato fuori dai limiti (0–{MAX_DECLARED}): {declared}"
            )
        if top:
            if not master.confirmed:
                raise InputError(f"il top della mossa {move_no} non è ancora sul tabellone")
            if not master.placed:
                raise InputError(f"nessun top alla mossa {move_no}: nessuna mossa era possibile")
            text = master.placed
        if player_number not in self.players:
            raise InputError(f"nessun giocatore col numero {player_number}")
        pid, name = self.players[player_number]
        top_score = self.top_score
        if text is not None and not zero:
            from figs_td.core.duplicate.entry import resolve_case

            text = resolve_case(self.board, master.rack, text)
        lexicon = self.lexicon() if text and not zero else None
        result = score_slip(
            self.board, master.rack, lexicon, text=text, score=score, top_score=top_score,
            zero=zero,
        )  # fmt: skip
        entry: dict[str, Any] = {"text": text or "", "declared": declared}
        if text is None and not zero:
            entry["score"] = score
        if result.reason:
            entry["reason"] = result.reason
        if warnings:
            entry["warnings"] = warnings
        if penalty:
            entry["penalty"] = penalty
        return _Scored(pid, player_number, name, entry, result, warnings, penalty or 0, top_score)


@dataclass
class _Scored:
    """A slip scored, ready to be written."""

    pid: int
    number: int
    name: str
    entry: dict[str, Any]
    result: SlipScore
    warnings: int
    penalty: int
    top_score: int | None


def _write_slips(ctx: _Move, scored: list[_Scored], actor: str) -> list[SlipResult]:
    """The slips of one move in one transaction, which first checks that the master game is
    still the one they were scored on (:meth:`DuplicateWrites.check_moves`)."""
    game, master, settings = ctx.game, ctx.master, ctx.settings
    previous: dict[int, Any] = {}
    with ctx.store.transaction(actor=actor) as tx:
        tx.duplicate.check_moves(game.number, ctx.version, ctx.moves, master.number)
        players = len(tx.players.list()) if settings.solo_bonus else 0
        before = _solo_of_move(tx, settings, players, game.number, master)
        for s in scored:
            _, previous[s.pid] = tx.duplicate.save_slip(
                game.number, master.number, s.pid, s.entry, s.result.score, s.result.status
            )
        after = _solo_of_move(tx, settings, players, game.number, master)
        if before != after:  # the solo bonus moved: said in the audit, with the move
            names = {p.id: (p.seq, p.name) for p in tx.players.list()}
            tx.audit.record(
                "duplicate.solo",
                entity="duplicate",
                key=f"{game.number}/{master.number}",
                old=_solo_json(before, names, settings),
                new=_solo_json(after, names, settings),
            )
    out = []
    for s in scored:
        prev = previous[s.pid]
        r = s.result
        out.append(
            SlipResult(
                game.number,
                master.number,
                s.number,
                s.name,
                r.score,
                r.status,
                r.reason,
                r.notation,
                prev is not None,
                prev.score if prev else None,
                s.warnings,
                s.penalty,
                s.top_score is not None and s.top_score > 0 and r.score == s.top_score,
                s.entry.get("declared"),
                declared_differs(s.entry, r.score),
            )
        )
    return out


def enter_slip(
    store: Store,
    move_no: int,
    player_number: int,
    *,
    game_no: int | None = None,
    text: str | None = None,
    score: int | None = None,
    declared: int | None = None,
    top: bool = False,
    warnings: int = 0,
    penalty: int | None = None,
    zero: str = "",
    actor: str = "",
) -> SlipResult:
    """Record a player's slip: the move written (scored on the board before the top was placed,
    0 when invalid), the score alone, ``top`` (the move placed), or a ``zero`` slip ("late",
    "blank", "multiple"); with ``warnings`` and a ``penalty`` (points; 0: the warning penalty
    set). A score above the move's top is refused once the top is placed. A ``declared`` score
    that is not what the written move scores puts the slip on the arbiter's list
    (:func:`declared_differs`; it scores the board's value). Entering again corrects it
    (audited)."""
    _require_duplicate(store)
    ctx = _Move.read(store, move_no, game_no)
    scored = ctx.score(
        player_number, text=text, score=score, declared=declared, top=top, warnings=warnings,
        penalty=penalty, zero=zero,
    )  # fmt: skip
    return _write_slips(ctx, [scored], actor)[0]


def _solo_of_move(
    tx: Any, settings: DuplicateSettings, players: int, game_no: int, move: MasterMove
) -> int | None:
    """Who holds the solo bonus of a move placed (player id), inside a transaction."""
    if not settings.solo_bonus or not move.confirmed:
        return None
    scores = {s.player_id: s.score for s in tx.duplicate.slips(game_no, move.number)}
    return solo_holder(settings, players, move.placed_score or 0, scores)


def _solo_json(
    pid: int | None, names: dict[int, tuple[int, str]], settings: DuplicateSettings
) -> dict[str, Any] | None:
    if pid is None:
        return None
    number, name = names.get(pid, (0, ""))
    return {"player": number, "name": name, "bonus": settings.solo_bonus}


def enter_line(
    store: Store,
    move_no: int,
    line: str,
    *,
    player: int,
    game_no: int | None = None,
    actor: str = "",
) -> SlipResult | None:
    """One line of fast entry (:mod:`figs_td.core.duplicate.entry`) for ``player`` (or the
    player the line names with ``N:``); None for an empty line (no slip: the player is skipped)."""
    from figs_td.core.duplicate.entry import parse_fast_line

    fast = parse_fast_line(line)
    if fast.empty:
        return None
    _require_slip(fast)
    return enter_slip(
        store,
        move_no,
        fast.player if fast.player is not None else player,
        game_no=game_no,
        text=fast.text,
        score=fast.score,
        declared=fast.declared,
        top=fast.top or fast.solo,
        warnings=fast.warnings,
        penalty=fast.penalty,
        zero=fast.zero,
        actor=actor,
    )


def _require_slip(fast: Any) -> None:
    if not (fast.text or fast.score is not None or fast.top or fast.solo or fast.zero):
        raise InputError("manca la mossa, il punteggio o il tasto (t, s, r, b, m)")


@dataclass
class RefusedLine:
    """A line of a file of slips that was not recorded, and why."""

    line: int  # its number in the file
    player: int  # the player's number (written on the line, or by its position)
    name: str  # "" when no player has that number
    text: str
    reason: str

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)

    def describe(self) -> str:
        who = f"giocatore {self.player}" + (f" {self.name}" if self.name else "")
        return f"riga {self.line}, {who}: {self.reason}"


@dataclass
class RoomEntry:
    """What :func:`enter_room` did with a file of slips."""

    tied_by: str  # "number" (``N:`` on every line) | "position"
    slips: list[SlipResult]  # recorded (none when the file was refused)
    refused: list[RefusedLine]
    without_slip: list[int]  # players whose line was empty

    @property
    def to_check(self) -> list[SlipResult]:
        """The slips recorded whose declared score is not what the written move scores."""
        return [r for r in self.slips if r.check]

    def to_json(self) -> dict[str, Any]:
        return {
            "tied_by": self.tied_by,
            "stored": bool(self.slips),
            "slips": [r.to_json() for r in self.slips],
            "refused": [r.to_json() for r in self.refused],
            "without_slip": self.without_slip,
            "errors": len(self.refused),
        }


class RoomRefused(InputError):
    """A file of slips with refused lines, recorded not at all (:attr:`entry` says which)."""

    def __init__(self, entry: RoomEntry) -> None:
        from figs_td.plurals import count

        self.entry = entry
        head = f"nessun foglietto registrato: {count(len(entry.refused), 'riga rifiutata', 'righe rifiutate')}"
        super().__init__("\n  ".join([head, *(r.describe() for r in entry.refused)]))


def enter_room(
    store: Store,
    move_no: int,
    lines: list[str],
    *,
    game_no: int | None = None,
    first: int | None = None,
    keep_good: bool = False,
    actor: str = "",
) -> RoomEntry:
    """A file of the room's slips, one line per player (fast entry), recorded in one
    transaction. Each line is tied to its player by the number written first on it, or by its
    position (:func:`figs_td.core.duplicate.entry.tie_lines`: a file that mixes the two, or
    whose count of lines is not the room's, is refused whole). A line that cannot be recorded
    is skipped — never moved onto another player. With any refused line nothing is recorded
    (:class:`RoomRefused`, naming each line, player and reason) unless ``keep_good``: then the
    other lines are recorded and the refused ones returned."""
    from figs_td.core.duplicate.entry import parse_fast_line, tie_lines

    _require_duplicate(store)
    ctx = _Move.read(store, move_no, game_no)
    tied_by, tied = tie_lines(lines, sorted(ctx.players), first=first)
    scored: list[_Scored] = []
    refused: list[RefusedLine] = []
    without: list[int] = []
    for room_line in tied:
        number = room_line.player

        def refuse(reason: str, line: Any = room_line, player: int = number) -> None:
            refused.append(RefusedLine(line.line, player, ctx.name(player), line.text, reason))

        if room_line.problem:
            refuse(room_line.problem)
            continue
        try:
            fast = parse_fast_line(room_line.text)
            if fast.empty:
                without.append(number)
                continue
            _require_slip(fast)
            scored.append(
                ctx.score(
                    number,
                    text=fast.text,
                    score=fast.score,
                    declared=fast.declared,
                    top=fast.top or fast.solo,
                    warnings=fast.warnings,
                    penalty=fast.penalty,
                    zero=fast.zero,
                )  # fmt: skip
            )
        except InputError as exc:
            refuse(str(exc))
    entry = RoomEntry(tied_by, [], refused, without)
    if refused and not keep_good:
        raise RoomRefused(entry)
    if scored:
        entry.slips = _write_slips(ctx, scored, actor)
    return entry


def player_names(store: Store) -> dict[int, str]:
    """Player number → name."""
    return {seq: name for _, seq, name in _players(store)}


def next_player(store: Store, after: int) -> int | None:
    """The number of the player after ``after`` (None after the last one)."""
    numbers = sorted(seq for _, seq, _ in _players(store))
    return next((n for n in numbers if n > after), None)


@dataclass
class EventData:
    """The whole event read in one transaction (settings, games, players, every slip), for the
    standings, the slips of a move, the solutions sheets and the web pages."""

    settings: DuplicateSettings
    games: list[MasterGame]
    players: list[tuple[int, int, str]]  # (id, number, name)
    slips: list[Any]  # store records: game_no, move_no, player_id, entry, score, status
    _adjust: dict[tuple[int, int, int], Adjustment] | None = field(default=None, repr=False)

    @classmethod
    def read(cls, store: Store) -> EventData:
        with store.read() as tx:
            return cls(
                DuplicateSettings.from_dict(tx.tournament.get_setting(SETTINGS_KEY)),
                [MasterGame.from_dict(r.state) for r in tx.duplicate.games()],
                [(p.id, p.seq, p.name) for p in tx.players.list()],
                tx.duplicate.slips(),
            )

    def game(self, number: int | None) -> MasterGame:
        if not self.games:
            raise InputError("nessuna partita di duplicato: crearla con 'figs-td duplicate new'")
        if number is None:
            return self.games[-1]
        found = next((g for g in self.games if g.number == number), None)
        if found is None:
            raise InputError(f"partita di duplicato n. {number} inesistente")
        return found

    def facts(self) -> list[SlipFacts]:
        return [
            SlipFacts(
                s.game_no,
                s.move_no,
                s.player_id,
                s.score,
                int(s.entry.get("warnings") or 0),
                int(s.entry.get("penalty") or 0),
            )
            for s in self.slips
        ]

    def to_check(
        self, game_no: int | None = None, move_no: int | None = None
    ) -> list[tuple[int, int, dict[str, Any]]]:
        """The arbiter's list of stored slips whose declared score is not what the written move
        scores (:func:`declared_differs`), of a game or one of its moves (default: all):
        (game, move, player number, name, the move written, declared, score, why: the two
        scores and the reason a move scores 0)."""
        players = {pid: (seq, name) for pid, seq, name in self.players}
        out = []
        for s in self.slips:
            if (game_no is not None and s.game_no != game_no) or (
                move_no is not None and s.move_no != move_no
            ):
                continue
            why = declared_differs(s.entry, s.score)
            if why and s.player_id in players:
                number, name = players[s.player_id]
                out.append((s.game_no, s.move_no, {
                    "player": number, "name": name, "written": s.entry.get("text") or "",
                    "declared": s.entry.get("declared"), "score": s.score,
                    "why": why + (f" ({s.entry['reason']})" if s.entry.get("reason") else ""),
                }))  # fmt: skip
        return out

    def adjust(
        self, games: list[MasterGame] | None = None
    ) -> dict[tuple[int, int, int], Adjustment]:
        """The solo bonuses, warnings and penalties of the slips of ``games`` (default: all;
        worked out once)."""
        if games is not None:
            return adjustments(self.settings, len(self.players), _tops(games), self.facts())
        if self._adjust is None:
            self._adjust = adjustments(
                self.settings, len(self.players), _tops(self.games), self.facts()
            )
        return self._adjust

    def chosen(self, games: list[int] | None) -> list[MasterGame]:
        if games is None:
            return self.games
        known = {g.number for g in self.games}
        missing = sorted(set(games) - known)
        if missing:
            have = ", ".join(str(n) for n in sorted(known)) or "nessuna"
            raise InputError(
                f"partita {', '.join(str(n) for n in missing)} inesistente (l'evento ha: {have})"
            )
        return [g for g in self.games if g.number in games]

    def standings(self, games: list[int] | None = None) -> list[StandingRow]:
        chosen = self.chosen(games)
        scores = {(s.game_no, s.move_no, s.player_id): s.score for s in self.slips}
        return _standings(self.players, _tops(chosen), scores, self.adjust(chosen))

    def over_top(self, game_no: int, move_no: int, top: int) -> list[dict[str, Any]]:
        """As :func:`over_top`, from what was read."""
        players = {pid: (seq, name) for pid, seq, name in self.players}
        return [
            {"player": players[s.player_id][0], "name": players[s.player_id][1], "score": s.score}
            for s in self.slips
            if s.game_no == game_no
            and s.move_no == move_no
            and s.score > top
            and s.player_id in players
        ]

    def _top(self, game_no: int, move_no: int) -> int | None:
        """The top of a move placed (None: not placed yet, or no such move)."""
        game = next((g for g in self.games if g.number == game_no), None)
        if game is None or not 1 <= move_no <= len(game.moves):
            return None
        move = game.moves[move_no - 1]
        return (move.placed_score or 0) if move.confirmed else None

    def slips_for_move(self, game_no: int, move_no: int) -> dict[int, dict[str, Any]]:
        """Player number → the slip's entry, score, status and its solo/warning adjustment;
        ``unsettled``: the score is above the move's top (entered before it was placed), and
        ``net`` counts it 0 until the arbiter corrects it (as the standings do)."""
        numbers = {pid: seq for pid, seq, _ in self.players}
        adjust = self.adjust()
        top = self._top(game_no, move_no)
        out = {}
        for s in self.slips:
            if s.game_no != game_no or s.move_no != move_no or s.player_id not in numbers:
                continue
            adj = adjust.get((game_no, move_no, s.player_id), Adjustment())
            unsettled = top is not None and s.score > top  # counted 0 until corrected
            out[numbers[s.player_id]] = {
                "entry": s.entry,
                "score": s.score,
                "status": s.status,
                "solo": adj.solo,
                "warning_points": adj.warning_points,
                "penalty": adj.penalty,
                "net": (0 if unsettled else s.score) + adj.net,
                "unsettled": unsettled,
            }
        return out


def slips_for_move(store: Store, game_no: int, move_no: int) -> dict[int, dict[str, Any]]:
    """Player number → the slip's entry, score and status (and its solo/warning adjustment)."""
    return EventData.read(store).slips_for_move(game_no, move_no)


def _tops(games: list[MasterGame]) -> dict[tuple[int, int], int]:
    return {
        (g.number, m.number): m.placed_score or 0 for g in games for m in g.moves if m.confirmed
    }


def standings(store: Store, games: list[int] | None = None) -> list[StandingRow]:
    """The standings over the games given (default: all), moves confirmed only; solo bonuses,
    warnings and penalties included. A game that does not exist is refused."""
    return EventData.read(store).standings(games)


def standings_by_game(store: Store) -> dict[int, list[StandingRow]]:
    """Game number → the standings of that game alone (the overall ones: :func:`standings`)."""
    data = EventData.read(store)
    return {g.number: data.standings([g.number]) for g in data.games}


@dataclass
class StandingsView:
    """What ``figs-td duplicate standings`` shows, read in one transaction: the standings over
    the games chosen, those of each game (when asked) and the slips above a move's top still to
    correct (game, move, the :func:`over_top` entry), and those whose declared score is not what
    the written move scores (the arbiter's list too)."""

    rows: list[StandingRow]
    per_game: dict[int, list[StandingRow]]
    over: list[tuple[int, int, dict[str, Any]]]
    #: The slips whose declared score disagrees with the written move (:meth:`EventData.to_check`).
    to_check: list[tuple[int, int, dict[str, Any]]] = field(default_factory=list)


def standings_view(
    store: Store, games: list[int] | None = None, *, per_game: bool = False
) -> StandingsView:
    """:func:`standings`, :func:`standings_by_game` (with ``per_game``) and the slips above the
    top of every move placed (:func:`over_top`), from one read of the event."""
    data = EventData.read(store)
    rows = data.standings(games)
    by_game = {g.number: data.standings([g.number]) for g in data.games} if per_game else {}
    over = [
        (g.number, m.number, o)
        for g in data.games
        for m in g.moves
        if m.confirmed
        for o in data.over_top(g.number, m.number, m.placed_score or 0)
    ]
    return StandingsView(rows, by_game, over, data.to_check())


def move_ranking(store: Store, game_no: int, move_no: int) -> list[MoveRank]:
    game = get_game(store, game_no)
    if not 1 <= move_no <= len(game.moves):
        raise InputError(f"mossa {move_no} inesistente")
    top = game.moves[move_no - 1].placed_score or 0
    with store.read() as tx:
        scores = {s.player_id: s.score for s in tx.duplicate.slips(game.number, move_no)}
    return _move_ranking(_players(store), top, scores)


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
