"""Self-entry codes on the result slips and the scorecards (issue 27): each player's code and
a QR code of ``URL/g#CODE``, on his own stub of the slip; nothing when no code was made."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web"))
from self_entry_helpers import make_self_entry_event  # noqa: E402

from figs_td.reports.player_codes import qr_flowable, shown
from figs_td.services.reports.documents import export_document
from figs_td.services.self_entry.codes import list_codes
from figs_td.services.self_entry.phones import start_self_entry
from figs_td.store import open_store


def _text(pdf: Path) -> str:
    done = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True)  # fmt: skip
    return done.stdout


@pytest.fixture
def event(tmp_path: Path) -> Path:
    """4 players, round 1 paired (Rossi–Verdi, Bianchi–Neri), no code yet."""
    path = tmp_path / "t.figs"
    make_self_entry_event(path, codes=False)
    return path


def test_codes_on_slips_and_scorecards(event: Path, tmp_path: Path) -> None:
    with open_store(event) as st:
        export_document(st, "slips", tmp_path / "senza.pdf")
        assert "Codice personale" not in _text(tmp_path / "senza.pdf")
        start_self_entry(st, url="http://192.168.1.20:8080/", actor="test")
        codes = {c.name: shown(c.code or "") for c in list_codes(st)}
        export_document(st, "slips", tmp_path / "cartellini.pdf")
        export_document(st, "scorecards", tmp_path / "schede.pdf")
    for doc in ("cartellini.pdf", "schede.pdf"):
        text = _text(tmp_path / doc)
        assert text.count("Codice personale") == 4, doc
        for code in codes.values():
            assert text.count(code) == 1, (doc, code)
        assert "http://192.168.1.20:8080/g" in text
    # on the slip each code sits under its own player's name, on his half of the stub row
    lines = _text(tmp_path / "cartellini.pdf").splitlines()
    names = next(i for i, ln in enumerate(lines) if "Rossi Mario" in ln and "Verdi Anna" in ln)
    row = lines[names + 1]
    assert row.index(codes["Rossi Mario"]) < row.index(codes["Verdi Anna"])


def test_qr_drawing_has_the_modules_of_the_address() -> None:
    import segno

    target = "http://192.168.1.20:8080/g#ABCDEFGHJ"
    drawing = qr_flowable(target, size=100)
    dark = sum(sum(1 for v in row if v) for row in segno.make(target, error="m").matrix)
    assert len(drawing.contents) == dark and drawing.width == 100
