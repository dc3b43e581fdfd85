"""Reading players and results from CSV or XLSX files (importazione).

Header detection in Italian and English; CSV in UTF-8 (with or without BOM) or Windows-1252,
separated by commas, semicolons or tabs. Every problem is an :class:`ImportFileError` naming the
file, the line, the column and the reason; callers import nothing when one row is bad. Every bad
row is reported (up to :data:`MAX_ERRORS`): several of them come as one :class:`ImportErrors`.
"""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from figs_td.core.inputs import RANGES, check_name, printable
from figs_td.errors import InputError
from figs_td.services.exchange.limits import (
    MAX_CELLS,
    MAX_COLUMNS,
    MAX_FIELD,
    MAX_FILE_BYTES,
    MAX_ROWS,
    ImportFileError,
)
from figs_td.services.exchange.limits import too_big as _too_big
from figs_td.store.records import NewPlayer

#: The headers of a surname and a given name (normalised) → field, read alike in the players'
#: import and in a members' list (:data:`figs_td.services.registration.member_list.MEMBER_HEADERS`).
NAME_HEADERS: dict[str, str] = {
    "cognome": "surname",
    "surname": "surname",
    "last name": "surname",
    "lastname": "surname",
    "family name": "surname",
    "nome": "given_name",
    "name": "given_name",
    "first name": "given_name",
    "firstname": "given_name",
    "given name": "given_name",
}

#: Header names (normalised: lower case, no accents, single spaces) → field.
PLAYER_HEADERS: dict[str, str] = {
    **NAME_HEADERS,
    "giocatore": "full_name",
    "player": "full_name",
    "nome e cognome": "full_name",
    "cognome e nome": "full_name",
    "cognome nome": "full_name",
    "full name": "full_name",
    "rating": "rating",
    "elo": "rating",
    "punteggio rating": "rating",
    "circolo": "club",
    "club": "club",
    "societa": "club",
    "tessera": "federation_id",
    "n tessera": "federation_id",
    "numero tessera": "federation_id",
    "id": "federation_id",
    "federation id": "federation_id",
    "fid": "federation_id",
}

RESULT_HEADERS: dict[str, str] = {
    "tavolo": "table",
    "table": "table",
    "tav": "table",
    "primo": "first",
    "first": "first",
    "punteggio primo": "first",
    "punti primo": "first",
    "first score": "first",
    "score first": "first",
    "score 1": "first",
    "punteggio 1": "first",
    "secondo": "second",
    "second": "second",
    "punteggio secondo": "second",
    "punti secondo": "second",
    "second score": "second",
    "score second": "second",
    "score 2": "second",
    "punteggio 2": "second",
}

FIELD_LABELS = {
    "surname": "cognome",
    "given_name": "nome",
    "full_name": "giocatore",
    "rating": "rating",
    "club": "circolo",
    "federation_id": "tessera",
    "table": "tavolo",
    "first": "punteggio del primo",
    "second": "punteggio del secondo",
}


_INT = re.compile(r"[+-]?[0-9]{1,9}")

#: Rows listed at most in one :class:`ImportErrors` (the reading stops there).
MAX_ERRORS = 50


class ImportErrors(ImportFileError):
    """Several bad rows of one file (nothing imported): ``errors`` lists each one (file, line,
    column, reason); the attributes of the first one are this error's own."""

    def __init__(self, errors: list[ImportFileError], *, stopped: bool = False) -> None:
        first = errors[0]
        self.file, self.line, self.column, self.reason = (
            first.file,
            first.line,
            first.column,
            first.reason,
        )
        self.errors = list(errors)
        self.stopped = stopped
        lines = [e.where() + ": " + e.reason for e in errors]
        tail = f"{len(errors)} righe rifiutate"
        if stopped:
            tail += f" (lettura fermata alle prime {MAX_ERRORS})"
        InputError.__init__(self, "\n".join(lines) + f"\n{tail}; nessun dato importato")


