"""Detached plain objects returned by the store facades (no SQL session behind them)."""

from __future__ import annotations

from dataclasses import dataclass, field

from figs_td.core.model import Game, GameKind, Player, System
from figs_td.core.rules import ResultSettings

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from typing import Any


class PlayerStatus:
    """Values of :attr:`PlayerRecord.status`."""

    ACTIVE = "active"
    WITHDRAWN = "withdrawn"  # ritirato dal turno ``status_round`` in poi
    LATE = "late"  # iscritto in ritardo: gioca dal turno ``status_round``


@dataclass(frozen=True)
class TournamentInfo:
    """The tournament (torneo) and its settings."""

    name: str
    system: System
    planned_rounds: int | None = None
    place: str = ""
    date_start: str | None = None  # ISO date, YYYY-MM-DD
    date_end: str | None = None
    profile: str = "figs-25"  # rule profile name (figs_td.core.rules.PROFILES)
    profile_overrides: dict[str, Any] = field(default_factory=dict)
    tiebreaks: str | list[str] = "FIGS"  # preset name (FIGS / WESPA) or a custom chain
    result_settings: ResultSettings = field(default_factory=ResultSettings)
    director: str = ""  # direttore di gara
    arbiter: str = ""  # arbitro
    support_panel: tuple[str, str, str] = ("", "", "")  # collegio di supporto (art. 45)
    settings: dict[str, Any] = field(default_factory=dict)  # free options of other areas
    created_at: str = ""
    version: int = 1


@dataclass(frozen=True)
class PlayerRecord:
    """A player with every stored field; :meth:`to_player` gives the core :class:`Player`."""

    id: int
    seq: int
    surname: str
    given_name: str
    club: str = ""
    rating: int | None = None
    federation_id: str = ""
    status: str = PlayerStatus.ACTIVE
    status_round: int | None = None
    version: int = 1

    @property
    def name(self) -> str:
        """ "Cognome Nome" as shown on pairings and standings."""
        return f"{self.surname} {self.given_name}".strip()

    def to_player(self) -> Player:
        return player_of(
            self.id,
            self.seq,
            self.surname,
            self.given_name,
            self.club,
            self.rating,
            self.federation_id,
            self.status,
            self.status_round,
        )


def player_of(
    id: int,  # noqa: A002 - the column's name
    seq: int,
    surname: str,
    given_name: str,
    club: str,
    rating: int | None,
    federation_id: str,
    status: str,
    status_round: int | None,
) -> Player:
    """The core :class:`Player` of a stored player's fields (:meth:`PlayerRecord.to_player`;
    the thin store builds its player list with it straight from the rows)."""
    return Player(
        id=id,
        name=f"{surname} {given_name}".strip(),
        rating=rating,
        club=club,
        federation_id=federation_id,
        seq=seq,
        withdrawn_from_round=status_round if status == PlayerStatus.WITHDRAWN else None,
        late_from_round=status_round if status == PlayerStatus.LATE else None,
    )


@dataclass(frozen=True)
class NewPlayer:
    """A player to register (input of :meth:`PlayersFacade.add_many`)."""

    surname: str
    given_name: str = ""
    club: str = ""
    rating: int | None = None
    federation_id: str = ""
    late_from_round: int | None = None
    source: str = ""  # where it comes from, e.g. "giocatori.csv, riga 12" (for messages)


@dataclass(frozen=True)
class GameRecord:
    """A stored game with its id, version and time-loss data; :meth:`to_game` gives the core Game."""

    id: int
    round: int
    table: int | None
    first: int
    second: int | None
    score_first: int | None = None
    score_second: int | None = None
    kind: GameKind = GameKind.NORMAL
    time_loss: dict[str, Any] | None = None  # clock data of a time loss (free JSON)
    version: int = 1
    updated_at: str | None = None

    def to_game(self) -> Game:
        return Game(
            round=self.round,
            table=self.table,
            first=self.first,
            second=self.second,
            score_first=self.score_first,
            score_second=self.score_second,
            kind=self.kind,
        )

    @property
    def has_result(self) -> bool:
        return self.to_game().has_result


@dataclass(frozen=True)
class RoundInfo:
    """A paired round: when, and how it was paired (seed, draw mode… free JSON)."""

    number: int
    paired_at: str
    meta: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ScoresheetRecord:
    """The game record (formulario) attached to a game, as JSON text."""

    game_id: int
    record: str
    version: int
    updated_at: str


@dataclass(frozen=True)
class RulingRecord:
    """A challenge ruling (contestazione, Regolamento art. 28–32; issue 6).

    ``charged_to`` is ``"mover"`` (invalid move, 20 %) or ``"challenger"`` (valid move, 10 %);
    ``ruled_by_role`` is ``"arbitro"`` or ``"collegio"`` (art. 45: the support panel rules when the
    arbiter's own game is concerned).
    """

    round: int
    table: int | None
    move_no: int | None
    words: list[str]
    word_verdicts: dict[str, bool]
    move_valid: bool
    move_value: int
    penalty: int
    charged_to: str
    lexicon_name: str = ""
    lexicon_sha256: str = ""
    ruled_by: str = ""
    ruled_by_role: str = "arbitro"
    ruled_at: str | None = None  # set by the store when None
    extra: dict[str, Any] = field(default_factory=dict)
    id: int | None = None
    tournament: str = ""  # tournament name, filled in when read back


@dataclass(frozen=True)
class AuditEntry:
    """One audit entry: when (UTC ISO), who, what, old → new."""

    id: int
    at: str
    actor: str
    action: str
    entity: str
    key: str
    old: Any
    new: Any
