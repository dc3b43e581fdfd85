"""``figs-td codes``, ``figs-td reports`` and ``figs-td serve --self-entry`` (issue 27)."""

from __future__ import annotations

import http.client
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web"))
from self_entry_helpers import make_self_entry_event  # noqa: E402

from figs_td.cli import main
from figs_td.services.results import game_at
from figs_td.services.self_entry import phones as se
from figs_td.store import open_store


@pytest.fixture
def event(tmp_path: Path) -> Path:
    """4 players, round 1 paired (Rossi–Verdi, Bianchi–Neri), no code yet."""
    path = tmp_path / "t.figs"
    make_self_entry_event(path, codes=False)
    return path


def test_codes_list_create_replace(event: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["codes", str(event)]) == 0
    assert "nessun codice ancora" in capsys.readouterr().out
    assert main(["codes", str(event), "--create", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["created"] == 4
    assert [(c["number"], c["name"]) for c in data["codes"]] == [
        (1, "Rossi Mario"), (2, "Bianchi Luca"), (3, "Verdi Anna"), (4, "Neri Ugo"),
    ]  # fmt: skip
    assert all(re.fullmatch(r"[A-Z]{3}-[A-Z]{3}-[A-Z]{3}", c["code"]) for c in data["codes"])
    old = data["codes"][0]["code"]
    assert main(["codes", str(event), "--replace", "Rossi"]) == 0
    out = capsys.readouterr().out
    assert "nuovo codice di Rossi Mario (n. 1)" in out and old not in out
    assert main(["codes", str(event)]) == 0
    listing = capsys.readouterr().out
    assert "Rossi Mario" in listing and old not in listing
    assert main(["codes", str(event), "--replace", "Nessuno"]) == 2
    assert main(["codes", str(event), "--create", "--replace", "Rossi"]) == 2


def test_reports_queue_accept_reject(event: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["reports", str(event)]) == 0
    assert "nessuna segnalazione da decidere" in capsys.readouterr().out
    with open_store(event) as st:
        se.report_score(st, 1, 420, 300)
        se.report_score(st, 3, 310, 420)  # Verdi says 310: they disagree
        se.flag(st, 2, "time", "Neri ha superato il tempo")
    assert main(["reports", str(event), "--json"]) == 0
    games = json.loads(capsys.readouterr().out)["games"]
    assert [(g["round"], g["table"], g["first"], g["second"], g["result"]) for g in games] == [
        (1, 1, "Rossi Mario", "Verdi Anna", None), (1, 2, "Bianchi Luca", "Neri Ugo", None),
    ]  # fmt: skip
    first = games[0]["reports"]
    assert [(r["player"], r["scores"], r["reason"]) for r in first] == [
        ("Rossi Mario", [420, 300], "disagree"), ("Verdi Anna", [420, 310], "disagree"),
    ]  # fmt: skip
    assert games[1]["reports"][0]["note"] == "Neri ha superato il tempo"
    assert main(["reports", str(event)]) == 0
    text = capsys.readouterr().out
    assert "turno 1, tavolo 1: Rossi Mario – Verdi Anna" in text
    assert "le due segnalazioni non concordano" in text
    assert main(["reports", str(event), "accept", str(first[1]["id"])]) == 0
    assert "risultato 420-310 inserito" in capsys.readouterr().out
    with open_store(event) as st:
        g = game_at(st, 1, 1)
    assert (g.score_first, g.score_second) == (420, 310)
    assert main(["reports", str(event), "reject", str(games[1]["reports"][0]["id"])]) == 0
    assert "respinta" in capsys.readouterr().out
    assert main(["reports", str(event)]) == 0
    assert "nessuna segnalazione da decidere" in capsys.readouterr().out
    assert main(["reports", str(event), "accept", str(first[0]["id"])]) == 2  # already closed
    assert main(["reports", str(event), "accept"]) == 2
    assert main(["reports", str(event), "reject", "999"]) == 2
    assert "inesistente" in capsys.readouterr().err


def test_reports_reject_with_a_reason_told_to_the_player(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 37 §3: ``reject ID --motivo TESTO``; the player reads it on his page."""
    with open_store(event) as st:
        se.report_score(st, 1, 420, 300)
        verdi = se.report_score(st, 3, 310, 420)  # they disagree
    assert main(["reports", str(event), "accept", str(verdi.report_id), "--motivo", "x"]) == 2
    assert "--motivo vale solo con «reject ID»" in capsys.readouterr().err
    why = "  sul cartellino\nRossi ha 420  "
    assert main(["reports", str(event), "reject", str(verdi.report_id), "--motivo", why]) == 0
    assert "respinta" in capsys.readouterr().out
    with open_store(event) as st:
        view = se.player_view(st, 3)
    assert view.rejected == ((310, 420), "sul cartellino Rossi ha 420")


def test_serve_self_entry(event: Path) -> None:
    env = dict(os.environ, PYTHONIOENCODING="utf-8", PYTHONUNBUFFERED="1")
    proc = subprocess.Popen(
        [sys.executable, "-m", "figs_td", "serve", str(event), "--port", "0", "--self-entry",
         "--confirm-minutes", "5", "--appeal-minutes", "15"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().startswith("codici personali creati: 4")
        m = re.match(r"pagina live: http://127\.0\.0\.1:(\d+)/", proc.stdout.readline())
        assert m
        port = int(m.group(1))
        lines = [proc.stdout.readline() for _ in range(2)]
        assert any(f"risultati dai telefoni: http://127.0.0.1:{port}/g" in x for x in lines)
        deadline = time.monotonic() + 20
        status, body = 0, b""
        while time.monotonic() < deadline and status != 200:
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                conn.request("GET", "/g")
                resp = conn.getresponse()
                status, body = resp.status, resp.read()
                conn.close()
            except OSError:
                time.sleep(0.1)
        assert status == 200 and b"Accedi con il tuo codice" in body
    finally:
        proc.send_signal(signal.SIGINT)
        _out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0, err
    with open_store(event) as st, st.read() as tx:
        assert tx.tournament.get_setting(se.CONFIRM_KEY) == 5
        assert tx.tournament.get_setting(se.APPEAL_KEY) == 15
    with open_store(event) as st:  # 127.0.0.1 is no address for a phone: no QR on the slips
        assert se.player_page_url(st) == ""


def test_serve_minutes_need_self_entry(event: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "figs_td", "serve", str(event), "--port", "0",
         "--confirm-minutes", "5"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2 and "--self-entry" in done.stderr
