"""Numbered schema migrations.

``MIGRATIONS[n]`` brings a database from schema version ``n - 1`` to ``n`` (0 = empty). Each
migration is frozen once released: it defines the tables *as they were* in that version (plain
SQLAlchemy Core, through :func:`table`), never importing the current SQLModel tables, so that
upgrading an old file always replays the same steps. A fixture file of each released version lives
in ``tests/fixtures/`` (``schema_vN.figs``) and the tests upgrade each one to the latest version.

The runner (:func:`migrate`, :func:`current_version`) and :func:`table` serve the archive's own
migrations too (:mod:`figs_td.store.archive.schema`).

To add version N+1: write ``_v{N+1}(conn)`` (ALTER/CREATE with Core, portable to SQLite and
PostgreSQL), append it to :data:`MIGRATIONS`, update ``tables.py``, generate
``tests/fixtures/schema_v{N+1}.figs`` with ``tests/fixtures/make_schema_fixtures.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import (
    Boolean,
    Column,
    Connection,
    Float,
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

#: The column types a spec of :func:`table` names (``strN``: a string of at most N characters).
_TYPES: dict[str, Any] = {"int": Integer, "text": Text, "bool": Boolean, "float": Float}


def table(md: MetaData, name: str, spec: str, *extra: Any) -> Table:
    """A table of ``md`` from ``spec``, one column a line: ``name type [flags]``.

    ``type``: ``int``, ``text``, ``bool``, ``float`` or ``strN`` (``String(N)``). Flags: ``null``
    (the column may be NULL; every other column is NOT NULL), ``key`` (primary key), ``fixed``
    (a key without autoincrement), ``->table.column`` (a foreign key). ``extra``: the table's
    indexes and constraints. Frozen like the migrations that use it: a change here would change
    every released version's tables."""
    columns = []
    for line in spec.strip().splitlines():
        col, kind, *flags = line.split()
        args: list[Any] = [
            String(int(kind[3:])) if kind.startswith("str") else _TYPES[kind],
            *(ForeignKey(f[2:]) for f in flags if f.startswith("->")),
        ]
        kw: dict[str, Any] = {}
        if "key" in flags:
            kw["primary_key"] = True
            if "fixed" in flags:
                kw["autoincrement"] = False
        elif "null" not in flags:
            kw["nullable"] = False
        columns.append(Column(col, *args, **kw))
    return Table(name, md, *columns, *extra)


#: The columns of a meta table (``app`` and ``schema_version`` rows; both stores).
META_COLUMNS = """
    key    str64 key
    value  text
"""

#: The columns of an audit trail: when (UTC), who, what, which record, old → new JSON (both
#: stores).
AUDIT_COLUMNS = """
    id          int   key
    at          str40
    actor       text
    action      str64
    entity      str64
    entity_key  text
    old         text  null
    new         text  null
"""

#: The columns of the federation's member list (issue 42 §3): one row per card (tessera), the
#: name, its folded key, the club and the expiry (ISO day, NULL: none). Both stores.
MEMBER_COLUMNS = """
    federation_id  str64 key
    name           text
    person_key     text
    club           text
    expiry         str10 null
"""


def stamp(conn: Connection, meta: str, app: str) -> None:
    """The first rows of a new meta table: which program's file, schema version 0."""
    conn.execute(text(f"INSERT INTO {meta} (key, value) VALUES ('app', :app)"), {"app": app})
    conn.execute(text(f"INSERT INTO {meta} (key, value) VALUES ('schema_version', '0')"))


