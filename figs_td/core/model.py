"""Plain objects describing a tournament, shared by pairing, standings, store and reports.

These are the values the store loads and the core reasons on. They carry no behaviour that needs
a database, so every rule can run headless on them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction

from figs_td.core.rules import ResultSettings, game_outcome


class System(StrEnum):
    """Tournament systems (domain.md §7)."""

    SWISS = "italo-svizzero"
    ROUND_ROBIN = "girone"
    DOUBLE_ROUND_ROBIN = "girone-doppio"
    KNOCKOUT = "eliminazione"
    TEAMS = "squadre"  # team and pairs events (core/teams.py, core/pairing/teams.py)
    GROUP_ELIMINATION = "eliminazione-a-gruppi"  # the club guide's "eliminazione diretta" (003_)
    DUPLICATE = "duplicato"  # duplicate event: no pairings (core/duplicate/rules.py)


class GameKind(StrEnum):
    """How a game's result came about."""

    NORMAL = "normal"  # played over the board
    BYE = "bye"  # riposo: ``second`` is None
    FORFEIT = "forfeit"  # vittoria a tavolino: the winner has the higher conventional score
    DOUBLE_FORFEIT = "double_forfeit"  # both absent: both lose
    TIME_LOSS = "time_loss"  # a player was flagged; scores from rules.finish_game


@dataclass(frozen=True)
class Player:
    """A registered player (giocatore)."""

    id: int
    name: str  # as registered, "Cognome Nome" or as the director typed it
    rating: int | None = None
    club: str = ""
    federation_id: str = ""  # tessera
    seq: int = 0  # registration order (ties in seeding)
    withdrawn_from_round: int | None = None  # not paired from this round on
    late_from_round: int | None = None  # first round the player can be paired in
    # Rounds the player announced he will miss (issue 42 §2, core/absences.py): not paired in
    # them, back in the next one.
    absent_rounds: frozenset[int] = frozenset()

    def is_active_in(self, round_no: int) -> bool:
        """Whether the player can be paired in ``round_no``."""
        return round_no not in self.absent_rounds and self.is_entered_in(round_no)

    def is_entered_in(self, round_no: int) -> bool:
        """Whether the player is in the event in ``round_no`` (not withdrawn, not yet to come),
        even if he announced he will miss that round: what a round-robin table or a bracket is
        drawn from."""
        if self.withdrawn_from_round is not None and round_no >= self.withdrawn_from_round:
            return False
        return not (self.late_from_round is not None and round_no < self.late_from_round)


@dataclass(frozen=True)
class Game:
    """One game (or bye) of a round. ``first`` moves first; scores are None until entered."""

    round: int
    table: int | None
    first: int  # player id
    second: int | None  # player id, None for a bye
    score_first: int | None = None
    score_second: int | None = None
    kind: GameKind = GameKind.NORMAL

    @property
    def is_bye(self) -> bool:
        return self.second is None

    @property
    def has_result(self) -> bool:
        if self.kind in (GameKind.BYE, GameKind.DOUBLE_FORFEIT) or self.second is None:
            return True
        return self.score_first is not None and self.score_second is not None

    def outcome(self) -> tuple[Fraction, Fraction] | None:
        """(first, second) outcome, 1 win ½ draw 0 loss; None when no result yet."""
        if self.second is None and self.kind in (GameKind.FORFEIT, GameKind.DOUBLE_FORFEIT):
            # No opponent and not a bye: the player was absent (TSH "forfeit loss"): a loss.
            return Fraction(0), Fraction(0)
        if self.second is None or self.kind is GameKind.BYE:
            return Fraction(1), Fraction(0)
        if self.kind is GameKind.DOUBLE_FORFEIT:
            return Fraction(0), Fraction(0)
        if self.score_first is None or self.score_second is None:
            return None
        return game_outcome(self.score_first, self.score_second)

    def players(self) -> tuple[int, ...]:
        return (self.first,) if self.second is None else (self.first, self.second)


@dataclass
class TournamentState:
    """What pairing and standings need to know about a tournament."""

    players: list[Player]
    games: list[Game] = field(default_factory=list)
    system: System = System.SWISS
    planned_rounds: int | None = None
    settings: ResultSettings = field(default_factory=ResultSettings)
    # What a round missed by announcement gives the player (core/absences.py): "nulla" (no
    # game), "sconfitta" (a forfeit loss) or "riposo" (the bye's win).
    absence_result: str = "nulla"

    def games_in(self, round_no: int) -> list[Game]:
        return [g for g in self.games if g.round == round_no]

    @property
    def last_round(self) -> int:
        return max((g.round for g in self.games), default=0)

    def player(self, player_id: int) -> Player:
        for p in self.players:
            if p.id == player_id:
                return p
        raise KeyError(player_id)
