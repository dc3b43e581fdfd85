"""The GUI's single door to the services: each method is one use case (a service call) and
returns plain objects or a :class:`Changes`. Views never touch the store or the core's rules.

Qt-free on purpose, so that a method can run on a worker thread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from figs_td.gui.changes import Changes

Progress = Callable[[int, int], None]


@dataclass
class ImportPreview:
    """Rows ready to import and rejected rows (where, reason) — nothing written yet."""

    path: str
    rows: list[Any] = field(default_factory=list)
    rejected: list[tuple[str, str]] = field(default_factory=list)
    raw: Any = None  # the service's own preview object


def _changes(names: frozenset[str] | set[str], **extra: Any) -> Changes:
    """Map the store's change names to the GUI's flags."""
    c = Changes(**extra)
    if "players" in names:
        c.players = c.standings = True
    if "games" in names or "rounds" in names:
        c.rounds = c.results = c.standings = True
    if "tournament" in names:
        c.tournament = True
    if "rulings" in names:
        c.rulings = True
    if "scoresheets" in names:
        c.scoresheets = True
    return c


class Backend:
    """An open tournament file and the use cases the window offers."""

    def __init__(self, store: Any) -> None:
        self.store = store
        self.path = str(store.path or store.label)
        self._warnings: list[str] = []
        self._names: dict[int, str] | None = None
        self._profile: Any = None

    # ------------------------------------------------------------------ life cycle
    @classmethod
    def open(cls, path: str) -> Backend:
        from figs_td.services import tournament as svc

        return cls(svc.open_tournament(path))

    @classmethod
    def create(cls, spec: Any) -> Backend:
        from figs_td.services import tournament as svc

        return cls(svc.create_tournament(spec.path, **_create_fields(spec)))

    def close(self) -> None:
        self.store.close()

    # ------------------------------------------------------------------ tournament
    def info(self) -> Any:
        from figs_td.services import tournament as svc

        info = svc.get_info(self.store)
        return _InfoView(info)

    def profile(self) -> Any:
        from figs_td.services import tournament as svc

        return svc.rule_profile(self.store)

    # ------------------------------------------------------------------ players
    def players(self) -> list[Any]:
        from figs_td.services import players as svc

        return svc.list_players(self.store)

    def player_count(self) -> int:
        return len(self.players())

    def player_names(self) -> dict[int, str]:
        if self._names is None:
            self._names = {p.id: p.name for p in self.players()}
        return self._names

    def _players_changed(self) -> Changes:
        self._names = None
        return Changes(players=True, standings=True, rounds=True)

    def add_player(
        self,
        fields: dict[str, Any],
        *,
        late_from_round: int | None = None,
        player_id: int | None = None,
    ) -> int:
        from figs_td.services import players as svc

        rec = svc.add_player(self.store, late_from_round=late_from_round, **fields)
        self._names = None
        return int(rec.id)

    def update_player(self, player_id: int, fields: dict[str, Any]) -> Changes:
        from figs_td.services import players as svc

        svc.update_player(self.store, player_id, **fields)
        return self._players_changed()

    def delete_player(self, player_id: int) -> Changes:
        from figs_td.services import players as svc

        svc.remove_player(self.store, player_id)
        return self._players_changed()

    def withdraw_player(self, player_id: int, from_round: int) -> Changes:
        from figs_td.services import players as svc

        svc.withdraw_player(self.store, player_id, from_round)
        return self._players_changed()

    def reinstate_player(self, player_id: int) -> Changes:
        from figs_td.services import players as svc

        svc.reinstate_player(self.store, player_id)
        return self._players_changed()

    def preview_import(self, path: str) -> ImportPreview:
        from figs_td.services import imports as svc

        raw = svc.preview_players(self.store, path)
        rows = list(getattr(raw, "players", None) or getattr(raw, "rows", []))
        rejected = [
            (str(getattr(r, "where", getattr(r, "line", ""))), str(getattr(r, "reason", r)))
            for r in (getattr(raw, "rejected", None) or [])
        ]
        return ImportPreview(path=path, rows=rows, rejected=rejected, raw=raw)

    def import_players(self, preview: ImportPreview, ids: list[int] | None = None) -> list[int]:
        from figs_td.services import imports as svc

        records = svc.commit_players(self.store, preview.raw)
        self._names = None
        return [int(r.id) for r in records]

    # ------------------------------------------------------------------ rounds
    def current_round(self) -> int:
        from figs_td.services import pairing as svc

        return int(svc.last_round(self.store))

    def games(self, round_no: int) -> list[Any]:
        from figs_td.services import results as svc

        return list(svc.round_games(self.store, round_no))

    def game(self, round_no: int, table: int) -> Any:
        return next(g for g in self.games(round_no) if g.table == table)

    def missing_results(self, round_no: int) -> int:
        return sum(1 for g in self.games(round_no) if not g.has_result)

    def results_entered(self, round_no: int) -> int:
        return sum(
            1 for g in self.games(round_no) if g.second is not None and g.score_first is not None
        )

    def completed_round(self) -> int:
        rnd = self.current_round()
        return rnd if rnd and self.missing_results(rnd) == 0 else max(rnd - 1, 0)

    def pair_next_round(self, progress: Progress | None = None) -> tuple[int, list[Any]]:
        from figs_td.services import pairing as svc

        result = svc.pair_next_round(self.store, progress=progress)
        self._warnings = [str(w) for w in getattr(result, "warnings", []) or []]
        rnd = int(getattr(result, "round", getattr(result, "number", 0)))
        return rnd, self.games(rnd)

    def last_warnings(self) -> list[str]:
        return list(self._warnings)

    def delete_round(self, round_no: int) -> Changes:
        from figs_td.services import pairing as svc

        svc.delete_last_round(self.store, force=True)
        return Changes(rounds=True, results=True, standings=True, round_no=round_no)

    def restore_round(self, round_no: int, games: list[Any]) -> Changes:
        """Undo of a deletion / redo of a pairing: the same games, results included."""
        from figs_td.services import pairing as svc

        svc.restore_round(
            self.store, round_no, [g.to_game() if hasattr(g, "to_game") else g for g in games]
        )
        return Changes(rounds=True, results=True, standings=True, round_no=round_no)

    def swap_warnings(self, round_no: int, a: int, b: int) -> list[str]:
        from figs_td.services import pairing as svc

        return [str(w) for w in svc.swap_warnings(self.store, round_no, a, b)]

    def swap_players(self, round_no: int, a: int, b: int) -> Changes:
        from figs_td.services import pairing as svc

        svc.swap_players(self.store, round_no, a, b)
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
    ) -> Changes:
        from figs_td.services import results as svc

        svc.enter_result(self.store, round_no, table, s1, s2, kind=kind, time_loss=time_loss)
        return Changes(results=True, standings=True, round_no=round_no)

    def enter_forfeit(self, round_no: int, table: int, present: int | None) -> Changes:
        from figs_td.services import results as svc

        svc.enter_forfeit(self.store, round_no, table, present)
        return Changes(results=True, standings=True, round_no=round_no)

    def clear_result(self, round_no: int, table: int) -> Changes:
        from figs_td.services import results as svc

        svc.clear_result(self.store, round_no, table)
        return Changes(results=True, standings=True, round_no=round_no)

    def restore_result(self, round_no: int, table: int, before: Any) -> Changes:
        """Put back a game's result as it was (``before``: a game record)."""
        if before.second is None:
            return Changes()
        kind = str(getattr(before.kind, "value", before.kind))
        if before.score_first is None and kind != "double_forfeit":
            return self.clear_result(round_no, table)
        return self.enter_result(
            round_no,
            table,
            before.score_first,
            before.score_second,
            kind=kind,
            time_loss=getattr(before, "time_loss", None),
        )

    # ------------------------------------------------------------------ standings
    def standings(self) -> tuple[list[Any], list[str]]:
        from figs_td.services import standings as svc

        table = svc.standings(self.store)
        rows = list(getattr(table, "rows", table))
        keys = list(
            getattr(table, "tiebreaks", None)
            or ["tournament_points", "buchholz", "spread", "points"]
        )
        return rows, keys

    def bracket(self) -> list[tuple[str, list[str]]]:
        return []

    def in_knockout(self) -> bool:
        return False


class _InfoView:
    """The tournament info with the names the window uses."""

    def __init__(self, info: Any) -> None:
        self._info = info

    def __getattr__(self, name: str) -> Any:
        return getattr(self._info, name)

    @property
    def rounds(self) -> int | None:
        return self._info.planned_rounds


def _create_fields(spec: Any) -> dict[str, Any]:
    return {
        "name": spec.name,
        "system": spec.system,
        "planned_rounds": spec.rounds,
        "place": spec.place,
        "date_start": spec.start_date or None,
        "date_end": spec.end_date or None,
        "profile": spec.profile,
        "profile_overrides": spec.profile_overrides,
        "tiebreaks": spec.tiebreaks,
        "result_settings": {"bye_spread": spec.bye_spread, "forfeit_spread": spec.forfeit_spread},
        "director": spec.director,
        "arbiter": spec.arbiter,
        "support_panel": spec.support_panel,
    }


def default_path(name: str, folder: str | Path) -> str:
    safe = "".join(c if c.isalnum() or c in "-_ " else "_" for c in name).strip() or "torneo"
    return str(Path(folder) / f"{safe}.figs")
