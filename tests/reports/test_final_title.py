"""Issue 14, item 1/2: "Classifica finale" only once the event is over. A knockout has no
planned rounds: its last round is known from the bracket, so the standings say "Classifica dopo
il turno N" until the champion is decided, then "Classifica finale" (PDF title, XLSX header,
no rank-by-round chart for a knockout), with the final placing worked out by hand."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from figs_td.cli import main
from figs_td.core.model import System


def _knockout(path: Path, n: int, played: int, *, pair_next: bool) -> Path:
    """``n`` players (seed k has rating 2000 - 10k), a knockout without planned rounds and
    without a third-place match; the higher seed wins every game 400–300. ``played`` rounds
    are paired and played, then one more paired (unplayed) when ``pair_next``."""
    from figs_td.services.pairing.rounds import pair_next_round
    from figs_td.store import open_store

    with open_store(str(path), create=True) as store:
        with store.transaction(actor="test") as tx:
            tx.tournament.create("Coppa a eliminazione", System.KNOCKOUT, planned_rounds=None)
            for i in range(n):
                tx.players.add(f"Seed{i + 1}", "Anna", rating=2000 - 10 * i)
        for _ in range(played):
            paired = pair_next_round(store)
            with store.transaction(actor="test") as tx:
                for t in paired.tables:
                    first_wins = t.first < t.second  # lower id = higher seed
                    tx.rounds.set_result(
                        paired.round, t.table, 400 if first_wins else 300,
                        300 if first_wins else 400,
                    )  # fmt: skip
        if pair_next:
            pair_next_round(store)
        with store.read() as tx:
            assert tx.tournament.get().planned_rounds is None
    return path


def _pdf_text(path: Path) -> str:
    return "\n".join(p.extract_text() for p in PdfReader(str(path)).pages)


def _export(figs: Path, doc: str, out: Path, *extra: str) -> None:
    assert main(["export", str(figs), doc, "-o", str(out), *extra]) == 0


def _xlsx(path: Path) -> tuple[list[str], str, list[tuple[int, str]]]:
    """Sheet names, the page header's title (right part) and (place, name) of the rows."""
    import re
    import zipfile

    wb = load_workbook(str(path))
    ws = wb.worksheets[0]
    with zipfile.ZipFile(path) as z:  # openpyxl reads an empty centre part back wrongly
        xml = z.read("xl/worksheets/sheet1.xml").decode()
    found = re.search(r"<oddHeader>(.*?)</oddHeader>", xml)
    head = (found.group(1) if found else "").replace("&amp;", "&")
    right = head.split("&R", 1)[1] if "&R" in head else ""
    rows = [
        (r[0], next(v for v in r if isinstance(v, str) and v.startswith("Seed")))
        for r in ws.iter_rows(min_row=2, values_only=True)
        if isinstance(r[0], int)
    ]
    return wb.sheetnames, right, rows


# Hand-worked: 8 players → quarter-finals (round 1), semifinals (2), final (3).
# 5 players → the bracket of 8 with seeds 1, 2, 3 passing round 1 (4 v 5 only), then the
# semifinals 1 v 4 and 2 v 3 (round 2), the final 1 v 2 (round 3).
# Final placing without a third-place match: champion 1, finalist 2, the semifinal losers share
# the 3rd place, then the players out in round 1 by seed (domain.md §7).
FINAL_PLACES = {
    8: [(1, "Seed1 Anna"), (2, "Seed2 Anna"), (3, "Seed3 Anna"), (3, "Seed4 Anna"),
        (5, "Seed5 Anna"), (6, "Seed6 Anna"), (7, "Seed7 Anna"), (8, "Seed8 Anna")],
    5: [(1, "Seed1 Anna"), (2, "Seed2 Anna"), (3, "Seed3 Anna"), (3, "Seed4 Anna"),
        (5, "Seed5 Anna")],
}  # fmt: skip


