"""The players' self-entry pages of the live server (``serve --self-entry``), under ``/g``.

This module only translates HTTP: every decision is a call into
:mod:`figs_td.services.self_entry.phones` (the same use cases as every desk), run off the event loop
on a store of its own, one call at a time.

- ``GET /g``: the player's page (signed in by a cookie) or the sign-in form. The QR code on
  the slip opens ``/g#CODE``: the fragment stays in the phone, the page's script posts it to
  ``POST /g/accedi`` — a code is never in a URL the server (or a proxy) logs.
- The cookie holds a session token (``ID.HMAC(code)``, never the code), ``HttpOnly``,
  ``SameSite=Lax``, ``Secure`` under TLS; it opens that player's page only: no page takes a
  player's number from the request.
- Every POST: at most :attr:`Limits.max_body_bytes`, from this site (``Origin``/``Referer``
  and ``Sec-Fetch-Site`` checked) and, once signed in, with the page's token (HMAC of the
  session). Wrong codes are limited per address (:class:`~figs_td.web.guard.CodeAttempts`),
  reports per signed-in player (:class:`ReportRate`, issue 37: 10 a minute).
- A refused report keeps the digits typed; a phone signed in as one player that opens another
  player's QR is asked, in one tap, whether to change player (``POST /g/cambia``).
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import threading
import time
from collections import OrderedDict
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, urlsplit

from figs_td.errors import FigsError
from figs_td.web.guard import CodeAttempts, Limits
from figs_td.web.player_texts import TEXTS, language

if TYPE_CHECKING:
    from figs_td.store.store import Store

COOKIE = "figs_g"
CODES_KEPT_S = 5.0
CSP = (
    b"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    b"connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
_MESSAGES = {"entered": "fatto", "pending": "fatto", "closed": "fatto", "queued": "avviso",
             "flagged": "avviso", "contested": "avviso", "present": "fatto"}  # fmt: skip


def _template() -> Any:
    from figs_td.web.pages import _env  # the site's Jinja2 environment (autoescape, strict)

    return _env().get_template("telefono.html")


@functools.cache
def _static(name: str) -> bytes:
    from importlib import resources

    return (resources.files("figs_td.web") / "static" / name).read_bytes()


def csrf_token(session: str) -> str:
    return hmac.new(session.encode(), b"figs-td modulo", hashlib.sha256).hexdigest()[:32]


class SelfEntryPages:
    """The ``/g`` routes of one live server."""

    def __init__(self, source: str, *, limits: Limits, secure: bool, site: Any = None) -> None:
        from figs_td.store import open_store

        self.reader: Store = open_store(source)
        try:
            self.writer: Store = open_store(source)
        except BaseException:
            self.reader.close()
            raise
        self.limits = limits
        self.secure = secure
        self.site = site  # () -> (event name, revision) of the live pages, or None
        self.attempts = CodeAttempts(limits)
        self.report_rate = ReportRate(limits)
        # Pages read on one store, reports write on another: a report never queues behind the
        # pages of 200 phones (SQLite readers never wait for the writer). One call at a time on
        # each: the store's kept reads are not shared across threads.
        self._read_lock = threading.Lock()
        self._write_lock = threading.Lock()
        self._codes_seen: tuple[int, float, dict[int, str]] | None = None

    def close(self) -> None:
        self.reader.close()
        self.writer.close()

    # -- store calls, off the event loop --------------------------------------------------------
    async def _call(self, fn: Any, *args: Any, write: bool = False, **kw: Any) -> Any:
        from starlette.concurrency import run_in_threadpool

        lock = self._write_lock if write else self._read_lock
        store = self.writer if write else self.reader

        def locked() -> Any:
            with lock:
                return fn(store, *args, **kw)

        return await run_in_threadpool(locked)

    async def _codes(self) -> dict[int, str]:
        """Player → code, read again whenever the tournament changed (a code made or replaced
        is a change: it is audited) and at least every :data:`CODES_KEPT_S` seconds (should the
        live pages stop following the changes)."""
        from figs_td.services.self_entry.codes import codes_by_player

        _event, revision = await self._site()
        now = time.monotonic()
        seen = self._codes_seen
        if seen is None or seen[0] != revision or now - seen[1] > CODES_KEPT_S:
            seen = self._codes_seen = (revision, now, await self._call(codes_by_player))
        return seen[2]

    async def _site(self) -> tuple[str, int]:
        """The event's name and the revision of the live pages; read from the store until the
        live pages are ready."""
        info = self.site() if self.site is not None else None
        if info is not None:
            return info
        from figs_td.services.publish import site_revision, tournament_name

        def read(store: Store) -> tuple[str, int]:
            return tournament_name(store), site_revision(store)

        return await self._call(read)

    # -- requests ----------------------------------------------------------------------------
    def routes(self) -> list[Any]:
        from starlette.routing import Route

        return [
            Route("/g", self.page, methods=["GET", "HEAD"]),
            Route("/g/telefono.css", self.asset, methods=["GET", "HEAD"]),
            Route("/g/telefono.js", self.asset, methods=["GET", "HEAD"]),
            Route("/g/accedi", self.sign_in, methods=["POST"]),
            Route("/g/segnala", self.report, methods=["POST"]),
            Route("/g/conferma", self.confirm, methods=["POST"]),
            Route("/g/contesta", self.contest, methods=["POST"]),
            Route("/g/problema", self.problem, methods=["POST"]),
            Route("/g/esci", self.sign_out, methods=["POST"]),
            Route("/g/presente", self.present, methods=["POST"]),
            Route("/g/cambia", self.switch, methods=["POST"]),
        ]

    async def asset(self, request: Any) -> Any:
        from starlette.responses import Response

        name = request.url.path.rsplit("/", 1)[-1]
        kind = "text/css" if name.endswith(".css") else "text/javascript"
        return Response(_static(name), media_type=f"{kind}; charset=utf-8",
                        headers={"cache-control": "no-cache"})  # fmt: skip

    async def _player(self, request: Any) -> tuple[int | None, str]:
        from figs_td.services.self_entry.codes import player_of_token

        token = request.cookies.get(COOKIE, "")
        if not token or len(token) > 64:
            return None, ""
        pid = player_of_token(await self._codes(), token)
        return pid, token if pid else ""

    async def _render(self, request: Any, pid: int | None, session: str, *, status: int = 200,
                      message: str = "", kind: str = "avviso", typed: tuple[str, ...] | None = None,
                      switch: tuple[str, str] | None = None) -> Any:  # fmt: skip
        """The player's page (or the sign-in form); ``typed``: the scores he had typed in a
        refused report, shown again; ``switch``: (name, code) of another player whose QR this
        phone opened."""
        from starlette.responses import HTMLResponse

        from figs_td.services.self_entry.phones import player_view

        lang = language(request.headers.get("accept-language", ""))
        t = TEXTS[lang]

        def read(store: Store) -> tuple[Any, int, str]:
            from figs_td.services.publish import site_revision
            from figs_td.services.registration.checkin import phone_state

            # The revision of the data shown, read with them: the page's script reloads only
            # for a later one (the live pages' revision may still be the one before a report).
            view = player_view(store, pid) if pid else None
            return view, site_revision(store), (phone_state(store, pid) if pid else "")

        view, revision, checkin = await self._call(read)
        if typed is not None and (view is None or typed[2:] != (str(view.round), str(view.table))):
            typed = None  # typed for another game (a round paired meanwhile): not carried over
        event, _live_revision = await self._site()
        appeal = ""
        if view is not None and view.appeal_until is not None:
            appeal = view.appeal_until.astimezone().strftime("%H:%M")
        if not message:
            key = request.query_params.get("m", "")
            if key in _MESSAGES:
                message = t.get({"queued": "sent_queue"}.get(key, key), "")
                kind = _MESSAGES[key]
        html = _template().render(
            lang=lang, t=t, view=view, event=event, csrf=csrf_token(session) if session else "",
            appeal_time=appeal, message=message, message_class=kind, revision=revision,
            typed=typed, switch=switch, checkin=checkin,
        )  # fmt: skip
        return HTMLResponse(html, status_code=status, headers=_page_headers())

    async def page(self, request: Any) -> Any:
        pid, session = await self._player(request)
        return await self._render(request, pid, session)

    async def sign_in(self, request: Any) -> Any:
        from starlette.responses import RedirectResponse

        from figs_td.services.self_entry.codes import match_code, session_token

        form = await self._form(request)
        if isinstance(form, Exception):
            return _refused(form)
        t = _texts(request)
        address = _address(request)
        wait = self.attempts.paused_for(address)
        if wait > 0:
            return await self._render(request, None, "", status=429, kind="errore",
                                      message=t["paused"].format(s=int(wait) + 1))  # fmt: skip
        codes = await self._codes()
        pid = match_code(codes, form.get("codice", ""))
        if pid is None:
            self.attempts.wrong(address)
            return await self._render(request, None, "", status=401, kind="errore",
                                      message=t["wrong_code"])  # fmt: skip
        response = RedirectResponse("/g", status_code=303, headers=_page_headers())
        response.set_cookie(COOKIE, session_token(pid, codes[pid]), max_age=7 * 86400,
                            path="/g", secure=self.secure, httponly=True, samesite="lax")  # fmt: skip
        return response

    async def sign_out(self, request: Any) -> Any:
        from starlette.responses import RedirectResponse

        checked = await self._signed(request)
        if not isinstance(checked, tuple):
            return checked
        response = RedirectResponse("/g", status_code=303, headers=_page_headers())
        response.delete_cookie(COOKIE, path="/g", secure=self.secure, httponly=True,
                               samesite="lax")  # fmt: skip
        return response

    async def _form(self, request: Any) -> dict[str, str] | Exception:
        """The posted form, once checked (size, origin); an exception names the refusal."""
        if not _same_origin(request):
            return PermissionError("richiesta da un altro sito: rifiutata")
        size = request.headers.get("content-length")
        if size is not None and (not size.isdigit() or int(size) > self.limits.max_body_bytes):
            return OverflowError("modulo troppo grande")
        body = b""
        async for chunk in request.stream():
            body += chunk
            if len(body) > self.limits.max_body_bytes:
                return OverflowError("modulo troppo grande")
        try:
            fields = parse_qs(body.decode("utf-8"), max_num_fields=8, strict_parsing=False)
        except (UnicodeDecodeError, ValueError):
            return ValueError("modulo non valido")
        return {k: v[0] for k, v in fields.items()}

    async def _signed(self, request: Any) -> tuple[int, dict[str, str], str] | Any:
        """The signed-in player, his form (with the page's token checked) and his session
        token, or a refusal."""
        form = await self._form(request)
        if isinstance(form, Exception):
            return _refused(form)
        pid, session = await self._player(request)
        if pid is None:
            return await self._render(request, None, "", status=401, kind="errore",
                                      message=TEXTS["it"]["sign_in"])  # fmt: skip
        token = form.get("csrf", "")
        if not hmac.compare_digest(token.encode(), csrf_token(session).encode()):
            # a page left open from before (or a forged form): the page again, as it is now,
            # with what was typed
            t = _texts(request)
            return await self._render(request, pid, session, status=403, kind="errore",
                                      message=t["stale"], typed=_typed(form))  # fmt: skip
        return pid, form, session

    async def _act(self, request: Any, fn: Any, *args: Any, **kw: Any) -> Any:
        from starlette.responses import RedirectResponse

        from figs_td.services.self_entry.phones import NotPending

        checked = await self._signed(request)
        if not isinstance(checked, tuple):
            return checked
        pid, form, session = checked
        typed = _typed(form)
        wait = self.report_rate.wait_for(pid)
        if wait > 0:
            t = _texts(request)
            said = t["too_many"].format(n=self.limits.reports_per_window, s=int(wait) + 1)
            return await self._render(request, pid, session, status=429, kind="errore",
                                      message=said, typed=typed)  # fmt: skip
        try:
            out = await self._call(fn, pid, *[a(form) for a in args], write=True,
                                   **{k: v(form) for k, v in kw.items()})  # fmt: skip
        except NotPending as exc:  # what became of the report he meant to confirm
            return await self._render(request, pid, session, status=409, kind="avviso",
                                      message=_sentence(str(exc)))  # fmt: skip
        except FigsError as exc:
            return await self._render(request, pid, session, status=400, kind="errore",
                                      message=_sentence(str(exc)), typed=typed)  # fmt: skip
        key = "flagged" if out.reason in ("time", "challenge") else out.status
        key = "contested" if out.reason == "contest" else key
        return RedirectResponse(f"/g?m={key}", status_code=303, headers=_page_headers())

    async def report(self, request: Any) -> Any:
        from figs_td.services.self_entry.phones import report_score

        return await self._act(request, report_score, _get("miei"), _get("suoi"),
                               round_no=_int("turno"), table=_int("tavolo"))  # fmt: skip

    async def present(self, request: Any) -> Any:
        """"Sono presente" (issue 42): the same checks as a report (signed in, the page's token,
        the reports' rate per player), until round 1 is paired."""
        from starlette.responses import RedirectResponse

        from figs_td.services.registration.checkin import phone_check_in

        checked = await self._signed(request)
        if not isinstance(checked, tuple):
            return checked
        pid, _form, session = checked
        t = _texts(request)
        wait = self.report_rate.wait_for(pid)
        if wait > 0:
            said = t["too_many"].format(n=self.limits.reports_per_window, s=int(wait) + 1)
            return await self._render(request, pid, session, status=429, kind="errore",
                                      message=said)  # fmt: skip
        try:
            await self._call(phone_check_in, pid, write=True)
        except FigsError as exc:
            return await self._render(request, pid, session, status=400, kind="errore",
                                      message=_sentence(str(exc)))  # fmt: skip
        return RedirectResponse("/g?m=present", status_code=303, headers=_page_headers())

    async def confirm(self, request: Any) -> Any:
        from figs_td.services.self_entry.phones import confirm

        return await self._act(request, confirm, _int("segnalazione"))

    async def contest(self, request: Any) -> Any:
        from figs_td.services.self_entry.phones import contest

        return await self._act(request, contest, _get("nota"))

    async def problem(self, request: Any) -> Any:
        from figs_td.services.self_entry.phones import flag

        return await self._act(request, flag, _get("tipo"))

    async def switch(self, request: Any) -> Any:
        """A phone signed in as one player opened another player's QR (``/g#CODE``): its page
        posts the code here and the player is asked whether to change (one tap signs in as the
        other, through ``/g/accedi``). Wrong codes count as at the sign-in."""
        from starlette.responses import RedirectResponse

        from figs_td.services.self_entry.codes import match_code
        from figs_td.services.self_entry.phones import player_view

        checked = await self._signed(request)
        if not isinstance(checked, tuple):
            return checked
        pid, form, session = checked
        t = _texts(request)
        address = _address(request)
        wait = self.attempts.paused_for(address)
        if wait > 0:
            return await self._render(request, pid, session, status=429, kind="errore",
                                      message=t["paused"].format(s=int(wait) + 1))  # fmt: skip
        code = form.get("codice", "")[:40]
        other = match_code(await self._codes(), code)
        if other is None:
            self.attempts.wrong(address)
            return await self._render(request, pid, session, status=401, kind="errore",
                                      message=t["wrong_code"])  # fmt: skip
        if other == pid:
            return RedirectResponse("/g", status_code=303, headers=_page_headers())
        name = (await self._call(player_view, other)).name
        return await self._render(request, pid, session, switch=(name, code))


class ReportRate:
    """Reports per signed-in player: at most ``reports_per_window`` posts in ``report_window``
    seconds (a phone repeating or correcting a report cannot flood the director's queue and the
    audit trail); beyond, refused until the oldest one leaves the window. Remembers at most
    ``max_tracked`` players. Called on the event loop only."""

    def __init__(self, limits: Limits, clock: Any = time.monotonic) -> None:
        self.limits = limits
        self.clock = clock
        self._seen: OrderedDict[int, list[float]] = OrderedDict()

    def wait_for(self, player_id: int) -> float:
        """0 when this player may report now (the report is counted), else the seconds until
        he may."""
        now, window = self.clock(), self.limits.report_window
        times = [t for t in self._seen.pop(player_id, []) if now - t < window]
        wait = 0.0
        if len(times) >= self.limits.reports_per_window:
            wait = max(0.001, window - (now - times[0]))
        else:
            times.append(now)
        self._seen[player_id] = times
        while len(self._seen) > self.limits.max_tracked:
            self._seen.popitem(last=False)
        return wait


def _typed(form: dict[str, str]) -> tuple[str, str, str, str] | None:
    """The scores typed in a report's form (kept when it is refused, at most 8 characters) and
    the round and table of the form."""
    if "miei" not in form and "suoi" not in form:
        return None
    return (form.get("miei", "")[:8], form.get("suoi", "")[:8], form.get("turno", "")[:8],
            form.get("tavolo", "")[:8])  # fmt: skip


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _get(name: str) -> Any:
    return lambda form: form.get(name, "")[:300]


def _int(name: str) -> Any:
    def read(form: dict[str, str]) -> int | None:
        value = form.get(name, "")
        if not value:
            return None
        return int(value) if value.isdigit() and len(value) < 7 else -1

    return read


def _texts(request: Any) -> dict[str, str]:
    """The page's texts in the language the phone asks for."""
    return TEXTS[language(request.headers.get("accept-language", ""))]


def _address(request: Any) -> str:
    return request.client.host if request.client else ""


def _same_origin(request: Any) -> bool:
    """A POST from a page of this site: ``Sec-Fetch-Site`` when sent, then ``Origin``, then
    ``Referer``; an old browser sending none of them relies on the page's token alone."""
    site = request.headers.get("sec-fetch-site")
    if site is not None:  # set by the browser only, never by a page's script
        return site == "same-origin"
    host = request.headers.get("host", "")
    origin = request.headers.get("origin")
    if origin is not None:
        return urlsplit(origin).netloc == host and origin != "null"
    referer = request.headers.get("referer")
    if referer is not None:
        return urlsplit(referer).netloc == host
    return True


def _refused(exc: Exception) -> Any:
    from starlette.responses import PlainTextResponse

    status = (
        413 if isinstance(exc, OverflowError) else 403 if isinstance(exc, PermissionError) else 400
    )
    return PlainTextResponse(f"{exc}\n", status_code=status, headers=_page_headers())


def _page_headers() -> dict[str, str]:
    # same-origin: the browser then sends this site's Origin with the forms (under no-referrer
    # Chromium sends "Origin: null"), and no address ever leaves for another site.
    return {"cache-control": "no-store", "content-security-policy": CSP.decode(),
            "referrer-policy": "same-origin"}  # fmt: skip
