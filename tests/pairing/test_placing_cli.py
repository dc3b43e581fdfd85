"""``standings --json`` after a championship format (``phases --swiss 2 --knockout 4
--third-place``): the final placing with ``place`` and ``phase`` (domain.md §7).

Six players P1…P6 (ratings 1900…1400), round 1 by rating (1–4, 2–5, 3–6), the lower number
winning every game 400–300 unless said otherwise:
- round 2: 1–2, 3–4, 5–6 → after two rounds (FIGS: points, Buchholz minus the lowest):
  P1 4 pts (Bh 2), P3 4 (Bh 0), P2 2 (Bh 4), P5 2 (Bh 2), P4 and P6 0 → seeds P1 P3 P2 P5.
- round 3: semifinals P1–P5 (won by P1) and P3–P2 (won by P2); consolation P4–P6 (P4).
- round 4: final P1–P2 won by **P2** 420–380; third place P3–P5 won by **P5** 600–200;
  consolation P4–P6 won by **P6** 450–300.
Final placing: 1 P2, 2 P1, 3 P5, 4 P3 (knockout); then the consolation pool by its standings
without the bracket's games (rounds 3–4 of P1, P2, P3, P5 left out: their Swiss points only):
P4 and P6 have 2 points each; Buchholz (lowest dropped) P4: P1 4 + P3 4 + P6 2 + P6 2 − 2 = 10,
P6: P3 4 + P5 2 + P4 2 + P4 2 − 2 = 8 → 5 P4, 6 P6.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.store import open_store

UPSETS = {
    frozenset((1, 2)): {4: (2, 420, 380)},  # round 4: P2 beats P1 in the final
    frozenset((3, 5)): {4: (5, 600, 200)},  # round 4: P5 beats P3 for third place
    frozenset((4, 6)): {4: (6, 450, 300)},  # round 4: consolation, P6 beats P4
}


def _make(tmp_path: Path) -> str:
    path = tmp_path / "c.figs"
    with open_store(path, create=True) as st, st.transaction(actor="test") as tx:
        tx.tournament.create("Campionato", "italo-svizzero", planned_rounds=2)
        for i in range(1, 7):
            tx.players.add(f"P{i}", "", rating=2000 - 100 * i)
    return str(path)


def _results(path: str, rnd: int) -> None:
    with open_store(path) as st, st.transaction(actor="test") as tx:
        for g in tx.rounds.games(rnd):
            if g.second is None:
                continue
            pair = frozenset((g.first, g.second))
            winner, sw, sl = UPSETS.get(pair, {}).get(rnd, (min(pair), 400, 300))
            a, b = (sw, sl) if g.first == winner else (sl, sw)
            tx.rounds.set_result(rnd, g.table or 0, a, b)


def test_championship_final_placing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = _make(tmp_path)
    assert main(["phases", f, "--swiss", "2", "--knockout", "4", "--third-place"]) == 0
    assert main(["pair", f, "--draw", "rating"]) == 0
    for rnd in (1, 2, 3, 4):
        if rnd > 1:
            assert main(["pair", f]) == 0
        _results(f, rnd)
    capsys.readouterr()
    # During the Swiss phase the standings are plain (place = rank, phase swiss).
    assert main(["standings", f, "--json", "--after-round", "2"]) == 0
    mid = json.loads(capsys.readouterr().out)
    assert [r["name"] for r in mid[:4]] == ["P1", "P3", "P2", "P5"]
    assert all(r["phase"] == "swiss" and r["place"] == r["rank"] for r in mid)
    assert main(["standings", f, "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["place"], r["name"], r["phase"]) for r in rows] == [
        (1, "P2", "knockout"),
        (2, "P1", "knockout"),
        (3, "P5", "knockout"),
        (4, "P3", "knockout"),
        (5, "P4", "consolation"),
        (6, "P6", "consolation"),
    ]
    by_name = {r["name"]: r for r in rows}
    assert (by_name["P4"]["buchholz"], by_name["P6"]["buchholz"]) == (10, 8)
    # every existing key is still there
    for key in ("rank", "name", "wins", "spread", "buchholz", "points", "games"):
        assert key in rows[0]
    assert main(["standings", f]) == 0
    text = capsys.readouterr().out
    assert "Fase" in text and "Eliminazione" in text and "Consolazione" in text
    assert text.splitlines()[0] == "Classifica finale"  # the bracket is decided (issue 39)
    first_line = text.splitlines()[2]
    assert first_line.split()[:2] == ["1", "P2"]


def test_federation_places_use_the_placing(tmp_path: Path) -> None:
    from figs_td.services.federation import places_from_tournament

    f = _make(tmp_path)
    main(["phases", f, "--swiss", "2", "--knockout", "4", "--third-place"])
    main(["pair", f, "--draw", "rating"])
    for rnd in (1, 2, 3, 4):
        if rnd > 1:
            main(["pair", f])
        _results(f, rnd)
    with open_store(f) as st, st.transaction(actor="test") as tx:
        tx.tournament.update(date_start="2026-11-21")
    places = places_from_tournament(f)
    assert [(p.place, p.name) for p in places][:4] == [(1, "P2"), (2, "P1"), (3, "P5"), (4, "P3")]


def test_level_replay_rule_from_the_profile(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Eliminazione of two players; the final is drawn twice. With knockout_replay=seed (set as
    # a rule of the profile) the higher seed P1 is the champion; no third game is paired.
    path = tmp_path / "k.figs"
    with open_store(path, create=True) as st, st.transaction(actor="test") as tx:
        tx.tournament.create("Coppa", "eliminazione")
        tx.players.add("P1", "", rating=1900)
        tx.players.add("P2", "", rating=1800)
    f = str(path)
    assert main(["tournament", "set", f, "--rule", "knockout_replay=seed"]) == 0
    for rnd in (1, 2):
        assert main(["pair", f]) == 0
        with open_store(f) as st, st.transaction(actor="test") as tx:
            tx.rounds.set_result(rnd, 1, 350, 350)
    capsys.readouterr()
    assert main(["pair", f]) == 2
    assert "concluso" in capsys.readouterr().err
    assert main(["standings", f, "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["place"], r["name"], r["phase"]) for r in rows] == [
        (1, "P1", "knockout"),
        (2, "P2", "knockout"),
    ]
    # back to "replay": a third game is paired
    assert main(["tournament", "set", f, "--rule", "knockout_replay=replay"]) == 0
    assert main(["pair", f]) == 0
    assert main(["tournament", "set", f, "--rule", "knockout_replay=nessuno"]) == 2
