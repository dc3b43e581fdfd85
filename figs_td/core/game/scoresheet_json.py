"""Game records (scoresheets) as JSON — the schema is documented in docs/riferimento/formulario.md.

:func:`record_from_json` / :func:`load_record_json` read, :func:`record_to_json` /
:func:`dump_record_json` write; writing then reading gives back an equal :class:`GameRecord`.
Every problem raises ``InputError`` with an Italian message naming the turn and the field.
"""

from __future__ import annotations

import json
import re
from typing import Any

from figs_td.core.game.notation import parse_move
from figs_td.core.game.scoresheet import Challenge, EndState, GameRecord, Turn, TurnKind
from figs_td.core.inputs import check_name, check_text
from figs_td.errors import InputError, json_reason

__all__ = [
    "FORMAT",
    "VERSION",
    "dump_record_json",
    "load_record_json",
    "record_from_json",
    "record_to_json",
]

FORMAT = "figs-td-scoresheet"
VERSION = 1

_KIND_ALIASES = {
    "play": TurnKind.PLAY,
    "giocata": TurnKind.PLAY,
    "pass": TurnKind.PASS,
    "passo": TurnKind.PASS,
    "exchange": TurnKind.EXCHANGE,
    "cambio": TurnKind.EXCHANGE,
    "cambio_secco": TurnKind.CAMBIO_SECCO,
    "cambio secco": TurnKind.CAMBIO_SECCO,
}
_TOP_KEYS = {"format", "version", "players", "starts", "turns", "end", "meta", "profile"}
_END_KEYS = {"racks", "overtime_s", "flagged", "base_left_s", "capped"}
_CHALLENGE_KEYS = {"words", "valid", "ruled_by"}
#: Limits of a scoresheet file: a real game has a few dozen turns and nests three levels deep.
MAX_BYTES = 1024 * 1024
MAX_DEPTH = 16
MAX_TURNS = 500
MAX_STRING = 1000
MAX_META = 100
_TURN_KEYS = {
    "kind", "word", "position", "move", "score", "tiles", "challenge", "player", "rack", "note"
}  # fmt: skip


def _unknown(data: dict[str, Any], allowed: set[str], where: str) -> None:
    """Refuse keys the schema does not have (a typo would silently drop data)."""
    unknown = sorted(str(k) for k in data if k not in allowed)
    if not unknown:
        return
    import difflib

    hints = []
    for k in unknown:
        near = difflib.get_close_matches(k, sorted(allowed), n=1)
        hints.append(f"'{k}'" + (f" (forse '{near[0]}'?)" if near else ""))
    raise InputError(
        f"{where}: chiav{'e' if len(unknown) == 1 else 'i'} sconosciut"
        f"{'a' if len(unknown) == 1 else 'e'}: {', '.join(hints)}; ammesse: {', '.join(sorted(allowed))}"
    )


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "…"


def _int(value: Any, where: str, *, allow_none: bool = False) -> int | None:
    if value is None and allow_none:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(f"{where}: serve un numero intero, non {_short(value)}")
    if abs(value) > 99_999:
        raise InputError(f"{where}: numero {_short(value)} fuori dall'intervallo ammesso")
    return value


def _str(value: Any, where: str) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise InputError(f"{where}: serve un testo, non {_short(value)}")
    check_text(value, where, max_len=MAX_STRING, multiline=True)
    return value


def _pair(value: Any, where: str, conv: Any) -> tuple[Any, Any]:
    if not isinstance(value, list) or len(value) != 2:
        raise InputError(f"{where}: servono due valori, uno per giocatore, non {value!r}")
    return conv(value[0], where), conv(value[1], where)


def _player(value: Any, players: tuple[str, str], where: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, str):
        if value in players:
            return players.index(value)
        raise InputError(f"{where}: giocatore '{value}' sconosciuto ({players[0]}, {players[1]})")
    p = _int(value, where)
    if p not in (0, 1):
        raise InputError(f"{where}: giocatore {p}: deve essere 0 o 1")
    return p


