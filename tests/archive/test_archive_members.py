"""The member list in the archive (issue 42 §3): its numbered migration, one transaction per
import (an import interrupted halfway leaves the previous list), SQLite and PostgreSQL."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from figs_td.core.archive.membership import Member
from figs_td.services.archive import open_archive
from figs_td.services.archive.members import import_members, members_of

OLD = [Member("1", "Rossi Mario", "Roma", dt.date(2026, 12, 31)), Member("2", "Bianchi Anna")]


def test_import_replaces_whole_and_an_interrupted_one_changes_nothing(
    archive_target: str, tmp_path: Path
) -> None:
    src = tmp_path / "soci.csv"
    src.write_text("tessera;socio;circolo;scadenza\n1;Rossi Mario;Roma;2026-12-31\n"
                   "2;Bianchi Anna;;\n", encoding="utf-8")  # fmt: skip
    info = import_members(archive_target, str(src), actor="prova")
    assert (info["count"], info["before"], info["source"]) == (2, 0, "soci.csv")
    with open_archive(archive_target) as store:
        members, meta = members_of(store)
        assert members == [OLD[1], OLD[0]]  # by name
        assert meta is not None and meta["count"] == 2
        with pytest.raises(RuntimeError), store.transaction(actor="prova") as tx:
            tx.members.replace([Member("9", "Verdi Luca")], "nuovi.csv")
            assert tx.members.count() == 1
            raise RuntimeError("interrotto")
        members, meta = members_of(store)
        assert [m.federation_id for m in members] == ["2", "1"] and meta["source"] == "soci.csv"
        entries = [e for e in store_log(store) if e["action"] == "members.import"]
        assert len(entries) == 1 and entries[0]["new"]["count"] == 2


def store_log(store):  # noqa: ANN001, ANN201
    from figs_td.services.archive import audit_log

    return audit_log(store)


def test_an_archive_of_the_first_schema_is_upgraded(tmp_path: Path) -> None:
    from sqlalchemy import create_engine

    from figs_td.store import migrations
    from figs_td.store.archive import schema

    path = tmp_path / "vecchio.figsa"
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        assert migrations.migrate(conn, 0, schema.MIGRATIONS[:1], schema.META) == 1
    engine.dispose()
    with open_archive(str(path)) as store:
        with store.read() as tx:
            assert schema.current_version(tx.conn) == schema.latest_version()
            assert tx.members.count() == 0 and tx.members.info() is None
        assert any("-v1" in p.name for p in store.backups())  # a copy before the upgrade
