"""Players' self-entry (inserimento dai telefoni): personal codes and the reports sent from the
phones. The rules (when two reports agree, what goes to the director's queue) are the
service's (:mod:`figs_td.services.self_entry`); this facade only stores, guarded by versions,
and audits. A code itself never goes into the audit trail."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy import func, or_, select, update

from figs_td.errors import ConflictError, InputError
from figs_td.store._results import game_record
from figs_td.store._rows import no_player
from figs_td.store._util import loads, now_iso
from figs_td.store.records import GameRecord
from figs_td.store.tables import (
    GameRow,
    PlayerCodeRow,
    PlayerRow,
    RoundRow,
    SelfReportRow,
    TournamentRow,
)

if TYPE_CHECKING:
    from figs_td.store._protocols import TransactionContext

MAX_NOTE_CHARS = 300
_GAME = GameRow.__table__  # type: ignore[attr-defined]
_PLAYER = PlayerRow.__table__  # type: ignore[attr-defined]
_REPORT = SelfReportRow.__table__  # type: ignore[attr-defined]
_LAST_ROUND = select(func.max(RoundRow.number)).scalar_subquery()
_SETTINGS = select(TournamentRow.__table__.c.settings).where(TournamentRow.__table__.c.id == 1)  # type: ignore[attr-defined]


@dataclass(frozen=True)
class PlayerCode:
    player_id: int
    code: str
    created_at: str
    version: int


@dataclass(frozen=True)
class ReportRecord:
    """One report (segnalazione). ``score_first``/``score_second`` follow the pairing's order
    (the player who moves first, then the second), whoever sent it."""

    id: int
    game_id: int
    round: int
    table: int
    player_id: int
    kind: str
    score_first: int | None
    score_second: int | None
    note: str
    status: str
    reason: str
    game_version: int
    created_at: str
    updated_at: str
    decided_by: str
    version: int


@dataclass(frozen=True)
class Seat:
    """What a player's page needs, read in one go: his game of the last paired round (None: not
    paired in it), the names of the players at that table, the tournament's settings, the
    game's reports."""

    game: GameRecord | None
    names: dict[int, str]
    settings: dict[str, object]
    reports: list[ReportRecord]


def _report(r: SelfReportRow) -> ReportRecord:
    return ReportRecord(
        r.id or 0, r.game_id, r.round, r.table_no, r.player_id, r.kind, r.score_first,
        r.score_second, r.note, r.status, r.reason, r.game_version, r.created_at, r.updated_at,
        r.decided_by, r.version,
    )  # fmt: skip


