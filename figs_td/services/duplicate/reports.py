"""Documents of a duplicate event (``reports.catalog``: ``duplicate-master``,
``duplicate-standings``, ``duplicate-players``) and its federation export.

Public API: :func:`export_duplicate`, :data:`DUPLICATE_DOCUMENTS`, :func:`player_records`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from figs_td.errors import InputError
from figs_td.plurals import count
from figs_td.services.duplicate import events as dup

if TYPE_CHECKING:
    from figs_td.services.reports.common import ExportResult
    from figs_td.store import Store

DUPLICATE_DOCUMENTS = (
    "duplicate-master",
    "duplicate-standings",
    "duplicate-players",
    "duplicate-solutions",
)


def is_duplicate(store: Store) -> bool:
    from figs_td.core.model import System
    from figs_td.services.tournament import tournament_info

    return tournament_info(store).system is System.DUPLICATE


def player_records(store: Store, numbers: list[int] | None = None) -> list[dict[str, Any]]:
    """Each player's moves: game, move, rack, what was written, score, top, note; ``unsettled``
    when the score is above the top (entered before it was placed: counted 0 until the arbiter
    corrects it)."""
    from figs_td.core.duplicate.standings import UNSETTLED_MARK

    data = dup.EventData.read(store)
    rows = {r.number: r for r in data.standings()}
    slips = {
        (g.number, m.number): data.slips_for_move(g.number, m.number)
        for g in data.games
        for m in g.moves
        if m.confirmed
    }
    out = []
    for number, row in sorted(rows.items()):
        if numbers and number not in numbers:
            continue
        moves = []
        for g in data.games:
            for m in g.moves:
                if not m.confirmed:
                    continue
                slip = slips[(g.number, m.number)].get(number)
                entry = slip["entry"] if slip else {}
                written = entry.get("text") or (f"({count(int(entry.get('score') or 0), 'punto', 'punti')})" if slip else "—")
                note = entry.get("reason", "") if slip else "nessun foglietto"
                unsettled = bool(slip and slip["unsettled"])
                if unsettled:
                    note = f"{UNSETTLED_MARK} oltre il top: da verificare dall'arbitro"
                moves.append(
                    {
                        "game": g.number,
                        "move": m.number,
                        "rack": m.rack,
                        "written": written,
                        "score": slip["score"] if slip else 0,
                        "top": m.placed_score or 0,
                        "note": note,
                        "unsettled": unsettled,
                    }
                )
        out.append(
            {
                "number": number,
                "name": row.name,
                "rank": row.rank,
                "total": row.total,
                "pct": row.pct,
                "tops": row.tops,
                "moves": moves,
            }
        )
    return out


def export_duplicate(
    store: Store,
    doc: str,
    out: Path | str,
    *,
    game: int | None = None,
    players: list[int] | None = None,
) -> ExportResult:
    from figs_td.reports import duplicate_docs
    from figs_td.reports.documents import output_format
    from figs_td.services.reports.common import ExportResult, header_of
    from figs_td.services.tournament import tournament_info

    if doc not in DUPLICATE_DOCUMENTS:
        raise InputError(f"documento di duplicato sconosciuto: {doc!r}")
    path = Path(out)
    output_format(path)
    header = header_of(tournament_info(store))
    if doc == "duplicate-master":
        g = dup.get_game(store, game)
        pages = duplicate_docs.write_master(path, header, dup.game_json(g))
    elif doc == "duplicate-standings":
        rows = [r.to_json() for r in dup.standings(store)]
        numbers = [g.number for g in dup.list_games(store)]
        pages = duplicate_docs.write_standings(path, header, rows, numbers)
    elif doc == "duplicate-solutions":
        from figs_td.services.duplicate.solutions import export_solutions

        return export_solutions(store, path, game=game)
    else:
        pages = duplicate_docs.write_players(path, header, player_records(store, players))
    return ExportResult(doc, (path,), pages)


#: Columns of the duplicate federation export (docs/riferimento/duplicato.md).
FEDERATION_STANDINGS = (
    "torneo", "data", "luogo", "posizione", "tessera", "giocatore", "club", "partite",
    "punti", "top_totale", "differenza", "percentuale", "top",
)  # fmt: skip
FEDERATION_MOVES = (
    "torneo", "data", "partita", "mossa", "leggio", "posizione_top", "punti_top", "tessera",
    "giocatore", "scritto", "punti",
)  # fmt: skip


def federation_duplicate(store: Store, out: Path | str) -> ExportResult:
    """The federation export of a duplicate event: ``.xlsx`` (sheets Classifica and Mosse) or
    ``.csv`` (two files, as the classic export: UTF-8 with BOM, ``;``, decimal comma, the
    export's mark in the last column ``esportazione``, replaced as a pair)."""
    from figs_td.atomic import atomic_output
    from figs_td.reports.federation import (
        EXPORT_COLUMN,
        _write_csv,
        csv_paths,
        marked,
        new_export_mark,
    )
    from figs_td.reports.table import Column, Sheet
    from figs_td.reports.xlsx import write_workbook
    from figs_td.services.players import list_players
    from figs_td.services.reports.common import ExportResult, header_of, write_atomically
    from figs_td.services.tournament import tournament_info

    info = tournament_info(store)
    header = header_of(info)
    date = info.date_start or ""
    records = {p.seq: p for p in list_players(store)}
    games = dup.list_games(store)
    standings_rows = [
        [info.name, date, info.place, r.rank, records[r.number].federation_id, r.name,
         records[r.number].club, len(games), r.total, r.top_total, r.diff, r.pct, r.tops]
        for r in dup.standings(store)
    ]  # fmt: skip
    move_rows = []
    for g in games:
        for m in g.moves:
            if not m.confirmed:
                continue
            slips = dup.slips_for_move(store, g.number, m.number)
            for number, p in sorted(records.items()):
                s = slips.get(number)
                written = (s["entry"].get("text") or "") if s else ""
                move_rows.append(
                    [info.name, date, g.number, m.number, m.rack, m.placed, m.placed_score,
                     p.federation_id, p.name, written, s["score"] if s else 0]
                )  # fmt: skip
    path = Path(out)
    suffix = path.suffix.lower()
    if suffix == ".xlsx":
        sheets = [
            Sheet("Classifica", [Column(c) for c in FEDERATION_STANDINGS], standings_rows),
            Sheet("Mosse", [Column(c) for c in FEDERATION_MOVES], move_rows),
        ]
        with atomic_output(path) as tmp:
            write_workbook(tmp, header, sheets)
        return ExportResult("federation", (path,), 2)
    if suffix != ".csv":
        raise InputError(
            f"formato non riconosciuto per l'esportazione federale: '{path.name}' (.xlsx o .csv)"
        )
    mark = new_export_mark()

    def write(tmp: Path) -> list[Path]:  # both files in full, then renamed as a pair
        pair = list(csv_paths(tmp))
        for target, cols, rows in (
            (pair[0], FEDERATION_STANDINGS, standings_rows),
            (pair[1], FEDERATION_MOVES, move_rows),
        ):
            _write_csv(target, (*cols, EXPORT_COLUMN), marked(rows, mark))
        return pair

    files = write_atomically(path, write)
    return ExportResult("federation", tuple(files), 0)
