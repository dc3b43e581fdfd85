"""Saving a paired round: the checks of its games and the audit entry, shared by the ORM facade
(:mod:`figs_td.store.facades.rounds`) and the thin SQLite path (:mod:`figs_td.store.lite_pair`),
so that both refuse the same rounds with the same words and record the same trail. Plain
Python: no SQLAlchemy here."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from figs_td.core.model import Game, GameKind
from figs_td.errors import InputError
from figs_td.store._results import KINDS, MAX_SCORE
from figs_td.store._results import where as _where
from figs_td.store.records import GameRecord, fast_record

#: Each kind's stored text (a dict lookup: the enum's ``value`` is a descriptor call).
_KIND_TEXT: dict[Any, str] = {k: k.value for k in GameKind}


def check_next_round(number: int, last: int) -> None:
    """Only the round after the last one (``last``) can be saved."""
    if number != last + 1:
        raise InputError(
            f"si può abbinare solo il turno {last + 1}, non il {number}"
            if number > last
            else f"il turno {number} è già stato abbinato"
        )


def check_round_games(number: int, games: Sequence[Game], known: Collection[int]) -> None:
    """The games of round ``number`` before they are saved: every player registered
    (``known``: their ids) and at one table at most, each table once, no negative score but a
    time loss's."""
    seen: set[int] = set()
    tables: set[int] = set()
    time_loss = GameKind.TIME_LOSS
    for g in games:
        if g.round != number:
            raise InputError(f"partita del turno {g.round} nel turno {number}")
        first, second = g.first, g.second
        if second is not None and second == first:
            raise InputError(
                f"{_where(number, g.table)}: il giocatore n. {first} non può giocare "
                "contro sé stesso"
            )
        for pid in (first,) if second is None else (first, second):
            if pid not in known:
                raise InputError(f"turno {number}: giocatore n. {pid} inesistente")
            if pid in seen:
                raise InputError(f"turno {number}: giocatore n. {pid} abbinato due volte")
            seen.add(pid)
        if g.table is not None:
            if g.table in tables:
                raise InputError(f"turno {number}: tavolo {g.table} usato due volte")
            tables.add(g.table)
        if second is None or (g.score_first is None and g.score_second is None):
            continue  # a bye, or no result yet (a paired round): no score to check
        for s in (g.score_first, g.score_second):
            # Only a time loss may be below zero (000_ art. 37; see _check_scores).
            low = -MAX_SCORE if g.kind is time_loss else 0
            if s is not None and s < low:
                raise InputError(f"{_where(number, g.table)}: punteggio negativo ({s})")


def game_rows(number: int, games: Sequence[Game], at: str) -> list[tuple[Any, ...]]:
    """The ``game`` rows of a new round: (round, table_no, first_id, second_id, score_first,
    score_second, kind, time_loss, version, updated_at)."""
    text = _KIND_TEXT
    return [
        (
            number,
            g.table,
            g.first,
            g.second,
            g.score_first,
            g.score_second,
            text.get(g.kind) or GameKind(g.kind).value,
            None,
            1,
            at,
        )
        for g in games
    ]


def round_order(rows: Sequence[tuple[Any, ...]]) -> list[int]:
    """The positions of :func:`game_rows` ``rows`` in the order the store reads the round back:
    by table, byes last, then by id (ids grow in the order of insertion)."""
    return sorted(range(len(rows)), key=lambda i: (rows[i][1] is None, rows[i][1] or 0))


def round_pair_entry(meta: dict[str, Any] | None, saved: Sequence[GameRecord]) -> dict[str, Any]:
    """The ``new`` value of the ``round.pair`` audit entry: the round's row keeps the
    explanation of every table; the trail keeps how the round was paired (seed, system,
    notes…) and every game."""
    return {
        "meta": {k: v for k, v in (meta or {}).items() if k != "tables"},
        "games": [[g.table, g.first, g.second, _KIND_TEXT[g.kind]] for g in saved],
    }


def inserted_records(
    ids: Sequence[int], rows: Sequence[tuple[Any, ...]], order: Sequence[int] | None = None
) -> list[GameRecord]:
    """The games of a round just inserted from :func:`game_rows` ``rows``, given their ids
    read back (ids grow in the order of insertion), as the store reads them: by table, byes
    last (``order``: :func:`round_order` of the rows, when the caller has it)."""
    if len(ids) != len(rows):
        raise ValueError("turno salvato: gli identificativi letti non corrispondono alle partite inserite")
    kinds = KINDS
    records = []
    append = records.append
    for i in round_order(rows) if order is None else order:
        rnd, table, first, second, sf, ss, kind, _tl, version, at = rows[i]
        append(fast_record(ids[i], rnd, table, first, second, sf, ss, kinds[kind], None,
                           version, at))  # fmt: skip
    return records
