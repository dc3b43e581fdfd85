"""The fixture ``search_path``: a test module that uses it (``pytestmark``) runs twice, with the
compiled search (``figs_td/core/_movegen.c``, skipped when it is not built) and with the
pure-Python one: ``test_movegen.py``, ``test_top_moves.py``, ``test_top_and_others.py``.

Module-scoped, so that the property tests (hypothesis) see no function-scoped fixture; the
search in use is ``movegen._compiled`` (None: the Python search).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from figs_td.core import movegen

BUILT = movegen._compiled


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
