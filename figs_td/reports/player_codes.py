"""Self-entry codes on the printouts: each player's code and a QR code opening his page signed
in (``URL#CODE``: the code stays in the phone, see :mod:`figs_td.web.player_web`).

The result slip is shared by the two players of a table, so each code goes on a stub of its
own, cut off along the dashed line and handed to its player: nobody sees his opponent's code.
"""

from __future__ import annotations

from typing import Any
from xml.sax.saxutils import escape

from figs_td.reports import pdf
from figs_td.reports.data import PlayerCodes

QR_SIZE = 62.0  # points (22 mm): read by any phone camera from 30 cm


def shown(code: str) -> str:
    """``ABCDEFGHJ`` → ``ABC-DEF-GHJ`` (as the codes command prints them)."""
    return "-".join(code[i : i + 3] for i in range(0, len(code), 3))


def qr_target(codes: PlayerCodes, code: str) -> str:
    return f"{codes.url}#{code}" if codes.url else ""


def qr_flowable(text: str, size: float = QR_SIZE) -> Any:
    """The QR code of ``text`` drawn in vectors (one square per dark module)."""
    import segno
    from reportlab.graphics.shapes import Drawing, Rect

    matrix = [list(row) for row in segno.make(text, error="m").matrix_iter(scale=1, border=2)]
    n = len(matrix)
    cell = size / n
    d = Drawing(size, size)
    for r, row in enumerate(matrix):
        for c, dark in enumerate(row):
            if dark:
                d.add(Rect(c * cell, size - (r + 1) * cell, cell, cell, fillColor="black",
                           strokeColor=None, strokeWidth=0))  # fmt: skip
    return d


def code_block(codes: PlayerCodes, number: int, name: str, width: float) -> Any | None:
    """A player's code with its QR code (None when he has no code)."""
    from reportlab.platypus import Paragraph, Table, TableStyle

    code = codes.by_number.get(number)
    if not code:
        return None
    lines = [
        f"<b>{escape(name)}</b>",
        f"Codice personale: <b>{shown(code)}</b>",
        "Inquadra il QR per segnalare il risultato dal telefono"
        if codes.url
        else "Segnala il risultato dal telefono con questo codice",
    ]
    if codes.url:
        lines.append(escape(f"{codes.url}"))
    text = Paragraph("<br/>".join(lines), pdf.paragraph_style(size=8.5))
    target = qr_target(codes, code)
    cells = [[qr_flowable(target), text]] if target else [[text]]
    widths = [QR_SIZE + 6, width - QR_SIZE - 6] if target else [width]
    t = Table(cells, colWidths=widths)
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                           ("LEFTPADDING", (0, 0), (-1, -1), 2)]))  # fmt: skip
    return t


def slip_stubs(codes: PlayerCodes, players: list[tuple[int, str]], width: float) -> Any | None:
    """The two players' stubs of a result slip, side by side, with cutting lines."""
    from reportlab.lib import colors
    from reportlab.platypus import Table, TableStyle

    half = width / 2
    blocks = [code_block(codes, number, name, half - 8) for number, name in players]
    if not any(blocks):
        return None
    t = Table([["" if b is None else b for b in blocks]], colWidths=[half] * len(blocks))
    t.setStyle(
        TableStyle(
            [
                ("LINEABOVE", (0, 0), (-1, 0), 0.6, colors.grey, None, (4, 3)),
                ("LINEAFTER", (0, 0), (0, 0), 0.6, colors.grey, None, (4, 3)),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("TOPPADDING", (0, 0), (-1, -1), 4),
            ]
        )
    )
    return t
