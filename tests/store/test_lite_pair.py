"""Pairing the next round on the thin SQLite path (``figs_td.store.lite_pair``): the file after
``pair_next_round`` through it equals, table by table (audit included, times left out), the one
after the full store's; the same refusals word for word; the backup copy before pairing; a
refused or killed pairing leaves the file as it was."""

from __future__ import annotations

import dataclasses
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from figs_td.errors import FigsError
from figs_td.services import results
from figs_td.services.pairing import rounds as pairing
from figs_td.services.pairing.constraints import set_constraints
from figs_td.services.players import withdraw_player
from figs_td.services.tournament import create_tournament, open_tournament
from figs_td.store import open_store
from figs_td.store.lite_pair import LitePairStore, open_lite_pair
from figs_td.store.store import BACKUPS_KEPT

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
ROOT = Path(__file__).resolve().parents[2]

#: Nine players (one bye a round); Rossi and Bianchi of the same club, Verdi–Neri forbidden.
PLAYERS = [
    ("Rossi", "Mario", "Circolo A", 1900),
    ("Bianchi", "Luca", "Circolo A", 1850),
    ("Verdi", "Anna", "Circolo B", 1800),
    ("Neri", "Giò", "Circolo C", 1750),
    ("Gialli", "Ugo", "", 1700),
    ("Blu", "Ada", "", 1650),
    ("Viola", "Eva", "Circolo B", 1600),
    ("Rosa", "Pia", "", 1550),
    ("Grigi", "Leo", "", None),
]


def _build(path: Path, system: str = "italo-svizzero", n: int = len(PLAYERS)) -> None:
    with create_tournament(path, "Prova", system, rounds=4, actor="setup") as s:
        with s.transaction(actor="setup") as tx:
            for surname, given, club, rating in PLAYERS[:n]:
                tx.players.add(surname, given, club=club, rating=rating)
        if system == "italo-svizzero":
            set_constraints(s, forbid=[("Verdi", "Neri")], same_club_from=3, actor="setup")


@pytest.fixture(scope="module")
def _template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("lite-pair") / "prova.figs"
    _build(path)
    return path


def _copy(src: Path, dest: Path) -> Path:
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dest)
    return dest


_STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(\+00:00)?")


