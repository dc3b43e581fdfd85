"""Archive tests run on SQLite and, when ``FIGS_TEST_PG_URL`` is set, on a fresh PostgreSQL
schema of their own (as the store's tests)."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

PG_URL = os.environ.get("FIGS_TEST_PG_URL", "")


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def archive_target(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """Where a new archive goes: a ``.figsa`` path or a PostgreSQL URL (own schema)."""
    if request.param == "sqlite":
        yield str(tmp_path / "archivio.figsa")
        return
    if not PG_URL:
        pytest.skip("FIGS_TEST_PG_URL non impostato: niente PostgreSQL")
    import psycopg

    admin = PG_URL.replace("postgresql+psycopg://", "postgresql://", 1)
    schema = f"arch_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    sep = "&" if "?" in PG_URL else "?"
    try:
        yield f"{PG_URL}{sep}options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
