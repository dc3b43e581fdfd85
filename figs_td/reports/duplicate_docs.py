"""Duplicate documents: the master game sheet (moves, racks, tops, cumulative, final board
diagram), the standings, and the record of each player (move by move against the top).

Data arrive as plain dicts and lists from :mod:`figs_td.services.duplicate.reports`; PDF (A4,
body ≥ 10 pt) or XLSX by the file's suffix. Written atomically.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from figs_td.atomic import atomic_output
from figs_td.core.duplicate.standings import UNSETTLED_LEGEND, UNSETTLED_MARK
from figs_td.reports.data import ReportHeader
from figs_td.reports.table import Column, Sheet

BODY_PT = 10.5
BOARD_CELL_PT = 20
_PREMIUM_COLOURS = {"PT": "#e05050", "PD": "#f4b6c2", "LT": "#3f7fd0", "LD": "#bfe3f5"}


def master_sheet(game: dict[str, Any]) -> Sheet:
    cols = [
        Column("Mossa", 1.0, "int"),
        Column("Leggio", 2.0),
        Column("Estrazione", 1.6),
        Column("Top giocato", 3.6),
        Column("Punti", 1.2, "int"),
        Column("Totale", 1.3, "int"),
        Column("Top pari", 1.2, "int"),
    ]
    rows = [
        [
            m["number"],
            m["rack"],
            "letta" if m["source"] == "entered" else "programma",
            m["placed"] or "—",
            m["placed_score"],
            m["cumulative"],
            len(m["tops"]),
        ]
        for m in game["moves"]
    ]
    return Sheet(f"Partita di riferimento {game['number']}", cols, rows)


def _signed_or_none(value: int) -> int | None:
    return value or None


def _unsettled_legend(items: list[str]) -> str:
    """The legend of the sign, with the slips it marks ("… — n. 4 Rossi Anna, partita 1,
    mossa 3, 999 punti")."""
    if not items:
        return ""
    return f"{UNSETTLED_LEGEND} — " + "; ".join(items) + "."


#: The last columns of the standings and of a move's slips: the solo bonus, the warnings and
#: the points taken.
_SLIP_MARKS = (
    Column("Sol.", 1.1, "signed"),
    Column("Avv.", 1.1, "int"),
    Column("Pen.", 1.1, "signed"),
)


def standings_sheet(rows: list[dict[str, Any]], games: list[int]) -> Sheet:
    """The standings: per game, total, gap and percentage of the tops, tops found, then the
    solo bonuses (Sol., points), the warnings (Avv., how many) and the points taken (Pen.). A
    player with a slip above the top still to settle is marked (the slip counts 0)."""
    cols = [
        Column("Pos.", 1.0, "int"),
        Column("N.", 1.0, "int"),
        Column("Giocatore", 6.0, wrap=True),
        *(Column(f"P{g}", 1.2, "int") for g in games),
        Column("Punti", 1.4, "int"),
        Column("Diff.", 1.4, "signed"),
        Column("%", 1.3, "num"),
        Column("Top", 1.0, "int"),
        *_SLIP_MARKS,
    ]
    body = []
    marked = []
    for r in rows:
        unsettled = r.get("unsettled") or []
        name = f"{r['name']} {UNSETTLED_MARK}" if unsettled else r["name"]
        marked += [
            f"n. {r['number']} {r['name']}, partita {u['game']}, mossa {u['move']}, "
            f"{u['score']} punti"
            for u in unsettled
        ]
        body.append(
            [
                r["rank"],
                r["number"],
                name,
                *(r["games"].get(str(g), 0) for g in games),
                r["total"],
                r["diff"],
                r["pct"],
                r["tops"],
                _signed_or_none(r.get("bonus", 0)),
                r.get("warnings", 0) or None,
                _signed_or_none(-r.get("penalty", 0)),
            ]
        )
    sheet = Sheet("Classifica del duplicato", cols, body)
    sheet.legend = _unsettled_legend(marked)
    return sheet


def player_sheet(player: dict[str, Any]) -> Sheet:
    cols = [
        Column("Partita", 1.1, "int"),
        Column("Mossa", 1.0, "int"),
        Column("Leggio", 2.0),
        Column("Scritto", 3.4, wrap=True),
        Column("Punti", 1.2, "int"),
        Column("Top", 1.2, "int"),
        Column("Diff.", 1.2, "signed"),
        Column("Nota", 3.6, wrap=True),
    ]
    rows = []
    marked = []
    for m in player["moves"]:
        if m.get("unsettled"):
            marked.append(f"partita {m['game']}, mossa {m['move']}, {m['score']} punti")
            rows.append(
                [m["game"], m["move"], m["rack"], m["written"],
                 f"{m['score']} {UNSETTLED_MARK}", m["top"], UNSETTLED_MARK, m["note"]]
            )  # fmt: skip
            continue
        rows.append(
            [m["game"], m["move"], m["rack"], m["written"], m["score"], m["top"],
             m["score"] - m["top"], m["note"]]
        )  # fmt: skip
    sheet = Sheet(f"Scheda di {player['name']} (n. {player['number']})", cols, rows)
    sheet.legend = _unsettled_legend(marked)
    return sheet


def _board_table(rows: list[str]) -> Any:
    from reportlab.lib import colors
    from reportlab.platypus import Table, TableStyle

    from figs_td.core.game.board import premium_at
    from figs_td.reports.pdf import style

    st = style()
    cols = "ABCDEFGHIJKLMNO"
    data = [["", *cols]]
    for r, line in enumerate(rows):
        data.append([str(r + 1), *(("" if ch == "." else ch) for ch in line)])
    cell = BOARD_CELL_PT
    t = Table(data, colWidths=[cell] * 16, rowHeights=[cell] * 16)
    cmds: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), st.bold, 13),
        ("FONT", (0, 0), (-1, 0), st.font, 9),
        ("FONT", (0, 0), (0, -1), st.font, 9),
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("GRID", (1, 1), (-1, -1), 0.4, colors.grey),
    ]
    for r, line in enumerate(rows):
        for c, ch in enumerate(line):
            p = premium_at(r, c)
            if ch != ".":
                cmds.append(
                    ("BACKGROUND", (c + 1, r + 1), (c + 1, r + 1), colors.HexColor("#f3e2b8"))
                )
                if ch.islower():  # a jolly
                    cmds.append(
                        ("TEXTCOLOR", (c + 1, r + 1), (c + 1, r + 1), colors.HexColor("#a03030"))
                    )
            elif p is not None:
                colour = colors.HexColor(_PREMIUM_COLOURS[p.value])
                cmds.append(("BACKGROUND", (c + 1, r + 1), (c + 1, r + 1), colour))
    t.setStyle(TableStyle(cmds))
    return t


