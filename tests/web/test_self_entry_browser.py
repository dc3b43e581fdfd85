"""Two phones in Chromium (Playwright, the system's chromium) through self-entry (issue 27):
two reports that agree, a contest, reports that disagree and the director's decision, a desk
entry in between, a report left unconfirmed past its time. The pages update by themselves."""

from __future__ import annotations

from pathlib import Path

import test_browser
from self_entry_helpers import make_self_entry_event

from figs_td.core.model import Game
from figs_td.services.results import enter_result, game_at
from figs_td.services.self_entry import phones as se
from figs_td.services.self_entry import queue as sq
from figs_td.store import open_store
from figs_td.web.server import LiveServer

PHONE = {"width": 360, "height": 740}
pytestmark = test_browser.pytestmark  # skipped, with the reason, without Playwright or chromium
browser = test_browser.browser  # the module's chromium (fixture)


class PhoneInBrowser:
    def __init__(self, browser: object, locale: str) -> None:
        self.context = browser.new_context(viewport=PHONE, locale=locale, has_touch=True)  # type: ignore[attr-defined]
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.requests: list[str] = []
        self.page.on("request", lambda r: self.requests.append(r.url))

    def sees(self, text: str, timeout: float = 20_000) -> None:
        self.page.get_by_text(text).first.wait_for(timeout=timeout)

    def report(self, mine: int, theirs: int, button: str) -> None:
        if not self.page.locator("#miei").is_visible():
            self.page.locator("summary").first.click()
        self.page.fill("#miei", str(mine))
        self.page.fill("#suoi", str(theirs))
        self.page.get_by_role("button", name=button).click()


def _pair(path: Path, number: int, games: list[Game]) -> None:
    with open_store(path) as st, st.transaction(actor="banco") as tx:
        tx.rounds.save_round(number, games)


def _scores(path: Path, rnd: int, table: int) -> tuple[int | None, int | None]:
    with open_store(path) as st:
        g = game_at(st, rnd, table)
    return g.score_first, g.score_second


def test_two_phones(browser: object, tmp_path: Path) -> None:
    path = tmp_path / "telefoni.figs"
    codes = make_self_entry_event(path)
    server = LiveServer(str(path), "127.0.0.1", 0, poll=0.1, self_entry=True)
    url = server.start()
    rossi = PhoneInBrowser(browser, "it-IT")
    verdi = PhoneInBrowser(browser, "en-GB")
    try:
        # The QR code opens the page with the code after "#": signed in, the code never sent in
        # a URL (only in the sign-in form's body).
        rossi.page.goto(f"{url}g#{codes[1]}")
        rossi.sees("Inizi TU")
        verdi.page.goto(f"{url}g#{codes[3]}")
        verdi.sees("Rossi Mario starts")
        assert not any(codes[1] in u or codes[3] in u for u in rossi.requests + verdi.requests)
        assert rossi.page.locator("#lato").bounding_box()["height"] >= 48  # type: ignore[index]
        button = rossi.page.get_by_role("button", name="Invia il risultato").bounding_box()
        assert button and button["height"] >= 48 and button["width"] >= 300

        # 1. agree: Rossi reports, Verdi's page shows it by itself, Verdi confirms
        rossi.report(412, 380, "Invia il risultato")
        rossi.sees("In attesa della conferma di Verdi Anna")
        verdi.sees("Rossi Mario reported")
        assert "you 380 – Rossi Mario 412" in verdi.page.locator("#proposta").inner_text()
        verdi.page.get_by_role("button", name="Confirm").click()
        verdi.sees("both reports agree")
        rossi.sees("tu 412 – Verdi Anna 380")  # Rossi's page updated by itself
        assert _scores(path, 1, 1) == (412, 380)

        # 2. contest within the appeal window
        rossi.page.fill("#motivo", "380 era 390")
        rossi.page.get_by_role("button", name="Contesta").click()
        rossi.sees("Reclamo inviato al direttore di gara")
        with open_store(path) as st:
            [item] = sq.queue(st)
        assert item.reports[0][0].note == "380 era 390" and _scores(path, 1, 1) == (412, 380)

        # 3. disagree (round 2, Verdi moves first): the director decides
        _pair(path, 2, [Game(2, 1, 3, 1), Game(2, 2, 4, 2)])
        verdi.sees("YOU start")
        rossi.sees("Inizia Verdi Anna")
        verdi.report(300, 350, "Send the result")
        verdi.sees("Waiting for Rossi Mario to confirm")
        rossi.sees("Verdi Anna ha segnalato")
        rossi.report(360, 300, "Invia il risultato")  # his own, different
        rossi.sees("Le due segnalazioni non concordano")
        verdi.sees("The two reports do not agree")
        assert _scores(path, 2, 1) == (None, None)
        with open_store(path) as st:
            item = next(q for q in sq.queue(st) if q.round == 2)
            sq.decide(st, item.reports[1][0].id, True, actor="direttore")  # Rossi's version
        verdi.sees("you 300 – Rossi Mario 360")
        rossi.sees("tu 360 – Verdi Anna 300")

        # 4. a desk entry in between: it wins, the phone's report is closed
        _pair(path, 3, [Game(3, 1, 1, 3), Game(3, 2, 2, 4)])
        rossi.sees("Turno 3")
        rossi.report(400, 390, "Invia il risultato")
        verdi.sees("Rossi Mario reported")
        with open_store(path) as st:
            enter_result(st, 3, 1, 401, 390, actor="banco 1")
        verdi.sees("you 390 – Rossi Mario 401")
        rossi.sees("tu 401 – Verdi Anna 390")
        assert _scores(path, 3, 1) == (401, 390)
        with open_store(path) as st:
            assert [q for q in sq.queue(st) if q.round == 3] == []

        # 5. late: no confirmation in time (0 minutes for the test) → to the director
        _pair(path, 4, [Game(4, 1, 3, 1), Game(4, 2, 4, 2)])
        with open_store(path) as st, st.transaction(actor="direttore") as tx:
            tx.tournament.set_setting(se.CONFIRM_KEY, 0)
        rossi.sees("Turno 4")
        rossi.report(350, 340, "Invia il risultato")
        rossi.sees("Verdi Anna non ha confermato in tempo")
        verdi.sees("Round 4")
        verdi.sees("Send the result")  # nothing to confirm: Rossi's report is already late
        assert verdi.page.locator("#conferma").count() == 0
        verdi.report(340, 350, "Send the result")
        verdi.sees("You did not confirm Rossi Mario's report in time")
        assert _scores(path, 4, 1) == (None, None)
        with open_store(path) as st:
            item = next(q for q in sq.queue(st) if q.round == 4)
        assert [why for _r, _w, why in item.reports] == ["late", "late"]
        assert rossi.errors == [] and verdi.errors == []
    finally:
        rossi.context.close()
        verdi.context.close()
        server.stop()
