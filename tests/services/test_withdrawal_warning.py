"""Withdrawing a player whose game of that round is already paired and not played (issue 35,
§4): the withdrawal goes through, and says which table, against whom, and how that game is to
be recorded under the tournament's setting for an absent player (domain.md §7).

The fixture (conftest): figs-25, round 1 paired by hand — table 1 Rossi Mario (first) v Verdi
Anna, table 2 Bianchi Luca (first) v Neri Giò — no result yet.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from figs_td.cli import main
from figs_td.core.rules import ResultSettings
from figs_td.services import players, results
from figs_td.store import Store

NERI_T2 = (
    "Neri Giò è già abbinato nel turno 1 al tavolo 2 contro Bianchi Luca e la partita non è "
    "giocata: il ritiro non la toglie; va registrata come vittoria a tavolino di Bianchi Luca "
    "(lo scarto a tavolino del torneo): "
)


def _games(store: Store) -> list[tuple]:
    with store.read() as tx:
        return [
            (g.table, g.score_first, g.score_second, g.kind, g.version) for g in tx.rounds.games()
        ]


def test_the_forfeit_rule_with_the_default_spread(store: Store) -> None:
    """``tavolino`` (the default), forfeit spread 50: Bianchi 50, Neri 0."""
    games = _games(store)
    before = players.withdrawal_warnings(store, "Neri", 1)  # the window's confirmation
    assert before == [NERI_T2 + "Bianchi Luca 50, Neri Giò 0"]
    assert _games(store) == games  # asking changes nothing
    done = players.withdraw(store, "Neri", 1, actor="test")
    assert (done.record.status, done.record.status_round) == ("withdrawn", 1)
    assert done.warnings == (NERI_T2 + "Bianchi Luca 50, Neri Giò 0",)
    assert _games(store) == games  # the game stays as it was: the result is entered apart
    # Entered as the warning says, the forfeit gives exactly those scores.
    change = results.enter_forfeit(store, 1, 2, present=0, actor="test")
    assert (change.game.score_first, change.game.score_second) == (50, 0)


def test_the_forfeit_rule_with_the_tournament_spread(store: Store) -> None:
    """The tournament's forfeit spread 30, Rossi (who moves first) withdrawn: Verdi 30, Rossi 0."""
    with store.transaction(actor="test") as tx:
        tx.tournament.update(result_settings=ResultSettings(forfeit_spread=30))
    done = players.withdraw(store, "Rossi", 1, actor="test")
    assert done.warnings == (
        "Rossi Mario è già abbinato nel turno 1 al tavolo 1 contro Verdi Anna e la partita non "
        "è giocata: il ritiro non la toglie; va registrata come vittoria a tavolino di Verdi "
        "Anna (lo scarto a tavolino del torneo): Verdi Anna 30, Rossi Mario 0",
    )


def test_the_time_rule(store: Store) -> None:
    """``tempo``: the absent player loses on time from 0–0; figs-25 (``000_`` art. 37): −50 for
    running out of time, the present player keeps 0."""
    with store.transaction(actor="test") as tx:
        tx.tournament.set_setting(results.ABSENCE_SETTING, "tempo")
    done = players.withdraw(store, "Neri", 1, actor="test")
    assert done.warnings == (
        "Neri Giò è già abbinato nel turno 1 al tavolo 2 contro Bianchi Luca e la partita non è "
        "giocata: il ritiro non la toglie; va registrata come sconfitta per tempo di Neri Giò "
        "da 0-0 (assenza «tempo» del torneo): Bianchi Luca 0, Neri Giò -50",
    )


def test_no_warning_without_a_paired_unplayed_game(store: Store) -> None:
    """From round 2 (not paired yet) nothing is left behind; a game already decided (a forfeit
    entered at table 1) is not "unplayed" either."""
    assert players.withdraw(store, "Neri", 2, actor="test").warnings == ()
    results.enter_forfeit(store, 1, 1, present=1, actor="test")  # Rossi absent: Verdi wins
    assert players.withdrawal_warnings(store, "Rossi", 2) == []
    assert players.withdrawal_warnings(store, "Bianchi", 1) == [
        "Bianchi Luca è già abbinato nel turno 1 al tavolo 2 contro Neri Giò e la partita non è "
        "giocata: il ritiro non la toglie; va registrata come vittoria a tavolino di Neri Giò "
        "(lo scarto a tavolino del torneo): Neri Giò 50, Bianchi Luca 0"
    ]


def test_the_command_line_prints_it(store: Store, tmp_path: Path, capsys) -> None:  # noqa: ANN001
    assert store.path is not None
    f = tmp_path / "copia.figs"
    store.checkpoint("TRUNCATE")
    shutil.copyfile(store.path, f)
    assert main(["players", "withdraw", str(f), "Neri", "--from-round", "1"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Neri Giò ritirato dal turno 1",
        "attenzione: " + NERI_T2 + "Bianchi Luca 50, Neri Giò 0",
    ]
    assert main(["players", "reinstate", str(f), "Neri"]) == 0
    capsys.readouterr()
    assert main(["players", "withdraw", str(f), "Neri", "--from-round", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["warnings"] == [NERI_T2 + "Bianchi Luca 50, Neri Giò 0"]
    assert (data["status"], data["status_round"]) == ("withdrawn", 1)
