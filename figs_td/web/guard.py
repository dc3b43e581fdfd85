"""The live server's defences against a phone or a laptop on the same network.

Each bound is a number in :class:`Limits` (the tests and the benchmark use small or large ones):

- **Header timeout**: a connection must send a request's whole head within
  ``header_timeout`` seconds of opening (or of starting the next request on a kept-alive one);
  otherwise it is closed. A connection that never sends anything is closed the same way; an
  idle kept-alive one after ``idle_timeout`` (uvicorn's keep-alive timer).
- **Body timeout and rate** (issue 37): a request's body must arrive whole within
  ``body_timeout`` seconds of the end of its head, and from ``body_grace`` seconds on at
  ``body_min_rate`` bytes a second at least (averaged from the end of the head); otherwise the
  connection is closed. Counted whether or not the application reads the body (a 405 answered
  before the body does not leave the connection open for it).
- **Header size**: more than ``max_header_bytes`` before the head is complete → ``431`` and the
  connection closed; the bytes are counted before the parser sees them, so a 30 MB header costs
  at most this much memory.
- **Connections**: at most ``per_address`` open connections from one address (a trusted proxy
  excepted, see :func:`guarded_protocol`), at most ``max_connections`` in all. From
  ``evict_share`` of ``max_connections`` on, every new connection closes the one that has been
  waiting longest for a request's head or body (an idle kept-alive connection, a silent one, a
  slow sender): a new phone is served while the connections that send nothing useful make
  room. A connection whose request is being answered — a page being rendered, an event stream —
  is never closed this way. Only when no connection can be closed and ``max_connections`` are
  open is a new one closed at once. With the per-connection bounds this bounds memory whatever
  the clients do.
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
from collections.abc import Collection
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
    body_timeout: float = 10.0
    body_grace: float = 5.0
    body_min_rate: float = 100.0  # bytes a second, from body_grace on
    evict_share: float = 0.9  # of max_connections: from there new connections close old waiters
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


def guarded_protocol(limits: Limits, proxies: Collection[str] = ()) -> type:
    """uvicorn's httptools protocol with the bounds of ``limits`` (one class per server).

    ``proxies``: the addresses of the reverse proxies the server is behind (``serve
    --behind-proxy``): their connections are many clients' and are not capped per address (the
    application's own per-address limits then read the client's address from the proxy's
    ``X-Forwarded-For``, which uvicorn trusts from these addresses only)."""
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

    per_address: dict[str, int] = {}
    trusted = frozenset(proxies)
    # The connections waiting for a request's head or body, the longest waiting first: the ones
    # closed to make room (event loop only).
    waiting: OrderedDict[Any, None] = OrderedDict()
    evict_from = max(1, int(limits.max_connections * limits.evict_share))
    live = [0]  # connections accepted and neither lost nor closed to make room

    class GuardedProtocol(HttpToolsProtocol):  # type: ignore[misc]
        _head_bytes = 0
        _in_head = True
        _head_timer: Any = None
        _in_body = False
        _body_start = 0.0
        _body_bytes = 0
        _body_timer: Any = None
        _hold = False  # the body is waited for before the application starts
        _held: tuple[Any, Any] | None = None  # (cycle, app) to start once the body is in
        _counted = False
        _address = ""

        def connection_made(self, transport: Any) -> None:  # type: ignore[override]
            super().connection_made(transport)
            self._address = self.client[0] if self.client else ""
            count = per_address.get(self._address, 0) + 1
            per_address[self._address] = count
            if count > limits.per_address and self._address not in trusted:
                transport.abort()  # connection_lost follows and gives the slot back
                return
            while live[0] >= evict_from and waiting:
                oldest, _ = waiting.popitem(last=False)
                oldest._make_room()
            if live[0] >= limits.max_connections:
                transport.abort()  # nobody to close: every connection is being answered
                return
            live[0] += 1
            self._counted = True
            self._wait_for_head()

        def _make_room(self) -> None:
            """Closed for a newer connection (it was the one waiting longest)."""
            self._uncount()
            self._cancel_timers()
            self.transport.abort()

        def _uncount(self) -> None:
            if self._counted:
                self._counted = False
                live[0] -= 1

        def _wait_for_head(self) -> None:
            self._in_head, self._head_bytes = True, 0
            self._cancel_timers()
            self._head_timer = self.loop.call_later(limits.header_timeout, self._head_too_slow)
            waiting[self] = None
            waiting.move_to_end(self)

        def _cancel_timers(self) -> None:
            for name in ("_head_timer", "_body_timer"):
                timer = getattr(self, name)
                if timer is not None:
                    timer.cancel()
                    setattr(self, name, None)

        def _head_too_slow(self) -> None:
            self._head_timer = None
            if self._in_head and not self.transport.is_closing():
                waiting.pop(self, None)
                self.transport.close()

        def _check_body(self) -> None:
            """The body's deadline and minimum rate; the next check is due when the body, with
            no more bytes, would fall below the rate (or at the deadline)."""
            self._body_timer = None
            if not self._in_body or self.transport.is_closing():
                return
            elapsed = self.loop.time() - self._body_start
            rate = limits.body_min_rate
            if elapsed >= limits.body_timeout or (
                elapsed >= limits.body_grace and self._body_bytes < rate * elapsed
            ):
                waiting.pop(self, None)
                self.transport.close()
                return
            due = limits.body_timeout
            if rate > 0:
                due = min(due, max(limits.body_grace, self._body_bytes / rate, elapsed + 0.05))
            self._body_timer = self.loop.call_at(self._body_start + due, self._check_body)

        def connection_lost(self, exc: Exception | None) -> None:
            self._cancel_timers()
            self._uncount()
            waiting.pop(self, None)
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
                    self._cancel_timers()
                    waiting.pop(self, None)
                    self.transport.write(_431)
                    self.transport.close()
                    return
            super().data_received(data)
            if self._in_body and self._body_timer is None and not self.transport.is_closing():
                self._body_timer = self.loop.call_at(
                    self._body_start + min(limits.body_grace, limits.body_timeout),
                    self._check_body,
                )  # a body still to come: its deadline and rate

        def on_headers_complete(self) -> None:
            self._in_head = False
            self._cancel_timers()
            self._in_body, self._body_bytes = True, 0
            self._body_start = self.loop.time()
            self._hold = self._small_body()
            super().on_headers_complete()

        def _small_body(self) -> bool:
            """A body announced within ``max_body_bytes``: the application is started once it
            has all arrived (a slow sender then costs no task, and closing it no exception).
            Not with ``Expect: 100-continue`` (the client waits for the application to read)."""
            if self.expect_100_continue:
                return False
            for name, value in self.headers:
                if name == b"content-length":
                    return value.isdigit() and 0 < int(value) <= limits.max_body_bytes
            return False

        def _start_asgi_task(self, cycle: Any, app: Any) -> None:
            if self._in_body and self._hold and cycle is self.cycle:
                self._held = (cycle, app)  # started by on_message_complete
                return
            super()._start_asgi_task(cycle, app)

        def on_body(self, body: bytes) -> None:
            self._body_bytes += len(body)
            super().on_body(body)

        def on_message_complete(self) -> None:
            self._in_body = False
            self._cancel_timers()
            waiting.pop(self, None)
            if self.cycle is not None and self.cycle.response_complete and not self.pipeline:
                # answered before its body had arrived (a 405): now the next request's head
                if not self.transport.is_closing():
                    self._wait_for_head()
            super().on_message_complete()
            held, self._held = self._held, None
            if held is not None:
                super()._start_asgi_task(*held)

        def shutdown(self) -> None:
            if self in waiting:  # the server stops: a request still arriving is not waited for
                waiting.pop(self, None)
                self._cancel_timers()
                self.transport.abort()
                return
            super().shutdown()

        def on_response_complete(self) -> None:
            queued = bool(self.pipeline)  # the next request's head is already read
            super().on_response_complete()
            if not queued and not self._in_body and not self.transport.is_closing():
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
