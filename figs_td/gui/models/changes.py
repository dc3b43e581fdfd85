"""What an operation changed, so that each view refreshes only when it must (Anki's OpChanges)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any


@dataclass
class Changes:
    """Flags of the parts of a tournament an operation touched."""

    tournament: bool = False  # name, settings, phase
    players: bool = False
    rounds: bool = False  # pairings created, swapped or deleted
    results: bool = False  # a result entered, corrected or cleared
    standings: bool = False
    rulings: bool = False
    scoresheets: bool = False
    lexicon: bool = False
    round_no: int | None = None  # the round concerned, when one
    #: Made by somebody else (another desk, the command line, a phone), noticed by the window
    #: on its own: what the director is typing stays (issue 38 §3). Never part of everything().
    outside: bool = False

    @classmethod
    def everything(cls) -> Changes:
        return cls(
            **{
                f.name: True
                for f in fields(cls)
                if f.type in ("bool", bool) and f.name != "outside"
            }
        )

    def __or__(self, other: Changes) -> Changes:
        merged: dict[str, Any] = {}
        for f in fields(self):
            a, b = getattr(self, f.name), getattr(other, f.name)
            merged[f.name] = (a or b) if isinstance(a, bool) else (b if b is not None else a)
        return Changes(**merged)

    @classmethod
    def from_service(cls, value: Any, **defaults: bool) -> Changes:
        """Map a service's return value to flags: a ``Changes``-like object (attributes with the
        same names, or ``changed``/``flags`` sets of names) or nothing (then ``defaults``)."""
        if isinstance(value, Changes):
            return value
        out = cls(**defaults)  # type: ignore[arg-type]
        source = getattr(value, "changes", None) or value
        names: set[str] = set()
        for attr in ("changed", "flags"):
            seq = getattr(source, attr, None)
            if isinstance(seq, (set, frozenset, list, tuple)):
                names |= {str(n) for n in seq}
        for f in fields(cls):
            flag = getattr(source, f.name, None)
            if isinstance(flag, bool) and flag:
                setattr(out, f.name, True)
            if f.name in names:
                setattr(out, f.name, True)
        return out
