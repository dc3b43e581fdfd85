"""Hostile input files made on the fly (no binary is committed): spreadsheets, TSH, Hunspell.

Used by ``test_hostile_inputs.py`` and the per-item tests of bounded inputs. Every builder
returns ``bytes``.
"""

from __future__ import annotations

import io
import itertools
import string
import zipfile

_CT = (
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/'
    'content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-'
    'package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-'
    'officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/'
    'sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.'
    'worksheet+xml"/></Types>'
)
_RELS = (
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/'
    'relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/'
    'officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'
)
_WB = (
    '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/'
    'main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
    '<sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>'
)
_WBR = (
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/'
    'relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/'
    'officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
    "</Relationships>"
)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _col(i: int) -> str:
    name = ""
    i += 1
    while i:
        i, rem = divmod(i - 1, 26)
        name = chr(65 + rem) + name
    return name


def sheet_xml(rows: list[tuple[int, list[str]]], dimension: str | None = None) -> str:
    """A worksheet with inline strings; ``rows`` are (row number, cells)."""
    body = []
    for r, cells in rows:
        cs = "".join(
            f'<c r="{_col(i)}{r}" t="inlineStr"><is><t>{_esc(v)}</t></is></c>'
            for i, v in enumerate(cells)
        )
        body.append(f'<row r="{r}">{cs}</row>')
    dim = f'<dimension ref="{dimension}"/>' if dimension else ""
    return (
        '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/'
        f'spreadsheetml/2006/main">{dim}<sheetData>{"".join(body)}</sheetData></worksheet>'
    )


def xlsx(
    rows: list[tuple[int, list[str]]],
    *,
    dimension: str | None = None,
    padding: int = 0,
    raw_sheet: str | None = None,
) -> bytes:
    """A minimal workbook; ``padding`` adds a part of that many zero bytes (a zip bomb)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", _CT)
        z.writestr("_rels/.rels", _RELS)
        z.writestr("xl/workbook.xml", _WB)
        z.writestr("xl/_rels/workbook.xml.rels", _WBR)
        z.writestr("xl/worksheets/sheet1.xml", raw_sheet or sheet_xml(rows, dimension))
        if padding:
            chunk = b"\0" * (1024 * 1024)
            with z.open("xl/media/pad.bin", "w", force_zip64=True) as f:
                for _ in range(padding // len(chunk)):
                    f.write(chunk)
    return buf.getvalue()


def xlsx_declared_huge() -> bytes:
    """1.5 KB: declares A1:XFD1048576 and holds one cell at row 1,048,576."""
    return xlsx([(1, ["nome"]), (1048576, ["Rossi"])], dimension="A1:XFD1048576")


def xlsx_far_row() -> bytes:
    """No dimension at all; a single cell at row 1,048,576."""
    return xlsx([(1, ["nome"]), (1048576, ["Rossi"])])


def xlsx_bomb(mb: int = 400) -> bytes:
    """A few hundred KB that would unzip to ``mb`` megabytes."""
    return xlsx([(1, ["nome"]), (2, ["Rossi"])], padding=mb * 1024 * 1024)


def xlsx_sheet_bomb(mb: int = 60) -> bytes:
    """The sheet itself expands hugely (an endless run of spaces inside the XML)."""
    sheet = sheet_xml([(1, ["nome"]), (2, ["Rossi"])])
    sheet = sheet.replace("<sheetData>", "<sheetData>" + " " * (mb * 1024 * 1024))
    return xlsx([], raw_sheet=sheet)


def _names(n: int) -> list[str]:
    out = []
    for t in itertools.product(string.ascii_lowercase, repeat=3):
        out.append("".join(t))
        if len(out) == n:
            break
    return out


def hunspell_bomb(n: int = 1000) -> tuple[bytes, bytes]:
    """(.aff, .dic) of about 60 KB whose expansion would make n³ forms per root."""
    w = _names(n)
    lines = ["SET UTF-8", "FLAG long", f"SFX AA Y {n}"]
    lines += [f"SFX AA 0 {x}/BB ." for x in w]
    lines += [f"SFX BB Y {n}"] + [f"SFX BB 0 {x} ." for x in w]
    lines += [f"PFX CC Y {n}"] + [f"PFX CC 0 {x} ." for x in w]
    aff = ("\n".join(lines) + "\n").encode()
    dic = (f"{n}\n" + "\n".join(f"{x}/AACC" for x in w) + "\n").encode()
    return aff, dic


def hunspell_wide(roots: int = 2000, per_root: int = 90_000) -> tuple[bytes, bytes]:
    """(.aff, .dic): each root stays under the per-root limit, all together exceed the total."""
    side = int(per_root**0.5)
    w = _names(side)
    lines = ["SET UTF-8", "FLAG long", f"SFX AA Y {side}"]
    lines += [f"SFX AA 0 {x}/BB ." for x in w]
    lines += [f"SFX BB Y {side}"] + [f"SFX BB 0 {x} ." for x in w]
    aff = ("\n".join(lines) + "\n").encode()
    dic = (f"{roots}\n" + "\n".join(f"r{x}/AA" for x in _names(roots)) + "\n").encode()
    return aff, dic
