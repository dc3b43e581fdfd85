"""The director's queue of reports from the phones (``figs-td reports``, the window's panel):
what waits, the decision on one report, and its undoing (the window's *Annulla*).

The rules of what enters the queue are :mod:`figs_td.services.self_entry.phones`'s.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from figs_td.errors import ConflictError, InputError
from figs_td.services.results import has_result
from figs_td.services.self_entry.phones import (
    OPEN,
    REASONS,
    STATUS,
    is_late,
    is_stale,
    now_or,
    windows_of,
)

MAX_REASON_CHARS = 200

if TYPE_CHECKING:
    from figs_td.store import Store
    from figs_td.store.facades.self_entry import ReportRecord


@dataclass(frozen=True)
class QueueGame:
    """A game with reports waiting for the director, all its open reports side by side."""

    round: int
    table: int
    first: str
    second: str
    result: tuple[int, int] | None
    game_version: int
    reports: list[tuple[ReportRecord, str, str]] = field(default_factory=list)  # report, who, why

    def as_json(self) -> dict[str, Any]:
        return {
            "round": self.round, "table": self.table, "first": self.first, "second": self.second,
            "result": list(self.result) if self.result else None, "version": self.game_version,
            "reports": [
                {"id": r.id, "player": who, "kind": r.kind,
                 "scores": None if r.score_first is None else [r.score_first, r.score_second],
                 "status": r.status, "reason": why, "reason_text": REASONS.get(why, why),
                 "note": r.note, "at": r.created_at}
                for r, who, why in self.reports
            ],
        }  # fmt: skip


def queue(store: Store, *, now: datetime | None = None) -> list[QueueGame]:
    """The reports waiting for the director (late ones included), by game. Reads only."""
    now = now_or(now)
    with store.read() as tx:
        names = {p.id: p.name for p in tx.players.records()}
        windows = windows_of(tx)
        games = {g.id: g for g in tx.rounds.games()}
        reports = tx.self_entry.reports(statuses=OPEN)
    out: dict[int, QueueGame] = {}
    for r in reports:
        game = games.get(r.game_id)
        if is_stale(r, game):
            continue
        assert game is not None
        late = is_late(r, windows, now)
        if r.status == "pending" and not late:
            continue
        item = out.get(game.id)
        if item is None:
            result = (game.score_first, game.score_second) if has_result(game) else None
            item = out[game.id] = QueueGame(
                game.round, game.table or 0, names.get(game.first, ""),
                names.get(game.second or 0, ""), result, game.version,  # type: ignore[arg-type]
            )  # fmt: skip
        item.reports.append((r, names.get(r.player_id, ""), "late" if late else r.reason))
    for gid, item in out.items():  # the other open reports of the game, side by side
        shown = {r.id for r, _w, _y in item.reports}
        for r in reports:
            if r.game_id == gid and r.id not in shown:
                item.reports.append((r, names.get(r.player_id, ""), r.reason or r.status))
        item.reports.sort(key=lambda x: x[0].id)
    return sorted(out.values(), key=lambda q: (q.round, q.table))


def queue_count(store: Store, *, now: datetime | None = None) -> int:
    """How many reports wait for the director (the status bar's count)."""
    return sum(len(q.reports) for q in queue(store, now=now))


@dataclass(frozen=True)
class Decision:
    """What :func:`decide` did, enough to undo it: the sentence for the director, the game
    (round, table, its version after), whether a result was entered, and every report it
    changed with its status and reason before."""

    message: str
    round: int
    table: int
    game_version: int
    entered: bool
    before: tuple[tuple[int, str, str], ...]  # (report id, status, reason)


def decide(
    store: Store, report_id: int, accept: bool, *, actor: str = "", reason: str = ""
) -> Decision:
    """``reports accept|reject ID``: the director's decision on one report (one transaction).

    Accepting a score report enters its scores as the result (only on a game still without
    result: a stored result is corrected at the desk, which closes the reports); accepting a
    contest, time loss or challenge marks it taken in hand (the director then acts at the desk).
    Accepting a score closes the game's other open reports. ``reason``: why a report is
    rejected, shown to its player on his page (default: why it came to the queue)."""
    with store.transaction(actor=actor) as tx:
        report = tx.self_entry.report(report_id)
        if report.status not in OPEN:
            raise InputError(
                f"segnalazione n. {report_id}: già {STATUS.get(report.status, report.status)}"
            )
        game = next((g for g in tx.rounds.games(report.round) if g.id == report.game_id), None)
        before = [(report.id, report.status, report.reason)]
        if is_stale(report, game):
            tx.self_entry.set_status(report, "closed", reason="desk")
            said = f"segnalazione n. {report_id}: la partita è cambiata al banco, chiusa"
            version = game.version if game is not None else 0
            return Decision(said, report.round, report.table, version, False, tuple(before))
        assert game is not None and game.table is not None
        where = f"turno {game.round}, tavolo {game.table}"
        if not accept:
            why = " ".join(str(reason or "").split())[:MAX_REASON_CHARS] or None
            tx.self_entry.set_status(report, "rejected", reason=why, decided_by=actor)
            said = f"segnalazione n. {report_id} respinta ({where})"
            return Decision(said, game.round, game.table, game.version, False, tuple(before))
        said = f"segnalazione n. {report_id} accolta ({where})"
        version = game.version
        entered = report.kind == "score"
        if entered:
            if has_result(game):
                raise InputError(
                    f"{where}: c'è già il risultato {game.score_first}-{game.score_second}: "
                    "correggerlo al banco (le segnalazioni si chiudono da sé)"
                )
            _before, after = tx.rounds.change_result(
                game.round, game.table, report.score_first, report.score_second,
                expected_version=game.version,
            )  # fmt: skip
            version = after.version
            said += f": risultato {report.score_first}-{report.score_second} inserito"
        tx.self_entry.set_status(report, "accepted", decided_by=actor)
        if entered:
            for other in tx.self_entry.reports(game_id=game.id, statuses=OPEN):
                before.append((other.id, other.status, other.reason))
                tx.self_entry.set_status(other, "closed", reason="decided", decided_by=actor)
        return Decision(said, game.round, game.table, version, entered, tuple(before))


def undo_decision(store: Store, decision: Decision, *, actor: str = "") -> None:
    """Undo :func:`decide` (one transaction): the result it entered is cleared (refused if the
    game changed since), the reports it changed are open again as they were."""
    with store.transaction(actor=actor) as tx:
        game = tx.rounds.game(decision.round, decision.table)
        if game.version != decision.game_version:
            raise ConflictError(
                f"turno {decision.round}, tavolo {decision.table}: la partita è cambiata dopo la "
                "decisione: non si può annullare (correggere al banco)"
            )
        if decision.entered:
            game = tx.rounds.clear_result(decision.round, decision.table,
                                          expected_version=game.version)  # fmt: skip
        for report_id, status, reason in decision.before:
            report = tx.self_entry.report(report_id)
            tx.self_entry.set_status(report, status, reason=reason, game_version=game.version,
                                     decided_by="-")  # fmt: skip
