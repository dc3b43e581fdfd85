"""Federation use cases: the export of one tournament and the national ranking of several.

The ranking reads tournament files (``.figs``, through the store) and federation exports
(``.xlsx``/``.csv`` in the layout of :mod:`figs_td.reports.federation`), so the federation can
rank tournaments directed with other copies of the program.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from pathlib import Path

from figs_td.core.archive.places import PlaceTable, RankingRow, TournamentPlace, compute_ranking
from figs_td.errors import InputError

Progress = Callable[[int, int, str], None]


def places_from_tournament(path: Path | str) -> list[TournamentPlace]:
    """Final places of a ``.figs`` tournament (or a database URL), with its date: the final
    placing of a knockout/phased event (domain.md §7), otherwise the standings' rank."""
    from figs_td.services.standings import standings_of
    from figs_td.store import open_store

    with open_store(str(path)) as store, store.read() as tx:
        info = tx.tournament.get()
        state = tx.state()
    day_text = info.date_end or info.date_start
    if not day_text:
        raise InputError(
            f"il torneo '{info.name}' ({Path(path).name}) non ha una data: impostarla prima di "
            "calcolare la classifica federale"
        )
    try:
        day = dt.date.fromisoformat(day_text)
    except ValueError as exc:
        raise InputError(f"data del torneo '{info.name}' non valida: {day_text}") from exc
    players = {p.id: p for p in state.players}
    return [
        TournamentPlace(info.name, day, r.place, r.name, players[r.player_id].federation_id)
        for r in standings_of(state, info.tiebreaks, info=info)
    ]


def read_places(path: Path | str) -> list[TournamentPlace]:
    """Final places from a tournament file or a federation export."""
    p = Path(str(path))
    if not p.exists() and "://" not in str(path):
        raise InputError(f"il file '{path}' non esiste")
    if p.suffix.lower() in (".xlsx", ".csv"):
        from figs_td.reports.federation import read_places as read_export

        if p.suffix.lower() == ".xlsx":
            from figs_td.services.exchange.xlsx_limits import check_workbook

            check_workbook(p)  # sizes and parts from the zip's directory: no zip bomb unpacked
        return read_export(p)
    return places_from_tournament(path)


def parse_points(text: str) -> PlaceTable:
    """``"100,80,60,…"`` (places 1, 2, 3 …) with an optional ``"…/1"`` for every later place."""
    head, _, rest = text.partition("/")
    try:
        points = tuple(int(x) for x in head.replace(";", ",").split(",") if x.strip())
        tail = int(rest) if rest.strip() else 1
    except ValueError as exc:
        raise InputError(f"tabella dei punti non valida: '{text}' (esempio: 100,80,60/1)") from exc
    if not points:
        raise InputError("tabella dei punti vuota")
    return PlaceTable(points, tail)


def national_ranking(
    files: Sequence[Path | str],
    as_of: dt.date,
    *,
    table: PlaceTable | None = None,
    progress: Progress | None = None,
) -> list[RankingRow]:
    """The national ranking on ``as_of`` from several tournaments (domain.md §7)."""
    if not files:
        raise InputError("indicare almeno un file di torneo")
    places: list[TournamentPlace] = []
    for i, f in enumerate(files, start=1):
        places += read_places(f)
        if progress:
            progress(i, len(files), "tornei letti")
    return compute_ranking(places, as_of, table=table)


def ranking_sheet(rows: Sequence[RankingRow], as_of: dt.date):  # type: ignore[no-untyped-def]
    from figs_td.reports.table import Column, Sheet

    width = max((len(r.results) for r in rows), default=0)
    cols = [
        Column("Pos.", 1, "int"),
        Column("Tessera", 1.5),
        Column("Giocatore", 5),
        Column("Punti", 1.2, "int"),
        Column("Risultati contati", 1.2, "int"),
        Column("Tornei", 1.2, "int"),
        Column("Dettaglio", 10),
    ]
    out = []
    for r in rows:
        detail = "; ".join(
            f"{res.tournament} {res.date:%d/%m/%Y} {res.place}° {res.points}"
            + ("" if res.counted else " (non contato)")
            for res in r.results
        )
        out.append([r.rank, r.federation_id, r.name, r.points, r.counted, r.tournaments, detail])
    del width
    return Sheet(f"Classifica federale {as_of:%d-%m-%Y}", cols, out)


def write_ranking(rows: Sequence[RankingRow], as_of: dt.date, out: Path | str) -> Path:
    """The ranking as XLSX (``.xlsx``)."""
    from figs_td.reports.data import ReportHeader
    from figs_td.reports.xlsx import write_workbook

    if Path(out).suffix.lower() != ".xlsx":
        raise InputError(f"la classifica federale si esporta in .xlsx, non '{Path(out).name}'")
    from figs_td.atomic import atomic_output

    header = ReportHeader("Classifica federale", "", as_of)
    with atomic_output(out, keep_suffix=True) as tmp:
        write_workbook(tmp, header, [ranking_sheet(rows, as_of)])
    return Path(out)
