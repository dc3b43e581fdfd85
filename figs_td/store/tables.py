"""SQLModel tables of a tournament database (the current schema, see ``migrations.py``).

Only :mod:`figs_td.store` imports this module. Times are stored as ISO 8601 UTC text, JSON values as
text (``json.dumps``), so that the same file means the same thing on SQLite and PostgreSQL.
"""

from __future__ import annotations

from sqlalchemy import Column, Index, Text, UniqueConstraint
from sqlmodel import Field, SQLModel


class MetaRow(SQLModel, table=True):
    """Key/value facts about the file: ``app`` = ``figs-td``, ``schema_version``."""

    __tablename__ = "figs_meta"

    key: str = Field(primary_key=True, max_length=64)
    value: str = Field(sa_column=Column(Text, nullable=False))


class TournamentRow(SQLModel, table=True):
    """The tournament (torneo) of this file: exactly one row, ``id`` = 1."""

    __tablename__ = "tournament"

    id: int = Field(primary_key=True)
    name: str = Field(sa_column=Column(Text, nullable=False))
    place: str = Field(default="", sa_column=Column(Text, nullable=False, default=""))
    date_start: str | None = Field(default=None, max_length=10)
    date_end: str | None = Field(default=None, max_length=10)
    system: str = Field(max_length=32)
    planned_rounds: int | None = None
    profile: str = Field(max_length=32)
    profile_overrides: str = Field(default="{}", sa_column=Column(Text, nullable=False))
    tiebreaks: str = Field(default='"FIGS"', sa_column=Column(Text, nullable=False))
    result_settings: str = Field(default="{}", sa_column=Column(Text, nullable=False))
    director: str = Field(default="", sa_column=Column(Text, nullable=False, default=""))
    arbiter: str = Field(default="", sa_column=Column(Text, nullable=False, default=""))
    support_panel: str = Field(default="[]", sa_column=Column(Text, nullable=False))
    settings: str = Field(default="{}", sa_column=Column(Text, nullable=False))
    created_at: str = Field(max_length=40)
    version: int = 1


class PlayerRow(SQLModel, table=True):
    """A registered player (giocatore)."""

    __tablename__ = "player"

    id: int | None = Field(default=None, primary_key=True)
    seq: int = 0
    surname: str = Field(sa_column=Column(Text, nullable=False))
    given_name: str = Field(default="", sa_column=Column(Text, nullable=False, default=""))
    club: str = Field(default="", sa_column=Column(Text, nullable=False, default=""))
    rating: int | None = None
    federation_id: str = Field(default="", max_length=64)
    status: str = Field(default="active", max_length=16)  # active / withdrawn / late
    status_round: int | None = None
    version: int = 1


class RoundRow(SQLModel, table=True):
    """A round (turno) that has been paired."""

    __tablename__ = "round"

    number: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    paired_at: str = Field(max_length=40)
    pairing_meta: str = Field(default="{}", sa_column=Column(Text, nullable=False))


class GameRow(SQLModel, table=True):
    """One game (partita) or bye of a round; ``version`` guards concurrent edits."""

    __tablename__ = "game"
    __table_args__ = (
        UniqueConstraint("round", "table_no", name="uq_game_round_table"),
        Index("ix_game_round", "round"),
    )

    id: int | None = Field(default=None, primary_key=True)
    round: int = Field(foreign_key="round.number")
    table_no: int | None = None
    first_id: int = Field(foreign_key="player.id")
    second_id: int | None = Field(default=None, foreign_key="player.id")
    score_first: int | None = None
    score_second: int | None = None
    kind: str = Field(default="normal", max_length=16)
    time_loss: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    version: int = 1
    updated_at: str | None = Field(default=None, max_length=40)


class ScoresheetRow(SQLModel, table=True):
    """The game record (formulario) of one game, as JSON text."""

    __tablename__ = "scoresheet"

    game_id: int = Field(primary_key=True, foreign_key="game.id")
    record: str = Field(sa_column=Column(Text, nullable=False))
    version: int = 1
    updated_at: str = Field(max_length=40)


