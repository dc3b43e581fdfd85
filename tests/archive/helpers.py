"""Finished tournaments for the archive's tests, written through the ordinary services."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import pytest

from figs_td.core.model import Game, GameKind
from figs_td.store import NewPlayer

#: A player: (surname, given name, club, tessera, rating)
PlayerSpec = tuple[str, str, str, str, int | None]


def make_event(
    path: Path | str,
    name: str,
    day: str,
    players: Sequence[PlayerSpec],
    rounds: Sequence[Sequence[tuple[int, int, int, int]]],
    *,
    planned: int | None = None,
    place: str = "Roma",
) -> str:
    """A round-robin-like event: ``rounds`` of games ``(i, j, score_i, score_j)`` between
    0-based player indices. ``planned`` rounds (default: as many as given)."""
    from figs_td.services.tournament import create_tournament

    def fill(store) -> None:  # noqa: ANN001
        with store.transaction(actor="test") as tx:
            recs = tx.players.add_many(
                [NewPlayer(s, g, club=c, federation_id=f, rating=r) for s, g, c, f, r in players]
            )
            ids = [r.id for r in recs]
            for n, games in enumerate(rounds, start=1):
                tx.rounds.save_round(
                    n,
                    [
                        Game(n, t, ids[a], ids[b], sa, sb, GameKind.NORMAL)
                        for t, (a, b, sa, sb) in enumerate(games, start=1)
                    ],
                )

    store = create_tournament(
        path, name, "italo-svizzero", rounds=planned or len(rounds), actor="test", fill=fill,
        place=place, date_start=day, date_end=day,
    )  # fmt: skip
    store.close()
    return str(path)


@contextmanager
def fresh_pg_schema(prefix: str) -> Iterator[str]:
    """The URL of a new PostgreSQL schema of ``FIGS_TEST_PG_URL`` (dropped afterwards); skips
    the test without a server."""
    pg = os.environ.get("FIGS_TEST_PG_URL", "")
    if not pg:
        pytest.skip("FIGS_TEST_PG_URL non impostato: niente PostgreSQL")
    import psycopg

    admin = pg.replace("postgresql+psycopg://", "postgresql://", 1)
    schema = f"{prefix}_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    try:
        yield f"{pg}{'&' if '?' in pg else '?'}options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
