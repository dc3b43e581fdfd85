"""``tx.members``: the tournament's copy of the member list (issue 42 §3), on SQLite and on
PostgreSQL: replaced whole in one transaction, read by tessera and by person."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from conftest import add_players

from figs_td.core.archive.membership import Member, person_key
from figs_td.services.registration.members import (
    import_member_list,
    member_list_info,
    member_warnings,
)

LIST = [
    Member("101", "Rossi Mario", "Roma", dt.date(2026, 12, 31)),
    Member("102", "D'Angelo Luca", "Napoli", None),
    Member("103", "Rossi Mario", "Torino", dt.date(2020, 1, 1)),
]


def test_replace_read_and_an_interrupted_import(store) -> None:  # noqa: ANN001
    with store.transaction(actor="test") as tx:
        assert tx.members.replace(LIST) == 0
    with store.read() as tx:
        assert tx.members.count() == 3
        assert tx.members.by_ids(["101", "999", ""]) == {"101": LIST[0]}
        found = tx.members.by_names(["Mario Rossi", "Dangelo Luca", "Verdi Ugo"])
        assert found == {person_key("Rossi Mario"): [LIST[0], LIST[2]],
                         person_key("D'Angelo Luca"): [LIST[1]]}  # fmt: skip
    with pytest.raises(RuntimeError), store.transaction(actor="test") as tx:
        assert tx.members.replace([Member("9", "Verdi Ugo")]) == 3
        raise RuntimeError("interrotto a metà")
    with store.read() as tx:
        assert [m.federation_id for m in tx.members.all()] == ["102", "101", "103"]


def test_import_from_a_file_and_the_warnings(store, tmp_path: Path) -> None:  # noqa: ANN001
    src = tmp_path / "soci.csv"
    src.write_text("tessera,socio,scadenza\n101,Rossi Mario,2026-12-31\n103,Rossi Mario,"
                   "2020-01-01\n", encoding="utf-8")  # fmt: skip
    add_players(store, ["Rossi, Mario", "Verdi, Ugo"])
    info = import_member_list(store, str(src), actor="test")
    assert (info.count, info.before, info.source) == (2, 0, "soci.csv")
    assert member_list_info(store).count == 2  # type: ignore[union-attr]
    warned = member_warnings(store, today=dt.date(2026, 6, 1))
    assert [(w.name, w.issue.value, [m.federation_id for m in w.namesakes]) for w in warned] == [
        ("Rossi Mario", "missing", ["101", "103"]),
        ("Verdi Ugo", "missing", []),
    ]
