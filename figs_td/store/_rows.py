"""Stored rows ↔ plain records, shared by the ORM facades and the thin SQLite path.

A row is anything with the table's column names as attributes (an ORM object, a SQLAlchemy
Core row, a named tuple of :mod:`figs_td.store.lite`). Plain Python: no SQLAlchemy here.
"""

from __future__ import annotations

import dataclasses

from figs_td.core.model import System
from figs_td.core.rules import ResultSettings, RuleProfile, get_profile
from figs_td.errors import InputError, StoreError
from figs_td.store._checks import InvalidData, json_column
from figs_td.store._checks import value as checked_value
from figs_td.store._util import dumps, loads, now_iso
from figs_td.store.records import TournamentInfo

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from typing import Any

    from figs_td.store.records import AuditEntry

#: Columns of the ``tournament`` table, in the order :func:`tournament_info` reads them.
TOURNAMENT_COLUMNS = (
    "name",
    "system",
    "planned_rounds",
    "place",
    "date_start",
    "date_end",
    "profile",
    "profile_overrides",
    "tiebreaks",
    "result_settings",
    "director",
    "arbiter",
    "support_panel",
    "settings",
    "created_at",
    "version",
)


def no_tournament(label: str) -> StoreError:
    return StoreError(f"'{label}' non contiene ancora un torneo")


def no_player(player_id: int) -> InputError:
    return InputError(f"giocatore n. {player_id} inesistente")


def result_settings_of(text: str | None) -> ResultSettings:
    data = loads(text, {})
    try:
        return ResultSettings(**data)
    except TypeError:  # a tampered file, or one of a newer version
        names = {f.name for f in dataclasses.fields(ResultSettings)}
        unknown = sorted(set(data) - names) if isinstance(data, dict) else []
        raise StoreError(
            "impostazioni dei risultati non valide"
            + (f" (chiavi sconosciute: {', '.join(unknown)})" if unknown else "")
        ) from None


def tournament_info(row: Any) -> TournamentInfo:
    """The :class:`TournamentInfo` of a ``tournament`` row (checked: a tampered file is
    :class:`figs_td.store._checks.InvalidData`)."""
    rid = getattr(row, "id", 1)

    def js(column: str, default: Any) -> Any:
        return json_column("tournament", rid, column, getattr(row, column), default)

    panel = list(js("support_panel", [])) + ["", "", ""]
    planned = row.planned_rounds
    if planned is not None and type(planned) is not int:
        raise InvalidData("tournament", rid, "planned_rounds", f"{planned!r} non è un numero")
    settings = js("settings", {})
    overrides = js("profile_overrides", {})
    if not isinstance(settings, dict) or not isinstance(overrides, dict):
        column = "settings" if not isinstance(settings, dict) else "profile_overrides"
        raise InvalidData("tournament", rid, column, "non è un oggetto JSON")
    js("result_settings", {})  # its JSON first, then its keys
    try:
        results = result_settings_of(row.result_settings)
    except StoreError as e:
        raise InvalidData("tournament", rid, "result_settings", str(e)) from None
    return TournamentInfo(
        name=row.name,
        system=checked_value("tournament", rid, "system", lambda: System(row.system)),
        planned_rounds=planned,
        place=row.place,
        date_start=row.date_start,
        date_end=row.date_end,
        profile=row.profile,
        profile_overrides=overrides,
        tiebreaks=js("tiebreaks", "FIGS"),
        result_settings=results,
        director=row.director,
        arbiter=row.arbiter,
        support_panel=(panel[0], panel[1], panel[2]),
        settings=settings,
        created_at=row.created_at,
        version=row.version,
    )


def member_rows(members: Any) -> list[dict[str, Any]]:
    """The rows of the federation's member list (both stores' tables have these columns):
    the card, the name and its folded key (the namesake hint), the club, the expiry (ISO day,
    None: none)."""
    from figs_td.core.archive.membership import person_key

    return [
        {
            "federation_id": m.federation_id,
            "name": m.name,
            "person_key": person_key(m.name),
            "club": m.club,
            "expiry": m.expiry.isoformat() if m.expiry else None,
        }
        for m in members
    ]


class TournamentReading:
    """What ``tx.tournament`` of both stores derives from :meth:`get` and :meth:`settings`."""

    def get(self) -> TournamentInfo:
        raise NotImplementedError

    def settings(self) -> dict[str, Any]:
        raise NotImplementedError

    def rule_profile(self) -> RuleProfile:
        """The tournament's rule profile with its overrides applied."""
        info = self.get()
        return get_profile(info.profile, **info.profile_overrides)

    def result_settings(self) -> ResultSettings:
        return self.get().result_settings

    def get_setting(self, key: str, default: Any = None) -> Any:
        return self.settings().get(key, default)


class AuditRecording:
    """``tx.audit`` of both stores as the facades use it: one entry is :meth:`record_many` of
    one row; each store supplies how the rows are inserted (:meth:`_insert`) and
    :meth:`latest`."""

    tx: Any  # the transaction: ``require_write``, ``actor``, ``note``

    def _insert(self, payload: list[dict[str, Any]]) -> None:
        raise NotImplementedError

    def latest(
        self, *, entity: str, key: str | int, actions: tuple[str, ...] = ()
    ) -> AuditEntry | None:
        """The last entry about ``entity`` ``key`` (of ``actions`` when given)."""
        raise NotImplementedError

    def record_many(self, rows: list[dict[str, Any]]) -> None:
        """Bulk version of :meth:`record` (same keys), used by imports."""
        self.tx.require_write()
        payload = audit_rows(self.tx.actor, rows)
        if payload:
            self._insert(payload)
            self.tx.note(*{p["entity"] for p in payload if p["entity"]})

    def record(
        self,
        action: str,
        *,
        entity: str = "",
        key: str | int = "",
        old: Any = None,
        new: Any = None,
    ) -> None:
        """Write one entry. ``old``/``new`` are any JSON-serialisable values (None = absent)."""
        self.record_many([{"action": action, "entity": entity, "key": key, "old": old, "new": new}])


def audit_rows(actor: str, entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The ``audit`` rows of ``entries`` (keys ``action entity key old new``), stamped now."""
    at = now_iso()
    return [
        {
            "at": at,
            "actor": actor,
            "action": r["action"],
            "entity": r.get("entity", ""),
            "entity_key": str(r.get("key", "")),
            "old": None if r.get("old") is None else dumps(r["old"]),
            "new": None if r.get("new") is None else dumps(r["new"]),
        }
        for r in entries
    ]


def audit_entry(row: Any) -> AuditEntry:
    """The :class:`AuditEntry` of an ``audit`` row."""
    from figs_td.store.records import AuditEntry

    return AuditEntry(
        id=row.id or 0,
        at=row.at,
        actor=row.actor,
        action=row.action,
        entity=row.entity,
        key=row.entity_key,
        old=json_column("audit", row.id, "old", row.old),
        new=json_column("audit", row.id, "new", row.new),
    )
