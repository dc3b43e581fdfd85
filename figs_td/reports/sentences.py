"""Rulings and audit entries as Italian sentences ("Turno 3, tavolo 5: risultato corretto da
412–380 a 421–380 (Banco 2 — Rossi)"), with the players' names, never raw JSON or English codes.

Pure functions of plain values: the reports service passes what the store returned.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from typing import Any, Protocol

from figs_td.reports.data import AuditLine, RulingLine

#: Italian name of each audit action (store facades' codes).
ACTIONS: dict[str, str] = {
    "result.enter": "risultato inserito",
    "result.correct": "risultato corretto",
    "result.clear": "risultato cancellato",
    "player.add": "iscrizione",
    "player.update": "giocatore modificato",
    "player.remove": "giocatore cancellato",
    "round.pair": "turno abbinato",
    "round.delete": "turno cancellato",
    "round.meta": "dati del turno",
    "round.swap": "abbinamenti modificati",
    "pairing.swap": "giocatori scambiati",
    "pairing.repair": "abbinamento corretto",
    "pairing.restore": "abbinamento ripristinato",
    "game.swap_first": "cambio di chi inizia",
    "ruling.add": "contestazione registrata",
    "ruling.remove": "contestazione cancellata",
    "tournament.create": "torneo creato",
    "tournament.update": "torneo modificato",
    "tournament.setting": "impostazione",
    "lexicon.select": "lessico scelto",
    "scoresheet.save": "formulario salvato",
    "scoresheet.attach": "formulario allegato",
    "scoresheet.delete": "formulario cancellato",
    "tsh.import": "importazione TSH",
}

KIND_WORDS = {
    "normal": "",
    "bye": "riposo",
    "forfeit": "a tavolino",
    "double_forfeit": "doppia assenza",
    "time_loss": "sconfitta per tempo",
}

FIELD_WORDS = {
    "name": "nome",
    "rating": "rating",
    "club": "club",
    "federation_id": "tessera",
    "seq": "numero",
    "withdrawn_from_round": "ritirato dal turno",
    "late_from_round": "iscritto dal turno",
    "score_first": "punti di chi inizia",
    "score_second": "punti del secondo",
    "kind": "tipo",
    # players (the stored record)
    "surname": "cognome",
    "given_name": "nome proprio",
    "status": "stato",
    "status_round": "dal turno",
    "birth_year": "anno di nascita",
    # the tournament
    "system": "sistema",
    "planned_rounds": "turni previsti",
    "place": "luogo",
    "date_start": "data di inizio",
    "date_end": "data di fine",
    "profile": "profilo di regole",
    "profile_overrides": "regole cambiate",
    "tiebreaks": "spareggi",
    "result_settings": "punteggi",
    "director": "direttore di gara",
    "arbiter": "arbitro",
    "support_panel": "collegio di supporto",
    "win_points": "punti per la vittoria",
    "draw_points": "punti per il pareggio",
    "loss_points": "punti per la sconfitta",
    "bye_spread": "scarto del riposo",
    "forfeit_spread": "scarto della vittoria a tavolino",
    "spread_cap": "limite dello scarto",
    "count_byes": "riposi contati",
    "count_forfeits": "vittorie a tavolino contate",
}

#: A player's stored status in a detail, in Italian.
VALUE_WORDS = {
    "active": "attivo",
    "withdrawn": "ritirato",
    "late": "iscritto in ritardo",
}

#: Internal keys never shown in a detail (the row's number in the file).
HIDDEN_FIELDS = frozenset({"id", "version"})

ROUND_PHRASES = {
    "round.pair": "abbinato",
    "round.delete": "cancellato",
    "round.meta": "aggiornato (dati dell'abbinamento)",
    "round.swap": "modificato (abbinamenti scambiati)",
    "pairing.swap": "modificato (giocatori scambiati)",
    "pairing.repair": "modificato (abbinamento corretto)",
    "pairing.restore": "ripristinato (abbinamento di prima)",
}

LIMIT = 600  # characters of one detail (the cell wraps; longer values end with "…")


def local_time(stamp: str | None, with_date: bool = False) -> str:
    """A stored UTC ISO time as local time: ``15:02``, or ``21/11/2026 15:02``."""
    if not stamp:
        return ""
    try:
        moment = dt.datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.UTC)
    local = moment.astimezone()
    return local.strftime("%d/%m/%Y %H:%M" if with_date else "%H:%M")


class _Ruling(Protocol):
    round: int
    table: int | None
    words: list[str]
    word_verdicts: dict[str, bool]
    move_valid: bool
    move_value: int
    penalty: int
    charged_to: str
    lexicon_name: str
    ruled_by: str
    ruled_by_role: str
    ruled_at: str | None
    extra: dict[str, Any]


def ruling_lines(
    records: Iterable[_Ruling], games: Mapping[tuple[int, int | None], str] | None = None
) -> tuple[RulingLine, ...]:
    """Rulings as printed; ``games`` names the two players of each (round, table). The time with
    its date; "Contestata da" only when the record names the challenger; a short note."""
    lines = []
    for r in records:
        extra = r.extra or {}
        game = (games or {}).get((r.round, r.table), "")
        mover = str(extra.get("mover", extra.get("player", game)))
        challenger = str(extra.get("challenger", "") or "")
        verdicts = ", ".join(
            f"{w} ({'valida' if r.word_verdicts.get(w) else 'non valida'})"
            if w in r.word_verdicts
            else w
            for w in r.words
        )
        charged = "a chi ha giocato" if r.charged_to == "mover" else "a chi ha contestato"
        who = r.ruled_by + (f" ({r.ruled_by_role})" if r.ruled_by_role else "")
        note = f"penalità {charged}; mossa da {r.move_value} punti"
        if r.lexicon_name:
            note += f"; {_lexicon(r.lexicon_name)}"
        lines.append(
            RulingLine(
                r.round,
                r.table,
                local_time(r.ruled_at, with_date=True),
                mover,
                challenger,
                verdicts,
                r.move_valid,
                r.penalty,
                who,
                note,
            )
        )
    return tuple(lines)


def _lexicon(name: str) -> str:
    return name if name.lower().startswith("lessico") else f"lessico {name}"


class _Entry(Protocol):
    """An audit entry as the store reads it (``store.records.AuditEntry``)."""

    at: str  # UTC, ISO 8601
    actor: str
    action: str
    entity: str
    key: str
    old: Any
    new: Any


def audit_lines(
    entries: Iterable[_Entry],
    players: Mapping[int, str] | None = None,
    games: Mapping[tuple[int, int | None], str] | None = None,
) -> tuple[AuditLine, ...]:
    """Audit entries as (date and time, who, Italian action, Italian sentence)."""
    players = players or {}
    games = games or {}
    return tuple(
        AuditLine(
            local_time(e.at, with_date=True),
            e.actor,
            ACTIONS.get(e.action, e.action),
            audit_sentence(e, players, games),
        )
        for e in entries
    )


def _score(value: Any) -> str:
    if not isinstance(value, Mapping):
        return _text(value)
    a, b = value.get("score_first"), value.get("score_second")
    kind = KIND_WORDS.get(str(value.get("kind", "normal")), str(value.get("kind", "")))
    score = f"{a}–{b}" if a is not None or b is not None else "senza punteggio"
    return f"{score} ({kind})" if kind else score


def _where(key: str, games: Mapping[tuple[int, int | None], str]) -> str:
    parts = str(key).split("/")
    try:
        rnd = int(parts[0])
        table = int(parts[1]) if len(parts) > 1 and parts[1] not in ("", "None") else None
    except ValueError:
        return str(key)
    where = f"Turno {rnd}" + (f", tavolo {table}" if table is not None else "")
    who = games.get((rnd, table))
    return f"{where} ({who})" if who else where


def _text(value: Any, limit: int = LIMIT) -> str:
    """A stored value as readable text: "chiave: valore" pairs, lists joined by commas."""
    if value is None:
        return ""
    if isinstance(value, Mapping):
        pairs = [
            (
                FIELD_WORDS.get(str(k), str(k)),
                _text(VALUE_WORDS.get(str(v), v) if k == "status" else v, limit),
            )
            for k, v in value.items()
            if str(k) not in HIDDEN_FIELDS
        ]
        text = ", ".join(f"{k}: {v}" for k, v in pairs if v)
    elif isinstance(value, list | tuple):
        text = ", ".join(t for t in (_text(v, limit) for v in value) if t)
    elif isinstance(value, bool):
        text = "sì" if value else "no"
    else:
        text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _changes(old: Any, new: Any) -> str:
    if isinstance(old, Mapping) and isinstance(new, Mapping):
        keys = [k for k in new if old.get(k) != new.get(k)]
        return "; ".join(
            f"{FIELD_WORDS.get(str(k), str(k))} da {_text(old.get(k)) or '—'} a "
            f"{_text(new.get(k)) or '—'}"
            for k in keys
        )
    if old is None:
        return _text(new)
    return f"da {_text(old) or '—'} a {_text(new) or '—'}"


def audit_sentence(
    e: _Entry, players: Mapping[int, str], games: Mapping[tuple[int, int | None], str]
) -> str:
    """One audit entry as an Italian sentence."""
    act = e.action
    if act.startswith("result."):
        where = _where(e.key, games)
        if act == "result.correct":
            return f"{where}: risultato corretto da {_score(e.old)} a {_score(e.new)}"
        if act == "result.clear":
            return f"{where}: risultato cancellato (era {_score(e.old)})"
        return f"{where}: risultato {_score(e.new)}"
    if act == "game.swap_first":
        return f"{_where(e.key, games)}: scambiato chi inizia"
    if act.startswith("player."):
        try:
            name = players.get(int(e.key), "")
        except (TypeError, ValueError):
            name = ""
        value = e.new if e.new is not None else e.old
        if not name and isinstance(value, Mapping):
            name = str(value.get("name", ""))
        name = name or f"giocatore n. {e.key}"
        if act == "player.add":
            # The name is said once (not again as nome, cognome and nome proprio).
            shown = (
                {k: v for k, v in e.new.items() if k not in ("name", "surname", "given_name")}
                if isinstance(e.new, Mapping)
                else e.new
            )
            return f"Iscritto {name}" + (f" ({_text(shown)})" if shown else "")
        if act == "player.remove":
            return f"Cancellato {name}"
        return f"{name}: {_changes(e.old, e.new)}"
    if act in ROUND_PHRASES:
        return f"Turno {e.key} {ROUND_PHRASES[act]}"
    if act == "tournament.setting":
        return f"{e.key}: {_changes(e.old, e.new)}"
    what = " ".join(p for p in (e.entity, str(e.key or "")) if p)
    change = _changes(e.old, e.new) if (e.old is not None or e.new is not None) else ""
    label = ACTIONS.get(act, act)
    return ": ".join(p for p in (label.capitalize(), change) if p) or what