class ErrorList:
    """Collects the bad rows of a file; :meth:`raise_if_any` raises them together."""

    def __init__(self) -> None:
        self.errors: list[ImportFileError] = []

    @property
    def full(self) -> bool:
        return len(self.errors) >= MAX_ERRORS

    def add(self, error: ImportFileError) -> None:
        if isinstance(error, ImportErrors):
            for e in error.errors:
                self.add(e)
        elif not self.full:
            self.errors.append(error)

    def raise_if_any(self) -> None:
        if len(self.errors) == 1:
            raise self.errors[0]
        if self.errors:
            raise ImportErrors(self.errors, stopped=self.full)


def errors_of(exc: ImportFileError) -> list[ImportFileError]:
    """Every bad row an import error names (one, or all of an :class:`ImportErrors`)."""
    return list(exc.errors) if isinstance(exc, ImportErrors) else [exc]


@dataclass(frozen=True)
class Cell:
    line: int
    column: str  # "3 (rating)" for CSV, "C (rating)" for XLSX
    text: str


@dataclass(frozen=True)
class SheetRow:
    line: int
    cells: dict[str, Cell]  # field → cell


def normalise(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text).casefold()
    folded = "".join(c if c.isalnum() else " " for c in folded if not unicodedata.combining(c))
    return " ".join(folded.split())


def _col_letter(index: int) -> str:
    name = ""
    index += 1
    while index:
        index, rem = divmod(index - 1, 26)
        name = chr(65 + rem) + name
    return name


# ---------------------------------------------------------------------------------------------
# Raw rows


def read_rows(path: Path, kind: str = "list") -> tuple[list[tuple[int, list[str]]], bool]:
    """All non-empty rows as (1-based line, cells); the bool says whether columns are letters.
    The path guard comes first (``figs_td.pathguard``): the open tournament or any SQLite file
    is refused before the CSV reader or openpyxl opens it."""
    from figs_td import pathguard

    pathguard.check_input(path, kind)
    if not path.exists():
        raise ImportFileError(path.name, None, None, "file non trovato")
    suffix = path.suffix.lower()
    if suffix in (".xlsx", ".xlsm"):
        return _read_xlsx(path), True
    if suffix == ".xls":
        raise ImportFileError(
            path.name, None, None, "formato .xls non supportato: salvarlo come .xlsx o .csv"
        )
    return _read_csv(path), False


