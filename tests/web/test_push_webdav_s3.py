"""``publish --push`` to WebDAV and S3 servers on loopback (issue 41 §1): wsgidav (Basic and
Digest logins, a read-only share) and moto's S3 server (a compatible endpoint)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from figs_td.services.push import PushLost, PushRefused
from figs_td.services.push.engine import MANIFEST, push_files
from figs_td.services.push.transports import open_transport
from figs_td.services.push.url import parse_push_url
from tests.web.push_servers import PASSWORD, USER, s3_server, webdav_server

SITE = {"index.html": b"<h1>home</h1>", "turno-1.html": b"t1", "giocatori/g-1.html": b"g1",
        "classifica.html": b"c", "stile.css": b"body{}"}  # fmt: skip


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*")
            if p.is_file() and p.name != MANIFEST}  # fmt: skip


def test_webdav(tmp_path: Path) -> None:
    host, ro = tmp_path / "host", tmp_path / "ro"
    host.mkdir()
    ro.mkdir()
    (ro / "index.html").write_bytes(b"old")
    port, stop = webdav_server(host, ro)
    try:
        url = f"webdav://{USER}@127.0.0.1:{port}/sito"
        t = open_transport(parse_push_url(url), PASSWORD)
        try:
            first = push_files(SITE, t)
            assert sorted(first.uploaded) == sorted(SITE) and _files(host / "sito") == SITE
            assert not list((host / "sito").rglob("*.figs-tmp"))
            assert push_files(SITE, t).uploaded == []
            changed = {k: v for k, v in SITE.items() if k != "turno-1.html"}
            changed["index.html"] = b"<h1>nuova</h1>"
            third = push_files(changed, t)
            assert third.uploaded == ["index.html"] and third.removed == ["turno-1.html"]
            assert _files(host / "sito") == changed
            # a reader during repeated replacements only ever sees one whole version
            seen: set[bytes] = set()
            done = threading.Event()

            def follow() -> None:
                reader = open_transport(parse_push_url(url), PASSWORD)
                while not done.is_set():
                    got = reader.read("index.html")
                    if got is not None:
                        seen.add(got)
                reader.close()

            a, b = b"A" * 200_000, b"B" * 300_000
            th = threading.Thread(target=follow)
            th.start()
            for i in range(15):
                t.put_atomic("index.html", a if i % 2 else b)
            done.set()
            th.join(30)
            assert seen and seen <= {a, b, b"<h1>nuova</h1>"}
        finally:
            t.close()
        with pytest.raises(PushRefused, match="password sbagliata"):
            open_transport(parse_push_url(url), "sbagliata")
        readonly = open_transport(parse_push_url(f"webdav://{USER}@127.0.0.1:{port}/sola-lettura"), PASSWORD)
        try:
            with pytest.raises(PushRefused):
                push_files({"index.html": b"nuova"}, readonly)
        finally:
            readonly.close()
        assert (ro / "index.html").read_bytes() == b"old"
    finally:
        stop()
    with pytest.raises(PushLost):
        open_transport(parse_push_url(f"webdav://{USER}@127.0.0.1:{port}/sito"), PASSWORD)


def test_s3(tmp_path: Path) -> None:
    endpoint, stop = s3_server()
    try:
        import boto3

        boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1", aws_access_key_id="k",
                     aws_secret_access_key="s").create_bucket(Bucket="risultati")  # fmt: skip
        target = parse_push_url("s3://chiave@risultati/torneo", endpoint=endpoint)
        t = open_transport(target, "segreta")
        try:
            first = push_files(SITE, t)
            assert sorted(first.uploaded) == sorted(SITE)
            assert t.read("giocatori/g-1.html") == b"g1"
            head = t.client.head_object(Bucket="risultati", Key="torneo/index.html")  # type: ignore[attr-defined]
            assert head["ContentType"] == "text/html; charset=utf-8"
            assert head["CacheControl"] == "no-cache"
            assert push_files(SITE, t).uploaded == []
            changed = {k: v for k, v in SITE.items() if k != "turno-1.html"}
            third = push_files(changed, t)
            assert third.removed == ["turno-1.html"] and t.read("turno-1.html") is None
        finally:
            t.close()
        with pytest.raises(PushRefused, match="non esiste"):
            open_transport(parse_push_url("s3://chiave@manca/torneo", endpoint=endpoint), "segreta")
    finally:
        stop()
    with pytest.raises(PushLost):
        open_transport(parse_push_url("s3://chiave@risultati/torneo", endpoint=endpoint), "segreta")
