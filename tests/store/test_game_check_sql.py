"""The games' check written in SQL (``_checks.GAME_WRONG_SQL``, the thin path's reading) says
of every row what :func:`figs_td.store._checks.game_ok` says: a row it passes is never one the
Python check refuses (a tampered file must not get through), and it refuses nothing the Python
check passes."""

from __future__ import annotations

import sqlite3

from hypothesis import given, settings
from hypothesis import strategies as st

from figs_td.store._checks import GAME_WRONG_SQL, game_ok

_COLUMNS = ("round", "table_no", "first_id", "second_id", "score_first", "score_second", "kind")

#: Values around every bound of the check and of every type SQLite stores.
_VALUES = st.one_of(
    st.none(),
    st.sampled_from([0, 1, 2, 3, -1, 1999, 2000, 2001, -2000, -2001, 2**62, -(2**62)]),
    st.integers(),
    st.sampled_from([1.0, 2.5, -0.0, float("inf"), float("nan")]),
    st.sampled_from(["normal", "bye", "forfeit", "double_forfeit", "time_loss", "NORMAL",
                     "normal ", "", "1", "zzz", "bye\x00"]),  # fmt: skip
    st.text(max_size=4),
    st.sampled_from([b"normal", b"1", b""]),
)


def _table() -> sqlite3.Connection:
    con = sqlite3.connect(":memory:")
    # The columns' declared types as the schema has them (their affinity converts on insert).
    con.execute(
        "CREATE TABLE game (id INTEGER PRIMARY KEY, round INTEGER NOT NULL, table_no INTEGER,"
        " first_id INTEGER NOT NULL, second_id INTEGER, score_first INTEGER,"
        " score_second INTEGER, kind VARCHAR(16) NOT NULL)"
    )
    return con


def _both(con: sqlite3.Connection, values: tuple[object, ...]) -> tuple[bool, bool] | None:
    con.execute("DELETE FROM game")
    try:
        con.execute(f"INSERT INTO game ({', '.join(_COLUMNS)}) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    values)  # fmt: skip
    except (sqlite3.IntegrityError, OverflowError):
        return None  # a NOT NULL column left empty, an integer beyond 64 bits: never stored
    row = con.execute(f"SELECT {', '.join(_COLUMNS)}, {GAME_WRONG_SQL} FROM game").fetchone()
    return game_ok(*row[:7]), row[7] == 1


def test_hand_worked_rows() -> None:
    con = _table()
    good = (3, 12, 5, 8, 400, 350, "normal")
    assert _both(con, good) == (True, False)
    assert _both(con, (3, None, 5, None, None, None, "bye")) == (True, False)
    assert _both(con, (3, 12, 5, 8, -2000, 2000, "forfeit")) == (True, False)
    assert _both(con, (3, 12, 5, 8, "400", 350, "normal")) == (True, False)  # stored as 400
    for wrong in [
        (0, 12, 5, 8, 400, 350, "normal"),  # round 0
        (3, 0, 5, 8, 400, 350, "normal"),  # table 0
        (3, 12, 5, 5, 400, 350, "normal"),  # against himself
        (3, 12, 5, 8, 2001, 350, "normal"),  # beyond the bound
        (3, 12, 5, 8, 400, "quattrocento", "normal"),  # text in a score
        (3, 12, 5, 8, 400.5, 350, "normal"),  # a real number
        (3, 12, 5, 8, 400, 350, "NORMAL"),  # a kind figs-td never writes
        (3, 12, 5, 8, 400, 350, b"normal"),  # a blob, not a text
        (3, 12, "cinque", 8, 400, 350, "normal"),
    ]:
        assert _both(con, wrong) == (False, True), wrong


@settings(max_examples=400, deadline=None)
@given(st.tuples(*[_VALUES] * 7))
def test_sql_and_python_agree(values: tuple[object, ...]) -> None:
    both = _both(_table(), values)
    if both is not None:
        python_ok, sql_wrong = both
        assert python_ok is not sql_wrong, values