class SelfEntryFacade:
    """``tx.self_entry``."""

    def __init__(self, tx: TransactionContext) -> None:
        self.tx = tx

    # -- codes -------------------------------------------------------------------------------
    def codes(self) -> dict[int, PlayerCode]:
        rows = self.tx.session.scalars(select(PlayerCodeRow))
        return {r.player_id: PlayerCode(r.player_id, r.code, r.created_at, r.version) for r in rows}

    def set_code(self, player_id: int, code: str, *, replacing: bool) -> PlayerCode:
        """Give ``player_id`` the code ``code`` (new, or replacing the old one: audited without
        the code)."""
        self.tx.require_write()
        self.tx.lock("self_entry")
        if self.tx.session.get(PlayerRow, player_id) is None:
            raise no_player(player_id)
        row = self.tx.session.get(PlayerCodeRow, player_id)
        now = now_iso()
        if row is None:
            row = PlayerCodeRow(player_id=player_id, code=code, created_at=now, version=1)
            self.tx.session.add(row)
            action = "code.create"
        else:
            row.code, row.created_at, row.version = code, now, row.version + 1
            action = "code.replace" if replacing else "code.create"
        self.tx.session.flush()
        self.tx.audit.record(action, entity="codes", key=player_id)
        self.tx.note("codes")
        return PlayerCode(player_id, code, now, row.version)

    # -- reports -----------------------------------------------------------------------------
    def seat(self, player_id: int) -> Seat:
        """A player's page with four plain queries (200 phones ask for theirs every few
        seconds: no ORM objects)."""
        conn = self.tx.session.connection()
        row = conn.execute(
            select(_GAME).where(
                _GAME.c.round == _LAST_ROUND,
                or_(_GAME.c.first_id == player_id, _GAME.c.second_id == player_id),
            )
        ).first()
        game = game_record(row) if row is not None else None
        ids = {player_id} | ({game.first, game.second} - {None} if game is not None else set())
        names = {
            r.id: f"{r.surname} {r.given_name}".strip()
            for r in conn.execute(
                select(_PLAYER.c.id, _PLAYER.c.surname, _PLAYER.c.given_name).where(
                    _PLAYER.c.id.in_(ids)
                )
            )
        }
        settings = loads(conn.execute(_SETTINGS).scalar(), {})
        reports = []
        if game is not None:
            q = select(_REPORT).where(_REPORT.c.game_id == game.id).order_by(_REPORT.c.id)
            reports = [_report(r) for r in conn.execute(q)]
        return Seat(game, names, settings if isinstance(settings, dict) else {}, reports)

    def reports(
        self, *, game_id: int | None = None, statuses: tuple[str, ...] = ()
    ) -> list[ReportRecord]:
        q = select(SelfReportRow)
        if game_id is not None:
            q = q.where(SelfReportRow.game_id == game_id)
        if statuses:
            q = q.where(SelfReportRow.status.in_(statuses))  # type: ignore[attr-defined]
        rows = self.tx.session.scalars(q.order_by(SelfReportRow.id))  # type: ignore[arg-type]
        return [_report(r) for r in rows]

    def report(self, report_id: int) -> ReportRecord:
        row = self.tx.session.get(SelfReportRow, report_id)
        if row is None:
            raise InputError(f"segnalazione n. {report_id} inesistente")
        return _report(row)

    def add_report(
        self,
        *,
        game_id: int,
        round_no: int,
        table: int,
        player_id: int,
        kind: str,
        score_first: int | None,
        score_second: int | None,
        status: str,
        reason: str,
        game_version: int,
        note: str = "",
    ) -> ReportRecord:
        self.tx.require_write()
        self.tx.lock("self_entry")
        rec = self._insert(
            game_id=game_id, round_no=round_no, table=table, player_id=player_id, kind=kind,
            score_first=score_first, score_second=score_second, status=status, reason=reason,
            game_version=game_version, note=note,
        )  # fmt: skip
        self.tx.audit.record(
            f"report.{kind}",
            entity="reports",
            key=f"{round_no}/{table}",
            new={"id": rec.id, "player": player_id, "scores": [score_first, score_second],
                 "status": status, "reason": reason},
        )  # fmt: skip
        self.tx.note("reports")
        return rec

    def replace_report(
        self,
        old: ReportRecord,
        *,
        score_first: int | None,
        score_second: int | None,
        status: str,
        reason: str,
        game_version: int,
    ) -> ReportRecord:
        """A player's new report in place of his open one on the same game (issue 37): the old
        one is closed (``replaced``, guarded by the version read), the new one stored, and the
        change audited once, as a replacement (``report.replace``: old and new scores)."""
        self.tx.require_write()
        self.tx.lock("self_entry")
        self._move(old, "closed", reason="replaced")
        rec = self._insert(
            game_id=old.game_id, round_no=old.round, table=old.table, player_id=old.player_id,
            kind=old.kind, score_first=score_first, score_second=score_second, status=status,
            reason=reason, game_version=game_version, note="",
        )  # fmt: skip
        self.tx.audit.record(
            "report.replace",
            entity="reports",
            key=f"{old.round}/{old.table}",
            old={"id": old.id, "scores": [old.score_first, old.score_second],
                 "status": old.status},
            new={"id": rec.id, "player": old.player_id, "scores": [score_first, score_second],
                 "status": status, "reason": reason},
        )  # fmt: skip
        self.tx.note("reports")
        return rec

    def _insert(
        self, *, game_id: int, round_no: int, table: int, player_id: int, kind: str,
        score_first: int | None, score_second: int | None, status: str, reason: str,
        game_version: int, note: str,
    ) -> ReportRecord:  # fmt: skip
        now = now_iso()
        row = SelfReportRow(
            game_id=game_id, round=round_no, table_no=table, player_id=player_id, kind=kind,
            score_first=score_first, score_second=score_second, note=note[:MAX_NOTE_CHARS],
            status=status, reason=reason, game_version=game_version, created_at=now,
            updated_at=now, decided_by="", version=1,
        )  # fmt: skip
        self.tx.session.add(row)
        self.tx.session.flush()
        return _report(row)

    def set_status(
        self, report: ReportRecord, status: str, *, reason: str | None = None, **change: Any
    ) -> ReportRecord:
        """Move ``report`` to ``status`` (guarded by the version read; audited): :meth:`_move`,
        whose options it takes."""
        self.tx.require_write()
        self._move(report, status, reason=reason, **change)
        self.tx.audit.record(
            f"report.{status}",
            entity="reports",
            key=f"{report.round}/{report.table}",
            old={"id": report.id, "status": report.status},
            new={
                "id": report.id,
                "status": status,
                "reason": report.reason if reason is None else reason,
            },  # fmt: skip
        )
        self.tx.note("reports")
        return self.report(report.id)

    def _move(
        self,
        report: ReportRecord,
        status: str,
        *,
        reason: str | None = None,
        decided_by: str = "",
        game_version: int | None = None,
    ) -> None:
        """``report`` to ``status``, only at the version read. ``decided_by`` ``"-"`` clears
        it; ``game_version``: tie the report to that version of its game (a decision undone:
        the game changed with it)."""
        res = self.tx.session.execute(
            update(SelfReportRow)
            .where(SelfReportRow.id == report.id, SelfReportRow.version == report.version)  # type: ignore[arg-type]
            .values(
                status=status,
                reason=report.reason if reason is None else reason,
                decided_by="" if decided_by == "-" else (decided_by or report.decided_by),
                game_version=report.game_version if game_version is None else game_version,
                updated_at=now_iso(),
                version=report.version + 1,
            )
            .execution_options(synchronize_session=False)
        )
        if res.rowcount != 1:  # type: ignore[attr-defined]
            raise ConflictError(
                f"segnalazione n. {report.id}: cambiata nel frattempo da un'altra postazione"
            )
