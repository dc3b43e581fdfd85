"""The records created on first use (``figs_td.store._lazy_records``) are read from
``figs_td.store.records`` and ``figs_td.store`` as they always were: the same classes, built
and compared as before."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

import figs_td.store
from figs_td.store import _lazy_records, records

NAMES = ("AuditEntry", "NewPlayer", "RoundInfo", "RulingRecord", "ScoresheetRecord")


@pytest.mark.parametrize("name", NAMES)
def test_the_same_class_from_every_place(name: str) -> None:
    cls = getattr(_lazy_records, name)
    assert getattr(records, name) is cls
    assert getattr(figs_td.store, name) is cls
    assert name in figs_td.store.__all__
    assert dataclasses.is_dataclass(cls)
    assert cls.__dataclass_params__.frozen  # type: ignore[attr-defined]


def test_built_and_compared_as_before() -> None:
    from figs_td.store.records import AuditEntry, NewPlayer

    e = AuditEntry(7, "2026-11-26T03:00:00Z", "cli:ada@desk", "result.enter", "game", "3/5",
                   None, {"score_first": 400})  # fmt: skip
    assert e == AuditEntry(7, "2026-11-26T03:00:00Z", "cli:ada@desk", "result.enter", "game",
                           "3/5", None, {"score_first": 400})  # fmt: skip
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.actor = "x"  # type: ignore[misc]
    p = NewPlayer("Rossi", "Ada", rating=1500)
    assert (p.club, p.late_from_round) == ("", None)
    assert pickle.loads(pickle.dumps(p)) == p
    assert hash(p) == hash(NewPlayer("Rossi", "Ada", rating=1500))


def test_an_unknown_name_is_still_an_attribute_error() -> None:
    with pytest.raises(AttributeError):
        records.NoSuchRecord  # noqa: B018
    with pytest.raises(ImportError):
        from figs_td.store.records import NoSuchRecord  # noqa: F401
