"""Numbered schema migrations.

``MIGRATIONS[n]`` brings a database from schema version ``n - 1`` to ``n`` (0 = empty). Each
migration is frozen once released: it defines the tables *as they were* in that version (plain
SQLAlchemy Core), never importing the current SQLModel tables, so that upgrading an old file always
replays the same steps. A fixture file of each released version lives in ``tests/fixtures/``
(``schema_vN.figs``) and the tests upgrade each one to the latest version.

To add version N+1: write ``_v{N+1}(conn)`` (ALTER/CREATE with Core, portable to SQLite and
PostgreSQL), append it to :data:`MIGRATIONS`, update ``tables.py``, generate
``tests/fixtures/schema_v{N+1}.figs`` with ``tests/fixtures/make_schema_fixtures.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import (
    Boolean,
    Column,
    Connection,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    text,
)

APP_ID = "figs-td"


def _v1(conn: Connection) -> None:
    """Version 1 (first release): tournament, players, rounds, games, scoresheets, rulings, audit."""
    md = MetaData()
    Table(
        "figs_meta",
        md,
        Column("key", String(64), primary_key=True),
        Column("value", Text, nullable=False),
    )
    Table(
        "tournament",
        md,
        Column("id", Integer, primary_key=True),
        Column("name", Text, nullable=False),
        Column("place", Text, nullable=False),
        Column("date_start", String(10)),
        Column("date_end", String(10)),
        Column("system", String(32), nullable=False),
        Column("planned_rounds", Integer),
        Column("profile", String(32), nullable=False),
        Column("profile_overrides", Text, nullable=False),
        Column("tiebreaks", Text, nullable=False),
        Column("result_settings", Text, nullable=False),
        Column("director", Text, nullable=False),
        Column("arbiter", Text, nullable=False),
        Column("support_panel", Text, nullable=False),
        Column("settings", Text, nullable=False),
        Column("created_at", String(40), nullable=False),
        Column("version", Integer, nullable=False),
    )
    Table(
        "player",
        md,
        Column("id", Integer, primary_key=True),
        Column("seq", Integer, nullable=False),
        Column("surname", Text, nullable=False),
        Column("given_name", Text, nullable=False),
        Column("club", Text, nullable=False),
        Column("rating", Integer),
        Column("federation_id", String(64), nullable=False),
        Column("status", String(16), nullable=False),
        Column("status_round", Integer),
        Column("version", Integer, nullable=False),
    )
    Table(
        "round",
        md,
        Column("number", Integer, primary_key=True, autoincrement=False),
        Column("paired_at", String(40), nullable=False),
        Column("pairing_meta", Text, nullable=False),
    )
    Table(
        "game",
        md,
        Column("id", Integer, primary_key=True),
        Column("round", Integer, ForeignKey("round.number"), nullable=False),
        Column("table_no", Integer),
        Column("first_id", Integer, ForeignKey("player.id"), nullable=False),
        Column("second_id", Integer, ForeignKey("player.id")),
        Column("score_first", Integer),
        Column("score_second", Integer),
        Column("kind", String(16), nullable=False),
        Column("time_loss", Text),
        Column("version", Integer, nullable=False),
        Column("updated_at", String(40)),
        UniqueConstraint("round", "table_no", name="uq_game_round_table"),
        Index("ix_game_round", "round"),
    )
    Table(
        "scoresheet",
        md,
        Column("game_id", Integer, ForeignKey("game.id"), primary_key=True),
        Column("record", Text, nullable=False),
        Column("version", Integer, nullable=False),
        Column("updated_at", String(40), nullable=False),
    )
    Table(
        "ruling",
        md,
        Column("id", Integer, primary_key=True),
        Column("round", Integer, nullable=False),
        Column("table_no", Integer),
        Column("move_no", Integer),
        Column("words", Text, nullable=False),
        Column("word_verdicts", Text, nullable=False),
        Column("move_valid", Boolean, nullable=False),
        Column("move_value", Integer, nullable=False),
        Column("penalty", Integer, nullable=False),
        Column("charged_to", String(16), nullable=False),
        Column("lexicon_name", Text, nullable=False),
        Column("lexicon_sha256", String(64), nullable=False),
        Column("ruled_by", Text, nullable=False),
        Column("ruled_by_role", String(16), nullable=False),
        Column("ruled_at", String(40), nullable=False),
        Column("extra", Text, nullable=False),
        Index("ix_ruling_round_table", "round", "table_no"),
    )
    Table(
        "audit",
        md,
        Column("id", Integer, primary_key=True),
        Column("at", String(40), nullable=False),
        Column("actor", Text, nullable=False),
        Column("action", String(64), nullable=False),
        Column("entity", String(64), nullable=False),
        Column("entity_key", Text, nullable=False),
        Column("old", Text),
        Column("new", Text),
    )
    md.create_all(conn)
    conn.execute(text("INSERT INTO figs_meta (key, value) VALUES ('app', :app)"), {"app": APP_ID})
    conn.execute(text("INSERT INTO figs_meta (key, value) VALUES ('schema_version', '0')"))


def _duplicate(conn: Connection) -> None:
    """Duplicate events (issue 18): the master game of each game, and the players' slips."""
    md = MetaData()
    Table("player", md, Column("id", Integer, primary_key=True))  # exists: referenced only
    game = Table(
        "duplicate_game",
        md,
        Column("number", Integer, primary_key=True, autoincrement=False),
        Column("state", Text, nullable=False),
        Column("version", Integer, nullable=False),
        Column("updated_at", String(40), nullable=False),
    )
    slip = Table(
        "duplicate_slip",
        md,
        Column("id", Integer, primary_key=True),
        Column("game_no", Integer, nullable=False),
        Column("move_no", Integer, nullable=False),
        Column("player_id", Integer, ForeignKey("player.id"), nullable=False),
        Column("entry", Text, nullable=False),
        Column("score", Integer, nullable=False),
        Column("status", String(16), nullable=False),
        Column("version", Integer, nullable=False),
        Column("updated_at", String(40), nullable=False),
        UniqueConstraint("game_no", "move_no", "player_id", name="uq_duplicate_slip"),
        Index("ix_duplicate_slip_game", "game_no"),
    )
    md.create_all(conn, tables=[game, slip])


