"""Federation export (esportazione per la federazione): final standings and every game.

Layout (documented in docs/riferimento/stampe.md); column names are fixed, lower case:

``classifica`` — one row per player:
    torneo, data, luogo, posizione, tessera, giocatore, club, partite, vittorie, punti_torneo,
    differenza, punti_fatti, buchholz, stato (attivo / ritirato dal turno N / iscritto dal turno N)
``partite`` — one row per game (a bye: the conventional score, +50 by default, as punti_1 — the
same points the standings count — and an empty second player); tipo in Italian: normale,
riposo, a tavolino, doppia assenza, sconfitta per tempo:
    torneo, data, turno, tavolo, tessera_1, giocatore_1, punti_1, tessera_2, giocatore_2,
    punti_2, tipo

XLSX: sheets ``Classifica`` and ``Partite`` (dates as dates, numbers as numbers). CSV: two files,
``NAME.csv`` (classifica) and ``NAME-partite.csv``, UTF-8 with BOM, ``;`` as separator and the
decimal comma (what a spreadsheet set to Italian expects); text starting with ``= + - @`` gets a
leading apostrophe so that no spreadsheet runs it as a formula (readers drop it again).

The two CSV files end with one more column, ``esportazione``: the same mark (UTC time of the
export and a random part) on every row of both files, so that a pair whose files come from two
different exports (a kill in the instant between the two renames) is recognised:
:func:`check_csv_pair`, called by :func:`read_places`.
"""

from __future__ import annotations

import csv
import datetime as dt
from fractions import Fraction
from pathlib import Path

from figs_td.core.archive.places import TournamentPlace
from figs_td.errors import InputError
from figs_td.reports.data import FederationData
from figs_td.reports.table import Column, Sheet, fmt_number
from figs_td.reports.xlsx import FORMULA_PREFIXES, write_workbook

STANDINGS_COLUMNS = (
    "torneo", "data", "luogo", "posizione", "tessera", "giocatore", "club", "partite",
    "vittorie", "punti_torneo", "differenza", "punti_fatti", "buchholz", "stato",
)  # fmt: skip
GAMES_COLUMNS = (
    "torneo", "data", "turno", "tavolo", "tessera_1", "giocatore_1", "punti_1", "tessera_2",
    "giocatore_2", "punti_2", "tipo",
)  # fmt: skip
#: Last column of both CSV files: the mark of the export that wrote them (one pair, one mark).
EXPORT_COLUMN = "esportazione"
_NUMERIC = {
    "posizione", "partite", "vittorie", "punti_torneo", "differenza", "punti_fatti", "buchholz",
    "turno", "tavolo", "punti_1", "punti_2",
}  # fmt: skip


def _date(data: FederationData) -> dt.date | str:
    d = data.header.date
    if isinstance(d, dt.date):
        return d
    return parse_date(d) if d else ""


def standings_rows(data: FederationData) -> list[list[object]]:
    h, day = data.header, _date(data)
    return [
        [h.tournament, day, h.place, s.rank, s.federation_id, s.name, s.club, s.games, s.wins,
         s.tournament_points, s.spread, s.points, s.buchholz, s.status]
        for s in data.standings
    ]  # fmt: skip


def games_rows(data: FederationData) -> list[list[object]]:
    h, day = data.header, _date(data)
    return [
        [h.tournament, day, g.round, g.table, g.first_id, g.first, g.score_first, g.second_id,
         g.second, g.score_second, g.kind]
        for g in data.games
    ]  # fmt: skip


def _columns(names: tuple[str, ...]) -> list[Column]:
    return [Column(n, 1, "num" if n in _NUMERIC else "text") for n in names]


def csv_paths(path: Path | str) -> tuple[Path, Path]:
    p = Path(path)
    return p, p.with_name(f"{p.stem}-partite{p.suffix}")


def new_export_mark() -> str:
    """A mark for one export: UTC time and a random part (``2026-11-21T18:02:11Z-3fa9c1``)."""
    import secrets

    now = dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    return f"{now}-{secrets.token_hex(3)}"


def write_federation(
    data: FederationData, path: Path | str, *, mark: str | None = None
) -> list[Path]:
    """Write the export as ``.xlsx`` (two sheets) or ``.csv`` (two files, both with the export
    ``mark`` in their last column; default a new one); returns the files."""
    suffix = Path(path).suffix.lower()
    if suffix == ".xlsx":
        write_workbook(
            path,
            data.header,
            [
                Sheet("Classifica", _columns(STANDINGS_COLUMNS), standings_rows(data)),
                Sheet("Partite", _columns(GAMES_COLUMNS), games_rows(data)),
            ],
        )
        return [Path(path)]
    if suffix == ".csv":
        first, second = csv_paths(path)
        mark = mark or new_export_mark()
        _write_csv(first, (*STANDINGS_COLUMNS, EXPORT_COLUMN), marked(standings_rows(data), mark))
        _write_csv(second, (*GAMES_COLUMNS, EXPORT_COLUMN), marked(games_rows(data), mark))
        return [first, second]
    raise InputError(
        f"formato non riconosciuto per l'esportazione federale: '{Path(path).name}' "
        "(usare .xlsx oppure .csv)"
    )


def _csv_text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, Fraction | float):
        return fmt_number(value)
    text = str(value)
    if isinstance(value, str) and text.startswith(FORMULA_PREFIXES):
        return "'" + text  # never a formula when opened in a spreadsheet
    return text


def marked(rows: list[list[object]], mark: str) -> list[list[object]]:
    """``rows`` with the export's mark as the last value (column ``esportazione``)."""
    return [[*r, mark] for r in rows]


