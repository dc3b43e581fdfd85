"""``publish --push`` (issue 41 §1): the address, the engine (only what changed, the index and
the standings last, removal of the site's own dropped pages only, resume after a lost
connection), the keyring, and the command line, against a folder host (``file://``)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from figs_td.errors import InputError
from figs_td.services.push import PushLost, PushRefused, PushTarget
from figs_td.services.push.engine import MANIFEST, goes_last, parse_manifest, push_files
from figs_td.services.push.local import LocalTransport
from figs_td.services.push.url import parse_push_url

ROOT = Path(__file__).parents[2]


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("sftp://mario@esempio.it/var/www/torneo", "sftp://mario@esempio.it/var/www/torneo"),
        ("ftps://club@ftp.esempio.it:2121/sito/", "ftps://club@ftp.esempio.it:2121/sito"),
        ("webdavs://dav.esempio.it/remote.php/dav/sito", "webdavs://dav.esempio.it/remote.php/dav/sito"),
        ("s3://risultati/torneo-2026", "s3://risultati/torneo-2026"),
        ("file:///mnt/sito", "file:///mnt/sito"),
    ],
)
def test_addresses_accepted(url: str, shown: str) -> None:
    assert parse_push_url(url).display() == shown


@pytest.mark.parametrize(
    ("url", "kw", "message"),
    [
        ("sftp://mario:segreta@esempio.it/www", {}, "contiene una password"),
        ("http://esempio.it/www", {}, "non gestito"),
        ("ftp://club@esempio.it/www", {}, "in chiaro"),
        ("s3:///prefisso", {}, "manca il bucket"),
        ("sftp://esempio.it/www/../etc", {}, "'..'"),
        ("sftp://esempio.it/www", {"endpoint": "https://s3.esempio.it"}, "solo per gli indirizzi s3"),
        ("s3://b/p", {"endpoint": "esempio"}, "--endpoint non valido"),
        ("file://altro-pc/cartella", {}, "cartella di questo computer"),
        ("sftp://esempio.it/" + "x" * 2_100, {}, "troppo lungo"),
    ],
)
def test_addresses_refused(url: str, kw: dict[str, Any], message: str) -> None:
    with pytest.raises(InputError, match=message):
        parse_push_url(url, **kw)
    assert parse_push_url("ftp://club@esempio.it/www", insecure=True).scheme == "ftp"


class Recorder:
    """A folder host that records the order of writes and can lose the connection after
    ``fail_after`` puts or refuse every put."""

    def __init__(self, folder: Path, fail_after: int | None = None, refuse: bool = False) -> None:
        self.inner = LocalTransport(PushTarget("file", "", None, None, str(folder)), None)
        self.target = self.inner.target
        self.puts: list[str] = []
        self.fail_after, self.refuse = fail_after, refuse

    def read(self, name: str) -> bytes | None:
        return self.inner.read(name)

    def put_atomic(self, name: str, data: bytes) -> None:
        if self.refuse:
            raise PushRefused("spazio esaurito sul sito")
        if self.fail_after is not None and len(self.puts) >= self.fail_after:
            raise PushLost("connessione persa")
        self.inner.put_atomic(name, data)
        self.puts.append(name)

    def remove(self, name: str) -> None:
        self.inner.remove(name)

    def close(self) -> None:
        pass


def _site(n: int, tag: str = "a") -> dict[str, bytes]:
    files = {f"turno-{i}.html": f"turno {i} {tag}".encode() for i in range(1, n + 1)}
    files.update({"index.html": f"home {tag}".encode(), "classifica.html": f"class {tag}".encode(),
                  "stile.css": b"body{}", "giocatori/g-1.html": b"g1"})  # fmt: skip
    return files


def _host(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def test_only_what_changed_index_and_standings_last_own_pages_removed(tmp_path: Path) -> None:
    host = tmp_path / "host"
    host.mkdir()
    (host / "foto.jpg").write_bytes(b"not ours")  # a file the site did not write
    first = push_files(_site(5), Recorder(host))
    assert sorted(first.uploaded) == sorted(_site(5)) and first.removed == []
    assert {k: v for k, v in _host(host).items() if k != MANIFEST} == {**_site(5), "foto.jpg": b"not ours"}
    listed = parse_manifest((host / MANIFEST).read_bytes())
    assert listed == {n: hashlib.sha256(d).hexdigest() for n, d in _site(5).items()}
    again = push_files(_site(5), Recorder(host))
    assert again.uploaded == [] and again.unchanged == 9 and again.removed == []
    # round 6 arrives, round 5 is taken away, the home page and the standings change
    site = _site(6, "b")
    site = {k: v for k, v in site.items() if k != "turno-5.html"}
    rec = Recorder(host)
    third = push_files(site, rec)
    assert third.removed == ["turno-5.html"]
    pages = [n for n in rec.puts if n != MANIFEST]
    assert pages[-2:] == ["classifica.html", "index.html"]  # the pages that link to the rest
    assert set(pages) == {n for n in site if n not in ("stile.css", "giocatori/g-1.html")}
    assert (host / "foto.jpg").read_bytes() == b"not ours"  # never touched
    assert not (host / "turno-5.html").exists()
    assert goes_last("classifica-3.html") and not goes_last("turno-3.html")


def test_a_lost_connection_resumes_and_never_leaves_a_broken_page(tmp_path: Path) -> None:
    host = tmp_path / "host"
    host.mkdir()
    push_files(_site(30, "a"), Recorder(host))
    new = _site(40, "b")
    versions = {n: {d} for n, d in _site(30, "a").items()}
    for n, d in new.items():
        versions.setdefault(n, set()).add(d)
    sent = 0
    for cut in (7, 13, 3):  # three cuts at different points, then a push that finishes
        rec = Recorder(host, fail_after=cut)
        with pytest.raises(PushLost):
            push_files(new, rec)
        sent += len(rec.puts)
        for name, data in _host(host).items():
            if name != MANIFEST:
                assert data in versions[name], name  # every page is one version, whole
        # the manifest lists only files this program wrote there; a file it lists with other
        # bytes than the host's is sent again next time (never taken as current by mistake)
        for name, digest in parse_manifest((host / MANIFEST).read_bytes()).items():
            assert (host / name).read_bytes() in versions[name]
            assert digest in {hashlib.sha256(d).hexdigest() for d in versions[name]}
    last = push_files(new, Recorder(host))
    assert {k: v for k, v in _host(host).items() if k != MANIFEST} == new
    # resumed: what had gone up (and was listed) was not sent again
    assert len(last.uploaded) < len(new) - 10


def test_a_refused_push_says_so_and_changes_nothing(tmp_path: Path) -> None:
    host = tmp_path / "host"
    host.mkdir()
    push_files(_site(3), Recorder(host))
    before = _host(host)
    with pytest.raises(PushRefused, match="spazio esaurito"):
        push_files(_site(3, "b"), Recorder(host, refuse=True))
    assert _host(host) == before
    with pytest.raises(PushRefused, match="non esiste"):
        LocalTransport(PushTarget("file", "", None, None, str(tmp_path / "manca")), None)
    with pytest.raises(PushRefused, match="nome di file non valido"):
        push_files({"../fuori.html": b"x"}, Recorder(host))


class MemoryKeyring:
    """A keyring backend in memory (never the user's keyring)."""

    def __init__(self) -> None:
        self.data: dict[tuple[str, str], str] = {}


def test_passwords_in_the_keyring_never_in_the_address(monkeypatch: pytest.MonkeyPatch) -> None:
    import keyring
    from keyring.backend import KeyringBackend

    from figs_td.services.push.credentials import get_secret, save_secret

    store: dict[tuple[str, str], str] = {}

    class Memory(KeyringBackend):
        priority = 1  # type: ignore[assignment]

        def get_password(self, service: str, username: str) -> str | None:
            return store.get((service, username))

        def set_password(self, service: str, username: str, password: str) -> None:
            store[(service, username)] = password

        def delete_password(self, service: str, username: str) -> None:
            store.pop((service, username), None)

    previous = keyring.get_keyring()
    keyring.set_keyring(Memory())
    try:
        target = parse_push_url("sftp://mario@esempio.it/www")
        asked: list[str] = []
        assert get_secret(target, ask=lambda p: asked.append(p) or "detta") == "detta"
        assert asked == ["Password per sftp://mario@esempio.it: "]
        assert save_secret(target, "segreta")
        assert store == {("figs-td", "sftp://mario@esempio.it/www"): "segreta"}
        assert get_secret(target, ask=lambda p: "mai") == "segreta"
        assert get_secret(parse_push_url("file:///tmp")) is None  # a folder: no password
    finally:
        keyring.set_keyring(previous)


def _cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring"}
    return subprocess.run([sys.executable, "-m", "figs_td", *args], capture_output=True, text=True,
                          cwd=cwd, env=env, stdin=subprocess.DEVNULL, timeout=120)  # fmt: skip


def test_publish_push_on_the_command_line(event65: Path, tmp_path: Path) -> None:
    host = tmp_path / "host"
    host.mkdir()
    out = _cli("publish", str(event65), "--push", host.as_uri(), "--json", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    first = json.loads(out.stdout)
    assert first["files"] == len(first["uploaded"]) > 20 and first["removed"] == []
    assert (host / "index.html").is_file() and (host / "tourney.js").is_file()
    again = json.loads(_cli("publish", str(event65), "--push", host.as_uri(), "--json", cwd=tmp_path).stdout)
    assert again["uploaded"] == [] and again["unchanged"] == first["files"]
    text = _cli("publish", str(event65), "--push", host.as_uri(), "-o", "locale", cwd=tmp_path)
    assert text.returncode == 0 and "0 file inviati" in text.stdout
    assert (tmp_path / "locale" / "index.html").is_file()
    bad = _cli("publish", str(event65), "--push", "sftp://mario:segreta@esempio.it/www", cwd=tmp_path)
    assert bad.returncode == 2 and "contiene una password" in bad.stderr
    assert "segreta" not in bad.stderr.replace("mario:segreta", "")
    nopass = _cli("publish", str(event65), "--push", "sftp://mario@127.0.0.1:9/www", cwd=tmp_path)
    assert nopass.returncode == 2 and "--save-password" in nopass.stderr
    neither = _cli("publish", str(event65), cwd=tmp_path)
    assert neither.returncode == 2 and "-o DIR" in neither.stderr
