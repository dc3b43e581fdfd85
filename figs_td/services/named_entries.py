"""Named entries kept in a list in the tournament's settings (prize categories, teams): the one
rule by which an entry is named when it is removed (spaces and case ignored)."""

from __future__ import annotations

from figs_td.errors import InputError

TYPE_CHECKING = False  # typing is not imported at run time
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Protocol, TypeVar

    class _Named(Protocol):
        @property
        def name(self) -> str: ...

    N = TypeVar("N", bound=_Named)


def without_named(entries: Sequence[N], name: str, missing: InputError) -> list[N]:
    """``entries`` without the one called ``name``; raises ``missing`` when none is (each caller
    words its own refusal whole, so that the window translates it as it is)."""
    key = " ".join(name.split()).casefold()
    kept = [e for e in entries if e.name.casefold() != key]
    if len(kept) == len(entries):
        raise missing
    return kept
