"""SQLite and PostgreSQL failures reach the user as Italian sentences naming the file (issue 12,
"every message Italian"): each case is reproduced on a real file (or a real server address) and
run through the command line; exit status 2, the file named, none of the library's English."""

from __future__ import annotations

import functools
import os
import random
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.errors import db_reason, describe_db_failure, describe_error

PG_URL = os.environ.get("FIGS_TEST_PG_URL", "")

#: English words of SQLite, libpq and psycopg messages: none may reach the user.
ENGLISH = (
    "error", "database is", "malformed", "disk image", "no such", "table", "column", "unable",
    "open", "readonly", "read-only", "attempt", "write", "disk i/o", "full", "connection",
    "refused", "failed", "authentication", "exist", "server at", "running", "locked", "busy",
    "file is", "not a", "the", "is", "could", "translate", "host", "name", "unknown", "role",
    "denied", "permission", "sqlite", "operationalerror", "databaseerror", "out of range",
    "page", "tree", "cell", "offset",
)  # fmt: skip


def assert_italian(err: str, *names: str) -> None:
    """``err`` is one ``errore: …`` line naming the file, without English words (the file's own
    name removed first: the test's temporary folder may contain English words)."""
    assert err.startswith("errore: "), err
    assert "Traceback" not in err and "errore interno" not in err, err
    assert any(n in err for n in names), err
    text = err
    for n in sorted(names, key=len, reverse=True):
        text = text.replace(n, "")
    for word in ENGLISH:
        assert not re.search(rf"\b{re.escape(word)}\b", text, re.IGNORECASE), (word, err)


def cli(capfd: pytest.CaptureFixture[str], *args: object) -> tuple[int, str]:
    status = main([str(a) for a in args])
    _, err = capfd.readouterr()
    return status, err.strip()


def cli_process(*args: object, preexec=None, user: bool = False, cwd: Path | None = None):  # noqa: ANN001, ANN201
    """The real command line in a process (another user, file size limits, mount namespaces)."""
    cmd = [sys.executable, "-m", "figs_td", *map(str, args)]
    if user:
        cmd = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *cmd]
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    root = Path(__file__).resolve().parents[2]
    env["PYTHONPATH"] = f"{root}{os.pathsep}{env.get('PYTHONPATH', '')}"
    return subprocess.run(
        cmd, capture_output=True, text=True, timeout=60, preexec_fn=preexec, env=env, cwd=cwd
    )


@pytest.fixture(scope="module")
def tournament(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from figs_td.services.players import add_player
    from figs_td.services.tournament import create_tournament

    path = tmp_path_factory.mktemp("db") / "modello.figs"
    store = create_tournament(path, "Prova", "italo-svizzero", rounds=3, actor="test")
    try:
        for i in range(6):
            add_player(store, f"Rossi{i}, Mario", actor="test")
        store.checkpoint("TRUNCATE")
    finally:
        store.close()
    return path


@pytest.fixture
def copy(tournament: Path, tmp_path: Path) -> Path:
    dest = tmp_path / "gara.figs"
    shutil.copyfile(tournament, dest)
    return dest


@pytest.fixture
def shared_dir() -> Iterator[Path]:
    """A folder another user can reach (the test's own tmp_path is the owner's only)."""
    d = Path(tempfile.mkdtemp(prefix="figs-db-"))
    d.chmod(0o777)
    try:
        yield d
    finally:
        for p in d.rglob("*"):
            p.chmod(0o777)
        d.chmod(0o777)
        shutil.rmtree(d, ignore_errors=True)


def _other_user() -> bool:
    """Whether permissions can be tested: as root only by running as ``nobody``."""
    if os.geteuid() != 0:
        return False
    if shutil.which("setpriv") is None:
        pytest.skip("serve setpriv per provare i permessi da root")
    if not _nobody_reaches_the_program():
        pytest.skip("l'utente nobody non raggiunge il programma (una cartella sopra è privata)")
    return True


@functools.cache
def _nobody_reaches_the_program() -> bool:
    """A checkout inside a private folder (mode 700) cannot be run as ``nobody``."""
    root = Path(__file__).resolve().parents[2]
    probe = subprocess.run(
        ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
         sys.executable, "-c", "import figs_td"],
        capture_output=True, timeout=60, env={**os.environ, "PYTHONPATH": str(root)},
        check=False,
    )  # fmt: skip
    return probe.returncode == 0


# -- damaged files ------------------------------------------------------------------------------


