"""Publishing tests: generated events (made once per session, copied per test), a small event
with values worked out by hand, and PostgreSQL when ``FIGS_TEST_PG_URL`` is set."""

from __future__ import annotations

import os
import shutil
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_event import make_event  # noqa: E402

PG_URL = os.environ.get("FIGS_TEST_PG_URL", "")
INJECTED = ("<script>window.__pwned=1</script>", "O\"Brien 'Zio' & <b>Co</b>")


@pytest.fixture(scope="session")
def _event65(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("ev65") / "torneo65.figs"
    # 65 players (one bye a round), 8 rounds planned, 6 paired, the last with 5 results missing;
    # two more players with names that try to inject markup.
    return make_event(path, 63, 8, played=6, open_tables=5, extra_names=INJECTED)


@pytest.fixture
def event65(_event65: Path, tmp_path: Path) -> Path:
    """A fresh copy of the 65-player event."""
    dest = tmp_path / "torneo65.figs"
    shutil.copyfile(_event65, dest)
    return dest


@pytest.fixture
def small(tmp_path: Path) -> Path:
    """Four players, two rounds entered by hand (values in tests/web/test_site.py)."""
    from figs_td.core.model import Game
    from figs_td.services.tournament import create_tournament

    path = tmp_path / "piccolo.figs"
    store = create_tournament(path, "Piccolo torneo", "italo-svizzero", rounds=3,
                              place="Lecco", date_start="2026-04-18")  # fmt: skip
    with store.transaction(actor="test") as tx:
        a = tx.players.add("Alfa", "Anna").id
        b = tx.players.add("Beta", "Bruno").id
        c = tx.players.add("Gamma", "Carla").id
        d = tx.players.add("Delta", "Dario").id
        tx.rounds.save_round(1, [Game(1, 1, a, b), Game(1, 2, c, d)])
        tx.rounds.set_result(1, 1, 400, 300)
        tx.rounds.set_result(1, 2, 350, 360)
        tx.rounds.save_round(2, [Game(2, 1, d, a), Game(2, 2, b, c)])
        tx.rounds.set_result(2, 1, 390, 380)
        tx.rounds.set_result(2, 2, 420, 300)
    store.close()
    return path


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A fresh PostgreSQL schema (dropped afterwards); the URL of a store inside it."""
    if not PG_URL:
        pytest.skip("FIGS_TEST_PG_URL non impostato: niente PostgreSQL")
    import psycopg

    admin = PG_URL.replace("postgresql+psycopg://", "postgresql://", 1)
    schema = f"figs_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    sep = "&" if "?" in PG_URL else "?"
    try:
        yield f"{PG_URL}{sep}options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