def _v1(conn: Connection) -> None:
    """Version 1 (first release): tournament, players, rounds, games, scoresheets, rulings, audit."""
    md = MetaData()
    table(md, "figs_meta", META_COLUMNS)
    table(md, "tournament", """
        id                 int   key
        name               text
        place              text
        date_start         str10 null
        date_end           str10 null
        system             str32
        planned_rounds     int   null
        profile            str32
        profile_overrides  text
        tiebreaks          text
        result_settings    text
        director           text
        arbiter            text
        support_panel      text
        settings           text
        created_at         str40
        version            int
    """)  # fmt: skip
    table(md, "player", """
        id             int   key
        seq            int
        surname        text
        given_name     text
        club           text
        rating         int   null
        federation_id  str64
        status         str16
        status_round   int   null
        version        int
    """)  # fmt: skip
    table(md, "round", """
        number        int   key fixed
        paired_at     str40
        pairing_meta  text
    """)  # fmt: skip
    table(md, "game", """
        id            int   key
        round         int   ->round.number
        table_no      int   null
        first_id      int   ->player.id
        second_id     int   ->player.id null
        score_first   int   null
        score_second  int   null
        kind          str16
        time_loss     text  null
        version       int
        updated_at    str40 null
    """,
        UniqueConstraint("round", "table_no", name="uq_game_round_table"),
        Index("ix_game_round", "round"),
    )  # fmt: skip
    table(md, "scoresheet", """
        game_id     int   ->game.id key
        record      text
        version     int
        updated_at  str40
    """)  # fmt: skip
    table(md, "ruling", """
        id              int   key
        round           int
        table_no        int   null
        move_no         int   null
        words           text
        word_verdicts   text
        move_valid      bool
        move_value      int
        penalty         int
        charged_to      str16
        lexicon_name    text
        lexicon_sha256  str64
        ruled_by        text
        ruled_by_role   str16
        ruled_at        str40
        extra           text
    """,
        Index("ix_ruling_round_table", "round", "table_no"),
    )  # fmt: skip
    table(md, "audit", AUDIT_COLUMNS)
    md.create_all(conn)
    stamp(conn, "figs_meta", APP_ID)


def _duplicate(conn: Connection) -> None:
    """Duplicate events (issue 18): the master game of each game, and the players' slips."""
    md = MetaData()
    table(md, "player", "id int key")  # exists: referenced only
    game = table(md, "duplicate_game", """
        number      int   key fixed
        state       text
        version     int
        updated_at  str40
    """)  # fmt: skip
    slip = table(md, "duplicate_slip", """
        id          int   key
        game_no     int
        move_no     int
        player_id   int   ->player.id
        entry       text
        score       int
        status      str16
        version     int
        updated_at  str40
    """,
        UniqueConstraint("game_no", "move_no", "player_id", name="uq_duplicate_slip"),
        Index("ix_duplicate_slip_game", "game_no"),
    )  # fmt: skip
    md.create_all(conn, tables=[game, slip])


def _self_entry(conn: Connection) -> None:
    """Players' self-entry (issue 27): each player's personal code, and the reports sent from
    the phones (the director's queue). No foreign keys: a report outlives an unpaired round
    (it is then shown as closed), a code its withdrawn player."""
    md = MetaData()
    code = table(md, "player_code", """
        player_id   int   key fixed
        code        str16
        created_at  str40
        version     int
    """,
        UniqueConstraint("code", name="uq_player_code"),
    )  # fmt: skip
    report = table(md, "self_report", """
        id            int   key
        game_id       int
        round         int
        table_no      int
        player_id     int
        kind          str16
        score_first   int   null
        score_second  int   null
        note          text
        status        str16
        reason        str32
        game_version  int
        created_at    str40
        updated_at    str40
        decided_by    text
        version       int
    """,
        Index("ix_self_report_game", "game_id"),
        Index("ix_self_report_status", "status"),
    )  # fmt: skip
    md.create_all(conn, tables=[code, report])


def _player_checkin(conn: Connection) -> None:
    """Check-in at the registration desk (issue 42): one row per player who was ticked present
    (or ticked and then un-ticked), with when and by whom. No foreign key: the row is dropped
    with its player by the service."""
    checkin = table(MetaData(), "player_checkin", """
        player_id  int   key fixed
        present    int
        at         str40
        by         text
        version    int
    """)  # fmt: skip
    checkin.create(conn)


def _member_list(conn: Connection) -> None:
    """The federation's member list given to the tournament (issue 42 §3): one row per card
    (tessera), with the name, its folded key for the namesake hint, the club and the expiry
    (ISO day, NULL: none). Registration is checked against it; nothing refers to it."""
    md = MetaData()
    member = table(md, "member_list", MEMBER_COLUMNS, Index("ix_member_list_person", "person_key"))
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
