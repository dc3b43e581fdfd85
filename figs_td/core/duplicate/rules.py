"""Duplicate (duplicato) rules: the master game, the draws, the slips, the standings.

domain.md §10 (``000_`` Premessa, ``003_`` "Duplicato"): every player plays the same board; for
each move 7 tiles are drawn and read aloud, everyone writes the best move they find within the
time (2½ minutes, a setting); the top is placed on the master board; each player scores the move
they wrote; the rack is refilled with as many tiles as the top used; the game ends after a set
number of moves or when the bag is empty. Our decisions (§10): an invalid written move (word not
in the list, illegal placement, tiles not on the rack) scores 0; the board's score wins over the
declared one; among tied tops the director chooses (recorded); standings by total, then by the
number of tops found; ties shared. The box rules (``001_``, *Scrabble Multiplo*) are the
defaults: 3 minutes per move; during the first 15 moves the rack holds at least 2 vowels and 2
consonants, from the 16th at least one of each (a jolly counts as either), otherwise all the
letters go back and 7 new ones are drawn; the game ends when the 120 tiles are used up or no
vowels or no consonants remain. Solo bonus, warnings and penalties (not in the Italian texts)
are settings, off by default (:mod:`figs_td.core.duplicate.bonus`).

Everything here is plain data (JSON-able dicts through ``to_dict``/``from_dict``); the service
(``services/duplicate/events.py``) stores it.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Final

from figs_td.core.game.board import Board, MoveError, MoveScore
from figs_td.core.game.notation import parse_move
from figs_td.core.game.tiles import JOLLY, JOLLY_COUNT, RACK_SIZE, TILE_SET, parse_rack
from figs_td.errors import InputError

__all__ = [
    "DrawRules",
    "DuplicateSettings",
    "FRENCH_PRESET",
    "NO_DRAW_RULES",
    "MasterGame",
    "MasterMove",
    "SlipScore",
    "VOWELS",
    "check_rack_available",
    "full_bag",
    "out_of_vowels_or_consonants",
    "tiles_left",
    "score_slip",
]

VOWELS: Final = frozenset("AEIOU")
DEFAULT_TIMER_S: Final = 180  # 001_ "Scrabble Multiplo": 3 minuti (003_: 2½, una impostazione)
MAX_MOVES: Final = 60


@dataclass(frozen=True)
class DrawRules:
    """The drawing rule in two stages (``001_`` *Scrabble Multiplo*, the default): up to move
    ``until_move`` at least ``min_vowels`` vowels and ``min_consonants`` consonants, from the
    next one at least ``later_vowels`` and ``later_consonants``; a jolly counts as either.
    All zeros: no constraint."""

    min_vowels: int = 2
    min_consonants: int = 2
    until_move: int = 15  # the first stage lasts up to this move (0: every move)
    attempts: int = 50  # redraws before giving up on the constraint (noted on the move)
    later_vowels: int = 1
    later_consonants: int = 1

    def required(self, move: int) -> tuple[int, int]:
        """(vowels, consonants) the rack of ``move`` must hold."""
        if self.until_move == 0 or move <= self.until_move:
            return self.min_vowels, self.min_consonants
        return self.later_vowels, self.later_consonants

    def active(self, move: int) -> bool:
        return sum(self.required(move)) > 0

    def satisfied(self, rack: str, move: int = 1) -> bool:
        want_v, want_c = self.required(move)
        vowels = sum(1 for t in rack if t in VOWELS)
        consonants = sum(1 for t in rack if t != JOLLY and t not in VOWELS)
        jollies = rack.count(JOLLY)
        # 001_: "i Jolly possono valere sia per l'una che per l'altra".
        short = max(0, want_v - vowels) + max(0, want_c - consonants)
        return short <= jollies


#: No constraint on the draws (an older event, or the director's choice).
NO_DRAW_RULES: Final = DrawRules(0, 0, 0, 50, 0, 0)


@dataclass(frozen=True)
class DuplicateSettings:
    """The duplicate settings of an event (tournament ``settings["duplicate"]``).

    Solo bonus, warnings and penalties are not in the Italian texts (domain.md §10): off by
    default; :data:`FRENCH_PRESET` holds the French federation's values."""

    timer_s: int = DEFAULT_TIMER_S
    moves: int = 0  # a set number of moves per game (0: until the tiles run out)
    draw: DrawRules = field(default_factory=DrawRules)
    solo_bonus: int = 0  # points to the one player who alone found the top (0: off)
    solo_min_players: int = 16  # ... when the event has at least this many players
    warning_penalty: int = 0  # points taken for each warning from the ``warning_from``-th (0: off)
    warning_from: int = 3  # counted within one game

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> DuplicateSettings:
        data = dict(data or {})
        stored = data.pop("draw", None)
        if stored is None:
            draw = DrawRules()
        else:
            values = {k: int(v) for k, v in dict(stored).items() if k in _DRAW_KEYS}
            if "later_vowels" not in values:  # saved before the two stages: one stage only
                values = {"until_move": 0, "later_vowels": 0, "later_consonants": 0} | values
            draw = DrawRules(**values)
        s = cls(
            timer_s=int(data.get("timer_s", DEFAULT_TIMER_S)),
            moves=int(data.get("moves", 0)),
            draw=draw,
            **{k: int(data[k]) for k in _BONUS_KEYS if data.get(k) is not None},
        )
        s.check()
        return s

    def check(self) -> None:
        if not 10 <= self.timer_s <= 3600:
            raise InputError(f"tempo per mossa fuori dai limiti (10–3600 s): {self.timer_s}")
        if not 0 <= self.moves <= MAX_MOVES:
            raise InputError(f"numero di mosse fuori dai limiti (0–{MAX_MOVES}): {self.moves}")
        d = self.draw
        for v, c in ((d.min_vowels, d.min_consonants), (d.later_vowels, d.later_consonants)):
            if not (0 <= v <= RACK_SIZE and 0 <= c <= RACK_SIZE):
                raise InputError("minimo di vocali/consonanti fuori dai limiti (0–7)")
            if v + c > RACK_SIZE:
                raise InputError("minimo di vocali più consonanti oltre 7 tessere")
        if not 0 <= d.until_move <= MAX_MOVES or not 1 <= d.attempts <= 1000:
            raise InputError("regole di estrazione fuori dai limiti")
        if not (0 <= self.solo_bonus <= 100 and 0 <= self.warning_penalty <= 100):
            raise InputError("bonus solitario e penalità per avvertimento: da 0 a 100 punti")
        if not (1 <= self.solo_min_players <= 10_000 and 1 <= self.warning_from <= 100):
            raise InputError("bonus solitario o avvertimenti: soglie fuori dai limiti")


