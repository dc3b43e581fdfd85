"""Issue 14, "every document a director expects": ``figs-td export`` of every document of the
catalog for a classic Swiss, a round robin, a knockout and a duplicate event, in every format.
Each combination either writes a complete file or is refused with exit status 2 and a clear
Italian message (the document does not apply, the event lacks what it needs, the format is not
the document's) — never ``errore interno``, never a file left behind."""

from __future__ import annotations

import csv
import os
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.reports.catalog import DOCUMENTS, DUPLICATE_ONLY, NOT_FOR_DUPLICATE

SYSTEMS = ("svizzero", "girone", "eliminazione", "duplicato")
FORMATS = ("pdf", "xlsx", "csv")
WORDS = ("COSTARE", "CASTORE", "ACETO", "ORE", "RE", "TE", "AE", "OCA", "CASO", "COSTA", "ROSA",
         "TORO", "ASTRO", "CORTE", "ESCA", "SETA", "RATTO")  # fmt: skip


def _classic(path: Path, system: str, n: int, rounds: int | None, played: int) -> None:
    """``n`` players, ``played`` rounds played (higher seed wins 400–300), the next one paired."""
    from figs_td.services.pairing.rounds import pair_next_round
    from figs_td.services.players import add_player
    from figs_td.services.rulings import set_tournament_lexicon
    from figs_td.services.tournament import create_tournament

    store = create_tournament(path, "Coppa di prova", system, rounds=rounds, actor="test")
    try:
        for i in range(n):
            add_player(store, f"Giocatore{i + 1:02d}, Nome", rating=1800 - 10 * i, club="Roma")
        set_tournament_lexicon(store, "Mini")
        for _ in range(played):
            paired = pair_next_round(store)
            with store.transaction(actor="test") as tx:
                for t in paired.tables:
                    if t.second is None:
                        continue
                    first_wins = t.first < t.second
                    tx.rounds.set_result(
                        paired.round, t.table, 400 if first_wins else 300,
                        300 if first_wins else 400,
                    )  # fmt: skip
        pair_next_round(store)
    finally:
        store.close()


def _duplicate(path: Path) -> None:
    """6 players, one game of two moves (the first one with slips)."""
    from figs_td.services.duplicate import events as dup
    from figs_td.services.players import add_player
    from figs_td.services.rulings import set_tournament_lexicon
    from figs_td.services.tournament import create_tournament

    store = create_tournament(path, "Duplicato di prova", "duplicato", actor="test")
    try:
        for i in range(6):
            add_player(store, f"Giocatore{i + 1:02d}, Nome")
        set_tournament_lexicon(store, "Mini")
        dup.set_duplicate_settings(store, moves=2)
        dup.new_game(store, seed=8)
        dup.draw(store, tiles="CASTORE")
        dup.confirm_top(store, None, "H4 COSTARE")
        dup.enter_slip(store, 1, 1, text="8D COSTARE")
        dup.enter_slip(store, 1, 2, score=40)
        dup.draw(store)
        dup.confirm_top(store, None, 1)
    finally:
        store.close()


@pytest.fixture(scope="module")
def events(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Path]]:
    from figs_td.services.lexicon.lists import import_lexicon
    from figs_td.services.lexicon.moves import ensure_graph

    base = tmp_path_factory.mktemp("matrix")
    saved = {k: os.environ.get(k) for k in ("FIGS_TD_DATA", "FIGS_TD_HUNSPELL_IT")}
    os.environ["FIGS_TD_DATA"] = str(base / "data")
    os.environ["FIGS_TD_HUNSPELL_IT"] = str(base / "none" / "it_IT.dic")
    try:
        words = base / "mini.txt"
        words.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
        import_lexicon(words, "Mini")
        ensure_graph("Mini")
        files = {s: base / f"{s}.figs" for s in SYSTEMS}
        _classic(files["svizzero"], "italo-svizzero", 9, 4, 2)  # 9: a bye every round
        # The Swiss event has a prize table and a rating band: the prize documents apply.
        for args in (
            ["categories", "band", files["svizzero"], "Under 1770", "--max", "1770"],
            ["prize-table", "add", files["svizzero"], "--place", "1", "--label", "Coppa"],
            ["prize-table", "add", files["svizzero"], "--place", "1", "--category",
             "Under 1770", "--label", "Targa"],
        ):  # fmt: skip
            assert main([str(a) for a in args]) == 0
        _classic(files["girone"], "girone", 6, None, 2)
        _classic(files["eliminazione"], "eliminazione", 8, None, 2)  # the final paired
        _duplicate(files["duplicato"])
        yield files
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def expected_refusal(doc: str, system: str, fmt: str) -> str | None:
    """The words of the refusal expected for this combination, or None when it must work."""
    if doc == "federation":
        return "(usare .xlsx oppure .csv)" if fmt == "pdf" else None
    if fmt == "csv":
        return "(usare .pdf oppure .xlsx)"
    if system == "duplicato" and doc in NOT_FOR_DUPLICATE:
        return "non vale per una gara di duplicato"
    if system != "duplicato" and doc in DUPLICATE_ONLY:
        return "vale solo per una gara di duplicato"
    if doc.startswith("team-"):
        return "il torneo non ha squadre"  # team events only (system "squadre")
    if doc == "bracket" and system != "eliminazione":
        return "il torneo non ha un tabellone a eliminazione diretta"
    if doc in ("prizes", "categories") and system != "svizzero":
        return "la tabella dei premi è vuota" if doc == "prizes" else "il torneo non ha categorie"
    return None


def _check_file(path: Path, fmt: str) -> None:
    data = path.read_bytes()
    if fmt == "pdf":
        assert data.startswith(b"%PDF") and data.rstrip().endswith(b"%%EOF")
        from pypdf import PdfReader

        assert len(PdfReader(str(path)).pages) >= 1
    elif fmt == "xlsx":
        with zipfile.ZipFile(path) as z:
            assert z.testzip() is None and "xl/workbook.xml" in z.namelist()
    else:
        rows = list(csv.reader(data.decode("utf-8-sig").splitlines(), delimiter=";"))
        assert rows and rows[0][0] == "torneo" and len(rows) > 1


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("doc", DOCUMENTS)
def test_every_document_of_every_system(
    doc: str,
    system: str,
    fmt: str,
    events: dict[str, Path],
    tmp_path: Path,
    capfd: pytest.CaptureFixture[str],
) -> None:
    out = tmp_path / f"{doc}.{fmt}"
    status = main(["export", str(events[system]), doc, "-o", str(out)])
    stdout, stderr = capfd.readouterr()
    refusal = expected_refusal(doc, system, fmt)
    assert "Traceback" not in stderr and "errore interno" not in stderr, stderr
    if refusal is None:
        assert status == 0, stderr
        assert str(out) in stdout
        _check_file(out, fmt)
        if doc == "federation" and fmt == "csv":
            _check_file(out.with_name(f"{doc}-partite.csv"), "csv")
    else:
        assert status == 2, (stdout, stderr)
        assert stderr.startswith("errore: ") and refusal in stderr, stderr
        assert list(tmp_path.iterdir()) == []  # nothing written, no temporary left


def test_the_matrix_covers_the_catalog() -> None:
    """Every document works for at least one of the four events (none is refused everywhere
    except the team documents, which need a team event)."""
    for doc in DOCUMENTS:
        works = [s for s in SYSTEMS for f in FORMATS if expected_refusal(doc, s, f) is None]
        assert works or doc.startswith("team-"), doc
