"""The GUI's single door to the services: each method is one use case (a service call) and
returns plain objects or a :class:`Changes`. Views never touch the store or the core's rules.

Qt-free on purpose, so that a method can run on a worker thread.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from figs_td.gui.backend.arbiter import ArbiterCalls
from figs_td.gui.backend.players import PlayersCalls
from figs_td.gui.backend.rounds import RoundsCalls
from figs_td.gui.backend.standings import StandingsCalls
from figs_td.gui.backend.use_case_base import _ACTOR, ImportPreview, Progress, _changes
from figs_td.gui.models.changes import Changes

__all__ = ["Backend", "ImportPreview", "Progress"]


class Backend(PlayersCalls, RoundsCalls, StandingsCalls, ArbiterCalls):
    """An open tournament file and the use cases the window offers."""

    def __init__(self, store: Any) -> None:
        self.store = store
        self.path = str(store.path or store.label)
        self._warnings: list[str] = []
        self._names: dict[int, str] | None = None
        # Read caches: every write goes through this object, which drops what it changed.
        # ``refresh()`` drops everything (another desk may have written).
        self._players: list[Any] | None = None
        self._games: dict[int, list[Any]] = {}
        self._info: Any = None
        self._last: int | None = None
        self._views: dict[int, Any] = {}

    def refresh(self) -> None:
        """Forget every cached read (another desk may have changed the tournament)."""
        self._players = self._names = self._info = self._last = None
        self._games.clear()
        self._views.clear()

    # -- reports from the phones (self-entry, issue 27) ---------------------------------------
    def report_queue(self) -> list[Any]:
        from figs_td.services.self_entry.queue import queue

        return queue(self.store)

    def decide_report(self, report_id: int, accept: bool) -> tuple[Any, Changes]:
        """Accept or reject a report (``reports accept|reject``); returns the decision (its
        ``message`` for the director, what :meth:`undo_report_decision` needs) and what
        changed."""
        from figs_td.services.self_entry.queue import decide

        decision = decide(self.store, report_id, accept, actor=_ACTOR)
        self._drop_games()
        return decision, Changes(rounds=True, results=True, standings=True)

    def undo_report_decision(self, decision: Any) -> Changes:
        from figs_td.services.self_entry.queue import undo_decision

        undo_decision(self.store, decision, actor=_ACTOR)
        self._drop_games()
        return Changes(rounds=True, results=True, standings=True)

    def revision(self) -> int:
        """A number that grows with every change, whoever makes it (phones included)."""
        from figs_td.services.publish import site_revision

        return site_revision(self.store)

    # -- following the other desks (issue 38 §3) ----------------------------------------------
    def follow_mark(self) -> Any:
        """Where the tournament stands now (services.follow)."""
        from figs_td.services import follow

        return follow.mark(self.store)

    def changed_elsewhere(self, mark: Any) -> tuple[Any, Changes | None]:
        """(the new mark, what somebody else changed after ``mark`` — None: nobody). When
        somebody did, every cached read is dropped: the views read the file again."""
        from figs_td.services import follow

        found = follow.since(self.store, mark, _ACTOR)
        if not found.others:
            return found.mark, None
        self.refresh()
        known = {"players", "games", "rounds", "tournament", "rulings", "scoresheets"}
        if found.changed - known:  # phones' reports, codes, duplicate, unknown: everything
            changes = Changes.everything()
        else:
            changes = _changes(found.changed)
        changes.outside = True
        return found.mark, changes

    def _drop_games(self, round_no: int | None = None) -> None:
        self._views.clear()
        if round_no is None:
            self._games.clear()
            self._last = None
            self._info = None  # pairing settings live in the tournament
        else:
            self._games.pop(round_no, None)

    def _seen_version(self, round_no: int, table: int) -> int | None:
        """The version of the game this desk shows: a game changed meanwhile by another desk is
        refused (ConflictError) instead of being overwritten."""
        cached = self._games.get(round_no)
        if cached is None:  # nothing shown yet: the version as read now is what the desk sees
            cached = self.games(round_no)
        return next((g.version for g in cached if g.table == table), None)

    def _put_game(self, game: Any) -> None:
        """Keep the round's cache after a write that returned the game as stored."""
        cached = self._games.get(game.round)
        if cached is None:
            return
        self._games[game.round] = [game if g.id == game.id else g for g in cached]

    def _drop_players(self) -> None:
        self._players = None
        self._names = None

    # ------------------------------------------------------------------ life cycle
    @classmethod
    def open(cls, path: str) -> Backend:
        from figs_td.services import tournament as svc

        return cls(svc.open_tournament(path))

    @classmethod
    def create(cls, spec: Any) -> Backend:
        from figs_td.errors import InputError
        from figs_td.services import tournament as svc

        if not spec.path:
            raise InputError("scegliere il file in cui salvare il torneo")
        fields = _create_fields(spec)
        store = svc.create_tournament(
            spec.path,
            fields.pop("name"),
            fields.pop("system"),
            rounds=fields.pop("planned_rounds"),
            actor=_ACTOR,
            **fields,
        )
        try:
            if spec.knockout_top:
                from figs_td.services.pairing import rounds as pairing

                # Championship format: N Swiss rounds, then the top k in a knockout.
                pairing.set_phases(
                    store,
                    swiss_rounds=spec.rounds,
                    knockout=spec.knockout_top,
                    third_place=spec.third_place,
                    actor=_ACTOR,
                )
            from figs_td.services import director

            director.set_tournament(
                store, word_list_threshold=spec.word_list_threshold, actor=_ACTOR
            )
            if spec.draw:
                from figs_td.services.pairing import rounds as pairing

                pairing.set_draw(store, spec.draw, actor=_ACTOR)
        except BaseException:
            store.close()
            Path(spec.path).unlink(missing_ok=True)
            raise
        return cls(store)

    def close(self) -> None:
        from figs_td.services import backups

        backups.checkpoint(self.store, closing=True)  # the .figs alone is complete
        self.store.close()

    def checkpoint(self) -> None:
        """After each action: committed changes folded into the .figs (a plain copy is whole)."""
        from figs_td.services import backups

        backups.checkpoint(self.store)

    def save_copy(self, dest: str) -> str:
        """File → Salva una copia…: a complete, checked copy (backups service)."""
        from figs_td.services import backups

        return str(backups.save_copy(self.store, dest))

    @classmethod
    def import_tsh(cls, src: str, dest: str) -> Backend:
        """A new tournament file from a TSH division file."""
        from figs_td.services.exchange import tsh

        return cls(tsh.import_tsh(src, dest, actor=_ACTOR))

    # ------------------------------------------------------------------ tournament
    def info(self) -> Any:
        from figs_td.services import tournament as svc

        if self._info is None:
            self._info = _InfoView(svc.tournament_info(self.store))
        return self._info

    def spec(self) -> Any:
        """The tournament's settings as the wizard shows them."""
        from figs_td.core.lexicon.word_tables import THRESHOLD_SETTING
        from figs_td.gui.dialogs.wizard import TournamentSpec

        info = self.info()
        threshold = info.settings.get(THRESHOLD_SETTING)
        return TournamentSpec(
            name=info.name,
            place=info.place,
            start_date=info.date_start or "",
            end_date=info.date_end or "",
            system=str(info.system.value),
            rounds=info.planned_rounds or 1,
            profile=info.profile,
            profile_overrides=dict(info.profile_overrides),
            tiebreaks=info.tiebreaks,
            bye_spread=info.result_settings.bye_spread,
            forfeit_spread=info.result_settings.forfeit_spread,
            word_list_threshold=1400 if threshold is None else int(threshold),
            draw=str(info.settings.get("pairing.draw") or ""),
            director=info.director,
            arbiter=info.arbiter,
            support_panel=[m for m in info.support_panel if m],
            path=self.path,
        )

    def update_settings(self, spec: Any) -> Changes:
        """Change the tournament's settings (director service, one transaction, audited)."""
        from figs_td.services import director as svc

        self._info = None
        svc.set_tournament(
            self.store,
            name=spec.name,
            place=spec.place,
            dates=(spec.start_date or None, spec.end_date or None),
            director=spec.director,
            arbiter=spec.arbiter,
            panel=list(spec.support_panel),
            profile=spec.profile,
            rules=dict(spec.profile_overrides),
            clear_rules=True,
            tiebreaks=spec.tiebreaks,
            bye_spread=spec.bye_spread,
            forfeit_spread=spec.forfeit_spread,
            word_list_threshold=spec.word_list_threshold,
            rounds=spec.rounds,
            actor=_ACTOR,
        )
        self._set_draw(spec.draw)
        return Changes(tournament=True, standings=True, results=True, rulings=True)

    def _set_draw(self, draw: str) -> None:
        """How round 1 is drawn (pairing service); "" goes back to the system's default."""
        from figs_td.services.pairing import rounds as pairing

        self._info = None
        if draw:
            pairing.set_draw(self.store, draw, actor=_ACTOR)
            return
        pairing.reset_draw(self.store, actor=_ACTOR)

    def profile(self) -> Any:
        from figs_td.services import tournament as svc

        return svc.rule_profile(self.store)


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
