""""Sono presente" from the phone (issue 42): offered until round 1 is paired, through the same
checks as the reports (signed in, the page's token), recorded as a check-in."""

from __future__ import annotations

from pathlib import Path

from checkin_helpers import make_checkin_event
from self_entry_helpers import Phone

from figs_td.core.model import Game
from figs_td.services.registration.checkin import checkin_status
from figs_td.store import open_store
from figs_td.web.server import LiveServer


def _present(path: Path) -> list[str]:
    with open_store(path) as st:
        return [r.player.name for r in checkin_status(st).present]


def test_sono_presente_until_round_one(tmp_path: Path) -> None:
    path = tmp_path / "t.figs"
    codes = make_checkin_event(path)
    server = LiveServer(str(path), "127.0.0.1", 0, poll=0.1, self_entry=True)
    url = server.start()
    port = int(url.rstrip("/").rsplit(":", 1)[1])
    try:
        phone = Phone(port)
        phone.open()
        assert phone.sign_in(codes[1]) == 200
        assert 'id="sono-presente"' in phone.page
        # a form without the page's token: refused, nothing recorded
        phone.request("POST", "/g/presente", "csrf=0")
        assert phone.status == 403 and _present(path) == []
        phone.open()
        assert phone.post("presente") == 200
        assert "Presenza registrata." in phone.page and 'id="presente"' in phone.page
        assert 'id="sono-presente"' not in phone.page
        assert _present(path) == ["Rossi Mario"]
        # not signed in: refused
        other = Phone(port)
        other.request("POST", "/g/presente", "csrf=x")
        assert other.status in (401, 403) and _present(path) == ["Rossi Mario"]
        # round 1 paired: the button is gone, and a late post is refused with a message
        verdi = Phone(port)
        verdi.open()
        verdi.sign_in(codes[3])
        with open_store(path) as st, st.transaction(actor="banco") as tx:
            tx.rounds.save_round(1, [Game(1, 1, 1, 3), Game(1, 2, 2, 4)])
        assert verdi.post("presente") == 400
        assert "il check-in dal telefono è chiuso" in verdi.page
        verdi.open()
        assert 'id="sono-presente"' not in verdi.page
        assert _present(path) == ["Rossi Mario"]
    finally:
        server.stop()
