"""The live server against one laptop with many addresses (issue 37 §1), with small numbers:
request bodies with a deadline and a minimum rate, a full server closing the connections that
have waited longest instead of refusing new ones (never an event stream), and X-Forwarded-For
believed only from a proxy named by ``serve --behind-proxy``. Real sockets; the attack of
``test_full_server_still_answers`` runs in a process of its own against a server in another.
The full-size attack is ``benchmarks/venue_attack.py``."""

from __future__ import annotations

import http.client
import json
import os
import select
import socket
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from self_entry_helpers import make_self_entry_event

from figs_td.web.guard import Limits
from figs_td.web.server import LiveServer

ROOT = Path(__file__).resolve().parents[2]
ATTACKER = Path(__file__).resolve().parent / "venue_attacker.py"
LIMITS = Limits(header_timeout=5, idle_timeout=5, per_address=12, max_connections=200,
                streams_per_address=2, max_streams=10, wrong_codes=2, body_timeout=1.0,
                body_grace=0.5, body_min_rate=50)  # fmt: skip


def _server(tmp_path: Path, **kwargs: object) -> LiveServer:
    path = tmp_path / "t.figs"
    if not path.exists():
        make_self_entry_event(path)
    server = LiveServer(str(path), "127.0.0.1", 0, poll=0.1, self_entry=True, limits=LIMITS,
                        **kwargs)  # type: ignore[arg-type]  # fmt: skip
    server.start()
    return server


@pytest.fixture
def live(tmp_path: Path) -> Iterator[LiveServer]:
    server = _server(tmp_path)
    yield server
    server.stop()


def _connect(port: int, source: str) -> socket.socket:
    return socket.create_connection(("127.0.0.1", port), timeout=5, source_address=(source, 0))


def _post_head(port: int, length: int, path: str = "/g/accedi") -> bytes:
    return (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            f"Origin: http://127.0.0.1:{port}\r\n"
            "Content-Type: application/x-www-form-urlencoded\r\n"
            f"Content-Length: {length}\r\n\r\n").encode()  # fmt: skip


def _drip_until_closed(s: socket.socket, chunk: bytes, every: float, deadline: float) -> bool:
    """Send ``chunk`` every ``every`` seconds; True when the server closes the connection
    before ``deadline`` seconds have passed (a generous bound, not a timing)."""
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        try:
            s.sendall(chunk)
        except OSError:
            return True
        readable, _, _ = select.select([s], [], [], every)
        if readable:
            try:
                if not s.recv(65536):
                    return True
            except OSError:
                return True
    return False


def test_slow_body_below_the_rate_is_closed(live: LiveServer) -> None:
    s = _connect(live.port, "127.0.0.3")
    s.sendall(_post_head(live.port, 200))
    # 10 bytes a second where 50 are asked from 0.5 s on: closed long before the 200 bytes
    assert _drip_until_closed(s, b"c", 0.1, deadline=10)
    s.close()


def test_body_past_its_deadline_is_closed(live: LiveServer) -> None:
    s = _connect(live.port, "127.0.0.3")
    s.sendall(_post_head(live.port, 4000))
    # 60 bytes a second, above the rate, but 4,000 bytes would take a minute: the 1 s deadline
    assert _drip_until_closed(s, b"c" * 6, 0.1, deadline=10)
    s.close()


def test_a_body_in_time_is_answered(live: LiveServer) -> None:
    body = b"codice=AAAAAAAAA"
    for parts in ([body], [body[:5], body[5:]]):  # whole, and in two pieces 0.2 s apart
        s = _connect(live.port, "127.0.0.4")
        s.sendall(_post_head(live.port, len(body)))
        for n, part in enumerate(parts):
            if n:
                time.sleep(0.2)
            s.sendall(part)
        s.settimeout(10)
        answer = b""
        while b"\r\n\r\n" not in answer:
            data = s.recv(4096)
            assert data, answer
            answer += data
        assert answer.startswith(b"HTTP/1.1 401"), answer  # a wrong code, read and refused
        s.close()


