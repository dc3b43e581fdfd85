"""One final place everywhere (issue 25 §1): the place column of every document and page of a
finished championship, phased, knockout and Swiss event equals ``standings --json`` ``place``,
and that place is the one worked out by hand from the bracket (domain.md §7).
"""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

import pytest
from finished_events import EVENTS

from figs_td.cli import main

NAME = r"(P\d+ Giocatore)"


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> object:
    capsys.readouterr()
    assert main(list(args)) == 0
    return json.loads(capsys.readouterr().out)


def _pdf_lines(path: Path) -> list[str]:
    from pypdf import PdfReader

    return [
        " ".join(line.split())
        for page in PdfReader(str(path)).pages
        for line in page.extract_text(extraction_mode="layout").splitlines()
    ]


def _table_places(lines: list[str]) -> dict[str, int]:
    """``Pos. [N.] Name …`` lines of a standings-like PDF."""
    out: dict[str, int] = {}
    for line in lines:
        m = re.match(rf"^(\d+) (?:\d+ )?{NAME}", line)
        if m:
            out.setdefault(m[2], int(m[1]))
    return out


def _xlsx_rows(path: Path) -> list[tuple[object, ...]]:
    import openpyxl

    ws = openpyxl.load_workbook(path, read_only=True).worksheets[0]
    return [tuple(r) for r in ws.iter_rows(values_only=True)]


def _xlsx_places(path: Path, pos: str, name: str) -> dict[str, int]:
    rows = _xlsx_rows(path)
    head = next(i for i, r in enumerate(rows) if pos in r and name in r)
    i, j = rows[head].index(pos), rows[head].index(name)
    return {
        str(r[j]): int(str(r[i]))
        for r in rows[head + 1 :]
        if r[j] and re.fullmatch(NAME, str(r[j]).replace(" (ex aequo)", ""))
    }


