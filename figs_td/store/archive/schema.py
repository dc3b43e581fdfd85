"""Numbered migrations of the archive's schema (frozen once released, as the tournament's).

``MIGRATIONS[n]`` brings an archive from version ``n`` to ``n + 1`` (0 = empty). Version 1 is
the first release: meta, settings, categories, players (with merges), events, results, games,
the rating computed after each event, merges and the audit trail; version 2 the member list. Plain SQLAlchemy Core, portable
to SQLite and PostgreSQL.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import (
    Column,
    Connection,
    Float,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    text,
)

from figs_td.store import migrations

APP_ID = "figs-td-archive"
META = "archive_meta"


def _v1(conn: Connection) -> None:
    md = MetaData()
    Table(
        META, md, Column("key", String(64), primary_key=True), Column("value", Text, nullable=False)
    )
    Table(
        "archive_setting",
        md,
        Column("key", String(64), primary_key=True),
        Column("value", Text, nullable=False),
        Column("version", Integer, nullable=False),
        Column("updated_at", String(40), nullable=False),
    )
    Table(
        "archive_category",
        md,
        Column("code", String(40), primary_key=True),
        Column("name", Text, nullable=False),
        Column("version", Integer, nullable=False),
    )
    Table(
        "archive_player",
        md,
        Column("id", Integer, primary_key=True),
        Column("name", Text, nullable=False),
        Column("folded", Text, nullable=False),
        Column("club", Text, nullable=False),
        Column("federation_id", String(64), nullable=False),
        Column("merged_into", Integer),
        Column("rating", Float),
        Column("rated_games", Integer, nullable=False),
        Column("last_day", String(10), nullable=False),
        Column("version", Integer, nullable=False),
        Index("ix_archive_player_folded", "folded"),
        Index("ix_archive_player_fid", "federation_id"),
        Index("ix_archive_player_merged", "merged_into"),
    )
    Table(
        "archive_event",
        md,
        Column("id", Integer, primary_key=True),
        Column("name", Text, nullable=False),
        Column("day", String(10), nullable=False),
        Column("place", Text, nullable=False),
        Column("category", String(40), nullable=False),
        Column("content_fp", String(64), nullable=False),
        Column("field_fp", String(64), nullable=False),
        Column("source", Text, nullable=False),
        Column("players", Integer, nullable=False),
        Column("rounds", Integer, nullable=False),
        Column("games", Integer, nullable=False),
        Column("added_at", String(40), nullable=False),
        Column("actor", Text, nullable=False),
        Column("replaced_by", Integer),
        Column("version", Integer, nullable=False),
        Index("ix_archive_event_content", "content_fp"),
        Index("ix_archive_event_field", "field_fp"),
        Index("ix_archive_event_day", "day"),
    )
    Table(
        "archive_result",
        md,
        Column("id", Integer, primary_key=True),
        Column("event_id", Integer, nullable=False),
        Column("player_id", Integer, nullable=False),
        Column("line", Integer, nullable=False),
        Column("place", Integer, nullable=False),
        Column("name", Text, nullable=False),
        Column("club", Text, nullable=False),
        Column("federation_id", String(64), nullable=False),
        Column("rating", Integer),
        Column("games", Integer, nullable=False),
        Column("wins", Float, nullable=False),
        Index("ix_archive_result_event", "event_id"),
        Index("ix_archive_result_player", "player_id", "event_id"),
    )
    Table(
        "archive_game",
        md,
        Column("id", Integer, primary_key=True),
        Column("event_id", Integer, nullable=False),
        Column("round", Integer, nullable=False),
        Column("first_id", Integer, nullable=False),
        Column("second_id", Integer, nullable=False),
        Column("score_first", Integer, nullable=False),
        Column("score_second", Integer, nullable=False),
        Index("ix_archive_game_event", "event_id"),
    )
    Table(
        "archive_rating",
        md,
        Column("event_id", Integer, primary_key=True, autoincrement=False),
        Column("player_id", Integer, primary_key=True, autoincrement=False),
        Column("before", Float, nullable=False),
        Column("after", Float, nullable=False),
        Column("expected", Float, nullable=False),
        Column("actual", Float, nullable=False),
        Column("games", Integer, nullable=False),
        Column("games_before", Integer, nullable=False),
        Index("ix_archive_rating_player", "player_id"),
    )
    Table(
        "archive_merge",
        md,
        Column("id", Integer, primary_key=True),
        Column("kept_id", Integer, nullable=False),
        Column("merged_id", Integer, nullable=False),
        Column("at", String(40), nullable=False),
        Column("actor", Text, nullable=False),
        Column("undone_at", String(40)),
        Column("undone_by", Text),
    )
    Table(
        "archive_audit",
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
    conn.execute(text(f"INSERT INTO {META} (key, value) VALUES ('app', :a)"), {"a": APP_ID})
    conn.execute(text(f"INSERT INTO {META} (key, value) VALUES ('schema_version', '0')"))


def _member_list(conn: Connection) -> None:
    """The federation's member list (issue 42 §3): one row per card (tessera) with the name, its
    folded key, the club and the expiry (ISO day, NULL: none); replaced whole by an import."""
    md = MetaData()
    Table(
        "archive_member",
        md,
        Column("federation_id", String(64), primary_key=True),
        Column("name", Text, nullable=False),
        Column("person_key", Text, nullable=False),
        Column("club", Text, nullable=False),
        Column("expiry", String(10)),
        Index("ix_archive_member_person", "person_key"),
    )
    md.create_all(conn)


#: ``MIGRATIONS[i]`` upgrades from version ``i`` to ``i + 1``.
MIGRATIONS: list[Callable[[Connection], None]] = [_v1, _member_list]


def latest_version() -> int:
    return len(MIGRATIONS)


def current_version(conn: Connection) -> int:
    return migrations.current_version(conn, META)


def migrate(conn: Connection, from_version: int) -> int:
    """Apply the archive's migrations after ``from_version`` (the tournament store's loop)."""
    return migrations.migrate(conn, from_version, MIGRATIONS, META)
