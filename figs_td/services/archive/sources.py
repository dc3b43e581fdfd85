"""Reading a finished event for the archive: a ``.figs`` file or a PostgreSQL event, a TSH
``.t`` file, or a federation export (``.csv`` pair or ``.xlsx``).

Each reader returns an :class:`~figs_td.core.archive.events.ArchiveEvent` (lines with the final place,
played games) or refuses with the reason: an event not finished (rounds still to play, results
missing), no date, a malformed file. Date, place and name given on the command line override
what the file says (a TSH file has none of them).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

from figs_td.core.archive.events import ArchiveEvent, EventGame, EventLine
from figs_td.core.model import Game, GameKind, Player, System, TournamentState
from figs_td.errors import InputError

#: Largest input file read (bytes): a TSH or CSV file of a very large event is well below.
MAX_FILE_BYTES = 50 * 1024 * 1024
PLAYED = (GameKind.NORMAL, GameKind.TIME_LOSS)


@dataclass(frozen=True)
class EventDetails:
    """What the command line adds to the file: category, date, place, name (each overrides the
    file's own; a category or date is needed only for a file that has none)."""

    category: str | None = None
    date: dt.date | None = None
    place: str | None = None
    name: str | None = None


def read_event(source: str, details: EventDetails) -> ArchiveEvent:
    """The finished event in ``source`` (module text)."""
    if "://" in source:
        return _from_tournament(source, details)
    path = Path(source)
    if not path.is_file():
        raise InputError(f"il file '{source}' non esiste")
    if path.stat().st_size > MAX_FILE_BYTES:
        raise InputError(
            f"'{path.name}' è troppo grande per un evento ({MAX_FILE_BYTES // 2**20} MB al massimo)"
        )
    suffix = path.suffix.lower()
    if suffix == ".figs":
        return _from_tournament(source, details)
    if suffix in (".t", ".js"):  # a TSH division file or TSH's tourney.js (issue 40 §4)
        return _from_tsh(path, details)
    if suffix in (".csv", ".xlsx"):
        return _from_export(path, details)
    raise InputError(
        f"formato non riconosciuto: '{path.name}' (attesi .figs, .t, .js (tourney.js di TSH), "
        ".csv o .xlsx, oppure "
        "l'indirizzo di un torneo su PostgreSQL)"
    )


def _event(
    name: str, day: dt.date | None, place: str, details: EventDetails, lines: list[EventLine],
    games: list[EventGame], source: str, rounds: int, category: str = "",
) -> ArchiveEvent:  # fmt: skip
    day = details.date or day
    category = details.category or category.strip().lower()
    if not category and day is None:
        raise InputError(
            f"l'evento '{name}' ({source}) non ha né categoria né data: indicarle con "
            "--category CAT e --date AAAA-MM-GG"
        )
    if not category:
        raise InputError(
            f"l'evento '{name}' ({source}) non ha una categoria: indicarla con --category CAT"
        )
    if day is None:
        raise InputError(
            f"l'evento '{name}' ({source}) non ha una data: indicarla con --date AAAA-MM-GG"
        )
    return ArchiveEvent(
        (details.name or name).strip()[:200] or source,
        day,
        (details.place if details.place is not None else place).strip()[:200],
        category[:40],
        tuple(lines),
        tuple(games),
        source,
        rounds,
    )


def _games_of(state: TournamentState, index: dict[int, int]) -> list[EventGame]:
    return [
        EventGame(g.round, index[g.first], index[g.second], g.score_first, g.score_second)
        for g in state.games
        if g.kind in PLAYED
        and g.second is not None
        and g.score_first is not None
        and g.score_second is not None
    ]


def _lines_of(
    state: TournamentState, rows: list, players: dict[int, Player]
) -> tuple[list[EventLine], dict[int, int]]:  # type: ignore[type-arg]
    index = {r.player_id: i for i, r in enumerate(rows)}
    lines = [
        EventLine(
            i,
            r.name,
            r.place or r.rank,
            players[r.player_id].club,
            players[r.player_id].federation_id,
            players[r.player_id].rating,
            r.games,
            float(r.wins),
        )  # fmt: skip
        for i, r in enumerate(rows)
    ]
    return lines, index


def _from_tournament(source: str, details: EventDetails) -> ArchiveEvent:
    from figs_td.reports.prepare import complete_round, is_final_standings
    from figs_td.services.standings import placing_settings, standings_of
    from figs_td.store import open_store

    with open_store(source) as store, store.read() as tx:
        info = tx.tournament.get()
        state = tx.state()
        tx_settings = tx.tournament.settings()
    label = Path(source).name if "://" not in source else info.name
    if state.system in (System.DUPLICATE, System.TEAMS):
        raise InputError(f"'{label}': le gare a squadre e di duplicato non entrano nell'archivio")
    done = complete_round(state)
    if not is_final_standings(state, done, placing_settings(info)):
        missing = sum(1 for g in state.games if not g.has_result)
        planned = state.planned_rounds or state.last_round
        reason = (
            f"{missing} risultati da inserire" if missing else f"giocati {done} turni su {planned}"
        )
        raise InputError(
            f"il torneo '{info.name}' non è finito ({reason}): non entra nell'archivio"
        )
    rows = standings_of(state, info.tiebreaks, info=info)
    lines, index = _lines_of(state, rows, {p.id: p for p in state.players})
    day_text = info.date_end or info.date_start
    try:
        day = dt.date.fromisoformat(day_text) if day_text else None
    except ValueError:
        raise InputError(f"data del torneo '{info.name}' non valida: {day_text}") from None
    from figs_td.services.tournament import CATEGORY_SETTING

    category = tx_settings.get(CATEGORY_SETTING) or ""
    return _event(
        info.name, day, info.place, details, lines, _games_of(state, index), label, done,
        category if isinstance(category, str) else "",
    )  # fmt: skip


def _from_tsh(path: Path, details: EventDetails) -> ArchiveEvent:
    from figs_td import pathguard
    from figs_td.core.standings.table import compute_standings
    from figs_td.services.exchange.tsh import parse_tsh_source, tsh_rounds

    data = pathguard.read_bytes(path, "tsh")  # never a tournament or another database
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")
    tplayers = parse_tsh_source(text, path.name)
    if not tplayers:
        raise InputError(f"{path.name}: nessun giocatore nel file TSH")
    short = [p for p in tplayers if len(p.scores) < len(p.opponents)]
    if short:
        raise InputError(
            f"{path.name}: l'evento non è finito ('{short[0].name}' ha {len(short[0].scores)} "
            f"punteggi su {len(short[0].opponents)} turni): non entra nell'archivio"
        )
    rounds = tsh_rounds(tplayers, path.name)
    players = [Player(i, p.name, p.rating or None) for i, p in enumerate(tplayers, start=1)]
    games: list[Game] = [g for rd in rounds for g in rd.games]
    state = TournamentState(players, games, System.SWISS, len(rounds))
    rows = compute_standings(state)
    lines, index = _lines_of(state, rows, {p.id: p for p in players})
    return _event(
        path.stem, None, "", details, lines, _games_of(state, index), path.name, len(rounds)
    )


def _num(value: object, what: str, where: str) -> float:
    text = "" if value is None else str(value).strip().replace(",", ".")
    try:
        return float(text)
    except ValueError:
        raise InputError(f"{where}: {what} non valido: '{text}'") from None


def _from_export(path: Path, details: EventDetails) -> ArchiveEvent:
    from figs_td import pathguard
    from figs_td.reports.federation import _untext, csv_paths, parse_date, read_records

    # Both files checked before the CSV reader or openpyxl opens them: never the open archive
    # or tournament (a descriptor of ours would drop SQLite's locks), nor another database.
    for p in {path, csv_paths(path)[1] if path.suffix.lower() == ".csv" else path}:
        pathguard.check_input(p, "federation")
    if path.suffix.lower() == ".xlsx":
        from figs_td.services.exchange.xlsx_limits import check_workbook

        check_workbook(path)  # sizes and parts from the zip's directory: no zip bomb unpacked
    standings = read_records(path, "classifica")
    if not standings:
        raise InputError(f"'{path.name}': la classifica è vuota")
    missing = [c for c in ("torneo", "data", "posizione", "giocatore") if c not in standings[0]]
    if missing:
        raise InputError(f"'{path.name}': mancano le colonne {', '.join(missing)}")
    lines: list[EventLine] = []
    by_fid: dict[str, int] = {}
    by_name: dict[str, int] = {}
    for i, rec in enumerate(standings):
        where = f"'{path.name}', riga {i + 2}"
        name, fid = _untext(rec.get("giocatore")), _untext(rec.get("tessera"))
        lines.append(
            EventLine(
                i,
                name,
                int(_num(rec.get("posizione"), "posizione", where)),
                _untext(rec.get("club")),
                fid,
                None,
                int(_num(rec.get("partite") or 0, "partite", where)),
                _num(rec.get("vittorie") or 0, "vittorie", where),
            )  # fmt: skip
        )
        if fid:
            by_fid[fid] = i
        by_name[name] = i
    first = standings[0]
    raw_day = first.get("data")
    day = raw_day.date() if isinstance(raw_day, dt.datetime) else (
        raw_day if isinstance(raw_day, dt.date) else parse_date(str(raw_day or ""))
    )  # fmt: skip
    games: list[EventGame] = []
    games_file = (
        path
        if path.suffix.lower() == ".xlsx"
        else path.with_name(f"{path.stem}-partite{path.suffix}")
    )
    if path.suffix.lower() == ".xlsx" or games_file.is_file():
        for j, g in enumerate(read_records(path, "partite"), start=2):
            where = f"'{games_file.name}', riga {j}"
            kind = _untext(g.get("tipo")).lower()
            if kind not in ("normale", "sconfitta per tempo"):
                continue
            if _untext(g.get("punti_1")) == "" or _untext(g.get("punti_2")) == "":
                raise InputError(
                    f"{where}: partita senza risultato, l'evento non è finito: non entra nell'archivio"
                )

            def who(n: int, where: str = where, g: dict[str, object] = g) -> int:
                fid, name = _untext(g.get(f"tessera_{n}")), _untext(g.get(f"giocatore_{n}"))
                if fid in by_fid:
                    return by_fid[fid]
                if name in by_name:
                    return by_name[name]
                raise InputError(f"{where}: '{name}' non è nella classifica")

            games.append(
                EventGame(
                    int(_num(g.get("turno"), "turno", where)),
                    who(1),
                    who(2),
                    int(_num(g.get("punti_1"), "punti", where)),
                    int(_num(g.get("punti_2"), "punti", where)),
                )  # fmt: skip
            )
    rounds = max((g.round for g in games), default=0)
    return _event(
        _untext(first.get("torneo")),
        day,
        _untext(first.get("luogo")),
        details,
        lines,
        games,
        path.name,
        rounds,
    )
