"""Pairing services on a tournament file: audit trail, re-pairing, backups, settings."""

from __future__ import annotations

from pathlib import Path

import pytest

from figs_td.errors import FigsError
from figs_td.services.pairing import rounds as svc
from figs_td.services.standings import standings
from figs_td.store import open_store


@pytest.fixture()
def store(tmp_path: Path):  # type: ignore[no-untyped-def]
    st = open_store(tmp_path / "s.figs", create=True)
    with st.transaction(actor="test") as tx:
        tx.tournament.create("Prova", "italo-svizzero")
        for i in range(6):
            tx.players.add(f"Giocatore{i + 1}", "", rating=1800 - 10 * i)
    yield st
    st.close()


def _actions(st) -> list[str]:  # type: ignore[no-untyped-def]
    with st.read() as tx:
        return [e.action for e in tx.audit.entries()]


def test_every_change_is_audited_and_backed_up(store) -> None:  # type: ignore[no-untyped-def]
    r1 = svc.pair_next_round(store, seed=11, actor="tavolo 1")
    assert r1.backup is not None and r1.backup.exists()
    assert r1.seed == 11 and r1.meta["seed"] == 11
    again = svc.repair_round(store, 1, seed=11)
    assert [t.__dict__ for t in again.tables] == [t.__dict__ for t in r1.tables]  # reproducible
    other = svc.repair_round(store, 1, draw="rating")
    # By rating: 1–4, 2–5, 3–6.
    assert [(t.first_name, t.second_name) for t in other.tables] == [
        ("Giocatore1", "Giocatore4"),
        ("Giocatore2", "Giocatore5"),
        ("Giocatore3", "Giocatore6"),
    ]
    with store.read() as tx:
        ids = {p.name: p.id for p in tx.players.list()}
    assert svc.swap_warnings(store, 1, ids["Giocatore4"], ids["Giocatore5"]) == []
    svc.swap_players(store, 1, "Giocatore4", "Giocatore5")
    svc.delete_last_round(store, 1)
    actions = _actions(store)
    for action in ("round.pair", "round.delete", "pairing.repair", "round.swap", "pairing.swap"):
        assert action in actions
    with store.read() as tx:
        assert tx.rounds.last_number() == 0
        assert tx.tournament.get_setting("pairing.draw") == "rating"


def test_repair_refused_once_a_result_is_in(store) -> None:  # type: ignore[no-untyped-def]
    svc.pair_next_round(store, draw="rating")
    with store.transaction() as tx:
        tx.rounds.set_result(1, 1, 400, 300)
    with pytest.raises(FigsError, match="risultati"):
        svc.repair_round(store, 1)
    with pytest.raises(FigsError, match="risultati"):
        svc.delete_last_round(store, 1)
    assert svc.delete_last_round(store, 1, force=True) == 1


def test_round_robin_numbers_are_kept_and_released(store) -> None:  # type: ignore[no-untyped-def]
    with store.transaction() as tx:
        tx.tournament.update(system="girone")
    svc.pair_next_round(store, draw="random", seed=5)
    with store.read() as tx:
        numbers = tx.tournament.get_setting("pairing.pairing_numbers")
        ids = [p.id for p in tx.players.list()]
        first_round = [(g.first, g.second) for g in tx.rounds.games(1)]
    assert sorted(numbers) == sorted(ids)
    # Round 1 of the Berger table for 6: numbers 1–6, 2–5, 3–4.
    assert first_round == [
        (numbers[0], numbers[5]),
        (numbers[1], numbers[4]),
        (numbers[2], numbers[3]),
    ]
    svc.delete_last_round(store, 1)
    with store.read() as tx:
        assert tx.tournament.get_setting("pairing.pairing_numbers") is None


@pytest.mark.parametrize("way", ["orm", "lite"])
def test_standings_default_to_the_last_complete_round(store, way: str) -> None:  # type: ignore[no-untyped-def]
    svc.pair_next_round(store, draw="rating")
    with store.transaction() as tx:
        for t in (1, 2, 3):
            tx.rounds.set_result(1, t, 400, 300)
    svc.pair_next_round(store)
    with store.transaction() as tx:
        tx.rounds.set_result(2, 1, 500, 300)  # round 2 only partly entered
    if way == "lite":  # the thin SQLite path of ``figs-td standings``, on the same file
        from figs_td.services.tournament import open_tournament
        from figs_td.store.lite import LiteStore

        store = open_tournament(store.path, purpose="standings")
        assert isinstance(store, LiteStore)
    rows = standings(store)
    assert all(r.games == 1 for r in rows)
    assert max(r.spread for r in rows) == 100
    rows = standings(store, after_round=2)
    assert max(r.spread for r in rows) == 300
    with pytest.raises(FigsError, match="inesistente"):
        standings(store, after_round=5)


def test_swap_warnings_preview_a_rematch(store) -> None:  # type: ignore[no-untyped-def]
    svc.pair_next_round(store, draw="rating")  # 1–4, 2–5, 3–6
    with store.transaction() as tx:
        for t in (1, 2, 3):
            tx.rounds.set_result(1, t, 400, 300)
        ids = {p.name: p.id for p in tx.players.list()}
    r2 = svc.pair_next_round(store)
    # Round 2 order: 1, 2, 3 (winners, +100 each, Buchholz 0), then 4, 5, 6: 1–2, 3–4, 5–6.
    assert {frozenset((t.first_name, t.second_name)) for t in r2.tables} == {
        frozenset(("Giocatore1", "Giocatore2")),
        frozenset(("Giocatore3", "Giocatore4")),
        frozenset(("Giocatore5", "Giocatore6")),
    }
    # Swapping 2 and 4 would pair 1–4 again (round 1) and 3–2 (new).
    warnings = svc.swap_warnings(store, 2, ids["Giocatore2"], ids["Giocatore4"])
    assert len(warnings) == 1 and "Giocatore1" in warnings[0] and "Giocatore4" in warnings[0]
    done = svc.swap_players(store, 2, f"#{ids['Giocatore2']}", f"#{ids['Giocatore4']}")
    assert list(done.warnings) == warnings


def test_unpairing_the_first_knockout_round_keeps_the_options(store) -> None:  # type: ignore[no-untyped-def]
    with store.transaction() as tx:
        tx.tournament.update(system="eliminazione")
    svc.set_knockout(store, best_of=3, third_place=True)
    svc.pair_next_round(store)
    with store.read() as tx:
        ko = tx.tournament.get_setting("pairing.knockout")
    assert ko["best_of"] == 3 and ko["third_place"] is True and len(ko["seeds"]) == 6
    svc.delete_last_round(store, 1)
    with store.read() as tx:
        assert tx.tournament.get_setting("pairing.knockout") == {"best_of": 3, "third_place": True}
