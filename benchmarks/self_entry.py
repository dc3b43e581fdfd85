"""Self-entry under load, then under attack (issue 27), against ``figs-td serve --self-entry``
on 127.0.0.1 in its own process.

    .venv/bin/python benchmarks/self_entry.py [--phones 200] [--reporters 50] [--seconds 120]
                                              [--desk 30] [--attack-seconds 15] [--no-attack]

A generated 200-player event (4 rounds, the 4th paired, no result yet). Each phone connects from
an address of its own (127.0.1.x: every phone has its own on the venue's Wi-Fi), signs in with
its code, holds the event stream open and every 5 s asks its own page and a public page (the
standings or the round). ``--reporters`` tables are reported by both their players over
``--seconds`` (the second report 2–20 s after the first, the same scores: they agree), while a
desk enters ``--desk`` other tables through the services. A plain static server
(``python -m http.server``, its own process) serves the same public pages' HTML, asked by every
phone right after the live server's copy: the two page times are compared in the same run.

Then the attack, from one address (127.0.0.250: a laptop on the same Wi-Fi), while a prober asks
pages every 0.1 s from another: 2,000 connections that never send a byte, a 10 MB header, four
unfinished 30 MB headers and 2,000 event streams.

Prints, against the issue's figures: the second report → result entered (p95 ≤ 1 s); public
pages p95 against the static server's; results lost or entered twice (0); the server's peak
memory (VmHWM < 150 MB); the slowest page during the attack (≤ 1 s). Bounded: every loop has a
count or a deadline, everything on the loopback.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import resource
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "web"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from web import pct  # noqa: E402  (benchmarks/web.py)

ROUND = 4
POLL_S = 5.0


class Client:
    """One keep-alive HTTP/1.1 connection from a given local address (reconnects when closed)."""

    def __init__(self, port: int, source: str) -> None:
        self.port, self.source = port, source
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None
        self.lock = asyncio.Lock()  # one request at a time on the connection

    async def request(self, method: str, path: str, *, body: bytes = b"",
                      headers: dict[str, str] | None = None) -> tuple[int, bytes, bytes]:  # fmt: skip
        async with self.lock:
            return await self._retrying(method, path, body, headers)

    async def _retrying(self, method: str, path: str, body: bytes,
                        headers: dict[str, str] | None) -> tuple[int, bytes, bytes]:  # fmt: skip
        for attempt in (1, 2):
            reused = self.writer is not None
            try:
                return await self._request(method, path, body, headers or {})
            except (OSError, asyncio.IncompleteReadError, ValueError):
                self.close()
                if not (reused and attempt == 1):
                    raise
        raise OSError("unreachable")

    async def _request(self, method: str, path: str, body: bytes,
                       headers: dict[str, str]) -> tuple[int, bytes, bytes]:  # fmt: skip
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(
                "127.0.0.1", self.port, local_addr=(self.source, 0)
            )
        assert self.reader is not None and self.writer is not None
        head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n"
        for k, v in headers.items():
            head += f"{k}: {v}\r\n"
        if body:
            head += f"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {len(body)}\r\n"
        self.writer.write(head.encode() + b"\r\n" + body)
        await self.writer.drain()
        raw = await asyncio.wait_for(self.reader.readuntil(b"\r\n\r\n"), 30)
        status = int(raw.split(b" ", 2)[1])
        m = re.search(rb"(?i)\r\ncontent-length:\s*(\d+)", raw)
        data = await self.reader.readexactly(int(m.group(1))) if m else b""
        if re.search(rb"(?i)\r\nconnection:\s*close", raw):
            self.close()
        return status, raw, data

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


class Phone:
    def __init__(self, n: int, port: int, static_port: int, code: str, pages: list[str]) -> None:
        self.n, self.code, self.pages = n, code, pages
        self.source = f"127.0.1.{n + 1}" if n < 250 else f"127.0.2.{n - 249}"
        self.live = Client(port, self.source)
        self.static = Client(static_port, self.source)
        self.port = port
        self.cookie = ""
        self.csrf = ""
        self.times = {"giocatore": [], "pubblica": [], "statica": []}  # type: dict[str, list[float]]
        self.errors: list[str] = []
        self.stream_ok = False

    async def sign_in(self) -> None:
        body = urlencode({"codice": self.code}).encode()
        status, head, _ = await self.live.request("POST", "/g/accedi", body=body,
                                                  headers={"Origin": f"http://127.0.0.1:{self.port}"})  # fmt: skip
        m = re.search(rb"(?i)\r\nset-cookie:\s*([^;\r\n]+)", head)
        if status != 303 or not m:
            raise RuntimeError(f"accesso non riuscito: {status}")
        self.cookie = m.group(1).decode()
        await self.own_page()

    async def own_page(self) -> bytes:
        t0 = time.perf_counter()
        status, _, body = await self.live.request("GET", "/g", headers={"Cookie": self.cookie})
        self.times["giocatore"].append(time.perf_counter() - t0)
        if status != 200:
            self.errors.append(f"/g: {status}")
        m = re.search(rb'name="csrf" value="([0-9a-f]+)"', body)
        self.csrf = m.group(1).decode() if m else self.csrf
        return body

    async def public_page(self, rng: random.Random) -> None:
        path = rng.choice(self.pages)
        for client, kind in ((self.live, "pubblica"), (self.static, "statica")):
            t0 = time.perf_counter()
            try:
                status, _, body = await client.request("GET", path)
            except (OSError, asyncio.IncompleteReadError, TimeoutError) as exc:
                self.errors.append(f"{kind} {path}: {type(exc).__name__}")
                continue
            self.times[kind].append(time.perf_counter() - t0)
            if status != 200 or not body:
                self.errors.append(f"{kind} {path}: {status}")

    async def report(self, mine: int, theirs: int) -> tuple[float, bytes]:
        """Report the result; the time until the server answered (the result is in by then)."""
        body = urlencode({"csrf": self.csrf, "turno": ROUND, "miei": mine, "suoi": theirs}).encode()
        t0 = time.perf_counter()
        status, head, _ = await self.live.request(
            "POST", "/g/segnala", body=body,
            headers={"Cookie": self.cookie, "Origin": f"http://127.0.0.1:{self.port}"},
        )  # fmt: skip
        took = time.perf_counter() - t0
        if status != 303:
            self.errors.append(f"segnala: {status}")
        m = re.search(rb"(?i)\r\nlocation:\s*(\S+)", head)
        return took, m.group(1) if m else b""

    async def listen(self, stop: asyncio.Event) -> None:
        try:
            reader, writer = await asyncio.open_connection(
                "127.0.0.1", self.port, local_addr=(self.source, 0)
            )
        except OSError:
            return
        writer.write(f"GET /eventi HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n\r\n".encode())
        await writer.drain()
        try:
            first = await asyncio.wait_for(reader.readline(), 10)
            self.stream_ok = b" 200 " in first
            while not stop.is_set():
                try:
                    line = await asyncio.wait_for(reader.readline(), 1)
                except TimeoutError:
                    continue
                if not line:
                    break
        except (OSError, TimeoutError):
            pass
        writer.close()

    async def run(self, until: float, stop: asyncio.Event, rng: random.Random) -> None:
        listener = asyncio.create_task(self.listen(stop))
        while time.monotonic() < until:
            await asyncio.sleep(rng.uniform(0.8, 1.2) * POLL_S)
            try:
                await self.own_page()
                await self.public_page(rng)
            except (OSError, asyncio.IncompleteReadError, TimeoutError) as exc:
                self.errors.append(type(exc).__name__)
        await listener


def desk(figs: Path, tables: list[int], seconds: float, stop: threading.Event) -> None:
    from figs_td.services.results import enter_result
    from figs_td.store import open_store

    rng = random.Random(5)
    with open_store(figs) as store:
        for table in tables:
            if stop.wait(seconds / max(len(tables), 1)):
                return
            enter_result(store, ROUND, table, rng.randint(300, 499), rng.randint(300, 499),
                         actor="banco 1")  # fmt: skip


def rss_mb(pid: int, field: str = "VmRSS") -> float:
    """The process's memory now (VmRSS) or at its peak (VmHWM), in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def reporting(phones: dict[int, Phone], games: list[tuple[int, int, int]], seconds: float,
                    confirm_times: list[float], outcomes: list[bytes]) -> None:  # fmt: skip
    rng = random.Random(9)

    async def one(table: int, first: int, second: int) -> None:
        await asyncio.sleep(rng.uniform(0, max(seconds - 22, 1)))
        a, b = rng.randint(300, 500), rng.randint(300, 499)
        await phones[first].own_page()
        await phones[first].report(a, b)
        await asyncio.sleep(rng.uniform(2, 20))
        await phones[second].own_page()
        took, where = await phones[second].report(b, a)
        confirm_times.append(took)
        outcomes.append(where)

    await asyncio.gather(*(one(*g) for g in games))


