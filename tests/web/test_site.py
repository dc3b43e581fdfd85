"""The static site (figs-td publish): values by hand, links, no script, only changed files."""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path

import pytest
from web_helpers import parse, table

from figs_td.services.publish import load_site
from figs_td.store import open_store
from figs_td.web.site import MANIFEST, write_site


def publish(figs: Path, out: Path, **kw: object):  # noqa: ANN201
    with open_store(figs) as store:
        return write_site(load_site(store), out, **kw)  # type: ignore[arg-type]


def read(folder: Path, name: str) -> str:
    return (folder / name).read_text("utf-8")


def test_small_event_values_worked_out_by_hand(small: Path, tmp_path: Path) -> None:
    out = tmp_path / "sito"
    publish(small, out)
    # Round 1: Alfa 400-300 Beta, Gamma 350-360 Delta.  Round 2: Delta 390-380 Alfa,
    # Beta 420-300 Gamma.  After round 2: Delta 2 wins +20; Alfa 1 +90; Beta 1 +20
    # (-100 +120); Gamma 0 -130.
    rows = table(read(out, "classifica-2.html"), "Classifica dopo il turno 2")
    body = [(r[0], r[1], r[3]) for r in rows[1:]]
    assert body == [
        ("1", "Delta Dario", "2"),
        ("2", "Alfa Anna", "2"),
        ("3", "Beta Bruno", "2"),
        ("4", "Gamma Carla", "2"),
    ]
    head = rows[0]
    spread_col = head.index("Differenza") if "Differenza" in head else head.index("Diff.")
    assert [r[spread_col] for r in rows[1:]] == ["+20", "+90", "+20", "-130"]
    after1 = table(read(out, "classifica-1.html"), "Classifica dopo il turno 1")
    assert [r[1] for r in after1[1:]] == ["Alfa Anna", "Delta Dario", "Gamma Carla", "Beta Bruno"]
    # The latest standings page is the one after round 2, with the chart.
    current = read(out, "classifica.html")
    assert "Classifica dopo il turno 2" in current and "<svg" in current
    # Round 2 by table: who starts, the result, each player's record before the round.
    r2 = table(read(out, "turno-2.html"), "turno 2")
    assert r2[1] == ["1", "Delta Dario (1; +10)", "390–380", "Alfa Anna (1; +100)"]
    assert r2[2] == ["2", "Beta Bruno (0; -100)", "420–300", "Gamma Carla (0; -10)"]
    # Alphabetical: every player once, with table, opponent, who starts, own score first.
    alpha = table(read(out, "turno-2-alfabetico.html"), "ordine alfabetico")
    assert alpha[1:] == [
        ["Alfa Anna", "1", "Delta Dario", "secondo", "380–390"],
        ["Beta Bruno", "2", "Gamma Carla", "inizia", "420–300"],
        ["Delta Dario", "1", "Alfa Anna", "inizia", "390–380"],
        ["Gamma Carla", "2", "Beta Bruno", "secondo", "300–420"],
    ]
    # Alfa's page: games, opponents, scores, who started, running totals, rank by round.
    numbers = {
        c: n
        for n, c in re.findall(
            r'href="giocatore-(\d+)\.html">([^<]+)<', read(out, "giocatori.html")
        )
    }
    alfa = table(read(out, f"giocatore-{numbers['Alfa Anna']}.html"), "Partite di Alfa Anna")
    assert alfa[1:] == [
        ["1", "1", "Beta Bruno", "inizia", "400–300", "V", "1", "+100", "1"],
        ["2", "1", "Delta Dario", "secondo", "380–390", "S", "1", "+90", "2"],
    ]
    # Crosstable: Gamma lost to Delta (number) in round 1 and to Beta in round 2; the totals
    # (Punti, V, Diff.) come right after the name (issue 44: a phone never hides them).
    cross = table(read(out, "tabellone.html"), "Tabellone")
    assert cross[0][3:] == ["Punti", "V", "Diff.", "T1", "T2"]
    gamma = next(r for r in cross if r[2] == "Gamma Carla")
    assert gamma[6] == f"S {numbers['Delta Dario']} 350–360"
    assert gamma[7] == f"S {numbers['Beta Bruno']} 300–420"
    assert gamma[3:6] == ["0", "0", "-130"]
    # Statistics: highest score 420 (Beta), biggest margin 120, highest losing score 380.
    stats = read(out, "statistiche.html")
    assert re.search(r"<strong>420</strong>\s*<a[^>]*>Beta Bruno</a>", stats)
    assert "<strong>120</strong>" in stats and "<strong>380</strong>" in stats
    index = read(out, "index.html")
    assert "Lecco" in index and "18/04/2026" in index and "Italo-svizzero" in index