def _read_csv(path: Path) -> list[tuple[int, list[str]]]:
    size = path.stat().st_size
    if size > MAX_FILE_BYTES:
        raise _too_big(path.name, size)
    from figs_td import pathguard

    data = pathguard.read_bytes(path, "list", limit=MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise _too_big(path.name, len(data))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")  # Windows-1252 (Excel italiano)
    if "\x00" in text:
        raise ImportFileError(
            path.name, None, None, "contiene il carattere nullo (NUL): non è un file di testo CSV"
        )
    sample = "\n".join([ln for ln in text.splitlines() if ln.strip()][:10])
    counts = {d: sample.count(d) for d in (";", ",", "\t")}
    delimiter = max(counts, key=lambda d: counts[d]) if any(counts.values()) else ","
    previous = csv.field_size_limit()
    csv.field_size_limit(MAX_FIELD * 4)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    rows: list[tuple[int, list[str]]] = []
    try:
        for cells in reader:
            line = reader.line_num
            _check_shape(path.name, line, len(rows), cells)
            if any(c.strip() for c in cells):
                rows.append((line, [c.strip() for c in cells]))
    except csv.Error as e:
        if "field larger" in str(e):
            reason = f"campo troppo lungo (al massimo {MAX_FIELD} caratteri)"
        elif "NUL" in str(e):
            reason = "il file contiene il carattere nullo (NUL)"
        else:
            reason = "riga CSV malformata (virgolette non chiuse?)"
        raise ImportFileError(path.name, reader.line_num, None, reason) from None
    finally:
        csv.field_size_limit(previous)
    return rows


def _check_shape(file: str, line: int, count: int, cells: list[str]) -> None:
    if count >= MAX_ROWS:
        raise ImportFileError(file, line, None, f"troppe righe (al massimo {MAX_ROWS})")
    if len(cells) > MAX_COLUMNS:
        raise ImportFileError(
            file, line, None, f"troppe colonne ({len(cells)}, al massimo {MAX_COLUMNS})"
        )
    for i, c in enumerate(cells):
        if len(c) > MAX_FIELD:
            raise ImportFileError(
                file,
                line,
                str(i + 1),
                f"campo troppo lungo ({len(c)} caratteri, al massimo {MAX_FIELD})",
            )


def _read_xlsx(path: Path) -> list[tuple[int, list[str]]]:
    from figs_td.services.exchange.xlsx_limits import check_workbook

    check_workbook(path)  # sizes, parts and declared dimensions, before anything is unzipped
    try:
        import openpyxl  # lazy: only when an XLSX file is imported
    except ImportError:  # pragma: no cover - openpyxl is a dependency
        raise ImportFileError(
            path.name, None, None, "manca openpyxl per leggere i file .xlsx"
        ) from None
    from figs_td import pathguard

    real = pathguard.check_input(path, "list")
    try:
        wb = openpyxl.load_workbook(real, read_only=True, data_only=True)
    except Exception as e:  # noqa: BLE001 - zipfile/XML errors of a damaged workbook
        raise ImportFileError(
            path.name, None, None, f"file Excel illeggibile ({type(e).__name__})"
        ) from None
    try:
        ws = wb.worksheets[0]
        rows: list[tuple[int, list[str]]] = []
        cells_seen = 0
        for i, values in enumerate(ws.iter_rows(values_only=True), start=1):
            cells = [_xlsx_text(v) for v in values]
            cells_seen += len(cells)
            if cells_seen > MAX_CELLS:
                raise ImportFileError(path.name, i, None, f"troppe celle (al massimo {MAX_CELLS})")
            _check_shape(path.name, i, len(rows), cells)
            if any(cells):
                rows.append((i, cells))
        return rows
    finally:
        wb.close()


def _xlsx_text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value).strip()


# ---------------------------------------------------------------------------------------------
# Header detection


def _detect(
    rows: list[tuple[int, list[str]]], headers: dict[str, str], letters: bool, file: str
) -> tuple[dict[str, int], list[tuple[int, list[str]]]]:
    """Find the header row among the first 10 rows: (field → column index, data rows)."""
    for pos, (_line, cells) in enumerate(rows[:10]):
        mapping: dict[str, int] = {}
        for idx, cell in enumerate(cells):
            field = headers.get(normalise(cell))
            if field and field not in mapping:
                mapping[field] = idx
        if len(mapping) >= 2 or (mapping and len([c for c in cells if c]) == 1):
            return mapping, rows[pos + 1 :]
    return {}, rows


def _rows(
    data: Iterable[tuple[int, list[str]]], mapping: dict[str, int], letters: bool
) -> list[SheetRow]:
    out = []
    for line, cells in data:
        row: dict[str, Cell] = {}
        for field, idx in mapping.items():
            col = _col_letter(idx) if letters else str(idx + 1)
            text = cells[idx] if idx < len(cells) else ""
            row[field] = Cell(line, f"{col} ({FIELD_LABELS[field]})", text)
        out.append(SheetRow(line, row))
    return out


