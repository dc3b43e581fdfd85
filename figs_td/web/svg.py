"""The rank-by-round chart as inline SVG (no script, no external file; reads in print too).

Same choice of players and colours as the PDF chart (:mod:`figs_td.reports.chart`): the top
twelve of the latest standings, rank 1 at the top.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence

from markupsafe import Markup, escape

from figs_td.reports.chart import PALETTE, TOP_N, chart_players
from figs_td.reports.data import RankHistory

DASHES = ("", "6 3", "2 3", "8 3 2 3")


def rank_chart_svg(
    history: Sequence[RankHistory],
    *,
    title: str = "Posizione dopo ogni turno",
    top: int = TOP_N,
    width: int = 640,
    height: int = 360,
    legend: bool = True,
) -> Markup:
    """An ``<svg>`` element with one line per player (``legend``: names at the right)."""
    players = chart_players(history, top)
    if not players or not players[0].ranks:
        return Markup("")
    rounds = len(players[0].ranks)
    worst = max((r for p in players for r in p.ranks if r is not None), default=1)
    fs = 12 if legend else 15  # a lone player's chart is shown small on phones: larger type
    left, right, top_m, bottom = 44, (190 if legend else 16), 28, 36
    pw, ph = width - left - right, height - top_m - bottom

    def x(i: int) -> float:
        return left + (pw * i / (rounds - 1) if rounds > 1 else pw / 2)

    def y(rank: int) -> float:
        return top_m + (ph * (rank - 1) / (worst - 1) if worst > 1 else ph / 2)

    seed = "|".join([title, *(p.name for p in players)]).encode("utf-8")
    uid = f"g{zlib.crc32(seed):08x}"  # the same page always gets the same id
    out = [
        f'<svg class="grafico" viewBox="0 0 {width} {height}" role="img" '
        f'aria-labelledby="{uid}" xmlns="http://www.w3.org/2000/svg">',
        f'<title id="{uid}">{escape(title)}</title>',
        f'<rect x="{left}" y="{top_m}" width="{pw}" height="{ph}" fill="none" stroke="#999"/>',
    ]
    ticks = sorted({1, worst, *range(5, worst, 5)}) if worst <= 60 else [1, worst]
    for t in ticks:
        out.append(
            f'<text x="{left - 6}" y="{y(t) + 4:.1f}" text-anchor="end" font-size="{fs}">{t}</text>'
        )
    for i in range(rounds):
        out.append(
            f'<text x="{x(i):.1f}" y="{height - bottom + 18}" text-anchor="middle" '
            f'font-size="{fs}">T{i + 1}</text>'
        )
    out.append(
        f'<text x="{left + pw / 2:.1f}" y="{height - 4}" text-anchor="middle" '
        f'font-size="{fs}">turno</text>'
    )
    for k, p in enumerate(players):
        colour = PALETTE[k % len(PALETTE)]
        dash = DASHES[(k // 4) % len(DASHES)] if len(players) > 4 else ""
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        points = [(x(i), y(r)) for i, r in enumerate(p.ranks) if r is not None]
        if len(points) > 1:
            path = " ".join(f"{a:.1f},{b:.1f}" for a, b in points)
            out.append(
                f'<polyline points="{path}" fill="none" stroke="{colour}" '
                f'stroke-width="2.5"{dash_attr}/>'
            )
        for a, b in points:
            out.append(f'<circle cx="{a:.1f}" cy="{b:.1f}" r="3.5" fill="{colour}"/>')
        if legend:
            ly = top_m + 8 + k * 17
            lx = width - right + 12
            out.append(
                f'<line x1="{lx}" y1="{ly}" x2="{lx + 18}" y2="{ly}" stroke="{colour}" '
                f'stroke-width="3"{dash_attr}/>'
            )
            last = next((r for r in reversed(p.ranks) if r is not None), None)
            label = f"{last}. {p.name}" if last is not None else p.name
            if len(label) > 24:
                label = label[:23] + "…"
            out.append(f'<text x="{lx + 24}" y="{ly + 4}" font-size="{fs}">{escape(label)}</text>')
    out.append("</svg>")
    return Markup("".join(out))