_DRAW_KEYS: Final = frozenset(f.name for f in fields(DrawRules))
_BONUS_KEYS: Final = ("solo_bonus", "solo_min_players", "warning_penalty", "warning_from")
#: The French federation's values (domain.md §10): solo +10 with at least 16 players, −5 for
#: each warning from the third in a game.
FRENCH_PRESET: Final = {
    "solo_bonus": 10,
    "solo_min_players": 16,
    "warning_penalty": 5,
    "warning_from": 3,
}


def full_bag() -> Counter[str]:
    """The 120 tiles (``?`` = jolly)."""
    bag: Counter[str] = Counter({letter: n for letter, (n, _) in TILE_SET.items()})
    bag[JOLLY] = JOLLY_COUNT
    return bag


@dataclass
class MasterMove:
    """One move of the master game: the rack, how it was drawn, the tops and the move placed."""

    number: int
    rack: str  # leftover first, then the new tiles
    leftover: str
    drawn: str
    source: str  # "entered" | "drawn"
    seed: str = ""  # the seed of a program draw (recorded, to replay it)
    rejected: list[str] = field(default_factory=list)  # racks redrawn under the draw rules
    note: str = ""
    top_score: int | None = None
    tops: list[str] = field(default_factory=list)  # every move with the top score
    placed: str = ""  # notation of the move placed ("" until confirmed, or no move possible)
    placed_score: int | None = None
    tiles_used: str = ""
    chosen_by: str = ""
    confirmed: bool = False
    others: list[list[Any]] = field(default_factory=list)  # [notation, score]: the next best
    drawn_at: str = ""  # when the rack was drawn (UTC ISO, set by the service): the countdown

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MasterMove:
        return cls(**data)


