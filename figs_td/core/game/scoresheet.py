"""The scoresheet (formulario) of a two-player game and its evaluation (riconteggio, art. 26).

A :class:`GameRecord` holds the two players, who starts and the turns in order: a play (word,
optional position, declared score, optional challenge), a pass, an exchange (number of tiles) or a
cambio secco; at the end the racks, the supplementary time used, a flag and the base time left.
:func:`evaluate` replays it on a :class:`~figs_td.core.game.board.Board`, recounts every move, applies
the challenge penalties (art. 30, :func:`~figs_td.core.rules.challenge_penalty`), withdraws
invalid moves, detects the end of the game (art. 39) and computes the final scores through
:func:`~figs_td.core.rules.finish_game` (art. 40–41). Problems that do not make the record
impossible become :class:`Warning` entries; impossible records raise ``InputError`` naming the
turn.

Load and save: :mod:`figs_td.core.game.scoresheet_json` (JSON) and :mod:`figs_td.core.game.gcg` (GCG).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from figs_td.core.game.board import Board, MoveScore
from figs_td.core.game.notation import parse_move, parse_position, position_name
from figs_td.core.game.tiles import JOLLY, JOLLY_COUNT, RACK_SIZE, TILE_SET, TOTAL_TILES, parse_rack
from figs_td.core.rules import (
    DEFAULT_PROFILE,
    RuleProfile,
    challenge_penalty,
    finish_game,
    get_profile,
)
from figs_td.errors import InputError

__all__ = [
    "Challenge",
    "EndState",
    "Ending",
    "Evaluation",
    "GameRecord",
    "Turn",
    "TurnKind",
    "TurnResult",
    "Warning",
    "evaluate",
    "play_turn",
]

#: Consecutive scoreless turns that end the game (art. 39b: both players three times).
SCORELESS_TURNS_END = 6
#: Tiles that must be left in the bag for an ordinary exchange (art. 34).
MIN_BAG_FOR_EXCHANGE = 3
#: Where each profile's exchange minimum comes from (warning text).
_EXCHANGE_SOURCE = {"club-22": "guida del circolo, «Cambio delle lettere»"}
#: Tiles that must be left in the bag for a cambio secco (art. 35).
MIN_BAG_FOR_CAMBIO_SECCO = 1


class TurnKind(StrEnum):
    PLAY = "play"  # giocata
    PASS = "pass"  # passo (art. 33)
    EXCHANGE = "exchange"  # cambio ordinario (art. 34)
    CAMBIO_SECCO = "cambio_secco"  # cambio secco, all 7 tiles, does not end the turn (art. 35)


@dataclass(frozen=True)
class Challenge:
    """A challenge (contestazione) of a play and its ruling (art. 28–32)."""

    words: tuple[str, ...] = ()  # the words challenged (empty: the move as a whole)
    valid: bool = True  # the ruling: the move is valid
    ruled_by: str = ""  # the arbiter, or the member of the support panel (art. 28, 45)


@dataclass(frozen=True)
class Turn:
    """One line of the scoresheet."""

    kind: TurnKind
    word: str = ""  # the whole word; lowercase = jolly
    position: str = ""  # 8F / I3 / "F8 orizz."; empty when not written down
    declared: int | None = None  # the score announced and written
    tiles: int | None = None  # exchange: how many tiles (None: not written)
    challenge: Challenge | None = None
    player: int | None = None  # 0/1; None: follows from the order of play
    rack: str = ""  # the rack before the turn, if known (GCG)
    note: str = ""


@dataclass(frozen=True)
class EndState:
    """What the scoresheet says at the end (art. 37–41)."""

    racks: tuple[str, str] = ("", "")  # tiles left, ? = jolly
    overtime_s: tuple[int, int] = (0, 0)  # supplementary time used, seconds
    flagged: int | None = None  # the player whose supplementary time ran out
    base_left_s: tuple[int, int] = (0, 0)  # base time left on each clock, seconds
    capped: bool = False  # stopped at the maximum game length (art. 37 ``000_``)


@dataclass
class GameRecord:
    """A game's scoresheet (formulario)."""

    players: tuple[str, str]
    turns: list[Turn] = field(default_factory=list)
    starts: int = 0  # index of the player who moves first
    end: EndState | None = None
    profile: str | None = None  # rule profile name; the tournament's or the CLI's if None
    meta: dict[str, str] = field(default_factory=dict)  # event, round, table, date, notes…


