"""Rank-by-round line chart (reportlab.graphics) for the final report.

One line per player, rank 1 at the top. In large fields only the players who finished in the top
``TOP_N`` are drawn: beyond a dozen lines the chart can no longer be read, and the leaders' race
is what people look for; everybody's rank by round is in the crosstable anyway.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from figs_td.reports.data import RankHistory

TOP_N = 12

# Twelve colours told apart in print and by most colour-blind readers (dark/light alternated).
PALETTE = (
    "#1f77b4",
    "#d62728",
    "#2ca02c",
    "#ff7f0e",
    "#9467bd",
    "#8c564b",
    "#e377c2",
    "#17becf",
    "#7f7f7f",
    "#bcbd22",
    "#000000",
    "#aec7e8",
)
MARKERS = ("FilledCircle", "FilledSquare", "FilledDiamond", "FilledTriangle")


def chart_players(history: Sequence[RankHistory], top: int = TOP_N) -> list[RankHistory]:
    """The players drawn: the first ``top`` by final rank (history is in final order)."""
    return list(history[:top])


def rank_chart(
    history: Sequence[RankHistory], width: float, height: float, font: str, top: int = TOP_N
) -> Any:
    """A Drawing with the rank of each of the top players after every round."""
    from reportlab.graphics.charts.legends import Legend
    from reportlab.graphics.charts.lineplots import LinePlot
    from reportlab.graphics.shapes import STATE_DEFAULTS, Drawing, String
    from reportlab.graphics.widgets.markers import makeMarker
    from reportlab.lib import colors

    # The PDF renderer starts every drawing with STATE_DEFAULTS' font (Helvetica, not embedded):
    # start it with ours, so that the file references no base-14 font at all.
    STATE_DEFAULTS["fontName"] = font
    players = chart_players(history, top)
    drawing = Drawing(width, height)
    if not players or not players[0].ranks:
        return drawing
    rounds = len(players[0].ranks)
    worst = max((r for p in players for r in p.ranks if r is not None), default=1)
    legend_w = 150.0
    plot = LinePlot()
    plot.x, plot.y = 40, 30
    plot.width = width - plot.x - legend_w - 10
    plot.height = height - plot.y - 25
    # Ranks are plotted as negative numbers so that rank 1 is at the top.
    plot.data = [
        [(i + 1, -r) for i, r in enumerate(p.ranks) if r is not None] or [(1, -worst)]
        for p in players
    ]
    plot.xValueAxis.valueMin = 1
    plot.xValueAxis.valueMax = max(rounds, 2)
    plot.xValueAxis.valueSteps = list(range(1, rounds + 1))
    plot.xValueAxis.labelTextFormat = "%d"
    plot.xValueAxis.labels.fontName = font
    plot.xValueAxis.labels.fontSize = 10
    plot.yValueAxis.valueMin = -worst - 0.5
    plot.yValueAxis.valueMax = -0.5
    step = next((s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500) if worst / s <= 15), 1000)
    plot.yValueAxis.valueSteps = [-r for r in range(worst, 0, -1) if r == 1 or r % step == 0]
    plot.yValueAxis.labelTextFormat = lambda v: str(int(round(-v)))
    plot.yValueAxis.labels.fontName = font
    plot.yValueAxis.labels.fontSize = 10
    plot.yValueAxis.visibleGrid = True
    plot.yValueAxis.gridStrokeColor = colors.HexColor("#e0e0e0")
    pairs = []
    for i, p in enumerate(players):
        colour = colors.HexColor(PALETTE[i % len(PALETTE)])
        plot.lines[i].strokeColor = colour
        plot.lines[i].strokeWidth = 1.6
        plot.lines[i].symbol = makeMarker(MARKERS[i // len(PALETTE) % len(MARKERS)], size=4)
        plot.lines[i].symbol.fillColor = colour
        plot.lines[i].symbol.strokeColor = colour
        final = p.place or next((r for r in reversed(p.ranks) if r is not None), None)
        pairs.append((colour, f"{final}. {p.name}" if final else p.name))
    drawing.add(plot)
    legend = Legend()
    legend.x = width - legend_w + 5
    legend.y = plot.y + plot.height
    legend.alignment = "right"
    legend.fontName = font
    legend.fontSize = 10
    legend.columnMaximum = 30
    legend.deltay = 13
    legend.dxTextSpace = 4
    legend.colorNamePairs = pairs
    drawing.add(legend)
    drawing.add(
        String(
            plot.x,
            height - 12,
            "Posizione in classifica dopo ogni turno",
            fontName=font,
            fontSize=12,
        )
    )
    drawing.add(
        String(plot.x + plot.width / 2, 8, "turno", fontName=font, fontSize=10, textAnchor="middle")
    )
    return drawing
