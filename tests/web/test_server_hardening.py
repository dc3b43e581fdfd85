"""The live server against hostile clients on 127.0.0.1 (issue 27), with small bounds and small
counts: idle and slow connections closed, oversized headers refused with 431, connections and
event streams capped per address while pages keep answering, logging without standard streams,
HTTPS with --tls. The full-size attack is in ``benchmarks/self_entry.py``."""

from __future__ import annotations

import http.client
import socket
import ssl
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from self_entry_helpers import make_self_entry_event

from figs_td.errors import InputError
from figs_td.web.guard import CodeAttempts, Limits
from figs_td.web.server import LiveServer

ROOT = Path(__file__).resolve().parents[2]
LIMITS = Limits(header_timeout=0.6, idle_timeout=1, max_header_bytes=4096, per_address=12,
                max_connections=200, streams_per_address=2, max_streams=4)  # fmt: skip


@pytest.fixture
def live(tmp_path: Path) -> Iterator[LiveServer]:
    path = tmp_path / "t.figs"
    make_self_entry_event(path)
    server = LiveServer(str(path), "127.0.0.1", 0, poll=0.1, self_entry=True, limits=LIMITS)
    server.start()
    yield server
    server.stop()


def _get(port: int, path: str = "/", source: str = "127.0.0.9") -> tuple[int, float]:
    start = time.monotonic()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5, source_address=(source, 0))
    conn.request("GET", path)
    resp = conn.getresponse()
    resp.read()
    conn.close()
    return resp.status, time.monotonic() - start


def _connect(port: int, source: str = "127.0.0.1") -> socket.socket:
    s = socket.create_connection(("127.0.0.1", port), timeout=5, source_address=(source, 0))
    return s


def _closed_within(s: socket.socket, seconds: float) -> bool:
    """True when the server closes ``s`` (reading gives EOF) within ``seconds``."""
    s.settimeout(seconds)
    try:
        while True:
            data = s.recv(65536)
            if not data:
                return True
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True


def test_silent_and_slow_connections_are_closed(live: LiveServer) -> None:
    silent = _connect(live.port)
    slow = _connect(live.port)
    slow.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")  # and never the end of the head
    assert _closed_within(silent, 3) and _closed_within(slow, 3)
    # a kept-alive connection left idle after a page is closed too
    kept = _connect(live.port)
    kept.sendall(b"GET /revisione HTTP/1.1\r\nHost: x\r\n\r\n")
    assert b"200 OK" in kept.recv(4096)
    assert _closed_within(kept, 4)
    for s in (silent, slow, kept):
        s.close()


def test_oversized_header_gets_431(live: LiveServer) -> None:
    s = _connect(live.port)
    s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 10_000 + b"\r\n\r\n")
    answer = s.recv(4096)
    assert answer.startswith(b"HTTP/1.1 431")
    s.close()
    # an endless header sent in pieces: refused as soon as it passes the bound
    s = _connect(live.port)
    s.sendall(b"GET / HTTP/1.1\r\nX-Big: ")
    with pytest.raises(OSError):  # the server closed it: what it had not read is refused
        for _ in range(400):
            s.sendall(b"b" * 65536)  # 26 MB at most, more than the sockets' buffers hold
    s.close()
    assert _get(live.port)[0] == 200


def test_many_connections_from_one_address_leave_pages_answering(live: LiveServer) -> None:
    held = [_connect(live.port, "127.0.0.1") for _ in range(40)]  # over the per-address bound
    try:
        time.sleep(0.1)  # let the server see them all (a wait for the server, not a timing)
        for _ in range(5):
            status, _took = _get(live.port, source="127.0.0.2")
            assert status == 200  # answered (within the client's generous timeout)
        beyond = held[-1]
        assert _closed_within(beyond, 30)  # beyond the bound: closed, not held open
    finally:
        for s in held:
            s.close()


def _stream(port: int, source: str) -> tuple[http.client.HTTPConnection, int]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5, source_address=(source, 0))
    conn.request("GET", "/eventi")
    resp = conn.getresponse()
    if resp.status != 200:
        resp.read()
    return conn, resp.status