def _write_csv(path: Path, columns: tuple[str, ...], rows: list[list[object]]) -> None:
    with open(path, "w", encoding="utf-8-sig", newline="") as fh:
        writer = csv.writer(fh, delimiter=";")
        writer.writerow(columns)
        for row in rows:
            writer.writerow([_csv_text(v) for v in row])


def _marks(path: Path) -> set[str] | None:
    """The export marks found in a federation CSV file; None without the column or rows."""
    with open(path, encoding="utf-8-sig", newline="") as fh:
        reader = csv.DictReader(fh, delimiter=";")
        if EXPORT_COLUMN not in (reader.fieldnames or ()):
            return set()
        marks = {str(rec.get(EXPORT_COLUMN) or "") for rec in reader}
    return marks or None


def check_csv_pair(path: Path | str) -> None:
    """Refuse a CSV pair (``X.csv`` and ``X-partite.csv``) whose files come from different
    exports: the ``esportazione`` marks differ, or only one file has them. Nothing to check
    when the games file is missing or one file has no rows."""
    from figs_td import pathguard

    first, second = csv_paths(path)
    if not (first.is_file() and second.is_file()):
        return
    for p in (first, second):
        pathguard.check_input(p, "federation")
    try:
        a, b = _marks(first), _marks(second)
    except (OSError, UnicodeError, csv.Error):
        return  # the reader of the standings file reports its own problems
    if a is None or b is None or a == b == set():
        return
    if a != b or len(a) != 1:
        raise InputError(
            f"'{first.name}' e '{second.name}' vengono da esportazioni diverse (un'esportazione "
            "interrotta tra la scrittura dei due file?): rifare l'esportazione federale"
        )


# ---------------------------------------------------------------------------------------------
# Reading an export back (for the national ranking)


def parse_date(text: str) -> dt.date:
    """ISO ``2026-11-21`` or Italian ``21/11/2026``; Italian error otherwise."""
    text = text.strip()
    for fmt in ("%Y-%m-%d", "%d/%m/%Y", "%d-%m-%Y", "%d.%m.%Y"):
        try:
            return dt.datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    raise InputError(f"data non valida: '{text}' (usare AAAA-MM-GG oppure GG/MM/AAAA)")


def _untext(value: object) -> str:
    text = "" if value is None else str(value).strip()
    if text.startswith("'") and text[1:2] in FORMULA_PREFIXES:
        return text[1:]
    return text


def _records_csv(path: Path) -> list[dict[str, object]]:
    with open(path, encoding="utf-8-sig", newline="") as fh:
        sample = fh.read(4096)
        fh.seek(0)
        delimiter = ";" if sample.count(";") >= sample.count(",") else ","
        return list(csv.DictReader(fh, delimiter=delimiter))


def _records_xlsx(path: Path, sheet: str = "classifica") -> list[dict[str, object]]:
    from openpyxl import load_workbook

    try:
        wb = load_workbook(str(path), read_only=True, data_only=True)
    except Exception as exc:  # noqa: BLE001 - any unreadable workbook
        raise InputError(f"'{path.name}' non è un file Excel leggibile: {exc}") from exc
    try:
        name = next((n for n in wb.sheetnames if n.lower() == sheet), None)
        if name is None:
            raise InputError(f"'{path.name}': manca il foglio '{sheet.capitalize()}'")
        rows = wb[name].iter_rows(values_only=True)
        header = [str(h).strip().lower() if h is not None else "" for h in next(rows, ())]
        return [dict(zip(header, r, strict=False)) for r in rows if any(v is not None for v in r)]
    finally:
        wb.close()


def read_records(path: Path, sheet: str = "classifica") -> list[dict[str, object]]:
    """The rows of an export's ``classifica`` or ``partite`` (a CSV pair: the second file),
    as column → value; the archive reads whole events through it."""
    from figs_td import pathguard

    pathguard.check_input(path, "federation")  # before the CSV reader or openpyxl opens it
    if path.suffix.lower() == ".xlsx":
        return _records_xlsx(path, sheet)
    check_csv_pair(path)
    chosen = path if sheet == "classifica" else csv_paths(path)[1]
    pathguard.check_input(chosen, "federation")
    return _records_csv(chosen)


def read_places(path: Path | str) -> list[TournamentPlace]:
    """Final places from a federation export (``.xlsx`` or the standings ``.csv``)."""
    from figs_td import pathguard

    p = Path(path)
    pathguard.check_input(p, "federation")  # before the CSV reader or openpyxl opens it
    suffix = p.suffix.lower()
    if suffix == ".csv":
        check_csv_pair(p)
        records = _records_csv(p)
    elif suffix == ".xlsx":
        records = _records_xlsx(p)
    else:
        raise InputError(f"formato non riconosciuto: '{p.name}' (attesi .figs, .xlsx o .csv)")
    out = []
    for line, rec in enumerate(records, start=2):
        missing = [c for c in ("torneo", "data", "posizione", "giocatore") if c not in rec]
        if missing:
            raise InputError(f"'{p.name}': mancano le colonne {', '.join(missing)}")
        raw_date = rec["data"]
        try:
            day = (
                raw_date.date()
                if isinstance(raw_date, dt.datetime)
                else (
                    raw_date if isinstance(raw_date, dt.date) else parse_date(str(raw_date or ""))
                )
            )
            place = int(str(rec["posizione"]).strip())
        except (InputError, ValueError) as exc:
            raise InputError(f"'{p.name}', riga {line}: {exc}") from exc
        out.append(
            TournamentPlace(
                _untext(rec["torneo"]),
                day,
                place,
                _untext(rec["giocatore"]),
                _untext(rec.get("tessera")),
            )
        )
    return out