# -- a full server -----------------------------------------------------------------------------

SERVER = textwrap.dedent("""
    import sys
    from figs_td.web.guard import Limits
    from figs_td.web.server import LiveServer

    limits = Limits(per_address=40, max_connections=100)
    server = LiveServer(sys.argv[1], "127.0.0.1", 0, poll=0.1, self_entry=True, limits=limits)
    print(server.port, flush=True)
    server.serve_forever()
""")
ATTACK_S = 8.0  # at most: the test ends the attack once it has asked its pages


def _ask(port: int, path: str, source: str) -> int:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5, source_address=(source, 0))
    try:
        conn.request("GET", path)
        resp = conn.getresponse()
        resp.read()
        return resp.status
    except (OSError, http.client.HTTPException):
        return 0
    finally:
        conn.close()


def _open_stream(port: int, source: str) -> socket.socket:
    s = _connect(port, source)
    s.sendall(f"GET /eventi HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
    assert s.recv(4096).startswith(b"HTTP/1.1 200")
    return s


def _still_open(s: socket.socket) -> bool:
    """Reads what is waiting; False when the server has closed the connection."""
    s.setblocking(False)
    try:
        while True:
            if not s.recv(65536):
                return False
    except BlockingIOError:
        return True
    except OSError:
        return False


@pytest.mark.parametrize("kind", ["silent", "slow-body"])
def test_full_server_still_answers(tmp_path: Path, kind: str) -> None:
    """240 connections from 8 addresses (30 each, under the 40 per address) against 100 in all:
    the server closes the longest waiting ones and a phone's pages are answered; the event
    streams already open stay open."""
    path = tmp_path / "t.figs"
    make_self_entry_event(path)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    server = subprocess.Popen([sys.executable, "-c", SERVER, str(path)], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True, env=env)  # fmt: skip
    attacker: subprocess.Popen[str] | None = None
    streams: list[socket.socket] = []
    try:
        assert server.stdout is not None
        port = int(server.stdout.readline())
        deadline = time.monotonic() + 30
        while _ask(port, "/", "127.0.1.1") != 200:
            assert time.monotonic() < deadline, "il server non risponde"
            time.sleep(0.1)
        streams = [_open_stream(port, "127.0.1.2") for _ in range(2)]
        attacker = subprocess.Popen(
            [sys.executable, str(ATTACKER), kind, str(port), "240", "8", str(ATTACK_S), "5",
             "stdin"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        assert attacker.stdout is not None and attacker.stdin is not None
        assert attacker.stdout.readline().startswith("pronto")
        end = time.monotonic() + ATTACK_S - 1  # every request asked while the attack holds
        statuses = []
        while time.monotonic() < end and len(statuses) < 40:
            statuses.append(_ask(port, ("/", "/g", "/classifica.html")[len(statuses) % 3],
                                 "127.0.1.1"))  # fmt: skip
            time.sleep(0.05)
        attacker.stdin.write("basta\n")  # asked: the attack ends now, not at ATTACK_S
        attacker.stdin.close()
        summary = json.loads(attacker.stdout.readline())
        attacker.wait(timeout=30)
        assert summary["most_open"] >= 100  # the server was full
        answered = statuses.count(200)
        assert len(statuses) >= 10 and answered >= 0.9 * len(statuses), statuses
        assert all(_still_open(s) for s in streams)  # never closed to make room
    finally:
        for s in streams:
            s.close()
        if attacker is not None and attacker.poll() is None:
            attacker.kill()
            attacker.wait()
        server.terminate()
        server.wait(timeout=30)


# -- X-Forwarded-For ---------------------------------------------------------------------------


def _stream_status(port: int, source: str, forwarded: str,
                   opened: list[http.client.HTTPConnection]) -> int:  # fmt: skip
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5, source_address=(source, 0))
    conn.request("GET", "/eventi", headers={"X-Forwarded-For": forwarded})
    resp = conn.getresponse()
    opened.append(conn)
    if resp.status != 200:
        resp.read()
    return resp.status


def _wrong_code(port: int, source: str, forwarded: str) -> int:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5, source_address=(source, 0))
    conn.request("POST", "/g/accedi", body="codice=AAAAAAAAA",
                 headers={"X-Forwarded-For": forwarded, "Origin": f"http://127.0.0.1:{port}",
                          "Content-Type": "application/x-www-form-urlencoded"})  # fmt: skip
    resp = conn.getresponse()
    resp.read()
    conn.close()
    return resp.status


def test_forwarded_for_from_this_machine_escapes_no_limit(live: LiveServer) -> None:
    """A client on 127.0.0.1 (the address uvicorn believes by default) naming another address
    in every request is still one address: 2 streams, 2 wrong codes."""
    opened: list[http.client.HTTPConnection] = []
    try:
        statuses = [_stream_status(live.port, "127.0.0.1", f"10.0.0.{n}", opened)
                    for n in (1, 2, 3)]  # fmt: skip
        assert statuses == [200, 200, 503]
    finally:
        for conn in opened:
            conn.close()
    codes = [_wrong_code(live.port, "127.0.0.1", f"10.0.1.{n}") for n in (1, 2, 3)]
    assert codes == [401, 401, 429]  # the third waits: the two before were the same address


def test_behind_proxy_believes_the_proxy_only(tmp_path: Path) -> None:
    server = _server(tmp_path, proxies=["127.0.0.1"])
    opened: list[http.client.HTTPConnection] = []
    held: list[socket.socket] = []
    try:
        # through the proxy: three phones
        assert [_stream_status(server.port, "127.0.0.1", f"10.0.0.{n}", opened)
                for n in (1, 2, 3)] == [200, 200, 200]  # fmt: skip
        # anyone else: its own address, whatever it says
        assert [_stream_status(server.port, "127.0.0.2", f"10.0.2.{n}", opened)
                for n in (1, 2, 3)] == [200, 200, 503]  # fmt: skip
        # the proxy carries many phones' connections: no per-address cap for it
        held = [_connect(server.port, "127.0.0.1") for _ in range(LIMITS.per_address + 4)]
        time.sleep(0.1)  # let the server see them (a wait for the server, not a timing)
        assert _ask(server.port, "/", "127.0.0.1") == 200
    finally:
        for conn in opened:
            conn.close()
        for s in held:
            s.close()
        server.stop()


def test_cli_behind_proxy(tmp_path: Path) -> None:
    """``serve`` believes X-Forwarded-For only with ``--behind-proxy``; a bad address is an
    Italian error with exit status 2."""
    path = tmp_path / "t.figs"
    make_self_entry_event(path)
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "figs_td", "serve", str(path), "--port", "0",
         "--behind-proxy", "proxy.locale"],
        capture_output=True, text=True, timeout=60, env=env,
    )  # fmt: skip
    assert done.returncode == 2
    assert "--behind-proxy: 'proxy.locale' non è un indirizzo IP" in done.stderr
    for option, expected in (([], 503), (["--behind-proxy", "127.0.0.1"], 200)):
        proc = subprocess.Popen(
            [sys.executable, "-m", "figs_td", "serve", str(path), "--port", "0", *option],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        )  # fmt: skip
        opened: list[http.client.HTTPConnection] = []
        try:
            assert proc.stdout is not None
            port = int(proc.stdout.readline().rsplit(":", 1)[1].strip("/\n"))
            deadline = time.monotonic() + 30
            while _ask(port, "/", "127.0.1.1") != 200:
                assert time.monotonic() < deadline, "il server non risponde"
                time.sleep(0.1)
            # 6 streams per address by default: the 7th, naming a 7th address, from 127.0.0.1
            statuses = [_stream_status(port, "127.0.0.1", f"10.0.0.{n}", opened)
                        for n in range(1, 8)]  # fmt: skip
            assert statuses == [200] * 6 + [expected], option
        finally:
            for conn in opened:
                conn.close()
            proc.terminate()
            proc.communicate(timeout=30)
