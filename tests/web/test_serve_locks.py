"""``figs-td serve`` never drops its SQLite locks on the tournament it serves (issue 35 §1).

On POSIX, closing *any* descriptor of a file drops every lock the process holds on it. A
long-lived process that opened the open tournament a second time — a plain ``open()``, a file
copy, ``read_bytes`` — would stop counting as a user: the next command-line process to close
would take itself for the last one, checkpoint and delete the ``-wal`` and ``-shm``, and the
server would go on reading (and, with self-entry, writing) files nobody else will ever see.

The harness starts the real ``serve`` process (the live pages, then ``--self-entry``) on a free
port and sends every kind of request the server answers — every route of the Starlette app,
each HTTP method it takes, the refusals (404, 405, a bad or cross-site or oversized form) —
and after each request:

(a) the serve process still holds the shared lock on the ``.figs`` file and the DMS lock on its
    ``-shm`` (``/proc/locks``, as they were after it started and after its first read), and has
    no deleted ``-wal``/``-shm`` open;
(b) a ``figs-td result`` command-line process corrects a result on another table and exits;
    the server's pages follow it (their revision moves on: the server reads what the other
    process wrote, not a stale file), and the locks are checked again.

At the end the file, opened afresh, holds every command-line result (the last score, one
audit entry per write) and every write the server itself made (the phones' agreed result,
the contest, the problem report). A route of the app missing from the table fails the test.

``serve`` keeps its connections open for its whole life: three stores (the live pages, the
phones' reads, the phones' writes), each an engine whose pooled SQLite connections stay open,
so the process holds the shared lock from its first read to Ctrl+C.
"""

from __future__ import annotations

import http.client
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode

import pytest

from figs_td.core.model import Game
from tests.held_locks import check_still_held, deleted_companions, held, need_proc_locks

#: Round 1: table 1 Rossi (1) v Verdi (3), reported from the phones; table 2 Bianchi (2) v
#: Neri (4), a problem flagged from a phone; table 3 Gialli (5) v Blu (6), written by the
#: command line after every request.
NAMES = [
    ("Rossi", "Mario"),
    ("Bianchi", "Luca"),
    ("Verdi", "Anna"),
    ("Neri", "Ugo"),
    ("Gialli", "Ada"),
    ("Blu", "Ezio"),
]
CLI_TABLE = 3
DEADLINE_S = 60.0
ENV = dict(os.environ, PYTHONIOENCODING="utf-8", PYTHONUNBUFFERED="1")


def _make_event(path: Path) -> dict[int, str]:
    """The event with round 1 paired and every player's code; player id → code."""
    from figs_td.services.self_entry.codes import list_codes
    from figs_td.services.self_entry.phones import start_self_entry
    from figs_td.store import open_store

    with open_store(path, create=True) as st:
        with st.transaction(actor="test") as tx:
            tx.tournament.create(
                "Prova dei lock", "italo-svizzero", planned_rounds=4, profile="figs-25"
            )
            for surname, given in NAMES:
                tx.players.add(surname, given)
            tx.rounds.save_round(1, [Game(1, 1, 1, 3), Game(1, 2, 2, 4), Game(1, 3, 5, 6)])
        start_self_entry(st, actor="test")
        return {c.player_id: c.code or "" for c in list_codes(st)}


def app_routes(tmp: Path, *, self_entry: bool) -> set[tuple[str, str]]:
    """Every (path, method) the live server's Starlette app answers (built here on a throwaway
    copy of the event, closed before the harness starts: this process must hold no lock on
    the served file, or the command line could never believe itself the last user)."""
    from figs_td.web.guard import Limits
    from figs_td.web.player_web import SelfEntryPages
    from figs_td.web.server import LiveSite, create_app

    pages = None
    tmp.mkdir(parents=True, exist_ok=True)
    if self_entry:
        spare = tmp / "rotte.figs"
        _make_event(spare)
        pages = SelfEntryPages(str(spare), limits=Limits(), secure=False)
    try:
        app = create_app(LiveSite(None), self_entry=pages)  # type: ignore[arg-type]
        routes = app.app.routes  # the Starlette app inside the method guard
        return {(r.path, m) for r in routes for m in (r.methods or ())}
    finally:
        if pages is not None:
            pages.close()


