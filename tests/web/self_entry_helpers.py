"""Self-entry tests: a small event with codes, and a phone speaking HTTP to the live server."""

from __future__ import annotations

import http.client
import re
from pathlib import Path
from urllib.parse import urlencode

from figs_td.core.model import Game
from figs_td.services.self_entry.codes import list_codes
from figs_td.services.self_entry.phones import start_self_entry
from figs_td.store import open_store

#: Round 1: table 1 Rossi (1, first) v Verdi (3); table 2 Bianchi (2) v Neri (4).
NAMES = [("Rossi", "Mario"), ("Bianchi", "Luca"), ("Verdi", "Anna"), ("Neri", "Ugo")]


def make_self_entry_event(path: Path, *, codes: bool = True) -> dict[int, str]:
    """The event at ``path`` with round 1 paired and (``codes``) every player's code; id → code
    (empty without codes)."""
    with open_store(path, create=True) as st:
        with st.transaction(actor="test") as tx:
            tx.tournament.create("Prova telefoni", "italo-svizzero", planned_rounds=4,
                                 profile="figs-25")  # fmt: skip
            for surname, given in NAMES:
                tx.players.add(surname, given)
            tx.rounds.save_round(1, [Game(1, 1, 1, 3), Game(1, 2, 2, 4)])
        if not codes:
            return {}
        start_self_entry(st, actor="test")
        return {c.player_id: c.code or "" for c in list_codes(st)}


class Phone:
    """One phone: its cookie, the last page, and the forms' token read from it."""

    def __init__(self, port: int, *, source: str = "", language: str = "it-IT") -> None:
        self.port = port
        self.source = source  # the local address to connect from (another 127.x address)
        self.cookie = ""
        self.language = language
        self.page = ""
        self.status = 0

    def request(self, method: str, path: str, body: str | None = None,
                headers: dict[str, str] | None = None) -> http.client.HTTPResponse:  # fmt: skip
        src = (self.source, 0) if self.source else None
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10, source_address=src)
        h = {"accept-language": self.language, **(headers or {})}
        if self.cookie:
            h["cookie"] = self.cookie
        if body is not None:
            h.setdefault("content-type", "application/x-www-form-urlencoded")
        conn.request(method, path, body=body, headers=h)
        resp = conn.getresponse()
        data = resp.read()
        conn.close()
        cookie = resp.getheader("set-cookie")
        if cookie:
            value = cookie.split(";")[0]
            self.cookie = "" if value.endswith("=") or '=""' in value else value
        self.status = resp.status
        if resp.status in (301, 302, 303):
            return self.request("GET", resp.getheader("location") or "/g")
        self.page = data.decode("utf-8", "replace")
        return resp

    def open(self) -> str:
        self.request("GET", "/g")
        return self.page

    def sign_in(self, code: str) -> int:
        self.request("POST", "/g/accedi", urlencode({"codice": code}))
        return self.status

    @property
    def csrf(self) -> str:
        m = re.search(r'name="csrf" value="([0-9a-f]*)"', self.page)
        return m.group(1) if m else ""

    def post(self, action: str, **fields: object) -> int:
        data = {"csrf": self.csrf, **{k: str(v) for k, v in fields.items()}}
        self.request("POST", f"/g/{action}", urlencode(data))
        return self.status

    def report(self, mine: int | str, theirs: int | str) -> int:
        rnd = re.search(r'name="turno" value="(\d+)"', self.page)
        table = re.search(r'name="tavolo" value="(\d+)"', self.page)
        return self.post("segnala", turno=rnd.group(1) if rnd else "",
                         tavolo=table.group(1) if table else "", miei=mine, suoi=theirs)  # fmt: skip

    def confirm(self) -> int:
        m = re.search(r'name="segnalazione" value="(\d+)"', self.page)
        return self.post("conferma", segnalazione=m.group(1) if m else "")