def play_turn(
    text: str, declared: int | None = None, challenge: Challenge | None = None, **fields: Any
) -> Turn:
    """A play from what was written: ``"8F MICIO"``, ``"MICIO 8F"``, ``"F8 orizz. MICIO"``…

    Raises ``InputError`` for notation that cannot be read (the GUI's entry line uses this).
    """
    move = parse_move(text)
    return Turn(
        TurnKind.PLAY,
        word=move.word,
        position=move.position,
        declared=declared,
        challenge=challenge,
        **fields,
    )


class Ending(StrEnum):
    """How the game ended (art. 39)."""

    OUT = "out"  # a) bag empty and a player went out
    SCORELESS = "scoreless"  # b) six consecutive scoreless turns
    FLAG = "flag"  # c) supplementary time exhausted
    CAPPED = "capped"  # maximum game length (art. 37 ``000_``)
    UNFINISHED = "unfinished"  # the scoresheet stops before any ending


@dataclass(frozen=True)
class Warning:
    """Something the arbiter should look at; ``turn`` is 1-based (0: the whole game)."""

    turn: int
    code: str
    message: str

    def to_json(self) -> dict[str, Any]:
        return {"turn": self.turn, "code": self.code, "message": self.message}


@dataclass
class TurnResult:
    """A turn after evaluation."""

    number: int  # 1-based
    player: int
    kind: TurnKind
    word: str
    position: str
    score: int  # points scored by the move for its player (0 when withdrawn or void)
    totals: tuple[int, int]  # running totals after the turn, penalties included
    declared: int | None = None
    recount: MoveScore | None = None
    penalty: tuple[int, int] = (0, 0)  # challenge penalty charged to each player
    withdrawn: bool = False  # invalid move taken back (art. 30)
    void: bool = False  # played after the game had ended: not counted
    bag: int | None = None  # tiles left in the bag after the turn, when known
    challenge: Challenge | None = None

    def to_json(self, players: tuple[str, str]) -> dict[str, Any]:
        out: dict[str, Any] = {
            "number": self.number,
            "player": self.player,
            "name": players[self.player],
            "kind": self.kind.value,
            "word": self.word,
            "position": self.position,
            "score": self.score,
            "totals": list(self.totals),
        }
        if self.declared is not None:
            out["declared"] = self.declared
        if self.recount is not None:
            out["words"] = [
                {"word": w.pattern, "position": w.position, "score": w.score}
                for w in self.recount.words
            ]
            out["bingo"] = self.recount.bingo
        if self.challenge is not None:
            out["challenge"] = {
                "words": list(self.challenge.words),
                "valid": self.challenge.valid,
                "ruled_by": self.challenge.ruled_by,
            }
        if self.penalty != (0, 0):
            out["penalty"] = list(self.penalty)
        if self.withdrawn:
            out["withdrawn"] = True
        if self.void:
            out["void"] = True
        if self.bag is not None:
            out["bag"] = self.bag
        return out


@dataclass
class Evaluation:
    """The evaluated scoresheet."""

    players: tuple[str, str]
    turns: list[TurnResult]
    totals: tuple[int, int]  # at the end of play, before rack and time deductions
    final: tuple[int, int]  # after finish_game (art. 40–41)
    ending: Ending
    warnings: list[Warning]
    board: Board
    profile: str
    bag: int | None  # tiles left in the bag, when known
    rules: RuleProfile | None = None  # the profile used (with any overrides)

    def to_json(self) -> dict[str, Any]:
        """The shape printed by ``figs-td scoresheet --json``."""
        return {
            "players": list(self.players),
            "profile": self.profile,
            "turns": [t.to_json(self.players) for t in self.turns],
            "totals": list(self.totals),
            "final": list(self.final),
            "ending": self.ending.value,
            "warnings": [w.to_json() for w in self.warnings],
        }


def _label(number: int, players: tuple[str, str], player: int) -> str:
    return f"turno {number} ({players[player]})"


