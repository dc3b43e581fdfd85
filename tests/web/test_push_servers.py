"""``publish --push`` to real servers on loopback (issue 41 §1): SFTP and FTPS, as a web host
runs them. Upload, only what changed, a removed page, the wrong password, a user who may only
read, a server that is gone."""

from __future__ import annotations

from pathlib import Path

import pytest

from figs_td.services.push import PushLost, PushRefused
from figs_td.services.push.engine import MANIFEST, push_files
from figs_td.services.push.transports import open_transport
from figs_td.services.push.url import parse_push_url
from tests.web.push_servers import PASSWORD, USER, ftps_server, sftp_server

SITE = {"index.html": b"<h1>home</h1>", "turno-1.html": b"t1", "giocatori/g-1.html": b"g1",
        "classifica.html": b"c"}  # fmt: skip


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*")
            if p.is_file() and p.name != MANIFEST}  # fmt: skip


def _round_trip(url: str, host: Path, *, insecure: bool = False) -> None:
    target = parse_push_url(url, insecure=insecure)
    t = open_transport(target, PASSWORD)
    try:
        first = push_files(SITE, t)
        assert sorted(first.uploaded) == sorted(SITE)
        assert _files(host / "sito") == SITE
        assert not [p for p in (host / "sito").rglob("*.figs-tmp")]  # no temporary name left
        assert push_files(SITE, t).uploaded == []
        changed = {**SITE, "index.html": b"<h1>nuova</h1>"}
        del changed["turno-1.html"]
        third = push_files(changed, t)
        assert third.uploaded == ["index.html"] and third.removed == ["turno-1.html"]
        assert _files(host / "sito") == changed
    finally:
        t.close()


def test_sftp(tmp_path: Path) -> None:
    host = tmp_path / "host"
    host.mkdir()
    port, stop = sftp_server(host)
    try:
        _round_trip(f"sftp://{USER}@127.0.0.1:{port}/sito", host)
        with pytest.raises(PushRefused, match="password sbagliata"):
            open_transport(parse_push_url(f"sftp://{USER}@127.0.0.1:{port}/sito"), "sbagliata")
    finally:
        stop()
    with pytest.raises(PushLost, match="non raggiungibile"):
        open_transport(parse_push_url(f"sftp://{USER}@127.0.0.1:{port}/sito"), PASSWORD)


def test_ftps(tmp_path: Path) -> None:
    host = tmp_path / "host"
    host.mkdir()
    port, stop = ftps_server(host, tmp_path)
    try:
        _round_trip(f"ftps://{USER}@127.0.0.1:{port}/sito", host, insecure=True)
        before = _files(host / "sito")
        with pytest.raises(PushRefused, match="certificato"):
            open_transport(parse_push_url(f"ftps://{USER}@127.0.0.1:{port}/sito"), PASSWORD)
        with pytest.raises(PushRefused, match="password sbagliata"):
            open_transport(parse_push_url(f"ftps://{USER}@127.0.0.1:{port}/sito", insecure=True), "x")
        reader = open_transport(parse_push_url(f"ftps://lettore@127.0.0.1:{port}/sito", insecure=True), PASSWORD)
        try:
            with pytest.raises(PushRefused, match="permesso negato"):
                push_files({"index.html": b"di chi legge soltanto"}, reader)
        finally:
            reader.close()
        assert _files(host / "sito") == before  # nothing published changed
    finally:
        stop()
    with pytest.raises(PushLost):
        open_transport(parse_push_url(f"ftps://{USER}@127.0.0.1:{port}/sito", insecure=True), PASSWORD)