def _turn(data: Any, n: int, players: tuple[str, str]) -> Turn:
    where = f"turno {n}"
    if not isinstance(data, dict):
        raise InputError(f"{where}: serve un oggetto JSON, non {data!r}")
    unknown = sorted(set(data) - _TURN_KEYS)
    if unknown:
        raise InputError(f"{where}: campi sconosciuti: {', '.join(unknown)}")
    raw_kind = data.get("kind", "play" if ("word" in data or "move" in data) else None)
    if not isinstance(raw_kind, str) or raw_kind.lower() not in _KIND_ALIASES:
        raise InputError(
            f"{where}: tipo '{raw_kind}' sconosciuto (play, pass, exchange, cambio_secco)"
        )
    kind = _KIND_ALIASES[raw_kind.lower()]
    word = _str(data.get("word"), f"{where}, word")
    position = _str(data.get("position"), f"{where}, position")
    if "move" in data:
        text = _str(data["move"], f"{where}, move")
        try:
            mv = parse_move(text)
        except InputError as exc:
            raise InputError(f"{where}: {exc}") from None
        word, position = mv.word, mv.position
    challenge = None
    if data.get("challenge") is not None:
        ch = data["challenge"]
        cw = f"{where}, challenge"
        if not isinstance(ch, dict):
            raise InputError(f"{cw}: serve un oggetto JSON")
        _unknown(ch, _CHALLENGE_KEYS, cw)
        valid = ch.get("valid")
        if not isinstance(valid, bool):
            raise InputError(f"{cw}: 'valid' deve essere true (mossa valida) o false")
        words = ch.get("words", [])
        if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
            raise InputError(f"{cw}: 'words' deve essere un elenco di parole")
        challenge = Challenge(tuple(words), valid, _str(ch.get("ruled_by"), cw))
        if kind is not TurnKind.PLAY:
            raise InputError(f"{where}: si contesta solo una giocata")
    return Turn(
        kind=kind,
        word=word,
        position=position,
        declared=_int(data.get("score"), f"{where}, score", allow_none=True),
        tiles=_int(data.get("tiles"), f"{where}, tiles", allow_none=True),
        challenge=challenge,
        player=_player(data.get("player"), players, f"{where}, player"),
        rack=_str(data.get("rack"), f"{where}, rack"),
        note=_str(data.get("note"), f"{where}, note"),
    )


def record_from_json(data: Any) -> GameRecord:
    """A :class:`GameRecord` from parsed JSON (schema: docs/riferimento/formulario.md)."""
    if not isinstance(data, dict):
        raise InputError("formulario JSON: serve un oggetto con 'players' e 'turns'")
    _unknown(data, _TOP_KEYS, "formulario JSON")
    fmt = data.get("format", FORMAT)
    if fmt != FORMAT:
        raise InputError(f"formulario JSON: formato '{fmt}' sconosciuto (atteso '{FORMAT}')")
    version = data.get("version", VERSION)
    if version != VERSION:
        raise InputError(f"formulario JSON: versione {version!r} non supportata ({VERSION})")
    names = data.get("players")
    if (
        not isinstance(names, list)
        or len(names) != 2
        or not all(isinstance(p, str) and p.strip() for p in names)
    ):
        raise InputError("formulario JSON: 'players' deve elencare i due giocatori per nome")
    players = (
        check_name(names[0], "formulario JSON, players"),
        check_name(names[1], "formulario JSON, players"),
    )
    starts = _player(data.get("starts", 0), players, "chi inizia ('starts')")
    turns_data = data.get("turns", [])
    if not isinstance(turns_data, list):
        raise InputError("formulario JSON: 'turns' deve essere un elenco")
    if len(turns_data) > MAX_TURNS:
        raise InputError(f"formulario JSON: {len(turns_data)} turni, al massimo {MAX_TURNS}")
    turns = [_turn(t, i, players) for i, t in enumerate(turns_data, start=1)]
    end = None
    if data.get("end") is not None:
        e = data["end"]
        if not isinstance(e, dict):
            raise InputError("fine partita ('end'): serve un oggetto JSON")
        _unknown(e, _END_KEYS, "fine partita ('end')")
        flagged = _player(e.get("flagged"), players, "fine partita, flagged")
        capped = e.get("capped", False)
        if not isinstance(capped, bool):
            raise InputError("fine partita, capped: deve essere true o false")
        end = EndState(
            racks=_pair(e.get("racks", ["", ""]), "fine partita, racks", _str),
            overtime_s=_pair(e.get("overtime_s", [0, 0]), "fine partita, overtime_s", _int),
            flagged=flagged,
            base_left_s=_pair(e.get("base_left_s", [0, 0]), "fine partita, base_left_s", _int),
            capped=capped,
        )
    meta = data.get("meta", {})
    if not isinstance(meta, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in meta.items()
    ):
        raise InputError("formulario JSON: 'meta' deve associare testi a testi")
    if len(meta) > MAX_META:
        raise InputError(f"formulario JSON: 'meta' ha {len(meta)} voci, al massimo {MAX_META}")
    for k, v in meta.items():
        check_text(k, "formulario JSON, meta", max_len=MAX_STRING)
        check_text(v, f"formulario JSON, meta {k}", max_len=MAX_STRING)
    profile = data.get("profile")
    if profile is not None and not isinstance(profile, str):
        raise InputError("formulario JSON: 'profile' deve essere il nome di un profilo")
    return GameRecord(
        players=players,
        turns=turns,
        starts=starts or 0,
        end=end,
        profile=profile,
        meta=dict(meta),
    )