def _tables(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every table of the file, rows in id order, times replaced by ``<t>``."""
    conn = sqlite3.connect(path)
    try:
        names = [
            r[0]
            for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        out = {}
        for name in sorted(names):
            rows = conn.execute(f'SELECT * FROM "{name}" ORDER BY 1').fetchall()
            out[name] = [
                tuple(_STAMP.sub("<t>", v) if isinstance(v, str) else v for v in r) for r in rows
            ]
        return out
    finally:
        conn.close()


@contextmanager
def _thin(path: Path) -> Iterator[LitePairStore]:
    store = open_tournament(path, purpose="pair")
    assert isinstance(store, LitePairStore)
    try:
        yield store
    finally:
        store.close()


def _both(full: Path, thin: Path, call: Callable[[Any], Any]) -> tuple[Any, Any]:
    with open_store(full) as f:
        a = call(f)
    with _thin(thin) as t:
        b = call(t)
    return a, b


def _view(rnd: pairing.PairedRound) -> pairing.PairedRound:
    return dataclasses.replace(rnd, backup=None)


def _outcome(call: Callable[[], Any]) -> tuple[str, str]:
    try:
        call()
    except FigsError as e:
        return type(e).__name__, _STAMP.sub("<t>", re.sub(r"\d\d/\d\d/\d{4} [\d:]+", "<t>", str(e)))
    raise AssertionError("not refused")


def _enter_results(path: Path, round_no: int) -> None:
    """The same scores on both files (through the full store: only pairing is compared)."""
    with open_store(path) as s:
        for g in results.round_games(s, round_no):
            if g.second is not None and g.table is not None:
                results.enter_result(
                    s, round_no, g.table, 300 + 7 * g.table + round_no, 320 - 3 * g.first,
                    actor="banco",
                )  # fmt: skip


# -------------------------------------------------------------------------------------------


def test_pair_opens_a_current_file_on_the_thin_path_and_anything_else_on_the_full(
    tmp_path: Path, _template: Path
) -> None:
    f = _copy(_template, tmp_path / "t.figs")
    with open_tournament(f, purpose="pair") as s:
        assert isinstance(s, LitePairStore)
    assert open_lite_pair(f"sqlite:///{f}") is None  # a URL (PostgreSQL too): the full store
    old = _copy(FIXTURES / "schema_v1.figs", tmp_path / "vecchio.figs")
    assert open_lite_pair(old) is None  # another schema: migrated by the full store
    with open_tournament(old, purpose="pair") as s:
        assert not isinstance(s, LitePairStore)


def test_several_rounds_write_what_the_full_store_writes(tmp_path: Path, _template: Path) -> None:
    full = _copy(_template, tmp_path / "completo" / "prova.figs")
    thin = _copy(_template, tmp_path / "sottile" / "prova.figs")
    for r in range(1, 5):
        draw = "random" if r == 1 else None  # remembered in the settings (audited)
        a, b = _both(
            full,
            thin,
            lambda s, r=r, draw=draw: pairing.pair_next_round(s, seed=r, draw=draw, actor="banco"),
        )
        assert _view(a) == _view(b)
        assert len(b.tables) == (4 if r < 3 else 3) and len(b.byes) == 1
        assert a.backup is not None and b.backup is not None
        assert a.backup.name.split("-", 2)[2] == b.backup.name.split("-", 2)[2]  # stamp apart
        assert _tables(full) == _tables(thin), r
        _enter_results(full, r)
        _enter_results(thin, r)
        if r == 2:  # Grigi withdrawn from round 3 on: 8 players left, 4 tables, no bye…
            for p in (full, thin):
                with open_store(p) as s:
                    withdraw_player(s, "Grigi", 3, actor="arbitro")
            for p in (full, thin):  # …and Rosa too: 7, 3 tables and a bye
                with open_store(p) as s:
                    withdraw_player(s, "Rosa", 3, actor="arbitro")
    after = _tables(thin)
    assert after == _tables(full)
    assert len(after["round"]) == 4
    # The constraints held: Verdi and Neri never met, Rossi and Bianchi not before round 3.
    names = {r[0]: r[2] for r in after["player"]}
    met = {(g[1], frozenset({names[g[3]], names[g[4]]})) for g in after["game"] if g[4] is not None}
    assert not any(p == frozenset({"Verdi", "Neri"}) for _, p in met)
    assert not any(rnd < 3 and p == frozenset({"Rossi", "Bianchi"}) for rnd, p in met)
    withdrawn = {pid for pid, n in names.items() if n in ("Grigi", "Rosa")}
    assert not any(g[1] >= 3 and {g[3], g[4]} & withdrawn for g in after["game"])
    audit = [r[3] for r in after["audit"]]
    assert audit.count("round.pair") == 4
    assert audit.count("tournament.setting") == 2  # constraints, then pairing.draw


@pytest.mark.parametrize(("system", "n"), [("girone", 5), ("eliminazione", 6)])
def test_other_systems_fix_their_settings_as_the_full_store(
    tmp_path: Path, system: str, n: int
) -> None:
    full = tmp_path / "completo" / "prova.figs"
    full.parent.mkdir()
    _build(full, system, n)
    thin = _copy(full, tmp_path / "sottile" / "prova.figs")
    for r in (1, 2):
        a, b = _both(full, thin, lambda s: pairing.pair_next_round(s, seed=3, actor="banco"))
        assert _view(a) == _view(b)
        assert _tables(full) == _tables(thin)
        _enter_results(full, r)
        _enter_results(thin, r)
    with open_store(thin) as s, s.read() as tx:
        settings = tx.tournament.settings()
    key = "pairing.pairing_numbers" if system == "girone" else "pairing.knockout"
    assert settings[key]  # fixed at round 1, with its tournament.setting entry


def test_a_round_paired_thin_is_re_paired_and_unpaired_by_the_full_store(
    tmp_path: Path,
) -> None:
    """The round row, its metadata and the settings it fixed are what the full store's
    ``repair`` and ``unpair`` expect (girone: the pairing numbers fixed at round 1 go back)."""
    full = tmp_path / "completo" / "prova.figs"
    full.parent.mkdir()
    _build(full, "girone", 5)
    thin = _copy(full, tmp_path / "sottile" / "prova.figs")
    _both(full, thin, lambda s: pairing.pair_next_round(s, seed=3, draw="random", actor="b"))
    for p in (full, thin):
        with open_store(p) as s:
            again = pairing.repair_round(s, 1, seed=4, actor="b")
        assert again.round == 1
    assert _tables(full) == _tables(thin)
    for p in (full, thin):
        with open_store(p) as s:
            pairing.delete_last_round(s, 1, actor="b")
            with s.read() as tx:
                assert tx.rounds.last_number() == 0
                assert tx.tournament.get_setting("pairing.pairing_numbers") is None
    assert _tables(full) == _tables(thin)


def test_the_same_refusals_and_nothing_written(tmp_path: Path, _template: Path) -> None:
    full = _copy(_template, tmp_path / "completo" / "prova.figs")
    thin = _copy(_template, tmp_path / "sottile" / "prova.figs")
    _both(full, thin, lambda s: pairing.pair_next_round(s, seed=1, actor="banco-1"))
    before = _tables(thin)
    backups = sorted(thin.parent.glob("*.backup-*"))
    refusals: list[Callable[[Any], Any]] = [
        lambda s: pairing.pair_next_round(s, seed=2),  # round 1 has no results yet
        lambda s: pairing.pair_next_round(s, seed=2, expected_round=1),  # paired meanwhile
        lambda s: pairing.pair_next_round(s, draw="sorteggio"),  # remembered first, then refused
    ]
    for call in refusals:
        with open_store(full) as f, _thin(thin) as t:
            a, b = _outcome(lambda: call(f)), _outcome(lambda: call(t))  # noqa: B023
        assert a == b
    with open_store(full) as f:
        stale = _outcome(lambda: pairing.pair_next_round(f, expected_round=1))
        missing = _outcome(lambda: pairing.pair_next_round(f))
    assert stale == ("ConflictError", "il turno 1 è già stato abbinato da banco-1 il <t>")
    assert missing == (
        "PairingError",
        "mancano 4 risultati del turno 1: inserirli prima di abbinare il turno successivo",
    )
    assert _tables(thin) == before  # nothing written, not even pairing.draw
    assert sorted(thin.parent.glob("*.backup-*")) == backups  # no copy left by a refusal
    assert not list(thin.parent.glob(".*tmp*")) and not list(thin.parent.glob("*.tmp"))
    # All rounds paired: the tournament is finished, on both paths with the same words.
    for r in range(1, 5):
        if r > 1:
            _both(full, thin, lambda s: pairing.pair_next_round(s, seed=r))  # noqa: B023
        _enter_results(full, r)
        _enter_results(thin, r)
    before = _tables(thin)
    with open_store(full) as f, _thin(thin) as t:
        a = _outcome(lambda: pairing.pair_next_round(f))
        b = _outcome(lambda: pairing.pair_next_round(t))
    assert a == b == ("PairingError", "il torneo prevede 4 turni: sono già stati abbinati tutti")
    assert _tables(thin) == before


def test_the_backup_copy_before_pairing(tmp_path: Path, _template: Path) -> None:
    f = _copy(_template, tmp_path / "prova.figs")
    with open_store(f) as s:
        for _ in range(BACKUPS_KEPT + 2):  # other copies: the oldest go, as in the full store
            s.backup("unpair")
    before = _tables(f)
    with _thin(f) as s:
        rnd = pairing.pair_next_round(s, seed=5, actor="banco")
        assert rnd.backup in s.backups()
    assert rnd.backup is not None
    assert re.fullmatch(r"prova\.backup-\d{8}T\d{12}-pair-r1\.figs", rnd.backup.name)
    copy = sqlite3.connect(rnd.backup)
    try:
        assert copy.execute("PRAGMA quick_check").fetchall() == [("ok",)]
        assert copy.execute("PRAGMA journal_mode").fetchone() == ("delete",)  # self-contained
    finally:
        copy.close()
    assert _tables(rnd.backup) == before  # the file as it was before the round
    others = [b for b in f.parent.glob("prova.backup-*.figs") if b != rnd.backup]
    assert len(others) == BACKUPS_KEPT
    assert not list(f.parent.glob("*backup*tmp*"))


def test_a_busy_file_is_refused_as_by_the_full_store(
    tmp_path: Path, _template: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from figs_td.store import lite

    f = _copy(_template, tmp_path / "prova.figs")
    before = _tables(f)
    monkeypatch.setattr(lite, "BUSY_TIMEOUT_MS", 300)
    holder = sqlite3.connect(f, isolation_level=None)  # another desk in the middle of a write
    holder.execute("BEGIN IMMEDIATE")
    try:
        with _thin(f) as s:
            kind, message = _outcome(lambda: pairing.pair_next_round(s, seed=1))
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert kind == "StoreError"
    assert message == (
        "il torneo è in uso da un'altra postazione ('"
        + str(f)
        + "' è occupato in scrittura da più di 0 secondi): riprovare"
    )
    assert _tables(f) == before
    assert not list(f.parent.glob("*backup*"))


KILLED = """
import os, signal, sys
from figs_td.services.pairing.rounds import pair_next_round
from figs_td.services.tournament import open_tournament
from figs_td.store import lite_pair

saved = lite_pair.LitePairRounds.save_round

def save_then_die(self, *args, **kw):
    out = saved(self, *args, **kw)  # the round written, not committed
    os.kill(os.getpid(), signal.SIGKILL)
    return out

lite_pair.LitePairRounds.save_round = save_then_die
with open_tournament(sys.argv[1], purpose="pair") as store:
    assert isinstance(store, lite_pair.LitePairStore)
    pair_next_round(store, seed=7, draw="rating")
"""


def test_a_killed_pairing_leaves_the_file_unchanged(tmp_path: Path, _template: Path) -> None:
    f = _copy(_template, tmp_path / "prova.figs")
    other = _copy(_template, tmp_path / "altro" / "prova.figs")
    before = _tables(f)
    r = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(KILLED), str(f)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == -signal.SIGKILL, r.stderr
    assert _tables(f) == before  # neither the round nor pairing.draw
    # Paired again afterwards as if nothing had happened, as the full store pairs it.
    a, b = _both(other, f, lambda s: pairing.pair_next_round(s, seed=7, draw="rating"))
    assert _view(a) == _view(b)
    assert _tables(f) == _tables(other)
