"""The records of :mod:`figs_td.store.records` that the quickly read commands (``standings``,
``result``) never build: imported from there as always (``from figs_td.store.records import
AuditEntry``), created at their first use."""

from __future__ import annotations

from dataclasses import dataclass, field

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from typing import Any


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
class RulingFields:
    """What a challenge ruling decides: the fields a saved ruling (:class:`RulingRecord`) and a
    ruling ready to be saved (``services.rulings.ChallengeDecision``) begin with, in this order."""

    round: int
    table: int | None
    move_no: int | None
    words: list[str]
    word_verdicts: dict[str, bool]
    move_valid: bool
    move_value: int
    penalty: int
    charged_to: str  # "mover" | "challenger"


@dataclass(frozen=True)
class RulingRecord(RulingFields):
    """A challenge ruling (contestazione, Regolamento art. 28–32; issue 6).

    ``charged_to`` is ``"mover"`` (invalid move, 20 %) or ``"challenger"`` (valid move, 10 %);
    ``ruled_by_role`` is ``"arbitro"`` or ``"collegio"`` (art. 45: the support panel rules when the
    arbiter's own game is concerned).
    """

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
