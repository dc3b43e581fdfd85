"""Import columns for categories: ``categoria``/``categorie`` and ``anno di nascita``/``birth
year`` beside the player columns of a CSV/XLSX list (read by ``players import``)."""

from __future__ import annotations

import re
from pathlib import Path

from figs_td.services.exchange.tables import PLAYER_HEADERS, ImportFileError, normalise, read_rows
from figs_td.services.exchange.tables import _detect as detect_header

__all__ = ["EXTRA_HEADERS", "parse_extras"]

EXTRA_HEADERS: dict[str, str] = {
    "categoria": "categories",
    "categorie": "categories",
    "category": "categories",
    "categories": "categories",
    "anno di nascita": "birth_year",
    "anno nascita": "birth_year",
    "nato nel": "birth_year",
    "birth year": "birth_year",
    "year of birth": "birth_year",
}
MAX_PER_PLAYER = 10


def parse_extras(path: Path) -> dict[int, tuple[int | None, list[str]]]:
    """Line → (birth year, free categories) for every data row that has either; {} when the
    file has neither column. Several categories in one cell are separated by ``,`` or ``;``."""
    raw, letters = read_rows(path)
    # The header row is the one the player import reads (a data cell that happens to read
    # "anno-nascita" is a name, not a header).
    mapping, data = detect_header(raw, PLAYER_HEADERS, letters, path.name)
    if not mapping:
        return {}
    header = raw[len(raw) - len(data) - 1][1]
    cols = {
        EXTRA_HEADERS[n]: i for i, c in enumerate(header) if (n := normalise(c)) in EXTRA_HEADERS
    }
    if not cols:
        return {}
    out: dict[int, tuple[int | None, list[str]]] = {}
    for line, cells in data:
        year: int | None = None
        cats: list[str] = []
        if "birth_year" in cols and cols["birth_year"] < len(cells):
            text = cells[cols["birth_year"]].strip().removesuffix(".0")
            if text:
                if not text.isdigit() or not 1900 <= int(text) <= 2100:
                    col = cols["birth_year"]
                    where = chr(65 + col) if letters and col < 26 else str(col + 1)
                    raise ImportFileError(
                        path.name,
                        line,
                        f"{where} (anno di nascita)",
                        f"'{text}' non è un anno di nascita (da 1900 a 2100)",
                    )
                year = int(text)
        if "categories" in cols and cols["categories"] < len(cells):
            cats = [c.strip() for c in re.split(r"[;,]", cells[cols["categories"]]) if c.strip()]
            if len(cats) > MAX_PER_PLAYER:
                raise ImportFileError(
                    path.name,
                    line,
                    None,
                    f"troppe categorie ({len(cats)}; al massimo {MAX_PER_PLAYER})",
                )
        if year is not None or cats:
            out[line] = (year, cats)
    return out
