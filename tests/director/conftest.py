"""Fixtures of the director tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from director_helpers import make_tournament

from figs_td.store import Store, open_store


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return make_tournament(tmp_path / "t.figs")


@pytest.fixture
def store(path: Path) -> Iterator[Store]:
    with open_store(path) as st:
        yield st