# -- a small HTTP client ------------------------------------------------------------------------
@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes


@dataclass
class Ctx:
    """What the requests of one run share: the port, the codes, each phone's cookie and last
    page."""

    port: int
    codes: dict[int, str]
    cookies: dict[int, str] = field(default_factory=dict)
    pages: dict[int, str] = field(default_factory=dict)

    def send(
        self,
        method: str,
        path: str,
        body: bytes | str | None = None,
        headers: dict[str, str] | None = None,
        who: int | None = None,
        stream: bool = False,
    ) -> Reply:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        h = dict(headers or {})
        if who is not None and self.cookies.get(who):
            h["cookie"] = self.cookies[who]
        if body is not None:
            h.setdefault("content-type", "application/x-www-form-urlencoded")
        try:
            conn.request(method, path, body=body, headers=h)
            resp = conn.getresponse()
            if stream:  # an event stream: its first event, then hang up
                data = resp.readline() + resp.readline()
            else:
                data = resp.read()
            reply = Reply(resp.status, {k.lower(): v for k, v in resp.getheaders()}, data)
        finally:
            conn.close()
        cookie = reply.headers.get("set-cookie", "")
        if who is not None and cookie:
            value = cookie.split(";")[0]
            self.cookies[who] = "" if value.endswith("=") or '=""' in value else value
        return reply

    def page(self, who: int) -> Reply:
        reply = self.send("GET", "/g", who=who)
        self.pages[who] = reply.body.decode("utf-8", "replace")
        return reply

    def csrf(self, who: int) -> str:
        m = re.search(r'name="csrf" value="([0-9a-f]*)"', self.pages.get(who, ""))
        return m.group(1) if m else ""

    def form(self, who: int, action: str, **fields: object) -> Reply:
        data = {"csrf": self.csrf(who), **{k: str(v) for k, v in fields.items()}}
        return self.send("POST", f"/g/{action}", urlencode(data), who=who)

    def sign_in(self, who: int) -> Reply:
        return self.send("POST", "/g/accedi", urlencode({"codice": self.codes[who]}), who=who)


@dataclass(frozen=True)
class Step:
    """One request kind: what it does, the status expected, the route of the app it goes
    through (None: refused before any route, by the method guard or as a missing page)."""

    name: str
    route: tuple[str, str] | None
    do: Callable[[Ctx], Reply]
    status: int
    modes: frozenset[str] = frozenset({"live", "self"})


def _get(path: str, **kw: object) -> Callable[[Ctx], Reply]:
    return lambda c: c.send("GET", path, **kw)  # type: ignore[arg-type]


def _head(path: str) -> Callable[[Ctx], Reply]:
    return lambda c: c.send("HEAD", path)


def _conditional(c: Ctx) -> Reply:
    first = c.send("GET", "/classifica.html")
    assert first.status == 200
    return c.send("GET", "/classifica.html", headers={"if-none-match": first.headers["etag"]})


def _signed_page(who: int) -> Callable[[Ctx], Reply]:
    def do(c: Ctx) -> Reply:
        reply = c.page(who)
        assert c.csrf(who), "pagina del giocatore senza il token dei moduli"
        return reply

    return do


def _confirm(c: Ctx) -> Reply:
    m = re.search(r'name="segnalazione" value="(\d+)"', c.pages[3])
    assert m, "nessuna segnalazione da confermare sulla pagina di Verdi"
    return c.form(3, "conferma", segnalazione=m.group(1))


