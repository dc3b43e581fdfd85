"""Opening files: bad files get distinct Italian messages; migrations; automatic backups."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from figs_td.errors import InputError, StoreError
from figs_td.store import migrations, open_store

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
SCHEMA_FIXTURES = sorted(FIXTURES.glob("schema_v*.figs"))


def _copy(src: Path, tmp_path: Path) -> Path:
    dest = tmp_path / src.name
    shutil.copyfile(src, dest)
    return dest


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="non esiste"):
        open_store(tmp_path / "manca.figs")


def test_text_file_is_not_a_tournament(tmp_path: Path) -> None:
    p = tmp_path / "note.figs"
    p.write_text("giocatori: Rossi, Bianchi\n", encoding="utf-8")
    with pytest.raises(StoreError, match="non è un file di torneo di figs-td"):
        open_store(p)
    assert p.read_text(encoding="utf-8") == "giocatori: Rossi, Bianchi\n"


def test_other_sqlite_database_is_not_a_tournament(tmp_path: Path) -> None:
    p = tmp_path / "altro.figs"
    con = sqlite3.connect(p)
    con.execute("CREATE TABLE ricette (nome TEXT)")
    con.commit()
    con.close()
    for create in (False, True):
        with pytest.raises(StoreError, match="non è un file di torneo di figs-td"):
            open_store(p, create=create)


def test_corrupted_file(tmp_path: Path) -> None:
    p = _copy(SCHEMA_FIXTURES[0], tmp_path)
    data = bytearray(p.read_bytes())
    page = 4096
    for i in range(page + 100, min(len(data), 6 * page)):  # scribble over pages 2–6
        data[i] = (i * 37) % 251
    p.write_bytes(bytes(data))
    with pytest.raises(StoreError, match="danneggiato"):
        open_store(p)


def test_truncated_file(tmp_path: Path) -> None:
    p = _copy(SCHEMA_FIXTURES[0], tmp_path)
    data = p.read_bytes()
    p.write_bytes(data[: len(data) // 3])
    with pytest.raises(StoreError, match="danneggiato"):
        open_store(p)


def test_file_from_a_newer_version(tmp_path: Path) -> None:
    p = _copy(SCHEMA_FIXTURES[0], tmp_path)
    con = sqlite3.connect(p)
    con.execute("UPDATE figs_meta SET value = '99' WHERE key = 'schema_version'")
    con.commit()
    con.close()
    with pytest.raises(StoreError, match="versione più recente"):
        open_store(p)


@pytest.mark.postgres
def test_newer_version_on_postgres(pg_schema: str) -> None:
    from sqlalchemy import create_engine, text

    open_store(pg_schema, create=True).close()
    engine = create_engine(pg_schema)
    with engine.begin() as conn:
        conn.execute(text("UPDATE figs_meta SET value = '99' WHERE key = 'schema_version'"))
    engine.dispose()
    with pytest.raises(StoreError, match="versione più recente"):
        open_store(pg_schema)


def test_new_file_needs_figs_extension(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"estensione \.figs"):
        open_store(tmp_path / "torneo.db", create=True)


# -- migrations -------------------------------------------------------------------------------
def test_fixture_of_every_released_schema_exists() -> None:
    names = {p.name for p in SCHEMA_FIXTURES}
    assert {f"schema_v{v}.figs" for v in range(1, migrations.latest_version() + 1)} <= names


@pytest.mark.parametrize("fixture", SCHEMA_FIXTURES, ids=lambda p: p.stem)
def test_upgrade_from_each_released_schema(fixture: Path, tmp_path: Path) -> None:
    p = _copy(fixture, tmp_path)
    with open_store(p) as store:
        with store.read() as tx:
            info = tx.tournament.get()
            players = tx.players.records()
            games = tx.rounds.games()
            sheet = tx.scoresheets.get(games[0].id)
            rulings = tx.rulings.list()
            version = migrations.current_version(tx.session.connection())
    assert version == migrations.latest_version()
    assert info.name == "Torneo fixture" and info.place == "Roma"
    assert info.settings == {"pairing.seed": 42}
    assert [p.name for p in players] == ["Rossi Mario", "Bianchi Anna", "Verdi Luca", "Neri Ugo"]
    assert players[0].federation_id == "101" and players[3].status == "withdrawn"
    assert (games[0].score_first, games[0].score_second) == (420, 377)
    assert games[1].second is None
    assert sheet is not None and "CASA" in sheet.record
    assert rulings[0].words == ["CASO"] and rulings[0].penalty == 1


def test_fresh_schema_matches_the_tables(tmp_path: Path) -> None:
    from sqlalchemy import inspect
    from sqlmodel import SQLModel

    import figs_td.store.tables  # noqa: F401 - registers the tables

    with open_store(tmp_path / "nuovo.figs", create=True) as store:
        insp = inspect(store.engine)
        for table in SQLModel.metadata.sorted_tables:
            stored = {c["name"] for c in insp.get_columns(table.name)}
            assert stored == {c.name for c in table.columns}, table.name


def test_a_new_migration_is_applied_once_after_a_backup(tmp_path: Path, monkeypatch) -> None:
    from sqlalchemy import text

    calls: list[int] = []

    def _v2(conn) -> None:  # noqa: ANN001
        calls.append(1)
        conn.execute(text("ALTER TABLE player ADD COLUMN nickname TEXT"))

    monkeypatch.setattr(migrations, "MIGRATIONS", [*migrations.MIGRATIONS, _v2])
    p = _copy(SCHEMA_FIXTURES[-1], tmp_path)  # the latest released version
    latest = migrations.latest_version()
    with open_store(p) as store:
        backups = store.backups()
        with store.read() as tx:
            assert migrations.current_version(tx.session.connection()) == latest
            assert tx.players.count() == 4
    with open_store(p):
        pass
    assert calls == [1]
    assert len(backups) == 1 and f"-v{latest - 1}" in backups[0].name
    con = sqlite3.connect(backups[0])
    assert con.execute("SELECT value FROM figs_meta WHERE key='schema_version'").fetchone() == (
        str(latest - 1),
    )
    con.close()


# -- backups ----------------------------------------------------------------------------------
def test_backups_keep_the_last_ten(tmp_path: Path) -> None:
    from figs_td.services.tournament import create_tournament

    with create_tournament(tmp_path / "t.figs", "Copie", "girone") as store:
        made = []
        for i in range(12):
            with store.transaction() as tx:
                tx.players.add(f"Giocatore{i}")
            made.append(store.backup(f"turno{i}"))
        kept = store.backups()
    assert len(kept) == 10 and kept == made[2:]
    with open_store(kept[-1]) as copy, copy.read() as tx:
        assert tx.players.count() == 12
    with open_store(kept[0]) as copy, copy.read() as tx:
        assert tx.players.count() == 3


@pytest.mark.postgres
def test_backup_on_postgres_is_none(pg_schema: str) -> None:
    with open_store(pg_schema, create=True) as store:
        assert store.backup() is None and store.backups() == []


@pytest.mark.postgres
def test_desks_creating_the_same_database_at_once(pg_schema: str) -> None:
    import threading

    errors: list[BaseException] = []

    def desk() -> None:
        try:
            open_store(pg_schema, create=True).close()
        except BaseException as e:  # noqa: BLE001 - collected for the assertion
            errors.append(e)

    threads = [threading.Thread(target=desk) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert errors == []
    with open_store(pg_schema) as store, store.read() as tx:
        assert migrations.current_version(tx.session.connection()) == migrations.latest_version()
