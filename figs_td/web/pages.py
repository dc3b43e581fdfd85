"""Every page of the site, rendered from the prepared data with Jinja2 (autoescaping on).

:class:`Pages` lists the site's files and renders any one of them on demand: the static writer
renders them all, the live server only the ones asked for (and keeps them until the data change).
Links are relative and the folder is flat, so the site works from disk and from any web host.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Container, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from importlib import resources
from typing import Any

from markupsafe import Markup, escape  # jinja2's own; these filters run on every cell

from figs_td.reports.data import (
    PairingRow,
    RankHistory,
    ResultRow,
    StandingsColumn,
    StandingsData,
    status_mark,
)
from figs_td.reports.table import fmt, fmt_number, sort_key
from figs_td.services.publish import RoundPages, SiteData
from figs_td.web.duplicate_pages import DuplicatePages
from figs_td.web.extra_pages import ExtraPages

#: Static files shipped with every site (name → media type).
ASSETS = {
    "stile.css": "text/css; charset=utf-8",
    "live.js": "text/javascript; charset=utf-8",
    "icona.svg": "image/svg+xml",
    "duplicato.css": "text/css; charset=utf-8",
    "duplicato.js": "text/javascript; charset=utf-8",
}

_ROUND = re.compile(r"^turno-(\d{1,3})(-alfabetico)?\.html$")
_STANDINGS = re.compile(r"^classifica-(\d{1,3})\.html$")
_PLAYER = re.compile(r"^giocatore-(\d{1,6})\.html$")


def asset(name: str) -> bytes:
    return (resources.files("figs_td.web") / "static" / name).read_bytes()


@functools.cache
def _env() -> Any:
    from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

    env = Environment(
        loader=PackageLoader("figs_td.web", "templates"),
        autoescape=select_autoescape(default=True, default_for_string=True),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        auto_reload=False,  # the templates are the package's: no file check on every page
    )
    env.filters["at"] = _at
    env.filters["num"] = _num
    env.filters["signed"] = _signed
    env.filters["score"] = _score
    env.filters["date"] = _date
    from figs_td.reports.data import STATUS_LEGEND, status_mark

    env.globals["status_mark"] = status_mark
    env.globals["status_legend"] = STATUS_LEGEND
    # Filters, not globals: a filter is called directly, a global through the template context.
    env.filters["status"] = _status
    env.filters["value_cells"] = _value_cells
    env.filters["result"] = _result
    return env


_WORD_LIST_MARK = ' <abbr title="può consultare l\'elenco delle parole di 2 e 3 lettere">*</abbr>'


class _NameCells(dict[str, Any]):
    """A player's name cell by name, made on first use."""

    def __init__(self, make: Callable[[str], Any]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, name: str) -> Any:
        cell = self[name] = self.make(name)
        return cell


def _at(mapping: Mapping[str, object], key: str) -> object:
    """``mapping.get(key)`` as a filter (a template's method call costs several times more)."""
    return mapping.get(key)


def _num(value: object) -> str:
    """``fmt(value, "num")``; a plain integer (most cells) and a Fraction (wins, points: half
    points) without the general path."""
    kind = value.__class__
    if kind is int:
        return str(value)
    if kind is Fraction:
        return fmt_number(value)  # type: ignore[arg-type]
    return fmt(value, "num")


def _signed(value: object) -> str:
    """``fmt(value, "signed")``: +12, -3, 0."""
    if value.__class__ is int:
        return f"+{value}" if value > 0 else str(value)  # type: ignore[operator]
    return fmt(value, "signed")


def _value_cells(
    values: Mapping[str, object], columns: Sequence[StandingsColumn], kept: Container[str]
) -> Any:
    """A standings row's value cells, one ``<td>`` per column: the spread signed, the others as
    numbers; a column not in ``kept`` has the class ``extra`` (hidden on a phone). One call per
    row instead of a template loop over the columns (12 cells × 400 rows × every round)."""
    cells = []
    for c in columns:
        key = c.key
        value = values.get(key)
        text = _signed(value) if key == "spread" else _num(value)
        cls = "n" if key in kept else "n extra"
        cells.append(f'<td class="{cls}">{escape(text)}</td>')
    return Markup("".join(cells))


