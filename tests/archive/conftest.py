"""Archive tests run on SQLite and, when ``FIGS_TEST_PG_URL`` is set, on a fresh PostgreSQL
schema of their own (as the store's tests)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.archive.helpers import fresh_pg_schema


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def archive_target(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """Where a new archive goes: a ``.figsa`` path or a PostgreSQL URL (own schema)."""
    if request.param == "sqlite":
        yield str(tmp_path / "archivio.figsa")
        return
    with fresh_pg_schema("arch") as url:
        yield url
