"""What an imported file may be: the limits on its size and shape, and the error that names a bad
row or a file over a limit. Apart from :mod:`figs_td.services.exchange.tables` (which re-exports all of it)
so that :mod:`figs_td.services.exchange.xlsx_limits` can use them without importing the readers."""

from __future__ import annotations

from figs_td.errors import InputError

__all__ = [
    "MAX_CELLS",
    "MAX_COLUMNS",
    "MAX_FIELD",
    "MAX_FILE_BYTES",
    "MAX_ROWS",
    "MAX_XLSX_PARTS",
    "MAX_XLSX_RATIO",
    "MAX_XLSX_UNCOMPRESSED",
    "ImportFileError",
    "too_big",
]


class ImportFileError(InputError):
    """A bad row of an imported file: message "FILE, riga N, colonna C (campo): motivo"."""

    def __init__(self, file: str, line: int | None, column: str | None, reason: str) -> None:
        self.file, self.line, self.column, self.reason = file, line, column, reason
        super().__init__(f"{self.where()}: {reason}; nessun dato importato")

    def where(self) -> str:
        """ "FILE, riga N, colonna C" (as much as is known)."""
        where = self.file
        if self.line is not None:
            where += f", riga {self.line}"
        if self.column:
            where += f", colonna {self.column}"
        return where


#: Limits of an imported file: a players list or a round's results is far smaller.
MAX_FILE_BYTES = 20 * 1024 * 1024
MAX_ROWS = 100_000
MAX_COLUMNS = 200
MAX_CELLS = 2_000_000
MAX_FIELD = 1_000  # characters in one cell
MAX_XLSX_UNCOMPRESSED = 100 * 1024 * 1024
MAX_XLSX_RATIO = 200  # uncompressed / compressed size of one part of the workbook
MAX_XLSX_PARTS = 2_000


def too_big(file: str, size: int) -> ImportFileError:
    return ImportFileError(
        file,
        None,
        None,
        f"file troppo grande ({size // 1024} KB, al massimo {MAX_FILE_BYTES // (1024 * 1024)} MB)",
    )