def _status(text: str) -> Any:
    """The mark of a withdrawn/absent player, its meaning in the title (empty without one)."""
    mark = status_mark(text)
    if not mark:
        return ""
    return Markup(f' <abbr class="stato" title="{escape(text)}">{escape(mark)}</abbr>')


def _result(a: int | None, b: int | None) -> Any:
    """A game's scores, ``433–401`` (empty until both are entered)."""
    if a is None or b is None:
        return ""
    return Markup(f"{escape(_score(a))}–{escape(_score(b))}")


def _score(value: int | None) -> str:
    """A score; a negative one (time loss, art. 37) in brackets, as on the printed sheets."""
    if value is None:
        return ""
    return f"({value})" if value < 0 else str(value)


def _date(iso: str | None) -> str:
    if not iso:
        return ""
    parts = iso.split("-")
    return "/".join(reversed(parts)) if len(parts) == 3 else iso


@dataclass(frozen=True)
class AlphaLine:
    """A line of the alphabetical pairings: a player, table, opponent, who starts, result."""

    name: str
    number: int
    word_list: bool
    table: int | None
    opponent: str | None
    opponent_number: int | None
    moves_first: bool | None
    score: int | None
    opp_score: int | None
    note: str


@dataclass(frozen=True)
class TableLine:
    """A table of the round: the pairing and, when entered, its result."""

    pairing: PairingRow
    result: ResultRow | None