def test_event_streams_capped_while_pages_answer(live: LiveServer) -> None:
    opened = []
    try:
        statuses = []
        for source in ("127.0.0.1", "127.0.0.1", "127.0.0.1"):
            conn, status = _stream(live.port, source)
            opened.append(conn)
            statuses.append(status)
        assert statuses == [200, 200, 503]  # two per address
        for source in ("127.0.0.3", "127.0.0.3", "127.0.0.4"):
            conn, status = _stream(live.port, source)
            opened.append(conn)
            statuses.append(status)
        assert statuses[3:] == [200, 200, 503]  # four in all
        assert _get(live.port, "/classifica.html")[0] == 200
        assert _get(live.port, "/g")[0] == 200
        opened[0].close()  # a stream ends: its slot is free again
        deadline = time.monotonic() + 5
        while _stream_status(live.port, "127.0.0.5", opened) != 200:
            assert time.monotonic() < deadline
            time.sleep(0.1)
    finally:
        for conn in opened:
            conn.close()


def _stream_status(port: int, source: str, opened: list[http.client.HTTPConnection]) -> int:
    conn, status = _stream(port, source)
    opened.append(conn)
    return status


def test_code_attempts_pause_and_forget() -> None:
    now = [0.0]
    attempts = CodeAttempts(Limits(wrong_codes=3, wrong_window=60, pause=100, max_tracked=2),
                            clock=lambda: now[0])  # fmt: skip
    attempts.wrong("a")
    now[0] = 61.0  # the first one is out of the minute
    attempts.wrong("a")
    attempts.wrong("a")
    assert attempts.paused_for("a") == 0
    attempts.wrong("a")
    assert attempts.paused_for("a") == 100
    now[0] = 150.0
    assert attempts.paused_for("a") == 11
    attempts.wrong("b")
    attempts.wrong("c")  # only two addresses remembered: the oldest goes
    assert attempts.paused_for("a") == 0


def test_serving_without_standard_streams(tmp_path: Path) -> None:
    """The no-console Windows program has sys.stdout = sys.stderr = None."""
    path = tmp_path / "t.figs"
    make_self_entry_event(path)
    out = tmp_path / "esito.txt"
    script = textwrap.dedent(f"""
        import sys, urllib.request
        sys.stdout = None
        sys.stderr = None
        from figs_td.web.server import LiveServer
        server = LiveServer({str(path)!r}, "127.0.0.1", 0, self_entry=True)
        url = server.start()
        pages = [urllib.request.urlopen(url + p, timeout=5).status for p in ("", "g")]
        import socket
        s = socket.create_connection(("127.0.0.1", server.port))
        s.sendall(b"NOT HTTP AT ALL\\r\\n\\r\\n")  # uvicorn logs a warning: to nowhere
        s.recv(100)
        server.stop()
        open({str(out)!r}, "w").write(repr(pages))
    """)
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          timeout=60, check=False)  # fmt: skip
    assert done.returncode == 0, done.stderr.decode()
    assert out.read_text() == "[200, 200]"


def test_tls(tmp_path: Path) -> None:
    path = tmp_path / "t.figs"
    make_self_entry_event(path)
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj",
         "/CN=127.0.0.1", "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True, timeout=60,
    )  # fmt: skip
    server = LiveServer(str(path), "127.0.0.1", 0, self_entry=True, tls=(str(cert), str(key)))
    url = server.start()
    try:
        assert url.startswith("https://")
        ctx = ssl.create_default_context(cafile=str(cert))
        ctx.check_hostname = False
        conn = http.client.HTTPSConnection("127.0.0.1", server.port, timeout=5, context=ctx)
        conn.request("GET", "/g")
        resp = conn.getresponse()
        assert resp.status == 200 and b"Accedi" in resp.read()
        conn.close()
    finally:
        server.stop()
    with pytest.raises(InputError, match="non trovato"):
        LiveServer(str(path), "127.0.0.1", 0, tls=(str(tmp_path / "no.pem"), str(key)))
    with pytest.raises(InputError, match="non validi"):
        LiveServer(str(path), "127.0.0.1", 0, tls=(str(key), str(key)))
