"""``figs-td players checkin`` and the check-in gate of ``figs-td pair`` (issue 42)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.store import open_store

NAMES = ["Rossi, Mario", "Bianchi, Lucia", "Verdi, Anna", "Néri, Paolo"]


@pytest.fixture
def event(tmp_path: Path) -> Path:
    """A Swiss tournament of 3 rounds, 4 players, nothing paired."""
    path = tmp_path / "t.figs"
    assert main(["new", str(path), "--name", "T", "--system", "swiss", "--rounds", "3"]) == 0
    for n in NAMES:
        assert main(["players", "add", str(path), n]) == 0
    return path


def _audit(path: Path) -> list[tuple[str, str]]:
    with open_store(path) as st, st.read() as tx:
        return [(e.action, e.key) for e in tx.audit.entries(entity="checkin")]


def _status(path: Path, capsys: pytest.CaptureFixture[str]) -> dict:
    capsys.readouterr()
    assert main(["players", "checkin", str(path), "--list", "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_checkin_names_accents_ignored_and_undo(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    capsys.readouterr()
    assert main(["players", "checkin", str(event), "rossi", "neri paolo"]) == 0
    out = capsys.readouterr().out
    assert "Rossi Mario: presente" in out and "Néri Paolo: presente" in out
    assert "presenti 2 su 4" in out
    data = _status(event, capsys)
    present = {p["name"]: p["present"] for p in data["players"]}
    assert present == {
        "Bianchi Lucia": False, "Néri Paolo": True, "Rossi Mario": True, "Verdi Anna": False,
    }  # fmt: skip
    assert data["in_use"] is True and (data["present"], data["expected"]) == (2, 4)
    assert [a for a, _ in _audit(event)] == ["checkin.present", "checkin.present"]
    # ticking an already-present player writes nothing
    assert main(["players", "checkin", str(event), "Rossi"]) == 0
    assert len(_audit(event)) == 2
    capsys.readouterr()
    assert main(["players", "checkin", str(event), "Rossi", "--undo", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["players"][0]["present"] is False and out["players"][0]["version"] == 2
    assert (out["present"], out["expected"]) == (1, 4)


def test_checkin_all_and_bad_input(event: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["players", "checkin", str(event), "Nessuno"]) == 2
    assert "nessun giocatore si chiama 'Nessuno'" in capsys.readouterr().err
    assert main(["players", "checkin", str(event)]) == 2  # no name, no --all
    assert main(["players", "checkin", str(event), "Rossi", "--all"]) == 2
    assert _audit(event) == []  # nothing written by the refusals
    # one bad name among good ones: nothing is ticked (one transaction)
    assert main(["players", "checkin", str(event), "Rossi", "Nessuno"]) == 2
    assert _audit(event) == []
    assert main(["players", "checkin", str(event), "--all"]) == 0
    assert _status(event, capsys)["present"] == 4


def test_list_never_writes(event: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = event.read_bytes()
    assert main(["players", "checkin", str(event), "--list"]) == 0
    out = capsys.readouterr().out
    assert "presenti 0 su 4" in out and "Rossi Mario\tassente" in out
    assert event.read_bytes() == before


def test_pair_without_checkin_in_use_pairs_everyone(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["pair", str(event), "--seed", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["tables"]) == 2


def test_pair_refuses_when_some_have_not_checked_in(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["players", "checkin", str(event), "Rossi", "Verdi"]) == 0
    capsys.readouterr()
    assert main(["pair", str(event), "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert "2 giocatori su 4 non hanno fatto il check-in: Bianchi Lucia, Néri Paolo" in err
    assert "--include-absent" in err and "--without-absent" in err
    with open_store(event) as st, st.read() as tx:
        assert tx.rounds.last_number() == 0


def test_pair_include_absent(event: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["players", "checkin", str(event), "Rossi", "Verdi"]) == 0
    capsys.readouterr()
    assert main(["pair", str(event), "--seed", "1", "--include-absent", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["tables"]) == 2


def test_pair_without_absent_makes_them_late_entries(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["players", "checkin", str(event), "Rossi", "Verdi"]) == 0
    capsys.readouterr()
    assert main(["pair", str(event), "--seed", "1", "--without-absent"]) == 0
    out = capsys.readouterr().out
    assert "senza check-in, iscritti dal turno 2: Bianchi Lucia, Néri Paolo" in out
    with open_store(event) as st, st.read() as tx:
        games = tx.rounds.games(1)
        assert len(games) == 1
        assert {games[0].first, games[0].second} == {1, 3}
        late = {r.name: (r.status, r.status_round) for r in tx.players.records()}
    assert late["Bianchi Lucia"] == ("late", 2) and late["Néri Paolo"] == ("late", 2)
    assert late["Rossi Mario"] == ("active", None)
    # round 2 pairs them: check-in asks only for round 1
    assert main(["result", str(event), "--round", "1", "--table", "1", "--score", "400-300"]) == 0
    capsys.readouterr()
    assert main(["pair", str(event), "--seed", "1", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["tables"]) == 2


def test_pair_options_are_exclusive(event: Path) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["pair", str(event), "--include-absent", "--without-absent"])
    assert exc.value.code == 2
