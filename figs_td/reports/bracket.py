"""The knockout bracket (tabellone): its data rebuilt from a
:class:`~figs_td.core.model.TournamentState` and its writer (PDF drawing or list, or XLSX by the
file suffix, like :mod:`documents`)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from figs_td.core.model import GameKind, TournamentState
from figs_td.core.standings.table import seed_order
from figs_td.errors import InputError
from figs_td.reports import pdf
from figs_td.reports.data import BracketData, BracketMatch, BracketStage, ReportHeader
from figs_td.reports.pdf import Progress
from figs_td.reports.table import Column, Sheet, output_format
from figs_td.reports.xlsx import write_workbook


def bracket_data(
    state: TournamentState,
    header: ReportHeader,
    knockout: Mapping[str, Any] | None,
    *,
    up_to: int | None = None,
) -> BracketData:
    """The knockout bracket (tabellone) rebuilt from the stored seeds and the games played since
    the knockout started (``knockout``: the stored ``pairing.knockout`` setting: seeds,
    start_round, best_of, third_place)."""
    from figs_td.core.model import System
    from figs_td.core.pairing.base import PairingError
    from figs_td.core.pairing.knockout import build_bracket

    ko = dict(knockout or {})
    seeds = [int(x) for x in ko.get("seeds") or []]
    if not seeds and state.system is System.KNOCKOUT:
        seeds = [p.id for p in seed_order(state.players)]
    if not seeds:
        raise InputError("il torneo non ha un tabellone a eliminazione diretta")
    start = int(ko.get("start_round", 1))
    best_of = int(ko.get("best_of", 1))
    third = bool(ko.get("third_place", False))
    games = [g for g in state.games if g.round >= start and (up_to is None or g.round <= up_to)]
    gone_round = (up_to if up_to is not None else state.last_round) + 1
    withdrawn = frozenset(p.id for p in state.players if not p.is_active_in(gone_round))
    try:
        stages = build_bracket(
            seeds, games, best_of=best_of, third_place=third, withdrawn=withdrawn
        )
    except PairingError as exc:
        raise InputError(str(exc)) from exc
    name = {p.id: p.name for p in state.players}
    out = []
    champion = None
    for stage in stages:
        matches = []
        for m in stage:
            scores = []
            for g in m.games:
                if g.score_first is None or g.score_second is None:
                    continue
                mine, theirs = (
                    (g.score_first, g.score_second)
                    if g.first == m.a
                    else (g.score_second, g.score_first)
                )
                mark = {GameKind.FORFEIT: " t", GameKind.TIME_LOSS: " c"}.get(g.kind, "")
                scores.append(f"{mine}-{theirs}{mark}")
            label = m.label
            if len(stage) > 1 and not label.startswith("Finale"):
                label = f"{label} {m.index + 1}"
            matches.append(
                BracketMatch(
                    label,
                    name[m.a],
                    name[m.b] if m.b is not None else None,
                    seeds.index(m.a) + 1,
                    seeds.index(m.b) + 1 if m.b is not None else None,
                    tuple(scores),
                    name[m.winner] if m.winner is not None else None,
                )
            )
        label = stage[0].label if stage else ""
        out.append(BracketStage(label, tuple(matches)))
        final = [m for m in stage if m.label == "Finale"]
        if len(stage) <= 2 and final and final[0].winner is not None:
            champion = name[final[0].winner]
    return BracketData(header.with_round(up_to or state.last_round or None), tuple(out), champion)


def bracket_sheet(data: BracketData) -> Sheet:
    cols = [
        Column("Fase", 3),
        Column("Incontro", 3),
        Column("Testa di serie", 1, "int"),
        Column("Giocatore", 5),
        Column("Testa di serie", 1, "int"),
        Column("Avversario", 5),
        Column("Partite", 3),
        Column("Vincitore", 5),
    ]
    rows: list[Any] = []
    for stage in data.stages:
        for m in stage.matches:
            rows.append(
                [
                    stage.label,
                    m.label,
                    m.seed_a,
                    m.a,
                    m.seed_b,
                    m.b or "passa il turno",
                    ", ".join(m.games),
                    m.winner or "",
                ]
            )
    legend = "Punteggi dal lato del primo giocatore; t a tavolino, c sconfitta per tempo."
    if data.champion:
        legend = f"Vincitore del torneo: {data.champion}. " + legend
    return Sheet("Tabellone a eliminazione diretta", cols, rows, landscape=True,
                 legend=legend, sheet_title="Tabellone")  # fmt: skip


MAX_DRAWN = 16  # first-stage matches drawn as a bracket; larger ones are printed as a list


def bracket(
    data: BracketData, path: Path | str, *, large: bool = False, progress: Progress | None = None
) -> int:
    """The knockout bracket (tabellone): one column per stage, each match in a box (seeds,
    names, scores, the winner in bold) joined to the match it leads to."""
    sheet = bracket_sheet(data)
    if output_format(path) == "xlsx":
        write_workbook(path, data.header, [sheet])
        return 1
    from reportlab.platypus import Paragraph, Spacer

    first = len([m for m in data.stages[0].matches]) if data.stages else 0
    if first > MAX_DRAWN or large or not _bracket_fits(data, pdf.frame_width(True)):
        # the list: a table whose names wrap (issue 44: a name in a box is never cut)
        return pdf.sheet_pdf(path, data.header, sheet, large=large, progress=progress)
    height = pdf.frame_height(True) - 20
    story: list[Any] = [bracket_flowable(data, pdf.frame_width(True), height)]
    story += [Spacer(1, 4), Paragraph(escape(sheet.legend), pdf.paragraph_style())]
    return pdf.build(path, data.header, sheet.title, story, landscape=True, progress=progress)


def bracket_flowable(data: BracketData, width: float, height: float) -> Any:
    """The bracket drawing as a platypus flowable (reportlab imported only here)."""
    from reportlab.platypus import Flowable

    class BracketFlowable(Flowable):  # type: ignore[misc]
        """Draws the bracket: stage columns left to right, match i of a stage centred between the
        two matches feeding it; the third-place match under the final."""

        BOX_H = 34.0

        def __init__(self, data: BracketData, width: float, height: float) -> None:
            super().__init__()
            self.data, self.width, self.height = data, width, height

        def wrap(self, avail_w: float, avail_h: float) -> tuple[float, float]:
            return self.width, self.height

        def draw(self) -> None:
            st = pdf.style()
            c = self.canv
            stages = list(self.data.stages)
            first = max(len([m for m in stages[0].matches if m.label != "Finale 3° posto"]), 1)
            cols = max(len(stages), _expected_stages(first)) + (1 if self.data.champion else 0)
            col_w = self.width / cols
            box_w = col_w - 18
            title_h = 16.0
            area = self.height - title_h
            centers: list[list[float]] = []
            for s in range(_expected_stages(first)):
                n = max(first >> s, 1)
                centers.append([area - (i + 0.5) * area / n for i in range(n)])
            for s, stage in enumerate(stages):
                x = s * col_w
                c.setFont(st.bold, 11)
                c.drawString(x, self.height - 11, pdf.ellipsize(stage.label, st.bold, 11, box_w))
                main = [m for m in stage.matches if m.label != "Finale 3° posto"]
                for i, m in enumerate(main):
                    y = centers[s][i] if s < len(centers) and i < len(centers[s]) else area / 2
                    self._box(x, y, box_w, m, st)
                    if s + 1 < len(centers):
                        nxt = centers[s + 1][i // 2] if i // 2 < len(centers[s + 1]) else y
                        c.setLineWidth(0.8)
                        c.line(x + box_w, y, x + box_w + 9, y)
                        c.line(x + box_w + 9, y, x + box_w + 9, nxt)
                        c.line(x + box_w + 9, nxt, x + col_w, nxt)
                for m in stage.matches:
                    if m.label == "Finale 3° posto":
                        y = self.BOX_H + 18
                        c.setFont(st.bold, 10)
                        c.drawString(x, y + self.BOX_H / 2 + 4, "Finale 3° posto")
                        self._box(x, y - 6, box_w, m, st)
            if self.data.champion:
                x = (cols - 1) * col_w
                c.setFont(st.bold, 11)
                c.drawString(x, self.height - 11, "Vincitore")
                c.setFont(st.bold, 14)
                c.drawString(
                    x + 4, area / 2 - 5, pdf.ellipsize(self.data.champion, st.bold, 14, box_w)
                )

        def _box(self, x: float, y: float, w: float, m: Any, st: pdf.Style) -> None:
            from reportlab.pdfbase.pdfmetrics import stringWidth

            c = self.canv
            h = self.BOX_H
            c.setLineWidth(0.6)
            c.rect(x, y - h / 2, w, h)
            c.line(x, y, x + w, y)
            sides = [(m.seed_a, m.a), (m.seed_b, m.b)]
            mine = ", ".join(g.split("-", 1)[0] for g in m.games)
            theirs = ", ".join(g.split("-", 1)[1] for g in m.games if "-" in g)
            for k, (seed, who) in enumerate(sides):
                yy = y + 5 if k == 0 else y - h / 2 + 5
                text = "passa il turno" if who is None else (f"{seed}. {who}" if seed else who)
                bold = who is not None and who == m.winner
                font = st.bold if bold else st.font
                score = mine if k == 0 else theirs
                score_w = stringWidth(score, font, 10) + 8 if score else 0
                c.setFont(font, 10)
                c.drawString(x + 3, yy, pdf.ellipsize(text, font, 10, w - 6 - score_w))
                if score:
                    c.drawRightString(x + w - 3, yy, score)

    return BracketFlowable(data, width, height)


def _bracket_fits(data: BracketData, width: float) -> bool:
    """Whether every name, score and stage label fits its box of the drawn bracket (the same
    sizes as ``bracket_flowable``); if not the bracket is printed as a list."""
    st = pdf.style()
    stages = list(data.stages)
    if not stages:
        return True
    first = max(len([m for m in stages[0].matches if m.label != "Finale 3° posto"]), 1)
    cols = max(len(stages), _expected_stages(first)) + (1 if data.champion else 0)
    box_w = width / cols - 18
    if data.champion and pdf.text_width(data.champion, st.bold, 14) > box_w - 4:
        return False
    for stage in stages:
        if pdf.text_width(stage.label, st.bold, 11) > box_w:
            return False
        for m in stage.matches:
            mine = ", ".join(g.split("-", 1)[0] for g in m.games)
            theirs = ", ".join(g.split("-", 1)[1] for g in m.games if "-" in g)
            for seed, who, score in ((m.seed_a, m.a, mine), (m.seed_b, m.b, theirs)):
                text = "passa il turno" if who is None else (f"{seed}. {who}" if seed else who)
                score_w = pdf.text_width(score, st.bold, 10) + 8 if score else 0
                if pdf.text_width(text, st.bold, 10) > box_w - 6 - score_w:
                    return False
    return True


def _expected_stages(first_matches: int) -> int:
    n, k = first_matches, 1
    while n > 1:
        n //= 2
        k += 1
    return k
