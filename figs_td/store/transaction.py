"""One transaction and its facades (``tx.tournament``, ``tx.players``, ``tx.rounds`` …)."""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any

from sqlalchemy import text
from sqlalchemy.orm import Session

from figs_td.store._tx_common import TransactionCommon

if TYPE_CHECKING:
    from figs_td.store._protocols import StoreHandle
    from figs_td.store.facades.audit import AuditFacade
    from figs_td.store.facades.checkin import CheckinFacade
    from figs_td.store.facades.duplicate import DuplicateFacade
    from figs_td.store.facades.members import MembersFacade
    from figs_td.store.facades.players import PlayersFacade
    from figs_td.store.facades.rounds import RoundsFacade
    from figs_td.store.facades.rulings import RulingsFacade
    from figs_td.store.facades.scoresheets import ScoresheetsFacade
    from figs_td.store.facades.self_entry import SelfEntryFacade
    from figs_td.store.facades.tournament import TournamentFacade


class Transaction(TransactionCommon):
    """What a ``with store.transaction(actor=…) as tx:`` block works with.

    Facades return detached plain objects; ``tx.changes`` collects the names of what changed
    (``"tournament"``, ``"players"``, ``"rounds"``, ``"games"``, ``"scoresheets"``,
    ``"rulings"``) so that a GUI can refresh only the views concerned.
    """

    def __init__(self, store: StoreHandle, session: Session, *, actor: str, write: bool) -> None:
        self.store = store
        self.session = session
        self.actor = actor
        self.write = write
        self.changes: set[str] = set()

    @cached_property
    def tournament(self) -> TournamentFacade:
        from figs_td.store.facades.tournament import TournamentFacade

        return TournamentFacade(self)

    @cached_property
    def players(self) -> PlayersFacade:
        from figs_td.store.facades.players import PlayersFacade

        return PlayersFacade(self)

    @cached_property
    def rounds(self) -> RoundsFacade:
        from figs_td.store.facades.rounds import RoundsFacade

        return RoundsFacade(self)

    @cached_property
    def scoresheets(self) -> ScoresheetsFacade:
        from figs_td.store.facades.scoresheets import ScoresheetsFacade

        return ScoresheetsFacade(self)

    @cached_property
    def rulings(self) -> RulingsFacade:
        from figs_td.store.facades.rulings import RulingsFacade

        return RulingsFacade(self)

    @cached_property
    def duplicate(self) -> DuplicateFacade:
        from figs_td.store.facades.duplicate import DuplicateFacade

        return DuplicateFacade(self)

    @cached_property
    def self_entry(self) -> SelfEntryFacade:
        from figs_td.store.facades.self_entry import SelfEntryFacade

        return SelfEntryFacade(self)

    @cached_property
    def checkin(self) -> CheckinFacade:
        from figs_td.store.facades.checkin import CheckinFacade

        return CheckinFacade(self)

    @cached_property
    def members(self) -> MembersFacade:
        from figs_td.store.facades.members import MembersFacade

        return MembersFacade(self)

    @cached_property
    def audit(self) -> AuditFacade:
        from figs_td.store.facades.audit import AuditFacade

        return AuditFacade(self)

    # -- helpers for the facades -----------------------------------------------------------
    def lock(self, name: str) -> None:
        """Serialise writers on ``name`` (PostgreSQL advisory lock; SQLite already serialises)."""
        if self.store.is_sqlite:
            return
        key = int.from_bytes(name.encode("utf-8")[:8].ljust(8, b"\0"), "big", signed=True)
        self.session.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": key})

    def note(self, *changed: str) -> None:
        self.changes.update(changed)

    def _debug(self) -> dict[str, Any]:
        return {"actor": self.actor, "write": self.write, "changes": sorted(self.changes)}
