"""The read-only live server: the site's pages straight from the tournament, refreshed by push.

- Only GET and HEAD; every other method gets 405 — except, with self-entry on, the players'
  forms under ``/g/`` (:mod:`figs_td.web.player_web`). URLs are looked up among the site's page
  names (a fixed pattern, no folder): no file on disk is ever opened from a URL.
- Bounded against hostile clients (:mod:`figs_td.web.guard`): header timeout and size (431),
  connections per address and in all, event streams per address and in all (503 for a new
  stream while pages still answer). Logging goes to no standard stream (the Windows program
  without a console has ``sys.stdout = None``).
- A watcher polls :func:`~figs_td.services.publish.site_revision` every ``poll`` seconds (a
  count of audit entries: every write anywhere — window, CLI, another desk — adds one); when it
  changes the data are prepared again, the most viewed pages rendered, and every open page told
  through Server-Sent Events (``/eventi``); ``/revisione`` answers the same to pages that poll.
- Requests never touch the database: they read the pages prepared for the current revision.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import re
import signal
import socket
import threading
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from figs_td.services.publish import SiteCache, SiteData, load_site, site_revision
from figs_td.web.guard import Limits, StreamSlots
from figs_td.web.pages import ASSETS, Pages

if TYPE_CHECKING:
    from figs_td.store.store import Store

log = logging.getLogger("figs_td.web")

SECURITY_HEADERS = [
    (
        b"content-security-policy",
        b"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        b"connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    ),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
    (b"permissions-policy", b"camera=(), microphone=(), geolocation=(), interest-cohort=()"),
]
ALIASES = {
    "favicon.ico": "icona.svg",
    "": "index.html",
    "proiettore": "proiettore.html",
    "classifica": "classifica.html",
}
_NAME = re.compile(r"^[a-z0-9-]{1,40}\.(html|css|js|svg)$")
HOT = ("index.html", "classifica.html", "proiettore.html")  # rendered ahead after each change
HEARTBEAT_S = 15.0
WAKE_S = 0.5  # how often an open stream checks that the server is stopping
# Connections the system may hold before the server accepts them: a laptop opening connections
# again as fast as they are closed (issue 37) overflowed 512 — a phone's connection then dropped
# and tried again a second later. The system caps it (Linux: net.core.somaxconn, 4096).
BACKLOG = 2048


@dataclass
class Snapshot:
    """The pages of one revision, rendered on first request and kept."""

    revision: int
    pages: Pages
    cache: dict[str, tuple[bytes, str]] = field(default_factory=dict)  # name → (body, etag)
    pending: dict[str, asyncio.Future[tuple[bytes, str] | None]] = field(default_factory=dict)
    missing: set[str] = field(default_factory=set)

    def render(self, name: str) -> tuple[bytes, str] | None:
        """Render ``name`` (any thread); None when the site has no such page."""
        hit = self.cache.get(name)
        if hit is None:
            body = self.pages.render(name)
            if body is None:
                return None
            hit = (body, _etag(body))
            self.cache[name] = hit
        return hit


def _etag(body: bytes) -> str:
    return '"' + hashlib.blake2b(body, digest_size=12).hexdigest() + '"'


class LiveSite:
    """The current pages of a tournament and the change notifications."""

    def __init__(self, store: Store, *, url: str = "", poll: float = 0.2) -> None:
        self.store = store
        self.url = url
        self.poll = poll
        self.snapshot: Snapshot | None = None
        self.changed = asyncio.Event()
        self.errors = 0
        self.closing = False  # set by the server's owner: open streams end
        self.cache = SiteCache()

    # -- data ----------------------------------------------------------------------------------

    def _prepare(self) -> Snapshot:
        site: SiteData = load_site(self.store, self.cache)
        snap = Snapshot(site.revision, Pages(site, live=True))
        for name in self.hot_pages(snap):  # ready before the phones are told (no herd waiting)
            snap.render(name)
        return snap

    @staticmethod
    def hot_pages(snap: Snapshot) -> list[str]:
        """The pages most phones ask for right after a change."""
        hot = list(HOT)
        last = snap.pages.site.last
        if last:
            hot.append(f"turno-{last.number}.html")
        return hot

    async def page(self, name: str) -> tuple[bytes, str] | None:
        """A page of the current revision; rendered off the event loop, once per revision."""
        from starlette.concurrency import run_in_threadpool

        snap = self.snapshot
        if snap is None or name in snap.missing:
            return None
        hit = snap.cache.get(name)
        if hit is not None:
            return hit
        waiting = snap.pending.get(name)
        if waiting is None:
            waiting = asyncio.get_running_loop().create_future()
            snap.pending[name] = waiting
            try:
                result = await run_in_threadpool(snap.render, name)
            except Exception as exc:  # noqa: BLE001 - every waiter gets the error
                snap.pending.pop(name, None)
                waiting.set_exception(exc)
                raise
            if result is None:
                snap.missing.add(name)
            snap.pending.pop(name, None)
            waiting.set_result(result)
            return result
        return await asyncio.shield(waiting)

    async def refresh_once(self) -> bool:
        """Check the revision; prepare the pages again when it changed. True if it did."""
        from starlette.concurrency import run_in_threadpool

        rev = await run_in_threadpool(site_revision, self.store)
        if self.snapshot is not None and rev == self.snapshot.revision:
            return False
        snap = await run_in_threadpool(self._prepare)
        self.snapshot = snap
        old, self.changed = self.changed, asyncio.Event()
        old.set()
        return True

    async def watch(self) -> None:
        while True:
            try:
                await self.refresh_once()
                self.errors = 0
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - keep serving the last good pages
                self.errors += 1
                if self.errors in (1, 10, 100):
                    log.warning("aggiornamento non riuscito: %s", exc)
            await asyncio.sleep(self.poll)

    async def events(self) -> AsyncIterator[bytes]:
        """The Server-Sent Events stream: the revision now, then at every change."""
        yield b"retry: 2000\n\n"
        sent = None
        quiet = 0.0
        while not self.closing:
            snap = self.snapshot
            if snap is not None and snap.revision != sent:
                sent = snap.revision
                quiet = 0.0
                yield f"event: revisione\ndata: {sent}\n\n".encode()
            try:
                await asyncio.wait_for(self.changed.wait(), WAKE_S)
            except TimeoutError:
                quiet += WAKE_S
                if quiet >= HEARTBEAT_S:  # keeps proxies and phones from dropping the line
                    quiet = 0.0
                    yield b": attivo\n\n"


class _Guard:
    """ASGI middleware: GET/HEAD only (and the players' POSTs under ``/g/`` when self-entry is
    on), security headers on every response (a page that sets one of them itself keeps its own)."""

    def __init__(self, app: Any, *, posts: bool = False) -> None:
        from starlette.requests import ClientDisconnect

        self.app = app
        self.posts = posts
        self.disconnected = ClientDisconnect

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        post_ok = self.posts and scope["method"] == "POST" and scope["path"].startswith("/g/")
        if scope["method"] not in ("GET", "HEAD") and not post_ok:
            body = "metodo non consentito: il sito è di sola lettura\n".encode()
            await send(
                {
                    "type": "http.response.start",
                    "status": 405,
                    "headers": [
                        (b"allow", b"GET, HEAD"),
                        (b"content-type", b"text/plain; charset=utf-8"),
                        (b"content-length", str(len(body)).encode()),
                        *SECURITY_HEADERS,
                    ],
                }
            )
            await send({"type": "http.response.body", "body": body})
            return

        async def send_with_headers(message: Any) -> None:
            if message["type"] == "http.response.start":
                message = dict(message)
                own = list(message.get("headers", []))
                set_here = {k.lower() for k, _v in own}
                extra = [(k, v) for k, v in SECURITY_HEADERS if k not in set_here]
                message["headers"] = [*own, *extra]
            await send(message)

        try:
            await self.app(scope, receive, send_with_headers)
        except self.disconnected:
            # The connection was closed while its body arrived (the body's deadline, or room
            # made for a newer connection): nobody to answer and nothing to log.
            return


def create_app(live: LiveSite, *, limits: Limits | None = None, self_entry: Any = None) -> Any:
    """The ASGI application of the live site; ``self_entry``: the players' pages
    (:class:`figs_td.web.player_web.SelfEntryPages`) or None."""
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import PlainTextResponse, Response, StreamingResponse
    from starlette.routing import Route

    def not_found() -> Response:
        return PlainTextResponse("pagina inesistente\n", status_code=404)

    async def page(request: Request) -> Response:
        name = request.path_params.get("name", "")
        name = ALIASES.get(name, name)
        if not _NAME.match(name):
            return not_found()
        if live.snapshot is None:
            return PlainTextResponse("il sito si sta preparando, riprovare fra poco\n", 503,
                                     headers={"retry-after": "1"})  # fmt: skip
        hit = await live.page(name)
        if hit is None:
            return not_found()
        body, etag = hit
        kind = ASSETS.get(name, "text/html; charset=utf-8")
        headers = {"etag": etag, "cache-control": "no-cache"}
        if request.headers.get("if-none-match") == etag:
            return Response(status_code=304, headers=headers)
        return Response(body, media_type=kind, headers=headers)

    async def revision(request: Request) -> Response:
        snap = live.snapshot
        return PlainTextResponse(
            str(snap.revision if snap else ""), headers={"cache-control": "no-store"}
        )

    slots = StreamSlots(limits or Limits())

    async def events(request: Request) -> Response:
        address = request.client.host if request.client else ""
        if not slots.take(address):
            return PlainTextResponse(
                "troppi aggiornamenti aperti: la pagina si aggiorna ricaricandola\n", 503,
                headers={"retry-after": "30"},
            )  # fmt: skip

        async def stream() -> AsyncIterator[bytes]:
            try:
                async for chunk in live.events():
                    yield chunk
            finally:
                slots.give_back(address)

        return StreamingResponse(
            stream(),
            media_type="text/event-stream",
            headers={"cache-control": "no-store", "x-accel-buffering": "no"},
        )

    async def qr(request: Request) -> Response:
        from figs_td.web.poster import qr_svg

        return Response(qr_svg(live.url or str(request.base_url)), media_type="image/svg+xml")

    async def poster(request: Request) -> Response:
        from starlette.concurrency import run_in_threadpool

        from figs_td.errors import InputError
        from figs_td.web.poster import poster_pdf

        snap = live.snapshot
        title = snap.pages.site.event.name if snap else ""
        try:
            data = await run_in_threadpool(poster_pdf, live.url or str(request.base_url), title)
        except InputError as exc:  # a loopback address: no phone would reach it
            return PlainTextResponse(f"{exc}\n", status_code=409)
        return Response(data, media_type="application/pdf")

    @contextlib.asynccontextmanager
    async def lifespan(app: Any) -> AsyncIterator[None]:
        try:
            await live.refresh_once()
        except Exception as exc:  # noqa: BLE001 - the watcher retries
            log.warning("primo caricamento non riuscito: %s", exc)
        task = asyncio.create_task(live.watch())
        try:
            yield
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    routes = [*(self_entry.routes() if self_entry is not None else [])]
    routes += [
        Route("/eventi", events, methods=["GET", "HEAD"]),
        Route("/revisione", revision, methods=["GET", "HEAD"]),
        Route("/qr.svg", qr, methods=["GET", "HEAD"]),
        Route("/manifesto.pdf", poster, methods=["GET", "HEAD"]),
        Route("/", page, methods=["GET", "HEAD"]),
        Route("/{name}", page, methods=["GET", "HEAD"]),
    ]
    return _Guard(Starlette(routes=routes, lifespan=lifespan), posts=self_entry is not None)


def bind(host: str, port: int) -> socket.socket:
    """A listening socket; an Italian error when the port is taken or the address is wrong."""
    from figs_td.errors import InputError

    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(BACKLOG)
    except OSError as exc:
        sock.close()
        if exc.errno in (98, 48, 10048):
            raise InputError(
                f"la porta {port} è già in uso: sceglierne un'altra con --port"
            ) from exc
        raise InputError(f"impossibile aprire {host}:{port}: {exc.strerror or exc}") from exc
    sock.set_inheritable(True)
    return sock


class LiveServer:
    """A live server on its own thread (the window and the tests); :meth:`stop` ends it."""

    def __init__(self, source: str, host: str = "127.0.0.1", port: int = 8080, *,
                 poll: float = 0.2, self_entry: bool = False,
                 tls: tuple[str, str] | list[str] | None = None,
                 limits: Limits | None = None, proxies: Sequence[str] = ()) -> None:  # fmt: skip
        """``proxies``: the addresses of the reverse proxies the server is behind (``serve
        --behind-proxy``); their ``X-Forwarded-For`` is believed, nobody else's (by default no
        one's: a client on this very machine would otherwise escape the per-address limits)."""
        from figs_td.store import open_store

        self.source = source
        self.limits = limits or Limits()
        self.tls = _check_tls(tls)
        self.proxies = check_proxies(proxies)
        self.store = open_store(source)
        self.players: Any = None
        try:
            if self_entry:
                from figs_td.web.player_web import SelfEntryPages

                self.players = SelfEntryPages(source, limits=self.limits, secure=bool(tls),
                                              site=self._site_info)  # fmt: skip
            self.sock = bind(host, port)
        except BaseException:
            self.store.close()
            if self.players is not None:
                self.players.close()
            raise
        self.host, self.port = self.sock.getsockname()[:2]
        scheme = "https" if self.tls else "http"
        self.url = f"{scheme}://{host_for_url(self.host)}:{self.port}/"
        self.live = LiveSite(self.store, url=self.url, poll=poll)
        self._server: Any = None
        self._thread: threading.Thread | None = None

    def _site_info(self) -> tuple[str, int] | None:
        """The live pages' event name and revision (None until they are ready)."""
        snap = self.live.snapshot
        return (snap.pages.site.event.name, snap.revision) if snap is not None else None

    def _make_server(self, interrupted: threading.Event | None = None) -> Any:
        import uvicorn

        live = self.live

        class _Server(uvicorn.Server):
            def handle_exit(self, sig: int, frame: Any) -> None:
                live.closing = True  # Ctrl+C: open event streams end, the server stops at once
                super().handle_exit(sig, frame)

            async def startup(self, sockets: Any = None) -> None:
                await super().startup(sockets=sockets)
                if interrupted is not None and interrupted.is_set():
                    # Ctrl+C before uvicorn took the signal over: stop now, never serve on.
                    self.handle_exit(signal.SIGINT, None)

        from figs_td.web.guard import guarded_protocol

        configure_logging()
        tls = {"ssl_certfile": self.tls[0], "ssl_keyfile": self.tls[1]} if self.tls else {}
        config = uvicorn.Config(
            create_app(self.live, limits=self.limits, self_entry=self.players),
            http=guarded_protocol(self.limits, self.proxies),
            # X-Forwarded-For only from a proxy named by --behind-proxy: uvicorn believes it from
            # 127.0.0.1 by default, and a client on this machine then had any address it liked.
            proxy_headers=bool(self.proxies),
            forwarded_allow_ips=list(self.proxies) or None,
            log_config=None,  # uvicorn's own configuration writes to sys.stdout/stderr
            log_level="warning",
            access_log=False,  # no URL is logged (and a code is never in one)
            lifespan="on",
            timeout_graceful_shutdown=1,
            timeout_keep_alive=int(self.limits.idle_timeout),
            limit_concurrency=None,  # bounded by guard.Limits: pages answer while streams wait
            backlog=BACKLOG,
            **tls,
        )
        return _Server(config)

    def serve_forever(self, interrupted: threading.Event | None = None) -> None:
        """Run in this thread until interrupted (Ctrl+C). ``interrupted``: set by the caller's
        own Ctrl+C handler during the start-up (see ``figs-td serve``); a Ctrl+C seen there
        stops the server as soon as it has started, whatever swallowed the exception."""
        self._server = self._make_server(interrupted)
        try:
            self._server.run(sockets=[self.sock])
        finally:
            self.close()

    def start(self) -> str:
        """Start on a background thread; return the URL once the first pages are ready."""
        import time

        self._server = self._make_server()
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [self.sock]}, name="figs-live", daemon=True
        )
        self._thread.start()
        deadline = time.monotonic() + 30
        while not self._server.started and time.monotonic() < deadline:
            if not self._thread.is_alive():
                break
            time.sleep(0.02)
        if not self._server.started:
            self.stop()
            from figs_td.errors import InputError

            raise InputError("il server della pagina live non è partito")
        return self.url

    def stop(self) -> None:
        self.live.closing = True
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=10)
            self._thread = None
        self.close()

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.close()
        with contextlib.suppress(Exception):
            self.store.close()
        if self.players is not None:
            with contextlib.suppress(Exception):
                self.players.close()


