"""Nothing holds the desk (issue 40 §1): an event in the past, a merge and an unmerge return
with the ratings marked "in aggiornamento"; computed afterwards they are exactly those of
rating everything again; a killed catch-up leaves them waiting; no whole copy for merges."""

from __future__ import annotations

import datetime as dt
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from figs_td.services import archive as svc
from tests.archive.test_archive_rerate import DAYS, _assert_as_from_scratch, _event

ROOT = Path(__file__).parents[2]


def _build(target: str) -> tuple[Any, dict[str, int]]:
    store = svc.open_archive(target, create=True)
    rng = random.Random(40)
    for ev in (_event(rng, DAYS[0], [0, 1, 2, 3], "primo"), _event(rng, DAYS[2], [0, 1, 4, 5], "medio"),
               _event(rng, DAYS[4], [0, 2, 6, 7], "ultimo")):  # fmt: skip
        svc.add_event(store, ev, actor="test")
    return store, {p.name: p.id for p in svc.players(store)}


def test_deferred_actions_then_catch_up_equal_rating_from_scratch(archive_target: str) -> None:
    store, ids = _build(archive_target)
    try:
        assert svc.rating_pending(store) is None
        with store.read() as tx:
            before = {p.id: p.rating for p in tx.players()}
        past = _event(random.Random(7), DAYS[1], [1, 2, 8, 3], "passato")
        svc.add_event(store, past, actor="test", rerate=False)
        # waiting from the past event's day; the stored ratings are those before it, untouched
        assert svc.rating_pending(store) == DAYS[1]
        with store.read() as tx:
            assert {p.id: p.rating for p in tx.players() if p.id in before} == before
        # more actions while it waits: a new last event, a merge of players first seen in
        # the middle: one catch-up from the earliest day covers them all
        svc.add_event(store, _event(random.Random(8), DAYS[5], [0, 1, 2, 3], "dopo"), actor="test",
                      rerate=False)  # fmt: skip
        ids = {p.name: p.id for p in svc.players(store)}
        svc.merge(store, ids["Gallo Piero"], ids["Rossi Maria"], actor="test", rerate=False)
        assert svc.rating_pending(store) == DAYS[1]
        assert svc.catch_up(store, actor="test") == DAYS[1]
        assert svc.rating_pending(store) is None
        _assert_as_from_scratch(store)
        assert svc.catch_up(store, actor="test") is None  # nothing left: nothing done
        svc.unmerge(store, ids["Rossi Maria"], actor="test", rerate=False)
        assert svc.rating_pending(store) is not None
        svc.catch_up(store, actor="test")
        _assert_as_from_scratch(store)
        entries = [e["action"] for e in svc.audit_log(store, 10)]
        assert "rating.catch_up" in entries
    finally:
        store.close()


def test_a_killed_catch_up_leaves_the_ratings_waiting(
    archive_target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from figs_td.services.archive import rating as rating_mod

    store, ids = _build(archive_target)
    try:
        svc.merge(store, ids["Verdi Luca"], ids["Conti Lia"], actor="test", rerate=False)
        waiting = svc.rating_pending(store)
        with store.read() as tx:
            stored = [tuple(r) for r in tx._x("SELECT * FROM archive_rating ORDER BY 1, 2").all()]
        real = rating_mod.rebuild_ratings

        def dies(tx: Any, params: Any, since: Any = None) -> None:
            real(tx, params, since)  # every rating rewritten, then the process "dies"
            raise KeyboardInterrupt

        monkeypatch.setattr(rating_mod, "rebuild_ratings", dies)
        with pytest.raises(KeyboardInterrupt):
            svc.catch_up(store, actor="test")
        monkeypatch.undo()
        assert svc.rating_pending(store) == waiting  # still waiting: the previous state
        with store.read() as tx:
            assert [tuple(r) for r in tx._x("SELECT * FROM archive_rating ORDER BY 1, 2").all()] == stored
        assert svc.catch_up(store, actor="test") == waiting
        _assert_as_from_scratch(store)
    finally:
        store.close()


def test_copies_beside_the_archive_stay_within_its_size(tmp_path: Path) -> None:
    store, _ids = _build(str(tmp_path / "a.figsa"))
    try:
        size = (tmp_path / "a.figsa").stat().st_size
        for i in range(6):
            store.backup(f"prova{i}")
        copies = store.backups()
        total = sum(p.stat().st_size for p in copies)
        assert copies and total <= size, (len(copies), total, size)
        assert "prova5" in copies[-1].name  # the newest is always kept
    finally:
        store.close()


def _cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "FIGS_ACTOR": "test"}
    return subprocess.run([sys.executable, "-m", "figs_td", *args], capture_output=True,
                          text=True, cwd=cwd, env=env, timeout=120)  # fmt: skip


def test_the_command_line_returns_and_the_ratings_follow(tmp_path: Path) -> None:
    store, ids = _build(str(tmp_path / "a.figsa"))
    store.close()
    done = _cli("archive", "a.figsa", "merge", str(ids["Gallo Piero"]), str(ids["Greco Ada"]),
                cwd=tmp_path)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "unito" in done.stdout
    # the ratings follow in a process of their own; meanwhile "rating" says so, and writes nothing
    deadline = time.monotonic() + 60
    while True:
        shown = json.loads(_cli("archive", "a.figsa", "rating", "--json", cwd=tmp_path).stdout)
        if shown["updating"] is None or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    assert shown["updating"] is None, "il rating non si è aggiornato"
    with svc.open_archive(str(tmp_path / "a.figsa")) as s:
        assert svc.rating_pending(s) is None
        _assert_as_from_scratch(s)
    again = _cli("archive", "a.figsa", "rerate", cwd=tmp_path)
    assert again.returncode == 0 and again.stdout.strip() == "rating già aggiornato"


def test_rating_and_site_say_in_aggiornamento(tmp_path: Path) -> None:
    from figs_td.web.archive_site import publish_archive

    store, ids = _build(str(tmp_path / "a.figsa"))
    try:
        svc.merge(store, ids["Verdi Luca"], ids["Conti Lia"], actor="test", rerate=False)
        publish_archive(store, tmp_path / "sito", as_of=dt.date(2026, 1, 1))
        page = (tmp_path / "sito" / "rating.html").read_text("utf-8")
        assert "Rating in aggiornamento: quelli dal 19/02/2025 in poi" in page
    finally:
        store.close()
    out = _cli("archive", "a.figsa", "rating", cwd=tmp_path).stdout
    assert "(in aggiornamento: i rating dal 19/02/2025 in poi si stanno ricalcolando)" in out
    # the command line's publish computes them first: the site is current
    _cli("archive", "a.figsa", "publish", "-o", "sito", cwd=tmp_path)
    assert "in aggiornamento" not in (tmp_path / "sito" / "rating.html").read_text("utf-8")
