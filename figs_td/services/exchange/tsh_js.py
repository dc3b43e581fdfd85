"""TSH's ``tourney.js`` (issue 41 §3, issue 40 §4): write it, read it back.

TSH publishes the whole event as one line of JavaScript, ``newt=`` followed by a JSON object;
live broadcasts and annotators built for TSH events read it. The object this module writes::

    {"config": {"event_name": …, "event_date": …, "max_rounds": N},
     "divisions": [{"name": "A", "maxr": N, "players": [null, {player 1}, {player 2}, …]}]}

``players`` is indexed by the player's number (index 0 is ``null``); each player has ``id``
(that number), ``name`` (``"Cognome, Nome"``), ``rating``, ``pairings`` (the opponent's number
of each round, 0 = no opponent), ``scores`` (the player's own score; for a bye, the spread
credited) and ``etc``: ``p12`` (1 = this player started, 2 = the opponent started, 0 = bye),
``board`` (the table) and ``rank`` (the place after every round with results). The reader turns
the first division back into the rows of a TSH ``.t`` file (``services.tsh.TshPlayer``'s
fields), so that one import (``import_tsh``) serves both.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from figs_td.core.inputs import printable
from figs_td.errors import InputError
from figs_td.store import Store

#: One player of the file as the rows of a TSH division file (``services.tsh.TshPlayer``'s
#: fields, in order): number, name, rating, opponents, own scores, fields (``p12``, ``board``).
Row = tuple[int, str, int, list[int], list[int], dict[str, list[str]]]

PREFIX = "newt="
MAX_DEPTH = 8  # newt → divisions → division → players → player → etc → field list: 7 levels
MAX_PLAYERS = 5000
MAX_ROUNDS = 999  # as in a TSH division file


def is_tourney_js(text: str) -> bool:
    """Whether ``text`` is a ``tourney.js`` (it starts with ``newt=``, spaces allowed)."""
    head = text.lstrip("\ufeff \t\r\n")
    while head.startswith("//"):  # a comment line before the assignment
        head = head.partition("\n")[2].lstrip(" \t\r\n")
    return head.replace(" ", "").startswith(PREFIX)


def tourney_js_text(store: Store) -> str:
    """The tournament as TSH's ``tourney.js`` (one division, named "A")."""
    from figs_td.core.model import GameKind, System
    from figs_td.services.standings import standings_of

    with store.read() as tx:
        info = tx.tournament.get()
        records = tx.players.records()
        state = tx.state()
    if state.system is System.DUPLICATE:
        raise InputError("il tourney.js di TSH non vale per una gara di duplicato")
    games = state.games
    settings = state.settings
    last = state.last_round
    number = {p.id: i for i, p in enumerate(records, start=1)}
    rows: dict[int, dict[str, list[int]]] = {
        p.id: {"pairings": [], "scores": [], "p12": [], "board": [], "rank": []} for p in records
    }
    by_round: dict[int, dict[int, tuple[int, int | None, int, int]]] = {}
    for g in games:
        seat = by_round.setdefault(g.round, {})
        if g.second is None:
            score = g.score_first
            if score is None:
                score = (
                    -settings.forfeit_spread if g.kind is GameKind.FORFEIT else settings.bye_spread
                )
            seat[g.first] = (0, score, 0, g.table or 0)
        else:
            seat[g.first] = (number[g.second], g.score_first, 1, g.table or 0)
            seat[g.second] = (number[g.first], g.score_second, 2, g.table or 0)
    scored = {p.id: True for p in records}
    for r in range(1, last + 1):
        seat = by_round.get(r, {})
        for p in records:
            opp, score, who, table = seat.get(p.id, (0, 0, 0, 0))
            row = rows[p.id]
            row["pairings"].append(opp)
            row["p12"].append(who)
            row["board"].append(table)
            if score is None:
                scored[p.id] = False  # scores stop at the first round without a result
            if scored[p.id] and score is not None:
                row["scores"].append(score)
        if seat and all(g.has_result for g in state.games_in(r)):
            for s in standings_of(state, info.tiebreaks, after_round=r, info=info):
                if s.player_id in rows:
                    rows[s.player_id]["rank"].append(s.rank)
    players: list[dict[str, Any] | None] = [None]
    for p in records:
        row = rows[p.id]
        players.append(
            {
                "id": number[p.id],
                "name": f"{p.surname}, {p.given_name}" if p.given_name else p.surname,
                "rating": p.rating or 0,
                "pairings": row["pairings"],
                "scores": row["scores"],
                "etc": {"p12": row["p12"], "board": row["board"], "rank": row["rank"]},
            }
        )
    date = str(info.date_start or "")
    rounds = max(info.planned_rounds or 0, last)
    newt = {
        "config": {"event_name": info.name, "event_date": date, "max_rounds": rounds},
        "divisions": [{"name": "A", "maxr": rounds, "players": players}],
    }
    return PREFIX + json.dumps(newt, ensure_ascii=False, separators=(",", ":")) + ";\n"


def export_tourney_js(store: Store, dest: str | Path) -> int:
    """Write ``tourney.js`` to ``dest`` (a temporary file renamed into place); returns the
    number of players written."""
    from figs_td.atomic import atomic_write_text, cleanup_stale_temps

    text = tourney_js_text(store)
    dest = Path(dest)
    cleanup_stale_temps(dest.parent)
    atomic_write_text(dest, text, encoding="utf-8")
    return text.count('"id":')


def _refuse(file: str, reason: str) -> InputError:
    return InputError(f"{file}: {reason}; nessun dato importato")


