"""Writers of the documents of the director's desk: the start list, the statistics and the result
slips (PDF or XLSX by the file suffix, like :mod:`documents`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from figs_td.reports import pdf
from figs_td.reports.data import ScoresheetsData, StartListData, StatisticsData
from figs_td.reports.pdf import Progress
from figs_td.reports.table import Column, Sheet
from figs_td.reports.xlsx import write_workbook


def _is_xlsx(path: Path | str) -> bool:
    from figs_td.reports.table import output_format

    return output_format(path) == "xlsx"


# ---------------------------------------------------------------------------------------------
# Start list


def players_sheet(data: StartListData) -> Sheet:
    cols = [
        Column("Seme", 1.0, "int"),
        Column("N.", 1.0, "int"),
        Column("Giocatore", 6.0),
        Column("Club", 3.5),
        Column("Rating", 1.4, "int"),
        Column("Tessera", 2.0),
        Column("Stato", 3.5),
    ]
    rows: list[Any] = [
        [r.seed, r.number, r.name, r.club, r.rating, r.federation_id, r.status] for r in data.rows
    ]
    legend = ""
    if data.fees:  # issue 42: paid and owed per player, with the totals
        from fractions import Fraction

        cols += [Column("Quota €", 1.6, "num"), Column("Pagato €", 1.6, "num"),
                 Column("Da pagare €", 1.8, "num")]  # fmt: skip
        for row, r in zip(rows, data.rows, strict=True):
            row += [Fraction(r.due, 100), Fraction(r.paid, 100),
                    Fraction(max(0, r.due - r.paid), 100)]  # fmt: skip
        due = sum(r.due for r in data.rows)
        paid = sum(r.paid for r in data.rows)
        owed = sum(max(0, r.due - r.paid) for r in data.rows)
        rows.append(["", "", "Totale", "", None, "", "", Fraction(due, 100),
                     Fraction(paid, 100), Fraction(owed, 100)])  # fmt: skip
        legend = (f"Quote: dovuti {_euro(due)} €, pagati {_euro(paid)} €, "
                  f"da pagare {_euro(owed)} €.")  # fmt: skip
    return Sheet("Elenco iscritti", cols, rows, frozen_columns=3, legend=legend)


def _euro(cents: int) -> str:
    return f"{cents // 100},{cents % 100:02d}"


def players(
    data: StartListData, path: Path | str, *, large: bool = False, progress: Progress | None = None
) -> int:
    """The start list (elenco iscritti) in seed order."""
    sheet = players_sheet(data)
    if _is_xlsx(path):
        write_workbook(path, data.header, [sheet])
        return 1
    if large:
        sheet.landscape = True
    return pdf.sheet_pdf(path, data.header, sheet, large=large, progress=progress)


# ---------------------------------------------------------------------------------------------
# Statistics


def statistics_sheets(data: StatisticsData) -> tuple[Sheet, Sheet]:
    records = Sheet(
        "Statistiche",
        [
            Column("Primato", 4.0),
            Column("Valore", 1.3, "int"),
            Column("Giocatore", 5.0),
            Column("Dove", 7.0, wrap=True),
        ],
        [[r.label, r.value, r.who, r.detail] for r in data.records],
        legend="Solo le partite giocate al tavolo (non riposi, vittorie a tavolino, sconfitte "
        "per tempo).",
    )
    rounds = Sheet(
        "Medie per turno",
        [
            Column("Turno", 1.0, "int"),
            Column("Partite", 1.2, "int"),
            Column("Media per giocatore", 2.0, "num"),
            Column("Media della somma", 2.0, "num"),
            Column("Punteggio più alto", 2.0, "int"),
        ],
        [[r.round, r.games, r.average, r.average_combined, r.highest] for r in data.rounds],
    )
    return records, rounds


def statistics(
    data: StatisticsData,
    path: Path | str,
    *,
    large: bool = False,
    progress: Progress | None = None,
) -> int:
    """Records of the event and per-round averages."""
    records, rounds = statistics_sheets(data)
    if _is_xlsx(path):
        write_workbook(path, data.header, [records, rounds])
        return 2
    from reportlab.platypus import Paragraph, Spacer

    head = pdf.paragraph_style(large, 12, bold=True)
    story: list[Any] = [
        pdf.table(pdf.wrapped_labels(records), large=large),
        Spacer(1, 4),
        Paragraph(escape(records.legend), pdf.paragraph_style()),
        Spacer(1, 14),
        Paragraph("Medie per turno", head),
        Spacer(1, 4),
        pdf.table(pdf.wrapped_labels(rounds), large=large),
    ]
    return pdf.build(path, data.header, "Statistiche", story, progress=progress)


# ---------------------------------------------------------------------------------------------
# Result slips


SLIPS_PER_PAGE = 3


def slips_sheet(data: ScoresheetsData) -> Sheet:
    cols = [
        Column("Tavolo", 1, "int"),
        Column("N.", 1, "int"),
        Column("Inizia", 5),
        Column("Punti", 1.3, "int"),
        Column("N.", 1, "int"),
        Column("Secondo", 5),
        Column("Punti", 1.3, "int"),
    ]
    rows: list[Any] = [
        [s.table, s.first_number, s.first, None, s.second_number, s.second, None]
        for s in data.sheets
    ]
    return Sheet("Cartellini dei risultati", cols, rows, sheet_title="Cartellini")


def slips(data: ScoresheetsData, path: Path | str, *, progress: Progress | None = None) -> int:
    """Result slips (cartellini): one per table, three per A4 page with cutting lines; the two
    names, who starts, a box for each score and the two signatures."""
    if _is_xlsx(path):
        write_workbook(path, data.header, [slips_sheet(data)])
        return 1
    from reportlab.lib import colors
    from reportlab.platypus import PageBreak, Paragraph, Table, TableStyle

    st = pdf.style()
    width = pdf.frame_width()
    slot = pdf.frame_height() / SLIPS_PER_PAGE
    round_text = data.header.round_text()
    story: list[Any] = []
    for k, s in enumerate(data.sheets):
        if k and k % SLIPS_PER_PAGE == 0:
            story.append(PageBreak())
        table = f"Tavolo {s.table}" if s.table is not None else "Tavolo —"
        title = " – ".join(p for p in (round_text, table) if p)
        name_w = width * 0.5
        first = f"{s.first_number}. {s.first}" if s.first_number else s.first
        second = f"{s.second_number}. {s.second}" if s.second_number else s.second
        rows = [
            [Paragraph(escape(title), pdf.paragraph_style(size=16, bold=True)), "", "", ""],
            ["", "Giocatore", "Punti", "Firma"],
            # A long name goes on two lines, never cut (issue 44).
            ["Inizia", "\n".join(pdf.wrap_lines(first, st.bold, 14, name_w - 8)), "", ""],
            ["Secondo", "\n".join(pdf.wrap_lines(second, st.bold, 14, name_w - 8)), "", ""],
        ]
        name_h = [max(40, 17 * (rows[r][1].count("\n") + 1) + 6) for r in (2, 3)]
        widths = [width * 0.13, name_w, width * 0.14, width * 0.23]
        t = Table(rows, colWidths=widths, rowHeights=[26, 16, *name_h])
        t.setStyle(
            TableStyle(
                [
                    ("SPAN", (0, 0), (-1, 0)),
                    ("FONT", (0, 0), (-1, -1), st.font, 10, 12),  # never the default Helvetica
                    ("FONT", (0, 1), (-1, 1), st.font, 10, 12),
                    ("FONT", (0, 2), (0, -1), st.font, 11, 13),
                    ("FONT", (1, 2), (1, -1), st.bold, 14, 17),
                    ("BOX", (2, 2), (2, 2), 1.2, colors.black),
                    ("BOX", (2, 3), (2, 3), 1.2, colors.black),
                    ("LINEBELOW", (3, 2), (3, 3), 0.6, colors.black),
                    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                    ("LEFTPADDING", (0, 0), (-1, -1), 4),
                ]
            )
        )
        content: list[Any] = [[t]]
        if data.codes is not None:  # self-entry: each player's code on a stub of its own
            from figs_td.reports.player_codes import slip_stubs

            stubs = slip_stubs(
                data.codes, [(s.first_number, s.first), (s.second_number, s.second)], width
            )
            content += [[stubs]] if stubs is not None else []
        cut = Table(content, colWidths=[width], rowHeights=[slot - 2 - 86 * (len(content) - 1)]
                    + [84] * (len(content) - 1))  # fmt: skip
        cut.setStyle(
            TableStyle(
                [
                    ("FONT", (0, 0), (-1, -1), st.font, 10, 12),
                    ("LINEBELOW", (0, 0), (-1, -1), 0.6, colors.grey, None, (4, 3)),
                    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ]
            )
        )
        story.append(cut)
        if progress is not None:
            progress(k + 1, len(data.sheets), "cartellini")
    if not story:
        story.append(Paragraph("Nessuna partita in questo turno.", pdf.paragraph_style()))
    return pdf.build(path, data.header, "Cartellini dei risultati", story, progress=progress)