@pytest.fixture(scope="module")
def events(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    folder = tmp_path_factory.mktemp("eventi")
    return {key: build(folder) for key, build in EVENTS.items()}


def _reference(capsys: pytest.CaptureFixture[str], f: str) -> dict[str, int]:
    rows = _json(capsys, "standings", f, "--json")
    assert isinstance(rows, list)
    return {r["name"]: r["place"] for r in rows}


def test_hand_worked_places(events: dict[str, str], capsys: pytest.CaptureFixture[str]) -> None:
    # Knockout of 8 (finished_events.knockout8): champion P8, finalist P7, the semifinal losers
    # P5 and P6 share the 3rd place (no third-place match), then the first-round losers by seed:
    # P1 5th, P2 6th, P3 7th, P4 8th — although by points P4 (spread −105) is ahead of P3 (−106).
    ko = _reference(capsys, events["knockout"])
    assert ko == {
        "P8 Giocatore": 1, "P7 Giocatore": 2, "P5 Giocatore": 3, "P6 Giocatore": 3,
        "P1 Giocatore": 5, "P2 Giocatore": 6, "P3 Giocatore": 7, "P4 Giocatore": 8,
    }  # fmt: skip
    # Championship: the final P9 beats P10 (P10 has more points), the third-place match P6
    # beats P8: 1 P9, 2 P10, 3 P6, 4 P8; the consolation pool from 5th down.
    ch = _reference(capsys, events["championship"])
    assert [n for n, p in sorted(ch.items(), key=lambda x: x[1])][:4] == [
        "P9 Giocatore", "P10 Giocatore", "P6 Giocatore", "P8 Giocatore",
    ]  # fmt: skip
    assert sorted(ch.values()) == list(range(1, 11))
    pts = _json(capsys, "standings", events["championship"], "--json")
    assert isinstance(pts, list)
    by_name = {r["name"]: r for r in pts}
    assert by_name["P10 Giocatore"]["points"] > by_name["P9 Giocatore"]["points"]


def test_outside_the_bracket_keep_their_swiss_place(
    events: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    """Phased event without consolation: the six players outside the bracket are placed 5th–10th
    in their order (and with their Buchholz) after the last Swiss round (5), not with their
    Swiss opponents' knockout games counted."""
    f = events["phased"]
    final = _json(capsys, "standings", f, "--json")
    swiss = _json(capsys, "standings", f, "--json", "--after-round", "5")
    assert isinstance(final, list) and isinstance(swiss, list)
    bracket = {r["name"] for r in final if r["phase"] == "knockout"}
    assert len(bracket) == 4
    outside = [r for r in final if r["name"] not in bracket]
    swiss_order = [r for r in swiss if r["name"] not in bracket]
    assert [r["name"] for r in outside] == [r["name"] for r in swiss_order]
    assert [r["buchholz"] for r in outside] == [r["buchholz"] for r in swiss_order]
    assert [r["place"] for r in outside] == list(range(5, 11))
    # and the federation file gives them those places (ranking points follow the place)
    from figs_td.services.federation import places_from_tournament

    fed = {p.name: p.place for p in places_from_tournament(f)}
    assert all(fed[r["name"]] == r["place"] for r in final)


@pytest.mark.parametrize("key", list(EVENTS))
def test_every_document_prints_the_same_place(
    key: str, events: dict[str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = events[key]
    ref = _reference(capsys, f)
    assert len(ref) >= 8

    def export(doc: str, ext: str) -> Path:
        out = tmp_path / f"{doc}.{ext}"
        assert main(["export", f, doc, "-o", str(out)]) == 0, (doc, ext)
        return out

    seen: dict[str, dict[str, int]] = {}
    # Standings, crosstable, final standings: the Pos. column, PDF and XLSX.
    for doc, name_col in (("standings", "Giocatore"), ("crosstable", "Giocatore"),
                          ("final-standings", "Giocatore")):  # fmt: skip
        seen[f"{doc}.pdf"] = _table_places(_pdf_lines(export(doc, "pdf")))
        seen[f"{doc}.xlsx"] = _xlsx_places(export(doc, "xlsx"), "Pos.", name_col)
    # The standings chart's legend ("1. P9 Giocatore") numbers players by the same place.
    lines = _pdf_lines(tmp_path / "standings.pdf")
    legend = {m[2]: int(m[1]) for ln in lines for m in re.finditer(rf"(\d+)\. {NAME}", ln)}
    if key != "knockout":  # no chart for a knockout (the bracket document draws it)
        assert legend
        seen["standings.pdf legend"] = legend
    # Prizes: the document's Pos. column and the command's "(N° assoluto)" / --json rank.
    prize_lines = _pdf_lines(export("prizes", "pdf"))
    seen["prizes.pdf"] = {
        m[1]: int(m[2])
        for ln in prize_lines
        if (m := re.search(rf"{NAME}(?: \(ex aequo\))? (\d+) Club", ln))
    }
    seen["prizes.xlsx"] = {
        n.replace(" (ex aequo)", ""): p
        for n, p in _xlsx_places(export("prizes", "xlsx"), "Pos.", "Vincitore").items()
    }
    capsys.readouterr()
    assert main(["prizes", f]) == 0
    text = capsys.readouterr().out
    seen["prizes text"] = {
        m[1]: int(m[2]) for m in re.finditer(rf"{NAME} \((\d+)° assoluto\)", text)
    }
    pj = _json(capsys, "prizes", f, "--json")
    assert isinstance(pj, dict)
    seen["prizes --json"] = {a["player"]: a["rank"] for a in pj["prizes"] if a["player"]}
    assert len(seen["prizes text"]) == 6
    # The prize assignment follows the place: prize N to the N-th placed (a shared place: the
    # prizes of the places it covers, one each).
    awarded = [a["rank"] for a in sorted(pj["prizes"], key=lambda a: a["place"])]
    assert awarded == sorted(awarded) and all(
        r <= a for r, a in zip(awarded, range(1, 7), strict=True)
    )
    assert sorted(awarded) == sorted(sorted(ref.values())[:6])
    # The federation export, CSV and XLSX.
    fed_csv = tmp_path / "fed.csv"
    assert main(["export", f, "federation", "-o", str(fed_csv)]) == 0
    with fed_csv.open(encoding="utf-8-sig", newline="") as fh:
        seen["federation.csv"] = {
            r["giocatore"]: int(r["posizione"]) for r in csv.DictReader(fh, delimiter=";")
        }
    seen["federation.xlsx"] = _xlsx_places(export("federation", "xlsx"), "posizione", "giocatore")
    for where, places in seen.items():
        assert places, where
        assert places == {n: ref[n] for n in places}, where
    # every document that lists the whole field lists everyone
    for where in ("standings.pdf", "standings.xlsx", "crosstable.pdf", "final-standings.xlsx",
                  "federation.csv"):  # fmt: skip
        assert seen[where] == ref, where
