"""Tournament and its settings (torneo, impostazioni)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from figs_td.core.inputs import check_name
from figs_td.core.model import System
from figs_td.core.rules import DEFAULT_PROFILE, ResultSettings, get_profile
from figs_td.errors import InputError
from figs_td.store._rows import (
    TOURNAMENT_COLUMNS,
    TournamentReading,
    no_tournament,
    tournament_info,
)
from figs_td.store._util import dumps, loads, now_iso, put_setting
from figs_td.store.records import TournamentInfo
from figs_td.store.tables import TournamentRow

_LABELS = {"place": "luogo", "director": "direttore di gara", "arbiter": "arbitro"}

if TYPE_CHECKING:
    from figs_td.store._cache import TxCache
    from figs_td.store._protocols import TransactionContext

#: Tie-break presets known to the store (the standings area defines what they mean).
TIEBREAK_PRESETS = ("FIGS", "WESPA")

#: The fields :meth:`TournamentFacade.update` may change: every column but these three.
_EDITABLE = frozenset(TOURNAMENT_COLUMNS) - {"settings", "created_at", "version"}


def _system(value: object) -> System:
    try:
        return System(str(value))
    except ValueError:
        known = ", ".join(s.value for s in System)
        raise InputError(f"sistema di gioco sconosciuto: {value!r} (possibili: {known})") from None


def _check_date(value: object, what: str) -> str | None:
    if value is None or value == "":
        return None
    from datetime import date

    try:
        return date.fromisoformat(str(value)).isoformat()
    except ValueError:
        raise InputError(f"{what} non valida: {value!r} (formato AAAA-MM-GG)") from None


def _check_tiebreaks(value: object) -> str | list[str]:
    if isinstance(value, str):
        if value.upper() in TIEBREAK_PRESETS:
            return value.upper()
        raise InputError(
            f"spareggi sconosciuti: {value!r} (predefiniti: {', '.join(TIEBREAK_PRESETS)} "
            "oppure un elenco di criteri)"
        )
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, str) for v in value):
        return list(value)
    raise InputError(f"spareggi non validi: {value!r}")


class TournamentFacade(TournamentReading):
    """``tx.tournament``: the one tournament of the file."""

    def __init__(self, tx: TransactionContext) -> None:
        self.tx = tx

    # -- reading ---------------------------------------------------------------------------
    def _row(self) -> TournamentRow:
        row = self.tx.session.get(TournamentRow, 1)
        if row is None:
            raise no_tournament(self.tx.store.label)
        return row

    def exists(self) -> bool:
        return self.tx.session.get(TournamentRow, 1) is not None

    def get(self) -> TournamentInfo:
        return _info(self._row())

    def settings(self) -> dict[str, Any]:
        """The free settings dict of the other areas (a copy)."""
        return dict(loads(self._row().settings, {}))

    # -- writing ---------------------------------------------------------------------------
    def create(
        self,
        name: str,
        system: System | str,
        *,
        planned_rounds: int | None = None,
        profile: str = DEFAULT_PROFILE,
        tiebreaks: str | list[str] = "FIGS",
        **fields: Any,
    ) -> TournamentInfo:
        """Create the tournament of this file (once). Other ``fields``: see :meth:`update`."""
        self.tx.require_write()
        if self.exists():
            raise InputError(f"'{self.tx.store.label}' contiene già un torneo")
        name = check_name(name, "nome del torneo")
        if not name:
            raise InputError("il nome del torneo è obbligatorio")
        row = TournamentRow(
            id=1,
            name=name,
            system=_system(system).value,
            profile=DEFAULT_PROFILE,
            created_at=now_iso(),
            result_settings=dumps(ResultSettings().stored()),
        )
        self.tx.session.add(row)
        self._apply(
            row,
            {
                "planned_rounds": planned_rounds,
                "profile": profile,
                "tiebreaks": tiebreaks,
                **fields,
            },
        )
        self.tx.session.flush()
        info = _info(row)
        self.tx.audit.record("tournament.create", entity="tournament", key=1, new=_public(info))
        return info

    def update(self, **fields: Any) -> TournamentInfo:
        """Change some fields (names of :class:`TournamentInfo` except ``settings``)."""
        self.tx.require_write()
        row = self._row()
        before = _public(_info(row))
        self._apply(row, fields)
        row.version += 1
        after = _public(_info(row))
        old = {k: before[k] for k in after if before[k] != after[k]}
        new = {k: after[k] for k in after if before[k] != after[k]}
        if new:
            self.tx.audit.record("tournament.update", entity="tournament", key=1, old=old, new=new)
        return _info(row)

    def set_setting(self, key: str, value: Any) -> None:
        """Set one free setting (JSON value); ``None`` removes it. Audited."""
        self.tx.require_write()
        row = self._row()
        current = loads(row.settings, {})
        old = current.get(key)
        if not put_setting(current, key, value):
            return
        cache: TxCache | None = getattr(self.tx, "_cache", None)
        known = cache.base() if cache is not None else None
        row.settings = dumps(current)
        row.version += 1
        self.tx.audit.record("tournament.setting", entity="tournament", key=key, old=old, new=value)
        if cache is not None:  # a setting changes neither the players nor the games
            cache.after_write(known, lambda games: True)

    def update_settings(self, values: dict[str, Any]) -> None:
        for k, v in values.items():
            self.set_setting(k, v)

    def _apply(self, row: TournamentRow, fields: dict[str, Any]) -> None:
        unknown = sorted(set(fields) - set(_EDITABLE))
        if unknown:
            raise InputError(f"campi del torneo sconosciuti: {', '.join(unknown)}")
        for key, value in fields.items():
            if key == "name":
                if not check_name(value, "nome del torneo"):
                    raise InputError("il nome del torneo è obbligatorio")
                row.name = check_name(value, "nome del torneo")
            elif key in ("place", "director", "arbiter"):
                setattr(row, key, check_name(value, _LABELS[key]))
            elif key in ("date_start", "date_end"):
                label = "data di inizio" if key == "date_start" else "data di fine"
                setattr(row, key, _check_date(value, label))
            elif key == "system":
                row.system = _system(value).value
            elif key == "planned_rounds":
                if value is not None and (
                    isinstance(value, bool) or not isinstance(value, int) or value < 1
                ):
                    raise InputError(f"numero di turni previsto non valido: {value!r}")
                row.planned_rounds = value
            elif key == "profile":
                get_profile(str(value))  # validates the name (ValueError, Italian)
                row.profile = str(value)
            elif key == "profile_overrides":
                overrides = dict(value or {})
                get_profile(row.profile, **overrides)
                row.profile_overrides = dumps(overrides)
            elif key == "tiebreaks":
                row.tiebreaks = dumps(_check_tiebreaks(value))
            elif key == "result_settings":
                rs = value if isinstance(value, ResultSettings) else ResultSettings(**dict(value))
                row.result_settings = dumps(rs.stored())
            elif key == "support_panel":
                members = [check_name(m, "membro del collegio") for m in (value or [])]
                if len(members) > 3:
                    raise InputError("il collegio di supporto ha tre membri (art. 45)")
                row.support_panel = dumps(members + [""] * (3 - len(members)))
        if "profile" in fields and "profile_overrides" not in fields:
            get_profile(row.profile, **loads(row.profile_overrides, {}))


_info = tournament_info


def _public(info: TournamentInfo) -> dict[str, Any]:
    """JSON view of the editable fields (used by the audit trail and ``--json``)."""
    d = dataclasses.asdict(info)
    d["system"] = info.system.value
    d["support_panel"] = list(info.support_panel)
    d.pop("settings", None)
    d.pop("version", None)
    d.pop("created_at", None)
    return d
