"""Check-in from the phones (issue 42): an event with codes and nothing paired yet."""

from __future__ import annotations

from pathlib import Path

from self_entry_helpers import NAMES

from figs_td.services.self_entry.codes import list_codes
from figs_td.services.self_entry.phones import start_self_entry
from figs_td.store import open_store


def make_checkin_event(path: Path, names: list[tuple[str, str]] = NAMES) -> dict[int, str]:
    """4 players (or ``names``), codes for all, round 1 not paired; id → code."""
    with open_store(path, create=True) as st:
        with st.transaction(actor="test") as tx:
            tx.tournament.create("Prova check-in", "italo-svizzero", planned_rounds=4,
                                 profile="figs-25")  # fmt: skip
            for surname, given in names:
                tx.players.add(surname, given)
        start_self_entry(st, actor="test")
        return {c.player_id: c.code or "" for c in list_codes(st)}