def _int(file: str, cell: Cell, what: str, *, minimum: int | None = 0, maximum: int = 9999) -> int:
    text = cell.text.replace(" ", "")
    if text.endswith(".0"):
        text = text[:-2]
    if not _INT.fullmatch(text):
        shown = cell.text if len(cell.text) <= 30 else cell.text[:30] + "…"
        raise ImportFileError(file, cell.line, cell.column, f"'{printable(shown)}' non è {what}")
    value = int(text)
    if value > maximum:
        raise ImportFileError(
            file, cell.line, cell.column, f"valore {value} troppo alto (massimo {maximum})"
        )
    if minimum is not None and value < minimum:
        reason = (
            f"valore negativo ({value}): impossibile"
            if minimum == 0
            else f"valore {value} non valido (minimo {minimum})"
        )
        raise ImportFileError(file, cell.line, cell.column, reason)
    return value


# ---------------------------------------------------------------------------------------------
# Players


def parse_players(path: Path, good: list[NewPlayer] | None = None) -> list[NewPlayer]:
    """Players of a CSV/XLSX file. Every row is checked: one bad row raises ImportFileError,
    several raise one :class:`ImportErrors` listing them all (at most :data:`MAX_ERRORS`).
    ``good``, when given, receives the rows without errors before anything is raised (a preview
    shows them next to the bad ones)."""
    file = path.name
    raw, letters = read_rows(path)
    if not raw:
        raise ImportFileError(file, None, None, "il file è vuoto")
    mapping, data = _detect(raw, PLAYER_HEADERS, letters, file)
    if not mapping:
        raise ImportFileError(
            file,
            raw[0][0],
            None,
            "intestazione non riconosciuta (servono colonne come cognome/surname, nome/name, "
            "rating, circolo/club, tessera/id)",
        )
    if "given_name" in mapping and "surname" not in mapping and "full_name" not in mapping:
        mapping["full_name"] = mapping.pop("given_name")  # a lone "nome"/"name" is the full name
    if "surname" not in mapping and "full_name" not in mapping:
        raise ImportFileError(file, raw[0][0], None, "manca la colonna del cognome o del nome")
    players: list[NewPlayer] = []
    bad = ErrorList()
    for row in _rows(data, mapping, letters):
        if bad.full:
            break
        try:
            player = _player(file, row)
        except ImportFileError as e:
            bad.add(e)
            continue
        players.append(player)
    _check_duplicates(file, players, mapping, letters, bad)
    if good is not None:
        refused = {e.line for e in bad.errors}
        good.extend(p for p in players if int(p.source.rsplit(" ", 1)[1]) not in refused)
    bad.raise_if_any()
    if not players:
        raise ImportFileError(file, None, None, "nessun giocatore nel file (solo l'intestazione)")
    return players


def _player(file: str, row: SheetRow) -> NewPlayer:
    """One data row as a new player (a bad cell raises ImportFileError)."""
    c = row.cells
    if "full_name" in c:
        from figs_td.store.facades.players import split_name

        surname, given = split_name(c["full_name"].text)
        name_cell = c["full_name"]
    else:
        surname, given = c["surname"].text, c["given_name"].text if "given_name" in c else ""
        name_cell = c["surname"]
    if not surname.strip():
        reason = "cognome mancante" if "surname" in c else "nome del giocatore mancante"
        raise ImportFileError(file, row.line, name_cell.column, reason)
    for field, text in (
        ("surname", surname),
        ("given_name", given),
        ("club", None),
        ("federation_id", None),
    ):
        cell = c.get(field) or (name_cell if field in ("surname", "given_name") else None)
        if cell is None:
            continue
        try:
            check_name(cell.text if text is None else text, FIELD_LABELS[field])
        except InputError as exc:
            raise ImportFileError(file, row.line, cell.column, str(exc)) from None
    rating = None
    if "rating" in c and c["rating"].text:
        rating = _int(file, c["rating"], "un rating valido", maximum=RANGES["rating"][1])
    return NewPlayer(
        surname=surname,
        given_name=given,
        club=c["club"].text if "club" in c else "",
        rating=rating,
        federation_id=c["federation_id"].text if "federation_id" in c else "",
        source=f"{file}, riga {row.line}",
    )