LIVE, SELF = frozenset({"live"}), frozenset({"self"})
PAGE = ("/{name}", "GET")
STEPS: list[Step] = [
    # The live pages (both modes).
    Step("pagina iniziale", ("/", "GET"), _get("/"), 200),
    Step("pagina iniziale, HEAD", ("/", "HEAD"), _head("/"), 200),
    Step("index.html", PAGE, _get("/index.html"), 200),
    Step("classifica (alias)", PAGE, _get("/classifica"), 200),
    Step("classifica dopo il turno 1", PAGE, _get("/classifica-1.html"), 200),
    Step("turno", PAGE, _get("/turno-1.html"), 200),
    Step("turno, alfabetico", PAGE, _get("/turno-1-alfabetico.html"), 200),
    Step("giocatori", PAGE, _get("/giocatori.html"), 200),
    Step("giocatore", PAGE, _get("/giocatore-1.html"), 200),
    Step("statistiche", PAGE, _get("/statistiche.html"), 200),
    Step("tabellone", PAGE, _get("/tabellone.html"), 200),
    Step("proiettore (alias)", PAGE, _get("/proiettore"), 200),
    Step("proiettore", PAGE, _get("/proiettore.html"), 200),
    Step("foglio di stile", PAGE, _get("/stile.css"), 200),
    Step("script delle pagine", PAGE, _get("/live.js"), 200),
    Step("icona", PAGE, _get("/icona.svg"), 200),
    Step("favicon.ico", PAGE, _get("/favicon.ico"), 200),
    Step("pagina, HEAD", ("/{name}", "HEAD"), _head("/classifica.html"), 200),
    Step("pagina non cambiata (304)", PAGE, _conditional, 304),
    Step("pagina inesistente", PAGE, _get("/nonesiste.html"), 404),
    Step("nome non ammesso", PAGE, _get("/programma.exe"), 404),
    Step("uscita dalla cartella", PAGE, _get("/%2e%2e%2f%2e%2e%2fetc%2fpasswd"), 404),
    Step("flusso degli aggiornamenti", ("/eventi", "GET"), _get("/eventi", stream=True), 200),
    Step("flusso degli aggiornamenti, HEAD", ("/eventi", "HEAD"), _head("/eventi"), 200),
    Step("revisione", ("/revisione", "GET"), _get("/revisione"), 200),
    Step("revisione, HEAD", ("/revisione", "HEAD"), _head("/revisione"), 200),
    Step("codice QR", ("/qr.svg", "GET"), _get("/qr.svg"), 200),
    Step("codice QR, HEAD", ("/qr.svg", "HEAD"), _head("/qr.svg"), 200),
    Step(
        "manifesto su 127.0.0.1 (rifiutato)", ("/manifesto.pdf", "GET"), _get("/manifesto.pdf"), 409
    ),
    Step("manifesto, HEAD", ("/manifesto.pdf", "HEAD"), _head("/manifesto.pdf"), 409),
    Step("PUT rifiutato", None, lambda c: c.send("PUT", "/", b"x"), 405),
    Step("DELETE rifiutato", None, lambda c: c.send("DELETE", "/classifica.html"), 405),
    Step("POST fuori da /g rifiutato", None, lambda c: c.send("POST", "/", "a=1"), 405),
    # Without self-entry the phones' pages are not there.
    Step("/g senza inserimento dai telefoni", None, _get("/g"), 404, LIVE),
    Step(
        "POST /g/accedi senza inserimento dai telefoni",
        None,
        lambda c: c.send("POST", "/g/accedi", "codice=X"),
        405,
        LIVE,
    ),
    # The phones (serve --self-entry).
    Step("telefono: modulo di accesso", ("/g", "GET"), _get("/g"), 200, SELF),
    Step("telefono: modulo di accesso, HEAD", ("/g", "HEAD"), _head("/g"), 200, SELF),
    Step("telefono: stile", ("/g/telefono.css", "GET"), _get("/g/telefono.css"), 200, SELF),
    Step("telefono: stile, HEAD", ("/g/telefono.css", "HEAD"), _head("/g/telefono.css"), 200, SELF),
    Step("telefono: script", ("/g/telefono.js", "GET"), _get("/g/telefono.js"), 200, SELF),
    Step("telefono: script, HEAD", ("/g/telefono.js", "HEAD"), _head("/g/telefono.js"), 200, SELF),
    Step(
        "accesso con un codice sbagliato",
        ("/g/accedi", "POST"),
        lambda c: c.send("POST", "/g/accedi", "codice=ZZZZZZZZZ"),
        401,
        SELF,
    ),
    Step(
        "accesso da un altro sito",
        ("/g/accedi", "POST"),
        lambda c: c.send("POST", "/g/accedi", "codice=X", {"sec-fetch-site": "cross-site"}),
        403,
        SELF,
    ),
    Step(
        "modulo troppo grande",
        ("/g/accedi", "POST"),
        lambda c: c.send("POST", "/g/accedi", "codice=" + "X" * 5000),
        413,
        SELF,
    ),
    Step(
        "modulo non leggibile",
        ("/g/accedi", "POST"),
        lambda c: c.send("POST", "/g/accedi", b"codice=\xff\xfe"),
        400,
        SELF,
    ),
    Step(
        "conferma senza accesso",
        ("/g/conferma", "POST"),
        lambda c: c.send("POST", "/g/conferma", "segnalazione=1"),
        401,
        SELF,
    ),
    Step("accesso di Rossi", ("/g/accedi", "POST"), lambda c: c.sign_in(1), 303, SELF),
    Step("pagina di Rossi", ("/g", "GET"), _signed_page(1), 200, SELF),
    Step(
        "segnalazione con un modulo scaduto",
        ("/g/segnala", "POST"),
        lambda c: c.send("POST", "/g/segnala", "csrf=0&miei=1&suoi=2", who=1),
        403,
        SELF,
    ),
    Step(
        "segnalazione con un punteggio sbagliato",
        ("/g/segnala", "POST"),
        lambda c: c.form(1, "segnala", turno=1, tavolo=1, miei="tanti", suoi=350),
        400,
        SELF,
    ),
    Step(
        "segnalazione di Rossi (il server scrive)",
        ("/g/segnala", "POST"),
        lambda c: c.form(1, "segnala", turno=1, tavolo=1, miei=412, suoi=380),
        303,
        SELF,
    ),
    Step("accesso di Verdi", ("/g/accedi", "POST"), lambda c: c.sign_in(3), 303, SELF),
    Step("pagina di Verdi", ("/g", "GET"), _signed_page(3), 200, SELF),
    Step(
        "conferma di Verdi (il server scrive il risultato)",
        ("/g/conferma", "POST"),
        _confirm,
        303,
        SELF,
    ),
    Step("pagina di Rossi con il risultato", ("/g", "GET"), _signed_page(1), 200, SELF),
    Step(
        "contestazione di Rossi (il server scrive)",
        ("/g/contesta", "POST"),
        lambda c: c.form(1, "contesta", nota="punteggio da ricontare"),
        303,
        SELF,
    ),
    Step("accesso di Bianchi", ("/g/accedi", "POST"), lambda c: c.sign_in(2), 303, SELF),
    Step("pagina di Bianchi", ("/g", "GET"), _signed_page(2), 200, SELF),
    Step(
        "problema segnalato da Bianchi (il server scrive)",
        ("/g/problema", "POST"),
        lambda c: c.form(2, "problema", tipo="challenge"),
        303,
        SELF,
    ),
    Step(
        "problema sconosciuto",
        ("/g/problema", "POST"),
        lambda c: c.form(2, "problema", tipo="boh"),
        400,
        SELF,
    ),
    Step(
        "il telefono di Rossi apre il QR di Verdi (cambiare giocatore?)",
        ("/g/cambia", "POST"),
        lambda c: c.form(1, "cambia", codice=c.codes[3]),
        200,
        SELF,
    ),
    Step(
        "«Sono presente» dopo l'abbinamento del turno 1 (rifiutato, nulla scritto)",
        ("/g/presente", "POST"),
        lambda c: c.form(1, "presente"),
        400,
        SELF,
    ),
    Step("uscita di Rossi", ("/g/esci", "POST"), lambda c: c.form(1, "esci"), 303, SELF),
    Step("GET di un modulo", None, _get("/g/segnala"), 405, SELF),
    Step("modulo inesistente", None, lambda c: c.send("POST", "/g/nonesiste", "a=1"), 404, SELF),
]