class Pages(ExtraPages, DuplicatePages):
    """The site of one tournament state. ``live``: pages include the refresh script."""

    def __init__(self, site: SiteData, *, live: bool = False) -> None:
        self.site = site
        self.live = live
        self.numbers = {name: number for number, name, _club in site.players}
        self.known = set(self.numbers.values())
        self.history = {h.name: h for h in site.history}
        self.rounds = {r.number: r for r in site.rounds}
        self._cells: dict[tuple[str | None, bool], Any] = {}
        # names[name] in a template == player(name): a lookup, not a call (rows of every page).
        self.names = _NameCells(self.player_cell)
        from markupsafe import Markup

        # names[name] + word_list_mark == player(name, number, True)
        self.word_list_mark = Markup(_WORD_LIST_MARK)

    # -- the list of files ---------------------------------------------------------------------

    def paths(self) -> list[str]:
        out = ["index.html", "classifica.html", "giocatori.html", "statistiche.html"]
        out.append("proiettore.html")
        if self.rounds:
            out.append("tabellone.html")
        if self.site.bracket is not None:
            out.append("eliminazione.html")
        for n in self.rounds:
            out += [f"turno-{n}.html", f"turno-{n}-alfabetico.html", f"classifica-{n}.html"]
        out += self.extra_paths()
        out += self.duplicate_paths()
        out += [f"giocatore-{n}.html" for n in sorted(self.known)]
        return out

    def render(self, path: str) -> bytes | None:
        """The bytes of ``path`` (a name from :meth:`paths` or an asset), None if there is none."""
        if path in ASSETS:
            return asset(path)
        page = self._page(path)
        if page is None:
            return None
        template, title, context = page
        return self._render(template, title, **context).encode("utf-8")

    def _page(self, path: str) -> tuple[str, str, dict[str, Any]] | None:
        fixed: dict[str, Callable[[], tuple[str, str, dict[str, Any]]]] = {
            "index.html": self._index,
            "classifica.html": self._current_standings,
            "giocatori.html": self._players,
            "statistiche.html": self._statistics,
            "tabellone.html": self._crosstable,
            "proiettore.html": self._projector,
            "eliminazione.html": self._bracket,
        }
        if path in fixed:
            if path == "tabellone.html" and not self.rounds:
                return None
            if path == "eliminazione.html" and self.site.bracket is None:
                return None
            return fixed[path]()
        if m := _ROUND.match(path):
            rnd = self.rounds.get(int(m.group(1)))
            if rnd is None:
                return None
            return self._round_alpha(rnd) if m.group(2) else self._round(rnd)
        if m := _STANDINGS.match(path):
            rnd = self.rounds.get(int(m.group(1)))
            if rnd is None:
                return None
            return self._standings(rnd.standings, rnd.standings.title, rnd)
        if m := _PLAYER.match(path):
            number = int(m.group(1))
            return self._player(number) if number in self.known else None
        return self._extra_page(path) or self._duplicate_page(path)

    def _render(self, template: str, title: str, **context: Any) -> str:
        return str(
            _env()
            .get_template(template)
            .render(
                site=self.site,
                event=self.site.event,
                title=title,
                live=self.live,
                rounds=self.site.rounds,
                extras=self.site.extras,
                link=self.player_link,
                player=self.player_cell,
                names=self.names,
                word_list_mark=self.word_list_mark,
                **context,
            )
        )

    def player_cell(self, name: str | None, number: int | None = None, mark: bool = False) -> Any:
        """A player's name, linked to their page when they have one; ``mark``: the * of the word
        list of 2 and 3 letters. (A Python function, not a template macro: it is on every row of
        every page, and a macro call costs ten times as much.)"""
        key = (name, mark)
        cell = self._cells.get(key)
        if cell is None:  # each name made once per site: it is on dozens of pages
            from markupsafe import Markup, escape

            href = self.player_link(name)
            text = escape(name)
            cell = Markup(f'<a href="{escape(href)}">{text}</a>') if href else text
            if mark:
                cell = Markup(cell + Markup(_WORD_LIST_MARK))
            self._cells[key] = cell
        return cell

    def player_link(self, name: str | None) -> str | None:
        number = self.numbers.get(name or "")
        return None if number is None else f"giocatore-{number}.html"

    # -- pages ---------------------------------------------------------------------------------

    def _index(self) -> tuple[str, str, dict[str, Any]]:
        return "index.html", self.site.event.name, {}

    def _round(self, rnd: RoundPages) -> tuple[str, str, dict[str, Any]]:
        results = {(r.table, r.first): r for r in rnd.results.rows}
        lines = [TableLine(p, results.get((p.table, p.first.name))) for p in rnd.pairings.rows]
        return "round.html", f"Turno {rnd.number}", {"rnd": rnd, "lines": lines}

    def alpha_lines(self, rnd: RoundPages) -> list[AlphaLine]:
        results = {(r.table, r.first): r for r in rnd.results.rows}
        out = []
        for p in rnd.pairings.rows:
            res = results.get((p.table, p.first.name))
            note = res.note if res else ""
            a, b = p.first, p.second
            sa = res.score_first if res else None
            sb = res.score_second if res else None
            if b is None:
                out.append(AlphaLine(a.name, a.number, a.word_list, p.table, None, None, None,
                                     None, None, note or "riposo"))  # fmt: skip
                continue
            out.append(AlphaLine(a.name, a.number, a.word_list, p.table, b.name, b.number, True,
                                 sa, sb, note))  # fmt: skip
            out.append(AlphaLine(b.name, b.number, b.word_list, p.table, a.name, a.number, False,
                                 sb, sa, note))  # fmt: skip
        for a in rnd.pairings.absent:  # announced absent for this round (players absent)
            out.append(AlphaLine(a.name, a.number, a.word_list, None, None, None, None, None,
                                 None, "assente"))  # fmt: skip
        out.sort(key=lambda line: sort_key(line.name))
        return out

    def _round_alpha(self, rnd: RoundPages) -> tuple[str, str, dict[str, Any]]:
        title = f"Turno {rnd.number} — ordine alfabetico"
        return "round_alpha.html", title, {"rnd": rnd, "lines": self.alpha_lines(rnd)}

    def _standings(
        self, data: StandingsData, title: str, rnd: RoundPages | None, *, chart: bool = False
    ) -> tuple[str, str, dict[str, Any]]:
        svg = ""
        if chart and self.site.history:
            from figs_td.web.svg import rank_chart_svg

            svg = rank_chart_svg(self.site.history, title="Posizione dopo ogni turno (primi 12)")
        # Each player's categories on every standings page; the prize column (and the rule
        # used) on the current standings when they are those the prizes were assigned on.
        extras = self.site.extras
        final = extras.final if extras is not None and rnd is None else None
        if final is not None and extras is not None and data.header.round != extras.after:
            final = None
        context = {
            "data": data,
            "rnd": rnd,
            "chart": svg,
            "prizes": extras.prize_of if final is not None and extras is not None else None,
            "cats": extras.categories_of if extras is not None else {},
            "rule": final.note if final is not None else "",
        }
        return "standings.html", title, context

    def _current_standings(self) -> tuple[str, str, dict[str, Any]]:
        data = self.site.current_standings
        if data is None:
            return "empty.html", "Classifica", {"message": "Nessun turno ancora abbinato."}
        # One rule for the title, the PDF's (reports.prepare.standings_title): "Classifica
        # finale" once the event is over, else "Classifica dopo il turno N".
        return self._standings(data, data.title, None, chart=True)

    def _crosstable(self) -> tuple[str, str, dict[str, Any]]:
        return "crosstable.html", "Tabellone", {"data": self.site.crosstable}

    def _bracket(self) -> tuple[str, str, dict[str, Any]]:
        return "bracket.html", "Tabellone dell'eliminazione diretta", {"data": self.site.bracket}

    def _players(self) -> tuple[str, str, dict[str, Any]]:
        players = sorted(self.site.players, key=lambda p: sort_key(p[1]))
        return "players.html", "Giocatori", {"players": players}

    def _player(self, number: int) -> tuple[str, str, dict[str, Any]]:
        from figs_td.web.svg import rank_chart_svg

        card = self.site.scorecard(number)
        if card is None:
            return "empty.html", "Giocatore", {"message": "Giocatore inesistente."}
        hist = self.history.get(card.name)
        # Ranks after complete rounds only, as the standings page counts them: a result of the
        # round in progress changes the page of the two players who played, not of every player
        # whose provisional place moved (issue 41 §2: a push sends a few pages, not a hundred).
        done = next((i for i, r in enumerate(self.site.rounds) if not r.complete),
                    len(self.site.rounds))  # fmt: skip
        if hist:
            hist = RankHistory(hist.name, hist.ranks[:done])
        svg = ""
        if hist and len(hist.ranks) > 1:
            svg = rank_chart_svg(
                [RankHistory(card.name, hist.ranks)],
                title=f"Posizione di {card.name} dopo ogni turno",
                legend=False,
                width=420,
                height=240,
            )
        ranks = list(hist.ranks) if hist else []
        lines = [(ln, ranks[ln.round - 1] if 0 < ln.round <= len(ranks) else None)
                 for ln in card.lines]  # fmt: skip
        # The final place (issue 44), as in the final standings and ``standings --json``: a
        # knockout's players out in the same round have different places, not their last rank.
        final = self.site.current_standings
        line = None
        if final is not None and final.final:
            line = next((r for r in final.rows if r.number == card.number), None)
        context = {"card": card, "lines": lines, "chart": svg,
                   "final_place": line.rank if line else None,
                   "final_phase": line.phase if line else ""}  # fmt: skip
        return "player.html", card.name, context

    def _statistics(self) -> tuple[str, str, dict[str, Any]]:
        from figs_td.web.stats import statistics

        stats = statistics([r.results for r in self.site.rounds])
        return "stats.html", "Statistiche", {"stats": stats}

    def _projector(self) -> tuple[str, str, dict[str, Any]]:
        if self.site.duplicate is not None:  # a duplicate event has no pairings: its own view
            page = self._duplicate_page("duplicato.html")
            assert page is not None
            return page
        rnd = self.site.last
        lines = self.alpha_lines(rnd) if rnd else []
        return (
            "projector.html",
            "Proiettore",
            {"rnd": rnd, "lines": lines, "standings": self.site.current_standings},
        )
