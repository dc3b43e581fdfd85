"""Type sizes of the text of a PDF, read back with pypdf (text extraction with positions)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pypdf import PdfReader


@dataclass(frozen=True)
class Run:
    page: int
    text: str
    size: float  # points, after the text and graphics matrices
    x: float
    y: float


def runs(path: Path | str) -> list[Run]:
    """Every non-blank text run of the file with its effective size and position."""
    out: list[Run] = []
    for n, page in enumerate(PdfReader(str(path)).pages, start=1):

        def visit(text, cm, tm, font, size, n=n):  # type: ignore[no-untyped-def]
            if not text.strip():
                return
            scale_tm = (tm[1] ** 2 + tm[3] ** 2) ** 0.5 or 1.0
            scale_cm = (cm[1] ** 2 + cm[3] ** 2) ** 0.5 or 1.0
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            out.append(Run(n, text.strip(), size * scale_tm * scale_cm, x, y))

        page.extract_text(visitor_text=visit)
    return out


def min_size(path: Path | str) -> float:
    return min(r.size for r in runs(path))


def body_sizes(path: Path | str, top: float = 30 + 62, bottom: float = 30 + 18) -> list[float]:
    """Sizes of the runs between the page header and the footer (A4 portrait or landscape)."""
    reader = PdfReader(str(path))
    heights = [float(p.mediabox.height) for p in reader.pages]
    return [r.size for r in runs(path) if bottom < r.y < heights[r.page - 1] - top]


def fonts_used(path: Path | str) -> set[str]:
    """The /BaseFont of every font the pages of ``path`` use."""
    fonts = set()
    for page in PdfReader(str(path)).pages:
        for f in page["/Resources"]["/Font"].values():
            fonts.add(str(f.get_object()["/BaseFont"]))
    return fonts
