"""Limits of an imported XLSX workbook, checked before the workbook is opened.

An ``.xlsx`` file is a zip archive of XML parts. Before openpyxl reads it, :func:`check_workbook`
refuses, in a fraction of a second:

- a file larger than :data:`~figs_td.services.exchange.limits.MAX_FILE_BYTES`, or that is not a zip;
- an archive with too many parts, a total uncompressed size over
  :data:`~figs_td.services.exchange.limits.MAX_XLSX_UNCOMPRESSED`, or a part that expands more than
  :data:`~figs_td.services.exchange.limits.MAX_XLSX_RATIO` times (a zip bomb) — all read from the
  archive's directory, nothing is decompressed for this;
- a sheet whose declared dimension (``<dimension ref="A1:XFD1048576"/>``), or any of whose rows
  or cells, lies beyond :data:`~figs_td.services.exchange.limits.MAX_ROWS` rows or
  :data:`~figs_td.services.exchange.limits.MAX_COLUMNS` columns (a single cell at row 1,048,576 would make
  openpyxl produce a million empty rows). The sheets are scanned as a stream, within the sizes
  already checked.
"""

from __future__ import annotations

import re
import zipfile
from pathlib import Path
from xml.etree.ElementTree import ParseError, iterparse

from figs_td.services.exchange import limits as im

_REF = re.compile(r"^\$?([A-Z]{1,3})\$?([0-9]{1,7})$")


def _cell(ref: str) -> tuple[int, int] | None:
    """``"C12"`` → (row 12, column 3); None when it is not a cell reference."""
    m = _REF.match(ref.strip().upper())
    if not m:
        return None
    col = 0
    for ch in m.group(1):
        col = col * 26 + ord(ch) - 64
    return int(m.group(2)), col


def check_workbook(path: Path) -> None:
    """Raise :class:`~figs_td.services.exchange.limits.ImportFileError` when ``path`` exceeds a limit."""

    file = path.name

    def refuse(reason: str) -> im.ImportFileError:
        return im.ImportFileError(file, None, None, reason)

    from figs_td import pathguard

    real = pathguard.check_input(path, "list")  # never the open tournament, never a database
    size = real.stat().st_size
    if size > im.MAX_FILE_BYTES:
        raise im.too_big(file, size)
    try:
        zf = zipfile.ZipFile(real)
    except (zipfile.BadZipFile, ValueError):
        raise refuse("file Excel illeggibile: non è un archivio .xlsx valido") from None
    with zf:
        infos = zf.infolist()
        if len(infos) > im.MAX_XLSX_PARTS:
            raise refuse(f"file Excel con troppe parti ({len(infos)})")
        total = sum(i.file_size for i in infos)
        if total > im.MAX_XLSX_UNCOMPRESSED:
            raise refuse(
                f"file Excel troppo grande una volta decompresso ({total // (1024 * 1024)} MB, "
                f"al massimo {im.MAX_XLSX_UNCOMPRESSED // (1024 * 1024)} MB)"
            )
        for i in infos:
            if i.file_size > 1024 * 1024 and i.file_size > im.MAX_XLSX_RATIO * max(
                i.compress_size, 1
            ):
                raise refuse(
                    f"file Excel sospetto: la parte {i.filename} è compressa in modo anomalo"
                )
        sheets = [
            i
            for i in infos
            if i.filename.startswith("xl/worksheets/") and i.filename.endswith(".xml")
        ]
        for info in sheets:
            _scan_sheet(zf, info, refuse)


def _scan_sheet(zf: zipfile.ZipFile, info: zipfile.ZipInfo, refuse: object) -> None:

    def check(row: int, col: int, what: str) -> None:
        if row > im.MAX_ROWS:
            raise refuse(  # type: ignore[operator]
                f"{what} arriva alla riga {row}: al massimo {im.MAX_ROWS} righe"
            )
        if col > im.MAX_COLUMNS:
            raise refuse(  # type: ignore[operator]
                f"{what} arriva alla colonna {col}: al massimo {im.MAX_COLUMNS} colonne"
            )

    try:
        with zf.open(info) as stream:
            holder = None
            for event, elem in iterparse(stream, events=("start", "end")):
                tag = elem.tag.rsplit("}", 1)[-1]
                if event == "end":
                    if tag == "row" and holder is not None:
                        holder.clear()  # keep memory flat: rows already checked are dropped
                    continue
                if tag == "sheetData":
                    holder = elem
                elif tag == "dimension":
                    ref = elem.get("ref", "")
                    last = _cell(ref.split(":")[-1]) if ref else None
                    if last is not None:
                        check(last[0], last[1], f"la dimensione dichiarata del foglio ({ref})")
                elif tag == "row":
                    r = elem.get("r")
                    if r is not None and r.isascii() and r.isdigit() and len(r) < 12:
                        check(int(r), 0, "una riga del foglio")
                elif tag == "c":
                    rc = _cell(elem.get("r", ""))
                    if rc is not None:
                        check(rc[0], rc[1], f"la cella {elem.get('r')}")
    except (ParseError, zipfile.BadZipFile, EOFError, ValueError) as exc:
        if isinstance(exc, im.ImportFileError):
            raise
        raise refuse(f"foglio {info.filename} illeggibile (XML non valido)") from None
