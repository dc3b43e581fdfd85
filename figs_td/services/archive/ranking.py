"""The national ranking over the archive, its JSON and its XLSX/PDF."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from figs_td.core.archive.events import resolve
from figs_td.core.archive.ranking import ArchiveRankingRow, ArchiveResult, archive_ranking
from figs_td.errors import InputError
from figs_td.services.archive.rules import rules_of

if TYPE_CHECKING:
    from figs_td.store.archive.store import ArchiveStore


def ranking(store: ArchiveStore, as_of: dt.date) -> list[ArchiveRankingRow]:
    """The national ranking on ``as_of`` with the archive's rules. A row whose results in the
    window all came without tessera shows the tessera of the player record (issue 40 §3): the
    kept player's, else one of the players merged into him."""
    from figs_td.core.archive.places import months_before
    from figs_td.services._gc import without_gc_passes

    with without_gc_passes(), store.read() as tx:  # tens of thousands of short-lived rows
        rules, _ = rules_of(tx)
        merged = tx.merged_map()
        rows = tx.ranking_rows(months_before(as_of, rules.window_months), as_of)
        if merged:
            results = [ArchiveResult(resolve(merged, r[0]), *r[1:]) for r in rows]
        else:
            results = [ArchiveResult._make(r) for r in rows]
        out = archive_ranking(results, as_of, rules)
        bare = {r.player_id for r in out if not r.federation_id}
        if not bare:
            return out
        group = {i: i for i in bare} | {
            i: root for i in merged if (root := resolve(merged, i)) in bare
        }
        known = tx.federation_ids(group)
    fids: dict[int, str] = {}
    for pid in sorted(group, key=lambda i: (i != group[i], i)):  # the kept record first
        if pid in known:
            fids.setdefault(group[pid], known[pid])
    return [replace(r, federation_id=fids[r.player_id]) if r.player_id in fids else r for r in out]


def ranking_json(rows: Sequence[ArchiveRankingRow], as_of: dt.date) -> dict[str, Any]:
    return {
        "as_of": as_of.isoformat(),
        "rows": [
            {
                "rank": r.rank,
                "player_id": r.player_id,
                "federation_id": r.federation_id,
                "name": r.name,
                "club": r.club,
                "points": r.points,
                "counted": r.counted,
                "tournaments": r.tournaments,
                "results": [
                    {
                        "event_id": x.event_id,
                        "tournament": x.event,
                        "date": x.date.isoformat(),
                        "category": x.category,
                        "place": x.place,
                        "points": x.points,
                        "counted": x.counted,
                        "why": x.why,
                    }
                    for x in r.results
                ],
            }
            for r in rows
        ],
    }


def write_ranking(rows: Sequence[ArchiveRankingRow], as_of: dt.date, out: str) -> str:
    """The archive's ranking as ``.xlsx`` or ``.pdf`` (by the suffix), written atomically."""
    from pathlib import Path

    from figs_td.atomic import atomic_output
    from figs_td.reports.data import ReportHeader
    from figs_td.reports.table import Column, Sheet

    suffix = Path(out).suffix.lower()
    if suffix not in (".xlsx", ".pdf"):
        raise InputError(f"la classifica si esporta in .xlsx o .pdf, non '{Path(out).name}'")
    cols = [
        Column("Pos.", 1, "int"),
        Column("Tessera", 1.5),
        Column("Giocatore", 5),
        Column("Circolo", 3),
        Column("Punti", 1.2, "int"),
        Column("Contati", 1.2, "int"),
        Column("Tornei", 1.2, "int"),
        Column("Risultati", 10, wrap=True),
    ]
    body = []
    for r in rows:
        detail = "; ".join(
            (f"{x.event} {x.date:%d/%m/%Y} {x.place}° {x.points}" if x.counted
             else f"({x.event} {x.date:%d/%m/%Y} {x.place}° {x.points}: {x.why})")
            for x in r.results
        )  # fmt: skip
        body.append(
            [r.rank, r.federation_id, r.name, r.club, r.points, r.counted, r.tournaments, detail]
        )
    title = f"Classifica federale al {as_of:%d/%m/%Y}"
    # Landscape: the results have room; every text wraps, none is cut (issue 40 §2).
    sheet = Sheet(title, cols, body, landscape=True,
                  legend="Risultati: evento, data, posizione e punti; tra parentesi quelli che "
                         "non contano, con il motivo.")  # fmt: skip
    header = ReportHeader("Classifica federale", "", as_of)
    with atomic_output(out, keep_suffix=True) as tmp:
        if suffix == ".xlsx":
            from figs_td.reports.xlsx import write_workbook

            write_workbook(tmp, header, [sheet])
        else:
            from figs_td.reports.pdf import sheet_pdf

            sheet_pdf(tmp, header, sheet)
    return out
