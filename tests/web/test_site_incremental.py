"""A second publish after one new result rewrites only the pages that show it (issue 29): the
round's pages, the current standings and what is built from them, the two players' pages and the
pages of the players whose rank after the round changed; every other file keeps its bytes and its
time stamp. The static site writes the same bytes as the live pages of the same state."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from figs_td.services.publish import load_site
from figs_td.services.results import enter_result, round_games
from figs_td.store import open_store
from figs_td.web.pages import Pages
from figs_td.web.site import render_site, write_site

WHOLE_EVENT = {"classifica.html", "tabellone.html", "statistiche.html", "proiettore.html"}


def publish(figs: Path, out: Path):  # noqa: ANN201
    with open_store(figs) as store:
        return write_site(load_site(store), out)


def test_one_new_result_rewrites_a_handful_of_files(event65: Path, tmp_path: Path) -> None:
    out = tmp_path / "sito"
    first = publish(event65, out)
    stamps = {n: (out / n).stat().st_mtime_ns for n in first.files}
    with open_store(event65) as store:
        before = {h.name: h.ranks for h in load_site(store).history}
        numbers = {name: n for n, name, _club in load_site(store).players}
        game = next(
            g for g in round_games(store, 6) if g.second is not None and g.score_first is None
        )
        with store.read() as tx:
            who = {p.id: p.name for p in tx.state().players}
        enter_result(store, 6, game.table, 433, 401)
        after = {h.name: h.ranks for h in load_site(store).history}
    moved = {f"giocatore-{numbers[name]}.html" for name in after if after[name] != before[name]}
    players = {f"giocatore-{numbers[who[pid]]}.html" for pid in (game.first, game.second)}
    third = publish(event65, out)
    allowed = {"turno-6.html", "turno-6-alfabetico.html", "classifica-6.html"}
    allowed |= WHOLE_EVENT | players | moved | {"tourney.js"}  # TSH's feed: the whole event
    assert {"turno-6.html", "classifica-6.html"} | players <= set(third.written)
    assert set(third.written) <= allowed, set(third.written) - allowed
    assert len(third.written) < len(first.files) // 3  # a handful, not the site
    for name in set(first.files) - set(third.written):
        assert (out / name).stat().st_mtime_ns == stamps[name], name


def test_static_pages_equal_the_live_pages_of_the_same_state(event65: Path) -> None:
    # The static site prepares the whole-event tables once; a live player's page prepares only
    # that player's card: the bytes are the same.
    with open_store(event65) as store:
        static = render_site(load_site(store))
        live = Pages(load_site(store), live=False)
        for name in [n for n in static if n.startswith("giocatore-")][:12]:
            assert live.render(name) == static[name], name


def test_each_file_fsynced_then_the_folder_once(
    event65: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 1 fsync per file written (its bytes before its rename) and one folder fsync at the end,
    # instead of a folder fsync per file; nothing written: no fsync at all.
    import figs_td.atomic as atomic
    import figs_td.web.site as site_mod

    files: list[str] = []
    folders: list[Path] = []
    monkeypatch.setattr(atomic, "fsync_file", lambda p: files.append(Path(p).name))
    monkeypatch.setattr(atomic, "fsync_dir", lambda p: folders.append(Path(p)))
    monkeypatch.setattr(site_mod, "fsync_dir", lambda p: folders.append(Path(p)))
    out = tmp_path / "sito"
    first = publish(event65, out)
    # the pages and the list of pages; in a new folder the list is first written empty (and its
    # rename made durable), so that a publish killed half-way leaves a folder of the site's own
    assert len(files) == len(first.files) + 2
    assert all(".figs-tmp-" in name for name in files)
    assert folders == [out, out]
    files.clear()
    folders.clear()
    again = publish(event65, out)
    assert again.written == () and files == [] and folders == []


_KILLED_PUBLISH = r"""
import os, signal, sys
from pathlib import Path
import figs_td.web.site as site_mod
from figs_td.services.publish import load_site
from figs_td.store import open_store
site_mod.fsync_dir = lambda _folder: os.kill(os.getpid(), signal.SIGKILL)
with open_store(Path(sys.argv[1])) as store:
    site = load_site(store)
site_mod.write_site(site, Path(sys.argv[2]))
raise SystemExit("not killed")
"""


@pytest.mark.skipif(os.name == "nt", reason="SIGKILL")
def test_killed_before_the_folder_fsync_each_page_is_the_old_or_the_new(
    event65: Path, tmp_path: Path
) -> None:
    out = tmp_path / "sito"
    publish(event65, out)
    old = {p.name: p.read_bytes() for p in out.iterdir()}
    with open_store(event65) as store:
        game = next(
            g for g in round_games(store, 6) if g.second is not None and g.score_first is None
        )
        enter_result(store, 6, game.table, 433, 401)
        new = render_site(load_site(store))
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    proc = subprocess.run(
        [sys.executable, "-c", _KILLED_PUBLISH, str(event65), str(out)], env=env, timeout=120
    )
    assert proc.returncode == -signal.SIGKILL
    changed = {n for n in new if new[n] != old.get(n)}
    assert changed  # the new result changed some pages
    for name in new:
        assert (out / name).read_bytes() == new[name], name  # every rename made before the kill
    assert {p.name for p in out.iterdir()} == set(old)  # no temporary left, no page lost
    # the next publish (the folder fsync done) has nothing left to write but the list of pages
    assert publish(event65, out).written == ()


def test_the_cycle_collector_is_restored_after_rendering(
    event65: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import gc

    import figs_td.web.site as site_mod

    seen: list[bool] = []
    real = site_mod.Pages.render

    def render(self, path):  # noqa: ANN001, ANN202
        seen.append(gc.isenabled())
        return real(self, path)

    monkeypatch.setattr(site_mod.Pages, "render", render)
    with open_store(event65) as store:
        site = load_site(store)
    assert gc.isenabled()
    assert render_site(site)
    assert gc.isenabled() and seen and not any(seen)  # paused while rendering only

    def broken(self, path):  # noqa: ANN001, ANN202
        raise RuntimeError("pagina rotta")

    monkeypatch.setattr(site_mod.Pages, "render", broken)
    with pytest.raises(RuntimeError):
        render_site(site)
    assert gc.isenabled()  # restored on an error too
    gc.disable()
    try:
        monkeypatch.setattr(site_mod.Pages, "render", real)
        render_site(site)
        assert not gc.isenabled()  # a caller's choice is kept
    finally:
        gc.enable()
