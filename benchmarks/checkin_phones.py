"""100 players checking in from their phones ("Sono presente", issue 42) against a real
``figs-td serve --self-entry`` process on 127.0.0.1.

Each phone has an address of its own (127.0.1.x, as on the venue's Wi-Fi), opens its page,
signs in with its personal code, reads the page's token and taps "Sono presente"; 20 phones at a
time. Printed: the time for all of them, the slowest phone, and how many check-ins the
tournament file holds at the end (must be all of them). Target (issue 42): 100 within 5 minutes.

    .venv/bin/python benchmarks/checkin_phones.py [--phones 100] [--parallel 20]
"""

from __future__ import annotations

import argparse
import http.client
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "web"))


class PhoneClient:
    def __init__(self, port: int, source: str) -> None:
        self.port, self.source, self.cookie, self.page, self.status = port, source, "", "", 0

    def request(self, method: str, path: str, body: str | None = None) -> None:
        conn = http.client.HTTPConnection(
            "127.0.0.1", self.port, timeout=60, source_address=(self.source, 0)
        )
        h = {"accept-language": "it-IT", "origin": f"http://127.0.0.1:{self.port}"}
        if self.cookie:
            h["cookie"] = self.cookie
        if body is not None:
            h["content-type"] = "application/x-www-form-urlencoded"
        conn.request(method, path, body=body, headers=h)
        resp = conn.getresponse()
        data = resp.read()
        conn.close()
        cookie = resp.getheader("set-cookie")
        if cookie:
            self.cookie = cookie.split(";")[0]
        self.status = resp.status
        if resp.status in (301, 302, 303):
            self.request("GET", resp.getheader("location") or "/g")
            return
        self.page = data.decode("utf-8", "replace")


def one_phone(port: int, n: int, code: str) -> float:
    start = time.perf_counter()
    phone = PhoneClient(port, f"127.0.1.{n + 1}" if n < 250 else f"127.0.2.{n - 249}")
    phone.request("GET", "/g")
    phone.request("POST", "/g/accedi", urlencode({"codice": code}))
    m = re.search(r'name="csrf" value="([0-9a-f]*)"', phone.page)
    phone.request("POST", "/g/presente", urlencode({"csrf": m.group(1) if m else ""}))
    if "Presenza registrata." not in phone.page:
        raise RuntimeError(f"telefono {n}: risposta {phone.status}")
    return time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--phones", type=int, default=100)
    ap.add_argument("--parallel", type=int, default=20)
    args = ap.parse_args()
    from make_event import make_event

    from figs_td.services.registration.checkin import checkin_status
    from figs_td.services.self_entry.codes import list_codes
    from figs_td.services.self_entry.phones import start_self_entry
    from figs_td.store import open_store

    with tempfile.TemporaryDirectory() as tmp:
        figs = Path(tmp) / "ingresso.figs"
        make_event(figs, args.phones, 6, played=0)
        with open_store(figs) as st:
            start_self_entry(st, actor="benchmark")
            codes = [c.code or "" for c in list_codes(st)]
        server = subprocess.Popen(
            [sys.executable, "-m", "figs_td", "serve", str(figs), "--port", "0", "--self-entry"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
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
            start = time.perf_counter()
            with ThreadPoolExecutor(args.parallel) as pool:
                times = list(pool.map(lambda a: one_phone(port, *a), enumerate(codes)))
            total = time.perf_counter() - start
        finally:
            server.terminate()
            server.wait(timeout=20)
        with open_store(figs) as st:
            status = checkin_status(st)
    print(f"check-in dai telefoni: {len(codes)} giocatori, {args.parallel} alla volta, "
          f"{total:.1f} s in tutto (obiettivo: 300 s); il telefono più lento {max(times):.2f} s")  # fmt: skip
    print(f"presenti registrati: {len(status.present)} su {status.expected}")
    return 0 if len(status.present) == len(codes) else 1


if __name__ == "__main__":
    sys.exit(main())
