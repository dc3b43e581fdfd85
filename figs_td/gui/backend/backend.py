"""The GUI's single door to the services: each method is one use case (a service call) and
returns plain objects or a :class:`Changes`. Views never touch the store or the core's rules.

Qt-free on purpose, so that a method can run on a worker thread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from figs_td.gui.models.changes import Changes
from figs_td.services.actors import actor_name

Progress = Callable[[int, int], None]


#: Who acts, in the audit trail.
_ACTOR = actor_name("desktop")


@dataclass
class ImportPreview:
    """Rows ready to import and every rejected row (where, reason) — nothing written yet."""

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

    # ------------------------------------------------------------------ players
    def players(self) -> list[Any]:
        from figs_td.services import players as svc

        if self._players is None:
            self._players = svc.list_players(self.store)
        return list(self._players)

    def registration_ratings(self) -> dict[int, int | None]:
        """Player id → the rating at registration, for the players whose rating changed since
        (prize bands use it; services.prizes)."""
        from figs_td.services.prizes import ratings_at_registration

        return ratings_at_registration(self.store)

    def fees_owed(self) -> dict[int, int]:
        """Player id → the fee still owed in euro cents (issue 42), only for those who owe."""
        from figs_td.services.registration.fees import list_fees

        return {f.player_id: f.owed for f in list_fees(self.store) if f.owed > 0}

    def member_warnings(self, ids: list[int] | None = None) -> dict[int, str]:
        """Player id → "Nome: avviso" about his tessera against the tournament's member list
        (issue 42 §3: missing, unknown, someone else's, expired); empty without a list."""
        from figs_td.services.registration import members as svc

        return {
            w.player_id: f"{w.name}: {svc.warning_text(w)}"
            for w in svc.member_warnings(self.store, ids)
        }
    def player_fee(self, player_id: int) -> tuple[Any, dict[str, int] | None]:
        """The player's fee (due, paid, owed in cents) and what is stored for him (for undo)."""
        from figs_td.services.registration.fees import read_fee

        return read_fee(self.store, f"#{player_id}")

    def set_fee(
        self,
        player_id: int,
        due: int | None,
        paid: int | None,
        *,
        expected: tuple[int, int] | None = None,
    ) -> Changes:
        """Record the player's due and paid cents (None: unchanged; ``expected``: the figures
        this desk showed)."""
        from figs_td.services.registration.fees import set_fee

        self._info = None  # the fees live in the tournament's settings
        set_fee(self.store, f"#{player_id}", due=due, paid=paid, expected=expected, actor=_ACTOR)
        return Changes(players=True)

    def restore_fee(
        self, player_id: int, entry: dict[str, int] | None, *, expected: tuple[int, int] | None
    ) -> Changes:
        """Put back what :meth:`player_fee` returned (the undo of :meth:`set_fee`)."""
        from figs_td.services.registration.fees import restore_fee

        self._info = None
        restore_fee(self.store, f"#{player_id}", entry, expected=expected, actor=_ACTOR)
        return Changes(players=True)

    def player_count(self) -> int:
        return len(self.players())

    def player_names(self) -> dict[int, str]:
        if self._names is None:
            self._names = {p.id: p.name for p in self.players()}
        return self._names

    def _players_changed(self) -> Changes:
        self._drop_players()
        return Changes(players=True, standings=True, rounds=True)

    def add_player(
        self,
        fields: dict[str, Any],
        *,
        late_from_round: int | None = None,
        player_id: int | None = None,
    ) -> int:
        from figs_td.services import director, players

        name = fields["surname"]
        if fields.get("given_name"):
            name = f"{fields['surname']}, {fields['given_name']}"
        details = {
            "club": fields.get("club", ""),
            "rating": fields.get("rating"),
            "federation_id": fields.get("federation_id", ""),
        }
        if late_from_round is not None:
            # Late entry (domain.md §7): the director service checks the round is not paired.
            rec = director.add_late_player(
                self.store, name, late_from_round, actor=_ACTOR, **details
            )
        else:
            rec = players.add_player(self.store, name, actor=_ACTOR, **details)
        self._drop_players()
        return int(rec.id)

    def update_player(self, player_id: int, fields: dict[str, Any]) -> Changes:
        from figs_td.services import director as svc

        self._drop_players()
        name = fields["surname"]
        if fields.get("given_name"):
            name = f"{fields['surname']}, {fields['given_name']}"
        svc.edit_player(
            self.store,
            f"#{player_id}",
            name=name,
            rating=fields.get("rating"),
            club=fields.get("club", ""),
            federation_id=fields.get("federation_id", ""),
            actor=_ACTOR,
        )
        return self._players_changed()

    def delete_player(self, player_id: int) -> Changes:
        from figs_td.services import players as svc

        self._drop_players()
        svc.remove_player(self.store, player_id, actor=_ACTOR)
        return self._players_changed()

    def _player_version_shown(self, player_id: int) -> int | None:
        """The version of the player as the players' list shows it (None: not loaded)."""
        shown = next((p for p in self._players or [] if p.id == player_id), None)
        return getattr(shown, "version", None)

    def withdraw_player(self, player_id: int, from_round: int) -> Changes:
        seen = self._player_version_shown(player_id)
        self._drop_players()
        from figs_td.services import players as svc

        svc.withdraw_player(
            self.store, f"#{player_id}", from_round, expected_version=seen, actor=_ACTOR
        )
        return self._players_changed()

    @property
    def read_only(self) -> str | None:
        """The sentence refusing every write when the tournament sits on a read-only place
        (a protected USB stick, a read-only share: issue 35), else None."""
        return getattr(self.store, "read_only", None)

    def withdrawal_warnings(self, player_id: int, from_round: int) -> list[str]:
        """What the withdrawal would leave behind (a game paired and not played), to confirm."""
        from figs_td.services import players as svc

        return svc.withdrawal_warnings(self.store, f"#{player_id}", from_round)

    def withdrawal_first_round(self, player_id: int) -> int:
        from figs_td.services import players as svc

        return svc.withdrawal_first_round(self.store, f"#{player_id}")

    def set_absence(
        self, player_id: int, round_no: int, reason: str = "", *, undo: bool = False
    ) -> Changes:
        """A one-round absence (issue 42 §2), or its removal (``undo``)."""
        from figs_td.services.absences import set_absence

        self._info = None  # the absences live in the tournament's settings
        self._views.clear()
        set_absence(self.store, f"#{player_id}", round_no, reason=reason, undo=undo, actor=_ACTOR)
        return Changes(players=True, tournament=True, standings=True)

    def absences(self) -> dict[int, list[int]]:
        """Player id → the rounds he announced he will miss (the tournament's settings)."""
        from figs_td.core.absences import stored_absences

        return {pid: sorted(r) for pid, r in stored_absences(self.info().settings).items()}

    def absent_names(self, round_no: int) -> list[str]:
        """Who announced he would miss ``round_no``, with the reason (the rounds tab's note)."""
        from figs_td.core.absences import absent_labels

        return absent_labels(self.info().settings, round_no, self.player_names())

    def reinstate_player(self, player_id: int) -> Changes:
        from figs_td.services import players as svc

        seen = self._player_version_shown(player_id)
        self._drop_players()
        svc.reinstate_player(self.store, f"#{player_id}", expected_version=seen, actor=_ACTOR)
        return self._players_changed()

    def preview_import(self, path: str) -> ImportPreview:
        """Read the file without writing: rows to import, every rejected row with its reason
        (players service: malformed rows and players already registered)."""
        from figs_td.services import players as svc

        found = svc.preview_import(self.store, path)
        preview = ImportPreview(path=path, rows=list(found.rows), raw=found)
        for e in found.rejected:
            where = f"riga {e.line}" if e.line is not None else Path(path).name
            reason = f"colonna {e.column}: {e.reason}" if e.column else e.reason
            preview.rejected.append((where, reason))
        return preview

    def import_players(self, preview: ImportPreview, ids: list[int] | None = None) -> list[int]:
        from figs_td.services import players as svc

        late = self.current_round() + 1 if self.current_round() else None
        records = svc.add_players(
            self.store, preview.rows, late_from_round=late, actor=_ACTOR, source=preview.path
        )
        self._drop_players()
        return [int(r.id) for r in records]

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

        try:
            change = svc.enter_result(
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
            )
        except BaseException:
            self._drop_games(round_no)
            raise
        self._put_game(change.game)
        return Changes(results=True, standings=True, round_no=round_no)

    def enter_forfeit(self, round_no: int, table: int, present: int | None) -> Changes:
        """Vittoria a tavolino (results service: conventional scores of the tournament)."""
        from figs_td.services import results as svc

        try:
            change = svc.enter_forfeit(
                self.store,
                round_no,
                table,
                present,
                expected_version=self._seen_version(round_no, table),
                actor=_ACTOR,
            )
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

    @classmethod
    def import_tsh(cls, src: str, dest: str) -> Backend:
        """A new tournament file from a TSH division file."""
        from figs_td.services.exchange import tsh

        return cls(tsh.import_tsh(src, dest, actor=_ACTOR))

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

    # ------------------------------------------------------------------ scoresheets
    def scoresheet_for(self, round_no: int, table: int) -> Any:
        """The record attached to the game, or a new one with the table's two players."""
        from figs_td.core.game.scoresheet import GameRecord
        from figs_td.services import scoresheets as svc

        record = svc.load_scoresheet(self.store, round_no, table)
        if record is not None:
            return record
        game = self.game(round_no, table)
        if game.second is None:
            from figs_td.errors import InputError

            raise InputError(f"turno {round_no}, tavolo {table}: è un riposo, non c'è partita")
        names = self.player_names()
        return GameRecord(
            players=(names[game.first], names[game.second]),
            meta={"round": str(round_no), "table": str(table)},
        )

    def evaluate_record(self, record: Any) -> Any:
        from figs_td.services import scoresheets as svc

        return svc.evaluate_record(record, self.profile())

    def read_record(self, path: str) -> Any:
        from figs_td.services import scoresheets as svc

        return svc.read_record(path)

    def write_record(self, record: Any, path: str) -> None:
        from figs_td.services import scoresheets as svc

        svc.write_record(record, path)

    @staticmethod
    def make_turn(
        *,
        kind: str,
        move: str,
        declared: str,
        tiles: int | None,
        challenged: bool,
        challenge_words: str,
        challenge_valid: bool,
    ) -> Any:
        """A scoresheet line from what the director typed (the core checks it on evaluation)."""
        from figs_td.core.game.scoresheet import Challenge, Turn, TurnKind, play_turn
        from figs_td.errors import InputError

        text = declared.strip()
        if text and not text.isdigit():
            raise InputError(f"punti dichiarati non validi: '{text}'")
        if kind != "play":
            return Turn(TurnKind(kind), tiles=tiles if kind == "exchange" else None)
        challenge = None
        if challenged:
            words = tuple(w for w in challenge_words.replace(",", " ").split() if w)
            challenge = Challenge(words=words, valid=challenge_valid)
        # The core reads every notation (8F MICIO, MICIO 8F, F8 orizz. MICIO) with its messages.
        return play_turn(move, int(text) if text else None, challenge)

    @staticmethod
    def with_end(
        record: Any,
        *,
        racks: tuple[str, str],
        overtime_s: tuple[int, int] = (0, 0),
        base_left_s: tuple[int, int] = (0, 0),
        flagged: int | None = None,
    ) -> Any:
        """The record with its end state (racks, clocks, flag) as typed; the core checks it."""
        import dataclasses

        from figs_td.core.game.scoresheet import EndState

        end = EndState(racks=racks, overtime_s=overtime_s, flagged=flagged, base_left_s=base_left_s)
        return dataclasses.replace(record, end=end)

    def attach_scoresheet(self, round_no: int, table: int, record: Any) -> Changes:
        seen = self._seen_version(round_no, table)
        self._drop_games(round_no)
        from figs_td.services import scoresheets as svc

        result = svc.attach_scoresheet(
            self.store, round_no, table, record, expected_version=seen, actor=_ACTOR
        )
        self._warnings = [w.message for w in result.warnings]
        return Changes(results=True, standings=True, scoresheets=True, round_no=round_no)

    # ------------------------------------------------------------------ arbiter
    def lexicon_name(self) -> str | None:
        """The list this tournament rules with (or the one in use), as people read it."""
        found = self.lexicon_in_use()
        return found[1] if found is not None else None

    def lexicon_in_use(self) -> tuple[str, str, bool] | None:
        """The list a check of this tournament uses: ``(short, full, own)`` — the short text
        says it once (its label, else its name), the full one names it and its label; ``own``
        is whether the tournament chose it (stored in the tournament, issue 38) rather than
        falling back to the program's default list. None when there is none."""
        from figs_td.services import rulings
        from figs_td.services.lexicon import lists as lexicons

        name = rulings.tournament_lexicon(self.store)
        info = None
        try:
            info = lexicons.find_lexicon(name) if name else lexicons.current_info()
        except ValueError:
            pass
        if info is None:
            return (name, name, True) if name else None
        label = info.label if info.label and info.label != info.name else ""
        short = label or info.name
        full = f"{info.name} — {label}" if label else info.name
        if not info.official:
            short = short if "non ufficiale" in short else f"{short} (non ufficiale)"
            full = full if "non ufficiale" in full else f"{full} (non ufficiale)"
        return short, full, name is not None

    def load_lexicon(self, path: str, progress: Progress | None = None) -> str:
        """Build the index of a word list (plain or Hunspell) and make it this tournament's."""
        from figs_td.services import rulings

        def report(_phase: str, done: int, total: int) -> None:
            if progress is not None:
                progress(done, total)

        result = rulings.load_tournament_lexicon(self.store, path, progress=report, actor=_ACTOR)
        self._info = None
        self.open_lexicon(result.info.name)  # still on the worker: the first check is instant
        return result.info.name

    def use_free_lexicon(self, progress: Progress | None = None) -> str:
        """The stand-in free list (built the first time) as this tournament's list."""
        from figs_td.services import rulings
        from figs_td.services.lexicon import lists as lexicons

        def report(_phase: str, done: int, total: int) -> None:
            if progress is not None:
                progress(done, total)

        info = lexicons.ensure_standin(progress=report)
        rulings.set_tournament_lexicon(self.store, info.name, actor=_ACTOR)  # opens it
        self._info = None
        return info.name

    def lexicon_ready(self) -> bool:
        """Whether the tournament's list is open in memory: a check needs no disk work."""
        from figs_td.services.lexicon import best_moves

        try:
            return best_moves.lexicon_ready(best_moves.lexicon_info(self.store))
        except ValueError:
            return False

    def lexicon_to_open(self) -> str | None:
        """The name of the tournament's list (None: the one in use, else the stand-in)."""
        from figs_td.services import rulings

        return rulings.tournament_lexicon(self.store)

    @staticmethod
    def open_lexicon(name: str | None, progress: Progress | None = None) -> Any:
        """Open (or build, for the stand-in) a list's index: for a worker thread."""
        from figs_td.services.lexicon import lists as lexicons

        def report(_phase: str, done: int, total: int) -> None:
            if progress is not None:
                progress(done, total)

        return lexicons.open_lexicon(name, progress=report)

    @staticmethod
    def service_available(name: str) -> bool:
        """Whether ``figs_td.services.<name>`` is installed (actions are disabled otherwise)."""
        import importlib.util

        return importlib.util.find_spec(f"figs_td.services.{name}") is not None

    def rulings(self) -> list[Any]:
        from figs_td.services import rulings as svc

        return svc.list_rulings(self.store)

    def judges(self, round_no: int, table: int) -> list[tuple[str, str]]:
        """Who may rule at this table: the arbiter, or the support panel when the arbiter plays
        in that game (Regolamento art. 45; the adjudication core decides)."""
        from figs_td.core.game.adjudication import PANEL, same_person, who_rules

        info = self.info()
        game = self.find_game(round_no, table)
        names = self.player_names()
        playing = [names.get(p, "") for p in ((game.first, game.second) if game else ())]
        try:
            first = who_rules(info.arbiter, info.support_panel, [p for p in playing if p])
        except ValueError:
            return []
        out = [first]
        if first[1] == PANEL:
            for member in info.support_panel:
                free = member.strip() and not any(same_person(member, p) for p in playing)
                if free and member.strip() != first[0]:
                    out.append((member.strip(), PANEL))
        return out

    def adjudicate(
        self,
        *,
        round_no: int,
        table: int | None,
        move_no: int | None,
        words: str,
        move_value: int,
        mover: int | None,
        ruled_by: tuple[str, str] | None,
    ) -> Any:
        """The verdict (rulings service); nothing is saved."""
        from figs_td.services import rulings as svc

        judge = ruled_by if ruled_by and ruled_by[0] else None
        return svc.decide(
            self.store,
            round_no,
            table,
            words,
            move_value,
            move_no=move_no,
            mover=mover,
            ruled_by=judge,
        )

    def withdraw_ruling(self, ruling_id: int) -> Changes:
        from figs_td.services import rulings as svc

        svc.withdraw_ruling(self.store, ruling_id, actor=_ACTOR)
        return Changes(rulings=True)

    def save_ruling(self, decision: Any) -> int | None:
        from figs_td.services import rulings as svc

        return svc.save_decision(self.store, decision, actor=_ACTOR).id


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