def test_site_is_self_contained_accessible_and_without_script(
    event65: Path, tmp_path: Path
) -> None:
    out = tmp_path / "sito"
    report = publish(event65, out)
    names = set(report.files)
    assert {"index.html", "stile.css", "tabellone.html", "turno-6.html", "classifica-6.html",
            "proiettore.html", "statistiche.html"} <= names  # fmt: skip
    assert len([n for n in names if n.startswith("giocatore-")]) == 65
    for name in names:
        if not name.endswith(".html"):
            continue
        html = read(out, name)
        page = parse(html)
        assert '<html lang="it">' in html, name
        assert page.scripts == [], f"{name}: il sito statico non usa script"
        for href in page.links:
            # relative, inside the folder, to a file that exists (or an anchor)
            assert not re.match(r"^[a-z]+:|^/", href), (name, href)
            target = href.split("#")[0]
            assert not target or (out / target).is_file(), (name, href)
        for cap, rows in page.tables:
            assert cap, f"{name}: tabella senza didascalia"
            assert rows and rows[0], name
        assert all("scope" in a for t, a in page.tags if t == "th"), name
    # Names that try to inject markup are text, never markup.
    html = read(out, "giocatori.html")
    assert "&lt;script&gt;window.__pwned=1&lt;/script&gt;" in html
    assert "<script>" not in html and "<b>Co</b>" not in html
    assert "O&#34;Brien &#39;Zio&#39; &amp; &lt;b&gt;Co&lt;/b&gt;" in html


def test_only_changed_files_are_rewritten(event65: Path, tmp_path: Path) -> None:
    from figs_td.services.pairing.rounds import delete_last_round
    from figs_td.services.results import enter_result, round_games

    out = tmp_path / "sito"
    first = publish(event65, out)
    assert set(first.written) == set(first.files)
    stamps = {n: (out / n).stat().st_mtime_ns for n in first.files}
    again = publish(event65, out)
    assert again.written == () and again.removed == ()
    assert {n: (out / n).stat().st_mtime_ns for n in first.files} == stamps
    # One more result in round 6: round 1's pages (and the style sheet) do not change.
    with open_store(event65) as store:
        game = next(
            g for g in round_games(store, 6) if g.second is not None and g.score_first is None
        )
        enter_result(store, 6, game.table, 433, 401)
    third = publish(event65, out)
    assert "turno-6.html" in third.written and "classifica-6.html" in third.written
    for same in ("turno-1.html", "turno-1-alfabetico.html", "classifica-1.html", "stile.css"):
        assert same not in third.written
        assert (out / same).stat().st_mtime_ns == stamps[same]
    assert "433–401" in read(out, "turno-6.html")
    # Round 6 deleted: its pages go; a file the site did not write stays.
    (out / "mio-file.txt").write_text("mio")
    with open_store(event65) as store:
        delete_last_round(store, 6, force=True)
    fourth = publish(event65, out)
    assert set(fourth.removed) == {"turno-6.html", "turno-6-alfabetico.html", "classifica-6.html"}
    assert not (out / "turno-6.html").exists() and (out / "mio-file.txt").read_text() == "mio"
    assert "turno-6.html" not in (out / MANIFEST).read_text()


def test_zip_packs_the_site_and_is_stable(small: Path, tmp_path: Path) -> None:
    out = tmp_path / "sito"
    zpath = tmp_path / "sito.zip"
    report = publish(small, out, zip_path=zpath)
    with zipfile.ZipFile(zpath) as z:
        assert sorted(z.namelist()) == sorted(f"sito/{n}" for n in report.files)
        assert z.read("sito/index.html") == (out / "index.html").read_bytes()
    before = zpath.read_bytes()
    publish(small, out, zip_path=zpath)
    assert zpath.read_bytes() == before


