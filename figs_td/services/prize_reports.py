"""Printing the prize list, the final standings with prizes, the standings per category, the club
standings and the team documents (``figs-td export FILE DOC``; the export menu)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from figs_td.errors import InputError

if TYPE_CHECKING:
    from figs_td.services.export_common import ExportResult
    from figs_td.store.store import Store

#: Documents written here (names as in ``reports.catalog.DOCUMENTS``).
PRIZE_DOCUMENTS = ("prizes", "final-standings", "categories", "clubs")
TEAM_DOCUMENTS = ("team-pairings", "team-results", "team-standings")
EXTRA_DOCUMENTS = PRIZE_DOCUMENTS + TEAM_DOCUMENTS


def export_extra(
    store: Store, doc: str, out: Path | str, *, round_no: int | None = None, **_: Any
) -> ExportResult:
    from figs_td.reports.table import output_format
    from figs_td.services.export_common import ExportResult, header_of
    from figs_td.services.export_common import missing_results as _missing_results

    output_format(out)
    out = Path(out)
    with store.read() as tx:
        info = tx.tournament.get()
        state = tx.state()
    header = header_of(info)
    if doc in TEAM_DOCUMENTS:
        from figs_td.services.team_reports import export_team_document

        pages = export_team_document(store, doc, out, header, round_no=round_no)
    else:
        pages = _prize_document(store, doc, out, header, round_no)
    return ExportResult(doc, (out,), pages, _missing_results(state, round_no))


def _prize_document(store: Store, doc: str, out: Path, header: Any, round_no: int | None) -> int:
    from figs_td.core.categories import category_members, category_standings
    from figs_td.reports import prize_documents as pd
    from figs_td.services.prizes import (
        _setup,
        _standings,
        clubs,
        prize_of_player,
        prizes_of,
    )

    rows, state, info = _standings(store, round_no)
    club_of = {p.id: p.club for p in state.players}

    def line(r: Any, group: str = "", prize: str = "") -> pd.RankedLine:
        return pd.RankedLine(
            group, r.rank, r.name, club_of.get(r.player_id, ""), r.wins,
            r.tournament_points, r.spread, r.points, prize,
        )  # fmt: skip

    if doc == "clubs":
        best, crows = clubs(store, after_round=round_no)
        lines = tuple(
            pd.ClubLine(
                c.rank,
                c.club,
                c.tournament_points,
                c.spread,
                ", ".join(f"{r.name} ({r.tournament_points})" for r in c.players),
            )
            for c in crows
        )
        return pd.clubs(pd.ClubData(header, best, lines), out)
    if doc == "categories":
        setup = _setup(info)
        if not setup.categories:
            raise InputError("il torneo non ha categorie: definirle prima (categories band/free)")
        out_lines: list[pd.RankedLine] = []
        for c in setup.categories:
            members = category_members(c, state.players, setup.extras)
            out_lines += [line(r, c.name) for r in category_standings(rows, members)]
        data = pd.RankedData(
            header, "Classifiche per categoria", tuple(out_lines), with_group=True,
            note="; ".join(f"{c.name}: {c.describe()}" for c in setup.categories),
        )  # fmt: skip
        return pd.ranked(data, out)
    result = prizes_of(rows, state, info)
    if doc == "final-standings":
        won = prize_of_player(result)
        data = pd.RankedData(
            header,
            "Classifica finale",
            tuple(line(r, prize=won.get(r.player_id, "")) for r in rows),
            note=result.rule,
            with_prize=True,
        )
        return pd.ranked(data, out)
    if not result.awards:
        raise InputError("la tabella dei premi è vuota: aggiungere i premi (prize-table add)")
    plines = tuple(
        pd.PrizeLine(
            a.prize.title(),
            a.prize.label,
            a.prize.amount,
            a.name,
            a.rank,
            club_of.get(a.player_id, "") if a.player_id is not None else "",
            a.tied,
        )
        for a in result.awards
    )
    return pd.prize_list(pd.PrizeListData(header, plines, result.rule), out)
