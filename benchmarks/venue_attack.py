"""The venue server against one laptop with many addresses (issue 37 §1).

    .venv/bin/python benchmarks/venue_attack.py [--connections 2000] [--addresses 64]
                                                [--seconds 20] [--kinds silent,slow-body]

A 65-player event with self-entry on is served by ``figs-td serve --self-entry`` in its own
process (the default bounds: 48 connections per address, 1,500 in all). For each kind of attack
a process of its own (``tests/web/venue_attacker.py``) holds ``--connections`` connections from
``--addresses`` loopback addresses 127.0.0.1… (a laptop with IP aliases on the venue's Wi-Fi),
opening again at once every connection the server closes:

- ``silent``: connections that never send a byte;
- ``slow-body``: POSTs of the sign-in form announcing 4,000 bytes, then one byte a second;
- ``slow-head``: a request head one byte a second, never finished.

Once the attack is in place, a normal client (127.0.2.1, a phone) asks a page every 0.1 s for
``--seconds``, each on a new connection (a phone's first page), with a 5 s deadline: a request
is *answered* when a 200 arrives within it. First the same client with no attack, for
comparison.

Prints per phase: answered requests (target ≥ 99 %), their p50/p95/max time (p95 ≤ 1 s), the
server's memory (largest VmRSS sampled during the phase and VmHWM, the peak of the process's
life: < 150 MB), and how many connections the attacker opened (the server closing some, the
attacker opening them again). Bounded: ``--seconds`` per phase after a ramp of at most 20 s, every
request with a deadline, everything on the loopback. The soft limit of open files is raised within
the hard limit (the attacker and the server each hold ~2,000 sockets).
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "web"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from venue_attacker import raise_file_limit  # noqa: E402  (tests/web/venue_attacker.py)
from web import pct  # noqa: E402  (benchmarks/web.py)

ATTACKER = ROOT / "tests" / "web" / "venue_attacker.py"
PAGES = ("/", "/classifica.html", "/g", "/turno-4.html")
PROBER = "127.0.2.1"
DEADLINE_S = 5.0
TARGET_ANSWERED, TARGET_P95_S, TARGET_MB = 0.99, 1.0, 150.0


def rss_mb(pid: int, field: str = "VmRSS") -> float:
    """The process's memory now (VmRSS) or at its peak (VmHWM), in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def cpu_s(pid: int) -> float:
    """The process's CPU time so far (user + system), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def ask(port: int, path: str) -> float | None:
    """One page on a new connection: its time, or None when not answered with a 200 in time."""
    start = time.monotonic()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=DEADLINE_S,
                                      source_address=(PROBER, 0))  # fmt: skip
    try:
        conn.request("GET", path)
        resp = conn.getresponse()
        resp.read()
        ok = resp.status == 200
    except (OSError, http.client.HTTPException):
        ok = False
    finally:
        conn.close()
    took = time.monotonic() - start
    return took if ok and took <= DEADLINE_S else None


def probe(port: int, pid: int, seconds: float) -> dict[str, float]:
    """The normal client for ``seconds``, while the server's memory is sampled."""
    times: list[float | None] = []
    rss: list[float] = []
    done = threading.Event()

    def sample() -> None:
        while not done.wait(0.5):
            rss.append(rss_mb(pid))

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    cpu0, start0 = cpu_s(pid), time.monotonic()
    end = time.monotonic() + seconds
    n = 0
    while time.monotonic() < end:
        start = time.monotonic()
        times.append(ask(port, PAGES[n % len(PAGES)]))
        n += 1
        time.sleep(max(0.0, 0.1 - (time.monotonic() - start)))
    done.set()
    sampler.join()
    answered = [t for t in times if t is not None]
    return {
        "asked": len(times),
        "answered": len(answered),
        "p50": pct(answered, 50) if answered else float("nan"),
        "p95": pct(answered, 95) if answered else float("nan"),
        "max": max(answered) if answered else float("nan"),
        "rss": max(rss + [rss_mb(pid)]),
        "hwm": rss_mb(pid, "VmHWM"),
        "cpu": (cpu_s(pid) - cpu0) / (time.monotonic() - start0),
    }


