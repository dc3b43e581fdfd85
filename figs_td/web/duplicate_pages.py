"""The pages of a duplicate event (issue 30): ``duplicato.html`` for the projector (the board,
the rack in large letters, the countdown, then the top), ``duplicato-classifica.html`` (per
game and overall, percent of the sum of the tops), ``duplicato-soluzioni-G-M.html`` (the
solutions sheet of a move) and ``duplicato-giocatore-N.html`` (a player's running total, for
the phone). The data come prepared from :mod:`figs_td.services.duplicate.site`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from figs_td.core.duplicate.standings import UNSETTLED_LEGEND, UNSETTLED_MARK

if TYPE_CHECKING:
    from figs_td.services.publish import SiteData

_SHEET = re.compile(r"^duplicato-soluzioni-(\d{1,2})-(\d{1,2})\.html$")
_PLAYER = re.compile(r"^duplicato-giocatore-(\d{1,6})\.html$")


class DuplicatePages:
    """Mixed into :class:`figs_td.web.pages.Pages`."""

    site: SiteData

    def _render(self, template: str, title: str, **context: Any) -> str:  # pragma: no cover
        raise NotImplementedError

    def duplicate_paths(self) -> list[str]:
        d = self.site.duplicate
        if d is None:
            return []
        out = ["duplicato.html", "duplicato-classifica.html"]
        out += [f"duplicato-soluzioni-{g}-{m}.html" for g, m in sorted(d.sheets)]
        out += [f"duplicato-giocatore-{n}.html" for n, _ in d.players]
        return out

    def _duplicate_page(self, path: str) -> tuple[str, str, dict[str, Any]] | None:
        d = self.site.duplicate
        if d is None:
            return None
        page = self._duplicate_template(path, d)
        if page is None:
            return None
        template, title, context = page
        return template, title, {"mark": UNSETTLED_MARK, "legend": UNSETTLED_LEGEND, **context}

    def _duplicate_template(self, path: str, d: Any) -> tuple[str, str, dict[str, Any]] | None:
        if path == "duplicato.html":
            return "duplicato.html", "Duplicato — proiettore", {"d": d}
        if path == "duplicato-classifica.html":
            return "duplicato_classifica.html", "Duplicato — classifica", {"d": d}
        if m := _SHEET.match(path):
            sheet = d.sheets.get((int(m.group(1)), int(m.group(2))))
            if sheet is None:
                return None
            title = f"Soluzioni — partita {sheet.game}, mossa {sheet.move}"
            return "duplicato_soluzioni.html", title, {"d": d, "sheet": sheet}
        if m := _PLAYER.match(path):
            number = int(m.group(1))
            name = dict(d.players).get(number)
            if name is None:
                return None
            return "duplicato_giocatore.html", name, {"d": d, **player_view(d, number)}
        return None


def player_view(d: Any, number: int) -> dict[str, Any]:
    """One player's page: overall row, then per game each move's score, top, gap and the
    running total."""
    overall = next((r for r in d.standings if r.number == number), None)
    games = []
    for g in d.games:
        lines = []
        totals = d.running.get(g, {}).get(number, [])
        moves = sorted(m for gg, m in d.sheets if gg == g)
        for i, m in enumerate(moves):
            sheet = d.sheets[(g, m)]
            row = next((r for r in sheet.rows if r.number == number), None)
            lines.append(
                {
                    "move": m,
                    "sheet": sheet,
                    "row": row,
                    "total": totals[i] if i < len(totals) else None,
                }
            )
        game_row = next((r for r in d.by_game.get(g, ()) if r.number == number), None)
        games.append({"number": g, "lines": lines, "row": game_row})
    return {"number": number, "overall": overall, "games": games}
