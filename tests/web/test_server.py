"""The live server (figs-td serve): read-only, safe paths, headers, push within 1 s, poster."""

from __future__ import annotations

import contextlib
import http.client
import io
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from figs_td.errors import InputError
from figs_td.web.server import LiveServer


@pytest.fixture
def live(event65: Path) -> Iterator[LiveServer]:
    server = LiveServer(str(event65), "127.0.0.1", 0, poll=0.1)
    server.start()
    yield server
    server.stop()


def request(server: LiveServer, method: str, path: str, headers: dict[str, str] | None = None):  # noqa: ANN201
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    conn.request(method, path, headers=headers or {})  # the path is sent exactly as written
    resp = conn.getresponse()
    body = resp.read()
    conn.close()
    return resp, body


def test_pages_headers_and_read_only(live: LiveServer) -> None:
    resp, body = request(live, "GET", "/")
    assert resp.status == 200 and b'<html lang="it">' in body
    assert b'<script src="live.js" defer></script>' in body
    csp = resp.getheader("content-security-policy") or ""
    assert "default-src 'none'" in csp and "script-src 'self'" in csp
    assert "frame-ancestors 'none'" in csp
    assert resp.getheader("x-content-type-options") == "nosniff"
    assert resp.getheader("x-frame-options") == "DENY"
    assert resp.getheader("referrer-policy") == "no-referrer"
    for path in ("/proiettore", "/classifica.html", "/turno-6.html", "/stile.css", "/live.js",
                 "/tabellone.html", "/giocatore-1.html", "/statistiche.html"):  # fmt: skip
        resp, body = request(live, "GET", path)
        assert resp.status == 200 and body, path
    head, body = request(live, "HEAD", "/classifica.html")
    assert head.status == 200 and body == b""
    for method in ("POST", "PUT", "DELETE", "PATCH", "OPTIONS"):
        resp, body = request(live, method, "/")
        assert resp.status == 405, method
        assert resp.getheader("allow") == "GET, HEAD"
        assert resp.getheader("content-security-policy")
    resp, _ = request(live, "POST", "/eventi")
    assert resp.status == 405


@pytest.mark.parametrize(
    "path",
    [
        "/../pyproject.toml",
        "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
        "/..%2f..%2fpyproject.toml",
        "/static/stile.css",
        "/templates/base.html",
        "/server.py",
        "/figs_td/web/pages.py",
        "/torneo65.figs",
        "/stile.css%00.html",
        "/giocatore-99999.html",
        "/turno-99.html",
        "/etc/passwd",
        "//etc/passwd",
    ],
)
def test_no_path_outside_the_site(live: LiveServer, path: str) -> None:
    resp, body = request(live, "GET", path)
    assert resp.status in (404, 400), path
    assert b"root:" not in body and b"[build-system]" not in body and b"SQLite" not in body


def test_etag_lets_a_phone_ask_cheaply(live: LiveServer) -> None:
    resp, _ = request(live, "GET", "/classifica.html")
    etag = resp.getheader("etag")
    assert etag
    again, body = request(live, "GET", "/classifica.html", {"If-None-Match": etag})
    assert again.status == 304 and body == b""


class EventReader(threading.Thread):
    """Reads the Server-Sent Events stream and notes when each revision arrived."""

    def __init__(self, port: int) -> None:
        super().__init__(daemon=True)
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.conn.request("GET", "/eventi")
        self.sock = self.conn.sock
        self.resp = self.conn.getresponse()
        self.seen: list[tuple[float, str]] = []
        self.ready = threading.Event()

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.shutdown(socket.SHUT_RDWR)  # wakes the reading thread at once
        self.conn.close()

    def run(self) -> None:
        while True:
            try:
                line = self.resp.fp.readline()
            except (OSError, ValueError, AttributeError):  # closed by the test
                return
            if not line:
                return
            text = line.decode().strip()
            if text.startswith("data: "):
                self.seen.append((time.monotonic(), text[6:]))
                self.ready.set()


def _push_within_one_second(server: LiveServer, source: str) -> None:
    """Enter results from another connection and time each announcement on the event stream.

    The best of three entries must be within 1 s (a CI machine shared with other jobs can
    stall any one of them); every entry must be announced and shown by the pages."""
    from figs_td.services.results import enter_result, round_games
    from figs_td.store import open_store

    reader = EventReader(server.port)
    assert reader.resp.getheader("content-type", "").startswith("text/event-stream")
    reader.start()
    assert reader.ready.wait(60)
    delays = []
    with open_store(source) as desk:  # another desk: its own connection to the same event
        rnd, games = 0, []
        for r in range(8, 0, -1):
            games = round_games(desk, r)
            if games:
                rnd = r
                break
        waiting = [g for g in games if g.second is not None and g.score_first is None]
        assert len(waiting) >= 2
        for k, game in enumerate(waiting[:3]):
            last = reader.seen[-1][1]
            t0 = time.monotonic()
            enter_result(desk, rnd, game.table, 471 + k, 329, actor="tavolo 3")
            deadline = t0 + 5
            while time.monotonic() < deadline and reader.seen[-1][1] == last:
                time.sleep(0.01)
            assert reader.seen[-1][1] != last, "nessun aggiornamento ricevuto"
            delays.append(reader.seen[-1][0] - t0)
            _, body = request(server, "GET", f"/turno-{rnd}.html")
            assert f"{471 + k}–329" in body.decode()
            if min(delays) <= 1.0:
                break
    assert min(delays) <= 1.0, f"aggiornamenti dopo {', '.join(f'{d:.2f}' for d in delays)} s"
    _, rev = request(server, "GET", "/revisione")
    assert rev.decode() == reader.seen[-1][1]
    reader.close()


