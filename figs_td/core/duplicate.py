"""Duplicate (duplicato) rules: the master game, the draws, the slips, the standings.

domain.md §10 (``000_`` Premessa, ``003_`` "Duplicato"): every player plays the same board; for
each move 7 tiles are drawn and read aloud, everyone writes the best move they find within the
time (2½ minutes, a setting); the top is placed on the master board; each player scores the move
they wrote; the rack is refilled with as many tiles as the top used; the game ends after a set
number of moves or when the bag is empty. Our decisions (§10): an invalid written move (word not
in the list, illegal placement, tiles not on the rack) scores 0; the board's score wins over the
declared one; among tied tops the director chooses (recorded); standings by total, then by the
number of tops found; ties shared. Draw constraints are off unless the director sets them.

Everything here is plain data (JSON-able dicts through ``to_dict``/``from_dict``); the service
(``services/duplicate.py``) stores it.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Any, Final

from figs_td.core.board import Board, MoveError, MoveScore
from figs_td.core.notation import parse_move
from figs_td.core.tiles import JOLLY, JOLLY_COUNT, RACK_SIZE, TILE_SET, parse_rack
from figs_td.errors import InputError

__all__ = [
    "DrawRules",
    "DuplicateSettings",
    "MasterGame",
    "MasterMove",
    "SlipScore",
    "VOWELS",
    "full_bag",
    "score_slip",
]

VOWELS: Final = frozenset("AEIOU")
DEFAULT_TIMER_S: Final = 150  # 2 minuti e mezzo (003_)
MAX_MOVES: Final = 60


@dataclass(frozen=True)
class DrawRules:
    """Optional draw constraints (none in the texts: off by default)."""

    min_vowels: int = 0
    min_consonants: int = 0
    until_move: int = 0  # the constraints apply up to this move (0: every move)
    attempts: int = 50  # redraws before giving up on the constraint (noted on the move)

    def active(self, move: int) -> bool:
        return (self.min_vowels or self.min_consonants) > 0 and (
            self.until_move == 0 or move <= self.until_move
        )

    def satisfied(self, rack: str) -> bool:
        vowels = sum(1 for t in rack if t in VOWELS)
        consonants = sum(1 for t in rack if t != JOLLY and t not in VOWELS)
        jollies = rack.count(JOLLY)
        # A jolly counts towards whichever is short.
        short = max(0, self.min_vowels - vowels) + max(0, self.min_consonants - consonants)
        return short <= jollies


@dataclass(frozen=True)
class DuplicateSettings:
    """The duplicate settings of an event (tournament ``settings["duplicate"]``)."""

    timer_s: int = DEFAULT_TIMER_S
    moves: int = 0  # a set number of moves per game (0: until the bag is empty)
    draw: DrawRules = field(default_factory=DrawRules)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> DuplicateSettings:
        data = dict(data or {})
        draw = DrawRules(**{k: int(v) for k, v in dict(data.pop("draw", {}) or {}).items()})
        s = cls(
            timer_s=int(data.get("timer_s", DEFAULT_TIMER_S)),
            moves=int(data.get("moves", 0)),
            draw=draw,
        )
        s.check()
        return s

    def check(self) -> None:
        if not 10 <= self.timer_s <= 3600:
            raise InputError(f"tempo per mossa fuori dai limiti (10–3600 s): {self.timer_s}")
        if not 0 <= self.moves <= MAX_MOVES:
            raise InputError(f"numero di mosse fuori dai limiti (0–{MAX_MOVES}): {self.moves}")
        d = self.draw
        if not (0 <= d.min_vowels <= RACK_SIZE and 0 <= d.min_consonants <= RACK_SIZE):
            raise InputError("minimo di vocali/consonanti fuori dai limiti (0–7)")
        if d.min_vowels + d.min_consonants > RACK_SIZE:
            raise InputError("minimo di vocali più consonanti oltre 7 tessere")
        if not 0 <= d.until_move <= MAX_MOVES or not 1 <= d.attempts <= 1000:
            raise InputError("regole di estrazione fuori dai limiti")


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

    def enter_draw(self, tiles: str, settings: DuplicateSettings) -> MasterMove:
        """The tiles drawn from the real bag, as read by the director (the leftover is kept)."""
        number = self._check_can_draw(settings)
        try:
            new = parse_rack(tiles)
        except ValueError as exc:
            raise InputError(str(exc)) from None
        leftover = self.leftover()
        bag = self.bag()
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
        move = MasterMove(number, rack, leftover, "".join(new), "entered")
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
        if rules.active(number):
            full_pool = pool + list(leftover)
            for _ in range(rules.attempts):
                if rules.satisfied(rack):
                    break
                rejected.append(rack)
                # Redraw the whole rack: the leftover goes back into the bag too.
                leftover = ""
                new = rng.sample(full_pool, min(RACK_SIZE, len(full_pool)))
                rack = "".join(new)
            else:
                note = "regola di estrazione impossibile da rispettare: tenuta l'ultima estrazione"
        move = MasterMove(number, rack, leftover, "".join(new), "drawn", seed, rejected, note)
        self.moves.append(move)
        return move

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
        if (settings.moves and move.number >= settings.moves) or (
            bag_left == 0 and (not self.leftover() or placed is None)
        ):
            self.finished = True
        return move


@dataclass(frozen=True)
class SlipScore:
    """A player's written move, scored."""

    score: int
    status: str  # "valid" | "invalid" | "score_only"
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
) -> SlipScore:
    """Score what a player wrote on the slip: the move (word and position) or the score alone.

    A move that cannot be placed, uses tiles not on the rack, or forms a word not in the list
    scores 0 (domain.md §10). Notation that cannot be read at all is an input error (retype it).
    """
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
    return SlipScore(recount.total, "valid", "", move.notation, words)
