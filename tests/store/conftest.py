"""Store tests: every facade test runs on SQLite and, when ``FIGS_TEST_PG_URL`` is set, on a
fresh PostgreSQL schema of its own."""

from __future__ import annotations

import os
import shutil
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

PG_URL = os.environ.get("FIGS_TEST_PG_URL", "")


def _pg_admin_url(url: str) -> str:
    return url.replace("postgresql+psycopg://", "postgresql://", 1)


def pg_schema_url(schema: str) -> str:
    sep = "&" if "?" in PG_URL else "?"
    return f"{PG_URL}{sep}options=-csearch_path%3D{schema}"


@pytest.fixture
def pg_schema() -> Iterator[str]:
    """A fresh PostgreSQL schema (dropped afterwards); the URL of the store inside it."""
    if not PG_URL:
        pytest.skip("FIGS_TEST_PG_URL non impostato: niente PostgreSQL")
    import psycopg

    schema = f"figs_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(_pg_admin_url(PG_URL), autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    try:
        yield pg_schema_url(schema)
    finally:
        with psycopg.connect(_pg_admin_url(PG_URL), autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a new tournament goes: a ``.figs`` path or a PostgreSQL URL."""
    if request.param == "sqlite":
        return str(tmp_path / "torneo.figs")
    return request.getfixturevalue("pg_schema")


@pytest.fixture(scope="session")
def _template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An empty tournament file made once; SQLite tests start from a copy (faster)."""
    from figs_td.services.tournament import create_tournament

    path = tmp_path_factory.mktemp("template") / "prova.figs"
    create_tournament(path, "Prova", "italo-svizzero", rounds=5, actor="test").close()
    return path


@pytest.fixture
def store(target: str, _template: Path):  # noqa: ANN201
    """An open store holding an empty Swiss tournament "Prova" (5 rounds planned)."""
    from figs_td.services.tournament import create_tournament
    from figs_td.store import open_store

    if "://" in target:
        s = create_tournament(target, "Prova", "italo-svizzero", rounds=5, actor="test")
    else:
        shutil.copyfile(_template, target)
        s = open_store(target)
    yield s
    s.close()


def add_players(store, names: list[str]) -> list[int]:  # noqa: ANN001
    """Register players "Cognome, Nome" and return their ids."""
    ids = []
    with store.transaction(actor="test") as tx:
        for n in names:
            surname, _, given = n.partition(", ")
            ids.append(tx.players.add(surname, given).id)
    return ids


def child_env() -> dict[str, str]:
    """The environment of a desk run as another process: it imports this checkout."""
    root = Path(__file__).resolve().parent.parent.parent
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(root), env.get("PYTHONPATH", "")])
    return env