def attack(kind: str, port: int, pid: int, args: argparse.Namespace) -> dict[str, float]:
    attacker = subprocess.Popen(
        [sys.executable, str(ATTACKER), kind, str(port), str(args.connections),
         str(args.addresses), str(args.seconds)],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert attacker.stdout is not None
    try:
        ready = attacker.stdout.readline()  # "pronto N" after the ramp (≤ 20 s)
        figures = probe(port, pid, args.seconds)
        summary = json.loads(attacker.stdout.readline() or "{}")
        attacker.wait(timeout=30)
    finally:
        if attacker.poll() is None:
            attacker.kill()
            attacker.wait()
    figures["ready"] = float(ready.split()[1]) if ready.startswith("pronto") else 0.0
    figures["opened"] = float(summary.get("opened", 0))
    return figures


def report(name: str, f: dict[str, float]) -> bool:
    share = f["answered"] / f["asked"] if f["asked"] else 0.0
    ok = share >= TARGET_ANSWERED and f["p95"] <= TARGET_P95_S and f["hwm"] < TARGET_MB
    extra = ""
    if "opened" in f:
        extra = (f"; attacco: {f['ready']:.0f} connessioni aperte alla partenza, "
                 f"{f['opened']:.0f} aperte in tutto")  # fmt: skip
    print(
        f"{name}: risposte {f['answered']:.0f}/{f['asked']:.0f} = {100 * share:.1f} % "
        f"(≥ 99 %), p50 {1000 * f['p50']:.0f} ms, p95 {1000 * f['p95']:.0f} ms (≤ 1000), "
        f"max {1000 * f['max']:.0f} ms; server: RSS {f['rss']:.0f} MB, picco {f['hwm']:.0f} MB "
        f"(< 150), CPU {100 * f['cpu']:.0f} %{extra} — {'OK' if ok else 'NO'}",
        flush=True,
    )
    return ok


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--connections", type=int, default=2000)
    ap.add_argument("--addresses", type=int, default=64)
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--players", type=int, default=65)
    ap.add_argument("--kinds", default="silent,slow-body",
                    help="comma-separated: silent, slow-body, slow-head")  # fmt: skip
    args = ap.parse_args()
    kinds = [k for k in args.kinds.split(",") if k]
    limit = raise_file_limit(args.connections + 1000)  # the server inherits it
    from make_event import make_event

    from figs_td.services.self_entry.phones import start_self_entry
    from figs_td.store import open_store

    with tempfile.TemporaryDirectory() as tmp:
        figs = Path(tmp) / "sala.figs"
        make_event(figs, args.players, 6, played=4, open_tables=args.players // 4)
        with open_store(figs) as st:
            start_self_entry(st, actor="benchmark")
        server = subprocess.Popen(
            [sys.executable, "-m", "figs_td", "serve", str(figs), "--port", "0", "--self-entry"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT,
        )  # fmt: skip
        try:
            assert server.stdout is not None
            port = 0
            for _ in range(10):
                m = re.search(r"pagina live: http://127\.0\.0\.1:(\d+)/", server.stdout.readline())
                if m:
                    port = int(m.group(1))
                    break
            assert port, "il server non è partito"
            deadline = time.monotonic() + 60
            while ask(port, "/") is None:  # ready when the pages answer
                assert time.monotonic() < deadline, "il server non risponde"
                time.sleep(0.2)
            print(f"{args.connections} connessioni da {args.addresses} indirizzi, "
                  f"{args.seconds:.0f} s per fase, file aperti ammessi: {limit}")  # fmt: skip
            ok = report("senza attacco", probe(port, server.pid, min(args.seconds, 10.0)))
            for kind in kinds:
                ok = report(kind, attack(kind, port, server.pid, args)) and ok
                time.sleep(2)  # the server drops the last connections
        finally:
            server.terminate()
            server.wait(timeout=20)
    print("OK" if ok else "obiettivi non raggiunti")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