def _self_entry(conn: Connection) -> None:
    """Players' self-entry (issue 27): each player's personal code, and the reports sent from
    the phones (the director's queue). No foreign keys: a report outlives an unpaired round
    (it is then shown as closed), a code its withdrawn player."""
    md = MetaData()
    code = Table(
        "player_code",
        md,
        Column("player_id", Integer, primary_key=True, autoincrement=False),
        Column("code", String(16), nullable=False),
        Column("created_at", String(40), nullable=False),
        Column("version", Integer, nullable=False),
        UniqueConstraint("code", name="uq_player_code"),
    )
    report = Table(
        "self_report",
        md,
        Column("id", Integer, primary_key=True),
        Column("game_id", Integer, nullable=False),
        Column("round", Integer, nullable=False),
        Column("table_no", Integer, nullable=False),
        Column("player_id", Integer, nullable=False),
        Column("kind", String(16), nullable=False),
        Column("score_first", Integer),
        Column("score_second", Integer),
        Column("note", Text, nullable=False),
        Column("status", String(16), nullable=False),
        Column("reason", String(32), nullable=False),
        Column("game_version", Integer, nullable=False),
        Column("created_at", String(40), nullable=False),
        Column("updated_at", String(40), nullable=False),
        Column("decided_by", Text, nullable=False),
        Column("version", Integer, nullable=False),
        Index("ix_self_report_game", "game_id"),
        Index("ix_self_report_status", "status"),
    )
    md.create_all(conn, tables=[code, report])


def _player_checkin(conn: Connection) -> None:
    """Check-in at the registration desk (issue 42): one row per player who was ticked present
    (or ticked and then un-ticked), with when and by whom. No foreign key: the row is dropped
    with its player by the service."""
    md = MetaData()
    checkin = Table(
        "player_checkin",
        md,
        Column("player_id", Integer, primary_key=True, autoincrement=False),
        Column("present", Integer, nullable=False),
        Column("at", String(40), nullable=False),
        Column("by", Text, nullable=False),
        Column("version", Integer, nullable=False),
    )
    md.create_all(conn, tables=[checkin])


def _member_list(conn: Connection) -> None:
    """The federation's member list given to the tournament (issue 42 §3): one row per card
    (tessera), with the name, its folded key for the namesake hint, the club and the expiry
    (ISO day, NULL: none). Registration is checked against it; nothing refers to it."""
    md = MetaData()
    member = Table(
        "member_list",
        md,
        Column("federation_id", String(64), primary_key=True),
        Column("name", Text, nullable=False),
        Column("person_key", Text, nullable=False),
        Column("club", Text, nullable=False),
        Column("expiry", String(10)),
        Index("ix_member_list_person", "person_key"),
    )
    md.create_all(conn, tables=[member])


#: ``MIGRATIONS[i]`` upgrades from version ``i`` to ``i + 1``.
MIGRATIONS: list[Callable[[Connection], None]] = [
    _v1,
    _duplicate,
    _self_entry,
    _player_checkin,
    _member_list,
]


def latest_version() -> int:
    return len(MIGRATIONS)


def current_version(conn: Connection, meta: str = "figs_meta") -> int:
    """The schema version recorded in ``meta`` (the archive passes its own table)."""
    value = conn.execute(text(f"SELECT value FROM {meta} WHERE key = 'schema_version'")).scalar()
    return int(value) if value is not None else 0


def migrate(
    conn: Connection,
    from_version: int,
    steps: list[Callable[[Connection], None]] | None = None,
    meta: str = "figs_meta",
) -> int:
    """Apply the migrations after ``from_version`` inside the caller's transaction (``steps``,
    ``meta``: another store's numbered migrations and version table, as the archive's)."""
    version = from_version
    for step in (MIGRATIONS if steps is None else steps)[from_version:]:
        step(conn)
        version += 1
        conn.execute(
            text(f"UPDATE {meta} SET value = :v WHERE key = 'schema_version'"),
            {"v": str(version)},
        )
    return version
