"""Reading the federation's member list from a CSV/XLSX file (elenco dei soci, issue 42 §3).

Apart from :mod:`figs_td.services.registration.members` so that the archive's import
(:mod:`figs_td.services.archive.members`) reads lists the same way without importing the
tournament's use cases. Headers in Italian or English, as the players' import
(:mod:`figs_td.services.exchange.tables`: the same reader, limits and error messages)."""

from __future__ import annotations

from pathlib import Path

from figs_td.core.archive.membership import MAX_TESSERA, Member, parse_expiry
from figs_td.services.exchange.tables import NAME_HEADERS

#: Header names (normalised as the players' import does) → field.
MEMBER_HEADERS: dict[str, str] = {
    "tessera": "federation_id",
    "n tessera": "federation_id",
    "numero tessera": "federation_id",
    "num tessera": "federation_id",
    "tessera n": "federation_id",
    "id": "federation_id",
    "fid": "federation_id",
    "federation id": "federation_id",
    "member id": "federation_id",
    "membership number": "federation_id",
    "membership id": "federation_id",
    "card": "federation_id",
    "card number": "federation_id",
    **NAME_HEADERS,
    "socio": "full_name",
    "nominativo": "full_name",
    "giocatore": "full_name",
    "nome e cognome": "full_name",
    "cognome e nome": "full_name",
    "cognome nome": "full_name",
    "full name": "full_name",
    "member": "full_name",
    "player": "full_name",
    "circolo": "club",
    "club": "club",
    "societa": "club",
    "associazione": "club",
    "scadenza": "expiry",
    "scadenza tessera": "expiry",
    "data scadenza": "expiry",
    "data di scadenza": "expiry",
    "valida fino al": "expiry",
    "valida fino a": "expiry",
    "valido fino al": "expiry",
    "expiry": "expiry",
    "expiry date": "expiry",
    "expires": "expiry",
    "expiration": "expiry",
    "expiration date": "expiry",
    "valid until": "expiry",
    "valid to": "expiry",
}

LABELS = {
    "federation_id": "tessera",
    "surname": "cognome",
    "given_name": "nome",
    "full_name": "socio",
    "club": "circolo",
    "expiry": "scadenza",
}

# ---------------------------------------------------------------------------------------------
# Reading a list


def parse_members(src: str | Path) -> list[Member]:
    """Every member of a CSV/XLSX list, all rows checked: one bad row raises
    :class:`~figs_td.services.exchange.tables.ImportFileError`, several one
    :class:`~figs_td.services.exchange.tables.ImportErrors` naming them all; nothing is returned then."""
    from figs_td.core.inputs import check_name
    from figs_td.errors import InputError
    from figs_td.services.exchange.tables import (
        ErrorList,
        ImportFileError,
        _col_letter,
        _detect,
        read_rows,
    )

    path = Path(src)
    file = path.name
    raw, letters = read_rows(path, "list")
    if not raw:
        raise ImportFileError(file, None, None, "il file è vuoto")
    mapping, data = _detect(raw, MEMBER_HEADERS, letters, file)
    if "given_name" in mapping and "surname" not in mapping and "full_name" not in mapping:
        mapping["full_name"] = mapping.pop("given_name")  # a lone "nome"/"name" is the full name
    if "federation_id" not in mapping or not {"surname", "full_name"} & set(mapping):
        missing = "della tessera" if "federation_id" not in mapping else "del nome del socio"
        raise ImportFileError(
            file, raw[0][0], None,
            f"manca la colonna {missing}: non è un elenco dei soci (servono le colonne tessera "
            "e cognome/nome o socio; facoltative circolo e scadenza)",
        )  # fmt: skip

    def column(field: str) -> str:
        idx = mapping[field]
        return f"{_col_letter(idx) if letters else idx + 1} ({LABELS[field]})"

    def cell(cells: list[str], field: str) -> str:
        idx = mapping.get(field)
        return cells[idx].strip() if idx is not None and idx < len(cells) else ""

    bad = ErrorList()
    members: list[Member] = []
    seen: dict[str, int] = {}
    for line, cells in data:
        if bad.full:
            break

        def refuse(field: str, reason: str, line: int = line) -> None:
            bad.add(ImportFileError(file, line, column(field), reason))

        tessera = cell(cells, "federation_id")
        if tessera.endswith(".0") and tessera[:-2].isdigit():  # a number cell of a spreadsheet
            tessera = tessera[:-2]
        if not tessera:
            refuse("federation_id", "tessera mancante")
            continue
        try:
            tessera = check_name(tessera, "tessera")
        except InputError as e:
            refuse("federation_id", str(e))
            continue
        if len(tessera) > MAX_TESSERA:
            refuse("federation_id", f"tessera troppo lunga (al massimo {MAX_TESSERA} caratteri)")
            continue
        if tessera in seen:
            refuse("federation_id", f"tessera {tessera} ripetuta (già alla riga {seen[tessera]})")
            continue
        seen[tessera] = line
        if "full_name" in mapping:
            name_field, name = "full_name", cell(cells, "full_name")
        else:
            name_field = "surname"
            name = f"{cell(cells, 'surname')} {cell(cells, 'given_name')}".strip()
        try:
            name = check_name(name.replace(",", " "), "nome del socio", empty=False)
        except InputError as e:
            refuse(name_field, str(e))
            continue
        try:
            club = check_name(cell(cells, "club"), "circolo")
        except InputError as e:
            refuse("club", str(e))
            continue
        written = cell(cells, "expiry")
        try:
            expiry = parse_expiry(written)
        except ValueError:
            shown = written if len(written) <= 30 else written[:30] + "…"
            refuse(
                "expiry",
                f"data di scadenza non valida: '{shown}' (usare AAAA-MM-GG oppure GG/MM/AAAA)",
            )
            continue
        if expiry is not None and not 1900 <= expiry.year <= 2200:
            refuse("expiry", f"data di scadenza fuori dall'intervallo ammesso ({written})")
            continue
        members.append(Member(tessera, name, club, expiry))
    bad.raise_if_any()
    if not members:
        raise ImportFileError(file, None, None, "nessun socio nel file (solo l'intestazione)")
    return members