def test_result_entered_elsewhere_is_pushed_within_one_second(
    live: LiveServer, event65: Path
) -> None:
    _push_within_one_second(live, str(event65))


@pytest.mark.postgres
def test_live_from_postgresql(pg_url: str) -> None:
    from make_event import make_event

    make_event(pg_url, 20, 4, played=3, open_tables=2)
    server = LiveServer(pg_url, "127.0.0.1", 0, poll=0.1)
    server.start()
    try:
        resp, body = request(server, "GET", "/turno-3.html")
        assert resp.status == 200 and b"Turno 3" in body
        _push_within_one_second(server, pg_url)
    finally:
        server.stop()


def test_qr_and_poster(live: LiveServer, tmp_path: Path) -> None:
    from pypdf import PdfReader

    from figs_td.web.poster import qr_matrix, write_poster

    resp, body = request(live, "GET", "/qr.svg")
    assert resp.status == 200 and resp.getheader("content-type", "").startswith("image/svg+xml")
    assert body.startswith(b"<svg") and b"<script" not in body
    # This server listens on 127.0.0.1: no phone reaches it, the poster is refused with why.
    resp, body = request(live, "GET", "/manifesto.pdf")
    assert resp.status == 409 and "--lan" in body.decode("utf-8")
    from figs_td.web.poster import poster_pdf

    page = PdfReader(io.BytesIO(poster_pdf("http://192.168.1.20:8080/", "Torneo generato"))).pages[
        0
    ]
    assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (595, 842)
    text = page.extract_text()
    assert (
        "192.168.1.20:8080" in text and "Risultati in diretta" in text and "Torneo generato" in text
    )
    # Version 2 QR (25 modules) for a short URL, plus the 4-module quiet zone on each side.
    matrix = qr_matrix("http://192.168.1.20:8080/")
    assert len(matrix) == len(matrix[0]) == 25 + 8
    assert not any(matrix[0]) and all(matrix[4][4:11])  # quiet zone, then the finder's top
    out = write_poster("http://192.168.1.20:8080/", tmp_path / "manifesto.pdf", "Prova")
    assert "http://192.168.1.20:8080/" in PdfReader(out).pages[0].extract_text()
    with pytest.raises(InputError, match=r"\.pdf"):
        write_poster("http://x/", tmp_path / "manifesto.png")
    for url in ("http://127.0.0.1:8080/", "http://localhost:8080/", "http://[::1]:8080/",
                "http://0.0.0.0:8080/"):  # fmt: skip
        with pytest.raises(InputError, match="solo da questo computer"):
            write_poster(url, tmp_path / "locale.pdf")
    assert not (tmp_path / "locale.pdf").exists()


def test_lan_address_is_not_loopback_or_says_why() -> None:
    from figs_td.web.server import lan_address

    try:
        addr = lan_address()
    except InputError as exc:
        assert "rete locale" in str(exc)
    else:
        assert re.fullmatch(r"\d+\.\d+\.\d+\.\d+", addr) and not addr.startswith("127.")


def test_port_in_use_is_an_italian_error(live: LiveServer, event65: Path) -> None:
    with pytest.raises(InputError, match="già in uso"):
        LiveServer(str(event65), "127.0.0.1", live.port)


def test_cli_serve_prints_url_serves_and_stops(event65: Path, tmp_path: Path) -> None:
    poster = tmp_path / "qr.pdf"
    env = dict(os.environ, PYTHONIOENCODING="utf-8", PYTHONUNBUFFERED="1")
    # Without --lan the poster is refused before the server starts (no phone reaches 127.0.0.1).
    done = subprocess.run(
        [sys.executable, "-m", "figs_td", "serve", str(event65), "--port", "0",
         "--poster", str(poster)],
        capture_output=True, text=True, timeout=60, env=env,
    )  # fmt: skip
    assert done.returncode == 2 and "--lan" in done.stderr and not poster.exists()
    proc = subprocess.Popen(
        [sys.executable, "-m", "figs_td", "serve", str(event65), "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        m = re.match(r"pagina live: http://127\.0\.0\.1:(\d+)/", first)
        assert m, first
        port = int(m.group(1))
        deadline = time.monotonic() + 20
        status = None
        while time.monotonic() < deadline:
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                conn.request("GET", "/proiettore")
                resp = conn.getresponse()
                status, body = resp.status, resp.read()
                conn.close()
                if status == 200:
                    break
            except OSError:
                time.sleep(0.1)
        assert status == 200 and b"proiettore" in body
    finally:
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0, err
    assert "fermata" in err


def test_cli_serve_refuses_a_bad_port(event65: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "figs_td", "serve", str(event65), "--port", "70000"],
                          capture_output=True, text=True, timeout=60)  # fmt: skip
    assert done.returncode == 2 and "porta non valida" in done.stderr


def test_cli_serve_lan_prints_the_network_address(event65: Path) -> None:
    from figs_td.web.server import lan_address

    try:
        addr = lan_address()
    except InputError:
        pytest.skip("nessuna rete locale su questa macchina")
    proc = subprocess.Popen([sys.executable, "-m", "figs_td", "serve", str(event65), "--lan",
                             "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)  # fmt: skip
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        assert re.match(rf"pagina live: http://{re.escape(addr)}:\d+/", first), first
    finally:
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=20)
