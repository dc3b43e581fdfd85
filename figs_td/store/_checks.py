"""Rows checked as they are loaded: a ``.figs`` file edited by hand (text in a score, a game of a
player against himself, a kind or a status no figs-td writes, broken JSON) is refused with
"il file del torneo 'X' contiene dati non validi: tabella T, riga N (…)", never an internal
error further on.

The tables' types are not enforced by SQLite (a column declared INTEGER keeps any text it is
given), and the file may come from anywhere; PostgreSQL enforces the types but not the rules
(a self-paired game). Both stores (the ORM facades and the thin :mod:`figs_td.store.lite`)
pass every game, player and tournament row they read through these functions; the store's
transaction turns :class:`InvalidData` into the sentence naming the file. Plain Python: no
SQLAlchemy here. The fast paths are one boolean expression per row (7,500 games: a few ms).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from operator import attrgetter  # loaded with collections: nothing more at start-up

from figs_td.core.model import GameKind
from figs_td.errors import StoreError

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from typing import Any, TypeVar

    T = TypeVar("T")

#: Largest absolute score a stored game may hold (the store refuses more than 2000 on entry; a
#: time loss may be negative).
SCORE_BOUND = 2000
#: Player statuses a figs-td file holds (``records.PlayerStatus``).
STATUSES = frozenset(("active", "withdrawn", "late"))
_KIND_TEXTS = frozenset(k.value for k in GameKind) | frozenset(GameKind)


class InvalidData(StoreError):
    """A row of the tournament that figs-td cannot have written (table, row id, column)."""

    def __init__(self, table: str, row_id: Any, column: str, detail: str) -> None:
        self.table, self.row_id, self.column, self.detail = table, row_id, column, detail
        super().__init__(self.sentence(""))

    def sentence(self, label: str) -> str:
        where = f" '{label}'" if label else ""
        return (
            f"il file del torneo{where} contiene dati non validi: tabella {self.table}, "
            f"riga {self.row_id} (colonna {self.column}: {self.detail})"
        )


def labelled(e: InvalidData, label: str) -> StoreError:
    """The error naming the file (what the store's transaction raises)."""
    return StoreError(e.sentence(label))


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


def _int(value: Any, low: int | None = None, high: int | None = None) -> bool:
    return type(value) is int and (low is None or value >= low) and (high is None or value <= high)


def _problem_int(column: str, value: Any, low: int | None, high: int | None) -> tuple[str, str]:
    if type(value) is not int:
        return column, f"{_shown(value)} non è un numero intero"
    if low is not None and value < low:
        return column, f"{value} è minore di {low}"
    return column, f"{value} è maggiore di {high}"


# -- game ---------------------------------------------------------------------------------------


def game_ok(rnd: Any, table: Any, first: Any, second: Any, sf: Any, ss: Any, kind: Any) -> bool:
    b = SCORE_BOUND
    return (
        type(rnd) is int
        and rnd >= 1
        and (table is None or (type(table) is int and table >= 1))
        and type(first) is int
        and (second is None or (type(second) is int and second != first))
        and (sf is None or (type(sf) is int and -b <= sf <= b))
        and (ss is None or (type(ss) is int and -b <= ss <= b))
        and kind in _KIND_TEXTS
    )


def game_problem(
    gid: Any, rnd: Any, table: Any, first: Any, second: Any, sf: Any, ss: Any, kind: Any
) -> InvalidData:
    """Which column of a game row that failed :func:`game_ok` is wrong."""
    b = SCORE_BOUND
    found: tuple[str, str]
    if not _int(rnd, 1):
        found = _problem_int("round", rnd, 1, None)
    elif table is not None and not _int(table, 1):
        found = _problem_int("table_no", table, 1, None)
    elif type(first) is not int:
        found = _problem_int("first_id", first, None, None)
    elif second is not None and type(second) is not int:
        found = _problem_int("second_id", second, None, None)
    elif second == first:
        found = ("second_id", f"il giocatore n. {first} gioca contro sé stesso")
    elif sf is not None and not _int(sf, -b, b):
        found = _problem_int("score_first", sf, -b, b)
    elif ss is not None and not _int(ss, -b, b):
        found = _problem_int("score_second", ss, -b, b)
    else:
        found = ("kind", f"tipo di partita sconosciuto {_shown(kind)}")
    return InvalidData("game", gid, *found)


def check_game_rows(rows: Iterable[tuple[Any, ...]]) -> None:
    """Full rows in the order ``id, round, table_no, first_id, second_id, score_first,
    score_second, kind, time_loss, version, …``."""
    for r in rows:
        if game_ok(r[1], r[2], r[3], r[4], r[5], r[6], r[7]) and type(r[9]) is int:
            continue
        if not game_ok(r[1], r[2], r[3], r[4], r[5], r[6], r[7]):
            raise game_problem(*r[:8])
        raise InvalidData("game", r[0], "version", f"{_shown(r[9])} non è un numero intero")


def check_core_rows(rows: Iterable[tuple[Any, ...]]) -> None:
    """Rows in the order ``round, table_no, first_id, second_id, score_first, score_second,
    kind, id`` (the core's games)."""
    for rnd, table, first, second, sf, ss, kind, gid in rows:
        if not game_ok(rnd, table, first, second, sf, ss, kind):
            raise game_problem(gid, rnd, table, first, second, sf, ss, kind)


#: The columns of the ``game`` table, in its order (what the checks read; the thin path
#: selects them).
GAME_COLUMNS = (
    "id",
    "round",
    "table_no",
    "first_id",
    "second_id",
    "score_first",
    "score_second",
    "kind",
    "time_loss",
    "version",
    "updated_at",
)
_game_values = attrgetter(*GAME_COLUMNS)


def check_game(row: Any) -> tuple[Any, ...]:
    """One game row with attribute access (ORM/Core row, named tuple): its values in the
    table's order (``id`` … ``updated_at``), checked."""
    values: tuple[Any, ...] = _game_values(row)
    check_game_rows([values])
    return values


# -- player -------------------------------------------------------------------------------------


def check_player_rows(rows: Iterable[tuple[Any, ...]]) -> None:
    """Rows ``id, seq, surname, given_name, club, rating, federation_id, status, status_round,
    version``."""
    for pid, seq, surname, given, club, rating, fid, status, status_round, version in rows:
        if (
            type(seq) is int
            and type(surname) is str
            and type(given) is str
            and type(club) is str
            and (rating is None or (type(rating) is int and 0 <= rating <= 5000))
            and type(fid) is str
            and status in STATUSES
            and (status_round is None or (type(status_round) is int and status_round >= 1))
            and type(version) is int
        ):
            continue
        raise _player_problem(
            pid, seq, surname, given, club, rating, fid, status, status_round, version
        )


def _player_problem(
    pid: Any,
    seq: Any,
    surname: Any,
    given: Any,
    club: Any,
    rating: Any,
    fid: Any,
    status: Any,
    status_round: Any,
    version: Any,
) -> InvalidData:
    found: tuple[str, str]
    texts = (("surname", surname), ("given_name", given), ("club", club), ("federation_id", fid))
    bad_text = next(((c, v) for c, v in texts if type(v) is not str), None)
    if type(seq) is not int:
        found = _problem_int("seq", seq, None, None)
    elif bad_text is not None:
        found = (bad_text[0], f"{_shown(bad_text[1])} non è un testo")
    elif rating is not None and not _int(rating, 0, 5000):
        found = _problem_int("rating", rating, 0, 5000)
    elif status not in STATUSES:
        found = ("status", f"stato sconosciuto {_shown(status)}")
    elif status_round is not None and not _int(status_round, 1):
        found = _problem_int("status_round", status_round, 1, None)
    else:
        found = _problem_int("version", version, None, None)
    return InvalidData("player", pid, *found)


def check_player(row: Any) -> Any:
    check_player_rows(
        [
            (
                row.id,
                row.seq,
                row.surname,
                row.given_name,
                row.club,
                row.rating,
                row.federation_id,
                row.status,
                row.status_round,
                row.version,
            )
        ]
    )
    return row


# -- JSON columns and other values --------------------------------------------------------------


def json_column(table: str, row_id: Any, column: str, text: Any, default: Any = None) -> Any:
    """The JSON value of a text column; broken JSON or a non-text value is :class:`InvalidData`."""
    if text is None or text == "":
        return default
    if not isinstance(text, str):
        raise InvalidData(table, row_id, column, f"{_shown(text)} non è un testo JSON")
    try:
        return json.loads(text)
    except ValueError as e:
        raise InvalidData(table, row_id, column, _reason(e, "JSON non valido")) from None


def value(table: str, row_id: Any, column: str, make: Callable[[], T]) -> T:
    """``make()`` — a value built from a column — or :class:`InvalidData` if it cannot be."""
    try:
        return make()
    except (ValueError, TypeError, KeyError) as e:
        raise InvalidData(table, row_id, column, _reason(e, "valore non valido")) from None


def _reason(e: BaseException, fallback: str) -> str:
    from figs_td.errors import describe_error

    return describe_error(e) or fallback
