"""The cyclic garbage collector paused around allocation-heavy computations of the services."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def without_gc_passes() -> Iterator[None]:
    """The cyclic garbage collector paused while the block runs (standings, a round's pairing).

    They allocate thousands of short-lived objects (no cycles among them: reference counting
    frees them as usual); with the collector on, its passes during the computation promote them
    to the oldest generation, and every dozen calls a full pass over the whole program's objects
    follows (30–40 ms: the slowest twentieth of "one result, then standings"; 15–30 ms of a
    3,000-player round). Re-enabled after, unless it was already off."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
