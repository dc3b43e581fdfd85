"""A laptop on the venue's Wi-Fi with many addresses (issue 37 §1), as a process of its own:
``connections`` connections to the live server from ``addresses`` loopback addresses
(127.0.0.1, 127.0.0.2, …: Linux routes all of 127/8 to the loopback), kept at that number for
``seconds`` — a connection the server closes is opened again at once. Used by
``tests/web/test_venue_attack.py`` (small numbers) and ``benchmarks/venue_attack.py``.

    python tests/web/venue_attacker.py KIND PORT CONNECTIONS ADDRESSES SECONDS [RAMP [stdin]]

KIND: ``silent`` (connect, never send a byte), ``slow-head`` (a request head one byte a second,
never finished), ``slow-body`` (a POST announcing 4,000 bytes of form, then one byte a second).

Prints ``pronto N`` once N connections are open (or after RAMP seconds, default 20), then at the end one JSON
line: connections opened in all, most open at once. With ``stdin`` the attack also ends as soon
as a line (or the end of the input) comes on standard input: a test that has asked what it
wanted while the attack held stops it then, instead of waiting for SECONDS. Bounded: ``seconds`` after the ramp, every
wait has a deadline, at most ``connections`` sockets at a time.
"""

from __future__ import annotations

import asyncio
import json
import resource
import sys
import threading
import time

RAMP_S = 20.0
KINDS = ("silent", "slow-head", "slow-body")


class Attack:
    def __init__(self, kind: str, port: int, connections: int, addresses: int) -> None:
        self.kind, self.port, self.connections = kind, port, connections
        self.sources = [f"127.0.0.{1 + i % 250}" for i in range(addresses)]
        self.open_now = 0
        self.most_open = 0
        self.opened = 0
        self.refused = 0
        self.stopping = False
        self.full = asyncio.Event()

    async def one(self, n: int) -> None:
        source = self.sources[n % len(self.sources)]
        while not self.stopping:
            try:
                reader, writer = await asyncio.wait_for(
                    asyncio.open_connection("127.0.0.1", self.port, local_addr=(source, 0)), 10
                )
            except (OSError, TimeoutError):
                self.refused += 1
                await asyncio.sleep(0.05)
                continue
            self.opened += 1
            self.open_now += 1
            self.most_open = max(self.most_open, self.open_now)
            if self.open_now >= self.connections:
                self.full.set()
            try:
                await self._hold(reader, writer)
            except (OSError, TimeoutError):
                pass
            finally:
                self.open_now -= 1
                writer.transport.abort()

    async def _hold(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """Until the server closes the connection or the attack ends."""
        if self.kind == "slow-body":
            writer.write(
                f"POST /g/accedi HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n"
                "Content-Type: application/x-www-form-urlencoded\r\n"
                "Content-Length: 4000\r\n\r\n".encode()
            )
        drip = b"G" if self.kind == "slow-head" else b"c"
        while not self.stopping:
            if self.kind != "silent":
                writer.write(drip)
            try:
                data = await asyncio.wait_for(reader.read(65536), 1.0)
            except TimeoutError:
                continue
            if not data:
                return  # closed by the server

    async def run(
        self, seconds: float, ramp: float = RAMP_S, until_told: bool = False
    ) -> dict[str, int]:
        tasks = [asyncio.create_task(self.one(n)) for n in range(self.connections)]
        try:
            await asyncio.wait_for(self.full.wait(), ramp)
        except TimeoutError:
            pass
        told = asyncio.Event()
        if until_told:  # a line on standard input (read by a thread: input blocks) ends it
            loop = asyncio.get_running_loop()

            def listen() -> None:
                sys.stdin.readline()
                loop.call_soon_threadsafe(told.set)

            threading.Thread(target=listen, daemon=True).start()
        print(f"pronto {self.open_now}", flush=True)
        try:
            await asyncio.wait_for(told.wait(), seconds)
        except TimeoutError:
            pass
        self.stopping = True
        await asyncio.wait(tasks, timeout=5)
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        return {"opened": self.opened, "most_open": self.most_open, "refused": self.refused}


def raise_file_limit(wanted: int) -> int:
    """Raise the soft limit of open files towards ``wanted`` (within the hard limit)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY:
        wanted = min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        soft = wanted
    return int(soft)


def main(argv: list[str]) -> int:
    kind, port, connections, addresses, seconds = argv[:5]
    ramp = float(argv[5]) if len(argv) > 5 else RAMP_S
    until_told = len(argv) > 6 and argv[6] == "stdin"
    if kind not in KINDS:
        raise SystemExit(f"KIND: one of {', '.join(KINDS)}")
    raise_file_limit(int(connections) + 200)
    attack = Attack(kind, int(port), int(connections), int(addresses))
    start = time.monotonic()
    result = asyncio.run(attack.run(float(seconds), ramp, until_told))
    result["seconds"] = round(time.monotonic() - start, 1)
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