def _check_duplicates(
    file: str, players: list[NewPlayer], mapping: dict[str, int], letters: bool, bad: ErrorList
) -> None:
    from figs_td.store.facades.players import name_key

    def col(field: str) -> str:
        idx = mapping[field]
        return f"{_col_letter(idx) if letters else idx + 1} ({FIELD_LABELS[field]})"

    name_field = "full_name" if "full_name" in mapping else "surname"
    seen: dict[str, str] = {}
    ids: dict[str, str] = {}
    for p in players:
        line = int(p.source.rsplit(" ", 1)[1])
        key = name_key(f"{p.surname} {p.given_name}")
        if key in seen:
            bad.add(
                ImportFileError(
                    file, line, col(name_field), f"giocatore ripetuto (già alla {seen[key]})"
                )
            )
            continue
        seen[key] = f"riga {line}"
        if p.federation_id:
            if p.federation_id in ids:
                bad.add(
                    ImportFileError(
                        file,
                        line,
                        col("federation_id"),
                        f"tessera {p.federation_id} ripetuta (già alla {ids[p.federation_id]})",
                    )
                )
                continue
            ids[p.federation_id] = f"riga {line}"


def player_columns(path: Path) -> dict[str, str]:
    """Field → column label, for messages about existing players (duplicates)."""
    raw, letters = read_rows(path)
    mapping, _ = _detect(raw, PLAYER_HEADERS, letters, path.name)
    if "given_name" in mapping and "surname" not in mapping and "full_name" not in mapping:
        mapping["full_name"] = mapping.pop("given_name")
    return {
        f: f"{_col_letter(i) if letters else i + 1} ({FIELD_LABELS[f]})" for f, i in mapping.items()
    }


# ---------------------------------------------------------------------------------------------
# Results


@dataclass(frozen=True)
class ResultLine:
    line: int
    table: int
    score_first: int
    score_second: int
    columns: dict[str, str]  # field → column label


def parse_results(path: Path) -> list[ResultLine]:
    """Rows "tavolo, primo, secondo" (table, first player's score, second's)."""
    file = path.name
    raw, letters = read_rows(path, "results")
    if not raw:
        raise ImportFileError(file, None, None, "il file è vuoto")
    mapping, data = _detect(raw, RESULT_HEADERS, letters, file)
    if not mapping:
        if all(c.strip().lstrip("-").isdigit() for c in raw[0][1][:3]) and len(raw[0][1]) >= 3:
            mapping = {"table": 0, "first": 1, "second": 2}  # no header: columns in order
            data = raw
        else:
            raise ImportFileError(
                file,
                raw[0][0],
                None,
                "intestazione non riconosciuta (servono le colonne tavolo/table, primo/first, "
                "secondo/second)",
            )
    missing = [FIELD_LABELS[f] for f in ("table", "first", "second") if f not in mapping]
    if missing:
        raise ImportFileError(file, raw[0][0], None, f"mancano le colonne: {', '.join(missing)}")
    out: list[ResultLine] = []
    seen: dict[int, int] = {}
    bad = ErrorList()
    for row in _rows(data, mapping, letters):
        if bad.full:
            break
        c = row.cells
        try:
            table = _int(file, c["table"], "un numero di tavolo", minimum=1)
            if table in seen:
                raise ImportFileError(
                    file,
                    row.line,
                    c["table"].column,
                    f"tavolo {table} ripetuto (già alla riga {seen[table]})",
                )
            seen[table] = row.line
            a = _int(file, c["first"], "un punteggio")
            b = _int(file, c["second"], "un punteggio")
        except ImportFileError as e:
            bad.add(e)
            continue
        out.append(ResultLine(row.line, table, a, b, {k: v.column for k, v in c.items()}))
    bad.raise_if_any()
    if not out:
        raise ImportFileError(file, None, None, "nessun risultato nel file (solo l'intestazione)")
    return out
