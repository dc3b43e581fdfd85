"""services.follow (issue 38 §3): the tournament's mark and whose change came after it."""

from __future__ import annotations

from pathlib import Path

from figs_td.services import follow
from figs_td.services.players import add_player
from figs_td.services.tournament import create_tournament


def test_the_mark_moves_and_names_somebody_elses_change(tmp_path: Path) -> None:
    store = create_tournament(tmp_path / "t.figs", "Prova", "italo-svizzero", actor="desk")
    try:
        start = follow.mark(store)
        assert start.last_id > 0  # the creation is audited
        assert follow.since(store, start, "desk") == follow.Since(start)  # nothing new
        add_player(store, "Rossi, Mario", actor="desk")  # this desk's own entry
        own = follow.since(store, start, "desk")
        assert own.mark.last_id == start.last_id + 1 and own.mark.entries == own.mark.last_id
        assert not own.others and own.changed == frozenset()
        add_player(store, "Bianchi, Anna", actor="banco 2")
        add_player(store, "Verdi, Luca", actor="desk")
        other = follow.since(store, own.mark, "desk")
        assert other.mark.last_id == own.mark.last_id + 2
        assert other.others and other.changed == frozenset({"players"})
        # Entries counted but not above the last id seen (a late commit on PostgreSQL):
        # somebody else's, whatever they changed.
        late = follow.since(store, follow.Mark(own.mark.entries - 1, own.mark.last_id), "desk")
        assert late.others and "*" in late.changed
    finally:
        store.close()
