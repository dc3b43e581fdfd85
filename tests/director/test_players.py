"""Late entries (iscrizione tardiva: from a round not yet paired, starting from zero, domain.md §7)
and player corrections."""

from __future__ import annotations

import pytest

from figs_td.errors import InputError
from figs_td.services.director import KEEP, add_late_player, edit_player
from figs_td.services.pairing.rounds import pair_next_round
from figs_td.services.results import enter_result
from figs_td.services.standings import standings
from figs_td.store import Store


def test_late_entry_starts_from_zero_and_is_paired_from_its_round(store: Store) -> None:
    rec = add_late_player(store, "Tardi, Ugo", 2, rating=1500, club="Roma", actor="desk")
    assert (rec.status, rec.status_round, rec.name) == ("late", 2, "Tardi Ugo")
    enter_result(store, 1, 1, 400, 300)
    enter_result(store, 1, 2, 380, 360)
    rows = {r.name: r for r in standings(store, after_round=1)}
    t = rows["Tardi Ugo"]
    assert (t.wins, t.tournament_points, t.spread, t.games) == (0, 0, 0, 0)
    # Six players in round 2: no bye, Tardi has a table.
    paired = pair_next_round(store, draw="rating")
    assert paired.byes == ()
    with store.read() as tx:
        assert tx.rounds.game_of_player(2, rec.id) is not None
        entry = [e for e in tx.audit.entries() if e.action == "player.add"][-1]
    assert entry.actor == "desk" and entry.new["status"] == "late"


def test_late_entry_into_a_paired_round_refused(store: Store) -> None:
    with pytest.raises(InputError, match="il turno 1 è già stato abbinato.*dal turno 2"):
        add_late_player(store, "Tardi, Ugo", 1)
    with pytest.raises(InputError, match="giocatore già iscritto: Rossi Mario"):
        add_late_player(store, "Rossi, Mario", 2)
    with store.read() as tx:
        assert tx.players.count() == 5


def test_edit_player_fields(store: Store) -> None:
    rec = edit_player(store, "verdi", rating=1655, club="Milano", federation_id="X9", actor="d")
    assert (rec.rating, rec.club, rec.federation_id) == (1655, "Milano", "X9")
    rec = edit_player(store, "X9", name="Verdi Rossi, Anna Maria", rating=None)
    assert (rec.surname, rec.given_name, rec.rating) == ("Verdi Rossi", "Anna Maria", None)
    with store.read() as tx:
        last = tx.audit.entries()[-1]
    assert last.action == "player.update"
    assert last.old["rating"] == 1655 and last.new["rating"] is None


def test_edit_player_refusals(store: Store) -> None:
    with pytest.raises(InputError, match="niente da modificare"):
        edit_player(store, "verdi", rating=KEEP)
    with pytest.raises(InputError, match="giocatore già iscritto: Rossi Mario"):
        edit_player(store, "verdi", name="Rossi, Mario")
    with pytest.raises(InputError, match="tessera T1 già usata da Rossi Mario"):
        edit_player(store, "verdi", federation_id="T1")
    with pytest.raises(InputError, match="nessun giocatore si chiama 'Zeta'"):
        edit_player(store, "Zeta", club="X")
