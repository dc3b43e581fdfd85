"""Continuous push during the event (issue 41 §2): the site on the web host follows the
tournament, like the venue's live page follows it.

A :class:`LivePusher` watches :func:`~figs_td.services.publish.site_revision` (the audit
counter: every write, any desk, any program) and, once the tournament has been quiet for
``quiet`` seconds — but never later than ``longest`` seconds after the first change not yet
on the host — renders the static site (:func:`~figs_td.web.site.render_site`, the same files
``publish`` writes) off the request path and hands it to the push engine, which sends only the
pages whose fingerprint differs from the host's manifest. With the defaults (8 s of quiet, at
most 45 s, a look every second) the public site is current well within a minute of a result.

Offline: a lost connection (:class:`~figs_td.services.push.PushLost`) is retried with a
growing pause (5, 10, 20, 40, then every 60 s); the next push that gets through sends whatever
changed meanwhile, since the engine compares with the host's own manifest. A refusal
(:class:`~figs_td.services.push.PushRefused`: wrong password, no permission, full disk) stops
the retries until the settings change (:meth:`LivePusher.change_target`): retrying would not
help and a host may lock an account after a few wrong passwords.

The clock is injected (``clock``: seconds, monotonic; ``wall``: the time shown on the status
line), so that the tests drive :meth:`LivePusher.tick` by hand.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from figs_td.services.push import PushError, PushLost, PushRefused, PushTarget

if TYPE_CHECKING:
    from figs_td.services.push import Transport
    from figs_td.store import Store

QUIET = 8.0  # seconds without a change before a push
LONGEST = 45.0  # seconds after the first change not yet pushed: a push even if changes go on
POLL = 1.0  # seconds between two looks at the tournament's revision
RETRY = (5.0, 10.0, 20.0, 40.0, 60.0)  # pauses after a lost connection (the last one repeats)

#: the states shown to the director
STARTING = "in attesa"
PUSHING = "in corso"
CURRENT = "aggiornato"
OFFLINE = "in attesa di rete"
FAILED = "errore"


@dataclass(frozen=True)
class PushStatus:
    """What the status line shows. ``last_upload``: the wall time (seconds since the epoch) of
    the last push that reached the host; ``sent``: files sent (or removed) by that push;
    ``total``: files sent since the pusher started; ``error``: the last error, in Italian ("" when
    the last push went through)."""

    target: str
    state: str = STARTING
    last_upload: float | None = None
    sent: int = 0
    total: int = 0
    error: str = ""
    retry_in: float | None = None  # seconds to the next try after a lost connection

    def line(self) -> str:
        """One line for the console and the window's status line (Italian)."""
        parts = [f"Sito web {self.target}: {self.state}"]
        if self.last_upload is not None:
            clock = time.strftime("%H:%M:%S", time.localtime(self.last_upload))
            parts.append(f"ultimo invio alle {clock}, {self.sent} file inviati")
        if self.error:
            parts.append(self.error)
        if self.retry_in is not None and self.state == OFFLINE:
            parts.append(f"nuovo tentativo fra {self.retry_in:.0f} s")
        return " — ".join(parts)


def report_count(report: Any) -> int:
    """Files a :class:`~figs_td.services.push.engine.PushReport` sent or removed."""
    sent = getattr(report, "uploaded", ())
    removed = getattr(report, "removed", ())
    return len(sent) + len(removed)


def site_files(store: Store, cache: Any = None) -> dict[str, bytes]:
    """Every file ``publish`` writes for the tournament, by name (the feeds too). ``cache``: a
    :class:`~figs_td.services.publish.SiteCache` kept between pushes (only the rounds that a
    change touched are prepared again)."""
    from figs_td.core.model import System
    from figs_td.services.publish import load_site
    from figs_td.web.site import render_site

    site = load_site(store, cache)
    if cache is not None and site.duplicate is None and site.state.system is not System.DUPLICATE:
        from figs_td.services.exchange.tsh_js import tourney_js_text

        site = replace(site, feeds={"tourney.js": tourney_js_text(store).encode("utf-8")})
    return render_site(site)