def _depth(text: str) -> int:
    """The deepest nesting of ``[``/``{`` outside strings (checked before decoding)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def parse_tourney_js(text: str, file: str = "tourney.js") -> list[Row]:
    """The players of the (only) division of a ``tourney.js``, as the rows of a TSH file.
    Refused with an Italian message: not ``newt=`` JSON, nesting deeper than
    :data:`MAX_DEPTH`, more than one division, a player or field of the wrong shape."""
    body = text.lstrip("\ufeff \t\r\n")
    while body.startswith("//"):
        body = body.partition("\n")[2].lstrip(" \t\r\n")
    head, eq, rest = body.partition("=")
    if head.strip() != "newt" or not eq:
        raise _refuse(file, "non è un tourney.js di TSH (manca «newt=» all'inizio)")
    rest = rest.strip().rstrip(";").strip()
    if _depth(rest) > MAX_DEPTH:
        raise _refuse(file, f"dati annidati troppo in profondità (al massimo {MAX_DEPTH} livelli)")
    try:
        newt = json.loads(rest)
    except (ValueError, RecursionError) as exc:
        where = f" (riga {exc.lineno}, colonna {exc.colno})" if hasattr(exc, "lineno") else ""
        raise _refuse(file, f"il JSON dopo «newt=» non è valido{where}") from None
    if not isinstance(newt, dict) or not isinstance(newt.get("divisions"), list):
        raise _refuse(file, "manca l'elenco «divisions»")
    divisions = newt["divisions"]
    if not divisions:
        raise _refuse(file, "nessuna divisione nel file")
    if len(divisions) > 1:
        raise _refuse(
            file,
            f"{len(divisions)} divisioni: si importa un torneo alla volta "
            "(dividere il file, una divisione per torneo)",
        )
    division = divisions[0]
    if not isinstance(division, dict) or not isinstance(division.get("players"), list):
        raise _refuse(file, "la divisione non ha l'elenco «players»")
    raw = division["players"]
    if len(raw) > MAX_PLAYERS + 1:
        raise _refuse(file, f"troppi giocatori ({len(raw) - 1}, al massimo {MAX_PLAYERS})")
    rows: list[Row] = []
    for index, p in enumerate(raw):
        if p is None and index == 0:
            continue
        if not isinstance(p, dict):
            raise _refuse(file, f"giocatore {index}: non è un oggetto")
        rows.append(_player(p, index, file))
    if any(r[0] != i for i, r in enumerate(rows, start=1)):
        raise _refuse(file, "i giocatori devono essere numerati da 1 senza salti")
    return rows


def _ints(value: object, what: str, index: int, file: str) -> list[int]:
    if not isinstance(value, list) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    ):
        raise _refuse(file, f"giocatore {index}: «{what}» non è un elenco di numeri interi")
    if len(value) > MAX_ROUNDS:
        raise _refuse(
            file, f"giocatore {index}: troppi turni ({len(value)}, al massimo {MAX_ROUNDS})"
        )
    return value


def _player(p: dict[str, Any], index: int, file: str) -> Row:
    from figs_td.core.inputs import RANGES, check_name
    from figs_td.store.facades.rounds import MAX_SCORE

    name = p.get("name")
    if not isinstance(name, str):
        raise _refuse(file, f"giocatore {index}: manca il nome")
    name = name.split(":", 1)[0].strip()  # TSH appends ":XT012345" (the rating list's id)
    try:
        name = check_name(name, "nome del giocatore")
    except InputError as exc:
        raise _refuse(file, f"giocatore {index}: {exc}") from None
    rating = p.get("rating", 0)
    if (
        not isinstance(rating, int)
        or isinstance(rating, bool)
        or not (0 <= rating <= RANGES["rating"][1])
    ):
        raise _refuse(file, f"giocatore {index}: rating non valido '{printable(str(rating)[:30])}'")
    pairings = _ints(p.get("pairings", []), "pairings", index, file)
    scores = _ints(p.get("scores", []), "scores", index, file)
    for s in scores:
        if abs(s) > MAX_SCORE:
            raise _refuse(
                file,
                f"giocatore {index}: punteggio {s} fuori dall'intervallo (massimo {MAX_SCORE})",
            )
    if len(scores) > len(pairings):
        raise _refuse(
            file, f"giocatore {index}: {len(scores)} punteggi ma solo {len(pairings)} avversari"
        )
    etc = p.get("etc", {})
    if not isinstance(etc, dict):
        raise _refuse(file, f"giocatore {index}: «etc» non è un oggetto")
    fields: dict[str, list[str]] = {}
    for key in ("p12", "board"):
        if key in etc:
            values = _ints(etc[key], key, index, file)
            if any(v < 0 for v in values):
                raise _refuse(file, f"giocatore {index}: campo {key} con un valore negativo")
            if key == "p12" and any(v > 4 for v in values):
                raise _refuse(file, f"giocatore {index}: campo p12: i valori ammessi sono 0–4")
            if key == "board" and any(v > RANGES["table"][1] for v in values):
                raise _refuse(
                    file, f"giocatore {index}: campo board: tavolo oltre {RANGES['table'][1]}"
                )
            fields[key] = [str(v) for v in values]
    ident = p.get("id", index)
    line = ident if isinstance(ident, int) and not isinstance(ident, bool) else -1
    if line != index:
        raise _refuse(
            file, f"giocatore {index}: «id» {printable(str(ident)[:30])} diverso dalla posizione"
        )
    return (index, name, rating, list(pairings), list(scores), fields)