def configure_logging() -> None:
    """Warnings of the server and of uvicorn to the standard error when there is one, to nowhere
    otherwise (the no-console Windows program: ``sys.stderr`` and ``sys.stdout`` are None)."""
    import sys

    for name in ("figs_td.web", "uvicorn", "uvicorn.error", "uvicorn.access"):
        logger = logging.getLogger(name)
        logger.propagate = False
        for h in list(logger.handlers):
            if getattr(h, "_figs_td", False):
                logger.removeHandler(h)
        handler: logging.Handler
        if name != "uvicorn.access" and sys.stderr is not None:
            handler = logging.StreamHandler(sys.stderr)
            handler.setFormatter(logging.Formatter("%(levelname)s: %(message)s"))
        else:
            handler = logging.NullHandler()
        handler._figs_td = True  # type: ignore[attr-defined]
        logger.addHandler(handler)


def _check_tls(tls: tuple[str, str] | list[str] | None) -> tuple[str, str] | None:
    """The certificate and key files of ``--tls``, checked readable (an Italian error)."""
    if not tls:
        return None
    import ssl
    from pathlib import Path

    from figs_td.errors import InputError

    cert, key = str(tls[0]), str(tls[1])
    for name in (cert, key):
        if not Path(name).is_file():
            raise InputError(f"--tls: file non trovato: '{name}'")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(cert, key)
    except (ssl.SSLError, OSError, ValueError) as exc:
        raise InputError(
            f"--tls: certificato '{cert}' o chiave '{key}' non validi: servono il certificato "
            "e la sua chiave privata, file PEM, che si corrispondono"
        ) from exc
    return cert, key


def check_proxies(proxies: Sequence[str]) -> tuple[str, ...]:
    """The proxies' addresses of ``--behind-proxy``, written as the server sees them (an Italian
    error for anything that is not an IP address)."""
    import ipaddress

    from figs_td.errors import InputError

    checked = []
    for text in proxies:
        try:
            checked.append(str(ipaddress.ip_address(str(text).strip())))
        except ValueError:
            raise InputError(
                f"--behind-proxy: '{str(text)[:60]}' non è un indirizzo IP: serve l'indirizzo da "
                "cui il proxy si collega a questo server, per esempio 127.0.0.1"
            ) from None
    return tuple(checked)


def host_for_url(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def lan_address() -> str:
    """This machine's address on the local network (the interface of the default route)."""
    from figs_td.errors import InputError

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the interface
            addr = str(s.getsockname()[0])
        except OSError:
            addr = ""
    if not addr or addr.startswith("127.") or addr == "0.0.0.0":
        raise InputError("nessuna rete locale trovata: collegare il computer alla rete del locale")
    return addr