class LivePusher:
    """Pushes one tournament's site to one host whenever it changes (see the module).

    ``store``: an open tournament (the pusher only reads it). ``connect``: opens a transport
    (default: :func:`~figs_td.services.push.transports.open_transport` with ``secret``).
    ``push``: the engine's ``push_files`` (replaceable in tests). ``on_status``: called with each
    new :class:`PushStatus` (from the pusher's thread when :meth:`start` ran it)."""

    def __init__(
        self,
        store: Store,
        target: PushTarget,
        secret: str | None = None,
        *,
        connect: Callable[[], Transport] | None = None,
        push: Callable[..., Any] | None = None,
        render: Callable[[], dict[str, bytes]] | None = None,
        on_status: Callable[[PushStatus], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
        wall: Callable[[], float] = time.time,
        quiet: float = QUIET,
        longest: float = LONGEST,
        poll: float = POLL,
        retry: tuple[float, ...] = RETRY,
    ) -> None:
        self.store = store
        self.target = target
        self.secret = secret
        self._connect = connect
        self._push = push
        self._render = render
        self.on_status = on_status
        self.clock, self.wall = clock, wall
        self.quiet, self.longest, self.poll, self.retry = quiet, longest, poll, retry
        self._cache: Any = None
        self.seen: int | None = None  # the revision last seen
        self.pending_since: float | None = clock()  # the first change not on the host yet
        self.last_change: float = -quiet  # a first push at once: the host may be behind
        self.retry_at: float | None = None
        self.failures = 0
        self.refused = False
        self.pushes = 0  # pushes attempted (the tests count them)
        self.status = PushStatus(target.display())
        self._lock = threading.Lock()  # tick() against change_target() from another thread
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._owns_store = False

    # -- the state machine -------------------------------------------------------------------

    def _set(self, **changes: Any) -> None:
        new = replace(self.status, **changes)
        if new != self.status:
            self.status = new
            if self.on_status is not None:
                self.on_status(new)

    def _revision(self) -> int:
        from figs_td.services.publish import site_revision

        return site_revision(self.store)

    def tick(self) -> bool:
        """Look at the tournament once and push when due; True when a push was attempted."""
        with self._lock:
            now = self.clock()
            rev = self._revision()
            if rev != self.seen:
                if self.seen is not None:  # a change (the first look only records)
                    self.last_change = now
                    if self.pending_since is None:
                        self.pending_since = now
                self.seen = rev
            if self.refused or self.pending_since is None:
                return False
            if self.retry_at is not None:
                if now < self.retry_at:  # the status keeps the pause it said (no line a second)
                    return False
            elif now - self.last_change < self.quiet and now - self.pending_since < self.longest:
                return False
            self._push_now(now)
            return True

    def _push_now(self, now: float) -> None:
        self.pushes += 1
        self._set(state=PUSHING, retry_in=None)
        rev = self._revision()
        try:
            files = self._files()
            transport = self._open()
            try:
                report = self._engine()(files, transport)
            finally:
                transport.close()
        except PushRefused as exc:
            self.refused = True
            self.retry_at = None
            self._set(state=FAILED, error=str(exc), retry_in=None)
            return
        except (PushLost, PushError, OSError) as exc:
            self._lost(now, str(exc) if isinstance(exc, PushError) else _os_message(exc))
            return
        except Exception as exc:  # noqa: BLE001 - a tournament that cannot be read now: later
            from figs_td.errors import FigsError

            if not isinstance(exc, FigsError):
                raise
            self._lost(now, str(exc), state=FAILED)
            return
        self.failures = 0
        self.retry_at = None
        if rev == self.seen:
            self.pending_since = None
        count = report_count(report)
        self._set(state=CURRENT, last_upload=self.wall(), sent=count,
                  total=self.status.total + count, error="", retry_in=None)  # fmt: skip

    def _lost(self, now: float, message: str, state: str = OFFLINE) -> None:
        pause = self.retry[min(self.failures, len(self.retry) - 1)]
        self.failures += 1
        self.retry_at = now + pause
        self._set(state=state, error=message, retry_in=pause)

    def _files(self) -> dict[str, bytes]:
        if self._render is not None:
            return self._render()
        if self._cache is None:
            from figs_td.services.publish import SiteCache

            self._cache = SiteCache()
        return site_files(self.store, self._cache)

    def _open(self) -> Transport:
        if self._connect is not None:
            return self._connect()
        from figs_td.services.push.transports import open_transport

        return open_transport(self.target, self.secret)

    def _engine(self) -> Callable[..., Any]:
        if self._push is not None:
            return self._push
        from figs_td.services.push.engine import push_files

        return push_files

    def change_target(
        self,
        target: PushTarget,
        secret: str | None,
        connect: Callable[[], Transport] | None = None,
    ) -> None:
        """New settings (another URL, a new password): a refusal is forgotten and the next
        tick pushes at once."""
        with self._lock:
            self.target, self.secret = target, secret
            self._connect = connect
            self.refused = False
            self.retry_at = None
            self.failures = 0
            self.pending_since = self.clock()
            self.last_change = self.pending_since - self.quiet
            self._set(target=target.display(), state=STARTING, error="", retry_in=None)

    def push_soon(self) -> None:
        """*Invia ora*: the next tick pushes, without waiting for quiet or a pending retry."""
        with self._lock:
            now = self.clock()
            self.pending_since = self.pending_since if self.pending_since is not None else now
            self.last_change = now - self.quiet
            self.retry_at = None
            self.refused = False

    @classmethod
    def open(cls, source: str, target: PushTarget, secret: str | None, **kw: Any) -> LivePusher:
        """A pusher with a connection of its own to the tournament (``source``: the file or
        the database URL, as :func:`~figs_td.services.publish.store_source` gives it), closed
        by :meth:`stop`: the window's desk keeps its own."""
        from figs_td.services.tournament import open_tournament

        pusher = cls(open_tournament(source), target, secret, **kw)
        pusher._owns_store = True
        return pusher

    # -- on a thread -------------------------------------------------------------------------

    def run(self, stop: threading.Event) -> None:
        """Tick every ``poll`` seconds until ``stop`` is set (then an own store is closed)."""
        try:
            while not stop.is_set():
                try:
                    self.tick()
                except Exception as exc:  # noqa: BLE001 - the pusher never dies silently
                    self._set(state=FAILED, error=f"errore inatteso: {exc}")
                stop.wait(self.poll)
        finally:
            self._close_store()

    def _close_store(self) -> None:
        with self._lock:
            if self._owns_store:
                self._owns_store = False
                self.store.close()

    def start(self) -> None:
        """Run on a thread of its own (a daemon: it never keeps the program open)."""
        if self._thread is not None:
            return
        self._stop.clear()
        self._thread = threading.Thread(
            target=self.run, args=(self._stop,), name="figs-push", daemon=True
        )
        self._thread.start()

    def request_stop(self) -> None:
        """Ask the thread to stop and return at once (the window never waits for a push)."""
        self._stop.set()

    def stop(self, timeout: float = 30.0) -> None:
        """Stop the thread (a push under way finishes: the host never keeps half a page)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None
        else:
            self._close_store()


def _os_message(exc: OSError) -> str:
    from figs_td.errors import describe_os_error

    return describe_os_error(exc, action="inviare il sito")
