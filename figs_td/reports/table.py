"""A plain table (columns + rows) shared by the PDF and XLSX writers, and value formatting."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Literal

from figs_td.errors import InputError

Kind = Literal["text", "int", "num", "signed"]


@dataclass(frozen=True)
class Column:
    """A column: Italian label, relative width in the PDF, kind of value."""

    label: str
    width: float = 1.0
    kind: Kind = "text"
    wrap: bool = False  # PDF: long text wraps inside the cell

    @property
    def numeric(self) -> bool:
        return self.kind != "text"


@dataclass
class Sheet:
    """One document as a table: the XLSX sheet and the body of the PDF."""

    title: str  # shown in the PDF header and used (shortened) as the XLSX sheet name
    columns: Sequence[Column]
    rows: list[Sequence[object]] = field(default_factory=list)
    landscape: bool = False
    bold: set[tuple[int, int]] = field(default_factory=set)  # (column, body row) in bold
    frozen_columns: int = 0  # XLSX: columns kept in view when scrolling right (names)
    legend: str = ""  # printed under the table (PDF) / below the rows (XLSX)
    sheet_title: str = ""  # XLSX sheet name when the title is longer than 31 characters

    @property
    def sheet_name(self) -> str:
        # Excel: at most 31 characters, none of : \ / ? * [ ]
        name = "".join("-" if c in ":\\/?*[]" else c for c in self.sheet_title or self.title)
        return name[:31] or "Foglio"


_FOLD = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i"})


def sort_key(name: str) -> tuple[str, str]:
    """Alphabetical order for names: accents and case ignored (Łukasz next to Luca)."""
    import unicodedata

    folded = unicodedata.normalize("NFKD", name.casefold().translate(_FOLD))
    plain = "".join(c for c in folded if not unicodedata.combining(c))
    return plain, name


def fmt_number(value: Fraction | int | float) -> str:
    """Italian decimal comma; a Fraction shown with at most two decimals (3½ → 3,5)."""
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return str(value.numerator)
        text = f"{float(value):.2f}".rstrip("0").rstrip(".")
        return text.replace(".", ",")
    if isinstance(value, float):
        return f"{value:.2f}".rstrip("0").rstrip(".").replace(".", ",")
    return str(value)


def fmt(value: object, kind: Kind = "text") -> str:
    """A value as the PDF prints it."""
    kind_of = type(value)
    if kind_of is str:  # the common cases first (every cell of every table comes here)
        return value  # type: ignore[return-value]
    if kind_of is int:
        return f"+{value}" if kind == "signed" and value > 0 else str(value)  # type: ignore[operator]
    if value is None:
        return ""
    if isinstance(value, bool):
        return "sì" if value else "no"
    if isinstance(value, dt.datetime):
        return value.strftime("%d/%m/%Y %H:%M")
    if isinstance(value, dt.date):
        return value.strftime("%d/%m/%Y")
    if isinstance(value, int | Fraction | float):
        text = fmt_number(value)
        if kind == "signed" and value > 0:
            return "+" + text
        return text
    return str(value)


def cell_value(value: object) -> object:
    """A value as the XLSX stores it: numbers as numbers, exact fractions as floats rounded as
    printed (two decimals: an average 405,31, not 405.3125)."""
    if isinstance(value, Fraction):
        return value.numerator if value.denominator == 1 else round(float(value), 2)
    if isinstance(value, float):
        return round(value, 2)
    if isinstance(value, bool):
        return "sì" if value else "no"
    return value


def output_format(path: Path | str) -> str:
    """``pdf`` or ``xlsx`` from the file name; Italian error otherwise."""
    suffix = Path(path).suffix.lower()
    if suffix in (".pdf", ".xlsx"):
        return suffix[1:]
    raise InputError(
        f"formato del file non riconosciuto: '{Path(path).name}' (usare .pdf oppure .xlsx)"
    )


#: The per-round columns of a player's scorecard (PDF and XLSX).
SCORECARD_COLUMNS = (
    Column("Turno", 1, "int"),
    Column("Tavolo", 1, "int"),
    Column("N. avv.", 1, "int"),
    Column("Avversario", 5),
    Column("Mossa", 1.5),
    Column("Punti", 1, "int"),
    Column("Punti avv.", 1, "int"),
    Column("Esito", 1),
    Column("Vittorie", 1, "num"),
    Column("Differenza", 1.4, "signed"),
)
