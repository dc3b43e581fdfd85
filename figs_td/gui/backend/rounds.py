"""The backend's use cases on the rounds and their results: pairing, the games of a round,
check-in at the desk, repair/delete/restore a round, swaps, and entering or clearing a result."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from figs_td.gui.backend.use_case_base import _ACTOR, Progress
from figs_td.gui.models.changes import Changes


class RoundsCalls:
    """The rounds' and results' use cases of :class:`~figs_td.gui.backend.backend.Backend`."""

    # ------------------------------------------------------------------ rounds
    def current_round(self) -> int:
        from figs_td.services.pairing import rounds as svc

        if self._last is None:
            self._last = svc.last_round(self.store)
        return self._last

    def live_round(self) -> int:
        """The current round read now, not from the cache (printing, exporting)."""
        self._last = None
        return self.current_round()

    def games(self, round_no: int) -> list[Any]:
        from figs_td.services import results as svc

        if round_no not in self._games:
            self._games[round_no] = svc.round_games(self.store, round_no)
        return list(self._games[round_no])

    def game(self, round_no: int, table: int) -> Any:
        found = next((g for g in self.games(round_no) if g.table == table), None)
        if found is None:
            from figs_td.services import results as svc

            return svc.game_at(self.store, round_no, table)  # the store's own Italian message
        return found

    def find_game(self, round_no: int, table: int) -> Any | None:
        if not round_no or not table:
            return None
        return next((g for g in self.games(round_no) if g.table == table), None)

    def missing_results(self, round_no: int) -> int:
        return sum(1 for g in self.games(round_no) if not g.has_result)

    def results_entered(self, round_no: int) -> int:
        return sum(
            1 for g in self.games(round_no) if g.second is not None and g.score_first is not None
        )

    def completed_round(self) -> int:
        rnd = self.current_round()
        return rnd if rnd and self.missing_results(rnd) == 0 else max(rnd - 1, 0)

    def pair_next_round(
        self, progress: Progress | None = None, seed: int | None = None, absent: str | None = None
    ) -> tuple[int, int | None]:
        """Pair the next round (pairing service); returns (round, seed) — the seed makes a
        redo give exactly the same pairing."""
        expected = self.current_round() + 1  # the round this desk shows as the next one
        self._drop_games()
        from figs_td.services.pairing import rounds as svc

        paired = svc.pair_next_round(
            self.store, seed=seed, actor=_ACTOR, expected_round=expected, absent=absent
        )
        self._warnings = [*paired.notes, *paired.warnings]
        return paired.round, paired.seed

    # -- check-in at the desk (issue 42) --------------------------------------------------
    def checkin_status(self) -> Any:
        from figs_td.services.registration.checkin import checkin_status

        return checkin_status(self.store)

    def check_in(self, player_id: int, *, undo: bool = False) -> Changes:
        from figs_td.services.registration.checkin import check_in

        check_in(self.store, ids=[player_id], undo=undo, by="banco", actor=_ACTOR)
        return Changes(players=True)

    def checkin_absent(self) -> list[str]:
        """The names pairing round 1 would ask about (check-in in use, not checked in)."""
        if self.current_round() != 0:
            return []
        status = self.checkin_status()
        if not status.in_use:
            return []
        from figs_td.core.absences import announced_for

        # Who announced he will miss round 1 is not waited for (services.checkin.gate).
        announced = announced_for(self.info().settings, 1)
        return [r.player.name for r in status.absent if r.player.id not in announced]

    def repair_round(self, round_no: int) -> int | None:
        """Pair the last round again (no result yet); returns the new seed."""
        self._drop_games()
        from figs_td.services.pairing import rounds as svc

        paired = svc.repair_round(self.store, round_no, actor=_ACTOR)
        self._warnings = [*paired.notes, *paired.warnings]
        return paired.seed

    def last_warnings(self) -> list[str]:
        return list(self._warnings)

    def round_snapshot(self, round_no: int) -> Any:
        """What undoing a round deletion needs: its games (results included), meta, settings."""
        from figs_td.services.pairing import rounds as svc

        return svc.round_snapshot(self.store, round_no)

    def delete_round(self, round_no: int) -> Changes:
        from figs_td.services.pairing import rounds as svc

        seen = svc.round_versions(self._games[round_no]) if round_no in self._games else None
        self._drop_games()
        svc.delete_last_round(self.store, round_no, force=True, seen=seen, actor=_ACTOR)
        return Changes(rounds=True, results=True, standings=True, round_no=round_no)

    def restore_round(self, round_no: int, snapshot: Any) -> Changes:
        """Undo of a deletion: the same games, results and pairing settings, as they were."""
        from figs_td.services.pairing import rounds as svc

        self._drop_games()
        svc.restore_round(self.store, snapshot, actor=_ACTOR)
        return Changes(rounds=True, results=True, standings=True, round_no=round_no)

    def swap_warnings(self, round_no: int, a: int, b: int) -> list[str]:
        """The rematches a swap would create (shown before the swap is confirmed)."""
        from figs_td.services.pairing import rounds as svc

        return list(svc.swap_warnings(self.store, round_no, a, b))

    def swap_players(self, round_no: int, a: int, b: int) -> Changes:
        from figs_td.services.pairing import rounds as svc

        seen = svc.round_versions(self._games[round_no]) if round_no in self._games else None
        self._drop_games()
        paired = svc.swap_players(self.store, round_no, f"#{a}", f"#{b}", seen=seen, actor=_ACTOR)
        self._warnings = list(paired.warnings)
        return Changes(rounds=True, results=True, round_no=round_no)

    # ------------------------------------------------------------------ results
    def enter_result(
        self,
        round_no: int,
        table: int,
        s1: int,
        s2: int,
        *,
        kind: str = "normal",
        time_loss: dict[str, Any] | None = None,
        started: int | None = None,
    ) -> Changes:
        from figs_td.services import results as svc

        return self._record_game(
            round_no,
            lambda: svc.enter_result(
                self.store,
                round_no,
                table,
                s1,
                s2,
                kind=kind,
                time_loss=time_loss,
                expected_version=self._seen_version(round_no, table),
                started=started,
                actor=_ACTOR,
            ),
        )

    def enter_forfeit(self, round_no: int, table: int, present: int | None) -> Changes:
        """Vittoria a tavolino (results service: conventional scores of the tournament)."""
        from figs_td.services import results as svc

        return self._record_game(
            round_no,
            lambda: svc.enter_forfeit(
                self.store,
                round_no,
                table,
                present,
                expected_version=self._seen_version(round_no, table),
                actor=_ACTOR,
            ),
        )

    def _record_game(self, round_no: int, write: Callable[[], Any]) -> Changes:
        """Run a result's write: the game it returns replaces the cached one; when it fails, the
        round's games are read again next time."""
        try:
            change = write()
        except BaseException:
            self._drop_games(round_no)
            raise
        self._put_game(change.game)
        return Changes(results=True, standings=True, round_no=round_no)

    def enter_time_loss(self, round_no: int, table: int, clock: dict[str, Any]) -> Changes:
        """Sconfitta per tempo (results service: ``finish_game`` with the tournament's profile)."""
        from figs_td.services import results as svc

        seen = self._seen_version(round_no, table)
        self._drop_games(round_no)
        svc.enter_time_loss(
            self.store,
            round_no,
            table,
            tuple(clock["scores"]),
            flagged=clock["flagged"],
            racks=tuple(clock["racks"]),
            overtime_s=tuple(clock["overtime_s"]),
            base_left_s=tuple(clock["base_left_s"]),
            expected_version=seen,
            actor=_ACTOR,
        )
        return Changes(results=True, standings=True, round_no=round_no)

    def clear_result(self, round_no: int, table: int, *, started: int | None = None) -> Changes:
        from figs_td.services import results as svc

        seen = self._seen_version(round_no, table)
        self._drop_games(round_no)
        svc.clear_result(
            self.store, round_no, table, expected_version=seen, started=started, actor=_ACTOR
        )
        return Changes(results=True, standings=True, round_no=round_no)

    def restore_result(self, round_no: int, table: int, before: Any) -> Changes:
        """Put back a game's result as it was (``before``: a game record)."""
        if before.second is None:
            return Changes()
        kind = str(getattr(before.kind, "value", before.kind))
        now = self.game(round_no, table)
        # Who started was swapped by the entry being undone (art. 25): swap it back.
        started = 1 if now is not None and now.first != before.first else None
        if before.score_first is None and kind != "double_forfeit":
            return self.clear_result(round_no, table, started=started)
        return self.enter_result(
            round_no,
            table,
            before.score_first,
            before.score_second,
            kind=kind,
            time_loss=getattr(before, "time_loss", None),
            started=started,
        )