def test_truncated_file(copy: Path, capfd: pytest.CaptureFixture[str]) -> None:
    data = copy.read_bytes()
    copy.write_bytes(data[: len(data) // 2])
    status, err = cli(capfd, "standings", copy)
    assert status == 2
    assert_italian(err, str(copy))
    assert "danneggiato" in err


def test_garbage_after_the_header(copy: Path, capfd: pytest.CaptureFixture[str]) -> None:
    data = copy.read_bytes()
    rnd = random.Random(12)
    copy.write_bytes(data[:100] + bytes(rnd.randrange(256) for _ in range(len(data) - 100)))
    status, err = cli(capfd, "standings", copy)
    assert status == 2
    assert_italian(err, str(copy))
    assert "è danneggiato" in err


def test_header_then_garbage_is_not_a_database(tmp_path: Path, capfd) -> None:  # noqa: ANN001
    f = tmp_path / "finto.figs"
    f.write_bytes(b"SQLite format 3\x00" + b"\xff" * 8000)
    status, err = cli(capfd, "players", "list", f)
    assert status == 2
    assert_italian(err, str(f))
    assert "è danneggiato: non è un database leggibile" in err


def test_missing_table(copy: Path, capfd: pytest.CaptureFixture[str]) -> None:
    con = sqlite3.connect(copy)
    con.execute("DROP TABLE game")
    con.commit()
    con.close()
    status, err = cli(capfd, "standings", copy)
    assert status == 2
    assert_italian(err, str(copy))
    assert "manca una tabella del torneo" in err


def test_damaged_page_found_by_the_integrity_check(
    copy: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    con = sqlite3.connect(copy)
    page_size = con.execute("PRAGMA page_size").fetchone()[0]
    root = con.execute("SELECT rootpage FROM sqlite_master WHERE name = 'player'").fetchone()[0]
    con.close()
    with copy.open("r+b") as f:  # a leaf page whose cells point outside the page
        f.seek((root - 1) * page_size)
        f.write(b"\x0d\x00\x00\x00\x09\x0f\xff" + b"\x00" * 20)
    status, err = cli(capfd, "standings", copy)
    assert status == 2
    assert_italian(err, str(copy))
    assert "il controllo di integrità ha trovato" in err and "copia di sicurezza" in err


# -- the file's surroundings ------------------------------------------------------------------


def test_wal_companion_that_is_a_folder_cannot_be_opened(
    copy: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    Path(f"{copy}-wal").mkdir()
    status, err = cli(capfd, "standings", copy)
    assert status == 2
    assert_italian(err, str(copy))
    assert "non si può aprire" in err


def test_wal_companion_that_is_a_pipe_is_a_disk_error(copy: Path) -> None:
    os.mkfifo(f"{copy}-wal")
    r = cli_process("players", "add", copy.name, "Bianchi, Anna", cwd=copy.parent)
    assert r.returncode == 2, r.stderr
    assert_italian(r.stderr.strip(), copy.name)
    assert "errore di lettura o scrittura del disco" in r.stderr


def test_file_size_limit_is_a_disk_error(copy: Path) -> None:
    import resource

    def limit() -> None:  # writes past 10 kB fail (EFBIG), as on a broken or full device
        resource.setrlimit(resource.RLIMIT_FSIZE, (10_000, 10_000))

    before = copy.read_bytes()
    r = cli_process("players", "add", copy.name, "Bianchi, Anna", preexec=limit, cwd=copy.parent)
    assert r.returncode == 2, r.stderr
    assert_italian(r.stderr.strip(), copy.name)
    assert "errore di lettura o scrittura del disco" in r.stderr
    assert copy.read_bytes() == before


def test_disk_full(tournament: Path, tmp_path: Path) -> None:
    """A file system with room for the file and its index but not for a new page."""
    if os.geteuid() != 0 or shutil.which("unshare") is None:
        pytest.skip("serve root (unshare e mount di un tmpfs piccolo)")
    mnt = tmp_path / "piccolo"
    mnt.mkdir()
    size_k = (tournament.stat().st_size + 32768) // 1024 + 2
    script = (
        f"mount -t tmpfs -o size={size_k}k tmpfs '{mnt}' || exit 77; "
        f"cp '{tournament}' '{mnt}/gara.figs' && cd '{mnt}' && "
        f"exec '{sys.executable}' -m figs_td players add gara.figs 'Bianchi, Anna'"
    )
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    env["PYTHONPATH"] = str(Path(__file__).resolve().parents[2])
    r = subprocess.run(
        ["unshare", "-m", "sh", "-c", script], capture_output=True, text=True, timeout=60, env=env
    )
    if r.returncode == 77 or "unshare failed" in r.stderr:
        pytest.skip("mount di un tmpfs non permesso qui")
    assert r.returncode == 2, r.stderr
    err = r.stderr.strip()
    assert_italian(err, "gara.figs")
    assert "spazio esaurito sul disco" in err


def test_read_only_folder(tournament: Path, shared_dir: Path) -> None:
    as_other = _other_user()
    f = shared_dir / "gara.figs"
    shutil.copyfile(tournament, f)
    f.chmod(0o644)
    shared_dir.chmod(0o555)
    r = cli_process("players", "add", f, "Bianchi, Anna", user=as_other)
    assert r.returncode == 2, r.stderr
    assert_italian(r.stderr.strip(), str(f))
    assert "è di sola lettura: copiate il torneo" in r.stderr


def test_read_only_file(tournament: Path, shared_dir: Path) -> None:
    as_other = _other_user()
    f = shared_dir / "gara.figs"
    shutil.copyfile(tournament, f)
    f.chmod(0o444)
    before = f.read_bytes()
    r = cli_process("players", "add", f, "Bianchi, Anna", user=as_other)
    assert r.returncode == 2, r.stderr
    assert_italian(r.stderr.strip(), str(f))
    assert "è di sola lettura: copiate il torneo" in r.stderr
    assert f.read_bytes() == before


def test_unreadable_file(tournament: Path, shared_dir: Path) -> None:
    as_other = _other_user()
    f = shared_dir / "gara.figs"
    shutil.copyfile(tournament, f)
    f.chmod(0o600 if as_other else 0o000)
    r = cli_process("standings", f, user=as_other)
    assert r.returncode == 2, r.stderr
    assert_italian(r.stderr.strip(), str(f))
    assert "permesso negato" in r.stderr


# -- PostgreSQL -------------------------------------------------------------------------------


def _pg_url(**parts: str) -> str:
    from sqlalchemy.engine import make_url

    return make_url(PG_URL).set(**parts).render_as_string(hide_password=False)  # type: ignore[arg-type]


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("change", "expect"),
    [
        ({"host": "127.0.0.1", "port": "1"}, "il server del database non risponde"),
        ({"database": "figs_manca_questo_db"}, "il database indicato non esiste sul server"),
        ({"username": "figs_utente_inesistente"}, "utente sconosciuto al server del database"),
        ({"host": "server-inesistente.invalid"}, "nome del server del database sconosciuto"),
    ],
)
def test_postgresql_connection_failures(change: dict[str, str], expect: str, capfd) -> None:  # noqa: ANN001
    if not PG_URL:
        pytest.skip("FIGS_TEST_PG_URL non impostato: niente PostgreSQL")
    url = _pg_url(**{k: (int(v) if k == "port" else v) for k, v in change.items()})
    status, err = cli(capfd, "standings", url)
    assert status == 2
    assert_italian(err, url)
    assert expect in err


# -- the mapping itself: texts that need a server set up otherwise --------------------------


@pytest.mark.parametrize(
    ("text", "expect"),
    [
        ('connection failed: FATAL:  password authentication failed for user "figs"',
         "accesso rifiutato"),
        ("connection failed: fe_sendauth: no password supplied", "accesso rifiutato"),
        ('FATAL:  no pg_hba.conf entry for host "10.0.0.7", user "figs"', "accesso rifiutato"),
        ("connection timeout expired", "non ha risposto in tempo"),
        ("server closed the connection unexpectedly", "si è interrotto"),
        ("could not extend file \"base/16384/16385\": No space left on device",
         "spazio esaurito"),
        ("canceling statement due to lock timeout", "in uso da un'altra postazione"),
        ("attempt to write a readonly database", "in sola lettura"),
        ("database or disk is full", "spazio esaurito"),
        ("disk I/O error", "errore di lettura o scrittura"),
        ("unable to open database file", "non si può aprire"),
        ("no such column: player.rating", "manca una colonna"),
        ('relation "game" does not exist', "manca una tabella"),
        ('column "rating" does not exist', "manca una colonna"),
    ],
)  # fmt: skip
def test_known_texts_map_to_italian(text: str, expect: str) -> None:
    from sqlalchemy import exc as sa

    for err in (sqlite3.OperationalError(text), sa.OperationalError("…", {}, Exception(text))):
        msg = describe_db_failure("gara.figs", err)
        assert expect in msg and "'gara.figs'" in msg, msg
        assert_italian(f"errore: {msg}", "gara.figs")
        general = describe_error(err, action="leggere il torneo", path="gara.figs")
        assert general is not None and expect in general


def test_unknown_error_keeps_only_its_class_or_sqlstate() -> None:
    import psycopg.errors
    from sqlalchemy import exc as sa

    msg = describe_db_failure("gara.figs", sqlite3.OperationalError("something brand new"))
    assert msg == "impossibile usare il database del torneo 'gara.figs': errore del database " \
        "(OperationalError)"  # fmt: skip
    pg = psycopg.errors.lookup("XX000")("internal weirdness")
    msg = describe_db_failure("db", sa.OperationalError("…", {}, pg), "copiare il torneo")
    assert msg == "impossibile copiare il torneo 'db': errore del database (codice XX000)"
    assert db_reason("something brand new") == "errore del database"


@pytest.mark.postgres
def test_postgresql_missing_table(pg_schema: str, capfd: pytest.CaptureFixture[str]) -> None:
    import psycopg

    from figs_td.services.tournament import create_tournament

    create_tournament(pg_schema, "Prova", "italo-svizzero", rounds=3, actor="test").close()
    schema = pg_schema.rsplit("%3D", 1)[1]
    with psycopg.connect(PG_URL.replace("+psycopg", ""), autocommit=True) as conn:
        conn.execute(f'DROP TABLE "{schema}".game CASCADE')
    status, err = cli(capfd, "standings", pg_schema)
    assert status == 2
    assert_italian(err, pg_schema)
    assert "manca una tabella del torneo" in err
