"""The pages of categories, prizes, clubs and team events (issue 16's documents on the web).

Each page shows the table of the printed document itself: the content comes from the same
service functions (:mod:`figs_td.services.reports.prizes`, :mod:`figs_td.services.reports.teams`)
and is laid out by the same ``*_sheet`` functions that build the PDF/XLSX tables, so the web only
formats cells (:func:`figs_td.reports.table.fmt`). A page is listed only when its data exist.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from figs_td.reports.table import Sheet, fmt

if TYPE_CHECKING:
    from figs_td.reports.prize_documents import RankedData
    from figs_td.services.publish import RoundPages, SiteData

_CATEGORIES = re.compile(r"^categorie-(\d{1,3})\.html$")
_TEAM_ROUND = re.compile(r"^squadre-turno-(\d{1,3})\.html$")
#: Columns whose cells are player names (linked to the player's page).
NAME_COLUMNS = frozenset({"Giocatore", "Vincitore", "Inizia", "Secondo"})
#: Cell classes: the club column is left out on a phone, as in the other standings.
_CSS = {"Club": "club"}


@dataclass(frozen=True)
class Section:
    """One table of a page: heading, the document's table (cells formatted), note under it."""

    heading: str
    columns: tuple[tuple[str, bool, bool, str], ...]  # (label, numeric, names, CSS class)
    rows: tuple[tuple[str, ...], ...]
    note: str = ""
    ident: str = ""


def section(
    sheet: Sheet, *, heading: str | None = None, note: str = "", ident: str = ""
) -> Section:
    cols = tuple(
        (c.label, c.numeric, c.label in NAME_COLUMNS, _CSS.get(c.label, "n" if c.numeric else ""))
        for c in sheet.columns
    )
    rows = tuple(
        tuple(fmt(v, c.kind) for v, c in zip(row, sheet.columns, strict=True)) for row in sheet.rows
    )
    return Section(heading or sheet.title, cols, rows, note, ident)


def category_sections(data: RankedData) -> list[Section]:
    """The standings per category, one table per category (the document's lines, grouped)."""
    from figs_td.reports.prize_documents import ranked_sheet

    groups: dict[str, list[Any]] = {}
    for line in data.lines:
        groups.setdefault(line.group, []).append(line)
    out = []
    for i, (name, lines) in enumerate(groups.items(), 1):
        sheet = ranked_sheet(replace(data, title=name, lines=tuple(lines), with_group=False))
        out.append(section(sheet, ident=f"cat-{i}"))
    return out


class ExtraPages:
    """Mixed into :class:`figs_td.web.pages.Pages`."""

    site: SiteData
    rounds: dict[int, RoundPages]

    def _render(self, template: str, title: str, **context: Any) -> str:  # pragma: no cover
        raise NotImplementedError

    def extra_paths(self) -> list[str]:
        ex = self.site.extras
        out = []
        if ex is not None:
            if ex.categories is not None:
                out.append("categorie.html")
            if ex.prize_list is not None:
                out.append("premi.html")
            if ex.clubs is not None:
                out.append("circoli.html")
            if ex.team_standings is not None:
                out.append("squadre.html")
        for n, rnd in self.rounds.items():
            if rnd.categories is not None:
                out.append(f"categorie-{n}.html")
            if rnd.team is not None:
                out.append(f"squadre-turno-{n}.html")
        return out

    def _extra_page(self, path: str) -> tuple[str, str, dict[str, Any]] | None:
        from figs_td.reports import prize_documents as pd
        from figs_td.reports import team_documents as td

        ex = self.site.extras
        if path == "categorie.html":
            if ex is None or ex.categories is None:
                return None
            return self._categories(ex.categories, ex.after)
        if path == "premi.html":
            if ex is None or ex.prize_list is None:
                return None
            sheet = pd.prize_list_sheet(ex.prize_list)
            return self._sections(
                f"Premi — classifica dopo il turno {ex.after}",
                [section(sheet, heading="Premi", note=ex.prize_list.rule)],
                lead=self._provisional(ex.after),
            )
        if path == "circoli.html":
            if ex is None or ex.clubs is None:
                return None
            sheet = pd.clubs_sheet(ex.clubs)
            note = (
                f"Per ogni circolo: somma dei punti (poi della differenza) dei migliori "
                f"{ex.clubs.best} giocatori in classifica."
            )
            return self._sections(
                f"Classifica per circoli dopo il turno {ex.after}", [section(sheet, note=note)]
            )
        if path == "squadre.html":
            if ex is None or ex.team_standings is None:
                return None
            data = ex.team_standings
            return self._sections(
                "Classifica a squadre",
                [section(td.standings_sheet(data), note=data.ranking_note)],
                lead="Contano gli incontri conclusi (tutte le partite con il risultato).",
            )
        if m := _CATEGORIES.match(path):
            rnd = self.rounds.get(int(m.group(1)))
            if rnd is None or rnd.categories is None:
                return None
            return self._categories(rnd.categories, rnd.number, rnd)
        if m := _TEAM_ROUND.match(path):
            rnd = self.rounds.get(int(m.group(1)))
            if rnd is None or rnd.team is None:
                return None
            return self._team_round(rnd)
        return None

    def _provisional(self, after: int) -> str:
        planned = self.site.event.planned_rounds
        if planned is not None and after >= planned:
            return ""
        return f"Provvisori: assegnati sulla classifica dopo il turno {after}."

    def _team_round(self, rnd: RoundPages) -> tuple[str, str, dict[str, Any]]:
        from figs_td.reports import team_documents as td

        assert rnd.team is not None
        sections = [section(td.pairings_sheet(rnd.team), heading="Abbinamenti", ident="abb")]
        if any(line.score for line in rnd.team.lines):
            note = (
                "Partite vinte per squadra (la patta vale ½), poi il punteggio di ogni scacchiera."
            )
            sections.append(
                section(td.results_sheet(rnd.team), heading="Risultati", note=note, ident="ris")
            )
        if rnd.team_standings is not None:
            data = rnd.team_standings
            sections.append(
                section(
                    td.standings_sheet(data),
                    heading=f"Classifica a squadre dopo il turno {rnd.number}",
                    note=data.ranking_note,
                    ident="cla",
                )
            )
        return self._sections(f"Turno {rnd.number} a squadre", sections, rnd=rnd)

    def _categories(
        self, data: RankedData, after: int, rnd: RoundPages | None = None
    ) -> tuple[str, str, dict[str, Any]]:
        """The page of the standings by category after round ``after``."""
        return self._sections(
            f"Classifiche per categoria dopo il turno {after}",
            category_sections(data),
            lead=data.note,
            rnd=rnd,
        )

    def _sections(
        self, title: str, sections: list[Section], *, lead: str = "", rnd: RoundPages | None = None
    ) -> tuple[str, str, dict[str, Any]]:
        return "sheets.html", title, {"sections": sections, "lead": lead, "rnd": rnd}