@pytest.mark.parametrize("n", [5, 8])
@pytest.mark.parametrize(("played", "pair_next"), [(1, True), (2, False), (2, True)])
def test_before_the_final_the_title_names_the_round(
    n: int, played: int, pair_next: bool, tmp_path: Path
) -> None:
    figs = _knockout(tmp_path / "ko.figs", n, played, pair_next=pair_next)
    pdf, xlsx = tmp_path / "c.pdf", tmp_path / "c.xlsx"
    _export(figs, "standings", pdf)
    _export(figs, "standings", xlsx)
    text = _pdf_text(pdf)
    # A paired but unplayed round is never the one the standings are after.
    assert f"Classifica dopo il turno {played}" in text
    assert "Classifica finale" not in text
    assert f"Turno {played + 1}" not in text
    names, title, _ = _xlsx(xlsx)
    assert names == ["Classifica"]  # no rank-by-round chart for a knockout
    assert title.startswith(f"Classifica dopo il turno {played}")
    prizes = tmp_path / "p.pdf"
    _export(figs, "final-standings", prizes)
    ptext = _pdf_text(prizes)
    assert f"Classifica dopo il turno {played}" in ptext and "Classifica finale" not in ptext


@pytest.mark.parametrize("n", [5, 8])
def test_once_the_champion_is_decided_the_standings_are_final(n: int, tmp_path: Path) -> None:
    figs = _knockout(tmp_path / "ko.figs", n, 3, pair_next=False)
    pdf, xlsx = tmp_path / "c.pdf", tmp_path / "c.xlsx"
    _export(figs, "standings", pdf)
    _export(figs, "standings", xlsx)
    text = _pdf_text(pdf)
    assert "Classifica finale" in text and "dopo il turno" not in text
    names, title, rows = _xlsx(xlsx)
    assert names == ["Classifica"]  # the bracket document draws a knockout, not a chart
    assert title.startswith("Classifica finale")
    assert rows == FINAL_PLACES[n]
    prizes = tmp_path / "p.xlsx"
    _export(figs, "final-standings", prizes)
    _, ptitle, _ = _xlsx(prizes)
    assert ptitle.startswith("Classifica finale")
    # The same event seen after round 2 is not final.
    before = tmp_path / "r2.pdf"
    _export(figs, "standings", before, "--round", "2")
    assert "Classifica dopo il turno 2" in _pdf_text(before)


def test_planned_rounds_of_a_knockout_do_not_make_it_final_early(tmp_path: Path) -> None:
    """A knockout of 8 wrongly planned for 2 rounds: after round 2 the final is still to come."""
    from figs_td.store import open_store

    figs = _knockout(tmp_path / "ko.figs", 8, 2, pair_next=False)
    with open_store(str(figs)) as store, store.transaction(actor="test") as tx:
        tx.tournament.update(planned_rounds=2)
    pdf = tmp_path / "c.pdf"
    _export(figs, "standings", pdf)
    text = _pdf_text(pdf)
    assert "Classifica dopo il turno 2" in text and "Classifica finale" not in text


@pytest.mark.parametrize("n", [5, 8])
def test_the_federation_file_carries_the_final_placing(n: int, tmp_path: Path) -> None:
    """The federation's standings file ranks a knockout as the standings do: the semifinal
    losers share the 3rd place (not ranked by wins and spread against quarter-final losers)."""
    from openpyxl import load_workbook as load

    figs = _knockout(tmp_path / "ko.figs", n, 3, pair_next=False)
    out = tmp_path / "fed.xlsx"
    _export(figs, "federation", out)
    ws = load(str(out))["Classifica"]
    table = list(ws.iter_rows(values_only=True))
    head = list(table[0])
    at, who = head.index("posizione"), head.index("giocatore")
    rows = [(r[at], r[who]) for r in table[1:] if isinstance(r[at], int)]
    assert rows == FINAL_PLACES[n]