@dataclass
class MasterGame:
    """The master game (partita di riferimento) of one duplicate game."""

    number: int
    seed: int
    moves: list[MasterMove] = field(default_factory=list)
    finished: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "seed": self.seed,
            "finished": self.finished,
            "moves": [m.to_dict() for m in self.moves],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MasterGame:
        return cls(
            number=int(data["number"]),
            seed=int(data["seed"]),
            finished=bool(data.get("finished", False)),
            moves=[MasterMove.from_dict(m) for m in data.get("moves", [])],
        )

    # -- positions ---------------------------------------------------------------------------

    def board_before(self, number: int) -> Board:
        """The master board before move ``number`` (1-based)."""
        board = Board()
        for m in self.moves[: number - 1]:
            if m.placed:
                board.play(m.placed)
        return board

    def board(self) -> Board:
        return self.board_before(len(self.moves) + 1)

    @property
    def current(self) -> MasterMove | None:
        """The move being played (drawn, not yet confirmed)."""
        if self.moves and not self.moves[-1].confirmed:
            return self.moves[-1]
        return None

    def bag(self) -> Counter[str]:
        """The tiles still in the bag (not on the board, not on the rack)."""
        bag = full_bag()
        for m in self.moves:
            if m.confirmed:
                bag.subtract(m.tiles_used)
        if self.moves:
            last = self.moves[-1]
            bag.subtract(last.rack if not last.confirmed else self.leftover())
        return +bag

    def leftover(self) -> str:
        """The tiles kept for the next move (the rack minus the tiles of the move placed)."""
        if not self.moves:
            return ""
        last = self.moves[-1]
        if not last.confirmed:
            return ""
        if not last.placed:  # no move possible: the whole rack goes back into the bag
            return ""
        left = list(last.rack)
        for t in last.tiles_used:
            left.remove(t)
        return "".join(left)

    def top_total(self) -> int:
        return sum(m.placed_score or 0 for m in self.moves if m.confirmed)

    # -- draws -------------------------------------------------------------------------------

    def _check_can_draw(self, settings: DuplicateSettings) -> int:
        if self.finished:
            raise InputError(f"la partita {self.number} è finita")
        if self.current is not None:
            raise InputError(
                f"la mossa {self.current.number} non è ancora confermata: prima la giocata al tabellone"
            )
        number = len(self.moves) + 1
        if settings.moves and number > settings.moves:
            raise InputError(f"la partita {self.number} ha già le {settings.moves} mosse previste")
        return number

    def enter_draw(
        self, tiles: str, settings: DuplicateSettings, *, redraw: bool = False
    ) -> MasterMove:
        """The tiles drawn from the real bag, as read by the director (the leftover is kept).

        A rack that breaks the drawing rule is refused: all its letters go back into the bag
        and 7 new ones are drawn (``001_``), entered with ``redraw`` (the leftover went back too).
        """
        number = self._check_can_draw(settings)
        try:
            new = parse_rack(tiles)
        except ValueError as exc:
            raise InputError(str(exc)) from None
        leftover = self.leftover()
        bag = self.bag()
        if redraw:
            if not leftover:
                raise InputError("nessuna lettera rimasta sul leggio: una estrazione normale")
            bag.update(leftover)
            leftover = ""
        need = Counter(new)
        for t, n in need.items():
            if bag[t] < n:
                name = "jolly" if t == JOLLY else t
                raise InputError(f"nel sacchetto restano {bag[t]} tessere {name}, non {n}")
        rack = leftover + "".join(new)
        if len(rack) > RACK_SIZE:
            raise InputError(
                f"il leggio avrebbe {len(rack)} tessere: restano {leftover or 'nessuna'} "
                f"e se ne pescano al massimo {RACK_SIZE - len(leftover)}"
            )
        want = min(RACK_SIZE - len(leftover), sum(bag.values()))
        if len(new) != want:
            raise InputError(
                f"vanno pescate {want} tessere (restano sul leggio: {leftover or '—'})"
            )
        rules = settings.draw
        pool = "".join(bag.elements()) + leftover
        if not rules.satisfied(rack, number) and _feasible(rules, pool, number):
            v, c = rules.required(number)
            again = (
                "rimettere nel sacchetto tutte le lettere e pescarne 7 nuove "
                "(draw --tiles … --redraw)"
                if leftover
                else "rimetterle nel sacchetto e pescarne 7 nuove"
            )
            raise InputError(
                f"il leggio {rack} non ha almeno {v} vocali e {c} consonanti (mossa {number}, "
                f"il jolly vale per le une o le altre): {again}"
            )
        note = "" if rules.satisfied(rack, number) else _IMPOSSIBLE
        move = MasterMove(number, rack, leftover, "".join(new), "entered", note=note)
        self.moves.append(move)
        return move

    def draw(self, settings: DuplicateSettings) -> MasterMove:
        """Draw by the program (seeded by the game's seed and the move number; recorded)."""
        number = self._check_can_draw(settings)
        leftover = self.leftover()
        bag = self.bag()
        seed = f"{self.seed}:{number}"
        rng = random.Random(seed)
        pool = sorted(bag.elements())
        if not pool and not leftover:
            raise InputError("il sacchetto è vuoto")
        want = min(RACK_SIZE - len(leftover), len(pool))
        rules = settings.draw
        rejected: list[str] = []
        note = ""
        new = rng.sample(pool, want)
        rack = leftover + "".join(new)
        if rules.active(number) and not rules.satisfied(rack, number):
            full_pool = pool + list(leftover)
            if not _feasible(rules, "".join(full_pool), number):
                note = _IMPOSSIBLE
            else:
                for _ in range(rules.attempts):
                    if rules.satisfied(rack, number):
                        break
                    rejected.append(rack)
                    # 001_: all the letters go back into the bag (the leftover too), 7 new ones.
                    leftover = ""
                    new = rng.sample(full_pool, min(RACK_SIZE, len(full_pool)))
                    rack = "".join(new)
                else:
                    note = "regola di estrazione non rispettata dopo i tentativi: tenuta l'ultima"
        move = MasterMove(number, rack, leftover, "".join(new), "drawn", seed, rejected, note)
        self.moves.append(move)
        return move

    def remaining(self) -> Counter[str]:
        """The tiles not yet played: the bag and the rack (or the leftover after a move)."""
        left = self.bag()
        last = self.moves[-1] if self.moves else None
        left.update(last.rack if last is not None and not last.confirmed else self.leftover())
        return left

    # -- the move placed ---------------------------------------------------------------------

    def confirm(
        self,
        placed: MoveScore | None,
        top_score: int | None,
        tops: list[str],
        chosen_by: str,
        settings: DuplicateSettings,
    ) -> MasterMove:
        """Place the move the director chose among the tops (None: no move is possible)."""
        move = self.current
        if move is None:
            raise InputError("nessuna estrazione da giocare: prima 'draw'")
        if placed is not None:
            move.placed = placed.move.notation
            move.placed_score = placed.total
            move.tiles_used = placed.tile_string
        else:
            move.placed, move.placed_score, move.tiles_used = "", 0, ""
        move.top_score = top_score
        move.tops = tops
        move.chosen_by = chosen_by
        move.confirmed = True
        bag_left = sum(self.bag().values())
        if (
            (settings.moves and move.number >= settings.moves)
            or (bag_left == 0 and (not self.leftover() or placed is None))
            or out_of_vowels_or_consonants(self.remaining())
        ):
            self.finished = True
        return move


