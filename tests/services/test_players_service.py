"""Player services the window calls: remove, reinstate, add parsed rows, import preview."""

from __future__ import annotations

from pathlib import Path

import pytest

from figs_td.errors import InputError
from figs_td.services import director, players
from figs_td.store import Store
from figs_td.store.records import NewPlayer


def _last_action(store: Store) -> tuple[str, str]:
    with store.read() as tx:
        e = tx.audit.entries()[-1]
    return e.action, e.actor


def test_remove_a_player_without_games_is_audited(store: Store) -> None:
    rec = players.add_player(store, "Galli, Pia", actor="desk")
    players.remove_player(store, rec.id, actor="desk")
    assert [p.name for p in players.list_players(store)] == [
        "Rossi Mario",
        "Bianchi Luca",
        "Verdi Anna",
        "Neri Giò",
    ]
    assert _last_action(store) == ("player.remove", "desk")


def test_a_player_who_has_played_cannot_be_removed(store: Store) -> None:
    with pytest.raises(InputError, match="ha già giocato"):
        players.remove_player(store, 1)
    assert len(players.list_players(store)) == 4


def test_reinstate_after_a_withdrawal(store: Store) -> None:
    players.withdraw_player(store, "#2", 2, actor="desk")
    rec = players.reinstate_player(store, "#2", actor="desk")
    assert rec.status == "active" and rec.status_round is None
    assert _last_action(store) == ("player.reinstate", "desk")


def test_add_parsed_rows_as_late_entries(store: Store) -> None:
    rows = [NewPlayer("Galli", "Pia", rating=1200), NewPlayer("Conti", "Ugo")]
    recs = players.add_players(store, rows, late_from_round=2, actor="desk")
    assert [(r.name, r.status, r.status_round) for r in recs] == [
        ("Galli Pia", "late", 2),
        ("Conti Ugo", "late", 2),
    ]


def test_late_entry_refused_for_a_paired_round(store: Store) -> None:
    # domain.md §7: a late entry starts at a round not yet paired (round 1 is).
    with pytest.raises(InputError, match="già stato abbinato"):
        director.add_late_player(store, "Galli, Pia", 1)


def test_import_preview_lists_every_rejected_row(store: Store, tmp_path: Path) -> None:
    src = tmp_path / "nuovi.csv"
    src.write_text(
        "cognome,nome\nGalli,Pia\nROSSI,mario\nConti,Ugo\nverdi,ANNA\n", encoding="utf-8"
    )
    preview = players.preview_import(store, src)
    assert [f"{p.surname} {p.given_name}" for p in preview.rows] == ["Galli Pia", "Conti Ugo"]
    assert [(e.line, e.reason) for e in preview.rejected] == [
        (3, "giocatore già iscritto: Rossi Mario"),
        (5, "giocatore già iscritto: Verdi Anna"),
    ]
    assert len(players.list_players(store)) == 4  # nothing written


def test_import_preview_of_a_malformed_file(store: Store, tmp_path: Path) -> None:
    src = tmp_path / "rotto.csv"
    src.write_text(
        "cognome,nome,rating\nGalli,Pia,abc\n,Ugo,1500\nConti,Ada,-3\n", encoding="utf-8"
    )
    preview = players.preview_import(store, src)
    assert preview.rows == []
    assert [(e.line, e.column) for e in preview.rejected] == [
        (2, "3 (rating)"),
        (3, "1 (cognome)"),
        (4, "3 (rating)"),
    ]