# -- the serve process --------------------------------------------------------------------------
class Serve:
    """``figs-td serve FILE --port 0 [--self-entry]`` as a real process."""

    def __init__(self, path: Path, *, self_entry: bool) -> None:
        cmd = [sys.executable, "-m", "figs_td", "serve", str(path), "--port", "0"]
        if self_entry:
            cmd.append("--self-entry")
        self.proc = subprocess.Popen(
            cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV
        )
        assert self.proc.stdout is not None
        self.port = 0
        for line in self.proc.stdout:
            m = re.match(r"pagina live: http://127\.0\.0\.1:(\d+)/", line)
            if m:
                self.port = int(m.group(1))
                break
        assert self.port, self.proc.stderr.read() if self.proc.stderr else "serve non partito"

    @property
    def pid(self) -> int:
        return self.proc.pid

    def stop(self) -> str:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
        _out, err = self.proc.communicate(timeout=DEADLINE_S)
        return err


def _revision(ctx: Ctx) -> int | None:
    text = ctx.send("GET", "/revisione").body.decode().strip()
    return int(text) if text.isdigit() else None


def _wait_revision_after(ctx: Ctx, before: int | None) -> int:
    """The live pages' revision once it moved past ``before`` (the server read the change)."""
    deadline = time.monotonic() + DEADLINE_S
    while time.monotonic() < deadline:
        rev = _revision(ctx)
        if rev is not None and (before is None or rev > before):
            return rev
        time.sleep(0.05)
    raise AssertionError(f"le pagine non seguono la scrittura (revisione ferma a {before})")