def _shift_finish(profile: RuleProfile, totals: list[int], end: EndState) -> tuple[int, int]:
    # finish_game takes non-negative scores; penalties may push a total below zero. Every rule it
    # applies is invariant under adding the same amount to both scores, so shift and shift back.
    k = max(0, -min(totals))
    a, b = finish_game(
        profile,
        (totals[0] + k, totals[1] + k),
        racks=end.racks,
        overtime_s=end.overtime_s,
        flagged=end.flagged,
        base_left_s=end.base_left_s,
        capped=end.capped,
    )
    return a - k, b - k


def evaluate(record: GameRecord, profile: RuleProfile | str | None = None) -> Evaluation:
    """Replay and recount a scoresheet; see the module docstring.

    ``profile``: a :class:`RuleProfile` or its name; default the record's, else ``figs-25``.
    Raises ``InputError`` naming the turn for an impossible record (unknown notation, a move that
    cannot be placed, a play without a position and without a score…).
    """
    if profile is None:
        profile = record.profile or DEFAULT_PROFILE
    prof = get_profile(profile) if isinstance(profile, str) else profile
    players = record.players
    if record.starts not in (0, 1):
        raise InputError(f"chi inizia: deve essere 0 o 1, non {record.starts!r}")

    board = Board()
    warnings: list[Warning] = []
    results: list[TurnResult] = []
    totals = [0, 0]
    cur = record.starts
    bag: int | None = TOTAL_TILES - 2 * RACK_SIZE  # both racks drawn (art. 25)
    rack_size = [RACK_SIZE, RACK_SIZE]
    scoreless = 0
    ending = Ending.UNFINISHED
    ended_at: int | None = None
    went_out: int | None = None
    cambio_secco_used = [0, 0]
    tracking_warned = False
    secco_closes_turn = False  # ``002_`` art. 35: a cambio secco right after an exchange

    for number, turn in enumerate(record.turns, start=1):
        label = _label(number, players, cur)
        if turn.player is not None and turn.player != cur:
            hint = ""
            prev = record.turns[number - 2] if number >= 2 else None
            if (
                turn.kind is TurnKind.CAMBIO_SECCO
                and prev is not None
                and prev.kind is TurnKind.EXCHANGE
                and turn.player == 1 - cur
            ):
                hint = (
                    f" (il profilo {prof.name} non ammette il cambio secco dopo un cambio "
                    "ordinario nello stesso turno, art. 35)"
                )
            raise InputError(
                f"turno {number}: tocca a {players[cur]}, ma il formulario indica "
                f"{players[turn.player] if turn.player in (0, 1) else turn.player}{hint}"
            )
        void = ending is not Ending.UNFINISHED
        if void and ended_at is not None:
            warnings.append(
                Warning(
                    number,
                    "after_end",
                    f"{label}: la partita era già finita al turno {ended_at} (art. 39); "
                    "turno non conteggiato",
                )
            )
            ended_at = None  # one warning is enough
        penalty = [0, 0]
        score = 0
        withdrawn = False
        recount: MoveScore | None = None
        position = ""
        word = turn.word
        ends_turn = True
        kind = turn.kind

        if kind is TurnKind.PLAY:
            if not word:
                raise InputError(f"{label}: giocata senza parola")
            if turn.position and bag is not None:
                try:
                    r, c, d = parse_position(turn.position)
                    move = parse_move(f"{position_name(r, c, d)} {word}")
                    recount = board.validate(move)
                except InputError as exc:
                    raise InputError(f"{label}: {exc}") from None
                position = move.position
                word = move.word
                value = recount.total
                if turn.declared is not None and turn.declared != value:
                    warnings.append(
                        Warning(
                            number,
                            "recount",
                            f"{label}: {move.notation} dichiarata {turn.declared}, "
                            f"riconteggio {value} (art. 26): vale il riconteggio",
                        )
                    )
                if turn.rack:
                    _check_rack(turn.rack, recount, number, label, warnings)
            else:
                position = turn.position
                if turn.declared is None:
                    raise InputError(f"{label}: giocata {word} senza posizione né punteggio")
                value = turn.declared
                if not tracking_warned:
                    warnings.append(
                        Warning(
                            number,
                            "no_position",
                            f"{label}: {word} senza posizione: da qui il punteggio dichiarato "
                            "non si può ricontare né si segue il sacchetto",
                        )
                    )
                    tracking_warned = True
                bag = None
            score = value
            ch = turn.challenge
            if ch is not None and not void:
                if ch.valid:
                    # Art. 30: unfounded challenge, the challenger scores −10 % of the move.
                    penalty[1 - cur] = challenge_penalty(value, True, profile=prof)
                else:
                    # Art. 30: invalid move, −20 %, tiles back, turn lost.
                    penalty[cur] = challenge_penalty(value, False, profile=prof)
                    withdrawn = True
                    score = 0
            if not withdrawn and not void:
                if recount is not None:
                    board.apply(recount)
                    used = recount.tiles_used
                    if bag is not None:
                        if used > rack_size[cur]:
                            raise InputError(
                                f"{label}: {used} tessere giocate, ma sul leggio ne restano "
                                f"{rack_size[cur]}"
                            )
                        drawn = min(used, bag)
                        bag -= drawn
                        rack_size[cur] += drawn - used
                        if bag == 0 and rack_size[cur] == 0:
                            ending, ended_at, went_out = Ending.OUT, number, cur  # art. 39a
                scoreless = 0
            else:
                # Art. 30: a withdrawn move "passa il turno" — decision: it counts as a
                # scoreless turn for art. 39b.
                scoreless += 1
        elif kind is TurnKind.PASS:
            scoreless += 1  # art. 33
        elif kind is TurnKind.EXCHANGE:
            # Art. 34 (``000_``, ``002_``): at least 3 tiles in the bag; ``003_``: 1 (profile).
            if bag is not None and bag < prof.exchange_min_bag and not void:
                warnings.append(
                    Warning(
                        number,
                        "exchange_bag",
                        f"{label}: cambio con {bag} tessere nel sacchetto; servono almeno "
                        f"{prof.exchange_min_bag} ({_EXCHANGE_SOURCE.get(prof.name, 'art. 34')})",
                    )
                )
            n = turn.tiles if turn.tiles is not None else (len(turn.word) or None)
            if n is not None and not 1 <= n <= RACK_SIZE:
                raise InputError(f"{label}: cambio di {n} tessere (da 1 a {RACK_SIZE})")
            if n is not None and bag is not None and n > bag and not void:
                warnings.append(
                    Warning(
                        number,
                        "exchange_count",
                        f"{label}: cambio di {n} tessere con {bag} nel sacchetto (art. 34)",
                    )
                )
            scoreless += 1  # art. 34: the exchange ends the turn
            nxt = record.turns[number] if number < len(record.turns) else None
            if (
                prof.secco_after_exchange
                and nxt is not None
                and nxt.kind is TurnKind.CAMBIO_SECCO
                and nxt.player == cur
            ):
                # ``002_`` art. 35: the cambio secco "può essere effettuata anche nello stesso
                # turno in cui è stato effettuato un cambio ordinario": the turn ends after it.
                ends_turn = False
                secco_closes_turn = True
        elif kind is TurnKind.CAMBIO_SECCO:
            # Art. 35: the player goes on (an ordinary exchange may follow) — unless it came
            # right after this player's exchange (``002_``), which already passed the turn.
            ends_turn = secco_closes_turn
            secco_closes_turn = False
            cambio_secco_used[cur] += 1
            if cambio_secco_used[cur] == 2:
                warnings.append(
                    Warning(
                        number,
                        "cambio_secco_twice",
                        f"{label}: secondo cambio secco; è ammesso una sola volta per partita "
                        "(art. 35)",
                    )
                )
            if bag is not None and bag < MIN_BAG_FOR_CAMBIO_SECCO and not void:
                warnings.append(
                    Warning(
                        number,
                        "cambio_secco_bag",
                        f"{label}: cambio secco con il sacchetto vuoto (art. 35)",
                    )
                )
        else:  # pragma: no cover - TurnKind is closed
            raise InputError(f"{label}: tipo di turno sconosciuto {kind!r}")

        if void:
            score, penalty, withdrawn = 0, [0, 0], False
        else:
            totals[cur] += score
            totals[0] -= penalty[0]
            totals[1] -= penalty[1]
        if ending is Ending.UNFINISHED and scoreless >= SCORELESS_TURNS_END:
            ending, ended_at = Ending.SCORELESS, number  # art. 39b
        results.append(
            TurnResult(
                number=number,
                player=cur,
                kind=kind,
                word=word if kind is TurnKind.PLAY else "",
                position=position,
                score=score,
                totals=(totals[0], totals[1]),
                declared=turn.declared,
                recount=recount,
                penalty=(penalty[0], penalty[1]),
                withdrawn=withdrawn,
                void=void,
                bag=bag,
                challenge=turn.challenge,
            )
        )
        if ends_turn:
            cur = 1 - cur

    end = record.end or EndState()
    _check_end(record, end, board, ending, went_out, rack_size, bag, warnings)
    if end.flagged is not None:
        ending = Ending.FLAG
    elif end.capped:
        ending = Ending.CAPPED
    try:
        final = _shift_finish(prof, totals, end)
    except ValueError as exc:
        raise InputError(f"fine partita: {exc}") from None
    return Evaluation(
        players=players,
        turns=results,
        totals=(totals[0], totals[1]),
        final=final,
        ending=ending,
        warnings=warnings,
        board=board,
        profile=prof.name,
        bag=bag,
        rules=prof,
    )


