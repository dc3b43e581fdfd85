"""Printing the prize list, the final standings with prizes, the standings per category, the club
standings and the team documents (``figs-td export FILE DOC``; the export menu)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from figs_td.errors import InputError

if TYPE_CHECKING:
    from collections.abc import Sequence

    from figs_td.core.model import TournamentState
    from figs_td.core.standings.prizes import PrizeResult
    from figs_td.core.standings.table import StandingRow
    from figs_td.reports.prize_documents import ClubData, PrizeListData, RankedData
    from figs_td.services.reports.common import ExportResult
    from figs_td.store.records import TournamentInfo
    from figs_td.store.store import Store

#: Documents written here (names as in ``reports.catalog.DOCUMENTS``).
PRIZE_DOCUMENTS = ("prizes", "final-standings", "categories", "clubs")
TEAM_DOCUMENTS = ("team-pairings", "team-results", "team-standings")
EXTRA_DOCUMENTS = PRIZE_DOCUMENTS + TEAM_DOCUMENTS


def export_extra(
    store: Store, doc: str, out: Path | str, *, round_no: int | None = None, **_: Any
) -> ExportResult:
    from figs_td.reports.table import output_format
    from figs_td.services.reports.common import ExportResult, header_of
    from figs_td.services.reports.common import missing_results as _missing_results

    output_format(out)
    out = Path(out)
    with store.read() as tx:
        info = tx.tournament.get()
        state = tx.state()
    header = header_of(info)
    if doc in TEAM_DOCUMENTS:
        from figs_td.services.reports.teams import export_team_document

        pages = export_team_document(store, doc, out, header, round_no=round_no)
    else:
        pages = _prize_document(store, doc, out, header, round_no)
    return ExportResult(doc, (out,), pages, _missing_results(state, round_no))


def _prize_document(store: Store, doc: str, out: Path, header: Any, round_no: int | None) -> int:
    from figs_td.reports import prize_documents as pd
    from figs_td.reports.prepare import complete_round
    from figs_td.services.prize_setup import _standings

    rows, state, info = _standings(store, round_no)
    # The round the standings are taken after, shown in the header ("Turno 6").
    header = header.with_round(
        (round_no if round_no is not None else complete_round(state)) or None
    )
    if doc == "clubs":
        return pd.clubs(club_data(header, rows, state, info), out)
    if doc == "categories":
        data = category_data(header, rows, state, info)
        if data is None:
            raise InputError("il torneo non ha categorie: definirle prima (categories band/free)")
        return pd.ranked(data, out)
    if doc == "final-standings":
        data_f = final_standings_data(header, rows, state, info, after_round=round_no)
        return pd.ranked(data_f, out)
    data_p = prize_list_data(header, rows, state, info)
    if data_p is None:
        raise InputError("la tabella dei premi è vuota: aggiungere i premi (prize-table add)")
    return pd.prize_list(data_p, out)


# The documents' contents, prepared from the standings rows of one read (the printed documents
# and the published pages both call these: one implementation of every line).


def _ranked_line(
    r: Any, club_of: dict[int, str], group: str = "", prize: str = "", phase: str = ""
) -> Any:
    from figs_td.reports.prize_documents import RankedLine

    return RankedLine(
        group, r.final_place, r.name, club_of.get(r.player_id, ""), r.wins,
        r.tournament_points, r.spread, r.points, prize, dict(r.values), phase,
    )  # fmt: skip


def club_data(
    header: Any, rows: Sequence[StandingRow], state: TournamentState, info: TournamentInfo
) -> ClubData:
    """Club standings (the ``clubs`` document)."""
    from figs_td.reports.prize_documents import ClubData, ClubLine
    from figs_td.services.prizes import clubs_of

    best, crows = clubs_of(rows, state, info)
    lines = tuple(
        ClubLine(
            c.rank,
            c.club,
            c.tournament_points,
            c.spread,
            ", ".join(f"{r.name} ({r.tournament_points})" for r in c.players),
        )
        for c in crows
    )
    return ClubData(header, best, lines)


def category_data(
    header: Any, rows: Sequence[StandingRow], state: TournamentState, info: TournamentInfo
) -> RankedData | None:
    """Standings per category (the ``categories`` document); None without categories."""
    from figs_td.core.standings.categories import category_members, category_standings
    from figs_td.reports.prize_documents import RankedData
    from figs_td.services.prize_setup import _setup

    setup = _setup(info)
    if not setup.categories:
        return None
    club_of = {p.id: p.club for p in state.players}
    out_lines = []
    for c in setup.categories:
        members = category_members(c, state.players, setup.extras)
        out_lines += [_ranked_line(r, club_of, c.name) for r in category_standings(rows, members)]
    return RankedData(
        header, "Classifiche per categoria", tuple(out_lines), with_group=True,
        note="; ".join(f"{c.name}: {c.describe()}" for c in setup.categories),
        chain=_chain(info),
    )  # fmt: skip


def _chain(info: TournamentInfo) -> tuple[str, ...]:
    from figs_td.core.standings.table import resolve_tiebreaks

    return resolve_tiebreaks(info.tiebreaks)


def final_standings_data(
    header: Any,
    rows: Sequence[StandingRow],
    state: TournamentState,
    info: TournamentInfo,
    *,
    result: PrizeResult | None = None,
    after_round: int | None = None,
) -> RankedData:
    """The final standings with the prize column (the ``final-standings`` document): titled
    "Classifica finale" only once the event is over (``reports.prepare.is_final_standings``),
    before that "Classifica dopo il turno N" (``after_round``, default the last complete one)."""
    from figs_td.core.standings.placing import bracket_note, phase_labels
    from figs_td.reports.prepare import (
        complete_round,
        has_bracket,
        is_final_standings,
        standings_title,
    )
    from figs_td.reports.prize_documents import RankedData
    from figs_td.services.prizes import prize_of_player, prizes_of
    from figs_td.services.standings import placing_settings

    if result is None:
        result = prizes_of(rows, state, info)
    won = prize_of_player(result)
    club_of = {p.id: p.club for p in state.players}
    rnd = complete_round(state) if after_round is None else after_round
    settings = placing_settings(info)
    final = is_final_standings(state, rnd, settings)
    title = standings_title(rnd, final)
    # A bracket decided the top places (issue 44): say so before the chain, show each phase.
    decided = final and has_bracket(state, settings)
    phases = phase_labels(rows, decided)
    lines = tuple(
        _ranked_line(r, club_of, prize=won.get(r.player_id, ""), phase=phases.get(r.player_id, ""))
        for r in rows
    )
    return RankedData(
        header,
        title,
        lines,
        note=result.rule,
        bracket_note=bracket_note(rows, decided),
        with_prize=True,
        chain=_chain(info),
    )


def prize_list_data(
    header: Any,
    rows: Sequence[StandingRow],
    state: TournamentState,
    info: TournamentInfo,
    *,
    result: PrizeResult | None = None,
) -> PrizeListData | None:
    """Who wins what, with the rule used (the ``prizes`` document); None without a table."""
    from figs_td.reports.prize_documents import PrizeLine, PrizeListData
    from figs_td.services.prizes import (
        changed_ratings,
        prizes_of,
        rating_text,
        received,
        share_text,
    )

    if result is None:
        result = prizes_of(rows, state, info)
    if not result.awards:
        return None
    club_of = {p.id: p.club for p in state.players}
    registered = changed_ratings(state.players, info.settings)
    rating_of = {p.id: p.rating for p in state.players}

    def winner(a: Any) -> str:
        text = share_text(a) or a.name  # shared ties: every name and the share
        if a.player_id in registered:  # the bands used the rating at registration
            text += f" ({rating_text(a.player_id, rating_of[a.player_id], registered)})"
        return text

    plines = tuple(
        PrizeLine(
            a.prize.title(),
            a.prize.label,
            received(a),  # a shared award: each one's share (issue 44)
            winner(a),
            a.rank,
            club_of.get(a.player_id, "") if a.player_id is not None else "",
            a.tied,
        )
        for a in result.awards
    )
    return PrizeListData(header, plines, result.rule)