def _cli_result(path: Path, score: int) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "figs_td",
            "result",
            str(path),
            "--round",
            "1",
            "--table",
            str(CLI_TABLE),
            "--score",
            f"{score}-200",
            "--force",
        ],
        capture_output=True,
        text=True,
        timeout=DEADLINE_S,
        env=ENV,
    )
    assert done.returncode == 0, done.stderr


@pytest.fixture
def event(tmp_path: Path) -> tuple[Path, dict[int, str]]:
    need_proc_locks()
    path = tmp_path / "lock.figs"
    return path, _make_event(path)


@pytest.fixture(params=["live", "self"])
def mode(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def serve(event: tuple[Path, dict[int, str]], mode: str) -> Iterator[Serve]:
    server = Serve(event[0], self_entry=mode == "self")
    try:
        yield server
    finally:
        server.stop()


def test_every_route_of_the_app_is_in_the_table(tmp_path: Path) -> None:
    for mode, self_entry in (("live", False), ("self", True)):
        covered = {s.route for s in STEPS if mode in s.modes and s.route is not None}
        missing = app_routes(tmp_path / mode, self_entry=self_entry) - covered
        assert not missing, f"rotte di serve ({mode}) senza una richiesta nella tabella: {missing}"


def _run_table(pid: int, port: int, path: Path, codes: dict[int, str], mode: str) -> list[int]:
    """Every step of ``mode``, the locks of ``pid`` checked after each, and a command-line
    result after each that the pages must follow; the scores written, in order."""
    ctx = Ctx(port, codes)
    after_start = held(pid, path)
    rev = _wait_revision_after(ctx, None)  # the first pages are read
    after_read = held(pid, path)
    for when, locks in (("all'avvio", after_start), ("dopo la prima lettura", after_read)):
        assert locks.shared and locks.dms, f"il server non tiene i suoi lock {when}: {locks}"
    written: list[int] = []
    for n, step in enumerate(s for s in STEPS if mode in s.modes):
        reply = step.do(ctx)
        assert reply.status == step.status, (step.name, reply.status, reply.body[:200])
        check_still_held(pid, path, step.name)
        score = 300 + n
        _cli_result(path, score)
        written.append(score)
        rev = _wait_revision_after(ctx, rev)
        check_still_held(pid, path, f"{step.name}, poi figs-td result")
    return written


def test_serve_keeps_its_locks_and_every_write_survives(
    serve: Serve, event: tuple[Path, dict[int, str]], mode: str
) -> None:
    path, codes = event
    written = _run_table(serve.pid, serve.port, path, codes, mode)
    assert serve.proc.poll() is None
    err = serve.stop()
    assert serve.proc.returncode == 0, err
    _check_file(path, written, self_entry=mode == "self")


def test_the_windows_live_page_keeps_the_windows_locks(
    event: tuple[Path, dict[int, str]], mode: str
) -> None:
    """The same table against the live page the window starts in its own process
    (:class:`~figs_td.web.server.LiveServer` on a thread) beside the window's open store: the
    process keeps its locks through every request, and after the server stops."""
    from figs_td.services.results import game_at
    from figs_td.store import open_store
    from figs_td.web.server import LiveServer

    path, codes = event
    window = open_store(path)  # the window's own store, open all along
    try:
        game_at(window, 1, 1)
        server = LiveServer(str(path), "127.0.0.1", 0, self_entry=mode == "self")
        try:
            server.start()
            written = _run_table(os.getpid(), server.port, path, codes, mode)
        finally:
            server.stop()
        check_still_held(os.getpid(), path, "pagina live fermata")
        _cli_result(path, 999)
        check_still_held(os.getpid(), path, "figs-td result dopo la pagina live")
        assert game_at(window, 1, CLI_TABLE).score_first == 999
    finally:
        window.close()
    _check_file(path, [*written, 999], self_entry=mode == "self")


def _check_file(path: Path, written: list[int], *, self_entry: bool) -> None:
    """The file opened afresh: every command-line write and every write of the server."""
    from figs_td.services.results import game_at
    from figs_td.services.tournament import audit_log
    from figs_td.store import open_store

    with open_store(path) as st:
        game = game_at(st, 1, CLI_TABLE)
        entries = [e for e in audit_log(st) if e.entity == "games" and e.key == f"1/{CLI_TABLE}"]
        phones = game_at(st, 1, 1)
        with st.read() as tx:
            reports = [(r.kind, r.status) for r in tx.self_entry.reports()]
    assert (game.score_first, game.score_second) == (written[-1], 200)
    assert [e.new["score_first"] for e in entries] == written  # type: ignore[index]
    assert [e.action for e in entries] == ["result.enter"] + ["result.correct"] * (len(written) - 1)
    if self_entry:
        assert (phones.score_first, phones.score_second) == (412, 380)
        assert ("contest", "queued") in reports and ("challenge", "queued") in reports
    else:
        assert (phones.score_first, phones.score_second) == (None, None)


def test_the_check_sees_a_lock_dropped_by_a_second_descriptor(tmp_path: Path) -> None:
    """The harness can fail: a process that reads its open tournament's bytes loses its shared
    lock; the next command-line process takes itself for the last user and deletes the -wal
    and -shm under it, and the process goes on writing into the deleted files. (That the file
    ends up without some write then depends on timing and on SQLite's caches: the harness
    checks the locks, which fail at once, and the writes, which fail when it shows.)"""
    need_proc_locks()
    path = tmp_path / "perso.figs"
    _make_event(path)
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from figs_td.services.results import enter_result\n"
        "from figs_td.store import open_store\n"
        f"st = open_store({str(path)!r})\n"
        "with st.read() as tx: tx.state()\n"
        "print('pronto', flush=True); sys.stdin.readline()\n"
        f"Path({str(path)!r}).read_bytes()\n"
        "print('letto', flush=True); sys.stdin.readline()\n"
        "enter_result(st, 1, 2, 333, 222, actor='processo')\n"
        "print('scritto', flush=True); sys.stdin.readline()\n"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", script],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=ENV,
    )
    assert proc.stdin is not None and proc.stdout is not None

    def step(answer: str) -> None:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write("\n")
        proc.stdin.flush()
        assert proc.stdout.readline().strip() == answer

    try:
        assert proc.stdout.readline().strip() == "pronto"
        check_still_held(proc.pid, path, "apertura")
        step("letto")
        assert not held(proc.pid, path).shared
        with pytest.raises(AssertionError, match="lock condiviso"):
            check_still_held(proc.pid, path, "lettura dei byte")
        _cli_result(path, 301)  # takes itself for the last user: -wal and -shm deleted
        assert deleted_companions(proc.pid, path)
        step("scritto")
        assert deleted_companions(proc.pid, path)  # its write went through a deleted -wal
    finally:
        proc.stdin.close()
        proc.wait(timeout=DEADLINE_S)
