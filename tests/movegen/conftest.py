"""The fixture ``search_path``: a test that uses it (``per_search``) runs twice, with the
compiled search (``figs_td/core/_movegen.c``, skipped when it is not built) and with the
pure-Python one: the tests of ``test_movegen.py``, ``test_top_moves.py``,
``test_top_and_others.py``.

Module-scoped, so that the property tests (hypothesis) see no function-scoped fixture; the
search in use is ``movegen._compiled`` (None: the Python search).

The long checks on many random positions make each position and its reference (the brute
force, the full list, the pruned search's result) once, then check every search against it
(``SEARCHES``, ``searching_with``) instead of running twice: the reference does not depend on
the search under test, and making it is most of the time.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from figs_td.core.movegen import generator as movegen

BUILT = movegen._compiled

#: The searches a long check goes through: the compiled one when built, and the Python one.
SEARCHES: tuple[str, ...] = ("compiled", "python") if BUILT is not None else ("python",)

#: A test run once per search (the fixture below).
per_search = pytest.mark.usefixtures("search_path")


@contextmanager
def searching_with(name: str) -> Iterator[None]:
    """Within the block, ``movegen`` searches with ``name`` (``compiled`` or ``python``)."""
    saved = movegen._compiled
    movegen._compiled = None if name == "python" else BUILT
    try:
        yield
    finally:
        movegen._compiled = saved


@pytest.fixture(scope="module", params=["compiled", "python"])
def search_path(request: pytest.FixtureRequest) -> Iterator[str]:
    saved = movegen._compiled
    if request.param == "python":
        movegen._compiled = None
    elif BUILT is None:
        pytest.skip(
            "ricerca compilata non in uso: non costruita (python setup.py build_ext --inplace)"
            " o FIGS_TD_PURE_PYTHON"
        )
    else:
        movegen._compiled = BUILT
    try:
        yield request.param
    finally:
        movegen._compiled = saved
