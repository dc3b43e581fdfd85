"""The backend's use cases on the players: the list and its registration, fees and ratings, add,
edit, withdraw, absences, reinstate and import."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from figs_td.gui.backend.use_case_base import _ACTOR, ImportPreview
from figs_td.gui.models.changes import Changes


class PlayersCalls:
    """The players' use cases of :class:`~figs_td.gui.backend.backend.Backend`."""

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
