"""Self-entry in the store (schema v3) on SQLite and PostgreSQL: codes, reports, their guarded
status changes, and two agreeing reports entering the result through the service."""

from __future__ import annotations

import pytest
from conftest import add_players

from figs_td.core.model import Game
from figs_td.errors import ConflictError, InputError
from figs_td.services.results import game_at
from figs_td.services.self_entry import codes as sc
from figs_td.services.self_entry import phones as se


def test_codes_and_reports_kept(store) -> None:  # noqa: ANN001
    a, b, c, d = add_players(store, ["Rossi, Mario", "Verdi, Anna", "Bianchi, Ugo", "Neri, Ada"])
    with store.transaction(actor="test") as tx:
        tx.rounds.save_round(1, [Game(1, 1, a, b), Game(1, 2, c, d)])
    assert sc.ensure_codes(store, actor="test") == 4
    with store.read() as tx:
        codes = tx.self_entry.codes()
    assert sorted(codes) == [a, b, c, d] and len({x.code for x in codes.values()}) == 4
    with pytest.raises(ConflictError):  # two players never share a code
        with store.transaction(actor="test") as tx:
            tx.self_entry.set_code(a, codes[b].code, replacing=True)
    with pytest.raises(InputError, match="inesistente"):
        with store.transaction(actor="test") as tx:
            tx.self_entry.set_code(999, "ABCDEFGHJ", replacing=False)

    assert se.report_score(store, b, 300, 420).status == "pending"
    assert se.report_score(store, a, 420, 300).status == "entered"
    g = game_at(store, 1, 1)
    assert (g.score_first, g.score_second) == (420, 300)
    with store.read() as tx:
        reports = tx.self_entry.reports(game_id=g.id)
        actors = [e.actor for e in tx.audit.entries() if e.action == "result.enter"]
    assert [(r.player_id, r.status, r.reason) for r in reports] == [
        (b, "entered", "agreed"), (a, "entered", "agreed"),
    ]  # fmt: skip
    assert actors == ["giocatore Verdi Anna, telefono; confermato da Rossi Mario"]
    stale = reports[0]
    with store.transaction(actor="test") as tx:
        tx.self_entry.set_status(stale, "closed", reason="desk")
    with pytest.raises(ConflictError, match="cambiata nel frattempo"):
        with store.transaction(actor="test") as tx:
            tx.self_entry.set_status(stale, "closed", reason="desk")  # the version seen is old