_IMPOSSIBLE: Final = "regola di estrazione impossibile da rispettare con le lettere rimaste"


def _feasible(rules: DrawRules, pool: str, move: int) -> bool:
    """Whether some rack drawn from ``pool`` can satisfy the rule of ``move``."""
    v, c = rules.required(move)
    if v + c > min(RACK_SIZE, len(pool)):
        return False
    return rules.satisfied(pool, move)


def out_of_vowels_or_consonants(remaining: Counter[str]) -> bool:
    """``001_``: the game goes on "fino quando non mancheranno completamente vocali o consonanti"
    (a jolly counts as either, so none is missing while a jolly is left)."""
    if remaining[JOLLY] > 0:
        return False
    vowels = sum(n for t, n in remaining.items() if t in VOWELS)
    consonants = sum(n for t, n in remaining.items() if t != JOLLY and t not in VOWELS)
    return vowels == 0 or consonants == 0


@dataclass(frozen=True)
class SlipScore:
    """A player's written move, scored."""

    score: int
    status: str  # "valid" | "invalid" | "score_only" | "late" | "blank" | "multiple"
    reason: str = ""  # why it scores 0 (Italian)
    notation: str = ""
    words: tuple[str, ...] = ()


def _tiles_fit(score: MoveScore, rack: str) -> bool:
    left = Counter(rack)
    for t in score.placed:
        key = JOLLY if t.jolly else t.letter
        if left[key] <= 0:
            return False
        left[key] -= 1
    return True