def record_to_json(record: GameRecord) -> dict[str, Any]:
    """The JSON object of a record (only the fields that are set)."""
    turns: list[dict[str, Any]] = []
    for t in record.turns:
        d: dict[str, Any] = {"kind": t.kind.value}
        if t.player is not None:
            d["player"] = t.player
        if t.word:
            d["word"] = t.word
        if t.position:
            d["position"] = t.position
        if t.declared is not None:
            d["score"] = t.declared
        if t.tiles is not None:
            d["tiles"] = t.tiles
        if t.challenge is not None:
            d["challenge"] = {
                "words": list(t.challenge.words),
                "valid": t.challenge.valid,
                "ruled_by": t.challenge.ruled_by,
            }
        if t.rack:
            d["rack"] = t.rack
        if t.note:
            d["note"] = t.note
        turns.append(d)
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "players": list(record.players),
        "starts": record.starts,
    }
    if record.profile:
        out["profile"] = record.profile
    if record.meta:
        out["meta"] = dict(record.meta)
    out["turns"] = turns
    if record.end is not None:
        e = record.end
        out["end"] = {
            "racks": list(e.racks),
            "overtime_s": list(e.overtime_s),
            "flagged": e.flagged,
            "base_left_s": list(e.base_left_s),
            "capped": e.capped,
        }
    return out


def load_record_json(text: str | bytes) -> GameRecord:
    """Parse a JSON document; broken JSON gives the line and column. Larger than
    :data:`MAX_BYTES` or nested deeper than :data:`MAX_DEPTH` is refused before parsing."""
    if len(text) > MAX_BYTES:
        raise InputError(
            f"formulario JSON troppo grande ({len(text) // 1024} KB, al massimo "
            f"{MAX_BYTES // 1024} KB)"
        )
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise InputError("il file non è testo UTF-8") from None
    depth = json_depth(text)
    if depth > MAX_DEPTH:
        raise InputError(
            f"formulario JSON annidato troppo in profondità ({depth} livelli, al massimo "
            f"{MAX_DEPTH})"
        )
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(
            f"JSON non valido alla riga {exc.lineno}, colonna {exc.colno}: {json_reason(exc.msg)}"
        ) from None
    return record_from_json(data)


_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = re.compile(r"[\[\]{}]")


def json_depth(text: str) -> int:
    """The deepest nesting of ``[`` and ``{`` in a JSON text (strings ignored), without parsing
    it: deep nesting would exhaust the parser's recursion."""
    depth = deepest = 0
    for ch in _BRACKETS.findall(_JSON_STRING.sub("", text)):
        if ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        else:
            depth -= 1
    return deepest


def dump_record_json(record: GameRecord) -> str:
    """The record as UTF-8 JSON text (indented, letters kept as they are)."""
    return json.dumps(record_to_json(record), ensure_ascii=False, indent=2) + "\n"
