"""``figs-td archive …`` and ``standings --rating-change`` through the real command line:
exit codes, Italian messages, JSON shapes; the site written incrementally."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.archive.helpers import make_event
from tests.archive.test_archive_store import FOUR, ROUNDS, varied


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "figs_td", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
    )


def test_archive_commands_end_to_end(tmp_path: Path) -> None:
    a = make_event(tmp_path / "a.figs", "Torneo A", "2026-03-01", FOUR, ROUNDS)
    b = make_event(tmp_path / "b.figs", "Torneo B", "2026-04-01", FOUR, varied(1))
    out = run("archive", "archivio.figsa", "add", a, "--category", "open", "--json", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    added = json.loads(out.stdout)
    assert added[0]["players"] == 4 and added[0]["replaced"] is None
    again = run("archive", "archivio.figsa", "add", a, "--category", "open", cwd=tmp_path)
    assert (
        again.returncode == 2
        and "già nell'archivio" in again.stderr
        and "--replace" in again.stderr
    )
    short = make_event(tmp_path / "c.figs", "C", "2026-05-01", FOUR, ROUNDS[:1], planned=3)
    out = run("archive", "archivio.figsa", "add", short, "--category", "open", cwd=tmp_path)
    assert out.returncode == 2 and "non è finito (giocati 1 turni su 3)" in out.stderr
    assert (
        run("archive", "archivio.figsa", "add", b, "--category", "club", cwd=tmp_path).returncode
        == 0
    )

    rk = json.loads(
        run(
            "archive", "archivio.figsa", "ranking", "--as-of", "2026-06-01", "--json", cwd=tmp_path
        ).stdout
    )
    assert rk["as_of"] == "2026-06-01"
    top = rk["rows"][0]
    assert (top["name"], top["points"], top["counted"], top["tournaments"]) == (
        "Rossi Mario",
        200,
        2,
        2,
    )
    assert {x["why"] for x in top["results"]} == {"contato"}
    assert set(top["results"][0]) == {
        "event_id",
        "tournament",
        "date",
        "category",
        "place",
        "points",
        "counted",
        "why",
    }

    rt = json.loads(run("archive", "archivio.figsa", "rating", "--json", cwd=tmp_path).stdout)
    assert rt["official"] is False and "non ufficiale" in rt["label"]
    assert [r["name"] for r in rt["rows"]][0] == "Rossi Mario"

    dup = run("archive", "archivio.figsa", "players", "--duplicates", "--json", cwd=tmp_path)
    assert dup.returncode == 0 and json.loads(dup.stdout) == []
    bad = run("archive", "archivio.figsa", "merge", "1", "1", cwd=tmp_path)
    assert bad.returncode == 2 and "sé stesso" in bad.stderr
    missing = run("archive", "archivio.figsa", "player", "999", cwd=tmp_path)
    assert missing.returncode == 2 and "non esiste" in missing.stderr

    for fmt in ("xlsx", "pdf"):
        out = run(
            "archive",
            "archivio.figsa",
            "ranking",
            "--as-of",
            "2026-06-01",
            "-o",
            f"classifica.{fmt}",
            cwd=tmp_path,
        )
        assert out.returncode == 0, out.stderr
        assert (tmp_path / f"classifica.{fmt}").stat().st_size > 1000
    from openpyxl import load_workbook

    ws = load_workbook(tmp_path / "classifica.xlsx").active
    assert any("Rossi Mario" in str(c.value) for row in ws.iter_rows() for c in row)

    nothing = run("archive", "manca.figsa", "ranking", cwd=tmp_path)
    assert nothing.returncode == 2 and "non esiste" in nothing.stderr
    assert not (tmp_path / "manca.figsa").exists()  # a command that shows never writes


def test_publish_rewrites_only_what_changed(tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    import datetime as dt
    import importlib

    players_mod = importlib.import_module("figs_td.services.archive.players")

    from figs_td.services import archive as svc
    from figs_td.web.archive_site import publish_archive

    store = svc.open_archive(str(tmp_path / "a.figsa"), create=True)
    others = [("Gialli", "Eva", "Pisa", "T7", None), ("Blu", "Ugo", "Pisa", "T8", None)]
    try:
        svc.add_sources(
            store,
            [make_event(tmp_path / "a.figs", "A", "2026-03-01", FOUR, ROUNDS)],
            category="open",
        )
        svc.add_sources(
            store,
            [make_event(tmp_path / "o.figs", "O", "2026-03-02", others, [[(0, 1, 300, 200)]])],
            category="club",
        )
        site = tmp_path / "sito"
        first = publish_archive(store, site, as_of=dt.date(2026, 6, 1))
        assert "index.html" in first.written and "evento-1.html" in first.written
        assert len(first.written) == len(first.files)
        read: list[int] = []  # whose page data is read (only pages whose stamp changed)
        real_history = players_mod.player_history
        monkeypatch.setattr(
            players_mod, "player_history", lambda s, pid: read.append(pid) or real_history(s, pid)
        )
        again = publish_archive(store, site, as_of=dt.date(2026, 6, 1))
        assert again.written == () and read == []
        svc.add_sources(
            store,
            [make_event(tmp_path / "b.figs", "B", "2026-04-01", FOUR, varied(1))],
            category="open",
        )
        third = publish_archive(store, site, as_of=dt.date(2026, 6, 1))
        ids = {p.name: p.id for p in svc.players(store)}
        assert sorted(read) == sorted(
            ids[n] for n in ("Rossi Mario", "Bianchi Anna", "Verdi Luca", "Neri Sara")
        )
        four = {
            f"giocatore-{ids[n]}.html"
            for n in ("Rossi Mario", "Bianchi Anna", "Verdi Luca", "Neri Sara")
        }
        assert (
            set(third.written)
            == {"index.html", "rating.html", "eventi.html", "evento-3.html"} | four
        )
        page = (site / f"giocatore-{ids['Rossi Mario']}.html").read_text("utf-8")
        assert (
            "<svg" in page
            and "non ufficiale" in page
            and "http" not in page.replace("http://www.w3.org/2000/svg", "")
        )
    finally:
        store.close()


def test_standings_rating_change_worked_by_hand(tmp_path: Path) -> None:
    """A 1500 (rated: K 16) beats B 1600, B beats C (unrated: 1500, K 32), A and C draw:
    A +16·0.579029 = +9.3, B 16·(1 − 1.158059) = −2.5, C 32·(0.5 − 0.920971) = −13.5."""
    players = [("A", "Uno", "", "", 1500), ("B", "Due", "", "", 1600), ("C", "Tre", "", "", None)]
    f = make_event(
        tmp_path / "r.figs",
        "R",
        "2026-01-10",
        players,
        [[(0, 1, 400, 350)], [(1, 2, 420, 300)], [(0, 2, 350, 350)]],
    )
    out = run("standings", f, "--rating-change", "--json", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    got = {r["name"]: r["rating_change"] for r in json.loads(out.stdout)}
    assert got == {"A Uno": 9.3, "B Due": -2.5, "C Tre": -13.5}
    text = run("standings", f, "--rating-change", cwd=tmp_path).stdout
    assert "Rating ± (non uff.)" in text and "+9.3" in text


@pytest.mark.parametrize(
    "cmd", [["archive", "x.figsa", "--help"], ["archive", "x.figsa", "add", "--help"]]
)
def test_help_is_italian(cmd: list[str], tmp_path: Path) -> None:
    out = run(*cmd, cwd=tmp_path)
    assert out.returncode == 0 and ("opzioni" in out.stdout or "argomenti" in out.stdout)
