"""Finding a TrueType font for the PDF documents on the user's system.

No font file ships with figs-td. The PDFs need a font covering Italian and every Latin name a
player may have (Ł, ő, ç, š …), embedded in the file. reportlab's bundled Vera lacks Ł and ő, so
it is never used: when no suitable font is found the user gets a clear Italian error.

Search order: the environment variables ``FIGS_TD_FONT`` (regular face) and
``FIGS_TD_FONT_BOLD`` (optional bold face), then DejaVu Sans, Liberation Sans, Noto Sans and Arial
(Arial and Segoe UI on Windows) in the usual places on Linux, Windows and macOS.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from figs_td.errors import FigsError

#: Letters every font must have: Italian accents and a sample of Latin Extended-A.
REQUIRED_CHARS = "àèéìòùÀÈÉÌÒÙçÇłŁőŐšŠžŽćčęńśźżøåäöüßñ"

FONT_ENV = "FIGS_TD_FONT"
FONT_BOLD_ENV = "FIGS_TD_FONT_BOLD"

REGULAR = "FigsSans"
BOLD = "FigsSans-Bold"

_FAMILIES: tuple[tuple[str, str], ...] = (
    ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    ("LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"),
    ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf"),
    ("arial.ttf", "arialbd.ttf"),  # Windows
    ("segoeui.ttf", "segoeuib.ttf"),  # Windows, when Arial was removed
    ("Arial.ttf", "Arial Bold.ttf"),
)


def _font_dirs() -> list[Path]:
    dirs: list[Path] = []
    if sys.platform.startswith("win"):
        windir = os.environ.get("WINDIR", r"C:\Windows")
        dirs.append(Path(windir) / "Fonts")
        local = os.environ.get("LOCALAPPDATA")
        if local:
            dirs.append(Path(local) / "Microsoft" / "Windows" / "Fonts")
    elif sys.platform == "darwin":
        dirs += [
            Path("/System/Library/Fonts/Supplemental"),
            Path("/Library/Fonts"),
            Path.home() / "Library" / "Fonts",
            Path("/System/Library/Fonts"),
        ]
    else:
        dirs += [
            Path("/usr/share/fonts/truetype/dejavu"),
            Path("/usr/share/fonts/dejavu"),
            Path("/usr/share/fonts/TTF"),
            Path("/usr/share/fonts/truetype/liberation"),
            Path("/usr/share/fonts/truetype/liberation2"),
            Path("/usr/share/fonts/liberation"),
            Path("/usr/share/fonts/truetype/noto"),
            Path("/usr/share/fonts/noto"),
            Path("/usr/local/share/fonts"),
            Path.home() / ".local" / "share" / "fonts",
            Path.home() / ".fonts",
        ]
    return dirs


@dataclass(frozen=True)
class FontFiles:
    regular: Path
    bold: Path


def _covers(path: Path) -> bool:
    from reportlab.pdfbase.ttfonts import TTFontFile

    try:
        face = TTFontFile(str(path))
    except Exception:  # noqa: BLE001 - not a usable TrueType file
        return False
    cmap = face.charToGlyph
    return all(ord(c) in cmap for c in REQUIRED_CHARS)


def find_font_files() -> FontFiles:
    """The regular and bold TrueType files to embed; Italian :class:`FigsError` if none fit."""
    env = os.environ.get(FONT_ENV)
    if env:
        regular = Path(env)
        if not regular.is_file():
            raise FigsError(f"il carattere indicato in {FONT_ENV} non esiste: {regular}")
        if not _covers(regular):
            raise FigsError(
                f"il carattere {regular} (da {FONT_ENV}) non è un TrueType utilizzabile o non "
                "contiene tutte le lettere necessarie (à, ç, Ł, ő …)"
            )
        bold_env = os.environ.get(FONT_BOLD_ENV)
        bold = Path(bold_env) if bold_env and Path(bold_env).is_file() else regular
        return FontFiles(regular, bold if bold == regular or _covers(bold) else regular)
    for directory in _font_dirs():
        for reg_name, bold_name in _FAMILIES:
            regular = directory / reg_name
            if regular.is_file() and _covers(regular):
                bold = directory / bold_name
                return FontFiles(regular, bold if bold.is_file() and _covers(bold) else regular)
    raise FigsError(
        "nessun carattere TrueType adatto trovato per i PDF (servono le lettere accentate e "
        "quelle come Ł, ő, ç). Installare DejaVu Sans (pacchetto fonts-dejavu-core), Liberation "
        f"Sans o Noto Sans, oppure indicare il file .ttf nella variabile d'ambiente {FONT_ENV}."
    )


@cache
def register_fonts() -> tuple[str, str]:
    """Register the fonts with reportlab once; returns the (regular, bold) font names."""
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    files = find_font_files()
    pdfmetrics.registerFont(TTFont(REGULAR, str(files.regular)))
    pdfmetrics.registerFont(TTFont(BOLD, str(files.bold)))
    addMapping(REGULAR, 0, 0, REGULAR)
    addMapping(REGULAR, 1, 0, BOLD)
    addMapping(REGULAR, 0, 1, REGULAR)
    addMapping(REGULAR, 1, 1, BOLD)
    return REGULAR, BOLD
