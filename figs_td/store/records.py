"""Detached plain objects returned by the store facades (no SQL session behind them)."""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter  # loaded with collections: nothing more at start-up

from figs_td.core.model import Game, GameKind, Player, System
from figs_td.core.rules import ResultSettings

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from typing import Any

    # Defined in _lazy_records (created on first use), read from here as before (see __getattr__ below).
    from figs_td.store._lazy_records import AuditEntry as AuditEntry
    from figs_td.store._lazy_records import NewPlayer as NewPlayer
    from figs_td.store._lazy_records import RoundInfo as RoundInfo
    from figs_td.store._lazy_records import RulingFields as RulingFields
    from figs_td.store._lazy_records import RulingRecord as RulingRecord
    from figs_td.store._lazy_records import ScoresheetRecord as ScoresheetRecord

#: The records a quickly read command never builds, created on their first use: a dataclass
#: compiles its methods when it is created, at every start (~0.7 ms each; issue 29).
_LATER = frozenset(
    ("AuditEntry", "NewPlayer", "RoundInfo", "RulingFields", "RulingRecord", "ScoresheetRecord")
)


def __getattr__(name: str) -> Any:
    if name in _LATER:
        from figs_td.store import _lazy_records

        value = globals()[name] = getattr(_lazy_records, name)  # asked once
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
    seq: int  # registration order
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
        return player_of(*_player_values(self))


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
        return core_game(*_core_values(self))

    @property
    def has_result(self) -> bool:
        return self.to_game().has_result


#: The columns of the ``player`` table that make a :class:`PlayerRecord`, in its fields' order
#: (the same names).
PLAYER_FIELDS = tuple(PlayerRecord.__dataclass_fields__)
_player_values = attrgetter(*PLAYER_FIELDS[:9])  # what player_of() takes

#: The fields of a :class:`GameRecord`, in order; those of a core :class:`Game`, which a
#: record has under the same names.
GAME_RECORD_FIELDS = tuple(GameRecord.__dataclass_fields__)
CORE_GAME_FIELDS = tuple(Game.__dataclass_fields__)
_core_values = attrgetter(*CORE_GAME_FIELDS)


_new = object.__new__


# The two builders below set a frozen dataclass's fields in one ``__dict__`` update instead of its
# __init__'s one setattr per field: a round of 1,500 games is read or saved at each action, and
# the thin path's standings build every game of the event. Keywords, not ``zip`` over the field
# names: half the time per game (7,500 games: 4.5 against 11 ms).


def fast_record(
    id: int,  # noqa: A002 - the column's name
    round: int,  # noqa: A002 - the column's name
    table: int | None,
    first: int,
    second: int | None,
    score_first: int | None,
    score_second: int | None,
    kind: GameKind,
    time_loss: dict[str, Any] | None,
    version: int,
    updated_at: str | None,
) -> GameRecord:
    """A :class:`GameRecord` of its fields in order (:data:`GAME_RECORD_FIELDS`)."""
    rec: GameRecord = _new(GameRecord)
    rec.__dict__.update(
        id=id, round=round, table=table, first=first, second=second, score_first=score_first,
        score_second=score_second, kind=kind, time_loss=time_loss, version=version,
        updated_at=updated_at,
    )  # fmt: skip
    return rec


def core_game(  # noqa: A002 - ``round``: the field's name
    round: int, table: int | None, first: int, second: int | None,
    score_first: int | None, score_second: int | None, kind: GameKind,
) -> Game:  # fmt: skip
    """A core :class:`Game` of its fields in order (:data:`CORE_GAME_FIELDS`)."""
    game: Game = _new(Game)
    game.__dict__.update(
        round=round, table=table, first=first, second=second, score_first=score_first,
        score_second=score_second, kind=kind,
    )  # fmt: skip
    return game