def _pdf(path: Path, header: ReportHeader, sheet: Sheet, extra: list[Any] | None = None) -> int:
    from reportlab.platypus import Spacer

    from figs_td.reports.pdf import build, choose_orientation, style, table

    choose_orientation(sheet, style(size=BODY_PT))
    story: list[Any] = [table(sheet, size=BODY_PT), *_legend(sheet, BODY_PT)]
    if extra:
        story += [Spacer(1, 14), *extra]
    with atomic_output(path) as tmp:
        return build(tmp, header, sheet.title, story, landscape=sheet.landscape)


def _legend(sheet: Sheet, size: float) -> list[Any]:
    """The sheet's legend under its table (nothing when it has none)."""
    if not sheet.legend:
        return []
    from xml.sax.saxutils import escape

    from reportlab.platypus import Paragraph, Spacer

    from figs_td.reports.pdf import paragraph_style

    return [Spacer(1, 6), Paragraph(escape(sheet.legend), paragraph_style(size=size))]


def _xlsx(path: Path, header: ReportHeader, sheets: list[Sheet]) -> int:
    from figs_td.reports.xlsx import write_workbook

    with atomic_output(path) as tmp:
        write_workbook(tmp, header, sheets)
    return len(sheets)


def write_master(path: Path, header: ReportHeader, game: dict[str, Any]) -> int:
    sheet = master_sheet(game)
    if path.suffix.lower() == ".xlsx":
        board = Sheet(
            "Plancia finale", [Column(" ", 0.5), *(Column(c, 0.5) for c in "ABCDEFGHIJKLMNO")]
        )
        board.rows = [
            [str(i + 1), *(("" if ch == "." else ch) for ch in line)]
            for i, line in enumerate(game["board"])
        ]
        return _xlsx(path, header, [sheet, board])
    from reportlab.platypus import Paragraph

    from figs_td.reports.pdf import paragraph_style

    note = Paragraph(
        f"Totale dei top: {game['top_total']} — tessere nel sacchetto: {game['bag']} — "
        f"seme delle estrazioni: {game['seed']}. Plancia finale (jolly in minuscolo, in rosso):",
        paragraph_style(size=BODY_PT),
    )
    return _pdf(path, header, sheet, [note, _board_table(game["board"])])


def write_standings(
    path: Path, header: ReportHeader, rows: list[dict[str, Any]], games: list[int]
) -> int:
    sheet = standings_sheet(rows, games)
    if path.suffix.lower() == ".xlsx":
        return _xlsx(path, header, [sheet])
    return _pdf(path, header, sheet)


