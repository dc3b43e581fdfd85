"""The backend's use cases on the standings: the state, the standings and their scope, the
notes of a round, the knockout bracket, results imported, the TSH export and the reports."""

from __future__ import annotations

from typing import Any

from figs_td.gui.backend.use_case_base import _ACTOR, Progress
from figs_td.gui.models.changes import Changes


class StandingsCalls:
    """The standings' and reports' use cases of :class:`~figs_td.gui.backend.backend.Backend`."""

    # ------------------------------------------------------------------ standings
    def state(self) -> Any:
        """The core's TournamentState from the cached reads (the same state the store gives)."""
        from figs_td.core.absences import with_absences
        from figs_td.core.model import TournamentState

        info = self.info()
        games = [g.to_game() for r in range(1, self.current_round() + 1) for g in self.games(r)]
        state = TournamentState(
            players=[p.to_player() for p in self.players()],
            games=games,
            system=info.system,
            planned_rounds=info.planned_rounds,
            settings=info.result_settings,
        )
        return with_absences(state, info.settings)

    def standings(self, provisional: bool = False) -> tuple[list[Any], list[str]]:
        """Standings with the tournament's tie-break chain (standings service), on the state
        this desk already holds in memory: a result refreshes 400 players well within 100 ms.
        After the last complete round, as every view shows them; ``provisional``: with the
        results entered so far in the round being played (:meth:`standings_scope`)."""
        from figs_td.core.standings.table import resolve_tiebreaks
        from figs_td.services.standings import standings_of

        chain = list(resolve_tiebreaks(self.info().tiebreaks))
        after = self.standings_scope(provisional).after_round
        return standings_of(self.state(), chain, after_round=after, info=self.info()), chain

    def standings_scope(self, provisional: bool = False) -> Any:
        """What the standings count and leave out, with their title (services.standings)."""
        from figs_td.services.standings import scope_of

        return scope_of(self.state(), self.info(), provisional=provisional)

    def standings_phases(self, rows: list[Any]) -> tuple[dict[int, str], str]:
        """The phase of each player and the bracket's sentence when a bracket decided these
        (final) standings (services.standings.phase_column); ``({}, "")`` otherwise."""
        from figs_td.services.standings import phase_column

        return phase_column(self.state(), rows, self.info())

    def rating_changes(self) -> dict[int, float]:
        """Player id → expected change of the unofficial rating over the games entered so far
        (services.rating_change, on the state this desk holds)."""
        from figs_td.services.rating_change import rating_changes_of

        return rating_changes_of(self.state())

    def _round_view(self, round_no: int) -> Any:
        from figs_td.services.pairing import rounds as svc

        if round_no not in self._views:
            self._views[round_no] = svc.round_view(self.store, round_no)
        return self._views[round_no]

    def table_notes(self, round_no: int) -> dict[int, tuple[str, str]]:
        """Per table: (short note, explanation) recorded by the pairing service."""
        view = self._round_view(round_no)
        out: dict[int, tuple[str, str]] = {}
        for t in view.tables:
            short = [t.label] if t.label else []
            if t.rematch:
                short.append(f"rivincita ({t.rematch})")
            why = "\n".join(x for x in (t.reason, t.first_reason) if x)
            out[t.table] = (", ".join(short), why)
        return out

    def word_list_players(self, round_no: int) -> set[int]:
        """Players of ``round_no`` who may consult the 2-/3-letter word tables (rated at or below
        the tournament's threshold, domain.md §7): the pairing service marks them, with the same
        core computation as the printed pairings."""
        out: set[int] = set()
        for t in self._round_view(round_no).tables:
            if t.first_word_list:
                out.add(t.first)
            if t.second_word_list:
                out.add(t.second)
        return out

    def round_notes(self, round_no: int) -> list[str]:
        view = self._round_view(round_no)
        return [*view.notes, *view.warnings]

    def _is_knockout_round(self, view: Any) -> bool:
        system = str(self.info().system.value)
        return view.meta.get("phase") == "knockout" or system == "eliminazione"

    def bracket(self) -> list[tuple[str, list[str]]]:
        """Knockout stages as columns: (title, lines "label: A – B  score")."""
        out: list[tuple[str, list[str]]] = []
        if not self._has_knockout():
            return out
        for rnd in range(1, self.current_round() + 1):
            view = self._round_view(rnd)
            if not self._is_knockout_round(view):
                continue
            by_table = {g.table: g for g in self.games(rnd)}
            lines = []
            for t in view.tables:
                if t.label == "Consolazione":
                    continue
                g = by_table.get(t.table)
                score = ""
                if g is not None and g.score_first is not None:
                    score = f"  {g.score_first}–{g.score_second}"
                label = f"{t.label}: " if t.label else ""
                lines.append(f"{label}{t.first_name} – {t.second_name}{score}")
            out.append((f"Turno {rnd}", lines))
        return out

    def event_features(self) -> set[str]:
        """What the event has that some documents need: "teams", "bracket"."""
        from figs_td.services import teams as svc

        out = {"bracket"} if self._has_knockout() else set()
        if svc.list_teams(self.store)[0]:
            out.add("teams")
        return out

    def _has_knockout(self) -> bool:
        info = self.info()
        return str(info.system.value) == "eliminazione" or bool(info.settings.get("pairing.phases"))

    def in_knockout(self) -> bool:
        if not self._has_knockout():
            return False
        rnd = self.current_round()
        return bool(rnd) and self._is_knockout_round(self._round_view(rnd))

    def import_results(self, round_no: int, path: str) -> Changes:
        """A whole round's results from CSV/XLSX (all or nothing; a bad row names its line)."""
        from figs_td.services import results as svc

        self._drop_games(round_no)
        svc.enter_round_results(self.store, round_no, path, actor=_ACTOR)
        return Changes(results=True, standings=True, round_no=round_no)

    def restore_results(self, round_no: int, games: list[Any]) -> Changes:
        """Put back every game of a round as it was (undo of a results import)."""
        for g in games:
            if g.second is not None and g.table is not None:
                current = self.game(round_no, g.table)
                if (current.score_first, current.score_second, current.kind) != (
                    g.score_first,
                    g.score_second,
                    g.kind,
                ):
                    self.restore_result(round_no, g.table, g)
        return Changes(results=True, standings=True, round_no=round_no)

    def export_tsh(self, dest: str) -> int:
        from figs_td.services.exchange import tsh

        return tsh.export_tsh(self.store, dest)

    # ------------------------------------------------------------------ reports
    def export_report(
        self, doc: str, path: str, round_no: int | None = None, progress: Progress | None = None
    ) -> Any:
        """Write a document (reports service); runs on a worker thread."""
        from figs_td.services.reports import documents as svc

        def report(done: int, total: int, _label: str) -> None:
            if progress is not None:
                progress(done, total)

        rnd = round_no if doc in ("pairings", "pairings-alpha", "results", "scoresheets") else None
        return svc.export_document(self.store, doc, path, round_no=rnd, progress=report)
