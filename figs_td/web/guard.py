"""The live server's defences against a phone or a laptop on the same network.

Each bound is a number in :class:`Limits` (the tests and the benchmark use small or large ones):

- **Header timeout**: a connection must send a request's whole head within
  ``header_timeout`` seconds of opening (or of starting the next request on a kept-alive one);
  otherwise it is closed. A connection that never sends anything is closed the same way; an
  idle kept-alive one after ``idle_timeout`` (uvicorn's keep-alive timer).
- **Header size**: more than ``max_header_bytes`` before the head is complete → ``431`` and the
  connection closed; the bytes are counted before the parser sees them, so a 30 MB header costs
  at most this much memory.
- **Connections**: at most ``per_address`` open connections from one address, at most
  ``max_connections`` in all; beyond, a new connection is closed at once (those already open go
  on answering). With the per-connection bounds this bounds memory whatever the clients do.
- **Event streams** (``/eventi``): at most ``streams_per_address`` and ``max_streams``; a new
  stream beyond gets ``503`` while pages still answer (:class:`StreamSlots`).
- **Codes**: ``wrong_codes`` wrong codes per address per ``wrong_window`` seconds, then a pause
  of ``pause`` seconds (:class:`CodeAttempts`).
- **Reports**: ``reports_per_window`` posts per signed-in player per ``report_window`` seconds
  (``figs_td.web.player_web.ReportRate``).

The protocol is uvicorn's ``httptools`` one with these checks added (:func:`guarded_protocol`).
"""

from __future__ import annotations

import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Limits:
    header_timeout: float = 10.0
    idle_timeout: float = 15.0
    max_header_bytes: int = 16 * 1024
    per_address: int = 48
    max_connections: int = 1500
    streams_per_address: int = 6
    max_streams: int = 600
    max_body_bytes: int = 4096
    wrong_codes: int = 10
    wrong_window: float = 60.0
    pause: float = 120.0
    max_tracked: int = 4096  # addresses remembered by the code limiter
    reports_per_window: int = 10  # reports a signed-in player may send per report_window s
    report_window: float = 60.0


_431 = (
    b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-type: text/plain; charset=utf-8\r\n"
    b"content-length: 36\r\nconnection: close\r\n\r\nintestazione della richiesta troppo\n"
)


def guarded_protocol(limits: Limits) -> type:
    """uvicorn's httptools protocol with the bounds of ``limits`` (one class per server)."""
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

    per_address: dict[str, int] = {}

    class GuardedProtocol(HttpToolsProtocol):  # type: ignore[misc]
        _head_bytes = 0
        _in_head = True
        _head_timer: Any = None
        _address = ""

        def connection_made(self, transport: Any) -> None:  # type: ignore[override]
            super().connection_made(transport)
            self._address = self.client[0] if self.client else ""
            count = per_address.get(self._address, 0) + 1
            per_address[self._address] = count
            if count > limits.per_address or len(self.connections) > limits.max_connections:
                transport.abort()  # connection_lost follows and gives the slot back
                return
            self._wait_for_head()

        def _wait_for_head(self) -> None:
            self._in_head, self._head_bytes = True, 0
            self._cancel_head_timer()
            self._head_timer = self.loop.call_later(limits.header_timeout, self._head_too_slow)

        def _cancel_head_timer(self) -> None:
            if self._head_timer is not None:
                self._head_timer.cancel()
                self._head_timer = None

        def _head_too_slow(self) -> None:
            self._head_timer = None
            if self._in_head and not self.transport.is_closing():
                self.transport.close()

        def connection_lost(self, exc: Exception | None) -> None:
            self._cancel_head_timer()
            left = per_address.get(self._address, 1) - 1
            if left > 0:
                per_address[self._address] = left
            else:
                per_address.pop(self._address, None)
            super().connection_lost(exc)

        def data_received(self, data: bytes) -> None:
            if self._in_head:
                self._head_bytes += len(data)
                if self._head_bytes > limits.max_header_bytes:
                    self._in_head = False
                    self._cancel_head_timer()
                    self.transport.write(_431)
                    self.transport.close()
                    return
            super().data_received(data)

        def on_headers_complete(self) -> None:
            self._in_head = False
            self._cancel_head_timer()
            super().on_headers_complete()

        def on_response_complete(self) -> None:
            queued = bool(self.pipeline)  # the next request's head is already read
            super().on_response_complete()
            if not queued and not self.transport.is_closing():
                self._wait_for_head()  # the next request's head, with its own deadline

    return GuardedProtocol


class StreamSlots:
    """How many event streams are open, per address and in all (event loop only)."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.total = 0
        self.by_address: dict[str, int] = {}

    def take(self, address: str) -> bool:
        if self.total >= self.limits.max_streams:
            return False
        if self.by_address.get(address, 0) >= self.limits.streams_per_address:
            return False
        self.total += 1
        self.by_address[address] = self.by_address.get(address, 0) + 1
        return True

    def give_back(self, address: str) -> None:
        self.total -= 1
        left = self.by_address.get(address, 1) - 1
        if left > 0:
            self.by_address[address] = left
        else:
            self.by_address.pop(address, None)


class CodeAttempts:
    """Wrong codes per address: ``wrong_codes`` in ``wrong_window`` seconds, then ``pause``
    seconds during which every code from that address is refused unchecked. Remembers at most
    ``max_tracked`` addresses (the oldest forgotten first)."""

    def __init__(self, limits: Limits, clock: Any = time.monotonic) -> None:
        self.limits = limits
        self.clock = clock
        self._seen: OrderedDict[str, tuple[list[float], float]] = OrderedDict()

    def paused_for(self, address: str) -> float:
        """Seconds this address must still wait (0: it may try)."""
        entry = self._seen.get(address)
        if entry is None:
            return 0.0
        return max(0.0, entry[1] - self.clock())

    def wrong(self, address: str) -> None:
        now = self.clock()
        times, until = self._seen.pop(address, ([], 0.0))
        times = [t for t in times if now - t < self.limits.wrong_window][-self.limits.wrong_codes :]
        times.append(now)
        if len(times) >= self.limits.wrong_codes:
            until, times = now + self.limits.pause, []
        self._seen[address] = (times, until)
        while len(self._seen) > self.limits.max_tracked:
            self._seen.popitem(last=False)
