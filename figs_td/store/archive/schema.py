"""Numbered migrations of the archive's schema (frozen once released, as the tournament's).

``MIGRATIONS[n]`` brings an archive from version ``n`` to ``n + 1`` (0 = empty). Version 1 is
the first release: meta, settings, categories, players (with merges), events, results, games,
the rating computed after each event, merges and the audit trail; version 2 the member list.
Plain SQLAlchemy Core, portable to SQLite and PostgreSQL, written with the tournament's
:func:`~figs_td.store.migrations.table` and run by its loop (:func:`migrate`).
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import Connection, Index, MetaData

from figs_td.store import migrations
from figs_td.store.migrations import AUDIT_COLUMNS, MEMBER_COLUMNS, META_COLUMNS, stamp, table

APP_ID = "figs-td-archive"
META = "archive_meta"


def _v1(conn: Connection) -> None:
    md = MetaData()
    table(md, META, META_COLUMNS)
    table(md, "archive_setting", """
        key         str64 key
        value       text
        version     int
        updated_at  str40
    """)  # fmt: skip
    table(md, "archive_category", """
        code     str40 key
        name     text
        version  int
    """)  # fmt: skip
    table(md, "archive_player", """
        id             int   key
        name           text
        folded         text
        club           text
        federation_id  str64
        merged_into    int   null
        rating         float null
        rated_games    int
        last_day       str10
        version        int
    """,
        Index("ix_archive_player_folded", "folded"),
        Index("ix_archive_player_fid", "federation_id"),
        Index("ix_archive_player_merged", "merged_into"),
    )  # fmt: skip
    table(md, "archive_event", """
        id           int   key
        name         text
        day          str10
        place        text
        category     str40
        content_fp   str64
        field_fp     str64
        source       text
        players      int
        rounds       int
        games        int
        added_at     str40
        actor        text
        replaced_by  int   null
        version      int
    """,
        Index("ix_archive_event_content", "content_fp"),
        Index("ix_archive_event_field", "field_fp"),
        Index("ix_archive_event_day", "day"),
    )  # fmt: skip
    table(md, "archive_result", """
        id             int   key
        event_id       int
        player_id      int
        line           int
        place          int
        name           text
        club           text
        federation_id  str64
        rating         int   null
        games          int
        wins           float
    """,
        Index("ix_archive_result_event", "event_id"),
        Index("ix_archive_result_player", "player_id", "event_id"),
    )  # fmt: skip
    table(md, "archive_game", """
        id            int   key
        event_id      int
        round         int
        first_id      int
        second_id     int
        score_first   int
        score_second  int
    """,
        Index("ix_archive_game_event", "event_id"),
    )  # fmt: skip
    table(md, "archive_rating", """
        event_id      int   key fixed
        player_id     int   key fixed
        before        float
        after         float
        expected      float
        actual        float
        games         int
        games_before  int
    """,
        Index("ix_archive_rating_player", "player_id"),
    )  # fmt: skip
    table(md, "archive_merge", """
        id         int   key
        kept_id    int
        merged_id  int
        at         str40
        actor      text
        undone_at  str40 null
        undone_by  text  null
    """)  # fmt: skip
    table(md, "archive_audit", AUDIT_COLUMNS)
    md.create_all(conn)
    stamp(conn, META, APP_ID)


def _member_list(conn: Connection) -> None:
    """The federation's member list (issue 42 §3): one row per card (tessera) with the name, its
    folded key, the club and the expiry (ISO day, NULL: none); replaced whole by an import."""
    md = MetaData()
    table(md, "archive_member", MEMBER_COLUMNS, Index("ix_archive_member_person", "person_key"))
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