def _check_rack(
    rack: str, recount: MoveScore, number: int, label: str, warnings: list[Warning]
) -> None:
    """The tiles a play used must come from the rack written for the turn (if any)."""
    try:
        left = Counter(parse_rack(rack))
    except ValueError as exc:
        warnings.append(Warning(number, "rack_invalid", f"{label}: {exc}"))
        return
    missing = Counter(recount.tile_string) - left
    if missing:
        warnings.append(
            Warning(
                number,
                "rack_mismatch",
                f"{label}: la mossa usa {''.join(sorted(missing.elements()))}, che non è sul "
                f"leggio indicato ({rack})",
            )
        )


def _check_end(
    record: GameRecord,
    end: EndState,
    board: Board,
    ending: Ending,
    went_out: int | None,
    rack_size: list[int],
    bag: int | None,
    warnings: list[Warning],
) -> None:
    players = record.players
    racks: list[list[str]] = []
    for i, rack in enumerate(end.racks):
        try:
            racks.append(parse_rack(rack))
        except ValueError as exc:
            raise InputError(f"fine partita, leggio di {players[i]}: {exc}") from None
    if ending is Ending.OUT and went_out is not None and racks[went_out]:
        warnings.append(
            Warning(
                0,
                "rack_not_empty",
                f"{players[went_out]} ha chiuso la partita ma il leggio finale indica "
                f"'{end.racks[went_out]}'",
            )
        )
    if bag == 0 and record.end is not None:
        for i in (0, 1):
            if i != went_out and len(racks[i]) != rack_size[i]:
                warnings.append(
                    Warning(
                        0,
                        "rack_size",
                        f"leggio finale di {players[i]}: {len(racks[i])} tessere, ma dal "
                        f"formulario ne risultano {rack_size[i]}",
                    )
                )
    # Art. 1: tiles on the board and on the racks never exceed the set.
    counts = board.letter_counts()
    jollies = board.jolly_count
    for tiles in racks:
        for t in tiles:
            if t == JOLLY:
                jollies += 1
            else:
                counts[t] += 1
    over = [f"{k} ({v} su {TILE_SET[k][0]})" for k, v in counts.items() if v > TILE_SET[k][0]]
    if jollies > JOLLY_COUNT:
        over.append(f"jolly ({jollies} su {JOLLY_COUNT})")
    if over:
        raise InputError(
            "fine partita: più tessere di quante ne abbia il gioco tra plancia e leggii: "
            + ", ".join(over)
        )
    if ending in (Ending.OUT, Ending.SCORELESS) and record.end is None:
        warnings.append(
            Warning(
                0,
                "end_racks_missing",
                "mancano i leggii finali: nessuna detrazione per le tessere rimaste (art. 40)",
            )
        )
    if ending is Ending.UNFINISHED and end.flagged is None and not end.capped:
        if record.turns:
            warnings.append(
                Warning(
                    0,
                    "unfinished",
                    "il formulario non arriva alla fine della partita (art. 39): i punteggi "
                    "finali valgono solo se la partita è stata interrotta",
                )
            )
