"""Self-entry through the live server (issue 27): two phones over HTTP, codes and their limits,
cross-site refusals, and the proof that no request other than a report changes the file."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlencode

import pytest
from self_entry_helpers import Phone, make_self_entry_event

from figs_td.services.results import enter_result, game_at
from figs_td.store import open_store
from figs_td.web.guard import Limits
from figs_td.web.server import LiveServer


@pytest.fixture
def event(tmp_path: Path) -> tuple[Path, dict[int, str]]:
    path = tmp_path / "telefoni.figs"
    return path, make_self_entry_event(path)


@pytest.fixture
def live(event: tuple[Path, dict[int, str]]) -> Iterator[LiveServer]:
    server = LiveServer(str(event[0]), "127.0.0.1", 0, poll=0.1, self_entry=True,
                        limits=Limits(wrong_codes=3, pause=60))  # fmt: skip
    server.start()
    yield server
    server.stop()


def _result(path: Path, table: int) -> tuple[int | None, int | None]:
    with open_store(path) as st:
        g = game_at(st, 1, table)
    return g.score_first, g.score_second


def test_two_phones_agree_over_http(live: LiveServer, event: tuple[Path, dict[int, str]]) -> None:
    path, codes = event
    rossi, verdi = Phone(live.port), Phone(live.port, language="en-GB,en;q=0.9,it;q=0.5")
    assert "Accedi con il tuo codice" in rossi.open()
    assert rossi.sign_in(codes[1].lower()) == 200 and "Rossi Mario" in rossi.page
    assert "Inizi TU" in rossi.page and "Tavolo 1" in rossi.page
    assert rossi.cookie and codes[1] not in rossi.cookie  # the cookie is not the code
    assert verdi.sign_in(codes[3]) == 200
    assert "Rossi Mario starts" in verdi.page and '<html lang="en"' in verdi.page
    assert rossi.report(412, 380) == 200
    assert "In attesa della conferma di Verdi Anna" in rossi.page
    assert _result(path, 1) == (None, None)
    verdi.open()
    assert "Rossi Mario reported" in verdi.page and "you 380 – Rossi Mario 412" in verdi.page
    assert verdi.confirm() == 200 and "both reports agree" in verdi.page
    assert _result(path, 1) == (412, 380)
    with open_store(path) as st, st.read() as tx:
        actors = [e.actor for e in tx.audit.entries() if e.action == "result.enter"]
    assert actors == ["giocatore Rossi Mario, telefono; confermato da Verdi Anna"]
    assert "Contesta" in rossi.open()
    assert rossi.post("contesta", nota="scritto male") == 200
    assert "Reclamo inviato" in rossi.page
    assert _result(path, 1) == (412, 380)


def test_bad_scores_and_other_players_games(
    live: LiveServer, event: tuple[Path, dict[int, str]]
) -> None:
    path, codes = event
    bianchi = Phone(live.port)
    bianchi.sign_in(codes[2])
    for mine, theirs in (("4OO", "300"), ("-1", "300"), ("99999", "1"), ("", "300")):
        assert bianchi.report(mine, theirs) == 400
        assert "solo cifre" in bianchi.page
    # a form naming another table: refused, nothing stored
    assert bianchi.post("segnala", turno=1, tavolo=1, miei=400, suoi=300) == 400
    assert "tavolo 1" in bianchi.page
    assert bianchi.post("segnala", turno=2, tavolo=2, miei=400, suoi=300) == 400
    assert "non è ancora stato abbinato" in bianchi.page
    assert _result(path, 1) == (None, None) and _result(path, 2) == (None, None)
    # a desk entry meanwhile wins: the phone's report goes to the queue, the result stays
    with open_store(path) as st:
        enter_result(st, 1, 2, 350, 300, actor="banco")
    assert "Risultato" in bianchi.open() and 'id="segnala"' not in bianchi.page
    # a page left open from before: the report goes to the director's queue
    assert bianchi.post("segnala", turno=1, tavolo=2, miei=400, suoi=300) == 200
    assert "direttore" in bianchi.page and _result(path, 2) == (350, 300)


def test_codes_rate_limited_and_never_in_urls(
    live: LiveServer, event: tuple[Path, dict[int, str]]
) -> None:
    _path, codes = event
    phone = Phone(live.port)
    for _ in range(3):
        assert phone.sign_in("AAAAAAAAA") == 401 and "Codice non valido" in phone.page
    assert phone.sign_in(codes[1]) == 429  # paused: even the right code is not looked at
    assert "Troppi codici sbagliati" in phone.page and not phone.cookie
    other = Phone(live.port, source="127.0.0.2")  # another address is not paused
    assert other.sign_in(codes[1]) == 200 and "Rossi Mario" in other.page
    # a code in the query string signs nobody in
    stranger = Phone(live.port)
    stranger.request("GET", f"/g?codice={codes[1]}")
    assert "Accedi con il tuo codice" in stranger.page and not stranger.cookie


def test_forged_and_cross_site_posts(live: LiveServer, event: tuple[Path, dict[int, str]]) -> None:
    path, codes = event
    rossi = Phone(live.port)
    rossi.sign_in(codes[1])
    form = urlencode({"csrf": rossi.csrf, "turno": 1, "tavolo": 1, "miei": 400, "suoi": 1})
    rossi.request("POST", "/g/segnala", form, {"origin": "http://evil.example"})
    assert rossi.status == 403
    rossi.request("POST", "/g/segnala", form, {"sec-fetch-site": "cross-site"})
    assert rossi.status == 403
    bad = urlencode({"csrf": "0" * 32, "turno": 1, "tavolo": 1, "miei": 400, "suoi": 1})
    rossi.request("POST", "/g/segnala", bad)
    assert rossi.status == 403
    rossi.request("POST", "/g/segnala", "x=" + "9" * 10_000)
    assert rossi.status == 413
    # another player's cookie made up from his number: refused, the sign-in form instead
    forged = Phone(live.port)
    forged.cookie = "figs_g=3." + "a" * 32
    assert "Accedi con il tuo codice" in forged.open()
    with open_store(path) as st, st.read() as tx:
        assert tx.self_entry.reports() == []
    assert _result(path, 1) == (None, None)


def test_self_entry_off_refuses_every_post(tmp_path: Path) -> None:
    path = tmp_path / "t.figs"
    codes = make_self_entry_event(path)
    server = LiveServer(str(path), "127.0.0.1", 0, poll=0.1)
    server.start()
    try:
        phone = Phone(server.port)
        assert phone.sign_in(codes[1]) == 405
        phone.request("GET", "/g")
        assert phone.status == 404
    finally:
        server.stop()


def _dump(path: Path) -> list[str]:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return list(con.iterdump())
    finally:
        con.close()


def test_no_request_but_a_report_changes_the_file(
    live: LiveServer, event: tuple[Path, dict[int, str]]
) -> None:
    path, codes = event
    before = _dump(path)
    phone = Phone(live.port)
    for p in ("/", "/classifica.html", "/turno-1.html", "/g", "/g/telefono.js",
              "/g/telefono.css", "/revisione", "/qr.svg", "/giocatore-1.html", "/nulla"):  # fmt: skip
        phone.request("GET", p)
        phone.request("HEAD", p)
    phone.sign_in("ZZZZZZZZZ")
    phone.sign_in(codes[1])  # signing in writes nothing
    phone.open()
    phone.request("POST", "/g/segnala", urlencode({"miei": 1, "suoi": 2}))  # no token
    phone.request("POST", "/g/conferma", urlencode({"csrf": phone.csrf, "segnalazione": 99}))
    phone.request("POST", "/g/contesta", urlencode({"csrf": phone.csrf}))  # no result yet
    phone.request("POST", "/g/nulla", "a=1")
    phone.request("PUT", "/g/segnala", "a=1")
    phone.post("esci")
    assert _dump(path) == before
    phone.sign_in(codes[1])
    assert phone.report(400, 300) == 200
    after = _dump(path)
    assert after != before
    assert [line for line in after if "self_report" in line and "INSERT" in line]


def test_two_phones_agree_on_postgresql(pg_url: str) -> None:
    codes = make_self_entry_event(pg_url)  # type: ignore[arg-type]
    server = LiveServer(pg_url, "127.0.0.1", 0, poll=0.1, self_entry=True)
    server.start()
    try:
        bianchi, neri = Phone(server.port), Phone(server.port)
        assert bianchi.sign_in(codes[2]) == 200 and neri.sign_in(codes[4]) == 200
        assert bianchi.report(401, 399) == 200
        neri.open()
        assert neri.confirm() == 200 and "le due segnalazioni concordano" in neri.page
    finally:
        server.stop()
    with open_store(pg_url) as st:
        g = game_at(st, 1, 2)
    assert (g.score_first, g.score_second) == (401, 399)
