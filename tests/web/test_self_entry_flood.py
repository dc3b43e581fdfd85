"""One player cannot flood the director (issue 37 §2): at most one open report per player per
game (a new one replaces the old, audited once as a replacement) and at most 10 reports a
minute per signed-in phone, with a message that speaks to the player.

Before: 100 corrections from one phone after a disagreement put 101 reports in the director's
queue for one game (his 100 and his opponent's one); 100 corrections while waiting for the
opponent wrote 199 audit entries (each one "closed" + "new report")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from self_entry_helpers import Phone, make_self_entry_event

from figs_td.services.self_entry import queue as sq
from figs_td.store import open_store
from figs_td.web.server import LiveServer

ROSSI, VERDI = 1, 3


class Clock:
    """The rate limiter's clock, moved by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def event(tmp_path: Path) -> tuple[Path, dict[int, str]]:
    path = tmp_path / "telefoni.figs"
    return path, make_self_entry_event(path)


@pytest.fixture
def live(event: tuple[Path, dict[int, str]]) -> Iterator[LiveServer]:
    server = LiveServer(str(event[0]), "127.0.0.1", 0, poll=0.1, self_entry=True)
    server.start()
    yield server
    server.stop()


def _audit_count(path: Path) -> int:
    with open_store(path) as st, st.read() as tx:
        return len(tx.audit.entries())


def _queue_of(path: Path) -> list[tuple[str, str]]:
    """(player, status) of every report in the director's queue."""
    with open_store(path) as st:
        return [(who, r.status) for item in sq.queue(st) for r, who, _why in item.reports]


def _clock(live: LiveServer) -> Clock:
    clock = Clock()
    rate = getattr(live.players, "report_rate", None)
    if rate is not None:
        rate.clock = clock
    return clock


def test_a_hundred_corrections_after_a_disagreement(
    live: LiveServer, event: tuple[Path, dict[int, str]]
) -> None:
    path, codes = event
    clock = _clock(live)
    rossi, verdi = Phone(live.port), Phone(live.port)
    rossi.sign_in(codes[ROSSI])
    verdi.sign_in(codes[VERDI])
    assert verdi.report(300, 350) == 200  # Verdi: 300, Rossi 350
    before = _audit_count(path)
    answers = [rossi.report(400 + i, 300) for i in range(100)]  # all disagree with Verdi
    # 10 a minute: the first ten are taken (the first queues the game, nine replace it)
    assert answers[:10] == [200] * 10 and answers[10:] == [429] * 90
    assert "Hai inviato troppe segnalazioni" in rossi.page and "riprova fra" in rossi.page
    assert "Le due segnalazioni non concordano" in rossi.page  # and the page as it is now
    queue = _queue_of(path)
    assert queue.count(("Rossi Mario", "queued")) == 1  # before: 100
    assert queue == [("Verdi Anna", "queued"), ("Rossi Mario", "queued")]
    # 1 report + Verdi's moved to the queue + 9 replacements = 11; before: 200
    assert _audit_count(path) - before == 11
    with open_store(path) as st:
        [item] = sq.queue(st)
    assert [(r.score_first, r.score_second) for r, _w, _y in item.reports] == [
        (350, 300), (409, 300)]  # fmt: skip  # the tenth taken: 400 + 9
    clock.now += 61  # a minute later he may report again
    assert rossi.report(420, 300) == 200
    assert _queue_of(path).count(("Rossi Mario", "queued")) == 1


def test_a_hundred_corrections_while_waiting(
    live: LiveServer, event: tuple[Path, dict[int, str]]
) -> None:
    path, codes = event
    _clock(live)
    rossi = Phone(live.port)
    rossi.sign_in(codes[ROSSI])
    before = _audit_count(path)
    answers = [rossi.report(300 + i, 250) for i in range(100)]
    assert answers.count(200) == 10 and answers.count(429) == 90
    assert "Hai inviato troppe segnalazioni (al massimo 10 al minuto)" in rossi.page
    assert 'value="399"' in rossi.page and 'value="250"' in rossi.page  # what he typed is kept
    assert _audit_count(path) - before == 10  # one report, nine replacements; before: 199
    with open_store(path) as st, st.read() as tx:
        open_ones = [r for r in tx.self_entry.reports(statuses=("pending", "queued"))
                     if r.player_id == ROSSI]  # fmt: skip
    assert [(r.score_first, r.score_second, r.status) for r in open_ones] == [(309, 250, "pending")]
    assert _queue_of(path) == []


def test_the_limit_is_per_signed_in_player(
    live: LiveServer, event: tuple[Path, dict[int, str]]
) -> None:
    _path, codes = event
    _clock(live)
    rossi, bianchi = Phone(live.port), Phone(live.port)
    rossi.sign_in(codes[ROSSI])
    bianchi.sign_in(codes[2])
    assert [rossi.report(300 + i, 250) for i in range(11)][-1] == 429
    assert bianchi.report(300, 250) == 200  # another player, same address: not limited
