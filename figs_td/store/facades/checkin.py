"""Check-in at the registration desk (issue 42): who has arrived. The rules (when check-in is
in use, what pairing does with the players not checked in) are the service's
(:mod:`figs_td.services.registration.checkin`); this facade only stores, guarded by versions, and audits."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import select

from figs_td.errors import ConflictError
from figs_td.store._rows import no_player
from figs_td.store._util import now_iso
from figs_td.store.tables import PlayerCheckinRow, PlayerRow

if TYPE_CHECKING:
    from figs_td.store._protocols import TransactionContext

MAX_BY_CHARS = 80


@dataclass(frozen=True)
class Checkin:
    player_id: int
    present: bool
    at: str
    by: str
    version: int


def _checkin(r: PlayerCheckinRow) -> Checkin:
    return Checkin(r.player_id, bool(r.present), r.at, r.by, r.version)


class CheckinFacade:
    """``tx.checkin``."""

    def __init__(self, tx: TransactionContext) -> None:
        self.tx = tx

    def all(self) -> dict[int, Checkin]:
        rows = self.tx.session.scalars(select(PlayerCheckinRow))
        return {r.player_id: _checkin(r) for r in rows}

    def set(
        self,
        player_id: int,
        present: bool,
        *,
        by: str = "",
        expected_version: int | None = None,
    ) -> Checkin:
        """Tick ``player_id`` present (or not); ``expected_version``: the version of the check-in
        the caller read (0: none yet), refused with ConflictError when it changed meanwhile."""
        self.tx.require_write()
        self.tx.lock("checkin")
        if self.tx.session.get(PlayerRow, player_id) is None:
            raise no_player(player_id)
        row = self.tx.session.get(PlayerCheckinRow, player_id)
        current = row.version if row is not None else 0
        if expected_version is not None and expected_version != current:
            raise ConflictError(
                "la presenza del giocatore è stata cambiata nel frattempo: ricarica e riprova"
            )
        now = now_iso()
        who = (by or self.tx.actor or "")[:MAX_BY_CHARS]
        old = None if row is None else bool(row.present)
        if row is None:
            row = PlayerCheckinRow(player_id=player_id, present=int(present), at=now, by=who)
            self.tx.session.add(row)
        else:
            row.present, row.at, row.by, row.version = int(present), now, who, row.version + 1
        self.tx.session.flush()
        action = "checkin.present" if present else "checkin.undo"
        self.tx.audit.record(action, entity="checkin", key=player_id, old=old, new=present)
        self.tx.note("checkin")
        return _checkin(row)
