"""Duplicate-event use cases: the players' slips of a move (:func:`enter_slip`,
:func:`enter_line`, :func:`enter_room` — a file of slips, issue 36 — and
:func:`declared_differs`), scored against the board before the move and written in one
transaction that checks the version of the master game it read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from figs_td.core.duplicate.bonus import solo_holder
from figs_td.core.duplicate.rules import (
    DuplicateSettings,
    MasterGame,
    MasterMove,
    SlipScore,
    score_slip,
)
from figs_td.errors import InputError
from figs_td.services.duplicate.game import SETTINGS_KEY, _players, _require_duplicate

if TYPE_CHECKING:
    from typing import TypedDict, Unpack

    from figs_td.store import Store

    class SlipEntry(TypedDict, total=False):
        """What a slip says, as :meth:`_Move.score` takes it (its defaults: nothing written)."""

        text: str | None
        score: int | None
        declared: int | None
        top: bool
        warnings: int
        penalty: int | None
        zero: str


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
    actor: str = "",
    **slip: Unpack[SlipEntry],
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
    return _write_slips(ctx, [ctx.score(player_number, **slip)], actor)[0]


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
    return enter_slip(
        store,
        move_no,
        fast.player if fast.player is not None else player,
        game_no=game_no,
        actor=actor,
        **_slip_of(fast),
    )


def _slip_of(fast: Any) -> SlipEntry:
    """What a line of fast entry writes on the slip; refused when it writes nothing."""
    if not (fast.text or fast.score is not None or fast.top or fast.solo or fast.zero):
        raise InputError("manca la mossa, il punteggio o il tasto (t, s, r, b, m)")
    return {
        "text": fast.text,
        "score": fast.score,
        "declared": fast.declared,
        "top": fast.top or fast.solo,
        "warnings": fast.warnings,
        "penalty": fast.penalty,
        "zero": fast.zero,
    }


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
            scored.append(ctx.score(number, **_slip_of(fast)))
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
