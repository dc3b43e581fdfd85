"""``figs-td constraints`` end to end: set, show (never writes), honoured by ``pair`` and said in
its explanations (issue 25 §5)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.store import open_store

# Seeds by rating: Rossi, Bianchi, Verdi, Neri. Rossi and Verdi are of the same club (Roma).
PLAYERS = [
    ("Rossi", "Mario", 1900, "Roma"),
    ("Bianchi", "Luca", 1800, "Milano"),
    ("Verdi", "Anna", 1700, "roma"),
    ("Neri", "Ugo", 1600, "Milano"),
]


def _make(tmp_path: Path, system: str = "italo-svizzero") -> str:
    path = tmp_path / "t.figs"
    with open_store(path, create=True) as st, st.transaction(actor="test") as tx:
        tx.tournament.create("Prova", system, planned_rounds=3)
        for s, g, r, c in PLAYERS:
            tx.players.add(s, g, rating=r, club=c)
    return str(path)


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code = main(list(argv))
    out = capsys.readouterr()
    assert code == 0, out.err
    return out.out


def _digest(path: str) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def test_constraints_set_show_and_pair(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = _make(tmp_path)
    assert _run(capsys, "constraints", f).strip() == "nessun vincolo di abbinamento"
    _run(capsys, "constraints", f, "--forbid", "Rossi Mario", "Neri Ugo", "--same-club-from", "2")
    before = _digest(f)
    data = json.loads(_run(capsys, "constraints", f, "--json"))
    assert data == {
        "forbid": [{"ids": [1, 4], "names": ["Rossi Mario", "Neri Ugo"]}],
        "same_club_from": 2,
    }
    assert _run(capsys, "constraints", f) == (
        "coppia vietata: Rossi Mario – Neri Ugo\nstesso circolo non prima del turno 2\n"
    )
    assert _digest(f) == before  # showing never writes
    # Round 1 by rating: top half against bottom half, Rossi–Verdi (same club) and
    # Bianchi–Neri (same club). Swapping the bottom-half players gives Rossi–Neri, forbidden;
    # so the round is paired top-down by rating order: Rossi takes Bianchi, Verdi–Neri.
    out = json.loads(_run(capsys, "pair", f, "--draw", "rating", "--json"))
    pairs = {frozenset((t["first"], t["second"])) for t in out["tables"]}
    assert pairs == {
        frozenset(("Rossi Mario", "Bianchi Luca")),
        frozenset(("Verdi Anna", "Neri Ugo")),
    }
    text = _run(capsys, "pairings", f, "--round", "1", "--explain")
    assert "primo turno per rating, dall'alto in giù per rispettare i vincoli" in text
    assert "vincolo non rispettato" not in text
    assert "Vincoli di abbinamento: coppie vietate: Rossi Mario – Neri Ugo" in text
    # Re-pair with a random draw: the look-ahead finds the same (only) clean round.
    _run(capsys, "repair", f, "--round", "1", "--draw", "random", "--seed", "3")
    out = json.loads(_run(capsys, "pairings", f, "--round", "1", "--json"))
    pairs = {frozenset((t["first"], t["second"])) for t in out["tables"]}
    assert pairs == {
        frozenset(("Rossi Mario", "Bianchi Luca")),
        frozenset(("Verdi Anna", "Neri Ugo")),
    }
    assert "vincolo non rispettato" not in _run(capsys, "pairings", f, "--round", "1", "--explain")
    # Removing and clearing.
    data = json.loads(
        _run(capsys, "constraints", f, "--allow", "Neri Ugo", "Rossi Mario", "--json")
    )
    assert data == {"forbid": [], "same_club_from": 2}
    data = json.loads(_run(capsys, "constraints", f, "--same-club-from", "none", "--json"))
    assert data == {"forbid": [], "same_club_from": None}
    log = _run(capsys, "log", f)  # Italian lines (issue 39); the codes with --json
    assert "impostazione: pairing.constraints: da same_club_from: 2 a —" in log
    assert '"key": "pairing.constraints"' in _run(capsys, "log", f, "--json")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--forbid", "Rossi Mario", "Rossi Mario"], "due volte"),
        (["--forbid", "Rossi Mario", "Nessuno"], "Nessuno"),
        (["--same-club-from", "1"], "da 2 a 1000"),
        (["--same-club-from", "x"], "turno per lo stesso circolo"),
        (["--allow", "Rossi Mario", "Neri Ugo"], "non è vietata"),
    ],
)
def test_bad_constraints_refused_in_italian(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    f = _make(tmp_path)
    before = _digest(f)
    assert main(["constraints", f, *argv]) == 2
    assert message in capsys.readouterr().err
    assert _digest(f) == before


def test_knockout_first_round_honours_a_forbidden_pair(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Knockout of 4 by rating: Rossi–Neri (1–4), Bianchi–Verdi (2–3). Rossi–Neri forbidden:
    # Neri swaps with Verdi (seed 3): Rossi–Verdi, Bianchi–Neri.
    f = _make(tmp_path, system="eliminazione")
    _run(capsys, "constraints", f, "--forbid", "Rossi Mario", "Neri Ugo")
    out = json.loads(_run(capsys, "pair", f, "--json"))
    pairs = {frozenset((t["first"], t["second"])) for t in out["tables"]}
    assert pairs == {
        frozenset(("Rossi Mario", "Verdi Anna")),
        frozenset(("Bianchi Luca", "Neri Ugo")),
    }
    assert "Neri Ugo prende il posto della testa di serie 3" in _run(
        capsys, "pairings", f, "--round", "1", "--explain"
    )
