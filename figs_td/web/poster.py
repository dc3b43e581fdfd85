"""The QR code of the live page: as SVG (pages, window) and on an A4 poster (PDF, reportlab).

The poster is drawn in vectors (one square per dark module), with the URL printed below it in
large type for who cannot scan, and the tournament's name on top; read from 2 m.
"""

from __future__ import annotations

import io
from pathlib import Path

from figs_td.errors import InputError

MAX_URL = 500


def qr_matrix(url: str) -> list[list[bool]]:
    """The QR code of ``url`` as rows of dark (True) / light modules, quiet zone included."""
    import segno

    if not url or len(url) > MAX_URL:
        raise InputError("indirizzo della pagina mancante o troppo lungo")
    code = segno.make(url, error="m", micro=False)
    return [[bool(v) for v in row] for row in code.matrix_iter(scale=1, border=4)]


def qr_svg(url: str, *, scale: int = 8) -> str:
    """An SVG document with the QR code of ``url``."""
    import segno

    if not url or len(url) > MAX_URL:
        raise InputError("indirizzo della pagina mancante o troppo lungo")
    out = io.BytesIO()
    segno.make(url, error="m", micro=False).save(
        out, kind="svg", scale=scale, border=4, title="Codice QR della pagina live", xmldecl=False
    )
    return out.getvalue().decode("utf-8")


def phone_reachable(url: str) -> str:
    """``url`` when a phone in the hall can open it; otherwise an ``InputError`` saying why.

    An address of this computer only (127.x, ``localhost``, ``::1``) or no address at all
    (``0.0.0.0``) is refused: printed on a poster, no phone would reach it."""
    import ipaddress
    from urllib.parse import urlsplit

    host = (urlsplit(url).hostname or "").strip("[]").lower()
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        local = host in ("", "localhost") or host.endswith(".localhost")
    else:
        local = ip.is_loopback or ip.is_unspecified
    if local:
        raise InputError(
            f"il manifesto con il codice QR è per i telefoni, ma l'indirizzo {url} "
            "è raggiungibile solo da questo computer: collegare il computer alla rete del "
            "locale, avviare la pagina live sulla rete (figs-td serve --lan) e rifare il manifesto"
        )
    return url


def poster_pdf(url: str, title: str = "") -> bytes:
    """An A4 poster: title, "Risultati in diretta", the QR code, the URL (one a phone reaches:
    :func:`phone_reachable`)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen.canvas import Canvas

    from figs_td.reports.fonts import register_fonts

    phone_reachable(url)
    regular, bold = register_fonts()
    matrix = qr_matrix(url)
    buf = io.BytesIO()
    c = Canvas(buf, pagesize=A4, pageCompression=1)
    c.setTitle(f"Risultati in diretta — {title}" if title else "Risultati in diretta")
    w, h = A4
    margin = 50.0

    def centred(text: str, y: float, font: str, size: float) -> None:
        while size > 14 and c.stringWidth(text, font, size) > w - 2 * margin:
            size -= 1
        if c.stringWidth(text, font, size) > w - 2 * margin:
            while text and c.stringWidth(text + "…", font, size) > w - 2 * margin:
                text = text[:-1]
            text += "…"
        c.setFont(font, size)
        c.drawCentredString(w / 2, y, text)

    if title:
        centred(title, h - 90, bold, 28)
    centred("Risultati in diretta", h - 140, bold, 40)
    centred("Inquadra il codice con il telefono", h - 180, regular, 20)
    n = len(matrix)
    side = min(w - 2 * margin - 40, 420.0)
    cell = side / n
    x0, y0 = (w - side) / 2, h - 200 - side
    c.setFillColorRGB(0, 0, 0)
    for r, row in enumerate(matrix):
        for col, dark in enumerate(row):
            if dark:
                c.rect(x0 + col * cell, y0 + (n - 1 - r) * cell, cell, cell, stroke=0, fill=1)
    centred("oppure apri nel browser:", y0 - 40, regular, 20)
    centred(url, y0 - 80, bold, 26)
    centred("Wi-Fi del locale · pagine di sola lettura · si aggiornano da sole", 60, regular, 14)
    c.showPage()
    c.save()
    return buf.getvalue()


def write_poster(url: str, out: Path | str, title: str = "") -> Path:
    """Write the poster to ``out`` (a .pdf file)."""
    from figs_td.atomic import atomic_write_bytes

    out = Path(out)
    if out.suffix.lower() != ".pdf":
        raise InputError(f"il manifesto è un PDF: '{out.name}' deve finire in .pdf")
    phone_reachable(url)
    atomic_write_bytes(out, poster_pdf(url, title))
    return out