def write_players(path: Path, header: ReportHeader, players: list[dict[str, Any]]) -> int:
    sheets = [player_sheet(p) for p in players]
    if path.suffix.lower() == ".xlsx":
        return _xlsx(path, header, sheets)
    from xml.sax.saxutils import escape

    from reportlab.platypus import PageBreak, Paragraph, Spacer

    from figs_td.reports.pdf import build, paragraph_style, table

    story: list[Any] = []
    for i, (p, sheet) in enumerate(zip(players, sheets, strict=True)):
        if i:
            story.append(PageBreak())
        story.append(
            Paragraph(
                f"<b>{escape(str(p['number']))}. {escape(p['name'])}</b> — {p['total']} punti, "
                f"{p['pct']:.1f}% del top, {p['tops']} top, {p['rank']}° posto"
                + (f" {UNSETTLED_MARK}" if sheet.legend else ""),
                paragraph_style(size=12),
            )
        )
        story += [Spacer(1, 6), table(sheet, size=BODY_PT), *_legend(sheet, BODY_PT)]
    with atomic_output(path) as tmp:
        return build(tmp, header, "Schede dei giocatori (duplicato)", story)


#: The solutions sheet goes on the wall: read from a few metres (issue 30: ≥ 14 pt).
WALL_PT = 14
WALL_TITLE_PT = 22


def solutions_sheets(sheet: dict[str, Any]) -> list[Sheet]:
    """The solutions of a move: the alternatives, then each player's move, score, gap, and the
    solo bonus (Sol.), warnings (Avv.) and points taken (Pen.) of the slip. A score above the
    top (entered before the top was placed) is marked, to be settled by the arbiter."""
    alt = Sheet(
        f"Partita {sheet['game']}, mossa {sheet['move']}: le mosse migliori",
        [Column("Mossa", 4.0), Column("Punti", 1.2, "int")],
        [[sheet["placed"] or "—", sheet["top"]]]
        + [[t, sheet["top"]] for t in sheet["tops"] if t != sheet["placed"]]
        + [[o["notation"], o["score"]] for o in sheet["others"]],
    )
    rows = []
    marked = []
    for r in sheet["rows"]:
        unsettled = r.get("unsettled", False)
        if unsettled:
            marked.append(f"n. {r['number']} {r['name']}, {r['score']} punti")
        rows.append(
            [
                r["number"],
                r["name"],
                r["written"],
                f"{r['score']} {UNSETTLED_MARK}" if unsettled else r["score"],
                UNSETTLED_MARK if unsettled else r["gap"],
                _signed_or_none(r["solo"]),
                r.get("warnings", 0) or None,
                _signed_or_none(-r["penalty"]),
            ]
        )
    players = Sheet(
        f"Partita {sheet['game']}, mossa {sheet['move']}: i foglietti",
        [
            Column("N.", 0.8, "int"),
            Column("Giocatore", 4.2, wrap=True),
            Column("Mossa scritta", 3.6, wrap=True),
            Column("Punti", 1.2, "int"),
            Column("Dal top", 1.3, "signed"),
            *_SLIP_MARKS,
        ],
        rows,
    )
    players.legend = _unsettled_legend(marked)
    return [alt, players]


def write_solutions(path: Path, header: ReportHeader, sheet: dict[str, Any]) -> int:
    sheets = solutions_sheets(sheet)
    if path.suffix.lower() == ".xlsx":
        return _xlsx(path, header, sheets)
    from xml.sax.saxutils import escape

    from reportlab.platypus import Paragraph, Spacer

    from figs_td.reports.pdf import (
        build,
        choose_orientation,
        paragraph_style,
        style,
        table,
        wrapped_labels,
    )

    top = f"top: {sheet['placed'] or '—'} {sheet['top']}".replace(" ", "\u00a0")  # one line
    title = Paragraph(
        f"<b>Mossa {sheet['move']} — leggio {escape(sheet['rack'])} — {escape(top)}</b>",
        paragraph_style(size=WALL_TITLE_PT),
    )
    slips = wrapped_labels(sheets[1])
    choose_orientation(slips, style(size=WALL_PT))
    story: list[Any] = [title, Spacer(1, 12), table(sheets[0], size=WALL_PT), Spacer(1, 16)]
    story += [table(slips, size=WALL_PT), *_legend(slips, WALL_PT)]
    with atomic_output(path) as tmp:
        return build(
            tmp, header, f"Soluzioni — partita {sheet['game']}", story, landscape=slips.landscape
        )