def _attacker(port: int, seconds: float) -> None:
    """The attack itself, in a process of its own (its threads never slow the prober's loop):
    2,000 silent connections, a 10 MB header, four unfinished 30 MB headers, 2,000 streams."""
    src = ("127.0.0.250", 0)
    held: list[socket.socket] = []

    def connect() -> socket.socket | None:
        try:
            return socket.create_connection(("127.0.0.1", port), timeout=2, source_address=src)
        except OSError:
            return None

    def open_idle(n: int) -> None:
        for _ in range(n):
            s = connect()
            if s is not None:
                held.append(s)

    def big_header(size: int, slow: bool) -> None:
        s = connect()
        if s is None:
            return
        try:
            s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: ")
            chunk = b"a" * 65536
            for _ in range(size // len(chunk)):
                s.sendall(chunk)
                if slow:
                    time.sleep(0.01)
        except OSError:
            pass  # the server closed it: what it should do
        s.close()

    def streams(n: int) -> None:
        for _ in range(n):
            s = connect()
            if s is None:
                continue
            try:
                s.sendall(f"GET /eventi HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
            except OSError:
                pass
            held.append(s)

    t0 = time.monotonic()
    jobs = [threading.Thread(target=open_idle, args=(2000,)),
            threading.Thread(target=big_header, args=(10 * 2**20, False)),
            *(threading.Thread(target=big_header, args=(30 * 2**20, True)) for _ in range(4)),
            threading.Thread(target=streams, args=(2000,))]  # fmt: skip
    for j in jobs:
        j.start()
    for j in jobs:
        j.join()
    time.sleep(max(0.0, seconds - (time.monotonic() - t0)))
    for s in held:
        s.close()


async def attack(port: int, seconds: float, pages: list[str], cookie: str) -> dict[str, float]:
    """The issue's attack from one address (another process), while a prober asks pages every
    0.1 s from another address; bounded by ``seconds``."""
    import multiprocessing

    times: list[float] = []
    failures = 0
    client = Client(port, "127.0.0.7")
    rng = random.Random(1)
    attacker = multiprocessing.get_context("fork").Process(target=_attacker, args=(port, seconds))
    attacker.start()
    while attacker.is_alive():
        t0 = time.perf_counter()
        try:
            status, _, _ = await client.request(
                "GET", rng.choice(pages), headers={"Cookie": cookie}
            )
            failures += status != 200
        except (OSError, asyncio.IncompleteReadError, TimeoutError):
            failures += 1
        times.append(time.perf_counter() - t0)
        await asyncio.sleep(0.1)
    attacker.join()
    return {"max": max(times), "p95": pct(times, 95), "failures": failures, "asked": len(times)}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--phones", type=int, default=200)
    ap.add_argument("--reporters", type=int, default=50, help="tables reported by both players")
    ap.add_argument("--desk", type=int, default=30, help="tables entered at a desk meanwhile")
    ap.add_argument("--seconds", type=float, default=120.0)
    ap.add_argument("--attack-seconds", type=float, default=15.0)
    ap.add_argument("--no-attack", action="store_true")
    args = ap.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 20000), hard))
    from make_event import make_event

    from figs_td.services.self_entry.codes import list_codes
    from figs_td.services.self_entry.phones import start_self_entry
    from figs_td.store import open_store

    with tempfile.TemporaryDirectory() as tmp:
        figs = Path(tmp) / "telefoni.figs"
        make_event(figs, args.phones, 6, played=ROUND, open_tables=args.phones // 2)
        with open_store(figs) as st:
            start_self_entry(st, actor="benchmark")
            codes = {c.player_id: c.code or "" for c in list_codes(st)}
            with st.read() as tx:
                games = [g for g in tx.rounds.games(ROUND) if g.second is not None]
        server = subprocess.Popen(
            [sys.executable, "-m", "figs_td", "serve", str(figs), "--port", "0", "--self-entry"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        )  # fmt: skip
        static_dir = Path(tmp) / "statico"
        static_dir.mkdir()
        static: subprocess.Popen[str] | None = None
        try:
            assert server.stdout is not None
            port = 0
            for _ in range(10):
                m = re.search(r"pagina live: http://127\.0\.0\.1:(\d+)/", server.stdout.readline())
                if m:
                    port = int(m.group(1))
                    break
            assert port, "il server non è partito"
            pages = ["/classifica.html", f"/turno-{ROUND}.html", "/"]
            static_port = _free_port()
            static = subprocess.Popen(
                [sys.executable, "-m", "http.server", str(static_port), "--bind", "127.0.0.1",
                 "--directory", str(static_dir)],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            )  # fmt: skip
            return asyncio.run(_run(args, figs, port, static_port, static_dir, pages, codes,
                                    games, server.pid))  # fmt: skip
        finally:
            server.terminate()
            server.wait(timeout=20)
            if static is not None:
                static.terminate()
                static.wait(timeout=20)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _run(args: argparse.Namespace, figs: Path, port: int, static_port: int,
               static_dir: Path, pages: list[str], codes: dict[int, str], games: list,  # type: ignore[type-arg]
               pid: int) -> int:  # fmt: skip
    from figs_td.store import open_store

    first = Client(port, "127.0.0.5")
    for _ in range(300):  # ready when the pages answer
        try:
            status, _, _ = await first.request("GET", "/")
            if status == 200:
                break
        except OSError:
            pass
        await asyncio.sleep(0.1)
    for path in pages:  # the static server's copy of the same HTML
        _, _, body = await first.request("GET", path)
        name = "index.html" if path == "/" else path.lstrip("/")
        (static_dir / name).write_bytes(body)
    players = sorted(codes)
    phones = {pid_: Phone(i, port, static_port, codes[pid_], pages)
              for i, pid_ in enumerate(players[: args.phones])}  # fmt: skip
    t0 = time.perf_counter()
    for chunk in range(0, len(phones), 20):
        await asyncio.gather(*(p.sign_in() for p in list(phones.values())[chunk : chunk + 20]))
    print(f"{len(phones)} telefoni collegati in {time.perf_counter() - t0:.1f} s")
    reported = games[: args.reporters]
    desk_tables = [g.table for g in games[args.reporters : args.reporters + args.desk]]
    stop = asyncio.Event()
    stop_desk = threading.Event()
    until = time.monotonic() + args.seconds
    desk_thread = threading.Thread(target=desk, args=(figs, desk_tables, args.seconds, stop_desk))
    desk_thread.start()
    confirm_times: list[float] = []
    outcomes: list[bytes] = []
    rngs = {p: random.Random(p) for p in phones}
    load = asyncio.gather(*(ph.run(until, stop, rngs[k]) for k, ph in phones.items()))
    await reporting(phones, [(g.table, g.first, g.second) for g in reported], args.seconds,
                    confirm_times, outcomes)  # fmt: skip
    await asyncio.sleep(max(0.0, until - time.monotonic()))
    stop.set()
    await load
    stop_desk.set()
    desk_thread.join(timeout=30)
    streams = sum(p.stream_ok for p in phones.values())
    errors = [e for p in phones.values() for e in p.errors]
    times = {
        k: [t for p in phones.values() for t in p.times[k]]
        for k in ("giocatore", "pubblica", "statica")
    }

    with open_store(figs) as st, st.read() as tx:
        now = {g.table: g for g in tx.rounds.games(ROUND)}
        entered = [e for e in tx.audit.entries() if e.action.startswith("result.")]
    per_game: dict[str, int] = {}
    for e in entered:
        per_game[e.key] = per_game.get(e.key, 0) + 1
    expected = {g.table for g in reported} | set(desk_tables)
    lost = [t for t in expected if now[t].score_first is None]
    twice = [k for k, n in per_game.items() if n > 1]
    agreed = sum(1 for o in outcomes if b"m=entered" in o)

    print(f"{args.seconds:.0f} s: {len(phones)} telefoni (flussi di eventi aperti: {streams}), "
          f"{len(reported)} partite segnalate da entrambi i giocatori, {len(desk_tables)} al banco")  # fmt: skip
    ok = True
    p95c = pct(confirm_times, 95) if confirm_times else float("inf")
    ok &= p95c <= 1.0 and agreed == len(reported)
    print(f"seconda segnalazione → risultato inserito: p50 {1000 * pct(confirm_times, 50):.0f} ms, "
          f"p95 {1000 * p95c:.0f} ms, max {1000 * max(confirm_times):.0f} ms "
          f"({agreed}/{len(reported)} inseriti; obiettivo p95 ≤ 1 s)")  # fmt: skip
    for k in ("giocatore", "pubblica", "statica"):
        v = times[k]
        print(f"pagine {k:<9}: {len(v)}, p50 {1000 * pct(v, 50):.1f} ms, p95 {1000 * pct(v, 95):.1f} ms, "
              f"max {1000 * max(v):.1f} ms")  # fmt: skip
    live95, static95 = pct(times["pubblica"], 95), pct(times["statica"], 95)
    print(f"pagine pubbliche p95: server live {1000 * live95:.1f} ms, server statico "
          f"{1000 * static95:.1f} ms ({'non peggio' if live95 <= static95 else 'PEGGIO'})")  # fmt: skip
    ok &= live95 <= static95
    print(f"risultati persi: {len(lost)}, inseriti due volte: {len(twice)}, errori: {len(errors)}")
    for e in errors[:5]:
        print("  errore:", e)
    ok &= not lost and not twice
    print(f"memoria del server: ora {rss_mb(pid):.0f} MB, picco {rss_mb(pid, 'VmHWM'):.0f} MB")
    if not args.no_attack:
        someone = next(iter(phones.values()))
        result = await attack(port, args.attack_seconds, pages + ["/g"], someone.cookie)
        print(f"attacco ({args.attack_seconds:.0f} s: 2.000 connessioni mute, intestazione da 10 MB, "
              f"4 da 30 MB, 2.000 flussi di eventi): {result['asked']} pagine chieste, "
              f"p95 {1000 * result['p95']:.0f} ms, max {1000 * result['max']:.0f} ms, "
              f"non riuscite {result['failures']} (obiettivo: tutte entro 1 s)")  # fmt: skip
        ok &= result["max"] <= 1.0 and result["failures"] == 0
        print(f"memoria del server dopo l'attacco: ora {rss_mb(pid):.0f} MB, "
              f"picco {rss_mb(pid, 'VmHWM'):.0f} MB (obiettivo < 150 MB)")  # fmt: skip
    ok &= rss_mb(pid, "VmHWM") < 150
    print("esito:", "OK" if ok else "OLTRE")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