def score_slip(
    board: Board,
    rack: str,
    lexicon: Any,
    *,
    text: str | None = None,
    score: int | None = None,
    top_score: int | None = None,
    zero: str = "",
) -> SlipScore:
    """Score what a player wrote on the slip: the move (word and position) or the score alone.

    A move that cannot be placed, uses tiles not on the rack, or forms a word not in the list
    scores 0 (domain.md §10). Notation that cannot be read at all is an input error (retype it).
    ``zero`` ("late", "blank", "multiple"): the slip scores 0 whatever it says.
    """
    if zero:
        reasons = {"late": "foglietto in ritardo", "blank": "foglietto in bianco",
                   "multiple": "più mosse sul foglietto"}  # fmt: skip
        if zero not in reasons:
            raise InputError(f"tipo di foglietto sconosciuto: {zero}")
        return SlipScore(0, zero, reasons[zero])
    if text is None:
        if score is None:
            raise InputError("indicare la mossa (posizione e parola) o il punteggio")
        if score < 0:
            raise InputError(f"punteggio negativo: {score}")
        if top_score is not None and score > top_score:
            raise InputError(f"punteggio {score} oltre il top della mossa ({top_score})")
        return SlipScore(score, "score_only")
    move = parse_move(text)
    try:
        recount = board.validate(move)
    except MoveError as exc:
        return SlipScore(0, "invalid", str(exc), move.notation)
    words = tuple(w.word for w in recount.words)
    if not _tiles_fit(recount, rack):
        return SlipScore(0, "invalid", f"tessere non sul leggio ({rack})", move.notation, words)
    bad = [w for w in words if w not in lexicon]
    if bad:
        return SlipScore(0, "invalid", f"parola non valida: {', '.join(bad)}", move.notation, words)
    if top_score is not None and recount.total > top_score:
        raise InputError(f"{move.notation} vale {recount.total}, oltre il top ({top_score})")
    return SlipScore(recount.total, "valid", "", move.notation, words)


def tiles_left(board: Board) -> Counter[str]:
    """The tiles not on ``board`` (bag and racks), jollies as ``?``."""
    left = full_bag()
    for r in range(15):
        for c in range(15):
            letter = board.letter(r, c)
            if letter:
                left[JOLLY if board.is_jolly(r, c) else letter] -= 1
    return +left


def check_rack_available(board: Board, rack: str) -> None:
    """Refuse a rack that holds more of a tile than is left off the board (jollies included)."""
    try:
        tiles = Counter(parse_rack(rack))
    except ValueError as exc:
        raise InputError(str(exc)) from None
    left = tiles_left(board)
    for t, n in sorted(tiles.items()):
        if n > left[t]:
            name = "jolly" if t == JOLLY else f"tessere {t}"
            raise InputError(
                f"leggio {rack.upper()} impossibile: fuori dal tabellone restano {left[t]} {name}, "
                f"il leggio ne ha {n}"
            )
