"""Withdrawals (ritiro) that contradict the games played or the event's length are refused;
``players reinstate`` undoes a withdrawal on the CLI, audited and version-checked (issue 24,
item 7). The tournament of director_helpers: 4 planned rounds, round 1 paired by hand
(Rossi–Verdi, Bianchi–Neri, Galli bye)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.core.model import Game, GameKind
from figs_td.errors import ConflictError, InputError
from figs_td.services import players
from figs_td.store import Store, open_store

BYE = GameKind.BYE


def _play_rounds_1_to_3(store: Store) -> None:
    """Results of round 1, then rounds 2 and 3 with Rossi (id 1) at table 1 each time."""
    from figs_td.services.results import enter_result

    enter_result(store, 1, 1, 400, 300, actor="test")
    enter_result(store, 1, 2, 350, 360, actor="test")
    with store.transaction(actor="test") as tx:
        tx.rounds.save_round(
            2, [Game(2, 1, 1, 2), Game(2, 2, 3, 5), Game(2, None, 4, None, kind=BYE)]
        )
    enter_result(store, 2, 1, 410, 390, actor="test")
    enter_result(store, 2, 2, 300, 200, actor="test")
    with store.transaction(actor="test") as tx:
        tx.rounds.save_round(
            3, [Game(3, 1, 1, 4), Game(3, 2, 2, 5), Game(3, None, 3, None, kind=BYE)]
        )
    enter_result(store, 3, 1, 380, 370, actor="test")


def _audit_count(store: Store) -> int:
    with store.read() as tx:
        return len(tx.audit.entries())


def test_withdrawal_from_a_round_already_played_is_refused_naming_the_rounds(
    store: Store,
) -> None:
    _play_rounds_1_to_3(store)
    before = _audit_count(store)
    with pytest.raises(InputError) as e:
        players.withdraw_player(store, "Rossi", 2, actor="desk")
    assert str(e.value) == (
        "Rossi Mario ha già giocato i turni 2, 3: il ritiro può partire al più presto dal turno 4"
    )
    with pytest.raises(InputError, match="ha già giocato il turno 3: .* dal turno 4"):
        players.withdraw_player(store, "Rossi", 3, actor="desk")
    assert _audit_count(store) == before
    # Verdi's round 3 is a bye (a result too); Bianchi is paired in round 3 without a result
    # yet: the round not played can be the first one of the withdrawal.
    with pytest.raises(InputError, match="Verdi Anna ha già giocato il turno 3"):
        players.withdraw_player(store, "Verdi", 3, actor="desk")
    rec = players.withdraw_player(store, "Bianchi", 3, actor="desk")
    assert (rec.status, rec.status_round) == ("withdrawn", 3)
    rec = players.withdraw_player(store, "Rossi", 4, actor="desk")
    assert (rec.status, rec.status_round) == ("withdrawn", 4)


def test_withdrawal_after_the_last_planned_round_is_refused(store: Store) -> None:
    with pytest.raises(InputError) as e:
        players.withdraw_player(store, "Neri", 5, actor="desk")
    assert str(e.value) == (
        "turno di ritiro non valido: 5; il torneo prevede 4 turni (il ritiro può partire al più "
        "tardi dal turno 4)"
    )
    with store.read() as tx:
        assert tx.players.find("Neri").status == "active"
    assert players.withdraw_player(store, "Neri", 4).status_round == 4


def test_reinstate_on_the_cli_is_audited_and_version_checked(
    path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = str(path)
    assert main(["players", "withdraw", f, "Neri", "--from-round", "2", "--json"]) == 0
    withdrawn = json.loads(capsys.readouterr().out)
    assert (withdrawn["status"], withdrawn["status_round"]) == ("withdrawn", 2)
    # Another desk saw the player before the withdrawal (version 1): refused, nothing changed.
    assert main(["players", "reinstate", f, "Neri", "--version", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("errore: Neri Giò: i dati del giocatore sono stati modificati")
    assert "(versione 2, non 1)" in err
    assert main(["players", "reinstate", f, "Neri", "--version", "2", "--json"]) == 0
    back = json.loads(capsys.readouterr().out)
    assert (back["name"], back["status"], back["status_round"]) == ("Neri Giò", "active", None)
    with open_store(path) as store, store.read() as tx:
        last = tx.audit.entries()[-1]
        assert (last.action, last.entity, last.key) == ("player.reinstate", "players", "4")
        assert last.actor.startswith("cli")
        assert (last.old["status"], last.new["status"]) == ("withdrawn", "active")
    # Nothing to undo: refused, no audit entry.
    assert main(["players", "reinstate", f, "Neri"]) == 2
    assert capsys.readouterr().err.strip() == (
        "errore: Neri Giò non è ritirato: niente da riammettere"
    )
    with open_store(path) as store, store.read() as tx:
        assert tx.audit.entries()[-1].id == last.id


def test_withdraw_on_the_cli_refuses_a_played_round(
    path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with open_store(path) as store:
        from figs_td.services.results import enter_result

        enter_result(store, 1, 1, 400, 300, actor="test")
    assert main(["players", "withdraw", str(path), "Verdi", "--from-round", "1"]) == 2
    assert capsys.readouterr().err.strip() == (
        "errore: Verdi Anna ha già giocato il turno 1: il ritiro può partire al più presto dal "
        "turno 2"
    )
    assert main(["players", "withdraw", str(path), "Verdi", "--from-round", "9"]) == 2
    assert "il torneo prevede 4 turni" in capsys.readouterr().err
    with pytest.raises(ConflictError):
        with open_store(path) as store:
            players.withdraw_player(store, "Verdi", 2, expected_version=7)