def _cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """``figs-td ARGS`` by the command line's entry point, in this process: exit status,
    output, errors."""
    from figs_td.cli import main

    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_publish_json_zip_and_errors(
    small: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "pubblico"
    code, stdout, stderr = _cli(capsys, "publish", str(small), "-o", str(out), "--zip", "--json")
    assert code == 0, stderr
    data = json.loads(stdout)
    assert data["files"] == len(data["written"]) and data["unchanged"] == 0
    assert data["zip"] == str(tmp_path / "pubblico.zip") and Path(data["zip"]).is_file()
    code, stdout, _ = _cli(capsys, "publish", str(small), "-o", str(out))
    assert code == 0 and "0 file nuovi o cambiati" in stdout
    blocker = tmp_path / "un-file"
    blocker.write_text("x")
    code, _, stderr = _cli(capsys, "publish", str(small), "-o", str(blocker))
    assert code == 2 and stderr.startswith("errore: ") and "cartella" in stderr
    code, _, stderr = _cli(capsys, "publish", str(tmp_path / "manca.figs"), "-o", str(out))
    assert code == 2 and "errore:" in stderr


@pytest.mark.postgres
def test_publish_from_postgresql(pg_url: str, tmp_path: Path) -> None:
    from make_event import make_event

    make_event(pg_url, 12, 3, played=2)
    report = publish(pg_url, tmp_path / "sito")  # type: ignore[arg-type]
    assert "turno-2.html" in report.files
    assert len(table(read(tmp_path / "sito", "classifica.html"), "Classifica")) == 13


def test_live_shortcuts_give_the_documents_numbers(event65: Path) -> None:
    """The live server's shortcuts (rounds kept between loads, one player's card, the rank
    history read off each round's standings) give exactly the prepared documents' data."""
    from figs_td.core.standings.table import resolve_tiebreaks
    from figs_td.reports import prepare
    from figs_td.services.publish import SiteCache
    from figs_td.services.results import enter_result, round_games

    cache = SiteCache()
    with open_store(event65) as store:
        load_site(store, cache)
        game = next(
            g for g in round_games(store, 6) if g.second is not None and g.score_first is None
        )
        enter_result(store, 6, game.table, 390, 402)
        cached = load_site(store, cache)
        fresh = load_site(store)
        state = fresh.state
    assert cached.rounds == fresh.rounds and cached.history == fresh.history
    assert any(r.results.rows for r in cached.rounds if r.number == 6)
    assert "390" in str(cached.rounds[-1].results)
    ids = {prepare.number(p): p.id for p in state.players}
    order = [ids[line.number] for line in fresh.rounds[-1].standings.rows]
    expected = prepare.rank_history(state, 6, resolve_tiebreaks(fresh.tiebreaks), order=order)
    assert fresh.history == expected
    for number in (1, 17, 65):
        one = fresh.scorecard(number)
        assert one is not None and one.lines
    full = {c.number: c for c in fresh.prepare_all().scorecards.cards}
    assert "scorecards" not in cached.__dict__  # its whole document was never prepared
    for number in full:
        assert cached.scorecard(number) == full[number]


def test_the_manuals_example_event(tmp_path: Path) -> None:
    """The example of the manual: a time loss and a forfeit in round 3, a bye in round 4."""
    import shutil

    example = Path(__file__).resolve().parents[2] / "resources" / "examples" / "torneo-esempio.figs"
    copy = tmp_path / "esempio.figs"
    shutil.copyfile(example, copy)
    out = tmp_path / "sito"
    report = publish(copy, out)
    assert len([n for n in report.files if n.startswith("giocatore-")]) == 10
    r3 = table(read(out, "turno-3.html"), "turno 3")
    notes = " ".join(" ".join(row) for row in r3)
    assert "sconfitta per tempo" in notes and "a tavolino" in notes
    r4 = table(read(out, "turno-4.html"), "turno 4")
    assert any(row[-1] == "riposo" for row in r4[1:])
    index = read(out, "index.html")
    assert "Torneo di esempio" in index and "Lecco" in index and "Sala Roberto" in index