class RulingRow(SQLModel, table=True):
    """A challenge ruling (contestazione, art. 28–32)."""

    __tablename__ = "ruling"
    __table_args__ = (Index("ix_ruling_round_table", "round", "table_no"),)

    id: int | None = Field(default=None, primary_key=True)
    round: int
    table_no: int | None = None
    move_no: int | None = None
    words: str = Field(default="[]", sa_column=Column(Text, nullable=False))
    word_verdicts: str = Field(default="{}", sa_column=Column(Text, nullable=False))
    move_valid: bool
    move_value: int
    penalty: int
    charged_to: str = Field(max_length=16)  # mover / challenger
    lexicon_name: str = Field(default="", sa_column=Column(Text, nullable=False, default=""))
    lexicon_sha256: str = Field(default="", max_length=64)
    ruled_by: str = Field(default="", sa_column=Column(Text, nullable=False, default=""))
    ruled_by_role: str = Field(default="arbitro", max_length=16)  # arbitro / collegio
    ruled_at: str = Field(max_length=40)
    extra: str = Field(default="{}", sa_column=Column(Text, nullable=False))


class AuditRow(SQLModel, table=True):
    """One audit entry: when, who, what, old → new (JSON text)."""

    __tablename__ = "audit"

    id: int | None = Field(default=None, primary_key=True)
    at: str = Field(max_length=40)
    actor: str = Field(default="", sa_column=Column(Text, nullable=False, default=""))
    action: str = Field(max_length=64)
    entity: str = Field(default="", max_length=64)
    entity_key: str = Field(default="", sa_column=Column(Text, nullable=False, default=""))
    old: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    new: str | None = Field(default=None, sa_column=Column(Text, nullable=True))


class DuplicateGameRow(SQLModel, table=True):
    """The master game of one duplicate game (JSON text, ``core/duplicate/rules.py``)."""

    __tablename__ = "duplicate_game"

    number: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    state: str = Field(sa_column=Column(Text, nullable=False))
    version: int = 1
    updated_at: str = Field(max_length=40)


class DuplicateSlipRow(SQLModel, table=True):
    """A player's slip for one move of a duplicate game."""

    __tablename__ = "duplicate_slip"
    __table_args__ = (
        UniqueConstraint("game_no", "move_no", "player_id", name="uq_duplicate_slip"),
        Index("ix_duplicate_slip_game", "game_no"),
    )

    id: int | None = Field(default=None, primary_key=True)
    game_no: int
    move_no: int
    player_id: int = Field(foreign_key="player.id")
    entry: str = Field(sa_column=Column(Text, nullable=False))
    score: int
    status: str = Field(max_length=16)
    version: int = 1
    updated_at: str = Field(max_length=40)


class PlayerCodeRow(SQLModel, table=True):
    """A player's personal code for self-entry from the phone (codice personale)."""

    __tablename__ = "player_code"
    __table_args__ = (UniqueConstraint("code", name="uq_player_code"),)

    player_id: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    code: str = Field(max_length=16)
    created_at: str = Field(max_length=40)
    version: int = 1


class PlayerCheckinRow(SQLModel, table=True):
    """A player's check-in at the registration desk or from the phone (presente / assente)."""

    __tablename__ = "player_checkin"

    player_id: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    present: int
    at: str = Field(max_length=40)
    by: str = Field(sa_column=Column(Text, nullable=False))
    version: int = 1


class MemberListRow(SQLModel, table=True):
    """One card of the federation's member list given to the tournament (elenco dei soci)."""

    __tablename__ = "member_list"
    __table_args__ = (Index("ix_member_list_person", "person_key"),)

    federation_id: str = Field(primary_key=True, max_length=64)
    name: str = Field(sa_column=Column(Text, nullable=False))
    person_key: str = Field(sa_column=Column(Text, nullable=False))
    club: str = Field(sa_column=Column(Text, nullable=False))
    expiry: str | None = Field(default=None, max_length=10)


class SelfReportRow(SQLModel, table=True):
    """A report sent from a player's phone (segnalazione): a score, a contest, a time loss, a
    challenge; its status says whether it entered the result or waits in the director's queue."""

    __tablename__ = "self_report"
    __table_args__ = (
        Index("ix_self_report_game", "game_id"),
        Index("ix_self_report_status", "status"),
    )

    id: int | None = Field(default=None, primary_key=True)
    game_id: int
    round: int
    table_no: int
    player_id: int
    kind: str = Field(max_length=16)  # score / contest / time / challenge
    score_first: int | None = None
    score_second: int | None = None
    note: str = Field(default="", sa_column=Column(Text, nullable=False, default=""))
    status: str = Field(max_length=16)  # pending / entered / queued / accepted / rejected / closed
    reason: str = Field(default="", max_length=32)
    game_version: int
    created_at: str = Field(max_length=40)
    updated_at: str = Field(max_length=40)
    decided_by: str = Field(default="", sa_column=Column(Text, nullable=False, default=""))
    version: int = 1
